/*
 * java.util.HexFormat (JDK 17): bytes to hexadecimal text and back, with an
 * optional delimiter between values and a prefix and suffix around each,
 * lower or upper case digits; and single values to and from hex digits.
 * Written from the JDK 17 documentation; the messages and the order of the
 * checks are the JDK's, observed on it.
 *
 * Parsing accepts either case.  Without delimiter, prefix and suffix the
 * text must be an even number of hex digits; otherwise its length must fit
 * n values exactly (prefix + 2 digits + suffix each, delimiters between),
 * then the literals and digits are checked left to right, so the first
 * wrong character decides the error.  A literal's mismatch reports the
 * text found where it was expected, newlines shown as \n, as the JDK does.
 * Instances are immutable; every with* returns a new one.
 */
package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

public final class HexFormat {
    private static final char[] LOWER = "0123456789abcdef".toCharArray();
    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final byte[] EMPTY = new byte[0];
    private static final HexFormat HEX_FORMAT = new HexFormat("", "", "", LOWER);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final char[] digits;

    private HexFormat(String delimiter, String prefix, String suffix, char[] digits) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.digits = digits;
    }

    public static HexFormat of() {
        return HEX_FORMAT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", LOWER);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(delimiter, prefix, suffix, UPPER);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, LOWER);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return digits == UPPER;
    }

    /* ---- bytes to text ---- */

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        appendValues(sb, bytes, fromIndex, toIndex);
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        if (out instanceof StringBuilder) {
            appendValues((StringBuilder) out, bytes, fromIndex, toIndex);
            return out;
        }
        /* Built first so that the Appendable sees one append, and an
         * IOException arrives the way the JDK reports it. */
        StringBuilder sb = new StringBuilder();
        appendValues(sb, bytes, fromIndex, toIndex);
        try {
            out.append(sb);
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
        return out;
    }

    private void appendValues(StringBuilder sb, byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (i > from) sb.append(delimiter);
            sb.append(prefix).append(toHighHexDigit(bytes[i])).append(toLowHexDigit(bytes[i])).append(suffix);
        }
    }

    /* ---- text to bytes ---- */

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return parse(string, fromIndex, toIndex);
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parse(new String(chars), fromIndex, toIndex);
    }

    private byte[] parse(CharSequence s, int from, int to) {
        int length = to - from;
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            if ((length & 1) != 0) throw new IllegalArgumentException("string length not even: " + length);
            byte[] bytes = new byte[length / 2];
            for (int k = 0; k < bytes.length; k++) bytes[k] = pair(s, from + 2 * k);
            return bytes;
        }
        if (length == 0) return EMPTY;
        int valueChars = prefix.length() + 2 + suffix.length();
        int stride = valueChars + delimiter.length();
        if (length < valueChars || (length - valueChars) % stride != 0)
            throw new IllegalArgumentException("extra or missing delimiters "
                    + "or values consisting of prefix, two hexadecimal digits, and suffix");
        String between = suffix + delimiter + prefix;
        byte[] bytes = new byte[(length - valueChars) / stride + 1];
        int i = from;
        expect(s, i, prefix);
        i += prefix.length();
        for (int k = 0; k < bytes.length; k++) {
            bytes[k] = pair(s, i);
            i += 2;
            if (k < bytes.length - 1) {
                expect(s, i, between);
                i += between.length();
            } else {
                expect(s, i, suffix);
            }
        }
        return bytes;
    }

    private static byte pair(CharSequence s, int i) {
        int hi = fromHexDigit(s.charAt(i));
        int lo = fromHexDigit(s.charAt(i + 1));
        return (byte) ((hi << 4) | lo);
    }

    private static void expect(CharSequence s, int at, String literal) {
        for (int i = 0; i < literal.length(); i++) {
            char c = s.charAt(at + i);
            if (c != literal.charAt(i)) {
                throw new IllegalArgumentException("found: \"" + escapeNL(s.subSequence(at, at + literal.length()).toString())
                        + "\", expected: \"" + escapeNL(literal) + "\", index: " + at + " ch: " + (int) c);
            }
        }
    }

    private static String escapeNL(String s) {
        return s.replace("\n", "\\n");
    }

    /* ---- single values ---- */

    public char toLowHexDigit(int value) {
        return digits[value & 0xf];
    }

    public char toHighHexDigit(int value) {
        return digits[(value >> 4) & 0xf];
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
        return out;
    }

    public String toHexDigits(byte value) {
        return digitsOf(value, 2);
    }

    public String toHexDigits(char value) {
        return digitsOf(value, 4);
    }

    public String toHexDigits(short value) {
        return digitsOf(value, 4);
    }

    public String toHexDigits(int value) {
        return digitsOf(value, 8);
    }

    public String toHexDigits(long value) {
        return digitsOf(value, 16);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) throw new IllegalArgumentException("number of digits: " + digits);
        return digitsOf(value, digits);
    }

    /* The low n nibbles of v, most significant first. */
    private String digitsOf(long v, int n) {
        char[] c = new char[n];
        for (int i = n - 1; i >= 0; i--) {
            c[i] = digits[(int) (v & 0xf)];
            v >>>= 4;
        }
        return new String(c);
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') return ch - '0';
        if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
        if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    public static int fromHexDigits(CharSequence string) {
        return (int) digitsValue(string, 0, string.length(), 8);
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return (int) digitsValue(string, fromIndex, toIndex, 8);
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        return digitsValue(string, 0, string.length(), 16);
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return digitsValue(string, fromIndex, toIndex, 16);
    }

    private static long digitsValue(CharSequence s, int from, int to, int max) {
        if (to - from > max) throw new IllegalArgumentException("string length greater than " + max + ": " + (to - from));
        long v = 0;
        for (int i = from; i < to; i++) v = (v << 4) | fromHexDigit(s.charAt(i));
        return v;
    }

    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        HexFormat other = (HexFormat) o;
        return digits == other.digits && delimiter.equals(other.delimiter) && prefix.equals(other.prefix)
                && suffix.equals(other.suffix);
    }

    public int hashCode() {
        return 31 * Objects.hash(delimiter, prefix, suffix) + Boolean.hashCode(isUpperCase());
    }

    public String toString() {
        return "uppercase: " + isUpperCase() + ", delimiter: \"" + escapeNL(delimiter) + "\", prefix: \""
                + escapeNL(prefix) + "\", suffix: \"" + escapeNL(suffix) + "\"";
    }
}
