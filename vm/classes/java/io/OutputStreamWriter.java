/*
 * java.io.OutputStreamWriter: encodes chars with its charset onto an
 * OutputStream, keeping a high surrogate that ends one write for the next.
 */
package java.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class OutputStreamWriter extends Writer {
    private OutputStream out;
    private final Charset cs;
    private char pendingHigh;

    public OutputStreamWriter(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        this(out, PrintStream.toCharset(charsetName));
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.cs = cs;
        String n = cs.name();
        if (!n.equals("UTF-8") && !n.equals("ISO-8859-1") && !n.equals("US-ASCII")) {
            encoder = cs.newEncoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
        }
    }

    /* Charsets other than the three String codes directly: one encoder for the
     * stream's life, so a byte-order mark is written once. */
    private java.nio.charset.CharsetEncoder encoder;

    private void encodeWith(java.nio.CharBuffer cb, boolean end) throws IOException {
        java.nio.ByteBuffer bb = java.nio.ByteBuffer.allocate(Math.max(16, cb.remaining() * 4 + 8));
        for (;;) {
            java.nio.charset.CoderResult cr = encoder.encode(cb, bb, end);
            if (end && cr.isUnderflow()) {
                cr = encoder.flush(bb);
            }
            out.write(bb.array(), 0, bb.position());
            bb.clear();
            if (cr.isUnderflow()) {
                return;
            }
        }
    }

    public String getEncoding() {
        return out == null ? null : sun.nio.cs.Charsets.historicalName(cs);
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
        }
    }

    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (off < 0 || len < 0 || off > cbuf.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return;
            }
            if (encoder != null) {
                java.nio.CharBuffer cb;
                if (pendingHigh != 0) {
                    char[] t = new char[len + 1];
                    t[0] = pendingHigh;
                    System.arraycopy(cbuf, off, t, 1, len);
                    cb = java.nio.CharBuffer.wrap(t);
                    pendingHigh = 0;
                } else {
                    cb = java.nio.CharBuffer.wrap(cbuf, off, len);
                }
                encodeWith(cb, false);
                if (cb.hasRemaining()) {
                    pendingHigh = cb.get();
                }
                return;
            }
            String s;
            if (pendingHigh != 0) {
                char[] t = new char[len + 1];
                t[0] = pendingHigh;
                System.arraycopy(cbuf, off, t, 1, len);
                s = new String(t);
                pendingHigh = 0;
            } else {
                s = new String(cbuf, off, len);
            }
            int n = s.length();
            if (Character.isHighSurrogate(s.charAt(n - 1))) {
                pendingHigh = s.charAt(n - 1);
                s = s.substring(0, n - 1);
            }
            byte[] b = s.getBytes(cs);
            out.write(b, 0, b.length);
        }
    }

    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new StringIndexOutOfBoundsException(len);
        }
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (out == null) {
                return;
            }
            if (encoder != null) {
                java.nio.CharBuffer cb = pendingHigh != 0 ? java.nio.CharBuffer.wrap(new char[] {pendingHigh})
                    : java.nio.CharBuffer.allocate(0);
                pendingHigh = 0;
                encodeWith(cb, true);
            } else if (pendingHigh != 0) {
                out.write('?');
                pendingHigh = 0;
            }
            try {
                out.flush();
            } finally {
                out.close();
                out = null;
            }
        }
    }
}
