/*
 * FloatingDecimal: Lantern's conversions between double/float and decimal
 * text, used by Double, Float, String.valueOf and StringBuilder.append.
 *
 * Owns:
 *  - toJavaFormatString(double|float): must give exactly the characters of
 *    JDK 17's Double.toString / Float.toString.  JDK 17 does NOT print the
 *    shortest decimal: it runs Steele & White style digit generation with a
 *    symmetric half-ulp stopping test (halved again for exact powers of two),
 *    a floating-point estimate of the decimal exponent that may be one too
 *    high, a rule forcing a second digit in E-form, fixed-width int/long
 *    arithmetic (whose overflow behaviour is observable) when the numbers are
 *    small, and a "drop insignificant digits" shortcut for integers below
 *    2^63.  Every one of those quirks shows in the output, so this code
 *    reproduces the same decisions; it was checked against HotSpot by the
 *    harness in test/floatfmt/.
 *  - parseDouble / parseFloat: JDK 17's accepted syntax and exception
 *    messages, with correctly rounded results (exact big-integer comparison
 *    whenever the double-arithmetic fast path cannot be proven exact).
 *
 * Constraints: this file is compiled against Lantern's own small class
 * library, so it uses only primitive arithmetic, arrays, String, Math-free
 * helpers and exceptions; no java.math, no java.util, no lambdas, and no
 * string concatenation of non-constant values (StringBuilder instead).
 * Every method is reentrant: all scratch state is allocated per call.
 */
package java.lang;

final class FloatingDecimal {
    private FloatingDecimal() {}

    /* ------------------------------------------------------------------ */
    /* Binary -> decimal                                                   */
    /* ------------------------------------------------------------------ */

    // 5^i fitting in an int / a long: the widths decide which arithmetic the
    // reference algorithm used, and its overflow behaviour is part of the output.
    private static final int[] SMALL_5_POW = new int[14];
    private static final long[] LONG_5_POW = new long[28];
    // Bit length of 5^i for the i the reference tabulates; beyond, 3*i.
    private static final int[] N_5_BITS = new int[27];

    static {
        long p = 1;
        for (int i = 0; i < LONG_5_POW.length; i++) {
            LONG_5_POW[i] = p;
            if (i < SMALL_5_POW.length) SMALL_5_POW[i] = (int) p;
            if (i < N_5_BITS.length) N_5_BITS[i] = p == 1 ? 0 : 64 - Long.numberOfLeadingZeros(p);
            p *= 5;
        }
    }

    static String toJavaFormatString(double d) {
        long bits = Double.doubleToRawLongBits(d);
        boolean neg = bits < 0;
        long fract = bits & 0x000FFFFFFFFFFFFFL;
        int bexp = (int) ((bits >>> 52) & 0x7FF);
        if (bexp == 0x7FF) {
            if (fract != 0) return "NaN";
            return neg ? "-Infinity" : "Infinity";
        }
        int nSig;
        if (bexp == 0) {
            if (fract == 0) return neg ? "-0.0" : "0.0";
            int lz = Long.numberOfLeadingZeros(fract);
            int shift = lz - 11;
            fract <<= shift;
            bexp = 1 - shift;
            nSig = 64 - lz;
        } else {
            fract |= 1L << 52;
            nSig = 53;
        }
        return format(neg, bexp - 1023, fract, nSig);
    }

    static String toJavaFormatString(float f) {
        int bits = Float.floatToRawIntBits(f);
        boolean neg = bits < 0;
        int fract = bits & 0x007FFFFF;
        int bexp = (bits >>> 23) & 0xFF;
        if (bexp == 0xFF) {
            if (fract != 0) return "NaN";
            return neg ? "-Infinity" : "Infinity";
        }
        int nSig;
        if (bexp == 0) {
            if (fract == 0) return neg ? "-0.0" : "0.0";
            int lz = Integer.numberOfLeadingZeros(fract);
            int shift = lz - 8;
            fract <<= shift;
            bexp = 1 - shift;
            nSig = 32 - lz;
        } else {
            fract |= 1 << 23;
            nSig = 24;
        }
        // A float goes through the double machinery with its significand
        // aligned to bit 52; only nSig remembers that it is a float.
        return format(neg, bexp - 127, ((long) fract) << 29, nSig);
    }

