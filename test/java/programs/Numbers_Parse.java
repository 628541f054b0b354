// Integer/Long parsing and formatting: radixes, signs, MIN/MAX, unsigned
// forms, bit utilities, and NumberFormatException messages.
public class Numbers_Parse {
    static void parse(String s, int radix) {
        try {
            System.out.println("int(" + s + "," + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("int(" + s + "," + radix + "): " + e.getMessage());
        }
    }

    static void parseLong(String s) {
        try {
            System.out.println("long(" + s + ") = " + Long.parseLong(s));
        } catch (NumberFormatException e) {
            System.out.println("long(" + s + "): " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] ins = {"0", "-0", "+5", "123", "-2147483648", "2147483647", "2147483648", "-2147483649", "", "-", "+", "12a", " 1", "007", "1_000"};
        for (String s : ins) parse(s, 10);
        parse("ff", 16); parse("-FF", 16); parse("7fffffff", 16); parse("80000000", 16); parse("zz", 36); parse("101", 2); parse("2", 2); parse("777", 8);
        try { Integer.parseInt("1", 99); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        for (String s : new String[] {"9223372036854775807", "-9223372036854775808", "9223372036854775808", "12L", "-1"}) parseLong(s);
        int[] vals = {0, 1, -1, 255, -255, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
        for (int v : vals) {
            System.out.println(v + ": hex " + Integer.toHexString(v) + " oct " + Integer.toOctalString(v) + " bin " + Integer.toBinaryString(v)
                    + " r36 " + Integer.toString(v, 36) + " r7 " + Integer.toString(v, 7) + " unsigned " + Integer.toUnsignedString(v)
                    + " bits " + Integer.bitCount(v) + " nlz " + Integer.numberOfLeadingZeros(v) + " ntz " + Integer.numberOfTrailingZeros(v)
                    + " hi " + Integer.highestOneBit(v) + " lo " + Integer.lowestOneBit(v) + " rev " + Integer.reverse(v)
                    + " revb " + Integer.reverseBytes(v) + " rotl " + Integer.rotateLeft(v, 5) + " sig " + Integer.signum(v));
        }
        long[] lvals = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 0x123456789abcdefL};
        for (long v : lvals) {
            System.out.println(v + ": hex " + Long.toHexString(v) + " bin " + Long.toBinaryString(v).length() + " r36 " + Long.toString(v, 36)
                    + " unsigned " + Long.toUnsignedString(v) + " bits " + Long.bitCount(v) + " nlz " + Long.numberOfLeadingZeros(v) + " rotr " + Long.rotateRight(v, 12));
        }
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3)
                + " " + Integer.compareUnsigned(-1, 1) + " " + Long.divideUnsigned(-1L, 10) + " " + Integer.toUnsignedLong(-2));
        System.out.println(Integer.valueOf("77") + Integer.valueOf(3) + " " + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Long.decode("#ff"));
        System.out.println(Integer.compare(3, 7) + " " + Long.compare(7, 3) + " " + Integer.max(3, 9) + " " + Integer.sum(4, 5) + " " + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE);
        System.out.println(Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -2));
        try { Byte.parseByte("128"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
    }
}
