/*
 * sun.util.calendar.ZoneInfo: only the JDK's serial form of a tz database
 * zone.  Lantern's zones (java.util.ZoneInfo) write themselves as one of
 * these and read back as the zone of the same ID.  Lantern keeps no
 * transition tables, so the arrays are null and the checksum 0: the JDK's
 * own bytes for UTC, GMT and the fixed-offset zones.
 */
package sun.util.calendar;

import java.util.Date;
import java.util.TimeZone;

public class ZoneInfo extends TimeZone {
    private static final long serialVersionUID = 2653134537216586139L;

    private int rawOffset;
    private int rawOffsetDiff;
    private int checksum;
    private int dstSavings;
    private long[] transitions;
    private int[] offsets;
    private int[] simpleTimeZoneParams;
    private boolean willGMTOffsetChange;

    public ZoneInfo(String id, int rawOffset) {
        setID(id);
        this.rawOffset = rawOffset;
    }

    /* the zone this stands for */
    private Object readResolve() {
        TimeZone z = TimeZone.getTimeZone(getID());
        if (z.getRawOffset() != rawOffset && !z.useDaylightTime()) {
            z = (TimeZone) z.clone();
            z.setRawOffset(rawOffset);
        }
        return z;
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        return rawOffset;
    }

    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public boolean useDaylightTime() {
        return false;
    }

    public boolean inDaylightTime(Date date) {
        return false;
    }
}
