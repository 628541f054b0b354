/*
 * java.text.DateFormat: the abstract date formatter with the JDK 17 (CLDR)
 * styles of DateLocaleData.  Its calendar carries the zone and leniency; parse(String)
 * turns a failed position parse into ParseException as the JDK does.
 */
package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public abstract class DateFormat extends Format {
    protected Calendar calendar;
    protected NumberFormat numberFormat;

    public static final int ERA_FIELD = 0;
    public static final int YEAR_FIELD = 1;
    public static final int MONTH_FIELD = 2;
    public static final int DATE_FIELD = 3;
    public static final int HOUR_OF_DAY1_FIELD = 4;
    public static final int HOUR_OF_DAY0_FIELD = 5;
    public static final int MINUTE_FIELD = 6;
    public static final int SECOND_FIELD = 7;
    public static final int MILLISECOND_FIELD = 8;
    public static final int DAY_OF_WEEK_FIELD = 9;
    public static final int DAY_OF_YEAR_FIELD = 10;
    public static final int DAY_OF_WEEK_IN_MONTH_FIELD = 11;
    public static final int WEEK_OF_YEAR_FIELD = 12;
    public static final int WEEK_OF_MONTH_FIELD = 13;
    public static final int AM_PM_FIELD = 14;
    public static final int HOUR1_FIELD = 15;
    public static final int HOUR0_FIELD = 16;
    public static final int TIMEZONE_FIELD = 17;

    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    protected DateFormat() {
    }

    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
        if (obj instanceof Date) {
            return format((Date) obj, toAppendTo, fieldPosition);
        } else if (obj instanceof Number) {
            return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Date");
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    public abstract Date parse(String source, ParsePosition pos);

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public static final DateFormat getTimeInstance() {
        return getTimeInstance(DEFAULT);
    }

    public static final DateFormat getTimeInstance(int style) {
        return getTimeInstance(style, Locale.getDefault());
    }

    public static final DateFormat getTimeInstance(int style, Locale aLocale) {
        return new SimpleDateFormat(DateLocaleData.timePattern(aLocale, check(style, "time")), aLocale);
    }

    public static final DateFormat getDateInstance() {
        return getDateInstance(DEFAULT);
    }

    public static final DateFormat getDateInstance(int style) {
        return getDateInstance(style, Locale.getDefault());
    }

    public static final DateFormat getDateInstance(int style, Locale aLocale) {
        return new SimpleDateFormat(DateLocaleData.datePattern(aLocale, check(style, "date")), aLocale);
    }

    public static final DateFormat getDateTimeInstance() {
        return getDateTimeInstance(DEFAULT, DEFAULT);
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        return getDateTimeInstance(dateStyle, timeStyle, Locale.getDefault());
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        String d = DateLocaleData.datePattern(aLocale, check(dateStyle, "date"));
        String t = DateLocaleData.timePattern(aLocale, check(timeStyle, "time"));
        return new SimpleDateFormat(d + DateLocaleData.glue(aLocale, dateStyle, timeStyle) + t, aLocale);
    }

    private static int check(int style, String what) {
        if (style < FULL || style > SHORT) {
            throw new IllegalArgumentException("Illegal " + what + " style " + style);
        }
        return style;
    }

    public static final DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.US};
    }

    public void setCalendar(Calendar newCalendar) {
        calendar = newCalendar;
    }

    public Calendar getCalendar() {
        return calendar;
    }

    public void setNumberFormat(NumberFormat newNumberFormat) {
        numberFormat = newNumberFormat;
    }

    public NumberFormat getNumberFormat() {
        return numberFormat;
    }

    public void setTimeZone(TimeZone zone) {
        calendar.setTimeZone(zone);
    }

    public TimeZone getTimeZone() {
        return calendar.getTimeZone();
    }

    public void setLenient(boolean lenient) {
        calendar.setLenient(lenient);
    }

    public boolean isLenient() {
        return calendar.isLenient();
    }

    public int hashCode() {
        return numberFormat == null ? 0 : numberFormat.hashCode();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormat other = (DateFormat) obj;
        return calendar.getFirstDayOfWeek() == other.calendar.getFirstDayOfWeek()
            && calendar.isLenient() == other.calendar.isLenient()
            && calendar.getTimeZone().equals(other.calendar.getTimeZone());
    }

    public Object clone() {
        DateFormat other = (DateFormat) super.clone();
        other.calendar = (Calendar) calendar.clone();
        if (numberFormat != null) {
            other.numberFormat = (NumberFormat) numberFormat.clone();
        }
        return other;
    }

    public static class Field extends Format.Field {
        protected Field(String name, int calendarField) {
            super(name);
        }
    }
}
