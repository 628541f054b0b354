/*
 * java.util.zip.ZipEntry: one entry's header fields; -1 means "not known
 * yet" for time, sizes, crc and method.
 *
 * Times are kept as the JDK keeps them: `xdostime` is the MS-DOS date/time
 * with the milliseconds beyond its 2-second resolution in the high 32 bits,
 * and `mtime` (epoch millis, or null) is the exact time when DOS cannot
 * hold it (before 1980, after UPPER_DOSTIME_BOUND), written as an extended
 * timestamp (0x5455) extra field.  Lantern has no time zones, so the DOS
 * fields are the UTC date and time (the JDK uses the default zone).
 */
package java.util.zip;

import java.util.Objects;

public class ZipEntry implements ZipConstants, Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);
    /* 128 years of 365 days: the last time the JDK writes without an extended timestamp */
    static final long UPPER_DOSTIME_BOUND = 128L * 365 * 24 * 60 * 60 * 1000;
    static final int EXTID_EXTT = 0x5455;
    static final int EXTID_ZIP64 = 0x0001;
    static final int EXTID_NTFS = 0x000a;
    static final long WINDOWS_TIME_NOT_AVAILABLE = Long.MIN_VALUE;
    /* 1601-01-01 in microseconds since 1970 */
    private static final long WINDOWS_EPOCH_IN_MICROSECONDS = -11644473600000000L;

    String name;
    long xdostime = -1;
    Long mtime;
    long crc = -1;
    long size = -1;
    long csize = -1;
    /* csize was given by setCompressedSize (not read from a header) */
    boolean csizeSet;
    int method = -1;
    int flag;
    byte[] extra;
    String comment;

    public ZipEntry(String name) {
        Objects.requireNonNull(name, "name");
        if (name.length() > 0xFFFF) throw new IllegalArgumentException("entry name too long");
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        Objects.requireNonNull(e, "entry");
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        csizeSet = e.csizeSet;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    ZipEntry() {
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        xdostime = javaToExtendedDosTime(time);
        if (xdostime != DOSTIME_BEFORE_1980 && time <= UPPER_DOSTIME_BOUND) {
            mtime = null;
        } else {
            int year = yearOf(time);
            mtime = year >= 1980 && year <= 2099 ? null : Long.valueOf(time);
        }
    }

    public long getTime() {
        if (mtime != null) return mtime.longValue();
        return xdostime != -1 ? extendedDosToJavaTime(xdostime) : -1;
    }

    public void setSize(long size) {
        if (size < 0) throw new IllegalArgumentException("invalid entry size");
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
        this.csizeSet = true;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) throw new IllegalArgumentException("invalid entry crc-32");
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) throw new IllegalArgumentException("invalid compression method");
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        setExtra0(extra, false);
    }

    /* Takes the extended timestamp's mtime when there is one, and with
     * doZip64 (a local header whose sizes are the ZIP64 magic) the sizes
     * from a ZIP64 field: size, then compressed size. */
    void setExtra0(byte[] extra, boolean doZip64) {
        if (extra != null) {
            if (extra.length > 0xFFFF) throw new IllegalArgumentException("invalid extra field length");
            int off = 0, len = extra.length;
            while (off + 4 <= len) {
                int tag = get16(extra, off);
                int sz = get16(extra, off + 2);
                off += 4;
                if (off + sz > len) break;
                if (tag == EXTID_ZIP64 && doZip64 && sz >= 16) {
                    size = get64(extra, off);
                    csize = get64(extra, off + 8);
                } else if (tag == EXTID_EXTT && sz >= 1) {
                    int flags = extra[off] & 0xFF;
                    if ((flags & 1) != 0 && sz >= 5) {
                        long secs = (extra[off + 1] & 0xFF) | (extra[off + 2] & 0xFF) << 8
                                    | (extra[off + 3] & 0xFF) << 16 | (extra[off + 4] & 0xFF) << 24;
                        mtime = Long.valueOf(((int) secs) * 1000L);
                    }
                } else if (tag == EXTID_NTFS && sz >= 32) {
                    /* after 4 reserved bytes, attribute 1 of 24 bytes: mtime, atime, ctime */
                    if (get16(extra, off + 4) == 0x0001 && get16(extra, off + 6) == 24) {
                        long w = get64(extra, off + 8);
                        if (w != WINDOWS_TIME_NOT_AVAILABLE) mtime = Long.valueOf(winToJavaTime(w));
                    }
                }
                off += sz;
            }
        }
        this.extra = extra;
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    public String toString() {
        return getName();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = extra == null ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException x) {
            throw new InternalError(x);
        }
    }

    static int get16(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8;
    }

    static long get64(byte[] b, int off) {
        long v = 0;
        for (int i = 7; i >= 0; i--) v = v << 8 | (b[off + i] & 0xFF);
        return v;
    }

    static long javaToWinTime(long millis) {
        return (millis * 1000 - WINDOWS_EPOCH_IN_MICROSECONDS) * 10;
    }

    static long winToJavaTime(long wtime) {
        return Math.floorDiv(wtime / 10 + WINDOWS_EPOCH_IN_MICROSECONDS, 1000);
    }

    /* ---- DOS time in UTC ---- */

    private static long daysFromCivil(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153L * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    /* {year, month, day} of a day number since 1970-01-01 */
    private static int[] civilFromDays(long z) {
        z += 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
        return new int[] {(int) y, m, d};
    }

    private static int yearOf(long time) {
        return civilFromDays(Math.floorDiv(Math.floorDiv(time, 1000), 86400))[0];
    }

    static long javaToExtendedDosTime(long time) {
        long secs = Math.floorDiv(time, 1000);
        long days = Math.floorDiv(secs, 86400);
        int sod = (int) Math.floorMod(secs, 86400);
        int[] ymd = civilFromDays(days);
        int year = ymd[0] - 1980;
        if (year < 0) return DOSTIME_BEFORE_1980;
        long dos = (long) year << 25 | ymd[1] << 21 | ymd[2] << 16 | (sod / 3600) << 11 | (sod / 60 % 60) << 5
                   | (sod % 60) >> 1;
        return dos + ((time % 2000) << 32);
    }

    /* Lenient: out-of-range fields carry over, as java.time's plus* would. */
    static long dosToJavaTime(long dtime) {
        int year = (int) ((dtime >> 25) & 0x7f) + 1980;
        int month = (int) ((dtime >> 21) & 0x0f);
        int day = (int) ((dtime >> 16) & 0x1f);
        int hour = (int) ((dtime >> 11) & 0x1f);
        int minute = (int) ((dtime >> 5) & 0x3f);
        int second = (int) ((dtime << 1) & 0x3e);
        int m0 = month - 1;
        year += Math.floorDiv(m0, 12);
        m0 = Math.floorMod(m0, 12);
        long days = daysFromCivil(year, m0 + 1, 1) + day - 1;
        return ((days * 86400) + hour * 3600L + minute * 60L + second) * 1000;
    }

    static long extendedDosToJavaTime(long xdostime) {
        return dosToJavaTime(xdostime) + (xdostime >> 32);
    }
}
