import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.function.Supplier;

/* Reflection and Class.forName(String) inside a user-defined loader's
 * classes see that loader's classes, lambdas defined there work. */
public class Loader_Reflect {
    static byte[] bytesOf(String name) throws IOException {
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        File f = new File(dir, name.replace('.', '/') + ".class");
        try (InputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    public static class Item {
        public static int made;
        public Item() { made++; }
    }

    public static class Plugin implements Supplier<String> {
        public Item make(Item prototype) { return new Item(); }
        public Item field;
        public String get() {
            try {
                Class<?> viaForName = Class.forName("Loader_Reflect$Item");
                Method m = Plugin.class.getMethod("make", Item.class);
                Supplier<Item> s = Item::new;
                s.get();
                Runnable r = () -> Item.made += 10;
                r.run();
                return "forName is mine: " + (viaForName == Item.class)
                       + ", loader " + viaForName.getClassLoader().getName()
                       + ", param is mine: " + (m.getParameterTypes()[0] == Item.class)
                       + ", return is mine: " + (m.getReturnType() == Item.class)
                       + ", field is mine: " + (Plugin.class.getField("field").getType() == Item.class)
                       + ", made " + Item.made;
            } catch (ReflectiveOperationException e) {
                return e.toString();
            }
        }
    }

    static class Mine extends ClassLoader {
        Mine() { super("mine", ClassLoader.getSystemClassLoader()); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.startsWith("Loader_Reflect$")) {
                    try {
                        byte[] b = bytesOf(name);
                        return defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name);
                    }
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> p = new Mine().loadClass("Loader_Reflect$Plugin");
        System.out.println(((Supplier<?>) p.newInstance()).get());
        Method m = p.getMethod("make", p.getClassLoader().loadClass("Loader_Reflect$Item"));
        System.out.println("invoke: " + (m.invoke(p.newInstance(), new Object[] {null}).getClass().getClassLoader() == p.getClassLoader()));
        System.out.println("app's Item untouched: " + Item.made);
        System.out.println("forName from main: " + (Class.forName("Loader_Reflect$Item") == Item.class));
    }
}
