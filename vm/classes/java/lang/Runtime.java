/*
 * java.lang.Runtime.  exit() runs the shutdown hooks (each on its own
 * thread, all joined), flushes System.out/err and ends the process through
 * the native halt0; the VM runs the hooks through shutdown() when the last
 * non-daemon thread ends.  Memory figures and gc are
 * natives of the VM.
 */
package java.lang;

public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private volatile Thread[] hooks = new Thread[0];
    private volatile boolean exiting;

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkExit(status);
        }
        runShutdownHooks();
        halt0(status);
    }

    /* The VM calls this when the last non-daemon thread has ended. */
    static void shutdown() {
        currentRuntime.runShutdownHooks();
    }

    /* Once: every hook is started on its own thread, then all are joined,
     * as the JDK does; a second caller (System.exit from another thread)
     * blocks until they are done. */
    private synchronized void runShutdownHooks() {
        if (exiting) {
            return;
        }
        exiting = true;
        Thread[] h = hooks;
        hooks = new Thread[0];
        for (int i = 0; i < h.length; i++) {
            h[i].start();
        }
        for (int i = 0; i < h.length; i++) {
            while (true) {
                try {
                    h[i].join();
                    break;
                } catch (InterruptedException ignored) {
                }
            }
        }
        jdk.internal.misc.DeleteOnExitHook.runHooks();
        if (System.out != null) {
            System.out.flush();
        }
        if (System.err != null) {
            System.err.flush();
        }
    }

    public void halt(int status) {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkExit(status);
        }
        halt0(status);
    }

    /* Ends the process with this status at once. */
    private static native void halt0(int status);

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (exiting) {
            throw new IllegalStateException("Shutdown in progress");
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        Thread[] h = new Thread[hooks.length + 1];
        System.arraycopy(hooks, 0, h, 0, hooks.length);
        h[hooks.length] = hook;
        hooks = h;
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                Thread[] h = new Thread[hooks.length - 1];
                System.arraycopy(hooks, 0, h, 0, i);
                System.arraycopy(hooks, i + 1, h, i, hooks.length - i - 1);
                hooks = h;
                return true;
            }
        }
        return false;
    }

    /* ---- exec: ProcessBuilder underneath, as on the JDK; a command
     * string is split at whitespace by StringTokenizer, without quoting. */

    public Process exec(String command) throws java.io.IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws java.io.IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, java.io.File dir) throws java.io.IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("Empty command");
        }
        java.util.StringTokenizer st = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++) {
            cmdarray[i] = st.nextToken();
        }
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws java.io.IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws java.io.IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, java.io.File dir) throws java.io.IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void load(String filename) {
        ClassLoader.load(filename);
    }

    public void loadLibrary(String libname) {
        ClassLoader.loadLibrary(libname);
    }

    public void runFinalization() {
        runFinalization0();
    }

    /* finalization: java.lang.ref.Finalizer.runFinalization, by the VM */
    private static native void runFinalization0();

    /* ---- Runtime.version(): this runtime's java.runtime.version, parsed ---- */

    private static Version version;

    public static Version version() {
        Version v = version;
        if (v == null) {
            v = version = Version.parse(System.getProperty("java.runtime.version"));
        }
        return v;
    }

    /* A version string of the form the class documentation gives:
     * VNUM(-PRE)?+BUILD(-OPT)?, VNUM-PRE(-OPT)? or VNUM(+-OPT)?, where VNUM
     * has no trailing zero element.  Parsed by hand (no regex at start-up). */
    public static final class Version implements Comparable<Version> {
        private final java.util.List<Integer> version;
        private final java.util.Optional<String> pre;
        private final java.util.Optional<Integer> build;
        private final java.util.Optional<String> optional;

        private Version(java.util.List<Integer> version, String pre, Integer build, String optional) {
            this.version = version;
            this.pre = java.util.Optional.ofNullable(pre);
            this.build = java.util.Optional.ofNullable(build);
            this.optional = java.util.Optional.ofNullable(optional);
        }

        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            if (s.isEmpty()) {
                Integer.parseInt(s); /* the JDK's NumberFormatException */
            }
            int n = s.length(), i = 0;
            java.util.ArrayList<Integer> nums = new java.util.ArrayList<>();
            while (true) {
                int st = i;
                while (i < n && isDigit(s.charAt(i))) {
                    i++;
                }
                if (i == st || (s.charAt(st) == '0' && (i - st > 1 || nums.isEmpty()))) {
                    throw invalid(s);
                }
                nums.add(Integer.parseInt(s.substring(st, i)));
                if (i < n && s.charAt(i) == '.') {
                    i++;
                    continue;
                }
                break;
            }
            if (nums.get(nums.size() - 1) == 0) {
                throw invalid(s);
            }
            /* the rest, as the grammar's regular expression would match it:
             * with a pre-release part if that can match, else without */
            String[] parts = rest(s, i, true);
            if (parts == null) {
                parts = rest(s, i, false);
            }
            if (parts == null) {
                throw invalid(s);
            }
            String pre = parts[0], plus = parts[1], build = parts[2], opt = parts[3];
            if (plus != null && build == null && opt == null) {
                throw new IllegalArgumentException("'+' found with neither build or optional components: '" + s + "'");
            }
            if (plus != null && build == null && pre != null && opt != null) {
                throw new IllegalArgumentException("'+' found with pre-release and optional components:'" + s + "'");
            }
            if (opt != null && pre == null && plus == null) {
                throw new IllegalArgumentException(
                        "optional component must be preceded by a pre-release component or '+': '" + s + "'");
            }
            return new Version(java.util.Collections.unmodifiableList(nums), pre,
                               build == null ? null : Integer.valueOf(Integer.parseInt(build)), opt);
        }

        /* {pre, "+" or null, build, optional} of s from i, or null if it cannot match. */
        private static String[] rest(String s, int i, boolean withPre) {
            int n = s.length();
            String[] r = new String[4];
            if (withPre) {
                if (i >= n || s.charAt(i) != '-') {
                    return null;
                }
                int st = ++i;
                while (i < n && isAlnum(s.charAt(i))) {
                    i++;
                }
                if (i == st) {
                    return null;
                }
                r[0] = s.substring(st, i);
            }
            if (i < n && s.charAt(i) == '+') {
                r[1] = "+";
                int st = ++i;
                while (i < n && isDigit(s.charAt(i))) {
                    i++;
                }
                if (i - st > 1 && s.charAt(st) == '0') {
                    return null;
                }
                if (i > st) {
                    r[2] = s.substring(st, i);
                }
            }
            if (i < n) {
                if (s.charAt(i) != '-' || i + 1 == n) {
                    return null;
                }
                for (int k = i + 1; k < n; k++) {
                    char c = s.charAt(k);
                    if (!isAlnum(c) && c != '-' && c != '.') {
                        return null;
                    }
                }
                r[3] = s.substring(i + 1);
            }
            return r;
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }

        private static boolean isAlnum(char c) {
            return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        }

        private static IllegalArgumentException invalid(String s) {
            return new IllegalArgumentException("Invalid version string: '" + s + "'");
        }

        private int element(int k) {
            return version.size() > k ? version.get(k) : 0;
        }

        public int feature() {
            return element(0);
        }

        public int interim() {
            return element(1);
        }

        public int update() {
            return element(2);
        }

        public int patch() {
            return element(3);
        }

        @Deprecated(since = "10")
        public int major() {
            return feature();
        }

        @Deprecated(since = "10")
        public int minor() {
            return interim();
        }

        @Deprecated(since = "10")
        public int security() {
            return update();
        }

        public java.util.List<Integer> version() {
            return version;
        }

        public java.util.Optional<String> pre() {
            return pre;
        }

        public java.util.Optional<Integer> build() {
            return build;
        }

        public java.util.Optional<String> optional() {
            return optional;
        }

        public int compareTo(Version obj) {
            return compare(obj, false);
        }

        public int compareToIgnoreOptional(Version obj) {
            return compare(obj, true);
        }

        private int compare(Version o, boolean ignoreOpt) {
            if (o == null) {
                throw new NullPointerException();
            }
            int common = Math.min(version.size(), o.version.size());
            for (int k = 0; k < common; k++) {
                int a = version.get(k), b = o.version.get(k);
                if (a != b) {
                    return a - b;
                }
            }
            if (version.size() != o.version.size()) {
                return version.size() - o.version.size();
            }
            if (pre.isPresent() != o.pre.isPresent()) {
                return pre.isPresent() ? -1 : 1;
            }
            if (pre.isPresent()) {
                String a = pre.get(), b = o.pre.get();
                boolean an = allDigits(a), bn = allDigits(b);
                int c = an && bn ? new java.math.BigInteger(a).compareTo(new java.math.BigInteger(b))
                        : an ? -1 : bn ? 1 : a.compareTo(b);
                if (c != 0) {
                    return c;
                }
            }
            if (build.isPresent() != o.build.isPresent()) {
                return build.isPresent() ? 1 : -1;
            }
            if (build.isPresent()) {
                int c = build.get().compareTo(o.build.get());
                if (c != 0) {
                    return c;
                }
            }
            if (!ignoreOpt) {
                if (optional.isPresent() != o.optional.isPresent()) {
                    return optional.isPresent() ? 1 : -1;
                }
                if (optional.isPresent()) {
                    return optional.get().compareTo(o.optional.get());
                }
            }
            return 0;
        }

        private static boolean allDigits(String s) {
            for (int k = 0; k < s.length(); k++) {
                if (!isDigit(s.charAt(k))) {
                    return false;
                }
            }
            return true;
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < version.size(); k++) {
                if (k > 0) {
                    sb.append('.');
                }
                sb.append(version.get(k));
            }
            pre.ifPresent(p -> sb.append('-').append(p));
            if (build.isPresent()) {
                sb.append('+').append(build.get());
                optional.ifPresent(p -> sb.append('-').append(p));
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }

        public boolean equals(Object obj) {
            return equalsIgnoreOptional(obj) && optional.equals(((Version) obj).optional);
        }

        public boolean equalsIgnoreOptional(Object obj) {
            if (this == obj) {
                return true;
            }
            if (!(obj instanceof Version)) {
                return false;
            }
            Version o = (Version) obj;
            return version.equals(o.version) && pre.equals(o.pre) && build.equals(o.build);
        }

        public int hashCode() {
            int h = 1;
            h = 17 * h + version.hashCode();
            h = 17 * h + pre.hashCode();
            h = 17 * h + build.hashCode();
            return 17 * h + optional.hashCode();
        }
    }
}
