import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

// GregorianCalendar: fields from times (UTC, DST zones, Julian dates), set
// and its lenient normalisation, week fields, add and roll, actual maxima,
// non-lenient errors, DST gaps and overlaps, toString.
public class Time_Calendar {
    static String fields(Calendar c) {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < Calendar.FIELD_COUNT; f++) {
            if (f > 0) {
                sb.append(',');
            }
            sb.append(c.get(f));
        }
        return sb.toString();
    }

    static String ymd(Calendar c) {
        return c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " "
            + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND) + "."
            + c.get(Calendar.MILLISECOND) + (c.get(Calendar.ERA) == GregorianCalendar.BC ? " BC" : "");
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.US);
        long[] times = {0L, -1L, 951782400000L, 1700000000123L, -12219292800000L, -12219292800001L,
            -62135769600000L, -62198755200000L, 253402300799999L, 1104537600000L, 1230681600000L,
            1262217600000L, 1293753600000L, -30610224000000L, -100000000000000L};
        for (long t : times) {
            c.setTimeInMillis(t);
            System.out.println(t + " " + fields(c) + " " + ymd(c));
        }
        long seed = 42;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            long t = (seed >> 20);
            c.setTimeInMillis(t);
            Calendar d = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
            d.clear();
            d.set(c.get(Calendar.YEAR), c.get(Calendar.MONTH), c.get(Calendar.DAY_OF_MONTH),
                c.get(Calendar.HOUR_OF_DAY), c.get(Calendar.MINUTE), c.get(Calendar.SECOND));
            d.set(Calendar.ERA, c.get(Calendar.ERA));
            d.set(Calendar.MILLISECOND, c.get(Calendar.MILLISECOND));
            sb.append(c.get(Calendar.WEEK_OF_YEAR)).append('/').append(c.get(Calendar.DAY_OF_WEEK))
                .append('/').append(c.get(Calendar.DAY_OF_YEAR)).append(d.getTimeInMillis() == t ? "" : "!")
                .append(' ');
            if (i % 30 == 29) {
                System.out.println(sb);
                sb.setLength(0);
            }
        }

        String[] zones = {"America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata"};
        for (String z : zones) {
            Calendar k = new GregorianCalendar(TimeZone.getTimeZone(z), Locale.US);
            StringBuilder line = new StringBuilder(z);
            for (int i = 0; i < 12; i++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                long t = 1262304000000L + Math.floorMod(seed >>> 11, 883612800000L);
                k.setTimeInMillis(t);
                line.append(" | ").append(ymd(k)).append(' ').append(k.get(Calendar.ZONE_OFFSET) / 60000)
                    .append('+').append(k.get(Calendar.DST_OFFSET) / 60000);
            }
            System.out.println(line);
        }

        // lenient normalisation
        Calendar g = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        g.clear();
        g.set(2023, 13, 35, 25, 61, 61);
        System.out.println("lenient " + ymd(g));
        g.clear();
        g.set(Calendar.YEAR, 2024);
        g.set(Calendar.DAY_OF_YEAR, 60);
        System.out.println("doy " + ymd(g));
        g.clear();
        g.set(Calendar.YEAR, 2024);
        g.set(Calendar.WEEK_OF_YEAR, 10);
        g.set(Calendar.DAY_OF_WEEK, Calendar.WEDNESDAY);
        System.out.println("woy " + ymd(g));
        g.clear();
        g.set(Calendar.YEAR, 2024);
        g.set(Calendar.MONTH, Calendar.MAY);
        g.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        g.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println("last monday " + ymd(g));
        g.clear();
        g.set(Calendar.YEAR, 2024);
        g.set(Calendar.MONTH, Calendar.NOVEMBER);
        g.set(Calendar.DAY_OF_WEEK_IN_MONTH, 4);
        g.set(Calendar.DAY_OF_WEEK, Calendar.THURSDAY);
        System.out.println("thanksgiving " + ymd(g));
        g.setTimeInMillis(1700000000123L);
        g.set(Calendar.DAY_OF_WEEK, Calendar.SATURDAY);
        System.out.println("dow " + ymd(g));
        g.set(Calendar.HOUR, 3);
        g.set(Calendar.AM_PM, Calendar.PM);
        System.out.println("hour " + ymd(g));
        g.set(Calendar.HOUR_OF_DAY, 7);
        System.out.println("hod " + ymd(g));

        // add and roll
        Calendar a = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        int[] fs = {Calendar.YEAR, Calendar.MONTH, Calendar.DAY_OF_MONTH, Calendar.DAY_OF_YEAR, Calendar.DAY_OF_WEEK,
            Calendar.WEEK_OF_YEAR, Calendar.HOUR_OF_DAY, Calendar.HOUR, Calendar.MINUTE, Calendar.SECOND,
            Calendar.MILLISECOND, Calendar.AM_PM};
        int[] amounts = {1, -1, 13, -25, 400};
        for (int f : fs) {
            StringBuilder line = new StringBuilder("add " + f + ":");
            StringBuilder rl = new StringBuilder("roll " + f + ":");
            for (int amt : amounts) {
                a.clear();
                a.set(2024, Calendar.JANUARY, 31, 22, 59, 58);
                a.add(f, amt);
                line.append(' ').append(ymd(a));
                a.clear();
                a.set(2024, Calendar.JANUARY, 31, 22, 59, 58);
                a.roll(f, amt);
                rl.append(' ').append(ymd(a));
            }
            System.out.println(line);
            System.out.println(rl);
        }
        a.clear();
        a.set(2023, Calendar.DECEMBER, 31);
        a.roll(Calendar.DAY_OF_MONTH, true);
        System.out.println("roll up " + ymd(a));
        a.roll(Calendar.MONTH, false);
        System.out.println("roll down " + ymd(a));
        a.set(2024, Calendar.MARCH, 31);
        a.add(Calendar.MONTH, -1);
        System.out.println("pin " + ymd(a));
        a.set(2024, Calendar.FEBRUARY, 29);
        a.add(Calendar.YEAR, 1);
        System.out.println("pin year " + ymd(a));

        // DST: add days keeps wall time, add hours keeps elapsed time
        Calendar ny = new GregorianCalendar(TimeZone.getTimeZone("America/New_York"), Locale.US);
        ny.clear();
        ny.set(2024, Calendar.MARCH, 9, 12, 0, 0);
        ny.add(Calendar.DAY_OF_MONTH, 1);
        System.out.println("ny +1d " + ymd(ny) + " " + ny.getTimeInMillis());
        ny.add(Calendar.HOUR_OF_DAY, -24);
        System.out.println("ny -24h " + ymd(ny) + " " + ny.getTimeInMillis());
        ny.clear();
        ny.set(2024, Calendar.MARCH, 10, 2, 30, 0);
        System.out.println("ny gap " + ymd(ny) + " " + ny.getTimeInMillis() + " " + ny.get(Calendar.DST_OFFSET));
        ny.clear();
        ny.set(2024, Calendar.NOVEMBER, 3, 1, 30, 0);
        System.out.println("ny overlap " + ymd(ny) + " " + ny.getTimeInMillis() + " " + ny.get(Calendar.DST_OFFSET));

        // maxima
        Calendar m = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        int[][] ym = {{2024, 1}, {2023, 1}, {1900, 1}, {2000, 1}, {2024, 3}, {2024, 11}, {2021, 0},
            {2026, 11}, {2015, 1}};
        for (int[] p : ym) {
            m.clear();
            m.set(p[0], p[1], 1);
            System.out.println("max " + p[0] + "-" + (p[1] + 1) + " dom=" + m.getActualMaximum(Calendar.DAY_OF_MONTH)
                + " doy=" + m.getActualMaximum(Calendar.DAY_OF_YEAR) + " woy="
                + m.getActualMaximum(Calendar.WEEK_OF_YEAR) + " wom=" + m.getActualMaximum(Calendar.WEEK_OF_MONTH)
                + " dowim=" + m.getActualMaximum(Calendar.DAY_OF_WEEK_IN_MONTH) + " leap="
                + ((GregorianCalendar) m).isLeapYear(p[0]));
        }
        for (int f = 0; f < Calendar.FIELD_COUNT; f++) {
            System.out.print(m.getMinimum(f) + "/" + m.getMaximum(f) + "/" + m.getLeastMaximum(f) + " ");
        }
        System.out.println();

        // non-lenient
        Calendar n = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        n.setLenient(false);
        n.clear();
        n.set(2023, Calendar.FEBRUARY, 29);
        try {
            n.getTime();
        } catch (IllegalArgumentException e) {
            System.out.println("strict " + e.getMessage());
        }
        n.clear();
        n.set(2023, 12, 1);
        try {
            n.getTimeInMillis();
        } catch (IllegalArgumentException e) {
            System.out.println("strict " + e.getMessage());
        }

        // ISO weeks
        Calendar iso = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        iso.setFirstDayOfWeek(Calendar.MONDAY);
        iso.setMinimalDaysInFirstWeek(4);
        for (int y = 2018; y <= 2027; y++) {
            iso.clear();
            iso.set(y, Calendar.JANUARY, 1);
            int w1 = iso.get(Calendar.WEEK_OF_YEAR);
            iso.set(y, Calendar.DECEMBER, 31);
            System.out.print(y + ":" + w1 + "," + iso.get(Calendar.WEEK_OF_YEAR) + ","
                + iso.getActualMaximum(Calendar.WEEK_OF_YEAR) + " ");
        }
        System.out.println();

        // week years (US and ISO rules), setWeekDate
        GregorianCalendar wy = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        StringBuilder wsb = new StringBuilder();
        for (int round = 0; round < 2; round++) {
            if (round == 1) {
                wy.setFirstDayOfWeek(Calendar.MONDAY);
                wy.setMinimalDaysInFirstWeek(4);
            }
            for (int y = 2019; y <= 2027; y++) {
                for (int dd = -3; dd <= 3; dd++) {
                    wy.clear();
                    wy.set(y, Calendar.JANUARY, 1);
                    wy.add(Calendar.DATE, dd);
                    wsb.append(wy.getWeekYear()).append('-').append(wy.get(Calendar.WEEK_OF_YEAR)).append('/')
                        .append(wy.getWeeksInWeekYear()).append(' ');
                }
            }
            System.out.println(wsb);
            wsb.setLength(0);
        }
        wy.setWeekDate(2026, 1, Calendar.MONDAY);
        System.out.println("weekdate " + ymd(wy) + " " + wy.getWeekYear() + " " + wy.isWeekDateSupported());

        GregorianCalendar gc = new GregorianCalendar(2024, Calendar.FEBRUARY, 29, 13, 45, 10);
        System.out.println(gc.getTime() + " " + gc.getTimeInMillis() + " " + gc.get(Calendar.DAY_OF_WEEK));
        GregorianCalendar gc2 = (GregorianCalendar) gc.clone();
        System.out.println(gc.equals(gc2) + " " + gc.compareTo(gc2) + " " + gc.before(gc2));
        gc2.add(Calendar.SECOND, 1);
        System.out.println(gc.equals(gc2) + " " + gc.compareTo(gc2) + " " + gc.before(gc2) + " " + gc2.after(gc));
        System.out.println(gc.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " "
            + gc.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US) + " "
            + gc.getDisplayName(Calendar.AM_PM, Calendar.SHORT, Locale.US));
        Calendar ts = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        ts.setTimeInMillis(0);
        System.out.println(ts);
        ts.set(Calendar.MONTH, 5);
        System.out.println(ts);
        ts.clear();
        System.out.println(ts);

        // the JDK's lazy field states: constructor fields, normalisation by getTimeInMillis,
        // stale fields after setTimeZone that a set() mixes with
        GregorianCalendar st = new GregorianCalendar(2024, 0, 31);
        System.out.println(st);
        st.get(Calendar.YEAR);
        System.out.println(st);
        st.set(Calendar.MONTH, 1);
        System.out.println(st);
        st.getTimeInMillis();
        System.out.println(st);
        st.set(Calendar.DAY_OF_MONTH, 1);
        System.out.println(ymd(st));
        st.clear(Calendar.HOUR_OF_DAY);
        System.out.println(st);
        st.add(Calendar.DATE, 1);
        System.out.println(st);
        Calendar tz = Calendar.getInstance();
        tz.setTimeInMillis(5);
        tz.setTimeZone(TimeZone.getTimeZone("GMT+01:00"));
        System.out.println(tz);
        tz.setTimeZone(TimeZone.getTimeZone("America/New_York"));
        tz.set(Calendar.HOUR_OF_DAY, 5);
        System.out.println(tz.getTimeInMillis() + " " + ymd(tz));
        tz.setLenient(false);
        tz.set(Calendar.HOUR_OF_DAY, 30);
        try {
            tz.getTime();
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + " " + tz.isSet(Calendar.HOUR_OF_DAY));
        }
    }
}
