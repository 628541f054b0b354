/* java.nio.HeapByteBufferR: see ByteBuffer (the class exists for its name). */
package java.nio;

class HeapByteBufferR extends ByteBuffer {
    HeapByteBufferR(int mark, int pos, int lim, int cap, byte[] hb, int offset) {
        super(mark, pos, lim, cap, hb, offset, true, false);
    }
}
