import java.util.Calendar;
import java.util.Date;
import java.util.SimpleTimeZone;
import java.util.TimeZone;

// TimeZone IDs, custom GMT offsets, unknown IDs, display names, offsets and
// DST transitions of a few zones, SimpleTimeZone rules and its toString.
public class Time_TimeZone {
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        String[] ids = {"UTC", "GMT", "Etc/UTC", "GMT+0", "GMT+5", "GMT-8", "GMT+0530", "GMT+5:30", "GMT-12:00",
            "GMT+24", "GMT+05:60", "Foo/Bar", "utc", "gmt+3", "EST", "America/New_York", "America/Chicago",
            "America/Denver", "America/Phoenix", "America/Los_Angeles", "Europe/London", "Europe/Paris",
            "Europe/Berlin", "Asia/Tokyo", "Asia/Kolkata", "Asia/Shanghai", "Australia/Sydney"};
        for (String id : ids) {
            TimeZone z = TimeZone.getTimeZone(id);
            System.out.println(id + " -> " + z.getID() + " raw=" + z.getRawOffset() + " dst=" + z.getDSTSavings()
                + " use=" + z.useDaylightTime() + " [" + z.getDisplayName(false, TimeZone.SHORT) + "|"
                + z.getDisplayName(true, TimeZone.SHORT) + "|" + z.getDisplayName(false, TimeZone.LONG) + "|"
                + z.getDisplayName(true, TimeZone.LONG) + "] " + z.getDisplayName());
        }
        System.out.println(TimeZone.getTimeZone("GMT+05:30"));
        System.out.println(TimeZone.getTimeZone("UTC"));
        System.out.println(TimeZone.getTimeZone("GMT").hasSameRules(TimeZone.getTimeZone("UTC")));

        String[] dstZones = {"America/New_York", "America/Los_Angeles", "Europe/London", "Europe/Paris",
            "Australia/Sydney"};
        long seed = 12345;
        for (String id : dstZones) {
            TimeZone z = TimeZone.getTimeZone(id);
            StringBuilder sb = new StringBuilder(id);
            for (int i = 0; i < 40; i++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                // 2010 .. 2037
                long t = 1262304000000L + Math.floorMod(seed >>> 11, 883612800000L);
                sb.append(' ').append(z.getOffset(t) / 60000).append(z.inDaylightTime(new Date(t)) ? "d" : "s");
            }
            System.out.println(sb);
            // the 2024 transitions to the hour
            StringBuilder tr = new StringBuilder(id + " 2024:");
            int prev = z.getOffset(1704067200000L);
            for (long t = 1704067200000L; t < 1735689600000L; t += 3600000L) {
                int o = z.getOffset(t);
                if (o != prev) {
                    tr.append(' ').append(t).append("->").append(o / 60000);
                    prev = o;
                }
            }
            System.out.println(tr);
        }

        SimpleTimeZone s1 = new SimpleTimeZone(3600000, "X");
        System.out.println(s1 + " " + s1.getDisplayName() + " " + s1.useDaylightTime());
        SimpleTimeZone s2 = new SimpleTimeZone(-18000000, "Y", Calendar.MARCH, 8, -Calendar.SUNDAY, 7200000,
            Calendar.NOVEMBER, 1, -Calendar.SUNDAY, 7200000);
        SimpleTimeZone s3 = new SimpleTimeZone(-18000000, "Y", Calendar.MARCH, 2, Calendar.SUNDAY, 7200000,
            Calendar.NOVEMBER, -1, Calendar.SUNDAY, 7200000);
        SimpleTimeZone s4 = new SimpleTimeZone(36000000, "S", Calendar.OCTOBER, 1, -Calendar.SUNDAY, 7200000,
            SimpleTimeZone.STANDARD_TIME, Calendar.APRIL, 1, -Calendar.SUNDAY, 7200000,
            SimpleTimeZone.STANDARD_TIME, 3600000);
        SimpleTimeZone s5 = new SimpleTimeZone(0, "D", Calendar.APRIL, 10, 0, 0, Calendar.SEPTEMBER, -7,
            -Calendar.FRIDAY, 3600000, 1800000);
        System.out.println(s2);
        System.out.println(s3);
        System.out.println(s4);
        System.out.println(s5);
        System.out.println(s2.getDisplayName(true, TimeZone.SHORT) + " " + s2.getDisplayName(false, TimeZone.LONG));
        SimpleTimeZone[] ss = {s2, s3, s4, s5};
        for (SimpleTimeZone s : ss) {
            StringBuilder tr = new StringBuilder(s.getID() + " 2023:");
            int prev = s.getOffset(1672531200000L);
            for (long t = 1672531200000L; t < 1704067200000L; t += 1800000L) {
                int o = s.getOffset(t);
                if (o != prev) {
                    tr.append(' ').append(t).append("->").append(o / 60000);
                    prev = o;
                }
            }
            System.out.println(tr + " " + s.getDSTSavings() + " "
                + s.getOffset(1, 2023, Calendar.JULY, 1, Calendar.SATURDAY, 0));
        }
        System.out.println(s2.hasSameRules(s3) + " " + s2.equals(s2.clone()));
        s1.setStartRule(Calendar.MAY, 1, 0);
        s1.setEndRule(Calendar.JUNE, 1, 0);
        System.out.println(s1.useDaylightTime() + " " + s1.getOffset(1685664000000L - 86400000L * 20));
        try {
            new SimpleTimeZone(0, "E", 13, 1, 0, 0, 1, 1, 0, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        // history the zone table models: per year, the first and last day (of the year) in DST
        String[] hist = {"America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
            "America/Toronto", "Europe/London", "Europe/Dublin", "Europe/Paris", "Europe/Berlin", "Europe/Amsterdam",
            "Europe/Prague"};
        for (String id : hist) {
            TimeZone z = TimeZone.getTimeZone(id);
            StringBuilder hl = new StringBuilder(id);
            for (int y = id.startsWith("America/") && !id.endsWith("Toronto") ? 1910 : 1970; y <= 2037; y++) {
                // days from 1970-01-01 to y-01-01 (Gregorian)
                long yy = y - 1;
                long days = 365 * (yy - 1969) + Math.floorDiv(yy, 4) - Math.floorDiv(yy, 100) + Math.floorDiv(yy, 400)
                    - (1969 / 4 - 1969 / 100 + 1969 / 400);
                long jan1 = days * 86400000L;
                int first = -1, last = -1, offs = 0;
                for (int d = 0; d < 365; d++) {
                    long t = jan1 + d * 86400000L + 43200000L;
                    boolean dst = z.inDaylightTime(new Date(t));
                    offs += z.getOffset(t) / 60000;
                    if (dst) {
                        if (first < 0) {
                            first = d;
                        }
                        last = d;
                    }
                }
                hl.append(' ').append(y % 100).append(':').append(first).append('-').append(last).append('/').append(offs);
            }
            System.out.println(hl);
        }
        TimeZone.setDefault(TimeZone.getTimeZone("Europe/London"));
        System.out.println(new Date(0) + " " + new Date(-100000000000L) + " " + new Date(80000000000L) + " "
            + new Date(1690000000000L));
        TimeZone.setDefault(TimeZone.getTimeZone("Europe/Dublin"));
        System.out.println(new Date(0) + " " + new Date(80000000000L) + " " + new Date(1690000000000L));

        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Tokyo"));
        System.out.println(TimeZone.getDefault().getID() + " " + new Date(0));
        TimeZone.setDefault(TimeZone.getTimeZone("Europe/Paris"));
        System.out.println(TimeZone.getDefault().getID() + " " + new Date(1700000000000L));
    }
}
