/*
 * java.util.concurrent.atomic.AtomicLong: a volatile long whose read-modify-write
 * operations are synchronized on the object (Lantern has no Unsafe/VarHandle
 * compare-and-set yet); the results are those of the JDK's.
 */
package java.util.concurrent.atomic;

import java.util.function.LongUnaryOperator;
import java.util.function.LongBinaryOperator;

public class AtomicLong extends Number implements java.io.Serializable {
    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final synchronized long getAndSet(long newValue) {
        long old = value;
        value = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(long expectedValue, long newValue) {
        if (value == expectedValue) {
            value = newValue;
            return true;
        }
        return false;
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized long getAndIncrement() {
        return value++;
    }

    public final synchronized long getAndDecrement() {
        return value--;
    }

    public final synchronized long getAndAdd(long delta) {
        long old = value;
        value = old + delta;
        return old;
    }

    public final synchronized long incrementAndGet() {
        return ++value;
    }

    public final synchronized long decrementAndGet() {
        return --value;
    }

    public final synchronized long addAndGet(long delta) {
        return value += delta;
    }

    public final synchronized long getAndUpdate(LongUnaryOperator updateFunction) {
        long prev = value;
        value = updateFunction.applyAsLong(prev);
        return prev;
    }

    public final synchronized long updateAndGet(LongUnaryOperator updateFunction) {
        return value = updateFunction.applyAsLong(value);
    }

    public final synchronized long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        long prev = value;
        value = accumulatorFunction.applyAsLong(prev, x);
        return prev;
    }

    public final synchronized long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        return value = accumulatorFunction.applyAsLong(value, x);
    }

    public String toString() {
        return Long.toString(get());
    }

    public int intValue() {
        return (int) get();
    }

    public long longValue() {
        return (long) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }
}
