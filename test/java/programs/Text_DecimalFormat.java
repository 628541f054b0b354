import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Locale;

// DecimalFormat: patterns (grouping, fraction digits, exponents, percent,
// negative subpatterns, quotes), toPattern, rounding modes on doubles whose
// decimal digits are ties or near-ties, longs, BigDecimal, parsing.
public class Text_DecimalFormat {
    // non-ASCII output (per-mille, infinity) is printed escaped
    static void out(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        String[] patterns = {"#,##0.00", "0.###", "0.00E0", "#%", "000", "#.##", "##0.#####E0",
            "#,##0.00;(#,##0.00)", "'#'0", "#,###", "00.00E00", "0.0##E0", "#", "0", "#.", "$#,##0.00",
            "#,##,###", "0.0", "#,##0.0#;-#", "0.00 'units'", "0.000E00", "###,###.###", "\u2030#",
            "0.00%", "'x''y'0.0"};
        double[] values = {0, -0.0, 1234.5678, -1234.5678, 0.5, 0.005, 123456789.987, 1e-7, 12345, 0.125, -0.001,
            1.5e20, 2.5, 3.5, 0.15, 0.25, 0.35, 1.005, 1.015, 1.025, 9.995, 99.5, 0.045, 1e15 + 0.3,
            Double.MAX_VALUE, Double.MIN_VALUE, 7.0 / 3};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p, us);
            StringBuilder sb = new StringBuilder(p + " -> " + f.toPattern() + " [" + f.getMinimumIntegerDigits() + ","
                + f.getMaximumIntegerDigits() + "," + f.getMinimumFractionDigits() + ","
                + f.getMaximumFractionDigits() + "," + f.getGroupingSize() + "," + f.isGroupingUsed() + ","
                + f.getMultiplier() + "," + f.getPositivePrefix() + "," + f.getNegativePrefix() + ","
                + f.getPositiveSuffix() + "," + f.getNegativeSuffix() + "]:");
            for (double v : values) {
                sb.append(' ').append(f.format(v));
            }
            sb.append(" L:").append(f.format(-9876543210L)).append(' ').append(f.format(0L)).append(' ')
                .append(f.format(Long.MIN_VALUE)).append(' ').append(f.format(5L));
            out(sb);
        }

        RoundingMode[] modes = RoundingMode.values();
        double[] ties = {0.1, 0.15, 0.25, 0.35, 1.05, 2.5, 0.05, -0.15, -2.5, -0.3, 0.7, 1.45, 12345, 12355,
            1234.5, -1235.5, 0.3125};
        for (RoundingMode m : modes) {
            if (m == RoundingMode.UNNECESSARY) {
                continue;
            }
            DecimalFormat f = new DecimalFormat("0.0", us);
            DecimalFormat e = new DecimalFormat("0.000E0", us);
            DecimalFormat z = new DecimalFormat("0", us);
            f.setRoundingMode(m);
            e.setRoundingMode(m);
            z.setRoundingMode(m);
            StringBuilder sb = new StringBuilder(m + ":");
            for (double v : ties) {
                sb.append(' ').append(f.format(v)).append('/').append(e.format(v)).append('/').append(z.format(v));
            }
            sb.append(" L:").append(e.format(12345L)).append('/').append(e.format(-12355L));
            sb.append(" B:").append(f.format(new BigDecimal("0.25"))).append('/').append(f.format(new BigDecimal("-0.35")));
            out(sb);
        }
        DecimalFormat un = new DecimalFormat("0.0", us);
        un.setRoundingMode(RoundingMode.UNNECESSARY);
        out(un.format(1.5));
        try {
            out(un.format(1.25));
        } catch (ArithmeticException ex) {
            out("ArithmeticException");
        }

        DecimalFormat s = new DecimalFormat("#,##0.###", us);
        s.setMinimumFractionDigits(2);
        s.setMaximumFractionDigits(4);
        s.setMinimumIntegerDigits(3);
        out(s.toPattern() + " " + s.format(3.14159265) + " " + s.format(12345678.9));
        s.setMaximumIntegerDigits(2);
        out(s.toPattern() + " " + s.format(1234.5) + " " + s.getMinimumIntegerDigits());
        s.setGroupingUsed(false);
        s.setMaximumIntegerDigits(40);
        s.setDecimalSeparatorAlwaysShown(true);
        s.setMaximumFractionDigits(0);
        out(s.toPattern() + " " + s.format(1234.5) + " " + s.format(7));
        s.setPositivePrefix("+");
        s.setNegativePrefix("neg ");
        s.setNegativeSuffix("!");
        s.setMultiplier(1000);
        out(s.format(1.2345) + " " + s.format(-2) + " " + s.toPattern());
        DecimalFormat g = new DecimalFormat("#,##0.00", us);
        g.setGroupingSize(4);
        out(g.format(123456789.125) + " " + g.toPattern());

        out(new DecimalFormat("0.00", us).format(new BigDecimal("1.005")) + " "
            + new DecimalFormat("0.00", us).format(new BigDecimal("-123456789012345678901234.5678")) + " "
            + new DecimalFormat("#,##0", us).format(new BigInteger("123456789012345678901234567890")) + " "
            + new DecimalFormat("0.00", us).format(12.3f) + " " + new DecimalFormat("0.00", us).format(Double.NaN)
            + " " + new DecimalFormat("0.###E0", us).format(new BigDecimal("0.000123456")));

        FieldPosition ip = new FieldPosition(NumberFormat.INTEGER_FIELD);
        FieldPosition fp = new FieldPosition(NumberFormat.FRACTION_FIELD);
        DecimalFormat h = new DecimalFormat("$#,##0.00", us);
        StringBuffer out = h.format(-1234567.891, new StringBuffer("x"), ip);
        h.format(-1234567.891, new StringBuffer("x"), fp);
        out(out + " " + ip.getBeginIndex() + "-" + ip.getEndIndex() + " " + fp.getBeginIndex() + "-"
            + fp.getEndIndex());

        DecimalFormat pf = new DecimalFormat("#,##0.###", us);
        String[] inputs = {"1,234.5", "-1,234", "12abc", "abc", "1.0", "-0", "1E3", "0.25", "99999999999999999999",
            ".5", "1,2,3", "-", "", "1.5E-2", "9223372036854775807", "9223372036854775808", " 1"};
        for (String in : inputs) {
            ParsePosition pp = new ParsePosition(0);
            Number n = pf.parse(in, pp);
            out("parse '" + in + "' => " + n + " " + (n == null ? "" : n.getClass().getSimpleName()) + " "
                + pp.getIndex() + " " + pp.getErrorIndex());
        }
        try {
            out(new DecimalFormat("#%", us).parse("45%") + " "
                + new DecimalFormat("#,##0.00;(#,##0.00)", us).parse("(12.50)") + " "
                + new DecimalFormat("#,##0.00;(#,##0.00)", us).parse("12.50") + " "
                + new DecimalFormat("0 'kg'", us).parse("12 kg"));
            pf.setParseIntegerOnly(true);
            out(pf.parse("123.75") + " " + pf.isParseIntegerOnly());
            DecimalFormat bd = new DecimalFormat("#,##0.###", us);
            bd.setParseBigDecimal(true);
            Number n = bd.parse("-1,234.5670");
            out(n + " " + n.getClass().getSimpleName());
            pf.parse("x");
        } catch (java.text.ParseException e) {
            out(e.getMessage() + " at " + e.getErrorOffset());
        }
        String[] bad = {"#.#.#", "0#", "#,##0.0#0", "0.0E", "'abc"};
        for (String b : bad) {
            try {
                out(b + " ok " + new DecimalFormat(b, us).toPattern());
            } catch (IllegalArgumentException e) {
                out(b + " IllegalArgumentException");
            }
        }
        // pseudo-random values (near-ties, integers + 0.5, random bits) through patterns and modes
        String[] rps = {"0.00", "#,##0.###", "0.0000E0", "##0.##E0", "0.#", "#%", "0", "0.000000", "00.0E0",
            "0.###############", "#,##0.0#E00", "0.0E0"};
        java.util.Random rnd = new java.util.Random(7);
        for (String p : rps) {
            for (RoundingMode m : RoundingMode.values()) {
                if (m == RoundingMode.UNNECESSARY) {
                    continue;
                }
                DecimalFormat f = new DecimalFormat(p, us);
                f.setRoundingMode(m);
                StringBuilder sb = new StringBuilder(p + " " + m + ":");
                for (int i = 0; i < 60; i++) {
                    double d;
                    switch (i % 5) {
                        case 0:
                            d = rnd.nextDouble() * Math.pow(10, rnd.nextInt(20) - 10);
                            break;
                        case 1:
                            d = (rnd.nextInt(200000) * 10 + 5) / Math.pow(10, rnd.nextInt(8) + 1);
                            break;
                        case 2:
                            d = rnd.nextInt(100000) * 5 / 1000.0;
                            break;
                        case 3:
                            d = Double.longBitsToDouble(rnd.nextLong() & 0x7fefffffffffffffL);
                            if (Math.abs(Math.log10(d)) > 30) {
                                d = rnd.nextDouble() * 4 - 2;
                            }
                            break;
                        default:
                            d = rnd.nextInt(1000000) + 0.5;
                            break;
                    }
                    if (rnd.nextBoolean()) {
                        d = -d;
                    }
                    sb.append(' ').append(f.format(d));
                }
                out(sb);
            }
        }

        DecimalFormat c1 = new DecimalFormat("0.00", us);
        DecimalFormat c2 = (DecimalFormat) c1.clone();
        out(c1.equals(c2) + " " + (c1.hashCode() == c2.hashCode()));
        c2.setMaximumFractionDigits(5);
        out(c1.equals(c2) + " " + c1.format(1.0 / 3) + " " + c2.format(1.0 / 3));
        DecimalFormatSymbols sy = new DecimalFormatSymbols(Locale.US);
        sy.setDecimalSeparator(',');
        sy.setGroupingSeparator('.');
        DecimalFormat de = new DecimalFormat("#,##0.00", sy);
        out(de.format(1234567.891) + " " + sy.getZeroDigit() + sy.getMinusSign() + sy.getPercent()
            + sy.getExponentSeparator() + sy.getNaN() + sy.getCurrencySymbol() + sy.getInternationalCurrencySymbol());
    }
}
