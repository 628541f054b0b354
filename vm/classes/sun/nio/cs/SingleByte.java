/*
 * Coders of the table-driven single-byte charsets (CharsetData): a byte
 * with no char is unmappable (length 1) when decoding; encoding looks the
 * char up in pages of 256 built from the same table plus the encode-only
 * pairs, and a char (or surrogate pair, length 2) with no byte is
 * unmappable.  The tables are built once per charset, on first use.
 */
package sun.nio.cs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;

final class SingleByte {
    final char[] b2c;
    /* c2b[c >> 8][c & 0xff] is byte + 1, 0 for none */
    final char[][] c2b = new char[256][];

    SingleByte(String[] data) {
        b2c = data[0].toCharArray();
        for (int b = 0; b < 256; b++) {
            if (b2c[b] != '\uFFFD') {
                map(b2c[b], b);
            }
        }
        String extra = data[1];
        for (int i = 0; i + 1 < extra.length(); i += 2) {
            map(extra.charAt(i), extra.charAt(i + 1));
        }
    }

    private void map(char c, int b) {
        char[] page = c2b[c >> 8];
        if (page == null) {
            page = new char[256];
            c2b[c >> 8] = page;
        }
        page[c & 0xff] = (char) (b + 1);
    }

    int encode(char c) {
        char[] page = c2b[c >> 8];
        return page == null ? -1 : page[c & 0xff] - 1;
    }

    static final class Decoder extends StepDecoder {
        private final SingleByte sb;

        Decoder(Charset cs, SingleByte sb) {
            super(cs, 1.0f, 1.0f);
            this.sb = sb;
        }

        int step(ByteBuffer in, int p, int lim) {
            char c = sb.b2c[in.get(p) & 0xff];
            if (c == '\uFFFD') {
                return unmappable(1);
            }
            c1 = c;
            nc = 1;
            return 1;
        }
    }

    static final class Encoder extends StepEncoder {
        private final SingleByte sb;

        Encoder(Charset cs, SingleByte sb) {
            super(cs, 1.0f, 1.0f);
            this.sb = sb;
        }

        int step(CharBuffer in, int p, int lim) {
            char c = in.get(p);
            if (Character.isSurrogate(c)) {
                int cp = pair(in, p, lim);
                return cp <= 0 ? cp : unmappable(2);
            }
            int b = sb.encode(c);
            if (b < 0) {
                return unmappable(1);
            }
            buf[0] = (byte) b;
            nb = 1;
            return 1;
        }

        public boolean canEncode(char c) {
            return !Character.isSurrogate(c) && sb.encode(c) >= 0;
        }
    }
}
