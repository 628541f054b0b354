/*
 * java.util.Random's streams and bounded values against the JDK's exact
 * sequences: ints/longs/doubles with and without bounds, nextGaussian,
 * and Random seen as a java.util.random.RandomGenerator; the range and
 * size checks' messages.
 */
import java.util.Arrays;
import java.util.Random;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

public class Misc_Random {
    public static void main(String[] args) {
        Random r = new Random(42);
        System.out.println(Arrays.toString(r.ints(6).toArray()));
        System.out.println(Arrays.toString(r.ints(6, 0, 10).toArray()));
        System.out.println(Arrays.toString(r.ints(4, -5, 1 << 20).toArray()));
        System.out.println(Arrays.toString(r.ints(4, Integer.MIN_VALUE, Integer.MAX_VALUE).toArray()));
        System.out.println(Arrays.toString(r.ints(4, 0, 64).toArray()));
        System.out.println(Arrays.toString(r.longs(3).toArray()));
        System.out.println(Arrays.toString(r.longs(3, 100, 1000).toArray()));
        System.out.println(Arrays.toString(r.longs(3, Long.MIN_VALUE, Long.MAX_VALUE).toArray()));
        System.out.println(Arrays.toString(r.longs(3, 0, 1L << 40).toArray()));
        System.out.println(Arrays.toString(r.doubles(3).toArray()));
        System.out.println(Arrays.toString(r.doubles(3, -1.5, 2.5).toArray()));
        System.out.println(r.ints().limit(3).boxed().collect(Collectors.toList()));
        System.out.println(r.ints(5, 10).limit(3).sum() + " " + r.longs(1, 3).limit(2).sum() + " " + r.doubles(0, 1).limit(2).count());
        Random g = new Random(7);
        for (int i = 0; i < 4; i++) {
            System.out.println(g.nextGaussian());
        }
        RandomGenerator rg = new Random(3);
        System.out.println(rg.nextInt(10) + " " + rg.nextInt(5, 50) + " " + rg.nextLong(1000) + " " + rg.nextLong(-7, 7)
                + " " + rg.nextDouble(2.0) + " " + rg.nextDouble(1.0, 3.0) + " " + rg.nextFloat() + " " + rg.nextBoolean()
                + " " + rg.isDeprecated());
        for (Runnable bad : new Runnable[] {
            () -> r.ints(-1),
            () -> r.ints(5, 5),
            () -> r.longs(3, 9, 2),
            () -> r.doubles(1, 1.0, 1.0),
            () -> r.doubles(0.0, Double.POSITIVE_INFINITY),
            () -> rg.nextLong(0),
            () -> rg.nextInt(3, 3),
            () -> rg.nextDouble(-1.0),
            () -> rg.nextGaussian(0, -1),
        }) {
            try {
                bad.run();
                System.out.println("no exception");
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
    }
}
