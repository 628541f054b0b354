// Uncaught exceptions in threads: the default output names the thread;
// a per-thread handler, a default handler and a ThreadGroup override are
// each used in the JDK's order; the thread dies but the VM goes on.
public class Threads_Uncaught {
    public static void main(String[] args) throws Exception {
        Thread plain = new Thread(() -> { throw new IllegalStateException("plain failure"); }, "plain");
        plain.start();
        plain.join();
        System.out.println("plain alive: " + plain.isAlive());
        Thread own = new Thread(() -> { throw new RuntimeException("own"); }, "own");
        own.setUncaughtExceptionHandler((t, e) -> System.out.println("own handler: " + t.getName() + " " + e.getMessage()));
        own.start();
        own.join();
        ThreadGroup g = new ThreadGroup("custom") {
            @Override public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group " + getName() + " got " + e.getClass().getSimpleName() + " from " + t.getName());
            }
        };
        Thread inGroup = new Thread(g, () -> { throw new ArithmeticException("/ by zero"); }, "grouped");
        inGroup.start();
        inGroup.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("default handler: " + t.getName() + " " + e));
        Thread dflt = new Thread(() -> { throw new UnsupportedOperationException("nope"); }, "dflt");
        dflt.start();
        dflt.join();
        Thread.setDefaultUncaughtExceptionHandler(null);
        Thread err = new Thread(() -> { throw new Error("an error with a cause", new RuntimeException("inner")); }, "err");
        err.start();
        err.join();
        System.out.println("main ends normally");
    }
}
