/*
 * java.util.random.RandomGenerator: the common interface of random number
 * generators (java.util.Random implements it).  The defaults derive
 * everything from nextLong() and reduce to a range as the JDK 17 does
 * (bounded values by rejection from nextInt()/nextLong() >>> 1, doubles
 * scaled and kept below the bound), so a generator's streams and bounded
 * values equal the JDK's for the same underlying sequence.  Not here: the
 * named algorithms (of, getDefault), nextExponential; nextGaussian's
 * default is the polar method (the JDK's is a ziggurat; Random overrides
 * it with its own exact one).
 */
package java.util.random;

import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

public interface RandomGenerator {
    default boolean isDeprecated() {
        return false;
    }

    default boolean nextBoolean() {
        return nextInt() < 0;
    }

    default void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        for (int words = len >> 3; words-- > 0;) {
            long rnd = nextLong();
            for (int n = 8; n-- > 0; rnd >>>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
        if (i < len) {
            for (long rnd = nextLong(); i < len; rnd >>>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    default float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    default float nextFloat(float bound) {
        if (!(0.0f < bound && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        float r = nextFloat() * bound;
        return r >= bound ? Math.nextDown(bound) : r;
    }

    default float nextFloat(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        float r = nextFloat() * (bound - origin) + origin;
        return r >= bound ? Math.nextDown(bound) : r;
    }

    default double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    default double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        double r = nextDouble() * bound;
        return r >= bound ? Math.nextDown(bound) : r;
    }

    default double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return boundedDouble(this, origin, bound);
    }

    default int nextInt() {
        return (int) (nextLong() >>> 32);
    }

    default int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
        }
        return r;
    }

    default int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return boundedInt(this, origin, bound);
    }

    long nextLong();

    default long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        long r = nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            return r & m;
        }
        for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
        }
        return r;
    }

    default long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return boundedLong(this, origin, bound);
    }

    default double nextGaussian() {
        double v1, v2, s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        return v1 * StrictMath.sqrt(-2 * StrictMath.log(s) / s);
    }

    default double nextGaussian(double mean, double stddev) {
        if (stddev < 0.0) {
            throw new IllegalArgumentException("standard deviation must be non-negative");
        }
        return mean + stddev * nextGaussian();
    }

    /* ---- streams: sequential, each value drawn as the matching next* call ---- */

    private static long checkSize(long size) {
        if (size < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
        return size;
    }

    private static void checkRange(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    private static void checkRange(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    default IntStream ints() {
        return IntStream.generate(this::nextInt).sequential();
    }

    default IntStream ints(long streamSize) {
        return ints().limit(checkSize(streamSize));
    }

    default IntStream ints(int origin, int bound) {
        checkRange(origin, bound);
        return IntStream.generate(() -> boundedInt(this, origin, bound)).sequential();
    }

    default IntStream ints(long streamSize, int origin, int bound) {
        checkSize(streamSize);
        return ints(origin, bound).limit(streamSize);
    }

    default LongStream longs() {
        return LongStream.generate(this::nextLong).sequential();
    }

    default LongStream longs(long streamSize) {
        return longs().limit(checkSize(streamSize));
    }

    default LongStream longs(long origin, long bound) {
        checkRange(origin, bound);
        return LongStream.generate(() -> boundedLong(this, origin, bound)).sequential();
    }

    default LongStream longs(long streamSize, long origin, long bound) {
        checkSize(streamSize);
        return longs(origin, bound).limit(streamSize);
    }

    default DoubleStream doubles() {
        return DoubleStream.generate(this::nextDouble).sequential();
    }

    default DoubleStream doubles(long streamSize) {
        return doubles().limit(checkSize(streamSize));
    }

    default DoubleStream doubles(double origin, double bound) {
        checkRange(origin, bound);
        return DoubleStream.generate(() -> boundedDouble(this, origin, bound)).sequential();
    }

    default DoubleStream doubles(long streamSize, double origin, double bound) {
        checkSize(streamSize);
        return doubles(origin, bound).limit(streamSize);
    }

    /* ---- the reductions to a range (origin < bound checked by the caller) ---- */

    private static int boundedInt(RandomGenerator g, int origin, int bound) {
        int r = g.nextInt();
        int n = bound - origin, m = n - 1;
        if ((n & m) == 0) {
            return (r & m) + origin;
        }
        if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = g.nextInt() >>> 1) {
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = g.nextInt();
        }
        return r;
    }

    private static long boundedLong(RandomGenerator g, long origin, long bound) {
        long r = g.nextLong();
        long n = bound - origin, m = n - 1;
        if ((n & m) == 0L) {
            return (r & m) + origin;
        }
        if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = g.nextLong() >>> 1) {
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = g.nextLong();
        }
        return r;
    }

    private static double boundedDouble(RandomGenerator g, double origin, double bound) {
        double r = g.nextDouble() * (bound - origin) + origin;
        return r >= bound ? Math.nextDown(bound) : r;
    }
}
