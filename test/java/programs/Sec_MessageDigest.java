import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.Provider;

/* MessageDigest against the JDK: the FIPS 180-4 / RFC 1321 test vectors of
 * every algorithm (SHA-3 too), block-boundary lengths, the update and digest forms,
 * names and aliases, toString, clone, isEqual, and the errors with their
 * messages. */
public class Sec_MessageDigest {
    static final String[] ALGS = {"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "SHA-512/224", "SHA-512/256",
        "SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512"};

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(Character.forDigit((x >> 4) & 0xf, 16)).append(Character.forDigit(x & 0xf, 16));
        return sb.toString();
    }

    static byte[] ascii(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) b[i] = (byte) s.charAt(i);
        return b;
    }

    interface Action {
        Object run() throws Exception;
    }

    static void show(String what, Action a) {
        try {
            Object r = a.run();
            if (r instanceof byte[]) r = hex((byte[]) r);
            System.out.println(what + " -> " + r);
        } catch (NullPointerException e) {
            /* The message names a library method's parameter, which
             * Lantern's helpful messages do not (no LocalVariableTable). */
            System.out.println(what + " -> " + e.getClass().getName());
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        String[] inputs = {"", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890"};
        for (String alg : ALGS) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(alg + " length " + md.getDigestLength() + " provider " + md.getProvider());
            for (String in : inputs) System.out.println("  \"" + (in.length() > 20 ? in.substring(0, 20) + "..." : in) + "\" " + hex(md.digest(ascii(in))));
            /* Every length around the block and padding boundaries, fed
             * byte by byte and in one piece: the same digest. */
            MessageDigest one = MessageDigest.getInstance(alg);
            MessageDigest all = MessageDigest.getInstance(alg);
            StringBuilder mismatches = new StringBuilder();
            byte[] acc = new byte[0];
            for (int n = 0; n <= 260; n++) {
                byte[] data = new byte[n];
                for (int i = 0; i < n; i++) data[i] = (byte) (i * 7 + n);
                for (byte x : data) one.update(x);
                byte[] a = one.digest();
                byte[] b = all.digest(data);
                if (!MessageDigest.isEqual(a, b)) mismatches.append(' ').append(n);
                if (n % 37 == 0 || n == 55 || n == 56 || n == 64 || n == 111 || n == 112 || n == 128) acc = concat(acc, b);
            }
            System.out.println("  boundaries" + (mismatches.length() == 0 ? " agree" : " differ at" + mismatches)
                    + ", sample " + hex(MessageDigest.getInstance("SHA-256").digest(acc)));
            /* 100000 'a's in 1000-byte pieces (a tenth of the standard
             * long vector: the whole one is slow under ASan). */
            byte[] thousand = new byte[1000];
            java.util.Arrays.fill(thousand, (byte) 'a');
            for (int i = 0; i < 100; i++) md.update(thousand);
            System.out.println("  100000 a " + hex(md.digest()));
        }

        System.out.println("== names");
        for (String n : new String[]{"md5", "Sha", "SHA1", "sha-1", "sha-256", "SHA256", "sha512/256", "SHA-512/224",
                "2.16.840.1.101.3.4.2.1", "OID.1.3.14.3.2.26", "sha3-384", "OID.2.16.840.1.101.3.4.2.10",
                "SHA3256", "xyz", "", "SHA-256 ", "MD 5"}) {
            show("getInstance(\"" + n + "\")", () -> {
                MessageDigest md = MessageDigest.getInstance(n);
                return md.getAlgorithm() + " " + md.getDigestLength();
            });
        }
        show("getInstance(null)", () -> MessageDigest.getInstance(null));
        show("getInstance(MD5, SUN)", () -> MessageDigest.getInstance("MD5", "SUN").getAlgorithm());
        show("getInstance(MD5, FOO)", () -> MessageDigest.getInstance("MD5", "FOO"));
        show("getInstance(MD5, \"\")", () -> MessageDigest.getInstance("MD5", ""));
        show("getInstance(MD5, (String) null)", () -> MessageDigest.getInstance("MD5", (String) null));
        show("getInstance(MD5, (Provider) null)", () -> MessageDigest.getInstance("MD5", (Provider) null));
        show("getInstance(XX, SUN)", () -> MessageDigest.getInstance("XX", "SUN"));
        Provider sun = MessageDigest.getInstance("MD5").getProvider();
        show("getInstance(SHA-384, provider)", () -> MessageDigest.getInstance("SHA-384", sun).getAlgorithm());
        show("getInstance(XX, provider)", () -> MessageDigest.getInstance("XX", sun));
        System.out.println("provider " + sun.getName() + " | " + sun.getVersionStr() + " | " + sun.getInfo() + " | " + sun);

        System.out.println("== forms");
        MessageDigest md = MessageDigest.getInstance("sha-256");
        System.out.print(md);
        md.update((byte) 'a');
        System.out.print(md);
        md.update(ascii("xbcx"), 1, 2);
        System.out.println("update forms " + hex(md.digest()));
        System.out.print(md);
        md.update(ByteBuffer.wrap(ascii("zzabczz"), 2, 3));
        System.out.println("heap buffer " + hex(md.digest()));
        ByteBuffer direct = ByteBuffer.allocateDirect(5000);
        for (int i = 0; i < 5000; i++) direct.put((byte) 'a');
        direct.flip();
        md.update(direct);
        System.out.println("direct buffer " + hex(md.digest()) + " position " + direct.position());
        ByteBuffer ro = ByteBuffer.wrap(ascii("abc")).asReadOnlyBuffer();
        md.update(ro);
        System.out.println("read-only buffer " + hex(md.digest()) + " remaining " + ro.remaining());
        md.update(ByteBuffer.allocate(0));
        System.out.print("empty buffer " + md);
        md.reset();
        byte[] out = new byte[40];
        md.update(ascii("abc"));
        System.out.println("digest(buf, 4, 32) " + md.digest(out, 4, 32) + " " + hex(out));
        md.update(ascii("abc"));
        MessageDigest copy = (MessageDigest) md.clone();
        md.update(ascii("def"));
        copy.update(ascii("def"));
        System.out.println("clone " + MessageDigest.isEqual(md.digest(), copy.digest()) + " " + copy.getAlgorithm());
        md.update(ascii("abc"));
        md.reset();
        System.out.println("after reset " + hex(md.digest()));

        System.out.println("== isEqual");
        byte[] x = {1, 2, 3};
        System.out.println(MessageDigest.isEqual(null, null) + " " + MessageDigest.isEqual(x, null) + " "
                + MessageDigest.isEqual(null, x) + " " + MessageDigest.isEqual(x, x.clone()) + " "
                + MessageDigest.isEqual(x, new byte[]{1, 2}) + " " + MessageDigest.isEqual(new byte[]{1, 2}, x) + " "
                + MessageDigest.isEqual(new byte[0], new byte[0]) + " " + MessageDigest.isEqual(new byte[0], x) + " "
                + MessageDigest.isEqual(x, new byte[0]) + " " + MessageDigest.isEqual(x, new byte[]{1, 2, 4}));

        System.out.println("== errors");
        MessageDigest m = MessageDigest.getInstance("SHA-256");
        m.update((byte) 1);
        show("digest(short)", () -> m.digest(new byte[10], 0, 10));
        show("digest(buf too small)", () -> m.digest(new byte[40], 20, 32));
        show("digest(null buf)", () -> m.digest(null, 0, 32));
        show("digest(offset -1)", () -> m.digest(new byte[40], -1, 32));
        show("digest(len -1)", () -> m.digest(new byte[40], 0, -1));
        show("update(null, 0, 1)", () -> { m.update(null, 0, 1); return null; });
        show("update(b, 2, 3)", () -> { m.update(new byte[4], 2, 3); return null; });
        show("update(b, -1, 2)", () -> { m.update(new byte[4], -1, 2); return null; });
        show("update(b, 1, -1)", () -> { m.update(new byte[4], 1, -1); return null; });
        show("update(b, 5, 0)", () -> { m.update(new byte[4], 5, 0); return null; });
        show("update(b, -5, 0)", () -> { m.update(new byte[4], -5, 0); return m.toString().trim(); });
        show("update((byte[]) null)", () -> { m.update((byte[]) null); return null; });
        show("update((ByteBuffer) null)", () -> { m.update((ByteBuffer) null); return null; });
        show("digest((byte[]) null)", () -> m.digest(null));
        System.out.println("still " + hex(m.digest()));
        for (String alg : ALGS) {
            MessageDigest d = MessageDigest.getInstance(alg.toLowerCase());
            show(alg + " digest(buf, 0, 1)", () -> d.digest(new byte[100], 0, 1));
        }
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
