/*
 * Byte <-> char conversion for String and the streams.  Charsets are kinds
 * (small ints) found by name; malformed input decodes to U+FFFD (one per
 * maximal ill-formed subsequence, except that an encoded surrogate ED A0..BF xx
 * is one U+FFFD, as the JDK's decoder does) and unmappable
 * or unpaired-surrogate chars encode to '?', as String.getBytes does on the
 * JDK.  Every other charset (the UTF-16 and UTF-32 families, the table
 * charsets) is an OTHER kind: OTHER + its index in `others`, coded by the
 * charset's own CharsetDecoder/CharsetEncoder with REPLACE.
 */
package java.lang;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

final class StringCoding {
    static final int UTF_8 = 0;
    static final int ISO_8859_1 = 1;
    static final int US_ASCII = 2;
    static final int UTF_16BE = 3;
    static final int UTF_16LE = 4;
    static final int UTF_16 = 5;

    private StringCoding() {}

    /* The canonical name of a kind, or null if the name is unknown. */
    static int lookup(String name) {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) return UTF_8;
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1")
                || n.equals("LATIN1") || n.equals("ISO_8859_1") || n.equals("ISO_8859-1")
                || n.equals("L1") || n.equals("8859_1") || n.equals("ISO-LATIN-1")
                || n.equals("CP819") || n.equals("IBM819")) return ISO_8859_1;
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US") || n.equals("ASCII7")
                || n.equals("646") || n.equals("ISO646-US") || n.equals("ANSI_X3.4-1968")
                || n.equals("CP367") || n.equals("DEFAULT")) return US_ASCII;
        return -1;
    }

    static String canonicalName(int kind) {
        switch (kind) {
            case UTF_8: return "UTF-8";
            case ISO_8859_1: return "ISO-8859-1";
            case US_ASCII: return "US-ASCII";
            case UTF_16BE: return "UTF-16BE";
            case UTF_16LE: return "UTF-16LE";
            default: return "UTF-16";
        }
    }

    static int kindOf(String charsetName) throws UnsupportedEncodingException {
        int k = lookup(charsetName);
        if (k < 0) {
            Charset cs = null;
            try {
                cs = Charset.forName(charsetName, null);
            } catch (IllegalArgumentException e) {
                cs = null;
            }
            if (cs == null) {
                throw new UnsupportedEncodingException(charsetName);
            }
            return kindOf(cs);
        }
        return k;
    }

    static final int OTHER = 100;
    private static Charset[] others = new Charset[8];
    private static int otherCount;

    private static synchronized int otherKind(Charset cs) {
        for (int i = 0; i < otherCount; i++) {
            if (others[i] == cs) {
                return OTHER + i;
            }
        }
        if (otherCount == others.length) {
            Charset[] a = new Charset[otherCount * 2];
            System.arraycopy(others, 0, a, 0, otherCount);
            others = a;
        }
        others[otherCount] = cs;
        return OTHER + otherCount++;
    }

    private static synchronized Charset other(int kind) {
        return others[kind - OTHER];
    }

    private static char[] decodeOther(Charset cs, byte[] b, int off, int len) {
        java.nio.charset.CharsetDecoder d = cs.newDecoder()
            .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
            .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
        java.nio.CharBuffer cb = java.nio.CharBuffer.allocate((int) (len * (double) d.maxCharsPerByte()) + 1);
        java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(b, off, len);
        d.decode(bb, cb, true);
        d.flush(cb);
        char[] r = new char[cb.position()];
        cb.flip();
        cb.get(r);
        return r;
    }

    private static byte[] encodeOther(Charset cs, char[] v, int off, int len) {
        java.nio.charset.CharsetEncoder e = cs.newEncoder()
            .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
            .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
        java.nio.ByteBuffer bb = java.nio.ByteBuffer.allocate((int) (len * (double) e.maxBytesPerChar()) + 8);
        java.nio.CharBuffer cb = java.nio.CharBuffer.wrap(v, off, len);
        e.encode(cb, bb, true);
        e.flush(bb);
        byte[] r = new byte[bb.position()];
        bb.flip();
        bb.get(r);
        return r;
    }

    static int kindOf(Charset cs) {
        if (cs == StandardCharsets.UTF_8) {
            return UTF_8;
        }
        if (cs == StandardCharsets.ISO_8859_1) {
            return ISO_8859_1;
        }
        int k = lookup(cs.name());
        return k >= 0 ? k : otherKind(cs);
    }

    static char[] decode(int kind, byte[] b, int off, int len) {
        if (kind >= OTHER) {
            return decodeOther(other(kind), b, off, len);
        }
        switch (kind) {
            case ISO_8859_1: {
                char[] v = new char[len];
                for (int i = 0; i < len; i++) {
                    v[i] = (char) (b[off + i] & 0xff);
                }
                return v;
            }
            case US_ASCII: {
                char[] v = new char[len];
                for (int i = 0; i < len; i++) {
                    int c = b[off + i];
                    v[i] = c >= 0 ? (char) c : '\uFFFD';
                }
                return v;
            }
            case UTF_16BE:
                return decodeUtf16(b, off, len, true);
            case UTF_16LE:
                return decodeUtf16(b, off, len, false);
            case UTF_16: {
                if (len >= 2) {
                    int b0 = b[off] & 0xff;
                    int b1 = b[off + 1] & 0xff;
                    if (b0 == 0xFE && b1 == 0xFF) {
                        return decodeUtf16(b, off + 2, len - 2, true);
                    }
                    if (b0 == 0xFF && b1 == 0xFE) {
                        return decodeUtf16(b, off + 2, len - 2, false);
                    }
                }
                return decodeUtf16(b, off, len, true);
            }
            default:
                return decodeUtf8(b, off, len);
        }
    }

    private static char[] decodeUtf16(byte[] b, int off, int len, boolean big) {
        int n = len >> 1;
        boolean odd = (len & 1) != 0;
        char[] v = new char[n + (odd ? 1 : 0)];
        for (int i = 0; i < n; i++) {
            int hi = b[off + 2 * i] & 0xff;
            int lo = b[off + 2 * i + 1] & 0xff;
            v[i] = big ? (char) ((hi << 8) | lo) : (char) ((lo << 8) | hi);
        }
        if (odd) {
            v[n] = '\uFFFD';
        }
        return v;
    }

    static char[] decodeUtf8(byte[] b, int off, int len) {
        char[] v = new char[len];
        int j = 0;
        int end = off + len;
        int i = off;
        while (i < end) {
            int b1 = b[i];
            if (b1 >= 0) {
                v[j++] = (char) b1;
                i++;
                continue;
            }
            b1 &= 0xff;
            if (b1 >= 0xC2 && b1 <= 0xDF) {
                if (i + 1 < end && isCont(b[i + 1])) {
                    v[j++] = (char) (((b1 & 0x1F) << 6) | (b[i + 1] & 0x3F));
                    i += 2;
                } else {
                    v[j++] = '\uFFFD';
                    i++;
                }
            } else if (b1 >= 0xE0 && b1 <= 0xEF) {
                int lo = (b1 == 0xE0) ? 0xA0 : 0x80;
                int hi = (b1 == 0xED) ? 0x9F : 0xBF;
                if (b1 == 0xED && i + 2 < end && inRange(b[i + 1], 0xA0, 0xBF) && isCont(b[i + 2])) {
                    // an encoded surrogate: the JDK replaces all three bytes by one U+FFFD
                    v[j++] = '\uFFFD';
                    i += 3;
                } else if (i + 1 < end && inRange(b[i + 1], lo, hi)) {
                    if (i + 2 < end && isCont(b[i + 2])) {
                        v[j++] = (char) (((b1 & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6)
                                         | (b[i + 2] & 0x3F));
                        i += 3;
                    } else {
                        v[j++] = '\uFFFD';
                        i += 2;
                    }
                } else {
                    v[j++] = '\uFFFD';
                    i++;
                }
            } else if (b1 >= 0xF0 && b1 <= 0xF4) {
                int lo = (b1 == 0xF0) ? 0x90 : 0x80;
                int hi = (b1 == 0xF4) ? 0x8F : 0xBF;
                if (i + 1 < end && inRange(b[i + 1], lo, hi)) {
                    if (i + 2 < end && isCont(b[i + 2])) {
                        if (i + 3 < end && isCont(b[i + 3])) {
                            int cp = ((b1 & 0x07) << 18) | ((b[i + 1] & 0x3F) << 12)
                                     | ((b[i + 2] & 0x3F) << 6) | (b[i + 3] & 0x3F);
                            v[j++] = Character.highSurrogate(cp);
                            v[j++] = Character.lowSurrogate(cp);
                            i += 4;
                        } else {
                            v[j++] = '\uFFFD';
                            i += 3;
                        }
                    } else {
                        v[j++] = '\uFFFD';
                        i += 2;
                    }
                } else {
                    v[j++] = '\uFFFD';
                    i++;
                }
            } else {
                v[j++] = '\uFFFD';
                i++;
            }
        }
        if (j == len) {
            return v;
        }
        char[] r = new char[j];
        System.arraycopy(v, 0, r, 0, j);
        return r;
    }

    private static boolean isCont(byte b) {
        return (b & 0xC0) == 0x80;
    }

    private static boolean inRange(byte b, int lo, int hi) {
        int x = b & 0xff;
        return x >= lo && x <= hi;
    }

    static byte[] encode(int kind, char[] v, int off, int len) {
        if (kind >= OTHER) {
            return encodeOther(other(kind), v, off, len);
        }
        switch (kind) {
            case ISO_8859_1:
            case US_ASCII: {
                int max = kind == ISO_8859_1 ? 0xFF : 0x7F;
                byte[] out = new byte[len];
                int j = 0;
                for (int i = off; i < off + len; i++) {
                    char c = v[i];
                    if (c <= max) {
                        out[j++] = (byte) c;
                    } else {
                        if (Character.isHighSurrogate(c) && i + 1 < off + len
                                && Character.isLowSurrogate(v[i + 1])) {
                            i++;
                        }
                        out[j++] = '?';
                    }
                }
                return trim(out, j);
            }
            case UTF_16BE:
            case UTF_16LE:
            case UTF_16: {
                int bom = kind == UTF_16 ? 2 : 0;
                byte[] out = new byte[bom + 2 * len];
                if (bom != 0) {
                    out[0] = (byte) 0xFE;
                    out[1] = (byte) 0xFF;
                }
                boolean big = kind != UTF_16LE;
                for (int i = 0; i < len; i++) {
                    char c = v[off + i];
                    byte hi = (byte) (c >> 8);
                    byte lo = (byte) c;
                    out[bom + 2 * i] = big ? hi : lo;
                    out[bom + 2 * i + 1] = big ? lo : hi;
                }
                return out;
            }
            default:
                return encodeUtf8(v, off, len);
        }
    }

    static byte[] encodeUtf8(char[] v, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n++;
            } else {
                n += 3;
            }
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xC0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[j++] = (byte) (0xF0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (cp & 0x3F));
            } else if (Character.isSurrogate(c)) {
                out[j++] = '?';
            } else {
                out[j++] = (byte) (0xE0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return out;
    }

    private static byte[] trim(byte[] b, int n) {
        if (n == b.length) {
            return b;
        }
        byte[] r = new byte[n];
        System.arraycopy(b, 0, r, 0, n);
        return r;
    }
}
