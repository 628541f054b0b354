/*
 * Finalization basics: finalize() runs once per object, on the Finalizer
 * daemon thread; exceptions it throws are ignored; clones and objects
 * reachable only from finalizable ones are finalized too; a subclass's
 * empty finalize() silences its superclass's.
 */
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Fin_Basic {
    static final List<String> log = Collections.synchronizedList(new ArrayList<>());
    static volatile String threadInfo;

    static class Res implements Cloneable {
        final String name;
        final int[] data;
        Res(String name) {
            this.name = name;
            this.data = new int[] {name.length(), 7};
        }
        @Override
        protected void finalize() throws Throwable {
            log.add("finalize " + name + " data=" + data[0] + "," + data[1]);
            if (threadInfo == null) {
                Thread t = Thread.currentThread();
                threadInfo = t.getName() + " prio=" + t.getPriority() + " daemon=" + t.isDaemon()
                        + " group=" + t.getThreadGroup().getName();
            }
            if (name.startsWith("throw")) {
                throw new IllegalStateException("ignored by the finalizer");
            }
        }
        @Override
        public Res clone() throws CloneNotSupportedException {
            return (Res) super.clone();
        }
    }

    static class Silent extends Res {
        Silent(String name) {
            super(name);
        }
        @Override
        protected void finalize() {
        }
    }

    /* Holds a finalizable object that only it reaches. */
    static class Holder {
        Res inner = new Res("inner");
    }

    static void waitFor(int n) throws InterruptedException {
        for (int i = 0; i < 500 && log.size() < n; i++) {
            System.gc();
            Thread.sleep(10);
        }
        /* a few more rounds: nothing else may come */
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(10);
        }
    }

    static void make() throws Exception {
        new Res("a");
        new Res("bb");
        new Res("throw1");
        Res c = new Res("orig");
        c.clone();
        new Silent("silent");
        new Holder();
    }

    public static void main(String[] args) throws Exception {
        make();
        waitFor(6);
        List<String> got = new ArrayList<>(log);
        Collections.sort(got);
        for (String s : got) {
            System.out.println(s);
        }
        System.out.println("count " + got.size());
        System.out.println(threadInfo);
        log.clear();
        waitFor(0);
        System.out.println("again " + log.size());
    }
}
