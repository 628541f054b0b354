// The exceptions of java.util.zip and their messages: zlib's texts in
// DataFormatException/ZipException, GZIP and ZIP format errors, the checks
// of ZipOutputStream/ZipInputStream, argument checks and closed objects.
import java.io.*;
import java.util.zip.*;

public class Zip_Errors {
    interface Action {
        void run() throws Exception;
    }

    static void t(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": no exception");
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    static byte[] deflate(byte[] in, boolean nowrap) {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, nowrap);
        d.setInput(in);
        d.finish();
        byte[] out = new byte[in.length + 100];
        int n = d.deflate(out);
        d.end();
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    static byte[] gzip(byte[] in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = new GZIPOutputStream(bo);
        g.write(in);
        g.close();
        return bo.toByteArray();
    }

    static void inflate(byte[] data, boolean nowrap) throws DataFormatException {
        Inflater inf = new Inflater(nowrap);
        inf.setInput(data);
        byte[] out = new byte[1000];
        try {
            while (!inf.finished()) {
                if (inf.inflate(out) == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    System.out.println("  stopped: needsInput=" + inf.needsInput() + " needsDictionary="
                                       + inf.needsDictionary());
                    return;
                }
            }
        } catch (DataFormatException e) {
            System.out.println("  remaining=" + inf.getRemaining() + " read=" + inf.getBytesRead() + " written="
                               + inf.getBytesWritten());
            throw e;
        }
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        int n;
        while ((n = in.read(buf)) != -1) bo.write(buf, 0, n);
        return bo.toByteArray();
    }

    static byte[] hexBytes(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        return b;
    }

