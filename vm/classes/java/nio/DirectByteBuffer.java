/* java.nio.DirectByteBuffer: see ByteBuffer (the class exists for its name). */
package java.nio;

class DirectByteBuffer extends ByteBuffer {
    DirectByteBuffer(int mark, int pos, int lim, int cap, long address, Object att) {
        super(mark, pos, lim, cap, address, att, false);
    }

    /* JNI NewDirectByteBuffer: memory the native code owns. */
    private DirectByteBuffer(long address, int cap) {
        super(-1, 0, cap, cap, address, null, false);
    }
}
