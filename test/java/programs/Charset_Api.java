/* java.nio.charset API against the JDK: lookup, aliases, coder state and errors, CharBuffer, streams. */
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnmappableCharacterException;
import java.util.Map;
import java.util.TreeSet;

public class Charset_Api {
    interface Body { Object run() throws Exception; }

    static void show(String what, Body b) {
        try {
            System.out.println(what + ": " + b.run());
        } catch (Throwable t) {
            System.out.println(what + ": " + t);
        }
    }

    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) s.append(String.format("%02x", x & 0xff));
        return s.toString();
    }

    static String hex(ByteBuffer bb) {
        byte[] b = new byte[bb.remaining()];
        bb.duplicate().get(b);
        return hex(b);
    }

    public static void main(String[] args) throws Exception {
        String[] names = {"utf8", "Latin1", "CP1252", "cp1251", "koi8", "cp437", "UTF_32", "unicode", "ISO8859_2",
            "ascii", "UnicodeBigUnmarked", "x-utf-16le", "Windows-1257", "ibm-850", "iso-8859-15", "LATIN9", "866"};
        for (String n : names) {
            Charset cs = Charset.forName(n);
            System.out.println(n + " -> " + cs + " " + cs.displayName() + " registered=" + cs.isRegistered()
                + " canEncode=" + cs.canEncode() + " same=" + (cs == Charset.forName(cs.name())) + " aliases=" + new TreeSet<>(cs.aliases()));
        }
        show("isSupported x-nothing", () -> Charset.isSupported("x-nothing"));
        show("isSupported empty", () -> Charset.isSupported(""));
        show("isSupported bad", () -> Charset.isSupported("bad name"));
        show("forName -lead", () -> Charset.forName("-lead"));
        show("forName unknown", () -> Charset.forName("x-nothing"));
        show("forName null", () -> Charset.forName(null));
        show("default", () -> Charset.defaultCharset());
        Map<String, Charset> av = Charset.availableCharsets();
        for (String n : new String[] {"utf-8", "windows-1252", "KOI8-R", "ibm437", "UTF-32LE"}) {
            System.out.println("available " + n + ": " + av.containsKey(n) + " " + av.get(n));
        }
        System.out.println("contains: " + StandardCharsets.UTF_8.contains(Charset.forName("windows-1251")) + " "
            + Charset.forName("windows-1251").contains(StandardCharsets.US_ASCII) + " "
            + StandardCharsets.US_ASCII.contains(StandardCharsets.ISO_8859_1) + " "
            + StandardCharsets.ISO_8859_1.contains(StandardCharsets.US_ASCII));
        System.out.println("compare: " + Integer.signum(StandardCharsets.UTF_8.compareTo(StandardCharsets.US_ASCII)) + " "
            + StandardCharsets.UTF_16.equals(Charset.forName("utf16")));

        // CoderResult and actions
        System.out.println(CoderResult.UNDERFLOW + " " + CoderResult.OVERFLOW + " " + CoderResult.malformedForLength(3)
            + " " + CoderResult.unmappableForLength(2) + " " + (CoderResult.malformedForLength(1) == CoderResult.malformedForLength(1)));
        System.out.println(CoderResult.UNDERFLOW.isUnderflow() + " " + CoderResult.OVERFLOW.isOverflow() + " "
            + CoderResult.malformedForLength(2).isError() + " " + CoderResult.unmappableForLength(1).isUnmappable()
            + " " + CoderResult.malformedForLength(4).length());
        show("UNDERFLOW.length", () -> CoderResult.UNDERFLOW.length());
        show("malformedForLength(0)", () -> CoderResult.malformedForLength(0));
        show("throw malformed", () -> { CoderResult.malformedForLength(2).throwException(); return null; });
        show("throw unmappable", () -> { CoderResult.unmappableForLength(1).throwException(); return null; });
        show("throw overflow", () -> { CoderResult.OVERFLOW.throwException(); return null; });
        show("throw underflow", () -> { CoderResult.UNDERFLOW.throwException(); return null; });
        System.out.println(CodingErrorAction.IGNORE + " " + CodingErrorAction.REPLACE + " " + CodingErrorAction.REPORT);
        System.out.println(new MalformedInputException(3).getMessage() + " / " + new UnmappableCharacterException(1).getInputLength());

        // decoder state and settings
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder();
        System.out.println("defaults: " + d.malformedInputAction() + " " + d.unmappableCharacterAction() + " "
            + (int) d.replacement().charAt(0) + " " + d.charset() + " " + d.isAutoDetecting());
        show("replaceWith null", () -> d.replaceWith(null));
        show("replaceWith empty", () -> d.replaceWith(""));
        show("replaceWith long", () -> d.replaceWith("ab"));
        show("onMalformed null", () -> d.onMalformedInput(null));
        show("flush fresh", () -> d.flush(CharBuffer.allocate(4)));
        ByteBuffer in = ByteBuffer.wrap(new byte[] {'h', 'i', (byte) 0xC3});
        CharBuffer out = CharBuffer.allocate(10);
        show("decode part", () -> d.decode(in, out, false) + " pos=" + in.position());
        show("decode end", () -> d.decode(in, out, true) + " pos=" + in.position());
        show("decode end again", () -> d.decode(in, out, true));
        show("decode more", () -> d.decode(in, out, false));
        show("flush", () -> d.flush(out));
        show("flush again", () -> d.flush(out));
        show("decode after flush", () -> d.decode(in, out, true));
        show("reset decode", () -> d.reset().decode(ByteBuffer.wrap(new byte[] {'o', 'k'})));
        show("detected", () -> d.isCharsetDetected());
        show("report whole", () -> StandardCharsets.US_ASCII.newDecoder().decode(ByteBuffer.wrap(new byte[] {'a', (byte) 0x80})));
        show("report unmappable", () -> Charset.forName("windows-1252").newDecoder().decode(ByteBuffer.wrap(new byte[] {'a', (byte) 0x81})));
        show("replace custom", () -> StandardCharsets.US_ASCII.newDecoder().replaceWith("#")
            .onMalformedInput(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(new byte[] {'a', (byte) 0x80, 'b'})));
        show("overflow", () -> {
            CharBuffer small = CharBuffer.allocate(2);
            CharsetDecoder dd = StandardCharsets.UTF_8.newDecoder();
            ByteBuffer src = ByteBuffer.wrap("abcdef".getBytes());
            CoderResult r = dd.decode(src, small, true);
            small.flip();
            return r + " " + small + " pos=" + src.position();
        });

        // encoder
        CharsetEncoder e = Charset.forName("windows-1252").newEncoder();
        System.out.println("encoder: " + hex(e.replacement()) + " " + e.canEncode('\u20ac') + " " + e.canEncode('\u0100')
            + " " + e.canEncode("caf\u00e9") + " " + e.canEncode("\uD83D\uDE00") + " " + e.isLegalReplacement(new byte[] {'?'}));
        show("replaceWith bytes long", () -> e.replaceWith(new byte[] {1, 2}));
        show("replaceWith bytes empty", () -> e.replaceWith(new byte[0]));
        show("illegal utf8 replacement", () -> StandardCharsets.UTF_8.newEncoder().replaceWith(new byte[] {(byte) 0xC3}));
        show("utf8 replacement ok", () -> hex(StandardCharsets.UTF_8.newEncoder().replaceWith(new byte[] {(byte) 0xC3, (byte) 0xA9}).replacement()));
        show("encode report", () -> hex(e.encode(CharBuffer.wrap("ok\u0100"))));
        show("encode replace", () -> hex(e.onUnmappableCharacter(CodingErrorAction.REPLACE).encode(CharBuffer.wrap("ok\u0100\u20ac"))));
        show("encode ignore", () -> hex(e.onUnmappableCharacter(CodingErrorAction.IGNORE).encode(CharBuffer.wrap("ok\u0100\u20ac"))));
        show("encode lone surrogate", () -> hex(StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap("a\uD800b"))));
        show("encode trailing high", () -> hex(StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap("a\uD800"))));
        show("canEncode while coding", () -> {
            CharsetEncoder x = StandardCharsets.US_ASCII.newEncoder();
            x.encode(CharBuffer.wrap("ab"), ByteBuffer.allocate(10), false);
            return x.canEncode('a');
        });
        show("cs.encode", () -> hex(Charset.forName("KOI8-R").encode("\u041f\u0440\u0438\u0432\u0435\u0442!")));
        show("cs.decode", () -> Charset.forName("KOI8-R").decode(ByteBuffer.wrap(new byte[] {(byte) 0xf0, (byte) 0xd2, 'x'})).toString().codePoints().boxed().toList());
        show("utf16 encode", () -> hex(StandardCharsets.UTF_16.encode("hi")));

        // Strings
        show("getBytes Cp1252", () -> hex("\u20ac\u00e9\u0100".getBytes("Cp1252")));
        show("getBytes ISO8859_5", () -> hex("\u0416\u0436z".getBytes("ISO8859_5")));
        show("new String 1251", () -> new String(new byte[] {(byte) 0xc0, (byte) 0xff, 0x41}, "windows-1251").codePoints().boxed().toList());
        show("getBytes unknown", () -> "x".getBytes("x-nothing"));
        show("getBytes illegal", () -> "x".getBytes("bad name"));
        show("new String unknown", () -> new String(new byte[1], "x-nothing"));
        show("utf32 round", () -> new String("a\uD83D\uDE00".getBytes("UTF-32"), "UTF-32").length());

        // streams
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        Writer w = new OutputStreamWriter(bos, "UTF-16");
        System.out.println("writer encoding: " + ((OutputStreamWriter) w).getEncoding());
        w.write("ab");
        w.write("\uD83D");
        w.write("\uDE00c");
        w.close();
        System.out.println("utf16 writer: " + hex(bos.toByteArray()));
        bos.reset();
        w = new OutputStreamWriter(bos, Charset.forName("windows-1252"));
        w.write("\u20ac and \u0100 and \uD800");
        w.close();
        System.out.println("1252 writer: " + hex(bos.toByteArray()));
        Reader r = new InputStreamReader(new ByteArrayInputStream(new byte[] {(byte) 0xff, (byte) 0xfe, 'h', 0, 'i', 0, 0x3d, (byte) 0xd8, 0, (byte) 0xde, 'z'}), "UTF-16");
        StringBuilder sb = new StringBuilder();
        for (int c; (c = r.read()) >= 0; ) sb.append(Integer.toHexString(c)).append(' ');
        System.out.println("utf16 reader: " + sb + ((InputStreamReader) r).getEncoding());
        for (String n : new String[] {"KOI8-R", "windows-1251", "IBM866", "UTF-32BE", "ISO-8859-7", "UTF-8", "US-ASCII", "UTF-16LE"}) {
            InputStreamReader isr = new InputStreamReader(new ByteArrayInputStream(new byte[] {(byte) 0xc1, (byte) 0xe2, 0, 0, 0, 0x41}), n);
            sb.setLength(0);
            for (int c; (c = isr.read()) >= 0; ) sb.append(Integer.toHexString(c)).append(' ');
            System.out.println(n + " reader: " + sb + isr.getEncoding() + " / " + new OutputStreamWriter(bos, n).getEncoding());
        }
        PrintStream ps = new PrintStream(bos, true, "windows-1251");
        bos.reset();
        ps.print("\u041f\u0440\u0438\u0432\u0435\u0442 \u20ac\u0100");
        ps.flush();
        System.out.println("printstream 1251: " + hex(bos.toByteArray()));

        // CharBuffer
        CharBuffer cb = CharBuffer.allocate(8);
        cb.put('a').put("bcd").put(new char[] {'e', 'f'});
        System.out.println("cb: pos=" + cb.position() + " rem=" + cb.remaining() + " hasArray=" + cb.hasArray());
        cb.flip();
        System.out.println("cb flipped: " + cb + " len=" + cb.length() + " charAt(1)=" + cb.charAt(1) + " sub=" + cb.subSequence(1, 3)
            + " get=" + cb.get() + " then=" + cb);
        cb.compact();
        System.out.println("cb compact: pos=" + cb.position() + " lim=" + cb.limit());
        cb.flip();
        System.out.println("cb again: " + cb + " eq=" + cb.equals(CharBuffer.wrap("bcdef")) + " cmp=" + Integer.signum(cb.compareTo(CharBuffer.wrap("bcdeg"))));
        CharBuffer ro = CharBuffer.wrap("hello world", 6, 11);
        System.out.println("wrap string: " + ro + " ro=" + ro.isReadOnly() + " hasArray=" + ro.hasArray() + " pos=" + ro.position() + " cap=" + ro.capacity());
        show("ro put", () -> ro.put('x'));
        show("ro array", () -> ro.array());
        show("charAt out", () -> ro.charAt(5));
        show("sub bad", () -> ro.subSequence(3, 2));
        show("get under", () -> CharBuffer.allocate(0).get());
        show("put over", () -> CharBuffer.allocate(1).put("ab"));
        show("wrap bad", () -> CharBuffer.wrap(new char[3], 2, 2));
        show("allocate neg", () -> CharBuffer.allocate(-1));
        CharBuffer ap = CharBuffer.allocate(20);
        ap.append("x=").append('1').append(null).append("abcdef", 2, 4);
        ap.flip();
        System.out.println("append: " + ap + " chars=" + ap.chars().sum() + " hash=" + ap.hashCode());
        char[] backing = "0123456789".toCharArray();
        CharBuffer wb = CharBuffer.wrap(backing, 2, 5);
        System.out.println("wrap array: " + wb + " off=" + wb.arrayOffset() + " slice=" + wb.slice() + " dup=" + wb.duplicate().position());
        wb.put(0, 'Z');
        System.out.println("backing: " + new String(backing));
        StringBuilder fromReadable = new StringBuilder();
        CharBuffer target = CharBuffer.allocate(4);
        CharBuffer src = CharBuffer.wrap("readable!");
        while (src.read(target) > 0) {
            target.flip();
            fromReadable.append(target);
            target.clear();
        }
        System.out.println("read: " + fromReadable);
    }
}
