// Character: the properties of every 17th code point (every one with the
// argument 1), digested per block of 4096 code points (a difference names
// the block), plus String case mapping samples.
public class LibChars {
    static int mix(int h, int v) { return h * 31 + v; }

    public static void main(String[] args) {
        int step = args.length > 0 ? Integer.parseInt(args[0]) : 17;
        int limit = 0x110000;
        for (int base = 0; base < limit; base += 4096) {
            int h = 0;
            for (int cp = base + (base / 4096) % step; cp < base + 4096; cp += step) {
                h = mix(h, Character.getType(cp));
                h = mix(h, Character.toUpperCase(cp));
                h = mix(h, Character.toLowerCase(cp));
                h = mix(h, Character.toTitleCase(cp));
                h = mix(h, Character.getNumericValue(cp));
                h = mix(h, Character.digit(cp, 36));
                h = mix(h, Character.digit(cp, 10));
                h = mix(h, Character.getDirectionality(cp));
                int bits = (Character.isLetter(cp) ? 1 : 0) | (Character.isDigit(cp) ? 2 : 0)
                    | (Character.isLetterOrDigit(cp) ? 4 : 0) | (Character.isUpperCase(cp) ? 8 : 0)
                    | (Character.isLowerCase(cp) ? 16 : 0) | (Character.isWhitespace(cp) ? 32 : 0)
                    | (Character.isSpaceChar(cp) ? 64 : 0) | (Character.isJavaIdentifierStart(cp) ? 128 : 0)
                    | (Character.isJavaIdentifierPart(cp) ? 256 : 0) | (Character.isIdentifierIgnorable(cp) ? 512 : 0)
                    | (Character.isAlphabetic(cp) ? 1024 : 0) | (Character.isIdeographic(cp) ? 2048 : 0)
                    | (Character.isMirrored(cp) ? 4096 : 0) | (Character.isTitleCase(cp) ? 8192 : 0)
                    | (Character.isDefined(cp) ? 16384 : 0) | (Character.isISOControl(cp) ? 32768 : 0)
                    | (Character.isUnicodeIdentifierStart(cp) ? 65536 : 0)
                    | (Character.isUnicodeIdentifierPart(cp) ? 131072 : 0);
                h = mix(h, bits);
                if (cp < 0x10000) {
                    char c = (char) cp;
                    h = mix(h, Character.toUpperCase(c) ^ (Character.toLowerCase(c) << 16));
                    String s = String.valueOf(c);
                    h = mix(h, s.toUpperCase().hashCode());
                    h = mix(h, s.toLowerCase().hashCode());
                }
            }
            System.out.println(Integer.toHexString(base) + " " + Integer.toHexString(h));
        }
        String[] samples = {"Straße", "ŉ", "ǰ", "ﬀ", "İstanbul", "ΐ", "ΣΑΣ", "hello World", "ǅ", "𐐀𐐨", "ß".repeat(3), "ΟΔΟΣ ΟΔΟΣ.", "Σ", "AΣ", "ΣA", "AΣ1", "A\u0301Σ", "𐐨Σ"};
        for (String s : samples) {
            System.out.println(s + " " + s.toUpperCase() + " " + s.toLowerCase() + " " + s.length()
                + " " + s.equalsIgnoreCase(s.toUpperCase()) + " " + s.compareToIgnoreCase("straße"));
        }
        System.out.println(Character.toString(0x1F600) + " " + Character.charCount(0x1F600) + " "
            + Character.isSurrogatePair('\uD83D', '\uDE00') + " " + Character.toCodePoint('\uD83D', '\uDE00')
            + " " + Character.highSurrogate(0x1F600) + Character.lowSurrogate(0x1F600)
            + " " + Character.forDigit(35, 36) + Character.forDigit(5, 4));
    }
}
