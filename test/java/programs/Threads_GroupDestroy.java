/* ThreadGroup.destroy (deprecated, still working in 17) and File.deleteOnExit: a destroyed group refuses new threads and subgroups; deleteOnExit files outlive the shutdown hooks and are gone after exit (checked from a child VM). */
import java.io.File;
import java.util.ArrayList;
import java.util.List;

public class Threads_GroupDestroy {
    static String state(ThreadGroup g) {
        return g.getName() + " destroyed=" + g.isDestroyed() + " groups=" + g.activeGroupCount();
    }

    @SuppressWarnings("removal")
    static void groups() throws Exception {
        ThreadGroup top = new ThreadGroup("top");
        ThreadGroup sub = new ThreadGroup(top, "sub");
        ThreadGroup leaf = new ThreadGroup(sub, "leaf");
        System.out.println(state(top) + " / " + state(sub) + " / " + state(leaf));
        Object lock = new Object();
        boolean[] go = {false};
        Thread t = new Thread(sub, () -> {
            synchronized (lock) {
                while (!go[0]) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "worker");
        t.start();
        try {
            top.destroy();
            System.out.println("destroyed with a live thread");
        } catch (IllegalThreadStateException e) {
            System.out.println("top.destroy with a live thread in sub: " + e + " / " + state(top) + " / " + state(sub));
        }
        try {
            sub.destroy();
        } catch (IllegalThreadStateException e) {
            System.out.println("sub.destroy: " + e);
        }
        synchronized (lock) {
            go[0] = true;
            lock.notifyAll();
        }
        t.join();
        leaf.destroy();
        System.out.println("after leaf.destroy: " + state(top) + " / " + state(leaf));
        try {
            leaf.destroy();
        } catch (IllegalThreadStateException e) {
            System.out.println("leaf.destroy again: " + e);
        }
        try {
            new Thread(leaf, () -> { }, "late");
        } catch (IllegalThreadStateException e) {
            System.out.println("new Thread in destroyed group: " + e);
        }
        try {
            new ThreadGroup(leaf, "child");
        } catch (IllegalThreadStateException e) {
            System.out.println("new ThreadGroup under destroyed group: " + e);
        }
        ThreadGroup[] list = new ThreadGroup[4];
        int n = top.enumerate(list);
        System.out.println("top enumerates " + n + (n > 0 ? " first=" + list[0].getName() : ""));
        try {
            top.destroy();
        } catch (IllegalThreadStateException e) {
            System.out.println("top.destroy again (half-destroyed earlier): " + e);
        }
        sub.destroy();
        System.out.println("after sub.destroy: " + state(top) + " / " + state(sub) + " parent groups="
                + top.getParent().activeGroupCount());
    }

    static void childDeletes(String a, String b, String dir) throws Exception {
        new File(a).deleteOnExit();
        new File(dir).deleteOnExit(); /* registered after its file: tried first, while still full */
        new File(b).deleteOnExit();
        Runtime.getRuntime().addShutdownHook(new Thread(() ->
                System.out.println("hook sees " + new File(a).exists() + " " + new File(b).exists())));
        System.out.println("child exits");
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 4 && args[0].equals("child")) {
            childDeletes(args[1], args[2], args[3]);
            return;
        }
        groups();
        File dir = new File("Threads_GroupDestroy.tmp");
        dir.mkdir();
        File a = new File(dir, "a.txt"), b = new File("Threads_GroupDestroy.b.txt");
        a.createNewFile();
        b.createNewFile();
        String exe = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> cmd = new ArrayList<>(List.of(exe, "-cp", System.getProperty("java.class.path"),
                "Threads_GroupDestroy", "child", a.getPath(), b.getPath(), dir.getPath()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).replace("\r\n", "\n");
        System.out.print(out);
        System.out.println("child rc=" + p.waitFor() + " a=" + a.exists() + " b=" + b.exists() + " dir=" + dir.exists());
        a.delete();
        b.delete();
        dir.delete();
    }
}
