// int arithmetic with Java's edge cases: overflow, division and remainder
// signs, MIN_VALUE / -1, shift distances masked to 5 bits, / by zero.
public class Arith_IntEdges {
    static int zero = 0;
    static int[] vals = {0, 1, -1, 7, -7, 3, -3, 100, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x55AA55AA};

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("min/-1 = " + (min / neg1()));
        System.out.println("min%-1 = " + (min % neg1()));
        System.out.println("46341*46341 = " + (46341 * id(46341)));
        for (int a : vals) {
            for (int b : new int[] {1, -1, 2, -2, 3, -3, 7, -7, 100}) {
                System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b));
            }
        }
        for (int s : new int[] {0, 1, 5, 31, 32, 33, 63, 64, -1, -31, 100}) {
            int x = 0x80000001;
            System.out.println("shift " + s + ": " + (x << s) + " " + (x >> s) + " " + (x >>> s)
                    + " " + (1 << s) + " " + (-8 >> s) + " " + (-8 >>> s));
        }
        System.out.println("and/or/xor: " + (0xF0F0 & 0xFF00) + " " + (0xF0F0 | 0x0F0F) + " " + (0xF0F0 ^ 0xFFFF) + " " + (~0x1234));
        System.out.println("neg: " + (-zero) + " " + (-(-5)));
        try {
            System.out.println(1 / zero);
        } catch (ArithmeticException e) {
            System.out.println("div: " + e.getMessage());
        }
        try {
            System.out.println(1 % zero);
        } catch (ArithmeticException e) {
            System.out.println("rem: " + e);
        }
        int acc = 1;
        for (int i = 0; i < 40; i++) acc = acc * 31 + i;
        System.out.println("acc = " + acc);
        short sh = (short) 40000;
        byte by = (byte) 200;
        char ch = (char) -1;
        System.out.println("narrow: " + sh + " " + by + " " + (int) ch);
        byte b2 = 100;
        b2 += 100;
        short s2 = 30000;
        s2 *= 3;
        char c2 = 'A';
        c2 += 65536 + 1;
        System.out.println("compound narrowing: " + b2 + " " + s2 + " " + c2);
        int i3 = 10;
        i3 += 2.7;
        System.out.println("i += 2.7 -> " + i3);
        i3 -= 1e10;
        System.out.println("i -= 1e10 -> " + i3);
    }

    static int neg1() { return -1; }
    static int id(int x) { return x; }
}
