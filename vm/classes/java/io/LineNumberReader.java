/*
 * java.io.LineNumberReader: a BufferedReader counting line terminators
 * (\n, \r, \r\n each count once).  read() returns every terminator as
 * '\n'; skipLF means a '\r' was just consumed so a following '\n' belongs
 * to it.  As in JDK 17, a last line without terminator still counts once
 * the end of the stream is reached (prevChar remembers what came last).
 */
package java.io;

public class LineNumberReader extends BufferedReader {
    private static final int NONE = -2;
    private int lineNumber;
    private boolean skipLF;
    private int prevChar = NONE;
    private int markedLineNumber;
    private boolean markedSkipLF;
    private int markedPrevChar = NONE;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    /* At the end of the stream: a pending unterminated line counts. */
    private void atEnd() {
        if (prevChar != NONE && prevChar != -1 && prevChar != '\n' && prevChar != '\r') lineNumber++;
        prevChar = -1;
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                if (c == '\n') c = super.read();
                skipLF = false;
            }
            switch (c) {
            case -1:
                atEnd();
                return -1;
            case '\r':
                skipLF = true;
                lineNumber++;
                prevChar = '\r';
                return '\n';
            case '\n':
                lineNumber++;
                prevChar = '\n';
                return '\n';
            default:
                prevChar = c;
                return c;
            }
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                atEnd();
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                int c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        prevChar = c;
                        continue;
                    }
                }
                if (c == '\r') {
                    lineNumber++;
                    skipLF = true;
                } else if (c == '\n') {
                    lineNumber++;
                }
                prevChar = c;
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            StringBuilder sb = null;
            while (true) {
                int c = read();
                if (c == -1) return sb == null ? null : sb.toString();
                if (sb == null) sb = new StringBuilder();
                if (c == '\n') return sb.toString();
                sb.append((char) c);
            }
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) throw new IllegalArgumentException("skip() value is negative");
        synchronized (lock) {
            long r = n;
            while (r > 0) {
                if (read() == -1) break;
                r--;
            }
            return n - r;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            /* a skipped '\n' after '\r' needs one more char of room */
            if (skipLF) readAheadLimit++;
            super.mark(readAheadLimit);
            markedLineNumber = lineNumber;
            markedSkipLF = skipLF;
            markedPrevChar = prevChar;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            skipLF = markedSkipLF;
            prevChar = markedPrevChar;
        }
    }
}
