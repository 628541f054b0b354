/*
 * java.nio.channels.Channels: streams over channels and channels over
 * streams, copying through a heap buffer.
 */
package java.nio.channels;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Objects;

public final class Channels {
    private Channels() {
    }

    public static ReadableByteChannel newChannel(InputStream in) {
        Objects.requireNonNull(in, "in");
        return new ReadableByteChannel() {
            private boolean open = true;

            public int read(ByteBuffer dst) throws IOException {
                if (!open) throw new ClosedChannelException();
                int len = dst.remaining();
                if (len == 0) return 0;
                byte[] buf = new byte[Math.min(len, 8192)];
                int n = in.read(buf, 0, buf.length);
                if (n > 0) dst.put(buf, 0, n);
                return n;
            }

            public boolean isOpen() {
                return open;
            }

            public void close() throws IOException {
                open = false;
                in.close();
            }
        };
    }

    public static WritableByteChannel newChannel(OutputStream out) {
        Objects.requireNonNull(out, "out");
        return new WritableByteChannel() {
            private boolean open = true;

            public int write(ByteBuffer src) throws IOException {
                if (!open) throw new ClosedChannelException();
                int len = src.remaining();
                byte[] buf = new byte[len];
                src.get(buf);
                out.write(buf, 0, len);
                return len;
            }

            public boolean isOpen() {
                return open;
            }

            public void close() throws IOException {
                open = false;
                out.close();
            }
        };
    }

    public static InputStream newInputStream(ReadableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new InputStream() {
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n;
                while ((n = read(one, 0, 1)) == 0) {
                }
                return n < 0 ? -1 : one[0] & 0xff;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                if (len == 0) return 0;
                return ch.read(ByteBuffer.wrap(b, off, len));
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }

    public static OutputStream newOutputStream(WritableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new OutputStream() {
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                ByteBuffer bb = ByteBuffer.wrap(b, off, len);
                while (bb.hasRemaining()) ch.write(bb);
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }
}