    private static String format(boolean neg, int binExp, long fractBits, int nSig) {
        char[] digits = new char[32];
        long r = dtoa(binExp, fractBits, nSig, digits);
        int nDigits = (int) (r & 0xFF);
        int decExponent = (int) (r >> 8);
        char[] out = new char[48];
        int i = 0;
        if (neg) out[i++] = '-';
        // value = 0.d1d2...dn * 10^decExponent
        if (decExponent > 0 && decExponent < 8) {
            int intLen = nDigits < decExponent ? nDigits : decExponent;
            for (int k = 0; k < intLen; k++) out[i++] = digits[k];
            if (intLen < decExponent) {
                for (int k = intLen; k < decExponent; k++) out[i++] = '0';
                out[i++] = '.';
                out[i++] = '0';
            } else {
                out[i++] = '.';
                if (intLen < nDigits) {
                    for (int k = intLen; k < nDigits; k++) out[i++] = digits[k];
                } else {
                    out[i++] = '0';
                }
            }
        } else if (decExponent <= 0 && decExponent > -3) {
            out[i++] = '0';
            out[i++] = '.';
            for (int k = decExponent; k < 0; k++) out[i++] = '0';
            for (int k = 0; k < nDigits; k++) out[i++] = digits[k];
        } else {
            out[i++] = digits[0];
            out[i++] = '.';
            if (nDigits > 1) {
                for (int k = 1; k < nDigits; k++) out[i++] = digits[k];
            } else {
                out[i++] = '0';
            }
            out[i++] = 'E';
            int e;
            if (decExponent <= 0) {
                out[i++] = '-';
                e = -decExponent + 1;
            } else {
                e = decExponent - 1;
            }
            if (e >= 100) {
                out[i++] = (char) ('0' + e / 100);
                e %= 100;
                out[i++] = (char) ('0' + e / 10);
            } else if (e >= 10) {
                out[i++] = (char) ('0' + e / 10);
            }
            out[i++] = (char) ('0' + e % 10);
        }
        return new String(out, 0, i);
    }

