/*
 * java.security.BasicPermission: a permission that is only a name, with a
 * trailing "*" (or "name.*") implying every name under it; no actions.
 */
package java.security;

public abstract class BasicPermission extends Permission {
    private static final long serialVersionUID = 6279438298436773498L;

    public BasicPermission(String name) {
        super(name);
        check(name);
    }

    public BasicPermission(String name, String actions) {
        this(name);
    }

    private static void check(String name) {
        if (name == null) {
            throw new NullPointerException("name can't be null");
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("name can't be empty");
        }
    }

    /* "*" and "prefix.*" are wildcards over what starts with "" or
     * "prefix."; so is "exitVM", which the JDK takes as "exitVM.*". */
    private static String path(String name) {
        if (name.equals("*")) {
            return "";
        }
        if (name.endsWith(".*")) {
            return name.substring(0, name.length() - 1);
        }
        return name.equals("exitVM") ? "exitVM." : null;
    }

    public boolean implies(Permission p) {
        if (p == null || p.getClass() != getClass()) {
            return false;
        }
        String mine = path(getName()), theirs = path(p.getName());
        if (mine == null) {
            return theirs == null && getName().equals(p.getName());
        }
        if (theirs != null) {
            return theirs.startsWith(mine);
        }
        String name = p.getName();
        return name.length() > mine.length() && name.startsWith(mine);
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        return obj != null && obj.getClass() == getClass() && getName().equals(((BasicPermission) obj).getName());
    }

    public int hashCode() {
        return getName().hashCode();
    }

    public String getActions() {
        return "";
    }
}
