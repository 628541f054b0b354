/*
 * ProcessImpl: the VM's children (ProcessBuilder.start).  The natives
 * (vm/natives/natives_proc.c) start the child and move bytes; everything
 * about its end is kept here: one daemon "process reaper" thread per child
 * blocks in waitFor0, then records the exit code under this object's lock,
 * lets the native handle go and wakes waiters.  waitFor, exitValue,
 * isAlive and onExit only read that state, so the child is waited for
 * exactly once however many threads ask.
 *
 * The streams are those of the JDK: buffered (8192 bytes) over the pipes;
 * a stream redirected elsewhere is a null stream (read: end of stream,
 * write: "Stream closed").
 */
package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

final class ProcessImpl extends Process {
    static final boolean WINDOWS = String.valueOf(System.findProperty("os.name")).startsWith("Windows");

    /* live children by pid, for ProcessHandle.of and children() */
    private static final Map<Long, ProcessImpl> children = new HashMap<>();

    private long handle;       /* os_proc, 0 once released */
    private final long pid;
    private boolean exited;
    private int exitCode;
    private final CompletableFuture<Process> exitFuture = new CompletableFuture<>();
    private final OutputStream stdin;
    private final InputStream stdout;
    private final InputStream stderr;
    private ProcessHandleImpl processHandle;

    private static native long start0(String[] argv, String[] env, String dir, int[] modes, String[] files,
                                      boolean redirectErrorStream, long[] out) throws IOException;
    private static native int waitFor0(long handle);
    private static native void destroy0(long handle, boolean force);
    private static native void release0(long handle);
    static native int read0(long pipe, byte[] b, int off, int len) throws IOException;
    static native void write0(long pipe, byte[] b, int off, int len) throws IOException;
    static native void close0(long pipe);
    static native long currentPid0();
    static native String environ0();

    static Process start(String[] cmd, Map<String, String> environment, String dir,
                         ProcessBuilder.Redirect[] redirects, boolean redirectErrorStream) throws IOException {
        int[] modes = new int[3];
        String[] files = new String[3];
        for (int i = 0; i < 3; i++) {
            ProcessBuilder.Redirect r = redirects == null ? ProcessBuilder.Redirect.PIPE : redirects[i];
            switch (r.type()) {
                case PIPE: modes[i] = 0; break;
                case INHERIT: modes[i] = 1; break;
                case READ: modes[i] = 2; break;
                case WRITE: modes[i] = 3; break;
                default: modes[i] = 4; break;
            }
            if (r.file() != null) {
                files[i] = r.file().getPath();
            }
        }
        String[] env = null;
        if (environment != null) {
            env = new String[environment.size()];
            int n = 0;
            for (Map.Entry<String, String> e : environment.entrySet()) {
                env[n++] = e.getKey() + "=" + e.getValue();
            }
            if (WINDOWS) {
                java.util.Arrays.sort(env, String.CASE_INSENSITIVE_ORDER);
            }
        }
        long[] out = new long[4];
        long h = start0(cmd, env, dir, modes, files, redirectErrorStream, out);
        return new ProcessImpl(h, out);
    }

    private ProcessImpl(long handle, long[] out) {
        this.handle = handle;
        this.pid = out[0];
        stdin = out[1] != 0 ? new BufferedOutputStream(new PipeOutputStream(out[1]), 8192)
                            : ProcessBuilder.NullOutputStream.INSTANCE;
        stdout = out[2] != 0 ? new BufferedInputStream(new PipeInputStream(out[2]), 8192)
                             : ProcessBuilder.NullInputStream.INSTANCE;
        stderr = out[3] != 0 ? new BufferedInputStream(new PipeInputStream(out[3]), 8192)
                             : ProcessBuilder.NullInputStream.INSTANCE;
        synchronized (children) {
            children.put(pid, this);
        }
        Thread reaper = new Thread(this::reap, "process reaper");
        reaper.setDaemon(true);
        reaper.start();
    }

