/* Annotations on classes, members and parameters: retention, @Inherited, @Repeatable containers, the by-type queries. */
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.Arrays;

public class Annot_Targets {
    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Inh { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface NotInh { String value(); }
    @Retention(RetentionPolicy.CLASS) @interface ClassRet {}
    @Retention(RetentionPolicy.SOURCE) @interface SourceRet {}
    @interface DefaultRet {}

    @Retention(RetentionPolicy.RUNTIME) @Repeatable(Tags.class) @interface Tag { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Tags { Tag[] value(); }
    @Retention(RetentionPolicy.RUNTIME) @Inherited @Repeatable(Roles.class) @interface Role { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Roles { Role[] value(); }

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.PARAMETER) @interface P { int value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface M { String value() default "m"; }

    @Inh("base") @NotInh("base") @ClassRet @SourceRet @DefaultRet @Role("r1") @Role("r2")
    static class Base {}

    @NotInh("derived") static class Derived extends Base {}

    @Inh("again") static class Redeclares extends Base {}

    static class Grand extends Derived {}

    @Tag("one") static class OneTag {}
    @Tag("a") @Tag("b") static class TwoTags {}
    @Tag("x") @Tags({@Tag("y"), @Tag("z")}) static class DirectFirst {}
    @Tags({@Tag("y"), @Tag("z")}) @Tag("x") static class ContainerFirst {}

    interface Iface {}
    @Inh("iface") interface AnnotatedIface {}
    static class Impl implements AnnotatedIface {}

    static class Members {
        @M("field") @Deprecated public int f;
        @M public int plain;
        @M("ctor") Members(@P(1) int a, String b, @P(3) @M("p") long c) {}
        @M("method") @Tag("t1") @Tag("t2") public void m(@P(7) String s) {}
        public void none(int x) {}
        class Inner {
            Inner(@P(5) int q) {}
        }
    }

    static void show(String what, Annotation[] as) {
        StringBuilder sb = new StringBuilder(what).append(':');
        for (Annotation a : as) sb.append(' ').append(a);
        System.out.println(sb);
    }

    public static void main(String[] args) throws Exception {
        show("Base declared", Base.class.getDeclaredAnnotations());
        show("Base all", Base.class.getAnnotations());
        show("Derived declared", Derived.class.getDeclaredAnnotations());
        show("Derived all", Derived.class.getAnnotations());
        show("Redeclares all", Redeclares.class.getAnnotations());
        show("Grand all", Grand.class.getAnnotations());
        show("Impl all", Impl.class.getAnnotations());
        show("Object all", Object.class.getAnnotations());
        show("int[] all", int[].class.getAnnotations());
        show("int all", int.class.getAnnotations());
        System.out.println(Derived.class.getAnnotation(Inh.class) + " " + Derived.class.getDeclaredAnnotation(Inh.class)
                + " " + Derived.class.isAnnotationPresent(Inh.class) + " " + Derived.class.isAnnotationPresent(ClassRet.class));
        System.out.println(Base.class.getAnnotation(ClassRet.class) + " " + Base.class.getAnnotation(SourceRet.class)
                + " " + Base.class.getAnnotation(DefaultRet.class));
        System.out.println(Base.class.getAnnotation(Inh.class) == Base.class.getAnnotation(Inh.class));

        show("OneTag Tag", OneTag.class.getAnnotationsByType(Tag.class));
        show("OneTag Tags", OneTag.class.getAnnotationsByType(Tags.class));
        show("TwoTags all", TwoTags.class.getAnnotations());
        show("TwoTags Tag", TwoTags.class.getAnnotationsByType(Tag.class));
        show("TwoTags declared Tag", TwoTags.class.getDeclaredAnnotationsByType(Tag.class));
        System.out.println(TwoTags.class.getAnnotation(Tag.class));
        show("DirectFirst", DirectFirst.class.getAnnotationsByType(Tag.class));
        show("ContainerFirst", ContainerFirst.class.getAnnotationsByType(Tag.class));
        show("Derived Role", Derived.class.getAnnotationsByType(Role.class));
        show("Derived declared Role", Derived.class.getDeclaredAnnotationsByType(Role.class));
        show("Grand Inh", Grand.class.getAnnotationsByType(Inh.class));
        show("Grand NotInh", Grand.class.getAnnotationsByType(NotInh.class));
        System.out.println(Tag.class.getAnnotation(Repeatable.class).value().getSimpleName());
        show("Tag meta", Tag.class.getAnnotations());
        show("P meta", P.class.getAnnotations());

        Field f = Members.class.getField("f");
        show("field f", f.getDeclaredAnnotations());
        System.out.println(f.getAnnotation(M.class).value() + " " + f.isAnnotationPresent(Deprecated.class)
                + " " + f.getAnnotation(Inh.class));
        show("field plain", Members.class.getField("plain").getAnnotations());
        Constructor<?> c = Members.class.getDeclaredConstructor(int.class, String.class, long.class);
        show("ctor", c.getDeclaredAnnotations());
        for (Annotation[] pa : c.getParameterAnnotations()) show(" param", pa);
        Method m = Members.class.getMethod("m", String.class);
        show("method", m.getAnnotations());
        show("method Tag", m.getAnnotationsByType(Tag.class));
        System.out.println(m.getAnnotation(M.class) + " " + m.getAnnotation(Tags.class));
        for (Annotation[] pa : m.getParameterAnnotations()) show(" param", pa);
        Method none = Members.class.getMethod("none", int.class);
        System.out.println(none.getAnnotations().length + " " + none.getParameterAnnotations().length + " "
                + none.getParameterAnnotations()[0].length);
        Constructor<?> inner = Members.Inner.class.getDeclaredConstructors()[0];
        System.out.println(inner.getParameterCount() + " " + inner.getParameterAnnotations().length);
        for (Annotation[] pa : inner.getParameterAnnotations()) show(" inner param", pa);
        for (Parameter p : c.getParameters()) show(" parameter " + p.getName(), p.getAnnotations());
        System.out.println(c.getParameters()[2].getAnnotation(P.class) + " " + c.getParameters()[1].getAnnotation(P.class)
                + " " + c.getParameters()[2].isAnnotationPresent(M.class));

        try {
            Base.class.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("class null: NPE");
        }
        try {
            m.getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("method null: NPE");
        }
        try {
            f.getAnnotationsByType(null);
        } catch (NullPointerException e) {
            System.out.println("field null: NPE");
        }
    }
}
