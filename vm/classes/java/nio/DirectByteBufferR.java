/* java.nio.DirectByteBufferR: see ByteBuffer (the class exists for its name). */
package java.nio;

class DirectByteBufferR extends ByteBuffer {
    DirectByteBufferR(int mark, int pos, int lim, int cap, long address, Object att) {
        super(mark, pos, lim, cap, address, att, true);
    }
}
