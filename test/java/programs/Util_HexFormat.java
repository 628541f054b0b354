import java.io.IOException;
import java.util.HexFormat;

/* java.util.HexFormat against the JDK: formatting and parsing with and
 * without delimiter, prefix and suffix, both cases, single values, every
 * error message, toString/equals/hashCode. */
public class Util_HexFormat {
    interface A {
        Object run() throws Exception;
    }

    /* The output stays ASCII: other characters as \\uXXXX. */
    static void println(String line) {
        StringBuilder sb = new StringBuilder();
        for (char c : line.toCharArray()) {
            if (c < 128) sb.append(c);
            else sb.append(String.format("\\u%04x", (int) c));
        }
        System.out.println(sb);
    }

    static void s(String w, A a) {
        try {
            Object r = a.run();
            if (r instanceof byte[]) r = java.util.Arrays.toString((byte[]) r);
            println(w + " -> " + r);
        } catch (NullPointerException e) {
            /* Helpful messages name library parameters, which Lantern's do
             * not; the explicit messages (requireNonNull) are compared. */
            String m = e.getMessage();
            println(w + " -> " + e.getClass().getName() + (m != null && m.startsWith("Cannot") ? "" : ": " + m));
        } catch (Exception e) {
            println(w + " -> " + e);
        }
    }

