/*
 * The zones TimeZone.getTimeZone knows by name: a raw offset plus DST rules
 * that apply from a given year on (SimpleTimeZone instances).  The data is a
 * small hand-written subset of the tz database: the current rules of the
 * US, the EU and south-east Australia; the US rules back to 1967 (with
 * 1974-75) and for New York, Chicago, Denver and Los Angeles back to 1918
 * (with war time), the EU ones back to 1977 (from the year each country joined;
 * France's 1976),
 * British time back to 1968 (with the 1968-71 all-year +1).  Older history,
 * Australia before 2008 and the Asian zones' past DST are not modelled.
 * toString imitates the JDK's sun.util.calendar.ZoneInfo.
 */
package java.util;

final class ZoneInfo extends TimeZone {
    private int rawOffset;
    private final int dstSavings;
    /** Ascending by first year; rules[i] applies from years[i] on. */
    private final int[] years;
    private final SimpleTimeZone[] rules;
    /** Periods of constant offset that override the rules (war time, British time 1968-71):
     *  from, to (UTC millis), offset, 1 if daylight time; four longs each. */
    private long[] fixed = new long[0];

    ZoneInfo(String id, int rawOffset, int dstSavings, Object[] yearRules) {
        setID(id);
        this.rawOffset = rawOffset;
        this.dstSavings = dstSavings;
        int n = yearRules == null ? 0 : yearRules.length / 2;
        years = new int[n];
        rules = new SimpleTimeZone[n];
        for (int i = 0; i < n; i++) {
            years[i] = (Integer) yearRules[2 * i];
            rules[i] = (SimpleTimeZone) yearRules[2 * i + 1];
        }
    }

    private static final int HOUR = 3600000;

    private static SimpleTimeZone rule(int raw, int sm, int sd, int sdow, int st, int stm,
                                       int em, int ed, int edow, int et, int etm) {
        return new SimpleTimeZone(raw, "", sm, sd, sdow, st, stm, em, ed, edow, et, etm, HOUR);
    }

    private static Object[] us(int raw) {
        return new Object[] {
            1967, rule(raw, Calendar.APRIL, -1, Calendar.SUNDAY, 2 * HOUR, 0,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, 2 * HOUR, 0),
            1974, rule(raw, Calendar.JANUARY, 6, 0, 2 * HOUR, 0,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, 2 * HOUR, 0),
            1975, rule(raw, Calendar.FEBRUARY, 23, 0, 2 * HOUR, 0,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, 2 * HOUR, 0),
            1976, rule(raw, Calendar.APRIL, -1, Calendar.SUNDAY, 2 * HOUR, 0,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, 2 * HOUR, 0),
            1987, rule(raw, Calendar.APRIL, 1, -Calendar.SUNDAY, 2 * HOUR, 0,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, 2 * HOUR, 0),
            2007, rule(raw, Calendar.MARCH, 8, -Calendar.SUNDAY, 2 * HOUR, 0,
                       Calendar.NOVEMBER, 1, -Calendar.SUNDAY, 2 * HOUR, 0),
        };
    }

    private static Object[] eu(int raw, int from) {
        Object[] early = {
            1976, rule(raw, Calendar.MARCH, 28, 0, HOUR, 0, Calendar.SEPTEMBER, 26, 0, HOUR, 0),
            1977, rule(raw, Calendar.APRIL, 1, -Calendar.SUNDAY, HOUR, 2,
                       Calendar.SEPTEMBER, -1, Calendar.SUNDAY, HOUR, 2),
            1978, rule(raw, Calendar.APRIL, 1, -Calendar.SUNDAY, HOUR, 2,
                       Calendar.OCTOBER, 1, 0, HOUR, 2),
            1979, rule(raw, Calendar.APRIL, 1, -Calendar.SUNDAY, HOUR, 2,
                       Calendar.SEPTEMBER, -1, Calendar.SUNDAY, HOUR, 2),
        };
        Object[] late = eu(raw);
        ArrayList<Object> all = new ArrayList<>();
        for (int i = 0; i < early.length; i += 2) {
            int y = (Integer) early[i];
            int next = i + 2 < early.length ? (Integer) early[i + 2] : 1981;
            if (next > from) {
                all.add(Math.max(y, from));
                all.add(early[i + 1]);
            }
        }
        all.addAll(Arrays.asList(late));
        return all.toArray();
    }

