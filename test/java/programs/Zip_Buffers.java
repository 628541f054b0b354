// The ByteBuffer side of java.util.zip: Deflater/Inflater input and output
// in heap, direct, sliced and read-only buffers (positions, limits, what
// zlib consumed), dictionaries from buffers, errors, and Checksum.update.
import java.nio.ByteBuffer;
import java.util.zip.*;

public class Zip_Buffers {
    interface Action {
        void run() throws Exception;
    }

    static void t(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    static byte[] data(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) sb.append("buffer ").append(i % 50).append(i % 7 == 0 ? '\n' : ' ');
        return sb.substring(0, n).getBytes();
    }

    static String pos(ByteBuffer b) {
        return b.position() + "/" + b.limit();
    }

    static long crc(ByteBuffer b) {
        CRC32 c = new CRC32();
        c.update(b.duplicate());
        return c.getValue();
    }

    public static void main(String[] args) throws Exception {
        byte[] d = data(6000);
        String[] kinds = {"heap", "direct", "slice"};
        for (String inKind : kinds) {
            for (String outKind : kinds) {
                ByteBuffer in = make(inKind, d.length + 10);
                in.position(5);
                in.put(d);
                in.flip();
                in.position(5);
                ByteBuffer out = make(outKind, 4000);
                out.position(3);
                out.limit(3 + 100);
                Deflater def = new Deflater();
                def.setInput(in);
                StringBuilder steps = new StringBuilder();
                while (!def.needsInput()) {
                    int n = def.deflate(out);
                    steps.append(n).append(':').append(pos(in)).append(':').append(pos(out)).append(' ');
                    if (!out.hasRemaining()) out.limit(Math.min(out.capacity(), out.limit() + 100));
                }
                def.finish();
                while (!def.finished()) {
                    int n = def.deflate(out, Deflater.NO_FLUSH);
                    steps.append(n).append(' ');
                    if (!out.hasRemaining()) out.limit(Math.min(out.capacity(), out.limit() + 100));
                }
                out.flip();
                out.position(3);
                System.out.println(inKind + " -> " + outKind + ": " + steps + "total " + def.getBytesWritten()
                                   + " crc=" + crc(out) + " adler=" + def.getAdler());
                // and back, into a buffer of each kind
                Inflater inf = new Inflater();
                inf.setInput(out);
                ByteBuffer back = make(inKind, 7000);
                int n, total = 0;
                while ((n = inf.inflate(back)) > 0) total += n;
                back.flip();
                System.out.println("  back " + total + " " + pos(back) + " remaining input " + inf.getRemaining()
                                   + " " + pos(out) + " finished " + inf.finished() + " crc=" + crc(back));
            }
        }

        // input given as an array after a buffer, and the reverse
        Deflater def = new Deflater(9, true);
        ByteBuffer first = ByteBuffer.wrap(d, 0, 1000);
        def.setInput(first);
        byte[] out = new byte[8000];
        int n = def.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
        def.setInput(d, 1000, 1000);
        n += def.deflate(out, n, out.length - n, Deflater.SYNC_FLUSH);
        def.setInput(ByteBuffer.wrap(d, 2000, 4000).slice());
        def.finish();
        n += def.deflate(out, n, out.length - n);
        System.out.println("mixed: " + n + " " + pos(first) + " finished " + def.finished() + " read "
                           + def.getBytesRead());
        CRC32 c = new CRC32();
        c.update(out, 0, n);
        System.out.println("  crc=" + c.getValue());

        // read-only buffers: as input fine, as output refused
        ByteBuffer ro = ByteBuffer.wrap(d).asReadOnlyBuffer();
        def = new Deflater();
        def.setInput(ro);
        def.finish();
        ByteBuffer o = ByteBuffer.allocate(5000);
        def.deflate(o);
        System.out.println("read-only input: " + pos(ro) + " -> " + pos(o) + " finished " + def.finished());
        t("read-only output", () -> new Deflater().deflate(ByteBuffer.allocate(10).asReadOnlyBuffer()));
        t("read-only inflate", () -> new Inflater().inflate(ByteBuffer.allocate(10).asReadOnlyBuffer()));
        t("bad flush", () -> new Deflater().deflate(ByteBuffer.allocate(10), 1));
        t("null input", () -> new Deflater().setInput((ByteBuffer) null));
        t("bad data", () -> {
            Inflater inf = new Inflater();
            ByteBuffer bad = ByteBuffer.wrap(new byte[] {0x78, (byte) 0x9c, 7, 0, 0, 0});
            inf.setInput(bad);
            ByteBuffer into = ByteBuffer.allocate(10);
            try {
                inf.inflate(into);
            } finally {
                System.out.println("  " + pos(bad) + " " + pos(into) + " " + inf.getBytesRead());
            }
        });

        // dictionaries from buffers
        ByteBuffer dict = ByteBuffer.allocateDirect(20);
        dict.put("buffer 1 buffer 2".getBytes());
        dict.flip();
        def = new Deflater();
        def.setDictionary(dict);
        System.out.println("dictionary consumed: " + pos(dict));
        def.setInput(d);
        def.finish();
        byte[] z = new byte[6000];
        int zn = def.deflate(z);
        Inflater inf = new Inflater();
        inf.setInput(z, 0, zn);
        byte[] plain = new byte[7000];
        int got = inf.inflate(plain);
        System.out.println("needs dictionary: " + got + " " + inf.needsDictionary() + " " + inf.getAdler());
        dict.flip();
        inf.setDictionary(dict);
        got = inf.inflate(plain);
        System.out.println("then " + got + " finished " + inf.finished() + " " + pos(dict));

        // Checksum.update(ByteBuffer) for each checksum and buffer kind
        for (Checksum sum : new Checksum[] {new CRC32(), new Adler32(), new CRC32C()}) {
            StringBuilder sb = new StringBuilder(sum.getClass().getSimpleName());
            for (String kind : kinds) {
                ByteBuffer b = make(kind, d.length);
                b.put(d);
                b.flip();
                b.position(100);
                sum.reset();
                sum.update(b);
                sb.append(' ').append(kind).append('=').append(sum.getValue()).append('@').append(pos(b));
            }
            ByteBuffer empty = ByteBuffer.allocate(4);
            empty.position(4);
            sum.update(empty);
            sum.update(ByteBuffer.wrap(d, 0, 50).asReadOnlyBuffer());
            sb.append(" more=").append(sum.getValue());
            System.out.println(sb);
        }
    }

    static ByteBuffer make(String kind, int size) {
        switch (kind) {
        case "heap":
            return ByteBuffer.allocate(size);
        case "direct":
            return ByteBuffer.allocateDirect(size);
        default:
            ByteBuffer big = ByteBuffer.allocate(size + 16);
            big.position(16);
            return big.slice();
        }
    }
}
