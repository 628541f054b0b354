import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Supplier;

/* -verbose:class (test vm.verbose_class*): this class comes from the class
 * path, a lambda proxy is defined for it, and a loader of its own defines
 * ClassLog$Sub, whose superclass ClassLog$Base it defines on the way. */
public class ClassLog {
    public static class Base {
        public String toString() { return "Base"; }
    }

    public static class Sub extends Base implements Supplier<String> {
        public String get() { return "Sub of " + super.toString(); }
    }

    static class ChildFirst extends ClassLoader {
        ChildFirst() { super(ClassLog.class.getClassLoader()); }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("ClassLog$Base") && !name.equals("ClassLog$Sub")) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
                try (InputStream in = new FileInputStream(new File(dir, name + ".class"))) {
                    byte[] b = in.readAllBytes();
                    return defineClass(name, b, 0, b.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name);
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Runnable r = () -> System.out.println("lambda ran");
        r.run();
        Class<?> c = new ChildFirst().loadClass("ClassLog$Sub");
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        System.out.println(s.get() + ", own loader: " + (c.getClassLoader() != ClassLog.class.getClassLoader()));
    }
}