    /** Rules before 1967 for New York (6), Chicago (7), Denver (8) and Los Angeles (9), then us(). */
    private static Object[] usHistory(int kind, int raw) {
        int last = Calendar.SUNDAY;
        Object us1918 = rule(raw, Calendar.MARCH, -1, last, 2 * HOUR, 0, Calendar.OCTOBER, -1, last, 2 * HOUR, 0);
        Object aprSep = rule(raw, Calendar.APRIL, -1, last, 2 * HOUR, 0, Calendar.SEPTEMBER, -1, last, 2 * HOUR, 0);
        Object aprOct = rule(raw, Calendar.APRIL, -1, last, 2 * HOUR, 0, Calendar.OCTOBER, -1, last, 2 * HOUR, 0);
        Object marOct = us1918;
        Object[] early;
        switch (kind) {
            case 6:
                early = new Object[] {1918, us1918, 1920, marOct, 1921, aprSep, 1942, null, 1946, aprSep,
                    1955, aprOct};
                break;
            case 7:
                early = new Object[] {1918, us1918,
                    1920, rule(raw, Calendar.JUNE, 13, 0, 2 * HOUR, 0, Calendar.OCTOBER, -1, last, 2 * HOUR, 0),
                    1921, marOct, 1922, aprSep, 1936, null, 1937, aprSep, 1942, null, 1946, aprSep, 1955, aprOct};
                break;
            case 8:
                early = new Object[] {1918, us1918, 1920, marOct,
                    1921, rule(raw, Calendar.MARCH, -1, last, 2 * HOUR, 0, Calendar.MAY, 22, 0, 2 * HOUR, 0),
                    1922, null, 1965, aprOct};
                break;
            default:
                early = new Object[] {1918, us1918, 1920, null,
                    1950, rule(raw, Calendar.APRIL, -1, last, HOUR, 0, Calendar.SEPTEMBER, -1, last, 2 * HOUR, 0),
                    1962, rule(raw, Calendar.APRIL, -1, last, HOUR, 0, Calendar.OCTOBER, -1, last, 2 * HOUR, 0)};
                break;
        }
        ArrayList<Object> all = new ArrayList<>(Arrays.asList(early));
        all.addAll(Arrays.asList(us(raw)));
        return all.toArray();
    }

    /** British time: GMT/BST rules from 1972 (1968-71 is the fixed +1 period). */
    private static Object[] uk() {
        return new Object[] {
            1972, rule(0, Calendar.MARCH, 16, -Calendar.SUNDAY, 2 * HOUR, 1,
                       Calendar.OCTOBER, 23, -Calendar.SUNDAY, 2 * HOUR, 1),
            1981, rule(0, Calendar.MARCH, -1, Calendar.SUNDAY, HOUR, 2,
                       Calendar.OCTOBER, 23, -Calendar.SUNDAY, HOUR, 2),
            1990, rule(0, Calendar.MARCH, -1, Calendar.SUNDAY, HOUR, 2,
                       Calendar.OCTOBER, 22, -Calendar.SUNDAY, HOUR, 2),
            1996, rule(0, Calendar.MARCH, -1, Calendar.SUNDAY, HOUR, 2,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, HOUR, 2),
        };
    }

    private static Object[] eu(int raw) {
        return new Object[] {
            1981, rule(raw, Calendar.MARCH, -1, Calendar.SUNDAY, HOUR, 2,
                       Calendar.SEPTEMBER, -1, Calendar.SUNDAY, HOUR, 2),
            1996, rule(raw, Calendar.MARCH, -1, Calendar.SUNDAY, HOUR, 2,
                       Calendar.OCTOBER, -1, Calendar.SUNDAY, HOUR, 2),
        };
    }

    private static Object[] auEast(int raw) {
        return new Object[] {
            2008, rule(raw, Calendar.OCTOBER, 1, -Calendar.SUNDAY, 2 * HOUR, 1,
                       Calendar.APRIL, 1, -Calendar.SUNDAY, 2 * HOUR, 1),
        };
    }

