/*
 * java.util.concurrent.atomic.LongAdder: one CAS'd long (the JDK spreads
 * contention over cells; one cell gives the same sums, only slower under
 * heavy contention).
 */
package java.util.concurrent.atomic;

import jdk.internal.misc.Unsafe;

public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long BASE = U.objectFieldOffset(LongAdder.class, "base");

    private volatile long base;

    public LongAdder() {
    }

    public void add(long x) {
        U.getAndAddLong(this, BASE, x);
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return base;
    }

    public void reset() {
        base = 0L;
    }

    public long sumThenReset() {
        return U.getAndSetLong(this, BASE, 0L);
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
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
        private final long value;

        SerializationProxy(long value) {
            this.value = value;
        }

        private Object readResolve() {
            LongAdder a = new LongAdder();
            a.add(value);
            return a;
        }
    }
}
