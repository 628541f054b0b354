/*
 * java.text.DecimalFormat: patterns with prefix/suffix, '#', '0', grouping,
 * fraction digits, scientific and engineering exponents, '%', per-mille and
 * currency, and a negative subpattern.
 *
 * Rounding matches the JDK: a double's digits are those of its shortest
 * representation (Double.toString) whenever they fit; when they must be cut,
 * the HALF_* modes round the exact binary value (BigDecimal(double)) while
 * UP/DOWN/CEILING/FLOOR look at the shortest digits only, as JDK 17 does.
 */
package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

public class DecimalFormat extends NumberFormat {
    private static final int MAX_INT = Integer.MAX_VALUE;

    private DecimalFormatSymbols symbols;
    private String posPrefixPattern = "", posSuffixPattern = "";
    private String negPrefixPattern, negSuffixPattern;
    private String positivePrefix = "", positiveSuffix = "", negativePrefix = "-", negativeSuffix = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponentialNotation;
    private int minExponentDigits;
    private boolean parseBigDecimal;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean currency;

    public DecimalFormat() {
        this("#,##0.###", DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern) {
        this(pattern, DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    /* ------------------------------------------------------------------ */
    /* Patterns                                                            */
    /* ------------------------------------------------------------------ */

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public void applyPattern(String pattern) {
        int n = pattern.length();
        int[] pos = {0};
        StringBuilder prefix = new StringBuilder();
        StringBuilder suffix = new StringBuilder();
        readAffix(pattern, pos, prefix, true);
        // number part
        int zeros = 0, leftHash = 0, rightHash = 0, fracZeros = 0;
        int groupingCount = -1;
        int decimalPos = -1;
        int expDigits = -1;
        int digitTotal = 0;
        boolean seenZero = false;
        int i = pos[0];
        for (; i < n; i++) {
            char c = pattern.charAt(i);
            if (c == '#') {
                if (decimalPos < 0) {
                    if (seenZero) {
                        throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                    }
                    leftHash++;
                } else {
                    rightHash++;
                }
                if (groupingCount >= 0 && decimalPos < 0) {
                    groupingCount++;
                }
                digitTotal++;
            } else if (c == '0') {
                if (decimalPos < 0) {
                    zeros++;
                    seenZero = true;
                } else {
                    if (rightHash > 0) {
                        throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                    }
                    fracZeros++;
                }
                if (groupingCount >= 0 && decimalPos < 0) {
                    groupingCount++;
                }
                digitTotal++;
            } else if (c == ',') {
                if (decimalPos >= 0) {
                    throw new IllegalArgumentException("Malformed pattern \"" + pattern + '"');
                }
                groupingCount = 0;
            } else if (c == '.') {
                if (decimalPos >= 0) {
                    throw new IllegalArgumentException("Multiple decimal separators in pattern \""
                                                       + pattern + '"');
                }
                decimalPos = digitTotal;
            } else if (c == 'E') {
                int j = i + 1;
                int ed = 0;
                while (j < n && pattern.charAt(j) == '0') {
                    ed++;
                    j++;
                }
                if (ed == 0 || digitTotal == 0) {
                    throw new IllegalArgumentException("Malformed exponential pattern \"" + pattern + '"');
                }
                expDigits = ed;
                i = j;
                break;
            } else {
                break;
            }
        }
        pos[0] = i;
        readAffix(pattern, pos, suffix, false);
        String negPre = null, negSuf = null;
        if (pos[0] < n && pattern.charAt(pos[0]) == ';') {
            pos[0]++;
            StringBuilder np = new StringBuilder();
            StringBuilder ns = new StringBuilder();
            readAffix(pattern, pos, np, true);
            while (pos[0] < n && "#0,.E".indexOf(pattern.charAt(pos[0])) >= 0) {
                pos[0]++;
            }
            readAffix(pattern, pos, ns, false);
            negPre = np.toString();
            negSuf = ns.toString();
        }
        if (zeros == 0 && leftHash > 0 && decimalPos >= 0) {
            // "#.##" and "#." get one integer zero, as the JDK's
            zeros = 1;
            leftHash--;
        }
        posPrefixPattern = prefix.toString();
        posSuffixPattern = suffix.toString();
        negPrefixPattern = negPre;
        negSuffixPattern = negSuf;
        useExponentialNotation = expDigits > 0;
        minExponentDigits = useExponentialNotation ? expDigits : 0;
        int minInt = zeros;
        int minFrac = fracZeros;
        int maxFrac = fracZeros + rightHash;
        groupingSize = groupingCount > 0 ? groupingCount : 0;
        super.setGroupingUsed(groupingCount > 0);
        decimalSeparatorAlwaysShown = decimalPos >= 0 && maxFrac == 0 && digitTotal > 0
            && decimalPos == digitTotal;
        if (useExponentialNotation) {
            super.setMaximumIntegerDigits(minInt + leftHash);
        } else {
            super.setMaximumIntegerDigits(MAX_INT);
        }
        super.setMinimumIntegerDigits(minInt);
        super.setMaximumFractionDigits(maxFrac);
        super.setMinimumFractionDigits(minFrac);
        expandAffixes();
    }

    /** Reads affix pattern text up to the number part (prefix) or ';' (suffix), keeping quotes. */
    private static void readAffix(String p, int[] pos, StringBuilder out, boolean prefix) {
        int n = p.length();
        int i = pos[0];
        while (i < n) {
            char c = p.charAt(i);
            if (c == '\'') {
                // copy the quoted run verbatim ('' inside stays doubled)
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw new IllegalArgumentException("Unterminated quote");
                    }
                    if (p.charAt(j) == '\'') {
                        if (j + 1 < n && p.charAt(j + 1) == '\'' && j != i + 1) {
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    j++;
                }
                out.append(p, i, j + 1);
                i = j + 1;
                continue;
            }
            if (prefix && "#0,.".indexOf(c) >= 0) {
                break;
            }
            if (!prefix && c == ';') {
                break;
            }
            out.append(c);
            i++;
        }
        pos[0] = i;
    }

    private void expandAffixes() {
        currency = posPrefixPattern.indexOf('\u00a4') >= 0 || posSuffixPattern.indexOf('\u00a4') >= 0;
        multiplier = 1;
        positivePrefix = expand(posPrefixPattern);
        positiveSuffix = expand(posSuffixPattern);
        if (negPrefixPattern != null) {
            negativePrefix = expand(negPrefixPattern);
            negativeSuffix = expand(negSuffixPattern);
        } else {
            negativePrefix = symbols.getMinusSign() + positivePrefix;
            negativeSuffix = positiveSuffix;
        }
    }

    private String expand(String pat) {
        StringBuilder sb = new StringBuilder();
        int n = pat.length();
        for (int i = 0; i < n; i++) {
            char c = pat.charAt(i);
            if (c == '\'') {
                int j = i + 1;
                while (j < n) {
                    char d = pat.charAt(j);
                    if (d == '\'') {
                        if (j + 1 < n && pat.charAt(j + 1) == '\'') {
                            sb.append('\'');
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    sb.append(d);
                    j++;
                }
                if (j == i + 1) {
                    // '' outside quotes
                    sb.append('\'');
                    j = i + 1;
                }
                i = j;
                continue;
            }
            switch (c) {
                case '%':
                    sb.append(symbols.getPercent());
                    multiplier = 100;
                    break;
                case '\u2030':
                    sb.append(symbols.getPerMill());
                    multiplier = 1000;
                    break;
                case '\u00a4':
                    if (i + 1 < n && pat.charAt(i + 1) == '\u00a4') {
                        sb.append(symbols.getInternationalCurrencySymbol());
                        i++;
                    } else {
                        sb.append(symbols.getCurrencySymbol());
                    }
                    break;
                case '-':
                    sb.append(symbols.getMinusSign());
                    break;
                default:
                    sb.append(c);
            }
        }
        return sb.toString();
    }

    /** An affix pattern as the JDK's toPattern prints it: quotes only around special characters. */
    private static String requote(String pat) {
        StringBuilder sb = new StringBuilder();
        int n = pat.length();
        for (int i = 0; i < n; i++) {
            char c = pat.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && pat.charAt(i + 1) == '\'') {
                    sb.append("''");
                    i++;
                    continue;
                }
                int j = i + 1;
                while (j < n) {
                    char d = pat.charAt(j);
                    if (d == '\'') {
                        if (j + 1 < n && pat.charAt(j + 1) == '\'') {
                            sb.append("''");
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    if ("#0123456789,.;E%\u2030\u00a4-".indexOf(d) >= 0) {
                        sb.append('\'').append(d).append('\'');
                    } else {
                        sb.append(d);
                    }
                    j++;
                }
                i = j;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ("#0123456789,.;E%\u2030\u00a4-".indexOf(c) >= 0) {
                sb.append('\'').append(c).append('\'');
            } else if (c == '\'') {
                sb.append("''");
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        String pp = posPrefixPattern != null ? requote(posPrefixPattern) : quote(positivePrefix);
        String ps = posSuffixPattern != null ? requote(posSuffixPattern) : quote(positiveSuffix);
        sb.append(pp);
        appendNumberPattern(sb);
        sb.append(ps);
        String np, ns;
        if (negPrefixPattern != null) {
            np = requote(negPrefixPattern);
            ns = requote(negSuffixPattern);
        } else if (negativePrefix.equals(symbols.getMinusSign() + positivePrefix)
                   && negativeSuffix.equals(positiveSuffix)) {
            return sb.toString();
        } else {
            np = quote(negativePrefix);
            ns = quote(negativeSuffix);
        }
        if (np.equals("-" + pp) && ns.equals(ps)) {
            return sb.toString();
        }
        sb.append(';').append(np);
        appendNumberPattern(sb);
        sb.append(ns);
        return sb.toString();
    }

    public String toLocalizedPattern() {
        return toPattern();
    }

    private void appendNumberPattern(StringBuilder sb) {
        int minInt = getMinimumIntegerDigits();
        int count = useExponentialNotation ? getMaximumIntegerDigits()
            : Math.max(groupingSize, minInt) + 1;
        for (int i = count; i > 0; i--) {
            if (i != count && isGroupingUsed() && groupingSize != 0 && i % groupingSize == 0) {
                sb.append(',');
            }
            sb.append(i <= minInt ? '0' : '#');
        }
        if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) {
            sb.append('.');
        }
        for (int i = 0; i < getMaximumFractionDigits(); i++) {
            sb.append(i < getMinimumFractionDigits() ? '0' : '#');
        }
        if (useExponentialNotation) {
            sb.append('E');
            for (int i = 0; i < minExponentDigits; i++) {
                sb.append('0');
            }
        }
    }

    /* ------------------------------------------------------------------ */
    /* Formatting                                                          */
    /* ------------------------------------------------------------------ */

    public final StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof BigDecimal) {
            BigDecimal b = (BigDecimal) number;
            if (multiplier != 1) {
                b = b.multiply(BigDecimal.valueOf(multiplier));
            }
            return formatDecimal(b.signum() < 0, b.abs(), b.abs(), false, toAppendTo, pos);
        }
        if (number instanceof BigInteger && ((BigInteger) number).bitLength() >= 64) {
            BigDecimal b = new BigDecimal((BigInteger) number);
            if (multiplier != 1) {
                b = b.multiply(BigDecimal.valueOf(multiplier));
            }
            return formatDecimal(b.signum() < 0, b.abs(), b.abs(), false, toAppendTo, pos);
        }
        return super.format(number, toAppendTo, pos);
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        if (Double.isNaN(number)) {
            int b = result.length();
            result.append(symbols.getNaN());
            fieldPosition.found(INTEGER_FIELD, NumberFormat.Field.INTEGER, b, result.length());
            return result;
        }
        boolean neg = number < 0.0 || (number == 0.0 && 1 / number < 0.0);
        if (multiplier != 1) {
            number *= multiplier;
        }
        if (Double.isInfinite(number)) {
            result.append(neg ? negativePrefix : positivePrefix);
            int b = result.length();
            result.append(symbols.getInfinity());
            fieldPosition.found(INTEGER_FIELD, NumberFormat.Field.INTEGER, b, result.length());
            result.append(neg ? negativeSuffix : positiveSuffix);
            return result;
        }
        double abs = Math.abs(number);
        BigDecimal shortest = new BigDecimal(Double.toString(abs));
        // the exact binary value is built only when a HALF_* mode must cut digits (roundTo)
        BigDecimal exact = null;
        pendingExact = abs;
        // the JDK converts integral doubles below 2^63 without marking them exact,
        // so its HALF_* modes round their ties up (seen in exponential patterns)
        boolean integral = abs < 9.223372036854775807E18 && abs == Math.rint(abs);
        return formatDecimal(neg, exact, shortest, integral, result, fieldPosition);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        BigDecimal b = BigDecimal.valueOf(number);
        if (multiplier != 1) {
            b = b.multiply(BigDecimal.valueOf(multiplier));
        }
        BigDecimal a = b.abs();
        return formatDecimal(number < 0, a, a, false, result, fieldPosition);
    }

    /** The double being formatted, for roundTo to build its exact value on demand. */
    private double pendingExact;

    /** The rounding mode applied to the magnitude (CEILING and FLOOR swap for negatives). */
    private RoundingMode mode;

    private boolean halfMode() {
        return mode == RoundingMode.HALF_EVEN || mode == RoundingMode.HALF_UP || mode == RoundingMode.HALF_DOWN;
    }

    private BigDecimal roundTo(BigDecimal exact, BigDecimal shortest, int scale, boolean tieUp) {
        if (shortest.scale() <= scale) {
            return shortest;
        }
        if (tieUp && halfMode()) {
            return shortest.setScale(scale, RoundingMode.HALF_UP);
        }
        if (mode == RoundingMode.UNNECESSARY) {
            throw new ArithmeticException("Rounding needed with the rounding mode being set to "
                                          + "RoundingMode.UNNECESSARY");
        }
        if (halfMode() && exact == null) {
            exact = new BigDecimal(pendingExact);
        }
        return (halfMode() ? exact : shortest).setScale(scale, mode);
    }

    private static int exp10(BigDecimal v) {
        return v.precision() - v.scale() - 1;
    }

    private StringBuffer formatDecimal(boolean neg, BigDecimal exact, BigDecimal shortest, boolean tieUp,
                                       StringBuffer sb, FieldPosition fp) {
        mode = roundingMode;
        if (neg && mode == RoundingMode.CEILING) {
            mode = RoundingMode.FLOOR;
        } else if (neg && mode == RoundingMode.FLOOR) {
            mode = RoundingMode.CEILING;
        }
        sb.append(neg ? negativePrefix : positivePrefix);
        int begin = sb.length();
        if (useExponentialNotation) {
            formatExponential(exact, shortest, tieUp, sb, fp);
        } else {
            formatFixed(exact, shortest, tieUp, sb, fp);
        }
        if (fp.getField() == INTEGER_FIELD && fp.getBeginIndex() == 0 && fp.getEndIndex() == 0) {
            fp.found(INTEGER_FIELD, NumberFormat.Field.INTEGER, begin, begin);
        }
        sb.append(neg ? negativeSuffix : positiveSuffix);
        return sb;
    }

    private char decimalSeparator() {
        return currency ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
    }

    private void appendDigits(StringBuffer sb, String digits) {
        char zero = symbols.getZeroDigit();
        for (int i = 0; i < digits.length(); i++) {
            sb.append((char) (digits.charAt(i) - '0' + zero));
        }
    }

    private void formatFixed(BigDecimal exact, BigDecimal shortest, boolean tieUp, StringBuffer sb,
                             FieldPosition fp) {
        BigDecimal r;
        if (shortest.signum() != 0 && exp10(shortest) < -getMaximumFractionDigits() - 1) {
            // the JDK drops digits that start two or more places past the last one kept,
            // whatever the rounding mode
            r = BigDecimal.ZERO;
        } else {
            r = roundTo(exact, shortest, getMaximumFractionDigits(), tieUp);
        }
        String plain = r.signum() == 0 ? "0" : r.toPlainString();
        int dot = plain.indexOf('.');
        String intPart = dot < 0 ? plain : plain.substring(0, dot);
        String frac = dot < 0 ? "" : plain.substring(dot + 1);
        int minFrac = getMinimumFractionDigits();
        int end = frac.length();
        while (end > minFrac && frac.charAt(end - 1) == '0') {
            end--;
        }
        StringBuilder f = new StringBuilder(frac.substring(0, end));
        while (f.length() < minFrac) {
            f.append('0');
        }
        if (intPart.equals("0")) {
            intPart = "";
        }
        int maxInt = getMaximumIntegerDigits();
        if (intPart.length() > maxInt) {
            intPart = intPart.substring(intPart.length() - maxInt);
        }
        StringBuilder ip = new StringBuilder();
        for (int k = intPart.length(); k < getMinimumIntegerDigits(); k++) {
            ip.append('0');
        }
        ip.append(intPart);
        if (ip.length() == 0 && f.length() == 0) {
            ip.append('0');
        }
        int intBegin = sb.length();
        boolean group = isGroupingUsed() && groupingSize > 0;
        int len = ip.length();
        char zero = symbols.getZeroDigit();
        for (int k = 0; k < len; k++) {
            if (group && k > 0 && (len - k) % groupingSize == 0) {
                sb.append(symbols.getGroupingSeparator());
            }
            sb.append((char) (ip.charAt(k) - '0' + zero));
        }
        fp.found(INTEGER_FIELD, NumberFormat.Field.INTEGER, intBegin, sb.length());
        if (f.length() > 0 || decimalSeparatorAlwaysShown) {
            sb.append(decimalSeparator());
        }
        int fracBegin = sb.length();
        appendDigits(sb, f.toString());
        fp.found(FRACTION_FIELD, NumberFormat.Field.FRACTION, fracBegin, sb.length());
    }

    private void formatExponential(BigDecimal exact, BigDecimal shortest, boolean tieUp, StringBuffer sb,
                                   FieldPosition fp) {
        int minInt = getMinimumIntegerDigits();
        int maxInt = getMaximumIntegerDigits();
        int maxFrac = getMaximumFractionDigits();
        int minFrac = getMinimumFractionDigits();
        boolean eng = maxInt > minInt && maxInt > 1;
        int exponent = 0;
        String digits = "";
        int intDigits = Math.max(minInt, 1);
        if (shortest.signum() != 0) {
            int e10 = exp10(shortest);
            int sig = eng ? maxInt + maxFrac : minInt + maxFrac;
            if (sig <= 0) {
                sig = 1;
            }
            BigDecimal r = roundTo(exact, shortest, sig - 1 - e10, tieUp);
            if (r.signum() != 0) {
                BigDecimal stripped = r.stripTrailingZeros();
                e10 = exp10(stripped);
                digits = stripped.unscaledValue().toString();
                if (eng) {
                    exponent = Math.floorDiv(e10, maxInt) * maxInt;
                    intDigits = e10 - exponent + 1;
                } else {
                    exponent = e10 - (minInt > 0 ? minInt - 1 : -1);
                    intDigits = minInt;
                }
            }
        } else {
            intDigits = minInt;
        }
        // as the JDK: at least minInt + minFrac digits in all, the integer ones first
        int total = Math.max(digits.length(), minInt + minFrac);
        StringBuilder ip = new StringBuilder();
        for (int k = 0; k < intDigits; k++) {
            ip.append(k < digits.length() ? digits.charAt(k) : '0');
        }
        StringBuilder f = new StringBuilder();
        for (int k = intDigits; k < total; k++) {
            f.append(k < digits.length() ? digits.charAt(k) : '0');
        }
        if (ip.length() == 0 && f.length() == 0) {
            ip.append('0');
        }
        int intBegin = sb.length();
        appendDigits(sb, ip.toString());
        fp.found(INTEGER_FIELD, NumberFormat.Field.INTEGER, intBegin, sb.length());
        if (f.length() > 0 || decimalSeparatorAlwaysShown) {
            sb.append(decimalSeparator());
        }
        int fracBegin = sb.length();
        appendDigits(sb, f.toString());
        fp.found(FRACTION_FIELD, NumberFormat.Field.FRACTION, fracBegin, sb.length());
        sb.append(symbols.getExponentSeparator());
        if (exponent < 0) {
            sb.append(symbols.getMinusSign());
        }
        String e = Integer.toString(Math.abs(exponent));
        for (int k = e.length(); k < minExponentDigits; k++) {
            sb.append(symbols.getZeroDigit());
        }
        appendDigits(sb, e);
    }

    /* ------------------------------------------------------------------ */
    /* Parsing                                                             */
    /* ------------------------------------------------------------------ */

    public Number parse(String text, ParsePosition pos) {
        int start = pos.index;
        if (text.startsWith(symbols.getNaN(), start)) {
            pos.index = start + symbols.getNaN().length();
            return Double.NaN;
        }
        boolean gotPos = text.startsWith(positivePrefix, start);
        boolean gotNeg = text.startsWith(negativePrefix, start);
        if (gotPos && gotNeg) {
            if (positivePrefix.length() > negativePrefix.length()) {
                gotNeg = false;
            } else if (positivePrefix.length() < negativePrefix.length()) {
                gotPos = false;
            }
        }
        int p;
        if (gotPos) {
            p = start + positivePrefix.length();
        } else if (gotNeg) {
            p = start + negativePrefix.length();
        } else {
            pos.errorIndex = start;
            return null;
        }
        int n = text.length();
        StringBuilder digits = new StringBuilder();
        int scale = 0;
        boolean sawDecimal = false;
        boolean sawDigit = false;
        boolean infinite = false;
        long exponent = 0;
        char zero = symbols.getZeroDigit();
        char dec = decimalSeparator();
        char grp = symbols.getGroupingSeparator();
        int backup = -1;
        if (text.startsWith(symbols.getInfinity(), p)) {
            infinite = true;
            p += symbols.getInfinity().length();
        } else {
            while (p < n) {
                char c = text.charAt(p);
                int d = c - zero;
                if (d < 0 || d > 9) {
                    d = Character.digit(c, 10);
                }
                if (d >= 0 && d <= 9) {
                    backup = -1;
                    digits.append((char) ('0' + d));
                    sawDigit = true;
                    if (sawDecimal) {
                        scale++;
                    }
                    p++;
                } else if (c == dec && !sawDecimal && !isParseIntegerOnly()) {
                    sawDecimal = true;
                    p++;
                } else if (c == grp && isGroupingUsed() && !sawDecimal) {
                    // a separator counts only if a digit follows it
                    if (backup < 0) {
                        backup = p;
                    }
                    p++;
                } else if (text.startsWith(symbols.getExponentSeparator(), p) && sawDigit
                           && !isParseIntegerOnly()) {
                    int q = p + symbols.getExponentSeparator().length();
                    boolean eneg = false;
                    if (q < n && (text.charAt(q) == '+' || text.charAt(q) == symbols.getMinusSign())) {
                        eneg = text.charAt(q) != '+';
                        q++;
                    }
                    int es = q;
                    long ev = 0;
                    while (q < n && Character.isDigit(text.charAt(q))) {
                        if (ev < 100000000) {
                            ev = ev * 10 + Character.digit(text.charAt(q), 10);
                        }
                        q++;
                    }
                    if (q > es) {
                        exponent = eneg ? -ev : ev;
                        p = q;
                    }
                    break;
                } else {
                    break;
                }
            }
            if (backup >= 0) {
                p = backup;
            }
            if (!sawDigit) {
                pos.errorIndex = start;
                return null;
            }
        }
        // suffixes
        boolean sufPos = gotPos && text.startsWith(positiveSuffix, p);
        boolean sufNeg = gotNeg && text.startsWith(negativeSuffix, p);
        if (sufPos && sufNeg) {
            if (positiveSuffix.length() > negativeSuffix.length()) {
                sufNeg = false;
            } else if (positiveSuffix.length() < negativeSuffix.length()) {
                sufPos = false;
            }
        }
        if (!sufPos && !sufNeg) {
            pos.errorIndex = p;
            return null;
        }
        boolean neg = !sufPos;
        p += neg ? negativeSuffix.length() : positiveSuffix.length();
        pos.index = p;
        if (infinite) {
            return neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        BigDecimal v = new BigDecimal(new BigInteger(digits.toString()), scale);
        if (exponent != 0) {
            v = v.scaleByPowerOfTen((int) exponent);
        }
        if (parseBigDecimal) {
            if (multiplier != 1) {
                v = v.divide(BigDecimal.valueOf(multiplier));
            }
            return neg ? v.negate() : v;
        }
        boolean integral = v.signum() == 0 || v.stripTrailingZeros().scale() <= 0;
        boolean fits = integral && v.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0;
        if (fits && !(neg && v.signum() == 0)) {
            long l = v.longValue();
            if (multiplier == 1 || l % multiplier == 0) {
                l /= multiplier;
                return neg ? -l : l;
            }
            double dd = (double) l / multiplier;
            return neg ? -dd : dd;
        }
        double dv = Double.parseDouble(v.toString());
        if (multiplier != 1) {
            dv /= multiplier;
        }
        return neg ? -dv : dv;
    }

    /* ------------------------------------------------------------------ */
    /* Properties                                                          */
    /* ------------------------------------------------------------------ */

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String newValue) {
        positivePrefix = newValue;
        posPrefixPattern = null;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String newValue) {
        negativePrefix = newValue;
        negPrefixPattern = null;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String newValue) {
        positiveSuffix = newValue;
        posSuffixPattern = null;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String newValue) {
        negativeSuffix = newValue;
        negSuffixPattern = null;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        if (newValue < 0) {
            throw new IllegalArgumentException("newValue is negative");
        }
        if (newValue > 127) {
            throw new IllegalArgumentException("newValue exceeds the maximum grouping size of 127");
        }
        groupingSize = newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) {
        decimalSeparatorAlwaysShown = newValue;
    }

    public boolean isParseBigDecimal() {
        return parseBigDecimal;
    }

    public void setParseBigDecimal(boolean newValue) {
        parseBigDecimal = newValue;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) {
            throw new NullPointerException();
        }
        this.roundingMode = roundingMode;
    }

    public void setMaximumIntegerDigits(int newValue) {
        super.setMaximumIntegerDigits(Math.min(newValue, MAX_INT));
    }

    public void setMinimumIntegerDigits(int newValue) {
        super.setMinimumIntegerDigits(Math.min(newValue, MAX_INT));
    }

    public Object clone() {
        DecimalFormat other = (DecimalFormat) super.clone();
        other.symbols = (DecimalFormatSymbols) symbols.clone();
        return other;
    }

    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        DecimalFormat o = (DecimalFormat) obj;
        return positivePrefix.equals(o.positivePrefix) && positiveSuffix.equals(o.positiveSuffix)
            && negativePrefix.equals(o.negativePrefix) && negativeSuffix.equals(o.negativeSuffix)
            && multiplier == o.multiplier && groupingSize == o.groupingSize
            && decimalSeparatorAlwaysShown == o.decimalSeparatorAlwaysShown
            && useExponentialNotation == o.useExponentialNotation
            && minExponentDigits == o.minExponentDigits && roundingMode == o.roundingMode
            && symbols.equals(o.symbols);
    }
}
