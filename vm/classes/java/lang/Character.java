/*
 * java.lang.Character.  Latin-1 answers come from CharacterDataLatin1 (small,
 * loaded first); everything else from the run tables of CharacterData (both
 * generated from the JDK 17's Unicode 13 facts by
 * test/library/GenCharacterData.java), searched by binary search.
 * The rules that derive properties from the general category (isLetter,
 * isJavaIdentifierPart, isWhitespace...) are the JDK's documented ones.
 */
package java.lang;

public final class Character implements java.io.Serializable, Comparable<Character> {
    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';

    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final byte DIRECTIONALITY_UNDEFINED = -1;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT = 0;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT = 1;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC = 2;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER = 3;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_SEPARATOR = 4;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_TERMINATOR = 5;
    public static final byte DIRECTIONALITY_ARABIC_NUMBER = 6;
    public static final byte DIRECTIONALITY_COMMON_NUMBER_SEPARATOR = 7;
    public static final byte DIRECTIONALITY_NONSPACING_MARK = 8;
    public static final byte DIRECTIONALITY_BOUNDARY_NEUTRAL = 9;
    public static final byte DIRECTIONALITY_PARAGRAPH_SEPARATOR = 10;
    public static final byte DIRECTIONALITY_SEGMENT_SEPARATOR = 11;
    public static final byte DIRECTIONALITY_WHITESPACE = 12;
    public static final byte DIRECTIONALITY_OTHER_NEUTRALS = 13;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_EMBEDDING = 14;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_OVERRIDE = 15;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_EMBEDDING = 16;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_OVERRIDE = 17;
    public static final byte DIRECTIONALITY_POP_DIRECTIONAL_FORMAT = 18;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_ISOLATE = 19;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ISOLATE = 20;
    public static final byte DIRECTIONALITY_FIRST_STRONG_ISOLATE = 21;
    public static final byte DIRECTIONALITY_POP_DIRECTIONAL_ISOLATE = 22;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    private static final Character[] cache = new Character[128];

    static {
        for (int i = 0; i < 128; i++) {
            cache[i] = new Character((char) i);
        }
    }

    private final char value;

    @Deprecated(since = "9")
    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            return cache[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return (int) value;
    }

