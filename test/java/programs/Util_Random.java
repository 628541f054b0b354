import java.util.Random;

// java.util.Random with a seed: the exact sequence of nextInt, nextInt(n),
// nextLong, nextDouble, nextBoolean, nextGaussian as the JDK defines it.
public class Util_Random {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(r.nextInt()).append(' ');
        for (int i = 0; i < 5; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println(sb);
        System.out.println(r.nextLong() + " " + r.nextDouble() + " " + r.nextBoolean() + " " + r.nextFloat() + " " + r.nextGaussian());
        Random r2 = new Random(-1L);
        int[] hist = new int[10];
        for (int i = 0; i < 10000; i++) hist[r2.nextInt(10)]++;
        StringBuilder h = new StringBuilder();
        for (int v : hist) h.append(v).append(' ');
        System.out.println(h);
        byte[] bytes = new byte[8];
        new Random(7).nextBytes(bytes);
        StringBuilder b = new StringBuilder();
        for (byte x : bytes) b.append(x).append(' ');
        System.out.println(b);
    }
}
