/*
 * jdk.internal.reflect.ConstantPool: read access to one class's constant
 * pool, for the annotation parser.  Each read checks the index and the tag
 * (IllegalArgumentException otherwise; natives in natives_annot.c).
 */
package jdk.internal.reflect;

public final class ConstantPool {
    private final Class<?> owner;

    public ConstantPool(Class<?> owner) {
        this.owner = owner;
    }

    public Class<?> owner() {
        return owner;
    }

    public String getUTF8At(int index) {
        return getUTF8At0(owner, index);
    }

    public int getIntAt(int index) {
        return getIntAt0(owner, index);
    }

    public long getLongAt(int index) {
        return getLongAt0(owner, index);
    }

    public float getFloatAt(int index) {
        return getFloatAt0(owner, index);
    }

    public double getDoubleAt(int index) {
        return getDoubleAt0(owner, index);
    }

    /* The binary name (dots) of the Class entry at index. */
    public String getClassNameAt(int index) {
        return getClassNameAt0(owner, index).replace('/', '.');
    }

    private static native String getUTF8At0(Class<?> c, int index);

    private static native int getIntAt0(Class<?> c, int index);

    private static native long getLongAt0(Class<?> c, int index);

    private static native float getFloatAt0(Class<?> c, int index);

    private static native double getDoubleAt0(Class<?> c, int index);

    private static native String getClassNameAt0(Class<?> c, int index);
}
