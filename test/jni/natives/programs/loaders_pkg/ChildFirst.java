package loaders_pkg;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;

/* JniLoaders' loader: defines the classes named in `own` itself, from the
 * class path's bytes ("loaders_pkg.SecretY" from SecretX's, renamed: no
 * file holds it, so no other loader finds it), and leaves the rest to the
 * application loader. */
public class ChildFirst extends ClassLoader {
    private final Set<String> own;

    public ChildFirst(String name, Set<String> own) {
        super(name, ClassLoader.getSystemClassLoader());
        this.own = own;
    }

    public static byte[] bytesOf(String name) throws IOException {
        boolean secret = name.equals("loaders_pkg.SecretY");
        String file = secret ? "loaders_pkg.SecretX" : name;
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        byte[] b;
        try (InputStream in = new FileInputStream(new File(dir, file.replace('.', '/') + ".class"))) {
            b = in.readAllBytes();
        }
        if (secret) {
            byte[] from = "SecretX".getBytes("UTF-8");
            for (int i = 0; i + from.length <= b.length; i++) {
                boolean at = true;
                for (int j = 0; j < from.length && at; j++) at = b[i + j] == from[j];
                if (at) b[i + from.length - 1] = 'Y';
            }
        }
        return b;
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!own.contains(name)) return super.loadClass(name, resolve);
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c != null) return c;
            try {
                byte[] b = bytesOf(name);
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name);
            }
        }
    }
}
