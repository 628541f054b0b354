/*
 * java.nio.CharBuffer: chars over a char[] (allocate, wrap) or, read-only,
 * over a CharSequence (wrap(CharSequence)).  As a CharSequence it is the
 * chars between position and limit.  Always heap, native order.
 */
package java.nio;

import java.io.IOException;
import java.util.stream.IntStream;

public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, Appendable, CharSequence, Readable {
    final char[] hb;          /* null when over a CharSequence */
    final CharSequence str;   /* the sequence of a wrap(CharSequence) buffer */
    final int offset;
    final boolean readOnly;

    CharBuffer(int mark, int pos, int lim, int cap, char[] hb, CharSequence str, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.str = str;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    private static final class Heap extends CharBuffer {
        Heap(int mark, int pos, int lim, int cap, char[] hb, CharSequence str, int offset, boolean readOnly) {
            super(mark, pos, lim, cap, hb, str, offset, readOnly);
        }
    }

    private char at(int i) {
        return hb != null ? hb[offset + i] : str.charAt(offset + i);
    }

    private void set(int i, char c) {
        if (readOnly) throw new ReadOnlyBufferException();
        hb[offset + i] = c;
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        return new Heap(-1, 0, capacity, capacity, new char[capacity], null, 0, false);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        if ((offset | length | (offset + length) | (array.length - (offset + length))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        return new Heap(-1, offset, offset + length, array.length, array, null, 0, false);
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        int n = csq.length();
        if (start < 0 || end > n || start > end) throw new IndexOutOfBoundsException();
        return new Heap(-1, start, end, n, null, csq, 0, true);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    private CharBuffer derive(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new Heap(mark, pos, lim, cap, hb, str, offset + off, ro);
    }

    public CharBuffer slice() {
        int pos = position(), rem = remaining();
        return derive(-1, 0, rem, rem, pos, readOnly);
    }

    public CharBuffer slice(int index, int length) {
        if (index < 0 || length < 0 || index > limit() - length) {
            throw new IndexOutOfBoundsException("Range [" + index + ", " + index + " + " + length + ") out of bounds for length " + limit());
        }
        return derive(-1, 0, length, length, index, readOnly);
    }

    public CharBuffer duplicate() {
        return derive(markValue(), position(), limit(), capacity(), 0, readOnly);
    }

    public CharBuffer asReadOnlyBuffer() {
        return derive(markValue(), position(), limit(), capacity(), 0, true);
    }

    public final boolean isReadOnly() {
        return readOnly;
    }

    public boolean isDirect() {
        return false;
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final char[] array() {
        if (hb == null) throw new UnsupportedOperationException();
        if (readOnly) throw new ReadOnlyBufferException();
        return hb;
    }

    public final int arrayOffset() {
        if (hb == null) throw new UnsupportedOperationException();
        if (readOnly) throw new ReadOnlyBufferException();
        return offset;
    }

    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }

    // ---- chars ----

    public char get() {
        return at(nextGetIndex(1));
    }

    public char get(int index) {
        return at(checkIndex(index, 1));
    }

    public CharBuffer get(char[] dst, int off, int length) {
        checkRange(off, length, dst.length);
        if (length > remaining()) throw new BufferUnderflowException();
        int p = position();
        for (int i = 0; i < length; i++) dst[off + i] = at(p + i);
        position(p + length);
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer get(int index, char[] dst, int off, int length) {
        checkRange(index, length, limit());
        checkRange(off, length, dst.length);
        for (int i = 0; i < length; i++) dst[off + i] = at(index + i);
        return this;
    }

    public CharBuffer get(int index, char[] dst) {
        return get(index, dst, 0, dst.length);
    }

    private static void checkRange(int off, int len, int size) {
        if ((off | len | (off + len) | (size - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
    }

    public CharBuffer put(char c) {
        if (readOnly) throw new ReadOnlyBufferException();
        set(nextPutIndex(1), c);
        return this;
    }

    public CharBuffer put(int index, char c) {
        if (readOnly) throw new ReadOnlyBufferException();
        set(checkIndex(index, 1), c);
        return this;
    }

    public CharBuffer put(char[] src, int off, int length) {
        if (readOnly) throw new ReadOnlyBufferException();
        checkRange(off, length, src.length);
        if (length > remaining()) throw new BufferOverflowException();
        int p = position();
        for (int i = 0; i < length; i++) set(p + i, src[off + i]);
        position(p + length);
        return this;
    }

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(String src, int start, int end) {
        if (readOnly) throw new ReadOnlyBufferException();
        checkRange(start, end - start, src.length());
        int n = end - start;
        if (n > remaining()) throw new BufferOverflowException();
        int p = position();
        for (int i = 0; i < n; i++) set(p + i, src.charAt(start + i));
        position(p + n);
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public CharBuffer put(CharBuffer src) {
        if (src == this) throw new IllegalArgumentException("The source buffer is this buffer");
        if (readOnly) throw new ReadOnlyBufferException();
        int n = src.remaining();
        if (n > remaining()) throw new BufferOverflowException();
        int p = position(), sp = src.position();
        for (int i = 0; i < n; i++) set(p + i, src.at(sp + i));
        position(p + n);
        src.position(sp + n);
        return this;
    }

    public CharBuffer put(int index, char[] src, int off, int length) {
        if (readOnly) throw new ReadOnlyBufferException();
        checkRange(index, length, limit());
        checkRange(off, length, src.length);
        for (int i = 0; i < length; i++) set(index + i, src[off + i]);
        return this;
    }

    public CharBuffer put(int index, char[] src) {
        return put(index, src, 0, src.length);
    }

    public CharBuffer compact() {
        if (readOnly) throw new ReadOnlyBufferException();
        int p = position(), n = remaining();
        for (int i = 0; i < n; i++) set(i, at(p + i));
        position(n);
        limit(capacity());
        discardMark();
        return this;
    }

    public CharBuffer position(int p) { super.position(p); return this; }
    public CharBuffer limit(int l) { super.limit(l); return this; }
    public CharBuffer mark() { super.mark(); return this; }
    public CharBuffer reset() { super.reset(); return this; }
    public CharBuffer clear() { super.clear(); return this; }
    public CharBuffer flip() { super.flip(); return this; }
    public CharBuffer rewind() { super.rewind(); return this; }

    // ---- CharSequence, Appendable, Readable ----

    public final int length() {
        return remaining();
    }

    public final boolean isEmpty() {
        return remaining() == 0;
    }

    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) throw new IndexOutOfBoundsException();
        return at(position() + index);
    }

    public CharBuffer subSequence(int start, int end) {
        int n = remaining();
        if (start < 0 || end > n || start > end) throw new IndexOutOfBoundsException();
        int p = position();
        return derive(-1, p + start, p + end, capacity(), 0, readOnly);
    }

    public String toString() {
        int p = position(), n = remaining();
        char[] v = new char[n];
        for (int i = 0; i < n; i++) v[i] = at(p + i);
        return new String(v);
    }

    public CharBuffer append(CharSequence csq) {
        return put(String.valueOf(csq));
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = csq == null ? "null" : csq;
        return put(cs.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    public int read(CharBuffer target) throws IOException {
        int n = remaining();
        if (n == 0) return -1;
        int m = Math.min(n, target.remaining());
        if (target == this) throw new IllegalArgumentException("The source buffer is this buffer");
        for (int i = 0; i < m; i++) target.put(get());
        return m;
    }

    public IntStream chars() {
        return toString().chars();
    }

    // ---- comparison ----

    public int hashCode() {
        int h = 1;
        for (int i = limit() - 1; i >= position(); i--) h = 31 * h + at(i);
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) return true;
        if (!(ob instanceof CharBuffer)) return false;
        CharBuffer that = (CharBuffer) ob;
        return mismatch(that) < 0;
    }

    public int compareTo(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            int c = Character.compare(at(position() + i), that.at(that.position() + i));
            if (c != 0) return c;
        }
        return remaining() - that.remaining();
    }

    public int mismatch(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            if (at(position() + i) != that.at(that.position() + i)) return i;
        }
        return remaining() == that.remaining() ? -1 : n;
    }
}
