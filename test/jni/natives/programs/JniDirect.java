import java.nio.ByteBuffer;

// JNI's direct buffers: NewDirectByteBuffer over memory the native code
// owns, GetDirectBufferAddress / GetDirectBufferCapacity of allocateDirect's
// buffers and their views, and of things that are not direct buffers.
public class JniDirect {
    static native ByteBuffer wrapNative(int n);
    static native int nativeByte(int i);
    static native ByteBuffer wrapCapacity(long cap);
    static native int sum(ByteBuffer b);
    static native void fill(ByteBuffer b, int start);
    static native long capacity(Object o);
    static native boolean hasAddress(Object o);
    static native long distance(ByteBuffer a, ByteBuffer b);

    public static void main(String[] args) {
        System.loadLibrary("jninat_direct");
        ByteBuffer w = wrapNative(10);
        System.out.println("wrapped: " + w + " direct=" + w.isDirect() + " ro=" + w.isReadOnly() + " hasArray=" + w.hasArray());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < w.capacity(); i++) sb.append(w.get(i)).append(' ');
        System.out.println("native bytes seen from Java: " + sb.toString().trim());
        w.put(3, (byte) 99);
        System.out.println("Java's write seen natively: " + nativeByte(3));
        System.out.println("sum through GetDirectBufferAddress: " + sum(w) + ", capacity " + capacity(w));

        ByteBuffer d = ByteBuffer.allocateDirect(12);
        fill(d, 5);
        System.out.println("allocateDirect filled natively: " + d.get(0) + " " + d.get(11) + " sum " + sum(d));
        d.position(4);
        ByteBuffer s = d.slice();
        System.out.println("slice: capacity " + capacity(s) + ", address - the buffer's = " + distance(s, d) + ", sum " + sum(s));
        ByteBuffer ro = d.asReadOnlyBuffer();
        System.out.println("read-only view: capacity " + capacity(ro) + ", same address " + (distance(ro, d) == 0));

        ByteBuffer h = ByteBuffer.allocate(8);
        System.out.println("heap buffer: capacity " + capacity(h) + ", address " + hasAddress(h));
        System.out.println("a String: capacity " + capacity("abc") + ", address " + hasAddress("abc"));
        // (GetDirectBufferAddress(NULL) crashes HotSpot 17; Lantern returns NULL)
        System.out.println("null: capacity " + capacity(null));

        ByteBuffer z = wrapCapacity(0);
        System.out.println("capacity 0: " + z + " remaining " + z.remaining());
        try {
            wrapCapacity(-1);
            System.out.println("capacity -1: no exception");
        } catch (IllegalArgumentException e) {
            System.out.println("capacity -1: " + e);
        }
    }
}
