/* Charset codecs against the JDK: random and edge-case bytes and strings through String and the coders. */
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

public class Charset_Coders {
    static long seed = 12345;

    static int next(int bound) {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return (int) ((seed >>> 33) % bound);
    }

    static String hex(byte[] b, int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) s.append(String.format("%02x", b[i] & 0xff));
        return s.toString();
    }

    static String chars(CharSequence s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) b.append(c);
            else b.append(String.format("<%x>", (int) c));
        }
        return b.toString();
    }

    static final String[] NAMES = {"UTF-8", "ISO-8859-1", "US-ASCII", "UTF-16", "UTF-16BE", "UTF-16LE",
        "UTF-32", "UTF-32BE", "UTF-32LE", "x-UTF-16LE-BOM", "X-UTF-32BE-BOM", "X-UTF-32LE-BOM",
        "ISO-8859-2", "ISO-8859-5", "ISO-8859-7", "ISO-8859-15", "windows-1250", "windows-1251", "windows-1252",
        "windows-1253", "windows-1255", "windows-1257", "KOI8-R", "KOI8-U", "IBM437", "IBM850", "IBM866"};

    static byte[] randomBytes(int n, int style) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            int r = next(100);
            if (style == 0) b[i] = (byte) next(256);
            else if (r < 40) b[i] = (byte) (0x20 + next(0x5f));
            else if (r < 70) b[i] = (byte) (0x80 + next(0x40));
            else if (r < 85) b[i] = (byte) (0xC0 + next(0x40));
            else b[i] = (byte) next(256);
        }
        return b;
    }

    static String randomString(int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int r = next(100);
            if (r < 30) s.append((char) (0x20 + next(0x5f)));
            else if (r < 50) s.append((char) (0xA0 + next(0x60)));
            else if (r < 60) s.append((char) (0x100 + next(0x400)));
            else if (r < 70) s.append((char) (0x2000 + next(0x200)));
            else if (r < 78) s.append("\uD83D\uDE00");
            else if (r < 82) s.append((char) (0xD800 + next(0x800)));
            else if (r < 90) s.append((char) (0x4E00 + next(0x100)));
            else s.append((char) next(0x10000));
        }
        return s.toString();
    }

    /* Decodes with REPORT in small steps, printing each result. */
    static String stepDecode(Charset cs, byte[] b) {
        CharsetDecoder d = cs.newDecoder();
        ByteBuffer in = ByteBuffer.wrap(b);
        CharBuffer out = CharBuffer.allocate(3);
        StringBuilder log = new StringBuilder();
        int limit = 0;
        for (int guard = 0; guard < 200; guard++) {
            limit = Math.min(b.length, limit + 1 + next(3));
            in.limit(limit);
            boolean end = limit == b.length;
            CoderResult cr = d.decode(in, out, end);
            out.flip();
            log.append(chars(out.toString()));
            out.clear();
            if (cr.isError()) {
                log.append('[').append(cr).append(']');
                in.position(in.position() + cr.length());
                continue;
            }
            if (cr.isUnderflow() && end && !in.hasRemaining()) break;
        }
        CoderResult f = d.flush(out);
        return log + " " + f;
    }

    static String stepEncode(Charset cs, String s) {
        CharsetEncoder e = cs.newEncoder();
        CharBuffer in = CharBuffer.wrap(s);
        ByteBuffer out = ByteBuffer.allocate(8);
        StringBuilder log = new StringBuilder();
        int limit = 0;
        for (int guard = 0; guard < 200; guard++) {
            limit = Math.min(s.length(), limit + 1 + next(3));
            in.limit(limit);
            boolean end = limit == s.length();
            CoderResult cr = e.encode(in, out, end);
            log.append(hex(out.array(), out.position()));
            out.clear();
            if (cr.isError()) {
                log.append('[').append(cr).append(']');
                in.position(in.position() + cr.length());
                continue;
            }
            if (cr.isUnderflow() && end && !in.hasRemaining()) break;
        }
        return log.toString();
    }

    public static void main(String[] args) throws Exception {
        for (String name : NAMES) {
            Charset cs = Charset.forName(name);
            System.out.println("== " + cs + " " + cs.newDecoder().averageCharsPerByte() + " " + cs.newDecoder().maxCharsPerByte()
                + " " + cs.newEncoder().averageBytesPerChar() + " " + cs.newEncoder().maxBytesPerChar()
                + " repl=" + hex(cs.newEncoder().replacement(), cs.newEncoder().replacement().length));
            for (int t = 0; t < 6; t++) {
                byte[] b = randomBytes(1 + next(14), t % 2);
                System.out.println(" d " + hex(b, b.length) + " -> " + chars(new String(b, cs)));
                System.out.println("   steps " + stepDecode(cs, b));
                try {
                    System.out.println("   report " + chars(cs.newDecoder().decode(ByteBuffer.wrap(b))));
                } catch (CharacterCodingException x) {
                    System.out.println("   report " + x);
                }
                System.out.println("   ignore " + chars(cs.newDecoder().onMalformedInput(CodingErrorAction.IGNORE)
                    .onUnmappableCharacter(CodingErrorAction.IGNORE).decode(ByteBuffer.wrap(b))));
            }
            for (int t = 0; t < 5; t++) {
                String s = randomString(1 + next(8));
                byte[] b = s.getBytes(cs);
                System.out.println(" e " + chars(s) + " -> " + hex(b, b.length));
                System.out.println("   steps " + stepEncode(cs, s));
                try {
                    ByteBuffer bb = cs.newEncoder().encode(CharBuffer.wrap(s));
                    System.out.println("   report " + hex(bb.array(), bb.limit()));
                } catch (CharacterCodingException x) {
                    System.out.println("   report " + x);
                }
                ByteBuffer bb = cs.encode(s);
                System.out.println("   cs.encode " + hex(bb.array(), bb.limit()) + " canEncode " + cs.newEncoder().canEncode(s));
            }
            String edge = "A\u00e9\u20ac\uD800x\uDC00\uD83D\uDE00\uFFFE\uFEFF";
            byte[] eb = edge.getBytes(cs);
            System.out.println(" edge " + hex(eb, eb.length) + " back " + chars(new String(eb, cs)));
            StringBuilder all = new StringBuilder();
            if (cs.newDecoder().maxCharsPerByte() == 1.0f && cs.newEncoder().maxBytesPerChar() == 1.0f) {
                byte[] every = new byte[256];
                for (int i = 0; i < 256; i++) every[i] = (byte) i;
                all.append(chars(new String(every, cs)));
                System.out.println(" all " + all);
            }
        }
    }
}
