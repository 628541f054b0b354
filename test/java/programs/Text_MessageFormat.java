import java.text.ChoiceFormat;
import java.text.DecimalFormat;
import java.text.Format;
import java.text.MessageFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

// MessageFormat: argument elements with number/date/time/choice types and
// styles, quoting, missing and null arguments, nested choice formats,
// toPattern, parse; ChoiceFormat patterns, limits and parsing.
public class Text_MessageFormat {
    public static void main(String[] args) throws ParseException {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Locale.setDefault(Locale.US);
        ChoiceFormat cf = new ChoiceFormat("0#none|1#one|1<many|10#lots");
        StringBuilder sb = new StringBuilder();
        for (double d : new double[] {-1, 0, 0.5, 1, 1.5, 2, 10, 100, Double.NaN}) {
            sb.append(cf.format(d)).append(',');
        }
        System.out.println(sb + " " + cf.toPattern() + " " + cf.format(3L));
        ChoiceFormat cf2 = new ChoiceFormat(new double[] {0, 1, 2}, new String[] {"zero", "one", "two+"});
        System.out.println(cf2.toPattern() + " " + cf2.format(5) + " " + ChoiceFormat.nextDouble(1.0) + " "
            + ChoiceFormat.previousDouble(1.0) + " " + cf.parse("many", new ParsePosition(0)) + " "
            + cf.parse("xyz", new ParsePosition(0)) + " " + cf2.getLimits().length + " " + cf2.getFormats()[2]);
        System.out.println(new ChoiceFormat("-1#neg|0#zero|0<pos|3<'#'big|5.5#it''s").toPattern());
        System.out.println(new ChoiceFormat("1.0#a|2.0#b").equals(new ChoiceFormat("1#a|2#b")));
        try {
            new ChoiceFormat("2#a|1#b");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        System.out.println(MessageFormat.format("Hello {0}, you have {1} messages, {1,number,#.##} "
            + "{2,number,integer} {3,number,percent} {2,number,currency}", "Bob", 1234.5678, 42.5, 0.256));
        String files = "There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.";
        for (int n : new int[] {0, 1, 2, 1273}) {
            System.out.println(MessageFormat.format(files, n));
        }
        System.out.println(MessageFormat.format("It''s '{0}' {0} '{'{1}'}' {5} {1}", "x", null));
        Date d = new Date(1700000000123L);
        System.out.println(MessageFormat.format("{0} | {0,date} | {0,time} | {0,date,short} | {0,time,short} | "
            + "{0,date,long} | {0,date,full} | {0,time,long} | {0,date,yyyy-MM-dd} | {0,time,HH:mm}", d));
        System.out.println(MessageFormat.format("{0} {1} {2} {3} {4}", 1234567, 1.5f, new StringBuilder("sb"),
            -0.5, 'c'));
        MessageFormat mf = new MessageFormat("x {0,number,#.#} y {1} z {0,choice,0#a|1#b} '{'q'}' {2,number} "
            + "{2,number,integer} {3,date} {3,time,short} {4,date,MMM d}");
        System.out.println(mf.toPattern());
        System.out.println(mf.format(new Object[] {1.25, "s", 9876.5, d, d}));
        Format[] fmts = mf.getFormats();
        System.out.println(fmts.length + " " + (fmts[1] == null) + " " + (fmts[0] instanceof DecimalFormat) + " "
            + mf.getFormatsByArgumentIndex().length);
        mf.setFormat(1, new DecimalFormat("000"));
        System.out.println(mf.format(new Object[] {0.75, 7, 1, d, d}));
        System.out.println(mf.toPattern());

        Object[] r = new MessageFormat("{0} and {1}").parse("apple and pear");
        System.out.println(r[0] + "|" + r[1]);
        r = new MessageFormat("n={0,number} s={1}!").parse("n=1,234.5 s=abc!");
        System.out.println(r[0] + "|" + r[1] + "|" + r[0].getClass().getSimpleName());
        r = new MessageFormat("[{1}] ({0})").parse("[b] (a)");
        System.out.println(r.length + " " + r[0] + " " + r[1]);
        String[] bad = {"{0", "{x}", "{0,foo}", "{-1}", "a}b"};
        for (String b : bad) {
            try {
                System.out.println(new MessageFormat(b).format(new Object[] {1}));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            new MessageFormat("a").parse("b");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " " + e.getErrorOffset());
        }
        MessageFormat a = new MessageFormat("{0} x");
        System.out.println(a.equals(a.clone()) + " " + a.getLocale());
    }
}
