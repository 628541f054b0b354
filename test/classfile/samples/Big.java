// Sample for test_classfile: constants of every kind, wide locals, both
// switch instructions, exception handlers, synchronized, arrays, a long
// method, static initialisation, annotations and generic signatures.
import java.util.HashMap;
import java.util.List;
import java.util.Map;

@Deprecated
public class Big<K extends Number, V> implements Cloneable, java.io.Serializable {
    public static final long LONG_CONST = 0x123456789abcdefL;
    public static final double DOUBLE_CONST = 3.141592653589793;
    public static final float FLOAT_CONST = 1.5f;
    public static final int INT_CONST = 100000;
    public static final String STRING_CONST = "constant \u00e9\u4e2d\ud83d\ude00";
    public static final boolean BOOL_CONST = true;
    public static final char CHAR_CONST = 'x';
    static final int[][] GRID = new int[3][4];
    static Map<String, List<? extends Number>> generic;
    private volatile transient int flags;
    V value;

    static {
        generic = new HashMap<>();
        GRID[1][2] = 5;
    }

    synchronized int table(int x) {
        switch (x) {
            case 0: return 10;
            case 1: return 11;
            case 2: return 12;
            case 3: return 13;
            case 4: return 14;
            default: return -1;
        }
    }

    static int lookup(int x) {
        switch (x) {
            case -1000000: return 1;
            case 7: return 2;
            case 100000: return 3;
            default: return 0;
        }
    }

    static long manyLocals(long a, double b, int c) {
        long l0 = a, l1 = a + 1, l2 = a + 2, l3 = a + 3, l4 = a + 4, l5 = a + 5, l6 = a + 6, l7 = a + 7;
        double d0 = b, d1 = b * 2, d2 = b * 3, d3 = b * 4, d4 = b * 5, d5 = b * 6, d6 = b * 7, d7 = b * 8;
        long m0 = l0 * l1, m1 = l2 * l3, m2 = l4 * l5, m3 = l6 * l7;
        double e0 = d0 + d1, e1 = d2 + d3, e2 = d4 + d5, e3 = d6 + d7;
        long n0 = m0 ^ m1, n1 = m2 ^ m3, n2 = (long) (e0 + e1), n3 = (long) (e2 + e3);
        long n4 = n0 + n1, n5 = n2 + n3, n6 = n4 * n5, n7 = n6 - c;
        long n8 = n7 + 1, n9 = n8 + 2, n10 = n9 + 3, n11 = n10 + 4, n12 = n11 + 5, n13 = n12 + 6;
        long n14 = n13 + 7, n15 = n14 + 8, n16 = n15 + 9, n17 = n16 + 10, n18 = n17 + 11, n19 = n18 + 12;
        long n20 = n19 + 13, n21 = n20 + 14, n22 = n21 + 15, n23 = n22 + 16, n24 = n23 + 17, n25 = n24 + 18;
        long n26 = n25 + 19, n27 = n26 + 20, n28 = n27 + 21, n29 = n28 + 22, n30 = n29 + 23, n31 = n30 + 24;
        long n32 = n31 + 25, n33 = n32 + 26, n34 = n33 + 27, n35 = n34 + 28, n36 = n35 + 29, n37 = n36 + 30;
        long n38 = n37 + 31, n39 = n38 + 32, n40 = n39 + 33, n41 = n40 + 34, n42 = n41 + 35, n43 = n42 + 36;
        long n44 = n43 + 37, n45 = n44 + 38, n46 = n45 + 39, n47 = n46 + 40, n48 = n47 + 41, n49 = n48 + 42;
        long n50 = n49 + 43, n51 = n50 + 44, n52 = n51 + 45, n53 = n52 + 46, n54 = n53 + 47, n55 = n54 + 48;
        long n56 = n55 + 49, n57 = n56 + 50, n58 = n57 + 51, n59 = n58 + 52, n60 = n59 + 53, n61 = n60 + 54;
        long n62 = n61 + 55, n63 = n62 + 56, n64 = n63 + 57, n65 = n64 + 58, n66 = n65 + 59, n67 = n66 + 60;
        long n68 = n67 + 68, n69 = n68 + 69, n70 = n69 + 70, n71 = n70 + 71, n72 = n71 + 72, n73 = n72 + 73;
        long n74 = n73 + 74, n75 = n74 + 75, n76 = n75 + 76, n77 = n76 + 77, n78 = n77 + 78, n79 = n78 + 79;
        long n80 = n79 + 80, n81 = n80 + 81, n82 = n81 + 82, n83 = n82 + 83, n84 = n83 + 84, n85 = n84 + 85;
        long n86 = n85 + 86, n87 = n86 + 87, n88 = n87 + 88, n89 = n88 + 89, n90 = n89 + 90, n91 = n90 + 91;
        long n92 = n91 + 92, n93 = n92 + 93, n94 = n93 + 94, n95 = n94 + 95, n96 = n95 + 96, n97 = n96 + 97;
        long n98 = n97 + 98, n99 = n98 + 99, n100 = n99 + 100, n101 = n100 + 101, n102 = n101 + 102, n103 = n102 + 103;
        long n104 = n103 + 104, n105 = n104 + 105, n106 = n105 + 106, n107 = n106 + 107, n108 = n107 + 108, n109 = n108 + 109;
        for (int i = 0; i < 130; i++) n109 += i;
        return n109 + n0;
    }

    static String handlers(Object o) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append(((String) o).length());
        } catch (ClassCastException | NullPointerException e) {
            sb.append("bad");
        } finally {
            sb.append("!");
        }
        synchronized (sb) {
            sb.append(o instanceof Integer);
        }
        return sb.toString();
    }

    static Object arrays() {
        long[][][] cube = new long[2][3][4];
        Object[] objs = new String[5];
        byte[] bytes = new byte[3];
        char[] chars = {'a', 'b'};
        boolean[] bools = new boolean[1];
        short[] shorts = new short[2];
        float[] floats = {1f, 2f};
        cube[1][2][3] = bytes.length + chars.length + bools.length + shorts.length + (long) floats[1];
        objs[0] = "x";
        return cube;
    }

    @SuppressWarnings("unchecked")
    <T extends V> T cast(Object o) { return (T) o; }

    public static void main(String[] args) {
        System.out.println(LONG_CONST + DOUBLE_CONST + FLOAT_CONST + INT_CONST + STRING_CONST + BOOL_CONST + CHAR_CONST);
        System.out.println(new Big<Integer, String>().table(3) + lookup(7) + manyLocals(1, 2, 3) + handlers("s") + arrays());
        int i = 0;
        i += 200;
        i += 70000;
        System.out.println(i);
    }
}