    public static void main(String[] args) throws Exception {
        byte[] text = "some text to compress, some text to compress, some more text\n".getBytes();
        byte[] z = deflate(text, false);
        byte[] raw = deflate(text, true);

        // zlib's messages
        t("header check", () -> inflate(new byte[] {1, 2, 3, 4, 5, 6}, false));
        t("stored lengths", () -> inflate(new byte[] {1, 2, 3, 4, 5, 6}, true));
        t("block type", () -> inflate(new byte[] {7, 0, 0, 0}, true));
        t("unknown method", () -> inflate(new byte[] {0x79, 0x18, 0, 0}, false));
        t("window size", () -> inflate(new byte[] {(byte) 0x88, 0x1c, 0, 0}, false));
        byte[] badSum = z.clone();
        badSum[badSum.length - 1] ^= 1;
        t("data check", () -> inflate(badSum, false));
        byte[] corrupt = z.clone();
        corrupt[5] ^= 0x55;
        t("corrupt body", () -> inflate(corrupt, false));
        byte[] truncated = new byte[z.length / 2];
        System.arraycopy(z, 0, truncated, 0, truncated.length);
        t("truncated", () -> inflate(truncated, false));
        t("preset dictionary", () -> inflate(hexBytes("78bbc86b0bef4b"), false));

        // the same through the streams
        t("iis header", () -> readAll(new InflaterInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4}))));
        t("iis truncated", () -> readAll(new InflaterInputStream(new ByteArrayInputStream(truncated))));
        t("iis raw as zlib", () -> readAll(new InflaterInputStream(new ByteArrayInputStream(raw))));
        t("iis closed", () -> {
            InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(z));
            in.close();
            in.read();
        });
        t("iis reset", () -> new InflaterInputStream(new ByteArrayInputStream(z)).reset());
        t("iis skip", () -> new InflaterInputStream(new ByteArrayInputStream(z)).skip(-1));
        t("iis size", () -> new InflaterInputStream(new ByteArrayInputStream(z), new Inflater(), 0));
        t("dos size", () -> new DeflaterOutputStream(new ByteArrayOutputStream(), new Deflater(), -1));
        t("dos after finish", () -> {
            DeflaterOutputStream out = new DeflaterOutputStream(new ByteArrayOutputStream());
            out.finish();
            out.write(1);
        });
        t("dos bounds", () -> new DeflaterOutputStream(new ByteArrayOutputStream()).write(new byte[4], 3, 2));

        // GZIP
        byte[] gz = gzip(text);
        t("gzip empty", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[0])));
        t("gzip magic", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4})));
        t("gzip method", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[] {0x1f, (byte) 0x8b, 7, 0})));
        t("gzip short header", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[] {0x1f, (byte) 0x8b, 8, 0, 0})));
        t("gzip header crc", () -> new GZIPInputStream(new ByteArrayInputStream(
                new byte[] {0x1f, (byte) 0x8b, 8, 2, 0, 0, 0, 0, 0, 0, 0x12, 0x34})));
        byte[] badTrailer = gz.clone();
        badTrailer[badTrailer.length - 8] ^= 1;
        t("gzip trailer crc", () -> readAll(new GZIPInputStream(new ByteArrayInputStream(badTrailer))));
        byte[] badSize = gz.clone();
        badSize[badSize.length - 1] ^= 1;
        t("gzip trailer size", () -> readAll(new GZIPInputStream(new ByteArrayInputStream(badSize))));
        byte[] noTrailer = new byte[gz.length - 4];
        System.arraycopy(gz, 0, noTrailer, 0, noTrailer.length);
        t("gzip short trailer", () -> readAll(new GZIPInputStream(new ByteArrayInputStream(noTrailer))));
        byte[] cut = new byte[gz.length - 20];
        System.arraycopy(gz, 0, cut, 0, cut.length);
        t("gzip cut", () -> readAll(new GZIPInputStream(new ByteArrayInputStream(cut))));
        t("gzip closed", () -> {
            GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz));
            in.close();
            in.read(new byte[4], 0, 4);
        });

        // ZipOutputStream
        t("duplicate", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            zos.putNextEntry(new ZipEntry("a.txt"));
            zos.putNextEntry(new ZipEntry("a.txt"));
        });
        t("no entry", () -> new ZipOutputStream(new ByteArrayOutputStream()).write(1));
        t("stored missing", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            ZipEntry e = new ZipEntry("s");
            e.setMethod(ZipEntry.STORED);
            e.setSize(3);
            zos.putNextEntry(e);
        });
        t("stored sizes", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            ZipEntry e = new ZipEntry("s");
            e.setMethod(ZipEntry.STORED);
            e.setSize(3);
            e.setCompressedSize(4);
            e.setCrc(0);
            zos.putNextEntry(e);
        });
        t("stored past end", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            ZipEntry e = new ZipEntry("s");
            e.setMethod(ZipEntry.STORED);
            e.setSize(3);
            e.setCrc(0);
            zos.putNextEntry(e);
            zos.write(new byte[4]);
        });
        t("stored short", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            ZipEntry e = new ZipEntry("s");
            e.setMethod(ZipEntry.STORED);
            e.setSize(3);
            e.setCrc(0);
            zos.putNextEntry(e);
            zos.write(new byte[2]);
            zos.closeEntry();
        });
        t("stored crc", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            ZipEntry e = new ZipEntry("s");
            e.setMethod(ZipEntry.STORED);
            e.setSize(3);
            e.setCrc(0xabc);
            zos.putNextEntry(e);
            zos.write(new byte[3]);
            zos.closeEntry();
        });
        for (int which = 0; which < 3; which++) {
            final int w = which;
            t("deflated given " + which, () -> {
                ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
                ZipEntry e = new ZipEntry("d");
                CRC32 c = new CRC32();
                c.update(text);
                e.setSize(w == 0 ? text.length + 1 : text.length);
                e.setCompressedSize(w == 1 ? 7 : raw.length);
                e.setCrc(w == 2 ? 0xdeadL : c.getValue());
                zos.putNextEntry(e);
                zos.write(text);
                zos.closeEntry();
            });
        }
        t("closed zos", () -> {
            ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
            zos.close();
            zos.putNextEntry(new ZipEntry("x"));
        });
        t("zos method", () -> new ZipOutputStream(new ByteArrayOutputStream()).setMethod(1));
        t("zos level", () -> new ZipOutputStream(new ByteArrayOutputStream()).setLevel(10));
        t("zos comment", () -> new ZipOutputStream(new ByteArrayOutputStream()).setComment("x".repeat(65536)));

        // ZipInputStream
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bo);
        ZipEntry se = new ZipEntry("stored");
        se.setTime(1_234_567_890_000L);
        se.setMethod(ZipEntry.STORED);
        se.setSize(text.length);
        CRC32 c = new CRC32();
        c.update(text);
        se.setCrc(c.getValue());
        zos.putNextEntry(se);
        zos.write(text);
        ZipEntry de = new ZipEntry("deflated");
        de.setTime(1_234_567_890_000L);
        zos.putNextEntry(de);
        zos.write(text);
        zos.close();
        byte[] zip = bo.toByteArray();
        int dataOff = 30 + "stored".length();
        byte[] badStored = zip.clone();
        badStored[dataOff] ^= 1;
        t("zis stored crc", () -> {
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(badStored));
            zin.getNextEntry();
            readAll(zin);
        });
        byte[] badDeflated = zip.clone();
        badDeflated[badDeflated.length - 50] ^= 1;
        int descriptor = zip.length - 22 - (46 + 6) - (46 + 8) - 16;
        byte[] badDescriptor = zip.clone();
        badDescriptor[descriptor + 4] ^= 1;
        t("zis descriptor crc", () -> {
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(badDescriptor));
            zin.getNextEntry();
            zin.getNextEntry();
            readAll(zin);
        });
        byte[] badDescSize = zip.clone();
        badDescSize[descriptor + 12] ^= 1;
        t("zis descriptor size", () -> {
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(badDescSize));
            zin.getNextEntry();
            zin.getNextEntry();
            zin.closeEntry();
        });
        byte[] badDescCsize = zip.clone();
        badDescCsize[descriptor + 8] ^= 1;
        t("zis descriptor csize", () -> {
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(badDescCsize));
            zin.getNextEntry();
            zin.getNextEntry();
            zin.closeEntry();
        });
        byte[] encrypted = zip.clone();
        encrypted[6] |= 1;
        t("zis encrypted", () -> new ZipInputStream(new ByteArrayInputStream(encrypted)).getNextEntry());
        byte[] storedExt = zip.clone();
        storedExt[6] |= 8;
        t("zis stored ext", () -> new ZipInputStream(new ByteArrayInputStream(storedExt)).getNextEntry());
        byte[] cutZip = new byte[dataOff + 10];
        System.arraycopy(zip, 0, cutZip, 0, cutZip.length);
        t("zis cut stored", () -> {
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(cutZip));
            zin.getNextEntry();
            readAll(zin);
        });
        byte[] cutName = new byte[33];
        System.arraycopy(zip, 0, cutName, 0, cutName.length);
        t("zis cut name", () -> new ZipInputStream(new ByteArrayInputStream(cutName)).getNextEntry());
        t("zis garbage", () -> System.out.println("  " + new ZipInputStream(
                new ByteArrayInputStream("not a zip file at all, no".getBytes())).getNextEntry()));
        t("zis closed", () -> {
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(zip));
            zin.close();
            zin.getNextEntry();
        });
        t("zis null", () -> new ZipInputStream(null));

        // a close whose finish fails leaves the stream open: close again fails again
        class CountingOut extends ByteArrayOutputStream {
            int closes;

            public void close() {
                closes++;
            }
        }
        CountingOut co = new CountingOut();
        ZipOutputStream failing = new ZipOutputStream(co);
        ZipEntry short3 = new ZipEntry("s");
        short3.setMethod(ZipEntry.STORED);
        short3.setSize(3);
        short3.setCrc(0);
        failing.putNextEntry(short3);
        failing.write(1);
        for (int i = 0; i < 2; i++) {
            t("close " + i, () -> failing.close());
            System.out.println("  underlying closes " + co.closes + " size " + co.size());
        }
        t("put after failed close", () -> failing.putNextEntry(new ZipEntry("t")));
        CountingOut co2 = new CountingOut();
        DeflaterOutputStream boom = new DeflaterOutputStream(co2) {
            public void finish() throws IOException {
                throw new IOException("boom");
            }
        };
        t("boom close", () -> boom.close());
        t("boom close again", () -> boom.close());
        System.out.println("  underlying closes " + co2.closes);
        CountingOut co3 = new CountingOut();
        GZIPOutputStream gzo = new GZIPOutputStream(co3);
        gzo.close();
        gzo.close();
        System.out.println("gzip closes " + co3.closes);
        t("gzip write after close", () -> gzo.write(1));
        ZipOutputStream closedZos = new ZipOutputStream(new ByteArrayOutputStream());
        closedZos.close();
        t("zos write after close", () -> closedZos.write(1));
        t("zos finish after close", () -> closedZos.finish());
        t("gzip in available after close", () -> {
            GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz));
            in.close();
            in.close();
            in.available();
        });

        // Deflater / Inflater arguments and closed objects
        t("level 10", () -> new Deflater(10));
        t("setLevel", () -> new Deflater().setLevel(-2));
        t("strategy", () -> new Deflater().setStrategy(3));
        t("flush mode", () -> new Deflater().deflate(new byte[3], 0, 3, 1));
        t("setInput range", () -> new Deflater().setInput(new byte[3], 2, 2));
        t("deflate range", () -> new Deflater().deflate(new byte[3], -1, 2));
        t("inflate range", () -> new Inflater().inflate(new byte[3], 1, 3));
        t("inflater setInput range", () -> new Inflater().setInput(new byte[3], 4, 0));
        t("ended deflater", () -> {
            Deflater d = new Deflater();
            d.end();
            d.end();
            System.out.println("  needsInput=" + d.needsInput() + " finished=" + d.finished());
            d.deflate(new byte[3]);
        });
        t("ended deflater total", () -> {
            Deflater d = new Deflater();
            d.end();
            d.getTotalIn();
        });
        t("ended inflater", () -> {
            Inflater d = new Inflater();
            d.end();
            System.out.println("  remaining=" + d.getRemaining() + " finished=" + d.finished());
            d.inflate(new byte[3]);
        });
        t("ended inflater adler", () -> {
            Inflater d = new Inflater();
            d.end();
            d.getAdler();
        });

        // ZipEntry arguments
        t("entry size", () -> new ZipEntry("x").setSize(-1));
        t("entry crc", () -> new ZipEntry("x").setCrc(1L << 32));
        t("entry method", () -> new ZipEntry("x").setMethod(1));
        t("entry extra", () -> new ZipEntry("x").setExtra(new byte[65536]));
        t("entry name", () -> new ZipEntry("x".repeat(65536)));
        t("entry null", () -> new ZipEntry((String) null));
    }
}
