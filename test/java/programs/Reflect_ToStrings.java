/* toString and toGenericString of methods, constructors, fields and classes: modifier order, throws clauses, varargs, default and interface methods. */
import java.io.IOException;
import java.lang.reflect.*;
import java.util.*;

public class Reflect_ToStrings {
    interface Api<T> {
        void plain();

        default T dflt(T x) throws IOException {
            return x;
        }

        static int util(int... xs) {
            return 0;
        }

        private void helper() {
        }
    }

    static abstract class Impl implements Api<String> {
        protected transient volatile int tv;
        private static final long serialVersionUID = 1L;
        public final int[][] grid = null;

        protected Impl(String... names) throws IllegalStateException, IOException {
        }

        private Impl(int a, long b) {
        }

        public abstract void plain();

        public static synchronized native void nat() throws Exception;

        protected final synchronized <X extends RuntimeException> void sync(List<? super X> l, X... xs) throws X {
        }

        Object[][] arrays(int[] a, String[][] b) {
            return null;
        }
    }

    @interface Note {
        int value() default 1;
    }

    enum Kind { ONE, TWO { void f() { } } }

    record Point(int x, int y) implements Comparable<Point> {
        public int compareTo(Point o) {
            return 0;
        }
    }

    static List<String> sorted(Collection<? extends Member> ms) {
        List<String> out = new ArrayList<>();
        for (Member m : ms) {
            out.add(m.toString());
            if (m instanceof Method) out.add("  g: " + ((Method) m).toGenericString());
            if (m instanceof Constructor) out.add("  g: " + ((Constructor<?>) m).toGenericString());
            if (m instanceof Field) out.add("  g: " + ((Field) m).toGenericString());
        }
        Collections.sort(out);
        return out;
    }

    static void members(Class<?> c) {
        System.out.println("== " + c);
        List<Member> ms = new ArrayList<>();
        ms.addAll(Arrays.asList(c.getDeclaredMethods()));
        ms.addAll(Arrays.asList(c.getDeclaredConstructors()));
        ms.addAll(Arrays.asList(c.getDeclaredFields()));
        for (String s : sorted(ms)) System.out.println(s);
        for (Method m : c.getDeclaredMethods()) {
            if (m.isDefault()) System.out.println("default: " + m.getName());
            if (m.isVarArgs()) System.out.println("varargs: " + m.getName() + " " + Arrays.toString(m.getExceptionTypes()));
        }
    }

    public static void main(String[] args) throws Exception {
        members(Api.class);
        members(Impl.class);
        members(Note.class);
        members(Point.class);
        Class<?>[] cs = {Api.class, Impl.class, Note.class, Kind.class, Kind.TWO.getClass(), Point.class, int.class,
            void.class, int[].class, String[][].class, Api[].class, Map.Entry.class, Runnable.class, Object.class};
        for (Class<?> c : cs) {
            System.out.println(c + " | " + c.toGenericString() + " | " + Modifier.toString(c.getModifiers()));
        }
        for (int bit = 0; bit < 12; bit++) System.out.print(Modifier.toString(1 << bit) + ",");
        System.out.println();
        System.out.println(Modifier.toString(0xfff));
        System.out.println(Object.class.getMethod("wait", long.class));
        System.out.println(Object.class.getMethod("equals", Object.class).toGenericString());
        System.out.println(Object.class.getConstructor());
        System.out.println(Thread.class.getMethod("sleep", long.class));
        System.out.println(Integer.class.getField("MAX_VALUE"));
        System.out.println(Integer.class.getField("MAX_VALUE").toGenericString());
        System.out.println(String.class.getMethod("format", String.class, Object[].class).toGenericString());
        System.out.println(Class.class.getMethod("forName", String.class));
        System.out.println(Class.class.getMethod("cast", Object.class).toGenericString());
        System.out.println(Enum.class.getMethod("valueOf", Class.class, String.class).toGenericString());
        System.out.println(Comparable.class.getMethod("compareTo", Object.class).toGenericString());
    }
}
