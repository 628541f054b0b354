import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Semaphore permits, CountDownLatch counts, a one-party CyclicBarrier and
// Phaser, single-threaded: what can be observed without another thread.
public class Conc_Synchronizers {
    static String state(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    public static void main(String[] args) throws Exception {
        Semaphore s = new Semaphore(3);
        System.out.println(state(s) + " " + s.tryAcquire() + " " + s.tryAcquire(2) + " " + s.tryAcquire() + " " + s.availablePermits());
        s.release(5);
        s.acquire(2);
        s.acquireUninterruptibly();
        System.out.println(s.availablePermits() + " " + s.tryAcquire(3, 1, TimeUnit.MILLISECONDS) + " " + s.tryAcquire(2, 1, TimeUnit.MILLISECONDS)
                + " " + s.drainPermits() + " " + s.availablePermits() + " " + s.isFair() + " " + s.hasQueuedThreads());
        Semaphore neg = new Semaphore(-2, true);
        System.out.println(state(neg) + " " + neg.tryAcquire() + " " + neg.isFair());
        neg.release(3);
        System.out.println(neg.availablePermits() + " " + neg.tryAcquire());
        for (Runnable r : new Runnable[] {() -> s.release(-1), () -> s.tryAcquire(-1)}) {
            try {
                r.run();
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }

        CountDownLatch latch = new CountDownLatch(2);
        System.out.println(state(latch) + " " + latch.await(1, TimeUnit.MILLISECONDS));
        latch.countDown();
        latch.countDown();
        latch.countDown();
        latch.await();
        System.out.println(state(latch) + " " + latch.getCount() + " " + latch.await(0, TimeUnit.SECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        int[] trips = {0};
        CyclicBarrier one = new CyclicBarrier(1, () -> trips[0]++);
        System.out.println(one.await() + " " + one.await() + " " + trips[0] + " " + one.getParties() + " " + one.getNumberWaiting());
        CyclicBarrier two = new CyclicBarrier(2);
        try {
            two.await(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout, broken=" + two.isBroken());
        }
        try {
            two.await();
        } catch (BrokenBarrierException e) {
            System.out.println("broken: " + e);
        }
        two.reset();
        System.out.println("reset: " + two.isBroken());
        CyclicBarrier failing = new CyclicBarrier(1, () -> {
            throw new IllegalStateException("action failed");
        });
        try {
            failing.await();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage() + " broken=" + failing.isBroken());
        }

        Phaser p = new Phaser(1);
        System.out.println(p.getPhase() + " " + p.arrive() + " " + p.getPhase() + " " + p.register() + " "
                + p.getRegisteredParties() + " " + p.getArrivedParties() + " " + p.arrive() + " " + p.getUnarrivedParties());
        System.out.println(p.arriveAndAwaitAdvance() + " " + p.getPhase() + " " + p.arriveAndDeregister() + " "
                + p.getRegisteredParties() + " " + p.isTerminated());
        System.out.println(p.arriveAndDeregister() + " " + p.isTerminated() + " " + (p.getPhase() < 0) + " " + p.awaitAdvance(3));
    }
}
