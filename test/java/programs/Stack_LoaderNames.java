import java.io.InputStream;

/* StackTraceElement's loader and module names as HotSpot fills them in:
 * an exception's frames leave out the built-in loaders' names and the JDK
 * modules' versions, another thread's stack (Thread.getStackTrace,
 * getAllStackTraces) keeps them ("app//Main.run(...)"), and a user loader's
 * name is printed in both. */
public class Stack_LoaderNames {
    static final Object lock = new Object();
    static boolean go;

    static void waitHere() {
        synchronized (lock) {
            while (!go) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    static class Waiter implements Runnable {
        public void run() {
            waitHere();
        }
    }

    public static class Thrower {
        public static void fail() {
            throw new IllegalStateException("from a loaded class");
        }
    }

    static class Loader extends ClassLoader {
        Loader(String name) {
            super(name, Stack_LoaderNames.class.getClassLoader());
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("Stack_LoaderNames$Thrower")) {
                return super.loadClass(name, resolve);
            }
            try (InputStream in = getParent().getResourceAsStream("Stack_LoaderNames$Thrower.class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (java.io.IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    static String describe(StackTraceElement e) {
        return e.getClassName() + "." + e.getMethodName() + " loader=" + e.getClassLoaderName()
                + " module=" + e.getModuleName() + " version? " + (e.getModuleVersion() != null);
    }

    static void throwFrom(ClassLoader l) throws Exception {
        try {
            l.loadClass("Stack_LoaderNames$Thrower").getMethod("fail").invoke(null);
        } catch (java.lang.reflect.InvocationTargetException e) {
            StackTraceElement top = e.getCause().getStackTrace()[0];
            System.out.println(top + " | " + describe(top));
        }
    }

    public static void main(String[] args) throws Exception {
        StackTraceElement[] own = new Throwable().getStackTrace();
        System.out.println(own[0] + " | " + describe(own[0]));
        try {
            Integer.parseInt("x");
        } catch (NumberFormatException e) {
            StackTraceElement lib = e.getStackTrace()[0];
            System.out.println(lib.toString().startsWith("java.base/java.lang.") + " | " + describe(lib));
        }
        throwFrom(new Loader("mine"));
        throwFrom(new Loader(null));

        Thread t = new Thread(new Waiter(), "waiter");
        t.start();
        while (t.getState() != Thread.State.WAITING) {
            Thread.sleep(10);
        }
        for (StackTraceElement[] s : new StackTraceElement[][] {t.getStackTrace(), Thread.getAllStackTraces().get(t)}) {
            for (StackTraceElement e : s) {
                if (e.getClassName().startsWith("Stack_")) {
                    System.out.println(e + " | " + describe(e));
                } else if (e.getClassName().equals("java.lang.Thread")) {
                    System.out.println(e.toString().startsWith("java.base@") + " | " + describe(e));
                }
            }
        }
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        t.join();
    }
}
