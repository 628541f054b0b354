/*
 * java.lang.SecurityManager, as JDK 17 still runs it (deprecated for
 * removal): each check builds the JDK's Permission and hands it to
 * checkPermission.  Lantern has no policy or access controller: the base
 * checkPermission grants everything (null aside), so a manager decides by
 * overriding checkPermission or a check method -- what test harnesses do
 * (a checkExit that throws keeps System.exit from ending the VM).
 */
package java.lang;

import java.io.File;
import java.io.FileDescriptor;
import java.io.FilePermission;
import java.security.Permission;
import java.util.PropertyPermission;

@Deprecated(since = "17", forRemoval = true)
public class SecurityManager {
    public SecurityManager() {
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkPermission(new RuntimePermission("createSecurityManager"));
        }
    }

    protected Class<?>[] getClassContext() {
        return new Class<?>[0];
    }

    public Object getSecurityContext() {
        return null;
    }

    public void checkPermission(Permission perm) {
        if (perm == null) {
            throw new NullPointerException("permission can't be null");
        }
    }

    public void checkPermission(Permission perm, Object context) {
        checkPermission(perm);
    }

    public void checkCreateClassLoader() {
        checkPermission(new RuntimePermission("createClassLoader"));
    }

    private static ThreadGroup rootGroup() {
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        while (g.getParent() != null) {
            g = g.getParent();
        }
        return g;
    }

    public void checkAccess(Thread t) {
        if (t == null) {
            throw new NullPointerException("thread can't be null");
        }
        if (t.getThreadGroup() == rootGroup()) {
            checkPermission(new RuntimePermission("modifyThread"));
        }
    }

    public void checkAccess(ThreadGroup g) {
        if (g == null) {
            throw new NullPointerException("thread group can't be null");
        }
        if (g == rootGroup()) {
            checkPermission(new RuntimePermission("modifyThreadGroup"));
        }
    }

    public void checkExit(int status) {
        checkPermission(new RuntimePermission("exitVM." + status));
    }

    public void checkExec(String cmd) {
        if (cmd == null) {
            throw new NullPointerException();
        }
        checkPermission(new FilePermission(new File(cmd).isAbsolute() ? cmd : "<<ALL FILES>>", "execute"));
    }

    public void checkLink(String lib) {
        if (lib == null) {
            throw new NullPointerException("library can't be null");
        }
        checkPermission(new RuntimePermission("loadLibrary." + lib));
    }

    public void checkRead(FileDescriptor fd) {
        if (fd == null) {
            throw new NullPointerException("file descriptor can't be null");
        }
        checkPermission(new RuntimePermission("readFileDescriptor"));
    }

    public void checkRead(String file) {
        checkPermission(new FilePermission(file, "read"));
    }

    public void checkRead(String file, Object context) {
        checkPermission(new FilePermission(file, "read"), context);
    }

    public void checkWrite(FileDescriptor fd) {
        if (fd == null) {
            throw new NullPointerException("file descriptor can't be null");
        }
        checkPermission(new RuntimePermission("writeFileDescriptor"));
    }

    public void checkWrite(String file) {
        checkPermission(new FilePermission(file, "write"));
    }

    public void checkDelete(String file) {
        checkPermission(new FilePermission(file, "delete"));
    }

    public void checkPropertiesAccess() {
        checkPermission(new PropertyPermission("*", "read,write"));
    }

    public void checkPropertyAccess(String key) {
        checkPermission(new PropertyPermission(key, "read"));
    }

    public void checkPrintJobAccess() {
        checkPermission(new RuntimePermission("queuePrintJob"));
    }

    public void checkPackageAccess(String pkg) {
        if (pkg == null) {
            throw new NullPointerException("package name can't be null");
        }
    }

    public void checkPackageDefinition(String pkg) {
        if (pkg == null) {
            throw new NullPointerException("package name can't be null");
        }
    }

    public void checkSetFactory() {
        checkPermission(new RuntimePermission("setFactory"));
    }

    public ThreadGroup getThreadGroup() {
        return Thread.currentThread().getThreadGroup();
    }
}
