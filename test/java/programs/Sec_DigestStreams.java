import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.DigestInputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;

/* DigestInputStream and DigestOutputStream against the JDK: each read and
 * write form, on/off, skip and mark, end of stream, swapping the digest,
 * toString. */
public class Sec_DigestStreams {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }

    static byte[] data(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) b[i] = (byte) (i * 31 + 7);
        return b;
    }

    public static void main(String[] args) throws Exception {
        byte[] src = data(10000);
        System.out.println("whole " + hex(MessageDigest.getInstance("SHA-256").digest(src)));

        /* Read everything in mixed pieces: same digest. */
        DigestInputStream in = new DigestInputStream(new ByteArrayInputStream(src), MessageDigest.getInstance("SHA-256"));
        System.out.print(in);
        int total = 0, c = in.read();
        total++;
        byte[] buf = new byte[777];
        int n;
        while ((n = in.read(buf, 3, 700)) != -1) {
            total += n;
            if (in.read() != -1) total++;
        }
        System.out.println("read " + total + " then " + in.read() + " " + in.read(buf));
        System.out.print(in);
        System.out.println("in digest " + hex(in.getMessageDigest().digest()));
        in.close();

        /* Off: bytes read are not digested; skip never is. */
        in = new DigestInputStream(new ByteArrayInputStream(src), MessageDigest.getInstance("MD5"));
        in.read(buf, 0, 100);
        in.on(false);
        in.read(buf, 0, 100);
        in.read();
        in.on(true);
        System.out.println("skipped " + in.skip(50));
        in.read(buf);
        MessageDigest expect = MessageDigest.getInstance("MD5");
        expect.update(src, 0, 100);
        expect.update(src, 251, 777);
        System.out.println("on/off " + MessageDigest.isEqual(expect.digest(), in.getMessageDigest().digest()));

        /* mark/reset re-reads, and the re-read bytes are digested again. */
        in = new DigestInputStream(new ByteArrayInputStream(data(20)), MessageDigest.getInstance("SHA-1"));
        System.out.println("markSupported " + in.markSupported());
        in.mark(100);
        in.read(buf, 0, 5);
        in.reset();
        in.read(buf, 0, 20);
        expect = MessageDigest.getInstance("SHA-1");
        expect.update(data(20), 0, 5);
        expect.update(data(20));
        System.out.println("mark/reset " + MessageDigest.isEqual(expect.digest(), in.getMessageDigest().digest()));

        /* A new digest mid-stream. */
        MessageDigest second = MessageDigest.getInstance("SHA-512");
        in = new DigestInputStream(new ByteArrayInputStream(data(300)), MessageDigest.getInstance("SHA-1"));
        in.read(buf, 0, 100);
        in.setMessageDigest(second);
        System.out.println("swapped " + (in.getMessageDigest() == second));
        in.read(buf, 0, 500);
        expect = MessageDigest.getInstance("SHA-512");
        expect.update(data(300), 100, 200);
        System.out.println("second digest " + MessageDigest.isEqual(expect.digest(), second.digest()));

        /* An empty stream leaves the digest initialized. */
        in = new DigestInputStream(InputStream.nullInputStream(), MessageDigest.getInstance("SHA-224"));
        System.out.println("empty " + in.read() + " " + in.read(buf, 0, 10));
        System.out.print(in);

        /* Output: each write form, on/off, the bytes pass through unchanged. */
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        DigestOutputStream out = new DigestOutputStream(sink, MessageDigest.getInstance("SHA-256"));
        System.out.print(out);
        out.write(src[0]);
        out.write(src, 1, 4999);
        out.on(false);
        out.write(new byte[]{9, 9, 9});
        out.write(9);
        out.on(true);
        out.write(src, 5000, 5000);
        out.flush();
        System.out.print(out);
        byte[] written = sink.toByteArray();
        System.out.println("written " + written.length + " " + written[5000] + " " + written[5003] + " " + written[5004]);
        expect = MessageDigest.getInstance("SHA-256");
        System.out.println("out digest " + hex(out.getMessageDigest().digest()) + " " + hex(expect.digest(src)));
        out.close();

        /* The digest's own errors come through. */
        try {
            out = new DigestOutputStream(new ByteArrayOutputStream(), MessageDigest.getInstance("MD5"));
            out.write(new byte[4], 3, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad range " + e.getClass().getName());
        }
        try {
            new DigestInputStream(new ByteArrayInputStream(src), null).read();
        } catch (NullPointerException e) {
            System.out.println("null digest " + e.getClass().getName());
        }
        try {
            in = new DigestInputStream(new ByteArrayInputStream(src), MessageDigest.getInstance("MD5"));
            in.on(false);
            System.out.println("off with null digest " + new DigestInputStream(new ByteArrayInputStream(src), null) {
                { on(false); }
            }.read());
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
