/*
 * SHA1PRNG, the generator whose output the JDK fixes once it is seeded
 * before its first use: setSeed(seed) on a fresh generator, then
 * nextBytes, yields the JDK's bytes exactly.  The construction (observed
 * from the JDK's outputs and its documented design):
 *   setSeed(s):   state = SHA-1(old state, if any, || s)
 *   each block:   out = SHA-1(state); state = state + out + 1 as 20-byte
 *                 little-endian numbers (with the JDK's quirk: if that
 *                 leaves state unchanged, its first byte is incremented)
 * and the unused tail of a block is handed out by the next nextBytes
 * before a new block is made.  An unseeded generator seeds itself with 20
 * platform bytes on first use.
 */
package java.security;

final class Sha1Prng extends SecureRandomSpi {
    private static final long serialVersionUID = 1L;
    private static final int DIGEST_SIZE = 20;

    private final MessageDigest md = new Sha1Digest();
    private byte[] state;
    private byte[] remainder;
    private int remCount;

    protected synchronized void engineSetSeed(byte[] seed) {
        if (state != null) {
            md.update(state);
            java.util.Arrays.fill(state, (byte) 0);
        }
        state = md.digest(seed);
        remCount = 0;
    }

    protected synchronized void engineNextBytes(byte[] result) {
        if (state == null) engineSetSeed(PlatformRandom.bytes(DIGEST_SIZE));
        byte[] output = remainder;
        int index = 0;
        int r = remCount;
        if (r > 0) {
            int todo = Math.min(result.length, DIGEST_SIZE - r);
            for (int i = 0; i < todo; i++) {
                result[i] = output[r];
                output[r++] = 0;
            }
            remCount += todo;
            index += todo;
        }
        while (index < result.length) {
            md.update(state);
            output = md.digest();
            advance(state, output);
            int todo = Math.min(result.length - index, DIGEST_SIZE);
            for (int i = 0; i < todo; i++) {
                result[index++] = output[i];
                output[i] = 0;
            }
            remCount += todo;
        }
        remainder = output;
        remCount %= DIGEST_SIZE;
    }

    /* state += out + 1, byte by byte with the carry; the bytes are added
     * as signed values, as the JDK does, which is what its sequence
     * depends on. */
    private static void advance(byte[] state, byte[] out) {
        int carry = 1;
        boolean changed = false;
        for (int i = 0; i < state.length; i++) {
            int v = state[i] + out[i] + carry;
            byte nb = (byte) v;
            changed |= state[i] != nb;
            state[i] = nb;
            carry = v >> 8;
        }
        if (!changed) state[0]++;
    }

    protected byte[] engineGenerateSeed(int numBytes) {
        return PlatformRandom.bytes(numBytes);
    }

    public String toString() {
        return "SecureRandom";
    }
}
