/*
 * java.lang.System.  The VM initializes this class, then calls initPhase1()
 * once before loading the main class.  initPhase1 builds the properties from
 * the VM's vmProperties() (flattened key/value pairs) and creates the
 * standard streams as the JDK does: out/err are autoflushing UTF-8
 * PrintStreams over a BufferedOutputStream over FileOutputStream(fd 1/2),
 * `in` a BufferedInputStream over FileInputStream(fd 0).
 * The stream fields are not final here (setIn/setOut/setErr assign them);
 * code compiled against the JDK links to them all the same.
 * Properties live in a small insertion-ordered table of our own until
 * java.util.Properties exists.
 */
package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

public final class System {
    private System() {}

    public static InputStream in;
    public static PrintStream out;
    public static PrintStream err;

    private static String[] propKeys = new String[64];
    private static String[] propValues = new String[64];
    private static int propCount;
    private static String lineSeparator = "\n";

    private static native String[] vmProperties();

    private static void initPhase1() {
        String[] kv = vmProperties();
        if (kv != null) {
            for (int i = 0; i + 1 < kv.length; i += 2) {
                if (kv[i] != null && kv[i + 1] != null) {
                    putProperty(kv[i], kv[i + 1]);
                }
            }
        }
        String ls = findProperty("line.separator");
        if (ls == null) {
            ls = "\n";
            putProperty("line.separator", ls);
        }
        lineSeparator = ls;
        in = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        out = newPrintStream(new FileOutputStream(FileDescriptor.out));
        err = newPrintStream(new FileOutputStream(FileDescriptor.err));
        /* As on the JDK, main's context class loader is the application loader
         * (the VM makes the main Thread before this runs). */
        Thread.currentThread().setContextClassLoader(ClassLoader.getSystemClassLoader());
    }

    private static PrintStream newPrintStream(FileOutputStream fos) {
        return new PrintStream(new BufferedOutputStream(fos, 8192), true);
    }

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos,
                                        int length);

    public static native int identityHashCode(Object x);

    private static native String getenv0(String name);

    public static String getenv(String name) {
        if (name == null) {
            /* the JDK's message, from its environment lookup */
            throw new NullPointerException("Cannot invoke \"String.getBytes()\" because \"str\" is null");
        }
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPermission(new RuntimePermission("getenv." + name));
        }
        return getenv0(name);
    }

    /* ---- getenv() and the security manager (misc gaps) ---- */

    public static java.util.Map<String, String> getenv() {
        SecurityManager sm = security;
        if (sm != null) {
            sm.checkPermission(new RuntimePermission("getenv.*"));
        }
        return ProcessEnvironment.getenv();
    }

    @SuppressWarnings("removal")
    private static volatile SecurityManager security;
    /* the callers already warned (the JDK warns once per calling class) */
    private static java.util.List<Class<?>> warnedCallers;

    @SuppressWarnings("removal")
    @Deprecated(since = "17", forRemoval = true)
    public static SecurityManager getSecurityManager() {
        return security;
    }

    /* JDK 17: allowed unless -Djava.security.manager=disallow, with a
     * warning on the process's standard error naming the caller. */
    @SuppressWarnings("removal")
    @Deprecated(since = "17", forRemoval = true)
    public static void setSecurityManager(SecurityManager sm) {
        if ("disallow".equals(findProperty("java.security.manager"))) {
            throw new UnsupportedOperationException(
                    "The Security Manager is deprecated and will be removed in a future release");
        }
        Class<?> caller = securityCaller0();
        boolean warn;
        synchronized (System.class) {
            if (warnedCallers == null) {
                warnedCallers = new java.util.ArrayList<>();
            }
            warn = !warnedCallers.contains(caller);
            if (warn) {
                warnedCallers.add(caller);
            }
        }
        if (warn && caller != null) {
            /* through the caller's domain, which an installed manager checks */
            java.security.CodeSource cs = caller.getProtectionDomain().getCodeSource();
            java.net.URL url = cs == null ? null : cs.getLocation();
            String source = url == null ? caller.getName() : caller.getName() + " (" + url + ")";
            /* to the process's standard error, whatever setErr installed */
            if (err != null) {
                err.flush();
            }
            PrintStream e = new PrintStream(new FileOutputStream(FileDescriptor.err), false);
            e.print("WARNING: A terminally deprecated method in java.lang.System has been called" + lineSeparator
                    + "WARNING: System::setSecurityManager has been called by " + source + lineSeparator
                    + "WARNING: Please consider reporting this to the maintainers of " + caller.getName() + lineSeparator
                    + "WARNING: System::setSecurityManager will be removed in a future release" + lineSeparator);
            e.flush();
        }
        if (sm != null) {
            /* as the JDK, which primes its package-access cache this way */
            try {
                sm.checkPackageAccess("java.lang");
            } catch (Exception ignored) {
                /* what it throws does not matter here */
            }
        }
        synchronized (System.class) {
            SecurityManager current = security;
            if (current != null) {
                current.checkPermission(new RuntimePermission("setSecurityManager"));
            }
            /* the JDK initializes its policy through the new manager's domain */
            if (sm != null && sm.getClass().getClassLoader() != null) {
                sm.getClass().getProtectionDomain();
            }
            security = sm;
        }
    }

    @SuppressWarnings("removal")
    private static void checkPropertyAccess(String key, boolean write) {
        SecurityManager sm = security;
        if (sm != null) {
            if (write) {
                sm.checkPermission(new java.util.PropertyPermission(key, "write"));
            } else {
                sm.checkPropertyAccess(key);
            }
        }
    }

    private static native Class<?> securityCaller0();

    public static String lineSeparator() {
        return lineSeparator;
    }

    private static int indexOfKey(String key) {
        for (int i = 0; i < propCount; i++) {
            if (propKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    static String findProperty(String key) {
        int i = indexOfKey(key);
        return i < 0 ? null : propValues[i];
    }

    private static String putProperty(String key, String value) {
        int i = indexOfKey(key);
        if (i >= 0) {
            String old = propValues[i];
            propValues[i] = value;
            return old;
        }
        if (propCount == propKeys.length) {
            String[] k = new String[propCount * 2];
            String[] v = new String[propCount * 2];
            arraycopy(propKeys, 0, k, 0, propCount);
            arraycopy(propValues, 0, v, 0, propCount);
            propKeys = k;
            propValues = v;
        }
        propKeys[propCount] = key;
        propValues[propCount] = value;
        propCount++;
        return null;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static String getProperty(String key) {
        checkKey(key);
        checkPropertyAccess(key, false);
        return findProperty(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        checkPropertyAccess(key, false);
        String v = findProperty(key);
        return v == null ? def : v;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        checkPropertyAccess(key, true);
        return putProperty(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        checkPropertyAccess(key, true);
        int i = indexOfKey(key);
        if (i < 0) {
            return null;
        }
        String old = propValues[i];
        propCount--;
        arraycopy(propKeys, i + 1, propKeys, i, propCount - i);
        arraycopy(propValues, i + 1, propValues, i, propCount - i);
        propKeys[propCount] = null;
        propValues[propCount] = null;
        return old;
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void load(String filename) {
        ClassLoader.load(filename);
    }

    public static void loadLibrary(String libname) {
        ClassLoader.loadLibrary(libname);
    }

    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        if (java.io.File.separatorChar == '\\') {
            return libname + ".dll";
        }
        String os = getProperty("os.name", "");
        return "lib" + libname + (os.startsWith("Mac") ? ".dylib" : ".so");
    }

    public static void runFinalization() {
        Runtime.getRuntime().runFinalization();
    }
}
