// Expressions that make javac emit dup_x1, dup_x2, dup2, dup2_x1, dup2_x2,
// pop2, and postfix/prefix on fields and array elements of every width.
public class Bc_Stack {
    int f = 10;
    long lf = 100L;
    double df = 1.5;
    static int sf = 7;
    static long slf = 70L;

    long sideEffects() { return lf++; }

    public static void main(String[] args) {
        Bc_Stack o = new Bc_Stack();
        int a = o.f++;            // dup_x1
        int b = ++o.f;
        long c = o.lf++;          // dup2_x1
        long d = --o.lf;
        double e = o.df += 2.0;   // dup2_x1
        System.out.println(a + " " + b + " " + c + " " + d + " " + e + " " + o.f + " " + o.lf + " " + o.df);
        int[] ia = {1, 2, 3};
        long[] la = {10, 20, 30};
        double[] da = {0.5, 1.5};
        int i = 1;
        int g = ia[i]++;          // dup2 + dup_x2
        long h = la[i]++;         // dup2_x2
        double k = da[0] -= 0.25; // dup2_x2
        long m = la[i++] += 5;
        System.out.println(g + " " + h + " " + k + " " + m + " " + i + " " + ia[1] + " " + la[1] + " " + da[0]);
        int s1 = sf++;
        long s2 = slf++;          // dup2
        long s3 = ++slf;
        System.out.println(s1 + " " + s2 + " " + s3 + " " + sf + " " + slf);
        o.sideEffects();          // pop2 of a long result
        Math.max(1.0, 2.0);       // pop2 of a double
        Integer.valueOf(3);       // pop
        System.out.println(o.lf);
        int x, y, z;
        x = y = z = 42;
        long p, q;
        p = q = 9L;
        System.out.println(x + y + z + " " + (p + q));
        int[] arr = new int[4];
        int j = 0;
        arr[j++] = arr[j++] = j++;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2] + " " + j);
        char[] cs = {'a'};
        cs[0]++;
        cs[0] += 2;
        byte[] bs = {127};
        bs[0]++;
        short[] ss = {-32768};
        ss[0]--;
        System.out.println(cs[0] + " " + bs[0] + " " + ss[0]);
    }
}
