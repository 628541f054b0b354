/*
 * java.util.Scanner: tokens separated by a delimiter (whitespace by
 * default), read from a String, a File, an InputStream or a Reader, and
 * parsed as int/long/short/byte/double/float/boolean/BigInteger/BigDecimal
 * with the JDK's US-locale syntax (sign, grouping ',' in threes, '.').
 *
 * Input is read in chunks into `buf`; [pos, buf.length()) is unread.  A
 * token is complete once a delimiter follows it or the source is at end,
 * so reading from an interactive System.in stops at the end of each line.
 * hasNext* never consume input; a next* that fails with
 * InputMismatchException leaves the token in place, as on the JDK.
 * Locale changes are ignored; radixes other than 10 are supported for the
 * integer types.
 */
package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

public final class Scanner implements Iterator<String>, Closeable {
    private static final Pattern WHITESPACE = Pattern.compile("\\p{javaWhitespace}+");
    private static final Pattern DECIMAL = Pattern.compile(
        "[-+]?((\\d++|\\d{1,3}(,\\d{3})++)(\\.\\d*+)?|\\.\\d++)([eE][-+]?\\d++)?|[-+]?(NaN|Infinity)");
    private static final Pattern BOOLEAN = Pattern.compile("true|false", Pattern.CASE_INSENSITIVE);
    private static final Pattern LINE_SEPARATOR = Pattern.compile("\r\n|[\n\r\u2028\u2029\u0085]");

    private Reader source;
    private final StringBuilder buf = new StringBuilder();
    private int pos;
    private boolean eof;
    private boolean closed;
    private Pattern delim = WHITESPACE;
    private int radix = 10;
    private Locale locale = Locale.US;
    private IOException lastException;
    private MatchResult lastMatch;

    public Scanner(String source) {
        this.source = new StringReader(source);
    }

    public Scanner(InputStream source) {
        this.source = new InputStreamReader(Objects.requireNonNull(source, "source"));
    }

