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
    }

    public String getEncoding() {
        return out == null ? null : cs.name().replace("-", "").replace("ISO8859", "ISO8859_");
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
            if (pendingHigh != 0) {
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
