/*
 * Where a class's code came from, as the JDK's CodeSource reports it for
 * the class path: the directory ("file:/dir/") or jar ("file:/dir/x.jar")
 * holding it; null for the boot classes and for those a user-defined
 * loader defined (Lantern keeps no protection domain for them).  For
 * Class.getProtectionDomain and System.setSecurityManager's warning.
 */
package java.lang;

import java.net.MalformedURLException;
import java.net.URL;

final class CodeLocations {
    private CodeLocations() {
    }

    static URL of(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        if (l == null || l != ClassLoader.getSystemClassLoader()) {
            return null;
        }
        Class<?> top = c;
        while (top.isArray()) {
            top = top.getComponentType();
        }
        String path = top.getName().replace('.', '/') + ".class";
        URL u = l.getResource(path);
        if (u == null) {
            return null;
        }
        String s = u.toString();
        try {
            if (s.startsWith("jar:") && s.endsWith("!/" + path)) {
                return new URL(s.substring(4, s.length() - path.length() - 2));
            }
            if (s.endsWith(path)) {
                return new URL(s.substring(0, s.length() - path.length()));
            }
        } catch (MalformedURLException e) {
            return null;
        }
        return null;
    }
}
