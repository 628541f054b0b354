// java.lang.Class basics without reflection: getName for classes, nested,
// anonymous, local, arrays, primitives; getSuperclass, isInterface,
// isArray, getComponentType, isInstance, isAssignableFrom, class literal
// identity, getClass of boxed values.
public class Obj_Classes {
    interface Marker { }
    static class Base { }
    static class Sub extends Base implements Marker { }

    public static void main(String[] args) {
        Class<?>[] cs = {Obj_Classes.class, Base.class, Sub.class, Marker.class, int.class, void.class, int[].class, Sub[][].class,
                String.class, Object.class, Integer.TYPE, long[].class, Runnable.class};
        for (Class<?> c : cs) {
            Class<?> sup = c.getSuperclass();
            System.out.println(c.getName() + " super=" + (sup == null ? "null" : sup.getName()) + " iface=" + c.isInterface() + " array=" + c.isArray()
                    + " prim=" + c.isPrimitive() + " comp=" + (c.getComponentType() == null ? "-" : c.getComponentType().getName()));
        }
        Object anon = new Base() { };
        class Local { }
        System.out.println(anon.getClass().getName() + " " + new Local().getClass().getName() + " " + anon.getClass().getSuperclass().getName());
        System.out.println((Sub.class == new Sub().getClass()) + " " + (int.class == Integer.TYPE) + " " + (int[].class == new int[3].getClass()));
        System.out.println(Base.class.isInstance(new Sub()) + " " + Sub.class.isInstance(new Base()) + " " + Marker.class.isInstance(new Sub()) + " " + Base.class.isInstance(null));
        System.out.println(Base.class.isAssignableFrom(Sub.class) + " " + Sub.class.isAssignableFrom(Base.class) + " " + Object.class.isAssignableFrom(int[].class)
                + " " + Object[].class.isAssignableFrom(String[].class) + " " + int.class.isAssignableFrom(int.class) + " " + long.class.isAssignableFrom(int.class));
        System.out.println(Integer.valueOf(1).getClass().getName() + " " + "s".getClass().getName() + " " + new StringBuilder().getClass().getName());
        System.out.println(Sub.class.toString() + " | " + Marker.class + " | " + int.class + " | " + int[].class);
        System.out.println(new Sub[0].getClass().getComponentType().getSuperclass().getName());
    }
}
