// Autoboxing and unboxing: caches guaranteed by the JLS (-128..127, chars
// up to 127, booleans), equals across box types, NPE on unboxing null,
// compare, hashCode values, bit-pattern conversions.
public class Numbers_Boxing {
    static int unbox(Integer i) { return i; }

    public static void main(String[] args) {
        Integer a = 127, b = 127, c = -128, d = -128;
        Character ch1 = 'x', ch2 = 'x';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println((a == b) + " " + (c == d) + " " + (ch1 == ch2) + " " + (t1 == t2) + " " + (Integer.valueOf(5) == Integer.valueOf(5)));
        Integer big1 = 1000, big2 = 1000;
        System.out.println(big1.equals(big2) + " " + (big1.intValue() == big2) + " " + big1.compareTo(big2));
        Long l5 = 5L;
        Integer i5 = 5;
        System.out.println(i5.equals(5) + " " + l5.equals(5) + " " + l5.equals(5L) + " " + (l5 == 5) + " " + new Object().equals(null));
        Double nan1 = Double.NaN, nan2 = Double.NaN, pz = 0.0, nz = -0.0;
        System.out.println(nan1.equals(nan2) + " " + (nan1.doubleValue() == nan2) + " " + pz.equals(nz) + " " + (0.0 == -0.0)
                + " " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + Float.compare(-0f, 0f));
        System.out.println(Integer.hashCode(-7) + " " + Long.hashCode(1L << 40) + " " + Long.valueOf(-1).hashCode() + " " + Double.hashCode(1.5)
                + " " + Float.hashCode(1.5f) + " " + Boolean.hashCode(true) + " " + Boolean.hashCode(false) + " " + Character.hashCode('A')
                + " " + Short.hashCode((short) -1) + " " + Byte.hashCode((byte) -1) + " " + Double.valueOf(-0.0).hashCode());
        System.out.println(Float.floatToIntBits(1.0f) + " " + Float.floatToIntBits(-0f) + " " + Float.floatToIntBits(Float.NaN) + " "
                + Double.doubleToLongBits(1.0) + " " + Double.doubleToLongBits(Double.NaN) + " " + Double.longBitsToDouble(0x7ff0000000000000L)
                + " " + Float.intBitsToFloat(0x3fc00000) + " " + Double.longBitsToDouble(1L) + " " + Long.toHexString(Double.doubleToLongBits(0.1)));
        try {
            System.out.println(unbox(null));
        } catch (NullPointerException e) {
            System.out.println("NPE on unboxing");
        }
        Integer counter = 0;
        for (int i = 0; i < 10; i++) counter++;
        Long lsum = 0L;
        for (Integer k = 0; k < 5; k++) lsum += k;
        System.out.println(counter + " " + lsum);
        Object o = 3;
        Object p = 3L;
        Object q = 'q';
        Object r = 2.5f;
        System.out.println(o.getClass().getName() + " " + p.getClass().getName() + " " + q.getClass().getName() + " " + r.getClass().getName());
        Number n = 3.99;
        System.out.println(n.intValue() + " " + n.longValue() + " " + n.floatValue() + " " + ((Number) 300).byteValue() + " " + ((Number) 70000).shortValue());
        System.out.println(Integer.toString(42) + Long.toString(-42) + Double.toString(4.2) + Boolean.toString(false) + Character.toString('!'));
        System.out.println(Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean("TrUe") + " " + Boolean.logicalXor(true, false) + " " + Boolean.compare(true, false));
        boolean flag = true;
        Object tern = flag ? 1 : "one";
        Object tern2 = flag ? 1 : 2.0;
        System.out.println(tern + " " + tern2);
        Integer nul = null;
        try {
            int bad = flag ? nul : 0;
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("NPE from ternary unboxing");
        }
    }
}
