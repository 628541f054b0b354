/* VarHandle on array elements: every primitive element type and references, the bounds,
 * null and store checks, and elements next to each other staying apart. */
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

public class VH_Arrays {
    public static void main(String[] args) throws Throwable {
        VarHandle AI = MethodHandles.arrayElementVarHandle(int[].class);
        System.out.println(AI + " " + AI.varType() + " " + AI.coordinateTypes());
        int[] ia = new int[4];
        AI.set(ia, 1, 10);
        System.out.println((int) AI.getAndAdd(ia, 1, 5) + " " + AI.compareAndSet(ia, 3, 0, 9) + " " + (int) AI.getVolatile(ia, 1)
                + " " + Arrays.toString(ia));
        try { AI.get(ia, 4); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e); }
        try { AI.set(ia, -1, 0); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e); }
        try { AI.getAndAdd(ia, 7, 1); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e); }
        try { int v = (int) AI.get((int[]) null, 0); } catch (NullPointerException e) { System.out.println(e); }

        /* neighbouring narrow elements are untouched by atomic updates */
        VarHandle AB = MethodHandles.arrayElementVarHandle(byte[].class);
        byte[] ba = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        for (int k = 0; k < ba.length; k++) AB.getAndAdd(ba, k, (byte) (k * 30));
        System.out.println(Arrays.toString(ba) + " " + AB.compareAndSet(ba, 8, (byte) -7, (byte) 0) + " " + Arrays.toString(ba));
        VarHandle AZ = MethodHandles.arrayElementVarHandle(boolean[].class);
        boolean[] za = new boolean[5];
        AZ.getAndBitwiseOr(za, 2, true);
        System.out.println(Arrays.toString(za) + " " + (boolean) AZ.getAndBitwiseXor(za, 2, true) + " " + Arrays.toString(za));
        VarHandle AS = MethodHandles.arrayElementVarHandle(short[].class);
        short[] sa = {-1, -1, -1};
        System.out.println((short) AS.getAndBitwiseAnd(sa, 1, (short) 0x00f0) + " " + Arrays.toString(sa) + " "
                + (short) AS.compareAndExchange(sa, 2, (short) -1, (short) 300) + " " + Arrays.toString(sa));
        VarHandle AC = MethodHandles.arrayElementVarHandle(char[].class);
        char[] ca = "abc".toCharArray();
        AC.getAndAdd(ca, 0, (char) 25);
        System.out.println(new String(ca) + " " + (char) AC.getAndSet(ca, 1, 'Q') + " " + new String(ca));
        VarHandle AJ = MethodHandles.arrayElementVarHandle(long[].class);
        long[] ja = new long[2];
        AJ.getAndAdd(ja, 1, -1L);
        System.out.println(Arrays.toString(ja) + " " + (long) AJ.getAndBitwiseXor(ja, 0, 0xff00L) + " " + Arrays.toString(ja));
        VarHandle AF = MethodHandles.arrayElementVarHandle(float[].class);
        float[] fa = {1f, 2f};
        System.out.println((float) AF.getAndAdd(fa, 1, 0.5f) + " " + Arrays.toString(fa));
        VarHandle AD = MethodHandles.arrayElementVarHandle(double[].class);
        double[] da = {1, 2};
        System.out.println(AD.compareAndSet(da, 0, 1.0, 3.5) + " " + (double) AD.getAndAdd(da, 0, 1.0) + " " + Arrays.toString(da));

        /* references */
        VarHandle AO = MethodHandles.arrayElementVarHandle(Object[].class);
        System.out.println(AO);
        Object[] oa = new Object[3];
        AO.set(oa, 0, "x");
        System.out.println(AO.compareAndSet(oa, 0, "x", 1) + " " + AO.getAndSet(oa, 1, "y") + " " + Arrays.toString(oa));
        String[] strs = new String[2];
        AO.set(strs, 0, "ok");
        try { AO.set(strs, 1, 12); } catch (ArrayStoreException e) { System.out.println(e); }
        try { AO.compareAndSet(strs, 0, "ok", 12); } catch (ArrayStoreException e) { System.out.println(e); }
        System.out.println(Arrays.toString(strs));
        VarHandle ASTR = MethodHandles.arrayElementVarHandle(String[].class);
        System.out.println(ASTR + " " + (String) ASTR.compareAndExchange(strs, 0, "ok", "new") + " " + Arrays.toString(strs));
        try { ASTR.getAndAdd(strs, 0, "a"); } catch (UnsupportedOperationException e) { System.out.println(e); }
        VarHandle A2 = MethodHandles.arrayElementVarHandle(int[][].class);
        int[][] grid = new int[2][];
        A2.set(grid, 1, new int[] {4});
        System.out.println(A2 + " " + ((int[]) A2.get(grid, 1))[0]);

        try { MethodHandles.arrayElementVarHandle(int.class); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { MethodHandles.arrayElementVarHandle(String.class); } catch (IllegalArgumentException e) { System.out.println(e); }
    }
}