    public Scanner(InputStream source, String charsetName) {
        try {
            this.source = new InputStreamReader(Objects.requireNonNull(source, "source"),
                Objects.requireNonNull(charsetName, "charsetName"));
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    public Scanner(File source) throws FileNotFoundException {
        this.source = new InputStreamReader(new FileInputStream(source));
    }

    public Scanner(Reader source) {
        this.source = Objects.requireNonNull(source, "source");
    }

    /* ---- input ---- */

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /* Drops consumed input; only between operations, as callers hold indexes into buf. */
    private void compact() {
        if (pos > 8192 && pos * 2 > buf.length()) {
            buf.delete(0, pos);
            pos = 0;
        }
    }

    /* Reads one more chunk; false at end of input. */
    private boolean readMore() {
        if (eof) {
            return false;
        }
        char[] cb = new char[4096];
        int n;
        try {
            n = source.read(cb, 0, cb.length);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        buf.append(cb, 0, n);
        return true;
    }

    private boolean isDefaultDelim() {
        return delim == WHITESPACE;
    }

    /* Start of the next token after pos, or -1 at end of input; consumes nothing. */
    private int tokenStart() {
        int i = pos;
        if (isDefaultDelim()) {
            for (;;) {
                while (i < buf.length() && Character.isWhitespace(buf.charAt(i))) {
                    i++;
                }
                if (i < buf.length()) {
                    return i;
                }
                if (!readMore()) {
                    return -1;
                }
            }
        }
        for (;;) {
            Matcher m = delim.matcher(buf);
            m.region(i, buf.length());
            if (m.lookingAt()) {
                if (m.end() == buf.length() && !eof) {
                    readMore();
                    continue;
                }
                i = m.end();
            }
            if (i < buf.length()) {
                return i;
            }
            if (eof) {
                return -1;
            }
            readMore();
        }
    }

    /* End of the token starting at start (reads until a delimiter or the end). */
    private int tokenEnd(int start) {
        if (isDefaultDelim()) {
            int i = start;
            for (;;) {
                while (i < buf.length() && !Character.isWhitespace(buf.charAt(i))) {
                    i++;
                }
                if (i < buf.length() || !readMore()) {
                    return i;
                }
            }
        }
        for (;;) {
            Matcher m = delim.matcher(buf);
            m.region(start, buf.length());
            while (m.find()) {
                if (m.end() > m.start() || m.start() > start) {
                    if (m.end() < buf.length() || eof) {
                        return m.start();
                    }
                    break;
                }
            }
            if (eof) {
                return buf.length();
            }
            readMore();
        }
    }

    /* The next token without consuming it, or null at end of input. */
    private String peekToken() {
        ensureOpen();
        int s = tokenStart();
        if (s < 0) {
            return null;
        }
        return buf.substring(s, tokenEnd(s));
    }

    private String takeToken() {
        ensureOpen();
        int s = tokenStart();
        if (s < 0) {
            throw new NoSuchElementException();
        }
        int e = tokenEnd(s);
        pos = e;
        String t = buf.substring(s, e);
        compact();
        return t;
    }

    private void consumeToken() {
        takeToken();
    }

    /* ---- tokens ---- */

    @Override
    public boolean hasNext() {
        return peekToken() != null;
    }

    @Override
    public String next() {
        return takeToken();
    }

    @Override
    public void remove() {
        throw new UnsupportedOperationException();
    }

    /* Lazy over this scanner's remaining tokens. */
    public Stream<String> tokens() {
        ensureOpen();
        final Scanner self = this;
        return StreamSupport.stream(new Iterable<String>() {
            @Override
            public Iterator<String> iterator() {
                return self;
            }
        });
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        String t = peekToken();
        return t != null && pattern.matcher(t).matches();
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public String next(Pattern pattern) {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!pattern.matcher(t).matches()) {
            throw new InputMismatchException();
        }
        consumeToken();
        return t;
    }

    public boolean hasNextLine() {
        ensureOpen();
        return pos < buf.length() || readMore();
    }

    private static boolean isLineEnd(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }

    public String nextLine() {
        ensureOpen();
        int i = pos;
        for (;;) {
            int len = buf.length();
            while (i < len && !isLineEnd(buf.charAt(i))) {
                i++;
            }
            if (i < len) {
                char c = buf.charAt(i);
                if (c == '\r' && i + 1 == len && !eof) {
                    readMore();     // a \n may follow
                    continue;
                }
                String line = buf.substring(pos, i);
                int end = i + 1;
                if (c == '\r' && end < buf.length() && buf.charAt(end) == '\n') {
                    end++;
                }
                pos = end;
                compact();
                return line;
            }
            if (eof) {
                if (pos >= len) {
                    throw new NoSuchElementException("No line found");
                }
                String line = buf.substring(pos);
                pos = len;
                return line;
            }
            readMore();
        }
    }

    /* ---- numbers ---- */

    private String integerText(String t, int radix) {
        if (t == null) {
            return null;
        }
        int i = 0;
        int n = t.length();
        if (n > 0 && (t.charAt(0) == '-' || t.charAt(0) == '+')) {
            i = 1;
        }
        if (i == n) {
            return null;
        }
        boolean grouped = t.indexOf(',') >= 0;
        if (grouped) {
            if (radix != 10) {
                return null;
            }
            // \d{1,3}(,\d{3})+
            int first = t.indexOf(',', i);
            if (first - i < 1 || first - i > 3) {
                return null;
            }
            for (int k = i; k < n; k++) {
                char c = t.charAt(k);
                boolean comma = k >= first && (k - first) % 4 == 0;
                if (comma ? c != ',' : !Character.isDigit(c)) {
                    return null;
                }
            }
            if ((n - first) % 4 != 0) {
                return null;
            }
            return t.replace(",", "");
        }
        for (int k = i; k < n; k++) {
            if (Character.digit(t.charAt(k), radix) < 0) {
                return null;
            }
        }
        return t;
    }

    private long parseIntegral(String t, int radix, long min, long max, boolean take) {
        String s = integerText(t, radix);
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (s == null) {
            throw new InputMismatchException();
        }
        long v;
        try {
            v = Long.parseLong(s, radix);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        if (v < min || v > max) {
            String msg = "Value out of range. Value:\"" + s + "\" Radix:" + radix;
            throw new InputMismatchException(msg);
        }
        if (take) {
            consumeToken();
        }
        return v;
    }

    private boolean hasIntegral(int radix, long min, long max) {
        try {
            parseIntegral(peekToken(), radix, min, max, false);
            return true;
        } catch (NoSuchElementException e) {
            return false;
        }
    }

    public boolean hasNextInt() {
        return hasIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public boolean hasNextInt(int radix) {
        return hasIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        String t = peekToken();
        String s = integerText(t, radix);
        if (s != null) {
            try {
                int v = Integer.parseInt(s, radix);
                consumeToken();
                return v;
            } catch (NumberFormatException e) {
                throw new InputMismatchException(e.getMessage());
            }
        }
        return (int) parseIntegral(t, radix, Integer.MIN_VALUE, Integer.MAX_VALUE, true);
    }

    public boolean hasNextLong() {
        return hasIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public long nextLong() {
        return parseIntegral(peekToken(), radix, Long.MIN_VALUE, Long.MAX_VALUE, true);
    }

    public long nextLong(int radix) {
        return parseIntegral(peekToken(), radix, Long.MIN_VALUE, Long.MAX_VALUE, true);
    }

    public boolean hasNextShort() {
        return hasIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public short nextShort() {
        return (short) parseIntegral(peekToken(), radix, Short.MIN_VALUE, Short.MAX_VALUE, true);
    }

    public boolean hasNextByte() {
        return hasIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public byte nextByte() {
        return (byte) parseIntegral(peekToken(), radix, Byte.MIN_VALUE, Byte.MAX_VALUE, true);
    }

    public boolean hasNextBigInteger() {
        String t = peekToken();
        return t != null && integerText(t, radix) != null;
    }

    public BigInteger nextBigInteger() {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = integerText(t, radix);
        if (s == null) {
            throw new InputMismatchException();
        }
        consumeToken();
        return new BigInteger(s.startsWith("+") ? s.substring(1) : s, radix);
    }

    private String decimalText(String t) {
        if (t == null || !DECIMAL.matcher(t).matches()) {
            return null;
        }
        return t.replace(",", "");
    }

    public boolean hasNextDouble() {
        return decimalText(peekToken()) != null;
    }

    public double nextDouble() {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = decimalText(t);
        if (s == null) {
            throw new InputMismatchException();
        }
        double v;
        try {
            v = Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        consumeToken();
        return v;
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = decimalText(t);
        if (s == null) {
            throw new InputMismatchException();
        }
        float v;
        try {
            v = Float.parseFloat(s);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        consumeToken();
        return v;
    }

    public boolean hasNextBigDecimal() {
        String s = decimalText(peekToken());
        return s != null && !s.endsWith("NaN") && !s.endsWith("Infinity");
    }

    public BigDecimal nextBigDecimal() {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = decimalText(t);
        if (s == null || s.endsWith("NaN") || s.endsWith("Infinity")) {
            throw new InputMismatchException();
        }
        consumeToken();
        return new BigDecimal(s.startsWith("+") ? s.substring(1) : s);
    }

    public boolean hasNextBoolean() {
        String t = peekToken();
        return t != null && BOOLEAN.matcher(t).matches();
    }

    public boolean nextBoolean() {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!BOOLEAN.matcher(t).matches()) {
            throw new InputMismatchException();
        }
        consumeToken();
        return Boolean.parseBoolean(t);
    }

    /* ---- patterns ignoring delimiters ---- */

    private void readAll() {
        while (readMore()) {
            // keep reading
        }
    }

    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    public String findInLine(Pattern pattern) {
        ensureOpen();
        Objects.requireNonNull(pattern);
        int lineEnd;
        for (;;) {
            Matcher ls = LINE_SEPARATOR.matcher(buf);
            ls.region(pos, buf.length());
            if (ls.find()) {
                lineEnd = ls.start();
                break;
            }
            if (!readMore()) {
                lineEnd = buf.length();
                break;
            }
        }
        if (lineEnd == pos) {
            return null;
        }
        Matcher m = pattern.matcher(buf);
        m.region(pos, lineEnd);
        if (m.find()) {
            lastMatch = m.toMatchResult();
            pos = m.end();
            return m.group();
        }
        lastMatch = null;
        return null;
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(Pattern.compile(pattern), horizon);
    }

    public String findWithinHorizon(Pattern pattern, int horizon) {
        ensureOpen();
        Objects.requireNonNull(pattern);
        if (horizon < 0) {
            throw new IllegalArgumentException("horizon < 0");
        }
        readAll();
        int end = horizon == 0 ? buf.length() : Math.min(buf.length(), pos + horizon);
        Matcher m = pattern.matcher(buf);
        m.region(pos, end);
        if (m.find()) {
            lastMatch = m.toMatchResult();
            pos = m.end();
            return m.group();
        }
        lastMatch = null;
        return null;
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    public Scanner skip(Pattern pattern) {
        ensureOpen();
        readAll();
        Matcher m = pattern.matcher(buf);
        m.region(pos, buf.length());
        if (!m.lookingAt()) {
            throw new NoSuchElementException();
        }
        lastMatch = m.toMatchResult();
        pos = m.end();
        return this;
    }

    public MatchResult match() {
        if (lastMatch == null) {
            throw new IllegalStateException("No match result available");
        }
        return lastMatch;
    }

    /* ---- settings ---- */

    public Pattern delimiter() {
        return delim;
    }

    public Scanner useDelimiter(String pattern) {
        delim = Pattern.compile(pattern);
        return this;
    }

    public Scanner useDelimiter(Pattern pattern) {
        delim = pattern;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public Locale locale() {
        return locale;
    }

    public Scanner useLocale(Locale locale) {
        this.locale = locale;
        return this;
    }

    public Scanner reset() {
        delim = WHITESPACE;
        radix = 10;
        locale = Locale.US;
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            source.close();
        } catch (IOException e) {
            lastException = e;
        }
        closed = true;
    }

    @Override
    public String toString() {
        return "java.util.Scanner[delimiters=" + delim + "][position=" + pos + "][match valid="
            + (lastMatch != null) + "][need input=false][source closed=" + eof
            + "][skipped=false][group separator=\\x{2c}][decimal separator=\\x{2e}]"
            + "[positive prefix=][negative prefix=\\Q-\\E][positive suffix=][negative suffix=]"
            + "[NaN string=\\QNaN\\E][infinity string=\\Q\u221e\\E]";
    }
}
