/*
 * The generators that read the platform directly: NativePRNG and its
 * Blocking and NonBlocking forms, and DRBG.  On the JDK these differ in
 * which device they read and how they mix (the Blocking form reads
 * /dev/random; DRBG runs Hash_DRBG over SHA-256); here all of them return
 * the platform's bytes as they come, which is what a program can observe
 * of them: unpredictable output that setSeed only supplements, never
 * makes repeatable.  A seed is therefore accepted and not used.  The names
 * toString gives are the JDK's on Linux.
 */
package java.security;

final class NativePrng extends SecureRandomSpi {
    private static final long serialVersionUID = 1L;

    static final int MIXED = 0, BLOCKING = 1, NONBLOCKING = 2, DRBG = 3;
    private static final String[] NAMES = {"NativePRNG", "Blocking", "NonBlocking", "Hash_DRBG,SHA-256,128,reseed_only"};

    private final int kind;

    NativePrng(int kind) {
        this.kind = kind;
    }

    protected void engineSetSeed(byte[] b) {
        /* The JDK's engines read the seed's length first (a null seed is a
         * NullPointerException naming their parameter: "b", and "input"
         * for DRBG). */
        if (kind == DRBG)
            drbgSeed(b);
        else if (b.length < 0)
            throw new AssertionError();
    }

    private static void drbgSeed(byte[] input) {
        if (input.length < 0) throw new AssertionError();
    }

    protected void engineNextBytes(byte[] result) {
        if (result.length > 0) PlatformRandom.fill(result);
    }

    protected byte[] engineGenerateSeed(int numBytes) {
        return PlatformRandom.bytes(numBytes);
    }

    public String toString() {
        return NAMES[kind];
    }
}
