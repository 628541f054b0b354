import java.util.Date;
import java.util.TimeZone;

// java.util.Date: constructors, comparisons, toString in fixed zones, the
// deprecated field accessors and setters, old (Julian) and BC dates.
public class Time_Date {
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        long[] times = {0L, 1L, -1L, 86399999L, 951782400000L, 1700000000123L, -14182940000000L,
            -12219292800000L, -12219292800001L, -62135769600000L, -62198755200000L, 253402300799999L,
            1078012800000L, 4107542400000L};
        for (long t : times) {
            Date d = new Date(t);
            System.out.println(t + " " + d + " y=" + d.getYear() + " m=" + d.getMonth() + " d=" + d.getDate()
                + " day=" + d.getDay() + " " + d.getHours() + ":" + d.getMinutes() + ":" + d.getSeconds()
                + " gmt=" + d.toGMTString() + " tzo=" + d.getTimezoneOffset());
        }
        Date a = new Date(1000), b = new Date(2000), c = new Date(1000);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.equals(c) + " " + a.compareTo(b) + " "
            + b.compareTo(a) + " " + a.compareTo(c) + " " + a.hashCode() + " " + new Date(-5000000000000L).hashCode());
        Date e = (Date) a.clone();
        e.setTime(123456789L);
        System.out.println(e.getTime() + " " + a.getTime() + " " + e);

        String[] zones = {"America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Sydney", "GMT+05:30",
            "GMT-08:00", "Asia/Tokyo", "America/Los_Angeles", "Europe/Paris"};
        long[] modern = {1700000000123L, 1690000000000L, 1205000000000L, 1300000000000L, 1667700000000L,
            1711846800000L, 1729990800000L, 2000000000000L};
        for (String z : zones) {
            TimeZone.setDefault(TimeZone.getTimeZone(z));
            StringBuilder sb = new StringBuilder(z);
            for (long t : modern) {
                Date d = new Date(t);
                sb.append(" | ").append(d).append(' ').append(d.getTimezoneOffset());
            }
            System.out.println(sb);
        }

        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        @SuppressWarnings("deprecation")
        Date y = new Date(123, 10, 14);
        System.out.println(y + " " + y.getTime());
        @SuppressWarnings("deprecation")
        Date y2 = new Date(123, 13, 40, 25, 61, 61);
        System.out.println(y2 + " " + y2.getTime());
        @SuppressWarnings("deprecation")
        Date y3 = new Date(124, 2, 10, 2, 30);
        System.out.println("gap " + y3 + " " + y3.getTime());
        @SuppressWarnings("deprecation")
        Date y4 = new Date(124, 10, 3, 1, 30);
        System.out.println("overlap " + y4 + " " + y4.getTime());
        y.setYear(100);
        System.out.println(y);
        y.setMonth(1);
        y.setDate(30);
        System.out.println(y);
        y.setHours(23);
        y.setMinutes(59);
        y.setSeconds(59);
        System.out.println(y + " " + y.getTime());
        System.out.println(Date.UTC(70, 0, 1, 0, 0, 0) + " " + Date.UTC(123, 10, 14, 22, 13, 20));
    }
}
