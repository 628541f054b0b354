/*
 * java.io.File.  Path strings are normalized as the JDK does on the host
 * (separator from the file.separator property: duplicate separators and a
 * trailing one removed; on Windows '/' becomes '\').  Everything that asks
 * the file system is a VM native taking the path as given (relative paths are
 * relative to the process's working directory = user.dir); see NATIVES.md.
 * getCanonicalPath resolves "." and ".." textually (the JDK also resolves
 * symbolic links).
 */
package java.io;

public class File implements Serializable, Comparable<File> {
    public static final char separatorChar;
    public static final String separator;
    public static final char pathSeparatorChar;
    public static final String pathSeparator;
    private static final boolean WINDOWS;

    static {
        String fs = System.getProperty("file.separator", "/");
        separatorChar = fs.isEmpty() ? '/' : fs.charAt(0);
        separator = String.valueOf(separatorChar);
        String ps = System.getProperty("path.separator", ":");
        pathSeparatorChar = ps.isEmpty() ? ':' : ps.charAt(0);
        pathSeparator = String.valueOf(pathSeparatorChar);
        WINDOWS = separatorChar == '\\';
    }

    /* Bits of getBooleanAttributes0. */
    private static final int BA_EXISTS = 0x01;
    private static final int BA_REGULAR = 0x02;
    private static final int BA_DIRECTORY = 0x04;
    private static final int BA_HIDDEN = 0x08;

    /* not final: readObject sets it (serial form at the end) */
    private String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = parent.isEmpty() ? resolve(defaultParent(), normalize(child))
                                         : resolve(normalize(parent), normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = parent.path.isEmpty() ? resolve(defaultParent(), normalize(child))
                                              : resolve(parent.path, normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    private static String defaultParent() {
        return WINDOWS ? "\\" : "/";
    }

    private static String normalize(String p) {
        char sep = separatorChar;
        if (WINDOWS) {
            p = p.replace('/', '\\');
        }
        int n = p.length();
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == sep && prev == sep && !(WINDOWS && i == 1)) {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == sep && !(WINDOWS && len == 3 && sb.charAt(1) == ':')) {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == separatorChar) {
            if (parent.equals(separator)) {
                return child;
            }
            return parent.concat(child);
        }
        if (parent.equals(separator) || parent.endsWith(separator)) {
            return parent.concat(child);
        }
        return new StringBuilder(parent).append(separatorChar).append(child).toString();
    }

    private int prefixLength() {
        if (WINDOWS) {
            if (path.length() >= 2 && path.charAt(1) == ':') {
                return path.length() >= 3 && path.charAt(2) == '\\' ? 3 : 2;
            }
            if (path.startsWith("\\\\")) {
                return 2;
            }
            return path.startsWith("\\") ? 1 : 0;
        }
        return path.startsWith("/") ? 1 : 0;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        int prefix = prefixLength();
        if (index < prefix) {
            return path.substring(prefix);
        }
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        int prefix = prefixLength();
        if (index < prefix) {
            if (prefix > 0 && path.length() > prefix) {
                return path.substring(0, prefix);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        if (WINDOWS) {
            int pl = prefixLength();
            return pl == 3 || (pl == 2 && path.startsWith("\\\\"));
        }
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir", ".");
        return path.isEmpty() ? dir : resolve(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        String abs = getAbsolutePath();
        int prefix = new File(abs).prefixLength();
        String[] parts = new String[abs.length() + 1];
        int n = 0;
        int start = prefix;
        for (int i = prefix; i <= abs.length(); i++) {
            if (i == abs.length() || abs.charAt(i) == separatorChar) {
                String seg = abs.substring(start, i);
                start = i + 1;
                if (seg.isEmpty() || seg.equals(".")) {
                    continue;
                }
                if (seg.equals("..")) {
                    if (n > 0) {
                        n--;
                    }
                    continue;
                }
                parts[n++] = seg;
            }
        }
        StringBuilder sb = new StringBuilder(abs.substring(0, prefix));
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(separatorChar);
            }
            sb.append(parts[i]);
        }
        return sb.length() == 0 ? separator : sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    /* BA_* bits for the path, 0 if it does not exist. */
    private static native int getBooleanAttributes0(String path);

    /* access(2)-style check: mode 4 read, 2 write, 1 execute. */
    private static native boolean checkAccess0(String path, int mode);

    private static native long getLastModifiedTime0(String path);

    private static native long getLength0(String path);

    private static native boolean createFileExclusively0(String path) throws IOException;

    private static native boolean delete0(String path);

    private static native String[] list0(String path);

    private static native boolean createDirectory0(String path);

    private static native boolean rename0(String from, String to);

    private static native boolean setLastModifiedTime0(String path, long time);

    private static native boolean setReadOnly0(String path);

    public boolean canRead() {
        return !path.isEmpty() && checkAccess0(path, 4);
    }

    public boolean canWrite() {
        return !path.isEmpty() && checkAccess0(path, 2);
    }

    public boolean canExecute() {
        return !path.isEmpty() && checkAccess0(path, 1);
    }

    public boolean exists() {
        return !path.isEmpty() && (getBooleanAttributes0(path) & BA_EXISTS) != 0;
    }

    public boolean isDirectory() {
        return !path.isEmpty() && (getBooleanAttributes0(path) & BA_DIRECTORY) != 0;
    }

    public boolean isFile() {
        return !path.isEmpty() && (getBooleanAttributes0(path) & BA_REGULAR) != 0;
    }

    public boolean isHidden() {
        if (path.isEmpty()) {
            return false;
        }
        if (WINDOWS) {
            return (getBooleanAttributes0(path) & BA_HIDDEN) != 0;
        }
        return getName().startsWith(".");
    }

    public long lastModified() {
        return path.isEmpty() ? 0L : getLastModifiedTime0(path);
    }

    public long length() {
        return path.isEmpty() ? 0L : getLength0(path);
    }

    public boolean createNewFile() throws IOException {
        if (path.isEmpty()) {
            throw new IOException("Invalid file path");
        }
        return createFileExclusively0(path);
    }

    /*
     * prefix + an unsigned random long + suffix (".tmp" if null) in directory
     * (java.io.tmpdir if null), created exclusively; a name already taken
     * draws again.
     */
    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        String s = suffix == null ? ".tmp" : suffix;
        File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir", "."));
        for (int attempt = 0; attempt < 1000; attempt++) {
            File f = new File(dir, prefix + Long.toUnsignedString(TempRandom.RANDOM.nextLong()) + s);
            if (f.createNewFile()) {
                return f;
            }
        }
        throw new IOException("Unable to create temporary file");
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    /* Holder: the generator is made on the first temporary file only. */
    private static final class TempRandom {
        static final java.util.Random RANDOM = new java.util.Random();
    }

    public boolean delete() {
        return !path.isEmpty() && delete0(path);
    }

    public void deleteOnExit() {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkDelete(path);
        }
        if (!path.isEmpty()) {
            jdk.internal.misc.DeleteOnExitHook.add(path);
        }
    }

    public String[] list() {
        if (path.isEmpty()) {
            return null;
        }
        return list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        String[] keep = new String[names.length];
        int n = 0;
        for (String name : names) {
            if (filter.accept(this, name)) {
                keep[n++] = name;
            }
        }
        return java.util.Arrays.copyOf(keep, n);
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(this, ss[i]);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] keep = new File[ss.length];
        int n = 0;
        for (String s : ss) {
            if (filter == null || filter.accept(this, s)) {
                keep[n++] = new File(this, s);
            }
        }
        return java.util.Arrays.copyOf(keep, n);
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] keep = new File[ss.length];
        int n = 0;
        for (String s : ss) {
            File f = new File(this, s);
            if (filter == null || filter.accept(f)) {
                keep[n++] = f;
            }
        }
        return java.util.Arrays.copyOf(keep, n);
    }

