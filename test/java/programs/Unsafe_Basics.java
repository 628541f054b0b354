/* sun.misc.Unsafe through theUnsafe: fields, statics, arrays, memory, atomics, allocateInstance. */
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import sun.misc.Unsafe;

public class Unsafe_Basics {
    static class Point {
        int x;
        long y;
        Object ref;
        byte b;
        short s;
        char c;
        boolean z;
        float f;
        double d;
        volatile int counter;
        Point() { x = 99; }
    }

    static int sInt = 5;
    static long sLong = -7L;
    static Object sRef = "static";
    static byte sByte = -3;
    static char sChar = 'q';
    static short sShort = -300;
    static boolean sBool;
    static double sDouble = 2.5;
    static float sFloat = 1.5f;

    static abstract class Abs { }

    static List<Object> junk = new ArrayList<>();

    static void churn() {
        for (int i = 0; i < 2000; i++) {
            junk.add(new int[16]);
            if (junk.size() > 500) junk.clear();
        }
    }

    public static void main(String[] args) throws Exception {
        try {
            Unsafe.getUnsafe();
            System.out.println("getUnsafe: no exception");
        } catch (SecurityException e) {
            System.out.println("getUnsafe: " + e);
        }
        Field tf = Unsafe.class.getDeclaredField("theUnsafe");
        tf.setAccessible(true);
        Unsafe u = (Unsafe) tf.get(null);
        System.out.println("got: " + (u != null));
        System.out.println("addressSize " + u.addressSize() + " " + Unsafe.ADDRESS_SIZE);
        System.out.println("pageSize power of two: " + (Integer.bitCount(u.pageSize()) == 1));

        Point p = new Point();
        long ox = u.objectFieldOffset(Point.class.getDeclaredField("x"));
        long oy = u.objectFieldOffset(Point.class.getDeclaredField("y"));
        long oref = u.objectFieldOffset(Point.class.getDeclaredField("ref"));
        long ob = u.objectFieldOffset(Point.class.getDeclaredField("b"));
        long os = u.objectFieldOffset(Point.class.getDeclaredField("s"));
        long oc = u.objectFieldOffset(Point.class.getDeclaredField("c"));
        long oz = u.objectFieldOffset(Point.class.getDeclaredField("z"));
        long of = u.objectFieldOffset(Point.class.getDeclaredField("f"));
        long od = u.objectFieldOffset(Point.class.getDeclaredField("d"));
        long ocount = u.objectFieldOffset(Point.class.getDeclaredField("counter"));
        System.out.println("distinct offsets: " + (ox != oy && oy != oref && ox != oref));
        u.putInt(p, ox, 42);
        churn();
        u.putLong(p, oy, 1L << 40);
        u.putObject(p, oref, "hello");
        churn();
        u.putByte(p, ob, (byte) -1);
        u.putShort(p, os, (short) -2);
        u.putChar(p, oc, '\uffff');
        u.putBoolean(p, oz, true);
        u.putFloat(p, of, 3.25f);
        u.putDouble(p, od, -0.5);
        churn();
        System.out.println("fields: " + p.x + " " + p.y + " " + p.ref + " " + p.b + " " + p.s + " " + (int) p.c + " " + p.z + " " + p.f + " " + p.d);
        System.out.println("gets: " + u.getInt(p, ox) + " " + u.getLong(p, oy) + " " + u.getObject(p, oref) + " "
            + u.getByte(p, ob) + " " + u.getShort(p, os) + " " + (int) u.getChar(p, oc) + " " + u.getBoolean(p, oz) + " "
            + u.getFloat(p, of) + " " + u.getDouble(p, od));
        System.out.println("volatile: " + u.getIntVolatile(p, ox) + " " + u.getLongVolatile(p, oy) + " " + u.getObjectVolatile(p, oref));
        u.putIntVolatile(p, ox, 7);
        u.putOrderedInt(p, ocount, 3);
        u.putOrderedLong(p, oy, 9);
        u.putOrderedObject(p, oref, "ordered");
        System.out.println("after ordered: " + p.x + " " + p.counter + " " + p.y + " " + p.ref);

        System.out.println("cas int: " + u.compareAndSwapInt(p, ocount, 3, 4) + " " + u.compareAndSwapInt(p, ocount, 3, 5) + " " + p.counter);
        System.out.println("cas long: " + u.compareAndSwapLong(p, oy, 9, 10) + " " + u.compareAndSwapLong(p, oy, 9, 11) + " " + p.y);
        System.out.println("cas obj: " + u.compareAndSwapObject(p, oref, p.ref, "swapped") + " " + u.compareAndSwapObject(p, oref, "nope", "x") + " " + p.ref);
        System.out.println("getAndAdd: " + u.getAndAddInt(p, ocount, 10) + " " + p.counter + " " + u.getAndAddLong(p, oy, -20) + " " + p.y);
        System.out.println("getAndSet: " + u.getAndSetInt(p, ocount, 1) + " " + u.getAndSetLong(p, oy, 2) + " " + u.getAndSetObject(p, oref, "new") + " " + p.counter + " " + p.y + " " + p.ref);

        Thread[] ts = new Thread[4];
        final Point shared = new Point();
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 1000; k++) {
                    int v;
                    do { v = u.getIntVolatile(shared, ocount); } while (!u.compareAndSwapInt(shared, ocount, v, v + 1));
                    u.getAndAddInt(shared, ox, 1);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("threads: " + shared.counter + " " + shared.x);

        // statics
        Field fsi = Unsafe_Basics.class.getDeclaredField("sInt");
        Object base = u.staticFieldBase(fsi);
        System.out.println("static base is class: " + (base == Unsafe_Basics.class));
        long osi = u.staticFieldOffset(fsi);
        long osl = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sLong"));
        long osr = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sRef"));
        long osb = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sByte"));
        long osc = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sChar"));
        long oss = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sShort"));
        long osz = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sBool"));
        long osd = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sDouble"));
        long osf = u.staticFieldOffset(Unsafe_Basics.class.getDeclaredField("sFloat"));
        System.out.println("static gets: " + u.getInt(base, osi) + " " + u.getLong(base, osl) + " " + u.getObject(base, osr) + " "
            + u.getByte(base, osb) + " " + u.getChar(base, osc) + " " + u.getShort(base, oss) + " " + u.getBoolean(base, osz) + " "
            + u.getDouble(base, osd) + " " + u.getFloat(base, osf));
        churn();
        u.putInt(base, osi, 55);
        u.putLong(base, osl, Long.MIN_VALUE);
        u.putObject(base, osr, new StringBuilder("built").append('!').toString());
        u.putByte(base, osb, (byte) 0x80);
        u.putChar(base, osc, '\u8000');
        u.putShort(base, oss, (short) 0x8001);
        u.putBoolean(base, osz, true);
        u.putDouble(base, osd, 1e300);
        u.putFloat(base, osf, -0.0f);
        churn();
        System.out.println("static fields: " + sInt + " " + sLong + " " + sRef + " " + sByte + " " + (int) sChar + " " + sShort + " " + sBool + " " + sDouble + " " + sFloat);
        System.out.println("static cas: " + u.compareAndSwapInt(base, osi, 55, 56) + " " + sInt + " " + u.getAndAddLong(base, osl, 1) + " " + sLong);
        System.out.println("static volatile: " + u.getIntVolatile(base, osi) + " " + u.getObjectVolatile(base, osr));

        try {
            u.objectFieldOffset(fsi);
        } catch (IllegalArgumentException e) {
            System.out.println("objectFieldOffset(static): " + e);
        }
        try {
            u.staticFieldOffset(Point.class.getDeclaredField("x"));
        } catch (IllegalArgumentException e) {
            System.out.println("staticFieldOffset(instance): " + e);
        }

        // arrays
        int[] ia = new int[8];
        int ibase = u.arrayBaseOffset(int[].class);
        int iscale = u.arrayIndexScale(int[].class);
        System.out.println("scales: " + iscale + " " + u.arrayIndexScale(long[].class) + " " + u.arrayIndexScale(byte[].class)
            + " " + u.arrayIndexScale(char[].class) + " " + u.arrayIndexScale(double[].class)
            + " " + (Unsafe.ARRAY_INT_BASE_OFFSET == ibase) + " " + (Unsafe.ARRAY_INT_INDEX_SCALE == iscale));
        for (int i = 0; i < ia.length; i++) {
            u.putInt(ia, (long) ibase + (long) i * iscale, i * i);
            churn();
        }
        System.out.println("int[]: " + java.util.Arrays.toString(ia));
        Object[] oa = new Object[3];
        int obase = u.arrayBaseOffset(Object[].class);
        int oscale = u.arrayIndexScale(Object[].class);
        u.putObject(oa, obase + oscale, "mid");
        u.compareAndSwapObject(oa, obase, null, "first");
        churn();
        System.out.println("Object[]: " + java.util.Arrays.toString(oa) + " " + u.getObject(oa, obase + 2L * oscale));
        long[] la = {1, 2, 3};
        int lbase = u.arrayBaseOffset(long[].class);
        System.out.println("long[] getAndAdd: " + u.getAndAddLong(la, lbase + 8, 100) + " " + java.util.Arrays.toString(la));
        byte[] ba = new byte[16];
        int bbase = u.arrayBaseOffset(byte[].class);
        u.setMemory(ba, bbase + 4, 8, (byte) 7);
        System.out.println("byte[] setMemory: " + java.util.Arrays.toString(ba));

        // memory outside the heap
        long mem = u.allocateMemory(64);
        u.setMemory(mem, 64, (byte) 0);
        u.putByte(mem, (byte) 0x12);
        u.putShort(mem + 2, (short) 0x3456);
        u.putInt(mem + 4, 0x789abcde);
        u.putLong(mem + 8, 0x0102030405060708L);
        u.putFloat(mem + 16, 2.75f);
        u.putDouble(mem + 24, Math.PI);
        u.putChar(mem + 32, 'Z');
        u.putAddress(mem + 40, mem);
        System.out.println("mem: " + u.getByte(mem) + " " + u.getShort(mem + 2) + " " + Integer.toHexString(u.getInt(mem + 4)) + " "
            + Long.toHexString(u.getLong(mem + 8)) + " " + u.getFloat(mem + 16) + " " + u.getDouble(mem + 24) + " " + u.getChar(mem + 32)
            + " " + (u.getAddress(mem + 40) == mem));
        System.out.println("unaligned: " + Integer.toHexString(u.getInt(mem + 1)));
        mem = u.reallocateMemory(mem, 4096);
        System.out.println("realloc keeps: " + Long.toHexString(u.getLong(mem + 8)));
        long mem2 = u.allocateMemory(16);
        u.copyMemory(mem + 8, mem2, 8);
        System.out.println("copyMemory: " + Long.toHexString(u.getLong(mem2)));
        long[] dst = new long[1];
        u.copyMemory(null, mem + 8, dst, lbase, 8);
        System.out.println("copy to heap: " + Long.toHexString(dst[0]));
        u.freeMemory(mem);
        u.freeMemory(mem2);
        System.out.println("allocate 0: " + u.allocateMemory(0));
        try {
            u.allocateMemory(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("allocate -1: " + e);
        }

        // allocateInstance, throwException
        Point q = (Point) u.allocateInstance(Point.class);
        System.out.println("allocateInstance: x=" + q.x + " ref=" + q.ref);
        try {
            u.allocateInstance(Abs.class);
        } catch (InstantiationException e) {
            System.out.println("abstract: " + e);
        }
        try {
            u.allocateInstance(Runnable.class);
        } catch (InstantiationException e) {
            System.out.println("interface: " + e);
        }
        try {
            u.throwException(new java.io.IOException("checked!"));
        } catch (Throwable e) {
            System.out.println("throwException: " + e);
        }
        u.fullFence();
        u.loadFence();
        u.storeFence();
        Thread self = Thread.currentThread();
        u.unpark(self);
        u.park(false, 0L);
        u.park(false, 1000000L);
        System.out.println("parked and back");
    }
}
