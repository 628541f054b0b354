/*
 * java.lang.Process: the JDK 17 API.  The defaults here (timed waitFor by
 * polling, isAlive through exitValue, onExit on a helper thread) serve
 * subclasses written by programs; the VM's own children are ProcessImpl,
 * which overrides them with its reaper's state.
 */
package java.lang;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

public abstract class Process {
    public Process() {}

    public abstract OutputStream getOutputStream();

    public abstract InputStream getInputStream();

    public abstract InputStream getErrorStream();

    public abstract int waitFor() throws InterruptedException;

    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remaining = unit.toNanos(timeout);
        if (!isAlive()) {
            return true;
        }
        if (timeout <= 0) {
            return false;
        }
        long deadline = System.nanoTime() + remaining;
        while (true) {
            Thread.sleep(Math.min(TimeUnit.NANOSECONDS.toMillis(remaining) + 1, 100));
            if (!isAlive()) {
                return true;
            }
            remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                return false;
            }
        }
    }

    public abstract int exitValue();

    public abstract void destroy();

    public Process destroyForcibly() {
        destroy();
        return this;
    }

    public boolean supportsNormalTermination() {
        throw new UnsupportedOperationException(getClass() + ".supportsNormalTermination() not supported");
    }

    public boolean isAlive() {
        try {
            exitValue();
            return false;
        } catch (IllegalThreadStateException e) {
            return true;
        }
    }

    public long pid() {
        return toHandle().pid();
    }

    public CompletableFuture<Process> onExit() {
        return CompletableFuture.supplyAsync(() -> {
            boolean interrupted = false;
            while (true) {
                try {
                    waitFor();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return this;
        });
    }

    public ProcessHandle toHandle() {
        throw new UnsupportedOperationException(getClass() + ".toHandle() not supported");
    }

    public ProcessHandle.Info info() {
        return toHandle().info();
    }

    public Stream<ProcessHandle> children() {
        return toHandle().children();
    }

    public Stream<ProcessHandle> descendants() {
        return toHandle().descendants();
    }
}
