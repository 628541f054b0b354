// What happens to an exception main leaves: the thread's uncaught-exception
// handler gets it, exit code 1, yet the VM still waits for the other
// non-daemon threads and runs the shutdown hooks.
class UncaughtDefault {
    public static void main(String[] args) {
        Thread.setDefaultUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("default handler: " + t.getName() + " " + e);
            }
        });
        throw new IllegalStateException("boom");
    }
}

class UncaughtHandlerThrows {
    public static void main(String[] args) {
        Thread.currentThread().setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                throw new UnsupportedOperationException("from the handler");
            }
        });
        throw new IllegalStateException("boom");
    }
}

class UncaughtHandlerExits {
    public static void main(String[] args) {
        Thread.currentThread().setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("handler exits with 7");
                System.exit(7);
            }
        });
        throw new IllegalStateException("boom");
    }
}

class UncaughtHook {
    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook ran");
            }
        });
        throw new Exception("checked", new ArithmeticException("inner"));
    }
}

class UncaughtWaits {
    public static void main(String[] args) {
        new Thread() {
            public void run() {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                }
                System.out.println("worker done");
            }
        }.start();
        throw new IllegalStateException("main ends first");
    }
}

// The worker exits only once main's exception has been handled (so the
// test does not depend on timing), while the VM waits for it: its code wins.
class UncaughtThenExit {
    static final Object lock = new Object();
    static boolean handled;

    public static void main(String[] args) {
        Thread.setDefaultUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.err.println("handled: " + e);
                synchronized (lock) {
                    handled = true;
                    lock.notifyAll();
                }
            }
        });
        new Thread() {
            public void run() {
                synchronized (lock) {
                    while (!handled) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                        }
                    }
                }
                System.exit(5);
            }
        }.start();
        throw new IllegalStateException("main ends first");
    }
}
