// Formatter error reporting: the exception class and message for missing
// arguments, unknown conversions, bad flag combinations, mismatched
// argument types, illegal precision, and index references; plus what
// succeeds (extra arguments ignored, %n, relative indices).
import java.util.*;

public class Fmt_Errors {
    static void t(String fmt, Object... args) {
        try {
            System.out.println("'" + fmt + "' -> [" + String.format(fmt, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println("'" + fmt + "' -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println("'" + fmt + "' -> other " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        t("%s %s", "one");
        t("%d");
        t("%2$s", "a");
        t("%<s", "a");
        t("%q", 1);
        t("%", 1);
        t("abc%");
        t("%d", "str");
        t("%d", 1.5);
        t("%f", 1);
        t("%c", "ab");
        t("%c", 0x110000);
        t("%c", -1);
        t("%x", 1.0);
        t("%-d", 5);
        t("%05s", "x");
        t("%-05d", 5);
        t("%+s", "x");
        t("%+ d", 5);
        t("%#d", 5);
        t("%,x", 5);
        t("%.2d", 5);
        t("%.2c", 'c');
        t("%#b", true);
        t("%(s", "x");
        t("%0d", 5);
        t("%-s", "x");
        t("%,e", 1.0);
        t("%#s", "x");
        t("%s extra", "a", "b", "c");
        t("%3$s %1$s", "a", "b", "c");
        t("%0$s", "a");
        t("%1$s %s %s", "a", "b");
        t("%.s", "a");
        t("%10", "a");
        t("%n%%%n");
        t("%b %b %b", null, "false", 0);
        t("%s", (Object) null);
        t("%d", (Object) null);
        t("%-%");
        t("%h", (Object) null);
        t("%e", new java.math.BigDecimal("1"));
        t("%o", -8);
        t("%S", Arrays.asList("a", "b"));
        t("%s %<s %<S", "rep");
        try {
            new Formatter().close();
            Formatter f = new Formatter();
            f.close();
            f.format("x");
        } catch (FormatterClosedException e) {
            System.out.println("FormatterClosedException " + e.getMessage());
        }
        try {
            String.format((String) null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null format");
        }
    }
}
