// Arbitrary-precision arithmetic by hand on int arrays (base 10^9):
// 100!, 2^500, Fibonacci(500), and a long division check.
public class Algo_BigNum {
    static final int BASE = 1000000000;

    static int[] mulSmall(int[] a, int m) {
        int[] r = new int[a.length + 2];
        long carry = 0;
        for (int i = 0; i < r.length; i++) {
            long cur = carry + (i < a.length ? (long) a[i] * m : 0);
            r[i] = (int) (cur % BASE);
            carry = cur / BASE;
        }
        return trim(r);
    }
    static int[] add(int[] a, int[] b) {
        int[] r = new int[Math.max(a.length, b.length) + 1];
        int carry = 0;
        for (int i = 0; i < r.length; i++) {
            long cur = (long) carry + (i < a.length ? a[i] : 0) + (i < b.length ? b[i] : 0);
            r[i] = (int) (cur % BASE);
            carry = (int) (cur / BASE);
        }
        return trim(r);
    }
    static int divSmall(int[] a, int d) {
        long rem = 0;
        for (int i = a.length - 1; i >= 0; i--) { long cur = a[i] + rem * BASE; a[i] = (int) (cur / d); rem = cur % d; }
        return (int) rem;
    }
    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 1 && a[n - 1] == 0) n--;
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }
    static String str(int[] a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a[a.length - 1]);
        for (int i = a.length - 2; i >= 0; i--) {
            String part = Integer.toString(a[i]);
            for (int k = part.length(); k < 9; k++) sb.append('0');
            sb.append(part);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] f = {1};
        for (int i = 2; i <= 100; i++) f = mulSmall(f, i);
        String fs = str(f);
        System.out.println("100! = " + fs);
        System.out.println("digits " + fs.length());
        int[] p = {1};
        for (int i = 0; i < 500; i++) p = mulSmall(p, 2);
        System.out.println("2^500 = " + str(p));
        int[] a = {0}, b = {1};
        for (int i = 0; i < 500; i++) { int[] c = add(a, b); a = b; b = c; }
        System.out.println("fib(500) = " + str(a));
        int[] q = f.clone();
        int rem = divSmall(q, 97);
        int rem2 = divSmall(q = trim(q), 1000003);
        System.out.println("100! mod 97 = " + rem + ", (100!/97) mod 1000003 = " + rem2);
    }
}
