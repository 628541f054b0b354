// BigDecimal with MathContext: rounding to a precision (round, the
// DECIMAL32/64/128 contexts, custom modes), divide/add/multiply/pow with a
// context, sqrt, and MathContext's own toString/equals.
import java.math.*;

public class Math_MathContext {
    public static void main(String[] args) {
        BigDecimal one = BigDecimal.ONE, three = new BigDecimal(3);
        System.out.println(one.divide(three, MathContext.DECIMAL32) + " " + one.divide(three, MathContext.DECIMAL64) + " " + one.divide(three, MathContext.DECIMAL128));
        System.out.println(new BigDecimal(-2).divide(three, new MathContext(4, RoundingMode.CEILING)) + " " + new BigDecimal("10").divide(new BigDecimal("4"), MathContext.DECIMAL32) + " " + new BigDecimal("100").divide(new BigDecimal("0.25"), new MathContext(3)));
        System.out.println(new BigDecimal("9.95").round(new MathContext(2, RoundingMode.HALF_EVEN)) + " " + new BigDecimal("123456").round(new MathContext(2)) + " " + new BigDecimal("0.00123456").round(new MathContext(3, RoundingMode.DOWN)) + " " + new BigDecimal("5").round(MathContext.UNLIMITED));
        System.out.println(new BigDecimal("1.1").pow(10, new MathContext(5)) + " " + new BigDecimal("2").sqrt(new MathContext(30)) + " " + new BigDecimal("1.23456").add(new BigDecimal("9.87654"), new MathContext(4)) + " " + new BigDecimal("1.23456").multiply(new BigDecimal("9.87654"), new MathContext(6)));
        MathContext mc = new MathContext(50);
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        for (int i = 1; i < 45; i++) { term = term.divide(BigDecimal.valueOf(i), mc); e = e.add(term, mc); }
        System.out.println("e = " + e);
        System.out.println(mc + " " + MathContext.DECIMAL64 + " " + new MathContext("precision=7 roundingMode=HALF_EVEN").equals(MathContext.DECIMAL32) + " " + new BigDecimal("3.14159", new MathContext(3)));
        try { new BigDecimal("1.5").round(new MathContext(1, RoundingMode.UNNECESSARY)); } catch (ArithmeticException ex) { System.out.println("AE " + ex.getMessage()); }
    }
}
