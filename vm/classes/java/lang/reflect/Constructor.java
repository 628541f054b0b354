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
        if (!override) ReflGen.checkAccess(clazz, clazz, modifiers);
        if ((clazz.getModifiers() & 0x4000) != 0) throw new IllegalArgumentException("Cannot reflectively create enum objects");
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
        return sharedToString(Modifier.constructorModifiers(), false, typeName(clazz));
    }

    // ---- reflgen: generic signature ----
    @SuppressWarnings("unchecked")
    public TypeVariable<Constructor<T>>[] getTypeParameters() {
        return (TypeVariable<Constructor<T>>[]) ReflGen.typeParameters(this, signature());
    }

    public String toGenericString() {
        return sharedToGenericString(Modifier.constructorModifiers(), false, typeName(clazz));
    }
    // ---- end reflgen ----
}
