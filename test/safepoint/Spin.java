// The safepoint tests' program: a daemon thread "spinner" spins for ever in
// one loop shape (-Dspin.shape) that calls nothing and allocates nothing, so
// only the interpreter's poll on its back edge can stop it; meanwhile main
// collects (-Dspin.action=gc) or loads Spin$Poke (-Dspin.action=poke), on
// which the test agent presses Ctrl-\ or suspends the spinner.  Either must
// come back and main must go on.  The shapes javac cannot write are the
// Spin_<shape> classes SpinGen makes.
public class Spin {
    static volatile boolean started;
    static boolean stop; // never set, but javac cannot know that
    static int sink;

    static final class Poke {
        static void touch() {
        }
    }

    // while (true); -- a goto to itself
    static void goto_self() {
        started = true;
        while (true);
    }

    // a loop with a body: its goto goes backward
    static void for_body() {
        started = true;
        for (int i = 0;; i++) sink = i;
    }

    // a conditional branch backward: L: getstatic stop; ifeq L
    static void do_while() {
        started = true;
        do {
        } while (!stop);
    }

    // a switch in a loop whose default goes back to the loop's head
    static void switch_loop() {
        started = true;
        int state = sink;
        head:
        while (true) {
            switch (state) {
            case 11: state = 12; break;
            case 12: state = 13; break;
            case 13: state = 11; break;
            default: continue head;
            }
            sink = state;
        }
    }

    static Runnable shape(String name) throws Exception {
        switch (name) {
        case "goto_self": return Spin::goto_self;
        case "for_body": return Spin::for_body;
        case "do_while": return Spin::do_while;
        case "switch_loop": return Spin::switch_loop;
        default: return (Runnable) Class.forName("Spin_" + name).getDeclaredConstructor().newInstance();
        }
    }

    public static void main(String[] args) throws Exception {
        String name = System.getProperty("spin.shape", "goto_self");
        String action = System.getProperty("spin.action", "gc");
        /* The athrow shape's loop throws an Error made just before it; the
         * classes that takes are initialized here, not between `started`
         * and the loop, where a slow (ASan) run could be poked instead. */
        new Error().getClass();
        Thread spinner = new Thread(shape(name), "spinner");
        spinner.setDaemon(true);
        spinner.start();
        while (!started) Thread.sleep(1);
        System.out.println("spinning: " + name);
        if (action.equals("gc")) {
            System.gc();
            System.out.println("collected while spinning: " + name);
        } else {
            Poke.touch();
            System.out.println("main goes on: " + name);
        }
    }
}
