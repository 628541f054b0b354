/* Annotations that name missing things: a missing annotation type is dropped, a missing class or enum constant throws when read. */
import java.io.*;
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.Arrays;

public class Annot_Errors {
    enum Color { RED, GREEN }

    @Retention(RetentionPolicy.RUNTIME) @interface Refs {
        Class<?> c() default Object.class;
        Color e() default Color.RED;
        Class<?>[] cs() default {};
        Color[] es() default {};
        int num() default 1;
    }
    @Retention(RetentionPolicy.RUNTIME) @interface Gone {}
    @Retention(RetentionPolicy.RUNTIME) @interface Other { String value(); }
    static class Missing {}

    @Other("before") @Gone @Refs(c = Missing.class, e = Color.GREEN, cs = {String.class, Missing.class}, es = {Color.GREEN})
    static class Holder {
        @Gone @Other("field") public int f;
    }

    /* Defines Holder itself (its enum constant renamed in the bytes) and hides Missing and Gone. */
    static class Hiding extends ClassLoader {
        Hiding(ClassLoader parent) {
            super(parent);
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("Annot_Errors$Missing") || name.equals("Annot_Errors$Gone")) throw new ClassNotFoundException(name);
            if (!name.equals("Annot_Errors$Holder")) return super.loadClass(name, resolve);
            Class<?> c = findLoadedClass(name);
            if (c != null) return c;
            try (InputStream in = getParent().getResourceAsStream("Annot_Errors$Holder.class")) {
                byte[] b = in.readAllBytes();
                for (int i = 0; i + 7 <= b.length; i++) {
                    if (b[i] == 0 && b[i + 1] == 5 && new String(b, i + 2, 5, "US-ASCII").equals("GREEN")) {
                        byte[] brown = "BROWN".getBytes("US-ASCII");
                        System.arraycopy(brown, 0, b, i + 2, 5);
                    }
                }
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    static void attempt(String what, java.util.concurrent.Callable<Object> c) {
        try {
            Object v = c.call();
            System.out.println(what + " = " + (v instanceof Object[] ? Arrays.toString((Object[]) v) : v));
        } catch (Exception e) {
            System.out.println(what + " threw " + e + (e.getCause() != null ? " cause " + e.getCause() : ""));
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> h = new Hiding(Annot_Errors.class.getClassLoader()).loadClass("Annot_Errors$Holder");
        System.out.println(h.getName() + " " + (h != Holder.class));
        for (Annotation a : h.getAnnotations()) System.out.println(a);
        Refs r = h.getAnnotation(Refs.class);
        attempt("c", r::c);
        attempt("e", r::e);
        attempt("cs", r::cs);
        attempt("es", r::es);
        attempt("num", r::num);
        System.out.println(r.annotationType().getName() + " " + r.equals(r));
        for (Annotation a : h.getField("f").getAnnotations()) System.out.println("field " + a);
        Refs normal = Holder.class.getAnnotation(Refs.class);
        System.out.println(normal);
        System.out.println(normal.equals(r) + " " + r.equals(normal));
        System.out.println(new TypeNotPresentException("T", null).getMessage() + " | "
                + new EnumConstantNotPresentException(Color.class, "X").getMessage() + " | "
                + new IncompleteAnnotationException(Refs.class, "el").getMessage() + " | "
                + new AnnotationFormatError("bad").getMessage());
    }
}
