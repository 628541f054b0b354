// Character classification and conversion on ASCII and a few Latin-1 and
// other BMP code points (printed as numbers so the output is ASCII).
public class Chars_Character {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (char c = 0; c < 128; c++) {
            int flags = (Character.isDigit(c) ? 1 : 0) | (Character.isLetter(c) ? 2 : 0) | (Character.isLetterOrDigit(c) ? 4 : 0)
                    | (Character.isWhitespace(c) ? 8 : 0) | (Character.isUpperCase(c) ? 16 : 0) | (Character.isLowerCase(c) ? 32 : 0)
                    | (Character.isJavaIdentifierStart(c) ? 64 : 0) | (Character.isJavaIdentifierPart(c) ? 128 : 0)
                    | (Character.isSpaceChar(c) ? 256 : 0) | (Character.isISOControl(c) ? 512 : 0);
            sb.append(Integer.toHexString(flags)).append(c % 16 == 15 ? '\n' : ' ');
        }
        System.out.print(sb);
        int[] others = {0xC0, 0xDF, 0xE9, 0xFF, 0x3A3, 0x3C3, 0x416, 0x436, 0x660, 0x4E2D, 0xA0, 0x2028, 0x2163};
        for (int cp : others) {
            char c = (char) cp;
            System.out.println(cp + ": up " + (int) Character.toUpperCase(c) + " low " + (int) Character.toLowerCase(c) + " letter " + Character.isLetter(c)
                    + " digit " + Character.isDigit(c) + " ws " + Character.isWhitespace(c) + " space " + Character.isSpaceChar(c));
        }
        System.out.println(Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('Z', 36) + " " + Character.digit('9', 8)
                + " " + Character.forDigit(11, 16) + " " + Character.forDigit(5, 10) + " " + Character.getNumericValue('z') + " " + Character.getNumericValue('5'));
        System.out.println((int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.isSurrogate('\ud800') + " "
                + Character.isHighSurrogate('\ud83d') + " " + Character.toChars(0x1F600).length + " " + Character.charCount(0x1F600) + " "
                + Character.toCodePoint('\ud83d', '\ude00') + " " + Character.isValidCodePoint(0x110000));
        char c = 'a';
        c++;
        c += 2;
        int asInt = c + 1;
        char back = (char) asInt;
        System.out.println(c + " " + asInt + " " + back + " " + (char) ('A' + 25) + " " + ('z' - 'a') + " " + Character.compare('a', 'b'));
        String word = "Hello World 123";
        int up = 0, lo = 0, dg = 0;
        for (char x : word.toCharArray()) { if (Character.isUpperCase(x)) up++; if (Character.isLowerCase(x)) lo++; if (Character.isDigit(x)) dg++; }
        System.out.println(up + " " + lo + " " + dg);
    }
}
