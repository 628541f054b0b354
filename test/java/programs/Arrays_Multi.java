// multianewarray, partially specified dimensions, jagged arrays, arrays of
// objects, array class names, instanceof on arrays, array covariance.
public class Arrays_Multi {
    public static void main(String[] args) {
        int[][] m = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 10 + j;
        System.out.println(m.length + " " + m[0].length + " " + m[2][3]);
        long[][][] cube = new long[2][3][4];
        long n = 0;
        for (long[][] plane : cube) for (long[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++;
        System.out.println(cube[1][2][3] + " " + cube[1].length + " " + cube[0][1].length);
        int[][] partial = new int[3][];
        System.out.println(partial[0] + " " + partial.length);
        partial[0] = new int[1];
        partial[1] = new int[] {1, 2};
        partial[2] = new int[] {3, 4, 5};
        int total = 0;
        for (int[] row : partial) for (int v : row) total += v;
        System.out.println("jagged total " + total);
        String[][] names = {{"a", "b"}, {"c"}, {}};
        System.out.println(names[0][1] + names[1][0] + names[2].length);
        char[][][] chars = new char[2][2][];
        chars[1][1] = "xy".toCharArray();
        System.out.println(chars[1][1][1] + " " + (chars[0][0] == null));
        boolean[][] bb = new boolean[2][3];
        bb[1][2] = true;
        System.out.println(bb[1][2] + " " + bb[0][2]);
        double[][] id = new double[3][3];
        for (int i = 0; i < 3; i++) id[i][i] = 1.0;
        System.out.println(id[0][0] + id[1][1] + id[2][2] + id[0][1]);
        Object o1 = new int[0], o2 = new String[0], o3 = new int[0][0], o4 = new Integer[2];
        System.out.println((o1 instanceof int[]) + " " + (o1 instanceof Object[]) + " " + (o2 instanceof Object[]) + " "
                + (o2 instanceof String[]) + " " + (o3 instanceof Object[]) + " " + (o3 instanceof int[][]) + " "
                + (o4 instanceof Number[]) + " " + (o4 instanceof Comparable[]) + " " + (o2 instanceof Comparable[]));
        System.out.println(o1 instanceof Cloneable);
        System.out.println(o3 instanceof java.io.Serializable);
        System.out.println(new int[0].getClass().getName() + " " + new String[0][0].getClass().getName() + " "
                + new double[1][2][3].getClass().getName() + " " + new Object[0].getClass().getName() + " "
                + new boolean[0].getClass().getName() + " " + new Inner[0].getClass().getName());
        Number[] nums = new Integer[] {1, 2};
        Object[] objs = nums;
        System.out.println(objs.length + " " + objs[1]);
        int[][] zeroDim = new int[0][5];
        System.out.println(zeroDim.length);
        Inner[][] inners = new Inner[2][2];
        inners[0][1] = new Inner(5);
        System.out.println(inners[0][1].v + " " + (inners[1][1] == null));
    }

    static class Inner {
        int v;
        Inner(int v) { this.v = v; }
    }
}
