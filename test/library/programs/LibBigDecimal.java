// java.math.BigDecimal: parsing, toString/toPlainString forms, exact and
// rounded division in every rounding mode, scales, comparisons, hash codes.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

public class LibBigDecimal {
    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) {
        String[] texts = {"0", "-0", "1.50", "-123.456", "0.000001", "0.0000001", "1E+3", "1e-10", "-4.5E2", "123456789012345678901234567890.123", "0.00", "+7", "9.99E-7", "100", "1E2", ".5", "5."};
        for (String t : texts) {
            BigDecimal d = new BigDecimal(t);
            p(t + " -> " + d + " " + d.toPlainString() + " " + d.scale() + " " + d.precision() + " " + d.signum() + " " + d.unscaledValue() + " " + d.hashCode() + " " + d.stripTrailingZeros() + " " + d.doubleValue() + " " + d.intValue() + " " + d.negate());
        }
        double[] ds = {0.1, 0.5, -2.25, 1e-5, 123.456, 1e20, 3.0, Double.MIN_VALUE * 1e5};
        for (double x : ds) {
            p(new BigDecimal(x) + " | " + BigDecimal.valueOf(x) + " | " + new BigDecimal(x).setScale(3, RoundingMode.HALF_EVEN));
        }
        BigDecimal[] nums = {new BigDecimal("10.25"), new BigDecimal("-7.5"), new BigDecimal("2.5"), new BigDecimal("-2.5"), new BigDecimal("1.15"), new BigDecimal("0.005")};
        BigDecimal three = new BigDecimal("3");
        for (BigDecimal a : nums) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (RoundingMode m : RoundingMode.values()) {
                if (m == RoundingMode.UNNECESSARY) continue;
                sb.append(' ').append(m).append('=').append(a.setScale(0, m)).append('/').append(a.divide(three, 3, m)).append('/').append(a.setScale(1, m));
            }
            p(sb);
            p(a.add(three) + " " + a.subtract(three) + " " + a.multiply(a) + " " + a.compareTo(three) + " " + a.abs() + " " + a.pow(3) + " " + a.remainder(three) + " " + a.divideToIntegralValue(three) + " " + a.max(three) + " " + a.movePointLeft(2) + " " + a.movePointRight(3) + " " + a.toBigInteger());
        }
        p(new BigDecimal("1").divide(new BigDecimal("8")) + " " + new BigDecimal("10").divide(new BigDecimal("4")) + " " + new BigDecimal("1.00").divide(new BigDecimal("0.5")) + " " + new BigDecimal("6").divide(new BigDecimal("2.0")) + " " + new BigDecimal("100").divide(new BigDecimal("0.0025")));
        try { new BigDecimal("1").divide(new BigDecimal("3")); } catch (ArithmeticException e) { p(e.getMessage()); }
        try { new BigDecimal("1").divide(BigDecimal.ZERO); } catch (ArithmeticException e) { p(e.getMessage()); }
        try { new BigDecimal("1.25").setScale(1); } catch (ArithmeticException e) { p(e.getMessage()); }
        for (String bad : new String[] {"1.2.3", "abc", "", "1e", "-", "1x", "1e5x", "1e99999999999", " 1", "1e+"}) {
            try { new BigDecimal(bad); } catch (NumberFormatException e) { p(bad + " -> " + e.getMessage()); }
        }
        p(new BigDecimal("2.50").equals(new BigDecimal("2.5")) + " " + new BigDecimal("2.50").compareTo(new BigDecimal("2.5")) + " " + BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(5, -3) + " " + new BigDecimal(new BigInteger("12345"), -2).toPlainString() + " " + BigDecimal.TEN.scaleByPowerOfTen(-4) + " " + BigDecimal.ZERO.setScale(3));
    }
}