    /*
     * Generates the digits of fractBits * 2^(binExp-52) (fractBits has bit 52
     * set; nSig is the number of significant bits the source format really
     * has, which sets the half-ulp).  Returns (decExponent << 8) | nDigits
     * with value ~ 0.digits * 10^decExponent.
     */
    private static long dtoa(int binExp, long fractBits, int nSig, char[] digits) {
        int tailZeros = Long.numberOfTrailingZeros(fractBits);
        int nFractBits = 53 - tailZeros;          // bits up to the last 1
        int nTinyBits = nFractBits - binExp - 1;  // bits right of the binary point
        if (nTinyBits < 0) nTinyBits = 0;

        if (nTinyBits == 0 && binExp <= 62) {
            // An integer below 2^63: print its decimal digits, except that
            // digits below the precision of a 2^(binExp-nSig-1) step are
            // rounded away (this is how 2^62 gets 17 digits, not 16).
            int insignificant = 0;
            if (binExp > nSig) {
                int p2 = binExp - nSig - 1;
                if (p2 > 1 && p2 < 64) insignificant = (p2 * 78913) >>> 18; // floor(p2*log10(2))
            }
            long lv = binExp >= 52 ? fractBits << (binExp - 52) : fractBits >>> (52 - binExp);
            return longDigits(lv, insignificant, digits);
        }

        int decExp = estimateDecExp(fractBits, binExp);
        int B5 = decExp < 0 ? -decExp : 0;
        int B2 = B5 + nTinyBits + binExp;
        int S5 = decExp > 0 ? decExp : 0;
        int S2 = S5 + nTinyBits;
        int M5 = B5;
        int M2 = B2 - nSig;

        fractBits >>>= tailZeros;
        B2 -= nFractBits - 1;
        int common2 = B2 < S2 ? B2 : S2;
        B2 -= common2;
        S2 -= common2;
        M2 -= common2;
        // Below an exact power of two the gap to the next smaller value is
        // half as wide; the reference simply halves the (symmetric) margin.
        if (nFractBits == 1) M2 -= 1;
        if (M2 < 0) {
            B2 -= M2;
            S2 -= M2;
            M2 = 0;
        }

        int Bbits = nFractBits + B2 + (B5 < N_5_BITS.length ? N_5_BITS[B5] : B5 * 3);
        int tenSbits = S2 + 1 + (S5 + 1 < N_5_BITS.length ? N_5_BITS[S5 + 1] : (S5 + 1) * 3);

        int ndigit = 0;
        boolean low, high;
        long lowDigitDifference;
        int q;
        if (Bbits < 64 && tenSbits < 64) {
            if (Bbits < 32 && tenSbits < 32) {
                // int arithmetic; overflows below are deliberate (they are
                // what the reference does and they change its output)
                int b = ((int) fractBits * SMALL_5_POW[B5]) << B2;
                int s = SMALL_5_POW[S5] << S2;
                int m = SMALL_5_POW[M5] << M2;
                int tens = s * 10;
                q = b / s;
                b = 10 * (b % s);
                m *= 10;
                low = b < m;
                high = b + m > tens;
                if (q == 0 && !high) {
                    decExp--;            // the estimate was one too high
                } else {
                    digits[ndigit++] = (char) ('0' + q);
                }
                if (decExp < -3 || decExp >= 8) low = high = false;
                while (!low && !high) {
                    q = b / s;
                    b = 10 * (b % s);
                    m *= 10;
                    if (m > 0) {
                        low = b < m;
                        high = b + m > tens;
                    } else {
                        low = high = true;
                    }
                    digits[ndigit++] = (char) ('0' + q);
                }
                lowDigitDifference = (b << 1) - tens;
            } else {
                long b = (fractBits * LONG_5_POW[B5]) << B2;
                long s = LONG_5_POW[S5] << S2;
                long m = LONG_5_POW[M5] << M2;
                long tens = s * 10L;
                q = (int) (b / s);
                b = 10L * (b % s);
                m *= 10L;
                low = b < m;
                high = b + m > tens;
                if (q == 0 && !high) {
                    decExp--;
                } else {
                    digits[ndigit++] = (char) ('0' + q);
                }
                if (decExp < -3 || decExp >= 8) low = high = false;
                while (!low && !high) {
                    q = (int) (b / s);
                    b = 10 * (b % s);
                    m *= 10;
                    if (m > 0L) {
                        low = b < m;
                        high = b + m > tens;
                    } else {
                        low = high = true;
                    }
                    digits[ndigit++] = (char) ('0' + q);
                }
                lowDigitDifference = (b << 1) - tens;
            }
        } else {
            // Exact arithmetic; no overflow quirks here, but note the upper
            // test is B + M >= 10S, not > as above: the reference differs
            // between its paths and e.g. 4.096E26 depends on it.
            Big S = Big.pow52(S5, S2);
            Big B = Big.mulPow52(fractBits, B5, B2);
            Big M = Big.pow52(M5 + 1, M2 + 1);       // 10 * M
            Big tenS = Big.pow52(S5 + 1, S2 + 1);
            Big tmp = new Big(tenS.len + 2);
            q = B.quoRemTimes10(S);
            low = Big.cmp(B, M) < 0;
            high = Big.addCmp(B, M, tenS, tmp) >= 0;
            if (q == 0 && !high) {
                decExp--;
            } else {
                digits[ndigit++] = (char) ('0' + q);
            }
            if (decExp < -3 || decExp >= 8) low = high = false;
            while (!low && !high) {
                q = B.quoRemTimes10(S);
                M.mulSmall(10);
                low = Big.cmp(B, M) < 0;
                high = Big.addCmp(B, M, tenS, tmp) >= 0;
                digits[ndigit++] = (char) ('0' + q);
            }
            lowDigitDifference = (high && low) ? Big.addCmp(B, B, tenS, tmp) : 0;
        }
        int decExponent = decExp + 1;
        if (high) {
            boolean up;
            if (low) {
                if (lowDigitDifference == 0L) up = (digits[ndigit - 1] & 1) != 0;
                else up = lowDigitDifference > 0;
            } else {
                up = true;
            }
            if (up) {
                int i = ndigit - 1;
                while (i > 0 && digits[i] == '9') digits[i--] = '0';
                if (digits[i] == '9') {
                    digits[0] = '1';   // all nines: 10^k, digits after stay '0'
                    decExponent++;
                } else {
                    digits[i]++;
                }
            }
        }
        return ((long) decExponent << 8) | ndigit;
    }

