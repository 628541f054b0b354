// Formattable: %s hands the flags (LEFT_JUSTIFY, UPPERCASE, ALTERNATE), width
// and precision to formatTo; %#s on other objects is a flags mismatch.
import java.util.*;
public class Fmt_Formattable {
  static class Money implements Formattable {
    final long cents; Money(long c) { cents = c; }
    public void formatTo(Formatter f, int flags, int width, int precision) {
      String s = String.format("$%d.%02d", cents / 100, cents % 100) + (cents < 100 ? "c" : "");
      if ((flags & FormattableFlags.ALTERNATE) != 0) s = s + " USD";
      if ((flags & FormattableFlags.UPPERCASE) != 0) s = s.toUpperCase();
      if (precision >= 0 && s.length() > precision) s = s.substring(0, precision);
      StringBuilder sb = new StringBuilder(s);
      while (sb.length() < width) { if ((flags & FormattableFlags.LEFT_JUSTIFY) != 0) sb.append('*'); else sb.insert(0, '*'); }
      f.format("%s", sb);
    }
  }
  public static void main(String[] a) {
    Money m = new Money(12345);
    System.out.println(String.format("[%s] [%#s] [%12s] [%-12s] [%.4s] [%#S] [%S] [%s]", m, m, m, m, m, m, new Money(7), "plain"));
    try { String.format("%#s", "x"); } catch (FormatFlagsConversionMismatchException e) { System.out.println(e.getMessage()); }
  }
}
