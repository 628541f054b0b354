/*
 * java.math.BigInteger: sign and magnitude, the magnitude a big-endian int[]
 * without leading zero words (ZERO has an empty one) -- the JDK's layout, so
 * hashCode is the JDK's.  Arithmetic is schoolbook multiplication and Knuth's
 * algorithm D for division (the JDK's faster algorithms give the same
 * results); bitwise operations and shifts have two's-complement semantics.
 * Parsing groups digits as the JDK does, so that bad input gets the same
 * NumberFormatException text.  isProbablePrime is Miller-Rabin with fixed
 * bases (primes always pass, as on the JDK).
 */
package java.math;

import java.util.Random;

public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long LONG_MASK = 0xffffffffL;
    private static final int[] EMPTY = new int[0];

    /* not final: readObject sets them (serial form below) */
    int signum;
    int[] mag;

    public static final BigInteger ZERO = new BigInteger(EMPTY, 0);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);
    private static final BigInteger NEGATIVE_ONE = valueOf(-1);

    /* Adopts mag (already stripped); signum 0 iff mag is empty. */
    private BigInteger(int[] mag, int signum) {
        this.mag = mag;
        this.signum = mag.length == 0 ? 0 : signum;
    }

    private static BigInteger of(int[] mag, int signum) {
        mag = strip(mag);
        return mag.length == 0 ? ZERO : new BigInteger(mag, signum);
    }

    private static int[] strip(int[] m) {
        int i = 0;
        while (i < m.length && m[i] == 0) {
            i++;
        }
        if (i == 0) {
            return m;
        }
        int[] r = new int[m.length - i];
        System.arraycopy(m, i, r, 0, r.length);
        return r;
    }

    // ---- construction ---------------------------------------------------------

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int index1 = val.lastIndexOf('-');
        int index2 = val.lastIndexOf('+');
        if (index1 >= 0) {
            if (index1 != 0 || index2 >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (index2 >= 0) {
            if (index2 != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            this.signum = 0;
            this.mag = EMPTY;
            return;
        }
        int numDigits = len - cursor;
        int dpi = digitsPerInt(radix);
        int groupRadix = intPow(radix, dpi);
        int firstGroupLen = numDigits % dpi;
        if (firstGroupLen == 0) {
            firstGroupLen = dpi;
        }
        int[] m = new int[(numDigits + dpi - 1) / dpi + 1];
        int end = cursor + firstGroupLen;
        m[m.length - 1] = parseGroup(val.substring(cursor, end), radix);
        cursor = end;
        while (cursor < len) {
            end = cursor + dpi;
            int g = parseGroup(val.substring(cursor, end), radix);
            cursor = end;
            mulAddBigEndian(m, groupRadix, g);
        }
        int[] be = strip(m);
        this.mag = be;
        this.signum = be.length == 0 ? 0 : sign;
    }

    private static int parseGroup(String group, int radix) {
        int v = Integer.parseInt(group, radix);
        if (v < 0) {
            throw new NumberFormatException("Illegal digit");
        }
        return v;
    }

    /* m = m * mul + add, m big-endian with room in m[0]. */
    private static void mulAddBigEndian(int[] m, int mul, int add) {
        long carry = add & LONG_MASK;
        long ml = mul & LONG_MASK;
        for (int i = m.length - 1; i >= 0; i--) {
            long p = (m[i] & LONG_MASK) * ml + carry;
            m[i] = (int) p;
            carry = p >>> 32;
        }
    }

    private static int digitsPerInt(int radix) {
        int k = 0;
        long p = 1;
        while (p * radix < (1L << 31)) {
            p *= radix;
            k++;
        }
        return k;
    }

    private static int intPow(int radix, int k) {
        int p = 1;
        for (int i = 0; i < k; i++) {
            p *= radix;
        }
        return p;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        java.util.Objects.checkFromIndexSize(off, len, val.length);
        if (len == 0) {
            this.signum = 0;
            this.mag = EMPTY;
            return;
        }
        boolean negative = val[off] < 0;
        // two's complement bytes -> magnitude
        byte[] b = new byte[len];
        System.arraycopy(val, off, b, 0, len);
        if (negative) {
            for (int i = 0; i < len; i++) {
                b[i] = (byte) ~b[i];
            }
            for (int i = len - 1; i >= 0; i--) {
                b[i]++;
                if (b[i] != 0) {
                    break;
                }
            }
        }
        int[] m = strip(bytesToMag(b, 0, len, negative && allZero(b)));
        this.mag = m;
        this.signum = m.length == 0 ? 0 : (negative ? -1 : 1);
    }

    private static boolean allZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    /* Big-endian unsigned bytes to a big-endian int magnitude; carryOut adds 2^(8*len) (for -2^(8*len-1)...). */
    private static int[] bytesToMag(byte[] b, int off, int len, boolean carryOut) {
        int words = (len + 3) / 4 + (carryOut ? 1 : 0);
        int[] m = new int[words];
        int w = words - 1;
        int shift = 0;
        for (int i = off + len - 1; i >= off; i--) {
            m[w] |= (b[i] & 0xff) << shift;
            shift += 8;
            if (shift == 32) {
                shift = 0;
                w--;
            }
        }
        if (carryOut) {
            // the magnitude is 2^(8*len): set that bit
            int bit = 8 * len;
            m[words - 1 - bit / 32] |= 1 << (bit % 32);
        }
        return m;
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        java.util.Objects.checkFromIndexSize(off, len, magnitude.length);
        int[] m = strip(bytesToMag(magnitude, off, len, false));
        if (m.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
        this.mag = m;
    }

    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        byte[] randomBits = new byte[(int) ((numBits + 7L) / 8)];
        if (numBits > 0) {
            rnd.nextBytes(randomBits);
            int excessBits = 8 * randomBits.length - numBits;
            randomBits[0] &= (byte) ((1 << (8 - excessBits)) - 1);
        }
        int[] m = strip(bytesToMag(randomBits, 0, randomBits.length, false));
        this.mag = m;
        this.signum = m.length == 0 ? 0 : 1;
    }

    public static BigInteger valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        int sign = 1;
        if (val < 0) {
            val = -val;
            sign = -1;
        }
        int hi = (int) (val >>> 32);
        int[] m = hi == 0 ? new int[] {(int) val} : new int[] {hi, (int) val};
        return new BigInteger(m, sign);
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        for (;;) {
            BigInteger c = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) {
                c = c.setBit(0);
            }
            if (c.isProbablePrime(100)) {
                return c;
            }
        }
    }

    // ---- magnitude arithmetic (big-endian) ---------------------------------------

    private static int compareMag(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = 0; i < a.length; i++) {
            int x = a[i] + Integer.MIN_VALUE;
            int y = b[i] + Integer.MIN_VALUE;
            if (x != y) {
                return x < y ? -1 : 1;
            }
        }
        return 0;
    }

    private static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = a.length - 1;
        int j = b.length - 1;
        int k = r.length - 1;
        while (i >= 0) {
            long s = (a[i] & LONG_MASK) + (j >= 0 ? (b[j] & LONG_MASK) : 0) + carry;
            r[k--] = (int) s;
            carry = s >>> 32;
            i--;
            j--;
        }
        r[0] = (int) carry;
        return strip(r);
    }

    /* a - b with |a| >= |b|. */
    private static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int j = b.length - 1;
        for (int i = a.length - 1; i >= 0; i--, j--) {
            long d = (a[i] & LONG_MASK) - (j >= 0 ? (b[j] & LONG_MASK) : 0) - borrow;
            r[i] = (int) d;
            borrow = (d >> 63) & 1;
        }
        return strip(r);
    }

    private static int[] mulMag(int[] a, int[] b) {
        int[] r = new int[a.length + b.length];
        for (int i = a.length - 1; i >= 0; i--) {
            long ai = a[i] & LONG_MASK;
            if (ai == 0) {
                continue;
            }
            long carry = 0;
            int k = i + b.length;
            for (int j = b.length - 1; j >= 0; j--, k--) {
                long p = ai * (b[j] & LONG_MASK) + (r[k] & LONG_MASK) + carry;
                r[k] = (int) p;
                carry = p >>> 32;
            }
            r[k] = (int) carry;
        }
        return strip(r);
    }

    /* {quotient, remainder} magnitudes of a / b, b non-zero (Knuth, TAOCP 4.3.1, algorithm D). */
    private static int[][] divMag(int[] a, int[] b) {
        int cmp = compareMag(a, b);
        if (cmp < 0) {
            return new int[][] {EMPTY, a};
        }
        if (cmp == 0) {
            return new int[][] {new int[] {1}, EMPTY};
        }
        if (b.length == 1) {
            long d = b[0] & LONG_MASK;
            int[] q = new int[a.length];
            long rem = 0;
            for (int i = 0; i < a.length; i++) {
                long cur = (rem << 32) | (a[i] & LONG_MASK);
                q[i] = (int) Long.divideUnsigned(cur, d);
                rem = Long.remainderUnsigned(cur, d);
            }
            return new int[][] {strip(q), rem == 0 ? EMPTY : new int[] {(int) rem}};
        }
        // normalize so that the divisor's top word has its high bit set
        int s = Integer.numberOfLeadingZeros(b[0]);
        int n = b.length;
        int m = a.length - n;
        int[] v = shiftLeftWords(b, s, n);
        int[] u = shiftLeftWords(a, s, a.length + 1);   // u has one extra leading word
        int[] q = new int[m + 1];
        long v1 = v[0] & LONG_MASK;
        long v2 = v[1] & LONG_MASK;
        for (int j = 0; j <= m; j++) {
            long num = ((u[j] & LONG_MASK) << 32) | (u[j + 1] & LONG_MASK);
            long qhat;
            long rhat;
            if ((u[j] & LONG_MASK) == v1) {
                qhat = LONG_MASK;
                rhat = (u[j + 1] & LONG_MASK) + v1;
            } else {
                qhat = Long.divideUnsigned(num, v1);
                rhat = Long.remainderUnsigned(num, v1);
            }
            while (rhat < (1L << 32)) {
                long lhs = qhat * v2;
                long rhs = (rhat << 32) | (u[j + 2] & LONG_MASK);
                // qhat < 2^32 and v2 < 2^32: the product fits in 64 unsigned bits
                if (Long.compareUnsigned(lhs, rhs) <= 0) {
                    break;
                }
                qhat--;
                rhat += v1;
            }
            // u[j .. j+n] -= qhat * v
            long borrow = 0;
            long carry = 0;
            for (int i = n - 1; i >= 0; i--) {
                long p = qhat * (v[i] & LONG_MASK) + carry;
                carry = p >>> 32;
                long t = (u[j + 1 + i] & LONG_MASK) - (p & LONG_MASK) - borrow;
                u[j + 1 + i] = (int) t;
                borrow = (t >> 63) & 1;
            }
            long t = (u[j] & LONG_MASK) - carry - borrow;
            u[j] = (int) t;
            if (t < 0) {
                // qhat was one too big: add v back
                qhat--;
                long c = 0;
                for (int i = n - 1; i >= 0; i--) {
                    long sum = (u[j + 1 + i] & LONG_MASK) + (v[i] & LONG_MASK) + c;
                    u[j + 1 + i] = (int) sum;
                    c = sum >>> 32;
                }
                u[j] = (int) ((u[j] & LONG_MASK) + c);
            }
            q[j] = (int) qhat;
        }
        // the remainder is u[m+1 .. m+n] shifted back right by s
        int[] r = new int[n];
        System.arraycopy(u, m + 1, r, 0, n);
        if (s != 0) {
            for (int i = n - 1; i > 0; i--) {
                r[i] = (r[i] >>> s) | (r[i - 1] << (32 - s));
            }
            r[0] >>>= s;
        }
        return new int[][] {strip(q), strip(r)};
    }

    /* a << s (0 <= s < 32) into a big-endian array of `len` words (len >= a.length). */
    private static int[] shiftLeftWords(int[] a, int s, int len) {
        int[] r = new int[len];
        int off = len - a.length;
        if (s == 0) {
            System.arraycopy(a, 0, r, off, a.length);
            return r;
        }
        int carry = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            r[off + i] = (a[i] << s) | carry;
            carry = a[i] >>> (32 - s);
        }
        if (off > 0) {
            r[off - 1] = carry;
        }
        return r;
    }

    // ---- arithmetic -------------------------------------------------------------

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            return of(addMag(mag, val.mag), signum);
        }
        int cmp = compareMag(mag, val.mag);
        if (cmp == 0) {
            return ZERO;
        }
        return cmp > 0 ? of(subMag(mag, val.mag), signum) : of(subMag(val.mag, mag), -signum);
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        return of(mulMag(mag, val.mag), signum * val.signum);
    }

    private void checkDivisor(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
    }

    public BigInteger divide(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return ZERO;
        }
        return of(divMag(mag, val.mag)[0], signum * val.signum);
    }

    public BigInteger remainder(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return ZERO;
        }
        return of(divMag(mag, val.mag)[1], signum);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return new BigInteger[] {ZERO, ZERO};
        }
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger[] {of(qr[0], signum * val.signum), of(qr[1], signum)};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        BigInteger result = ONE;
        BigInteger base = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0) {
                result = result.multiply(base);
            }
            exponent >>>= 1;
            if (exponent != 0) {
                base = base.multiply(base);
            }
        }
        return result;
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        // Newton's iteration from above: x' = (x + n/x) / 2 until it stops decreasing
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        for (;;) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.multiply(s))};
    }

    public BigInteger gcd(BigInteger val) {
        BigInteger a = abs();
        BigInteger b = val.abs();
        while (b.signum != 0) {
            BigInteger t = a.remainder(b);
            a = b;
            b = t;
        }
        return a;
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(mag, -signum);
    }

    public int signum() {
        return signum;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        BigInteger base = this;
        if (exponent.signum < 0) {
            base = modInverse(m);
            exponent = exponent.negate();
        }
        base = base.mod(m);
        BigInteger result = ONE.mod(m);
        for (int i = exponent.bitLength() - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (exponent.testBit(i)) {
                result = result.multiply(base).mod(m);
            }
        }
        return result;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum != 1) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        BigInteger r0 = m;
        BigInteger r1 = a;
        BigInteger t0 = ZERO;
        BigInteger t1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger t2 = t0.subtract(qr[0].multiply(t1));
            r0 = r1;
            r1 = qr[1];
            t0 = t1;
            t1 = t2;
        }
        if (!r0.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t0.mod(m);
    }

    // ---- bits (two's complement semantics) -----------------------------------------

    /* Little-endian two's complement words, `n` of them (enough for the value and its sign). */
    private int[] twos(int n) {
        int[] w = new int[n];
        for (int i = 0; i < mag.length && i < n; i++) {
            w[i] = mag[mag.length - 1 - i];
        }
        if (signum < 0) {
            // negate: invert and add one
            boolean carry = true;
            for (int i = 0; i < n; i++) {
                w[i] = ~w[i];
                if (carry) {
                    w[i]++;
                    carry = w[i] == 0;
                }
            }
        }
        return w;
    }

    private static BigInteger fromTwos(int[] w) {
        int n = w.length;
        boolean negative = n > 0 && w[n - 1] < 0;
        int[] m = new int[n];
        if (negative) {
            boolean carry = true;
            for (int i = 0; i < n; i++) {
                int x = ~w[i];
                if (carry) {
                    x++;
                    carry = x == 0;
                }
                m[n - 1 - i] = x;
            }
        } else {
            for (int i = 0; i < n; i++) {
                m[n - 1 - i] = w[i];
            }
        }
        return of(m, negative ? -1 : 1);
    }

    private int wordsFor(BigInteger other) {
        return Math.max(mag.length, other.mag.length) + 1;
    }

    public BigInteger and(BigInteger val) {
        int n = wordsFor(val);
        int[] a = twos(n);
        int[] b = val.twos(n);
        for (int i = 0; i < n; i++) {
            a[i] &= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger or(BigInteger val) {
        int n = wordsFor(val);
        int[] a = twos(n);
        int[] b = val.twos(n);
        for (int i = 0; i < n; i++) {
            a[i] |= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger xor(BigInteger val) {
        int n = wordsFor(val);
        int[] a = twos(n);
        int[] b = val.twos(n);
        for (int i = 0; i < n; i++) {
            a[i] ^= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger not() {
        int n = mag.length + 1;
        int[] a = twos(n);
        for (int i = 0; i < n; i++) {
            a[i] = ~a[i];
        }
        return fromTwos(a);
    }

    public BigInteger andNot(BigInteger val) {
        return and(val.not());
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int words = Math.max(mag.length, n / 32 + 1) + 1;
        return (twos(words)[n / 32] & (1 << (n % 32))) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int words = Math.max(mag.length, n / 32 + 1) + 1;
        int[] w = twos(words);
        int bit = 1 << (n % 32);
        if (op == 0) {
            w[n / 32] |= bit;
        } else if (op == 1) {
            w[n / 32] &= ~bit;
        } else {
            w[n / 32] ^= bit;
        }
        return fromTwos(w);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int i = mag.length - 1;
        int bits = 0;
        while (mag[i] == 0) {
            i--;
            bits += 32;
        }
        return bits + Integer.numberOfTrailingZeros(mag[i]);
    }

    private int magBitLength() {
        if (mag.length == 0) {
            return 0;
        }
        return (mag.length - 1) * 32 + (32 - Integer.numberOfLeadingZeros(mag[0]));
    }

    private boolean magIsPowerOfTwo() {
        if (mag.length == 0 || Integer.bitCount(mag[0]) != 1) {
            return false;
        }
        for (int i = 1; i < mag.length; i++) {
            if (mag[i] != 0) {
                return false;
            }
        }
        return true;
    }

    public int bitLength() {
        int n = magBitLength();
        if (signum < 0 && magIsPowerOfTwo()) {
            n--;
        }
        return n;
    }

    public int bitCount() {
        int c = 0;
        for (int x : mag) {
            c += Integer.bitCount(x);
        }
        if (signum < 0) {
            // bits that differ from the sign: bitCount(|x| - 1) = popcount(|x|) - 1 + trailing zeros
            c += getLowestSetBit() - 1;
        }
        return c;
    }

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n < 0) {
            return shiftRight(-n);
        }
        int words = n / 32;
        int bits = n % 32;
        int[] r = shiftLeftWords(mag, bits, mag.length + 1);
        int[] out = new int[r.length + words];
        System.arraycopy(r, 0, out, 0, r.length);
        return of(out, signum);
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n < 0) {
            return shiftLeft(-n);
        }
        if (signum > 0) {
            return of(shiftRightMag(mag, n), 1);
        }
        // floor division for negatives: -((|x| - 1) >> n) - 1
        int[] m1 = subMag(mag, new int[] {1});
        int[] s = shiftRightMag(m1, n);
        return of(addMag(s, new int[] {1}), -1);
    }

    private static int[] shiftRightMag(int[] m, int n) {
        int words = n / 32;
        int bits = n % 32;
        if (words >= m.length) {
            return EMPTY;
        }
        int len = m.length - words;
        int[] r = new int[len];
        if (bits == 0) {
            System.arraycopy(m, 0, r, 0, len);
        } else {
            for (int i = len - 1; i >= 0; i--) {
                int lo = m[i] >>> bits;
                int hi = i > 0 ? m[i - 1] << (32 - bits) : 0;
                r[i] = lo | hi;
            }
        }
        return strip(r);
    }

    // ---- primes -----------------------------------------------------------------

    private static final int[] BASES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = abs();
        if (w.equals(TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        for (int p : BASES) {
            BigInteger bp = valueOf(p);
            if (w.equals(bp)) {
                return true;
            }
            if (w.remainder(bp).signum == 0) {
                return false;
            }
        }
        BigInteger wm1 = w.subtract(ONE);
        int a = wm1.getLowestSetBit();
        BigInteger m = wm1.shiftRight(a);
        for (int base : BASES) {
            BigInteger z = valueOf(base).modPow(m, w);
            if (z.equals(ONE) || z.equals(wm1)) {
                continue;
            }
            boolean composite = true;
            for (int j = 1; j < a; j++) {
                z = z.multiply(z).mod(w);
                if (z.equals(wm1)) {
                    composite = false;
                    break;
                }
                if (z.equals(ONE)) {
                    return false;
                }
            }
            if (composite) {
                return false;
            }
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || equals(ONE)) {
            return TWO;
        }
        BigInteger c = add(ONE);
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (!c.isProbablePrime(100)) {
            c = c.add(TWO);
        }
        return c;
    }

    // ---- comparison and conversion -------------------------------------------------

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        int c = compareMag(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger b = (BigInteger) x;
        if (b.signum != signum || b.mag.length != mag.length) {
            return false;
        }
        for (int i = 0; i < mag.length; i++) {
            if (mag[i] != b.mag[i]) {
                return false;
            }
        }
        return true;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    public int hashCode() {
        int hashCode = 0;
        for (int i = 0; i < mag.length; i++) {
            hashCode = (int) (31 * hashCode + (mag[i] & LONG_MASK));
        }
        return hashCode * signum;
    }

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        int dpi = digitsPerInt(radix);
        int groupRadix = intPow(radix, dpi);
        int[] m = mag;
        int[] div = {groupRadix};
        // collect groups from the least significant one
        String[] groups = new String[Math.max(4, m.length * 2 + 2)];
        int n = 0;
        while (m.length > 0) {
            int[][] qr = divMag(m, div);
            int r = qr[1].length == 0 ? 0 : qr[1][0];
            if (n == groups.length) {
                String[] g = new String[n * 2];
                System.arraycopy(groups, 0, g, 0, n);
                groups = g;
            }
            groups[n++] = Integer.toString(r, radix);
            m = qr[0];
        }
        StringBuilder sb = new StringBuilder(n * dpi + 1);
        if (signum < 0) {
            sb.append('-');
        }
        sb.append(groups[n - 1]);
        for (int i = n - 2; i >= 0; i--) {
            for (int pad = dpi - groups[i].length(); pad > 0; pad--) {
                sb.append('0');
            }
            sb.append(groups[i]);
        }
        return sb.toString();
    }

    public String toString() {
        return toString(10);
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        int[] w = twos(byteLen / 4 + 1);
        byte[] b = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            b[byteLen - 1 - i] = (byte) (w[i / 4] >>> (8 * (i % 4)));
        }
        return b;
    }

    public int intValue() {
        return signum == 0 ? 0 : twos(1)[0];
    }

    public long longValue() {
        if (signum == 0) {
            return 0;
        }
        int[] w = twos(2);
        return ((long) w[1] << 32) | (w[0] & LONG_MASK);
    }

    public float floatValue() {
        return (float) toDouble(24);
    }

    public double doubleValue() {
        return toDouble(53);
    }

    /* Correctly rounded (half even) to `p` significant bits, then to double. */
    private double toDouble(int p) {
        if (signum == 0) {
            return 0.0;
        }
        int n = magBitLength();
        if (n <= 62 && p == 53) {
            return (double) longValue();
        }
        if (n > 2000) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        int shift = n - (p + 1);
        long top;
        boolean sticky;
        if (shift <= 0) {
            top = magLow64() << -shift;
            sticky = false;
        } else {
            int[] t = shiftRightMag(mag, shift);
            top = (t.length > 1 ? ((long) t[t.length - 2] << 32) : 0) | (t[t.length - 1] & LONG_MASK);
            sticky = getLowestSetBit() < shift;
        }
        long mant = top >>> 1;
        boolean roundBit = (top & 1) != 0;
        if (roundBit && (sticky || (mant & 1) != 0)) {
            mant++;
        }
        double d = Math.scalb((double) mant, shift + 1);
        return signum > 0 ? d : -d;
    }

    private long magLow64() {
        long v = mag[mag.length - 1] & LONG_MASK;
        if (mag.length > 1) {
            v |= (long) mag[mag.length - 2] << 32;
        }
        return v;
    }

    public long longValueExact() {
        if (bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (bitLength() <= 15) {
            return (short) intValue();
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (bitLength() <= 7) {
            return (byte) intValue();
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    /* ---- serial form: the JDK's fields, the magnitude as big-endian bytes
     * (none for zero) and four retired caches written as -1, -1, -2, -2 */
    private static final long serialVersionUID = -8287574255936472291L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("signum", Integer.TYPE),
        new java.io.ObjectStreamField("magnitude", byte[].class),
        new java.io.ObjectStreamField("bitCount", Integer.TYPE),
        new java.io.ObjectStreamField("bitLength", Integer.TYPE),
        new java.io.ObjectStreamField("firstNonzeroByteNum", Integer.TYPE),
        new java.io.ObjectStreamField("lowestSetBit", Integer.TYPE)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int bytes = mag.length == 0 ? 0 : (abs().bitLength() + 7) >>> 3;
        byte[] m = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            int word = mag[mag.length - 1 - (i >>> 2)];
            m[bytes - 1 - i] = (byte) (word >>> ((i & 3) * 8));
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("signum", signum);
        f.put("magnitude", m);
        f.put("bitCount", -1);
        f.put("bitLength", -1);
        f.put("lowestSetBit", -2);
        f.put("firstNonzeroByteNum", -2);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        int sign = f.get("signum", -2);
        byte[] m = (byte[]) f.get("magnitude", null);
        if (sign < -1 || sign > 1) {
            throw new java.io.StreamCorruptedException("BigInteger: Invalid signum value");
        }
        if (m == null) m = new byte[0];
        int lead = 0;
        while (lead < m.length && m[lead] == 0) lead++;
        int n = m.length - lead;
        if ((n == 0) != (sign == 0)) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        int[] words = new int[(n + 3) >>> 2];
        for (int i = 0; i < n; i++) {
            words[words.length - 1 - (i >>> 2)] |= (m[m.length - 1 - i] & 0xff) << ((i & 3) * 8);
        }
        mag = words;
        signum = sign;
    }
}
