/*
 * java.util.Calendar: the field store shared by calendar systems.  Fields
 * carry a stamp (0 unset, 1 computed, then increasing per set()) so that
 * computeTime can pick the most recently set way of naming a day or an hour,
 * as the JDK does.  time and fields are kept consistent lazily: set()
 * invalidates time, getting time or a field recomputes what is missing.
 */
package java.util;

public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;

    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;

    public static final int AM = 0;
    public static final int PM = 1;

    public static final int ALL_STYLES = 0;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = 0x8004;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = 0x8001;
    public static final int LONG_STANDALONE = 0x8002;

    static final String[] FIELD_NAMES = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH",
        "DAY_OF_MONTH", "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR",
        "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    protected int[] fields = new int[FIELD_COUNT];
    protected boolean[] isSet = new boolean[FIELD_COUNT];
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;

    /** Per field: 0 unset, 1 computed, >= 2 set by the user (higher is later). */
    int[] stamp = new int[FIELD_COUNT];
    int nextStamp = 2;

    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek;
    private int minimalDaysInFirstWeek;

    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        this.zone = zone;
        String c = aLocale == null ? "" : aLocale.getCountry();
        boolean iso = c.equals("GB") || c.equals("FR") || c.equals("DE") || c.equals("IT")
            || c.equals("ES") || c.equals("NL");
        firstDayOfWeek = iso ? MONDAY : SUNDAY;
        minimalDaysInFirstWeek = iso ? 4 : 1;
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return new Locale[] {Locale.US};
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
        markComputed();
    }

    /** Computes time from the fields and, as the JDK does, normalises the fields at once. */
    private void updateTime() {
        computeTime();
        isTimeSet = true;
        computeFields();
        markComputed();
        areAllFieldsSet = false;
    }

    void markComputed() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            stamp[i] = 1;
            isSet[i] = true;
        }
        areFieldsSet = true;
        areAllFieldsSet = true;
    }

    /** The JDK's flag: false once a field was set, or the zone changed, after the last full computation. */
    private boolean areAllFieldsSet;

    public int get(int field) {
        complete();
        return fields[field];
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    /** Stores a value as computed (not user-set), for constructors. */
    final void internalSetComputed(int field, int value) {
        fields[field] = value;
        stamp[field] = 1;
        isSet[field] = true;
    }

    public void set(int field, int value) {
        if (areFieldsSet && !areAllFieldsSet) {
            computeFields();
            markComputed();
        }
        isTimeSet = false;
        areFieldsSet = false;
        fields[field] = value;
        stamp[field] = nextStamp++;
        isSet[field] = true;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    public final void clear() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            fields[i] = 0;
            stamp[i] = 0;
            isSet[i] = false;
        }
        areFieldsSet = false;
        areAllFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        stamp[field] = 0;
        isSet[field] = false;
        areFieldsSet = false;
        areAllFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != 0;
    }

    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet || !areAllFieldsSet) {
            computeFields();
            markComputed();
        }
    }

    public String getDisplayName(int field, int style, Locale locale) {
        String[] names = displayNames(field, style, locale);
        return names == null ? null : names[get(field)];
    }

    private static String[] displayNames(int field, int style, Locale locale) {
        java.text.DateFormatSymbols s = java.text.DateFormatSymbols.getInstance(locale);
        boolean shrt = (style & 3) == SHORT;
        switch (field) {
            case MONTH:
                return shrt ? s.getShortMonths() : s.getMonths();
            case DAY_OF_WEEK:
                return shrt ? s.getShortWeekdays() : s.getWeekdays();
            case AM_PM:
                return s.getAmPmStrings();
            case ERA:
                return s.getEras();
            default:
                return null;
        }
    }

    public Map<String, Integer> getDisplayNames(int field, int style, Locale locale) {
        String[] a = displayNames(field, style, locale);
        if (a == null) {
            return null;
        }
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < a.length; i++) {
            if (!a[i].isEmpty()) {
                m.put(a[i], i);
            }
        }
        return m;
    }

    public String getCalendarType() {
        return "gregory";
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
            && firstDayOfWeek == that.firstDayOfWeek
            && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek && zone.equals(that.zone);
    }

    public int hashCode() {
        int other = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
            | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ other;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    /** Like the JDK, leaves the fields stale until the next get (a set() before that mixes them). */
    public void setTimeZone(TimeZone value) {
        zone = value;
        areFieldsSet = false;
        areAllFieldsSet = false;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (firstDayOfWeek != value) {
            firstDayOfWeek = value;
            invalidateWeekFields();
        }
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (minimalDaysInFirstWeek != value) {
            minimalDaysInFirstWeek = value;
            invalidateWeekFields();
        }
    }

    private void invalidateWeekFields() {
        if (isTimeSet && areFieldsSet) {
            computeFields();
        }
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public boolean isWeekDateSupported() {
        return false;
    }

    public int getWeekYear() {
        throw new UnsupportedOperationException();
    }

    public void setWeekDate(int weekYear, int weekOfYear, int dayOfWeek) {
        throw new UnsupportedOperationException();
    }

    public int getWeeksInWeekYear() {
        throw new UnsupportedOperationException();
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(getClass().getName());
        sb.append("[time=");
        if (isTimeSet) {
            sb.append(time);
        } else {
            sb.append('?');
        }
        sb.append(",areFieldsSet=").append(areFieldsSet);
        sb.append(",areAllFieldsSet=").append(areAllFieldsSet);
        sb.append(",lenient=").append(lenient);
        sb.append(",zone=").append(zone);
        sb.append(",firstDayOfWeek=").append(firstDayOfWeek);
        sb.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; i++) {
            sb.append(',').append(FIELD_NAMES[i]).append('=');
            if (stamp[i] != 0) {
                sb.append(fields[i]);
            } else {
                sb.append('?');
            }
        }
        return sb.append(']').toString();
    }

    /* ---- serial form: the JDK's fields (the time always computed first);
     * a tz database zone travels twice, as its current rule in the zone
     * field for old readers and then whole as custom data */
    private static final long serialVersionUID = -1807547505821590642L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("fields", int[].class),
        new java.io.ObjectStreamField("isSet", boolean[].class),
        new java.io.ObjectStreamField("time", Long.TYPE),
        new java.io.ObjectStreamField("isTimeSet", Boolean.TYPE),
        new java.io.ObjectStreamField("areFieldsSet", Boolean.TYPE),
        new java.io.ObjectStreamField("lenient", Boolean.TYPE),
        new java.io.ObjectStreamField("zone", TimeZone.class),
        new java.io.ObjectStreamField("firstDayOfWeek", Integer.TYPE),
        new java.io.ObjectStreamField("minimalDaysInFirstWeek", Integer.TYPE),
        new java.io.ObjectStreamField("nextStamp", Integer.TYPE),
        new java.io.ObjectStreamField("serialVersionOnStream", Integer.TYPE)
    };

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        if (!isTimeSet) {
            try {
                updateTime();
            } catch (IllegalArgumentException e) {
                /* as the JDK: an invalid non-lenient calendar is written as it is */
            }
        }
        TimeZone saved = zone instanceof ZoneInfo ? zone : null;
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("fields", fields);
        f.put("isSet", isSet);
        f.put("time", time);
        f.put("isTimeSet", isTimeSet);
        f.put("areFieldsSet", areFieldsSet);
        f.put("lenient", lenient);
        f.put("zone", saved != null ? ((ZoneInfo) saved).lastRuleInstance() : zone);
        f.put("firstDayOfWeek", firstDayOfWeek);
        f.put("minimalDaysInFirstWeek", minimalDaysInFirstWeek);
        f.put("nextStamp", nextStamp);
        f.put("serialVersionOnStream", 1);
        s.writeFields();
        s.writeObject(saved);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        int[] fs = (int[]) f.get("fields", null);
        boolean[] set = (boolean[]) f.get("isSet", null);
        fields = fs != null && fs.length == FIELD_COUNT ? fs : new int[FIELD_COUNT];
        isSet = set != null && set.length == FIELD_COUNT ? set : new boolean[FIELD_COUNT];
        time = f.get("time", 0L);
        isTimeSet = f.get("isTimeSet", false);
        areFieldsSet = f.get("areFieldsSet", false);
        lenient = f.get("lenient", true);
        zone = (TimeZone) f.get("zone", null);
        firstDayOfWeek = f.get("firstDayOfWeek", SUNDAY);
        minimalDaysInFirstWeek = f.get("minimalDaysInFirstWeek", 1);
        nextStamp = f.get("nextStamp", 2);
        stamp = new int[FIELD_COUNT];
        boolean all = areFieldsSet;
        for (int i = 0; i < FIELD_COUNT; i++) {
            stamp[i] = isSet[i] ? 1 : 0;
            all &= isSet[i];
        }
        areAllFieldsSet = all;
        try {
            Object z = s.readObject();
            if (z instanceof TimeZone) zone = (TimeZone) z;
        } catch (java.io.OptionalDataException e) {
            /* streams of old releases end here */
        }
        if (zone == null) zone = TimeZone.getDefault();
    }
}
