// The benchmark test/bench/JsonBench.java at a small size, printing its whole output: a
// differential test of the same code the benchmark times (the benchmark's
// sources are compiled with the programs, see test/java/CMakeLists.txt).
public class Bench_JsonBench {
    public static void main(String[] args) {
        JsonBench.main(new String[] {"100", "all"});
    }
}
