import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

// ThreadLocal's keys are weak: a ThreadLocal that nothing else holds is
// collected even though the thread's map still has its entry, and the
// map keeps working while thousands come and go (stale slots reused,
// rebuilt away) -- the live ones keep their values throughout.
public class Ref_ThreadLocal {
    static WeakReference<ThreadLocal<String>> dropped() {
        ThreadLocal<String> tl = new ThreadLocal<>();
        tl.set("value of a dropped ThreadLocal");
        return new WeakReference<>(tl);
    }

    public static void main(String[] args) throws Exception {
        List<ThreadLocal<Integer>> live = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            ThreadLocal<Integer> tl = new ThreadLocal<>();
            tl.set(i * i);
            live.add(tl);
        }
        WeakReference<ThreadLocal<String>> w = dropped();
        System.gc();
        System.out.println("dropped ThreadLocal collected: " + (w.get() == null));

        // churn: many short-lived ThreadLocals with values, collections between
        for (int round = 0; round < 20; round++) {
            for (int i = 0; i < 500; i++) {
                ThreadLocal<int[]> t = new ThreadLocal<>();
                t.set(new int[16]);
                if (i % 7 == 0) t.remove();
            }
            System.gc();
        }
        int ok = 0;
        for (int i = 0; i < live.size(); i++) if (live.get(i).get() == i * i) ok++;
        System.out.println("live values intact: " + ok + " of " + live.size());
        live.get(3).remove();
        System.out.println("removed reads " + live.get(3).get() + ", neighbour " + live.get(4).get());
        ThreadLocal<String> w2 = ThreadLocal.withInitial(() -> "initial");
        System.out.println(w2.get());
        InheritableThreadLocal<String> inh = new InheritableThreadLocal<>() {
            protected String childValue(String v) { return v + " (child)"; }
        };
        inh.set("parent's");
        String[] seen = new String[1];
        Thread t = new Thread(() -> seen[0] = inh.get() + " / " + live.get(5).get());
        t.start();
        t.join();
        System.out.println(seen[0]);
    }
}
