// Another thread joins main: with the JDK, main's Thread ends (join
// returns, TERMINATED) when the launcher detaches it after main returns.
public class MainJoined {
    public static void main(String[] args) {
        final Thread main = Thread.currentThread();
        new Thread() {
            public void run() {
                try {
                    main.join();
                } catch (InterruptedException e) {
                }
                System.out.println("main ended: alive " + main.isAlive() + ", " + main.getState());
            }
        }.start();
        System.out.println("main returns");
    }
}
