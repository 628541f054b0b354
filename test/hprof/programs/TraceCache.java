import java.lang.reflect.Method;

/*
 * The trace cache's program (hprof/hprof_cputime.c): every way a callee's
 * trace can differ from a cached one.  leaf() is called from two lines of
 * one caller and from several callers; rec() recurses deeper than any
 * trace and calls leaf() on the way down; thrower() recurses and throws,
 * unwinding several frames to catcher() or to a frame in between, which
 * then calls leaf() again from its handler; mutual recursion; leaf()
 * through reflection (a native frame between caller and callee).  The
 * same work then runs on a second thread, after the first ends, so that
 * thread serials do not depend on timing.  Its cpu=times traces and counts
 * must be the same with the cache and without; its output is fixed.
 */
public class TraceCache {
    static int sink;

    static int leaf(int x) {
        int s = 0;
        for (int i = 0; i < 16; i++)
            s += x ^ i;
        return s;
    }

    static void twoLines(int n) {
        for (int i = 0; i < n; i++) {
            sink += leaf(i);
            sink += leaf(i + 1);
        }
    }

    static void otherCaller(int n) {
        for (int i = 0; i < n; i++)
            sink += leaf(i);
    }

    static int rec(int depth) {
        if (depth == 0)
            return leaf(depth);
        if (depth % 3 == 0)
            sink += leaf(depth);
        return rec(depth - 1) + 1;
    }

    static void thrower(int depth) {
        if (depth == 0)
            throw new IllegalStateException("deep");
        sink += leaf(depth);
        thrower(depth - 1);
    }

    static void middle(int depth) {
        try {
            thrower(depth);
        } catch (IllegalStateException e) {
            if (depth % 2 == 0)
                throw e;
            sink += leaf(depth);
        }
        sink += leaf(depth + 1);
    }

    static void catcher(int n) {
        for (int i = 0; i < n; i++) {
            try {
                middle(i % 9);
            } catch (IllegalStateException e) {
                sink += leaf(i);
            }
            sink += leaf(i);
        }
    }

    static int ping(int n) {
        return n <= 0 ? leaf(n) : pong(n - 1) + 1;
    }

    static int pong(int n) {
        return n <= 0 ? leaf(n) : ping(n - 1) + leaf(n);
    }

    static void reflective(int n) throws Exception {
        Method m = TraceCache.class.getDeclaredMethod("leaf", int.class);
        for (int i = 0; i < n; i++)
            sink += (Integer) m.invoke(null, i);
    }

    static void work() {
        try {
            for (int round = 0; round < 3; round++) {
                twoLines(300);
                otherCaller(200);
                for (int d = 0; d < 25; d++)
                    sink += rec(d);
                catcher(200);
                for (int d = 0; d < 12; d++)
                    sink += ping(d);
                reflective(50);
            }
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        work();
        Thread t = new Thread() {
            public void run() {
                work();
            }
        };
        t.start();
        t.join();
        System.out.println("done " + sink);
    }
}
