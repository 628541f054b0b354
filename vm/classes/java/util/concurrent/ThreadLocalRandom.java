/*
 * java.util.concurrent.ThreadLocalRandom: one generator per thread (kept
 * in a ThreadLocal), a SplitMix64-style sequence seeded from a shared
 * atomic mixer, so concurrent threads never contend.  Not reproducible,
 * as on the JDK; setSeed is refused.
 */
package java.util.concurrent;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;
    private static final AtomicLong seeder = new AtomicLong(mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime()));
    private static final ThreadLocal<ThreadLocalRandom> instances = ThreadLocal.withInitial(ThreadLocalRandom::new);

    private long seed;
    private final boolean initialized;

    private ThreadLocalRandom() {
        seed = mix64(seeder.getAndAdd(0xbb67ae8584caa73bL));
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return instances.get();
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private long nextSeed() {
        return seed += GAMMA;
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    protected int next(int bits) {
        return (int) (mix64(nextSeed()) >>> (64 - bits));
    }

    public int nextInt() {
        return (int) mix64(nextSeed());
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return nextLong(0L, bound);
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            return (r & m) + origin;
        }
        if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = nextLong();
        }
        return r;
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0)) {
            throw new IllegalArgumentException("bound must be positive");
        }
        double r = nextDouble() * bound;
        return (r < bound) ? r : Math.nextDown(bound);
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        double r = nextDouble() * (bound - origin) + origin;
        return (r < bound) ? r : Math.nextDown(bound);
    }

    public float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    public boolean nextBoolean() {
        return nextInt() < 0;
    }
}
