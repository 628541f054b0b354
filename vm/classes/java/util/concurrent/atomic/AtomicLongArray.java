/*
 * java.util.concurrent.atomic.AtomicLongArray: a long[] whose elements are
 * read and written with the VM's volatile accesses and compare-and-set at
 * base + index * scale (Unsafe); indexes are checked first, with the JDK's
 * ArrayIndexOutOfBoundsException and message.
 */
package java.util.concurrent.atomic;

import java.util.function.LongUnaryOperator;
import java.util.function.LongBinaryOperator;
import jdk.internal.misc.Unsafe;

public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = -2308431214976778248L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long BASE = U.arrayBaseOffset(long[].class);
    private static final long SCALE = U.arrayIndexScale(long[].class);

    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
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

    public final long get(int i) {
        return U.getLongVolatile(array, at(i));
    }

    public final void set(int i, long newValue) {
        U.putLongVolatile(array, at(i), newValue);
    }

    public final void lazySet(int i, long newValue) {
        U.putLongVolatile(array, at(i), newValue);
    }

    public final long getAndSet(int i, long newValue) {
        return U.getAndSetLong(array, at(i), newValue);
    }

    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        return U.compareAndSetLong(array, at(i), expectedValue, newValue);
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, long newValue) {
        set(i, newValue);
    }

    public final long getAndIncrement(int i) {
        return U.getAndAddLong(array, at(i), 1);
    }

    public final long getAndDecrement(int i) {
        return U.getAndAddLong(array, at(i), -1);
    }

    public final long getAndAdd(int i, long delta) {
        return U.getAndAddLong(array, at(i), delta);
    }

    public final long incrementAndGet(int i) {
        return U.getAndAddLong(array, at(i), 1) + 1;
    }

    public final long decrementAndGet(int i) {
        return U.getAndAddLong(array, at(i), -1) - 1;
    }

    public final long addAndGet(int i, long delta) {
        return U.getAndAddLong(array, at(i), delta) + delta;
    }

    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        long off = at(i);
        for (;;) {
            long prev = U.getLongVolatile(array, off);
            long next = updateFunction.applyAsLong(prev);
            if (U.compareAndSetLong(array, off, prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        long off = at(i);
        for (;;) {
            long prev = U.getLongVolatile(array, off);
            long next = updateFunction.applyAsLong(prev);
            if (U.compareAndSetLong(array, off, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        long off = at(i);
        for (;;) {
            long prev = U.getLongVolatile(array, off);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (U.compareAndSetLong(array, off, prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        long off = at(i);
        for (;;) {
            long prev = U.getLongVolatile(array, off);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (U.compareAndSetLong(array, off, prev, next)) {
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
