/*
 * The default file system: the platform's, as java.io.File sees it.  Paths
 * follow the Unix rules where the separator is '/', and the Windows rules
 * (drive and UNC roots, '/' read as '\\', case-insensitive comparison)
 * where it is '\\'.  The file operations themselves are in Files, over
 * java.io.File and the streams.
 */
package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

final class DefaultFileSystem extends FileSystem {
    static final DefaultFileSystem INSTANCE = new DefaultFileSystem();
    final boolean windows = File.separatorChar == '\\';
    final String sep = windows ? "\\" : "/";

    private DefaultFileSystem() {
    }

    public void close() throws IOException {
        throw new UnsupportedOperationException();
    }

    public boolean isOpen() {
        return true;
    }

    public boolean isReadOnly() {
        return false;
    }

    public String getSeparator() {
        return sep;
    }

    public Iterable<Path> getRootDirectories() {
        List<Path> roots = new ArrayList<>();
        if (!windows) {
            roots.add(getPath("/"));
        } else {
            for (char c = 'A'; c <= 'Z'; c++) {
                if (new File(c + ":\\").exists()) roots.add(getPath(c + ":\\"));
            }
        }
        return roots;
    }

    public Set<String> supportedFileAttributeViews() {
        return Set.of("basic");
    }

    public Path getPath(String first, String... more) {
        if (first == null) throw new NullPointerException();
        String path;
        if (more.length == 0) {
            path = first;
        } else {
            StringBuilder sb = new StringBuilder();
            sb.append(first);
            for (String segment : more) {
                if (!segment.isEmpty()) {
                    if (sb.length() > 0) sb.append(sep);
                    sb.append(segment);
                }
            }
            path = sb.toString();
        }
        return DefaultPath.parse(this, path);
    }

    Path pathOf(URI uri) {
        String scheme = uri.getScheme();
        if (scheme == null) throw new IllegalArgumentException("Missing scheme");
        if (!scheme.equalsIgnoreCase("file"))
            throw new FileSystemNotFoundException("Provider \"" + scheme + "\" not installed");
        if (!uri.isAbsolute()) throw new IllegalArgumentException("URI is not absolute");
        if (uri.isOpaque()) throw new IllegalArgumentException("URI is not hierarchical");
        if (uri.getRawAuthority() != null) throw new IllegalArgumentException("URI has an authority component");
        if (uri.getRawFragment() != null) throw new IllegalArgumentException("URI has a fragment component");
        if (uri.getRawQuery() != null) throw new IllegalArgumentException("URI has a query component");
        String p = uri.getPath();
        if (p.isEmpty()) throw new IllegalArgumentException("URI path component is empty");
        if (windows && p.length() >= 3 && p.charAt(0) == '/' && p.charAt(2) == ':') p = p.substring(1);
        if (p.length() > 1 && p.endsWith("/")) p = p.substring(0, p.length() - 1);
        return getPath(p);
    }

    public PathMatcher getPathMatcher(String syntaxAndInput) {
        int pos = syntaxAndInput.indexOf(':');
        if (pos <= 0) throw new IllegalArgumentException();
        String syntax = syntaxAndInput.substring(0, pos);
        String input = syntaxAndInput.substring(pos + 1);
        String expr;
        if (syntax.equalsIgnoreCase("glob")) {
            expr = globToRegex(input);
        } else if (syntax.equalsIgnoreCase("regex")) {
            expr = input;
        } else {
            throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
        }
        Pattern pattern = windows ? Pattern.compile(expr, Pattern.CASE_INSENSITIVE) : Pattern.compile(expr);
        return path -> pattern.matcher(path.toString()).matches();
    }

    /* The glob language of FileSystem.getPathMatcher: * within a name, **
     * across names, ?, [classes] with ! negation, {alternatives}. */
    private String globToRegex(String glob) {
        String notSep = windows ? "[^\\\\]" : "[^/]";
        StringBuilder re = new StringBuilder("^");
        boolean inGroup = false;
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            switch (c) {
                case '*':
                    if (i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                        re.append(".*");
                        i++;
                    } else {
                        re.append(notSep).append('*');
                    }
                    break;
                case '?':
                    re.append(notSep);
                    break;
                case '{':
                    if (inGroup) throw new java.util.regex.PatternSyntaxException("Cannot nest groups", glob, i);
                    re.append("(?:(?:");
                    inGroup = true;
                    break;
                case '}':
                    if (inGroup) {
                        re.append("))");
                        inGroup = false;
                    } else {
                        re.append("\\}");
                    }
                    break;
                case ',':
                    re.append(inGroup ? ")|(?:" : ",");
                    break;
                case '[': {
                    re.append('[');
                    int j = i + 1;
                    if (j < glob.length() && (glob.charAt(j) == '!' || glob.charAt(j) == '^')) {
                        re.append('^');
                        j++;
                    }
                    for (; j < glob.length() && glob.charAt(j) != ']'; j++) {
                        char d = glob.charAt(j);
                        if (d == '\\' || d == '[' || d == '&') re.append('\\');
                        re.append(d);
                    }
                    if (j >= glob.length()) throw new java.util.regex.PatternSyntaxException("Missing ']", glob, glob.length() - 1);
                    re.append(']');
                    i = j;
                    break;
                }
                case '\\':
                    if (i + 1 < glob.length()) {
                        i++;
                        re.append(Pattern.quote(String.valueOf(glob.charAt(i))));
                    } else {
                        throw new java.util.regex.PatternSyntaxException("No character to escape", glob, i - 1);
                    }
                    break;
                default:
                    if ("^$.|+()".indexOf(c) >= 0) re.append('\\');
                    if (windows && c == '/') re.append("\\\\");
                    else re.append(c);
            }
        }
        if (inGroup) throw new java.util.regex.PatternSyntaxException("Missing '}", glob, glob.length() - 1);
        return re.append('$').toString();
    }
}
