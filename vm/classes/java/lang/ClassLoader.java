/*
 * java.lang.ClassLoader, minimal.  The system ("app") loader is an instance
 * of ClassLoader.AppLoader whose parent is the "platform" loader; both load
 * through the VM (Class.forName0 with the loader).  getName() gives "app" as
 * on the JDK, which ClassCastException messages mention.
 *
 * Native libraries: the search along java.library.path and the JDK's
 * UnsatisfiedLinkError texts are here; the VM (nativeLoad, jni_library.c)
 * keeps which loader loaded which file, runs JNI_OnLoad and binds natives.
 */
package java.lang;

import java.io.File;

public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;

    private static ClassLoader platformLoader;
    private static ClassLoader systemLoader;

    protected ClassLoader(String name, ClassLoader parent) {
        this.name = name;
        this.parent = parent;
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    public String getName() {
        return name;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return Class.forName(name, false, this);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    public static ClassLoader getSystemClassLoader() {
        ClassLoader l = systemLoader;
        if (l == null) {
            platformLoader = new BuiltinLoader("platform", null);
            l = new BuiltinLoader("app", platformLoader);
            systemLoader = l;
        }
        return l;
    }

    public static ClassLoader getPlatformClassLoader() {
        getSystemClassLoader();
        return platformLoader;
    }

    public void setDefaultAssertionStatus(boolean enabled) {
    }

    public void setPackageAssertionStatus(String packageName, boolean enabled) {
    }

    public void setClassAssertionStatus(String className, boolean enabled) {
    }

    public void clearAssertionStatus() {
    }

    /* ---- native libraries ---- */

    /* Loads the file (an absolute path) for the calling class's loader; a
     * second load by the same loader does nothing. */
    private static native void nativeLoad(String path);

    static void loadLibrary(String name) {
        if (name.indexOf(File.separatorChar) != -1) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + name);
        }
        String path = System.getProperty("java.library.path", "");
        String file = System.mapLibraryName(name);
        for (String dir : parsePath(path)) {
            if (loadIfExists(new File(dir, file))) {
                return;
            }
        }
        throw new UnsatisfiedLinkError("no " + name + " in java.library.path: " + path);
    }

    static void load(String filename) {
        File file = new File(filename);
        if (!file.isAbsolute()) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        if (!loadIfExists(file)) {
            throw new UnsatisfiedLinkError("Can't load library: " + file);
        }
    }

    private static boolean loadIfExists(File file) {
        if (!file.exists()) {
            return false;
        }
        String canonical;
        try {
            canonical = file.getCanonicalPath();
        } catch (java.io.IOException e) {
            return false;
        }
        nativeLoad(canonical);
        return true;
    }

    /* A path list as the JDK reads it: empty elements are the current
     * directory; on Windows, double quotes group (and are dropped). */
    private static String[] parsePath(String path) {
        char sep = File.pathSeparatorChar;
        boolean quotes = File.separatorChar == '\\';
        String[] out = new String[8];
        int n = 0;
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i <= path.length(); i++) {
            char c = i < path.length() ? path.charAt(i) : sep;
            if (quotes && c == '"') {
                quoted = !quoted;
                continue;
            }
            if (c == sep && !(quoted && i < path.length())) {
                if (n == out.length) {
                    String[] bigger = new String[n * 2];
                    System.arraycopy(out, 0, bigger, 0, n);
                    out = bigger;
                }
                out[n++] = cur.length() == 0 ? "." : cur.toString();
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        String[] r = new String[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    /* The built-in platform and app loaders; toString mimics the JDK's class names. */
    private static final class BuiltinLoader extends ClassLoader {
        BuiltinLoader(String name, ClassLoader parent) {
            super(name, parent);
        }

        public String toString() {
            String cn = getName().equals("app") ? "jdk.internal.loader.ClassLoaders$AppClassLoader"
                                                : "jdk.internal.loader.ClassLoaders$PlatformClassLoader";
            return new StringBuilder(cn).append('@')
                .append(Integer.toHexString(hashCode())).toString();
        }
    }

    // ---- resources (h18res) ----
    /* Parent first, then findResource(s), as the JDK: a loader without a
     * parent asks the boot class path.  The built-in app loader finds on
     * the application class path (its findResource below, chosen by
     * identity since the built-in loaders have no findResource of their
     * own); the platform loader adds nothing. */

    public java.net.URL getResource(String name) {
        java.util.Objects.requireNonNull(name);
        java.net.URL url = parent != null ? parent.getResource(name)
                                          : jdk.internal.loader.ClassPathResources.find(true, name);
        return url != null ? url : findResource(name);
    }

    public java.util.Enumeration<java.net.URL> getResources(String name) throws java.io.IOException {
        java.util.Objects.requireNonNull(name);
        java.util.Enumeration<java.net.URL> first = parent != null ? parent.getResources(name)
            : jdk.internal.loader.ClassPathResources.findAll(true, name);
        java.util.Enumeration<java.net.URL> second = findResources(name);
        java.util.ArrayList<java.net.URL> all = new java.util.ArrayList<>();
        while (first.hasMoreElements()) {
            all.add(first.nextElement());
        }
        while (second.hasMoreElements()) {
            all.add(second.nextElement());
        }
        return java.util.Collections.enumeration(all);
    }

    public java.util.stream.Stream<java.net.URL> resources(String name) {
        java.util.Objects.requireNonNull(name);
        try {
            return java.util.Collections.list(getResources(name)).stream();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    protected java.net.URL findResource(String name) {
        return isAppLoader() ? jdk.internal.loader.ClassPathResources.find(false, name) : null;
    }

    protected java.util.Enumeration<java.net.URL> findResources(String name) throws java.io.IOException {
        return isAppLoader() ? jdk.internal.loader.ClassPathResources.findAll(false, name)
                             : java.util.Collections.emptyEnumeration();
    }

    private boolean isAppLoader() {
        return getClass() == BuiltinLoader.class && "app".equals(getName());
    }

    public java.io.InputStream getResourceAsStream(String name) {
        java.util.Objects.requireNonNull(name);
        java.net.URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    public static java.net.URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static java.util.Enumeration<java.net.URL> getSystemResources(String name) throws java.io.IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static java.io.InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }
    // ---- end resources ----
}
