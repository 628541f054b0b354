/*
 * sun.misc.Unsafe (module jdk.unsupported on the JDK): the subset programs
 * reach through the `theUnsafe` field.  Atomics, fences, parking and memory
 * management are jdk.internal.misc.Unsafe's; the plain and volatile
 * accessors, static field places and allocateInstance are this class's
 * natives (natives_unsafe.c).  An offset is a place inside its base object
 * (or a tagged static slot of staticFieldBase's class), never an address,
 * because the collector moves objects.
 */
package sun.misc;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

public final class Unsafe {
    private static final Unsafe theUnsafe = new Unsafe();
    private static final jdk.internal.misc.Unsafe U = jdk.internal.misc.Unsafe.getUnsafe();

    public static final int INVALID_FIELD_OFFSET = -1;
    public static final int ARRAY_BOOLEAN_BASE_OFFSET = U.arrayBaseOffset(boolean[].class);
    public static final int ARRAY_BYTE_BASE_OFFSET = U.arrayBaseOffset(byte[].class);
    public static final int ARRAY_SHORT_BASE_OFFSET = U.arrayBaseOffset(short[].class);
    public static final int ARRAY_CHAR_BASE_OFFSET = U.arrayBaseOffset(char[].class);
    public static final int ARRAY_INT_BASE_OFFSET = U.arrayBaseOffset(int[].class);
    public static final int ARRAY_LONG_BASE_OFFSET = U.arrayBaseOffset(long[].class);
    public static final int ARRAY_FLOAT_BASE_OFFSET = U.arrayBaseOffset(float[].class);
    public static final int ARRAY_DOUBLE_BASE_OFFSET = U.arrayBaseOffset(double[].class);
    public static final int ARRAY_OBJECT_BASE_OFFSET = U.arrayBaseOffset(Object[].class);
    public static final int ARRAY_BOOLEAN_INDEX_SCALE = U.arrayIndexScale(boolean[].class);
    public static final int ARRAY_BYTE_INDEX_SCALE = U.arrayIndexScale(byte[].class);
    public static final int ARRAY_SHORT_INDEX_SCALE = U.arrayIndexScale(short[].class);
    public static final int ARRAY_CHAR_INDEX_SCALE = U.arrayIndexScale(char[].class);
    public static final int ARRAY_INT_INDEX_SCALE = U.arrayIndexScale(int[].class);
    public static final int ARRAY_LONG_INDEX_SCALE = U.arrayIndexScale(long[].class);
    public static final int ARRAY_FLOAT_INDEX_SCALE = U.arrayIndexScale(float[].class);
    public static final int ARRAY_DOUBLE_INDEX_SCALE = U.arrayIndexScale(double[].class);
    public static final int ARRAY_OBJECT_INDEX_SCALE = U.arrayIndexScale(Object[].class);
    public static final int ADDRESS_SIZE = addressSize0();

    private Unsafe() {
    }

    /* As on 17: only code of the boot loader may ask; others reflect on theUnsafe. */
    public static Unsafe getUnsafe() {
        if (!bootCaller0()) {
            throw new SecurityException("Unsafe");
        }
        return theUnsafe;
    }

    private static native boolean bootCaller0();
    private static native int addressSize0();
    private native long staticFieldOffset0(Class<?> c, String name);
    private native Object allocateInstance0(Class<?> c);
    private native long reallocateMemory0(long address, long bytes);

    // ---- fields and array elements: (base, offset) ----

    public native int getInt(Object o, long offset);
    public native void putInt(Object o, long offset, int x);
    public native Object getObject(Object o, long offset);
    public native void putObject(Object o, long offset, Object x);
    public native boolean getBoolean(Object o, long offset);
    public native void putBoolean(Object o, long offset, boolean x);
    public native byte getByte(Object o, long offset);
    public native void putByte(Object o, long offset, byte x);
    public native short getShort(Object o, long offset);
    public native void putShort(Object o, long offset, short x);
    public native char getChar(Object o, long offset);
    public native void putChar(Object o, long offset, char x);
    public native long getLong(Object o, long offset);
    public native void putLong(Object o, long offset, long x);
    private native int getFloatBits(Object o, long offset);
    private native void putFloatBits(Object o, long offset, int x);

    public float getFloat(Object o, long offset) {
        return Float.intBitsToFloat(getFloatBits(o, offset));
    }

