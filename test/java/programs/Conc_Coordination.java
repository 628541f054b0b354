import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// Threads coordinating: a start gate and a done latch, a CyclicBarrier over
// several rounds with its action, a Phaser, an Exchanger, a Semaphore
// bounding concurrency, Condition signal between two threads, and an
// interrupted await.
public class Conc_Coordination {
    public static void main(String[] args) throws Exception {
        int n = 6;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(n);
        AtomicInteger sum = new AtomicInteger();
        for (int i = 1; i <= n; i++) {
            final int k = i;
            new Thread(() -> {
                try {
                    start.await();
                    sum.addAndGet(k * k);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    done.countDown();
                }
            }).start();
        }
        System.out.println("before start: " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("sum of squares " + sum.get() + " " + done.getCount());

        int parties = 4;
        int rounds = 5;
        List<String> trips = Collections.synchronizedList(new ArrayList<>());
        int[] perRound = new int[rounds];
        AtomicInteger round = new AtomicInteger();
        CyclicBarrier barrier = new CyclicBarrier(parties, () -> trips.add("round " + round.getAndIncrement() + " total " + perRound[round.get() - 1]));
        Thread[] ts = new Thread[parties];
        for (int p = 0; p < parties; p++) {
            final int id = p;
            ts[p] = new Thread(() -> {
                try {
                    for (int r = 0; r < rounds; r++) {
                        synchronized (perRound) {
                            perRound[r] += id + r;
                        }
                        barrier.await();
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new RuntimeException(e);
                }
            });
            ts[p].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(trips);

        Phaser phaser = new Phaser(1);
        AtomicInteger phaseWork = new AtomicInteger();
        Thread[] phased = new Thread[3];
        for (int i = 0; i < 3; i++) {
            phaser.register();
            phased[i] = new Thread(() -> {
                for (int ph = 0; ph < 3; ph++) {
                    phaseWork.incrementAndGet();
                    phaser.arriveAndAwaitAdvance();
                }
                phaser.arriveAndDeregister();
            });
            phased[i].start();
        }
        for (int ph = 0; ph < 3; ph++) {
            int reached = phaser.arriveAndAwaitAdvance();
            System.out.println("phase " + reached + " done, work at least " + (phaseWork.get() >= 3 * (ph + 1)));
        }
        phaser.arriveAndDeregister();
        for (Thread t : phased) {
            t.join();
        }
        // The last party to deregister terminates the phaser.
        System.out.println("phaser terminated " + phaser.isTerminated() + " work " + phaseWork.get());

        Exchanger<List<Integer>> ex = new Exchanger<>();
        Thread filler = new Thread(() -> {
            List<Integer> buf = new ArrayList<>();
            try {
                for (int batch = 0; batch < 3; batch++) {
                    for (int i = 0; i < 3; i++) {
                        buf.add(batch * 10 + i);
                    }
                    buf = ex.exchange(buf);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        filler.start();
        List<Integer> empty = new ArrayList<>();
        for (int batch = 0; batch < 3; batch++) {
            List<Integer> full = ex.exchange(empty);
            System.out.println("exchanged " + full);
            full.clear();
            empty = full;
        }
        filler.join();

        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger maxInside = new AtomicInteger();
        Thread[] ws = new Thread[8];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> {
                try {
                    sem.acquire();
                    try {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        Thread.sleep(2);
                        inside.decrementAndGet();
                    } finally {
                        sem.release();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            ws[i].start();
        }
        for (Thread t : ws) {
            t.join();
        }
        System.out.println("semaphore max inside <= 2: " + (maxInside.get() <= 2) + " permits " + sem.availablePermits());

        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        boolean[] flag = {false};
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (!flag[0]) {
                    ready.await();
                }
                System.out.println("waiter saw the flag, holds " + lock.getHoldCount());
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        lock.lock();
        try {
            flag[0] = true;
            ready.signalAll();
        } finally {
            lock.unlock();
        }
        waiter.join();

        CountDownLatch never = new CountDownLatch(1);
        Thread sleeper = new Thread(() -> {
            try {
                never.await();
                System.out.println("not reached");
            } catch (InterruptedException e) {
                System.out.println("await interrupted: " + e + " flag " + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        while (sleeper.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        sleeper.interrupt();
        sleeper.join();
        System.out.println("timed await: " + never.await(5, TimeUnit.MILLISECONDS));
    }
}