    /** id, raw offset (minutes), rule kind (0 none, 1 US, 2 EU, 3 AU, 4 UK, 5 Canada, 6-9 New York,
     *  Chicago, Denver, Los Angeles with their history from 1918), names key,
     *  and for EU zones the first year of EU-style DST. */
    private static final Object[][] ZONES = {
        {"UTC", 0, 0, "UTC"}, {"Etc/UTC", 0, 0, "UTC"}, {"GMT", 0, 0, "GMT"},
        {"Etc/GMT", 0, 0, "GMT"}, {"Z", 0, 0, "GMT"}, {"UCT", 0, 0, "UTC"}, {"Universal", 0, 0, "UTC"},
        {"America/New_York", -300, 6, "E"}, {"US/Eastern", -300, 6, "E"}, {"EST5EDT", -300, 1, "E"},
        {"America/Detroit", -300, 1, "E"}, {"America/Toronto", -300, 5, "E"},
        {"America/Chicago", -360, 7, "C"}, {"US/Central", -360, 7, "C"}, {"CST6CDT", -360, 1, "C"},
        {"America/Denver", -420, 8, "M"}, {"US/Mountain", -420, 8, "M"}, {"MST7MDT", -420, 1, "M"},
        {"America/Phoenix", -420, 0, "M"},
        {"America/Los_Angeles", -480, 9, "P"}, {"US/Pacific", -480, 9, "P"}, {"PST8PDT", -480, 1, "P"},
        {"America/Vancouver", -480, 5, "P"}, {"PST", -480, 1, "P"},
        {"EST", -300, 0, "E0"}, {"MST", -420, 0, "M0"}, {"HST", -600, 0, "H0"},
        {"Pacific/Honolulu", -600, 0, "HST"},
        {"Europe/London", 0, 4, "UK"}, {"Europe/Dublin", 0, 4, "IE"}, {"Europe/Lisbon", 0, 2, "WE", 1981},
        {"Europe/Paris", 60, 2, "CE", 1976}, {"Europe/Berlin", 60, 2, "CE", 1980},
        {"Europe/Madrid", 60, 2, "CE", 1981}, {"Europe/Rome", 60, 2, "CE", 1981},
        {"Europe/Amsterdam", 60, 2, "CE", 1977}, {"Europe/Brussels", 60, 2, "CE", 1977},
        {"Europe/Vienna", 60, 2, "CE", 1980}, {"Europe/Zurich", 60, 2, "CE", 1981},
        {"Europe/Stockholm", 60, 2, "CE", 1980}, {"Europe/Oslo", 60, 2, "CE", 1980},
        {"Europe/Copenhagen", 60, 2, "CE", 1980}, {"Europe/Prague", 60, 2, "CE", 1979},
        {"Europe/Warsaw", 60, 2, "CE", 1977}, {"CET", 60, 2, "CE", 1977},
        {"Europe/Athens", 120, 2, "EE", 1981}, {"Europe/Helsinki", 120, 2, "EE", 1981},
        {"EET", 120, 2, "EE", 1977},
        {"Europe/Moscow", 180, 0, "MSK"},
        {"Asia/Tokyo", 540, 0, "JST"}, {"Japan", 540, 0, "JST"},
        {"Asia/Kolkata", 330, 0, "IST"}, {"Asia/Calcutta", 330, 0, "IST"},
        {"Asia/Shanghai", 480, 0, "CN"}, {"PRC", 480, 0, "CN"},
        {"Asia/Hong_Kong", 480, 0, "HK"}, {"Asia/Singapore", 480, 0, "SG"},
        {"Asia/Seoul", 540, 0, "KR"}, {"Asia/Dubai", 240, 0, "GS"},
        {"Australia/Sydney", 600, 3, "AE"}, {"Australia/Melbourne", 600, 3, "AE"},
        {"Australia/Brisbane", 600, 0, "AE"},
    };

