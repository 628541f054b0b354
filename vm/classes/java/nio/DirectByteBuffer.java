/* java.nio.DirectByteBuffer: see ByteBuffer (the class exists for its name). */
package java.nio;

class DirectByteBuffer extends ByteBuffer {
    DirectByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset) {
        super(mark, pos, lim, cap, hb, offset, false, true);
    }
}
