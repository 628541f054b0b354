/*
 * java.security.Permission: a named right, compared by implies(); its
 * toString is the JDK's ("class" "name" "actions").
 */
package java.security;

public abstract class Permission implements Guard, java.io.Serializable {
    private static final long serialVersionUID = -5636570222231596674L;

    private String name;

    public Permission(String name) {
        this.name = name;
    }

    public void checkGuard(Object object) throws SecurityException {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkPermission(this);
        }
    }

    public abstract boolean implies(Permission permission);

    public abstract boolean equals(Object obj);

    public abstract int hashCode();

    public final String getName() {
        return name;
    }

    public abstract String getActions();

    public PermissionCollection newPermissionCollection() {
        return null;
    }

    public String toString() {
        String actions = getActions();
        String head = "(\"" + getClass().getName() + "\" \"" + name + "\"";
        return actions == null || actions.isEmpty() ? head + ")" : head + " \"" + actions + "\")";
    }
}
