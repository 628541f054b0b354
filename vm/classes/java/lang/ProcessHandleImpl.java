/*
 * The ProcessHandle of this VM and of the children it started.  A child's
 * handle answers from its ProcessImpl (alive, destroy, onExit); the
 * current process cannot be destroyed (IllegalStateException, as the JDK).
 * Info is empty: the system's process table is not read.
 */
package java.lang;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

final class ProcessHandleImpl implements ProcessHandle {
    private static ProcessHandleImpl current;

    private final long pid;
    private final ProcessImpl process; /* null: the current process */

    ProcessHandleImpl(long pid, ProcessImpl process) {
        this.pid = pid;
        this.process = process;
    }

    static synchronized ProcessHandleImpl current() {
        if (current == null) {
            current = new ProcessHandleImpl(ProcessImpl.currentPid0(), null);
        }
        return current;
    }

    static Optional<ProcessHandle> of(long pid) {
        ProcessHandleImpl self = current();
        if (pid == self.pid) {
            return Optional.of(self);
        }
        ProcessImpl child = ProcessImpl.child(pid);
        return child == null ? Optional.empty() : Optional.of(child.toHandle());
    }

    public long pid() {
        return pid;
    }

    public Optional<ProcessHandle> parent() {
        return process == null ? Optional.empty() : Optional.of(current());
    }

    public Stream<ProcessHandle> children() {
        return process == null ? ProcessImpl.liveChildren() : Stream.empty();
    }

    public Stream<ProcessHandle> descendants() {
        return children();
    }

    public Info info() {
        return EmptyInfo.INSTANCE;
    }

    public CompletableFuture<ProcessHandle> onExit() {
        if (process == null) {
            throw new IllegalStateException("onExit for current process not allowed");
        }
        return process.onExit().thenApply(p -> (ProcessHandle) this);
    }

    public boolean supportsNormalTermination() {
        return !ProcessImpl.WINDOWS;
    }

    public boolean destroy() {
        return destroy(false);
    }

    public boolean destroyForcibly() {
        return destroy(true);
    }

    private boolean destroy(boolean force) {
        if (process == null) {
            throw new IllegalStateException("destroy of current process not allowed");
        }
        return process.destroyHandle(force);
    }

    public boolean isAlive() {
        return process == null || process.isAlive();
    }

    public int hashCode() {
        return Long.hashCode(pid);
    }

    public boolean equals(Object other) {
        return other instanceof ProcessHandleImpl && ((ProcessHandleImpl) other).pid == pid;
    }

    public int compareTo(ProcessHandle other) {
        return Long.compare(pid, other.pid());
    }

    public String toString() {
        return String.valueOf(pid);
    }

    private static final class EmptyInfo implements Info {
        static final EmptyInfo INSTANCE = new EmptyInfo();

        public Optional<String> command() {
            return Optional.empty();
        }

        public Optional<String> commandLine() {
            return Optional.empty();
        }

        public Optional<String[]> arguments() {
            return Optional.empty();
        }

        public Optional<String> user() {
            return Optional.empty();
        }

        public String toString() {
            return "[]";
        }
    }
}
