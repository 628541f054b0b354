/*
 * jdk.internal.misc.Unsafe: the VM's atomic and parking primitives, the
 * one contract java.util.concurrent is built on.  The natives are the VM's
 * (NATIVES.md "concurrent"); offsets are relative to the object start, so
 * they stay valid when the collector moves objects.  Only instance fields
 * have offsets.  A single instance, handed out by getUnsafe().
 */
package jdk.internal.misc;

public final class Unsafe {
    private static final Unsafe THE_ONE = new Unsafe();

    private Unsafe() {
    }

    public static Unsafe getUnsafe() {
        return THE_ONE;
    }

    public native long objectFieldOffset1(Class<?> c, String name);
    public native int arrayBaseOffset0(Class<?> arrayClass);
    public native int arrayIndexScale0(Class<?> arrayClass);
    public native boolean compareAndSetInt(Object o, long offset, int expected, int x);
    public native boolean compareAndSetLong(Object o, long offset, long expected, long x);
    public native boolean compareAndSetReference(Object o, long offset, Object expected, Object x);
    public native int getAndAddInt(Object o, long offset, int delta);
    public native long getAndAddLong(Object o, long offset, long delta);
    public native int getAndSetInt(Object o, long offset, int x);
    public native long getAndSetLong(Object o, long offset, long x);
    public native Object getAndSetReference(Object o, long offset, Object x);
    public native int getIntVolatile(Object o, long offset);
    public native void putIntVolatile(Object o, long offset, int x);
    public native long getLongVolatile(Object o, long offset);
    public native void putLongVolatile(Object o, long offset, long x);
    public native Object getReferenceVolatile(Object o, long offset);
    public native void putReferenceVolatile(Object o, long offset, Object x);
    public native void park(boolean isAbsolute, long time);
    public native void unpark(Object thread);
    public native void fullFence();
    public native void loadFence();
    public native void storeFence();

    public long objectFieldOffset(Class<?> c, String name) {
        if (c == null || name == null) {
            throw new NullPointerException();
        }
        return objectFieldOffset1(c, name);
    }

    public int arrayBaseOffset(Class<?> arrayClass) {
        return arrayBaseOffset0(arrayClass);
    }

    public int arrayIndexScale(Class<?> arrayClass) {
        return arrayIndexScale0(arrayClass);
    }

    /* Weak forms may fail spuriously on the JDK; here they are the strong ones. */
    public boolean weakCompareAndSetInt(Object o, long offset, int expected, int x) {
        return compareAndSetInt(o, offset, expected, x);
    }

    public boolean weakCompareAndSetLong(Object o, long offset, long expected, long x) {
        return compareAndSetLong(o, offset, expected, x);
    }

    public boolean weakCompareAndSetReference(Object o, long offset, Object expected, Object x) {
        return compareAndSetReference(o, offset, expected, x);
    }

    /* Release/acquire forms are the volatile ones: stronger, never weaker. */
    public void putIntRelease(Object o, long offset, int x) {
        putIntVolatile(o, offset, x);
    }

    public void putLongRelease(Object o, long offset, long x) {
        putLongVolatile(o, offset, x);
    }

    public void putReferenceRelease(Object o, long offset, Object x) {
        putReferenceVolatile(o, offset, x);
    }

    public int getIntAcquire(Object o, long offset) {
        return getIntVolatile(o, offset);
    }

    public long getLongAcquire(Object o, long offset) {
        return getLongVolatile(o, offset);
    }

    public Object getReferenceAcquire(Object o, long offset) {
        return getReferenceVolatile(o, offset);
    }

    // ---- memory outside the heap (direct buffers) ----
    // An address is absolute when the base object is null, else an offset
    // from the object's start (arrayBaseOffset + index for arrays).

    public native long allocateMemory0(long bytes);
    public native void freeMemory0(long address);
    public native void setMemory0(Object o, long offset, long bytes, byte value);
    public native void copyMemory0(Object srcBase, long srcOffset, Object destBase, long destOffset, long bytes);
    public native byte getByte(long address);
    public native void putByte(long address, byte x);
    /* Lantern's cleaner: frees address (bytes long, from allocateMemory) once owner is unreachable. */
    public native void freeWithOwner(Object owner, long address, long bytes);
    /* Before allocating a direct buffer: collects if the buffers' memory
     * would pass the limit, OutOfMemoryError if it still would. */
    public native void reserveDirectMemory(long bytes);

    public long allocateMemory(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException();
        }
        long a = allocateMemory0(bytes);
        if (a == 0) {
            throw new OutOfMemoryError("Unable to allocate " + bytes + " bytes");
        }
        return a;
    }

    public void freeMemory(long address) {
        freeMemory0(address);
    }

    public void setMemory(long address, long bytes, byte value) {
        setMemory0(null, address, bytes, value);
    }

    public void copyMemory(Object srcBase, long srcOffset, Object destBase, long destOffset, long bytes) {
        copyMemory0(srcBase, srcOffset, destBase, destOffset, bytes);
    }
}
