// Benchmark: fasta (the benchmarks-game algorithm): an ALU repeat and two
// weighted random sequences from the game's linear congruential generator,
// 60 characters a line.  Prints a checksum of the output (and the output
// itself at the differential program's small size).
public class Fasta {
    static final int DEFAULT_N = 250000;
    static final int LINE = 60;
    static final int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;

    static final String ALU =
        "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
        + "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
        + "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
        + "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
        + "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
        + "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
        + "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";

    static final char[] IUB_CHARS = "acgtBDHKMNRSVWY".toCharArray();
    static final double[] IUB_PROBS = {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02};
    static final char[] HOMO_CHARS = "acgt".toCharArray();
    static final double[] HOMO_PROBS = {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008};

    /* Collects lines: keeps a rolling checksum, and the text when asked. */
    static final class Sink {
        final StringBuilder text;
        long hash = 17;
        int lines;
        long chars;
        Sink(boolean keep) { text = keep ? new StringBuilder() : null; }
        void line(char[] buf, int len) {
            for (int i = 0; i < len; i++) hash = hash * 31 + buf[i];
            hash = hash * 31 + '\n';
            lines++;
            chars += len + 1;
            if (text != null) text.append(buf, 0, len).append('\n');
        }
        void line(String s) { line(s.toCharArray(), s.length()); }
    }

    static double random(double max) {
        last = (last * IA + IC) % IM;
        return max * last / IM;
    }

    static void repeat(Sink out, String header, String src, int n) {
        out.line(header);
        char[] buf = new char[LINE];
        int k = 0, len = src.length();
        while (n > 0) {
            int m = Math.min(n, LINE);
            for (int i = 0; i < m; i++) {
                buf[i] = src.charAt(k);
                if (++k == len) k = 0;
            }
            out.line(buf, m);
            n -= m;
        }
    }

    static void randomSeq(Sink out, String header, char[] chars, double[] probs, int n) {
        double[] cum = new double[probs.length];
        double acc = 0;
        for (int i = 0; i < probs.length; i++) { acc += probs[i]; cum[i] = acc; }
        out.line(header);
        char[] buf = new char[LINE];
        while (n > 0) {
            int m = Math.min(n, LINE);
            for (int i = 0; i < m; i++) {
                double r = random(1.0);
                int j = 0;
                while (j < cum.length - 1 && r >= cum[j]) j++;
                buf[i] = chars[j];
            }
            out.line(buf, m);
            n -= m;
        }
    }

    static Sink fasta(int n, boolean keep) {
        last = 42;
        Sink out = new Sink(keep);
        repeat(out, ">ONE Homo sapiens alu", ALU, 2 * n);
        randomSeq(out, ">TWO IUB ambiguity codes", IUB_CHARS, IUB_PROBS, 3 * n);
        randomSeq(out, ">THREE Homo sapiens frequency", HOMO_CHARS, HOMO_PROBS, 5 * n);
        return out;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_N;
        boolean printAll = args.length > 1 && args[1].equals("all"); // the differential test's form
        Sink s = fasta(n, printAll);
        if (printAll) System.out.print(s.text);
        System.out.println("fasta(" + n + ") lines=" + s.lines + " chars=" + s.chars + " checksum=" + Long.toHexString(s.hash) + " last=" + last);
    }
}
