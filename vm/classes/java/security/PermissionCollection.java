/*
 * java.security.PermissionCollection: a set of Permissions asked as one
 * (implies: any member implies it), which can be made read-only.
 */
package java.security;

import java.util.Enumeration;

public abstract class PermissionCollection implements java.io.Serializable {
    private static final long serialVersionUID = -6727011328946861783L;

    private volatile boolean readOnly;

    public PermissionCollection() {
    }

    public abstract void add(Permission permission);

    public abstract boolean implies(Permission permission);

    public abstract Enumeration<Permission> elements();

    public void setReadOnly() {
        readOnly = true;
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(super.toString()).append(" (\n");
        for (Enumeration<Permission> e = elements(); e.hasMoreElements();) {
            sb.append(' ').append(e.nextElement()).append('\n');
        }
        return sb.append(")\n").toString();
    }
}
