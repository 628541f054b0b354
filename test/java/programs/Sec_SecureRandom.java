import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.Arrays;

/* SecureRandom against the JDK: names and algorithms, the exact sequence
 * of a SHA1PRNG seeded before use (bytes, ints, longs, doubles, reseeding,
 * output split across calls), and of the unpredictable generators only
 * lengths, that they differ, and errors. */
public class Sec_SecureRandom {
    interface Action {
        Object run() throws Exception;
    }

    static void show(String what, Action a) {
        try {
            Object r = a.run();
            if (r instanceof byte[]) r = Arrays.toString((byte[]) r);
            System.out.println(what + " -> " + r);
        } catch (NullPointerException e) {
            /* Its message names a library parameter; see Sec_MessageDigest. */
            System.out.println(what + " -> " + e.getClass().getName());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    static SecureRandom seeded(byte[] seed) throws NoSuchAlgorithmException {
        SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(seed);
        return r;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== names");
        for (String n : new String[]{"SHA1PRNG", "sha1prng", "NativePRNG", "NativePRNGBlocking", "nativePRNGnonblocking",
                "DRBG", "Windows-PRNG", "foo", ""}) {
            show(n, () -> {
                SecureRandom r = SecureRandom.getInstance(n);
                return r.getAlgorithm() + " | " + r + " | " + r.getProvider();
            });
        }
        show("null", () -> SecureRandom.getInstance(null));
        show("SHA1PRNG, SUN", () -> SecureRandom.getInstance("SHA1PRNG", "SUN").getAlgorithm());
        show("DRBG, BAR", () -> SecureRandom.getInstance("DRBG", "BAR"));
        show("DRBG, \"\"", () -> SecureRandom.getInstance("DRBG", ""));
        show("X, SUN", () -> SecureRandom.getInstance("X", "SUN"));
        Provider sun = new SecureRandom().getProvider();
        show("NativePRNG, provider", () -> SecureRandom.getInstance("NativePRNG", sun).getAlgorithm());
        show("NativePRNG, null provider", () -> SecureRandom.getInstance("NativePRNG", (Provider) null));
        show("new SecureRandom()", () -> new SecureRandom().getAlgorithm() + " " + new SecureRandom());
        show("new SecureRandom(seed)", () -> new SecureRandom(new byte[]{1, 2}).getAlgorithm());
        show("getInstanceStrong", () -> {
            SecureRandom r = SecureRandom.getInstanceStrong();
            return r.getAlgorithm() + " " + r;
        });

        System.out.println("== seeded SHA1PRNG");
        SecureRandom r = seeded(new byte[]{1, 2, 3});
        byte[] b = new byte[25];
        r.nextBytes(b);
        System.out.println(Arrays.toString(b));
        System.out.println(r.nextInt() + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextInt(100) + " "
                + r.nextBoolean() + " " + r.nextFloat());
        r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(42L);
        r.nextBytes(b);
        System.out.println("setSeed(42L) " + Arrays.toString(b));
        r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(-1L);
        System.out.println("setSeed(-1L) " + r.nextLong());
        /* One call or many: the same stream (leftover bytes of a block are
         * used first). */
        byte[] whole = new byte[100];
        seeded("lantern".getBytes("UTF-8")).nextBytes(whole);
        SecureRandom pieces = seeded("lantern".getBytes("UTF-8"));
        byte[] joined = new byte[100];
        int at = 0;
        for (int k : new int[]{1, 0, 19, 20, 3, 37, 20}) {
            byte[] p = new byte[k];
            pieces.nextBytes(p);
            System.arraycopy(p, 0, joined, at, k);
            at += k;
        }
        System.out.println("pieces " + Arrays.equals(whole, joined) + " " + Arrays.toString(Arrays.copyOf(whole, 12)));
        /* Reseeding mixes into the state. */
        r = seeded(new byte[]{1, 2, 3});
        b = new byte[5];
        r.nextBytes(b);
        r.setSeed(new byte[]{9});
        r.nextBytes(b);
        System.out.println("reseeded " + Arrays.toString(b));
        r = seeded(new byte[]{1, 2, 3});
        r.setSeed(5L);
        r.nextBytes(b);
        System.out.println("seeded twice " + Arrays.toString(b));
        r = seeded(new byte[0]);
        r.nextBytes(new byte[0]);
        b = new byte[3];
        r.nextBytes(b);
        System.out.println("empty seed " + Arrays.toString(b));
        /* setSeed(0) is ignored, as every constructor's call from Random. */
        r = seeded(new byte[]{7});
        r.setSeed(0L);
        SecureRandom r2 = seeded(new byte[]{7});
        System.out.println("setSeed(0) ignored " + (r.nextLong() == r2.nextLong()));
        /* A long stream, summarized. */
        r = seeded(new byte[]{4, 5, 6});
        byte[] big = new byte[100000];
        r.nextBytes(big);
        long sum = 0;
        for (byte x : big) sum = sum * 31 + x;
        System.out.println("100000 bytes hash " + sum);

        System.out.println("== unpredictable");
        for (String n : new String[]{"NativePRNG", "NativePRNGBlocking", "NativePRNGNonBlocking", "DRBG", "SHA1PRNG"}) {
            SecureRandom a = SecureRandom.getInstance(n), c = SecureRandom.getInstance(n);
            byte[] x = new byte[32], y = new byte[32];
            a.nextBytes(x);
            c.nextBytes(y);
            a.setSeed(new byte[]{1});
            byte[] z = new byte[70000];
            a.nextBytes(z);
            int zeros = 0;
            for (byte q : z) if (q == 0) zeros++;
            System.out.println(n + " differ " + !Arrays.equals(x, y) + ", zeros plausible " + (zeros > 100 && zeros < 500)
                    + ", seed " + a.generateSeed(7).length + " " + a.generateSeed(0).length);
        }
        System.out.println("getSeed " + SecureRandom.getSeed(16).length + " " + SecureRandom.getSeed(0).length);
        SecureRandom any = new SecureRandom();
        boolean inRange = true;
        for (int i = 0; i < 1000; i++) {
            int v = any.nextInt(10);
            inRange &= v >= 0 && v < 10;
        }
        System.out.println("nextInt(10) in range " + inRange);

        System.out.println("== errors");
        show("generateSeed(-1)", () -> new SecureRandom().generateSeed(-1));
        show("getSeed(-1)", () -> SecureRandom.getSeed(-1));
        show("nextBytes(null)", () -> { new SecureRandom().nextBytes(null); return null; });
        show("SHA1PRNG nextBytes(null)", () -> { seeded(new byte[1]).nextBytes(null); return null; });
        show("SHA1PRNG setSeed(null)", () -> { SecureRandom.getInstance("SHA1PRNG").setSeed(null); return null; });
        show("nextInt(0)", () -> new SecureRandom().nextInt(0));
    }
}
