/*
 * java.security.SecureClassLoader, as a superclass only: Lantern has no
 * code sources or permissions, so it adds nothing to ClassLoader but the
 * place in the hierarchy URLClassLoader has on the JDK (and, like the
 * JDK's, it registers as parallel capable so its subclasses can).
 */
package java.security;

public class SecureClassLoader extends ClassLoader {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }

    protected SecureClassLoader(String name, ClassLoader parent) {
        super(name, parent);
    }
}
