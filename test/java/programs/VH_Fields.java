/* VarHandle on instance and static fields of every type: each access mode, the types of
 * the access modes, toString, read-only final fields and the supported-mode rules. */
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VarHandle.AccessMode;

public class VH_Fields {
    static class Box {
        boolean z; byte b; short s; char c; int i; long j; float f; double d; String str; Object o;
        final int fin = 7;
        static int si; static long sj; static byte sb; static boolean sz; static String ss;
        static final String SF = "const";
    }

    static class Later {
        static int hits;
        static { System.out.println("Later initialized"); hits = 100; }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        Box x = new Box();
        VarHandle I = l.findVarHandle(Box.class, "i", int.class);
        System.out.println(I + " " + I.varType() + " " + I.coordinateTypes());
        I.set(x, 5);
        System.out.println((int) I.get(x) + " " + x.i);
        I.setVolatile(x, 6);
        System.out.println((int) I.getVolatile(x) + " " + (int) I.getAcquire(x) + " " + (int) I.getOpaque(x));
        I.setRelease(x, 7);
        I.setOpaque(x, 8);
        System.out.println(x.i);
        System.out.println(I.compareAndSet(x, 8, 9) + " " + I.compareAndSet(x, 8, 10) + " " + x.i);
        System.out.println((int) I.compareAndExchange(x, 9, 11) + " " + (int) I.compareAndExchange(x, 9, 12) + " " + x.i);
        System.out.println((int) I.compareAndExchangeAcquire(x, 11, 13) + " " + (int) I.compareAndExchangeRelease(x, 13, 14));
        System.out.println(I.weakCompareAndSetPlain(x, 14, 15) + " " + I.weakCompareAndSet(x, 15, 16) + " "
                + I.weakCompareAndSetAcquire(x, 16, 17) + " " + I.weakCompareAndSetRelease(x, 17, 18) + " " + x.i);
        System.out.println((int) I.getAndSet(x, 20) + " " + (int) I.getAndSetAcquire(x, 21) + " " + (int) I.getAndSetRelease(x, 22));
        System.out.println((int) I.getAndAdd(x, 3) + " " + (int) I.getAndAddAcquire(x, -1) + " " + (int) I.getAndAddRelease(x, 10) + " " + x.i);
        x.i = 0b1100;
        System.out.println((int) I.getAndBitwiseOr(x, 1) + " " + (int) I.getAndBitwiseAnd(x, 0b1001) + " " + (int) I.getAndBitwiseXor(x, 0xff) + " " + x.i);
        System.out.println((int) I.getAndBitwiseOrAcquire(x, 1) + " " + (int) I.getAndBitwiseAndRelease(x, 7) + " " + (int) I.getAndBitwiseXorAcquire(x, 2)
                + " " + (int) I.getAndBitwiseOrRelease(x, 8) + " " + (int) I.getAndBitwiseAndAcquire(x, 12) + " " + (int) I.getAndBitwiseXorRelease(x, 1) + " " + x.i);

        VarHandle Z = l.findVarHandle(Box.class, "z", boolean.class);
        System.out.println(Z.compareAndSet(x, false, true) + " " + x.z + " " + (boolean) Z.getAndBitwiseXor(x, true) + " " + x.z
                + " " + (boolean) Z.getAndBitwiseOr(x, true) + " " + (boolean) Z.getAndSet(x, false) + " " + x.z);
        VarHandle B = l.findVarHandle(Box.class, "b", byte.class);
        x.b = 127;
        System.out.println((byte) B.getAndAdd(x, (byte) 1) + " " + x.b + " " + B.compareAndSet(x, (byte) -128, (byte) -1) + " " + x.b
                + " " + (byte) B.getAndBitwiseAnd(x, (byte) 0x0f) + " " + x.b);
        VarHandle S = l.findVarHandle(Box.class, "s", short.class);
        S.set(x, (short) -2);
        System.out.println((short) S.getAndAdd(x, (short) 3) + " " + x.s + " " + (short) S.compareAndExchange(x, (short) 1, (short) 32767) + " " + x.s);
        VarHandle C = l.findVarHandle(Box.class, "c", char.class);
        C.set(x, 'a');
        System.out.println((char) C.getAndAdd(x, (char) 1) + " " + x.c + " " + (char) C.getAndBitwiseXor(x, (char) 0x20) + " " + x.c
                + " " + C.compareAndSet(x, 'B', (char) 0xffff) + " " + (int) x.c);
        VarHandle J = l.findVarHandle(Box.class, "j", long.class);
        J.set(x, Long.MAX_VALUE);
        System.out.println((long) J.getAndAdd(x, 1L) + " " + x.j + " " + J.compareAndSet(x, Long.MIN_VALUE, 1L << 40) + " " + x.j
                + " " + (long) J.getAndBitwiseOr(x, 3L) + " " + (long) J.getAndSet(x, -5L) + " " + x.j);
        VarHandle F = l.findVarHandle(Box.class, "f", float.class);
        F.set(x, 1.5f);
        System.out.println((float) F.getAndAdd(x, 2.25f) + " " + x.f + " " + F.compareAndSet(x, 3.75f, Float.NaN) + " " + x.f
                + " " + F.compareAndSet(x, Float.NaN, -0.0f) + " " + x.f + " " + F.compareAndSet(x, 0.0f, 1f) + " " + x.f);
        VarHandle D = l.findVarHandle(Box.class, "d", double.class);
        D.set(x, 0.5);
        System.out.println((double) D.getAndAdd(x, 0.25) + " " + x.d + " " + (double) D.compareAndExchange(x, 0.75, 1e300) + " " + x.d
                + " " + (double) D.getAndSet(x, -1.0) + " " + x.d);
        VarHandle STR = l.findVarHandle(Box.class, "str", String.class);
        String a = "alpha", b = new String("alpha");
        STR.set(x, a);
        System.out.println(STR.compareAndSet(x, b, "no") + " " + x.str + " " + STR.compareAndSet(x, a, "beta") + " " + x.str
                + " " + (String) STR.getAndSet(x, null) + " " + x.str + " " + (String) STR.compareAndExchange(x, null, "gamma") + " " + x.str);
        VarHandle O = l.findVarHandle(Box.class, "o", Object.class);
        O.setVolatile(x, 42);
        System.out.println(O.getVolatile(x) + " " + O.get(x).getClass().getName());

