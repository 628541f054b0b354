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

    // ---- reflgen: access checks, the JDK's widening rules and messages, generic type ----

    private boolean isStatic() {
        return (modifiers & Modifier.STATIC) != 0;
    }

    /* Unless setAccessible(true): may the caller use this field on obj?
     * (obj.getClass() throws NullPointerException first for an instance field.) */
    private void checkAccess(Object obj) throws IllegalAccessException {
        if (!override) ReflGen.checkAccess(clazz, isStatic() ? null : obj.getClass(), modifiers);
    }

    private Object ensureObj(Object obj) {
        if (isStatic()) return null;
        if (!clazz.isAssignableFrom(obj.getClass())) throw new IllegalArgumentException(setMessage(obj.getClass().getName(), ""));
        return obj;
    }

    /* Final fields are written only through setAccessible(true), and never
     * when static or in a record or hidden class. */
    private boolean isReadOnly() {
        return (modifiers & Modifier.FINAL) != 0 && (isStatic() || !override || clazz.isRecord() || clazz.isHidden());
    }

    private String setMessage(String attemptedType, String attemptedValue) {
        StringBuilder sb = new StringBuilder("Can not set");
        if (isStatic()) sb.append(" static");
        if ((modifiers & Modifier.FINAL) != 0) sb.append(" final");
        sb.append(' ').append(type.getName()).append(" field ").append(clazz.getName()).append('.').append(name).append(" to ");
        if (!attemptedValue.isEmpty()) return sb.append('(').append(attemptedType).append(')').append(attemptedValue).toString();
        return sb.append(attemptedType.isEmpty() ? "null value" : attemptedType).toString();
    }

    private IllegalArgumentException getError(Class<?> to) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + clazz.getName() + "."
                + name + "\" with illegal data type conversion to " + to.getName());
    }

    private static Class<?> primitiveOf(Object v) {
        if (v instanceof Integer) return int.class;
        if (v instanceof Long) return long.class;
        if (v instanceof Double) return double.class;
        if (v instanceof Float) return float.class;
        if (v instanceof Boolean) return boolean.class;
        if (v instanceof Character) return char.class;
        if (v instanceof Byte) return byte.class;
        if (v instanceof Short) return short.class;
        return null;
    }

    private static int rank(Class<?> c) {
        if (c == byte.class) return 0;
        if (c == short.class || c == char.class) return 1;
        if (c == int.class) return 2;
        if (c == long.class) return 3;
        if (c == float.class) return 4;
        return 5;
    }

    /* JLS 5.1.2 widening primitive conversion, or identity. */
    private static boolean widens(Class<?> from, Class<?> to) {
        if (from == to) return true;
        if (from == null || from == boolean.class || to == boolean.class || to == char.class) return false;
        if (to == short.class) return from == byte.class;
        return rank(from) < rank(to);
    }

    /* The wrapper of `to` holding v (a wrapper that widens to it). */
    private static Object widenValue(Class<?> to, Object v) {
        if (to == boolean.class || to == char.class || to == primitiveOf(v)) return v;
        long l = 0;
        double d;
        if (v instanceof Character) {
            l = (Character) v;
            d = l;
        } else if (v instanceof Float || v instanceof Double) {
            d = ((Number) v).doubleValue();
        } else {
            l = ((Number) v).longValue();
            d = l;
        }
        if (to == short.class) return Short.valueOf((short) l);
        if (to == int.class) return Integer.valueOf((int) l);
        if (to == long.class) return Long.valueOf(l);
        if (to == float.class) return v instanceof Double ? Float.valueOf((float) d)
                : (v instanceof Float ? v : Float.valueOf((float) l));
        return v instanceof Float || v instanceof Double ? Double.valueOf(d) : Double.valueOf((double) l);
    }

    public Object get(Object obj) throws IllegalAccessException {
        checkAccess(obj);
        return get0(slot, ensureObj(obj));
    }

    private Object getAs(Object obj, Class<?> to) throws IllegalAccessException {
        checkAccess(obj);
        if (!type.isPrimitive() || !widens(type, to)) throw getError(to);
        return widenValue(to, get0(slot, ensureObj(obj)));
    }

    public boolean getBoolean(Object obj) throws IllegalAccessException {
        return (Boolean) getAs(obj, boolean.class);
    }

    public byte getByte(Object obj) throws IllegalAccessException {
        return (Byte) getAs(obj, byte.class);
    }

    public char getChar(Object obj) throws IllegalAccessException {
        return (Character) getAs(obj, char.class);
    }

    public short getShort(Object obj) throws IllegalAccessException {
        return (Short) getAs(obj, short.class);
    }

    public int getInt(Object obj) throws IllegalAccessException {
        return (Integer) getAs(obj, int.class);
    }

    public long getLong(Object obj) throws IllegalAccessException {
        return (Long) getAs(obj, long.class);
    }

    public float getFloat(Object obj) throws IllegalAccessException {
        return (Float) getAs(obj, float.class);
    }

    public double getDouble(Object obj) throws IllegalAccessException {
        return (Double) getAs(obj, double.class);
    }

    public void set(Object obj, Object value) throws IllegalAccessException {
        checkAccess(obj);
        String attempted = value == null ? "" : value.getClass().getName();
        Object target = ensureObj(obj);
        if (isReadOnly()) throw new IllegalAccessException(setMessage(attempted, ""));
        if (type.isPrimitive()) {
            if (!widens(primitiveOf(value), type)) throw new IllegalArgumentException(setMessage(attempted, ""));
            value = widenValue(type, value);
        } else if (value != null && !type.isInstance(value)) {
            throw new IllegalArgumentException(setMessage(attempted, ""));
        }
        set0(slot, target, value);
    }

    /* The primitive setters: a field the value cannot widen to fails before
     * the receiver or finality is looked at, as in the JDK. */
    private void setPrimitive(Object obj, Object value, String text) throws IllegalAccessException {
        checkAccess(obj);
        Class<?> from = primitiveOf(value);
        if (!type.isPrimitive() || !widens(from, type)) throw new IllegalArgumentException(setMessage(from.getName(), text));
        /* a widening setter passes on to the field type's own, so a message names the widened value */
        Object widened = widenValue(type, value);
        Object target = ensureObj(obj);
        if (isReadOnly()) throw new IllegalAccessException(setMessage(type.getName(), widened.toString()));
        set0(slot, target, widened);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalAccessException {
        setPrimitive(obj, z, Boolean.toString(z));
    }

    public void setByte(Object obj, byte b) throws IllegalAccessException {
        setPrimitive(obj, b, Byte.toString(b));
    }

    public void setChar(Object obj, char c) throws IllegalAccessException {
        setPrimitive(obj, c, Character.toString(c));
    }

    public void setShort(Object obj, short s) throws IllegalAccessException {
        setPrimitive(obj, s, Short.toString(s));
    }

    public void setInt(Object obj, int i) throws IllegalAccessException {
        setPrimitive(obj, i, Integer.toString(i));
    }

    public void setLong(Object obj, long l) throws IllegalAccessException {
        setPrimitive(obj, l, Long.toString(l));
    }

    public void setFloat(Object obj, float f) throws IllegalAccessException {
        setPrimitive(obj, f, Float.toString(f));
    }

    public void setDouble(Object obj, double d) throws IllegalAccessException {
        setPrimitive(obj, d, Double.toString(d));
    }

    public Type getGenericType() {
        String sig = ReflGen.signature0(slot, true);
        return sig == null ? type : ReflGen.fieldType(clazz, sig);
    }

    public String toGenericString() {
        String m = Modifier.toString(modifiers & Modifier.fieldModifiers());
        return (m.isEmpty() ? "" : m + " ") + getGenericType().getTypeName() + ' ' + clazz.getTypeName() + '.' + name;
    }
    // ---- end reflgen ----

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

    // ---- annotations (annot): the parsing and cache are AccessibleObject's ----

    long annotSlot() {
        return slot;
    }

    byte[] rawAnnotations() {
        return AnnotationSupport.fieldAnnotations(this);
    }

    Class<?> annotationContainer() {
        return clazz;
    }
    // ---- end annotations ----
}
