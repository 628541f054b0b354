// Two threads alternate strictly through wait/notify on one monitor for
// 2000 rounds (a lost notify hangs, a spurious turn breaks the order);
// then three threads take turns round-robin with notifyAll.
public class Threads_PingPong {
    static int turn;
    static final StringBuilder log = new StringBuilder();

    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        final int rounds = 2000;
        Thread[] players = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int me = p;
            players[p] = new Thread(() -> {
                for (int i = 0; i < rounds; i++) {
                    synchronized (lock) {
                        while (turn % 2 != me) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        if (i < 3) log.append(me == 0 ? "ping " : "pong ");
                        turn++;
                        lock.notify();
                    }
                }
            });
        }
        for (Thread t : players) t.start();
        for (Thread t : players) t.join();
        System.out.println(log + "... turns " + turn);
        turn = 0;
        log.setLength(0);
        Thread[] three = new Thread[3];
        for (int p = 0; p < 3; p++) {
            final int me = p;
            three[p] = new Thread(() -> {
                for (int i = 0; i < 500; i++) {
                    synchronized (lock) {
                        while (turn % 3 != me) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        if (i < 2) log.append((char) ('A' + me));
                        turn++;
                        lock.notifyAll();
                    }
                }
            });
        }
        for (Thread t : three) t.start();
        for (Thread t : three) t.join();
        System.out.println(log + " turns " + turn);
    }
}