    /* Digits of lv after rounding away the low `insignificant` decimals. */
    private static long longDigits(long lv, int insignificant, char[] digits) {
        int decExponent = 0;
        if (insignificant != 0) {
            long pow10 = LONG_5_POW[insignificant] << insignificant;
            long residue = lv % pow10;
            lv /= pow10;
            decExponent += insignificant;
            if (residue >= (pow10 >> 1)) lv++;
        }
        while (lv % 10 == 0) {
            lv /= 10;
            decExponent++;
        }
        char[] tmp = new char[20];
        int n = 0;
        while (lv != 0) {
            tmp[n++] = (char) ('0' + (int) (lv % 10));
            lv /= 10;
        }
        for (int k = 0; k < n; k++) digits[k] = tmp[n - 1 - k];
        decExponent += n;
        return ((long) decExponent << 8) | n;
    }

    /*
     * floor of a tangent-line estimate of log10(value): never too low, and
     * sometimes one too high.  The arithmetic must stay exactly this (same
     * constants, same evaluation order) because when it is one too high the
     * E-form "second digit" rule is skipped, which is visible.
     */
    private static int estimateDecExp(long fractBits, int binExp) {
        double d2 = Double.longBitsToDouble(0x3FF0000000000000L | (fractBits & 0x000FFFFFFFFFFFFFL));
        double d = (d2 - 1.5D) * 0.289529654D + 0.176091259 + (double) binExp * 0.301029995663981;
        int r = (int) d;
        if (d < 0 && r != d) r--;
        return r;
    }

    /*
     * Minimal unsigned big integer: little-endian 32-bit words in a[0..len),
     * len == 0 for zero, a[len-1] != 0 otherwise.  Mutable; grows as needed.
     */
    private static final class Big {
        int[] a;
        int len;

        Big(int cap) {
            a = new int[cap < 2 ? 2 : cap];
        }

        private void ensure(int cap) {
            if (a.length < cap) {
                int[] n = new int[cap + 4];
                for (int i = 0; i < len; i++) n[i] = a[i];
                a = n;
            }
        }

        private void trim() {
            while (len > 0 && a[len - 1] == 0) len--;
        }

        void mulSmall(int m) {            // this *= m (m unsigned 32-bit)
            long mm = m & 0xFFFFFFFFL;
            long carry = 0;
            for (int i = 0; i < len; i++) {
                long p = (a[i] & 0xFFFFFFFFL) * mm + carry;
                a[i] = (int) p;
                carry = p >>> 32;
            }
            if (carry != 0) {
                ensure(len + 1);
                a[len++] = (int) carry;
            }
        }

        void shiftLeft(int n) {
            if (len == 0 || n == 0) return;
            int ws = n >>> 5, bs = n & 31;
            ensure(len + ws + 1);
            if (bs == 0) {
                for (int i = len - 1; i >= 0; i--) a[i + ws] = a[i];
                a[len + ws] = 0;
            } else {
                a[len + ws] = a[len - 1] >>> (32 - bs);
                for (int i = len - 1; i > 0; i--) a[i + ws] = (a[i] << bs) | (a[i - 1] >>> (32 - bs));
                a[ws] = a[0] << bs;
            }
            for (int i = 0; i < ws; i++) a[i] = 0;
            len += ws + 1;
            trim();
        }

        void mulPow5(int p5) {
            while (p5 >= 13) {
                mulSmall(1220703125);     // 5^13
                p5 -= 13;
            }
            if (p5 > 0) mulSmall(SMALL_5_POW[p5]);
        }

        static Big ofLong(long v, int extra) {
            Big b = new Big(2 + extra);
            b.a[0] = (int) v;
            b.a[1] = (int) (v >>> 32);
            b.len = 2;
            b.trim();
            return b;
        }

        static Big mulPow52(long v, int p5, int p2) {
            Big b = ofLong(v, (p5 * 7 + p2) / 32 + 2);
            b.mulPow5(p5);
            b.shiftLeft(p2);
            return b;
        }

        static Big pow52(int p5, int p2) {
            return mulPow52(1, p5, p2);
        }

        Big copy() {
            Big b = new Big(len + 2);
            for (int i = 0; i < len; i++) b.a[i] = a[i];
            b.len = len;
            return b;
        }

        static int cmp(Big x, Big y) {
            if (x.len != y.len) return x.len < y.len ? -1 : 1;
            for (int i = x.len - 1; i >= 0; i--) {
                if (x.a[i] != y.a[i]) return (x.a[i] + 0x80000000) < (y.a[i] + 0x80000000) ? -1 : 1;
            }
            return 0;
        }

