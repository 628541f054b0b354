import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

// Formatter's %t / %T conversions for Long, Date and Calendar arguments,
// width and '-' justification, upper case, argument indexes, and the
// errors the JDK raises for bad flags, precision and argument types.
public class Fmt_DateTime {
    static final String CONVS = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    static void all(Object arg) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < CONVS.length(); i++) {
            char c = CONVS.charAt(i);
            sb.append(c).append('=').append(String.format("%t" + c, arg)).append(' ');
        }
        System.out.println(sb);
        StringBuilder up = new StringBuilder();
        for (int i = 0; i < CONVS.length(); i++) {
            up.append(String.format("%T" + CONVS.charAt(i), arg)).append('|');
        }
        System.out.println(up);
    }

    static void tryFormat(String f, Object... args) {
        try {
            System.out.println(f + " -> [" + String.format(f, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(f + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("America/Los_Angeles"));
        long[] times = {0L, 1700000000123L, 1690000000007L, -1234567890123L, 946684799999L, 43200000L,
            -62198755200000L};
        for (long t : times) {
            all(t);
            all(new Date(t));
        }
        String[] zones = {"UTC", "Asia/Kolkata", "Europe/London", "GMT-03:30"};
        for (String z : zones) {
            Calendar c = new GregorianCalendar(TimeZone.getTimeZone(z), Locale.US);
            c.setTimeInMillis(1690000000007L);
            all(c);
        }
        long t = 1700000000123L;
        tryFormat("%1$tY-%1$tm-%1$td %1$tH:%1$tM:%1$tS.%1$tL", t);
        tryFormat("%tF %<tT %<tZ", t);
        tryFormat("[%20tc] [%-12tB] [%8tY] [%-5tp] [%5Tp]", t, t, t, t, t);
        tryFormat("%tH", (Object) null);
        tryFormat("%TB", (Object) null);
        tryFormat("%tq", t);
        tryFormat("%Tq", t);
        tryFormat("%t", t);
        tryFormat("%.2tH", t);
        tryFormat("%+tH", t);
        tryFormat("%-tH", t);
        tryFormat("%#tH", t);
        tryFormat("%0tH", t);
        tryFormat("%,tH", t);
        tryFormat("%(tH", t);
        tryFormat("% tH", t);
        tryFormat("%tH", "x");
        tryFormat("%tH", 1);
        tryFormat("%tH", 1.5);
        tryFormat("%tH");
        tryFormat("%s %tY %d", "a", t, 5);
        System.out.println(String.format(Locale.US, "%tA %<tB", t));
        // names follow the locale of the call (non-ASCII printed escaped)
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Locale[] ls = {Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("es"), new Locale("it"), Locale.UK, null};
        for (Locale lo : ls) {
            String s = String.format(lo, "%tA %<ta %<tB %<tb %<th %<tp %<Tp %<tc %<Tc %<tr", 1700000000000L)
                + " " + new java.util.Formatter(lo).format("%tB %<tA", 1690000000000L);
            StringBuilder esc = new StringBuilder();
            for (char ch : s.toCharArray()) {
                esc.append(ch < 128 ? String.valueOf(ch) : String.format("\\u%04x", (int) ch));
            }
            System.out.println(lo + " " + esc);
        }
    }
}
