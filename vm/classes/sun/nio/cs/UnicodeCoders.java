/*
 * The coders of the charsets that need no table: UTF-8, ISO-8859-1,
 * US-ASCII, the UTF-16 and UTF-32 families.  How much input one error
 * covers (and so how many replacements appear) is the JDK's, per charset:
 * UTF-8 takes the JDK's lengths for cut or ill-formed sequences (an encoded
 * surrogate is one unit of 3); UTF-16 reports an unpaired surrogate as 2
 * bytes, a high one followed by a non-low as 4;
 * UTF-32 reports a value past U+10FFFF as 4 and lets surrogate values
 * through as chars.
 */
package sun.nio.cs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;

final class UnicodeCoders {
    private UnicodeCoders() {
    }

    private static boolean cont(int b) {
        return (b & 0xC0) == 0x80;
    }

    static final class Utf8Decoder extends StepDecoder {
        Utf8Decoder(Charset cs) {
            super(cs, 1.0f, 1.0f);
        }

        int step(ByteBuffer in, int p, int lim) {
            int b1 = in.get(p) & 0xff;
            int avail = lim - p;
            if (b1 < 0x80) {
                c1 = (char) b1;
                nc = 1;
                return 1;
            }
            if (b1 >= 0xC2 && b1 <= 0xDF) {
                if (avail < 2) {
                    return NEED_MORE;
                }
                int b2 = in.get(p + 1) & 0xff;
                if (!cont(b2)) {
                    return malformed(1);
                }
                c1 = (char) (((b1 & 0x1F) << 6) | (b2 & 0x3F));
                nc = 1;
                return 2;
            }
            if (b1 >= 0xE0 && b1 <= 0xEF) {
                if (avail < 3) {
                    if (avail > 1 && bad3second(b1, in.get(p + 1) & 0xff)) {
                        return malformed(1);
                    }
                    return NEED_MORE;
                }
                int b2 = in.get(p + 1) & 0xff;
                int b3 = in.get(p + 2) & 0xff;
                if (bad3second(b1, b2)) {
                    return malformed(1);
                }
                if (!cont(b3)) {
                    return malformed(2);
                }
                char c = (char) (((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F));
                if (Character.isSurrogate(c)) {
                    return malformed(3);
                }
                c1 = c;
                nc = 1;
                return 3;
            }
            if (b1 >= 0xF0 && b1 <= 0xF7) {
                if (avail < 4) {
                    if (avail > 1 && bad4second(b1, in.get(p + 1) & 0xff)) {
                        return malformed(1);
                    }
                    if (avail > 2 && !cont(in.get(p + 2) & 0xff)) {
                        return malformed(2);
                    }
                    return NEED_MORE;
                }
                int b2 = in.get(p + 1) & 0xff;
                int b3 = in.get(p + 2) & 0xff;
                int b4 = in.get(p + 3) & 0xff;
                int cp = ((b1 & 0x07) << 18) | ((b2 & 0x3F) << 12) | ((b3 & 0x3F) << 6) | (b4 & 0x3F);
                if (!cont(b2) || !cont(b3) || !cont(b4) || cp < 0x10000 || cp > 0x10FFFF) {
                    if (b1 > 0xF4 || bad4second(b1, b2)) {
                        return malformed(1);
                    }
                    return !cont(b3) ? malformed(2) : malformed(3);
                }
                c1 = Character.highSurrogate(cp);
                c2 = Character.lowSurrogate(cp);
                nc = 2;
                return 4;
            }
            return malformed(1);
        }

        /* E0 needs A0..BF second; every lead needs a continuation */
        private static boolean bad3second(int b1, int b2) {
            return (b1 == 0xE0 && (b2 & 0xE0) == 0x80) || !cont(b2);
        }

        private static boolean bad4second(int b1, int b2) {
            return (b1 == 0xF0 && (b2 < 0x90 || b2 > 0xBF)) || (b1 == 0xF4 && (b2 & 0xF0) != 0x80) || !cont(b2);
        }
    }

    static final class Utf8Encoder extends StepEncoder {
        Utf8Encoder(Charset cs) {
            super(cs, 1.1f, 3.0f);
        }

        public boolean canEncode(char c) {
            return !Character.isSurrogate(c);
        }

