/* java.nio.DirectByteBufferR: see ByteBuffer (the class exists for its name). */
package java.nio;

class DirectByteBufferR extends ByteBuffer {
    DirectByteBufferR(int mark, int pos, int lim, int cap, byte[] hb, int offset) {
        super(mark, pos, lim, cap, hb, offset, true, true);
    }
}
