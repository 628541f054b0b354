/*
 * java.nio.ByteBuffer.  A heap buffer is backed by a byte[] (`hb`, from
 * `offset`); a direct buffer by memory outside the heap (`hb` null, bytes
 * from `address`), which JNI's GetDirectBufferAddress hands to native code
 * and NewDirectByteBuffer wraps.  allocateDirect's memory is freed by the
 * collector once the buffer is unreachable (Unsafe.freeWithOwner); views
 * (slices, duplicates) keep that buffer alive through `att`.  The concrete
 * classes (HeapByteBuffer, HeapByteBufferR, DirectByteBuffer,
 * DirectByteBufferR) exist so that getClass() and toString() name what the
 * JDK names; the behaviour is here.  Multi-byte values follow `bigEndian`
 * (the default, BIG_ENDIAN).
 */
package java.nio;

import jdk.internal.misc.Unsafe;

public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    static final Unsafe U = Unsafe.getUnsafe();
    static final long BYTES_BASE = U.arrayBaseOffset(byte[].class);

    final byte[] hb;
    final int offset;
    final long address;     /* direct: the address of element 0 */
    final Object att;       /* direct views: the buffer owning the memory */
    final boolean readOnly;
    final boolean direct;
    boolean bigEndian = true;

    ByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset, boolean readOnly, boolean direct) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.address = 0;
        this.att = null;
        this.readOnly = readOnly;
        this.direct = direct;
    }

    /* A direct buffer over memory at address (owned by att's buffer, if any). */
    ByteBuffer(int mark, int pos, int lim, int cap, long address, Object att, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = null;
        this.offset = 0;
        this.address = address;
        this.att = att;
        this.readOnly = readOnly;
        this.direct = true;
    }

    /* Byte i of the buffer (no checks), and the base/offset pair of it for Unsafe's copies. */
    private byte at(int i) {
        return hb != null ? hb[offset + i] : U.getByte(address + i);
    }

    private void set(int i, byte b) {
        if (hb != null) hb[offset + i] = b;
        else U.putByte(address + i, b);
    }

    private long where(int i) {
        return hb != null ? BYTES_BASE + offset + i : address + i;
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        return new HeapByteBuffer(-1, 0, capacity, capacity, new byte[capacity], 0);
    }

    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0) throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        U.reserveDirectMemory(capacity);
        long a = U.allocateMemory(capacity);
        U.setMemory(a, capacity, (byte) 0);
        DirectByteBuffer b;
        try {
            b = new DirectByteBuffer(-1, 0, capacity, capacity, a, null);
            U.freeWithOwner(b, a, capacity);
        } catch (Throwable e) {
            U.freeMemory(a);
            throw e;
        }
        return b;
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        if ((offset | length | (offset + length) | (array.length - (offset + length))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        return new HeapByteBuffer(-1, offset, offset + length, array.length, array, 0);
    }

    public static ByteBuffer wrap(byte[] array) {
        return new HeapByteBuffer(-1, 0, array.length, array.length, array, 0);
    }

    /* A buffer of the same kind over this one's bytes from its element
     * `off`, for slices and duplicates. */
    private ByteBuffer derive(int mark, int pos, int lim, int cap, int off, boolean ro) {
        if (direct) {
            Object owner = att != null ? att : this;
            long a = address + off;
            return ro ? new DirectByteBufferR(mark, pos, lim, cap, a, owner) : new DirectByteBuffer(mark, pos, lim, cap, a, owner);
        }
        return ro ? new HeapByteBufferR(mark, pos, lim, cap, hb, offset + off) : new HeapByteBuffer(mark, pos, lim, cap, hb, offset + off);
    }

    public ByteBuffer slice() {
        int pos = position(), rem = remaining();
        return derive(-1, 0, rem, rem, pos, readOnly);
    }

    public ByteBuffer slice(int index, int length) {
        if (index < 0 || length < 0 || index > limit() - length) {
            throw new IndexOutOfBoundsException("Range [" + index + ", " + index + " + " + length + ") out of bounds for length " + limit());
        }
        return derive(-1, 0, length, length, index, readOnly);
    }

    /* Duplicates and read-only views start BIG_ENDIAN, whatever this one's order. */
    public ByteBuffer duplicate() {
        return derive(markValue(), position(), limit(), capacity(), 0, readOnly);
    }

    public ByteBuffer asReadOnlyBuffer() {
        return derive(markValue(), position(), limit(), capacity(), 0, true);
    }

    public final boolean isReadOnly() {
        return readOnly;
    }

    public final boolean isDirect() {
        return direct;
    }

    public final boolean hasArray() {
        return !direct && !readOnly;
    }

    public final byte[] array() {
        if (direct) throw new UnsupportedOperationException();
        if (readOnly) throw new ReadOnlyBufferException();
        return hb;
    }

    public final int arrayOffset() {
        if (direct) throw new UnsupportedOperationException();
        if (readOnly) throw new ReadOnlyBufferException();
        return offset;
    }

    private void writable() {
        if (readOnly) throw new ReadOnlyBufferException();
    }

    // ---- bytes ----

    public byte get() {
        return at(nextGetIndex(1));
    }

    public byte get(int index) {
        return at(checkIndex(index, 1));
    }

    public ByteBuffer get(byte[] dst, int off, int length) {
        if ((off | length | (off + length) | (dst.length - (off + length))) < 0) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + length + ") out of bounds for length " + dst.length);
        }
        if (length > remaining()) throw new BufferUnderflowException();
        int p = nextGetIndex(length);
        U.copyMemory(hb, where(p), dst, BYTES_BASE + off, length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst, int off, int length) {
        if (index < 0 || length < 0 || index > limit() - length) throw new IndexOutOfBoundsException();
        if ((off | length | (off + length) | (dst.length - (off + length))) < 0) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + length + ") out of bounds for length " + dst.length);
        }
        U.copyMemory(hb, where(index), dst, BYTES_BASE + off, length);
        return this;
    }

    public ByteBuffer put(byte b) {
        writable();
        set(nextPutIndex(1), b);
        return this;
    }

    public ByteBuffer put(int index, byte b) {
        writable();
        set(checkIndex(index, 1), b);
        return this;
    }

    public ByteBuffer put(byte[] src, int off, int length) {
        writable();
        if ((off | length | (off + length) | (src.length - (off + length))) < 0) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + length + ") out of bounds for length " + src.length);
        }
        if (length > remaining()) throw new BufferOverflowException();
        int p = nextPutIndex(length);
        U.copyMemory(src, BYTES_BASE + off, hb, where(p), length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) throw new IllegalArgumentException("The source buffer is this buffer");
        writable();
        int n = src.remaining();
        if (n > remaining()) throw new BufferOverflowException();
        int sp = src.nextGetIndex(n);
        int p = nextPutIndex(n);
        U.copyMemory(src.hb, src.where(sp), hb, where(p), n);
        return this;
    }

    public ByteBuffer compact() {
        writable();
        int pos = position(), rem = remaining();
        U.copyMemory(hb, where(pos), hb, where(0), rem);
        position(rem);
        limit(capacity());
        discardMark();
        return this;
    }

    // ---- byte order and wider values ----

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    private long load(int i, int n) {
        long v = 0;
        if (bigEndian) {
            for (int k = 0; k < n; k++) v = (v << 8) | (at(i + k) & 0xff);
        } else {
            for (int k = n - 1; k >= 0; k--) v = (v << 8) | (at(i + k) & 0xff);
        }
        return v;
    }

    private void store(int i, int n, long v) {
        writable();
        if (bigEndian) {
            for (int k = n - 1; k >= 0; k--, v >>>= 8) set(i + k, (byte) v);
        } else {
            for (int k = 0; k < n; k++, v >>>= 8) set(i + k, (byte) v);
        }
    }

    public char getChar() { return (char) load(nextGetIndex(2), 2); }
    public char getChar(int i) { return (char) load(checkIndex(i, 2), 2); }
    public short getShort() { return (short) load(nextGetIndex(2), 2); }
    public short getShort(int i) { return (short) load(checkIndex(i, 2), 2); }
    public int getInt() { return (int) load(nextGetIndex(4), 4); }
    public int getInt(int i) { return (int) load(checkIndex(i, 4), 4); }
    public long getLong() { return load(nextGetIndex(8), 8); }
    public long getLong(int i) { return load(checkIndex(i, 8), 8); }
    public float getFloat() { return Float.intBitsToFloat(getInt()); }
    public float getFloat(int i) { return Float.intBitsToFloat(getInt(i)); }
    public double getDouble() { return Double.longBitsToDouble(getLong()); }
    public double getDouble(int i) { return Double.longBitsToDouble(getLong(i)); }

    private ByteBuffer putAt(int n, long v) {
        writable();
        store(nextPutIndex(n), n, v);
        return this;
    }

    private ByteBuffer putAbs(int i, int n, long v) {
        writable();
        store(checkIndex(i, n), n, v);
        return this;
    }

    public ByteBuffer putChar(char v) { return putAt(2, v); }
    public ByteBuffer putChar(int i, char v) { return putAbs(i, 2, v); }
    public ByteBuffer putShort(short v) { return putAt(2, v); }
    public ByteBuffer putShort(int i, short v) { return putAbs(i, 2, v); }
    public ByteBuffer putInt(int v) { return putAt(4, v); }
    public ByteBuffer putInt(int i, int v) { return putAbs(i, 4, v); }
    public ByteBuffer putLong(long v) { return putAt(8, v); }
    public ByteBuffer putLong(int i, long v) { return putAbs(i, 8, v); }
    public ByteBuffer putFloat(float v) { return putAt(4, Float.floatToRawIntBits(v)); }
    public ByteBuffer putFloat(int i, float v) { return putAbs(i, 4, Float.floatToRawIntBits(v)); }
    public ByteBuffer putDouble(double v) { return putAt(8, Double.doubleToRawLongBits(v)); }
    public ByteBuffer putDouble(int i, double v) { return putAbs(i, 8, Double.doubleToRawLongBits(v)); }

    // ---- Buffer's chainable methods, typed ----

    public ByteBuffer position(int p) { super.position(p); return this; }
    public ByteBuffer limit(int l) { super.limit(l); return this; }
    public ByteBuffer mark() { super.mark(); return this; }
    public ByteBuffer reset() { super.reset(); return this; }
    public ByteBuffer clear() { super.clear(); return this; }
    public ByteBuffer flip() { super.flip(); return this; }
    public ByteBuffer rewind() { super.rewind(); return this; }

    // ---- comparison ----

    public int hashCode() {
        int h = 1;
        for (int i = limit() - 1; i >= position(); i--) h = 31 * h + get(i);
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) return true;
        if (!(ob instanceof ByteBuffer)) return false;
        ByteBuffer that = (ByteBuffer) ob;
        int n = remaining();
        if (n != that.remaining()) return false;
        for (int i = 0; i < n; i++) {
            if (get(position() + i) != that.get(that.position() + i)) return false;
        }
        return true;
    }

    public int compareTo(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            int c = Byte.compare(get(position() + i), that.get(that.position() + i));
            if (c != 0) return c;
        }
        return remaining() - that.remaining();
    }

    public int mismatch(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            if (get(position() + i) != that.get(that.position() + i)) return i;
        }
        return remaining() == that.remaining() ? -1 : n;
    }

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }
}
