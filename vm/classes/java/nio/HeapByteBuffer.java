/* java.nio.HeapByteBuffer: see ByteBuffer (the class exists for its name). */
package java.nio;

class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset) {
        super(mark, pos, lim, cap, hb, offset, false, false);
    }
}
