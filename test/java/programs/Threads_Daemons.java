// The VM ends when the last non-daemon thread ends: daemon threads spinning
// or sleeping forever do not keep it alive, a non-daemon thread that
// outlives main does; setDaemon on a started thread fails; a thread
// inherits daemon-ness and priority from its creator.
public class Threads_Daemons {
    static volatile boolean checked;
    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> { while (true) { Thread.onSpinWait(); } }, "spinner");
        spinner.setDaemon(true);
        spinner.start();
        Thread sleeper = new Thread(() -> {
            Thread child = new Thread(() -> { });
            System.out.println("child of a daemon is daemon: " + child.isDaemon());
            checked = true;
            try { Thread.sleep(600000); } catch (InterruptedException e) { }
        }, "sleeper");
        sleeper.setDaemon(true);
        sleeper.setPriority(7);
        sleeper.start();
        while (!checked) Thread.sleep(1);
        try { sleeper.setDaemon(false); } catch (IllegalThreadStateException e) { System.out.println("setDaemon after start: " + e.getClass().getName()); }
        Thread late = new Thread(() -> {
            try { Thread.sleep(300); } catch (InterruptedException e) { }
            System.out.println("non-daemon thread finishes after main");
        }, "late");
        System.out.println("late is daemon: " + late.isDaemon() + ", priority " + late.getPriority());
        late.start();
        Thread p = new Thread(() -> System.out.println("inherited priority " + Thread.currentThread().getPriority()));
        Thread.currentThread().setPriority(3);
        Thread q = new Thread(() -> System.out.println("inherited priority " + Thread.currentThread().getPriority()));
        p.start(); p.join();
        q.start(); q.join();
        System.out.println("main returns");
    }
}
