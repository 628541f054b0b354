/* Field get/set and the primitive accessors: widening, unboxing, final and static fields, wrong receivers, and the JDK's exception messages. */
import java.lang.reflect.*;

public class Reflect_FieldAccess {
    static class Holder {
        public boolean z = true;
        public byte b = 1;
        public char c = 'c';
        public short s = 2;
        public int i = 3;
        public long j = 4;
        public float f = 5.5f;
        public double d = 6.25;
        public Object o = "obj";
        public String str = "str";
        public Integer boxed = 7;
        public int[] arr = {1};
        public final int fin = 8;
        public static int sint = 9;
        public static final int SFIN = 10;
        public static final String SFINSTR = "x";
        public final String finStr = "fs";
    }

    record Rec(int x) {
    }

    interface Op {
        Object run() throws Exception;
    }

    static void t(String what, Op op) {
        try {
            Object r = op.run();
            System.out.println(what + " -> " + (r == null ? "ok" : r + " (" + r.getClass().getSimpleName() + ")"));
        } catch (Throwable e) {
            System.out.println(what + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static final String[] NAMES = {"z", "b", "c", "s", "i", "j", "f", "d", "o", "boxed"};

    public static void main(String[] args) throws Exception {
        Holder h = new Holder();
        Class<Holder> k = Holder.class;
        for (String n : NAMES) {
            Field fld = k.getField(n);
            t(n + ".get", () -> fld.get(h));
            t(n + ".getBoolean", () -> fld.getBoolean(h));
            t(n + ".getByte", () -> fld.getByte(h));
            t(n + ".getChar", () -> fld.getChar(h));
            t(n + ".getShort", () -> fld.getShort(h));
            t(n + ".getInt", () -> fld.getInt(h));
            t(n + ".getLong", () -> fld.getLong(h));
            t(n + ".getFloat", () -> fld.getFloat(h));
            t(n + ".getDouble", () -> fld.getDouble(h));
        }
        for (String n : NAMES) {
            Field fld = k.getField(n);
            t(n + ".setBoolean", () -> { fld.setBoolean(h, false); return fld.get(h); });
            t(n + ".setByte", () -> { fld.setByte(h, (byte) 11); return fld.get(h); });
            t(n + ".setChar", () -> { fld.setChar(h, 'q'); return fld.get(h); });
            t(n + ".setShort", () -> { fld.setShort(h, (short) 12); return fld.get(h); });
            t(n + ".setInt", () -> { fld.setInt(h, 13); return fld.get(h); });
            t(n + ".setLong", () -> { fld.setLong(h, 14L); return fld.get(h); });
            t(n + ".setFloat", () -> { fld.setFloat(h, 15.5f); return fld.get(h); });
            t(n + ".setDouble", () -> { fld.setDouble(h, 16.75); return fld.get(h); });
            t(n + ".set(Integer)", () -> { fld.set(h, 17); return fld.get(h); });
            t(n + ".set(Character)", () -> { fld.set(h, 'w'); return fld.get(h); });
            t(n + ".set(Byte)", () -> { fld.set(h, (byte) 18); return fld.get(h); });
            t(n + ".set(Double)", () -> { fld.set(h, 19.0); return fld.get(h); });
            t(n + ".set(String)", () -> { fld.set(h, "s"); return fld.get(h); });
            t(n + ".set(null)", () -> { fld.set(h, null); return fld.get(h); });
        }
        Field i = k.getField("i");
        t("i.get(null)", () -> i.get(null));
        t("i.get(String)", () -> i.get("x"));
        t("i.getInt(String)", () -> i.getInt("x"));
        t("i.getByte(String)", () -> i.getByte("x"));
        t("i.set(String,1)", () -> { i.set("x", 1); return null; });
        t("i.setInt(String,1)", () -> { i.setInt("x", 1); return null; });
        t("i.setLong(String,1)", () -> { i.setLong("x", 1); return null; });
        Field str = k.getField("str");
        t("str.set(Integer)", () -> { str.set(h, 1); return null; });
        t("str.set(null)", () -> { str.set(h, null); return str.get(h); });
        t("str.setInt", () -> { str.setInt(h, 1); return null; });
        Field arr = k.getField("arr");
        t("arr.set(String)", () -> { arr.set(h, "x"); return null; });
        t("arr.getInt", () -> arr.getInt(h));

        Field fin = k.getField("fin");
        t("fin.get", () -> fin.get(h));
        t("fin.set", () -> { fin.set(h, 1); return null; });
        t("fin.setInt", () -> { fin.setInt(h, 1); return null; });
        t("fin.setLong", () -> { fin.setLong(h, 1); return null; });
        t("fin.set(String)", () -> { fin.set(h, "x"); return null; });
        t("fin.set(null)", () -> { fin.set(h, null); return null; });
        t("fin.set(other)", () -> { fin.set("x", 1); return null; });
        fin.setAccessible(true);
        t("fin.set accessible", () -> { fin.set(h, 21); return fin.get(h); });
        t("fin.setInt accessible", () -> { fin.setInt(h, 22); return fin.getInt(h); });
        t("fin.set(String) accessible", () -> { fin.set(h, "x"); return null; });
        Field finStr = k.getField("finStr");
        t("finStr.set", () -> { finStr.set(h, "y"); return null; });
        finStr.setAccessible(true);
        t("finStr.set accessible", () -> { finStr.set(h, "y"); return finStr.get(h); });

        Field sint = k.getField("sint");
        t("sint.get(null)", () -> sint.get(null));
        t("sint.get(String)", () -> sint.get("ignored"));
        t("sint.setInt(null)", () -> { sint.setInt(null, 30); return sint.get(null); });
        t("sint.set(\"x\")", () -> { sint.set(null, "x"); return null; });
        t("sint.setLong", () -> { sint.setLong(null, 1L); return null; });
        Field sfin = k.getField("SFIN");
        t("SFIN.get", () -> sfin.get(null));
        t("SFIN.set", () -> { sfin.set(null, 1); return null; });
        t("SFIN.setInt", () -> { sfin.setInt(null, 1); return null; });
        sfin.setAccessible(true);
        t("SFIN.set accessible", () -> { sfin.set(null, 1); return null; });
        t("SFIN.setShort accessible", () -> { sfin.setShort(null, (short) 1); return null; });
        t("SFIN.setLong accessible", () -> { sfin.setLong(null, 1); return null; });
        Field sfinStr = k.getField("SFINSTR");
        sfinStr.setAccessible(true);
        t("SFINSTR.set accessible", () -> { sfinStr.set(null, "y"); return null; });
        t("SFINSTR.set(Integer) accessible", () -> { sfinStr.set(null, 1); return null; });

        Field rx = Rec.class.getDeclaredField("x");
        rx.setAccessible(true);
        Rec r = new Rec(1);
        t("Rec.x.get", () -> rx.get(r));
        t("Rec.x.setInt accessible", () -> { rx.setInt(r, 2); return null; });

        Field fl = k.getField("f");
        t("f.setLong big", () -> { fl.setLong(h, Long.MAX_VALUE); return fl.get(h); });
        t("f.setInt big", () -> { fl.setInt(h, 16777217); return fl.get(h); });
        Field dl = k.getField("d");
        t("d.setFloat", () -> { dl.setFloat(h, 0.1f); return dl.get(h); });
        t("d.setLong big", () -> { dl.setLong(h, Long.MAX_VALUE - 1); return dl.get(h); });
        Field cf = k.getField("c");
        t("c.setChar", () -> { cf.setChar(h, 'A'); return cf.getInt(h); });
        t("c.getFloat", () -> cf.getFloat(h));
        System.out.println(k.getField("i") + " | " + k.getField("SFIN") + " | " + k.getField("arr"));
    }
}
