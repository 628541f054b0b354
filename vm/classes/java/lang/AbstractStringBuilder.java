/*
 * The shared body of StringBuilder and StringBuffer: a growable char[] and
 * `count`.  Growth follows the JDK (new capacity = 2 * old + 2, or what is
 * needed if more), so capacity() reports the same numbers.  Bounds messages
 * are the JDK 17 ones.  The subclasses re-declare every method that returns
 * the builder, with their own return type, as the JDK does.
 */
package java.lang;

abstract class AbstractStringBuilder implements Appendable, CharSequence {
    char[] value;
    int count;

    private static final char[] EMPTY = new char[0];

    AbstractStringBuilder() {
        value = EMPTY;
    }

    AbstractStringBuilder(int capacity) {
        if (capacity < 0) {
            throw new NegativeArraySizeException(Integer.toString(capacity));
        }
        value = new char[capacity];
    }

    AbstractStringBuilder(String str) {
        int length = str.length();
        int capacity = (length < Integer.MAX_VALUE - 16) ? length + 16 : Integer.MAX_VALUE;
        value = new char[capacity];
        append(str);
    }

    AbstractStringBuilder(CharSequence seq) {
        int length = seq.length();
        if (length < 0) {
            throw new NegativeArraySizeException(Integer.toString(length));
        }
        int capacity = (length < Integer.MAX_VALUE - 16) ? length + 16 : Integer.MAX_VALUE;
        value = new char[capacity];
        append(seq);
    }

    final char[] getValue() {
        return value;
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    private void ensureCapacityInternal(int minimumCapacity) {
        int oldCapacity = value.length;
        if (minimumCapacity - oldCapacity > 0) {
            int newCapacity = (oldCapacity << 1) + 2;
            if (newCapacity - minimumCapacity < 0) {
                newCapacity = minimumCapacity;
            }
            if (newCapacity < 0) {
                if (minimumCapacity < 0) {
                    throw new OutOfMemoryError("Required length exceeds implementation limit");
                }
                newCapacity = Integer.MAX_VALUE - 8 >= minimumCapacity ? Integer.MAX_VALUE - 8
                                                                       : minimumCapacity;
            }
            char[] v = new char[newCapacity];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] v = new char[count];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    public char charAt(int index) {
        String.checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        String.checkIndex(index, count);
        return Character.codePointAtImpl(value, index, count);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= count) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("index ").append(index)
                .append(", length ").append(count).toString());
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        String.checkBoundsOffCount(dstBegin, n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        String.checkIndex(index, count);
        value[index] = ch;
    }

    static void checkRange(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new IndexOutOfBoundsException(new StringBuilder("start ").append(start)
                .append(", end ").append(end).append(", length ").append(len).toString());
        }
    }

