// Class initialization with threads (JVMS 5.5): 16 threads touch a class
// whose initializer is slow; it runs once, on one thread, and every thread
// sees the initialized state; a failing initializer gives
// ExceptionInInitializerError once and NoClassDefFoundError after, in
// every thread.
public class Threads_ClassInit {
    static class Slow {
        static int runs;
        static final int VALUE;
        static {
            runs++;
            try { Thread.sleep(100); } catch (InterruptedException e) { }
            VALUE = 42;
        }
    }

    static class Broken {
        static final int X;
        static {
            if (Boolean.parseBoolean("true")) throw new IllegalStateException("broken init");
            X = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        int[] seen = new int[16];
        Thread[] ts = new Thread[16];
        for (int i = 0; i < ts.length; i++) {
            final int k = i;
            ts[i] = new Thread(() -> seen[k] = Slow.VALUE);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int ok = 0;
        for (int v : seen) if (v == 42) ok++;
        System.out.println("threads that saw 42: " + ok + ", initializer runs: " + Slow.runs);
        String[] results = new String[4];
        Thread[] bs = new Thread[4];
        for (int i = 0; i < bs.length; i++) {
            final int k = i;
            bs[i] = new Thread(() -> {
                try { results[k] = "value " + Broken.X; }
                catch (Throwable e) { results[k] = e.getClass().getName(); }
            });
        }
        bs[0].start();
        bs[0].join();
        for (int i = 1; i < bs.length; i++) bs[i].start();
        for (int i = 1; i < bs.length; i++) bs[i].join();
        for (String r : results) System.out.println(r);
    }
}
