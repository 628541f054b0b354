import java.util.concurrent.atomic.AtomicInteger;

// ThreadLocal across threads: each thread sees its own value and its own
// initial value; InheritableThreadLocal values are copied (through
// childValue) when a thread is created, and later changes do not cross.
public class Conc_ThreadLocalThreads {
    static final AtomicInteger inits = new AtomicInteger();
    static final ThreadLocal<Integer> id = ThreadLocal.withInitial(inits::incrementAndGet);
    static final InheritableThreadLocal<String> ctx = new InheritableThreadLocal<String>() {
        @Override
        protected String childValue(String parent) {
            return parent == null ? null : parent + ">child";
        }
    };
    static final InheritableThreadLocal<StringBuilder> shared = new InheritableThreadLocal<>();

    public static void main(String[] args) throws Exception {
        System.out.println("main id " + id.get());
        ctx.set("main");
        shared.set(new StringBuilder("sb"));
        String[] seen = new String[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int k = i;
            ts[i] = new Thread(() -> {
                int mine = id.get();
                id.set(mine * 100);
                String c = ctx.get();
                ctx.set("changed in " + k);
                shared.get().append(k);
                seen[k] = "thread " + k + ": id>1 " + (mine > 1) + ", id now " + (id.get() == mine * 100) + ", ctx " + c;
            });
        }
        ctx.set("main2");
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String s : seen) {
            System.out.println(s);
        }
        System.out.println("main after: id " + id.get() + " ctx " + ctx.get() + " inits " + inits.get() + " shared length " + shared.get().length());
        Thread grand = new Thread(() -> {
            Thread inner = new Thread(() -> System.out.println("grandchild ctx " + ctx.get()));
            inner.start();
            try {
                inner.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        grand.start();
        grand.join();
    }
}
