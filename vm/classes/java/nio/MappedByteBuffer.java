/*
 * java.nio.MappedByteBuffer: the type FileChannel.map returns.  Lantern maps
 * nothing (map throws UnsupportedOperationException), so no instance is ever
 * made; the class exists so that programs naming it link.
 */
package java.nio;

public abstract class MappedByteBuffer extends ByteBuffer {
    MappedByteBuffer(int mark, int pos, int lim, int cap, long address, Object att, boolean readOnly) {
        super(mark, pos, lim, cap, address, att, readOnly);
    }

    public final boolean isLoaded() {
        return true;
    }

    public final MappedByteBuffer load() {
        return this;
    }

    public final MappedByteBuffer force() {
        return this;
    }
}
