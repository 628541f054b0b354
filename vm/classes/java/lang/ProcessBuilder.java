/*
 * java.lang.ProcessBuilder: the JDK 17 API and messages.  start() checks
 * the command as the JDK does (null elements, NUL characters, an empty
 * list's IndexOutOfBoundsException) and wraps every IOException or
 * IllegalArgumentException of the start in
 * IOException("Cannot run program \"p\" (in directory \"d\"): <reason>").
 * pipeline start is not there.
 */
package java.lang;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects;

    public ProcessBuilder(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
        return this;
    }

    public List<String> command() {
        return command;
    }

    public Map<String, String> environment() {
        if (environment == null) {
            environment = ProcessEnvironment.environment();
        }
        return environment;
    }

    /* Runtime.exec's envp: "name=value" strings replace the environment;
     * what follows a NUL is dropped and strings without '=' after the first
     * character are ignored, as the JDK does for old callers. */
    ProcessBuilder environment(String[] envp) {
        if (envp != null) {
            environment = ProcessEnvironment.emptyEnvironment();
            for (String s : envp) {
                int nul = s.indexOf('\u0000');
                if (nul != -1) {
                    s = s.substring(0, nul);
                }
                int eq = s.indexOf('=', 1);
                if (eq != -1) {
                    environment.put(s.substring(0, eq), s.substring(eq + 1));
                }
            }
        }
        return this;
    }

    public File directory() {
        return directory;
    }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    /* Stream for a redirected-away stdout/stderr: always at its end. */
    static final class NullInputStream extends InputStream {
        static final NullInputStream INSTANCE = new NullInputStream();

        private NullInputStream() {}

        public int read() {
            return -1;
        }

        public int available() {
            return 0;
        }
    }

    /* Stream for a redirected-away stdin: refuses every write. */
    static final class NullOutputStream extends OutputStream {
        static final NullOutputStream INSTANCE = new NullOutputStream();

        private NullOutputStream() {}

        public void write(int b) throws IOException {
            throw new IOException("Stream closed");
        }
    }

    public abstract static class Redirect {
        private static final File NULL_FILE =
            new File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");

        public enum Type {
            PIPE, INHERIT, READ, WRITE, APPEND
        }

        public abstract Type type();

        public static final Redirect PIPE = new Redirect() {
            public Type type() {
                return Type.PIPE;
            }

            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect INHERIT = new Redirect() {
            public Type type() {
                return Type.INHERIT;
            }

            public String toString() {
                return type().toString();
            }
        };

        /* the null device; shown as its type, as the JDK does */
        public static final Redirect DISCARD = new FileRedirect(Type.WRITE, NULL_FILE) {
            public String toString() {
                return type().toString();
            }
        };

        public File file() {
            return null;
        }

        boolean append() {
            throw new UnsupportedOperationException();
        }

        public static Redirect from(File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new FileRedirect(Type.READ, file);
        }

        public static Redirect to(File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new FileRedirect(Type.WRITE, file);
        }

        public static Redirect appendTo(File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new FileRedirect(Type.APPEND, file);
        }

        public boolean equals(Object obj) {
            if (obj == this) {
                return true;
            }
            if (!(obj instanceof Redirect)) {
                return false;
            }
            Redirect r = (Redirect) obj;
            if (r.type() != type()) {
                return false;
            }
            return file() != null && file().equals(r.file());
        }

        public int hashCode() {
            File f = file();
            return f == null ? super.hashCode() : f.hashCode();
        }

        private Redirect() {}

        private static class FileRedirect extends Redirect {
            private final Type type;
            private final File file;

            FileRedirect(Type type, File file) {
                this.type = type;
                this.file = file;
            }

            public Type type() {
                return type;
            }

            public File file() {
                return file;
            }

            boolean append() {
                return type == Type.APPEND;
            }

            public String toString() {
                String how = type == Type.READ ? "read from" : type == Type.WRITE ? "write to" : "append to";
                return "redirect to " + how + " file \"" + file + "\"";
            }
        }
    }

    private Redirect[] redirects() {
        if (redirects == null) {
            redirects = new Redirect[] {Redirect.PIPE, Redirect.PIPE, Redirect.PIPE};
        }
        return redirects;
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND) {
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        }
        redirects()[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[1] = destination;
        return this;
    }

    public ProcessBuilder redirectError(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[2] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) {
        return redirectInput(Redirect.from(file));
    }

    public ProcessBuilder redirectOutput(File file) {
        return redirectOutput(Redirect.to(file));
    }

    public ProcessBuilder redirectError(File file) {
        return redirectError(Redirect.to(file));
    }

    public Redirect redirectInput() {
        return redirects == null ? Redirect.PIPE : redirects[0];
    }

    public Redirect redirectOutput() {
        return redirects == null ? Redirect.PIPE : redirects[1];
    }

    public Redirect redirectError() {
        return redirects == null ? Redirect.PIPE : redirects[2];
    }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects(), Redirect.INHERIT);
        return this;
    }

    public boolean redirectErrorStream() {
        return redirectErrorStream;
    }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    public Process start() throws IOException {
        String[] cmd = command.toArray(new String[command.size()]);
        for (String arg : cmd) {
            if (arg == null) {
                throw new NullPointerException();
            }
        }
        String prog = cmd[0];
        String dir = directory == null ? null : directory.toString();
        for (String arg : cmd) {
            if (arg.indexOf('\u0000') >= 0) {
                throw new IOException("invalid null character in command");
            }
        }
        try {
            return ProcessImpl.start(cmd, environment, dir, redirects, redirectErrorStream);
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("Cannot run program \"" + prog + "\""
                                  + (dir == null ? "" : " (in directory \"" + dir + "\")") + ": " + e.getMessage(), e);
        }
    }
}