        /* sign of (x + y - z); tmp is scratch with room for the sum */
        static int addCmp(Big x, Big y, Big z, Big tmp) {
            int n = x.len > y.len ? x.len : y.len;
            tmp.ensure(n + 1);
            long c = 0;
            for (int i = 0; i < n; i++) {
                long s = c;
                if (i < x.len) s += x.a[i] & 0xFFFFFFFFL;
                if (i < y.len) s += y.a[i] & 0xFFFFFFFFL;
                tmp.a[i] = (int) s;
                c = s >>> 32;
            }
            tmp.len = n;
            if (c != 0) tmp.a[tmp.len++] = (int) c;
            return cmp(tmp, z);
        }

        /* approximate value of the words at index >= lo, as a double */
        private double top(int lo) {
            double r = 0;
            for (int i = len - 1; i >= lo; i--) r = r * 4294967296.0 + (a[i] & 0xFFFFFFFFL);
            return r;
        }

        /*
         * q = this / s (known to be < 10 here, or small in general),
         * this = 10 * (this mod s).  The quotient guess from the leading
         * words is off by at most one and is corrected exactly.
         */
        int quoRemTimes10(Big s) {
            int q = quoRem(s);
            mulSmall(10);
            return q;
        }

        /* q = this / s for a quotient below 2^31; this = this mod s */
        int quoRem(Big s) {
            if (cmp(this, s) < 0) return 0;
            int lo = s.len - 2;
            if (lo < 0) lo = 0;
            long q = (long) (top(lo) / s.top(lo));
            if (q > 0) {
                q--;                      // err low, then step up exactly
                long borrow = 0;
                for (int i = 0; i < len; i++) {
                    long p = (i < s.len ? (s.a[i] & 0xFFFFFFFFL) * q : 0) + borrow;
                    long diff = (a[i] & 0xFFFFFFFFL) - (p & 0xFFFFFFFFL);
                    a[i] = (int) diff;
                    borrow = (p >>> 32) + (diff < 0 ? 1 : 0);
                }
                trim();
            }
            while (cmp(this, s) >= 0) {
                long borrow = 0;
                for (int i = 0; i < len; i++) {
                    long diff = (a[i] & 0xFFFFFFFFL) - (i < s.len ? (s.a[i] & 0xFFFFFFFFL) : 0) - borrow;
                    a[i] = (int) diff;
                    borrow = diff < 0 ? 1 : 0;
                }
                trim();
                q++;
            }
            return (int) q;
        }

        static Big ofDecimal(char[] d, int n) {
            Big b = new Big(n / 9 + 2);
            int i = 0;
            while (i < n) {
                int chunk = 0, mul = 1;
                for (int k = 0; k < 9 && i < n; k++, i++) {
                    chunk = chunk * 10 + (d[i] - '0');
                    mul *= 10;
                }
                b.mulSmall(mul);
                if (b.len == 0 && chunk != 0) {
                    b.a[0] = chunk;
                    b.len = 1;
                } else if (chunk != 0) {
                    long c = chunk;
                    for (int k = 0; k < b.len && c != 0; k++) {
                        long s = (b.a[k] & 0xFFFFFFFFL) + c;
                        b.a[k] = (int) s;
                        c = s >>> 32;
                    }
                    if (c != 0) {
                        b.ensure(b.len + 1);
                        b.a[b.len++] = (int) c;
                    }
                }
            }
            return b;
        }
    }

    /* ------------------------------------------------------------------ */
    /* Decimal -> binary                                                   */
    /* ------------------------------------------------------------------ */

    static double parseDouble(String s) {
        return Double.longBitsToDouble(parse(s, false));
    }

    static float parseFloat(String s) {
        return Float.intBitsToFloat((int) parse(s, true));
    }

    private static NumberFormatException badInput(String in) {
        StringBuilder sb = new StringBuilder();
        sb.append("For input string: \"").append(in).append('"');
        return new NumberFormatException(sb.toString());
    }

    // Past this many significant digits the rest only acts as a sticky
    // non-zero tail: no double or float rounding boundary has more than 767.
    private static final int MAX_DIGITS = 800;

