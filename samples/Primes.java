/*
 * The README's sample program: what `make` runs on Lantern after building it.
 * A little of everything the VM does -- classes and interfaces, arrays,
 * strings, exceptions, recursion -- with output that a broken VM would get
 * wrong.
 */
public class Primes {
    interface Sieve {
        int[] primesBelow(int n);
    }

    static final class Eratosthenes implements Sieve {
        public int[] primesBelow(int n) {
            boolean[] composite = new boolean[n];
            int count = 0;
            for (int i = 2; i < n; i++) {
                if (composite[i]) continue;
                count++;
                for (long j = (long) i * i; j < n; j += i) composite[(int) j] = true;
            }
            int[] primes = new int[count];
            for (int i = 2, k = 0; i < n; i++)
                if (!composite[i]) primes[k++] = i;
            return primes;
        }
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    public static void main(String[] args) {
        Sieve sieve = new Eratosthenes();
        int[] primes = sieve.primesBelow(100_000);
        System.out.println("primes below 100000: " + primes.length);
        System.out.println("largest: " + primes[primes.length - 1]);
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < 10; i++) first.append(primes[i]).append(i < 9 ? ", " : "");
        System.out.println("first ten: " + first);
        long product = 1;
        for (int i = 0; i < 15; i++) product *= primes[i];
        System.out.println("primorial(47) = " + product + ", gcd with 2^40 = " + gcd(product, 1L << 40));
        double sum = 0;
        for (int p : primes) sum += 1.0 / p;
        System.out.println("sum of reciprocals: " + sum);
        try {
            System.out.println(primes[primes.length]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught: " + e.getMessage());
        }
    }
}
