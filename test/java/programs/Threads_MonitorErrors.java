// The monitor rules: wait/notify/notifyAll without owning the monitor throw
// IllegalMonitorStateException with the JDK's message, also from another
// thread while the owner holds it; wait with a negative timeout is an
// IllegalArgumentException; holdsLock follows nested and released locks.
public class Threads_MonitorErrors {
    public static void main(String[] args) throws Exception {
        Object o = new Object();
        try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify: " + e.getMessage()); }
        try { o.notifyAll(); } catch (IllegalMonitorStateException e) { System.out.println("notifyAll: " + e.getMessage()); }
        try { o.wait(); } catch (IllegalMonitorStateException e) { System.out.println("wait: " + e.getMessage()); }
        synchronized (o) {
            try { o.wait(-1); } catch (IllegalArgumentException e) { System.out.println("wait(-1): " + e.getMessage()); }
            Thread other = new Thread(() -> {
                try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("other thread notify: " + e.getMessage()); }
                System.out.println("other holdsLock: " + Thread.holdsLock(o));
            });
            other.start();
            other.join();
            System.out.println("owner holdsLock: " + Thread.holdsLock(o));
            o.wait(1);
            System.out.println("after timed wait still holds: " + Thread.holdsLock(o));
        }
        System.out.println("released: " + Thread.holdsLock(o));
        try { Thread.holdsLock(null); } catch (NullPointerException e) { System.out.println("holdsLock(null): NPE"); }
    }
}