    public void putFloat(Object o, long offset, float x) {
        putFloatBits(o, offset, Float.floatToRawIntBits(x));
    }

    public double getDouble(Object o, long offset) {
        return Double.longBitsToDouble(getLong(o, offset));
    }

    public void putDouble(Object o, long offset, double x) {
        putLong(o, offset, Double.doubleToRawLongBits(x));
    }

    public native Object getObjectVolatile(Object o, long offset);
    public native void putObjectVolatile(Object o, long offset, Object x);
    public native int getIntVolatile(Object o, long offset);
    public native void putIntVolatile(Object o, long offset, int x);
    public native boolean getBooleanVolatile(Object o, long offset);
    public native void putBooleanVolatile(Object o, long offset, boolean x);
    public native byte getByteVolatile(Object o, long offset);
    public native void putByteVolatile(Object o, long offset, byte x);
    public native short getShortVolatile(Object o, long offset);
    public native void putShortVolatile(Object o, long offset, short x);
    public native char getCharVolatile(Object o, long offset);
    public native void putCharVolatile(Object o, long offset, char x);
    public native long getLongVolatile(Object o, long offset);
    public native void putLongVolatile(Object o, long offset, long x);
    private native int getFloatBitsVolatile(Object o, long offset);
    private native void putFloatBitsVolatile(Object o, long offset, int x);

    public float getFloatVolatile(Object o, long offset) {
        return Float.intBitsToFloat(getFloatBitsVolatile(o, offset));
    }

    public void putFloatVolatile(Object o, long offset, float x) {
        putFloatBitsVolatile(o, offset, Float.floatToRawIntBits(x));
    }

    public double getDoubleVolatile(Object o, long offset) {
        return Double.longBitsToDouble(getLongVolatile(o, offset));
    }

    public void putDoubleVolatile(Object o, long offset, double x) {
        putLongVolatile(o, offset, Double.doubleToRawLongBits(x));
    }

    /* Ordered (release) stores: the volatile ones, stronger. */
    public void putOrderedObject(Object o, long offset, Object x) {
        putObjectVolatile(o, offset, x);
    }

    public void putOrderedInt(Object o, long offset, int x) {
        putIntVolatile(o, offset, x);
    }

    public void putOrderedLong(Object o, long offset, long x) {
        putLongVolatile(o, offset, x);
    }

    // ---- absolute addresses ----

    public native byte getByte(long address);
    public native void putByte(long address, byte x);
    public native short getShort(long address);
    public native void putShort(long address, short x);
    public native char getChar(long address);
    public native void putChar(long address, char x);
    public native int getInt(long address);
    public native void putInt(long address, int x);
    public native long getLong(long address);
    public native void putLong(long address, long x);
    private native int getFloatBits(long address);
    private native void putFloatBits(long address, int x);

    public float getFloat(long address) {
        return Float.intBitsToFloat(getFloatBits(address));
    }

    public void putFloat(long address, float x) {
        putFloatBits(address, Float.floatToRawIntBits(x));
    }

    public double getDouble(long address) {
        return Double.longBitsToDouble(getLong(address));
    }

    public void putDouble(long address, double x) {
        putLong(address, Double.doubleToRawLongBits(x));
    }

    public long getAddress(long address) {
        return ADDRESS_SIZE == 8 ? getLong(address) : getInt(address) & 0xFFFFFFFFL;
    }

    public void putAddress(long address, long x) {
        if (ADDRESS_SIZE == 8) {
            putLong(address, x);
        } else {
            putInt(address, (int) x);
        }
    }

    // ---- memory outside the heap ----

    public long allocateMemory(long bytes) {
        checkSize(bytes);
        if (bytes == 0) {
            return 0;
        }
        return U.allocateMemory(bytes);
    }

    public long reallocateMemory(long address, long bytes) {
        checkSize(bytes);
        if (bytes == 0) {
            if (address != 0) {
                U.freeMemory(address);
            }
            return 0;
        }
        long a = address == 0 ? U.allocateMemory0(bytes) : reallocateMemory0(address, bytes);
        if (a == 0) {
            throw new OutOfMemoryError("Unable to allocate " + bytes + " bytes");
        }
        return a;
    }

    private static void checkSize(long bytes) {
        if (ADDRESS_SIZE == 4 ? (bytes >>> 32) != 0 : bytes < 0) {
            throw new IllegalArgumentException();
        }
    }

