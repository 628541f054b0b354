/*
 * java.util.concurrent.atomic.LongAccumulator: one CAS'd long folded with
 * the function (no cells).
 */
package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import jdk.internal.misc.Unsafe;

public class LongAccumulator extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long VALUE = U.objectFieldOffset(LongAccumulator.class, "value");

    private final LongBinaryOperator function;
    private final long identity;
    private volatile long value;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.value = identity;
    }

    public void accumulate(long x) {
        for (;;) {
            long v = value;
            long n = function.applyAsLong(v, x);
            if (v == n || U.compareAndSetLong(this, VALUE, v, n)) {
                return;
            }
        }
    }

    public long get() {
        return value;
    }

    public void reset() {
        value = identity;
    }

    public long getThenReset() {
        return U.getAndSetLong(this, VALUE, identity);
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