    public static void main(String[] args) throws Exception {
    HexFormat f = HexFormat.of();
    System.out.println(f + "|" + HexFormat.ofDelimiter(", ").withPrefix("#").withSuffix(";").withUpperCase());
    byte[] b = {1, -1, 0x7f, -128, 10};
    HexFormat g = HexFormat.ofDelimiter(":").withPrefix("[").withSuffix("]");
    s("fmt", () -> f.formatHex(b)); s("fmtU", () -> f.withUpperCase().formatHex(b)); s("g", () -> g.formatHex(b)); s("g range", () -> g.formatHex(b, 1, 3));
    s("g empty", () -> g.formatHex(new byte[0]));
    s("range bad", () -> f.formatHex(b, 3, 1)); s("range bad2", () -> f.formatHex(b, -1, 1)); s("range bad3", () -> f.formatHex(b, 0, 9));
    s("parse", () -> f.parseHex("01ff7F80")); s("parse g", () -> g.parseHex("[01]:[ff]:[7f]")); s("parse g empty", () -> g.parseHex(""));
    s("parse odd", () -> f.parseHex("abc")); s("parse bad", () -> f.parseHex("zz")); s("parse g bad", () -> g.parseHex("[01];[ff]"));
    s("parse g bad2", () -> g.parseHex("[01]:[ff")); s("parse g bad3", () -> g.parseHex("01"));
    s("parse range", () -> f.parseHex("xx0102yy", 2, 6)); s("parse range bad", () -> f.parseHex("0102", 1, 9));
    s("parse chars", () -> f.parseHex("0a0b".toCharArray(), 0, 4));
    s("parse null", () -> f.parseHex(null));
    s("toHexDigits byte", () -> f.toHexDigits((byte) -2)); s("char", () -> f.toHexDigits('\u1234')); s("short", () -> f.toHexDigits((short) -3));
    s("int", () -> f.withUpperCase().toHexDigits(0xcafebabe)); s("long", () -> f.toHexDigits(-2L)); s("long 4", () -> f.toHexDigits(0x12345L, 4)); s("long 17", () -> f.toHexDigits(1L, 17)); s("long -1", () -> f.toHexDigits(1L, -1)); s("long 0", () -> f.toHexDigits(1L, 0));
    s("withPrefix tohex", () -> g.toHexDigits((byte) 5));
    s("isHexDigit", () -> HexFormat.isHexDigit('a') + " " + HexFormat.isHexDigit('G') + " " + HexFormat.isHexDigit('\uff10') + " " + HexFormat.isHexDigit(-1));
    s("fromHexDigit", () -> HexFormat.fromHexDigit('F')); s("fromHexDigit bad", () -> HexFormat.fromHexDigit('g')); s("fromHexDigit bad2", () -> HexFormat.fromHexDigit(0x10041));
    s("fromHexDigits", () -> HexFormat.fromHexDigits("7fffffff")); s("fromHexDigits 9", () -> HexFormat.fromHexDigits("123456789")); s("fromHexDigits empty", () -> HexFormat.fromHexDigits(""));
    s("fromHexDigits bad", () -> HexFormat.fromHexDigits("12x4")); s("fromHexDigits range", () -> HexFormat.fromHexDigits("xx12", 2, 4)); s("fromHexDigits range bad", () -> HexFormat.fromHexDigits("xx12", 3, 2));
    s("fromHexDigitsToLong", () -> HexFormat.fromHexDigitsToLong("ffffffffffffffff")); s("toLong 17", () -> HexFormat.fromHexDigitsToLong("00000000000000001"));
    s("fromHexDigitsToLong range", () -> HexFormat.fromHexDigitsToLong("xffx", 1, 3));
    s("toLowHexDigit", () -> f.toLowHexDigit(0x1f) + "" + f.toHighHexDigit(0xaf) + f.withUpperCase().toHighHexDigit(0xaf));
    s("equals", () -> f.equals(HexFormat.of()) + " " + f.equals(f.withUpperCase()) + " " + (f.hashCode() == HexFormat.of().hashCode()) + " " + f.withUpperCase().withLowerCase().equals(f));
    s("accessors", () -> g.delimiter() + g.prefix() + g.suffix() + g.isUpperCase());
    s("same", () -> (f.withLowerCase() == f) + " " + (f.withUpperCase().withUpperCase() == f.withUpperCase()));
    s("append", () -> f.formatHex(new StringBuilder("x="), b));
    s("toHexDigits app", () -> f.toHexDigits(new StringBuilder("y="), (byte) 0xab));
    s("null delim", () -> HexFormat.ofDelimiter(null));
    s("parse big delim", () -> HexFormat.ofDelimiter("--").parseHex("01--02--03"));
    s("parse trailing delim", () -> HexFormat.ofDelimiter(":").parseHex("01:02:"));
    s("parse uppercase", () -> f.parseHex("ABCDEF"));
    s("fromHexDigits null", () -> HexFormat.fromHexDigits(null));
    s("hash", () -> HexFormat.of().hashCode() + " " + g.hashCode());
  
    
    HexFormat d2 = HexFormat.ofDelimiter(":");
    HexFormat g2 = HexFormat.ofDelimiter(":").withPrefix("[").withSuffix("]");
    s("odd delim", () -> d2.parseHex("01:02"));
    s("even delim bad", () -> d2.parseHex("01:0"));
    s("bad hex delim", () -> d2.parseHex("01:0x"));
    s("bad hex delim2", () -> d2.parseHex("0x:01"));
    s("prefix bad", () -> g2.parseHex("(01]"));
    s("suffix bad", () -> g2.parseHex("[01)"));
    s("nl", () -> HexFormat.ofDelimiter("\n").parseHex("01\n0x\n03"));
    s("nl2", () -> HexFormat.ofDelimiter("\n").withPrefix("<").parseHex("<01\n<03\n>04"));
    s("multi", () -> HexFormat.ofDelimiter(", ").withPrefix("0x").parseHex("0x01, 0x02,_0x03"));
    s("fast odd range", () -> HexFormat.of().parseHex("abcde", 0, 3));
    s("fmt nl", () -> HexFormat.ofDelimiter("\n").formatHex(new byte[]{1,2}));
    s("prefix tohex", () -> HexFormat.of().withPrefix("0x").toHexDigits(255L, 3));
    s("fromHexDigits(cs, from, to) > 8", () -> HexFormat.fromHexDigits("0123456789", 0, 9));
    s("fromHexDigits neg", () -> HexFormat.fromHexDigits("ffffffff"));
    s("parse null range", () -> HexFormat.of().parseHex((CharSequence) null, 0, 0));
    s("parse char null", () -> HexFormat.of().parseHex((char[]) null, 0, 0));
    s("fmt null", () -> HexFormat.of().formatHex(null));
    s("fromHexDigit nonascii", () -> HexFormat.fromHexDigit('\uff10'));
    s("fromHexDigit neg", () -> HexFormat.fromHexDigit(-5));
    s("ofDelimiter str", () -> HexFormat.ofDelimiter("\n").withPrefix("\t"));
  
        /* An Appendable that fails: UncheckedIOException with its message. */
        Appendable broken = new Appendable() {
            public Appendable append(CharSequence csq) throws IOException {
                throw new IOException("disk full");
            }

            public Appendable append(CharSequence csq, int start, int end) throws IOException {
                throw new IOException("disk full");
            }

            public Appendable append(char c) throws IOException {
                throw new IOException("disk full");
            }
        };
        s("broken formatHex", () -> HexFormat.of().formatHex(broken, new byte[]{1}));
        s("broken toHexDigits", () -> HexFormat.of().toHexDigits(broken, (byte) 1));
        /* Round trips over every byte value. */
        byte[] all = new byte[256];
        for (int i = 0; i < 256; i++) all[i] = (byte) i;
        for (HexFormat fm : new HexFormat[]{HexFormat.of(), HexFormat.of().withUpperCase(), HexFormat.ofDelimiter(", ").withPrefix("0x"),
                HexFormat.ofDelimiter("").withSuffix("h").withUpperCase()}) {
            String text = fm.formatHex(all);
            System.out.println(fm + ": " + text.length() + " " + text.substring(text.length() - 12) + " "
                    + java.util.Arrays.equals(all, fm.parseHex(text)) + " " + java.util.Arrays.equals(all, fm.parseHex(text.toLowerCase()))
                    + " " + java.util.Arrays.equals(all, fm.parseHex(text.toCharArray(), 0, text.length())));
        }
    }
}
