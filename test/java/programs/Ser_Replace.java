/*
 * writeReplace / readResolve chains: a replacement whose class has its own
 * writeReplace is replaced again; readResolve may return another type;
 * back references point at the resolved objects; a readResolve result of
 * the wrong type fails the caller's cast, not the stream.
 */
import java.io.*;
import java.util.*;

public class Ser_Replace {
    static class First implements Serializable {
        final String tag;
        First(String tag) {
            this.tag = tag;
        }
        Object writeReplace() {
            System.out.println("First.writeReplace " + tag);
            return new Second(tag + "+1");
        }
    }

    static class Second implements Serializable {
        final String tag;
        Second(String tag) {
            this.tag = tag;
        }
        private Object writeReplace() {
            System.out.println("Second.writeReplace " + tag);
            return new Third(tag + "+2");
        }
    }

    static class Third implements Serializable {
        final String tag;
        Third(String tag) {
            this.tag = tag;
        }
        private Object readResolve() {
            System.out.println("Third.readResolve " + tag);
            return "resolved:" + tag;
        }
    }

    /* A serial proxy, the usual pattern. */
    static final class Money implements Serializable {
        final long cents;
        Money(long cents) {
            this.cents = cents;
        }
        private Object writeReplace() {
            return new Proxy(cents);
        }
        private void readObject(ObjectInputStream in) throws InvalidObjectException {
            throw new InvalidObjectException("Proxy required");
        }
        @Override
        public String toString() {
            return "Money(" + cents + ")";
        }
    }

    static final class Proxy implements Serializable {
        private static final long serialVersionUID = 7L;
        final long c;
        Proxy(long c) {
            this.c = c;
        }
        private Object readResolve() {
            return new Money(c);
        }
    }

    /* Singleton by readResolve, inherited readResolve (protected). */
    static class Single implements Serializable {
        static final Single INSTANCE = new Single();
        protected Object readResolve() {
            return INSTANCE;
        }
    }

    static class SubSingle extends Single {
    }

    /* A private readResolve is not inherited. */
    static class PrivRes implements Serializable {
        private Object readResolve() {
            return "priv";
        }
    }

    static class SubPriv extends PrivRes {
    }

    static class Holder implements Serializable {
        Object a, b;
        List<Object> list = new ArrayList<>();
    }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            for (Object o : objs) {
                out.writeObject(o);
            }
        }
        return bos.toByteArray();
    }

    static ObjectInputStream in(byte[] b) throws IOException {
        return new ObjectInputStream(new ByteArrayInputStream(b));
    }

    public static void main(String[] args) throws Exception {
        First f = new First("x");
        byte[] b = write(f, f);
        System.out.println("bytes " + b.length);
        ObjectInputStream in = in(b);
        Object r1 = in.readObject();
        Object r2 = in.readObject();
        System.out.println(r1 + " " + r2 + " same=" + (r1 == r2));

        Money m = new Money(1234);
        Holder h = new Holder();
        h.a = m;
        h.b = m;
        h.list.add(m);
        h.list.add(Single.INSTANCE);
        h.list.add(new SubSingle());
        h.list.add(new SubPriv());
        h.list.add(new PrivRes());
        Holder h2 = (Holder) in(write(h)).readObject();
        System.out.println(h2.a + " " + (h2.a == h2.b) + " " + (h2.a == h2.list.get(0)));
        System.out.println("singleton " + (h2.list.get(1) == Single.INSTANCE) + " sub " + (h2.list.get(2) == Single.INSTANCE));
        System.out.println("subpriv " + h2.list.get(3).getClass().getSimpleName() + " priv " + h2.list.get(4));

        /* a Money written directly (no replacement possible) cannot be read */
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bos) {
            {
                enableReplaceObject(true);
            }
            @Override
            protected Object replaceObject(Object obj) {
                if (obj instanceof Proxy) {
                    return "replaced-proxy";
                }
                return obj;
            }
        };
        out.writeObject(new Money(5));
        out.close();
        System.out.println("replaceObject " + in(bos.toByteArray()).readObject());

        try {
            Money bad = (Money) in(write(new Proxy(1))).readObject();
            System.out.println(bad);
            Object o = in(write(new Third("t"))).readObject();
            Number n = (Number) o;
            System.out.println(n);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
