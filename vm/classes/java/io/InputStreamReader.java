/*
 * java.io.InputStreamReader: a streaming decoder over an InputStream
 * (UTF-8, ISO-8859-1 and US-ASCII here, any other charset through its
 * CharsetDecoder).  Bytes of a sequence cut
 * by a read boundary wait in `pending` for the next read; a malformed
 * sequence becomes U+FFFD.  Each fill is one read of the underlying stream, so
 * that interactive input (System.in) works line by line.
 */
package java.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class InputStreamReader extends Reader {
    private static final int UTF8 = 0;
    private static final int LATIN1 = 1;
    private static final int ASCII = 2;
    private static final int UTF16BE = 3;
    private static final int UTF16LE = 4;
    /* every other charset: its own decoder, which keeps its state (a BOM read) between fills */
    private static final int OTHER = 5;
    private java.nio.charset.CharsetDecoder decoder;

    private InputStream in;
    private final Charset cs;
    private final int kind;
    private final byte[] bytes = new byte[8192];
    private final byte[] pending = new byte[8];
    private int npending;
    private final char[] chars = new char[8192 + 4];
    private int charPos;
    private int charCount;
    private boolean eof;

    public InputStreamReader(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        this(in, PrintStream.toCharset(charsetName));
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        this.cs = cs;
        String n = cs.name();
        if (n.equals("ISO-8859-1")) {
            kind = LATIN1;
        } else if (n.equals("US-ASCII")) {
            kind = ASCII;
        } else if (n.equals("UTF-8")) {
            kind = UTF8;
        } else {
            kind = OTHER;
            decoder = cs.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
        }
    }

    public String getEncoding() {
        if (in == null) {
            return null;
        }
        return sun.nio.cs.Charsets.historicalName(cs);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        char[] cb = new char[1];
        int n = read(cb, 0, 1);
        return n <= 0 ? -1 : cb[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (off < 0 || len < 0 || off > cbuf.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            while (charPos >= charCount) {
                if (eof) {
                    if (npending > 0) {
                        System.arraycopy(pending, 0, bytes, 0, npending);
                        int total = npending;
                        npending = 0;
                        decode(total, true);
                        continue;
                    }
                    return -1;
                }
                System.arraycopy(pending, 0, bytes, 0, npending);
                int got = in.read(bytes, npending, bytes.length - npending);
                if (got < 0) {
                    eof = true;
                    continue;
                }
                int total = npending + got;
                npending = 0;
                decode(total, false);
            }
            int n = Math.min(len, charCount - charPos);
            System.arraycopy(chars, charPos, cbuf, off, n);
            charPos += n;
            return n;
        }
    }

    /* Decodes bytes[0, total) into chars; keeps an incomplete UTF-8/UTF-16 tail in `pending`. */
    private void decode(int total, boolean atEof) {
        if (decoder != null) {
            java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(bytes, 0, total);
            java.nio.CharBuffer cb = java.nio.CharBuffer.wrap(chars);
            decoder.decode(bb, cb, atEof);
            if (atEof) {
                decoder.flush(cb);
            }
            npending = bb.remaining();
            System.arraycopy(bytes, bb.position(), pending, 0, npending);
            charPos = 0;
            charCount = cb.position();
            return;
        }
        int n = 0;
        int i = 0;
        while (i < total) {
            int cp;
            int used;
            int b1 = bytes[i] & 0xff;
            if (kind == LATIN1) {
                cp = b1;
                used = 1;
            } else if (kind == ASCII) {
                cp = b1 < 0x80 ? b1 : 0xFFFD;
                used = 1;
            } else if (kind == UTF16BE || kind == UTF16LE) {
                if (i + 1 >= total) {
                    break;
                }
                int b2 = bytes[i + 1] & 0xff;
                cp = kind == UTF16BE ? (b1 << 8) | b2 : (b2 << 8) | b1;
                used = 2;
            } else if (b1 < 0x80) {
                cp = b1;
                used = 1;
            } else {
                int need = b1 >= 0xF0 ? 4 : b1 >= 0xE0 ? 3 : b1 >= 0xC0 ? 2 : 1;
                if (!atEof && need > 1 && i + need > total && validPrefix(i, total)) {
                    break;   // cut by the read boundary: wait for the rest
                }
                int[] res = decodeOne(i, total);
                cp = res[0];
                used = res[1];
            }
            i += used;
            if (cp >= 0x10000) {
                chars[n++] = Character.highSurrogate(cp);
                chars[n++] = Character.lowSurrogate(cp);
            } else {
                chars[n++] = (char) cp;
            }
        }
        if (i < total) {
            System.arraycopy(bytes, i, pending, 0, total - i);
            npending = total - i;
        }
        charPos = 0;
        charCount = n;
    }

    /* Whether bytes[i, total) can begin a sequence decodeOne would accept whole. */
    private boolean validPrefix(int i, int total) {
        int b1 = bytes[i] & 0xff;
        if (b1 < 0xC2 || b1 > 0xF4) {
            return false;
        }
        if (i + 1 < total) {
            int lo = 0x80;
            int hi = 0xBF;
            if (b1 == 0xE0) {
                lo = 0xA0;
            } else if (b1 == 0xF0) {
                lo = 0x90;
            } else if (b1 == 0xF4) {
                hi = 0x8F;
            }
            if (!in(bytes[i + 1], lo, hi)) {
                return false;
            }
        }
        for (int k = i + 2; k < total; k++) {
            if ((bytes[k] & 0xC0) != 0x80) {
                return false;
            }
        }
        return true;
    }

    /* One UTF-8 sequence at i: {code point or U+FFFD, bytes used} (maximal subpart rule). */
    private int[] decodeOne(int i, int total) {
        int b1 = bytes[i] & 0xff;
        if (b1 >= 0xC2 && b1 <= 0xDF) {
            if (i + 1 < total && (bytes[i + 1] & 0xC0) == 0x80) {
                return new int[] {((b1 & 0x1F) << 6) | (bytes[i + 1] & 0x3F), 2};
            }
            return new int[] {0xFFFD, 1};
        }
        if (b1 >= 0xE0 && b1 <= 0xEF) {
            int lo = b1 == 0xE0 ? 0xA0 : 0x80;
            int hi = b1 == 0xED ? 0x9F : 0xBF;
            if (b1 == 0xED && i + 2 < total && in(bytes[i + 1], 0xA0, 0xBF) && (bytes[i + 2] & 0xC0) == 0x80) {
                return new int[] {0xFFFD, 3};   // an encoded surrogate: one U+FFFD, as the JDK
            }
            if (i + 1 < total && in(bytes[i + 1], lo, hi)) {
                if (i + 2 < total && (bytes[i + 2] & 0xC0) == 0x80) {
                    return new int[] {((b1 & 0x0F) << 12) | ((bytes[i + 1] & 0x3F) << 6)
                                      | (bytes[i + 2] & 0x3F), 3};
                }
                return new int[] {0xFFFD, 2};
            }
            return new int[] {0xFFFD, 1};
        }
        if (b1 >= 0xF0 && b1 <= 0xF4) {
            int lo = b1 == 0xF0 ? 0x90 : 0x80;
            int hi = b1 == 0xF4 ? 0x8F : 0xBF;
            if (i + 1 < total && in(bytes[i + 1], lo, hi)) {
                if (i + 2 < total && (bytes[i + 2] & 0xC0) == 0x80) {
                    if (i + 3 < total && (bytes[i + 3] & 0xC0) == 0x80) {
                        return new int[] {((b1 & 0x07) << 18) | ((bytes[i + 1] & 0x3F) << 12)
                                          | ((bytes[i + 2] & 0x3F) << 6) | (bytes[i + 3] & 0x3F), 4};
                    }
                    return new int[] {0xFFFD, 3};
                }
                return new int[] {0xFFFD, 2};
            }
        }
        return new int[] {0xFFFD, 1};
    }

    private static boolean in(byte b, int lo, int hi) {
        int x = b & 0xff;
        return x >= lo && x <= hi;
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return charPos < charCount || in.available() > 0;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in != null) {
                in.close();
                in = null;
            }
        }
    }
}
