import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.text.ParseException;
import java.util.Locale;

// NumberFormat factories for Locale.US (number, integer, percent, currency),
// digit limits, grouping, rounding modes, Object arguments, parsing.
public class Text_NumberFormat {
    public static void main(String[] args) throws ParseException {
        NumberFormat[] fs = {NumberFormat.getInstance(Locale.US), NumberFormat.getNumberInstance(Locale.US),
            NumberFormat.getIntegerInstance(Locale.US), NumberFormat.getPercentInstance(Locale.US),
            NumberFormat.getCurrencyInstance(Locale.US), NumberFormat.getInstance()};
        double[] values = {0, 1, -1, 0.5, 1.5, 2.5, -2.5, 1234567.891, -0.0049, 0.125, 1e10, 123.456789, 0.0005,
            99.995, 1e-10, 3.0};
        for (NumberFormat f : fs) {
            StringBuilder sb = new StringBuilder(((DecimalFormat) f).toPattern().replace('\u00a4', 'C') + " "
                + f.getMinimumIntegerDigits() + "," + f.getMaximumIntegerDigits() + ","
                + f.getMinimumFractionDigits() + "," + f.getMaximumFractionDigits() + "," + f.isGroupingUsed() + ","
                + f.isParseIntegerOnly() + "," + f.getRoundingMode() + ":");
            for (double v : values) {
                sb.append(' ').append(f.format(v));
            }
            sb.append(" |");
            Object[] objs = {42, (short) 7, (byte) -3, 123456789012L, 2.5f, new BigDecimal("1234.5678"),
                new BigInteger("-98765432109876543210"), new java.util.concurrent.atomic.AtomicLong(9)};
            for (Object o : objs) {
                sb.append(' ').append(f.format(o));
            }
            System.out.println(sb);
        }
        try {
            NumberFormat.getInstance(Locale.US).format("x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        NumberFormat n = NumberFormat.getInstance(Locale.US);
        n.setMinimumFractionDigits(2);
        n.setMaximumFractionDigits(2);
        System.out.println(n.format(3.14159) + " " + n.format(2.675) + " " + n.format(1.005) + " " + n.format(-0.001));
        n.setMaximumFractionDigits(1);
        System.out.println(n.getMinimumFractionDigits() + " " + n.format(3.14159));
        n.setMinimumFractionDigits(4);
        System.out.println(n.getMaximumFractionDigits() + " " + n.format(3.14159));
        n.setGroupingUsed(false);
        System.out.println(n.format(1234567.5));
        n.setMinimumIntegerDigits(10);
        System.out.println(n.format(12.5) + " " + n.getMaximumIntegerDigits());
        n.setMaximumIntegerDigits(3);
        System.out.println(n.format(123456.5) + " " + n.getMinimumIntegerDigits());
        for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.DOWN,
            RoundingMode.UP, RoundingMode.FLOOR, RoundingMode.CEILING}) {
            NumberFormat r = NumberFormat.getInstance(Locale.US);
            r.setMaximumFractionDigits(1);
            r.setRoundingMode(m);
            NumberFormat i = NumberFormat.getIntegerInstance(Locale.US);
            i.setRoundingMode(m);
            System.out.println(m + " " + r.format(0.25) + " " + r.format(0.35) + " " + r.format(-0.25) + " "
                + r.format(1.45) + " " + i.format(2.5) + " " + i.format(-2.5) + " " + i.format(3.49) + " "
                + i.format(-7.5));
        }

        NumberFormat p = NumberFormat.getInstance(Locale.US);
        String[] in = {"1,234.56", "-42", "3.0", "1e5", "12%", "abc", "7 apples", "-0.0"};
        for (String s : in) {
            try {
                Number v = p.parse(s);
                System.out.println("'" + s + "' -> " + v + " " + v.getClass().getSimpleName());
            } catch (ParseException e) {
                System.out.println("'" + s + "' -> " + e.getMessage() + " " + e.getErrorOffset());
            }
        }
        System.out.println(NumberFormat.getPercentInstance(Locale.US).parse("12.5%") + " "
            + NumberFormat.getIntegerInstance(Locale.US).parse("12.9") + " "
            + NumberFormat.getCurrencyInstance(Locale.US).parse("$1,234.50") + " "
            + NumberFormat.getCurrencyInstance(Locale.US).parse("-$0.99"));
        NumberFormat c = NumberFormat.getCurrencyInstance(Locale.US);
        System.out.println(c.format(-1234.565) + " " + c.format(0.005) + " " + c.format(0.015) + " "
            + c.format(1e7) + " " + c.format(-0.0));
        NumberFormat pc = NumberFormat.getPercentInstance(Locale.US);
        pc.setMinimumFractionDigits(1);
        System.out.println(pc.format(0.12345) + " " + pc.format(-1.5) + " " + pc.format(0.0005) + " "
            + pc.format(12L));
        System.out.println(n.equals(n.clone()) + " " + fs[0].equals(fs[1]) + " " + fs[0].equals(fs[2]));
        // parsing formatted values and random junk
        java.text.DecimalFormatSymbols us = java.text.DecimalFormatSymbols.getInstance(Locale.US);
        String[] ps = {"#,##0.###", "0.00E0", "#%", "#,##0.00;(#,##0.00)", "$#,##0.00", "0"};
        java.util.Random r = new java.util.Random(3);
        String alpha = "0123456789,.-E%$() e+x";
        for (String pat : ps) {
            DecimalFormat f = new DecimalFormat(pat, us);
            StringBuilder sb = new StringBuilder(pat + ":");
            for (int i = 0; i < 80; i++) {
                String s;
                if (i % 2 == 0) {
                    s = f.format((r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(12) - 4));
                } else {
                    StringBuilder t = new StringBuilder();
                    int len = r.nextInt(8);
                    for (int k = 0; k < len; k++) {
                        t.append(alpha.charAt(r.nextInt(alpha.length())));
                    }
                    s = t.toString();
                }
                java.text.ParsePosition pp = new java.text.ParsePosition(0);
                Number v = f.parse(s, pp);
                sb.append(" [").append(s).append("]=").append(v)
                    .append(v == null ? "" : v.getClass().getSimpleName().substring(0, 1)).append('/')
                    .append(pp.getIndex()).append('/').append(pp.getErrorIndex());
            }
            System.out.println(sb);
        }

        // other locales' separators (non-ASCII printed escaped)
        Locale[] ls = {Locale.GERMANY, Locale.GERMAN, new Locale("it", "IT"), new Locale("es", "ES"),
            new Locale("nl", "NL"), Locale.UK, new Locale("en", "CA"), Locale.FRANCE, Locale.US};
        for (Locale lo : ls) {
            NumberFormat nf = NumberFormat.getInstance(lo);
            String s = nf.format(1234567.891) + " " + nf.format(-0.5) + " "
                + NumberFormat.getPercentInstance(lo).format(0.256) + " "
                + NumberFormat.getIntegerInstance(lo).format(12345.5) + " "
                + new DecimalFormat("#,##0.00", java.text.DecimalFormatSymbols.getInstance(lo)).format(1234.5) + " "
                + ((DecimalFormat) NumberFormat.getCurrencyInstance(lo)).toPattern() + " "
                + NumberFormat.getCurrencyInstance(lo).format(1234.565) + " "
                + NumberFormat.getCurrencyInstance(lo).format(-0.5);
            StringBuilder esc = new StringBuilder();
            for (char ch : s.toCharArray()) {
                esc.append(ch < 128 ? String.valueOf(ch) : String.format("\\u%04x", (int) ch));
            }
            System.out.println(lo + " " + esc);
        }
    }
}
