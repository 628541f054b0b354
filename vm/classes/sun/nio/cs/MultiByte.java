/*
 * Coders of the table-driven multi-byte charsets (Shift_JIS, windows-31j,
 * EUC-JP, GBK, GB2312, Big5, EUC-KR): MultiByteData holds, per charset, what the JDK's decoder does
 * with every sequence -- one table of 256 outcomes for the first byte, one
 * for the second byte after each lead byte, one of 65536 for the second
 * and third after each 3-byte lead (EUC-JP's SS3) -- so a malformed or
 * unmappable sequence consumes exactly as many bytes as in the JDK.  An
 * outcome is a char, or a code in the surrogate range no decode yields:
 * MALFORMED + n, UNMAPPABLE + n, or NEED (look at one more byte).  The
 * encoder inverts the decode tables (first sequence wins, shortest first)
 * and then applies the JDK encoder's recorded exceptions.  Tables are
 * unpacked once per charset, on first use.
 */
package sun.nio.cs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;

final class MultiByte {
    static final char MALFORMED = '\uD800';
    static final char UNMAPPABLE = '\uD900';
    static final char NEED = '\uDA00';
    /* run-length marker in the packed tables: marker, count, char */
    private static final char RUN = '\uFFFF';

    final char[] l1;
    final char[][] l2 = new char[256][];
    final char[][] l3 = new char[256][];
    /* c2b[c >> 8][c & 0xff] is the byte sequence (1 to 3 bytes, big-endian) + 1, 0 for none */
    private final int[][] c2b = new int[256][];

    static boolean isChar(char v) {
        return v < MALFORMED || v > NEED;
    }

    MultiByte(String[][] data) {
        char[] t = unpack(data[0]);
        int k = 0;
        l1 = new char[256];
        System.arraycopy(t, k, l1, 0, 256);
        k += 256;
        for (int b = 0; b < 256; b++) {
            if (l1[b] == NEED) {
                l2[b] = new char[256];
                System.arraycopy(t, k, l2[b], 0, 256);
                k += 256;
            }
        }
        for (int b = 0; b < 256; b++) {
            if (l2[b] != null && needsThird(l2[b])) {
                l3[b] = new char[65536];
                System.arraycopy(t, k, l3[b], 0, 65536);
                k += 65536;
            }
        }
        for (int b = 0; b < 256; b++) {
            if (isChar(l1[b])) {
                mapFirst(l1[b], b);
            }
        }
        for (int b = 0; b < 256; b++) {
            char[] row = l2[b];
            if (row != null) {
                for (int c = 0; c < 256; c++) {
                    if (isChar(row[c])) {
                        mapFirst(row[c], b << 8 | c);
                    }
                }
            }
        }
        for (int b = 0; b < 256; b++) {
            char[] plane = l3[b];
            if (plane != null) {
                for (int c = 0; c < 65536; c++) {
                    if (isChar(plane[c])) {
                        mapFirst(plane[c], b << 16 | c);
                    }
                }
            }
        }
        StringBuilder e = new StringBuilder();
        for (String s : data[1]) {
            e.append(s);
        }
        for (int i = 0; i + 2 < e.length(); i += 3) {
            char c = e.charAt(i);
            char hi = e.charAt(i + 1);
            int v = hi == RUN ? -1 : hi << 16 | e.charAt(i + 2);
            page(c)[c & 0xff] = v + 1;
        }
    }

    private static boolean needsThird(char[] row) {
        for (char v : row) {
            if (v == NEED) {
                return true;
            }
        }
        return false;
    }

    private static char[] unpack(String[] chunks) {
        StringBuilder s = new StringBuilder();
        for (String c : chunks) {
            s.append(c);
        }
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == RUN) {
                n += s.charAt(i + 1);
                i += 2;
            } else {
                n++;
            }
        }
        char[] t = new char[n];
        int k = 0;
        for (int i = 0; i < s.length(); i++) {
            char v = s.charAt(i);
            if (v == RUN) {
                int r = s.charAt(i + 1);
                v = s.charAt(i + 2);
                for (int j = 0; j < r; j++) {
                    t[k++] = v;
                }
                i += 2;
            } else {
                t[k++] = v;
            }
        }
        return t;
    }

    private int[] page(char c) {
        int[] p = c2b[c >> 8];
        if (p == null) {
            p = new int[256];
            c2b[c >> 8] = p;
        }
        return p;
    }

    private void mapFirst(char c, int seq) {
        int[] p = page(c);
        if (p[c & 0xff] == 0) {
            p[c & 0xff] = seq + 1;
        }
    }

    /* The byte sequence of c (big-endian in an int), or -1. */
    int encode(char c) {
        int[] p = c2b[c >> 8];
        return p == null ? -1 : p[c & 0xff] - 1;
    }

    static float[] sizes(String s) {
        String[] f = Charsets.split(s);
        float[] r = new float[f.length];
        for (int i = 0; i < f.length; i++) {
            r[i] = Float.parseFloat(f[i]);
        }
        return r;
    }

    static final class Decoder extends StepDecoder {
        private final MultiByte mb;

        Decoder(Charset cs, MultiByte mb, float avg, float max) {
            super(cs, avg, max);
            this.mb = mb;
        }

        int step(ByteBuffer in, int p, int lim) {
            int b1 = in.get(p) & 0xff;
            char v = mb.l1[b1];
            int n = 1;
            if (v == NEED) {
                if (lim - p < 2) {
                    return NEED_MORE;
                }
                int b2 = in.get(p + 1) & 0xff;
                v = mb.l2[b1][b2];
                n = 2;
                if (v == NEED) {
                    if (lim - p < 3) {
                        return NEED_MORE;
                    }
                    v = mb.l3[b1][b2 << 8 | (in.get(p + 2) & 0xff)];
                    n = 3;
                }
            }
            if (!isChar(v)) {
                int len = v & 0xff;
                return v < UNMAPPABLE ? malformed(len) : unmappable(len);
            }
            c1 = v;
            nc = 1;
            return n;
        }
    }

    static final class Encoder extends StepEncoder {
        private final MultiByte mb;

        Encoder(Charset cs, MultiByte mb, float avg, float max) {
            super(cs, avg, max);
            this.mb = mb;
        }

        int step(CharBuffer in, int p, int lim) {
            char c = in.get(p);
            if (Character.isSurrogate(c)) {
                int cp = pair(in, p, lim);
                return cp <= 0 ? cp : unmappable(2);
            }
            int v = mb.encode(c);
            if (v < 0) {
                return unmappable(1);
            }
            if (v > 0xFFFF) {
                buf[0] = (byte) (v >> 16);
                buf[1] = (byte) (v >> 8);
                buf[2] = (byte) v;
                nb = 3;
            } else if (v > 0xFF) {
                buf[0] = (byte) (v >> 8);
                buf[1] = (byte) v;
                nb = 2;
            } else {
                buf[0] = (byte) v;
                nb = 1;
            }
            return 1;
        }

        public boolean canEncode(char c) {
            return !Character.isSurrogate(c) && mb.encode(c) >= 0;
        }
    }
}
