// An uncaught ArithmeticException thrown by the VM (integer division by
// zero) deep in the program's call chain, through an interface call and a
// constructor: the header carries "/ by zero", every frame is the program's.
public class Exc_UncaughtArith {
    interface Averager { int average(int[] xs); }
    static class Plain implements Averager {
        public int average(int[] xs) {
            int s = 0;
            for (int x : xs) s += x;
            return s / xs.length;
        }
    }
    static class Report {
        final int avg;
        Report(Averager a, int[] data) { avg = a.average(data); }
    }

    public static void main(String[] args) {
        Averager a = new Plain();
        int[][] sets = {{1, 2, 3}, {10, 20}, {}, {5}};
        for (int[] set : sets) System.out.println("average " + new Report(a, set).avg);
    }
}
