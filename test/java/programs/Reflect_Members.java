// Reflection on members: getDeclaredFields in declaration order with types
// and Modifier.toString, Field get/set with widening and boxing (and the
// IllegalArgumentException for a bad type), static fields, private access
// through setAccessible, methods sorted by name with parameter types,
// Method.invoke with boxing/varargs/static/InvocationTargetException,
// constructors and newInstance, java.lang.reflect.Array for primitive and
// multi-dimensional arrays, class names of inner/anonymous/array/local
// classes, and a tiny reflective object printer.
import java.lang.reflect.*;
import java.util.*;

public class Reflect_Members {
    public static abstract class Shape implements Comparable<Shape> {
        protected static int created;
        public final String label;
        protected Shape(String label) { this.label = label; created++; }
        public abstract double area();
        public int compareTo(Shape o) { return Double.compare(area(), o.area()); }
    }

    public static class Rect extends Shape {
        private int w, h;
        public transient long stamp = 7;
        volatile boolean dirty;
        static final double RATIO = 1.5;
        char tag = 'r';
        public Rect() { this(1, 1); }
        public Rect(int w, int h) { super("rect"); this.w = w; this.h = h; }
        private Rect(String s) { super(s); }
        public double area() { return w * h; }
        public int getW() { return w; }
        public void setW(int w) { this.w = w; }
        public static Rect square(int s) { return new Rect(s, s); }
        public String join(String sep, Object... parts) { StringBuilder sb = new StringBuilder(); for (Object p : parts) sb.append(p).append(sep); return sb.toString(); }
        protected synchronized void fail(String why) { throw new IllegalStateException(why); }
        private long scaled(long f, double g) { return (long) ((w + h) * f * g); }
        public String toString() { return "Rect(" + w + "x" + h + ")"; }
    }

