// float and double arithmetic: NaN, infinities, signed zero, remainder,
// and every comparison with NaN (fcmpl/fcmpg, dcmpl/dcmpg).
public class Arith_FloatOps {
    static float fz = 0f;
    static double dz = 0.0;

    public static void main(String[] args) {
        float fnan = fz / fz, finf = 1f / fz, fninf = -1f / fz;
        double dnan = dz / dz, dinf = 1 / dz, dninf = -1 / dz;
        System.out.println("float: " + fnan + " " + finf + " " + fninf + " " + (finf + fninf) + " " + (finf * 0) + " " + (-fz) + " " + (0f * -1));
        System.out.println("double: " + dnan + " " + dinf + " " + dninf + " " + (dinf - dinf) + " " + (1 / dninf) + " " + (-dz));
        float[] fs = {fnan, fninf, -1.5f, -0f, 0f, 2.5f, finf};
        for (float a : fs) {
            StringBuilder sb = new StringBuilder();
            for (float b : fs) {
                sb.append(a < b ? 'T' : 'f').append(a <= b ? 'T' : 'f').append(a > b ? 'T' : 'f')
                  .append(a >= b ? 'T' : 'f').append(a == b ? 'T' : 'f').append(a != b ? 'T' : 'f').append(' ');
            }
            System.out.println(a + ": " + sb);
        }
        double[] ds = {dnan, dninf, -1.5, -0.0, 0.0, 2.5, dinf};
        for (double a : ds) {
            StringBuilder sb = new StringBuilder();
            for (double b : ds) {
                sb.append(a < b ? 'T' : 'f').append(a <= b ? 'T' : 'f').append(a > b ? 'T' : 'f')
                  .append(a >= b ? 'T' : 'f').append(a == b ? 'T' : 'f').append(a != b ? 'T' : 'f').append(' ');
            }
            System.out.println(a + ": " + sb);
        }
        // negated conditions compile to the other cmp variant
        System.out.println("!(nan<1) " + !(fnan < 1f) + " !(nan>1) " + !(fnan > 1f) + " !(dnan<1) " + !(dnan < 1) + " !(dnan>1) " + !(dnan > 1));
        System.out.println("rem: " + (5.5f % 2f) + " " + (-5.5f % 2f) + " " + (5.5 % -2) + " " + (1.0 % dz) + " " + (dinf % 2) + " " + (2 % dinf) + " " + (-0.0 % 1));
        System.out.println("div: " + (1f / 3f) + " " + (2.0 / 3.0) + " " + (1e308 * 10) + " " + (-1e308 * 10) + " " + (1e-320 / 1e10));
        System.out.println("mixed: " + (1 + 2.5f) + " " + (3L * 0.5) + " " + ('a' + 0.5) + " " + (7 / 2 * 2.0) + " " + (7 / 2.0 * 2));
        float facc = 0f;
        for (int i = 0; i < 10; i++) facc += 0.1f;
        double dacc = 0;
        for (int i = 0; i < 10; i++) dacc += 0.1;
        System.out.println("sums: " + facc + " " + dacc + " " + (float) dacc);
        System.out.println("big: " + (16777216f + 1f) + " " + (9007199254740992.0 + 1) + " " + (1e16 + 2));
        double x = 1;
        for (int i = 0; i < 30; i++) x = x * 1.5 - 0.25;
        System.out.println("iter: " + x);
        float y = 1;
        for (int i = 0; i < 30; i++) y = y * 1.5f - 0.25f;
        System.out.println("iterf: " + y);
    }
}