    public void setMemory(Object o, long offset, long bytes, byte value) {
        checkSize(bytes);
        if (bytes != 0) {
            U.setMemory0(o, offset, bytes, value);
        }
    }

    public void setMemory(long address, long bytes, byte value) {
        setMemory(null, address, bytes, value);
    }

    public void copyMemory(Object srcBase, long srcOffset, Object destBase, long destOffset, long bytes) {
        checkSize(bytes);
        if (bytes != 0) {
            U.copyMemory0(srcBase, srcOffset, destBase, destOffset, bytes);
        }
    }

    public void copyMemory(long srcAddress, long destAddress, long bytes) {
        copyMemory(null, srcAddress, null, destAddress, bytes);
    }

    public void freeMemory(long address) {
        if (address != 0) {
            U.freeMemory(address);
        }
    }

    // ---- offsets ----

    public long objectFieldOffset(Field f) {
        checkOffsetable(f);
        if (Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return U.objectFieldOffset(f.getDeclaringClass(), f.getName());
    }

    public long staticFieldOffset(Field f) {
        checkOffsetable(f);
        if (!Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return staticFieldOffset0(f.getDeclaringClass(), f.getName());
    }

    public Object staticFieldBase(Field f) {
        checkOffsetable(f);
        if (!Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return f.getDeclaringClass();
    }

    private static void checkOffsetable(Field f) {
        Class<?> c = f.getDeclaringClass();
        if (c.isHidden()) {
            throw new UnsupportedOperationException("can't get field offset on a hidden class: " + f);
        }
        if (c.isRecord()) {
            throw new UnsupportedOperationException("can't get field offset on a record class: " + f);
        }
    }

    public int arrayBaseOffset(Class<?> arrayClass) {
        return U.arrayBaseOffset(arrayClass);
    }

    public int arrayIndexScale(Class<?> arrayClass) {
        return U.arrayIndexScale(arrayClass);
    }

    public int addressSize() {
        return ADDRESS_SIZE;
    }

    public int pageSize() {
        return 4096;
    }

    // ---- classes and objects ----

    public boolean shouldBeInitialized(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return false;
    }

    public void ensureClassInitialized(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        try {
            Class.forName(c.getName(), true, c.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new NoClassDefFoundError(c.getName());
        }
    }

    public Object allocateInstance(Class<?> cls) throws InstantiationException {
        if (cls == null) {
            throw new NullPointerException();
        }
        return allocateInstance0(cls);
    }

    public void throwException(Throwable ee) {
        Unsafe.<RuntimeException>sneaky(ee);
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneaky(Throwable t) throws T {
        throw (T) t;
    }

    // ---- atomics, parking, fences: jdk.internal.misc.Unsafe's ----

    public boolean compareAndSwapObject(Object o, long offset, Object expected, Object x) {
        return U.compareAndSetReference(o, offset, expected, x);
    }

    public boolean compareAndSwapInt(Object o, long offset, int expected, int x) {
        return U.compareAndSetInt(o, offset, expected, x);
    }

    public boolean compareAndSwapLong(Object o, long offset, long expected, long x) {
        return U.compareAndSetLong(o, offset, expected, x);
    }

    public int getAndAddInt(Object o, long offset, int delta) {
        return U.getAndAddInt(o, offset, delta);
    }

    public long getAndAddLong(Object o, long offset, long delta) {
        return U.getAndAddLong(o, offset, delta);
    }

    public int getAndSetInt(Object o, long offset, int x) {
        return U.getAndSetInt(o, offset, x);
    }

    public long getAndSetLong(Object o, long offset, long x) {
        return U.getAndSetLong(o, offset, x);
    }

    public Object getAndSetObject(Object o, long offset, Object x) {
        return U.getAndSetReference(o, offset, x);
    }

    public void unpark(Object thread) {
        U.unpark(thread);
    }

    public void park(boolean isAbsolute, long time) {
        U.park(isAbsolute, time);
    }

    public void loadFence() {
        U.loadFence();
    }

    public void storeFence() {
        U.storeFence();
    }

    public void fullFence() {
        U.fullFence();
    }

    public int getLoadAverage(double[] loadavg, int nelems) {
        if (nelems < 0 || nelems > 3 || nelems > loadavg.length) {
            throw new ArrayIndexOutOfBoundsException();
        }
        return -1;
    }
}