    static void checkRangeSIOOBE(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("start ").append(start)
                .append(", end ").append(end).append(", length ").append(len).toString());
        }
    }

    AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        int len = str.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(str.value(), 0, value, count, len);
        count += len;
        return this;
    }

    AbstractStringBuilder append(StringBuffer sb) {
        return append((AbstractStringBuilder) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(asb.value, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return this.append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return this.append((AbstractStringBuilder) s);
        }
        return this.append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        ensureCapacityInternal(count + 4);
        char[] v = value;
        int c = count;
        v[c++] = 'n';
        v[c++] = 'u';
        v[c++] = 'l';
        v[c++] = 'l';
        count = c;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        if (s instanceof String) {
            System.arraycopy(((String) s).value(), start, value, count, len);
            count += len;
        } else {
            for (int i = start; i < end; i++) {
                value[count++] = s.charAt(i);
            }
        }
        return this;
    }

    AbstractStringBuilder append(char[] str) {
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(str, 0, value, count, len);
        count += len;
        return this;
    }

    AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        int n = count;
        if (n == value.length) {
            ensureCapacityInternal(n + 1);
        }
        value[n] = c;
        count = n + 1;
        return this;
    }

    AbstractStringBuilder append(int i) {
        int size = Integer.stringSize(i);
        ensureCapacityInternal(count + size);
        Integer.getChars(i, count + size, value);
        count += size;
        return this;
    }

    AbstractStringBuilder append(long l) {
        int size = Long.stringSize(l);
        ensureCapacityInternal(count + size);
        Long.getChars(l, count + size, value);
        count += size;
        return this;
    }

    AbstractStringBuilder append(float f) {
        return append(FloatingDecimal.toJavaFormatString(f));
    }

    AbstractStringBuilder append(double d) {
        return append(FloatingDecimal.toJavaFormatString(d));
    }

    AbstractStringBuilder delete(int start, int end) {
        int count = this.count;
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, start + len, value, start, count - end);
            this.count = count - len;
        }
        return this;
    }

    AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (!Character.isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException(new StringBuilder("Not a valid Unicode code point: 0x")
                .append(Integer.toHexString(codePoint).toUpperCase()).toString());
        }
        ensureCapacityInternal(count + 2);
        value[count++] = Character.highSurrogate(codePoint);
        value[count++] = Character.lowSurrogate(codePoint);
        return this;
    }

    AbstractStringBuilder deleteCharAt(int index) {
        String.checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    AbstractStringBuilder replace(int start, int end, String str) {
        int count = this.count;
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = str.length();
        int newCount = count + len - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + len, count - end);
        System.arraycopy(str.value(), 0, value, start, len);
        this.count = newCount;
        return this;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(value, start, end - start);
    }

    AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        String.checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(value, index, value, index + len, count - index);
        System.arraycopy(str, offset, value, index, len);
        count += len;
        return this;
    }

    AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    AbstractStringBuilder insert(int offset, String str) {
        String.checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        int len = str.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        System.arraycopy(str.value(), 0, value, offset, len);
        count += len;
        return this;
    }

    AbstractStringBuilder insert(int offset, char[] str) {
        String.checkOffset(offset, count);
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        System.arraycopy(str, 0, value, offset, len);
        count += len;
        return this;
    }

    AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        return this.insert(dstOffset, s, 0, s.length());
    }

    AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        String.checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        System.arraycopy(value, dstOffset, value, dstOffset + len, count - dstOffset);
        for (int i = start; i < end; i++) {
            value[dstOffset++] = s.charAt(i);
        }
        count += len;
        return this;
    }

    AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    AbstractStringBuilder insert(int offset, char c) {
        String.checkOffset(offset, count);
        ensureCapacityInternal(count + 1);
        System.arraycopy(value, offset, value, offset + 1, count - offset);
        value[offset] = c;
        count += 1;
        return this;
    }

    AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.value(), str.length(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.value(), str.length(), fromIndex);
    }

    AbstractStringBuilder reverse() {
        char[] v = value;
        int n = count - 1;
        boolean hasSurrogates = false;
        for (int j = (n - 1) >> 1; j >= 0; j--) {
            int k = n - j;
            char cj = v[j];
            char ck = v[k];
            v[j] = ck;
            v[k] = cj;
            if (Character.isSurrogate(cj) || Character.isSurrogate(ck)) {
                hasSurrogates = true;
            }
        }
        if (hasSurrogates) {
            // pairs were reversed too: swap each (low, high) back into (high, low)
            for (int i = 0; i < count - 1; i++) {
                char c2 = v[i];
                if (Character.isLowSurrogate(c2)) {
                    char c1 = v[i + 1];
                    if (Character.isHighSurrogate(c1)) {
                        v[i++] = c1;
                        v[i] = c2;
                    }
                }
            }
        }
        return this;
    }

    public abstract String toString();

    public int compareTo(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        char[] a = value;
        char[] b = another.value;
        int lim = Math.min(count, another.count);
        for (int k = 0; k < lim; k++) {
            if (a[k] != b[k]) {
                return a[k] - b[k];
            }
        }
        return count - another.count;
    }

    /* Eager snapshots of the current contents (no lambdas: builders are on the startup path). */
    public java.util.stream.IntStream chars() {
        int[] a = new int[count];
        for (int i = 0; i < count; i++) {
            a[i] = value[i];
        }
        return java.util.stream.IntStream.of(a);
    }

    public java.util.stream.IntStream codePoints() {
        return new String(value, 0, count).codePoints();
    }
}
