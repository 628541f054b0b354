/* Reflective access checks: IllegalAccessException messages for private, package, protected members and non-public classes across packages, nest mates, setAccessible, canAccess, trySetAccessible and Class.newInstance. */
import java.lang.reflect.*;
import reflacc.Reflect_AccessOther;

public class Reflect_AccessChecks {
    int pkgField = 10;
    public int pubField = 11;

    public Reflect_AccessChecks() {
    }

    static class Mate {
        private int secret = 12;

        private Mate() {
        }

        private static String hidden() {
            return "mate";
        }
    }

    enum E { A }

    static abstract class Abs {
        public Abs() {
        }
    }

    static class Sub extends Reflect_AccessOther {
        void tryProtected() throws Exception {
            Method m = Reflect_AccessOther.class.getDeclaredMethod("protMethod");
            t("Sub protMethod on Sub", () -> m.invoke(this));
            t("Sub protMethod on base", () -> m.invoke(new Reflect_AccessOther()));
            Field f = Reflect_AccessOther.class.getDeclaredField("prot");
            t("Sub prot on Sub", () -> f.get(this));
            t("Sub prot on base", () -> f.get(new Reflect_AccessOther()));
            t("Sub protStatic", () -> Reflect_AccessOther.class.getDeclaredField("protStatic").get(null));
            Constructor<?> c = Reflect_AccessOther.class.getDeclaredConstructor(int.class);
            t("Sub protected ctor", () -> c.newInstance(1));
            t("Sub canAccess prot on base", () -> f.canAccess(new Reflect_AccessOther()));
            t("Sub canAccess prot on Sub", () -> f.canAccess(this));
        }
    }

    interface Op {
        Object run() throws Throwable;
    }

    static void t(String what, Op op) {
        try {
            Object r = op.run();
            System.out.println(what + " -> " + r);
        } catch (InvocationTargetException e) {
            System.out.println(what + " !! InvocationTargetException(" + e.getCause() + ")");
        } catch (Throwable e) {
            System.out.println(what + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> o = Reflect_AccessOther.class;
        Reflect_AccessOther other = new Reflect_AccessOther();
        for (String f : new String[] {"priv", "pkg", "prot", "pub", "protStatic", "SECRET"}) {
            Field fld = o.getDeclaredField(f);
            Object target = Modifier.isStatic(fld.getModifiers()) ? null : other;
            t("get " + f, () -> fld.get(target));
            t("setInt " + f, () -> { fld.setInt(target, 1); return null; });
            t("canAccess " + f, () -> fld.canAccess(target));
        }
        for (String m : new String[] {"privMethod", "pkgMethod", "protMethod", "pubMethod"}) {
            Method mm = o.getDeclaredMethod(m);
            t("invoke " + m, () -> mm.invoke(other));
            t("canAccess " + m, () -> mm.canAccess(other));
        }
        Method va = o.getDeclaredMethod("varargs", String[].class);
        t("invoke varargs", () -> va.invoke(null, (Object) new String[0]));
        t("invoke instance null", () -> o.getDeclaredMethod("privMethod").invoke(null));
        t("ctor private", () -> o.getDeclaredConstructor(String.class).newInstance("x"));
        t("ctor protected", () -> o.getDeclaredConstructor(int.class).newInstance(1));
        t("ctor public", () -> o.getDeclaredConstructor().newInstance() != null);
        Object hidden = Reflect_AccessOther.hidden();
        Class<?> hc = hidden.getClass();
        t("hidden field", () -> hc.getField("open").get(hidden));
        t("hidden method", () -> hc.getMethod("hello").invoke(hidden));
        t("hidden ctor", () -> hc.getConstructor().newInstance());
        t("hidden newInstance", () -> hc.newInstance());
        t("hidden canAccess", () -> hc.getMethod("hello").canAccess(hidden));
        t("nested private ctor", () -> Reflect_AccessOther.Nested.class.getDeclaredConstructor().newInstance());
        t("nested newInstance", () -> Reflect_AccessOther.Nested.class.newInstance());

        // nest mates may use each other's privates
        t("mate ctor", () -> Mate.class.getDeclaredConstructor().newInstance() != null);
        t("mate field", () -> Mate.class.getDeclaredField("secret").get(new Mate()));
        t("mate static", () -> Mate.class.getDeclaredMethod("hidden").invoke(null));
        t("mate newInstance", () -> Mate.class.newInstance() != null);

        new Sub().tryProtected();

        // library members
        Method clone = Object.class.getDeclaredMethod("clone");
        t("Object.clone", () -> clone.invoke(new Object()));
        t("Object.clone canAccess", () -> clone.canAccess(new Object()));

        // setAccessible lifts the checks
        Field priv = o.getDeclaredField("priv");
        System.out.println("isAccessible " + priv.isAccessible());
        priv.setAccessible(true);
        t("priv after setAccessible", () -> priv.get(other));
        System.out.println("isAccessible " + priv.isAccessible() + " canAccess " + priv.canAccess(other));
        Method pm = o.getDeclaredMethod("privMethod");
        t("trySetAccessible", () -> pm.trySetAccessible());
        t("privMethod after", () -> pm.invoke(other));
        Constructor<?> pc = o.getDeclaredConstructor(String.class);
        pc.setAccessible(true);
        t("private ctor after", () -> pc.newInstance("x") != null);

        // canAccess argument checks
        Field pub = o.getDeclaredField("pub");
        t("canAccess null instance", () -> pub.canAccess(null));
        t("canAccess wrong instance", () -> pub.canAccess("x"));
        t("canAccess static with object", () -> o.getDeclaredField("protStatic").canAccess(other));
        t("canAccess ctor with object", () -> o.getDeclaredConstructor().canAccess(other));

        // instantiation errors
        t("Class.class.newInstance", () -> Class.class.newInstance());
        t("enum ctor", () -> {
            Constructor<?> c = E.class.getDeclaredConstructor(String.class, int.class);
            c.setAccessible(true);
            return c.newInstance("B", 1);
        });
        t("abstract ctor", () -> Abs.class.getConstructor().newInstance());
    }
}
