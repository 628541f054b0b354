// BigInteger against known values: 100!, 2^1000 and its digit sum,
// Fibonacci(500), Mersenne primes, modPow/modInverse (RSA round trip with
// small primes), gcd/lcm, isProbablePrime on known primes and Carmichael
// numbers, toString in several radixes, divideAndRemainder/mod with every
// sign combination, shifts and bit operations on negatives, sqrt, and
// parse errors.
import java.math.BigInteger;
import java.util.*;

public class Math_BigKnown {
    static BigInteger fact(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) r = r.multiply(BigInteger.valueOf(i));
        return r;
    }

    public static void main(String[] args) {
        BigInteger f100 = fact(100);
        System.out.println(f100);
        System.out.println(f100.bitLength() + " " + f100.bitCount() + " " + f100.getLowestSetBit() + " " + f100.toString().length() + " " + f100.signum());
        BigInteger p1000 = BigInteger.TWO.pow(1000);
        int ds = 0;
        for (char c : p1000.toString().toCharArray()) ds += c - '0';
        System.out.println(p1000 + "\ndigit sum " + ds);
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < 500; i++) { BigInteger t = a.add(b); a = b; b = t; }
        System.out.println("fib500 " + a);
        for (int p : new int[] {2, 3, 5, 7, 11, 13, 17, 19, 23, 31, 61, 89, 107, 127}) {
            BigInteger m = BigInteger.ONE.shiftLeft(p).subtract(BigInteger.ONE);
            System.out.print(p + ":" + m.isProbablePrime(50) + " ");
        }
        System.out.println();
        for (long c : new long[] {561, 1105, 1729, 2465, 2821, 6601, 8911, 1000000007, 998244353, 1000000000039L, 4294967297L})
            System.out.print(c + ":" + BigInteger.valueOf(c).isProbablePrime(40) + " ");
        System.out.println();
        System.out.println(BigInteger.valueOf(1000).nextProbablePrime() + " " + new BigInteger("1000000000000").nextProbablePrime());

        BigInteger p = new BigInteger("61"), q = new BigInteger("53");
        BigInteger n = p.multiply(q), phi = p.subtract(BigInteger.ONE).multiply(q.subtract(BigInteger.ONE));
        BigInteger e = BigInteger.valueOf(17), d = e.modInverse(phi);
        BigInteger msg = BigInteger.valueOf(65);
        BigInteger enc = msg.modPow(e, n), dec = enc.modPow(d, n);
        System.out.println("rsa n=" + n + " d=" + d + " enc=" + enc + " dec=" + dec);
        BigInteger bigP = new BigInteger("170141183460469231731687303715884105727");
        System.out.println(BigInteger.valueOf(3).modPow(bigP.subtract(BigInteger.ONE), bigP) + " " + BigInteger.valueOf(7).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(13)) + " " + BigInteger.valueOf(-7).mod(BigInteger.valueOf(13)));
        try { BigInteger.valueOf(4).modInverse(BigInteger.valueOf(8)); } catch (ArithmeticException ex) { System.out.println("AE " + ex.getMessage()); }
        try { BigInteger.ONE.mod(BigInteger.valueOf(-3)); } catch (ArithmeticException ex) { System.out.println("AE " + ex.getMessage()); }
        try { BigInteger.ONE.divide(BigInteger.ZERO); } catch (ArithmeticException ex) { System.out.println("AE " + ex.getMessage()); }
        try { BigInteger.TEN.pow(-1); } catch (ArithmeticException ex) { System.out.println("AE " + ex.getMessage()); }

        BigInteger g1 = fact(30), g2 = BigInteger.TWO.pow(40).multiply(BigInteger.valueOf(3 * 3 * 7 * 1001));
        BigInteger g = g1.gcd(g2);
        System.out.println("gcd " + g + " lcm " + g1.multiply(g2).divide(g) + " gcd(0,0)=" + BigInteger.ZERO.gcd(BigInteger.ZERO) + " gcd(-12,18)=" + BigInteger.valueOf(-12).gcd(BigInteger.valueOf(18)));

        long[][] pairs = {{17, 5}, {-17, 5}, {17, -5}, {-17, -5}, {0, 7}, {5, 17}};
        for (long[] pr : pairs) {
            BigInteger x = BigInteger.valueOf(pr[0]).multiply(BigInteger.TEN.pow(20)), y = BigInteger.valueOf(pr[1]);
            BigInteger[] qr = x.divideAndRemainder(y);
            System.out.println(x + " / " + y + " = " + qr[0] + " r " + qr[1] + " mod " + x.mod(y.abs()) + " rem " + x.remainder(y));
        }
        BigInteger big = new BigInteger("123456789012345678901234567890");
        for (int radix : new int[] {2, 7, 16, 36}) {
            String s = big.toString(radix);
            System.out.println(radix + ": " + s + " back=" + new BigInteger(s, radix).equals(big) + " neg=" + big.negate().toString(radix).substring(0, 5));
        }
        BigInteger neg = BigInteger.valueOf(-1000);
        System.out.println(neg.shiftRight(3) + " " + neg.shiftLeft(70) + " " + neg.and(BigInteger.valueOf(0xff)) + " " + neg.or(BigInteger.valueOf(7)) + " " + neg.xor(BigInteger.ONE.shiftLeft(65)) + " " + neg.not()
            + " " + neg.testBit(3) + " " + neg.testBit(200) + " " + neg.setBit(1) + " " + neg.clearBit(3) + " " + neg.flipBit(100).bitLength() + " " + neg.bitLength() + " " + neg.bitCount());
        System.out.println(Arrays.toString(BigInteger.valueOf(-129).toByteArray()) + " " + Arrays.toString(BigInteger.valueOf(255).toByteArray()) + " " + new BigInteger(new byte[] {(byte) 0xff, 0x00}) + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0x00}));
        System.out.println(f100.sqrt() + " " + BigInteger.valueOf(99).sqrt() + " " + Arrays.toString(BigInteger.valueOf(99).sqrtAndRemainder()));
        System.out.println(big.longValue() + " " + big.intValue() + " " + big.doubleValue() + " " + big.floatValue() + " " + f100.doubleValue() + " " + BigInteger.TWO.pow(2000).doubleValue());
        try { big.longValueExact(); } catch (ArithmeticException ex) { System.out.println("AE " + ex.getMessage()); }
        System.out.println(big.compareTo(f100) + " " + big.min(BigInteger.TEN) + " " + big.max(BigInteger.TEN).equals(big) + " " + big.hashCode() + " " + f100.hashCode() + " " + BigInteger.valueOf(-5).hashCode());
        for (String bad : new String[] {"", "-", "12x", "1 2", "+-3"}) {
            try { new BigInteger(bad); } catch (NumberFormatException ex) { System.out.println("NFE [" + bad + "] " + ex.getMessage()); }
        }
        try { new BigInteger("zz", 10); } catch (NumberFormatException ex) { System.out.println("NFE " + ex.getMessage()); }
        System.out.println(new BigInteger("-0") + " " + new BigInteger("+00042") + " " + new BigInteger("-ff", 16) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate() + " " + BigInteger.valueOf(Long.MIN_VALUE).abs().subtract(BigInteger.ONE).longValueExact());
        // Catalan numbers and binomials
        StringBuilder sb = new StringBuilder();
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < 60; i++) { if (i % 10 == 0) sb.append(c).append(' '); c = c.multiply(BigInteger.valueOf(2L * (2 * i + 1))).divide(BigInteger.valueOf(i + 2)); }
        System.out.println(sb.toString().trim());
        System.out.println(fact(200).divide(fact(100).multiply(fact(100))));
    }
}
