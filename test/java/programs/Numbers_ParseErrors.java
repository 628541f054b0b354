// Integer/Long/Short/Byte parsing and its NumberFormatException messages
// (empty, sign only, overflow, bad radix digit, radix out of range, null),
// parseUnsignedInt/Long, decode with 0x/#/0 prefixes, valueOf caches, and
// toString/toUnsignedString in every radix.
public class Numbers_ParseErrors {
    interface P { Object parse(); }

    static void t(String label, P p) {
        try {
            System.out.println(label + " = " + p.parse());
        } catch (NumberFormatException e) {
            System.out.println(label + " -> NFE: " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) sb.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] ins = {"0", "-0", "+7", "2147483647", "2147483648", "-2147483648", "-2147483649", "", "-", "+", "12a", " 1", "1 ", "00012", "\u0661\u0662", "99999999999"};
        for (String s : ins) t("parseInt(\"" + ascii(s) + "\")", () -> Integer.parseInt(s));
        t("parseInt(null)", () -> Integer.parseInt(null));
        t("parseInt(ff,16)", () -> Integer.parseInt("ff", 16));
        t("parseInt(-FF,16)", () -> Integer.parseInt("-FF", 16));
        t("parseInt(zz,36)", () -> Integer.parseInt("zz", 36));
        t("parseInt(12,2)", () -> Integer.parseInt("12", 2));
        t("parseInt(1,37)", () -> Integer.parseInt("1", 37));
        t("parseInt(1,1)", () -> Integer.parseInt("1", 1));
        t("parseInt(80000000,16)", () -> Integer.parseInt("80000000", 16));
        t("parseInt(-80000000,16)", () -> Integer.parseInt("-80000000", 16));
        t("parseUnsignedInt(4294967295)", () -> Integer.parseUnsignedInt("4294967295"));
        t("parseUnsignedInt(4294967296)", () -> Integer.parseUnsignedInt("4294967296"));
        t("parseUnsignedInt(-1)", () -> Integer.parseUnsignedInt("-1"));
        t("parseUnsignedInt(ffffffff,16)", () -> Integer.parseUnsignedInt("ffffffff", 16));
        t("parseLong(9223372036854775807)", () -> Long.parseLong("9223372036854775807"));
        t("parseLong(9223372036854775808)", () -> Long.parseLong("9223372036854775808"));
        t("parseLong(-9223372036854775808)", () -> Long.parseLong("-9223372036854775808"));
        t("parseLong(12L)", () -> Long.parseLong("12L"));
        t("parseLong(7fffffffffffffff,16)", () -> Long.parseLong("7fffffffffffffff", 16));
        t("parseLong('',8)", () -> Long.parseLong("", 8));
        t("parseUnsignedLong(18446744073709551615)", () -> Long.parseUnsignedLong("18446744073709551615"));
        t("parseUnsignedLong(18446744073709551616)", () -> Long.parseUnsignedLong("18446744073709551616"));
        t("parseShort(32768)", () -> Short.parseShort("32768"));
        t("parseShort(-32768)", () -> Short.parseShort("-32768"));
        t("parseByte(128)", () -> Byte.parseByte("128"));
        t("parseByte(-80,16)", () -> Byte.parseByte("-80", 16));
        t("parseByte(x)", () -> Byte.parseByte("x"));
        t("decode(0x1F)", () -> Integer.decode("0x1F"));
        t("decode(-#ff)", () -> Integer.decode("-#ff"));
        t("decode(010)", () -> Integer.decode("010"));
        t("decode(0)", () -> Integer.decode("0"));
        t("decode(0X)", () -> Integer.decode("0X"));
        t("decode(08)", () -> Integer.decode("08"));
        t("decode(+-1)", () -> Integer.decode("+-1"));
        t("decode(-0x80000000)", () -> Integer.decode("-0x80000000"));
        t("decode('')", () -> Integer.decode(""));
        t("Long.decode(#7fffffffffffffff)", () -> Long.decode("#7fffffffffffffff"));
        t("valueOf(abc)", () -> Integer.valueOf("abc"));
        t("Boolean.parseBoolean(TRUE)", () -> Boolean.parseBoolean("TRUE"));
        t("Boolean.parseBoolean(yes)", () -> Boolean.parseBoolean("yes"));
        t("parseInt(CharSequence range)", () -> Integer.parseInt("xx123yy", 2, 5, 10));
        t("parseInt(bad range)", () -> Integer.parseInt("xx123yy", 5, 2, 10));

        Integer a = 127, b = 127, c = 128, d = 128;
        Long la = 127L, lb = 127L;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (la == lb) + " " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + " " + (Character.valueOf('a') == Character.valueOf('a')));

        int[] vals = {0, 1, -1, 255, -255, Integer.MAX_VALUE, Integer.MIN_VALUE, 1000000};
        for (int v : vals) {
            StringBuilder sb = new StringBuilder(v + ":");
            for (int radix : new int[] {2, 3, 8, 10, 16, 36, 40}) sb.append(' ').append(Integer.toString(v, radix));
            sb.append(" u=").append(Integer.toUnsignedString(v)).append(' ').append(Integer.toUnsignedString(v, 7)).append(' ').append(Integer.toOctalString(v));
            System.out.println(sb);
        }
        long[] lvals = {0, -1, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40, -123456789012345L};
        for (long v : lvals)
            System.out.println(v + ": " + Long.toString(v, 36) + " " + Long.toHexString(v) + " " + Long.toBinaryString(v).length() + " " + Long.toUnsignedString(v) + " " + Long.toOctalString(v) + " " + Long.toUnsignedString(v, 36));
        System.out.println(Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.toUnsignedLong(-2));
        System.out.println(Integer.MAX_VALUE + 1 + " " + (Long.MIN_VALUE - 1) + " " + (short) 40000 + " " + (byte) 200 + " " + (int) (char) -1 + 0 + " " + (int) (char) -1);
    }
}
