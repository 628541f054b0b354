/*
 * java.lang.reflect.ReflectFactory -- Lantern's factory for Method,
 * Constructor and Field, used by java.lang.Class
 * since their constructors are package-private.  Not part of the Java API.
 */
package java.lang.reflect;

public final class ReflectFactory {
    private ReflectFactory() {
    }

    public static Method method(Class<?> c, String name, int mods, Class<?>[] params, Class<?> ret, long slot) {
        return new Method(c, name, mods, params, ret, slot);
    }

    public static <T> Constructor<T> constructor(Class<T> c, int mods, Class<?>[] params, long slot) {
        return new Constructor<T>(c, mods, params, slot);
    }

    public static Field field(Class<?> c, String name, Class<?> type, int mods, long slot) {
        return new Field(c, name, type, mods, slot);
    }
}
