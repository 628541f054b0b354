import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;

// Direct byte buffers: memory outside the heap, shared by slices and
// duplicates, copied to and from heap buffers and arrays, and freed once
// unreachable (the loop allocates several times the heap's maximum).
public class NIO_Direct {
    public static void main(String[] args) {
        ByteBuffer d = ByteBuffer.allocateDirect(16);
        System.out.println(d + " direct=" + d.isDirect() + " hasArray=" + d.hasArray() + " ro=" + d.isReadOnly());
        int zeros = 0;
        for (int i = 0; i < 16; i++) if (d.get(i) == 0) zeros++;
        System.out.println("zeroed: " + zeros);
        d.putInt(0x01020304).putLong(-2L).putShort((short) 0x7f80);
        System.out.println("after puts " + d + " int at 0 = " + Integer.toHexString(d.getInt(0)) + " long at 4 = " + d.getLong(4));
        d.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("little-endian int at 0 = " + Integer.toHexString(d.getInt(0)) + " order " + d.order());
        d.order(ByteOrder.BIG_ENDIAN);
        try {
            d.array();
        } catch (UnsupportedOperationException e) {
            System.out.println("array(): " + e);
        }

        // views share the memory
        d.position(4);
        ByteBuffer s = d.slice();
        System.out.println("slice " + s + " " + s.getClass().getName() + " first byte " + s.get(0));
        s.put(0, (byte) 42);
        System.out.println("through the slice: d[4] = " + d.get(4));
        ByteBuffer dup = d.duplicate();
        dup.put(15, (byte) 7);
        System.out.println("through the duplicate: d[15] = " + d.get(15) + " dup " + dup);
        ByteBuffer ro = d.asReadOnlyBuffer();
        System.out.println("read-only " + ro.getClass().getName() + " " + ro.isDirect() + " get(15) " + ro.get(15));
        try {
            ro.put(0, (byte) 1);
        } catch (ReadOnlyBufferException e) {
            System.out.println("put on read-only: " + e);
        }
        ByteBuffer sub = d.slice(8, 4);
        System.out.println("slice(8, 4) " + sub + " get(3) " + sub.get(3));

        // copies between kinds
        ByteBuffer h = ByteBuffer.allocate(16);
        d.clear();
        h.put(d);
        System.out.println("heap from direct: " + java.util.Arrays.toString(h.array()));
        h.clear();
        for (int i = 0; i < 16; i++) h.put(i, (byte) (i * 3));
        d.clear();
        d.put(h);
        byte[] out = new byte[16];
        d.flip();
        d.get(out);
        System.out.println("direct from heap: " + java.util.Arrays.toString(out));
        d.clear();
        d.put(new byte[] {9, 8, 7}, 1, 2);
        System.out.println("direct from array: " + d.get(0) + " " + d.get(1) + " " + d + " equals heap? " + d.equals(h));
        d.position(2).limit(6);
        d.compact();
        System.out.println("compacted " + d + " first " + d.get(0) + " " + d.get(1));
        byte[] part = new byte[3];
        d.get(1, part, 0, 3);
        System.out.println("absolute bulk get: " + java.util.Arrays.toString(part));
        ByteBuffer d2 = ByteBuffer.allocateDirect(16);
        d2.put(0, (byte) 6);
        System.out.println("compare " + Integer.signum(d2.compareTo(ByteBuffer.allocateDirect(16))) + " mismatch " + d2.mismatch(ByteBuffer.allocateDirect(16)));
        ByteBuffer z = ByteBuffer.allocateDirect(0);
        System.out.println("empty " + z + " " + z.isDirect());
        try {
            ByteBuffer.allocateDirect(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        // several times the heap in all: the dead buffers' memory comes back
        long sum = 0;
        long max = Runtime.getRuntime().maxMemory();
        int size = 4 << 20;
        long rounds = Math.min(3 * max / size + 1, 400);
        for (long i = 0; i < rounds; i++) {
            ByteBuffer b = ByteBuffer.allocateDirect(size);
            b.put(size - 1, (byte) 1);
            sum += b.get(size - 1) + b.get(0);
        }
        System.out.println("allocated and freed: " + (rounds == sum));
    }
}
