// Arrays of every primitive type: defaults, stores with narrowing,
// sign/zero extension on load, length, clone, System.arraycopy overlapping.
public class Arrays_Primitive {
    public static void main(String[] args) {
        boolean[] z = new boolean[3];
        byte[] b = new byte[3];
        char[] c = new char[3];
        short[] s = new short[3];
        int[] i = new int[3];
        long[] l = new long[3];
        float[] f = new float[3];
        double[] d = new double[3];
        Object[] o = new Object[3];
        System.out.println("defaults: " + z[0] + " " + b[1] + " " + (int) c[2] + " " + s[0] + " " + i[1] + " " + l[2] + " " + f[0] + " " + d[1] + " " + o[2]);
        z[1] = true;
        b[0] = (byte) 0x80; b[1] = (byte) 0xff; b[2] = 0x7f;
        c[0] = (char) 0xffff; c[1] = 'A'; c[2] = (char) 0x8000;
        s[0] = (short) 0x8000; s[1] = (short) 0xffff; s[2] = 1234;
        i[0] = -1; i[1] = Integer.MIN_VALUE; i[2] = 77;
        l[0] = Long.MIN_VALUE; l[1] = -2; l[2] = 1L << 40;
        f[0] = 1.5f; f[1] = -0f; f[2] = Float.NaN;
        d[0] = -2.5; d[1] = 1e-300; d[2] = Double.NEGATIVE_INFINITY;
        System.out.println("z: " + z[0] + z[1] + z[2] + " len " + z.length);
        System.out.println("b: " + b[0] + " " + b[1] + " " + b[2] + " sum " + (b[0] + b[1] + b[2]));
        System.out.println("c: " + (int) c[0] + " " + c[1] + " " + (int) c[2] + " sum " + (c[0] + c[1] + c[2]));
        System.out.println("s: " + s[0] + " " + s[1] + " " + s[2]);
        System.out.println("i: " + i[0] + " " + i[1] + " " + i[2]);
        System.out.println("l: " + l[0] + " " + l[1] + " " + l[2]);
        System.out.println("f: " + f[0] + " " + f[1] + " " + f[2]);
        System.out.println("d: " + d[0] + " " + d[1] + " " + d[2]);
        int[] big = new int[1000];
        for (int k = 0; k < big.length; k++) big[k] = k * k;
        long sum = 0;
        for (int v : big) sum += v;
        System.out.println("big sum " + sum);
        int[] copy = big.clone();
        copy[0] = -5;
        System.out.println("clone independent: " + big[0] + " " + copy[0] + " " + (copy != big) + " " + copy.length);
        int[] ov = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(ov, 0, ov, 3, 5);
        printInts(ov);
        int[] ov2 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(ov2, 4, ov2, 1, 6);
        printInts(ov2);
        char[] cc = "hello world".toCharArray();
        char[] dst = new char[5];
        System.arraycopy(cc, 6, dst, 0, 5);
        System.out.println(new String(dst) + " " + String.valueOf(cc, 0, 5));
        long[] lcopy = new long[4];
        System.arraycopy(l, 1, lcopy, 2, 2);
        System.out.println(lcopy[0] + " " + lcopy[1] + " " + lcopy[2] + " " + lcopy[3]);
        double[][] grid = new double[2][2];
        grid[1][0] = 0.75;
        System.out.println(grid[1][0] + grid[0][1]);
        int[] empty = new int[0];
        System.out.println("empty " + empty.length);
        byte[] bytes = "AZaz09".getBytes();
        int bs = 0;
        for (byte x : bytes) bs = bs * 7 + x;
        System.out.println("bytes " + bytes.length + " " + bs);
    }

    static void printInts(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < a.length; k++) {
            if (k > 0) sb.append(',');
            sb.append(a[k]);
        }
        System.out.println(sb);
    }
}
