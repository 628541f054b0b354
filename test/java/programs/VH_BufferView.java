/* MethodHandles.byteBufferViewVarHandle over heap, direct, sliced and read-only buffers:
 * plain and atomic modes, byte orders, the limit, alignment and read-only checks. */
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public class VH_BufferView {
    static void show(Throwable e) {
        System.out.println(e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Throwable {
        VarHandle I = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        VarHandle J = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle S = MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle D = MethodHandles.byteBufferViewVarHandle(double[].class, ByteOrder.BIG_ENDIAN);
        System.out.println(I + " " + S);
        ByteBuffer[] buffers = {ByteBuffer.allocate(24), ByteBuffer.allocateDirect(24), ByteBuffer.allocate(26).position(2).slice(),
                ByteBuffer.allocate(24).asReadOnlyBuffer()};
        String[] names = {"heap", "direct", "slice", "read-only"};
        for (int n = 0; n < buffers.length; n++) {
            ByteBuffer bb = buffers[n];
            System.out.println("-- " + names[n]);
            try { I.set(bb, 1, 0x01020304); System.out.println(bb.get(1) + " " + bb.get(4) + " " + (int) I.get(bb, 1)); } catch (RuntimeException e) { show(e); }
            try { System.out.println((int) I.getAndAdd(bb, 4, 5) + " " + (int) I.getVolatile(bb, 4)); } catch (RuntimeException e) { show(e); }
            try { System.out.println(I.compareAndSet(bb, 8, 0, 7) + " " + (int) I.getAndBitwiseOr(bb, 8, 0x100) + " " + bb.get(10) + " " + bb.get(11)); } catch (RuntimeException e) { show(e); }
            try { System.out.println((int) I.getVolatile(bb, 1)); } catch (RuntimeException e) { show(e); }
            try { System.out.println((int) I.get(bb, 21)); } catch (RuntimeException e) { show(e); }
            try { J.setVolatile(bb, 16, -3L); System.out.println((long) J.getAndAdd(bb, 16, 1L) + " " + bb.get(16) + " " + bb.get(23)); } catch (RuntimeException e) { show(e); }
            try { S.set(bb, 13, (short) 0x1234); System.out.println((short) S.get(bb, 13) + " " + bb.get(13)); } catch (RuntimeException e) { show(e); }
            try { D.set(bb, 3, 2.5); System.out.println((double) D.get(bb, 3) + " " + (double) D.getOpaque(bb, 0)); } catch (RuntimeException e) { show(e); }
        }
        try { int v = (int) I.get((ByteBuffer) null, 1); } catch (NullPointerException e) { show(e); }
        ByteBuffer lim = ByteBuffer.allocate(12);
        lim.limit(6);
        System.out.println((int) I.get(lim, 2));
        try { int v = (int) I.get(lim, 3); } catch (IndexOutOfBoundsException e) { show(e); }
        try { I.set(lim, -1, 0); } catch (IndexOutOfBoundsException e) { show(e); }
        try { MethodHandles.byteBufferViewVarHandle(byte[].class, ByteOrder.BIG_ENDIAN); } catch (UnsupportedOperationException e) { show(e); }
        try { MethodHandles.byteBufferViewVarHandle(int.class, ByteOrder.BIG_ENDIAN); } catch (IllegalArgumentException e) { show(e); }
    }
}
