/*
 * The "SUN" provider every MessageDigest and SecureRandom of Lantern
 * reports, with the JDK 17's name, version and description.  It is also
 * where the algorithm names are resolved: the JDK's aliases,
 * case-insensitively, to the implementations in this package.
 */
package java.security;

import java.util.Locale;

final class SunProvider extends Provider {
    private static final long serialVersionUID = 1L;

    static final SunProvider INSTANCE = new SunProvider();

    private SunProvider() {
        super("SUN", "17", "SUN (DSA key/parameter generation; DSA signing; SHA-1, MD5 digests; SecureRandom;"
                + " X.509 certificates; PKCS12, JKS & DKS keystores; PKIX CertPathValidator; PKIX CertPathBuilder;"
                + " LDAP, Collection CertStores, JavaPolicy Policy; JavaLoginConfig Configuration)");
    }

    /* A fresh engine for the digest name, or null. */
    static DigestEngine newDigest(String algorithm) {
        switch (algorithm.toUpperCase(Locale.ROOT)) {
        case "MD5":
            return new Md5Digest();
        case "SHA-1": case "SHA1": case "SHA":
        case "1.3.14.3.2.26": case "OID.1.3.14.3.2.26":
            return new Sha1Digest();
        case "SHA-224": case "SHA224":
        case "2.16.840.1.101.3.4.2.4": case "OID.2.16.840.1.101.3.4.2.4":
            return new Sha256Digest(true);
        case "SHA-256": case "SHA256":
        case "2.16.840.1.101.3.4.2.1": case "OID.2.16.840.1.101.3.4.2.1":
            return new Sha256Digest(false);
        case "SHA-384": case "SHA384":
        case "2.16.840.1.101.3.4.2.2": case "OID.2.16.840.1.101.3.4.2.2":
            return new Sha512Digest(Sha512Digest.SHA384);
        case "SHA-512": case "SHA512":
        case "2.16.840.1.101.3.4.2.3": case "OID.2.16.840.1.101.3.4.2.3":
            return new Sha512Digest(Sha512Digest.SHA512);
        case "SHA-512/224": case "SHA512/224":
        case "2.16.840.1.101.3.4.2.5": case "OID.2.16.840.1.101.3.4.2.5":
            return new Sha512Digest(Sha512Digest.SHA512_224);
        case "SHA-512/256": case "SHA512/256":
        case "2.16.840.1.101.3.4.2.6": case "OID.2.16.840.1.101.3.4.2.6":
            return new Sha512Digest(Sha512Digest.SHA512_256);
        case "SHA3-224": case "2.16.840.1.101.3.4.2.7": case "OID.2.16.840.1.101.3.4.2.7":
            return new Sha3Digest(28);
        case "SHA3-256": case "2.16.840.1.101.3.4.2.8": case "OID.2.16.840.1.101.3.4.2.8":
            return new Sha3Digest(32);
        case "SHA3-384": case "2.16.840.1.101.3.4.2.9": case "OID.2.16.840.1.101.3.4.2.9":
            return new Sha3Digest(48);
        case "SHA3-512": case "2.16.840.1.101.3.4.2.10": case "OID.2.16.840.1.101.3.4.2.10":
            return new Sha3Digest(64);
        default:
            return null;
        }
    }

    /* A fresh generator for the SecureRandom name, or null. */
    static SecureRandomSpi newRandom(String algorithm) {
        switch (algorithm.toUpperCase(Locale.ROOT)) {
        case "SHA1PRNG":
            return new Sha1Prng();
        case "NATIVEPRNG":
            return new NativePrng(NativePrng.MIXED);
        case "NATIVEPRNGBLOCKING":
            return new NativePrng(NativePrng.BLOCKING);
        case "NATIVEPRNGNONBLOCKING":
            return new NativePrng(NativePrng.NONBLOCKING);
        case "DRBG":
            return new NativePrng(NativePrng.DRBG);
        default:
            return null;
        }
    }

    /* The checks of getInstance(algorithm, providerName), in the JDK's order
     * and words; returns the provider to use. */
    static Provider named(String provider) throws NoSuchProviderException {
        if (provider == null || provider.isEmpty()) throw new IllegalArgumentException("missing provider");
        if (!provider.equals("SUN")) throw new NoSuchProviderException("no such provider: " + provider);
        return INSTANCE;
    }

    static void check(Provider provider) {
        if (provider == null) throw new IllegalArgumentException("missing provider");
    }
}
