/* VarHandle call sites of types other than the access mode's: conversions, exact
 * behaviour, wrong types, nulls, toMethodHandle and lookup failures. */
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VarHandle.AccessMode;
import java.lang.invoke.WrongMethodTypeException;

public class VH_Invoke {
    static class P { int x; long y; Integer boxed; static int s; private int hidden; }

    static void show(Throwable e) {
        System.out.println(e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle X = l.findVarHandle(P.class, "x", int.class);
        P p = new P();
        /* generic call sites: boxing, widening, casts */
        X.set(p, (Integer) 4);
        Object o = X.get(p);
        long widened = (long) X.get(p);
        X.set((Object) p, (short) 6);
        System.out.println(o + " " + widened + " " + p.x + " " + X.getAndAdd(p, 1) + " " + (Object) X.compareAndSet((Object) p, (Integer) 7, 8));
        try { String s = (String) X.get(p); } catch (WrongMethodTypeException e) { show(e); }
        try { X.set(p, "a"); } catch (WrongMethodTypeException e) { show(e); }
        try { X.set(p, 1L); } catch (WrongMethodTypeException e) { show(e); }
        try { Object r = X.get(p, 1); } catch (WrongMethodTypeException e) { show(e); }
        try { int r = (int) X.get(new Object()); } catch (ClassCastException e) { show(e); }
        try { int r = (int) X.get((P) null); } catch (NullPointerException e) { show(e); }
        try { X.set(p, (Integer) null); } catch (NullPointerException e) { System.out.println("NPE unboxing"); }
        VarHandle BX = l.findVarHandle(P.class, "boxed", Integer.class);
        BX.set(p, 3);
        System.out.println(BX.compareAndSet(p, p.boxed, 9) + " " + p.boxed);

        /* exact behaviour */
        VarHandle EX = X.withInvokeExactBehavior();
        System.out.println(EX.hasInvokeExactBehavior() + " " + X.hasInvokeExactBehavior() + " " + EX.withInvokeBehavior().hasInvokeExactBehavior()
                + " " + (EX.withInvokeExactBehavior() == EX) + " " + EX);
        EX.set(p, 11);
        System.out.println((int) EX.get(p));
        try { long r = (long) EX.get(p); } catch (WrongMethodTypeException e) { show(e); }
        try { EX.set(p, (Integer) 1); } catch (WrongMethodTypeException e) { show(e); }
        try { EX.get(p); } catch (WrongMethodTypeException e) { show(e); }
        System.out.println(p.x);

        /* toMethodHandle */
        MethodHandle get = X.toMethodHandle(AccessMode.GET);
        MethodHandle add = X.toMethodHandle(AccessMode.GET_AND_ADD);
        System.out.println(get.type() + " " + add.type() + " " + (int) get.invokeExact(p) + " " + (int) add.invokeExact(p, 2) + " " + p.x);
        MethodHandle cas = X.toMethodHandle(AccessMode.COMPARE_AND_SET);
        System.out.println(cas.type() + " " + (boolean) cas.invoke(p, 13, 1) + " " + p.x);
        VarHandle FIN = l.findStaticVarHandle(VH_Invoke.class, "CONST", int.class);
        MethodHandle setFin = FIN.toMethodHandle(AccessMode.SET);
        System.out.println(setFin.type());
        try { setFin.invoke(1); } catch (UnsupportedOperationException e) { show(e); }

        /* lookups */
        try { l.findVarHandle(P.class, "nope", int.class); } catch (NoSuchFieldException e) { show(e); }
        try { l.findVarHandle(P.class, "x", long.class); } catch (NoSuchFieldException e) { show(e); }
        try { l.findStaticVarHandle(P.class, "x", int.class); } catch (IllegalAccessException e) { System.out.println(e.getMessage().split(", from")[0]); }
        try { l.findVarHandle(P.class, "s", int.class); } catch (IllegalAccessException e) { System.out.println(e.getMessage().split(", from")[0]); }
        try { MethodHandles.publicLookup().findVarHandle(P.class, "hidden", int.class); } catch (IllegalAccessException e) { System.out.println("IllegalAccessException"); }
        try { l.findVarHandle(null, "x", int.class); } catch (NullPointerException e) { System.out.println("NPE"); }
        VarHandle H = l.findVarHandle(P.class, "hidden", int.class);
        H.set(p, 99);
        System.out.println(p.hidden);
        VarHandle n = null;
        try { n.get(p); } catch (NullPointerException e) { System.out.println("NPE on null VarHandle"); }
        /* the declared access-mode methods cannot be called reflectively */
        try {
            VarHandle.class.getMethod("get", Object[].class).invoke(X, new Object[] {new Object[] {p}});
        } catch (java.lang.reflect.InvocationTargetException e) {
            show(e.getCause());
        }
    }

    static final int CONST = 1;
}
