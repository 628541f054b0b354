// java.math.BigInteger: arithmetic, division, conversions, bit operations and
// primes on fixed pseudo-random operands of many sizes and signs.
import java.math.BigInteger;
import java.util.Random;

public class LibBigInteger {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) {
        Random rnd = new Random(2024);
        BigInteger[] vals = new BigInteger[40];
        for (int i = 0; i < vals.length; i++) {
            BigInteger v = new BigInteger(1 + rnd.nextInt(i < 20 ? 70 : 400), rnd);
            if (rnd.nextBoolean()) v = v.negate();
            vals[i] = v;
        }
        vals[0] = BigInteger.ZERO;
        vals[1] = BigInteger.ONE;
        vals[2] = BigInteger.valueOf(Long.MIN_VALUE);
        vals[3] = BigInteger.valueOf(-1);
        vals[4] = BigInteger.ONE.shiftLeft(64);
        vals[5] = BigInteger.ONE.shiftLeft(64).negate();
        vals[6] = new BigInteger("ffffffffffffffffffffffff", 16);
        for (int i = 0; i < vals.length; i++) {
            BigInteger a = vals[i];
            BigInteger b = vals[(i * 7 + 3) % vals.length];
            p(a + " " + a.toString(16) + " " + a.toString(7) + " " + a.hashCode() + " " + a.bitLength() + " " + a.bitCount() + " " + a.getLowestSetBit() + " " + a.signum()
                + " " + a.intValue() + " " + a.longValue() + " " + a.doubleValue() + " " + a.floatValue() + " " + java.util.Arrays.toString(a.toByteArray()));
            p(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.compareTo(b) + " " + a.equals(b) + " " + a.min(b) + " " + a.max(b) + " " + a.negate().abs());
            if (b.signum() != 0) {
                BigInteger[] qr = a.divideAndRemainder(b);
                p(a.divide(b) + " " + a.remainder(b) + " " + qr[0] + " " + qr[1] + " " + a.gcd(b) + (b.signum() > 0 ? " " + a.mod(b) + " " + a.modPow(BigInteger.valueOf(65537), b) : ""));
            }
            p(a.and(b) + " " + a.or(b) + " " + a.xor(b) + " " + a.not() + " " + a.andNot(b) + " " + a.shiftLeft(37) + " " + a.shiftRight(5) + " " + a.shiftRight(70) + " " + a.testBit(3) + " " + a.setBit(100) + " " + a.clearBit(0) + " " + a.flipBit(65));
            p(a.pow(3) + " " + a.abs().sqrt() + " " + new BigInteger(a.toByteArray()).equals(a) + " " + new BigInteger(a.toString(36), 36).equals(a) + " " + new BigInteger(a.signum(), a.abs().toByteArray()).equals(a));
        }
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 60; i++) f = f.multiply(BigInteger.valueOf(i));
        p("60! = " + f + " digits " + f.toString().length());
        BigInteger fib1 = BigInteger.ZERO, fib2 = BigInteger.ONE;
        for (int i = 0; i < 300; i++) { BigInteger t = fib1.add(fib2); fib1 = fib2; fib2 = t; }
        p(fib1 + " " + fib1.mod(BigInteger.valueOf(1000000007)) + " " + fib1.divide(f) + " " + f.divide(fib1.shiftRight(200)));
        p(BigInteger.TWO.pow(127).subtract(BigInteger.ONE).isProbablePrime(50) + " " + BigInteger.TWO.pow(128).add(BigInteger.ONE).isProbablePrime(50) + " " + BigInteger.valueOf(1000).nextProbablePrime() + " " + BigInteger.valueOf(561).isProbablePrime(20) + " " + BigInteger.valueOf(97).isProbablePrime(1));
        p(BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " " + BigInteger.valueOf(-3).modInverse(BigInteger.valueOf(11)) + " " + BigInteger.valueOf(2).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(7)) + " " + BigInteger.TEN.pow(30).sqrtAndRemainder()[1]);
        p(new BigInteger("-000123456789012345678901234567890") + " " + new BigInteger("+7") + " " + new BigInteger("zz", 36) + " " + new BigInteger("-0") + " " + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValue() + " " + BigInteger.TWO.pow(1023).doubleValue() + " " + BigInteger.TWO.pow(1024).doubleValue());
        String[] bad = {"", "-", "12-3", "abc", "123456789012x", "1 2", "++1"};
        for (String s : bad) {
            try { new BigInteger(s); } catch (NumberFormatException e) { p(e.getMessage()); }
        }
        try { BigInteger.ONE.divide(BigInteger.ZERO); } catch (ArithmeticException e) { p(e.getMessage()); }
        try { BigInteger.ONE.mod(BigInteger.valueOf(-5)); } catch (ArithmeticException e) { p(e.getMessage()); }
        try { BigInteger.TWO.pow(70).longValueExact(); } catch (ArithmeticException e) { p(e.getMessage()); }
        try { BigInteger.TWO.modInverse(BigInteger.valueOf(4)); } catch (ArithmeticException e) { p(e.getMessage()); }
        try { new BigInteger("12", 40); } catch (NumberFormatException e) { p(e.getMessage()); }
        p(BigInteger.valueOf(Long.MIN_VALUE).longValueExact() + " " + BigInteger.valueOf(Integer.MIN_VALUE).intValueExact() + " " + new BigInteger(100, new Random(5)) + " " + BigInteger.probablePrime(40, new Random(9)).bitLength());
    }
}
