/* java.lang.reflect.Constructor */
package java.lang.reflect;

public final class Constructor<T> extends Executable {
    Constructor(Class<T> clazz, int modifiers, Class<?>[] parameterTypes, long slot) {
        super(clazz, "<init>", modifiers, parameterTypes, slot);
    }

    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    public String getName() {
        return clazz.getName();
    }

    @SuppressWarnings("unchecked")
    public T newInstance(Object... args)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if ((clazz.getModifiers() & Modifier.ABSTRACT) != 0) throw new InstantiationException();
        Object[] converted = convertArguments(args);
        /* InvocationTargetException comes from the VM, wrapping only what
         * the constructor itself threw (an initialization error passes) */
        return (T) newInstance0(slot, converted);
    }

    private static native Object newInstance0(long slot, Object[] args);

    public boolean equals(Object o) {
        return o instanceof Constructor && ((Constructor<?>) o).slot == slot;
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        return new StringBuilder(modifierPrefix(modifiers & Modifier.constructorModifiers())).append(typeName(clazz))
                .append(parameterList()).toString();
    }
}
