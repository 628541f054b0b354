/* MethodHandles.byteArrayViewVarHandle: every view type in both byte orders, plain access
 * at any index, atomic modes on aligned indices, and the JDK's checks and messages. */
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VarHandle.AccessMode;
import java.nio.ByteOrder;
import java.util.Arrays;

public class VH_ByteView {
    static void show(Throwable e) {
        System.out.println(e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            System.out.println("== " + order);
            VarHandle I = MethodHandles.byteArrayViewVarHandle(int[].class, order);
            VarHandle J = MethodHandles.byteArrayViewVarHandle(long[].class, order);
            VarHandle S = MethodHandles.byteArrayViewVarHandle(short[].class, order);
            VarHandle C = MethodHandles.byteArrayViewVarHandle(char[].class, order);
            VarHandle F = MethodHandles.byteArrayViewVarHandle(float[].class, order);
            VarHandle D = MethodHandles.byteArrayViewVarHandle(double[].class, order);
            System.out.println(I + " " + D);
            byte[] b = new byte[16];
            I.set(b, 1, 0x01020304);
            System.out.println(Arrays.toString(b) + " " + Integer.toHexString((int) I.get(b, 1)));
            I.setVolatile(b, 4, 0x7f000001);
            System.out.println(Arrays.toString(b) + " " + (int) I.getAndAdd(b, 4, 0x100) + " " + Integer.toHexString((int) I.getVolatile(b, 4)));
            System.out.println(I.compareAndSet(b, 4, 0x7f000101, -1) + " " + I.compareAndSet(b, 4, 0, 5) + " " + (int) I.getAndAdd(b, 4, 2)
                    + " " + (int) I.getAcquire(b, 4) + " " + (int) I.getAndBitwiseXor(b, 4, 0xff) + " " + (int) I.get(b, 4));
            Arrays.fill(b, (byte) 0);
            J.set(b, 3, 0x1122334455667788L);
            System.out.println(Arrays.toString(b) + " " + Long.toHexString((long) J.get(b, 3)));
            J.setRelease(b, 8, -2L);
            System.out.println((long) J.getAndAdd(b, 8, 3L) + " " + (long) J.compareAndExchange(b, 8, 1L, 10L) + " " + (long) J.getOpaque(b, 8)
                    + " " + (long) J.getAndBitwiseOr(b, 8, 0x100L) + " " + (long) J.getAndSet(b, 8, 0L));
            Arrays.fill(b, (byte) 0);
            S.set(b, 5, (short) -2);
            C.set(b, 0, '\u00e9');
            System.out.println(Arrays.toString(b) + " " + (short) S.get(b, 5) + " " + (int) (char) C.get(b, 0) + " " + (short) S.getVolatile(b, 0));
            C.setVolatile(b, 2, (char) 0xfffe);
            System.out.println((int) (char) C.getAcquire(b, 2) + " " + (short) S.getOpaque(b, 2));
            F.set(b, 9, 1.5f);
            D.set(b, 0, -0.25);
            System.out.println((float) F.get(b, 9) + " " + (double) D.get(b, 0) + " " + Arrays.toString(b));
            System.out.println(F.compareAndSet(b, 12, 0f, 2.5f) + " " + (float) F.getAndSet(b, 12, 3f) + " " + (float) F.getVolatile(b, 12)
                    + " " + D.compareAndSet(b, 0, -0.25, 8.0) + " " + (double) D.getAndSet(b, 8, 1.0) + " " + (double) D.get(b, 0));
        }
        VarHandle I = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        byte[] b = new byte[10];
        try { int v = (int) I.get(b, 7); } catch (ArrayIndexOutOfBoundsException e) { show(e); }
        try { I.set(b, -1, 0); } catch (ArrayIndexOutOfBoundsException e) { show(e); }
        try { int v = (int) I.getVolatile(b, 1); } catch (IllegalStateException e) { show(e); }
        try { I.getAndAdd(b, 6, 1); } catch (IllegalStateException e) { show(e); }
        try { int v = (int) I.get((byte[]) null, 1); } catch (NullPointerException e) { show(e); }
        try { I.compareAndSet((byte[]) null, 0, 1, 2); } catch (NullPointerException e) { show(e); }
        VarHandle C = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
        try { char v = (char) C.getVolatile(b, 3); } catch (IllegalStateException e) { show(e); }
        try { C.compareAndSet(b, 0, 'a', 'b'); } catch (UnsupportedOperationException e) { show(e); }
        VarHandle F = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
        try { F.getAndAdd(b, 0, 1f); } catch (UnsupportedOperationException e) { show(e); }
        for (VarHandle h : new VarHandle[] {I, C, F}) {
            StringBuilder sb = new StringBuilder(h.varType().getName()).append(':');
            for (AccessMode m : AccessMode.values()) sb.append(h.isAccessModeSupported(m) ? '+' : '-');
            System.out.println(sb);
        }
        for (Class<?> c : new Class<?>[] {byte[].class, boolean[].class, Object[].class}) {
            try { MethodHandles.byteArrayViewVarHandle(c, ByteOrder.BIG_ENDIAN); } catch (UnsupportedOperationException e) { show(e); }
        }
        try { MethodHandles.byteArrayViewVarHandle(int.class, ByteOrder.BIG_ENDIAN); } catch (IllegalArgumentException e) { show(e); }
        try { MethodHandles.byteArrayViewVarHandle(int[].class, null); } catch (NullPointerException e) { show(e); }
    }
}
