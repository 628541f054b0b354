/*
 * java.text.DateFormatSymbols: the month, weekday, AM/PM and era names
 * SimpleDateFormat prints and parses, per language (DateLocaleData).
 * Getters return copies; setters take copies.
 */
package java.text;

import java.util.Locale;

public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private String[] eras;
    private String[] months;
    private String[] shortMonths;
    private String[] weekdays;
    private String[] shortWeekdays;
    private String[] ampms;

    public DateFormatSymbols() {
        this(Locale.getDefault());
    }

    public DateFormatSymbols(Locale locale) {
        String[][] d = DateLocaleData.symbols(locale);
        months = d[0];
        shortMonths = d[1];
        weekdays = d[2];
        shortWeekdays = d[3];
        ampms = d[4];
        eras = d[5];
    }

    // unchecked views for SimpleDateFormat
    String[] eras() {
        return eras;
    }

    String[] months() {
        return months;
    }

    String[] shortMonths() {
        return shortMonths;
    }

    String[] weekdays() {
        return weekdays;
    }

    String[] shortWeekdays() {
        return shortWeekdays;
    }

    String[] ampms() {
        return ampms;
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public String[] getEras() {
        return eras.clone();
    }

    public void setEras(String[] newEras) {
        eras = newEras.clone();
    }

    public String[] getMonths() {
        return months.clone();
    }

    public void setMonths(String[] newMonths) {
        months = newMonths.clone();
    }

    public String[] getShortMonths() {
        return shortMonths.clone();
    }

    public void setShortMonths(String[] newShortMonths) {
        shortMonths = newShortMonths.clone();
    }

    public String[] getWeekdays() {
        return weekdays.clone();
    }

    public void setWeekdays(String[] newWeekdays) {
        weekdays = newWeekdays.clone();
    }

    public String[] getShortWeekdays() {
        return shortWeekdays.clone();
    }

    public void setShortWeekdays(String[] newShortWeekdays) {
        shortWeekdays = newShortWeekdays.clone();
    }

    public String[] getAmPmStrings() {
        return ampms.clone();
    }

    public void setAmPmStrings(String[] newAmpms) {
        ampms = newAmpms.clone();
    }

    public String getLocalPatternChars() {
        return "GyMdkHmsSEDFwWahKzZYuXL";
    }

    public Object clone() {
        try {
            DateFormatSymbols other = (DateFormatSymbols) super.clone();
            other.eras = eras.clone();
            other.months = months.clone();
            other.shortMonths = shortMonths.clone();
            other.weekdays = weekdays.clone();
            other.shortWeekdays = shortWeekdays.clone();
            other.ampms = ampms.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
