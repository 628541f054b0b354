/* Generic signatures through reflection: Type implementations, their toString/equals, and the generic views of classes, methods, constructors and fields. */
import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;

public class Reflect_GenericTypes {
    static class Base<A, B extends Number> {
        public B value;
    }

    interface Shape<S extends Shape<S>> extends Comparable<S> {
    }

    static class Box<T extends Comparable<? super T> & Serializable> extends Base<String, Integer>
            implements Shape<Box<T>>, Serializable {
        public Map<String, List<? extends Number>> map;
        public T[] items;
        public List<T>[] lists;
        public List<?> any;
        public Comparator<? super T> cmp;
        public Map.Entry<String, T> entry;
        public int plain;
        public String[] names;
        public List<int[]> arrays;

        public Box() {
        }

        public <E extends Exception> Box(T seed, List<? extends T> more) throws E {
        }

        public int compareTo(Box<T> o) {
            return 0;
        }

        public <R, X extends Throwable> R apply(Map<? super T, R> m, T... keys) throws X, java.io.IOException {
            return null;
        }

        public static <K extends Comparable<K>> K max(Collection<? extends K> c) {
            return null;
        }

        List<String> raw() {
            return null;
        }
    }

    class Outer<O> {
        class Inner<I> {
            public Outer<O>.Inner<I> self;
            public Outer<String>.Inner<Integer> fixed;
        }
    }

    static void show(String label, Type t) {
        System.out.println(label + ": " + t + " [" + kind(t) + "] name=" + t.getTypeName());
    }

    static String kind(Type t) {
        if (t instanceof Class) return "Class";
        if (t instanceof ParameterizedType) return "ParameterizedType";
        if (t instanceof TypeVariable) return "TypeVariable";
        if (t instanceof WildcardType) return "WildcardType";
        if (t instanceof GenericArrayType) return "GenericArrayType";
        return "?";
    }