    /* Returns raw bits of the double (isFloat false) or float (in the low 32 bits). */
    private static long parse(String in, boolean isFloat) {
        in = in.trim();     // null throws NullPointerException here, as in the JDK
        int len = in.length();
        if (len == 0) throw new NumberFormatException("empty String");
        int i = 0;
        boolean neg = false;
        char c = in.charAt(0);
        if (c == '-' || c == '+') {
            neg = c == '-';
            i++;
            if (i >= len) throw badInput(in);
        }
        c = in.charAt(i);
        if (c == 'N') {
            if (len - i == 3 && in.startsWith("NaN", i)) return isFloat ? 0x7FC00000L : 0x7FF8000000000000L;
            throw badInput(in);
        }
        if (c == 'I') {
            if (len - i == 8 && in.startsWith("Infinity", i)) return signed(isFloat ? 0x7F800000L : 0x7FF0000000000000L, neg, isFloat);
            throw badInput(in);
        }
        if (c == '0' && i + 1 < len && (in.charAt(i + 1) == 'x' || in.charAt(i + 1) == 'X')) {
            return parseHex(in, i + 2, neg, isFloat);
        }

        char[] digits = new char[len < MAX_DIGITS + 1 ? len : MAX_DIGITS + 1];
        int nDigits = 0;           // kept significant digits
        boolean dropped = false;   // a non-zero digit was dropped past MAX_DIGITS
        long decExp = 0;           // value = 0.digits * 10^decExp
        int nLeadZero = 0;
        boolean decSeen = false;
        long pendingZeros = 0;     // zeros seen after the last non-zero digit
        long intDigits = 0;        // significant digits (incl. zeros) before the point
        boolean anyDigit = false;
        boolean started = false;
        for (; i < len; i++) {
            c = in.charAt(i);
            if (c == '.') {
                if (decSeen) throw new NumberFormatException("multiple points");
                decSeen = true;
                continue;
            }
            if (c < '0' || c > '9') break;
            anyDigit = true;
            if (!started) {
                if (c == '0') {
                    if (decSeen) decExp--;   // leading zero after the point
                    nLeadZero++;
                    continue;
                }
                started = true;
            }
            if (!decSeen) intDigits++;
            if (c == '0') {
                pendingZeros++;
            } else {
                while (pendingZeros > 0) {
                    if (nDigits < MAX_DIGITS) digits[nDigits++] = '0';
                    pendingZeros--;
                }
                if (nDigits < MAX_DIGITS) digits[nDigits++] = c;
                else dropped = true;
            }
        }
        if (!anyDigit) throw badInput(in);
        decExp += intDigits;
        if (i < len && ((c = in.charAt(i)) == 'e' || c == 'E')) {
            i++;
            if (i >= len) throw badInput(in);
            int expSign = 1;
            c = in.charAt(i);
            if (c == '-' || c == '+') {
                if (c == '-') expSign = -1;
                i++;
            }
            int expAt = i;
            long expVal = 0;
            while (i < len && (c = in.charAt(i)) >= '0' && c <= '9') {
                if (expVal < 100000000000L) expVal = expVal * 10 + (c - '0');
                i++;
            }
            if (i == expAt) throw badInput(in);
            decExp += expSign * expVal;
        }
        if (i < len) {
            c = in.charAt(i);
            if (i != len - 1 || (c != 'f' && c != 'F' && c != 'd' && c != 'D')) throw badInput(in);
        }
        if (nDigits == 0) return signed(0, neg, isFloat);
        if (dropped) {
            // Replace the dropped tail by a single sticky 1 (a valid
            // representative of the open interval the true value lies in).
            if (nDigits == MAX_DIGITS) digits[nDigits++] = '1';
        }
        return signed(decimalToBinary(digits, nDigits, decExp, isFloat), neg, isFloat);
    }

    private static long signed(long bits, boolean neg, boolean isFloat) {
        if (!neg) return bits;
        return isFloat ? (bits | 0x80000000L) : (bits | 0x8000000000000000L);
    }

