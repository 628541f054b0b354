/*
 * java.util.concurrent.atomic.AtomicReference: a volatile reference updated
 * with the VM's compare-and-set (identity comparison); the update functions
 * retry until their CAS wins.
 */
package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import jdk.internal.misc.Unsafe;

@SuppressWarnings("unchecked")
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = -1848883965231344442L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long VALUE = U.objectFieldOffset(AtomicReference.class, "value");

    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        return U.compareAndSetReference(this, VALUE, expectedValue, newValue);
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V compareAndExchange(V expectedValue, V newValue) {
        for (;;) {
            V v = value;
            if (v != expectedValue || U.compareAndSetReference(this, VALUE, v, newValue)) {
                return v;
            }
        }
    }

    public final V compareAndExchangeAcquire(V expectedValue, V newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final V compareAndExchangeRelease(V expectedValue, V newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final V getAndSet(V newValue) {
        return (V) U.getAndSetReference(this, VALUE, newValue);
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (U.compareAndSetReference(this, VALUE, prev, next)) {
                return prev;
            }
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (U.compareAndSetReference(this, VALUE, prev, next)) {
                return next;
            }
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (U.compareAndSetReference(this, VALUE, prev, next)) {
                return prev;
            }
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (U.compareAndSetReference(this, VALUE, prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return String.valueOf(get());
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }
}
