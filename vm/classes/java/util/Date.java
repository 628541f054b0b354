/*
 * java.util.Date: a wrapper of epoch milliseconds.  The deprecated field
 * accessors and toString read local fields in the default zone at the time
 * of the call, as the JDK does (the default may change between calls).
 */
package java.util;

public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private transient long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        fastTime = localToUtc(year, month, date, hrs, min, sec, TimeZone.defaultZone());
    }

    private static long localToUtc(long year, long month, long date, long hrs, long min, long sec,
                                   TimeZone zone) {
        long y = 1900 + year + Math.floorDiv(month, 12);
        int m = (int) Math.floorMod(month, 12) + 1;
        long days = CalendarMath.days(y, m, 1) + date - 1;
        long local = days * 86400000L + hrs * 3600000L + min * 60000L + sec * 1000L;
        if (zone == null) {
            return local;
        }
        return local - zone.offsetForLocal(local);
    }

    @Deprecated
    public static long UTC(int year, int month, int date, int hrs, int min, int sec) {
        return localToUtc(year, month, date, hrs, min, sec, null);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.getTime();
    }

    public boolean after(Date when) {
        return fastTime > when.getTime();
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(getTime(), anotherDate.getTime());
    }

    /** Local fields with the year as the JDK's Date shows it: era-less (2 BC is 2). */
    private int[] fields() {
        int[] f = CalendarMath.local(getTime(), TimeZone.defaultZone());
        if (f[0] <= 0) {
            f[0] = 1 - f[0];
        }
        return f;
    }

    private void setField(int which, int value) {
        int[] f = fields();
        long[] v = {f[0] - 1900L, f[1] - 1L, f[2], f[3], f[4], f[5]};
        v[which] = value;
        long t = localToUtc(v[0], v[1], v[2], v[3], v[4], v[5], TimeZone.defaultZone());
        fastTime = t + f[6];
    }

    @Deprecated
    public int getYear() {
        return fields()[0] - 1900;
    }

    @Deprecated
    public void setYear(int year) {
        setField(0, year);
    }

    @Deprecated
    public int getMonth() {
        return fields()[1] - 1;
    }

    @Deprecated
    public void setMonth(int month) {
        setField(1, month);
    }

    @Deprecated
    public int getDate() {
        return fields()[2];
    }

    @Deprecated
    public void setDate(int date) {
        setField(2, date);
    }

    @Deprecated
    public int getDay() {
        return fields()[7] - 1;
    }

    @Deprecated
    public int getHours() {
        return fields()[3];
    }

    @Deprecated
    public void setHours(int hours) {
        setField(3, hours);
    }

    @Deprecated
    public int getMinutes() {
        return fields()[4];
    }

    @Deprecated
    public void setMinutes(int minutes) {
        setField(4, minutes);
    }

    @Deprecated
    public int getSeconds() {
        return fields()[5];
    }

    @Deprecated
    public void setSeconds(int seconds) {
        setField(5, seconds);
    }

    @Deprecated
    public int getTimezoneOffset() {
        return -fields()[8] / 60000;
    }

    public String toString() {
        TimeZone zone = TimeZone.defaultZone();
        int[] f = CalendarMath.local(getTime(), zone);
        StringBuilder sb = new StringBuilder(28);
        sb.append(CalendarMath.SHORT_WEEKDAYS[f[7]]).append(' ');
        sb.append(CalendarMath.SHORT_MONTHS[f[1] - 1]).append(' ');
        CalendarMath.pad2(sb, f[2]);
        sb.append(' ');
        CalendarMath.pad2(sb, f[3]);
        sb.append(':');
        CalendarMath.pad2(sb, f[4]);
        sb.append(':');
        CalendarMath.pad2(sb, f[5]);
        sb.append(' ').append(CalendarMath.shortZoneName(zone, f[9]));
        sb.append(' ').append(f[0] > 0 ? f[0] : 1 - f[0]);
        return sb.toString();
    }

    @Deprecated
    public String toGMTString() {
        int[] f = CalendarMath.local(getTime(), TimeZone.getTimeZone("GMT"));
        int year = f[0] > 0 ? f[0] : 1 - f[0];
        StringBuilder sb = new StringBuilder(f[2] + " " + CalendarMath.SHORT_MONTHS[f[1] - 1] + " " + year + " ");
        CalendarMath.pad2(sb, f[3]);
        sb.append(':');
        CalendarMath.pad2(sb, f[4]);
        sb.append(':');
        CalendarMath.pad2(sb, f[5]);
        return sb.append(" GMT").toString();
    }

    @Deprecated
    public String toLocaleString() {
        return java.text.DateFormat.getDateTimeInstance().format(this);
    }

    /* ---- serial form: no fields; the milliseconds as a long after them */
    private static final long serialVersionUID = 7523967970034938905L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeLong(getTime());
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        fastTime = s.readLong();
    }
}
