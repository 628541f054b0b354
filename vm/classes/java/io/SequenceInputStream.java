/*
 * java.io.SequenceInputStream: the streams of an Enumeration read one after
 * another; `in` is the current one (null once all are exhausted), each is
 * closed when its end is reached.
 */
package java.io;

import java.util.Enumeration;

public class SequenceInputStream extends InputStream {
    private final Enumeration<? extends InputStream> e;
    private InputStream in;

    public SequenceInputStream(Enumeration<? extends InputStream> e) {
        this.e = e;
        peekNextStream();
    }

    public SequenceInputStream(InputStream s1, InputStream s2) {
        this(new Enumeration<InputStream>() {
            private int i;

            public boolean hasMoreElements() {
                return i < 2;
            }

            public InputStream nextElement() {
                if (i >= 2) throw new java.util.NoSuchElementException();
                return i++ == 0 ? s1 : s2;
            }
        });
    }

    final void nextStream() throws IOException {
        if (in != null) in.close();
        peekNextStream();
    }

    private void peekNextStream() {
        if (e.hasMoreElements()) {
            in = e.nextElement();
            if (in == null) throw new NullPointerException();
        } else {
            in = null;
        }
    }

    public int available() throws IOException {
        return in == null ? 0 : in.available();
    }

    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) return c;
            nextStream();
        }
        return -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) return -1;
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        do {
            int n = in.read(b, off, len);
            if (n > 0) return n;
            nextStream();
        } while (in != null);
        return -1;
    }

    public void close() throws IOException {
        IOException first = null;
        while (in != null) {
            try {
                in.close();
            } catch (IOException x) {
                if (first == null) first = x;
                else first.addSuppressed(x);
            }
            peekNextStream();
        }
        if (first != null) throw first;
    }
}
