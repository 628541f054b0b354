/*
 * java.lang.ClassLoader.  The system ("app") loader is an instance
 * of ClassLoader.BuiltinLoader whose parent is the "platform" loader; both load
 * through the VM (Class.forName0 with the loader).  getName() gives "app" as
 * on the JDK, which ClassCastException messages mention.
 *
 * User-defined loaders (every other subclass) get an id from the VM when
 * constructed (vmLoaderId, 0 for the built-in ones): the VM keys the classes
 * they define and initiate by it, and calls loadClass(String) to resolve
 * their classes' references.  loadClass delegates as the JDK's does:
 * findLoadedClass, the parent (the boot loader when null), then findClass,
 * under getClassLoadingLock.
 *
 * Native libraries: the search along java.library.path and the JDK's
 * UnsatisfiedLinkError texts are here; the VM (nativeLoad, jni_library.c)
 * keeps which loader loaded which file, runs JNI_OnLoad and binds natives.
 */
package java.lang;

import java.io.File;
import java.nio.ByteBuffer;
import java.security.ProtectionDomain;

public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;
    /* this loader's namespace, 0 for the built-in loaders: written by the VM
     * itself (register0), so that a collection never sees this loader
     * registered but its id not yet stored */
    private int vmLoaderId;
    /* the JDK's description in error messages: "'name' @hash" or "pkg.Cls @hash" */
    private final String nameAndId;
    // ---- proxies (annot): java.lang.reflect.Proxy's classes for this loader, dying with it ----
    private transient Object proxies;
    // ---- end proxies ----
    /* per-name locks when the loader's class registered as parallel capable, else null */
    private final java.util.HashMap<String, Object> parallelLockMap;

    private static ClassLoader platformLoader;
    private static ClassLoader systemLoader;
    private static Class<?>[] parallelCapable = new Class<?>[0];

    protected ClassLoader(String name, ClassLoader parent) {
        if (name != null && name.isEmpty()) {
            throw new IllegalArgumentException("name must be non-empty or null");
        }
        this.name = name;
        this.parent = parent;
        if (this instanceof BuiltinLoader) {
            this.nameAndId = "'" + name + "'";
            this.vmLoaderId = 0;
            this.parallelLockMap = null;
        } else {
            String nid = name != null ? "'" + name + "'" : getClass().getName();
            this.nameAndId = nid + " @" + Integer.toHexString(System.identityHashCode(this));
            register0(this, nameAndId, parent == null ? "'bootstrap'" : parent.nameAndId);
            this.parallelLockMap = isParallelCapable(getClass()) ? new java.util.HashMap<>() : null;
        }
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
        if (vmLoaderId == 0) {
            return Class.forName(name, false, this);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try {
                    if (parent != null) {
                        c = parent.loadClass(name, false);
                    } else {
                        c = findBootstrapClassOrNull(name);
                    }
                } catch (ClassNotFoundException e) {
                    // not the parent's: this loader's own findClass decides
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected Class<?> findClass(String moduleName, String name) {
        if (moduleName == null) {
            try {
                return findClass(name);
            } catch (ClassNotFoundException e) {
                return null;
            }
        }
        return null;
    }

    protected Object getClassLoadingLock(String className) {
        java.util.HashMap<String, Object> map = parallelLockMap;
        if (map == null) {
            return this;
        }
        synchronized (map) {
            Object lock = map.get(className);
            if (lock == null) {
                lock = new Object();
                map.put(className, lock);
            }
            return lock;
        }
    }

    protected static boolean registerAsParallelCapable() {
        Class<?> caller = callerClass0();
        if (caller == null || !ClassLoader.class.isAssignableFrom(caller)) {
            return false;
        }
        /* as the JDK: only when the superclass is registered too */
        Class<?> sup = caller.getSuperclass();
        if (sup != ClassLoader.class && !isParallelCapable(sup)) {
            return false;
        }
        synchronized (ClassLoader.class) {
            if (!isParallelCapable(caller)) {
                Class<?>[] grown = new Class<?>[parallelCapable.length + 1];
                System.arraycopy(parallelCapable, 0, grown, 0, parallelCapable.length);
                grown[parallelCapable.length] = caller;
                parallelCapable = grown;
            }
        }
        return true;
    }

    public final boolean isRegisteredAsParallelCapable() {
        return parallelLockMap != null;
    }

    private static boolean isParallelCapable(Class<?> c) {
        synchronized (ClassLoader.class) {
            for (Class<?> k : parallelCapable) {
                if (k == c) {
                    return true;
                }
            }
            return false;
        }
    }

    protected final Class<?> findLoadedClass(String name) {
        if (name == null || vmLoaderId == 0) {
            return null;
        }
        return findLoadedClass0(name);
    }

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    /* The loader Class.forName(String) uses: its caller's when that is a
     * user-defined one; else the system loader (the boot loader's classes
     * too find the class path through it). */
    static ClassLoader callerLoader() {
        Class<?> caller = callerClass0();
        ClassLoader l = caller == null ? null : caller.getClassLoader();
        return l != null && l.vmLoaderId != 0 ? l : getSystemClassLoader();
    }

    /* The boot loader's class of this name, or null (ClassLoader with a null parent). */
    static Class<?> findBootstrapClassOrNull(String name) {
        return findBootstrapClass0(name);
    }

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    @Deprecated(since = "1.1")
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(name, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len, ProtectionDomain pd)
            throws ClassFormatError {
        if (name != null && name.startsWith("java.")) {
            throw new SecurityException("Prohibited package name: " + name.substring(0, name.lastIndexOf('.')));
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException("Array region " + off + ".." + ((long) off + len)
                                                     + " out of bounds for length " + b.length);
        }
        if (vmLoaderId == 0) {
            throw new UnsupportedOperationException("defineClass in a built-in loader");
        }
        Class<?> c = defineClass0(name == null ? null : name.replace('.', '/'), b, off, len);
        definePackage(c);
        return c;
    }

    protected final Class<?> defineClass(String name, ByteBuffer b, ProtectionDomain pd) throws ClassFormatError {
        int len = b.remaining();
        if (!b.isDirect() && b.hasArray()) {
            return defineClass(name, b.array(), b.position() + b.arrayOffset(), len, pd);
        }
        byte[] copy = new byte[len];
        b.get(copy);
        return defineClass(name, copy, 0, len, pd);
    }

    protected final void setSigners(Class<?> c, Object[] signers) {
        c.setSigners(signers);
    }

    private static native void register0(ClassLoader self, String nameAndId, String parentNameAndId);

    private native Class<?> defineClass0(String name, byte[] b, int off, int len);

    private native Class<?> findLoadedClass0(String name);

    private static native Class<?> findBootstrapClass0(String name);

    private static native Class<?> callerClass0();

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

    /* The "app" and "platform" loaders (StackTraceElement leaves their names out). */
    final boolean isBuiltinLoader() {
        return getClass() == BuiltinLoader.class;
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

    // ---- packages (urlcl) ----
    /* A loader's packages are a table from name to Package: an entry is made
     * when the loader defines a class of the package (defineClass above, as
     * the JDK's loaders do), by definePackage (URLClassLoader, with the
     * manifest's attributes), or when Class.getPackage asks.  The built-in
     * loaders define their classes in the VM, which does not report them
     * here; so getDefinedPackage on the app loader also takes a package as
     * defined when the class path has its directory (the unnamed package when
     * the main class is in it), and the boot loader's
     * table (bootPackages) when lib/classes.jar has it -- the JDK's boot
     * loader likewise knows every package of java.base from the start.
     * Packages made that way have no specification or implementation data,
     * as on the JDK for class-path directories and modules. */
    private final java.util.HashMap<String, Package> packages = new java.util.HashMap<>();
    private static final java.util.HashMap<String, Package> bootPackages = new java.util.HashMap<>();

    /* The package of c, made if need be (Class.getPackage); null for arrays and primitives. */
    static Package definePackage(Class<?> c) {
        if (c == null || c.isPrimitive() || c.isArray()) {
            return null;
        }
        String pn = c.getPackageName();
        ClassLoader l = c.getClassLoader();
        if (l == null) {
            synchronized (bootPackages) {
                Package p = bootPackages.get(pn);
                if (p == null) {
                    p = new Package(pn, null, null, null, null, null, null, null, null);
                    bootPackages.put(pn, p);
                }
                return p;
            }
        }
        synchronized (l.packages) {
            Package p = l.packages.get(pn);
            if (p == null) {
                p = new Package(pn, null, null, null, null, null, null, null, l);
                l.packages.put(pn, p);
            }
            return p;
        }
    }

    protected Package definePackage(String name, String specTitle, String specVersion, String specVendor,
                                    String implTitle, String implVersion, String implVendor,
                                    java.net.URL sealBase) {
        java.util.Objects.requireNonNull(name);
        Package p = new Package(name, specTitle, specVersion, specVendor, implTitle, implVersion, implVendor,
                                sealBase, this);
        synchronized (packages) {
            if (packages.containsKey(name)) {
                throw new IllegalArgumentException(name);
            }
            packages.put(name, p);
        }
        return p;
    }

    public final Package getDefinedPackage(String name) {
        java.util.Objects.requireNonNull(name, "name cannot be null");
        synchronized (packages) {
            Package p = packages.get(name);
            if (p == null && isAppLoader() && (name.isEmpty() ? mainInUnnamedPackage()
                    : jdk.internal.loader.ClassPathResources.find(false, name.replace('.', '/') + "/") != null)) {
                p = new Package(name, null, null, null, null, null, null, null, this);
                packages.put(name, p);
            }
            return p;
        }
    }

    public final Package[] getDefinedPackages() {
        synchronized (packages) {
            return packages.values().toArray(new Package[0]);
        }
    }

    /* Whether the launcher's main class (sun.java.command's first word; not
     * known for -jar) is in the unnamed package: the app loader then has
     * defined that package, which the class path cannot tell. */
    private static boolean mainInUnnamedPackage() {
        String cmd = System.getProperty("sun.java.command", "");
        int sp = cmd.indexOf(' ');
        String main = sp < 0 ? cmd : cmd.substring(0, sp);
        return !main.isEmpty() && !main.endsWith(".jar") && main.indexOf('.') < 0 && main.indexOf('/') < 0;
    }

    @Deprecated(since = "9")
    protected Package getPackage(String name) {
        Package p = getDefinedPackage(name);
        if (p == null) {
            p = parent != null ? parent.getPackage(name) : bootDefinedPackage(name);
        }
        return p;
    }

    @Deprecated(since = "9")
    protected Package[] getPackages() {
        java.util.ArrayList<Package> all = new java.util.ArrayList<>();
        java.util.Collections.addAll(all, bootDefinedPackages());
        java.util.ArrayList<ClassLoader> chain = new java.util.ArrayList<>();
        for (ClassLoader l = this; l != null; l = l.parent) {
            chain.add(0, l);
        }
        for (ClassLoader l : chain) {
            java.util.Collections.addAll(all, l.getDefinedPackages());
        }
        return all.toArray(new Package[0]);
    }

    /* The boot loader's package of this name: made on first use when
     * lib/classes.jar has a directory of that name. */
    static Package bootDefinedPackage(String name) {
        java.util.Objects.requireNonNull(name, "name cannot be null");
        synchronized (bootPackages) {
            Package p = bootPackages.get(name);
            if (p == null && !name.isEmpty()
                    && jdk.internal.loader.ClassPathResources.find(true, name.replace('.', '/') + "/") != null) {
                p = new Package(name, null, null, null, null, null, null, null, null);
                bootPackages.put(name, p);
            }
            return p;
        }
    }

    static Package[] bootDefinedPackages() {
        synchronized (bootPackages) {
            return bootPackages.values().toArray(new Package[0]);
        }
    }

    /* The loader of the class that called into Package (Package.getPackage). */
    static ClassLoader callerClassLoader() {
        Class<?> caller = callerClass0();
        return caller == null ? null : caller.getClassLoader();
    }
    // ---- end packages ----
}
