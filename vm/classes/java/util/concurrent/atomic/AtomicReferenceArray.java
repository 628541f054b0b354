/*
 * java.util.concurrent.atomic.AtomicReferenceArray: a E[] whose elements are
 * read and written with the VM's volatile accesses and compare-and-set at
 * base + index * scale (Unsafe); indexes are checked first, with the JDK's
 * ArrayIndexOutOfBoundsException and message.
 */
package java.util.concurrent.atomic;

import java.util.function.UnaryOperator;
import java.util.function.BinaryOperator;
import jdk.internal.misc.Unsafe;

@SuppressWarnings("unchecked")
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = -6209656149925076980L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long BASE = U.arrayBaseOffset(Object[].class);
    private static final long SCALE = U.arrayIndexScale(Object[].class);

    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = java.util.Arrays.copyOf(array, array.length, Object[].class);
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

    public final E get(int i) {
        return (E) U.getReferenceVolatile(array, at(i));
    }

    public final void set(int i, E newValue) {
        U.putReferenceVolatile(array, at(i), newValue);
    }

    public final void lazySet(int i, E newValue) {
        U.putReferenceVolatile(array, at(i), newValue);
    }

    public final E getAndSet(int i, E newValue) {
        return (E) U.getAndSetReference(array, at(i), newValue);
    }

    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        return U.compareAndSetReference(array, at(i), expectedValue, newValue);
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        long off = at(i);
        for (;;) {
            E prev = (E) U.getReferenceVolatile(array, off);
            E next = updateFunction.apply(prev);
            if (U.compareAndSetReference(array, off, prev, next)) {
                return prev;
            }
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        long off = at(i);
        for (;;) {
            E prev = (E) U.getReferenceVolatile(array, off);
            E next = updateFunction.apply(prev);
            if (U.compareAndSetReference(array, off, prev, next)) {
                return next;
            }
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        long off = at(i);
        for (;;) {
            E prev = (E) U.getReferenceVolatile(array, off);
            E next = accumulatorFunction.apply(prev, x);
            if (U.compareAndSetReference(array, off, prev, next)) {
                return prev;
            }
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        long off = at(i);
        for (;;) {
            E prev = (E) U.getReferenceVolatile(array, off);
            E next = accumulatorFunction.apply(prev, x);
            if (U.compareAndSetReference(array, off, prev, next)) {
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
