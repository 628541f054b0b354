/*
 * java.security.MessageDigest: the JDK 17's API over the digests of this
 * package (DigestEngine and its subclasses, resolved by SunProvider).
 *
 * getInstance returns the engine itself (a subclass of MessageDigest)
 * where the JDK wraps its provider's engine in a delegate: getClass()
 * differs, nothing else a program can see.  The object remembers the name
 * it was asked for (getAlgorithm() and toString() echo it, as on the JDK)
 * and whether input arrived since the last digest or reset (toString's
 * "<initialized>" / "<in progress>").  The argument checks and their
 * messages are the JDK's; an update's range errors past them come from
 * the engine.
 */
package java.security;

import java.nio.ByteBuffer;
import java.util.Objects;

public abstract class MessageDigest extends MessageDigestSpi {
    private static final int INITIAL = 0;
    private static final int IN_PROGRESS = 1;

    private String algorithm;
    private int state = INITIAL;
    private Provider provider;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        DigestEngine d = SunProvider.newDigest(algorithm);
        if (d == null) throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        return d.named(algorithm, SunProvider.INSTANCE);
    }

    public static MessageDigest getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        return fromProvider(algorithm, SunProvider.named(provider));
    }

    public static MessageDigest getInstance(String algorithm, Provider provider) throws NoSuchAlgorithmException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        SunProvider.check(provider);
        return fromProvider(algorithm, provider);
    }

    private static MessageDigest fromProvider(String algorithm, Provider provider) throws NoSuchAlgorithmException {
        DigestEngine d = provider == SunProvider.INSTANCE ? SunProvider.newDigest(algorithm) : null;
        if (d == null)
            throw new NoSuchAlgorithmException("no such algorithm: " + algorithm + " for provider " + provider.getName());
        return d.named(algorithm, provider);
    }

    /* For getInstance: the name as asked and the provider. */
    final void setIdentity(String algorithm, Provider provider) {
        this.algorithm = algorithm;
        this.provider = provider;
    }

    public final Provider getProvider() {
        return provider;
    }

    public void update(byte input) {
        engineUpdate(input);
        state = IN_PROGRESS;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) throw new IllegalArgumentException("No input buffer given");
        if (input.length - offset < len) throw new IllegalArgumentException("Input buffer too short");
        engineUpdate(input, offset, len);
        state = IN_PROGRESS;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        state = IN_PROGRESS;
    }

    public final void update(ByteBuffer input) {
        if (input == null) throw new NullPointerException();
        engineUpdate(input);
        state = IN_PROGRESS;
    }

    public byte[] digest() {
        byte[] result = engineDigest();
        state = INITIAL;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) throw new IllegalArgumentException("No output buffer given");
        if (buf.length - offset < len)
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        int n = engineDigest(buf, offset, len);
        state = INITIAL;
        return n;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public String toString() {
        return algorithm + " Message Digest from " + (provider == null ? "(no provider)" : provider.getName()) + ", "
                + (state == INITIAL ? "<initialized>" : "<in progress>") + System.lineSeparator();
    }

    /* Compares in time that depends on the lengths only, as the JDK's
     * does: every byte of the first array is looked at whatever the
     * contents. */
    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) return true;
        if (digesta == null || digestb == null) return false;
        int lenA = digesta.length, lenB = digestb.length;
        if (lenB == 0) return lenA == 0;
        int diff = lenA ^ lenB;
        for (int i = 0; i < lenA; i++) {
            /* Past the end of b, compare with b[0]: the length difference
             * already decided the answer, the loop only keeps its time. */
            int j = i < lenB ? i : 0;
            diff |= digesta[i] ^ digestb[j];
        }
        return diff == 0;
    }

    public void reset() {
        engineReset();
        state = INITIAL;
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        int n = engineGetDigestLength();
        if (n != 0) return n;
        try {
            return ((MessageDigest) clone()).digest().length;
        } catch (CloneNotSupportedException e) {
            return 0;
        }
    }

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) return super.clone();
        throw new CloneNotSupportedException();
    }
}
