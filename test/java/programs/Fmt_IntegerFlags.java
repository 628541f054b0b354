// Formatter integer conversions (%d %x %X %o) with every flag combination
// the JDK accepts ('-', '+', ' ', '0', ',', '(', '#'), widths, on int,
// long, byte, short and BigInteger values including MIN/MAX and negatives;
// %c and %b; and a printed table built with printf.
import java.math.BigInteger;

public class Fmt_IntegerFlags {
    public static void main(String[] args) {
        Object[] vals = {0, 7, -7, 1234567, -1234567, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MIN_VALUE, (byte) -1, (short) -300, new BigInteger("-123456789012345678901234567890")};
        String[] dfmts = {"%d", "%12d", "%-12d|", "%+d", "% d", "%012d", "%,d", "%,15d", "%(d", "%(,d", "%+,d", "%-+,14d|", "% 010d", "%+015d", "%(12d"};
        for (Object v : vals) {
            StringBuilder sb = new StringBuilder();
            for (String f : dfmts) sb.append('[').append(String.format(f, v)).append(']');
            System.out.println(sb);
        }
        String[] xfmts = {"%x", "%X", "%#x", "%#X", "%08x", "%#010x", "%-10x|", "%o", "%#o", "%012o", "%-#8o|"};
        Object[] xvals = {0, 255, -1, -255, 3054, Integer.MIN_VALUE, Long.MAX_VALUE, -2L, (byte) -128, (short) -1, new BigInteger("-255"), new BigInteger("123456789abcdef0", 16)};
        for (Object v : xvals) {
            StringBuilder sb = new StringBuilder();
            for (String f : xfmts) sb.append('[').append(String.format(f, v)).append(']');
            System.out.println(sb);
        }
        System.out.println(String.format("%+x %+o %(x", new BigInteger("-10"), new BigInteger("-10"), new BigInteger("-10")));
        System.out.println(String.format("[%c][%5c][%-5c][%C][%c][%c]", 'a', 'b', 'c', 'd', 65, 0x1F600 > 0 ? 'z' : 'y'));
        System.out.println(String.format("[%b][%B][%6b][%-7b][%b][%b][%.2b]", true, false, null, "x", 0, Boolean.FALSE, true));
        System.out.println(String.format("%s %S %10s %-10s| %.3s %10.2s %s", "str", "up", "right", "left", "truncate", "ab", null));
        System.out.println(String.format("%h %H %h", "hi", "hi", 255));
        System.out.println(String.format("%2$s %1$s %2$s %<s %s %s", "a", "b"));
        System.out.println(String.format("%%|%n").trim().length() + " " + String.format("%-5%|"));
        System.out.printf("%-10s|%8s|%8s|%10s%n", "name", "qty", "hex", "money");
        String[] names = {"apple", "banana", "cherry", "dragonfruit", "egg"};
        long[] qty = {5, -12, 1000000, 0, 42};
        for (int i = 0; i < names.length; i++)
            System.out.printf("%-10.10s|%8d|%8x|%,10d%n", names[i], qty[i], qty[i], qty[i] * 1234);
        System.out.println(String.format("%,d %,d %,d %,d", 999, 1000, -1000, 100000000000L));
        System.out.println(String.format("%05d|%-5d|%5d|%+05d", -42, -42, -42, 42));
        System.out.println(String.format("%d %s", Long.valueOf(5), Integer.valueOf(6)) + " " + String.format("%x", (byte) 10) + " " + String.format("%o", 8L));
        StringBuilder sb = new StringBuilder();
        java.util.Formatter fm = new java.util.Formatter(sb);
        fm.format("%d-", 1).format("%s-", "two").format("%x", 255);
        System.out.println(fm.toString() + " " + sb.length());
    }
}
