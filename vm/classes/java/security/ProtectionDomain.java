/*
 * java.security.ProtectionDomain: a class's code source.  ClassLoader.
 * defineClass accepts one and ignores it; Class.getProtectionDomain makes
 * one from where the class was found (java.lang.CodeLocations).  Lantern
 * grants no permissions through domains: a SecurityManager decides alone.
 */
package java.security;

public class ProtectionDomain {
    private final CodeSource codesource;

    public ProtectionDomain() {
        this(null, null);
    }

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions) {
        this.codesource = codesource;
    }

    public final CodeSource getCodeSource() {
        return codesource;
    }

    public final ClassLoader getClassLoader() {
        return null;
    }

    public String toString() {
        return "ProtectionDomain  " + codesource + "\n";
    }
}
