/*
 * java.lang.reflect.Array, the part Arrays.copyOf and friends need.  newArray
 * and getLength are VM natives (NATIVES.md).
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
}
