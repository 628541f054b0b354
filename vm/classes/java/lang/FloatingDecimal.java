/*
 * FloatingDecimal: Lantern's double/float <-> decimal string conversion.
 * STUB: placeholder bodies so Double/Float/StringBuilder compile; the real
 * implementation (JDK 17-identical output, correctly rounded parsing) follows.
 */
package java.lang;

final class FloatingDecimal {
    private FloatingDecimal() {}

    static String toJavaFormatString(double d) {
        return "0.0";
    }

    static String toJavaFormatString(float f) {
        return "0.0";
    }

    static double parseDouble(String s) {
        if (s == null) throw new NullPointerException();
        return 0.0;
    }

    static float parseFloat(String s) {
        if (s == null) throw new NullPointerException();
        return 0.0f;
    }
}
