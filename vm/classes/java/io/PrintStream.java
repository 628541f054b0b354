/*
 * java.io.PrintStream.  Text is encoded (UTF-8 unless told otherwise) and
 * handed to this.write(byte[],int,int), which flushes when autoFlush is on:
 * on the JDK every print of an autoflushing stream reaches the OS at once, and
 * so it does here.  IOExceptions are swallowed into checkError().
 * printf/format run a java.util.Formatter that appends to this stream.
 */
package java.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    private final Charset charset;
    private char pendingHigh;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(autoFlush, requireNonNull(out, "Null output stream"), StandardCharsets.UTF_8);
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(autoFlush, requireNonNull(out, "Null output stream"), toCharset(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, Charset charset) {
        this(autoFlush, requireNonNull(out, "Null output stream"), charset);
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(false, new FileOutputStream(fileName), StandardCharsets.UTF_8);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(false, new FileOutputStream(file), StandardCharsets.UTF_8);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(false, new FileOutputStream(file), toCharset(csn));
    }

    public PrintStream(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(false, new FileOutputStream(fileName), toCharset(csn));
    }

    public PrintStream(String fileName, Charset charset) throws IOException {
        this(false, new FileOutputStream(fileName), requireNonNull(charset, "charset"));
    }

    private PrintStream(boolean autoFlush, OutputStream out, Charset charset) {
        super(out);
        this.autoFlush = autoFlush;
        this.charset = charset;
    }

    private static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    static Charset toCharset(String csn) throws UnsupportedEncodingException {
        requireNonNull(csn, "charsetName");
        try {
            return Charset.forName(csn);
        } catch (IllegalArgumentException unused) {
            throw new UnsupportedEncodingException(csn);
        }
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    out.close();
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    private void writeText(String s) {
        if (out == null) {
            trouble = true;
            return;
        }
        // as the JDK's stream encoder, a high surrogate that ends one print waits for the
        // low surrogate the next print may start with
        if (pendingHigh != 0) {
            s = String.valueOf(pendingHigh).concat(s);
            pendingHigh = 0;
        }
        int n = s.length();
        if (n > 0 && Character.isHighSurrogate(s.charAt(n - 1))) {
            pendingHigh = s.charAt(n - 1);
            s = s.substring(0, n - 1);
            if (s.isEmpty()) {
                return;
            }
        }
        byte[] b = s.getBytes(charset);
        write(b, 0, b.length);
    }

    private void writeText(char[] buf) {
        writeText(new String(buf));
    }

    private void newLine() {
        writeText(System.lineSeparator());
    }

    public void print(boolean b) {
        writeText(String.valueOf(b));
    }

    public void print(char c) {
        writeText(String.valueOf(c));
    }

    public void print(int i) {
        writeText(String.valueOf(i));
    }

    public void print(long l) {
        writeText(String.valueOf(l));
    }

    public void print(float f) {
        writeText(String.valueOf(f));
    }

    public void print(double d) {
        writeText(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(s);
    }

    public void print(String s) {
        writeText(String.valueOf(s));
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj));
    }

    /* One write for text + line separator when this is a plain PrintStream (as the JDK's writeln). */
    private void writeln(String s) {
        writeText(s.concat(System.lineSeparator()));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeln(new String(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            writeln(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }





    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    /* The Formatter appends to this stream, so text before a bad argument is printed, as on the JDK. */
    public PrintStream format(String format, Object... args) {
        new java.util.Formatter((Appendable) this).format(format, args);
        return this;
    }

    public PrintStream format(java.util.Locale l, String format, Object... args) {
        new java.util.Formatter((Appendable) this, l).format(l, format, args);
        return this;
    }
}
