/*
 * java.util.UUID: an immutable 128-bit value as two longs, with the JDK
 * 17's layout, text form, parsing rules and messages (written from the
 * JDK's documentation and RFC 4122, behaviour checked against the JDK).
 *
 * fromString takes the canonical 36-character form directly; anything
 * else goes through the JDK's lenient path -- five dash-separated hex
 * fields of any length (excess high digits dropped by masking), at most 36
 * characters -- whose errors come from parsing a field as a long and read
 * as Long.parseLong(CharSequence, begin, end, 16)'s do.
 * randomUUID draws 16 bytes from a SecureRandom made on first use
 * (NativePRNG, the platform's generator).
 */
package java.util;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    private static final class Holder {
        static final SecureRandom numberGenerator = new SecureRandom();
    }

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    /* Big-endian halves of 16 bytes. */
    private static UUID fromBytes(byte[] data) {
        long msb = 0, lsb = 0;
        for (int i = 0; i < 8; i++) msb = (msb << 8) | (data[i] & 0xff);
        for (int i = 8; i < 16; i++) lsb = (lsb << 8) | (data[i] & 0xff);
        return new UUID(msb, lsb);
    }

    public static UUID randomUUID() {
        byte[] randomBytes = new byte[16];
        Holder.numberGenerator.nextBytes(randomBytes);
        randomBytes[6] = (byte) ((randomBytes[6] & 0x0f) | 0x40); /* version 4 */
        randomBytes[8] = (byte) ((randomBytes[8] & 0x3f) | 0x80); /* IETF variant */
        return fromBytes(randomBytes);
    }

    public static UUID nameUUIDFromBytes(byte[] name) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException nsae) {
            throw new InternalError("MD5 not supported", nsae);
        }
        byte[] md5Bytes = md.digest(name);
        md5Bytes[6] = (byte) ((md5Bytes[6] & 0x0f) | 0x30); /* version 3 */
        md5Bytes[8] = (byte) ((md5Bytes[8] & 0x3f) | 0x80); /* IETF variant */
        return fromBytes(md5Bytes);
    }

    public static UUID fromString(String name) {
        if (name.length() == 36 && isCanonical(name)) return new UUID(digitsOf(name, 0, 18), digitsOf(name, 19, 36));
        return fromLenient(name);
    }

    /* 8-4-4-4-12 ASCII hex digits (the JDK's fast path; other digits
     * Character.digit knows still parse, through the lenient path). */
    private static boolean isCanonical(String s) {
        for (int i = 0; i < 36; i++) {
            boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
            if (dash ? s.charAt(i) != '-' : asciiHex(s.charAt(i)) < 0) return false;
        }
        return true;
    }

    /* The hex digits of s[from, to), skipping dashes, as one long. */
    private static long digitsOf(String s, int from, int to) {
        long v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c != '-') v = (v << 4) | asciiHex(c);
        }
        return v;
    }

    private static int asciiHex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    private static UUID fromLenient(String name) {
        int len = name.length();
        if (len > 36) throw new IllegalArgumentException("UUID string too large");
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        if (dash4 < 0 || dash5 >= 0) throw new IllegalArgumentException("Invalid UUID string: " + name);
        long msb = parseField(name, 0, dash1) & 0xffffffffL;
        msb = (msb << 16) | (parseField(name, dash1 + 1, dash2) & 0xffffL);
        msb = (msb << 16) | (parseField(name, dash2 + 1, dash3) & 0xffffL);
        long lsb = parseField(name, dash3 + 1, dash4) & 0xffffL;
        lsb = (lsb << 48) | (parseField(name, dash4 + 1, len) & 0xffffffffffffL);
        return new UUID(msb, lsb);
    }

    /* s[begin, end) as a signed hexadecimal long, with the errors of the
     * JDK's Long.parseLong(CharSequence, begin, end, 16): an empty field
     * is NumberFormatException(""), a bad sign, digit or an overflow
     * "Error at index I in: \"FIELD\"" with I relative to the field.  The
     * value accumulates negatively so that Long.MIN_VALUE fits. */
    private static long parseField(String s, int begin, int end) {
        if (begin >= end) throw new NumberFormatException("");
        int i = begin;
        boolean negative = false;
        long limit = -Long.MAX_VALUE;
        char first = s.charAt(i);
        if (first < '0') {
            if (first == '-') {
                negative = true;
                limit = Long.MIN_VALUE;
            } else if (first != '+') {
                throw fieldError(s, begin, end, i);
            }
            i++;
            if (i == end) throw fieldError(s, begin, end, i);
        }
        long multmin = limit / 16;
        long result = 0;
        for (; i < end; i++) {
            int digit = Character.digit(s.charAt(i), 16);
            if (digit < 0 || result < multmin) throw fieldError(s, begin, end, i);
            result *= 16;
            if (result < limit + digit) throw fieldError(s, begin, end, i);
            result -= digit;
        }
        return negative ? result : -result;
    }

    private static NumberFormatException fieldError(String s, int begin, int end, int at) {
        return new NumberFormatException("Error at index " + (at - begin) + " in: \"" + s.substring(begin, end) + "\"");
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    /* The variant field's meaningful top bits: 0 (NCS, 0xx), 2 (IETF, 10x),
     * 6 (Microsoft, 110), 7 (reserved, 111). */
    public int variant() {
        int top3 = (int) (leastSigBits >>> 61);
        if ((top3 & 4) == 0) return 0;
        if ((top3 & 2) == 0) return 2;
        return top3;
    }

    private void requireTimeBased() {
        if (version() != 1) throw new UnsupportedOperationException("Not a time-based UUID");
    }

    public long timestamp() {
        requireTimeBased();
        return (mostSigBits & 0x0fffL) << 48 | ((mostSigBits >> 16) & 0x0ffffL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        requireTimeBased();
        return (int) ((leastSigBits & 0x3fff000000000000L) >>> 48);
    }

    public long node() {
        requireTimeBased();
        return leastSigBits & 0x0000ffffffffffffL;
    }

    public String toString() {
        char[] c = new char[36];
        hex(c, 0, mostSigBits >>> 32, 8);
        c[8] = '-';
        hex(c, 9, mostSigBits >>> 16, 4);
        c[13] = '-';
        hex(c, 14, mostSigBits, 4);
        c[18] = '-';
        hex(c, 19, leastSigBits >>> 48, 4);
        c[23] = '-';
        hex(c, 24, leastSigBits, 12);
        return new String(c);
    }

    /* The low 4*n bits of v as n lowercase hex digits at c[at...]. */
    private static void hex(char[] c, int at, long v, int n) {
        for (int i = n - 1; i >= 0; i--) {
            c[at + i] = Character.forDigit((int) (v & 0xf), 16);
            v >>>= 4;
        }
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof UUID)) return false;
        UUID id = (UUID) obj;
        return mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits;
    }

    public int compareTo(UUID val) {
        int c = Long.compare(this.mostSigBits, val.mostSigBits);
        return c != 0 ? c : Long.compare(this.leastSigBits, val.leastSigBits);
    }
}
