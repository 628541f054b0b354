/*
 * java.text.SimpleDateFormat: pattern letters G y Y M L d H k K h m s S E u a
 * z Z X D F w W with the JDK's count rules, quoting with '...' and ''.
 * Patterns compile to a token list: letter tokens (letter, count) and
 * literal strings.  Parsing fills a cleared copy of the calendar; a numeric
 * field directly followed by another numeric field takes exactly its count
 * of digits (abutting fields such as yyyyMMdd), as the JDK does.
 */
package java.text;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

public class SimpleDateFormat extends DateFormat {
    private static final String LETTERS = "GyMdkHmsSEDFwWahKzZYuXL";
    private String pattern;
    private DateFormatSymbols formatData;
    /** Compiled pattern: Character+Integer pairs for letters, String for literals. */
    private transient ArrayList<Object> tokens;
    private Date defaultCenturyStart;
    private int defaultCenturyStartYear;

    public SimpleDateFormat() {
        this("M/d/yy, h:mm a", Locale.getDefault());
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        this(pattern, locale, null);
    }

    private SimpleDateFormat(String pattern, Locale locale, DateFormatSymbols symbols) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        formatData = symbols != null ? (DateFormatSymbols) symbols.clone() : DateFormatSymbols.getInstance(locale);
        calendar = Calendar.getInstance(TimeZone.getDefault(), locale);
        NumberFormat nf = NumberFormat.getIntegerInstance(locale);
        nf.setGroupingUsed(false);
        numberFormat = nf;
        applyPattern(pattern);
        Calendar c = (Calendar) calendar.clone();
        c.setTimeInMillis(System.currentTimeMillis());
        c.add(Calendar.YEAR, -80);
        defaultCenturyStart = c.getTime();
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        this(pattern, Locale.getDefault(), java.util.Objects.requireNonNull(formatSymbols));
    }

    public void set2DigitYearStart(Date startDate) {
        Calendar c = (Calendar) calendar.clone();
        c.setTime(startDate);
        defaultCenturyStart = new Date(startDate.getTime());
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        tokens = compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    private static ArrayList<Object> compile(String p) {
        ArrayList<Object> out = new ArrayList<>();
        StringBuilder lit = new StringBuilder();
        int n = p.length();
        int i = 0;
        while (i < n) {
            char c = p.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && p.charAt(i + 1) == '\'') {
                    lit.append('\'');
                    i += 2;
                    continue;
                }
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw new IllegalArgumentException("Unterminated quote");
                    }
                    char d = p.charAt(j);
                    if (d == '\'') {
                        if (j + 1 < n && p.charAt(j + 1) == '\'') {
                            lit.append('\'');
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    lit.append(d);
                    j++;
                }
                i = j + 1;
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                if (LETTERS.indexOf(c) < 0) {
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                }
                int j = i;
                while (j < n && p.charAt(j) == c) {
                    j++;
                }
                if (c == 'X' && j - i > 3) {
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + (j - i));
                }
                if (lit.length() > 0) {
                    out.add(lit.toString());
                    lit.setLength(0);
                }
                out.add(c);
                out.add(j - i);
                i = j;
            } else {
                lit.append(c);
                i++;
            }
        }
        if (lit.length() > 0) {
            out.add(lit.toString());
        }
        return out;
    }

    /* ------------------------------------------------------------------ */
    /* Formatting                                                          */
    /* ------------------------------------------------------------------ */

    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        calendar.setTime(date);
        for (int i = 0; i < tokens.size(); i++) {
            Object t = tokens.get(i);
            if (t instanceof String) {
                toAppendTo.append((String) t);
            } else {
                char c = (Character) t;
                int count = (Integer) tokens.get(++i);
                int begin = toAppendTo.length();
                formatField(c, count, toAppendTo);
                pos.found(fieldId(c), null, begin, toAppendTo.length());
            }
        }
        return toAppendTo;
    }

    private static int fieldId(char c) {
        return "GyMdkHmsSEDFwWahKz".indexOf(c == 'Z' || c == 'X' ? 'z' : c == 'L' ? 'M'
            : c == 'Y' ? 'y' : c == 'u' ? 'E' : c);
    }

    private static void pad(StringBuffer sb, int v, int count) {
        String s = Integer.toString(v);
        for (int k = s.length(); k < count; k++) {
            sb.append('0');
        }
        sb.append(s);
    }

    private void formatField(char c, int count, StringBuffer sb) {
        Calendar cal = calendar;
        switch (c) {
            case 'G':
                sb.append(formatData.eras()[cal.get(Calendar.ERA)]);
                break;
            case 'y':
            case 'Y': {
                int y = c == 'Y' && cal.isWeekDateSupported() ? cal.getWeekYear() : cal.get(Calendar.YEAR);
                if (count == 2) {
                    pad(sb, y % 100, 2);
                } else {
                    pad(sb, y, count);
                }
                break;
            }
            case 'M':
            case 'L': {
                int m = cal.get(Calendar.MONTH);
                if (count >= 4) {
                    sb.append(formatData.months()[m]);
                } else if (count == 3) {
                    sb.append(formatData.shortMonths()[m]);
                } else {
                    pad(sb, m + 1, count);
                }
                break;
            }
            case 'd':
                pad(sb, cal.get(Calendar.DAY_OF_MONTH), count);
                break;
            case 'k': {
                int h = cal.get(Calendar.HOUR_OF_DAY);
                pad(sb, h == 0 ? 24 : h, count);
                break;
            }
            case 'H':
                pad(sb, cal.get(Calendar.HOUR_OF_DAY), count);
                break;
            case 'm':
                pad(sb, cal.get(Calendar.MINUTE), count);
                break;
            case 's':
                pad(sb, cal.get(Calendar.SECOND), count);
                break;
            case 'S':
                pad(sb, cal.get(Calendar.MILLISECOND), count);
                break;
            case 'E': {
                int d = cal.get(Calendar.DAY_OF_WEEK);
                sb.append(count >= 4 ? formatData.weekdays()[d] : formatData.shortWeekdays()[d]);
                break;
            }
            case 'u': {
                int d = cal.get(Calendar.DAY_OF_WEEK);
                pad(sb, d == Calendar.SUNDAY ? 7 : d - 1, count);
                break;
            }
            case 'D':
                pad(sb, cal.get(Calendar.DAY_OF_YEAR), count);
                break;
            case 'F':
                pad(sb, cal.get(Calendar.DAY_OF_WEEK_IN_MONTH), count);
                break;
            case 'w':
                pad(sb, cal.get(Calendar.WEEK_OF_YEAR), count);
                break;
            case 'W':
                pad(sb, cal.get(Calendar.WEEK_OF_MONTH), count);
                break;
            case 'a':
                sb.append(formatData.ampms()[cal.get(Calendar.AM_PM)]);
                break;
            case 'h': {
                int h = cal.get(Calendar.HOUR);
                pad(sb, h == 0 ? 12 : h, count);
                break;
            }
            case 'K':
                pad(sb, cal.get(Calendar.HOUR), count);
                break;
            case 'z': {
                boolean dst = cal.get(Calendar.DST_OFFSET) != 0;
                sb.append(cal.getTimeZone().getDisplayName(dst, count >= 4 ? TimeZone.LONG : TimeZone.SHORT,
                                                           Locale.US));
                break;
            }
            case 'Z': {
                int off = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                sb.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(sb, off / 60, 2);
                pad(sb, off % 60, 2);
                break;
            }
            default: { // 'X'
                int off = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                if (off == 0) {
                    sb.append('Z');
                    break;
                }
                sb.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(sb, off / 60, 2);
                if (count == 1) {
                    break;
                }
                if (count == 3) {
                    sb.append(':');
                }
                pad(sb, off % 60, 2);
                break;
            }
        }
    }

    /* ------------------------------------------------------------------ */
    /* Parsing                                                             */
    /* ------------------------------------------------------------------ */

    private static boolean isNumeric(char c, int count) {
        switch (c) {
            case 'M':
            case 'L':
                return count <= 2;
            case 'G':
            case 'E':
            case 'a':
            case 'z':
            case 'Z':
            case 'X':
                return false;
            default:
                return true;
        }
    }

    public Date parse(String text, ParsePosition pos) {
        int start = pos.index;
        int p = start;
        Calendar cal = (Calendar) calendar.clone();
        cal.clear();
        int ambiguousYear = -1;
        int n = text.length();
        for (int i = 0; i < tokens.size(); i++) {
            Object t = tokens.get(i);
            if (t instanceof String) {
                String lit = (String) t;
                for (int k = 0; k < lit.length(); k++) {
                    char lc = lit.charAt(k);
                    if (p < n && text.charAt(p) == lc) {
                        p++;
                    } else if (Character.isWhitespace(lc) && p < n && Character.isWhitespace(text.charAt(p))) {
                        p++;
                    } else {
                        pos.errorIndex = p;
                        return null;
                    }
                }
                continue;
            }
            char c = (Character) t;
            int count = (Integer) tokens.get(++i);
            boolean numeric = isNumeric(c, count);
            boolean abut = i + 1 < tokens.size() && tokens.get(i + 1) instanceof Character
                && isNumeric((Character) tokens.get(i + 1), (Integer) tokens.get(i + 2));
            // as the JDK: spaces and tabs before a field are skipped; a field that must take
            // exactly count digits (abutting numeric fields) fails if fewer characters remain
            int q = p;
            while (q < n && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
                q++;
            }
            if (q >= n) {
                pos.errorIndex = p;
                return null;
            }
            boolean obey = abut && numeric;
            if (obey && q + count > n) {
                pos.errorIndex = q;
                return null;
            }
            int r = parseField(text, q, c, count, obey, cal);
            if (r < 0) {
                pos.errorIndex = -r - 1;
                return null;
            }
            if ((c == 'y' || c == 'Y') && count <= 2 && r - q == 2 && isAllDigits(text, q, r)) {
                ambiguousYear = Integer.parseInt(text.substring(q, r));
            }
            p = r;
        }
        if (ambiguousYear >= 0) {
            int y = defaultCenturyStartYear / 100 * 100 + ambiguousYear;
            if (y < defaultCenturyStartYear) {
                y += 100;
            }
            cal.set(Calendar.YEAR, y);
        }
        Date d;
        try {
            d = cal.getTime();
        } catch (IllegalArgumentException e) {
            pos.errorIndex = p;
            return null;
        }
        pos.index = p;
        return d;
    }

    private static boolean isAllDigits(String s, int a, int b) {
        for (int k = a; k < b; k++) {
            if (!Character.isDigit(s.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private static int matchName(String text, int p, String[] names, int first) {
        int best = -1, bestLen = 0;
        for (int k = first; k < names.length; k++) {
            String nm = names[k];
            if (!nm.isEmpty() && nm.length() > bestLen && text.regionMatches(true, p, nm, 0, nm.length())) {
                best = k;
                bestLen = nm.length();
            }
        }
        return best < 0 ? -1 : (best << 8) | bestLen;
    }

    /** Returns the new position, or -(error index) - 1. */
    private int parseField(String text, int p, char c, int count, boolean obeyCount, Calendar cal) {
        int n = text.length();
        int fail = -p - 1;
        switch (c) {
            case 'G': {
                int m = matchName(text, p, formatData.eras(), 0);
                if (m < 0) {
                    return fail;
                }
                cal.set(Calendar.ERA, m >> 8);
                return p + (m & 0xff);
            }
            case 'M':
            case 'L':
                if (count >= 3) {
                    int m = matchName(text, p, formatData.months(), 0);
                    if (m < 0) {
                        m = matchName(text, p, formatData.shortMonths(), 0);
                    }
                    if (m < 0) {
                        return fail;
                    }
                    cal.set(Calendar.MONTH, m >> 8);
                    return p + (m & 0xff);
                }
                break;
            case 'E': {
                int m = matchName(text, p, formatData.weekdays(), 1);
                if (m < 0) {
                    m = matchName(text, p, formatData.shortWeekdays(), 1);
                }
                if (m < 0) {
                    return fail;
                }
                cal.set(Calendar.DAY_OF_WEEK, m >> 8);
                return p + (m & 0xff);
            }
            case 'a': {
                int m = matchName(text, p, formatData.ampms(), 0);
                if (m < 0) {
                    return fail;
                }
                cal.set(Calendar.AM_PM, m >> 8);
                return p + (m & 0xff);
            }
            case 'z':
            case 'Z':
            case 'X':
                return parseZone(text, p, c, count, cal);
            default:
                break;
        }
        // numeric
        int q = p;
        while (!obeyCount && q < n && text.charAt(q) == ' ') {
            q++;
        }
        boolean neg = false;
        if (q < n && text.charAt(q) == '-' && (c == 'y' || c == 'Y')) {
            neg = true;
            q++;
        }
        int limit = obeyCount ? Math.min(n, q + count) : n;
        int ds = q;
        long v = 0;
        while (q < limit && Character.isDigit(text.charAt(q)) && q - ds < 10) {
            v = v * 10 + Character.digit(text.charAt(q), 10);
            q++;
        }
        if (q == ds) {
            return fail;
        }
        int value = (int) (neg ? -v : v);
        switch (c) {
            case 'y':
            case 'Y':
                cal.set(Calendar.YEAR, value);
                break;
            case 'M':
            case 'L':
                cal.set(Calendar.MONTH, value - 1);
                break;
            case 'd':
                cal.set(Calendar.DAY_OF_MONTH, value);
                break;
            case 'k':
                cal.set(Calendar.HOUR_OF_DAY, value == 24 ? 0 : value);
                break;
            case 'H':
                cal.set(Calendar.HOUR_OF_DAY, value);
                break;
            case 'm':
                cal.set(Calendar.MINUTE, value);
                break;
            case 's':
                cal.set(Calendar.SECOND, value);
                break;
            case 'S':
                cal.set(Calendar.MILLISECOND, value);
                break;
            case 'u':
                cal.set(Calendar.DAY_OF_WEEK, value == 7 ? Calendar.SUNDAY : value + 1);
                break;
            case 'D':
                cal.set(Calendar.DAY_OF_YEAR, value);
                break;
            case 'F':
                cal.set(Calendar.DAY_OF_WEEK_IN_MONTH, value);
                break;
            case 'w':
                cal.set(Calendar.WEEK_OF_YEAR, value);
                break;
            case 'W':
                cal.set(Calendar.WEEK_OF_MONTH, value);
                break;
            case 'h':
                cal.set(Calendar.HOUR, value == 12 ? 0 : value);
                break;
            case 'K':
                cal.set(Calendar.HOUR, value);
                break;
            default:
                return fail;
        }
        return q;
    }

    private int parseZone(String text, int p, char c, int count, Calendar cal) {
        int n = text.length();
        int fail = -p - 1;
        int q = p;
        if (c == 'X' && q < n && text.charAt(q) == 'Z') {
            setOffset(cal, 0, 0);
            return q + 1;
        }
        if (c == 'z' || c == 'Z') {
            if (text.regionMatches(true, q, "GMT", 0, 3) || text.regionMatches(true, q, "UTC", 0, 3)) {
                q += 3;
                if (q >= n || (text.charAt(q) != '+' && text.charAt(q) != '-')) {
                    setOffset(cal, 0, 0);
                    return q;
                }
                int r = parseOffset(text, q, true, cal);
                return r < 0 ? fail : r;
            }
        }
        if (q < n && (text.charAt(q) == '+' || text.charAt(q) == '-')) {
            int r = c == 'X' ? parseIsoOffset(text, q, count, cal) : parseOffset(text, q, c != 'Z', cal);
            return r < 0 ? fail : r;
        }
        if (c == 'X') {
            return fail;
        }
        // zone names, longest match first
        String[] ids = TimeZone.getAvailableIDs();
        int bestLen = 0;
        TimeZone bestZone = null;
        boolean bestDst = false;
        for (String id : ids) {
            TimeZone z = TimeZone.getTimeZone(id);
            for (int k = 0; k < 4; k++) {
                String nm = z.getDisplayName((k & 1) != 0, k < 2 ? TimeZone.SHORT : TimeZone.LONG, Locale.US);
                if (nm.length() > bestLen && text.regionMatches(true, q, nm, 0, nm.length())) {
                    bestLen = nm.length();
                    bestZone = z;
                    bestDst = (k & 1) != 0 && z.useDaylightTime();
                }
            }
        }
        if (bestZone == null) {
            return fail;
        }
        setOffset(cal, bestZone.getRawOffset(), bestDst ? bestZone.getDSTSavings() : 0);
        return q + bestLen;
    }

    private static void setOffset(Calendar cal, int raw, int dst) {
        cal.set(Calendar.ZONE_OFFSET, raw);
        cal.set(Calendar.DST_OFFSET, dst);
    }

    /** ISO 8601 offsets as X, XX, XXX write them: +hh, +hhmm, +hh:mm; returns the end or -1. */
    private static int parseIsoOffset(String text, int q, int count, Calendar cal) {
        int n = text.length();
        int sign = text.charAt(q) == '-' ? -1 : 1;
        int need = count == 1 ? 2 : count == 2 ? 4 : 5;
        if (q + 1 + need > n) {
            return -1;
        }
        String s = text.substring(q + 1, q + 1 + need);
        if (count == 3) {
            if (s.charAt(2) != ':') {
                return -1;
            }
            s = s.substring(0, 2) + s.substring(3);
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return -1;
            }
        }
        int h = Integer.parseInt(s.substring(0, 2));
        int m = s.length() > 2 ? Integer.parseInt(s.substring(2, 4)) : 0;
        if (h > 23 || m > 59) {
            return -1;
        }
        setOffset(cal, sign * (h * 60 + m) * 60000, 0);
        return q + 1 + need;
    }

    /** +hh, +hhmm, +hh:mm, +h:mm at text[q]; returns the end or -1. */
    private static int parseOffset(String text, int q, boolean colonOk, Calendar cal) {
        int n = text.length();
        int sign = text.charAt(q) == '-' ? -1 : 1;
        q++;
        int ds = q;
        while (q < n && Character.isDigit(text.charAt(q)) && q - ds < 4) {
            q++;
        }
        int len = q - ds;
        if (len == 0) {
            return -1;
        }
        int h, m = 0;
        if (len <= 2) {
            h = Integer.parseInt(text.substring(ds, q));
            if (colonOk && q + 3 <= n && text.charAt(q) == ':' && Character.isDigit(text.charAt(q + 1))
                && Character.isDigit(text.charAt(q + 2))) {
                m = Integer.parseInt(text.substring(q + 1, q + 3));
                q += 3;
            }
        } else if (len == 4) {
            h = Integer.parseInt(text.substring(ds, ds + 2));
            m = Integer.parseInt(text.substring(ds + 2, ds + 4));
        } else {
            return -1;
        }
        if (h > 23 || m > 59) {
            return -1;
        }
        setOffset(cal, sign * (h * 60 + m) * 60000, 0);
        return q;
    }

    public Object clone() {
        SimpleDateFormat other = (SimpleDateFormat) super.clone();
        other.tokens = new ArrayList<>(tokens);
        other.formatData = (DateFormatSymbols) formatData.clone();
        return other;
    }

    public int hashCode() {
        return pattern.hashCode();
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        return pattern.equals(((SimpleDateFormat) obj).pattern);
    }
}