    static String dump(Object o) throws IllegalAccessException {
        StringBuilder sb = new StringBuilder(o.getClass().getSimpleName()).append('{');
        for (Class<?> c = o.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                f.setAccessible(true);
                sb.append(f.getName()).append('=').append(f.get(o)).append(' ');
            }
        }
        return sb.toString().trim() + "}";
    }

    static String sig(Method m) {
        StringBuilder sb = new StringBuilder(Modifier.toString(m.getModifiers())).append(' ').append(m.getReturnType().getSimpleName()).append(' ').append(m.getName()).append('(');
        Class<?>[] ps = m.getParameterTypes();
        for (int i = 0; i < ps.length; i++) sb.append(i > 0 ? "," : "").append(ps[i].getSimpleName());
        return sb.append(')').append(m.isVarArgs() ? " varargs" : "").toString().trim();
    }

    public static void main(String[] args) throws Exception {
        for (Field f : Rect.class.getDeclaredFields())
            System.out.println("field " + Modifier.toString(f.getModifiers()) + " " + f.getType().getName() + " " + f.getName());
        List<String> ms = new ArrayList<>();
        for (Method m : Rect.class.getDeclaredMethods()) if (!m.isSynthetic()) ms.add(sig(m));
        Collections.sort(ms);
        for (String s : ms) System.out.println("method " + s);
        List<String> cs = new ArrayList<>();
        for (Constructor<?> c : Rect.class.getDeclaredConstructors()) cs.add(Modifier.toString(c.getModifiers()) + " " + c.getParameterCount());
        Collections.sort(cs);
        System.out.println("constructors " + cs);
        List<String> pub = new ArrayList<>();
        for (Field f : Rect.class.getFields()) pub.add(f.getName());
        Collections.sort(pub);
        System.out.println("public fields " + pub + " abstract=" + Modifier.isAbstract(Shape.class.getModifiers()) + " " + Modifier.toString(Shape.class.getModifiers()) + " | " + Modifier.toString(Rect.class.getModifiers()));

        Rect r = Rect.class.getConstructor(int.class, int.class).newInstance(3, 4);
        Field w = Rect.class.getDeclaredField("w");
        w.setAccessible(true);
        System.out.println(w.get(r) + " " + w.getInt(r) + " " + w.getLong(r) + " " + w.getDouble(r));
        w.setInt(r, 10);
        w.set(r, (byte) 5);
        System.out.println(r + " " + dump(r));
        try { w.set(r, "x"); } catch (IllegalArgumentException e) { System.out.println("IAE set String into int"); }
        try { w.set(r, 5L); } catch (IllegalArgumentException e) { System.out.println("IAE set Long into int"); }
        Field tag = Rect.class.getDeclaredField("tag");
        System.out.println(tag.getChar(r) + " " + tag.getInt(r) + " " + tag.getType());
        try { tag.getShort(r); } catch (IllegalArgumentException e) { System.out.println("IAE char as short"); }
        Field created = Shape.class.getDeclaredField("created");
        created.setAccessible(true);
        System.out.println("created " + created.get(null) + " ratio " + Rect.class.getDeclaredField("RATIO").get(null));
        try { Rect.class.getDeclaredField("nope"); } catch (NoSuchFieldException e) { System.out.println("NoSuchFieldException " + e.getMessage()); }
        try { Rect.class.getMethod("scaled", long.class, double.class); } catch (NoSuchMethodException e) { System.out.println("NoSuchMethodException " + e.getMessage()); }

        Method area = Shape.class.getMethod("area");
        Method setW = Rect.class.getMethod("setW", int.class);
        Method square = Rect.class.getMethod("square", int.class);
        Method join = Rect.class.getMethod("join", String.class, Object[].class);
        Method scaled = Rect.class.getDeclaredMethod("scaled", long.class, double.class);
        Method fail = Rect.class.getDeclaredMethod("fail", String.class);
        setW.invoke(r, 6);
        scaled.setAccessible(true);
        System.out.println(area.invoke(r) + " " + square.invoke(null, 7) + " " + join.invoke(r, "|", new Object[] {1, 'c', null}) + " " + scaled.invoke(r, 2, 1.5f) + " " + setW.invoke(r, Integer.valueOf(2)));
        try {
            fail.invoke(r, "boom");
        } catch (InvocationTargetException e) {
            System.out.println("ITE cause " + e.getCause());
        }
        try { setW.invoke(r, "x"); } catch (IllegalArgumentException e) { System.out.println("IAE argument type mismatch"); }
        try { setW.invoke(null, 1); } catch (NullPointerException e) { System.out.println("NPE null receiver"); }
        try { area.invoke("not a shape"); } catch (IllegalArgumentException e) { System.out.println("IAE not an instance"); }
        Constructor<Rect> priv = Rect.class.getDeclaredConstructor(String.class);
        priv.setAccessible(true);
        Rect p = priv.newInstance("private-made");
        System.out.println(p.label + " " + p.area() + " " + Rect.class.getDeclaredConstructor().newInstance());
        Object shapes = Array.newInstance(Shape.class, 3);
        Array.set(shapes, 0, r); Array.set(shapes, 1, p); Array.set(shapes, 2, Rect.square(2));
        Shape[] arr = (Shape[]) shapes;
        Arrays.sort(arr);
        System.out.println(Arrays.toString(arr) + " " + Array.getLength(shapes) + " " + shapes.getClass().getSimpleName());
        try { Array.set(shapes, 0, "str"); } catch (IllegalArgumentException e) { System.out.println("IAE array element type mismatch"); }

        int[] ints = (int[]) Array.newInstance(int.class, 4);
        Array.setInt(ints, 1, 5); Array.set(ints, 2, 9); Array.setShort(ints, 3, (short) -1);
        System.out.println(Arrays.toString(ints) + " " + Array.get(ints, 2).getClass().getSimpleName() + " " + Array.getLong(ints, 1));
        try { Array.get(ints, 4); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE " + e.getMessage()); }
        try { Array.setInt(new byte[1], 0, 1); } catch (IllegalArgumentException e) { System.out.println("IAE int into byte[]"); }
        int[][][] cube = (int[][][]) Array.newInstance(int.class, 2, 3, 4);
        cube[1][2][3] = 42;
        Object grid = Array.newInstance(String.class, 2, 2);
        System.out.println(cube.length + "x" + cube[0].length + "x" + cube[0][0].length + " " + cube[1][2][3] + " " + grid.getClass().getName() + " " + Arrays.deepToString((Object[]) grid));
        Object anon = new Object() { };
        class Local { }
        Runnable lambda = () -> { };
        Class<?>[] ks = {Rect.class, Shape.class, anon.getClass(), Local.class, int[].class, Rect[][].class, Map.Entry.class, int.class, void.class, String.class, lambda.getClass().isSynthetic() ? Object.class : Object.class};
        for (Class<?> k : ks)
            System.out.println(k.getName() + " | " + k.getSimpleName() + " | " + k.getCanonicalName() + " | " + k.getTypeName() + " | prim=" + k.isPrimitive() + " arr=" + k.isArray() + " iface=" + k.isInterface() + (k.isArray() ? " comp=" + k.getComponentType().getSimpleName() : ""));
        System.out.println(Shape.class.isAssignableFrom(Rect.class) + " " + Rect.class.isAssignableFrom(Shape.class) + " " + Comparable.class.isAssignableFrom(Rect.class) + " " + Object[].class.isAssignableFrom(Rect[].class) + " " + int.class.isAssignableFrom(Integer.class)
            + " " + Shape.class.isInstance(r) + " " + Rect.class.getSuperclass().getSimpleName() + " " + Arrays.toString(Shape.class.getInterfaces()) + " " + Class.forName("Reflect_Members$Rect").getSimpleName());
        try { Class.forName("Reflect_Members$Nope"); } catch (ClassNotFoundException e) { System.out.println("CNFE " + e.getMessage()); }
        System.out.println(Modifier.toString(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.TRANSIENT | Modifier.VOLATILE | Modifier.ABSTRACT | Modifier.STRICT | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.INTERFACE));
    }
}
