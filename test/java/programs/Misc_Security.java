/*
 * java.lang.SecurityManager as JDK 17 runs it: setSecurityManager warns on
 * standard error (naming a caller whose class has no code source, so the
 * text does not depend on where the test runs) and installs the manager;
 * System.exit asks checkExit, and a manager that throws keeps the VM
 * running; getenv and system properties are checked; the Permission
 * classes' names, actions, implies and messages.
 */
import java.io.FilePermission;
import java.io.InputStream;
import java.security.Permission;
import java.util.ArrayList;
import java.util.List;
import java.util.PropertyPermission;

public class Misc_Security {
    static final List<String> seen = new ArrayList<>();
    static volatile boolean recording;
    static volatile boolean allowExit;

    public static class Mgr extends SecurityManager {
        @Override
        public void checkPermission(Permission p) {
            if (recording) {
                seen.add(p.toString());
            }
        }
        @Override
        public void checkExit(int status) {
            if (recording) {
                seen.add("checkExit " + status);
            }
            if (!allowExit) {
                throw new SecurityException("exit " + status + " refused");
            }
        }
    }

    /* Installs a Mgr, or removes the one installed; loaded by a loader of
     * its own, without a code source. */
    public static class Installer implements Runnable {
        public void run() {
            System.setSecurityManager(System.getSecurityManager() == null ? new Mgr() : null);
        }
    }

    static class OwnLoader extends ClassLoader {
        OwnLoader() {
            super(Misc_Security.class.getClassLoader());
        }
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("Misc_Security$Installer")) {
                return super.loadClass(name, resolve);
            }
            synchronized (this) {
                Class<?> c = findLoadedClass(name);
                if (c != null) {
                    return c;
                }
                try (InputStream in = getParent().getResourceAsStream("Misc_Security$Installer.class")) {
                    byte[] b = in.readAllBytes();
                    return defineClass(name, b, 0, b.length);
                } catch (java.io.IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
        }
    }

    static void flush(String what) {
        System.out.println(what + ": " + seen);
        seen.clear();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("manager before: " + System.getSecurityManager());
        Class<?> inst = new OwnLoader().loadClass("Misc_Security$Installer");
        Runnable r = (Runnable) inst.getDeclaredConstructor().newInstance();
        r.run();
        System.out.println("installed: " + (System.getSecurityManager() instanceof Mgr));

        recording = true;
        try {
            System.exit(3);
            System.out.println("not reached");
        } catch (SecurityException e) {
            System.out.println("exit refused: " + e.getMessage());
        }
        flush("exit");
        try {
            Runtime.getRuntime().exit(4);
        } catch (SecurityException e) {
            System.out.println("Runtime.exit refused: " + e.getMessage());
        }
        flush("Runtime.exit");
        System.getenv("LANTERN_SURELY_UNSET");
        System.getenv();
        flush("getenv");
        System.getProperty("misc.security.test");
        System.setProperty("misc.security.test", "1");
        System.clearProperty("misc.security.test");
        flush("properties");
        SecurityManager sm = System.getSecurityManager();
        sm.checkRead("/tmp/x");
        sm.checkWrite("rel/y");
        sm.checkDelete("/z");
        sm.checkExec("true");
        sm.checkLink("zip");
        sm.checkPropertiesAccess();
        sm.checkPropertyAccess("a.b");
        sm.checkCreateClassLoader();
        sm.checkSetFactory();
        sm.checkAccess(Thread.currentThread());
        flush("checks");
        recording = false;
        for (Runnable bad : new Runnable[] {
            () -> sm.checkRead((String) null),
            () -> sm.checkPropertyAccess(""),
            () -> sm.checkPropertyAccess(null),
            () -> sm.checkLink(null),
            () -> sm.checkExec(null),
            () -> sm.checkAccess((Thread) null),
            () -> new SecurityManager().checkPermission(null),
        }) {
            try {
                bad.run();
                System.out.println("no exception");
            } catch (RuntimeException e) {
                System.out.println(e);
            }
        }

        RuntimePermission all = new RuntimePermission("exitVM.*");
        System.out.println(all + " implies exitVM.3: " + all.implies(new RuntimePermission("exitVM.3"))
                + ", exitVM: " + all.implies(new RuntimePermission("exitVM"))
                + ", other: " + all.implies(new RuntimePermission("getenv.X")));
        System.out.println("star: " + new RuntimePermission("*").implies(new RuntimePermission("anything")));
        System.out.println("equal: " + new RuntimePermission("a").equals(new RuntimePermission("a", "ignored"))
                + " hash " + (new RuntimePermission("a").hashCode() == "a".hashCode()));
        String sep = java.io.File.separator, d = sep + "d" + sep;
        System.out.println(new FilePermission("/f", "write, READ,delete") + " "
                + new FilePermission(d + "-", "read").implies(new FilePermission(d + "e" + sep + "f", "read")) + " "
                + new FilePermission(d + "*", "read").implies(new FilePermission(d + "e" + sep + "f", "read")) + " "
                + new FilePermission(d + "*", "read").implies(new FilePermission(d + "e", "read")) + " "
                + new FilePermission(d + "*", "read").implies(new FilePermission(d + "e", "write")));
        System.out.println(new PropertyPermission("user.*", "write,read") + " "
                + new PropertyPermission("user.*", "read").implies(new PropertyPermission("user.home", "read")) + " "
                + new PropertyPermission("user.*", "read").implies(new PropertyPermission("user.home", "write")));
        for (Runnable bad : new Runnable[] {
            () -> new RuntimePermission(null),
            () -> new RuntimePermission(""),
            () -> new PropertyPermission("x", "execute"),
            () -> new PropertyPermission("x", null),
            () -> new FilePermission("x", "fly"),
        }) {
            try {
                bad.run();
                System.out.println("no exception");
            } catch (RuntimeException e) {
                System.out.println(e);
            }
        }

        recording = true;
        allowExit = true;
        r.run();
        flush("removed");
        System.out.println("manager after: " + System.getSecurityManager());
        System.exit(0);
    }
}
