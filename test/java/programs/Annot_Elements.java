/* Annotation element kinds: values, defaults, toString formats, equality and hashing. */
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.Arrays;

public class Annot_Elements {
    enum Color { RED, GREEN, BLUE }

    @Retention(RetentionPolicy.RUNTIME) @interface Nested { String value() default "n"; int k() default 1; }

    @Retention(RetentionPolicy.RUNTIME) @interface All {
        byte b() default 5; short s() default -3; char c() default '\n'; int i() default 7; long l() default 5L;
        float f() default 1.5f; double d() default 2.25; boolean z() default true;
        String str() default "a\"b\\c\t\u0001'x"; Class<?> cls() default String.class; Class<?> arr() default int[][].class;
        Color e() default Color.RED; Nested n() default @Nested; int[] ia() default {1, 2}; String[] one() default {"x"};
        String[] none() default {}; Color[] ea() default {Color.RED, Color.GREEN};
        Nested[] na() default {@Nested("p"), @Nested}; float fn() default Float.NaN;
        double dinf() default Double.NEGATIVE_INFINITY; float fi() default Float.POSITIVE_INFINITY;
        char q() default '\''; Class<?> prim() default void.class; Class<?> inner() default Nested.class;
        long[] la() default {1L, -2L}; char[] ca() default {'a', '\u00e9'}; byte[] ba() default {(byte) 0xff, 0};
        double dmax() default Double.MAX_VALUE; float fneg() default -0.0f; boolean[] za() default {true, false};
        short[] sa() default {1}; double[] da() default {0.5, Double.NaN}; float[] fa() default {};
    }

    @Retention(RetentionPolicy.RUNTIME) @interface Single { int value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface SingleDefault { String value() default "d"; }
    @Retention(RetentionPolicy.RUNTIME) @interface Two { int value(); String other() default "o"; }
    @Retention(RetentionPolicy.RUNTIME) @interface Arr { String[] value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Plain { int a(); long b(); String c(); int[] d(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Marker {}

    @All static class Defaults {}

    @All(b = -1, s = 300, c = 'Z', i = -7, l = Long.MIN_VALUE, f = -1e10f, d = 1e-5, z = false, str = "",
         cls = Annot_Elements.class, arr = Color[].class, e = Color.BLUE, n = @Nested(value = "q", k = 9),
         ia = {}, one = {"a", "b"}, ea = {Color.BLUE}, na = {}, prim = int.class, la = {}, ca = {'"'})
    static class Given {}

    @Single(42) @SingleDefault @Two(3) @Arr({"u", "v"}) @Marker static class Small {}
    @Single(42) @SingleDefault("d") @Two(value = 3, other = "o") @Arr({"u", "v"}) @Marker static class Same {}
    @Single(43) @SingleDefault("e") @Two(value = 3, other = "p") @Arr({"u"}) static class Different {}
    @Plain(a = 1, b = 2, c = "three", d = {4, 5}) static class P1 {}
    @Plain(a = 1, b = 2, c = "three", d = {4, 5}) static class P2 {}

    public static void main(String[] args) throws Exception {
        All d = Defaults.class.getAnnotation(All.class);
        System.out.println(d);
        All g = Given.class.getAnnotation(All.class);
        System.out.println(g);
        System.out.println(g.b() + " " + g.s() + " " + g.c() + " " + g.i() + " " + g.l() + " " + g.f() + " " + g.d() + " " + g.z());
        System.out.println(g.cls().getName() + " " + g.arr().getName() + " " + g.e() + " " + g.n().value() + " " + g.n().k());
        System.out.println(Arrays.toString(g.one()) + " " + Arrays.toString(d.ia()) + " " + Arrays.toString(d.na()));
        System.out.println(Float.isNaN(d.fn()) + " " + d.dinf() + " " + d.prim() + " " + d.inner().getSimpleName());
        /* arrays are copied on each read */
        int[] ia = d.ia();
        ia[0] = 99;
        System.out.println(Arrays.toString(d.ia()) + " " + (d.ia() != d.ia()));
        System.out.println(d.annotationType() + " " + (d.annotationType() == All.class));
        System.out.println(d.equals(d) + " " + d.equals(g) + " " + d.equals(null) + " " + d.equals("x"));
        System.out.println(Defaults.class.getAnnotation(All.class).equals(d));

        for (Annotation a : Small.class.getAnnotations()) System.out.println(a);
        Annotation[] small = Small.class.getAnnotations(), same = Same.class.getAnnotations(), diff = Different.class.getAnnotations();
        for (int i = 0; i < small.length; i++) {
            System.out.println(small[i].annotationType().getSimpleName() + " eq=" + small[i].equals(same[i])
                    + " hash=" + (small[i].hashCode() == same[i].hashCode()) + " " + small[i].hashCode());
        }
        for (int i = 0; i < diff.length; i++) {
            System.out.println(diff[i] + " eq=" + diff[i].equals(small[i]) + " " + diff[i].hashCode());
        }
        Plain p1 = P1.class.getAnnotation(Plain.class), p2 = P2.class.getAnnotation(Plain.class);
        System.out.println(p1 + " " + p1.hashCode() + " " + p1.equals(p2) + " " + (p1.hashCode() == p2.hashCode()));
        System.out.println(Small.class.getAnnotation(Marker.class) + " " + Small.class.getAnnotation(Marker.class).hashCode());

        /* an annotation implemented by hand compares equal to a parsed one */
        Single mine = new Single() {
            public int value() { return 42; }
            public Class<? extends Annotation> annotationType() { return Single.class; }
        };
        System.out.println(Small.class.getAnnotation(Single.class).equals(mine));

        /* defaults through Method.getDefaultValue */
        for (String name : new String[] {"b", "ia", "ea", "n", "fn", "cls"}) {
            Object v = All.class.getMethod(name).getDefaultValue();
            String shown = v.getClass().isArray() ? v.getClass().getSimpleName() + " " + Array.getLength(v) : String.valueOf(v);
            System.out.println(name + " -> " + shown);
        }
        System.out.println(Single.class.getMethod("value").getDefaultValue());
        System.out.println(Object.class.getMethod("toString").getDefaultValue());
        System.out.println(Proxy.isProxyClass(d.getClass()) + " " + Proxy.getInvocationHandler(d).getClass().getName());
        System.out.println(Modifier.toString(d.getClass().getModifiers()) + " " + d.getClass().getSuperclass().getName()
                + " " + Arrays.toString(d.getClass().getInterfaces()));
    }
}
