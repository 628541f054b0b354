/*
 * The multi-byte charsets (Shift_JIS, windows-31j, EUC-JP; GBK, GB2312,
 * Big5, EUC-KR): names,
 * aliases and historical names, round trips of Japanese text, a checksum of
 * what every 1-, 2- and 3-byte sequence decodes to (isolated, REPORT) and
 * of every char's encoding, the lengths malformed and unmappable sequences
 * consume, replacement on encode, and byte-at-a-time streams.
 */
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.util.TreeSet;

public class Charset_MultiByte {
    static final String[] CS = {"Shift_JIS", "windows-31j", "EUC-JP", "GBK", "GB2312", "Big5", "EUC-KR"};

    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) {
            s.append(String.format("%02X", x & 0xff));
        }
        return s.toString();
    }

    static String hex(ByteBuffer b) {
        byte[] a = new byte[b.remaining()];
        b.get(a);
        return hex(a);
    }

    static String cps(String s) {
        StringBuilder r = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            r.append(i == 0 ? "" : " ").append(String.format("%04X", (int) s.charAt(i)));
        }
        return "[" + r + "]";
    }

    static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            b[i] = (byte) v[i];
        }
        return b;
    }

    static void names() throws Exception {
        String[] ask = {"Shift_JIS", "SJIS", "shift-jis", "x-sjis", "MS_Kanji", "csShiftJIS", "windows-31j", "MS932",
            "windows-932", "csWindows31J", "EUC-JP", "EUC_JP", "eucjp", "x-euc-jp", "eucjis", "x-eucjp", "EUC-JIS",
            "GBK", "CP936", "windows-936", "GB2312", "EUC_CN", "euc-cn", "x-EUC-CN", "Big5", "csBig5",
            "EUC-KR", "euc_kr", "ksc5601", "ks_c_5601-1987"};
        for (String n : ask) {
            try {
                Charset cs = Charset.forName(n);
                System.out.println(n + " -> " + cs.name() + " " + new TreeSet<>(cs.aliases()) + " reg=" + cs.isRegistered()
                    + " canEncode=" + cs.canEncode() + " ascii=" + cs.contains(Charset.forName("US-ASCII"))
                    + " utf8=" + cs.contains(Charset.forName("UTF-8")) + " self=" + cs.contains(cs));
                InputStreamReader r = new InputStreamReader(new ByteArrayInputStream(new byte[0]), cs);
                OutputStreamWriter w = new OutputStreamWriter(new ByteArrayOutputStream(), n);
                System.out.println("  reader " + r.getEncoding() + " writer " + w.getEncoding()
                    + " supported " + Charset.isSupported(n) + " available " + Charset.availableCharsets().containsKey(cs.name()));
            } catch (Exception e) {
                System.out.println(n + " -> " + e);
            }
        }
        for (String n : CS) {
            StringBuilder m = new StringBuilder();
            for (String o : CS) {
                m.append(Charset.forName(n).contains(Charset.forName(o)) ? '1' : '0');
            }
            System.out.println(n + " contains " + m + " latin1=" + Charset.forName(n).contains(Charset.forName("ISO-8859-1")));
        }
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            CharsetDecoder d = cs.newDecoder();
            CharsetEncoder e = cs.newEncoder();
            System.out.println(n + " sizes " + d.averageCharsPerByte() + " " + d.maxCharsPerByte() + " "
                + e.averageBytesPerChar() + " " + e.maxBytesPerChar() + " repl " + hex(e.replacement())
                + " " + cps(d.replacement()) + " same " + (cs == Charset.forName(n.toLowerCase())));
        }
    }

    static final String TEXT = "Hello, \u4e16\u754c! \u3053\u3093\u306b\u3061\u306f \u30ab\u30bf\u30ab\u30ca"
        + " \uff76\uff80\uff76\uff85 \u65e5\u672c\u8a9e\u6f22\u5b57 \\~\u00a5\u203e \u301c\uff5e \u2212\uff0d"
        + " \u2016\u2225 \u00a2\uffe0 \u00a3\uffe1 \u00ac\uffe2 \u2460\u2461\u2170\u2171\u3231\u2116 \u7e8a\u9ed1"
        + " \u4e02\u4e04\u00e9\u0101 \u9ad9\u9ad8\u5f45\u7dd6 \u3000\u3001\u3002"
        + " \u4e2d\u6587 \u7e41\u9ad4\u5b57 \u9f98\u20ac\u2026\u00b7 \ud55c\uad6d\uc5b4 \u3131\u314f end";

    static void roundTrips() throws Exception {
        System.out.println("text " + cps(TEXT));
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            byte[] b = TEXT.getBytes(cs);
            String back = new String(b, cs);
            System.out.println(n + " bytes " + hex(b));
            System.out.println(n + " back " + cps(back) + " same=" + back.equals(TEXT));
            CharsetEncoder e = cs.newEncoder();
            StringBuilder can = new StringBuilder();
            for (int i = 0; i < TEXT.length(); i++) {
                can.append(e.canEncode(TEXT.charAt(i)) ? '1' : '0');
            }
            System.out.println(n + " canEncode " + can);
        }
    }

    static String outcome(CharsetDecoder d, byte[] b) {
        d.reset();
        ByteBuffer in = ByteBuffer.wrap(b);
        CharBuffer out = CharBuffer.allocate(8);
        CoderResult r = d.decode(in, out, true);
        if (!r.isError()) {
            r = d.flush(out);
        }
        out.flip();
        return (r.isError() ? r.toString() : "") + in.position() + cps(out.toString());
    }

    /*
     * A REPORT decode of the whole array, skipping each error: a checksum
     * of every (position, result, chars) step, so the length each
     * malformed or unmappable sequence consumes shows.
     */
    static String trace(CharsetDecoder d, byte[] b) {
        ByteBuffer in = ByteBuffer.wrap(b);
        CharBuffer out = CharBuffer.allocate(b.length + 1);
        d.reset();
        int h = 0;
        int ok = 0;
        while (true) {
            int before = out.position();
            CoderResult r = d.decode(in, out, true);
            h = h * 31 + in.position();
            for (int i = before; i < out.position(); i++) {
                h = h * 31 + out.get(i);
            }
            ok += out.position() - before;
            if (!r.isError()) {
                break;
            }
            h = h * 31 + (r.isMalformed() ? 1 : 2) * 8 + r.length();
            in.position(in.position() + r.length());
        }
        return ok + ":" + Integer.toHexString(h);
    }

    static int fffd(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\uFFFD') {
                n++;
            }
        }
        return n;
    }

    /* Per lead byte: that byte followed by each second byte (and, for EUC-JP's SS3, each third). */
    static void decodeTables() {
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
            byte[] one = new byte[256];
            for (int b1 = 0; b1 < 256; b1++) {
                one[b1] = (byte) b1;
            }
            String s1 = new String(one, cs);
            System.out.println(n + " single " + trace(d, one) + " string=" + s1.length() + "/" + fffd(s1) + "/"
                + Integer.toHexString(s1.hashCode()));
            byte[] all = new byte[512];
            byte[] lone = new byte[512];
            for (int b1 = 0x80; b1 < 256; b1++) {
                for (int b2 = 0; b2 < 256; b2++) {
                    all[2 * b2] = (byte) b1;
                    all[2 * b2 + 1] = (byte) b2;
                    /* each byte then the lead: pairs straddle differently, so errors show at other offsets */
                    lone[2 * b2] = (byte) b2;
                    lone[2 * b2 + 1] = (byte) b1;
                }
                String s = new String(all, cs);
                System.out.println(n + " lead " + Integer.toHexString(b1) + " " + trace(d, all) + " " + trace(d, lone)
                    + " string=" + s.length() + "/" + fffd(s) + "/" + Integer.toHexString(s.hashCode()));
            }
        }
        Charset euc = Charset.forName("EUC-JP");
        CharsetDecoder d = euc.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
        byte[] all = new byte[768];
        for (int b2 = 0; b2 < 256; b2++) {
            for (int b3 = 0; b3 < 256; b3++) {
                all[3 * b3] = (byte) 0x8F;
                all[3 * b3 + 1] = (byte) b2;
                all[3 * b3 + 2] = (byte) b3;
            }
            String s = new String(all, euc);
            System.out.println("EUC-JP SS3 " + Integer.toHexString(b2) + " " + trace(d, all)
                + " string=" + s.length() + "/" + fffd(s) + "/" + Integer.toHexString(s.hashCode()));
        }
    }

    /* Per page of 256 chars: a REPORT encode skipping errors, canEncode, and the page through getBytes. */
    static void encodeTables() {
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            CharsetEncoder e = cs.newEncoder();
            StringBuilder pages = new StringBuilder();
            int total = 0;
            char[] page = new char[256];
            ByteBuffer out = ByteBuffer.allocate(1024);
            for (int hi = 0; hi < 256; hi++) {
                int can = 0;
                for (int lo = 0; lo < 256; lo++) {
                    char c = (char) (hi << 8 | lo);
                    page[lo] = Character.isSurrogate(c) ? 'x' : c;
                    if (e.canEncode(page[lo])) {
                        can++;
                    }
                }
                CharBuffer in = CharBuffer.wrap(page);
                out.clear();
                e.reset();
                int h = 0;
                while (true) {
                    CoderResult r = e.encode(in, out, true);
                    h = h * 31 + in.position() * 7 + out.position();
                    if (!r.isError()) {
                        break;
                    }
                    h = h * 31 + r.length();
                    in.position(in.position() + r.length());
                }
                for (int i = 0; i < out.position(); i++) {
                    h = h * 31 + out.get(i);
                }
                total += can;
                if (can > 0) {
                    byte[] g = new String(page).getBytes(cs);
                    pages.append(Integer.toHexString(hi)).append(':').append(can).append(':')
                        .append(Integer.toHexString(h)).append(':').append(Integer.toHexString(new String(g, cs).hashCode()))
                        .append(' ');
                }
            }
            System.out.println(n + " encodable " + total);
            System.out.println(n + " pages " + pages);
        }
    }

    static void malformed() throws Exception {
        int[][] cases = {{0x82}, {0x82, 0x20}, {0x82, 0xA0}, {0x81, 0x7F}, {0x81, 0x80}, {0x81, 0xFD}, {0xA0},
            {0x80}, {0xFD}, {0xFF}, {0xA0, 0x41}, {0xF0, 0x40}, {0xF9, 0xFC}, {0xEF, 0x40}, {0x87, 0x40},
            {0xED, 0x40}, {0xFA, 0x40}, {0x5C, 0x7E}, {0x8E}, {0x8E, 0x20}, {0x8E, 0xA1}, {0x8E, 0xE0}, {0x8F},
            {0x8F, 0xA1}, {0x8F, 0xA2, 0xAF}, {0x8F, 0xB0, 0xA1}, {0x8F, 0x20, 0x20}, {0x8F, 0xA1, 0x20},
            {0xA1}, {0xA1, 0x20}, {0xA1, 0xA1}, {0xFF, 0xA1}, {0xA9, 0xA1}, {0xA1, 0xFF}, {0x82, 0xA0, 0x82},
            {0x41, 0x82, 0xA0, 0x82, 0x42}, {0xB0, 0xA1, 0xB0}, {0x8F, 0xB0, 0xA1, 0x8F, 0xB0}};
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
            for (int[] c : cases) {
                byte[] b = bytes(c);
                StringBuilder trace = new StringBuilder();
                ByteBuffer in = ByteBuffer.wrap(b);
                CharBuffer out = CharBuffer.allocate(16);
                d.reset();
                for (int guard = 0; guard < 10; guard++) {
                    CoderResult r = d.decode(in, out, true);
                    trace.append(r).append('@').append(in.position()).append(' ');
                    if (!r.isError()) {
                        break;
                    }
                    in.position(in.position() + r.length());
                }
                out.flip();
                String dflt = new String(b, cs);
                String viaDecode;
                try {
                    viaDecode = cps(cs.newDecoder().decode(ByteBuffer.wrap(b)).toString());
                } catch (CharacterCodingException x) {
                    viaDecode = x.toString();
                }
                System.out.println(n + " " + hex(b) + " -> " + cps(dflt) + " " + trace + cps(out.toString()) + " " + viaDecode);
            }
        }
    }

    static void encoding() throws Exception {
        String[] cases = {"\ud83d\ude00", "a\ud800b", "\udc00", "x\ud800", "\u00e9", "\u20ac", "\u00a5", "\u203e",
            "\\", "~", "\u301c", "\uff5e", "\u2460", "\u2170", "\u4e02", "\uff61", "\u0080", "\u00a6", "\ufffd"};
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            for (String s : cases) {
                CharsetEncoder e = cs.newEncoder();
                String rep;
                try {
                    rep = hex(e.encode(CharBuffer.wrap(s)));
                } catch (CharacterCodingException x) {
                    rep = x.toString();
                }
                ByteBuffer out = ByteBuffer.allocate(16);
                CharBuffer in = CharBuffer.wrap(s);
                CoderResult r = e.reset().encode(in, out, false);
                System.out.println(n + " " + cps(s) + " -> " + hex(s.getBytes(cs)) + " " + rep + " " + r + "@" + in.position()
                    + " can=" + (s.length() == 1 ? cs.newEncoder().canEncode(s.charAt(0)) : cs.newEncoder().canEncode(s)));
            }
            CharsetEncoder e = cs.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE)
                .replaceWith(new byte[] {(byte) '*'});
            System.out.println(n + " replaceWith " + hex(e.encode(CharBuffer.wrap("a\u00e9\u3042\ud83d\ude00"))));
            System.out.println(n + " legal " + e.isLegalReplacement(bytes(0x82)) + " " + e.isLegalReplacement(bytes(0x3F)));
        }
    }

    /* Hands out one byte per read. */
    static final class Trickle extends FilterInputStream {
        Trickle(InputStream in) {
            super(in);
        }

        public int read(byte[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 1));
        }
    }

    static void streams() throws Exception {
        for (String n : CS) {
            Charset cs = Charset.forName(n);
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            OutputStreamWriter w = new OutputStreamWriter(bo, cs);
            for (int i = 0; i < TEXT.length(); i++) {
                w.write(TEXT.charAt(i));
            }
            w.write("\ud83d");
            w.write("\ude00!");
            w.close();
            byte[] b = bo.toByteArray();
            System.out.println(n + " writer " + hex(b).hashCode() + " same=" + java.util.Arrays.equals(b, (TEXT + "\ud83d\ude00!").getBytes(cs)));
            byte[] bad = new byte[b.length + 3];
            System.arraycopy(b, 0, bad, 0, b.length);
            bad[b.length] = (byte) 0x82;
            bad[b.length + 1] = (byte) 0x8F;
            bad[b.length + 2] = (byte) 0xA1;
            InputStreamReader r = new InputStreamReader(new Trickle(new ByteArrayInputStream(bad)), cs);
            StringBuilder s = new StringBuilder();
            int c;
            while ((c = r.read()) >= 0) {
                s.append((char) c);
            }
            System.out.println(n + " reader " + cps(s.substring(TEXT.length())) + " same=" + s.toString().startsWith(TEXT)
                + " whole=" + s.toString().equals(new String(bad, cs)));
        }
    }

    public static void main(String[] args) throws Exception {
        names();
        roundTrips();
        malformed();
        encoding();
        streams();
        decodeTables();
        encodeTables();
    }
}
