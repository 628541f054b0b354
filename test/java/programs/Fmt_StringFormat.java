// String.format and printf: integers with width, flags and grouping, hex,
// floating point with precision and rounding, scientific, strings with
// padding, %n, %b, %c, %%, argument indexes, and format errors.
public class Fmt_StringFormat {
    public static void main(String[] args) {
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [%x] [%X] [%o] [%08X]", 42, 42, 42, 42, 1234567, 5, 255, 255, 8, -1));
        System.out.println(String.format("[%f] [%.2f] [%8.3f] [%-8.1f] [%e] [%.3E] [%g] [%.0f] [%.0f] [%.0f]", Math.PI, 2.675, -1.5, 0.05, 12345.678, 0.000123, 1e-5, 0.5, 1.5, 2.5));
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.3s] [%b] [%c] [%%] [%S]", "str", "right", "left", "truncate", null, 'z', "up"));
        System.out.println(String.format("%2$s %1$s %2$s %s", "a", "b"));
        System.out.printf("long %d, neg %,d, hex %x%n", Long.MAX_VALUE, -9876543210L, Long.MIN_VALUE);
        System.out.println(String.format("%.15f %.17f %10.4e", 0.1, 0.1, 123456789.0));
        try { String.format("%d", "x"); } catch (java.util.IllegalFormatException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
        try { String.format("%q", 1); } catch (java.util.IllegalFormatException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
        System.out.println("x".formatted() + "%d-%d".formatted(1, 2));
    }
}
