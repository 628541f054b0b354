// Sieve of Eratosthenes with a boolean array and a bit set in a long array:
// both must agree; counts, last primes, twin primes, and a checksum.
public class Algo_Sieve {
    public static void main(String[] args) {
        int n = 200000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        long[] bits = new long[(n >> 6) + 1];
        for (int i = 2; (long) i * i <= n; i++)
            if ((bits[i >> 6] & (1L << i)) == 0) for (int j = i * i; j <= n; j += i) bits[j >>> 6] |= 1L << j;
        int count = 0, twins = 0, prev = -10;
        long checksum = 0;
        StringBuilder last = new StringBuilder();
        boolean agree = true;
        for (int i = 2; i <= n; i++) {
            boolean p1 = !composite[i];
            boolean p2 = (bits[i >> 6] & (1L << i)) == 0;
            if (p1 != p2) agree = false;
            if (p1) {
                count++;
                checksum = checksum * 31 + i;
                if (i - prev == 2) twins++;
                prev = i;
                if (i > n - 200) last.append(i).append(' ');
            }
        }
        System.out.println("primes <= " + n + ": " + count + " twins " + twins + " agree " + agree);
        System.out.println("checksum " + checksum);
        System.out.println("last: " + last);
        int[] firstPrimes = new int[25];
        int k = 0;
        for (int i = 2; k < 25; i++) if (!composite[i]) firstPrimes[k++] = i;
        StringBuilder sb = new StringBuilder();
        for (int p : firstPrimes) sb.append(p).append(',');
        System.out.println(sb);
    }
}
