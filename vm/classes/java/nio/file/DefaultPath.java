/*
 * A path of the default file system: a root ("" when relative; "/" on
 * Unix; "C:\\", "C:", "\\" or "\\\\server\\share\\" on Windows) and its
 * name elements.  Invariant: names holds no empty string except in the
 * empty path, which is one empty name and no root (as the JDK counts it);
 * a root alone has no names.  Nothing here touches the file system except
 * toAbsolutePath (user.dir) and toRealPath.
 */
package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.util.Arrays;

final class DefaultPath implements Path {
    private final DefaultFileSystem fs;
    private final String root;
    private final String[] names;
    private String string;

    private DefaultPath(DefaultFileSystem fs, String root, String[] names) {
        this.fs = fs;
        this.root = root;
        this.names = names.length == 0 && root.isEmpty() ? new String[] {""} : names;
    }

    static DefaultPath parse(DefaultFileSystem fs, String input) {
        for (int i = 0; i < input.length(); i++) {
            if (input.charAt(i) == '\u0000') throw new InvalidPathException(input, "Nul character not allowed");
        }
        String root = "";
        String rest = input;
        if (!fs.windows) {
            if (input.startsWith("/")) root = "/";
        } else {
            rest = input.replace('/', '\\');
            if (rest.length() >= 2 && rest.charAt(1) == ':' && Character.isLetter(rest.charAt(0))) {
                boolean abs = rest.length() >= 3 && rest.charAt(2) == '\\';
                root = Character.toUpperCase(rest.charAt(0)) + (abs ? ":\\" : ":");
                rest = rest.substring(abs ? 3 : 2);
            } else if (rest.startsWith("\\\\")) {
                String[] parts = rest.substring(2).split("\\\\+");
                if (parts.length < 2 || parts[0].isEmpty()) throw new InvalidPathException(input, "UNC path is missing sharename");
                root = "\\\\" + parts[0] + "\\" + parts[1] + "\\";
                int skip = 2 + parts[0].length() + 1 + parts[1].length();
                rest = rest.length() > skip ? rest.substring(skip) : "";
            } else if (rest.startsWith("\\")) {
                root = "\\";
            }
            for (int i = 0; i < rest.length(); i++) {
                char c = rest.charAt(i);
                if ("<>:\"|?*".indexOf(c) >= 0 || c < ' ')
                    throw new InvalidPathException(input, "Illegal char <" + c + ">", i + (input.length() - rest.length()));
            }
        }
        String sepRegex = fs.windows ? "\\\\" : "/";
        String[] parts = rest.split(sepRegex);
        int n = 0;
        for (String p : parts) if (!p.isEmpty()) n++;
        String[] names = new String[n];
        n = 0;
        for (String p : parts) if (!p.isEmpty()) names[n++] = p;
        return new DefaultPath(fs, root, names);
    }

    private boolean isEmptyPath() {
        return root.isEmpty() && names.length == 1 && names[0].isEmpty();
    }

    private String[] effectiveNames() {
        return isEmptyPath() ? new String[0] : names;
    }

    private static DefaultPath check(Path p) {
        if (p == null) throw new NullPointerException();
        if (!(p instanceof DefaultPath)) throw new ProviderMismatchException();
        return (DefaultPath) p;
    }

    public FileSystem getFileSystem() {
        return fs;
    }

    public boolean isAbsolute() {
        return fs.windows ? root.length() >= 3 : !root.isEmpty();
    }

    public Path getRoot() {
        return root.isEmpty() ? null : new DefaultPath(fs, root, new String[0]);
    }

    public Path getFileName() {
        if (names.length == 0) return null;
        if (root.isEmpty() && names.length == 1) return this;
        return new DefaultPath(fs, "", new String[] {names[names.length - 1]});
    }

    public Path getParent() {
        int n = names.length;
        if (n == 0) return null;
        if (n == 1) return getRoot();
        return new DefaultPath(fs, root, Arrays.copyOf(names, n - 1));
    }

    public int getNameCount() {
        return names.length;
    }

    public Path getName(int index) {
        if (index < 0 || index >= names.length) throw new IllegalArgumentException();
        return new DefaultPath(fs, "", new String[] {names[index]});
    }

