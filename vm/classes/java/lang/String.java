/*
 * java.lang.String.  VM contract: exactly two instance fields, `value`
 * (UTF-16 chars, never shared with a mutable owner, no compact strings) and
 * `hash` (0 = not computed yet; the JDK's s[0]*31^(n-1) + ... formula).
 * intern() is a VM native.  The package-private String(char[], boolean)
 * constructor adopts the array without copying; callers must not keep it.
 * Byte <-> char conversion lives in StringCoding (UTF-8, ISO-8859-1,
 * US-ASCII, UTF-16*); the default charset is UTF-8.
 * split() and replaceAll() handle the JDK's fastpath (one literal char, or a
 * backslash-escaped non-alphanumeric char) and literal strings without regex
 * metacharacters without compiling a Pattern (the results are the same as
 * Pattern.split's); everything else goes to java.util.regex.  format and
 * formatted use java.util.Formatter.  No lambdas here: String is on the
 * VM's startup path.
 */
package java.lang;

import java.io.Serializable;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.Comparator;
import java.util.Formatter;
import java.util.Iterator;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public final class String implements Serializable, Comparable<String>, CharSequence {
    private final char[] value;
    private int hash;

    private static final char[] EMPTY = new char[0];

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copy(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copy(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int c = codePoints[i];
            if (c >= 0 && c < 0x10000) {
                n++;
            } else if (c >= 0x10000 && c <= 0x10FFFF) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(c));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int c = codePoints[i];
            if (c < 0x10000) {
                v[j++] = (char) c;
            } else {
                v[j++] = Character.highSurrogate(c);
                v[j++] = Character.lowSurrogate(c);
            }
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int hi = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hi | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(StringCoding.kindOf(charsetName), bytes, offset, length);
    }

    public String(byte[] bytes, int offset, int length, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(StringCoding.kindOf(charset), bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = StringCoding.decode(StringCoding.UTF_8, bytes, offset, length);
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        this(buffer.toString());
    }

    public String(StringBuilder builder) {
        this.value = copy(builder.getValue(), 0, builder.length());
    }

    /* Adopts `value` without copying. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copy(char[] src, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    /* For the library: the backing array (read only!). */
    char[] value() {
        return value;
    }

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("offset ").append(offset)
                .append(", count ").append(count).append(", length ").append(length).toString());
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("begin ").append(begin)
                .append(", end ").append(end).append(", length ").append(length).toString());
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("index ").append(index)
                .append(", length ").append(length).toString());
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("offset ").append(offset)
                .append(", length ").append(length).toString());
        }
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAtImpl(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(new StringBuilder("index ").append(index)
                .append(", length ").append(value.length).toString());
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    @Deprecated(since = "1.1")
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return StringCoding.encode(StringCoding.kindOf(charsetName), value, 0, value.length);
    }

    public byte[] getBytes(Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return StringCoding.encode(StringCoding.kindOf(charset), value, 0, value.length);
    }

    public byte[] getBytes() {
        return StringCoding.encode(StringCoding.UTF_8, value, 0, value.length);
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] a = value;
            char[] b = ((String) anObject).value;
            int n = a.length;
            if (n != b.length) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (a[i] != b[i]) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        int n = value.length;
        if (cs.length() != n) {
            return false;
        }
        if (cs instanceof String) {
            return equals(cs);
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return (this == anotherString) ? true
            : (anotherString != null) && (anotherString.value.length == value.length)
              && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int lim = Math.min(a.length, b.length);
        for (int k = 0; k < lim; k++) {
            char c1 = a[k];
            char c2 = b[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return a.length - b.length;
    }

    private static final class CaseInsensitiveComparator implements Comparator<String>, Serializable {
        public int compare(String s1, String s2) {
            char[] a = s1.value;
            char[] b = s2.value;
            int n1 = a.length;
            int n2 = b.length;
            int min = Math.min(n1, n2);
            for (int i = 0; i < min; i++) {
                char c1 = a[i];
                char c2 = b[i];
                int cp1 = c1;
                int cp2 = c2;
                // compare surrogate pairs as code points, as the JDK does
                if (Character.isHighSurrogate(c1) && Character.isHighSurrogate(c2) && i + 1 < min
                        && Character.isLowSurrogate(a[i + 1]) && Character.isLowSurrogate(b[i + 1])) {
                    cp1 = Character.toCodePoint(c1, a[i + 1]);
                    cp2 = Character.toCodePoint(c2, b[i + 1]);
                    i++;
                }
                {
                    if (cp1 != cp2) {
                        cp1 = Character.toUpperCase(cp1);
                        cp2 = Character.toUpperCase(cp2);
                        if (cp1 != cp2) {
                            cp1 = Character.toLowerCase(cp1);
                            cp2 = Character.toLowerCase(cp2);
                            if (cp1 != cp2) {
                                return cp1 - cp2;
                            }
                        }
                    }
                }
            }
            return n1 - n2;
        }
    }

    public int compareToIgnoreCase(String str) {
        return CASE_INSENSITIVE_ORDER.compare(this, str);
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        char[] ta = value;
        char[] pa = other.value;
        if ((ooffset < 0) || (toffset < 0) || (toffset > (long) ta.length - len)
                || (ooffset > (long) pa.length - len)) {
            return false;
        }
        int tlast = toffset + len;
        int plast = ooffset + len;
        while (toffset < tlast) {
            char c1 = ta[toffset++];
            char c2 = pa[ooffset++];
            int cp1 = c1;
            int cp2 = c2;
            // a surrogate pair compares as one code point, as on the JDK
            if (Character.isHighSurrogate(c1) && Character.isHighSurrogate(c2) && toffset < tlast
                    && Character.isLowSurrogate(ta[toffset]) && Character.isLowSurrogate(pa[ooffset])) {
                cp1 = Character.toCodePoint(c1, ta[toffset++]);
                cp2 = Character.toCodePoint(c2, pa[ooffset++]);
            }
            if (cp1 == cp2) {
                continue;
            }
            int u1 = Character.toUpperCase(cp1);
            int u2 = Character.toUpperCase(cp2);
            if (u1 == u2) {
                continue;
            }
            if (Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                continue;
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        int pc = pa.length;
        if (toffset < 0 || toffset > ta.length - pc) {
            return false;
        }
        for (int i = 0; i < pc; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int max = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= max) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < max - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = Math.min(fromIndex, v.length - 1);
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int i = Math.min(fromIndex, v.length - 2);
            for (; i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, str.value.length, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, str.value.length, fromIndex);
    }

    static int indexOf(char[] src, int srcCount, char[] tgt, int tgtCount, int fromIndex) {
        if (fromIndex >= srcCount) {
            return (tgtCount == 0 ? srcCount : -1);
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        char first = tgt[0];
        int max = srcCount - tgtCount;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                while (++i <= max && src[i] != first) {
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = j + tgtCount - 1;
                for (int k = 1; j < end && src[j] == tgt[k]; j++, k++) {
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str.value, str.value.length, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, str.value.length, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcCount, char[] tgt, int tgtCount, int fromIndex) {
        int rightIndex = srcCount - tgtCount;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int k = 0;
            while (k < tgtCount && src[i + k] == tgt[k]) {
                k++;
            }
            if (k == tgtCount) {
                return i;
            }
        }
        return -1;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copy(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        if (value.length == 0) {
            return str;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int len = v.length;
            int i = -1;
            while (++i < len) {
                if (v[i] == oldChar) {
                    break;
                }
            }
            if (i < len) {
                char[] buf = new char[len];
                System.arraycopy(v, 0, buf, 0, i);
                while (i < len) {
                    char c = v[i];
                    buf[i] = (c == oldChar) ? newChar : c;
                    i++;
                }
                return new String(buf, true);
            }
        }
        return this;
    }


    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }


    public String replaceAll(String regex, String replacement) {
        String literal = literalRegex(regex);
        if (literal != null && isLiteralReplacement(replacement)) {
            return replace(literal, replacement);
        }
        return Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replaceFirst(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public boolean matches(String regex) {
        return Pattern.matches(regex, this);
    }

    public static String format(String format, Object... args) {
        return new Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new Formatter().format(this, args).toString();
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String trgtStr = target.toString();
        String replStr = replacement.toString();
        char[] v = value;
        char[] t = trgtStr.value;
        char[] r = replStr.value;
        int thisLen = v.length;
        int trgtLen = t.length;
        int replLen = r.length;
        if (trgtLen > 0) {
            int j = indexOf(v, thisLen, t, trgtLen, 0);
            if (j < 0) {
                return this;
            }
            StringBuilder sb = new StringBuilder(thisLen + 16);
            int i = 0;
            do {
                sb.append(v, i, j - i).append(r, 0, replLen);
                i = j + trgtLen;
            } while ((j = indexOf(v, thisLen, t, trgtLen, i)) >= 0);
            return sb.append(v, i, thisLen - i).toString();
        }
        // an empty target: the replacement goes before every char and at the end
        StringBuilder sb = new StringBuilder(thisLen + (thisLen + 1) * replLen);
        sb.append(r, 0, replLen);
        for (int i = 0; i < thisLen; i++) {
            sb.append(v[i]).append(r, 0, replLen);
        }
        return sb.toString();
    }

    private static final String METACHARS = ".$|()[{^?*+\\";

    /* The literal text a regex stands for, or null if it uses regex features. */
    private static String literalRegex(String regex) {
        char[] r = regex.value;
        if (r.length == 2 && r[0] == '\\' && !isAsciiAlnum(r[1])) {
            return String.valueOf(r[1]);
        }
        for (int i = 0; i < r.length; i++) {
            char c = r[i];
            if (METACHARS.indexOf(c) >= 0 || Character.isHighSurrogate(c)) {
                return null;
            }
        }
        return regex;
    }

    private static boolean isLiteralReplacement(String s) {
        return s.indexOf('\\') < 0 && s.indexOf('$') < 0;
    }

    private static boolean isAsciiAlnum(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    public String[] split(String regex, int limit) {
        String lit = literalRegex(regex);
        if (lit == null) {
            return Pattern.compile(regex).split(this, limit);
        }
        return splitLiteral(lit, limit);
    }

    /* Pattern.split semantics for a literal separator. */
    private String[] splitLiteral(String sep, int limit) {
        char[] v = value;
        int n = v.length;
        if (n == 0) {
            return new String[] {this};
        }
        int sepLen = sep.value.length;
        if (sepLen == 0) {
            // "" splits between every char; no leading empty string (Java 8+)
            int count = (limit > 0 && limit < n) ? limit : n;
            String[] parts = new String[count];
            for (int i = 0; i < count - 1; i++) {
                parts[i] = String.valueOf(v[i]);
            }
            parts[count - 1] = substring(count - 1);
            return limit == 0 ? trimTrailingEmpty(parts, parts.length) : parts;
        }
        String[] list = new String[10];
        int size = 0;
        int off = 0;
        boolean limited = limit > 0;
        int next;
        while ((next = indexOf(v, n, sep.value, sepLen, off)) != -1) {
            if (!limited || size < limit - 1) {
                if (size == list.length) {
                    String[] grown = new String[size * 2];
                    System.arraycopy(list, 0, grown, 0, size);
                    list = grown;
                }
                list[size++] = substring(off, next);
                off = next + sepLen;
            } else {
                break;
            }
        }
        if (off == 0) {
            return new String[] {this};
        }
        if (size == list.length) {
            String[] grown = new String[size + 1];
            System.arraycopy(list, 0, grown, 0, size);
            list = grown;
        }
        list[size++] = substring(off, n);
        if (limit == 0) {
            return trimTrailingEmpty(list, size);
        }
        String[] result = new String[size];
        System.arraycopy(list, 0, result, 0, size);
        return result;
    }

    private static String[] trimTrailingEmpty(String[] list, int size) {
        while (size > 0 && list[size - 1].isEmpty()) {
            size--;
        }
        String[] result = new String[size];
        System.arraycopy(list, 0, result, 0, size);
        return result;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        java.util.Objects.requireNonNull(delimiter);
        int n = elements.length; /* a null array is "elements" in the NPE's message, as the JDK's */
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext(); ) {
            CharSequence cs = it.next();
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(cs);
        }
        return sb.toString();
    }

    public String toLowerCase(Locale locale) {
        return toLowerCase();
    }

    /* Locale-independent (ROOT) mapping, with U+0130 -> "i\u0307" and the final sigma rule as the JDK. */
    public String toLowerCase() {
        char[] v = value;
        int n = v.length;
        int first = 0;
        for (; first < n; first++) {
            char c = v[first];
            if (Character.isSurrogate(c) || c == '\u0130' || c == '\u03A3' || Character.toLowerCase(c) != c) {
                break;
            }
        }
        if (first == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 4);
        sb.append(v, 0, first);
        for (int i = first; i < n; ) {
            int cp = Character.codePointAtImpl(v, i, n);
            i += Character.charCount(cp);
            if (cp == 0x130) {
                sb.append('i').append('\u0307');
            } else if (cp == 0x3A3) {
                sb.append(isFinalSigma(v, i - 1) ? '\u03C2' : '\u03C3');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
        }
        return sb.toString();
    }

    /*
     * Unicode's Final_Sigma condition, simplified: a cased letter before the
     * sigma at `at` (skipping case-ignorable marks) and none after it.
     */
    private static boolean isFinalSigma(char[] v, int at) {
        int i = at;
        boolean before = false;
        while (i > 0) {
            int cp = Character.codePointBeforeImpl(v, i, 0);
            i -= Character.charCount(cp);
            if (isCaseIgnorable(cp)) {
                continue;
            }
            before = isCased(cp);
            break;
        }
        if (!before) {
            return false;
        }
        i = at + 1;
        while (i < v.length) {
            int cp = Character.codePointAtImpl(v, i, v.length);
            i += Character.charCount(cp);
            if (isCaseIgnorable(cp)) {
                continue;
            }
            return !isCased(cp);
        }
        return true;
    }

    private static boolean isCased(int cp) {
        int t = Character.getType(cp);
        return t == Character.UPPERCASE_LETTER || t == Character.LOWERCASE_LETTER
            || t == Character.TITLECASE_LETTER || Character.isUpperCase(cp) || Character.isLowerCase(cp);
    }

    private static boolean isCaseIgnorable(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.FORMAT
            || t == Character.MODIFIER_LETTER || t == Character.MODIFIER_SYMBOL
            || cp == '\'' || cp == '.' || cp == ':' || cp == '\u00B7' || cp == '\u2019';
    }

    public String toUpperCase(Locale locale) {
        return toUpperCase();
    }

    /* Locale-independent mapping, including the one-to-many mappings (U+00DF -> "SS"...). */
    public String toUpperCase() {
        char[] v = value;
        int n = v.length;
        int first = 0;
        for (; first < n; first++) {
            char c = v[first];
            if (c >= '\u00DF' || Character.toUpperCase(c) != c) {
                break;
            }
        }
        if (first == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 4);
        sb.append(v, 0, first);
        for (int i = first; i < n; ) {
            int cp = Character.codePointAtImpl(v, i, n);
            i += Character.charCount(cp);
            char[] special = Character.upperCaseSpecial(cp);
            if (special != null) {
                sb.append(special);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
        }
        if (sb.length() == n && sb.indexOf(this) == 0) {
            return this;
        }
        return sb.toString();
    }

    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while ((st < len) && (v[st] <= ' ')) {
            st++;
        }
        while ((st < len) && (v[len - 1] <= ' ')) {
            len--;
        }
        return ((st > 0) || (len < v.length)) ? substring(st, len) : this;
    }

    private int indexOfNonWhitespace() {
        char[] v = value;
        int i = 0;
        while (i < v.length) {
            int cp = Character.codePointAtImpl(v, i, v.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int lastIndexOfNonWhitespace() {
        char[] v = value;
        int i = v.length;
        while (i > 0) {
            int cp = Character.codePointBeforeImpl(v, i, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return i;
    }

    public String strip() {
        int left = indexOfNonWhitespace();
        if (left == value.length) {
            return "";
        }
        int right = lastIndexOfNonWhitespace();
        return substring(left, right);
    }

    public String stripLeading() {
        return substring(indexOfNonWhitespace());
    }

    public String stripTrailing() {
        return substring(0, lastIndexOfNonWhitespace());
    }

    public boolean isBlank() {
        return indexOfNonWhitespace() == value.length;
    }




    public String toString() {
        return this;
    }

    public char[] toCharArray() {
        char[] result = new char[value.length];
        System.arraycopy(value, 0, result, 0, value.length);
        return result;
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();

    /*
     * Text-block indentation removal: the smallest indentation of the
     * non-blank lines (and of the last line, blank or not) goes; trailing
     * white space goes; lines end with \n, and a final terminator stays.
     */
    public String stripIndent() {
        char[] v = value;
        int length = v.length;
        if (length == 0) {
            return "";
        }
        char lastChar = v[length - 1];
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        String[] lines = splitLines();
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            for (String line : lines) {
                int lead = line.indexOfNonWhitespace();
                if (lead != line.length()) {
                    outdent = Math.min(outdent, lead);
                }
            }
            String lastLine = lines[lines.length - 1];
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                sb.append('\n');
            }
            String line = lines[i];
            int first = line.indexOfNonWhitespace();
            int last = line.lastIndexOfNonWhitespace();
            if (first < last) {
                sb.append(line, Math.min(outdent, first), last);
            }
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /* The escapes of string literals: \b \t \n \f \r \s \" \' \\, octal, and \<line end>. */
    public String translateEscapes() {
        char[] v = value;
        StringBuilder sb = new StringBuilder(v.length);
        int i = 0;
        while (i < v.length) {
            char c = v[i++];
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (i >= v.length) {
                throw new IllegalArgumentException("Invalid escape sequence: \\");
            }
            c = v[i++];
            switch (c) {
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 's': sb.append(' '); break;
                case 't': sb.append('\t'); break;
                case '\'': case '\"': case '\\': sb.append(c); break;
                case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                    int limit = c <= '3' ? 2 : 1;
                    int code = c - '0';
                    while (limit-- > 0 && i < v.length && v[i] >= '0' && v[i] <= '7') {
                        code = code * 8 + (v[i++] - '0');
                    }
                    sb.append((char) code);
                    break;
                }
                case '\n':
                    break;
                case '\r':
                    if (i < v.length && v[i] == '\n') {
                        i++;
                    }
                    break;
                default: {
                    String msg = "Invalid escape sequence: \\" + c + " \\\\u" + Integer.toHexString(c | 0x10000).substring(1).toUpperCase();
                    throw new IllegalArgumentException(msg);
                }
            }
        }
        return sb.toString();
    }

    /* Eager streams: String is on the startup path, so no lambdas here. */
    public IntStream chars() {
        char[] v = value;
        int[] a = new int[v.length];
        for (int i = 0; i < v.length; i++) {
            a[i] = v[i];
        }
        return IntStream.of(a);
    }

    public IntStream codePoints() {
        char[] v = value;
        int[] a = new int[v.length];
        int n = 0;
        for (int i = 0; i < v.length; ) {
            int cp = Character.codePointAt(v, i);
            a[n++] = cp;
            i += Character.charCount(cp);
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return IntStream.of(r);
    }

    /* Lines ended by \n, \r or \r\n; no empty line after a final terminator. */
    public Stream<String> lines() {
        return Stream.of(splitLines());
    }

    private String[] splitLines() {
        char[] v = value;
        String[] list = new String[8];
        int size = 0;
        int i = 0;
        while (i < v.length) {
            int end = i;
            while (end < v.length && v[end] != '\n' && v[end] != '\r') {
                end++;
            }
            if (size == list.length) {
                String[] grown = new String[size * 2];
                System.arraycopy(list, 0, grown, 0, size);
                list = grown;
            }
            list[size++] = new String(v, i, end - i);
            if (end < v.length && v[end] == '\r' && end + 1 < v.length && v[end + 1] == '\n') {
                end++;
            }
            i = end + 1;
        }
        String[] r = new String[size];
        System.arraycopy(list, 0, r, 0, size);
        return r;
    }

    /* Each line (\n, \r or \r\n ended) shifted by n, then ended with \n. */
    public String indent(int n) {
        char[] v = value;
        if (v.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(v.length + 16);
        int i = 0;
        while (i < v.length) {
            int end = i;
            while (end < v.length && v[end] != '\n' && v[end] != '\r') {
                end++;
            }
            int start = i;
            if (n > 0) {
                for (int k = 0; k < n; k++) {
                    sb.append(' ');
                }
            } else if (n < 0) {
                int k = 0;
                while (start < end && k < -n && Character.isWhitespace(v[start])) {
                    start++;
                    k++;
                }
            }
            sb.append(v, start, end - start).append('\n');
            if (end < v.length && v[end] == '\r' && end + 1 < v.length && v[end + 1] == '\n') {
                end++;
            }
            i = end + 1;
        }
        return sb.toString();
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError(new StringBuilder("Required length exceeds implementation limit")
                .toString());
        }
        int total = len * count;
        char[] v = new char[total];
        System.arraycopy(value, 0, v, 0, len);
        int copied = len;
        for (; copied < total - copied; copied <<= 1) {
            System.arraycopy(v, 0, v, copied, copied);
        }
        System.arraycopy(v, 0, v, copied, total - copied);
        return new String(v, true);
    }



}
