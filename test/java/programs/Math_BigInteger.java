import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

// java.math: BigInteger factorial, powers, modPow, gcd, toString radix;
// BigDecimal arithmetic with scales and rounding modes.
public class Math_BigInteger {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println(f + " " + f.bitLength() + " " + f.toString(36));
        System.out.println(BigInteger.TWO.pow(200).subtract(BigInteger.ONE).isProbablePrime(20) + " " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(1000), BigInteger.valueOf(1000007)) + " " + BigInteger.valueOf(1071).gcd(BigInteger.valueOf(462)));
        BigDecimal a = new BigDecimal("10.25"), b = new BigDecimal("3");
        System.out.println(a.add(b) + " " + a.multiply(b) + " " + a.divide(b, 5, RoundingMode.HALF_UP) + " " + a.setScale(1, RoundingMode.HALF_EVEN) + " " + new BigDecimal(0.1));
    }
}
