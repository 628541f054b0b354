// Formatter on integers, chars, strings, booleans and hash codes: every flag
// with widths, byte/short/int/long/BigInteger in %d %o %x, argument indexes
// and '<', %n %%, Formatter objects over a StringBuilder, PrintStream.printf,
// and the exception (class and message) for each kind of bad format.
import java.math.BigInteger;
import java.util.Formatter;

public class Fmt_Flags {
    static void bad(String fmt, Object... args) {
        try {
            System.out.println("no error: " + String.format(fmt, args));
        } catch (IllegalArgumentException e) {
            System.out.println(fmt + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        long[] ls = {0, 1, -1, 42, -42, 1234567, -9876543210L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long v : ls) {
            System.out.println(String.format("[%d] [%8d] [%-8d|] [%08d] [%+d] [% d] [%(d] [%,d] [%,(15d] [%x] [%X] [%#x] [%o] [%#o] [%020x]",
                v, v, v, v, v, v, v, v, v, v, v, v, v, v, v));
        }
        int[] is = {0, 255, -255, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v : is) {
            System.out.println(String.format("%d %x %o %X %#10x %-#10o| %,d", v, v, v, v, v, v, v));
        }
        System.out.println(String.format("%x %x %o %d %x", (byte) -1, (short) -1, (byte) -128, (byte) -5, (short) 300));
        BigInteger big = new BigInteger("-123456789012345678901234567890");
        System.out.println(String.format("%d|%,d|%x|%#X|%o|%(d|%+d|%40d|%-40d|%040d", big, big, big, big, big, big,
            big.negate(), big, big, big));
        System.out.println(String.format("[%s] [%S] [%10s] [%-10s|] [%.2s] [%10.2s] [%s] [%s] [%b] [%B] [%b] [%b]",
            "abc", "abc", "abc", "abc", "abc", "abc", null, new int[0].length, true, false, null, "x"));
        System.out.println(String.format("[%c] [%C] [%5c] [%-5c|] [%c] [%c] [%%] [%5%] [%-5%|] [%h] [%H] [%h]",
            'a', 'b', 'c', 'd', 65, (int) 0x1F600, "hi", "hi", null));
        System.out.println(String.format("%3$s %1$s %2$s %<s %s %s", "a", "b", "c"));
        System.out.println(String.format("%s %<s %<S %2$d %<x", "q", 31));
        System.out.print(String.format("line%nnext%n"));
        StringBuilder sb = new StringBuilder("start:");
        Formatter f = new Formatter(sb);
        f.format("%d+%d=%d", 2, 3, 5).format(" [%s]", "ok");
        System.out.println(f.toString() + " " + sb.length());
        f.close();
        try {
            f.format("x");
        } catch (java.util.FormatterClosedException e) {
            System.out.println("closed: " + e);
        }
        System.out.printf("printf %s %d%n", "works", 7);
        System.out.format("format %05.1f%n", 3.14159);
        System.out.println("%s=%d".formatted("k", 9));
        bad("%d", "x");
        bad("%d", 1.5);
        bad("%f", 1);
        bad("%c", "str");
        bad("%c", 0x110000);
        bad("%q", 1);
        bad("%");
        bad("abc%5");
        bad("%s %s", "one");
        bad("%<s", "one");
        bad("%-d", 5);
        bad("%05s", "x");
        bad("%+s", "x");
        bad("%#d", 5);
        bad("%,x", 5);
        bad("%+ d", 5);
        bad("%-05d", 5);
        bad("%.2d", 5);
        bad("%.2c", 'c');
        bad("%--5d", 5);
        bad("%#b", true);
        bad("%5n");
        bad("%-n");
        bad("%0$s", "a");
        bad("%+x", 5);
        bad("%(o", 5);
        bad("%,e", 1.0);
        bad("%#g", 1.0);
        bad("%-%");
        bad("%#s", "x");
        bad("%.3%");
    }
}
