/*
 * java.util.TimeZone: the abstract zone plus the registry of known IDs.
 * Known zones are ZoneInfo (a fixed raw offset and year-ranged DST rules);
 * custom "GMT+hh:mm" IDs are fixed zones; unknown IDs give "GMT" as the JDK
 * does.  The default zone comes from the user.timezone property, else the TZ
 * environment variable, else /etc/timezone (what the JDK reads on this
 * machine), else UTC; an unknown name falls back to GMT like the JDK.
 */
package java.util;

public abstract class TimeZone implements java.io.Serializable, Cloneable {
    public static final int SHORT = 0;
    public static final int LONG = 1;

    private String ID;
    private static volatile TimeZone defaultZone;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public int getOffset(long date) {
        if (inDaylightTime(new Date(date))) {
            return getRawOffset() + getDSTSavings();
        }
        return getRawOffset();
    }

    /** The standard offset in force at an instant (zones whose standard time changed override). */
    int rawOffsetAt(long utc) {
        return getRawOffset();
    }

    /** Offset for a local (wall) time, resolving gaps and overlaps as the JDK's ZoneInfo does. */
    int offsetForLocal(long local) {
        int raw = getRawOffset();
        long s = local - raw;
        int os = getOffset(s);
        if (os == raw) {
            return raw;
        }
        long d = local - os;
        return getOffset(d) == os ? os : raw;
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault());
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault());
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        String[] names = ZoneInfo.names(ID);
        if (names != null) {
            return names[(daylight ? 1 : 0) + (style == LONG ? 2 : 0)];
        }
        int off = getRawOffset();
        if (daylight && useDaylightTime()) {
            off += getDSTSavings();
        }
        return gmtText(off);
    }

    static String gmtText(int offMillis) {
        StringBuilder sb = new StringBuilder("GMT");
        int m = offMillis / 60000;
        sb.append(m < 0 ? '-' : '+');
        m = Math.abs(m);
        CalendarMath.pad2(sb, m / 60);
        sb.append(':');
        CalendarMath.pad2(sb, m % 60);
        return sb.toString();
    }

    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        TimeZone z = ZoneInfo.lookup(ID);
        if (z == null) {
            z = parseCustom(ID);
        }
        if (z == null) {
            z = ZoneInfo.lookup("GMT");
        }
        return z;
    }

    private static TimeZone parseCustom(String id) {
        if (!id.startsWith("GMT") || id.length() < 5) {
            return null;
        }
        char sign = id.charAt(3);
        if (sign != '+' && sign != '-') {
            return null;
        }
        int i = 4, n = id.length();
        int hours = 0, minutes = 0, digits = 0;
        while (i < n && Character.isDigit(id.charAt(i)) && digits < 4) {
            hours = hours * 10 + (id.charAt(i) - '0');
            i++;
            digits++;
        }
        if (digits == 0) {
            return null;
        }
        if (i < n) {
            if (id.charAt(i) != ':' || digits > 2 || n - i != 3
                || !Character.isDigit(id.charAt(i + 1)) || !Character.isDigit(id.charAt(i + 2))) {
                return null;
            }
            minutes = (id.charAt(i + 1) - '0') * 10 + (id.charAt(i + 2) - '0');
        } else if (digits == 3 || digits == 4) {
            minutes = hours % 100;
            hours /= 100;
        }
        if (hours > 23 || minutes > 59) {
            return null;
        }
        int off = (hours * 60 + minutes) * 60000;
        if (sign == '-') {
            off = -off;
        }
        return new ZoneInfo(gmtText(off), off, 0, null);
    }

    public static synchronized String[] getAvailableIDs() {
        return ZoneInfo.ids(null);
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        return ZoneInfo.ids(rawOffset);
    }

    public static TimeZone getDefault() {
        return (TimeZone) defaultRef().clone();
    }

    private static TimeZone defaultRef() {
        TimeZone z = defaultZone;
        if (z == null) {
            synchronized (TimeZone.class) {
                z = defaultZone;
                if (z == null) {
                    z = getTimeZone(systemZoneId());
                    defaultZone = z;
                }
            }
        }
        return z;
    }

    /** The default zone without a copy, for Date and the formatters. */
    static TimeZone defaultZone() {
        return defaultRef();
    }

    private static String systemZoneId() {
        String prop = System.getProperty("user.timezone");
        if (prop != null && !prop.isEmpty()) {
            return prop;
        }
        String tz = System.getenv("TZ");
        if (tz != null && !tz.isEmpty()) {
            return tz.startsWith(":") ? tz.substring(1) : tz;
        }
        try (java.io.FileInputStream in = new java.io.FileInputStream("/etc/timezone")) {
            byte[] buf = new byte[128];
            int n = in.read(buf);
            if (n > 0) {
                String s = new String(buf, 0, n, "ISO-8859-1").trim();
                if (!s.isEmpty()) {
                    return s;
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // no such file: fall through to UTC
        }
        return "UTC";
    }

    public static void setDefault(TimeZone zone) {
        synchronized (TimeZone.class) {
            defaultZone = zone == null ? null : (TimeZone) zone.clone();
        }
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset()
            && useDaylightTime() == other.useDaylightTime();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
