// Benchmark: start 200 short children one after another (/bin/true, or
// "cmd /c exit" on Windows) with the default pipes, wait for each and
// close its streams: the cost of ProcessBuilder.start.  Prints the count
// and the sum of the exit codes on stdout; microseconds per child (start
// to exit) on stderr, which run.sh does not compare.
import java.io.IOException;

public class ProcessStart {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        boolean win = System.getProperty("os.name").startsWith("Windows");
        ProcessBuilder pb = win ? new ProcessBuilder("cmd", "/c", "exit") : new ProcessBuilder("/bin/true");
        run(pb, 5); // warm-up: the classes and code paths of start
        long t0 = System.nanoTime();
        int sum = run(pb, n);
        long t1 = System.nanoTime();
        System.out.println("children " + n + " exit codes " + sum);
        System.err.println("us per child " + (t1 - t0) / 1000 / n);
    }

    static int run(ProcessBuilder pb, int n) throws IOException, InterruptedException {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            Process p = pb.start();
            sum += p.waitFor();
            p.getOutputStream().close();
            p.getInputStream().close();
            p.getErrorStream().close();
        }
        return sum;
    }
}