    public boolean mkdir() {
        return !path.isEmpty() && createDirectory0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return !path.isEmpty() && !dest.path.isEmpty() && rename0(path, dest.path);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return !path.isEmpty() && setLastModifiedTime0(path, time);
    }

    public boolean setReadOnly() {
        return !path.isEmpty() && setReadOnly0(path);
    }

    public int compareTo(File pathname) {
        return WINDOWS ? path.compareToIgnoreCase(pathname.path) : path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return (WINDOWS ? path.toLowerCase().hashCode() : path.hashCode()) ^ 1234321;
    }

    public String toString() {
        return path;
    }
    // ---- toURI (urlcl) ----
    /* "file:" and the absolute path with '/' separators, a leading '/'
     * ("/C:/x" on Windows), a trailing '/' for an existing directory, and
     * the characters a URI path may not hold %-escaped (upper-case hex, as
     * java.net.URI quotes them; non-ASCII stays as it is). */
    public java.net.URI toURI() {
        File f = getAbsoluteFile();
        String p = f.getPath();
        if (separatorChar != '/') {
            p = p.replace(separatorChar, '/');
        }
        if (!p.startsWith("/")) {
            p = "/" + p;
        }
        if (!p.endsWith("/") && f.isDirectory()) {
            p = p + "/";
        }
        if (p.startsWith("//")) {
            p = "//" + p;
        }
        StringBuilder sb = new StringBuilder("file:");
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            boolean plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || "_-!.~'()*,;:$&+=/@".indexOf(c) >= 0 || (c >= 0x80 && !Character.isISOControl(c)
                && !Character.isSpaceChar(c));
            if (plain) {
                sb.append(c);
            } else {
                byte[] b = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                for (byte x : b) {
                    sb.append('%').append("0123456789ABCDEF".charAt((x >> 4) & 0xf))
                      .append("0123456789ABCDEF".charAt(x & 0xf));
                }
            }
        }
        try {
            return new java.net.URI(sb.toString());
        } catch (java.net.URISyntaxException e) {
            throw new Error(e);
        }
    }

    @Deprecated
    public java.net.URL toURL() throws java.net.MalformedURLException {
        return toURI().toURL();
    }
    // ---- end toURI ----

    // ---- toPath (nio) ----
    public java.nio.file.Path toPath() {
        return java.nio.file.FileSystems.getDefault().getPath(getPath());
    }
    // ---- end toPath ----

    /* ---- serial form: the JDK's field path, then the writer's separator
     * character, so a reader on another platform can convert the path */
    private synchronized void writeObject(ObjectOutputStream s) throws IOException {
        s.defaultWriteObject();
        s.writeChar(separatorChar);
    }

    private synchronized void readObject(ObjectInputStream s) throws IOException, ClassNotFoundException {
        String p = (String) s.readFields().get("path", null);
        char sep = s.readChar();
        if (p == null) throw new NullPointerException();
        if (sep != separatorChar) p = p.replace(sep, separatorChar);
        path = normalize(p);
    }
}
