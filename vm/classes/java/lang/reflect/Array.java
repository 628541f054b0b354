/*
 * java.lang.reflect.Array.  newArray and getLength are VM natives
 * (NATIVES.md); element access is Java over the nine array kinds.  As the
 * JDK: the index is checked first (ArrayIndexOutOfBoundsException without a
 * message), then the kinds, where a primitive value may widen (byte to
 * short/int/long/float/double, char and short to int and wider, int to long
 * and wider, long to float/double, float to double) and nothing narrows.
 */
package java.lang.reflect;

public final class Array {
    private Array() {}

    public static Object newInstance(Class<?> componentType, int length)
            throws NegativeArraySizeException {
        return newArray(componentType, length);
    }

    /*
     * A new array of `length` elements of componentType (primitive or reference);
     * NullPointerException if componentType is null, IllegalArgumentException if it is
     * void or the result would exceed 255 dimensions, NegativeArraySizeException(length)
     * if length < 0.
     */
    private static native Object newArray(Class<?> componentType, int length);

    /* The length of an array; IllegalArgumentException("Argument is not an array") otherwise. */
    public static native int getLength(Object array) throws IllegalArgumentException;

    private static final int BOOLEAN = 0, BYTE = 1, CHAR = 2, SHORT = 3, INT = 4, LONG = 5, FLOAT = 6, DOUBLE = 7, REF = 8;

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions.length == 0) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(String.valueOf(d));
            }
        }
        return newMulti(componentType, dimensions, 0);
    }

    private static Object newMulti(Class<?> componentType, int[] dims, int level) {
        if (level == dims.length - 1) {
            return newArray(componentType, dims[level]);
        }
        Class<?> element = componentType;
        for (int k = level + 1; k < dims.length; k++) {
            element = newArray(element, 0).getClass();
        }
        Object[] outer = (Object[]) newArray(element, dims[level]);
        for (int i = 0; i < outer.length; i++) {
            outer[i] = newMulti(componentType, dims, level + 1);
        }
        return outer;
    }

    private static int arrayKind(Object a) {
        if (a == null) {
            throw new NullPointerException();
        }
        if (a instanceof Object[]) return REF;
        if (a instanceof int[]) return INT;
        if (a instanceof byte[]) return BYTE;
        if (a instanceof char[]) return CHAR;
        if (a instanceof long[]) return LONG;
        if (a instanceof double[]) return DOUBLE;
        if (a instanceof float[]) return FLOAT;
        if (a instanceof short[]) return SHORT;
        if (a instanceof boolean[]) return BOOLEAN;
        throw new IllegalArgumentException("Argument is not an array");
    }

    /* The array's kind, after checking the index. */
    private static int checked(Object a, int index) {
        int kind = arrayKind(a);
        if (index < 0 || index >= getLength(a)) {
            throw new ArrayIndexOutOfBoundsException();
        }
        return kind;
    }

    private static int boxKind(Object v) {
        if (v instanceof Integer) return INT;
        if (v instanceof Long) return LONG;
        if (v instanceof Double) return DOUBLE;
        if (v instanceof Character) return CHAR;
        if (v instanceof Byte) return BYTE;
        if (v instanceof Short) return SHORT;
        if (v instanceof Float) return FLOAT;
        if (v instanceof Boolean) return BOOLEAN;
        return REF;
    }

    private static boolean widens(int from, int to) {
        if (from == to) {
            return from != REF;
        }
        switch (from) {
            case BYTE: return to == SHORT || (to >= INT && to <= DOUBLE);
            case CHAR: case SHORT: return to >= INT && to <= DOUBLE;
            case INT: return to > INT && to <= DOUBLE;
            case LONG: return to == FLOAT || to == DOUBLE;
            case FLOAT: return to == DOUBLE;
            default: return false;
        }
    }

    private static long integral(Object box) {
        return box instanceof Character ? (Character) box : ((Number) box).longValue();
    }

    /* The primitive element boxed as the kind `to` asks for, or IAE. */
    private static Object primitive(Object a, int index, int to) {
        int kind = checked(a, index);
        if (kind == REF) {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        Object v = get(a, index);
        if (!widens(kind, to)) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        return v;
    }

    public static Object get(Object array, int index) {
        switch (checked(array, index)) {
            case REF: return ((Object[]) array)[index];
            case INT: return ((int[]) array)[index];
            case BYTE: return ((byte[]) array)[index];
            case CHAR: return ((char[]) array)[index];
            case LONG: return ((long[]) array)[index];
            case DOUBLE: return ((double[]) array)[index];
            case FLOAT: return ((float[]) array)[index];
            case SHORT: return ((short[]) array)[index];
            default: return ((boolean[]) array)[index];
        }
    }

    public static boolean getBoolean(Object array, int index) {
        return (Boolean) primitive(array, index, BOOLEAN);
    }

    public static byte getByte(Object array, int index) {
        return (byte) integral(primitive(array, index, BYTE));
    }

    public static char getChar(Object array, int index) {
        return (Character) primitive(array, index, CHAR);
    }

    public static short getShort(Object array, int index) {
        return (short) integral(primitive(array, index, SHORT));
    }

    public static int getInt(Object array, int index) {
        return (int) integral(primitive(array, index, INT));
    }

    public static long getLong(Object array, int index) {
        return integral(primitive(array, index, LONG));
    }

    public static float getFloat(Object array, int index) {
        Object v = primitive(array, index, FLOAT);
        return v instanceof Float ? (Float) v : (float) integral(v);
    }

    public static double getDouble(Object array, int index) {
        Object v = primitive(array, index, DOUBLE);
        return v instanceof Double || v instanceof Float ? ((Number) v).doubleValue() : (double) integral(v);
    }

    public static void set(Object array, int index, Object value) {
        int kind = checked(array, index);
        if (kind == REF) {
            if (value != null && !array.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            ((Object[]) array)[index] = value;
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        store(array, index, kind, value);
    }

    /* Stores a boxed primitive into a primitive array of the given kind, widening it. */
    private static void store(Object a, int index, int kind, Object v) {
        int from = boxKind(v);
        if (!widens(from, kind)) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        switch (kind) {
            case BOOLEAN: ((boolean[]) a)[index] = (Boolean) v; break;
            case BYTE: ((byte[]) a)[index] = (byte) integral(v); break;
            case CHAR: ((char[]) a)[index] = (Character) v; break;
            case SHORT: ((short[]) a)[index] = (short) integral(v); break;
            case INT: ((int[]) a)[index] = (int) integral(v); break;
            case LONG: ((long[]) a)[index] = integral(v); break;
            case FLOAT: ((float[]) a)[index] = from == FLOAT ? (Float) v : (float) integral(v); break;
            default: ((double[]) a)[index] = from == FLOAT || from == DOUBLE ? ((Number) v).doubleValue() : (double) integral(v); break;
        }
    }

    private static void setPrimitive(Object array, int index, Object value) {
        int kind = checked(array, index);
        if (kind == REF) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        store(array, index, kind, value);
    }

    public static void setBoolean(Object array, int index, boolean z) {
        setPrimitive(array, index, z);
    }

    public static void setByte(Object array, int index, byte b) {
        setPrimitive(array, index, b);
    }

    public static void setChar(Object array, int index, char c) {
        setPrimitive(array, index, c);
    }

    public static void setShort(Object array, int index, short s) {
        setPrimitive(array, index, s);
    }

    public static void setInt(Object array, int index, int i) {
        setPrimitive(array, index, i);
    }

    public static void setLong(Object array, int index, long l) {
        setPrimitive(array, index, l);
    }

    public static void setFloat(Object array, int index, float f) {
        setPrimitive(array, index, f);
    }

    public static void setDouble(Object array, int index, double d) {
        setPrimitive(array, index, d);
    }
}
