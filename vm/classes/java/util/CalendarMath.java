/*
 * Day arithmetic shared by Date, Calendar, TimeZone and the formatters.
 * Days are counted from 1970-01-01; years are astronomical (0 = 1 BC).
 * Before the Gregorian cutover (1582-10-15) dates are Julian, as the JDK's
 * hybrid calendar does.
 */
package java.util;

final class CalendarMath {
    private CalendarMath() {
    }

    /** First Gregorian day (1582-10-15) in days from the epoch. */
    static final long CUTOVER_DAY = -141427L;
    static final long CUTOVER_MILLIS = CUTOVER_DAY * 86400000L;

    static final String[] MONTHS = {"January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December"};
    static final String[] SHORT_MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    /** Indexed by Calendar's DAY_OF_WEEK (1 = Sunday); index 0 unused. */
    static final String[] WEEKDAYS = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday",
        "Friday", "Saturday"};
    static final String[] SHORT_WEEKDAYS = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

    static boolean isGregorianLeap(long y) {
        return (y & 3) == 0 && (y % 100 != 0 || y % 400 == 0);
    }

    static boolean isJulianLeap(long y) {
        return (y & 3) == 0;
    }

    static long gregorianDays(long y, int m, int d) {
        long yy = m <= 2 ? y - 1 : y;
        long era = Math.floorDiv(yy, 400);
        long yoe = yy - era * 400;
        long doy = (153L * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    /** Days of y-m-d (month 1..12, any day, lenient) in the hybrid calendar. */
    static long days(long y, int m, int d) {
        long g = gregorianDays(y, m, 1) + d - 1;
        if (g >= CUTOVER_DAY) {
            return g;
        }
        long j = julianEpochDays(y, m) + d - 1;
        return j;
    }

    /** Days of the Julian y-m-01. */
    static long julianEpochDays(long y, int m) {
        long yy = m <= 2 ? y - 1 : y;
        long era = Math.floorDiv(yy, 4);
        long yoe = yy - era * 4;
        long doy = (153L * (m > 2 ? m - 3 : m + 9) + 2) / 5;
        // Julian 0000-03-01 is Gregorian -0001-03-03 (two days earlier in Gregorian count)
        return era * 1461 + yoe * 365 + doy - 719470;
    }

    /** Fills out[0] = year, out[1] = month (1..12), out[2] = day of month. */
    static void fromDays(long z, int[] out) {
        if (z >= CUTOVER_DAY) {
            long zz = z + 719468;
            long era = Math.floorDiv(zz, 146097);
            long doe = zz - era * 146097;
            long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
            long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
            fill(era * 400 + yoe, doy, out);
        } else {
            long zz = z + 719470;
            long era = Math.floorDiv(zz, 1461);
            long doe = zz - era * 1461;
            long yoe = (doe - doe / 1460) / 365;
            long doy = doe - 365 * yoe;
            fill(era * 4 + yoe, doy, out);
        }
    }

    /** The year (astronomical) of a day, without the month and day. */
    static int yearOf(long z) {
        if (z >= CUTOVER_DAY) {
            long zz = z + 719468;
            long era = Math.floorDiv(zz, 146097);
            long doe = zz - era * 146097;
            long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
            long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
            return (int) (era * 400 + yoe + (doy >= 306 ? 1 : 0));
        }
        long zz = z + 719470;
        long era = Math.floorDiv(zz, 1461);
        long doe = zz - era * 1461;
        long yoe = (doe - doe / 1460) / 365;
        long doy = doe - 365 * yoe;
        return (int) (era * 4 + yoe + (doy >= 306 ? 1 : 0));
    }

    private static void fill(long y, long doy, int[] out) {
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        out[0] = (int) (m <= 2 ? y + 1 : y);
        out[1] = m;
        out[2] = d;
    }

    static boolean isLeap(long y) {
        // the cutover year 1582 is Gregorian for leap purposes
        return y > 1582 ? isGregorianLeap(y) : isJulianLeap(y);
    }

    static int monthLength(long y, int m) {
        switch (m) {
            case 2:
                return isLeap(y) ? 29 : 28;
            case 4: case 6: case 9: case 11:
                return 30;
            default:
                return 31;
        }
    }

    /** Calendar's DAY_OF_WEEK (1 = Sunday) of a day. */
    static int dayOfWeek(long days) {
        return (int) Math.floorMod(days + 4, 7) + 1;
    }

    static void pad2(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    /** Local fields of an instant: year, month (1..12), day, hour, minute, second, millis,
     *  day of week (1 = Sunday), zone offset, DST part of it, day of year. */
    static int[] local(long utc, TimeZone zone) {
        int off = zone.getOffset(utc);
        int dst = off - zone.rawOffsetAt(utc);
        long t = utc + off;
        long days = Math.floorDiv(t, 86400000L);
        int ms = (int) Math.floorMod(t, 86400000L);
        int[] r = new int[11];
        fromDays(days, r);
        r[3] = ms / 3600000;
        r[4] = ms / 60000 % 60;
        r[5] = ms / 1000 % 60;
        r[6] = ms % 1000;
        r[7] = dayOfWeek(days);
        r[8] = off;
        r[9] = dst;
        r[10] = (int) (days - days(r[0], 1, 1)) + 1;
        return r;
    }

    /** The short zone name the JDK prints for an instant (Date.toString, %tZ, "z"). */
    static String shortZoneName(TimeZone zone, int dst) {
        return zone.getDisplayName(dst != 0, TimeZone.SHORT, Locale.US);
    }
}