        int step(CharBuffer in, int p, int lim) {
            char c = in.get(p);
            if (c < 0x80) {
                buf[0] = (byte) c;
                nb = 1;
                return 1;
            }
            if (c < 0x800) {
                buf[0] = (byte) (0xC0 | (c >> 6));
                buf[1] = (byte) (0x80 | (c & 0x3F));
                nb = 2;
                return 1;
            }
            if (Character.isSurrogate(c)) {
                int cp = pair(in, p, lim);
                if (cp <= 0) {
                    return cp;
                }
                buf[0] = (byte) (0xF0 | (cp >> 18));
                buf[1] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                buf[2] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                buf[3] = (byte) (0x80 | (cp & 0x3F));
                nb = 4;
                return 2;
            }
            buf[0] = (byte) (0xE0 | (c >> 12));
            buf[1] = (byte) (0x80 | ((c >> 6) & 0x3F));
            buf[2] = (byte) (0x80 | (c & 0x3F));
            nb = 3;
            return 1;
        }
    }

    /* ISO-8859-1 (max 0xFF) and US-ASCII (max 0x7F; bytes above are malformed). */
    static final class ByteDecoder extends StepDecoder {
        private final int max;

        ByteDecoder(Charset cs, int max) {
            super(cs, 1.0f, 1.0f);
            this.max = max;
        }

        int step(ByteBuffer in, int p, int lim) {
            int b = in.get(p) & 0xff;
            if (b > max) {
                return malformed(1);
            }
            c1 = (char) b;
            nc = 1;
            return 1;
        }
    }

    static final class ByteEncoder extends StepEncoder {
        private final int max;

        ByteEncoder(Charset cs, int max) {
            super(cs, 1.0f, 1.0f);
            this.max = max;
        }

        public boolean canEncode(char c) {
            return c <= max;
        }

        int step(CharBuffer in, int p, int lim) {
            char c = in.get(p);
            if (c <= max) {
                buf[0] = (byte) c;
                nb = 1;
                return 1;
            }
            if (Character.isSurrogate(c)) {
                int cp = pair(in, p, lim);
                return cp <= 0 ? cp : unmappable(2);
            }
            return unmappable(1);
        }
    }

    static final int NONE = 0;
    static final int BIG = 1;
    static final int LITTLE = 2;

    /* expected: the fixed order, or NONE to read a BOM (else defaultOrder). */
    static final class Utf16Decoder extends StepDecoder {
        private final int expected;
        private final int defaultOrder;
        private int current;
        private int before;

        Utf16Decoder(Charset cs, int expected, int defaultOrder) {
            super(cs, 0.5f, 1.0f);
            this.expected = expected;
            this.defaultOrder = defaultOrder;
            this.current = expected;
        }

        protected void implReset() {
            current = expected;
        }

        void undo() {
            current = before;
        }

        private char unit(ByteBuffer in, int p) {
            int b1 = in.get(p) & 0xff;
            int b2 = in.get(p + 1) & 0xff;
            return current == LITTLE ? (char) ((b2 << 8) | b1) : (char) ((b1 << 8) | b2);
        }

