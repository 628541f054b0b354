/*
 * java.security.ProtectionDomain, as a name only: ClassLoader.defineClass
 * accepts one and ignores it (Lantern has no security manager or code
 * sources).
 */
package java.security;

public class ProtectionDomain {
    public ProtectionDomain() {
    }

    public String toString() {
        return "ProtectionDomain";
    }
}
