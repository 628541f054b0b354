/* java.util.zip.Checksum: a running checksum over bytes. */
package java.util.zip;

import java.nio.ByteBuffer;

public interface Checksum {
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    /* the bytes between position and limit; the position ends at the limit */
    default void update(ByteBuffer buffer) {
        int pos = buffer.position(), limit = buffer.limit();
        if (limit - pos <= 0) return;
        if (buffer.hasArray()) {
            update(buffer.array(), buffer.arrayOffset() + pos, limit - pos);
        } else {
            byte[] b = new byte[Math.min(limit - pos, 4096)];
            while (buffer.hasRemaining()) {
                int n = Math.min(buffer.remaining(), b.length);
                buffer.get(b, 0, n);
                update(b, 0, n);
            }
        }
        buffer.position(limit);
    }

    long getValue();

    void reset();
}
