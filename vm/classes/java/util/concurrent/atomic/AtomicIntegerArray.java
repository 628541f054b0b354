/*
 * java.util.concurrent.atomic.AtomicIntegerArray: a int[] whose elements are
 * read and written with the VM's volatile accesses and compare-and-set at
 * base + index * scale (Unsafe); indexes are checked first, with the JDK's
 * ArrayIndexOutOfBoundsException and message.
 */
package java.util.concurrent.atomic;

import java.util.function.IntUnaryOperator;
import java.util.function.IntBinaryOperator;
import jdk.internal.misc.Unsafe;

public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long BASE = U.arrayBaseOffset(int[].class);
    private static final long SCALE = U.arrayIndexScale(int[].class);

    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    private long at(int i) {
        if (i < 0 || i >= array.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return BASE + i * SCALE;
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return U.getIntVolatile(array, at(i));
    }

    public final void set(int i, int newValue) {
        U.putIntVolatile(array, at(i), newValue);
    }

    public final void lazySet(int i, int newValue) {
        U.putIntVolatile(array, at(i), newValue);
    }

    public final int getAndSet(int i, int newValue) {
        return U.getAndSetInt(array, at(i), newValue);
    }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return U.compareAndSetInt(array, at(i), expectedValue, newValue);
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, int newValue) {
        set(i, newValue);
    }

    public final int getAndIncrement(int i) {
        return U.getAndAddInt(array, at(i), 1);
    }

    public final int getAndDecrement(int i) {
        return U.getAndAddInt(array, at(i), -1);
    }

    public final int getAndAdd(int i, int delta) {
        return U.getAndAddInt(array, at(i), delta);
    }

    public final int incrementAndGet(int i) {
        return U.getAndAddInt(array, at(i), 1) + 1;
    }

    public final int decrementAndGet(int i) {
        return U.getAndAddInt(array, at(i), -1) - 1;
    }

    public final int addAndGet(int i, int delta) {
        return U.getAndAddInt(array, at(i), delta) + delta;
    }

    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        long off = at(i);
        for (;;) {
            int prev = U.getIntVolatile(array, off);
            int next = updateFunction.applyAsInt(prev);
            if (U.compareAndSetInt(array, off, prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        long off = at(i);
        for (;;) {
            int prev = U.getIntVolatile(array, off);
            int next = updateFunction.applyAsInt(prev);
            if (U.compareAndSetInt(array, off, prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        long off = at(i);
        for (;;) {
            int prev = U.getIntVolatile(array, off);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (U.compareAndSetInt(array, off, prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        long off = at(i);
        for (;;) {
            int prev = U.getIntVolatile(array, off);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (U.compareAndSetInt(array, off, prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        int iMax = array.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(get(i));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }
}
