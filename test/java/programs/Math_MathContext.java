// BigDecimal with MathContext: rounding to a precision (round, the
// DECIMAL32/64/128 contexts, custom modes, carries that need a second
// rounding), divide with a context (exact quotients lose trailing zeros down
// to the preferred scale, rounded ones keep every digit), add/subtract/
// multiply/pow/negate/abs/plus with a context, sqrt in several modes and
// precisions, the constructors taking a context, and MathContext's own
// toString/parse/errors.
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
        divisions();
        roots();
    }

    static void divisions() {
     String[][] d = {{"1","1.000001","3"},{"1","3","5"},{"2","1","5"},{"100","7","5"},{"6","2","5"},{"6.0","2","5"},{"6","2.00","5"},{"1","8","2"},{"1","8","1"},{"9.99","1","2"},{"1","0.0001","3"},{"0.000","5","3"},{"1","-3","4"},{"12345","1","2"},{"1E+5","3","2"},{"2","3E-10","3"},{"1.5","0.5","1"},{"7","7","3"},{"10","4","1"},{"999","1.0001","2"}};
     for (String[] x : d) { BigDecimal p = new BigDecimal(x[0]), q = new BigDecimal(x[1]); for (RoundingMode m : new RoundingMode[]{RoundingMode.HALF_UP, RoundingMode.DOWN, RoundingMode.CEILING}) { MathContext mc = new MathContext(Integer.parseInt(x[2]), m); System.out.print(p.divide(q, mc) + " "); } System.out.println(); }
     String[] r = {"9.95","9.949","123456","0.00123456","-9.99","0E-5","1E+3","99999","5"};
     for (String s : r) { BigDecimal b = new BigDecimal(s); System.out.println(b.round(new MathContext(2)) + " " + b.round(new MathContext(1, RoundingMode.CEILING)) + " " + b.round(new MathContext(3, RoundingMode.HALF_EVEN)) + " " + b.add(new BigDecimal("0.001"), new MathContext(3)) + " " + b.multiply(b, new MathContext(4)) + " " + b.subtract(BigDecimal.ONE, new MathContext(2)) + " " + new BigDecimal("0.00").add(b, new MathContext(2)) + " " + b.add(new BigDecimal("0E+3"), new MathContext(2)) + " " + b.pow(3, new MathContext(3)) + " " + b.negate(new MathContext(2)) + " " + b.abs(new MathContext(1)) + " " + b.plus(new MathContext(2)));
     }
     try { System.out.println(new MathContext(-1)); } catch (Exception e) { System.out.println(e); }
     try { System.out.println(new MathContext("precision=7 roundingMode=HALF_EVEN ")); } catch (Exception e) { System.out.println(e); }
     System.out.println(MathContext.UNLIMITED + " " + new MathContext(5).getRoundingMode() + " " + new BigDecimal("1.23456", new MathContext(3, RoundingMode.DOWN)) + " " + new BigDecimal(1.1, new MathContext(5)) + " " + new BigDecimal(123456789L, new MathContext(3)) + " " + new BigDecimal(new BigInteger("987654321"), new MathContext(2)) + " " + new BigDecimal(new BigInteger("987654321"), 3, new MathContext(2)));
     try { System.out.println(BigDecimal.ONE.divide(BigDecimal.ZERO, new MathContext(3))); } catch (Exception e) { System.out.println(e); }
     System.out.println(BigDecimal.ZERO.divide(new BigDecimal("3.0"), new MathContext(3)) + " " + new BigDecimal("0.00").divide(new BigDecimal("3"), new MathContext(3)) + " " + new BigDecimal("0").divide(new BigDecimal("3E+2"), new MathContext(3)));
    
    }

    static void roots() {
     String[] v = {"2","4","0.25","100","1E+4","1E+5","0.0004","12345.6789","0.5","9","1.44","0.000","1E-7","99.999999"};
     for (String s : v) { BigDecimal b = new BigDecimal(s); StringBuilder sb = new StringBuilder(s + ":");
       for (int p : new int[]{1, 3, 10}) for (RoundingMode m : new RoundingMode[]{RoundingMode.HALF_EVEN, RoundingMode.UP, RoundingMode.DOWN}) sb.append(' ').append(b.sqrt(new MathContext(p, m)));
       try { sb.append(" exact=").append(b.sqrt(MathContext.UNLIMITED)); } catch (ArithmeticException e) { sb.append(" AE ").append(e.getMessage()); }
       System.out.println(sb); }
     BigDecimal x = new BigDecimal("1.0000001");
     System.out.println(x.pow(-3, new MathContext(12)) + " " + new BigDecimal("2").pow(-2, MathContext.DECIMAL32) + " " + new BigDecimal("3").pow(40, new MathContext(6, RoundingMode.DOWN)));
    
    }
}
