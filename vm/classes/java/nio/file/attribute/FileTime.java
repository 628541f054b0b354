/*
 * java.nio.file.attribute.FileTime: a point in time as a count of a
 * TimeUnit since the epoch.  Comparison, equality and hashing go through
 * (seconds, nanos-of-second), so values in different units compare as the
 * instants they denote; toString is ISO 8601 in UTC with the fraction's
 * trailing zeros dropped, as the JDK prints it.
 */
package java.nio.file.attribute;

import java.util.Objects;
import java.util.concurrent.TimeUnit;

public final class FileTime implements Comparable<FileTime> {
    private final long value;
    private final TimeUnit unit;
    private final long seconds;
    private final int nanos;

    private FileTime(long value, TimeUnit unit) {
        this.value = value;
        this.unit = unit;
        long perSecond = unit.convert(1, TimeUnit.SECONDS);
        if (perSecond >= 1) {
            seconds = Math.floorDiv(value, perSecond);
            nanos = (int) TimeUnit.NANOSECONDS.convert(Math.floorMod(value, perSecond), unit);
        } else {
            seconds = TimeUnit.SECONDS.convert(value, unit);
            nanos = 0;
        }
    }

    public static FileTime from(long value, TimeUnit unit) {
        Objects.requireNonNull(unit, "unit");
        return new FileTime(value, unit);
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(value, TimeUnit.MILLISECONDS);
    }

    public long to(TimeUnit unit) {
        Objects.requireNonNull(unit, "unit");
        return unit.convert(value, this.unit);
    }

    public long toMillis() {
        return TimeUnit.MILLISECONDS.convert(value, unit);
    }

    public boolean equals(Object obj) {
        return obj instanceof FileTime && compareTo((FileTime) obj) == 0;
    }

    public int hashCode() {
        return (int) (seconds ^ (seconds >>> 32)) + 51 * nanos;
    }

    public int compareTo(FileTime other) {
        int c = Long.compare(seconds, other.seconds);
        return c != 0 ? c : Integer.compare(nanos, other.nanos);
    }

    public String toString() {
        long days = Math.floorDiv(seconds, 86400);
        long secOfDay = Math.floorMod(seconds, 86400);
        // civil date from days since 1970-01-01 (proleptic Gregorian)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) y++;
        StringBuilder sb = new StringBuilder();
        if (y < 0) {
            sb.append('-');
            y = -y;
        }
        pad(sb, y, 4);
        sb.append('-');
        pad(sb, m, 2);
        sb.append('-');
        pad(sb, d, 2);
        sb.append('T');
        pad(sb, secOfDay / 3600, 2);
        sb.append(':');
        pad(sb, secOfDay / 60 % 60, 2);
        sb.append(':');
        pad(sb, secOfDay % 60, 2);
        if (nanos != 0) {
            StringBuilder f = new StringBuilder();
            pad(f, nanos, 9);
            int end = f.length();
            while (f.charAt(end - 1) == '0') end--;
            sb.append('.');
            sb.append(f, 0, end);
        }
        sb.append('Z');
        return sb.toString();
    }

    private static void pad(StringBuilder sb, long v, int width) {
        String s = Long.toString(v);
        for (int i = s.length(); i < width; i++) sb.append('0');
        sb.append(s);
    }
}
