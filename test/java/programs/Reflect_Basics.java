// Reflection basics: Class.forName, constructors, getMethod + invoke with
// widening and boxing, static and instance fields (private ones after
// setAccessible), InvocationTargetException, the JDK's error messages, virtual
// dispatch through a superclass Method, Modifier.toString, Array.getLength.
import java.lang.reflect.*;
public class Reflect_Basics {
    public int x = 3;
    private String name = "n";
    public static long counter = 7;
    public final double ratio = 0.5;
    public Reflect_Basics() { }
    public Reflect_Basics(int x, String name) { this.x = x; this.name = name; }
    public int add(int a, long b) { return (int) (x + a + b); }
    public static String greet(String who) { return "hi " + who; }
    private void boom() { throw new IllegalStateException("boom"); }
    public String toString() { return "Reflect_Basics(" + x + "," + name + ")"; }
    static class Base { public String who() { return "base"; } }
    static class Derived extends Base { public String who() { return "derived"; } }
    public static void main(String[] a) throws Exception {
        Class<?> c = Class.forName("Reflect_Basics");
        Object o = c.getDeclaredConstructor().newInstance();
        System.out.println(o);
        Method add = c.getMethod("add", int.class, long.class);
        System.out.println(add + " -> " + add.invoke(o, 4, 5L) + " " + add.invoke(o, (byte) 1, 2));
        Method greet = c.getMethod("greet", String.class);
        System.out.println(greet + " -> " + greet.invoke(null, "bob"));
        Constructor<?> k = c.getConstructor(int.class, String.class);
        System.out.println(k + " -> " + k.newInstance(9, "z"));
        Field fx = c.getField("x");
        System.out.println(fx + " = " + fx.get(o) + " " + fx.getInt(o) + " " + fx.getLong(o));
        fx.set(o, 42);
        System.out.println(o);
        Field fn = c.getDeclaredField("name");
        fn.setAccessible(true);
        fn.set(o, "changed");
        System.out.println(fn.get(o) + " " + o + " " + Modifier.toString(fn.getModifiers()));
        Field fc = c.getField("counter");
        fc.set(null, 99L);
        System.out.println(counter + " " + fc.get(null));
        Method boom = c.getDeclaredMethod("boom");
        boom.setAccessible(true);
        try { boom.invoke(o); } catch (InvocationTargetException e) { System.out.println("ITE " + e.getCause()); }
        try { c.getMethod("nope", int.class); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { c.getDeclaredField("nope"); } catch (NoSuchFieldException e) { System.out.println("NSFE " + e.getMessage()); }
        try { add.invoke(o, "x", 1L); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { add.invoke(o, 1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Method who = Base.class.getMethod("who");
        System.out.println(who.invoke(new Derived()));
        System.out.println(c.getDeclaredMethods().length + " " + c.getDeclaredFields().length + " " + c.getConstructors().length);
        System.out.println(Modifier.toString(add.getModifiers()) + " " + add.getReturnType() + " " + add.getParameterCount());
        try { c.getField("ratio").set(o, 1.0); } catch (IllegalAccessException e) { System.out.println("IAccE " + e.getMessage()); }
        System.out.println(Array.getLength(new int[5]));
    }
}
