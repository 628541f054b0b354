// java.nio.ByteBuffer: relative and absolute typed access in both byte
// orders, flip/compact/mark/reset, slices and duplicates sharing content,
// read-only and direct buffers, bulk transfers, comparison, and the JDK's
// exceptions and messages.
import java.nio.*;
import java.util.Arrays;

public class NIO_ByteBuffer {
    public static void main(String[] args) {
        ByteBuffer b = ByteBuffer.allocate(32);
        System.out.println(b + " " + b.order() + " " + ByteOrder.nativeOrder() + " " + b.hasArray() + " " + b.isDirect());
        b.putInt(0x01020304).putLong(-2L).putShort((short) 7).putChar('z').putDouble(1.5).put((byte) -1);
        System.out.println(b + " remaining " + b.remaining());
        b.flip();
        System.out.println(Integer.toHexString(b.getInt()) + " " + b.getLong() + " " + b.getShort() + " " + b.getChar() + " "
                + b.getDouble() + " " + b.get() + " " + b.hasRemaining());
        System.out.println(Arrays.toString(Arrays.copyOf(b.array(), 8)));
        b.clear();
        b.order(ByteOrder.LITTLE_ENDIAN).putInt(0, 0x01020304);
        System.out.println(Arrays.toString(Arrays.copyOf(b.array(), 4)) + " " + Integer.toHexString(b.getInt(0)) + " "
                + b.getFloat(0) + " " + b.order());
        b.position(10).mark().position(20);
        b.reset();
        System.out.println("reset to " + b.position());
        ByteBuffer s = b.slice();
        s.put(0, (byte) 99);
        System.out.println(s + " " + b.get(10) + " " + s.order());
        ByteBuffer d = b.duplicate();
        d.position(3);
        System.out.println(d + " " + b + " " + d.order());
        ByteBuffer w = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5}, 1, 3);
        System.out.println(w + " " + w.get() + " " + w.arrayOffset());
        w.compact();
        System.out.println(w + " " + Arrays.toString(w.array()));
        ByteBuffer ro = w.asReadOnlyBuffer();
        System.out.println(ro + " " + ro.isReadOnly() + " " + ro.hasArray());
        try { ro.put((byte) 1); } catch (ReadOnlyBufferException e) { System.out.println("ReadOnlyBufferException"); }
        ByteBuffer dir = ByteBuffer.allocateDirect(8);
        System.out.println(dir + " " + dir.isDirect() + " " + dir.hasArray());
        try { dir.array(); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        byte[] out = new byte[4];
        ByteBuffer src = ByteBuffer.wrap(new byte[] {9, 8, 7, 6, 5});
        src.get(out);
        System.out.println(Arrays.toString(out) + " " + src);
        try { src.get(out); } catch (BufferUnderflowException e) { System.out.println("BufferUnderflowException"); }
        try { ByteBuffer.allocate(2).putInt(1); } catch (BufferOverflowException e) { System.out.println("BufferOverflowException"); }
        try { b.position(33); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { b.limit(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { b.get(32); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { b.getInt(30); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getMessage()); }
        try { ByteBuffer.allocate(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { ByteBuffer.allocate(4).reset(); } catch (InvalidMarkException e) { System.out.println("InvalidMarkException"); }
        ByteBuffer x = ByteBuffer.wrap(new byte[] {1, 2, 3}), y = ByteBuffer.wrap(new byte[] {1, 2, 4});
        System.out.println(x.equals(y) + " " + x.compareTo(y) + " " + x.mismatch(y) + " " + x.hashCode() + " "
                + x.equals(ByteBuffer.wrap(new byte[] {1, 2, 3})));
        ByteBuffer t = ByteBuffer.allocate(6);
        t.put(x);
        System.out.println(t + " " + x + " " + Arrays.toString(t.array()));
    }
}
