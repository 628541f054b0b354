/*
 * The default serialVersionUID (the serialization spec's SHA-1 over the
 * class descriptor) for classes of many shapes, and the bytes of a stream
 * holding one of them.
 */
import java.io.*;
import java.util.*;

public class Ser_DefaultSuid {
    static class Empty implements Serializable {
    }

    static class Fields implements Serializable {
        private int a;
        protected long b;
        public String c;
        transient int skipped;
        static int alsoSkipped;
        private static final int K = 3;
        Object[] arr;
        double[][] grid;
    }

    static class WithClinit implements Serializable {
        static final List<String> L = new ArrayList<>();
        int x = 1;
    }

    static class Ctors implements Serializable {
        public Ctors() {
        }
        Ctors(int a, String b) {
        }
        private Ctors(long[] c) {
        }
    }

    static class Methods implements Serializable, Comparable<Methods>, Cloneable {
        public int compareTo(Methods o) {
            return 0;
        }
        private void priv(int a) {
        }
        protected static synchronized String stat(String[] s, char c) {
            return null;
        }
        final native void nat();
        strictfp double fp(double d) {
            return d;
        }
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }
    }

    public static abstract class AbstractPublic implements Serializable {
        public abstract void run();
    }

    public interface Iface extends Serializable {
        int X = 5;
        void m();
    }

    static final class FinalClass implements Externalizable {
        public FinalClass() {
        }
        public void writeExternal(ObjectOutput out) {
        }
        public void readExternal(ObjectInput in) {
        }
    }

    static class Sub extends Fields {
        int more;
    }

    static class Inner implements Serializable {
        Runnable r = new Runnable() {
            public void run() {
            }
        };
    }

    enum Color { RED, GREEN }

    record Point(int x, int y) implements Serializable {
    }

    static class Declared implements Serializable {
        private static final long serialVersionUID = 42L;
        int v;
    }

    static void show(Class<?> c) {
        ObjectStreamClass d = ObjectStreamClass.lookup(c);
        System.out.println(c.getName() + " -> " + (d == null ? "not serializable" : d.getSerialVersionUID()));
    }

    public static void main(String[] args) throws Exception {
        Class<?>[] all = {Empty.class, Fields.class, WithClinit.class, Ctors.class, Methods.class,
            AbstractPublic.class, Iface.class, FinalClass.class, Sub.class, Inner.class, Color.class,
            Point.class, Declared.class, Object.class, String.class, Integer.class, ArrayList.class,
            HashMap.class, int[].class, String[].class, Fields[].class, Date.class};
        for (Class<?> c : all) {
            show(c);
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            Fields f = new Fields();
            f.a = 1;
            f.b = 2;
            f.c = "three";
            out.writeObject(f);
            out.writeObject(new Sub());
        }
        byte[] b = bos.toByteArray();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(String.format("%02x", b[i] & 0xff));
            if (i % 32 == 31) {
                System.out.println(sb);
                sb.setLength(0);
            }
        }
        System.out.println(sb);
    }
}