    public static int hashCode(char value) {
        return (int) value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Character) {
            return value == ((Character) obj).charValue();
        }
        return false;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return new String(toChars(codePoint));
    }

    public int compareTo(Character anotherCharacter) {
        return compare(this.value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ---- code points and surrogates ----------------------------------------

    public static boolean isValidCodePoint(int codePoint) {
        int plane = codePoint >>> 16;
        return plane < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch < (MAX_HIGH_SURROGATE + 1);
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch < (MAX_LOW_SURROGATE + 1);
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < (MAX_SURROGATE + 1);
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT
                                       - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAtImpl(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointAtImpl(a, index, limit);
    }

    static int codePointAtImpl(char[] a, int index, int limit) {
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBeforeImpl(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || start >= a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointBeforeImpl(a, index, start);
    }

    static int codePointBeforeImpl(char[] a, int index, int start) {
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        } else if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        } else {
            throw invalidCodePoint(codePoint);
        }
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] {(char) codePoint};
        } else if (isValidCodePoint(codePoint)) {
            return new char[] {highSurrogate(codePoint), lowSurrogate(codePoint)};
        } else {
            throw invalidCodePoint(codePoint);
        }
    }

    private static IllegalArgumentException invalidCodePoint(int codePoint) {
        return new IllegalArgumentException(new StringBuilder("Not a valid Unicode code point: 0x")
            .append(Integer.toHexString(codePoint).toUpperCase()).toString());
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex; ) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        return codePointCountImpl(a, offset, count);
    }

    static int codePointCountImpl(char[] a, int offset, int count) {
        int endIndex = offset + count;
        int n = count;
        for (int i = offset; i < endIndex; ) {
            if (isHighSurrogate(a[i++]) && i < endIndex && isLowSurrogate(a[i])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    // ---- table lookups -------------------------------------------------------

    /* Index of the last entry of `table` (stride `step`) whose key (entry >> shift) <= cp. */
    private static int floorIndex(int[] table, int step, int shift, int mask, int cp) {
        int lo = 0;
        int hi = table.length / step - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            int key = (table[mid * step] >>> shift) & mask;
            if (key <= cp) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private static boolean inRanges(int[] pairs, int cp) {
        if (pairs.length == 0 || cp < pairs[0]) {
            return false;
        }
        int i = floorIndex(pairs, 2, 0, -1, cp);
        return cp <= pairs[2 * i + 1];
    }

    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return CharacterDataLatin1.PROPS[codePoint] & 0x1F;
        }
        if (codePoint < 0 || codePoint > MAX_CODE_POINT) {
            return UNASSIGNED;
        }
        int[] t = CharacterData.TYPES;
        return t[floorIndex(t, 1, 5, -1, codePoint)] & 0x1F;
    }

    private static boolean latin1(int cp, int bit) {
        return (CharacterDataLatin1.PROPS[cp] & (1 << bit)) != 0;
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 7);
        }
        return getType(codePoint) == LOWERCASE_LETTER || inRanges(CharacterData.OTHER_LOWER, codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 6);
        }
        return getType(codePoint) == UPPERCASE_LETTER || inRanges(CharacterData.OTHER_UPPER, codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint >= '0' && codePoint <= '9') {
            return true;
        }
        return codePoint > 255 && getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        int t = getType(codePoint);
        return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == DECIMAL_DIGIT_NUMBER;
    }

    @Deprecated(since = "1.1")
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated(since = "1.1")
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isAlphabetic(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 8);
        }
        return inRanges(CharacterData.ALPHABETIC, codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        return inRanges(CharacterData.IDEOGRAPHIC, codePoint);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 9);
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
            || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION;
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 10);
        }
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
            || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION || t == DECIMAL_DIGIT_NUMBER
            || t == COMBINING_SPACING_MARK || t == NON_SPACING_MARK || t == FORMAT;
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        return inRanges(CharacterData.UNICODE_ID_START, codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        return inRanges(CharacterData.UNICODE_ID_PART, codePoint);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 11);
        }
        return getType(codePoint) == FORMAT;
    }

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return CharacterDataLatin1.LOWER[codePoint];
        }
        return mapCase(CharacterData.LOWER, codePoint);
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return CharacterDataLatin1.UPPER[codePoint];
        }
        return mapCase(CharacterData.UPPER, codePoint);
    }

    /* Used by String.toUpperCase: as toUpperCase (the one-to-many cases go through upperCaseSpecial). */
    static int toUpperCaseEx(int codePoint) {
        return toUpperCase(codePoint);
    }

    /* The chars String.toUpperCase produces for codePoint when that is not toUpperCase(codePoint), else null. */
    static char[] upperCaseSpecial(int codePoint) {
        if (codePoint < 0xDF) {
            return null;
        }
        int[] t = CharacterData.UPPER_SPECIAL;
        for (int i = 0; i < t.length; ) {
            int cp = t[i];
            int n = t[i + 1];
            if (cp == codePoint) {
                char[] r = new char[n];
                for (int k = 0; k < n; k++) {
                    r[k] = (char) t[i + 2 + k];
                }
                return r;
            }
            if (cp > codePoint) {
                return null;
            }
            i += 2 + n;
        }
        return null;
    }

    private static int mapCase(int[] runs, int cp) {
        if (cp < 0 || cp > MAX_CODE_POINT || runs.length == 0 || cp < (runs[0] & 0xFFFFFF)) {
            return cp;
        }
        int i = floorIndex(runs, 3, 0, 0xFFFFFF, cp) * 3;
        int start = runs[i] & 0xFFFFFF;
        int stride = runs[i] >>> 24;
        if (cp <= runs[i + 1] && (stride == 1 || ((cp - start) & 1) == 0)) {
            return cp + runs[i + 2];
        }
        return cp;
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        int[] t = CharacterData.TITLE;
        for (int i = 0; i < t.length; i += 2) {
            if (t[i] == codePoint) {
                return t[i + 1];
            }
        }
        return toUpperCase(codePoint);
    }

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int value = -1;
        if (codePoint >= '0' && codePoint <= '9') {
            value = codePoint - '0';
        } else if (codePoint >= 'a' && codePoint <= 'z') {
            value = codePoint - 'a' + 10;
        } else if (codePoint >= 'A' && codePoint <= 'Z') {
            value = codePoint - 'A' + 10;
        } else if (codePoint < 256) {
            return -1;
        } else if (codePoint >= 0xFF21 && codePoint <= 0xFF3A) {
            value = codePoint - 0xFF21 + 10;
        } else if (codePoint >= 0xFF41 && codePoint <= 0xFF5A) {
            value = codePoint - 0xFF41 + 10;
        } else if (getType(codePoint) == DECIMAL_DIGIT_NUMBER) {
            value = getNumericValue(codePoint);
        }
        return (value < radix) ? value : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        if (codePoint >= '0' && codePoint <= '9') {
            return codePoint - '0';
        }
        if (codePoint >= 'a' && codePoint <= 'z') {
            return codePoint - 'a' + 10;
        }
        if (codePoint >= 'A' && codePoint <= 'Z') {
            return codePoint - 'A' + 10;
        }
        int[] t = CharacterData.NUMERIC;
        if (t.length == 0 || codePoint < t[0]) {
            return -1;
        }
        int i = floorIndex(t, 4, 0, -1, codePoint) * 4;
        if (codePoint > t[i + 1]) {
            return -1;
        }
        return t[i + 3] == 0 ? t[i + 2] : t[i + 2] + (codePoint - t[i]);
    }

    @Deprecated(since = "1.1")
    public static boolean isSpace(char ch) {
        return (ch <= 0x0020)
            && (((((1L << 0x0009) | (1L << 0x000A) | (1L << 0x000C) | (1L << 0x000D) | (1L << 0x0020))
                  >> ch) & 1L) != 0);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        int t = getType(codePoint);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 5);
        }
        if (codePoint == 0x2007 || codePoint == 0x202F) {
            return false;
        }
        int t = getType(codePoint);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9F && (codePoint >= 0x7F || (codePoint >>> 5 == 0));
    }

    public static char forDigit(int digit, int radix) {
        if ((digit >= radix) || (digit < 0)) {
            return '\0';
        }
        if ((radix < MIN_RADIX) || (radix > MAX_RADIX)) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    public static byte getDirectionality(char ch) {
        return getDirectionality((int) ch);
    }

    public static byte getDirectionality(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return (byte) (((CharacterDataLatin1.PROPS[codePoint] >>> 16) & 0xFF) - 1);
        }
        if (codePoint < 0 || codePoint > MAX_CODE_POINT) {
            return DIRECTIONALITY_UNDEFINED;
        }
        int[] t = CharacterData.DIRECTIONALITY;
        return (byte) ((t[floorIndex(t, 1, 5, -1, codePoint)] & 0x1F) - 1);
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return latin1(codePoint, 13);
        }
        return inRanges(CharacterData.MIRRORED, codePoint);
    }
}
