import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CountDownLatch;
import java.util.function.IntSupplier;

/* Loaders defining classes from four threads at once: each thread its own
 * loader, then four threads racing on one loader (plain, then parallel
 * capable), which must each end with one class per name. */
public class Loader_Threads {
    static byte[] bytesOf(String name) throws IOException {
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        File f = new File(dir, name.replace('.', '/') + ".class");
        try (InputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    public static class Work implements IntSupplier {
        static int calls;
        public int getAsInt() {
            int sum = 0;
            for (int i = 0; i < 100; i++) sum += new Part(i).value();
            return sum + ++calls;
        }
    }

    public static class Part {
        final int v;
        Part(int v) { this.v = v; }
        int value() { return v * 2; }
    }

    public static class A {}
    public static class B {}
    public static class C {}
    public static class D {}

    static class Own extends ClassLoader {
        int defined;
        Own(String name) { super(name, ClassLoader.getSystemClassLoader()); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (!name.startsWith("Loader_Threads$")) return super.loadClass(name, resolve);
                try {
                    byte[] b = bytesOf(name);
                    Thread.yield();
                    c = defineClass(name, b, 0, b.length);
                    synchronized (this) {
                        defined++;
                    }
                    return c;
                } catch (IOException e) {
                    throw new ClassNotFoundException(name);
                }
            }
        }
    }

    static class Parallel extends Own {
        static {
            System.out.println("registered: " + registerAsParallelCapable());
        }
        Parallel(String name) { super(name); }
    }

    static class Direct extends ClassLoader {
        static {
            System.out.println("direct registered: " + registerAsParallelCapable());
        }
    }

    interface Body {
        String run(int i) throws Exception;
    }

    static String[] race(Body body) throws InterruptedException {
        String[] out = new String[4];
        CountDownLatch go = new CountDownLatch(1);
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int k = i;
            ts[i] = new Thread(() -> {
                try {
                    go.await();
                    out[k] = body.run(k);
                } catch (Throwable e) {
                    out[k] = "failed: " + e;
                }
            });
            ts[i].start();
        }
        go.countDown();
        for (Thread t : ts) t.join();
        return out;
    }

    public static void main(String[] args) throws Exception {
        Own[] own = new Own[4];
        for (int i = 0; i < 4; i++) own[i] = new Own("own" + i);
        Class<?>[] works = new Class<?>[4];
        String[] r = race(i -> {
            Class<?> c = own[i].loadClass("Loader_Threads$Work");
            works[i] = c;
            IntSupplier s = (IntSupplier) c.newInstance();
            int a = s.getAsInt(), b = s.getAsInt();
            return c.getClassLoader().getName() + " " + a + " " + b;
        });
        for (String s : r) System.out.println(s);
        boolean distinct = true;
        for (int i = 0; i < 4; i++)
            for (int j = i + 1; j < 4; j++) distinct &= works[i] != works[j];
        System.out.println("four distinct Work classes: " + distinct);

        Own shared = new Own("shared");
        Class<?>[] got = new Class<?>[4];
        r = race(i -> {
            got[i] = shared.loadClass("Loader_Threads$Work");
            return String.valueOf(((IntSupplier) got[i].newInstance()).getAsInt() > 9900);
        });
        for (String s : r) System.out.println("shared: " + s);
        System.out.println("one class: " + (got[0] == got[1] && got[1] == got[2] && got[2] == got[3])
                           + ", defined " + shared.defined);
        System.out.println("shared parallel capable: " + shared.isRegisteredAsParallelCapable());

        Parallel par = new Parallel("par");
        System.out.println("par parallel capable: " + par.isRegisteredAsParallelCapable());
        String[] names = {"A", "B", "C", "D"};
        r = race(i -> {
            Class<?> x = par.loadClass("Loader_Threads$" + names[i]);
            Class<?> y = par.loadClass("Loader_Threads$" + names[(i + 1) % 4]);
            return x.getName() + " " + y.getName() + " " + (x.getClassLoader() == par);
        });
        for (String s : r) System.out.println("par: " + s);
        System.out.println("par defined " + par.defined);
        System.out.println("direct parallel capable: " + new Direct().isRegisteredAsParallelCapable());
    }
}
