/*
 * The shared machinery of the block digests (MD5, SHA-1, SHA-2, and SHA-3
 * with its own final padding):
 * input is gathered into blocks of blockSize bytes, each full block goes to
 * compress(), and the final block is padded as both RFC 1321 and FIPS
 * 180-4 define it -- a 0x80 byte, zeros, then the message length in bits
 * in the last 8 (MD5, SHA-1, SHA-224/256) or 16 (SHA-384/512) bytes, big-
 * or little-endian as the algorithm says.
 *
 * Invariants: 0 <= bufLen < blockSize between calls; total counts every
 * byte since the last reset (lengths past 2^61 bytes wrap, as they would in
 * any 64-bit implementation).  A digest resets the engine.  The range and
 * length errors, and their words, are the JDK's.
 */
package java.security;

abstract class DigestEngine extends MessageDigest implements Cloneable {
    private final String canonical;
    private final int digestLength;
    private final int blockSize;
    private byte[] buffer;
    private int bufLen;
    private long total;

    DigestEngine(String canonical, int digestLength, int blockSize) {
        super(canonical);
        this.canonical = canonical;
        this.digestLength = digestLength;
        this.blockSize = blockSize;
        this.buffer = new byte[blockSize];
    }

    final MessageDigest named(String algorithm, Provider provider) {
        setIdentity(algorithm, provider);
        return this;
    }

    /* Processes one block at b[off, off + blockSize). */
    abstract void compress(byte[] b, int off);

    /* Back to the initial chaining values. */
    abstract void resetState();

    /* The length field's size (8 or 16 bytes) and byte order, for the
     * Merkle-Damgard padding of padFinal. */
    int lengthBytes() {
        return 8;
    }

    boolean bigEndian() {
        return true;
    }

    /* Writes the digestLength bytes of the chaining state to out[off...]. */
    abstract void output(byte[] out, int off);

    protected final int engineGetDigestLength() {
        return digestLength;
    }

    protected final void engineUpdate(byte input) {
        buffer[bufLen++] = input;
        total++;
        if (bufLen == blockSize) {
            compress(buffer, 0);
            bufLen = 0;
        }
    }

    protected final void engineUpdate(byte[] b, int ofs, int len) {
        if (len == 0) return;
        if (ofs < 0 || len < 0 || ofs > b.length - len) throw new ArrayIndexOutOfBoundsException();
        total += len;
        if (bufLen > 0) {
            int n = Math.min(len, blockSize - bufLen);
            System.arraycopy(b, ofs, buffer, bufLen, n);
            bufLen += n;
            ofs += n;
            len -= n;
            if (bufLen < blockSize) return;
            compress(buffer, 0);
            bufLen = 0;
        }
        while (len >= blockSize) {
            compress(b, ofs);
            ofs += blockSize;
            len -= blockSize;
        }
        if (len > 0) {
            System.arraycopy(b, ofs, buffer, 0, len);
            bufLen = len;
        }
    }

    protected final byte[] engineDigest() {
        byte[] out = new byte[digestLength];
        finish(out, 0);
        return out;
    }

    protected final int engineDigest(byte[] out, int ofs, int len) throws DigestException {
        if (len < digestLength)
            throw new DigestException("Length must be at least " + digestLength + " for " + canonical + "digests");
        if (ofs < 0 || len < 0 || ofs > out.length - len) throw new DigestException("Buffer too short to store digest");
        finish(out, ofs);
        return digestLength;
    }

    private void finish(byte[] out, int ofs) {
        padFinal(buffer, bufLen, total);
        output(out, ofs);
        engineReset();
    }

    /* Pads the last, partial block (buffer[0, bufLen) holds its bytes,
     * total the message length in bytes) and compresses what that makes:
     * one block, or two when the length field does not fit.  SHA-3
     * replaces this with its own padding. */
    void padFinal(byte[] buffer, int bufLen, long total) {
        long bits = total << 3;
        int lb = lengthBytes();
        buffer[bufLen++] = (byte) 0x80;
        if (bufLen > blockSize - lb) {
            java.util.Arrays.fill(buffer, bufLen, blockSize, (byte) 0);
            compress(buffer, 0);
            bufLen = 0;
        }
        java.util.Arrays.fill(buffer, bufLen, blockSize, (byte) 0);
        /* Only the low 64 bits of the length can be non-zero; a 128-bit
         * field's high half stays zero. */
        for (int i = 0; i < 8; i++) {
            byte v = (byte) (bits >>> (8 * i));
            if (bigEndian())
                buffer[blockSize - 1 - i] = v;
            else
                buffer[blockSize - lb + i] = v;
        }
        compress(buffer, 0);
    }

    protected final void engineReset() {
        java.util.Arrays.fill(buffer, (byte) 0);
        bufLen = 0;
        total = 0;
        resetState();
    }

    /* Subclasses copy their state arrays after this. */
    public Object clone() throws CloneNotSupportedException {
        DigestEngine c = (DigestEngine) super.clone();
        c.buffer = buffer.clone();
        return c;
    }

    static int intBE(byte[] b, int i) {
        return (b[i] << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
    }

    static long longBE(byte[] b, int i) {
        return ((long) intBE(b, i) << 32) | (intBE(b, i + 4) & 0xffffffffL);
    }

    static void putIntBE(byte[] b, int i, int v) {
        b[i] = (byte) (v >>> 24);
        b[i + 1] = (byte) (v >>> 16);
        b[i + 2] = (byte) (v >>> 8);
        b[i + 3] = (byte) v;
    }
}
