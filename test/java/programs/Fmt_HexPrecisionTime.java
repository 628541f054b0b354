// Formatter corners Lantern's Formatter lacks so far: %a with a precision
// (hex significand rounded to n digits) and the %t date/time conversions'
// type check on a non-temporal argument.
public class Fmt_HexPrecisionTime {
    public static void main(String[] args) {
        System.out.println(String.format("%.2a %.1a %.0a %.3A", 3.14159, 1.0, 1.5, -255.5));
        try {
            String.format("%tY", "notadate");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
