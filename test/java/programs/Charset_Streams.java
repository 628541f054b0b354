/* Readers and writers in charsets other than UTF-8 fed a byte or a char at a time (sequences cut by reads). */
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;

public class Charset_Streams {
    /* Hands out at most `step` bytes per read. */
    static final class Trickle extends InputStream {
        private final byte[] b;
        private final int step;
        private int pos;

        Trickle(byte[] b, int step) {
            this.b = b;
            this.step = step;
        }

        public int read() {
            return pos < b.length ? b[pos++] & 0xff : -1;
        }

        public int read(byte[] dst, int off, int len) {
            if (pos >= b.length) return -1;
            int n = Math.min(Math.min(len, step), b.length - pos);
            System.arraycopy(b, pos, dst, off, n);
            pos += n;
            return n;
        }
    }

    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) s.append(String.format("%02x", x & 0xff));
        return s.toString();
    }

    static String codes(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) b.append(Integer.toHexString(s.charAt(i))).append(' ');
        return b.toString().trim();
    }

    static String readAll(Reader r) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[3];
        for (int n; (n = r.read(buf, 0, buf.length)) >= 0; ) sb.append(buf, 0, n);
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String text = "Hi \u00e9\u20ac \u041f\u0440\u0438 \uD83D\uDE00!";
        String[] names = {"UTF-16", "UTF-16BE", "UTF-16LE", "x-UTF-16LE-BOM", "UTF-32", "UTF-32LE", "X-UTF-32BE-BOM",
            "windows-1251", "windows-1252", "KOI8-U", "ISO-8859-5", "IBM866", "US-ASCII", "ISO-8859-1", "UTF-8"};
        for (String n : names) {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            Writer w = new OutputStreamWriter(bos, n);
            for (int i = 0; i < text.length(); i++) w.write(text.charAt(i));
            w.close();
            byte[] bytes = bos.toByteArray();
            System.out.println(n + " wrote " + hex(bytes));
            for (int step = 1; step <= 3; step++) {
                String back = readAll(new InputStreamReader(new Trickle(bytes, step), n));
                System.out.println("  step " + step + ": " + codes(back));
            }
            byte[] cut = new byte[Math.max(0, bytes.length - 1)];
            System.arraycopy(bytes, 0, cut, 0, cut.length);
            System.out.println("  truncated: " + codes(readAll(new InputStreamReader(new Trickle(cut, 2), n))));
        }
    }
}
