/*
 * jdk.internal.misc.DeleteOnExitHook: the files File.deleteOnExit registered, deleted
 * when the VM shuts down normally -- after the application's shutdown hooks
 * have finished (so a hook still sees them), newest registration first (so
 * a directory registered before its contents is emptied first), and not at
 * all on Runtime.halt, as on the JDK.  Public because java.io registers and
 * java.lang runs it; the JDK hides the same hand-over behind its modules.
 */
package jdk.internal.misc;

import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashSet;

public final class DeleteOnExitHook {
    /* null once the files have been deleted: later registrations are refused */
    private static LinkedHashSet<String> files = new LinkedHashSet<>();

    private DeleteOnExitHook() {
    }

    public static synchronized void add(String path) {
        if (files == null) {
            throw new IllegalStateException("Shutdown in progress");
        }
        files.add(path);
    }

    /* Runtime's shutdown sequence calls this once, after the hooks. */
    public static void runHooks() {
        LinkedHashSet<String> todo;
        synchronized (DeleteOnExitHook.class) {
            todo = files;
            files = null;
        }
        if (todo == null) {
            return;
        }
        ArrayList<String> order = new ArrayList<>(todo);
        for (int i = order.size() - 1; i >= 0; i--) {
            new File(order.get(i)).delete();
        }
    }
}
