/*
 * java.util.PropertyPermission: read and/or write access to a system
 * property name (wildcards as BasicPermission).  Actions are kept in the
 * JDK's canonical form: "read", "write" or "read,write".
 */
package java.util;

import java.security.BasicPermission;
import java.security.Permission;

public final class PropertyPermission extends BasicPermission {
    private static final long serialVersionUID = 885438825399942851L;
    private static final int READ = 1, WRITE = 2;

    private final transient int mask;

    public PropertyPermission(String name, String actions) {
        super(name, actions);
        mask = parse(actions);
    }

    private static int parse(String actions) {
        if (actions == null) {
            throw new IllegalArgumentException("invalid actions mask");
        }
        int m = 0;
        for (String a : actions.split(",")) {
            String t = a.trim().toLowerCase(Locale.ROOT);
            if (t.equals("read")) {
                m |= READ;
            } else if (t.equals("write")) {
                m |= WRITE;
            } else {
                throw new IllegalArgumentException("invalid permission: " + actions);
            }
        }
        if (m == 0) {
            throw new IllegalArgumentException("invalid actions mask");
        }
        return m;
    }

    public boolean implies(Permission p) {
        return p instanceof PropertyPermission && (((PropertyPermission) p).mask & mask) == ((PropertyPermission) p).mask
                && super.implies(p);
    }

    public boolean equals(Object obj) {
        return obj instanceof PropertyPermission && ((PropertyPermission) obj).mask == mask && super.equals(obj);
    }

    public int hashCode() {
        return getName().hashCode();
    }

    public String getActions() {
        return mask == READ ? "read" : mask == WRITE ? "write" : "read,write";
    }
}
