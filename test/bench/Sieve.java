// Benchmark: repeated sieve of Eratosthenes over a boolean array (array
// loads/stores, tight loops).
public class Sieve {
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int n = 1 << 20, count = 0;
        boolean[] composite = new boolean[n + 1];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i <= n; i++) composite[i] = false;
            count = 0;
            for (int i = 2; i <= n; i++) {
                if (!composite[i]) {
                    count++;
                    for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
                }
            }
        }
        System.out.println("primes below " + n + ": " + count);
    }
}
