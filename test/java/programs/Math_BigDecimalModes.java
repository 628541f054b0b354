// BigDecimal: setScale with every RoundingMode on the classic table of
// values (5.5, 2.5, 1.6, 1.1, 1.0, -1.0, -1.1, -1.6, -2.5, -5.5), divide with a scale and
// exactly, the non-terminating expansion error,
// stripTrailingZeros, toString vs toPlainString vs toEngineeringString,
// equals vs compareTo, precision/scale/unscaledValue, and money sums.
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;

public class Math_BigDecimalModes {
    public static void main(String[] args) {
        String[] vals = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "-0.05"};
        StringBuilder head = new StringBuilder(String.format("%-6s", "v"));
        for (RoundingMode m : RoundingMode.values()) if (m != RoundingMode.UNNECESSARY) head.append(String.format("%10s", m.name().replace("HALF_", "H_")));
        System.out.println(head.toString().stripTrailing());
        for (String v : vals) {
            BigDecimal bd = new BigDecimal(v);
            StringBuilder sb = new StringBuilder(String.format("%-6s", v));
            for (RoundingMode m : RoundingMode.values()) if (m != RoundingMode.UNNECESSARY) sb.append(String.format("%10s", bd.setScale(0, m)));
            System.out.println(sb);
        }
        try { new BigDecimal("1.5").setScale(0, RoundingMode.UNNECESSARY); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }
        System.out.println(new BigDecimal("1.50").setScale(1, RoundingMode.UNNECESSARY) + " " + new BigDecimal("123.456").setScale(-1, RoundingMode.HALF_UP) + " " + new BigDecimal("123.456").setScale(5));

        BigDecimal one = BigDecimal.ONE, three = new BigDecimal(3);
        try { one.divide(three); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }
        System.out.println(one.divide(three, 5, RoundingMode.HALF_EVEN) + " " + new BigDecimal("2").divide(three, 3, RoundingMode.DOWN) + " " + new BigDecimal(-2).divide(three, 4, RoundingMode.CEILING) + " " + new BigDecimal("-2.00").divide(three, RoundingMode.FLOOR));
        try { one.divide(BigDecimal.ZERO); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }
        try { BigDecimal.ZERO.divide(BigDecimal.ZERO); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }
        System.out.println(new BigDecimal("10").divide(new BigDecimal("4")) + " " + new BigDecimal("1.00").divide(new BigDecimal("8")) + " " + new BigDecimal("100").divide(new BigDecimal("0.25")));
        BigDecimal[] qr = new BigDecimal("-17.5").divideAndRemainder(new BigDecimal("4"));
        System.out.println(qr[0] + " " + qr[1] + " " + new BigDecimal("17.5").divideToIntegralValue(new BigDecimal("-4")) + " " + new BigDecimal("17.5").remainder(new BigDecimal("0.3")));

        String[] forms = {"0", "0.000", "100", "1E+2", "1.00E+5", "123.4500", "0.00001234", "-0.0000001", "12345678901234567890.0", "1E-10", "5E+3", "0E-8", "-1.23E+12", "0.1E-6"};
        for (String f : forms) {
            BigDecimal b = new BigDecimal(f);
            System.out.println(f + " -> str=" + b + " plain=" + b.toPlainString() + " eng=" + b.toEngineeringString() + " strip=" + b.stripTrailingZeros() + " p=" + b.precision() + " s=" + b.scale() + " u=" + b.unscaledValue());
        }
        System.out.println(new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").hashCode() + " " + new BigDecimal("2.00").hashCode() + " " + new HashSet<>(List.of(new BigDecimal("2.0"), new BigDecimal("2.00"))).size() + " " + new TreeSet<>(List.of(new BigDecimal("2.0"), new BigDecimal("2.00"))).size());
        System.out.println(new BigDecimal(0.1) + "\n" + BigDecimal.valueOf(0.1) + " " + BigDecimal.valueOf(1e-7) + " " + BigDecimal.valueOf(100L, 3) + " " + new BigDecimal(1.5f) + " " + BigDecimal.valueOf(2.5e10));

        // money: sum of prices with tax, rounded per line and in total
        String[] prices = {"19.99", "5.01", "0.333", "100.005", "7.50", "12.345"};
        BigDecimal rate = new BigDecimal("0.0825"), total = BigDecimal.ZERO, totalRounded = BigDecimal.ZERO;
        for (String pr : prices) {
            BigDecimal p = new BigDecimal(pr), withTax = p.add(p.multiply(rate));
            total = total.add(withTax);
            totalRounded = totalRounded.add(withTax.setScale(2, RoundingMode.HALF_EVEN));
            System.out.println(pr + " -> " + withTax + " -> " + withTax.setScale(2, RoundingMode.HALF_EVEN) + " / " + withTax.setScale(1, RoundingMode.HALF_DOWN));
        }
        System.out.println("total " + total + " = " + total.setScale(2, RoundingMode.HALF_UP) + " vs " + totalRounded);
        System.out.println(new BigDecimal("123.999").intValue() + " " + new BigDecimal("-9.99").longValue() + " " + new BigDecimal("1e400").doubleValue() + " " + new BigDecimal("0.1").doubleValue() + " " + new BigDecimal("12.5").toBigInteger() + " " + new BigDecimal("7.00").intValueExact());
        try { new BigDecimal("7.5").intValueExact(); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }
        for (String bad : new String[] {"", "1..2", "e5", "1e", "abc"}) {
            try { new BigDecimal(bad); } catch (NumberFormatException e) { System.out.println("NFE [" + bad + "]"); }
        }
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        for (int i = 1; i < 45; i++) { term = term.divide(BigDecimal.valueOf(i), 60, RoundingMode.HALF_EVEN); e = e.add(term); }
        System.out.println("e = " + e.setScale(50, RoundingMode.HALF_EVEN));
    }
}
