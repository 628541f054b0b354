/* java.lang.reflect.Method */
package java.lang.reflect;

public final class Method extends Executable {
    private final Class<?> returnType;

    Method(Class<?> clazz, String name, int modifiers, Class<?>[] parameterTypes, Class<?> returnType, long slot) {
        super(clazz, name, modifiers, parameterTypes, slot);
        this.returnType = returnType;
    }

    public String getName() {
        return name;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    public boolean isBridge() {
        return (modifiers & 0x0040) != 0;
    }

    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (!override) ReflGen.checkAccess(clazz, (modifiers & Modifier.STATIC) != 0 ? null : obj.getClass(), modifiers);
        if ((modifiers & Modifier.STATIC) == 0) {
            if (obj == null) throw new NullPointerException();
            if (!clazz.isInstance(obj)) throw new IllegalArgumentException("object is not an instance of declaring class");
        }
        Object[] converted = convertArguments(args);
        /* InvocationTargetException comes from the VM, wrapping only what
         * the method itself threw */
        return invoke0(slot, obj, converted);
    }

    private static native Object invoke0(long slot, Object obj, Object[] args);

    public boolean equals(Object o) {
        return o instanceof Method && ((Method) o).slot == slot;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.methodModifiers(), isDefault(),
                typeName(returnType) + ' ' + typeName(clazz) + '.' + name);
    }

    // ---- reflgen: generic signature ----
    @SuppressWarnings("unchecked")
    public TypeVariable<Method>[] getTypeParameters() {
        return (TypeVariable<Method>[]) ReflGen.typeParameters(this, signature());
    }

    public Type getGenericReturnType() {
        String sig = signature();
        return sig == null ? returnType : ReflGen.methodTypes(this, sig, 1)[0];
    }

    public String toGenericString() {
        return sharedToGenericString(Modifier.methodModifiers(), isDefault(),
                getGenericReturnType().getTypeName() + ' ' + typeName(clazz) + '.' + name);
    }
    // ---- end reflgen ----

    // ---- annotations (annot) ----
    /* The AnnotationDefault of an annotation interface's element, or null. */
    public Object getDefaultValue() {
        byte[] raw = AnnotationSupport.methodAttribute(this, AnnotationSupport.DEFAULT);
        if (raw == null) return null;
        Object v = sun.reflect.annotation.AnnotationParser.parseDefault(raw, returnType, clazz);
        if (v instanceof sun.reflect.annotation.ExceptionProxy) {
            throw new java.lang.annotation.AnnotationFormatError("Invalid default: " + this);
        }
        return v;
    }
    // ---- end annotations ----
}
