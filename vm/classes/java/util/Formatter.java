/*
 * java.util.Formatter: printf-style formatting (%d %o %x %s %S %c %b %h %e
 * %f %g %a %n %%) with argument indexes (n$, <), flags -#+ 0,( width and
 * precision, and the date/time conversions %t/%T (for Long millis, Date and
 * Calendar arguments, in the default zone or the Calendar's own).  Locales
 * are ignored for numbers: output is always the US form ('.' and grouping
 * ',' in threes); %t takes month, day and AM/PM names from the call's locale.
 *
 * The whole format string is parsed before anything is written, so a
 * syntax error (UnknownFormatConversionException and the other check*
 * failures) writes nothing; argument errors are raised while printing, after
 * the preceding text has reached the destination, as on the JDK.
 *
 * Floating point: the JDK formats a double from the digits of its shortest
 * representation (the digits Double.toString prints), rounded HALF_UP at the
 * requested precision -- not from the exact binary value; so %.2f of 2.675
 * is "2.68" and %.17f of 0.1 is "0.10000000000000000".  digitsOf() takes
 * those digits from Double.toString; the zero/rounding/placement rules below
 * follow the JDK's behaviour for each conversion.
 */
package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private final Locale l;
    private IOException lastException;
    /** The locale of the format call in progress: %t takes its month, day and AM/PM names from it. */
    private Locale callLocale;

    public Formatter() {
        this(new StringBuilder(), Locale.US);
    }

    public Formatter(Appendable a) {
        this(a == null ? new StringBuilder() : a, Locale.US);
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = a == null ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(PrintStream ps) {
        this(Objects.requireNonNull(ps), Locale.US);
    }

    public Formatter(OutputStream os) {
        this(new OutputStreamWriter(os), Locale.US);
    }

    public Formatter(String fileName) throws FileNotFoundException {
        this(new OutputStreamWriter(new FileOutputStream(fileName)), Locale.US);
    }

    public Formatter(File file) throws FileNotFoundException {
        this(new OutputStreamWriter(new FileOutputStream(file)), Locale.US);
    }

    public Formatter(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(new OutputStreamWriter(new FileOutputStream(fileName), csn), Locale.US);
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException e) {
                lastException = e;
            }
        }
    }

    @Override
    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException e) {
            lastException = e;
        } finally {
            a = null;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        callLocale = l;
        Spec[] specs = parse(format);
        int last = -1;
        int lasto = -1;
        for (Spec fs : specs) {
            int index = fs.index;
            try {
                if (index == -2) {
                    fs.print(null);
                } else if (index == -1) {
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(args == null ? null : args[last]);
                } else if (index == 0) {
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(args == null ? null : args[lasto]);
                } else {
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(args == null ? null : args[last]);
                }
            } catch (IOException x) {
                lastException = x;
            }
        }
        return this;
    }

    /* ------------------------------------------------------------------ */
    /* Parsing                                                             */
    /* ------------------------------------------------------------------ */

    private static final int LEFT = 1, ALT = 2, PLUS = 4, SPACE = 8, ZERO = 16,
        GROUP = 32, PAREN = 64, PREVIOUS = 128, UPPER = 256;
    private static final String FLAG_CHARS = "-#+ 0,(<";

    private static String flagString(int f) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < FLAG_CHARS.length(); i++) {
            if ((f & (1 << i)) != 0) {
                sb.append(FLAG_CHARS.charAt(i));
            }
        }
        return sb.toString();
    }

    private static final String DT_CONVERSIONS = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    private static void pad(StringBuilder sb, long v, int width) {
        String d = Long.toString(v);
        for (int k = d.length(); k < width; k++) {
            sb.append('0');
        }
        sb.append(d);
    }

    /** Appends one %t conversion of cal (lower case; %T upper-cases the whole result). */
    private static void dateTime(StringBuilder sb, Calendar cal, char c, java.text.DateFormatSymbols names) {
        switch (c) {
            case 'H':
                pad(sb, cal.get(Calendar.HOUR_OF_DAY), 2);
                break;
            case 'I': {
                int h = cal.get(Calendar.HOUR);
                pad(sb, h == 0 ? 12 : h, 2);
                break;
            }
            case 'k':
                sb.append(cal.get(Calendar.HOUR_OF_DAY));
                break;
            case 'l': {
                int h = cal.get(Calendar.HOUR);
                sb.append(h == 0 ? 12 : h);
                break;
            }
            case 'M':
                pad(sb, cal.get(Calendar.MINUTE), 2);
                break;
            case 'S':
                pad(sb, cal.get(Calendar.SECOND), 2);
                break;
            case 'L':
                pad(sb, cal.get(Calendar.MILLISECOND), 3);
                break;
            case 'N':
                pad(sb, cal.get(Calendar.MILLISECOND) * 1000000L, 9);
                break;
            case 'p':
                sb.append(names.getAmPmStrings()[cal.get(Calendar.AM_PM)].toLowerCase());
                break;
            case 'z': {
                int off = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                sb.append(off < 0 ? '-' : '+');
                off = Math.abs(off);
                pad(sb, off / 60 * 100 + off % 60, 4);
                break;
            }
            case 'Z':
                sb.append(cal.getTimeZone().getDisplayName(cal.get(Calendar.DST_OFFSET) != 0,
                                                           TimeZone.SHORT, Locale.US));
                break;
            case 's':
                sb.append(cal.getTimeInMillis() / 1000L);
                break;
            case 'Q':
                sb.append(cal.getTimeInMillis());
                break;
            case 'B':
                sb.append(names.getMonths()[cal.get(Calendar.MONTH)]);
                break;
            case 'b':
            case 'h':
                sb.append(names.getShortMonths()[cal.get(Calendar.MONTH)]);
                break;
            case 'A':
                sb.append(names.getWeekdays()[cal.get(Calendar.DAY_OF_WEEK)]);
                break;
            case 'a':
                sb.append(names.getShortWeekdays()[cal.get(Calendar.DAY_OF_WEEK)]);
                break;
            case 'C':
                pad(sb, cal.get(Calendar.YEAR) / 100, 2);
                break;
            case 'Y':
                pad(sb, cal.get(Calendar.YEAR), 4);
                break;
            case 'y':
                pad(sb, cal.get(Calendar.YEAR) % 100, 2);
                break;
            case 'j':
                pad(sb, cal.get(Calendar.DAY_OF_YEAR), 3);
                break;
            case 'm':
                pad(sb, cal.get(Calendar.MONTH) + 1, 2);
                break;
            case 'd':
                pad(sb, cal.get(Calendar.DAY_OF_MONTH), 2);
                break;
            case 'e':
                sb.append(cal.get(Calendar.DAY_OF_MONTH));
                break;
            case 'R':
                dateTime(sb, cal, 'H', names);
                sb.append(':');
                dateTime(sb, cal, 'M', names);
                break;
            case 'T':
                dateTime(sb, cal, 'H', names);
                sb.append(':');
                dateTime(sb, cal, 'M', names);
                sb.append(':');
                dateTime(sb, cal, 'S', names);
                break;
            case 'r': {
                dateTime(sb, cal, 'I', names);
                sb.append(':');
                dateTime(sb, cal, 'M', names);
                sb.append(':');
                dateTime(sb, cal, 'S', names);
                sb.append(' ');
                int at = sb.length();
                dateTime(sb, cal, 'p', names);
                String ampm = sb.substring(at).toUpperCase();
                sb.setLength(at);
                sb.append(ampm);
                break;
            }
            case 'D':
                dateTime(sb, cal, 'm', names);
                sb.append('/');
                dateTime(sb, cal, 'd', names);
                sb.append('/');
                dateTime(sb, cal, 'y', names);
                break;
            case 'F':
                dateTime(sb, cal, 'Y', names);
                sb.append('-');
                dateTime(sb, cal, 'm', names);
                sb.append('-');
                dateTime(sb, cal, 'd', names);
                break;
            default: // 'c'
                dateTime(sb, cal, 'a', names);
                sb.append(' ');
                dateTime(sb, cal, 'b', names);
                sb.append(' ');
                dateTime(sb, cal, 'd', names);
                sb.append(' ');
                dateTime(sb, cal, 'T', names);
                sb.append(' ');
                dateTime(sb, cal, 'Z', names);
                sb.append(' ');
                dateTime(sb, cal, 'Y', names);
                break;
        }
    }

    private static boolean isValidConversion(char c) {
        return "bBhHsScCdoxXeEfgGaA%n".indexOf(c) >= 0;
    }

    private Spec[] parse(String s) {
        Spec[] list = new Spec[8];
        int size = 0;
        int i = 0;
        int max = s.length();
        while (i < max) {
            Spec spec;
            int n = s.indexOf('%', i);
            if (n < 0) {
                spec = new Spec(s.substring(i));
                i = max;
            } else if (i != n) {
                spec = new Spec(s.substring(i, n));
                i = n;
            } else {
                i = n + 1;
                if (i >= max) {
                    throw new UnknownFormatConversionException("%");
                }
                char c = s.charAt(i);
                if (isValidConversion(c)) {
                    spec = new Spec(c);
                    i++;
                } else {
                    spec = new Spec();
                    i = spec.parseFull(s, n);
                }
            }
            if (size == list.length) {
                list = Arrays.copyOf(list, size * 2);
            }
            list[size++] = spec;
        }
        return Arrays.copyOf(list, size);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /* One piece of the format: fixed text (c == 0) or a conversion. */
    private final class Spec {
        String text;
        int index;
        int flags;
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;

        Spec(String text) {
            this.text = text;
            this.index = -2;
        }

        Spec(char conv) {
            c = conv;
            if (Character.isUpperCase(conv)) {
                flags = UPPER;
                c = Character.toLowerCase(conv);
            }
            if (conv == '%' || conv == 'n') {
                index = -2;
            }
        }

        Spec() {
        }

        /* %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%]) at n. */
        int parseFull(String s, int n) {
            int max = s.length();
            int i = n + 1;
            int j = i;
            while (j < max && isDigit(s.charAt(j))) {
                j++;
            }
            int idxStart = -1, idxEnd = -1;
            if (j > i && j < max && s.charAt(j) == '$') {
                idxStart = i;
                idxEnd = j;
                i = j + 1;
            }
            int flagStart = i;
            while (i < max && FLAG_CHARS.indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            int flagEnd = i;
            int wStart = i;
            while (i < max && isDigit(s.charAt(i))) {
                i++;
            }
            int wEnd = i;
            int pStart = -1, pEnd = -1;
            if (i + 1 < max && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
                pStart = i + 1;
                i++;
                while (i < max && isDigit(s.charAt(i))) {
                    i++;
                }
                pEnd = i;
            }
            char tT = 0;
            if (i < max && (s.charAt(i) == 't' || s.charAt(i) == 'T')) {
                tT = s.charAt(i);
                i++;
            }
            char conv = i < max ? s.charAt(i) : 0;
            boolean ok = (conv >= 'a' && conv <= 'z') || (conv >= 'A' && conv <= 'Z') || conv == '%';
            if (!ok) {
                // the JDK's pattern did not match: it names the char after '%'
                throw new UnknownFormatConversionException(String.valueOf(s.charAt(n + 1)));
            }
            if (tT != 0 && !ok) {
                throw new UnknownFormatConversionException(String.valueOf(tT));
            }
            if (idxStart >= 0) {
                try {
                    index = Integer.parseInt(s.substring(idxStart, idxEnd));
                    if (index <= 0) {
                        throw new IllegalFormatArgumentIndexException(index);
                    }
                } catch (NumberFormatException x) {
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                }
            }
            for (int k = flagStart; k < flagEnd; k++) {
                int bit = 1 << FLAG_CHARS.indexOf(s.charAt(k));
                if ((flags & bit) != 0) {
                    throw new DuplicateFormatFlagsException(flagString(bit));
                }
                flags |= bit;
            }
            if ((flags & PREVIOUS) != 0) {
                index = -1;
            }
            if (wEnd > wStart) {
                try {
                    width = Integer.parseInt(s.substring(wStart, wEnd));
                } catch (NumberFormatException x) {
                    throw new IllegalFormatWidthException(Integer.MIN_VALUE);
                }
            }
            if (pStart >= 0) {
                try {
                    precision = Integer.parseInt(s.substring(pStart, pEnd));
                } catch (NumberFormatException x) {
                    throw new IllegalFormatPrecisionException(Integer.MIN_VALUE);
                }
            }
            if (tT != 0) {
                dt = true;
                if (tT == 'T') {
                    flags |= UPPER;
                }
            }
            c = conv;
            if (!dt) {
                if (!isValidConversion(c)) {
                    throw new UnknownFormatConversionException(String.valueOf(c));
                }
                if (Character.isUpperCase(c)) {
                    flags |= UPPER;
                    c = Character.toLowerCase(c);
                }
                if (c == '%' || c == 'n') {
                    index = -2;
                }
            }
            if (dt) {
                checkDateTime();
            } else if (c == 'b' || c == 'h' || c == 's') {
                checkGeneral();
            } else if (c == 'c') {
                checkCharacter();
            } else if (c == 'd' || c == 'o' || c == 'x') {
                checkInteger();
            } else if (c == 'e' || c == 'f' || c == 'g' || c == 'a') {
                checkFloat();
            } else {
                checkText();
            }
            return i + 1;
        }

        private boolean has(int f) {
            return (flags & f) != 0;
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagString(flag), c);
        }

        private void checkBadFlags(int bad) {
            for (int bit = 1; bit <= PREVIOUS; bit <<= 1) {
                if ((bad & bit) != 0 && has(bit)) {
                    failMismatch(bit);
                }
            }
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALT)) {
                failMismatch(ALT);
            }
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlags(PLUS | SPACE | ZERO | GROUP | PAREN);
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALT | PLUS | SPACE | ZERO | GROUP | PAREN);
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkNumeric() {
            if (width != -1 && width < 0) {
                throw new IllegalFormatWidthException(width);
            }
            if (precision != -1 && precision < 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (width == -1 && (has(LEFT) || has(ZERO))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(SPACE)) || (has(LEFT) && has(ZERO))) {
                throw new IllegalFormatFlagsException(flagString(flags & ~UPPER));
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == 'd') {
                checkBadFlags(ALT);
            } else {
                checkBadFlags(GROUP);
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'a') {
                checkBadFlags(PAREN | GROUP);
            } else if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALT);
            }
        }

        private void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (DT_CONVERSIONS.indexOf(c) < 0) {
                throw new UnknownFormatConversionException("t" + c);
            }
            checkBadFlags(ALT | PLUS | SPACE | ZERO | GROUP | PAREN);
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            int f = flags & ~UPPER;
            if (c == '%') {
                if (f != LEFT && f != 0) {
                    throw new IllegalFormatFlagsException(flagString(f));
                }
                if (width == -1 && has(LEFT)) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (f != 0) {
                    throw new IllegalFormatFlagsException(flagString(f));
                }
            }
        }

        @Override
        public String toString() {
            if (text != null) {
                return text;
            }
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagString(flags & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPER) ? 'T' : 't').append(c);
                return sb.toString();
            }
            sb.append(has(UPPER) ? Character.toUpperCase(c) : c);
            return sb.toString();
        }

        /* ---------------------------------------------------------------- */
        /* Printing                                                          */
        /* ---------------------------------------------------------------- */

        void print(Object arg) throws IOException {
            if (text != null) {
                a.append(text);
                return;
            }
            if (dt) {
                printDateTime(arg);
                return;
            }
            switch (c) {
                case 'd':
                case 'o':
                case 'x':
                    printInteger(arg);
                    break;
                case 'e':
                case 'f':
                case 'g':
                case 'a':
                    printFloat(arg);
                    break;
                case 'c':
                    printCharacter(arg);
                    break;
                case 'b':
                    printString(arg == null ? "false"
                        : arg instanceof Boolean ? arg.toString() : "true");
                    break;
                case 's':
                    if (arg instanceof Formattable) {
                        int ff = (has(LEFT) ? FormattableFlags.LEFT_JUSTIFY : 0)
                            | (has(UPPER) ? FormattableFlags.UPPERCASE : 0)
                            | (has(ALT) ? FormattableFlags.ALTERNATE : 0);
                        ((Formattable) arg).formatTo(Formatter.this, ff, width, precision);
                        break;
                    }
                    if (has(ALT)) {
                        failMismatch(ALT);
                    }
                    printString(arg == null ? "null" : arg.toString());
                    break;
                case 'h':
                    printString(arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                    break;
                case 'n':
                    a.append(System.lineSeparator());
                    break;
                case '%':
                    printString("%");
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        private void printDateTime(Object arg) throws IOException {
            if (arg == null) {
                printString("null");
                return;
            }
            Calendar cal;
            if (arg instanceof Long) {
                cal = Calendar.getInstance(Locale.US);
                cal.setTimeInMillis((Long) arg);
            } else if (arg instanceof Date) {
                cal = Calendar.getInstance(Locale.US);
                cal.setTime((Date) arg);
            } else if (arg instanceof Calendar) {
                cal = (Calendar) ((Calendar) arg).clone();
            } else {
                throw failConversion(arg);
            }
            StringBuilder sb = new StringBuilder();
            dateTime(sb, cal, c, java.text.DateFormatSymbols.getInstance(callLocale == null ? Locale.US : callLocale));
            String s = sb.toString();
            appendJustified(has(UPPER) ? s.toUpperCase() : s);
        }

        private IllegalFormatConversionException failConversion(Object arg) {
            return new IllegalFormatConversionException(c, arg.getClass());
        }

        private void printString(String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            appendJustified(s);
        }

        private void appendJustified(CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        private void printCharacter(Object arg) throws IOException {
            if (arg == null) {
                printString("null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int cp = ((Number) arg).intValue();
                if (!Character.isValidCodePoint(cp)) {
                    throw new IllegalFormatCodePointException(cp);
                }
                s = new String(Character.toChars(cp));
            } else {
                throw failConversion(arg);
            }
            printString(s);
        }

        /* -------- integers -------- */

        private void printInteger(Object arg) throws IOException {
            if (arg == null) {
                printString("null");
            } else if (arg instanceof Byte) {
                printLong(((Byte) arg).byteValue(), 8);
            } else if (arg instanceof Short) {
                printLong(((Short) arg).shortValue(), 16);
            } else if (arg instanceof Integer) {
                printLong(((Integer) arg).intValue(), 32);
            } else if (arg instanceof Long) {
                printLong(((Long) arg).longValue(), 64);
            } else if (arg instanceof BigInteger) {
                printBigInteger((BigInteger) arg);
            } else {
                throw failConversion(arg);
            }
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(SPACE)) {
                    sb.append(' ');
                }
            } else {
                sb.append(has(PAREN) ? '(' : '-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PAREN)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            return (w != -1 && neg && has(PAREN)) ? w - 1 : w;
        }

        private void zeros(StringBuilder sb, int n) {
            for (int i = 0; i < n; i++) {
                sb.append('0');
            }
        }

        /* Digits (and at most one '.') from offset, grouped and zero padded. */
        private void magnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean grouping = has(GROUP);
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append('.');
                    grouping = false;
                    continue;
                }
                sb.append(value.charAt(j));
                if (grouping && j != dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(',');
                }
            }
            if (w != -1 && has(ZERO)) {
                for (int k = sb.length(); k < w; k++) {
                    sb.insert(begin, '0');
                }
            }
        }

        private void printLong(long value, int bits) throws IOException {
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = value < 0;
                String v = Long.toString(value);
                leadingSign(sb, neg);
                magnitude(sb, v, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                checkBadFlags(PAREN | SPACE | PLUS);
                long v = value;
                if (v < 0 && bits < 64) {
                    v += 1L << bits;
                }
                String s = c == 'o' ? Long.toOctalString(v) : Long.toHexString(v);
                int prefix = has(ALT) ? (c == 'o' ? 1 : 2) : 0;
                if (has(ALT)) {
                    sb.append(c == 'o' ? "0" : has(UPPER) ? "0X" : "0x");
                }
                if (has(ZERO)) {
                    zeros(sb, width - s.length() - prefix);
                }
                sb.append(has(UPPER) ? s.toUpperCase() : s);
            }
            appendJustified(sb);
        }

        private void printBigInteger(BigInteger value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() == -1;
            BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (c == 'd') {
                magnitude(sb, v.toString(), 0, adjustWidth(width, neg));
            } else {
                String s = v.toString(c == 'o' ? 8 : 16);
                int len = s.length() + sb.length();
                if (neg && has(PAREN)) {
                    len++;
                }
                if (has(ALT)) {
                    len += c == 'o' ? 1 : 2;
                    sb.append(c == 'o' ? "0" : has(UPPER) ? "0X" : "0x");
                }
                if (has(ZERO)) {
                    zeros(sb, width - len);
                }
                sb.append(has(UPPER) ? s.toUpperCase() : s);
            }
            trailingSign(sb, neg);
            appendJustified(sb);
        }

        /* -------- floating point -------- */

        private void printFloat(Object arg) throws IOException {
            if (arg == null) {
                printString("null");
            } else if (arg instanceof Float) {
                printDouble(((Float) arg).floatValue());
            } else if (arg instanceof Double) {
                printDouble(((Double) arg).doubleValue());
            } else if (arg instanceof BigDecimal) {
                printBigDecimal((BigDecimal) arg);
            } else {
                throw failConversion(arg);
            }
        }

        private void printDouble(double value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v)) {
                    printFinite(sb, v, neg);
                } else {
                    sb.append(has(UPPER) ? "INFINITY" : "Infinity");
                }
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPER) ? "NAN" : "NaN");
            }
            appendJustified(sb);
        }

        private void printFinite(StringBuilder sb, double value, boolean neg) {
            if (c == 'a') {
                printHex(sb, value, neg);
                return;
            }
            Digits d = new Digits(value);
            if (c == 'e') {
                int prec = precision == -1 ? 6 : precision;
                int exp = d.round(prec + 1);
                StringBuilder mant = d.scientific(prec);
                addZeros(mant, prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                String e = value == 0.0 ? "+00" : expString(exp);
                int w = width == -1 ? -1 : adjustWidth(width - e.length() - 1, neg);
                magnitude(sb, mant, 0, w);
                sb.append(has(UPPER) ? 'E' : 'e').append(e);
            } else if (c == 'f') {
                int prec = precision == -1 ? 6 : precision;
                int exp = d.round(d.decExp + prec);
                StringBuilder mant = d.decimal(prec, exp);
                addZeros(mant, prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                magnitude(sb, mant, 0, width == -1 ? -1 : adjustWidth(width, neg));
            } else {
                int prec = precision == -1 ? 6 : precision == 0 ? 1 : precision;
                StringBuilder mant;
                String e = null;
                if (value == 0.0) {
                    mant = new StringBuilder("0");
                    prec -= 1;
                } else {
                    int exp = d.round(prec);
                    if (exp - 1 < -4 || exp - 1 >= prec) {
                        mant = d.scientific(prec - 1);
                        e = expString(exp);
                        prec -= 1;
                    } else {
                        mant = d.decimal(prec - exp, exp);
                        prec -= exp;
                    }
                }
                addZeros(mant, prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                int w = width;
                if (width != -1) {
                    w = e != null ? adjustWidth(width - e.length() - 1, neg) : adjustWidth(width, neg);
                }
                magnitude(sb, mant, 0, w);
                if (e != null) {
                    sb.append(has(UPPER) ? 'E' : 'e').append(e);
                }
            }
        }

        /* Exponent of a value 0.d1d2... * 10^exp written as d1.d2... e+NN. */
        private String expString(int exp) {
            int e = exp - 1;
            char sign = e < 0 ? '-' : '+';
            e = Math.abs(e);
            return e <= 9 ? sign + "0" + e : sign + Integer.toString(e);
        }

        /* Pads the fraction with zeros to prec digits, adding the '.'. */
        private void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i = 0;
            while (i < len && sb.charAt(i) != '.') {
                i++;
            }
            boolean needDot = i == len;
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec >= prec) {
                return;
            }
            if (needDot) {
                sb.append('.');
            }
            zeros(sb, prec - outPrec);
        }

        private void printHex(StringBuilder sb, double value, boolean neg) {
            if (precision != -1) {
                throw new UnsupportedOperationException(
                    "Formatter: %a with a precision is not implemented in Lantern");
            }
            long bits = Double.doubleToLongBits(value);
            int exp = (int) ((bits >>> 52) & 0x7ff);
            long frac = bits & 0xfffffffffffffL;
            String s;
            if (value == 0.0) {
                s = "0x0.0p0";
            } else {
                String hex = Long.toHexString(frac | (1L << 52)).substring(1);
                int end = hex.length();
                while (end > 1 && hex.charAt(end - 1) == '0') {
                    end--;
                }
                hex = hex.substring(0, end);
                s = exp == 0 ? "0x0." + hex + "p-1022" : "0x1." + hex + "p" + (exp - 1023);
            }
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            int w = width;
            if (width != -1) {
                w = adjustWidth(width, neg);
            }
            if (has(ZERO)) {
                sb.append(s, 0, 2);
                zeros(sb, w - s.length() - sb.length());
                sb.append(s, 2, s.length());
            } else {
                sb.append(s);
            }
        }

        /* -------- BigDecimal: exact HALF_UP rounding of its value -------- */

        private void printBigDecimal(BigDecimal value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() == -1;
            BigDecimal v = value.abs();
            leadingSign(sb, neg);
            if (c == 'f') {
                int prec = precision == -1 ? 6 : precision;
                StringBuilder mant = new StringBuilder(v.setScale(prec, RoundingMode.HALF_UP).toPlainString());
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                magnitude(sb, mant, 0, width == -1 ? -1 : adjustWidth(width, neg));
            } else if (c == 'e' || c == 'g') {
                int prec = precision == -1 ? 6 : precision;
                if (c == 'g' && prec == 0) {
                    prec = 1;
                }
                int sig = c == 'e' ? prec + 1 : prec;
                String digits;
                int exp;
                if (v.signum() == 0) {
                    digits = "0";
                    exp = 1;
                } else {
                    // round to sig significant digits, HALF_UP
                    int adj = v.precision() - v.scale();
                    BigDecimal r = v.setScale(sig - adj, RoundingMode.HALF_UP);
                    if (r.precision() > sig) {
                        adj++;
                        r = v.setScale(sig - adj, RoundingMode.HALF_UP);
                    }
                    digits = r.unscaledValue().toString();
                    exp = adj;
                }
                Digits d = new Digits(digits, exp);
                if (c == 'g' && !(exp - 1 < -4 || exp - 1 >= prec)) {
                    StringBuilder mant = d.decimal(prec - exp, exp);
                    addZeros(mant, prec - exp);
                    magnitude(sb, mant, 0, width == -1 ? -1 : adjustWidth(width, neg));
                } else {
                    int fp = c == 'e' ? prec : prec - 1;
                    StringBuilder mant = d.scientific(fp);
                    addZeros(mant, fp);
                    if (has(ALT) && fp == 0) {
                        mant.append('.');
                    }
                    String e = v.signum() == 0 ? "+00" : expString(exp);
                    int w = width == -1 ? -1 : adjustWidth(width - e.length() - 1, neg);
                    magnitude(sb, mant, 0, w);
                    sb.append(has(UPPER) ? 'E' : 'e').append(e);
                }
            } else {
                throw failConversion(value);
            }
            trailingSign(sb, neg);
            appendJustified(sb);
        }
    }

    /*
     * A non-negative decimal 0.d1d2...dn * 10^decExp with the digits of
     * Double.toString, and the JDK's HALF_UP rounding on those digits.
     */
    private static final class Digits {
        char[] digits;
        int n;
        int decExp;

        Digits(String ds, int decExp) {
            digits = ds.toCharArray();
            n = digits.length;
            this.decExp = decExp;
        }

        Digits(double v) {
            String s = Double.toString(v);
            int ePos = s.indexOf('E');
            int exp10 = 0;
            String mant = s;
            if (ePos >= 0) {
                exp10 = Integer.parseInt(s.substring(ePos + 1));
                mant = s.substring(0, ePos);
            }
            int dot = mant.indexOf('.');
            char[] buf = new char[mant.length()];
            int len = 0;
            int firstNonZero = -1;
            int intDigits = dot;
            for (int i = 0; i < mant.length(); i++) {
                char ch = mant.charAt(i);
                if (ch == '.') {
                    continue;
                }
                if (firstNonZero < 0) {
                    if (ch == '0') {
                        intDigits--;
                        continue;
                    }
                    firstNonZero = i;
                }
                buf[len++] = ch;
            }
            while (len > 1 && buf[len - 1] == '0') {
                len--;
            }
            if (len == 0) {
                buf[0] = '0';
                len = 1;
                decExp = 0;
            } else {
                decExp = intDigits + exp10;
            }
            digits = buf;
            n = len;
        }

        /* Keeps prec leading digits, rounding HALF_UP; returns the exponent. */
        int round(int prec) {
            if (prec >= n || prec < 0) {
                return decExp;
            }
            if (prec == 0) {
                if (digits[0] >= '5') {
                    digits[0] = '1';
                    Arrays.fill(digits, 1, n, '0');
                    return decExp + 1;
                }
                Arrays.fill(digits, 0, n, '0');
                return decExp;
            }
            if (digits[prec] >= '5') {
                int i = prec - 1;
                while (i >= 0 && digits[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    digits[0] = '1';
                    Arrays.fill(digits, 1, n, '0');
                    return decExp + 1;
                }
                digits[i]++;
                Arrays.fill(digits, i + 1, n, '0');
            } else {
                Arrays.fill(digits, prec, n, '0');
            }
            return decExp;
        }

        StringBuilder decimal(int precision, int exp) {
            StringBuilder sb = new StringBuilder();
            if (exp > 0) {
                if (n < exp) {
                    sb.append(digits, 0, n);
                    for (int i = n; i < exp; i++) {
                        sb.append('0');
                    }
                } else {
                    int t = Math.min(n - exp, precision);
                    sb.append(digits, 0, exp);
                    if (t > 0) {
                        sb.append('.').append(digits, exp, t);
                    }
                }
            } else {
                int zeros = Math.max(0, Math.min(-exp, precision));
                int t = Math.max(0, Math.min(n, precision + exp));
                if (zeros > 0 || t > 0) {
                    sb.append("0.");
                    for (int i = 0; i < zeros; i++) {
                        sb.append('0');
                    }
                    sb.append(digits, 0, t);
                } else {
                    sb.append('0');
                }
            }
            return sb;
        }

        StringBuilder scientific(int precision) {
            StringBuilder sb = new StringBuilder();
            int t = Math.max(0, Math.min(n - 1, precision));
            sb.append(digits[0]);
            if (t > 0) {
                sb.append('.').append(digits, 1, t);
            }
            return sb;
        }
    }
}