    public Path subpath(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex >= names.length || endIndex > names.length || beginIndex >= endIndex)
            throw new IllegalArgumentException();
        return new DefaultPath(fs, "", Arrays.copyOfRange(names, beginIndex, endIndex));
    }

    private boolean same(String a, String b) {
        return fs.windows ? a.equalsIgnoreCase(b) : a.equals(b);
    }

    public boolean startsWith(Path other) {
        if (!(other instanceof DefaultPath)) {
            if (other == null) throw new NullPointerException();
            return false;
        }
        DefaultPath o = (DefaultPath) other;
        if (!same(root, o.root)) return false;
        if (o.names.length > names.length) return false;
        if (o.isEmptyPath()) return isEmptyPath();
        for (int i = 0; i < o.names.length; i++) {
            if (!same(names[i], o.names[i])) return false;
        }
        return true;
    }

    public boolean endsWith(Path other) {
        if (!(other instanceof DefaultPath)) {
            if (other == null) throw new NullPointerException();
            return false;
        }
        DefaultPath o = (DefaultPath) other;
        if (!o.root.isEmpty()) return equals(o);
        if (o.isEmptyPath()) return isEmptyPath();
        if (o.names.length > names.length) return false;
        for (int i = 1; i <= o.names.length; i++) {
            if (!same(names[names.length - i], o.names[o.names.length - i])) return false;
        }
        return true;
    }

    public Path normalize() {
        String[] out = new String[names.length];
        int n = 0;
        for (String s : effectiveNames()) {
            if (s.equals(".")) continue;
            if (s.equals("..")) {
                if (n > 0 && !out[n - 1].equals("..")) {
                    n--;
                    continue;
                }
                if (!root.isEmpty()) continue; // ".." at a root stays at the root
            }
            out[n++] = s;
        }
        return new DefaultPath(fs, root, Arrays.copyOf(out, n));
    }

    public Path resolve(Path other) {
        DefaultPath o = check(other);
        if (!o.root.isEmpty()) return o;
        if (o.isEmptyPath()) return this;
        if (isEmptyPath()) return o;
        String[] all = Arrays.copyOf(names, names.length + o.names.length);
        System.arraycopy(o.names, 0, all, names.length, o.names.length);
        return new DefaultPath(fs, root, all);
    }

    public Path relativize(Path other) {
        DefaultPath o = check(other);
        if (o.equals(this)) return new DefaultPath(fs, "", new String[0]);
        if (isAbsolute() != o.isAbsolute()) throw new IllegalArgumentException("'other' is different type of Path");
        if (!same(root, o.root)) throw new IllegalArgumentException("'other' has different root");
        if (isEmptyPath()) return o;
        String[] a = effectiveNames(), b = o.effectiveNames();
        int common = 0;
        while (common < a.length && common < b.length && same(a[common], b[common])) common++;
        String[] out = new String[a.length - common + b.length - common];
        int n = 0;
        for (int i = common; i < a.length; i++) out[n++] = "..";
        for (int i = common; i < b.length; i++) out[n++] = b[i];
        return new DefaultPath(fs, "", out);
    }

    public URI toUri() {
        File f = toAbsolutePath().toFile();
        String s = f.toURI().toString();
        if (s.startsWith("file:/") && !s.startsWith("file://")) s = "file://" + s.substring(5);
        return URI.create(s);
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) return this;
        if (fs.windows) return parse(fs, new File(toString()).getAbsolutePath());
        return parse(fs, System.getProperty("user.dir")).resolve(this);
    }

    public Path toRealPath(LinkOption... options) throws IOException {
        Path abs = toAbsolutePath();
        File f = abs.toFile();
        if (!f.exists()) throw new NoSuchFileException(toString());
        return parse(fs, f.getCanonicalPath());
    }

    public File toFile() {
        return new File(toString());
    }

    public int compareTo(Path other) {
        String a = toString(), b = ((DefaultPath) other).toString();
        return fs.windows ? a.compareToIgnoreCase(b) : a.compareTo(b);
    }

    public boolean equals(Object other) {
        if (!(other instanceof DefaultPath)) return false;
        return compareTo((DefaultPath) other) == 0;
    }

    public int hashCode() {
        String s = toString();
        if (!fs.windows) return s.hashCode();
        int h = 0;
        for (int i = 0; i < s.length(); i++) h = 31 * h + Character.toUpperCase(s.charAt(i));
        return h;
    }

    public String toString() {
        String s = string;
        if (s == null) {
            StringBuilder sb = new StringBuilder(root);
            for (int i = 0; i < names.length; i++) {
                if (i > 0) sb.append(fs.sep);
                sb.append(names[i]);
            }
            string = s = sb.toString();
        }
        return s;
    }
}