    /** Names: key, short standard, short daylight, long standard, long daylight. */
    private static final String[][] NAMES = {
        {"UTC", "UTC", "UTC", "Coordinated Universal Time", "Coordinated Universal Time"},
        {"GMT", "GMT", "GMT", "Greenwich Mean Time", "Greenwich Mean Time"},
        {"E", "EST", "EDT", "Eastern Standard Time", "Eastern Daylight Time"},
        {"C", "CST", "CDT", "Central Standard Time", "Central Daylight Time"},
        {"M", "MST", "MDT", "Mountain Standard Time", "Mountain Daylight Time"},
        {"P", "PST", "PDT", "Pacific Standard Time", "Pacific Daylight Time"},
        {"E0", "EST", "EST", "Eastern Standard Time", "Eastern Standard Time"},
        {"M0", "MST", "MST", "Mountain Standard Time", "Mountain Standard Time"},
        {"H0", "HST", "HST", "Hawaii-Aleutian Standard Time", "Hawaii-Aleutian Standard Time"},
        {"HST", "HST", "HDT", "Hawaii-Aleutian Standard Time", "Hawaii-Aleutian Daylight Time"},
        {"UK", "GMT", "BST", "Greenwich Mean Time", "British Summer Time"},
        {"IE", "GMT", "IST", "Greenwich Mean Time", "Irish Standard Time"},
        {"WE", "WET", "WEST", "Western European Standard Time", "Western European Summer Time"},
        {"CE", "CET", "CEST", "Central European Standard Time", "Central European Summer Time"},
        {"EE", "EET", "EEST", "Eastern European Standard Time", "Eastern European Summer Time"},
        {"MSK", "MSK", "MSD", "Moscow Standard Time", "Moscow Summer Time"},
        {"JST", "JST", "JDT", "Japan Standard Time", "Japan Daylight Time"},
        {"IST", "IST", "IDT", "India Standard Time", "India Daylight Time"},
        {"CN", "CST", "CDT", "China Standard Time", "China Daylight Time"},
        {"HK", "HKT", "HKST", "Hong Kong Standard Time", "Hong Kong Summer Time"},
        {"SG", "SGT", "SGT", "Singapore Standard Time", "Singapore Standard Time"},
        {"KR", "KST", "KDT", "Korean Standard Time", "Korean Daylight Time"},
        {"GS", "GST", "GST", "Gulf Standard Time", "Gulf Standard Time"},
        {"AE", "AEST", "AEDT", "Australian Eastern Standard Time", "Australian Eastern Daylight Time"},
    };

    private static Object[] zoneRow(String id) {
        for (Object[] z : ZONES) {
            if (z[0].equals(id)) {
                return z;
            }
        }
        return null;
    }

    static ZoneInfo lookup(String id) {
        Object[] z = zoneRow(id);
        if (z == null) {
            return null;
        }
        int raw = (Integer) z[1] * 60000;
        Object[] rs;
        switch ((Integer) z[2]) {
            case 1:
                rs = us(raw);
                break;
            case 6:
            case 7:
            case 8:
            case 9:
                rs = usHistory((Integer) z[2], raw);
                break;
            case 2:
                rs = eu(raw, z.length > 4 ? (Integer) z[4] : 1981);
                break;
            case 4:
                rs = uk();
                break;
            case 5: {
                // Canada: the US rules without the 1974-75 energy-crisis years
                ArrayList<Object> ca = new ArrayList<>(Arrays.asList(us(raw)));
                ca.subList(2, 6).clear();
                rs = ca.toArray();
                break;
            }
            case 3:
                rs = auEast(raw);
                break;
            default:
                rs = null;
        }
        ZoneInfo zi = new ZoneInfo(id, raw, rs == null ? 0 : HOUR, rs);
        int kind = (Integer) z[2];
        if (kind == 4) {
            // British Standard Time: +1 all year from 1968-10-27 to 1971-10-31 (02:00 UTC);
            // London called it standard time, Dublin summer time
            zi.fixed = new long[] {-37238400000L, 57722400000L, HOUR, id.equals("Europe/Dublin") ? 1 : 0};
        } else if (kind >= 6) {
            // war time: 1942-02-09 02:00 standard time to 1945-09-30 02:00 daylight time
            long from = CalendarMath.days(1942, 2, 9) * 86400000L + 2 * HOUR - raw;
            long to = CalendarMath.days(1945, 9, 30) * 86400000L + HOUR - raw;
            zi.fixed = new long[] {from, to, raw + HOUR, 1};
            if (kind == 7) {
                // Chicago kept Eastern Standard Time from 1936-03-01 to 1936-11-15
                zi.fixed = new long[] {from, to, raw + HOUR, 1,
                    CalendarMath.days(1936, 3, 1) * 86400000L + 2 * HOUR - raw,
                    CalendarMath.days(1936, 11, 15) * 86400000L + 2 * HOUR - raw - HOUR, raw + HOUR, 0};
            } else if (kind == 9) {
                // California 1948-03-14 02:01 to 1949-01-01 02:00
                zi.fixed = new long[] {from, to, raw + HOUR, 1,
                    CalendarMath.days(1948, 3, 14) * 86400000L + 2 * HOUR + 60000 - raw,
                    CalendarMath.days(1949, 1, 1) * 86400000L + HOUR - raw, raw + HOUR, 1};
            }
        }
        return zi;
    }

