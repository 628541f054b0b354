// The benchmark test/bench/Fasta.java at a small size, printing its whole output: a
// differential test of the same code the benchmark times (the benchmark's
// sources are compiled with the programs, see test/java/CMakeLists.txt).
public class Bench_Fasta {
    public static void main(String[] args) {
        Fasta.main(new String[] {"1000", "all"});
    }
}
