/* MethodHandles.Lookup: lookup modes, in(), access checks and the failures' exceptions and messages. */
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

public class MH_Lookup {
    interface Th {
        Object run() throws Throwable;
    }

    static void c(String label, Th r) {
        try {
            System.out.println(label + ": " + r.run());
        } catch (Throwable e) {
            String m = String.valueOf(e);
            int i = m.indexOf(" (unnamed module @");
            if (i > 0) m = m.substring(0, i) + m.substring(m.indexOf(')', i) + 1);
            System.out.println(label + ": " + m);
        }
    }

    static class Nested {
        private int np() {
            return 5;
        }

        private static int nps() {
            return 6;
        }

        protected int prot() {
            return 7;
        }

        int pkg() {
            return 8;
        }

        private int field = 9;
    }

    private static class Hidden {
        public static int pub() {
            return 10;
        }
    }

    static class MyList extends AbstractList<String> {
        public String get(int i) {
            return "e" + i;
        }

        public int size() {
            return 3;
        }
    }

    int x;
    static int sx;
    final int fx = 3;
    static final int SFX = 4;

    private int priv() {
        return 1;
    }

    static MethodType mt(Class<?> r, Class<?>... p) {
        return MethodType.methodType(r, p);
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandles.Lookup pub = MethodHandles.publicLookup();
        c("lookup", () -> l + " modes=" + l.lookupModes() + " full=" + l.hasFullPrivilegeAccess());
        c("publicLookup", () -> pub + " modes=" + pub.lookupModes() + " class=" + pub.lookupClass().getName()
                + " full=" + pub.hasFullPrivilegeAccess());
        c("in same", () -> l.in(MH_Lookup.class) == l);
        c("in nested", () -> l.in(Nested.class) + " " + l.in(Nested.class).lookupModes());
        c("in String", () -> l.in(String.class) + " " + l.in(String.class).lookupModes());
        c("in List", () -> l.in(List.class).lookupModes());
        c("in twice", () -> l.in(String.class).in(List.class).lookupModes());
        c("pub in", () -> pub.in(String.class));
        c("in primitive", () -> l.in(int.class));
        c("dropLookupMode PRIVATE", () -> l.dropLookupMode(MethodHandles.Lookup.PRIVATE) + " "
                + l.dropLookupMode(MethodHandles.Lookup.PRIVATE).lookupModes());
        c("dropLookupMode PACKAGE", () -> l.dropLookupMode(MethodHandles.Lookup.PACKAGE).lookupModes());
        c("dropLookupMode PUBLIC", () -> l.dropLookupMode(MethodHandles.Lookup.PUBLIC));
        c("dropLookupMode bad", () -> l.dropLookupMode(3));
        c("constants", () -> MethodHandles.Lookup.PUBLIC + " " + MethodHandles.Lookup.PRIVATE + " " + MethodHandles.Lookup.PROTECTED
                + " " + MethodHandles.Lookup.PACKAGE + " " + MethodHandles.Lookup.MODULE + " " + MethodHandles.Lookup.UNCONDITIONAL
                + " " + MethodHandles.Lookup.ORIGINAL);

        c("no such method", () -> l.findVirtual(String.class, "nope", mt(int.class, int.class)));
        c("no such method type", () -> l.findVirtual(String.class, "length", mt(long.class)));
        c("no such interface method", () -> l.findVirtual(List.class, "nope", mt(void.class)));
        c("no such static", () -> l.findStatic(MH_Lookup.class, "nope", mt(void.class)));
        c("static as virtual", () -> l.findVirtual(String.class, "valueOf", mt(String.class, int.class)));
        c("virtual as static", () -> l.findStatic(String.class, "length", mt(int.class)));
        c("no such constructor", () -> l.findConstructor(String.class, mt(void.class, int.class)));
        c("constructor non-void", () -> l.findConstructor(String.class, mt(int.class)));
        c("abstract constructor", () -> l.findConstructor(AbstractList.class, mt(void.class)));
        c("interface constructor", () -> l.findConstructor(List.class, mt(void.class)));
        c("no such field", () -> l.findGetter(MH_Lookup.class, "nope", int.class));
        c("field wrong type", () -> l.findGetter(MH_Lookup.class, "x", long.class));
        c("static field as instance", () -> l.findGetter(MH_Lookup.class, "sx", int.class));
        c("instance field as static", () -> l.findStaticGetter(MH_Lookup.class, "x", int.class));
        c("static setter as instance", () -> l.findSetter(MH_Lookup.class, "sx", int.class));
        c("final setter", () -> l.findSetter(MH_Lookup.class, "fx", int.class));
        c("final static setter", () -> l.findStaticSetter(MH_Lookup.class, "SFX", int.class));
        c("final getter", () -> l.findGetter(MH_Lookup.class, "fx", int.class).invoke(new MH_Lookup()));
        /* null name: the JDK's text names internals */

        c("private own", () -> l.findVirtual(MH_Lookup.class, "priv", mt(int.class)).invoke(new MH_Lookup()));
        c("private nestmate", () -> l.findVirtual(Nested.class, "np", mt(int.class)).invoke(new Nested()));
        c("private static nestmate", () -> l.findStatic(Nested.class, "nps", mt(int.class)).invoke());
        c("private field nestmate", () -> l.findGetter(Nested.class, "field", int.class).invoke(new Nested()));
        c("private class public member", () -> l.findStatic(Hidden.class, "pub", mt(int.class)).invoke());
        c("public lookup private", () -> pub.findVirtual(MH_Lookup.class, "priv", mt(int.class)));
        c("public lookup package class", () -> pub.findVirtual(Nested.class, "prot", mt(int.class)));
        c("public lookup private class", () -> pub.findStatic(Hidden.class, "pub", mt(int.class)));
        c("public lookup public", () -> pub.findVirtual(String.class, "length", mt(int.class)).invoke("abc"));
        c("in String private", () -> l.in(String.class).findVirtual(MH_Lookup.class, "priv", mt(int.class)));
        c("no private after in", () -> l.in(Nested.class).findVirtual(MH_Lookup.class, "priv", mt(int.class)).invoke(new MH_Lookup()));
        c("protected clone", () -> l.findVirtual(Object.class, "clone", mt(Object.class)));
        c("protected finalize", () -> l.findVirtual(Object.class, "finalize", mt(void.class)));
        c("protected field", () -> l.findGetter(AbstractList.class, "modCount", int.class));
        c("protected field sub", () -> {
            MyList ml = new MyList();
            MethodHandle h = l.findGetter(MyList.class, "modCount", int.class);
            return h + " " + h.invoke(ml);
        });
        c("protected method", () -> l.findVirtual(AbstractList.class, "removeRange", mt(void.class, int.class, int.class)));
        c("protected method public lookup", () -> pub.findVirtual(AbstractList.class, "removeRange", mt(void.class, int.class, int.class)));
        c("protected ctor", () -> l.findConstructor(ClassLoader.class, mt(void.class)));

        c("findSpecial own", () -> l.findSpecial(Object.class, "toString", mt(String.class), MH_Lookup.class));
        c("findSpecial other caller", () -> l.findSpecial(Object.class, "toString", mt(String.class), String.class));
        c("findSpecial no private", () -> l.in(String.class).findSpecial(Object.class, "toString", mt(String.class), String.class));
        c("findSpecial not below", () -> l.findSpecial(ArrayList.class, "size", mt(int.class), MH_Lookup.class));
        c("findSpecial public lookup", () -> pub.findSpecial(Object.class, "toString", mt(String.class), Object.class));

        c("findClass", () -> l.findClass("MH_Lookup$Nested"));
        c("findClass missing", () -> l.findClass("MH_Lookup$None"));
        c("accessClass", () -> l.accessClass(Hidden.class));
        c("accessClass public lookup", () -> pub.accessClass(Hidden.class));

        c("unreflect private", () -> l.unreflect(Nested.class.getDeclaredMethod("np")).invoke(new Nested()));
        /* unreflect private public lookup: the JDK's text names internals */
        c("unreflect accessible", () -> {
            java.lang.reflect.Method m = Nested.class.getDeclaredMethod("np");
            m.setAccessible(true);
            return pub.unreflect(m).invoke(new Nested());
        });
        c("unreflectSetter final", () -> l.unreflectSetter(MH_Lookup.class.getDeclaredField("fx")));
        /* unreflectConstructor abstract: the JDK's text names internals */
    }
}
