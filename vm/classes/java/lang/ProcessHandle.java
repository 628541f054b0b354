/*
 * java.lang.ProcessHandle: the JDK 17 interface.  Lantern knows its own
 * pid and its children's (ProcessHandleImpl); the process table of the
 * system (of(pid) for strangers, parent, children, Info's details) is not
 * read, so those answer empty.
 */
package java.lang;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

public interface ProcessHandle extends Comparable<ProcessHandle> {
    long pid();

    Optional<ProcessHandle> parent();

    Stream<ProcessHandle> children();

    Stream<ProcessHandle> descendants();

    Info info();

    CompletableFuture<ProcessHandle> onExit();

    boolean supportsNormalTermination();

    boolean destroy();

    boolean destroyForcibly();

    boolean isAlive();

    @Override
    int hashCode();

    @Override
    boolean equals(Object other);

    @Override
    int compareTo(ProcessHandle other);

    static ProcessHandle current() {
        return ProcessHandleImpl.current();
    }

    static Optional<ProcessHandle> of(long pid) {
        return ProcessHandleImpl.of(pid);
    }

    static Stream<ProcessHandle> allProcesses() {
        return Stream.empty();
    }

    interface Info {
        Optional<String> command();

        Optional<String> commandLine();

        Optional<String[]> arguments();

        Optional<String> user();
    }
}