        /* static fields, and the class initialized at the first access, not at lookup */
        VarHandle SI = l.findStaticVarHandle(Box.class, "si", int.class);
        System.out.println(SI + " " + SI.coordinateTypes());
        SI.set(3);
        System.out.println((int) SI.getAndAdd(4) + " " + Box.si + " " + SI.compareAndSet(7, 8) + " " + (int) SI.get());
        VarHandle SJ = l.findStaticVarHandle(Box.class, "sj", long.class);
        System.out.println((long) SJ.getAndAdd(1L << 33) + " " + (long) SJ.getAndBitwiseXor(1L) + " " + Box.sj);
        VarHandle SB = l.findStaticVarHandle(Box.class, "sb", byte.class);
        SB.set((byte) -3);
        System.out.println((byte) SB.getAndAdd((byte) -126) + " " + Box.sb + " " + SB.compareAndSet((byte) 127, (byte) 5) + " " + Box.sb);
        VarHandle SZ = l.findStaticVarHandle(Box.class, "sz", boolean.class);
        System.out.println(SZ.compareAndSet(false, true) + " " + Box.sz + " " + (boolean) SZ.getAndBitwiseAnd(false) + " " + Box.sz);
        VarHandle SS = l.findStaticVarHandle(Box.class, "ss", String.class);
        SS.set("s1");
        System.out.println((String) SS.getAndSet("s2") + " " + Box.ss);
        VarHandle LATER = l.findStaticVarHandle(Later.class, "hits", int.class);
        System.out.println("looked up");
        System.out.println((int) LATER.getAndAdd(1) + " " + Later.hits);

        /* final fields are read-only */
        VarHandle FIN = l.findVarHandle(Box.class, "fin", int.class);
        System.out.println((int) FIN.get(x) + " " + (int) FIN.getVolatile(x));
        try { FIN.set(x, 1); } catch (UnsupportedOperationException e) { System.out.println("set final: " + e); }
        try { FIN.compareAndSet(x, 7, 1); } catch (UnsupportedOperationException e) { System.out.println("cas final: " + e); }
        VarHandle SFV = l.findStaticVarHandle(Box.class, "SF", String.class);
        System.out.println((String) SFV.get());
        try { SFV.set("x"); } catch (UnsupportedOperationException e) { System.out.println("set static final: " + e); }

        /* supported modes */
        VarHandle[] all = {Z, B, S, C, I, J, F, D, STR, FIN, SFV};
        for (VarHandle h : all) {
            StringBuilder sb = new StringBuilder(h.varType().getName()).append(':');
            for (AccessMode m : AccessMode.values()) sb.append(h.isAccessModeSupported(m) ? '+' : '-');
            System.out.println(sb);
        }
        try { Z.getAndAdd(x, true); } catch (UnsupportedOperationException e) { System.out.println("bool add: " + e); }
        try { STR.getAndAdd(x, "a"); } catch (UnsupportedOperationException e) { System.out.println("ref add: " + e); }
        try { F.getAndBitwiseOr(x, 1f); } catch (UnsupportedOperationException e) { System.out.println("float or: " + e); }
        try { D.getAndBitwiseAnd(x, 1.0); } catch (UnsupportedOperationException e) { System.out.println("double and: " + e); }

        /* types of the access modes */
        for (AccessMode m : new AccessMode[] {AccessMode.GET, AccessMode.SET, AccessMode.COMPARE_AND_SET,
                AccessMode.COMPARE_AND_EXCHANGE, AccessMode.GET_AND_ADD})
            System.out.println(m + " " + m.methodName() + " " + I.accessModeType(m) + " " + SS.accessModeType(m));
        System.out.println(AccessMode.valueFromMethodName("getAndBitwiseXorAcquire") + " " + AccessMode.values().length);
        try { AccessMode.valueFromMethodName("getPlain"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }

        /* unreflectVarHandle */
        VarHandle U = l.unreflectVarHandle(Box.class.getDeclaredField("j"));
        System.out.println(U + " " + (long) U.get(x));
        VarHandle US = l.unreflectVarHandle(Box.class.getDeclaredField("sj"));
        System.out.println(US + " " + (long) US.get());
        VarHandle UF = l.unreflectVarHandle(Box.class.getDeclaredField("fin"));
        System.out.println(UF.isAccessModeSupported(AccessMode.SET));

        /* fences */
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        VarHandle.loadLoadFence();
        VarHandle.storeStoreFence();
        System.out.println("done");
    }
}
