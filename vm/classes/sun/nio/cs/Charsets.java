/*
 * The charsets Lantern provides: the rows of CharsetData, one Charset
 * instance per row made when first asked for (so identity comparisons
 * work), found by canonical name or alias, case-insensitively.  The
 * startup path asks for UTF-8 and a few others by canonical name: those
 * are found without splitting any alias list.  The multi-byte table
 * charsets (MultiByteData: Shift_JIS, windows-31j, EUC-JP, GBK, GB2312,
 * Big5, EUC-KR) have MultiByte
 * coders, their tables unpacked when the first coder is made.
 */
package sun.nio.cs;

import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;

public final class Charsets {
    private Charsets() {
    }

    private static final String[][] ROWS = CharsetData.CHARSETS;
    private static final Charset[] INSTANCES = new Charset[ROWS.length];
    private static String[][] aliasLists;

    static String[] split(String s) {
        if (s.isEmpty()) {
            return new String[0];
        }
        int n = 1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == ' ') {
                n++;
            }
        }
        String[] r = new String[n];
        int start = 0;
        int k = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == ' ') {
                r[k++] = s.substring(start, i);
                start = i + 1;
            }
        }
        return r;
    }

    private static synchronized String[] aliases(int i) {
        if (aliasLists == null) {
            aliasLists = new String[ROWS.length][];
        }
        String[] a = aliasLists[i];
        if (a == null) {
            a = split(ROWS[i][1]);
            aliasLists[i] = a;
        }
        return a;
    }

    private static synchronized Charset at(int i) {
        Charset cs = INSTANCES[i];
        if (cs == null) {
            cs = new Std(ROWS[i], aliases(i));
            INSTANCES[i] = cs;
        }
        return cs;
    }

    /* The charset of that name or alias, or null. */
    public static Charset lookup(String name) {
        for (int i = 0; i < ROWS.length; i++) {
            if (ROWS[i][0].equalsIgnoreCase(name)) {
                return at(i);
            }
        }
        for (int i = 0; i < ROWS.length; i++) {
            String[] a = aliases(i);
            for (int j = 0; j < a.length; j++) {
                if (a[j].equalsIgnoreCase(name)) {
                    return at(i);
                }
            }
        }
        return null;
    }

    public static Charset[] all() {
        Charset[] r = new Charset[ROWS.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = at(i);
        }
        return r;
    }

    /* The name InputStreamReader/OutputStreamWriter.getEncoding give (the charset's historical name). */
    public static String historicalName(Charset cs) {
        return cs instanceof Std ? ((Std) cs).row[2] : cs.name();
    }

    private static final class Std extends Charset {
        final String[] row;
        private SingleByte table;
        private MultiByte multi;

        Std(String[] row, String[] aliases) {
            super(row[0], aliases);
            this.row = row;
        }

        private boolean unicode() {
            return name().startsWith("UTF-") || name().startsWith("X-UTF-") || name().startsWith("x-UTF-");
        }

        public boolean contains(Charset cs) {
            if (unicode()) {
                return true;
            }
            return cs == this || cs.name().equals("US-ASCII")
                || (name().equals("ISO-8859-1") && cs.name().equals("US-ASCII"));
        }

        private synchronized SingleByte table() {
            if (table == null) {
                table = new SingleByte(CharsetData.Tables.singleByte(name()));
            }
            return table;
        }

        /* The tables of a multi-byte charset, or null for the others. */
        private synchronized MultiByte multi() {
            if (multi == null) {
                String[][] data = MultiByteData.tables(name());
                if (data != null) {
                    multi = new MultiByte(data);
                }
            }
            return multi;
        }

        public CharsetDecoder newDecoder() {
            switch (name()) {
                case "UTF-8": return new UnicodeCoders.Utf8Decoder(this);
                case "ISO-8859-1": return new UnicodeCoders.ByteDecoder(this, 0xFF);
                case "US-ASCII": return new UnicodeCoders.ByteDecoder(this, 0x7F);
                case "UTF-16": return new UnicodeCoders.Utf16Decoder(this, UnicodeCoders.NONE, UnicodeCoders.BIG);
                case "UTF-16BE": return new UnicodeCoders.Utf16Decoder(this, UnicodeCoders.BIG, UnicodeCoders.BIG);
                case "UTF-16LE": return new UnicodeCoders.Utf16Decoder(this, UnicodeCoders.LITTLE, UnicodeCoders.LITTLE);
                case "x-UTF-16LE-BOM": return new UnicodeCoders.Utf16Decoder(this, UnicodeCoders.NONE, UnicodeCoders.LITTLE);
                case "UTF-32": return new UnicodeCoders.Utf32Decoder(this, UnicodeCoders.NONE);
                case "UTF-32BE":
                case "X-UTF-32BE-BOM":
                    return new UnicodeCoders.Utf32Decoder(this, UnicodeCoders.BIG);
                case "UTF-32LE":
                case "X-UTF-32LE-BOM":
                    return new UnicodeCoders.Utf32Decoder(this, UnicodeCoders.LITTLE);
                default:
                    MultiByte mb = multi();
                    if (mb != null) {
                        float[] f = MultiByte.sizes(row[3]);
                        return new MultiByte.Decoder(this, mb, f[0], f[1]);
                    }
                    return new SingleByte.Decoder(this, table());
            }
        }

        public CharsetEncoder newEncoder() {
            switch (name()) {
                case "UTF-8": return new UnicodeCoders.Utf8Encoder(this);
                case "ISO-8859-1": return new UnicodeCoders.ByteEncoder(this, 0xFF);
                case "US-ASCII": return new UnicodeCoders.ByteEncoder(this, 0x7F);
                case "UTF-16": return new UnicodeCoders.Utf16Encoder(this, UnicodeCoders.BIG, true);
                case "UTF-16BE": return new UnicodeCoders.Utf16Encoder(this, UnicodeCoders.BIG, false);
                case "UTF-16LE": return new UnicodeCoders.Utf16Encoder(this, UnicodeCoders.LITTLE, false);
                case "x-UTF-16LE-BOM": return new UnicodeCoders.Utf16Encoder(this, UnicodeCoders.LITTLE, true);
                case "UTF-32":
                case "UTF-32BE":
                    return new UnicodeCoders.Utf32Encoder(this, UnicodeCoders.BIG, false);
                case "UTF-32LE": return new UnicodeCoders.Utf32Encoder(this, UnicodeCoders.LITTLE, false);
                case "X-UTF-32BE-BOM": return new UnicodeCoders.Utf32Encoder(this, UnicodeCoders.BIG, true);
                case "X-UTF-32LE-BOM": return new UnicodeCoders.Utf32Encoder(this, UnicodeCoders.LITTLE, true);
                default:
                    MultiByte mb = multi();
                    if (mb != null) {
                        float[] f = MultiByte.sizes(row[3]);
                        return new MultiByte.Encoder(this, mb, f[2], f[3]);
                    }
                    return new SingleByte.Encoder(this, table());
            }
        }
    }
}
