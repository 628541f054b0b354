package jvmpitest;

import java.io.IOException;
import java.io.InputStream;

// CLASS_LOAD_HOOK and CLASS_LOAD for classes user-defined loaders define
// (test jvmpi.hook_loaders): HookLoaderTarget comes from the class path,
// then loaders A and B define their own from the same bytes
// (ClassLoader.defineClass); the agent rewrites each definition's bytes.
public class HookLoaderMain {
    static class OwnLoader extends ClassLoader {
        OwnLoader(String name) {
            super(name, HookLoaderMain.class.getClassLoader());
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("jvmpitest.HookLoaderTarget")) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                try (InputStream in = ClassLoader.getSystemResourceAsStream("jvmpitest/HookLoaderTarget.class")) {
                    byte[] b = in.readAllBytes();
                    return defineClass(name, b, 0, b.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name);
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("application loader: " + HookLoaderTarget.text() + " " + HookLoaderTarget.number());
        for (String n : new String[] {"A", "B"}) {
            Class<?> c = new OwnLoader(n).loadClass("jvmpitest.HookLoaderTarget");
            System.out.println("loader " + n + ": " + c.getMethod("text").invoke(null) + " " + c.getMethod("number").invoke(null)
                               + ", its own class: " + (c != HookLoaderTarget.class && c.getClassLoader().getName().equals(n)));
        }
    }
}
