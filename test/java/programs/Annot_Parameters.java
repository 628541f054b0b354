/* java.lang.reflect.Parameter: names (MethodParameters of a record's canonical constructor, else argN), types, modifiers, toString. */
import java.lang.annotation.*;
import java.lang.reflect.*;

public class Annot_Parameters {
    @Retention(RetentionPolicy.RUNTIME) @interface Q { String value(); }

    record Point(int x, @Q("why") String label, long... rest) {}

    enum Kind { A, B }

    static class Holder {
        Holder(final int a, String[] b) {}
        static void varargs(String fmt, Object... rest) {}
        void twoD(int[][] grid, Runnable r) {}
        class Inner {
            Inner(double d) {}
        }
        <T extends Number> void gen(java.util.List<? super T> list, T t, java.util.Map<String, T[]>... maps) {}
        class GenInner<U> {
            GenInner(U u, java.util.List<U> us) {}
        }
    }

    static void show(Executable e) {
        System.out.println(e.getName() + " count=" + e.getParameterCount());
        for (Parameter p : e.getParameters()) {
            System.out.println("  " + p + " | name=" + p.getName() + " present=" + p.isNamePresent() + " type="
                    + p.getType().getTypeName() + " mods=" + p.getModifiers() + " implicit=" + p.isImplicit()
                    + " synthetic=" + p.isSynthetic() + " varargs=" + p.isVarArgs()
                    + " decl=" + (p.getDeclaringExecutable().equals(e)) + " annots=" + p.getAnnotations().length
                    + " generic=" + p.getParameterizedType().getTypeName());
        }
    }

    public static void main(String[] args) throws Exception {
        for (Constructor<?> c : Point.class.getDeclaredConstructors()) show(c);
        show(Point.class.getMethod("x"));
        show(Holder.class.getDeclaredConstructor(int.class, String[].class));
        show(Holder.class.getDeclaredMethod("varargs", String.class, Object[].class));
        show(Holder.class.getDeclaredMethod("twoD", int[][].class, Runnable.class));
        show(Holder.Inner.class.getDeclaredConstructor(Holder.class, double.class));
        show(Kind.class.getMethod("valueOf", String.class));
        show(Holder.class.getDeclaredMethod("gen", java.util.List.class, Number.class, java.util.Map[].class));
        show(Holder.GenInner.class.getDeclaredConstructor(Holder.class, Object.class, java.util.List.class));
        show(String.class.getMethod("indexOf", int.class, int.class));

        Method m = Holder.class.getDeclaredMethod("twoD", int[][].class, Runnable.class);
        Parameter[] a = m.getParameters(), b = m.getParameters();
        System.out.println((a != b) + " " + a[0].equals(b[0]) + " " + a[0].equals(b[1]) + " "
                + (a[0].hashCode() == b[0].hashCode()));
        Parameter label = Point.class.getDeclaredConstructors()[0].getParameters()[1];
        System.out.println(label.getAnnotation(Q.class) + " " + label.getDeclaredAnnotations().length);
    }
}
