// Shutdown hooks: run once at the normal end (after the last non-daemon
// thread), on their own threads; a removed hook does not run; adding a
// hook twice is an error; a hook's exception is reported on its thread.
public class Threads_Hooks {
    public static void main(String[] args) throws Exception {
        Thread hook = new Thread(() -> System.out.println("hook runs on " + Thread.currentThread().getName()), "the-hook");
        Runtime.getRuntime().addShutdownHook(hook);
        try { Runtime.getRuntime().addShutdownHook(hook); } catch (IllegalArgumentException e) { System.out.println("twice: " + e.getMessage()); }
        Thread removed = new Thread(() -> System.out.println("removed hook runs (wrong)"));
        Runtime.getRuntime().addShutdownHook(removed);
        System.out.println("removed: " + Runtime.getRuntime().removeShutdownHook(removed) + " " + Runtime.getRuntime().removeShutdownHook(removed));
        Thread worker = new Thread(() -> {
            try { Thread.sleep(100); } catch (InterruptedException e) { }
            System.out.println("worker ends after main");
        });
        worker.start();
        System.out.println("main returns");
    }
}
