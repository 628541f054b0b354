/*
 * java.io.FileDescriptor.  `fd` is the VM's small-integer file handle: 0, 1
 * and 2 are the standard streams on every platform (on Windows the VM maps
 * them to the console handles); -1 = invalid.  close0 is a VM native.
 */
package java.io;

public final class FileDescriptor {
    private int fd;

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public FileDescriptor() {
        fd = -1;
    }

    private FileDescriptor(int fd) {
        this.fd = fd;
    }

    static FileDescriptor of(int fd) {
        return new FileDescriptor(fd);
    }

    int fd() {
        return fd;
    }

    void closeFd() throws IOException {
        int f = fd;
        if (f > 2) {
            fd = -1;
            close0(f);
        }
    }

    /* Closes a VM file handle opened by FileInputStream/FileOutputStream.open0. */
    private static native void close0(int fd) throws IOException;

    public boolean valid() {
        return fd != -1;
    }

    public void sync() throws SyncFailedException {
    }
}
