/*
 * java.security.SecureRandom over the engines of this package (Sha1Prng,
 * NativePrng), named as the JDK 17 names them on Linux: the default
 * generator is "NativePRNG", getInstanceStrong() is "NativePRNGBlocking",
 * and getInstance accepts SHA1PRNG, NativePRNG, NativePRNGBlocking,
 * NativePRNGNonBlocking and DRBG in any case (getAlgorithm() echoes the
 * name as asked).  The Random methods draw from the engine through next(),
 * which takes whole bytes big-endian as the JDK does, so a seeded SHA1PRNG
 * gives the JDK's nextInt/nextLong/nextDouble too.
 *
 * Random's constructor calls setSeed(long) before the engine exists; that
 * call, like any setSeed(0), is ignored, as on the JDK.
 */
package java.security;

import java.util.Objects;

public class SecureRandom extends java.util.Random {
    private static final long serialVersionUID = 4940670005562187L;

    private SecureRandomSpi secureRandomSpi;
    private Provider provider;
    private String algorithm;

    /* For getSeed: made when first needed. */
    private static SecureRandom seedGenerator;

    public SecureRandom() {
        super(0);
        init(new NativePrng(NativePrng.MIXED), SunProvider.INSTANCE, "NativePRNG");
    }

    public SecureRandom(byte[] seed) {
        super(0);
        init(new NativePrng(NativePrng.MIXED), SunProvider.INSTANCE, "NativePRNG");
        secureRandomSpi.engineSetSeed(seed);
    }

    protected SecureRandom(SecureRandomSpi secureRandomSpi, Provider provider) {
        super(0);
        init(secureRandomSpi, provider, null);
    }

    private SecureRandom(SecureRandomSpi spi, Provider provider, String algorithm) {
        super(0);
        init(spi, provider, algorithm);
    }

    private void init(SecureRandomSpi spi, Provider provider, String algorithm) {
        this.secureRandomSpi = spi;
        this.provider = provider;
        this.algorithm = algorithm;
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        SecureRandomSpi spi = SunProvider.newRandom(algorithm);
        if (spi == null) throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
        return new SecureRandom(spi, SunProvider.INSTANCE, algorithm);
    }

    public static SecureRandom getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        return fromProvider(algorithm, SunProvider.named(provider));
    }

    public static SecureRandom getInstance(String algorithm, Provider provider) throws NoSuchAlgorithmException {
        Objects.requireNonNull(algorithm, "null algorithm name");
        SunProvider.check(provider);
        return fromProvider(algorithm, provider);
    }

    private static SecureRandom fromProvider(String algorithm, Provider provider) throws NoSuchAlgorithmException {
        SecureRandomSpi spi = provider == SunProvider.INSTANCE ? SunProvider.newRandom(algorithm) : null;
        if (spi == null)
            throw new NoSuchAlgorithmException("no such algorithm: " + algorithm + " for provider " + provider.getName());
        return new SecureRandom(spi, provider, algorithm);
    }

    /* securerandom.strongAlgorithms on Linux names NativePRNGBlocking first. */
    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return getInstance("NativePRNGBlocking");
    }

    public final Provider getProvider() {
        return provider;
    }

    public String getAlgorithm() {
        return algorithm != null ? algorithm : "unknown";
    }

    public String toString() {
        return secureRandomSpi.toString();
    }

    public void setSeed(byte[] seed) {
        secureRandomSpi.engineSetSeed(seed);
    }

    /* Eight bytes, least significant first, as the JDK passes a long seed. */
    public void setSeed(long seed) {
        if (seed == 0 || secureRandomSpi == null) return;
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) b[i] = (byte) (seed >>> (8 * i));
        secureRandomSpi.engineSetSeed(b);
    }

    public void nextBytes(byte[] bytes) {
        secureRandomSpi.engineNextBytes(bytes);
    }

    protected final int next(int numBits) {
        int numBytes = (numBits + 7) / 8;
        byte[] b = new byte[numBytes];
        nextBytes(b);
        int v = 0;
        for (int i = 0; i < numBytes; i++) v = (v << 8) | (b[i] & 0xff);
        return v >>> (numBytes * 8 - numBits);
    }

    public static byte[] getSeed(int numBytes) {
        SecureRandom g;
        synchronized (SecureRandom.class) {
            if (seedGenerator == null) seedGenerator = new SecureRandom();
            g = seedGenerator;
        }
        return g.generateSeed(numBytes);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) throw new IllegalArgumentException("numBytes cannot be negative");
        return secureRandomSpi.engineGenerateSeed(numBytes);
    }
}
