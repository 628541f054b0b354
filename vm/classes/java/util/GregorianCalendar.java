/*
 * java.util.GregorianCalendar: the hybrid Julian/Gregorian calendar with the
 * cutover at 1582-10-15, as the JDK's default.  Field <-> time conversion
 * goes through local milliseconds (UTC plus the zone's offset) and
 * CalendarMath's day numbers.  Week fields follow firstDayOfWeek and
 * minimalDaysInFirstWeek like the JDK's.
 */
package java.util;

public class GregorianCalendar extends Calendar {
    /* serial form: the JDK's one field (Lantern's calendar is proleptic;
     * the value is the JDK's default cutover, 1582-10-15) */
    private static final long serialVersionUID = -8125100834729963327L;
    private long gregorianCutover = -12219292800000L;

    public static final int BC = 0;
    public static final int AD = 1;

    private static final long DAY = 86400000L;
    private static final int[] MIN = {0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -13 * 3600000, 0};
    private static final int[] MAX = {1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999,
        14 * 3600000, 2 * 3600000};
    private static final int[] LEAST_MAX = {1, 292269054, 11, 50, 3, 28, 355, 7, 3, 1, 11, 23, 59, 59,
        999, 14 * 3600000, 20 * 60000};

    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    private GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second,
                              int millis) {
        super(TimeZone.getDefault(), Locale.getDefault());
        clear();
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        // as the JDK: AM_PM and HOUR count as computed, MILLISECOND is stored unset
        internalSetComputed(AM_PM, hourOfDay >= 12 && hourOfDay <= 23 ? PM : AM);
        internalSetComputed(HOUR, hourOfDay >= 12 && hourOfDay <= 23 ? hourOfDay - 12 : hourOfDay);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        fields[MILLISECOND] = millis;
    }

    public final Date getGregorianChange() {
        return new Date(CalendarMath.CUTOVER_MILLIS);
    }

    public void setGregorianChange(Date date) {
        // only the JDK's default cutover is supported; other values are ignored
    }

    public final boolean isWeekDateSupported() {
        return true;
    }

    /** The year the current week belongs to: week 1 may start in December, week 52/53 end in January. */
    public int getWeekYear() {
        complete();
        int year = fields[YEAR];
        int woy = fields[WEEK_OF_YEAR];
        if (fields[MONTH] == JANUARY && woy >= 52) {
            year--;
        } else if (fields[MONTH] == DECEMBER && woy == 1) {
            year++;
        }
        return year;
    }

    public void setWeekDate(int weekYear, int weekOfYear, int dayOfWeek) {
        if (dayOfWeek < SUNDAY || dayOfWeek > SATURDAY) {
            throw new IllegalArgumentException("invalid dayOfWeek: " + dayOfWeek);
        }
        long tod = Math.floorMod(localMillis(), DAY);
        long start = firstWeekStart(CalendarMath.days(weekYear, 1, 1));
        long day = start + 7L * (weekOfYear - 1) + Math.floorMod(dayOfWeek - getFirstDayOfWeek(), 7);
        setLocal(day * DAY + tod);
    }

    public int getWeeksInWeekYear() {
        int wy = getWeekYear();
        if (wy == get(YEAR)) {
            return getActualMaximum(WEEK_OF_YEAR);
        }
        GregorianCalendar c = (GregorianCalendar) clone();
        c.setLocal(CalendarMath.days(wy, 7, 1) * DAY);
        return c.getActualMaximum(WEEK_OF_YEAR);
    }

    public boolean isLeapYear(int year) {
        return CalendarMath.isLeap(year);
    }

    /* ------------------------------------------------------------------ */

    private long dayOnOrBefore(long day, int dow) {
        return day - Math.floorMod(CalendarMath.dayOfWeek(day) - dow, 7);
    }

    /** First day of week 1 of a period (year or month) starting on periodStart. */
    private long firstWeekStart(long periodStart) {
        long s = dayOnOrBefore(periodStart + 6, getFirstDayOfWeek());
        if (s - periodStart >= getMinimalDaysInFirstWeek()) {
            s -= 7;
        }
        return s;
    }

    private int weekNumber(long periodStart, long day) {
        return (int) Math.floorDiv(day - firstWeekStart(periodStart), 7) + 1;
    }

    private int weekOfYear(long y, long day) {
        long jan1 = CalendarMath.days(y, 1, 1);
        int w = weekNumber(jan1, day);
        if (w <= 0) {
            return weekNumber(CalendarMath.days(y - 1, 1, 1), day);
        }
        if (w >= 52) {
            long next = firstWeekStart(CalendarMath.days(y + 1, 1, 1));
            if (day >= next) {
                return 1;
            }
        }
        return w;
    }

    protected void computeFields() {
        TimeZone zone = getTimeZone();
        int off = zone.getOffset(time);
        int raw = zone.rawOffsetAt(time);
        long local = time + off;
        long day = Math.floorDiv(local, DAY);
        int tod = (int) Math.floorMod(local, DAY);
        int[] ymd = new int[3];
        CalendarMath.fromDays(day, ymd);
        int y = ymd[0];
        fields[ERA] = y > 0 ? AD : BC;
        fields[YEAR] = y > 0 ? y : 1 - y;
        fields[MONTH] = ymd[1] - 1;
        fields[DAY_OF_MONTH] = ymd[2];
        fields[DAY_OF_YEAR] = (int) (day - CalendarMath.days(y, 1, 1)) + 1;
        fields[DAY_OF_WEEK] = CalendarMath.dayOfWeek(day);
        long monthStart = CalendarMath.days(y, ymd[1], 1);
        fields[DAY_OF_WEEK_IN_MONTH] = (int) (day - monthStart) / 7 + 1;
        fields[WEEK_OF_YEAR] = weekOfYear(y, day);
        fields[WEEK_OF_MONTH] = weekNumber(monthStart, day);
        fields[HOUR_OF_DAY] = tod / 3600000;
        fields[AM_PM] = fields[HOUR_OF_DAY] / 12;
        fields[HOUR] = fields[HOUR_OF_DAY] % 12;
        fields[MINUTE] = tod / 60000 % 60;
        fields[SECOND] = tod / 1000 % 60;
        fields[MILLISECOND] = tod % 1000;
        fields[ZONE_OFFSET] = raw;
        fields[DST_OFFSET] = off - raw;
    }

    private int f(int field, int dflt) {
        return stamp[field] != 0 ? fields[field] : dflt;
    }

    private long astronomicalYear() {
        int year = f(YEAR, 1970);
        return f(ERA, AD) == BC ? 1 - (long) year : year;
    }

    /** Local milliseconds the set fields name. */
    private long localFromFields() {
        long y = astronomicalYear();
        long month = f(MONTH, 0);
        y += Math.floorDiv(month, 12);
        int m = (int) Math.floorMod(month, 12) + 1;
        long monthStart = CalendarMath.days(y, m, 1);
        int fdw = getFirstDayOfWeek();

        int sDom = stamp[DAY_OF_MONTH];
        int sDow = stamp[DAY_OF_WEEK];
        int sWom = stamp[WEEK_OF_MONTH] == 0 ? 0 : Math.max(stamp[WEEK_OF_MONTH], sDow);
        int sDowim = stamp[DAY_OF_WEEK_IN_MONTH] == 0 ? 0 : Math.max(stamp[DAY_OF_WEEK_IN_MONTH], sDow);
        int sWoy = stamp[WEEK_OF_YEAR] == 0 ? 0 : Math.max(stamp[WEEK_OF_YEAR], sDow);
        int sDoy = stamp[DAY_OF_YEAR];
        // a lone DAY_OF_WEEK (newer than the day of month) means the current week of the month
        if (sDow > sDom && sWom == 0 && sDowim == 0 && sWoy == 0) {
            sWom = sDow;
        }
        int best = Math.max(Math.max(sDom, sWom), Math.max(Math.max(sDowim, sWoy), sDoy));
        long day;
        int dow = f(DAY_OF_WEEK, fdw);
        if (best == 0 || best == sDom) {
            day = monthStart + f(DAY_OF_MONTH, 1) - 1;
        } else if (best == sWom) {
            long start = firstWeekStart(monthStart);
            day = start + 7L * (f(WEEK_OF_MONTH, 1) - 1) + Math.floorMod(dow - fdw, 7);
        } else if (best == sDowim) {
            int n = f(DAY_OF_WEEK_IN_MONTH, 1);
            if (n > 0) {
                day = monthStart + Math.floorMod(dow - CalendarMath.dayOfWeek(monthStart), 7) + 7L * (n - 1);
            } else {
                long last = monthStart + CalendarMath.monthLength(y, m) - 1;
                day = dayOnOrBefore(last, dow) + 7L * (n + 1);
            }
        } else if (best == sWoy) {
            long yy = astronomicalYear();
            long start = firstWeekStart(CalendarMath.days(yy, 1, 1));
            day = start + 7L * (f(WEEK_OF_YEAR, 1) - 1) + Math.floorMod(dow - fdw, 7);
        } else {
            day = CalendarMath.days(astronomicalYear(), 1, 1) + f(DAY_OF_YEAR, 1) - 1;
        }

        long hour;
        // HOUR counts only together with AM_PM, unless HOUR_OF_DAY is not set at all
        int sHod = stamp[HOUR_OF_DAY];
        int sH = stamp[HOUR] == 0 || stamp[AM_PM] == 0 ? 0 : Math.max(stamp[HOUR], stamp[AM_PM]);
        if (sHod == 0 && sH == 0) {
            sH = Math.max(stamp[HOUR], stamp[AM_PM]);
        }
        if (sHod >= sH && sHod != 0) {
            hour = fields[HOUR_OF_DAY];
        } else if (sH != 0) {
            hour = f(AM_PM, 0) * 12L + f(HOUR, 0);
        } else {
            hour = 0;
        }
        long tod = hour * 3600000L + f(MINUTE, 0) * 60000L + f(SECOND, 0) * 1000L + f(MILLISECOND, 0);
        return day * DAY + tod;
    }

    protected void computeTime() {
        if (!isLenient()) {
            for (int i = 0; i < FIELD_COUNT; i++) {
                if (stamp[i] >= 2 && (fields[i] < getMinimum(i) || fields[i] > getMaximum(i))) {
                    throw new IllegalArgumentException(FIELD_NAMES[i]);
                }
            }
        }
        long local = localFromFields();
        if (stamp[ZONE_OFFSET] >= 2 || stamp[DST_OFFSET] >= 2) {
            TimeZone zone = getTimeZone();
            int zo = stamp[ZONE_OFFSET] >= 2 ? fields[ZONE_OFFSET] : zone.getRawOffset();
            int dst = stamp[DST_OFFSET] >= 2 ? fields[DST_OFFSET]
                : zone.offsetForLocal(local) - zone.getRawOffset();
            time = local - zo - dst;
        } else {
            time = local - getTimeZone().offsetForLocal(local);
        }
        if (!isLenient()) {
            int[] orig = fields.clone();
            int[] st = stamp.clone();
            computeFields();
            for (int i = 0; i < FIELD_COUNT; i++) {
                if (st[i] >= 2 && orig[i] != fields[i]) {
                    int o = orig[i];
                    int n = fields[i];
                    System.arraycopy(orig, 0, fields, 0, FIELD_COUNT);
                    throw new IllegalArgumentException(FIELD_NAMES[i] + ": " + o + " -> " + n);
                }
            }
            System.arraycopy(orig, 0, fields, 0, FIELD_COUNT);
        }
    }

    /* ------------------------------------------------------------------ */

    private long localMillis() {
        long t = getTimeInMillis();
        return t + getTimeZone().getOffset(t);
    }

    private void setLocal(long local) {
        setTimeInMillis(local - getTimeZone().offsetForLocal(local));
    }

    /** Sets year/month/day keeping the time of day, pinning the day to the month. */
    private void setYmd(long y, int month0, int dom) {
        long yy = y + Math.floorDiv(month0, 12);
        int m = Math.floorMod(month0, 12) + 1;
        int len = CalendarMath.monthLength(yy, m);
        if (dom > len) {
            dom = len;
        }
        long local = localMillis();
        long tod = Math.floorMod(local, DAY);
        setLocal(CalendarMath.days(yy, m, dom) * DAY + tod);
    }

    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        long y = fields[ERA] == AD ? fields[YEAR] : 1 - (long) fields[YEAR];
        switch (field) {
            case ERA:
                return;
            case YEAR: {
                long ny = fields[ERA] == AD ? fields[YEAR] + (long) amount : y - amount;
                setYmd(ny, fields[MONTH], fields[DAY_OF_MONTH]);
                return;
            }
            case MONTH:
                setYmd(y, fields[MONTH] + amount, fields[DAY_OF_MONTH]);
                return;
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                setLocal(localMillis() + 7L * amount * DAY);
                return;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                setLocal(localMillis() + amount * DAY);
                return;
            case AM_PM:
                setLocal(localMillis() + amount * 12L * 3600000L);
                return;
            case HOUR:
            case HOUR_OF_DAY:
                setTimeInMillis(getTimeInMillis() + amount * 3600000L);
                return;
            case MINUTE:
                setTimeInMillis(getTimeInMillis() + amount * 60000L);
                return;
            case SECOND:
                setTimeInMillis(getTimeInMillis() + amount * 1000L);
                return;
            default:
                setTimeInMillis(getTimeInMillis() + amount);
        }
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        long y = fields[ERA] == AD ? fields[YEAR] : 1 - (long) fields[YEAR];
        long local = localMillis();
        long day = Math.floorDiv(local, DAY);
        long tod = Math.floorMod(local, DAY);
        switch (field) {
            case ERA:
                return;
            case YEAR:
                add(YEAR, amount);
                return;
            case MONTH:
                setYmd(y, Math.floorMod(fields[MONTH] + amount, 12), fields[DAY_OF_MONTH]);
                return;
            case DAY_OF_MONTH: {
                int len = CalendarMath.monthLength(y, fields[MONTH] + 1);
                int d = Math.floorMod(fields[DAY_OF_MONTH] - 1 + amount, len) + 1;
                setLocal((day - fields[DAY_OF_MONTH] + d) * DAY + tod);
                return;
            }
            case DAY_OF_YEAR: {
                int len = CalendarMath.isLeap(y) ? 366 : 365;
                int d = Math.floorMod(fields[DAY_OF_YEAR] - 1 + amount, len) + 1;
                setLocal((day - fields[DAY_OF_YEAR] + d) * DAY + tod);
                return;
            }
            case DAY_OF_WEEK: {
                int fdw = getFirstDayOfWeek();
                int idx = Math.floorMod(fields[DAY_OF_WEEK] - fdw, 7);
                int nidx = Math.floorMod(idx + amount, 7);
                setLocal((day - idx + nidx) * DAY + tod);
                return;
            }
            case WEEK_OF_YEAR: {
                int weeks = getActualMaximum(WEEK_OF_YEAR);
                int w = Math.floorMod(fields[WEEK_OF_YEAR] - 1 + amount, weeks) + 1;
                setLocal(local + 7L * (w - fields[WEEK_OF_YEAR]) * DAY);
                return;
            }
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH: {
                int max = getActualMaximum(field);
                int min = field == WEEK_OF_MONTH ? getActualMinimum(field) : 1;
                int range = max - min + 1;
                int w = Math.floorMod(fields[field] - min + amount, range) + min;
                setLocal(local + 7L * (w - fields[field]) * DAY);
                return;
            }
            case AM_PM:
                if ((amount & 1) != 0) {
                    setLocal(local + (fields[AM_PM] == AM ? 12 : -12) * 3600000L);
                }
                return;
            case HOUR: {
                int h = Math.floorMod(fields[HOUR] + amount, 12);
                setLocal(local + (h - fields[HOUR]) * 3600000L);
                return;
            }
            case HOUR_OF_DAY: {
                int h = Math.floorMod(fields[HOUR_OF_DAY] + amount, 24);
                setLocal(local + (h - fields[HOUR_OF_DAY]) * 3600000L);
                return;
            }
            case MINUTE: {
                int v = Math.floorMod(fields[MINUTE] + amount, 60);
                setLocal(local + (v - fields[MINUTE]) * 60000L);
                return;
            }
            case SECOND: {
                int v = Math.floorMod(fields[SECOND] + amount, 60);
                setLocal(local + (v - fields[SECOND]) * 1000L);
                return;
            }
            default: {
                int v = Math.floorMod(fields[MILLISECOND] + amount, 1000);
                setLocal(local + (v - fields[MILLISECOND]));
            }
        }
    }

    public int getMinimum(int field) {
        return MIN[field];
    }

    public int getMaximum(int field) {
        return MAX[field];
    }

    public int getGreatestMinimum(int field) {
        return MIN[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX[field];
    }

    public int getActualMinimum(int field) {
        if (field == WEEK_OF_MONTH) {
            complete();
            long y = fields[ERA] == AD ? fields[YEAR] : 1 - (long) fields[YEAR];
            long start = CalendarMath.days(y, fields[MONTH] + 1, 1);
            return weekNumber(start, start);
        }
        return MIN[field];
    }

    public int getActualMaximum(int field) {
        complete();
        long y = fields[ERA] == AD ? fields[YEAR] : 1 - (long) fields[YEAR];
        int m = fields[MONTH] + 1;
        switch (field) {
            case DAY_OF_MONTH:
                return CalendarMath.monthLength(y, m);
            case DAY_OF_YEAR:
                return CalendarMath.isLeap(y) ? 366 : 365;
            case DAY_OF_WEEK_IN_MONTH:
                return (CalendarMath.monthLength(y, m) - 1) / 7 + 1;
            case WEEK_OF_MONTH: {
                long start = CalendarMath.days(y, m, 1);
                return weekNumber(start, start + CalendarMath.monthLength(y, m) - 1);
            }
            case WEEK_OF_YEAR: {
                long dec31 = CalendarMath.days(y, 12, 31);
                int w = weekOfYear(y, dec31);
                return w == 1 ? weekOfYear(y, dec31 - 7) : w;
            }
            case YEAR:
                return 292278994;
            default:
                return MAX[field];
        }
    }

    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }

    public int hashCode() {
        return super.hashCode() ^ (int) -12219292800000L;
    }

    public Object clone() {
        return super.clone();
    }
}