        int step(ByteBuffer in, int p, int lim) {
            if (lim - p < 2) {
                return NEED_MORE;
            }
            before = current;
            if (current == NONE) {
                int b1 = in.get(p) & 0xff;
                int b2 = in.get(p + 1) & 0xff;
                if (b1 == 0xFE && b2 == 0xFF) {
                    current = BIG;
                    nc = 0;
                    return 2;
                }
                if (b1 == 0xFF && b2 == 0xFE) {
                    current = LITTLE;
                    nc = 0;
                    return 2;
                }
                current = defaultOrder;
            }
            char c = unit(in, p);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c)) {
                    if (lim - p < 4) {
                        return NEED_MORE;
                    }
                    char d = unit(in, p + 2);
                    if (!Character.isLowSurrogate(d)) {
                        return malformed(4);
                    }
                    c1 = c;
                    c2 = d;
                    nc = 2;
                    return 4;
                }
                return malformed(2);
            }
            c1 = c;
            nc = 1;
            return 2;
        }
    }

    static final class Utf16Encoder extends StepEncoder {
        private final int order;
        private final boolean usesMark;
        private boolean needsMark;

        Utf16Encoder(Charset cs, int order, boolean mark) {
            super(cs, 2.0f, mark ? 4.0f : 2.0f,
                  order == BIG ? new byte[] {(byte) 0xff, (byte) 0xfd} : new byte[] {(byte) 0xfd, (byte) 0xff});
            this.order = order;
            this.usesMark = mark;
            this.needsMark = mark;
        }

        protected void implReset() {
            needsMark = usesMark;
        }

        public boolean canEncode(char c) {
            return !Character.isSurrogate(c);
        }

        private boolean markedNow;

        void undo() {
            if (markedNow) {
                needsMark = true;
            }
        }

        private void put(int at, char c) {
            if (order == BIG) {
                buf[at] = (byte) (c >> 8);
                buf[at + 1] = (byte) c;
            } else {
                buf[at] = (byte) c;
                buf[at + 1] = (byte) (c >> 8);
            }
        }

        int step(CharBuffer in, int p, int lim) {
            markedNow = false;
            if (needsMark) {
                put(0, '\uFEFF');
                nb = 2;
                needsMark = false;
                markedNow = true;
                return PREFIX;
            }
            char c = in.get(p);
            if (Character.isSurrogate(c)) {
                int cp = pair(in, p, lim);
                if (cp <= 0) {
                    return cp;
                }
                put(0, Character.highSurrogate(cp));
                put(2, Character.lowSurrogate(cp));
                nb = 4;
                return 2;
            }
            put(0, c);
            nb = 2;
            return 1;
        }
    }

    static final class Utf32Decoder extends StepDecoder {
        private final int expected;
        private int current = NONE;
        private int before;

        Utf32Decoder(Charset cs, int expected) {
            super(cs, 0.25f, 1.0f);
            this.expected = expected;
        }

        protected void implReset() {
            current = NONE;
        }

        void undo() {
            current = before;
        }

        private int unit(ByteBuffer in, int p, int order) {
            int b1 = in.get(p) & 0xff;
            int b2 = in.get(p + 1) & 0xff;
            int b3 = in.get(p + 2) & 0xff;
            int b4 = in.get(p + 3) & 0xff;
            return order == LITTLE ? (b4 << 24) | (b3 << 16) | (b2 << 8) | b1 : (b1 << 24) | (b2 << 16) | (b3 << 8) | b4;
        }

        int step(ByteBuffer in, int p, int lim) {
            if (lim - p < 4) {
                return NEED_MORE;
            }
            before = current;
            if (current == NONE) {
                int cp = unit(in, p, BIG);
                if (cp == 0x0000FEFF && expected != LITTLE) {
                    current = BIG;
                    nc = 0;
                    return 4;
                }
                if (cp == 0xFFFE0000 && expected != BIG) {
                    current = LITTLE;
                    nc = 0;
                    return 4;
                }
                current = expected == NONE ? BIG : expected;
            }
            int cp = unit(in, p, current);
            if ((cp >>> 16) == 0) {
                c1 = (char) cp;
                nc = 1;
                return 4;
            }
            if (cp > 0 && cp <= 0x10FFFF) {
                c1 = Character.highSurrogate(cp);
                c2 = Character.lowSurrogate(cp);
                nc = 2;
                return 4;
            }
            return malformed(4);
        }
    }

    static final class Utf32Encoder extends StepEncoder {
        private final int order;
        private final boolean doBom;
        private boolean doneBom;

        Utf32Encoder(Charset cs, int order, boolean doBom) {
            super(cs, 4.0f, doBom ? 8.0f : 4.0f,
                  order == BIG ? new byte[] {0, 0, (byte) 0xff, (byte) 0xfd} : new byte[] {(byte) 0xfd, (byte) 0xff, 0, 0});
            this.order = order;
            this.doBom = doBom;
        }

        protected void implReset() {
            doneBom = false;
        }

        private boolean bomNow;

        void undo() {
            if (bomNow) {
                doneBom = false;
            }
        }

        private void put(int at, int cp) {
            for (int i = 0; i < 4; i++) {
                int shift = order == BIG ? 24 - 8 * i : 8 * i;
                buf[at + i] = (byte) (cp >> shift);
            }
        }

        int step(CharBuffer in, int p, int lim) {
            bomNow = false;
            if (doBom && !doneBom) {
                put(0, 0xFEFF);
                nb = 4;
                doneBom = true;
                bomNow = true;
                return PREFIX;
            }
            char c = in.get(p);
            int used = 1;
            int cp = c;
            if (Character.isSurrogate(c)) {
                cp = pair(in, p, lim);
                if (cp <= 0) {
                    return cp;
                }
                used = 2;
            }
            put(0, cp);
            nb = 4;
            return used;
        }
    }
}