    static void vars(String label, TypeVariable<?>[] vs) {
        for (TypeVariable<?> v : vs) {
            System.out.println(label + " var " + v.getName() + " bounds=" + Arrays.toString(v.getBounds()) + " decl="
                    + (v.getGenericDeclaration() instanceof Class ? ((Class<?>) v.getGenericDeclaration()).getName()
                            : ((Member) v.getGenericDeclaration()).getName()));
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> box = Box.class;
        vars("Box", box.getTypeParameters());
        show("Box super", box.getGenericSuperclass());
        for (Type t : box.getGenericInterfaces()) show("Box iface", t);
        show("Shape super", String.valueOf(Shape.class.getGenericSuperclass()).equals("null") ? Object.class : Object.class);
        System.out.println("Shape super null: " + (Shape.class.getGenericSuperclass() == null));
        for (Type t : Shape.class.getGenericInterfaces()) show("Shape iface", t);
        vars("Shape", Shape.class.getTypeParameters());
        vars("Map", Map.class.getTypeParameters());
        vars("String", String.class.getTypeParameters());
        show("String super", String.class.getGenericSuperclass());
        show("int[] super", int[].class.getGenericSuperclass());
        System.out.println("int super null: " + (int.class.getGenericSuperclass() == null));
        System.out.println("Object super null: " + (Object.class.getGenericSuperclass() == null));
        System.out.println("int[] ifaces: " + Arrays.toString(int[].class.getGenericInterfaces()));

        for (String f : new String[] {"value", "map", "items", "lists", "any", "cmp", "entry", "plain", "names", "arrays"}) {
            Field fld = f.equals("value") ? Base.class.getField(f) : box.getField(f);
            show("field " + f, fld.getGenericType());
            System.out.println("  " + fld.toGenericString());
            System.out.println("  " + fld);
        }
        ParameterizedType map = (ParameterizedType) box.getField("map").getGenericType();
        System.out.println("map raw=" + map.getRawType() + " owner=" + map.getOwnerType() + " args="
                + Arrays.toString(map.getActualTypeArguments()));
        ParameterizedType list = (ParameterizedType) map.getActualTypeArguments()[1];
        WildcardType w = (WildcardType) list.getActualTypeArguments()[0];
        System.out.println("wildcard upper=" + Arrays.toString(w.getUpperBounds()) + " lower="
                + Arrays.toString(w.getLowerBounds()));
        WildcardType any = (WildcardType) ((ParameterizedType) box.getField("any").getGenericType()).getActualTypeArguments()[0];
        System.out.println("any upper=" + Arrays.toString(any.getUpperBounds()) + " lower=" + Arrays.toString(any.getLowerBounds()));
        WildcardType sup = (WildcardType) ((ParameterizedType) box.getField("cmp").getGenericType()).getActualTypeArguments()[0];
        System.out.println("super upper=" + Arrays.toString(sup.getUpperBounds()) + " lower=" + Arrays.toString(sup.getLowerBounds()));
        ParameterizedType entry = (ParameterizedType) box.getField("entry").getGenericType();
        System.out.println("entry owner=" + entry.getOwnerType() + " raw=" + entry.getRawType());
        GenericArrayType items = (GenericArrayType) box.getField("items").getGenericType();
        System.out.println("items component=" + items.getGenericComponentType() + " "
                + kind(items.getGenericComponentType()));

        Method apply = null, max = null;
        for (Method m : box.getDeclaredMethods()) {
            if (m.getName().equals("apply")) apply = m;
            if (m.getName().equals("max")) max = m;
        }
        vars("apply", apply.getTypeParameters());
        show("apply ret", apply.getGenericReturnType());
        for (Type t : apply.getGenericParameterTypes()) show("apply param", t);
        for (Type t : apply.getGenericExceptionTypes()) show("apply throws", t);
        System.out.println(apply.toGenericString());
        System.out.println(apply);
        System.out.println(max.toGenericString());
        System.out.println(max);
        Method raw = box.getDeclaredMethod("raw");
        System.out.println(raw.toGenericString());
        show("raw ret", raw.getGenericReturnType());
        Method cmp = box.getDeclaredMethod("compareTo", Box.class);
        System.out.println(cmp.toGenericString());
        for (Method m : box.getDeclaredMethods()) {
            if (m.getName().equals("compareTo") && m.isBridge()) {
                System.out.println("bridge " + m.toGenericString() + " params=" + Arrays.toString(m.getGenericParameterTypes()));
            }
        }

        for (Constructor<?> c : box.getDeclaredConstructors()) {
            System.out.println("ctor " + c.toGenericString());
            System.out.println("ctor " + c);
            vars("ctor", c.getTypeParameters());
            System.out.println("  params=" + Arrays.toString(c.getGenericParameterTypes()) + " throws="
                    + Arrays.toString(c.getGenericExceptionTypes()) + " erased throws=" + Arrays.toString(c.getExceptionTypes()));
        }

        Field self = Outer.Inner.class.getField("self");
        show("self", self.getGenericType());
        ParameterizedType st = (ParameterizedType) self.getGenericType();
        show("self owner", st.getOwnerType());
        show("fixed", Outer.Inner.class.getField("fixed").getGenericType());
        vars("Inner", Outer.Inner.class.getTypeParameters());

        // equality: the same generic type read twice
        Type a1 = box.getField("map").getGenericType(), a2 = box.getField("map").getGenericType();
        System.out.println("equal map: " + a1.equals(a2) + " hash equal: " + (a1.hashCode() == a2.hashCode()));
        Type t1 = box.getTypeParameters()[0], t2 = box.getField("items").getGenericType();
        System.out.println("T equals component: " + t1.equals(((GenericArrayType) t2).getGenericComponentType()));
        System.out.println("wildcards equal: " + w.equals(((ParameterizedType) ((ParameterizedType) a2).getActualTypeArguments()[1]).getActualTypeArguments()[0]));
        System.out.println("T vs E: " + t1.equals(Map.class.getTypeParameters()[0]));

        System.out.println(Box.class.toGenericString());
        System.out.println(Shape.class.toGenericString());
        System.out.println(Map.class.toGenericString());
        System.out.println(Map.Entry.class.toGenericString());
        System.out.println(Box[][].class.toGenericString());
        System.out.println(int.class.toGenericString());
        System.out.println(Thread.State.class.toGenericString());
        System.out.println(Override.class.toGenericString());
        System.out.println(Outer.Inner.class.toGenericString());
        System.out.println(String.class.toGenericString());
        System.out.println(Enum.class.toGenericString());
        Method sort = Collections.class.getMethod("sort", List.class, Comparator.class);
        System.out.println(sort.toGenericString());
        Method asList = Arrays.class.getMethod("asList", Object[].class);
        System.out.println(asList.toGenericString());
        System.out.println(asList);
        Method max2 = Collections.class.getMethod("max", Collection.class);
        System.out.println(max2.toGenericString());
        System.out.println(HashMap.class.getGenericSuperclass());
        System.out.println(Arrays.toString(HashMap.class.getGenericInterfaces()));
        System.out.println(Arrays.toString(ArrayList.class.getGenericInterfaces()));
    }
}
