/*
 * java.io.FilePermission: actions on a path.  Actions are kept in the JDK's
 * canonical order: read, write, execute, delete, readlink.  implies()
 * compares paths exactly, or under a trailing "/-" (recursively) or "/*"
 * (one level), and "<<ALL FILES>>".
 */
package java.io;

import java.security.Permission;
import java.util.Locale;

public final class FilePermission extends Permission implements Serializable {
    private static final long serialVersionUID = 7930732926638008763L;
    private static final String[] NAMES = {"read", "write", "execute", "delete", "readlink"};

    private final transient int mask;

    public FilePermission(String path, String actions) {
        super(nonNull(path));
        mask = parse(actions);
    }

    private static String nonNull(String path) {
        if (path == null) {
            throw new NullPointerException("name can't be null");
        }
        return path;
    }

    private static int parse(String actions) {
        if (actions == null) {
            throw new IllegalArgumentException("invalid actions mask");
        }
        int m = 0;
        for (String a : actions.split(",")) {
            String t = a.trim().toLowerCase(Locale.ROOT);
            int bit = -1;
            for (int i = 0; i < NAMES.length; i++) {
                if (NAMES[i].equals(t)) {
                    bit = i;
                }
            }
            if (bit < 0) {
                throw new IllegalArgumentException("invalid permission: " + actions);
            }
            m |= 1 << bit;
        }
        return m;
    }

    public boolean implies(Permission p) {
        if (!(p instanceof FilePermission)) {
            return false;
        }
        FilePermission f = (FilePermission) p;
        if ((f.mask & mask) != f.mask) {
            return false;
        }
        String mine = getName(), theirs = f.getName();
        if (mine.equals("<<ALL FILES>>")) {
            return true;
        }
        if (mine.endsWith(File.separator + "-")) {
            return theirs.startsWith(mine.substring(0, mine.length() - 1));
        }
        if (mine.endsWith(File.separator + "*")) {
            String dir = mine.substring(0, mine.length() - 1);
            return theirs.startsWith(dir) && theirs.indexOf(File.separatorChar, dir.length()) < 0;
        }
        return mine.equals(theirs);
    }

    public boolean equals(Object obj) {
        return obj instanceof FilePermission && ((FilePermission) obj).mask == mask
                && ((FilePermission) obj).getName().equals(getName());
    }

    public int hashCode() {
        return getName().hashCode();
    }

    public String getActions() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < NAMES.length; i++) {
            if ((mask & (1 << i)) != 0) {
                sb.append(sb.length() == 0 ? "" : ",").append(NAMES[i]);
            }
        }
        return sb.toString();
    }
}
