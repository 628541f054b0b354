/*
 * java.util.SimpleTimeZone: a raw offset plus one yearly DST rule (start and
 * end given as day-of-month, n-th weekday, weekday on/after or on/before a
 * day), as the JDK encodes them in its constructors.  Times of day may be
 * wall, standard or UTC time.  Transitions are computed per year in UTC.
 */
package java.util;

public class SimpleTimeZone extends TimeZone {
    public static final int WALL_TIME = 0;
    public static final int STANDARD_TIME = 1;
    public static final int UTC_TIME = 2;

    static final int DOM_MODE = 1;
    static final int DOW_IN_MONTH_MODE = 2;
    static final int DOW_GE_DOM_MODE = 3;
    static final int DOW_LE_DOM_MODE = 4;

    private int rawOffset;
    private int dstSavings = 3600000;
    private boolean useDaylight;
    private int startYear;
    private int startMode, startMonth, startDay, startDayOfWeek, startTime, startTimeMode;
    private int endMode, endMonth, endDay, endDayOfWeek, endTime, endTimeMode;

    public SimpleTimeZone(int rawOffset, String ID) {
        this.rawOffset = rawOffset;
        setID(ID);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
                          int startTime, int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME,
             endMonth, endDay, endDayOfWeek, endTime, WALL_TIME, 3600000);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
                          int startTime, int endMonth, int endDay, int endDayOfWeek, int endTime,
                          int dstSavings) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME,
             endMonth, endDay, endDayOfWeek, endTime, WALL_TIME, dstSavings);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
                          int startTime, int startTimeMode, int endMonth, int endDay, int endDayOfWeek,
                          int endTime, int endTimeMode, int dstSavings) {
        setID(ID);
        this.rawOffset = rawOffset;
        this.startMonth = startMonth;
        this.startDay = startDay;
        this.startDayOfWeek = startDayOfWeek;
        this.startTime = startTime;
        this.startTimeMode = startTimeMode;
        this.endMonth = endMonth;
        this.endDay = endDay;
        this.endDayOfWeek = endDayOfWeek;
        this.endTime = endTime;
        this.endTimeMode = endTimeMode;
        if (dstSavings <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + dstSavings);
        }
        this.dstSavings = dstSavings;
        decode();
    }

    private void decode() {
        useDaylight = startDay != 0 && endDay != 0;
        if (startDay != 0) {
            startMode = mode(startMonth, startDay, startDayOfWeek, startTime, "start");
            if (startMode == DOW_LE_DOM_MODE) {
                startDay = -startDay;
            }
            if (startDayOfWeek < 0) {
                startDayOfWeek = -startDayOfWeek;
            }
        }
        if (endDay != 0) {
            endMode = mode(endMonth, endDay, endDayOfWeek, endTime, "end");
            if (endMode == DOW_LE_DOM_MODE) {
                endDay = -endDay;
            }
            if (endDayOfWeek < 0) {
                endDayOfWeek = -endDayOfWeek;
            }
        }
    }

    private static int mode(int month, int day, int dow, int time, String which) {
        if (month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal " + which + " month " + month);
        }
        if (time < 0 || time > 86400000) {
            throw new IllegalArgumentException("Illegal " + which + " time " + time);
        }
        int m;
        if (dow == 0) {
            m = DOM_MODE;
        } else if (dow > 0) {
            m = DOW_IN_MONTH_MODE;
        } else {
            m = day > 0 ? DOW_GE_DOM_MODE : DOW_LE_DOM_MODE;
        }
        return m;
    }

    public void setStartYear(int year) {
        startYear = year;
    }

    public void setStartRule(int month, int day, int dayOfWeek, int time) {
        startMonth = month;
        startDay = day;
        startDayOfWeek = dayOfWeek;
        startTime = time;
        startTimeMode = WALL_TIME;
        decode();
    }

    public void setStartRule(int month, int day, int time) {
        setStartRule(month, day, 0, time);
    }

    public void setEndRule(int month, int day, int dayOfWeek, int time) {
        endMonth = month;
        endDay = day;
        endDayOfWeek = dayOfWeek;
        endTime = time;
        endTimeMode = WALL_TIME;
        decode();
    }

    public void setEndRule(int month, int day, int time) {
        setEndRule(month, day, 0, time);
    }

    public void setDSTSavings(int millisSavedDuringDST) {
        if (millisSavedDuringDST <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + millisSavedDuringDST);
        }
        dstSavings = millisSavedDuringDST;
    }

    public int getDSTSavings() {
        return useDaylight ? dstSavings : 0;
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public boolean useDaylightTime() {
        return useDaylight;
    }

    public boolean observesDaylightTime() {
        return useDaylight;
    }

    public boolean inDaylightTime(Date date) {
        return inDst(date.getTime());
    }

    public int getOffset(long date) {
        return inDst(date) ? rawOffset + dstSavings : rawOffset;
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
        long y = era == GregorianCalendar.BC ? 1 - year : year;
        long local = CalendarMath.days(y, month + 1, day) * 86400000L + millis;
        return getOffset(local - rawOffset);
    }

    int offsetForLocal(long local) {
        return getOffset(local - rawOffset);
    }

    boolean inDst(long utc) {
        if (!useDaylight) {
            return false;
        }
        int year = CalendarMath.yearOf(Math.floorDiv(utc + rawOffset, 86400000L));
        if (year < startYear) {
            return false;
        }
        long start = transition(year, startMode, startMonth, startDay, startDayOfWeek, startTime,
                                startTimeMode, 0);
        long end = transition(year, endMode, endMonth, endDay, endDayOfWeek, endTime,
                              endTimeMode, dstSavings);
        if (start <= end) {
            return utc >= start && utc < end;
        }
        return utc >= start || utc < end;
    }

    private long transition(int year, int mode, int month, int day, int dow, int time, int timeMode,
                            int savings) {
        long days;
        int m = month + 1;
        switch (mode) {
            case DOM_MODE:
                days = CalendarMath.days(year, m, day);
                break;
            case DOW_IN_MONTH_MODE:
                if (day > 0) {
                    long first = CalendarMath.days(year, m, 1);
                    int delta = Math.floorMod(dow - CalendarMath.dayOfWeek(first), 7);
                    days = first + delta + 7L * (day - 1);
                } else {
                    long last = CalendarMath.days(year, m, CalendarMath.monthLength(year, m));
                    int delta = Math.floorMod(CalendarMath.dayOfWeek(last) - dow, 7);
                    days = last - delta + 7L * (day + 1);
                }
                break;
            case DOW_GE_DOM_MODE: {
                long base = CalendarMath.days(year, m, day);
                days = base + Math.floorMod(dow - CalendarMath.dayOfWeek(base), 7);
                break;
            }
            default: {
                long base = CalendarMath.days(year, m, day);
                days = base - Math.floorMod(CalendarMath.dayOfWeek(base) - dow, 7);
                break;
            }
        }
        long t = days * 86400000L + time;
        if (timeMode == UTC_TIME) {
            return t;
        }
        t -= rawOffset;
        if (timeMode == WALL_TIME) {
            t -= savings;
        }
        return t;
    }

    public boolean hasSameRules(TimeZone other) {
        if (!(other instanceof SimpleTimeZone)) {
            return false;
        }
        SimpleTimeZone o = (SimpleTimeZone) other;
        return rawOffset == o.rawOffset && useDaylight == o.useDaylight
            && (!useDaylight || (dstSavings == o.dstSavings && startMode == o.startMode
                && startMonth == o.startMonth && startDay == o.startDay
                && startDayOfWeek == o.startDayOfWeek && startTime == o.startTime
                && startTimeMode == o.startTimeMode && endMode == o.endMode
                && endMonth == o.endMonth && endDay == o.endDay && endDayOfWeek == o.endDayOfWeek
                && endTime == o.endTime && endTimeMode == o.endTimeMode && startYear == o.startYear));
    }

    public boolean equals(Object obj) {
        return this == obj || (obj instanceof SimpleTimeZone && getID().equals(((SimpleTimeZone) obj).getID())
            && hasSameRules((SimpleTimeZone) obj));
    }

    public int hashCode() {
        return startMonth ^ startDay ^ startDayOfWeek ^ startTime ^ endMonth ^ endDay
            ^ endDayOfWeek ^ endTime ^ rawOffset;
    }

    public String toString() {
        return getClass().getName() + "[id=" + getID() + ",offset=" + rawOffset + ",dstSavings="
            + dstSavings + ",useDaylight=" + useDaylight + ",startYear=" + startYear
            + ",startMode=" + startMode + ",startMonth=" + startMonth + ",startDay=" + startDay
            + ",startDayOfWeek=" + startDayOfWeek + ",startTime=" + startTime
            + ",startTimeMode=" + startTimeMode + ",endMode=" + endMode + ",endMonth=" + endMonth
            + ",endDay=" + endDay + ",endDayOfWeek=" + endDayOfWeek + ",endTime=" + endTime
            + ",endTimeMode=" + endTimeMode + "]";
    }

    /* ---- serial form: the JDK's fields, the rules written in the
     * "compatible" shape old readers understand (day-of-month rules as
     * week numbers, times as wall times within the day), then the exact
     * rules: six bytes (days, days of week, time modes) and the two times */
    private static final long serialVersionUID = -403250971215465050L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("startMonth", Integer.TYPE),
        new java.io.ObjectStreamField("startDay", Integer.TYPE),
        new java.io.ObjectStreamField("startDayOfWeek", Integer.TYPE),
        new java.io.ObjectStreamField("startTime", Integer.TYPE),
        new java.io.ObjectStreamField("endMonth", Integer.TYPE),
        new java.io.ObjectStreamField("endDay", Integer.TYPE),
        new java.io.ObjectStreamField("endDayOfWeek", Integer.TYPE),
        new java.io.ObjectStreamField("endTime", Integer.TYPE),
        new java.io.ObjectStreamField("startYear", Integer.TYPE),
        new java.io.ObjectStreamField("rawOffset", Integer.TYPE),
        new java.io.ObjectStreamField("useDaylight", Boolean.TYPE),
        new java.io.ObjectStreamField("monthLength", byte[].class),
        new java.io.ObjectStreamField("startMode", Integer.TYPE),
        new java.io.ObjectStreamField("endMode", Integer.TYPE),
        new java.io.ObjectStreamField("dstSavings", Integer.TYPE),
        new java.io.ObjectStreamField("startTimeMode", Integer.TYPE),
        new java.io.ObjectStreamField("endTimeMode", Integer.TYPE),
        new java.io.ObjectStreamField("serialVersionOnStream", Integer.TYPE)
    };
    private static final int DAY_MILLIS = 24 * 60 * 60 * 1000;

    private static int compatibleDay(int mode, int day) {
        switch (mode) {
        case DOM_MODE:
            return 1 + day / 7;
        case DOW_GE_DOM_MODE:
            return day == 1 ? day : 1 + day / 7;
        case DOW_LE_DOM_MODE:
            return day >= 30 ? -1 : 1 + day / 7;
        default:
            return day;
        }
    }

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int sDay = compatibleDay(startMode, startDay), eDay = compatibleDay(endMode, endDay);
        int sDow = startMode == DOM_MODE ? Calendar.SUNDAY : startDayOfWeek;
        int eDow = endMode == DOM_MODE ? Calendar.SUNDAY : endDayOfWeek;
        int sTime = startTime + (startTimeMode == UTC_TIME ? rawOffset : 0);
        int eTime = endTime + (endTimeMode == UTC_TIME ? rawOffset + dstSavings : endTimeMode == STANDARD_TIME ? dstSavings : 0);
        for (; sTime < 0; sTime += DAY_MILLIS) sDow = 1 + (sDow + 5) % 7;
        for (; sTime >= DAY_MILLIS; sTime -= DAY_MILLIS) sDow = 1 + sDow % 7;
        for (; eTime < 0; eTime += DAY_MILLIS) eDow = 1 + (eDow + 5) % 7;
        for (; eTime >= DAY_MILLIS; eTime -= DAY_MILLIS) eDow = 1 + eDow % 7;
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("startMonth", startMonth);
        f.put("startDay", sDay);
        f.put("startDayOfWeek", sDow);
        f.put("startTime", sTime);
        f.put("endMonth", endMonth);
        f.put("endDay", eDay);
        f.put("endDayOfWeek", eDow);
        f.put("endTime", eTime);
        f.put("startYear", startYear);
        f.put("rawOffset", rawOffset);
        f.put("useDaylight", useDaylight);
        f.put("monthLength", new byte[] {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31});
        f.put("startMode", startMode);
        f.put("endMode", endMode);
        f.put("dstSavings", dstSavings);
        f.put("startTimeMode", startTimeMode);
        f.put("endTimeMode", endTimeMode);
        f.put("serialVersionOnStream", 2);
        s.writeFields();
        s.writeInt(6);
        s.write(new byte[] {(byte) startDay, (byte) startDayOfWeek, (byte) endDay, (byte) endDayOfWeek,
            (byte) startTimeMode, (byte) endTimeMode});
        s.writeObject(new int[] {startTime, endTime});
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        startMonth = f.get("startMonth", 0);
        startDay = f.get("startDay", 0);
        startDayOfWeek = f.get("startDayOfWeek", 0);
        startTime = f.get("startTime", 0);
        endMonth = f.get("endMonth", 0);
        endDay = f.get("endDay", 0);
        endDayOfWeek = f.get("endDayOfWeek", 0);
        endTime = f.get("endTime", 0);
        startYear = f.get("startYear", 0);
        rawOffset = f.get("rawOffset", 0);
        useDaylight = f.get("useDaylight", false);
        startMode = f.get("startMode", DOM_MODE);
        endMode = f.get("endMode", DOM_MODE);
        dstSavings = f.get("dstSavings", 3600000);
        startTimeMode = f.get("startTimeMode", WALL_TIME);
        endTimeMode = f.get("endTimeMode", WALL_TIME);
        if (f.get("serialVersionOnStream", 0) >= 1) {
            int n = s.readInt();
            byte[] rules = new byte[n];
            s.readFully(rules);
            if (n >= 4) {
                startDay = rules[0];
                startDayOfWeek = rules[1];
                endDay = rules[2];
                endDayOfWeek = rules[3];
            }
            if (n >= 6) {
                startTimeMode = rules[4];
                endTimeMode = rules[5];
            }
            int[] times = (int[]) s.readObject();
            if (times != null && times.length >= 2) {
                startTime = times[0];
                endTime = times[1];
            }
        }
    }
}
