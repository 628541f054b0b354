/* java.lang.reflect.Field */
package java.lang.reflect;

public final class Field extends AccessibleObject implements Member {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final int modifiers;
    private final long slot;

    Field(Class<?> clazz, String name, Class<?> type, int modifiers, long slot) {
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.modifiers = modifiers;
        this.slot = slot;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public boolean isEnumConstant() {
        return (modifiers & 0x4000) != 0;
    }

    public Class<?> getType() {
        return type;
    }

    private Object target(Object obj) {
        if ((modifiers & Modifier.STATIC) != 0) return null;
        if (obj == null) throw new NullPointerException();
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException(new StringBuilder("Can not set ").append(type.getTypeName()).append(' ')
                    .append(clazz.getName()).append('.').append(name).append(" field to ")
                    .append(obj.getClass().getName()).toString());
        }
        return obj;
    }

    public Object get(Object obj) throws IllegalAccessException {
        return get0(slot, target(obj));
    }

    public void set(Object obj, Object value) throws IllegalAccessException {
        Object t = target(obj);
        if ((modifiers & Modifier.FINAL) != 0 && (!override || (modifiers & Modifier.STATIC) != 0)) {
            throw new IllegalAccessException(new StringBuilder("Can not set ")
                    .append((modifiers & Modifier.STATIC) != 0 ? "static final " : "final ").append(type.getTypeName())
                    .append(" field ").append(clazz.getName()).append('.').append(name).append(" to ")
                    .append(value == null ? "null value" : value.getClass().getName()).toString());
        }
        set0(slot, t, Executable.convert(type, value));
    }

    public int getInt(Object obj) throws IllegalAccessException {
        return ((Number) widen(get(obj), int.class)).intValue();
    }

    public long getLong(Object obj) throws IllegalAccessException {
        return ((Number) widen(get(obj), long.class)).longValue();
    }

    public double getDouble(Object obj) throws IllegalAccessException {
        return ((Number) widen(get(obj), double.class)).doubleValue();
    }

    public float getFloat(Object obj) throws IllegalAccessException {
        return ((Number) widen(get(obj), float.class)).floatValue();
    }

    public short getShort(Object obj) throws IllegalAccessException {
        return ((Number) widen(get(obj), short.class)).shortValue();
    }

    public byte getByte(Object obj) throws IllegalAccessException {
        return ((Number) widen(get(obj), byte.class)).byteValue();
    }

    public boolean getBoolean(Object obj) throws IllegalAccessException {
        Object v = get(obj);
        if (v instanceof Boolean) return (Boolean) v;
        throw new IllegalArgumentException("Attempt to get " + type.getTypeName() + " field \"" + clazz.getName() + "."
                + name + "\" with illegal data type conversion to boolean");
    }

    public char getChar(Object obj) throws IllegalAccessException {
        Object v = get(obj);
        if (v instanceof Character) return (Character) v;
        throw new IllegalArgumentException("Attempt to get " + type.getTypeName() + " field \"" + clazz.getName() + "."
                + name + "\" with illegal data type conversion to char");
    }

    private Object widen(Object v, Class<?> to) {
        try {
            return Executable.convert(to, v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Attempt to get " + type.getTypeName() + " field \"" + clazz.getName()
                    + "." + name + "\" with illegal data type conversion to " + to.getName());
        }
    }

    public void setInt(Object obj, int v) throws IllegalAccessException {
        set(obj, v);
    }

    public void setLong(Object obj, long v) throws IllegalAccessException {
        set(obj, v);
    }

    public void setDouble(Object obj, double v) throws IllegalAccessException {
        set(obj, v);
    }

    public void setBoolean(Object obj, boolean v) throws IllegalAccessException {
        set(obj, v);
    }

    private static native Object get0(long slot, Object obj);

    private static native void set0(long slot, Object obj, Object value);

    public boolean equals(Object o) {
        return o instanceof Field && ((Field) o).slot == slot;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        String m = Modifier.toString(modifiers & Modifier.fieldModifiers());
        return new StringBuilder(m.isEmpty() ? "" : m + " ").append(type.getTypeName()).append(' ')
                .append(clazz.getTypeName()).append('.').append(name).toString();
    }

    // ---- annotations (annot) ----
    private transient java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotations;

    long annotSlot() {
        return slot;
    }

    private java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotations() {
        java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> m = declaredAnnotations;
        if (m == null) {
            m = AnnotationSupport.parse(AnnotationSupport.fieldAnnotations(this), clazz);
            declaredAnnotations = m;
        }
        return m;
    }

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return sun.reflect.annotation.AnnotationParser.toArray(declaredAnnotations());
    }

    public <T extends java.lang.annotation.Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return sun.reflect.annotation.AnnotationParser.byType(declaredAnnotations(), annotationClass);
    }
    // ---- end annotations ----
}