    private void reap() {
        int code = waitFor0(handle);
        synchronized (this) {
            exitCode = code;
            exited = true;
            release0(handle);
            handle = 0;
            notifyAll();
        }
        synchronized (children) {
            children.remove(pid);
        }
        exitFuture.complete(this);
    }

    static ProcessImpl child(long pid) {
        synchronized (children) {
            return children.get(pid);
        }
    }

    static Stream<ProcessHandle> liveChildren() {
        ArrayList<ProcessHandle> list = new ArrayList<>();
        synchronized (children) {
            for (ProcessImpl p : children.values()) {
                list.add(p.toHandle());
            }
        }
        return list.stream();
    }

    public OutputStream getOutputStream() {
        return stdin;
    }

    public InputStream getInputStream() {
        return stdout;
    }

    public InputStream getErrorStream() {
        return stderr;
    }

    public synchronized int waitFor() throws InterruptedException {
        while (!exited) {
            wait();
        }
        return exitCode;
    }

    public synchronized boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remaining = unit.toNanos(timeout);
        if (exited) {
            return true;
        }
        if (timeout <= 0) {
            return false;
        }
        long deadline = System.nanoTime() + remaining;
        while (!exited) {
            if (remaining <= 0) {
                return false;
            }
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(remaining)));
            remaining = deadline - System.nanoTime();
        }
        return true;
    }

    public synchronized int exitValue() {
        if (!exited) {
            throw new IllegalThreadStateException("process hasn't exited");
        }
        return exitCode;
    }

    public synchronized boolean isAlive() {
        return !exited;
    }

    public void destroy() {
        destroy(false);
    }

    public Process destroyForcibly() {
        destroy(true);
        return this;
    }

    /* As the JDK: the streams are closed too (a read blocked in another
     * thread ends when the child does). */
    private void destroy(boolean force) {
        destroyHandle(force);
        try {
            stdin.close();
        } catch (IOException ignored) {
        }
        try {
            stdout.close();
        } catch (IOException ignored) {
        }
        try {
            stderr.close();
        } catch (IOException ignored) {
        }
    }

    /* Whether the request was made (the child had not yet been seen to end). */
    synchronized boolean destroyHandle(boolean force) {
        if (exited) {
            return false;
        }
        destroy0(handle, force);
        return true;
    }

    public boolean supportsNormalTermination() {
        return !WINDOWS;
    }

    public long pid() {
        return pid;
    }

    public CompletableFuture<Process> onExit() {
        return exitFuture.thenApply(p -> p);
    }

    public synchronized ProcessHandle toHandle() {
        if (processHandle == null) {
            processHandle = new ProcessHandleImpl(pid, this);
        }
        return processHandle;
    }

    public String toString() {
        synchronized (this) {
            return "Process[pid=" + pid + ", exitValue=" + (exited ? String.valueOf(exitCode) : "\"not exited\"") + "]";
        }
    }

    /* The parent's end of the child's stdout or stderr. */
    private static final class PipeInputStream extends InputStream {
        private long pipe;

        PipeInputStream(long pipe) {
            this.pipe = pipe;
        }

        private long open() throws IOException {
            long p = pipe;
            if (p == 0) {
                throw new IOException("Stream closed");
            }
            return p;
        }

        public int read() throws IOException {
            byte[] b = new byte[1];
            int n = read(b, 0, 1);
            return n < 0 ? -1 : b[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            return read0(open(), b, off, len);
        }

        public synchronized void close() {
            long p = pipe;
            pipe = 0;
            if (p != 0) {
                close0(p);
            }
        }
    }

    /* The parent's end of the child's stdin. */
    private static final class PipeOutputStream extends OutputStream {
        private long pipe;

        PipeOutputStream(long pipe) {
            this.pipe = pipe;
        }

        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            long p = pipe;
            if (p == 0) {
                throw new IOException("Stream closed");
            }
            write0(p, b, off, len);
        }

        public synchronized void close() {
            long p = pipe;
            pipe = 0;
            if (p != 0) {
                close0(p);
            }
        }
    }
}
