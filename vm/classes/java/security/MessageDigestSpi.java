/*
 * java.security.MessageDigestSpi: the engine methods a digest implements.
 * The defaults (ByteBuffer input through a bounded temporary array, digest
 * into a caller's array by copying the array form, clone only for
 * Cloneable engines) behave as the JDK's, with its messages.
 */
package java.security;

import java.nio.ByteBuffer;

public abstract class MessageDigestSpi {
    private byte[] tempArray;

    public MessageDigestSpi() {
    }

    protected int engineGetDigestLength() {
        return 0;
    }

    protected abstract void engineUpdate(byte input);

    protected abstract void engineUpdate(byte[] input, int offset, int len);

    protected void engineUpdate(ByteBuffer input) {
        if (!input.hasRemaining()) return;
        if (input.hasArray()) {
            int pos = input.position(), lim = input.limit();
            engineUpdate(input.array(), input.arrayOffset() + pos, lim - pos);
            input.position(lim);
            return;
        }
        int n = input.remaining();
        int chunk = Math.min(n, 4096);
        if (tempArray == null || chunk > tempArray.length) tempArray = new byte[chunk];
        while (n > 0) {
            int k = Math.min(n, tempArray.length);
            input.get(tempArray, 0, k);
            engineUpdate(tempArray, 0, k);
            n -= k;
        }
    }

    protected abstract byte[] engineDigest();

    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        byte[] digest = engineDigest();
        if (len < digest.length) throw new DigestException("partial digests not returned");
        if (buf.length - offset < digest.length)
            throw new DigestException("insufficient space in the output buffer to store the digest");
        System.arraycopy(digest, 0, buf, offset, digest.length);
        return digest.length;
    }

    protected abstract void engineReset();

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) return super.clone();
        throw new CloneNotSupportedException();
    }
}
