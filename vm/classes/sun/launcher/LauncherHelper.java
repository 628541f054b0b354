/*
 * LauncherHelper -- the Java side of the `java` launcher (vm/java.c), which
 * reaches it only through JNI: finding and checking the main class, and
 * reporting an exception that main leaves uncaught.
 *
 * Every text here is the one the JDK 17 launcher prints (observed by
 * running it, see test/java/launcher), on System.err.  A refusal returns
 * null with no exception pending; the launcher then exits with code 1.
 * The main class is loaded but not linked nor initialized: getMethod
 * links (verifies) it, and its static initializer runs only when the
 * launcher looks up main, so a failure there is an uncaught exception of
 * the main thread, as with the JDK.
 */
package sun.launcher;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

public final class LauncherHelper {
    private LauncherHelper() {
    }

    /**
     * The main class, loaded by the system class loader and checked for a
     * public static void main(String[]), or null after printing why not.
     * name is as the user gave it ("p.Q" or "p/Q"), or null when jar
     * (the -jar file) has no Main-Class attribute.
     */
    public static Class<?> loadMainClass(String name, String jar) {
        if (name == null) {
            System.err.println("no main manifest attribute, in " + jar);
            return null;
        }
        String cn = name.replace('/', '.');
        Class<?> c;
        try {
            c = Class.forName(cn, false, ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            System.err.println("Error: Could not find or load main class " + cn);
            System.err.println("Caused by: " + e);
            return null;
        } catch (LinkageError e) {
            System.err.println("Error: LinkageError occurred while loading main class " + cn);
            System.err.println("\t" + e);
            return null;
        }
        return validMain(c) ? c : null;
    }

    /* main is looked up as Class.getMethod does: public methods, inherited
     * ones included, so a main declared by a superclass is found (and named
     * in the messages as its declaring class's).  getMethod links the class
     * (loadMainClass did not): a class that fails verification, or whose
     * verification needs a class that is missing, is refused here, as the
     * JDK does, as a failure to initialize. */
    private static boolean validMain(Class<?> c) {
        Method m;
        try {
            m = c.getMethod("main", String[].class);
        } catch (NoSuchMethodException e) {
            System.err.println("Error: Main method not found in class " + c.getName()
                    + ", please define the main method as:");
            System.err.println("   public static void main(String[] args)");
            System.err.println("or a JavaFX application class must extend javafx.application.Application");
            return false;
        } catch (Throwable e) {
            System.err.println("Error: Unable to initialize main class " + c.getName());
            System.err.println("Caused by: " + e.getClass().getName() + ": " + e.getLocalizedMessage());
            return false;
        }
        String declarer = m.getDeclaringClass().getName();
        if (!Modifier.isStatic(m.getModifiers())) {
            System.err.println("Error: Main method is not static in class " + declarer
                    + ", please define the main method as:");
            System.err.println("   public static void main(String[] args)");
            return false;
        }
        if (m.getReturnType() != void.class) {
            /* the JDK's text has the space before its line break */
            System.err.println("Error: Main method must return a value of type void in class " + declarer
                    + ", please ");
            System.err.println("define the main method as:");
            System.err.println("   public static void main(String[] args)");
            return false;
        }
        return true;
    }

    /**
     * main ended with e: the current thread's uncaught-exception handler
     * gets it, as for any thread whose run() throws.  If the handler
     * itself throws, the JDK prints one line naming that exception's class
     * and drops it.
     */
    public static void uncaught(Throwable e) {
        Thread t = Thread.currentThread();
        try {
            Thread.UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
            if (h != null) h.uncaughtException(t, e);
        } catch (Throwable x) {
            System.err.print("\nException: " + x.getClass().getName()
                    + " thrown from the UncaughtExceptionHandler in thread \"" + t.getName() + "\"\n");
        }
        System.err.flush();
    }
}