    private static final double[] P10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };
    private static final float[] F10 = {
        1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f
    };

    /*
     * Correctly rounded digits * 10^(decExp - nDigits) (digits non-empty,
     * first and last non-zero) as unsigned raw bits of the target format.
     */
    private static long decimalToBinary(char[] digits, int nDigits, long decExp, boolean isFloat) {
        int P = isFloat ? 24 : 53;
        int qMin = isFloat ? -149 : -1074;
        int qMax = isFloat ? 127 - 23 : 1023 - 52;
        // Far out of range on either side: no rounding question at all.
        if (decExp > (isFloat ? 40 : 310)) return isFloat ? 0x7F800000L : 0x7FF0000000000000L;
        if (decExp < (isFloat ? -46 : -325)) return 0;
        int e10 = (int) decExp - nDigits;

        // Fast paths: one correctly rounded IEEE operation on exact operands.
        if (!isFloat && nDigits <= 15) {
            long n = 0;
            for (int k = 0; k < nDigits; k++) n = n * 10 + (digits[k] - '0');
            double v = (double) n;
            if (e10 == 0) return Double.doubleToRawLongBits(v);
            if (e10 > 0 && e10 <= 22) return Double.doubleToRawLongBits(v * P10[e10]);
            if (e10 > 22 && e10 <= 22 + 15 - nDigits) {
                v *= P10[e10 - 22];
                return Double.doubleToRawLongBits(v * P10[22]);
            }
            if (e10 < 0 && e10 >= -22) return Double.doubleToRawLongBits(v / P10[-e10]);
        }
        if (isFloat && nDigits <= 7) {
            int n = 0;
            for (int k = 0; k < nDigits; k++) n = n * 10 + (digits[k] - '0');
            float v = (float) n;
            if (e10 == 0) return Float.floatToRawIntBits(v) & 0xFFFFFFFFL;
            if (e10 > 0 && e10 <= 10) return Float.floatToRawIntBits(v * F10[e10]) & 0xFFFFFFFFL;
            if (e10 < 0 && e10 >= -10) return Float.floatToRawIntBits(v / F10[-e10]) & 0xFFFFFFFFL;
        }

        // Approximate, then settle the rounding exactly against midpoints.
        long m;
        int q;
        {
            int k = nDigits < 18 ? nDigits : 18;
            long top = 0;
            for (int j = 0; j < k; j++) top = top * 10 + (digits[j] - '0');
            int e = (int) decExp - k;
            double x = (double) top;
            // keep intermediates normal: scale by 2^+-512, undone with one final rounding
            boolean scaledUp = false, scaledDown = false;
            if (decExp < -250) {
                x *= 1.3407807929942597E154;      // 2^512
                scaledUp = true;
            } else if (decExp > 250) {
                x *= 7.458340731200207E-155;      // 2^-512
                scaledDown = true;
            }
            while (e > 0) {
                int t = e > 22 ? 22 : e;
                x *= P10[t];
                e -= t;
            }
            while (e < 0) {
                int t = e < -22 ? 22 : -e;
                x /= P10[t];
                e += t;
            }
            if (scaledUp) x *= 7.458340731200207E-155;
            if (scaledDown) x *= 1.3407807929942597E154;
            if (isFloat) {
                float f = (float) x;
                int fb = Float.floatToRawIntBits(f);
                int be = (fb >>> 23) & 0xFF;
                if (be == 0xFF) {
                    m = (1L << 24) - 1;
                    q = qMax;
                } else if (be == 0) {
                    m = fb & 0x7FFFFF;
                    q = qMin;
                } else {
                    m = (fb & 0x7FFFFF) | (1L << 23);
                    q = be - 150;
                }
            } else {
                long db = Double.doubleToRawLongBits(x);
                int be = (int) ((db >>> 52) & 0x7FF);
                if (be == 0x7FF) {
                    m = (1L << 53) - 1;
                    q = qMax;
                } else if (be == 0) {
                    m = db & 0x000FFFFFFFFFFFFFL;
                    q = qMin;
                } else {
                    m = (db & 0x000FFFFFFFFFFFFFL) | (1L << 52);
                    q = be - 1075;
                }
            }
        }

        Big N = Big.ofDecimal(digits, nDigits);
        if (e10 > 0) N.mulPow5(e10);
        long hidden = 1L << (P - 1);
        for (int guard = 0; guard < 4000; guard++) {
            // upper midpoint: (2m+1) * 2^(q-1)
            int c = cmpMid(N, e10, 2 * m + 1, q - 1);
            if (c > 0 || (c == 0 && (m & 1) != 0)) {
                m++;
                if (m == (hidden << 1)) {
                    m = hidden;
                    q++;
                }
                if (q > qMax) return isFloat ? 0x7F800000L : 0x7FF0000000000000L;
                continue;
            }
            if (m == 0) break;
            if (m == hidden && q > qMin) {
                c = cmpMid(N, e10, 4 * m - 1, q - 2);
            } else {
                c = cmpMid(N, e10, 2 * m - 1, q - 1);
            }
            if (c < 0 || (c == 0 && (m & 1) != 0)) {
                if (m == hidden && q > qMin) {
                    m = (hidden << 1) - 1;
                    q--;
                } else {
                    m--;
                }
                continue;
            }
            break;
        }
        if (m < hidden) {                 // subnormal (or zero)
            return m;
        }
        long biased = q - qMin + 1;
        if (isFloat) return (biased << 23) | (m & (hidden - 1));
        return (biased << 52) | (m & (hidden - 1));
    }

    /* sign of N*10^e10 - mid*2^p2; N already multiplied by 5^e10 when e10 > 0 */
    private static int cmpMid(Big N, int e10, long mid, int p2) {
        Big left = N.copy();
        Big right = e10 < 0 ? Big.mulPow52(mid, -e10, 0) : Big.ofLong(mid, 2);
        int t = e10 - p2;                  // net power of two on the left
        if (t > 0) left.shiftLeft(t);
        else if (t < 0) right.shiftLeft(-t);
        return Big.cmp(left, right);
    }

    /*
     * Hexadecimal form: [sign] 0x H* [. H*] p [sign] D+ [fFdD], at least one
     * hex digit; rounded once, directly to the target format.
     */
    private static long parseHex(String in, int i, boolean neg, boolean isFloat) {
        int len = in.length();
        long mant = 0;          // first significant hex digits
        boolean sticky = false; // a non-zero bit was dropped from mant
        long shiftExp = 0;      // value = mant * 2^(shiftExp + exp)
        boolean any = false, point = false, afterPointDigits = false;
        boolean beforePoint = false;
        char c = 0;
        for (; i < len; i++) {
            c = in.charAt(i);
            if (c == '.') {
                if (point) throw badInput(in);
                point = true;
                continue;
            }
            int h = hexVal(c);
            if (h < 0) break;
            any = true;
            if (point) afterPointDigits = true;
            else beforePoint = true;
            if (mant >>> 56 == 0) {
                mant = (mant << 4) | h;
                if (point) shiftExp -= 4;
            } else {
                if (h != 0) sticky = true;
                if (!point) shiftExp += 4;
            }
        }
        if (!any || i >= len || (c != 'p' && c != 'P')) throw badInput(in);
        if (point && !afterPointDigits && !beforePoint) throw badInput(in);
        i++;
        if (i >= len) throw badInput(in);
        c = in.charAt(i);
        int expSign = 1;
        if (c == '-' || c == '+') {
            if (c == '-') expSign = -1;
            i++;
        }
        int expAt = i;
        long expVal = 0;
        while (i < len && (c = in.charAt(i)) >= '0' && c <= '9') {
            if (expVal < 100000000000L) expVal = expVal * 10 + (c - '0');
            i++;
        }
        if (i == expAt) throw badInput(in);
        if (i < len) {
            c = in.charAt(i);
            if (i != len - 1 || (c != 'f' && c != 'F' && c != 'd' && c != 'D')) throw badInput(in);
        }
        if (mant == 0) return signed(0, neg, isFloat);
        long e2 = shiftExp + expSign * expVal;   // value = mant * 2^e2 (+ sticky)
        int P = isFloat ? 24 : 53;
        int qMin = isFloat ? -149 : -1074;
        int qMax = isFloat ? 104 : 971;
        int bl = 64 - Long.numberOfLeadingZeros(mant);
        // exponent of the lowest kept bit if normal
        long q = e2 + bl - P;
        if (q < qMin) q = qMin;
        if (q > qMax + 200) return signed(isFloat ? 0x7F800000L : 0x7FF0000000000000L, neg, isFloat);
        long shift = q - e2;      // bits to drop (may be negative: shift left)
        long m;
        if (shift <= 0) {
            m = mant << (-shift);
        } else {
            if (shift > 63) {
                m = 0;
                if (mant != 0) {
                    // everything is below half of the smallest unit
                    return signed(0, neg, isFloat);
                }
            } else {
                m = mant >>> shift;
                long rem = mant & ((1L << shift) - 1);
                long half = 1L << (shift - 1);
                if (rem > half || (rem == half && (sticky || (m & 1) != 0)) ) m++;
                else if (rem == half) { /* exact tie, even kept */ }
            }
        }
        long hidden = 1L << (P - 1);
        if (m == (hidden << 1)) {
            m = hidden;
            q++;
        }
        if (q > qMax) return signed(isFloat ? 0x7F800000L : 0x7FF0000000000000L, neg, isFloat);
        long bits;
        if (m < hidden) {
            bits = m;
        } else {
            long biased = q - qMin + 1;
            bits = (biased << (P - 1)) | (m & (hidden - 1));
        }
        return signed(bits, neg, isFloat);
    }

    private static int hexVal(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }
}
