import java.text.DateFormat;
import java.text.FieldPosition;
import java.text.ParseException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

// SimpleDateFormat: every common pattern letter and count, quoting, zones
// (names, RFC 822, ISO 8601), DateFormat styles, parsing (names, abutting
// numeric fields, AM/PM, zones, lenient overflow, errors).
public class Text_SimpleDateFormat {
    public static void main(String[] args) throws ParseException {
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        Locale l = Locale.US;
        SimpleDateFormat all = new SimpleDateFormat("G yyyy yy y yyyyy MMMM MMM MM M dd d HH H hh h kk k KK K mm m "
            + "ss s SSS S SSSS EEEE EEE E a z zzzz Z X XX XXX D DDD F w ww W u", l);
        long[] times = {1700000000123L, 1690000000123L, 0L, -1L, 946684800000L, 1709960400000L, 1730613600000L,
            951825600000L, 43200000L, 1230768000000L};
        for (long t : times) {
            System.out.println(all.format(new Date(t)));
        }
        String[] zones = {"UTC", "Asia/Kolkata", "Europe/London", "GMT-03:30", "Australia/Sydney"};
        SimpleDateFormat z = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSXXX z zzzz Z", l);
        for (String id : zones) {
            z.setTimeZone(TimeZone.getTimeZone(id));
            System.out.println(id + " " + z.format(new Date(1700000000123L)) + " | " + z.format(new Date(1690000000123L)));
        }
        SimpleDateFormat q = new SimpleDateFormat("'Today is' EEEE',' 'the' d'th of' MMMM yyyy 'o''clock' ''", l);
        System.out.println(q.format(new Date(1700000000123L)) + " | " + q.toPattern());
        for (int ds = 0; ds < 4; ds++) {
            StringBuilder sb = new StringBuilder();
            sb.append(DateFormat.getDateInstance(ds, l).format(new Date(1700000000123L))).append(" | ");
            sb.append(DateFormat.getTimeInstance(ds, l).format(new Date(1700000000123L))).append(" | ");
            for (int ts = 0; ts < 4; ts++) {
                sb.append(DateFormat.getDateTimeInstance(ds, ts, l).format(new Date(1690000000123L))).append(" | ");
            }
            System.out.println(sb);
        }
        System.out.println(new SimpleDateFormat().toPattern() + " | " + ((SimpleDateFormat) DateFormat.getInstance()).toPattern());
        FieldPosition fp = new FieldPosition(DateFormat.MONTH_FIELD);
        StringBuffer out = new SimpleDateFormat("yyyy MMMM dd", l).format(new Date(1700000000123L), new StringBuffer(">"), fp);
        System.out.println(out + " " + fp.getBeginIndex() + " " + fp.getEndIndex());
        System.out.println(new SimpleDateFormat("yyyy", l).format(1700000000123L));

        SimpleDateFormat g = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZ", l);
        g.setTimeZone(TimeZone.getTimeZone("UTC"));
        String[] iso = {"2023-11-14T22:13:20.123+0000", "2023-11-14T22:13:20.123-0530", "2023-02-30T25:61:61.999+0100"};
        for (String s : iso) {
            System.out.println(s + " -> " + g.parse(s).getTime());
        }
        SimpleDateFormat h = new SimpleDateFormat("dd MMM yyyy HH:mm z", l);
        String[] zs = {"14 Nov 2023 22:13 PST", "14 nov 2023 22:13 GMT+05:30", "14 November 2023 22:13 EST",
            "14 Jul 2023 22:13 EDT", "14 Jul 2023 22:13 UTC", "14 Jul 2023 22:13 GMT", "14 Jul 2023 22:13 -0800",
            "14 Jul 2023 22:13 Central European Summer Time"};
        for (String s : zs) {
            System.out.println(s + " -> " + h.parse(s).getTime());
        }
        SimpleDateFormat x = new SimpleDateFormat("yyyy-MM-dd HH:mm X", l);
        System.out.println(x.parse("2023-11-14 10:00 Z").getTime() + " " + x.parse("2023-11-14 10:00 +05").getTime()
            + " " + x.parse("2023-11-14 10:00 -0330").getTime());
        SimpleDateFormat k = new SimpleDateFormat("MM/dd/yy hh:mm a", l);
        String[] ks = {"11/14/23 10:13 PM", "11/14/99 10:13 am", "1/2/3 1:2 PM", "01/14/1923 10:13 PM",
            "12/31/69 12:00 AM", "06/15/80 12:30 PM"};
        for (String s : ks) {
            System.out.println(s + " -> " + k.parse(s));
        }
        System.out.println(new SimpleDateFormat("EEE, d MMM yyyy", l).parse("Tue, 14 Nov 2023"));
        System.out.println(new SimpleDateFormat("yyyyMMddHHmmss", l).parse("20231114221320"));
        System.out.println(new SimpleDateFormat("yyyyMMdd", l).parse("2023111"));
        System.out.println(new SimpleDateFormat("D yyyy", l).parse("60 2024"));
        System.out.println(new SimpleDateFormat("G yyyy MM dd", l).parse("BC 0044 03 15"));
        System.out.println(new SimpleDateFormat("HH:mm", l).parse("13:45"));
        System.out.println(new SimpleDateFormat("kk:mm KK:ss", l).parse("24:30 11:15"));

        String[] bad = {"14 Foo 2023", "", "14 Nov", "14 Nov 2023 22:13 XYZ"};
        for (String s : bad) {
            try {
                h.parse(s);
                System.out.println("parsed " + s);
            } catch (ParseException e) {
                System.out.println(e.getMessage() + " " + e.getErrorOffset());
            }
        }
        ParsePosition pp = new ParsePosition(3);
        Date pd = new SimpleDateFormat("yyyy-MM-dd", l).parse("xx 2020-05-06 rest", pp);
        System.out.println(pd + " " + pp.getIndex() + " " + pp.getErrorIndex());
        SimpleDateFormat strict = new SimpleDateFormat("yyyy-MM-dd", l);
        strict.setLenient(false);
        try {
            strict.parse("2023-02-30");
        } catch (ParseException e) {
            System.out.println("strict " + e.getMessage() + " " + e.getErrorOffset());
        }
        System.out.println(strict.parse("2024-02-29") + " " + strict.isLenient());
        try {
            new SimpleDateFormat("yyyy-qq", l);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new SimpleDateFormat("'abc", l);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        SimpleDateFormat two = new SimpleDateFormat("yy-MM-dd", l);
        Calendar start = new GregorianCalendar(1900, 0, 1);
        two.set2DigitYearStart(start.getTime());
        System.out.println(two.parse("05-01-01") + " " + two.get2DigitYearStart());
        SimpleDateFormat wy = new SimpleDateFormat("YYYY-'W'ww-u YY yyyy-MM-dd", l);
        for (long t = 1735300000000L; t < 1736000000000L; t += 86400000L) {
            System.out.print(wy.format(new Date(t)) + "; ");
        }
        System.out.println();
        // round trips of pseudo-random dates (1971..2033, Chicago) and parses of random junk
        TimeZone.setDefault(TimeZone.getTimeZone("America/Chicago"));
        String[] fps = {"yyyy-MM-dd HH:mm:ss.SSS Z", "EEE MMM dd HH:mm:ss zzz yyyy", "MM/dd/yy h:mm a", "d MMMM yyyy",
            "yyyyMMdd'T'HHmmss", "yyyy-MM-dd'T'HH:mm:ssXXX", "EEEE, MMMM d, y 'at' h:mm:ss a zzzz", "D/yyyy k:m",
            "G y-M-d"};
        java.util.Random rnd = new java.util.Random(5);
        String alpha = "0123456789-/: ,.TAPMamJanFebDecMonSundayESTCDTZ+";
        for (String p : fps) {
            SimpleDateFormat f = new SimpleDateFormat(p, l);
            StringBuilder sb = new StringBuilder(p + ":");
            for (int i = 0; i < 60; i++) {
                String s;
                if (i % 3 != 2) {
                    s = f.format(new Date(31536000000L + (long) (rnd.nextDouble() * 1.97e12)));
                } else {
                    StringBuilder t = new StringBuilder();
                    int len = rnd.nextInt(14);
                    for (int j = 0; j < len; j++) {
                        t.append(alpha.charAt(rnd.nextInt(alpha.length())));
                    }
                    s = t.toString();
                }
                ParsePosition fpp = new ParsePosition(0);
                Date fd = f.parse(s, fpp);
                sb.append(" [").append(s).append("]=").append(fd == null ? "null" : Long.toString(fd.getTime()))
                    .append('/').append(fpp.getIndex()).append('/').append(fpp.getErrorIndex());
            }
            System.out.println(sb);
        }

        // other languages' names and styles (UTC: zone names are not localised by Lantern)
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Date ld = new Date(1700000000123L);
        Date le = new Date(1690000000000L);
        Locale[] ls = {Locale.GERMAN, Locale.FRENCH, new Locale("es"), new Locale("it"), Locale.GERMANY, Locale.FRANCE,
            Locale.US, Locale.UK};
        for (Locale lo : ls) {
            StringBuilder sb = new StringBuilder(lo.toString());
            for (int i = 0; i < 4; i++) {
                for (int j = 1; j < 4; j++) {
                    sb.append(" | ").append(DateFormat.getDateTimeInstance(i, j, lo).format(ld));
                }
                sb.append(" | ").append(DateFormat.getDateInstance(i, lo).format(le));
                if (i > 0) {
                    sb.append(" | ").append(DateFormat.getTimeInstance(i, lo).format(le));
                }
            }
            SimpleDateFormat sf = new SimpleDateFormat("EEEE EEE d MMMM MMM yyyy G a hh:mm", lo);
            sb.append(" | ").append(sf.format(ld)).append(" | ").append(sf.format(le));
            sb.append(" | ").append(sf.parse(sf.format(le)).getTime());
            Calendar lc = Calendar.getInstance(TimeZone.getTimeZone("UTC"), lo);
            lc.setTime(ld);
            sb.append(" | ").append(lc.getDisplayName(Calendar.MONTH, Calendar.LONG, lo)).append(' ')
                .append(lc.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, lo)).append(' ')
                .append(lc.getFirstDayOfWeek()).append(' ').append(lc.get(Calendar.WEEK_OF_YEAR));
            StringBuilder esc = new StringBuilder();
            for (char ch : sb.toString().toCharArray()) {
                esc.append(ch < 128 ? String.valueOf(ch) : String.format("\\u%04x", (int) ch));
            }
            System.out.println(esc);
        }

        SimpleDateFormat c1 = new SimpleDateFormat("yyyy", l);
        System.out.println(c1.equals(c1.clone()) + " " + c1.equals(new SimpleDateFormat("yy", l)));
        c1.applyPattern("MM/dd");
        System.out.println(c1.toPattern() + " " + c1.format(new Date(1700000000123L)));
    }
}
