// synchronized methods and blocks (monitorenter/monitorexit): reentrancy,
// static vs instance monitors, release on exception, nested locking of
// several objects, and a contended counter with two threads.
public class Sync_Monitors {
    int count;
    static int scount;

    synchronized void inc() { count++; }
    synchronized int reentrant(int depth) { return depth == 0 ? count : reentrant(depth - 1) + 1; }
    static synchronized void sinc() { scount++; }

    void throwInside(Object lock) {
        synchronized (lock) {
            if (count >= 0) throw new IllegalStateException("thrown while locked");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final Sync_Monitors m = new Sync_Monitors();
        m.inc();
        System.out.println("reentrant " + m.reentrant(50));
        Object lock = new Object();
        for (int i = 0; i < 3; i++) {
            try { m.throwInside(lock); } catch (IllegalStateException e) { System.out.println("caught " + e.getMessage() + ", lock held after: " + Thread.holdsLock(lock)); }
        }
        Object a = new Object(), b = new Object(), c = new Object();
        synchronized (a) { synchronized (b) { synchronized (c) { synchronized (a) {
            System.out.println("nested " + Thread.holdsLock(a) + Thread.holdsLock(b) + Thread.holdsLock(c));
        } } } }
        System.out.println("released " + Thread.holdsLock(a) + Thread.holdsLock(b) + Thread.holdsLock(c));
        Thread[] ts = new Thread[2];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread() {
                @Override public void run() {
                    for (int i = 0; i < 50000; i++) { m.inc(); sinc(); }
                }
            };
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("count " + m.count + " scount " + scount);
        String s = "interned lock";
        synchronized (s) { synchronized ("interned lock") { System.out.println("same monitor via literal: " + Thread.holdsLock(s)); } }
        synchronized (Sync_Monitors.class) { System.out.println("class monitor held: " + Thread.holdsLock(Sync_Monitors.class)); }
    }
}
