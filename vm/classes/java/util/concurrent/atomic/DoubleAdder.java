/*
 * java.util.concurrent.atomic.DoubleAdder: the sum's raw bits in one CAS'd
 * long (no cells: sums are added in arrival order).
 */
package java.util.concurrent.atomic;

import jdk.internal.misc.Unsafe;

public class DoubleAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long BITS = U.objectFieldOffset(DoubleAdder.class, "bits");

    private volatile long bits;

    public DoubleAdder() {
    }

    public void add(double x) {
        for (;;) {
            long b = bits;
            long n = Double.doubleToRawLongBits(Double.longBitsToDouble(b) + x);
            if (U.compareAndSetLong(this, BITS, b, n)) {
                return;
            }
        }
    }

    public double sum() {
        return Double.longBitsToDouble(bits);
    }

    public void reset() {
        bits = 0L;
    }

    public double sumThenReset() {
        return Double.longBitsToDouble(U.getAndSetLong(this, BITS, 0L));
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    /* ---- serial form: as the JDK's, a SerializationProxy holding the sum */
    private Object writeReplace() {
        return new SerializationProxy(sum());
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Proxy required");
    }

    private static class SerializationProxy implements java.io.Serializable {
        private static final long serialVersionUID = 7249069246863182397L;
        private final double value;

        SerializationProxy(double value) {
            this.value = value;
        }

        private Object readResolve() {
            DoubleAdder a = new DoubleAdder();
            a.add(value);
            return a;
        }
    }
}
