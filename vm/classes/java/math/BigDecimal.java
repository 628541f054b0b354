/*
 * java.math.BigDecimal, the commonly used part: an unscaled BigInteger and a
 * scale; exact add/subtract/multiply, division with a scale and a rounding
 * mode (or exact, with the JDK's preferred scale), setScale, comparisons,
 * the JDK's toString (scientific notation when the adjusted exponent is below
 * -6 or the scale negative), toPlainString, exact new BigDecimal(double), and
 * hashCode = 31 * unscaled.hashCode() + scale (equal to the JDK's).
 * MathContext arithmetic arrives later.
 */
package java.math;

public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private final BigInteger intVal;
    private final int scale;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TWO = new BigDecimal(BigInteger.TWO, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(char[] in) {
        this(new String(in));
    }

    public BigDecimal(String val) {
        int len = val.length();
        int i = 0;
        StringBuilder digits = new StringBuilder(len);
        boolean neg = false;
        if (len > 0 && (val.charAt(0) == '-' || val.charAt(0) == '+')) {
            neg = val.charAt(0) == '-';
            i++;
        }
        int sc = 0;
        boolean dot = false;
        boolean any = false;
        for (; i < len; i++) {
            char c = val.charAt(i);
            if (c >= '0' && c <= '9') {
                digits.append(c);
                any = true;
                if (dot) {
                    sc++;
                }
            } else if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                break;
            } else if (Character.isDigit(c)) {
                digits.append((char) ('0' + Character.digit(c, 10)));
                any = true;
                if (dot) {
                    sc++;
                }
            } else {
                throw badChar(c);
            }
        }
        if (len == 0) {
            throw new NumberFormatException();
        }
        if (!any) {
            throw new NumberFormatException("No digits found.");
        }
        if (i < len) {
            long exp = parseExponent(val, i + 1);
            long s = sc - exp;
            if (s > Integer.MAX_VALUE || s < Integer.MIN_VALUE) {
                throw new NumberFormatException("Scale out of range.");
            }
            sc = (int) s;
        }
        BigInteger v = new BigInteger(digits.toString());
        this.intVal = neg ? v.negate() : v;
        this.scale = sc;
    }

    /* The exponent after 'e' at `from`, with the JDK's messages. */
    private static long parseExponent(String val, int from) {
        int len = val.length();
        int i = from;
        boolean neg = false;
        if (i < len && (val.charAt(i) == '-' || val.charAt(i) == '+')) {
            neg = val.charAt(i) == '-';
            i++;
        }
        if (i == len) {
            throw new NumberFormatException();
        }
        while (i < len && val.charAt(i) == '0') {
            i++;
        }
        if (len - i > 10) {
            throw new NumberFormatException("Too many nonzero exponent digits.");
        }
        long exp = 0;
        for (; i < len; i++) {
            int d = Character.digit(val.charAt(i), 10);
            if (d < 0) {
                throw new NumberFormatException("Not a digit.");
            }
            exp = exp * 10 + d;
        }
        return neg ? -exp : exp;
    }

    private static NumberFormatException badChar(char c) {
        return new NumberFormatException(new StringBuilder("Character ").append(c)
            .append(" is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.")
            .toString());
    }

    /* The exact value of the double (binary fractions have finite decimal expansions). */
    public BigDecimal(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int sign = (bits >> 63) == 0 ? 1 : -1;
        int exponent = (int) ((bits >> 52) & 0x7ffL);
        long significand = (exponent == 0 ? (bits & ((1L << 52) - 1)) << 1
                                          : (bits & ((1L << 52) - 1)) | (1L << 52));
        exponent -= 1075;
        if (significand == 0) {
            this.intVal = BigInteger.ZERO;
            this.scale = 0;
            return;
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger v = BigInteger.valueOf(sign * significand);
        if (exponent >= 0) {
            this.intVal = v.shiftLeft(exponent);
            this.scale = 0;
        } else {
            // m / 2^k = m * 5^k / 10^k
            this.intVal = v.multiply(BigInteger.valueOf(5).pow(-exponent));
            this.scale = -exponent;
        }
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---- MathContext operations: the exact result rounded to mc's precision ----

    public BigDecimal(String val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        this(new BigDecimal(unscaledVal, scale).round(mc));
    }

    public BigDecimal(long val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    public BigDecimal(int val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    public BigDecimal(double val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    private BigDecimal(BigDecimal copy) {
        this(copy.intVal, copy.scale);
    }

    /* Drops low digits (scale shrinks with them) until at most mc's precision remain; a carry may need a second pass. */
    public BigDecimal round(MathContext mc) {
        int p = mc.getPrecision();
        BigDecimal r = this;
        while (p > 0 && r.precision() > p) {
            int drop = r.precision() - p;
            r = new BigDecimal(divideAndRound(r.intVal, tenPow(drop), mc.getRoundingMode()), checkScale((long) r.scale - drop));
        }
        return r;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        return add(augend).round(mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return subtract(subtrahend).round(mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return multiply(multiplicand).round(mc);
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n >= 0) {
            return pow(n).round(mc);
        }
        if (mc.getPrecision() == 0) {
            throw new ArithmeticException("Invalid operation");
        }
        return ONE.divide(pow(-n), mc);
    }

    /*
     * The quotient rounded to mc's precision.  An exact quotient loses trailing
     * zeros down to the preferred scale (this.scale - divisor.scale); a rounded
     * one keeps all mc.precision digits.
     */
    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int p = mc.getPrecision();
        if (p == 0) {
            return divide(divisor);
        }
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        long preferredScale = (long) scale - divisor.scale;
        int clampedPreferred = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, preferredScale));
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, clampedPreferred);
        }
        BigInteger a = intVal.abs(), b = divisor.intVal.abs();
        // k: the power of ten that gives |a * 10^k / b| exactly p integer digits
        int k = p - 1 - (a.toString().length() - b.toString().length());
        BigInteger low = tenPow(p - 1), high = tenPow(p);
        for (;;) {
            BigInteger t = scaledQuotient(a, b, k);
            if (t.compareTo(high) >= 0) {
                k--;
            } else if (t.compareTo(low) < 0) {
                k++;
            } else {
                break;
            }
        }
        BigInteger num = intVal, den = divisor.intVal;
        if (k >= 0) {
            num = num.multiply(tenPow(k));
        } else {
            den = den.multiply(tenPow(-k));
        }
        boolean exact = num.remainder(den).signum() == 0;
        BigDecimal q = new BigDecimal(divideAndRound(num, den, mc.getRoundingMode()), checkScale(preferredScale + k)).round(mc);
        return exact ? q.stripZerosTo(clampedPreferred) : q;
    }

    private static BigInteger scaledQuotient(BigInteger a, BigInteger b, int k) {
        return k >= 0 ? a.multiply(tenPow(k)).divide(b) : a.divide(b.multiply(tenPow(-k)));
    }

    /*
     * The square root rounded to mc's precision: an integer square root with
     * two spare digits, a sticky digit when it is inexact, then the rounding;
     * the result (exact or not, as the JDK) loses trailing zeros down to the
     * preferred scale scale/2.
     */
    public BigDecimal sqrt(MathContext mc) {
        int sig = signum();
        if (sig < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        int preferredScale = scale / 2;
        if (sig == 0) {
            return new BigDecimal(BigInteger.ZERO, preferredScale);
        }
        BigInteger v = intVal;
        long s = scale;
        if ((s & 1) != 0) {
            v = v.multiply(BigInteger.TEN);
            s++;
        }
        int p = mc.getPrecision();
        int want = (p == 0 ? precision() : p) + 2;
        int e = Math.max(0, want - (v.toString().length() + 1) / 2);
        BigInteger radicand = v.multiply(tenPow(2 * e));
        BigInteger r = radicand.sqrt();
        boolean exact = r.multiply(r).equals(radicand);
        long rScale = s / 2 + e;
        if (p == 0) {
            if (!exact) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            return new BigDecimal(r, checkScale(rScale)).stripZerosTo(preferredScale);
        }
        int drop = r.toString().length() - p;
        BigInteger q = divideAndRound(r.multiply(BigInteger.TEN).add(exact ? BigInteger.ZERO : BigInteger.ONE),
            tenPow(drop + 1), mc.getRoundingMode());
        return new BigDecimal(q, checkScale(rScale - drop)).round(mc).stripZerosTo(preferredScale);
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public int scale() {
        return scale;
    }

    public int signum() {
        return intVal.signum();
    }

    public int precision() {
        if (intVal.signum() == 0) {
            return 1;
        }
        return intVal.abs().toString().length();
    }

    private static BigInteger tenPow(int n) {
        return BigInteger.TEN.pow(n);
    }

    /* this's unscaled value rescaled up to `newScale` (>= scale). */
    private BigInteger upscaled(int newScale) {
        return newScale == scale ? intVal : intVal.multiply(tenPow(newScale - scale));
    }

    public BigDecimal add(BigDecimal augend) {
        int s = Math.max(scale, augend.scale);
        return new BigDecimal(upscaled(s).add(augend.upscaled(s)), s);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        int s = Math.max(scale, subtrahend.scale);
        return new BigDecimal(upscaled(s).subtract(subtrahend.upscaled(s)), s);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal), checkScale((long) scale + multiplicand.scale));
    }

    private static int checkScale(long s) {
        if (s > Integer.MAX_VALUE || s < Integer.MIN_VALUE) {
            throw new ArithmeticException(s > 0 ? "Underflow" : "Overflow");
        }
        return (int) s;
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal plus() {
        return this;
    }

    /* num / den rounded to an integer with mode. */
    private static BigInteger divideAndRound(BigInteger num, BigInteger den, RoundingMode mode) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() == 0) {
            return q;
        }
        int sign = num.signum() * den.signum();
        boolean increment;
        if (mode == RoundingMode.UNNECESSARY) {
            throw new ArithmeticException("Rounding necessary");
        } else if (mode == RoundingMode.UP) {
            increment = true;
        } else if (mode == RoundingMode.DOWN) {
            increment = false;
        } else if (mode == RoundingMode.CEILING) {
            increment = sign > 0;
        } else if (mode == RoundingMode.FLOOR) {
            increment = sign < 0;
        } else {
            int cmpHalf = r.abs().shiftLeft(1).compareTo(den.abs());
            if (cmpHalf < 0) {
                increment = false;
            } else if (cmpHalf > 0) {
                increment = true;
            } else if (mode == RoundingMode.HALF_UP) {
                increment = true;
            } else if (mode == RoundingMode.HALF_DOWN) {
                increment = false;
            } else {
                increment = q.testBit(0);
            }
        }
        return increment ? q.add(BigInteger.valueOf(sign)) : q;
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        // result = (this.intVal / 10^this.scale) / (d.intVal / 10^d.scale), wanted with `scale` digits:
        // unscaled = this.intVal * 10^(scale + d.scale - this.scale) / d.intVal
        long shift = (long) scale + divisor.scale - this.scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (shift >= 0) {
            num = num.multiply(tenPow((int) shift));
        } else {
            den = den.multiply(tenPow((int) -shift));
        }
        return new BigDecimal(divideAndRound(num, den, roundingMode), scale);
    }

    @Deprecated(since = "9")
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    @Deprecated(since = "9")
    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    /* The exact quotient, at the smallest scale >= the preferred one that represents it. */
    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        int preferredScale = checkScale((long) scale - divisor.scale);
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, Math.max(preferredScale, 0) == preferredScale ? preferredScale : preferredScale);
        }
        // the quotient terminates iff the reduced divisor has only factors 2 and 5
        BigInteger den = divisor.intVal.abs().divide(divisor.intVal.abs().gcd(intVal.abs()));
        int twos = den.getLowestSetBit();
        den = den.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        while (den.mod(five).signum() == 0) {
            den = den.divide(five);
            fives++;
        }
        if (!den.equals(BigInteger.ONE)) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        int extra = Math.max(twos, fives);
        BigDecimal q = divide(divisor, checkScale((long) preferredScale + extra), RoundingMode.UNNECESSARY);
        // strip zeros down to the preferred scale
        return q.stripZerosTo(preferredScale);
    }

    private BigDecimal stripZerosTo(int preferredScale) {
        BigInteger v = intVal;
        int s = scale;
        while (s > preferredScale && v.signum() != 0) {
            BigInteger[] qr = v.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            v = qr[0];
            s--;
        }
        return new BigDecimal(v, s);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferredScale = checkScale((long) scale - divisor.scale);
        BigDecimal q = divide(divisor, 0, RoundingMode.DOWN);
        return q.scale < preferredScale ? q.setScale(preferredScale, RoundingMode.UNNECESSARY) : q.stripZerosTo(preferredScale);
    }

    /* The integral quotient (divideToIntegralValue) and this - quotient * divisor. */
    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal remainder(BigDecimal divisor) {
        BigDecimal q = divide(divisor, 0, RoundingMode.DOWN);
        return subtract(q.multiply(divisor));
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (newScale > scale) {
            return new BigDecimal(upscaled(newScale), newScale);
        }
        return new BigDecimal(divideAndRound(intVal, tenPow(scale - newScale), roundingMode), newScale);
    }

    @Deprecated(since = "9")
    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale + n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal movePointRight(int n) {
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale - n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (intVal.signum() == 0) {
            return ZERO;
        }
        return stripZerosTo(Integer.MIN_VALUE);
    }

    public int compareTo(BigDecimal val) {
        int s = Math.max(scale, val.scale);
        return upscaled(s).compareTo(val.upscaled(s));
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal d = (BigDecimal) x;
        return scale == d.scale && intVal.equals(d.intVal);
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public String toString() {
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder(coeff.length() + 8);
        if (intVal.signum() < 0) {
            sb.append('-');
        }
        long adjusted = -(long) scale + (coeff.length() - 1);
        if (scale >= 0 && adjusted >= -6) {
            appendPlain(sb, coeff, scale);
        } else {
            sb.append(coeff.charAt(0));
            if (coeff.length() > 1) {
                sb.append('.').append(coeff, 1, coeff.length());
            }
            if (adjusted != 0) {
                sb.append('E');
                if (adjusted > 0) {
                    sb.append('+');
                }
                sb.append(adjusted);
            }
        }
        return sb.toString();
    }

    /*
     * As toString, but an exponent is lowered to a multiple of three and the
     * 1 to 3 digits it frees go before the point; a zero keeps its scale's
     * exponent by printing "0.00" or "0.0" and raising the exponent by three.
     */
    public String toEngineeringString() {
        String coeff = intVal.abs().toString();
        long adjusted = -(long) scale + (coeff.length() - 1);
        if (scale >= 0 && adjusted >= -6) {
            return toString();
        }
        StringBuilder sb = new StringBuilder(coeff.length() + 8);
        if (intVal.signum() < 0) {
            sb.append('-');
        }
        int intDigits = (int) Math.floorMod(adjusted, 3L) + 1;
        long exp = adjusted - (intDigits - 1);
        if (intVal.signum() == 0) {
            if (intDigits == 1) {
                sb.append('0');
            } else {
                sb.append(intDigits == 2 ? "0.00" : "0.0");
                exp += 3;
            }
        } else if (intDigits >= coeff.length()) {
            sb.append(coeff);
            for (int i = coeff.length(); i < intDigits; i++) {
                sb.append('0');
            }
        } else {
            sb.append(coeff, 0, intDigits).append('.').append(coeff, intDigits, coeff.length());
        }
        if (exp != 0) {
            sb.append('E');
            if (exp > 0) {
                sb.append('+');
            }
            sb.append(exp);
        }
        return sb.toString();
    }

    private static void appendPlain(StringBuilder sb, String coeff, int scale) {
        if (scale <= 0) {
            sb.append(coeff);
            for (int i = 0; i < -scale; i++) {
                sb.append('0');
            }
        } else if (coeff.length() > scale) {
            int point = coeff.length() - scale;
            sb.append(coeff, 0, point).append('.').append(coeff, point, coeff.length());
        } else {
            sb.append("0.");
            for (int i = coeff.length(); i < scale; i++) {
                sb.append('0');
            }
            sb.append(coeff);
        }
    }

    public String toPlainString() {
        StringBuilder sb = new StringBuilder();
        if (intVal.signum() < 0) {
            sb.append('-');
        }
        appendPlain(sb, intVal.abs().toString(), scale);
        return sb.toString();
    }

    public BigInteger toBigInteger() {
        return setScale(0, RoundingMode.DOWN).intVal;
    }

    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    public long longValue() {
        return toBigInteger().longValue();
    }

    public int intValue() {
        return toBigInteger().intValue();
    }

    public long longValueExact() {
        return toBigIntegerExact().longValueExact();
    }

    public int intValueExact() {
        return toBigIntegerExact().intValueExact();
    }

    public float floatValue() {
        return Float.parseFloat(toString());
    }

    public double doubleValue() {
        return Double.parseDouble(toString());
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    /* ---- serial form: the JDK's default fields intVal and scale (Lantern's
     * own), written through a writeObject as the JDK's class has one */
    private static final long serialVersionUID = 6108874887143696463L;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (intVal == null) {
            throw new java.io.StreamCorruptedException("BigDecimal: null intVal in stream");
        }
    }
}
