/*
 * java.nio.charset.Charset, reduced to naming: one canonical instance per
 * supported charset (UTF-8, ISO-8859-1, US-ASCII, UTF-16BE/LE, UTF-16), so
 * that identity checks work; the codecs live in java.lang.StringCoding and the
 * java.io readers/writers.  newDecoder/newEncoder arrive with java.nio.
 */
package java.nio.charset;

public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    private static Charset[] known;

    protected Charset(String canonicalName, String[] aliases) {
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases;
    }

    private static final class Builtin extends Charset {
        Builtin(String name, String[] aliases) {
            super(name, aliases);
        }

        public boolean contains(Charset cs) {
            return cs == this || name().equals("UTF-8") || name().startsWith("UTF-16")
                || (name().equals("ISO-8859-1") && cs.name().equals("US-ASCII"));
        }
    }

    private static Charset[] known() {
        Charset[] k = known;
        if (k == null) {
            k = new Charset[] {
                new Builtin("UTF-8", new String[] {"unicode-1-1-utf-8", "UTF8"}),
                new Builtin("ISO-8859-1", new String[] {"iso-ir-100", "ISO_8859_1", "latin1", "l1",
                    "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1",
                    "ISO_8859-1:1987", "ISO_8859-1", "8859_1", "ISO8859-1"}),
                new Builtin("US-ASCII", new String[] {"iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991",
                    "ASCII", "iso_646.irv:1983", "ANSI_X3.4-1968", "ISO646-US", "default", "cp367",
                    "csASCII", "646", "us", "IBM367", "ascii7"}),
                new Builtin("UTF-16BE", new String[] {"X-UTF-16BE", "UTF_16BE", "ISO-10646-UCS-2",
                    "UnicodeBigUnmarked"}),
                new Builtin("UTF-16LE", new String[] {"UnicodeLittleUnmarked", "UTF_16LE", "X-UTF-16LE"}),
                new Builtin("UTF-16", new String[] {"UTF_16", "unicode", "utf16", "UnicodeBig"}),
            };
            known = k;
        }
        return k;
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                continue;
            }
            if (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.')) {
                continue;
            }
            throw new IllegalCharsetNameException(s);
        }
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        Charset[] k = known();
        for (int i = 0; i < k.length; i++) {
            Charset cs = k[i];
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (int j = 0; j < cs.aliases.length; j++) {
                if (cs.aliases[j].equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        checkName(charsetName);
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalArgumentException e) {
            return fallback;
        }
    }

    public static Charset defaultCharset() {
        return known()[0];
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public boolean canEncode() {
        return true;
    }

    public abstract boolean contains(Charset cs);

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
