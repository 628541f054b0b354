// Deflater and Inflater over zlib: the compressed bytes (CRC-32 and hex) for
// every level and strategy, raw and wrapped, with the flush modes, mid-stream
// level/strategy changes, dictionaries, counters, reset and the round trip.
import java.util.zip.*;

public class Zip_DeflateInflate {
    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    static long crc(byte[] b, int off, int len) {
        CRC32 c = new CRC32();
        c.update(b, off, len);
        return c.getValue();
    }

    /* words from a small vocabulary (compressible), then LCG noise (not) */
    static byte[] text(int n, long seed) {
        String[] words = {"alpha ", "beta ", "gamma ", "delta ", "zip ", "lantern ", "deflate ", "\n"};
        StringBuilder sb = new StringBuilder();
        long s = seed;
        while (sb.length() < n) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            sb.append(words[(int) ((s >>> 33) & 7)]);
        }
        return sb.substring(0, n).getBytes();
    }

    static byte[] noise(int n, long seed) {
        byte[] b = new byte[n];
        long s = seed;
        for (int i = 0; i < n; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            b[i] = (byte) (s >>> 40);
        }
        return b;
    }

    static byte[] deflateAll(Deflater d, byte[] in, int chunk) {
        d.setInput(in);
        d.finish();
        byte[] out = new byte[in.length * 2 + 64];
        int n = 0;
        while (!d.finished()) n += d.deflate(out, n, Math.min(chunk, out.length - n));
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    static byte[] inflateAll(Inflater inf, byte[] in, int chunk) throws DataFormatException {
        inf.setInput(in);
        byte[] out = new byte[1 << 16];
        int n = 0;
        int guard = 0;
        while (!inf.finished() && guard++ < 100000) {
            int k = inf.inflate(out, n, Math.min(chunk, out.length - n));
            n += k;
            if (k == 0 && inf.needsInput()) break;
        }
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    public static void main(String[] args) throws Exception {
        byte[] t = text(5000, 42);
        byte[] z = noise(3000, 7);
        System.out.println("text crc=" + crc(t, 0, t.length) + " noise crc=" + crc(z, 0, z.length));

        for (int level = -1; level <= 9; level++) {
            for (int strategy = 0; strategy <= 2; strategy++) {
                for (int nowrap = 0; nowrap < 2; nowrap++) {
                    Deflater d = new Deflater(level, nowrap == 1);
                    d.setStrategy(strategy);
                    byte[] c = deflateAll(d, t, 100);
                    Inflater inf = new Inflater(nowrap == 1);
                    byte[] back = inflateAll(inf, c, 333);
                    System.out.println("level " + level + " strategy " + strategy + " nowrap " + nowrap + ": "
                                       + c.length + " bytes crc=" + crc(c, 0, c.length) + " in=" + d.getTotalIn()
                                       + " out=" + d.getTotalOut() + " adler=" + (nowrap == 1 ? 0 : d.getAdler())
                                       + " back=" + (back.length == t.length && crc(back, 0, back.length)
                                                     == crc(t, 0, t.length)) + " " + inf.getBytesRead() + "/"
                                       + inf.getBytesWritten() + " rem=" + inf.getRemaining());
                    d.end();
                    inf.end();
                }
            }
        }

        // small inputs in full
        String[] smalls = {"", "a", "hello hello hello", "abcabcabcabcabcabcabcabc"};
        for (String s : smalls) {
            for (int level : new int[] {0, 1, 6, 9}) {
                Deflater d = new Deflater(level);
                byte[] c = deflateAll(d, s.getBytes(), 1000);
                System.out.println("'" + s + "' level " + level + ": " + hex(c, 0, c.length));
                d = new Deflater(level, true);
                c = deflateAll(d, s.getBytes(), 1000);
                System.out.println("'" + s + "' raw level " + level + ": " + hex(c, 0, c.length));
            }
        }

        // level 0 with the output in small pieces, and noise at 9
        for (int chunk : new int[] {1, 7, 512, 100000}) {
            Deflater d = new Deflater(0);
            byte[] c = deflateAll(d, z, chunk);
            System.out.println("stored chunk " + chunk + ": " + c.length + " crc=" + crc(c, 0, c.length));
            d = new Deflater(9, true);
            c = deflateAll(d, z, chunk);
            System.out.println("noise 9 chunk " + chunk + ": " + c.length + " crc=" + crc(c, 0, c.length));
        }

        // flush modes, with the stream's state after each step
        for (int flush : new int[] {Deflater.NO_FLUSH, Deflater.SYNC_FLUSH, Deflater.FULL_FLUSH}) {
            Deflater d = new Deflater();
            byte[] out = new byte[20000];
            int n = 0;
            StringBuilder steps = new StringBuilder();
            for (int i = 0; i < 5; i++) {
                d.setInput(t, i * 1000, 1000);
                int k;
                do {
                    k = d.deflate(out, n, 64, flush);
                    n += k;
                } while (k == 64 || !d.needsInput());
                steps.append(n).append(',');
            }
            d.finish();
            while (!d.finished()) n += d.deflate(out, n, 64, flush);
            System.out.println("flush " + flush + ": steps " + steps + " total " + n + " crc=" + crc(out, 0, n)
                               + " read=" + d.getBytesRead() + " written=" + d.getBytesWritten() + " needsInput="
                               + d.needsInput() + " finished=" + d.finished());
            if (flush == Deflater.SYNC_FLUSH) System.out.println("  sync tail " + hex(out, n - 10, 10));
            Inflater inf = new Inflater();
            byte[] part = new byte[n];
            System.arraycopy(out, 0, part, 0, n);
            byte[] back = inflateAll(inf, part, 4096);
            System.out.println("  back " + back.length + " crc=" + crc(back, 0, back.length) + " adler="
                               + inf.getAdler() + " finished=" + inf.finished());
        }

        // level and strategy changed between inputs
        Deflater d = new Deflater(1);
        byte[] out = new byte[20000];
        int n = 0;
        d.setInput(t, 0, 2000);
        while (!d.needsInput()) n += d.deflate(out, n, 128);
        d.setLevel(9);
        d.setStrategy(Deflater.FILTERED);
        d.setInput(t, 2000, 2000);
        while (!d.needsInput()) n += d.deflate(out, n, 128);
        d.setLevel(Deflater.NO_COMPRESSION);
        d.setStrategy(Deflater.DEFAULT_STRATEGY);
        d.setInput(t, 4000, 1000);
        while (!d.needsInput()) n += d.deflate(out, n, 128);
        d.setLevel(Deflater.DEFAULT_COMPRESSION);
        d.finish();
        while (!d.finished()) n += d.deflate(out, n, 128);
        System.out.println("params: " + n + " crc=" + crc(out, 0, n) + " in=" + d.getBytesRead());
        byte[] pc = new byte[n];
        System.arraycopy(out, 0, pc, 0, n);
        byte[] back = inflateAll(new Inflater(), pc, 999);
        System.out.println("  back crc=" + crc(back, 0, back.length));

        // a preset dictionary
        byte[] dict = "lantern deflate alpha beta gamma".getBytes();
        Adler32 a32 = new Adler32();
        a32.update(dict);
        d = new Deflater();
        d.setDictionary(dict);
        byte[] c = deflateAll(d, t, 4096);
        System.out.println("dict: " + c.length + " crc=" + crc(c, 0, c.length) + " header " + hex(c, 0, 6)
                           + " dictid " + a32.getValue());
        Inflater inf = new Inflater();
        inf.setInput(c);
        byte[] buf = new byte[8000];
        int k = inf.inflate(buf);
        System.out.println("  first " + k + " needsDictionary=" + inf.needsDictionary() + " adler="
                           + (inf.getAdler() & 0xffffffffL) + " remaining=" + inf.getRemaining());
        inf.setDictionary(dict);
        k = inf.inflate(buf);
        System.out.println("  then " + k + " finished=" + inf.finished() + " crc=" + crc(buf, 0, k));

        // reset reuses the stream; counters restart
        d = new Deflater(6);
        byte[] c1 = deflateAll(d, t, 4096);
        d.reset();
        System.out.println("reset: in=" + d.getTotalIn() + " out=" + d.getTotalOut() + " finished=" + d.finished()
                           + " needsInput=" + d.needsInput());
        byte[] c2 = deflateAll(d, t, 4096);
        System.out.println("  same bytes " + java.util.Arrays.equals(c1, c2));
        inf = new Inflater();
        inflateAll(inf, c1, 100);
        inf.reset();
        System.out.println("  inflater reset: " + inf.getBytesRead() + " " + inf.getBytesWritten() + " "
                           + inf.finished() + " " + inf.needsInput() + " " + inf.getRemaining());
        back = inflateAll(inf, c2, 100);
        System.out.println("  back crc=" + crc(back, 0, back.length));

        // trailing bytes after the stream stay in the input
        byte[] withTail = new byte[c1.length + 5];
        System.arraycopy(c1, 0, withTail, 0, c1.length);
        inf = new Inflater();
        inflateAll(inf, withTail, 8000);
        System.out.println("tail: finished=" + inf.finished() + " remaining=" + inf.getRemaining());

        // a fresh deflater, a fresh inflater
        d = new Deflater();
        System.out.println("fresh: adler=" + d.getAdler() + " needsInput=" + d.needsInput() + " first="
                           + d.deflate(new byte[10]) + " finished=" + d.finished());
        inf = new Inflater();
        System.out.println("fresh inflater: " + inf.needsInput() + " " + inf.getRemaining() + " " + inf.getAdler()
                           + " " + inf.inflate(new byte[3]) + " " + inf.needsDictionary());
    }
}
