/*
 * Date names and DateFormat style patterns per language, as JDK 17's CLDR
 * data gives them for en (US and GB), de, fr, es and it (other languages get
 * the US English ones).
 * Zone names are not localised.  Arrays are shared: callers copy them.
 */
package java.text;

import java.util.Locale;

final class DateLocaleData {
    private DateLocaleData() {
    }

    private static final String[][] EN = {
        {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December", ""},
        {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", ""},
        {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"},
        {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"},
        {"AM", "PM"},
        {"BC", "AD"},
        // date styles FULL..SHORT, time styles FULL..SHORT, date-time glue (long, medium, short)
        {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"},
        {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"},
        {" 'at' ", ", ", ", "},
    };

    private static final String[][] EN_GB = {
        EN[0], EN[1], EN[2], EN[3],
        {"am", "pm"},
        EN[5],
        {"EEEE, d MMMM y", "d MMMM y", "d MMM y", "dd/MM/y"},
        {"HH:mm:ss zzzz", "HH:mm:ss z", "HH:mm:ss", "HH:mm"},
        EN[8],
    };

    private static final String[][] DE = {
        {"Januar", "Februar", "M\u00e4rz", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
            "November", "Dezember", ""},
        {"Jan.", "Feb.", "M\u00e4rz", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.", ""},
        {"", "Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"},
        {"", "So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."},
        {"AM", "PM"},
        {"v. Chr.", "n. Chr."},
        {"EEEE, d. MMMM y", "d. MMMM y", "dd.MM.y", "dd.MM.yy"},
        {"HH:mm:ss zzzz", "HH:mm:ss z", "HH:mm:ss", "HH:mm"},
        {" 'um' ", ", ", ", "},
    };

    private static final String[][] FR = {
        {"janvier", "f\u00e9vrier", "mars", "avril", "mai", "juin", "juillet", "ao\u00fbt", "septembre", "octobre",
            "novembre", "d\u00e9cembre", ""},
        {"janv.", "f\u00e9vr.", "mars", "avr.", "mai", "juin", "juil.", "ao\u00fbt", "sept.", "oct.", "nov.",
            "d\u00e9c.", ""},
        {"", "dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"},
        {"", "dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."},
        {"AM", "PM"},
        {"av. J.-C.", "ap. J.-C."},
        {"EEEE d MMMM y", "d MMMM y", "d MMM y", "dd/MM/y"},
        {"HH:mm:ss zzzz", "HH:mm:ss z", "HH:mm:ss", "HH:mm"},
        {" '\u00e0' ", ", ", " "},
    };

    private static final String[][] ES = {
        {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
            "noviembre", "diciembre", ""},
        {"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic", ""},
        {"", "domingo", "lunes", "martes", "mi\u00e9rcoles", "jueves", "viernes", "s\u00e1bado"},
        {"", "dom", "lun", "mar", "mi\u00e9", "jue", "vie", "s\u00e1b"},
        {"a.\u00a0m.", "p.\u00a0m."},
        {"a. C.", "d. C."},
        {"EEEE, d 'de' MMMM 'de' y", "d 'de' MMMM 'de' y", "d MMM y", "d/M/yy"},
        {"H:mm:ss (zzzz)", "H:mm:ss z", "H:mm:ss", "H:mm"},
        {", ", " ", " "},
    };

    private static final String[][] IT = {
        {"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
            "novembre", "dicembre", ""},
        {"gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic", ""},
        {"", "domenica", "luned\u00ec", "marted\u00ec", "mercoled\u00ec", "gioved\u00ec", "venerd\u00ec", "sabato"},
        {"", "dom", "lun", "mar", "mer", "gio", "ven", "sab"},
        {"AM", "PM"},
        {"a.C.", "d.C."},
        {"EEEE d MMMM y", "d MMMM y", "d MMM y", "dd/MM/yy"},
        {"HH:mm:ss zzzz", "HH:mm:ss z", "HH:mm:ss", "HH:mm"},
        {" ", ", ", ", "},
    };

    private static String[][] of(Locale l) {
        switch (l == null ? "" : l.getLanguage()) {
            case "de":
                return DE;
            case "fr":
                return FR;
            case "es":
                return ES;
            case "it":
                return IT;
            case "en":
                return l.getCountry().equals("GB") ? EN_GB : EN;
            default:
                return EN;
        }
    }

    /** months, short months, weekdays, short weekdays, AM/PM, eras (copies). */
    static String[][] symbols(Locale l) {
        String[][] d = of(l);
        return new String[][] {d[0].clone(), d[1].clone(), d[2].clone(), d[3].clone(), d[4].clone(), d[5].clone()};
    }

    static String datePattern(Locale l, int style) {
        return of(l)[6][style];
    }

    static String timePattern(Locale l, int style) {
        return of(l)[7][style];
    }

    /** The text between date and time: chosen by the shorter of the two styles, as CLDR's. */
    static String glue(Locale l, int dateStyle, int timeStyle) {
        int s = Math.max(dateStyle, timeStyle);
        return of(l)[8][s <= 1 ? 0 : s - 1];
    }
}
