/*
 * Serialization of the special kinds: enums (constant-specific bodies),
 * records (through the canonical constructor, which validates), Externalizable
 * (public no-arg constructor), a non-serializable superclass (its no-arg
 * constructor runs, its fields are not restored), and the
 * InvalidClassException messages of the JDK for classes that cannot be read.
 */
import java.io.*;
import java.util.*;

public class Ser_Kinds {
    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES {
            int apply(int a, int b) {
                return a * b;
            }
        };
        abstract int apply(int a, int b);
    }

    record Range(int lo, int hi, String name) implements Serializable {
        Range {
            System.out.println("Range canonical " + lo + ".." + hi);
            if (lo > hi) {
                throw new IllegalArgumentException("lo > hi");
            }
        }
    }

    record Pair(Object a, Object b) implements Serializable {
    }

    public static class Ext implements Externalizable {
        String s;
        int n;
        public Ext() {
            System.out.println("Ext()");
        }
        Ext(String s, int n) {
            this.s = s;
            this.n = n;
        }
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeUTF(s);
            out.writeInt(n);
        }
        public void readExternal(ObjectInput in) throws IOException {
            s = in.readUTF();
            n = in.readInt();
        }
    }

    static class ExtNoCtor implements Externalizable {
        ExtNoCtor(int x) {
        }
        public void writeExternal(ObjectOutput out) {
        }
        public void readExternal(ObjectInput in) {
        }
    }

    static class Base {
        int baseField = 10;
        String how;
        Base() {
            how = "Base() ran";
            System.out.println("Base()");
        }
        Base(int x) {
            baseField = x;
        }
    }

    static class Derived extends Base implements Serializable {
        int own;
        Derived(int b, int own) {
            super(b);
            this.own = own;
        }
    }

    static class NoCtorBase {
        NoCtorBase(int x) {
        }
    }

    static class BadDerived extends NoCtorBase implements Serializable {
        BadDerived() {
            super(1);
        }
    }

    static class NotSer {
        int x;
    }

    static class HoldsNotSer implements Serializable {
        Object o = new NotSer();
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    static Object read(byte[] b) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    static void tryRead(String what, byte[] b) {
        try {
            System.out.println(what + " -> " + read(b));
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    static void tryWrite(String what, Object o) {
        try {
            System.out.println(what + " -> " + write(o).length + " bytes");
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    /* Replaces one occurrence of a byte string (for corrupt streams). */
    static byte[] patch(byte[] b, byte[] from, byte[] to) {
        outer:
        for (int i = 0; i + from.length <= b.length; i++) {
            for (int j = 0; j < from.length; j++) {
                if (b[i + j] != from[j]) {
                    continue outer;
                }
            }
            byte[] r = b.clone();
            System.arraycopy(to, 0, r, i, to.length);
            return r;
        }
        throw new AssertionError("not found");
    }

    public static void main(String[] args) throws Exception {
        Object[] ops = (Object[]) read(write(new Object[] {Op.PLUS, Op.TIMES, Op.PLUS}));
        System.out.println(ops[0] + " " + (ops[0] == Op.PLUS) + " " + ((Op) ops[1]).apply(6, 7) + " " + (ops[0] == ops[2]));
        System.out.println("enum class " + ObjectStreamClass.lookup(Op.PLUS.getClass()).getName() + " "
                + ObjectStreamClass.lookup(Op.class).getFields().length);
        tryRead("EnumMap", write(new EnumMap<>(Map.of(Op.TIMES, 2))));

        Range r = new Range(1, 5, "r");
        System.out.println("read " + read(write(r)));
        Range bad = new Range(1, 1, "x");
        byte[] rb = write(bad);
        /* hi becomes 0 in the stream: the canonical constructor rejects it */
        byte[] corrupt = patch(rb, new byte[] {0, 0, 0, 1, 0, 0, 0, 1}, new byte[] {0, 0, 0, 1, 0, 0, 0, 0});
        tryRead("bad record", corrupt);
        Pair p = new Pair("a", null);
        Pair p2 = (Pair) read(write(new Pair(p, p)));
        System.out.println("pair shared " + (p2.a() == p2.b()) + " " + p2);

        Ext e = (Ext) read(write(new Ext("ext", 3)));
        System.out.println("ext " + e.s + " " + e.n);
        tryWrite("ExtNoCtor write", new ExtNoCtor(1));
        tryRead("ExtNoCtor read", write(new ExtNoCtor(1)));

        Derived d = (Derived) read(write(new Derived(99, 7)));
        System.out.println("derived own=" + d.own + " base=" + d.baseField + " how=" + d.how);
        tryWrite("BadDerived write", new BadDerived());
        tryRead("BadDerived read", write(new BadDerived()));
        tryWrite("HoldsNotSer", new HoldsNotSer());
        tryWrite("NotSer", new NotSer());

        /* a serialVersionUID that does not match */
        byte[] eb = write(new Ext("x", 1));
        long suid = ObjectStreamClass.lookup(Ext.class).getSerialVersionUID();
        byte[] s1 = new byte[8], s2 = new byte[8];
        for (int i = 0; i < 8; i++) {
            s1[i] = (byte) (suid >>> (56 - 8 * i));
            s2[i] = (byte) ((suid + 1) >>> (56 - 8 * i));
        }
        tryRead("changed suid", patch(eb, s1, s2));
        tryRead("truncated", Arrays.copyOf(eb, eb.length - 3));
        tryRead("bad magic", patch(eb, new byte[] {(byte) 0xac, (byte) 0xed}, new byte[] {(byte) 0xac, (byte) 0xee}));
    }
}