    /** Index into fixed of the period holding utc, or -1. */
    private int fixedAt(long utc) {
        for (int i = 0; i < fixed.length; i += 4) {
            if (utc >= fixed[i] && utc < fixed[i + 1]) {
                return i;
            }
        }
        return -1;
    }

    int rawOffsetAt(long utc) {
        int f = fixedAt(utc);
        if (f >= 0 && fixed[f + 3] == 0) {
            return (int) fixed[f + 2];
        }
        return rawOffset;
    }

    static String[] names(String id) {
        Object[] z = zoneRow(id);
        if (z == null) {
            return null;
        }
        for (String[] n : NAMES) {
            if (n[0].equals(z[3])) {
                return new String[] {n[1], n[2], n[3], n[4]};
            }
        }
        return null;
    }

    static String[] ids(Integer raw) {
        ArrayList<String> out = new ArrayList<>();
        for (Object[] z : ZONES) {
            if (raw == null || ((Integer) z[1]) * 60000 == raw) {
                out.add((String) z[0]);
            }
        }
        String[] a = out.toArray(new String[0]);
        Arrays.sort(a);
        return a;
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public int getDSTSavings() {
        return dstSavings;
    }

    public boolean useDaylightTime() {
        return rules.length > 0;
    }

    public boolean observesDaylightTime() {
        return rules.length > 0;
    }

    private SimpleTimeZone ruleAt(long utc) {
        if (rules.length == 0) {
            return null;
        }
        int year = CalendarMath.yearOf(Math.floorDiv(utc + rawOffset, 86400000L));
        SimpleTimeZone r = null;
        for (int i = 0; i < years.length; i++) {
            if (year >= years[i]) {
                r = rules[i];
            }
        }
        return r;
    }

    public boolean inDaylightTime(Date date) {
        return inDst(date.getTime());
    }

    private boolean inDst(long utc) {
        int f = fixedAt(utc);
        if (f >= 0) {
            return fixed[f + 3] != 0;
        }
        SimpleTimeZone r = ruleAt(utc);
        return r != null && r.inDst(utc);
    }

    public int getOffset(long date) {
        int f = fixedAt(date);
        if (f >= 0) {
            return (int) fixed[f + 2];
        }
        return inDst(date) ? rawOffset + dstSavings : rawOffset;
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
        long y = era == GregorianCalendar.BC ? 1 - year : year;
        long local = CalendarMath.days(y, month + 1, day) * 86400000L + millis;
        return getOffset(local - rawOffset);
    }

    public boolean hasSameRules(TimeZone other) {
        if (!(other instanceof ZoneInfo)) {
            return other != null && rules.length == 0 && !other.useDaylightTime()
                && other.getRawOffset() == rawOffset;
        }
        ZoneInfo o = (ZoneInfo) other;
        if (o.rawOffset != rawOffset || o.rules.length != rules.length) {
            return false;
        }
        for (int i = 0; i < rules.length; i++) {
            if (years[i] != o.years[i] || (rules[i] == null) != (o.rules[i] == null)
                || (rules[i] != null && !rules[i].hasSameRules(o.rules[i]))) {
                return false;
            }
        }
        return true;
    }

    public boolean equals(Object obj) {
        return obj instanceof ZoneInfo && getID().equals(((ZoneInfo) obj).getID())
            && hasSameRules((ZoneInfo) obj);
    }

    public int hashCode() {
        return getID().hashCode() ^ rawOffset;
    }

    public String toString() {
        String last = "null";
        if (rules.length > 0) {
            SimpleTimeZone r = rules[rules.length - 1];
            String s = r.toString();
            last = s.replace("[id=,", "[id=" + getID() + ",");
        }
        return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + rawOffset
            + ",dstSavings=" + dstSavings + ",useDaylight=" + useDaylightTime()
            + ",transitions=0,lastRule=" + last + "]";
    }

    /* ---- serial form: as the JDK's zones, a sun.util.calendar.ZoneInfo
     * (which reads back as the zone of this ID) */
    private Object writeReplace() {
        return new sun.util.calendar.ZoneInfo(getID(), rawOffset);
    }

    /* the rule a Calendar's stream carries in its zone field, as the JDK's
     * getLastRuleInstance: the current DST rule, or the plain offset */
    SimpleTimeZone lastRuleInstance() {
        if (rules.length == 0) return new SimpleTimeZone(rawOffset, getID());
        SimpleTimeZone r = (SimpleTimeZone) rules[rules.length - 1].clone();
        r.setID(getID());
        return r;
    }
}
