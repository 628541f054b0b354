// System.arraycopy's checks and their messages: bounds, negative lengths,
// type mismatches, null arguments, and partial copies into a typed array.
public class Sys_ArrayCopyErrors {
    static void attempt(int k) {
        int[] src = {1, 2, 3, 4};
        int[] dst = new int[3];
        Object[] objs = {"a", 1, "c"};
        String[] strs = new String[3];
        switch (k) {
            case 0: System.arraycopy(src, 0, dst, 0, 4); break;
            case 1: System.arraycopy(src, -1, dst, 0, 1); break;
            case 2: System.arraycopy(src, 0, dst, 2, 2); break;
            case 3: System.arraycopy(src, 0, dst, 0, -1); break;
            case 4: System.arraycopy(src, 0, new long[4], 0, 1); break;
            case 5: System.arraycopy(src, 0, "notarray", 0, 1); break;
            case 6: System.arraycopy(null, 0, dst, 0, 1); break;
            case 7: System.arraycopy(objs, 0, strs, 0, 3); break;
            case 8: System.arraycopy(new Object[] {"x"}, 0, new int[1], 0, 1); break;
            default: System.arraycopy(src, 1, dst, 0, 3); break;
        }
        System.out.println(k + ": ok " + dst[0] + dst[1] + dst[2]);
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 9; k++) {
            try {
                attempt(k);
            } catch (NullPointerException e) {
                System.out.println(k + ": NPE");
            } catch (RuntimeException e) {
                System.out.println(k + ": " + e);
            }
        }
        String[] strs = new String[4];
        try {
            System.arraycopy(new Object[] {"a", "b", 3, "d"}, 0, strs, 0, 4);
        } catch (ArrayStoreException e) {
            System.out.println("partial: " + strs[0] + strs[1] + strs[2] + strs[3] + " " + e.getMessage());
        }
    }
}
