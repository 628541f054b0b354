/*
 * java.lang.Enum.  valueOf looks constants up through Class.getEnumConstantsShared
 * (the VM's getEnumConstants0 calls values()); a linear scan is fine for the
 * usual few constants.
 */
package java.lang;

import java.io.Serializable;

public abstract class Enum<E extends Enum<E>> implements Comparable<E>, Serializable {
    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final int hashCode() {
        return super.hashCode();
    }

    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public final int compareTo(E o) {
        Enum<?> other = o;
        Enum<E> self = this;
        if (self.getClass() != other.getClass()
                && self.getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return self.ordinal - other.ordinal;
    }

    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> clazz = getClass();
        Class<?> zuper = clazz.getSuperclass();
        return (zuper == Enum.class) ? (Class<E>) clazz : (Class<E>) zuper;
    }

    public static <T extends Enum<T>> T valueOf(Class<T> enumClass, String name) {
        Object[] constants = enumClass.getEnumConstantsShared();
        if (constants == null) {
            throw new IllegalArgumentException(enumClass.getCanonicalName().concat(" is not an enum class"));
        }
        if (name == null) {
            throw new NullPointerException("Name is null");
        }
        for (int i = 0; i < constants.length; i++) {
            Enum<?> e = (Enum<?>) constants[i];
            if (e.name.equals(name)) {
                return enumClass.cast(e);
            }
        }
        throw new IllegalArgumentException(new StringBuilder("No enum constant ")
            .append(enumClass.getCanonicalName()).append('.').append(name).toString());
    }

    @SuppressWarnings("deprecation")
    protected final void finalize() {
    }
}
