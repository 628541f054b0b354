import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.function.Supplier;

/* A loader that defines classes from bytes it reads off the class path itself. */
public class Loader_Define {
    static byte[] bytesOf(String name) throws IOException {
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        File f = new File(dir, name.replace('.', '/') + ".class");
        try (InputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    static String norm(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@H");
    }

    public static class Foo implements Supplier<String> {
        static int made;
        public Foo() { made++; }
        public String get() {
            StringBuilder sb = new StringBuilder("Foo#").append(made);
            return sb.append(" by ").append(Foo.class.getClassLoader() == null ? "boot" : Foo.class.getClassLoader().getName()).toString();
        }
    }

    public static class Other {
        public String toString() { return "Other from " + getClass().getClassLoader().getName(); }
    }

    static class BytesLoader extends ClassLoader {
        BytesLoader(String name, ClassLoader parent) { super(name, parent); }
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            try {
                byte[] b = bytesOf(name);
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name);
            }
        }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.startsWith("Loader_Define$") ) {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) c = findClass(name);
                    if (resolve) resolveClass(c);
                    return c;
                }
            }
            return super.loadClass(name, resolve);
        }
        Class<?> old(byte[] b) { return defineClass(b, 0, b.length); }
        Class<?> buf(String n, ByteBuffer bb) { return defineClass(n, bb, null); }
        Class<?> pd(String n, byte[] b) { return defineClass(n, b, 0, b.length, null); }
        Class<?> sys(String n) throws ClassNotFoundException { return findSystemClass(n); }
        Class<?> loaded(String n) { return findLoadedClass(n); }
        void sign(Class<?> c, Object[] s) { setSigners(c, s); }
    }

    public static void main(String[] args) throws Exception {
        BytesLoader l1 = new BytesLoader("L1", ClassLoader.getSystemClassLoader());
        System.out.println("parent is system: " + (l1.getParent() == ClassLoader.getSystemClassLoader()));
        System.out.println("name: " + l1.getName());
        System.out.println("loaded before: " + l1.loaded("Loader_Define$Foo"));
        Class<?> c = l1.loadClass("Loader_Define$Foo");
        System.out.println("class: " + c.getName());
        System.out.println("same as Foo.class: " + (c == Foo.class));
        System.out.println("defining loader is L1: " + (c.getClassLoader() == l1));
        System.out.println("again same: " + (l1.loadClass("Loader_Define$Foo") == c));
        System.out.println("findLoadedClass: " + (l1.loaded("Loader_Define$Foo") == c));
        System.out.println("StringBuilder loaded by L1 before: " + l1.loaded("java.lang.StringBuilder"));
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) c.newInstance();
        System.out.println(s.get());
        System.out.println(((Supplier<?>) c.newInstance()).get());
        System.out.println("app Foo: " + new Foo().get());
        System.out.println("StringBuilder loaded by L1 after: " + l1.loaded("java.lang.StringBuilder"));
        System.out.println("Object via L1 is boot's: " + (l1.loadClass("java.lang.Object") == Object.class));
        System.out.println("forName with L1: " + (Class.forName("Loader_Define$Foo", true, l1) == c));
        System.out.println("forName array with L1: " + Class.forName("[LLoader_Define$Foo;", false, l1).getComponentType().getClassLoader().getName());
        Object arr = java.lang.reflect.Array.newInstance(c, 2);
        System.out.println("array loader: " + arr.getClass().getClassLoader().getName());
        System.out.println("String loader: " + String.class.getClassLoader());
        System.out.println("int[] loader: " + int[].class.getClassLoader());
        System.out.println("main loader is system: " + (Loader_Define.class.getClassLoader() == ClassLoader.getSystemClassLoader()));
        System.out.println("findSystemClass: " + (l1.sys("Loader_Define$Foo") == Foo.class));
        try {
            l1.sys("NoSuchThing");
        } catch (ClassNotFoundException e) {
            System.out.println("findSystemClass missing: " + e);
        }

        BytesLoader l2 = new BytesLoader("L2", null);
        Class<?> o1 = l2.old(bytesOf("Loader_Define$Other"));
        System.out.println("deprecated form: " + o1.getName() + " " + o1.newInstance());
        BytesLoader l3 = new BytesLoader("L3", null);
        byte[] ob = bytesOf("Loader_Define$Other");
        ByteBuffer bb = ByteBuffer.allocate(ob.length + 10);
        bb.position(5);
        bb.put(ob);
        bb.flip();
        bb.position(5);
        Class<?> o2 = l3.buf("Loader_Define$Other", bb);
        System.out.println("ByteBuffer form: " + o2.newInstance() + " remaining is length " + (bb.remaining() == ob.length));
        BytesLoader l4 = new BytesLoader("L4", null);
        Class<?> o3 = l4.pd("Loader_Define$Other", ob);
        System.out.println("ProtectionDomain form: " + o3.newInstance());
        System.out.println("three distinct: " + (o1 != o2 && o2 != o3 && o1 != Other.class));
        ClassLoader bare = new ClassLoader(null) {};
        try {
            bare.loadClass("Loader_Define");
            System.out.println("no");
        } catch (ClassNotFoundException e) {
            System.out.println("parent null does not see the class path: " + e.getMessage());
        }
        System.out.println("parent null sees the library: " + (bare.loadClass("java.util.ArrayList") == java.util.ArrayList.class));
        System.out.println("bare parent: " + bare.getParent() + " name " + bare.getName());

        System.out.println("signers: " + c.getSigners());
        l1.sign(c, new Object[] {"alice", "bob"});
        System.out.println("signers: " + java.util.Arrays.toString(c.getSigners()));
        System.out.println("Foo.class signers: " + Foo.class.getSigners());

        Thread me = Thread.currentThread();
        System.out.println("context is system: " + (me.getContextClassLoader() == ClassLoader.getSystemClassLoader()));
        me.setContextClassLoader(l1);
        Thread t = new Thread(() -> System.out.println("child context: " + Thread.currentThread().getContextClassLoader().getName()));
        t.start();
        t.join();
        System.out.println("context: " + me.getContextClassLoader().getName());
        me.setContextClassLoader(null);
        System.out.println("context: " + me.getContextClassLoader());
    }
}
