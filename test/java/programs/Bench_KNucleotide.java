// Differential copy of test/bench/KNucleotide.java at a small size (same algorithm, class renamed; it prints its full output).
// Benchmark: k-nucleotide.  Generates the fasta ">THREE" sequence in
// process (the benchmarks-game LCG), then counts every k-mer for k = 1, 2
// in a HashMap and prints the frequencies sorted (count descending, then
// key), and the counts of the game's five probe sequences.
import java.util.*;

public class Bench_KNucleotide {
    static final int DEFAULT_N = 2000;
    static final int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;

    static double random(double max) {
        last = (last * IA + IC) % IM;
        return max * last / IM;
    }

    /* The ">THREE" section of fasta n: 5n weighted random nucleotides, upper-cased as the reader does. */
    static String sequence(int n) {
        // the generator's state when fasta reaches ">THREE": ">TWO" drew 3n numbers first
        last = 42;
        for (int i = 0; i < 3 * n; i++) random(1.0);
        char[] chars = "ACGT".toCharArray();
        double[] probs = {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008};
        double[] cum = new double[4];
        double acc = 0;
        for (int i = 0; i < 4; i++) { acc += probs[i]; cum[i] = acc; }
        StringBuilder sb = new StringBuilder(5 * n);
        for (int i = 0; i < 5 * n; i++) {
            double r = random(1.0);
            int j = 0;
            while (j < 3 && r >= cum[j]) j++;
            sb.append(chars[j]);
        }
        return sb.toString();
    }

    static Map<String, Integer> count(String seq, int k) {
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i + k <= seq.length(); i++) counts.merge(seq.substring(i, i + k), 1, Integer::sum);
        return counts;
    }

    static String frequencies(String seq, int k) {
        Map<String, Integer> counts = count(seq, k);
        List<Map.Entry<String, Integer>> list = new ArrayList<>(counts.entrySet());
        list.sort((a, b) -> a.getValue().equals(b.getValue()) ? a.getKey().compareTo(b.getKey()) : b.getValue() - a.getValue());
        int total = seq.length() - k + 1;
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : list) sb.append(String.format("%s %.3f%n", e.getKey(), 100.0 * e.getValue() / total));
        return sb.toString();
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_N;
        String seq = sequence(n);
        System.out.print(frequencies(seq, 1));
        System.out.println();
        System.out.print(frequencies(seq, 2));
        System.out.println();
        for (String probe : new String[] {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"}) {
            Integer c = count(seq, probe.length()).get(probe);
            System.out.println((c == null ? 0 : c) + "\t" + probe);
        }
    }
}
