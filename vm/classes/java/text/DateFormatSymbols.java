/*
 * java.text.DateFormatSymbols: the en-US names SimpleDateFormat prints.
 * Read-only copies; setters keep the values for getters only.
 */
package java.text;

import java.util.Locale;

public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private String[] eras = {"BC", "AD"};
    private String[] months = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December", ""};
    private String[] shortMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec", ""};
    private String[] weekdays = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday",
        "Friday", "Saturday"};
    private String[] shortWeekdays = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private String[] ampms = {"AM", "PM"};

    public DateFormatSymbols() {
    }

    public DateFormatSymbols(Locale locale) {
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols();
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
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
