/*
 * java.lang.ClassLoader, minimal.  The system ("app") loader is an instance
 * of ClassLoader.AppLoader whose parent is the "platform" loader; both load
 * through the VM (Class.forName0 with the loader).  getName() gives "app" as
 * on the JDK, which ClassCastException messages mention.
 */
package java.lang;

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
}
