// The benchmark test/bench/Interp.java at a small size, printing its results: a
// differential test of the same code the benchmark times (the benchmark's
// sources are compiled with the programs, see test/java/CMakeLists.txt).
public class Bench_Interp {
    public static void main(String[] args) {
        Interp.main(new String[] {"2000"});
    }
}
