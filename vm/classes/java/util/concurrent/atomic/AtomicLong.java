/*
 * java.util.concurrent.atomic.AtomicLong: a volatile long updated with the
 * VM's compare-and-set (Unsafe); the update functions retry until their
 * CAS wins, so they may run more than once under contention, as the JDK's.
 */
package java.util.concurrent.atomic;

import java.util.function.LongUnaryOperator;
import java.util.function.LongBinaryOperator;
import jdk.internal.misc.Unsafe;

public class AtomicLong extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1927816293512124184L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long VALUE = U.objectFieldOffset(AtomicLong.class, "value");

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

    public final long getAndSet(long newValue) {
        return U.getAndSetLong(this, VALUE, newValue);
    }

    public final boolean compareAndSet(long expectedValue, long newValue) {
        return U.compareAndSetLong(this, VALUE, expectedValue, newValue);
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long compareAndExchange(long expectedValue, long newValue) {
        for (;;) {
            long v = value;
            if (v != expectedValue || U.compareAndSetLong(this, VALUE, v, newValue)) {
                return v;
            }
        }
    }

    public final long compareAndExchangeAcquire(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final long getAndIncrement() {
        return U.getAndAddLong(this, VALUE, 1);
    }

    public final long getAndDecrement() {
        return U.getAndAddLong(this, VALUE, -1);
    }

    public final long getAndAdd(long delta) {
        return U.getAndAddLong(this, VALUE, delta);
    }

    public final long incrementAndGet() {
        return U.getAndAddLong(this, VALUE, 1) + 1;
    }

    public final long decrementAndGet() {
        return U.getAndAddLong(this, VALUE, -1) - 1;
    }

    public final long addAndGet(long delta) {
        return U.getAndAddLong(this, VALUE, delta) + delta;
    }

    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (U.compareAndSetLong(this, VALUE, prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (U.compareAndSetLong(this, VALUE, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (U.compareAndSetLong(this, VALUE, prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (U.compareAndSetLong(this, VALUE, prev, next)) {
                return next;
            }
        }
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

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }
}
