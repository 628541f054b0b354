/*
 * java.net.URL, minimal: parsing and printing as JDK 17 does for the
 * protocols it knows (file, jar, http, https, ftp, mailto, jrt), and
 * openConnection/openStream for the two a class path produces -- file: (a
 * FileInputStream on the %-decoded path, FileURLConnection) and
 * jar:file:...!/entry (the entry's bytes, read through JarFile,
 * JarEntryConnection).  Other protocols parse but cannot be opened
 * (UnknownServiceException); no stream handlers.
 *
 * Parsing follows the JDK's generic handler: an optional "url:" prefix and
 * surrounding blanks dropped, the scheme lower-cased, the reference after
 * the first '#', "//authority" ([userinfo@]host[:port]), the query after
 * '?'.  The path of an absolute spec is kept as written ("/a/../b" stays);
 * only a relative spec resolved against a context is normalised.  jar:
 * specs need a "!/" and a valid inner URL.  Host comparison in equals and
 * hashCode is by lower-cased name (the JDK resolves host names; the two
 * agree for file: and jar: URLs, whose host is empty).
 */
package java.net;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;

public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private String protocol;
    private String host;
    private int port = -1;
    private String file;
    private transient String query;
    private String authority;
    private transient String path;
    private transient String userInfo;
    private String ref;
    private transient int hashCode = -1;

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        protocol = protocol.toLowerCase();
        this.protocol = protocol;
        if (host != null) {
            if (host.indexOf(':') >= 0 && !host.startsWith("[")) {
                host = "[" + host + "]";
            }
            this.host = host;
            if (port < -1) {
                throw new MalformedURLException("Invalid port number :" + port);
            }
            this.port = port;
            authority = (port == -1) ? host : host + ":" + port;
        }
        int hash = file.indexOf('#');
        this.ref = hash < 0 ? null : file.substring(hash + 1);
        if (hash >= 0) {
            file = file.substring(0, hash);
        }
        int q = file.lastIndexOf('?');
        if (q != -1) {
            this.query = file.substring(q + 1);
            this.path = file.substring(0, q);
        } else {
            this.path = file;
        }
        this.file = query != null ? path + "?" + query : path;
        if (!isKnown(protocol)) {
            throw new MalformedURLException("unknown protocol: " + protocol);
        }
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        try {
            int limit = spec.length();
            while (limit > 0 && spec.charAt(limit - 1) <= ' ') {
                limit--;
            }
            int start = 0;
            while (start < limit && spec.charAt(start) <= ' ') {
                start++;
            }
            if (spec.regionMatches(true, start, "url:", 0, 4)) {
                start += 4;
            }
            boolean refOnly = start < spec.length() && spec.charAt(start) == '#';
            String newProtocol = null;
            for (int i = start; !refOnly && i < limit; i++) {
                char c = spec.charAt(i);
                if (c == '/') {
                    break;
                }
                if (c == ':') {
                    String s = spec.substring(start, i).toLowerCase();
                    if (isValidProtocol(s)) {
                        newProtocol = s;
                        start = i + 1;
                    }
                    break;
                }
            }
            protocol = newProtocol;
            boolean relative = false;
            if (context != null && (newProtocol == null || newProtocol.equalsIgnoreCase(context.protocol))) {
                // A hierarchical context takes "file:x" as plain "x", as the JDK does.
                if (context.path != null && context.path.startsWith("/")) {
                    newProtocol = null;
                }
                if (newProtocol == null) {
                    protocol = context.protocol;
                    authority = context.authority;
                    userInfo = context.userInfo;
                    host = context.host;
                    port = context.port;
                    file = context.file;
                    path = context.path;
                    relative = true;
                }
            }
            if (protocol == null) {
                throw new MalformedURLException("no protocol: " + original);
            }
            if (!isKnown(protocol)) {
                throw new MalformedURLException("unknown protocol: " + protocol);
            }
            int i = spec.indexOf('#', start);
            if (i >= 0) {
                ref = spec.substring(i + 1, limit);
                limit = i;
            }
            if (relative && start == limit) {
                query = context.query;
                if (ref == null) {
                    ref = context.ref;
                }
            }
            if (protocol.equals("jar")) {
                parseJar(spec, start, limit);
            } else {
                parseGeneric(spec, start, limit);
            }
        } catch (MalformedURLException e) {
            throw e;
        } catch (Exception e) {
            MalformedURLException m = new MalformedURLException(e.getMessage());
            m.initCause(e);
            throw m;
        }
    }

    private static boolean isValidProtocol(String s) {
        if (s.length() < 1 || !Character.isLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '+' && c != '-') {
                return false;
            }
        }
        return true;
    }

    private static boolean isKnown(String p) {
        switch (p) {
        case "file": case "jar": case "http": case "https": case "ftp": case "mailto": case "jrt": case "jmod":
            return true;
        default:
            return false;
        }
    }

    private void parseGeneric(String spec, int start, int limit) {
        boolean relPath = false;
        boolean queryOnly = false;
        if (start < limit) {
            int q = spec.indexOf('?');
            queryOnly = q == start;
            if (q != -1 && q < limit) {
                query = spec.substring(q + 1, limit);
                limit = q;
                spec = spec.substring(0, q);
            }
        }
        boolean unc = protocol.equals("file") && start <= limit - 4 && spec.startsWith("////", start);
        if (!unc && start <= limit - 2 && spec.charAt(start) == '/' && spec.charAt(start + 1) == '/') {
            start += 2;
            int i = spec.indexOf('/', start);
            if (i < 0 || i > limit) {
                i = spec.indexOf('?', start);
                if (i < 0 || i > limit) {
                    i = limit;
                }
            }
            authority = spec.substring(start, i);
            host = authority;
            int at = authority.indexOf('@');
            if (at != -1) {
                if (at != authority.lastIndexOf('@')) {
                    userInfo = null;
                    host = null;
                } else {
                    userInfo = authority.substring(0, at);
                    host = authority.substring(at + 1);
                }
            } else {
                userInfo = null;
            }
            port = -1;
            if (host != null) {
                int colon = host.startsWith("[") ? host.indexOf(':', Math.max(0, host.indexOf(']'))) : host.indexOf(':');
                if (colon >= 0) {
                    if (host.length() > colon + 1) {
                        port = parsePort(host, colon + 1);
                    }
                    host = host.substring(0, colon);
                }
            } else {
                host = "";
            }
            start = i;
            if (!authority.isEmpty()) {
                path = "";
            }
        }
        if (host == null) {
            host = "";
        }
        if (start < limit) {
            if (spec.charAt(start) == '/') {
                path = spec.substring(start, limit);
            } else if (path != null && !path.isEmpty()) {
                relPath = true;
                int slash = path.lastIndexOf('/');
                String sep = (slash == -1 && authority != null) ? "/" : "";
                path = path.substring(0, slash + 1) + sep + spec.substring(start, limit);
            } else {
                path = (authority != null ? "/" : "") + spec.substring(start, limit);
            }
        } else if (queryOnly && path != null) {
            int slash = path.lastIndexOf('/');
            path = path.substring(0, Math.max(slash, 0)) + "/";
        }
        if (path == null) {
            path = "";
        }
        if (relPath) {
            path = normalise(path);
        }
        file = query != null ? path + "?" + query : path;
    }

    /* Integer.parseInt's message for a port that is not a number. */
    private static int parsePort(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                throw new NumberFormatException("Error at index " + (i - from) + " in: \"" + s.substring(from) + "\"");
            }
        }
        return Integer.parseInt(s.substring(from));
    }

    /* Drops "/./" and folds "x/../" in a relative path that was merged with its context. */
    private static String normalise(String p) {
        int i;
        while ((i = p.indexOf("/./")) >= 0) {
            p = p.substring(0, i) + p.substring(i + 2);
        }
        i = 0;
        while ((i = p.indexOf("/../", i)) >= 0) {
            if (i > 0) {
                int prev = p.lastIndexOf('/', i - 1);
                if (prev >= 0 && p.indexOf("/../", prev) != prev) {
                    p = p.substring(0, prev) + p.substring(i + 3);
                    i = 0;
                } else {
                    i += 3;
                }
            } else {
                i += 3;
            }
        }
        while (p.endsWith("/..")) {
            i = p.length() - 3;
            int prev = p.lastIndexOf('/', i - 1);
            if (prev < 0) {
                break;
            }
            p = p.substring(0, prev + 1);
        }
        if (p.startsWith("./") && p.length() > 2) {
            p = p.substring(2);
        }
        if (p.endsWith("/.")) {
            p = p.substring(0, p.length() - 1);
        }
        return p;
    }

    private void parseJar(String spec, int start, int limit) throws MalformedURLException {
        boolean absolute = spec.length() >= 4 && spec.regionMatches(true, 0, "jar:", 0, 4);
        String f;
        if (start == limit && file != null && !absolute) {
            f = file;
        } else {
            String s = spec.substring(start, limit);
            if (absolute) {
                int bang = bangSlash(s);
                if (bang == -1) {
                    throw new MalformedURLException("no !/ in spec");
                }
                try {
                    new URL(s.substring(0, bang - 1));
                } catch (MalformedURLException e) {
                    throw new MalformedURLException("invalid url: " + s + " (" + e + ")");
                }
                f = s;
            } else {
                String ctx = file;
                if (s.startsWith("/")) {
                    int bang = bangSlash(ctx);
                    if (bang == -1) {
                        throw new MalformedURLException("malformed context url:" + this + ": no !/");
                    }
                    ctx = ctx.substring(0, bang);
                } else {
                    int slash = ctx.lastIndexOf('/');
                    if (slash == -1) {
                        throw new MalformedURLException("malformed context url:" + this);
                    }
                    ctx = ctx.substring(0, slash + 1);
                }
                f = ctx + s;
                int bang = bangSlash(f);
                f = f.substring(0, bang) + normalise(f.substring(bang));
            }
        }
        host = "";
        port = -1;
        authority = null;
        userInfo = null;
        int q = f.lastIndexOf('?');
        if (q != -1) {
            query = f.substring(q + 1);
            path = f.substring(0, q);
        } else {
            query = null;
            path = f;
        }
        file = f;
    }

    /* The index of the '/' of the last "!/", or -1. */
    private static int bangSlash(String s) {
        for (int i = s.length(); (i = s.lastIndexOf('!', i)) != -1; i--) {
            if (i != s.length() - 1 && s.charAt(i + 1) == '/') {
                return i + 1;
            }
        }
        return -1;
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        switch (protocol) {
        case "http": return 80;
        case "https": return 443;
        case "ftp": return 21;
        default: return -1;
        }
    }

    public String getFile() {
        return file;
    }

    public String getPath() {
        return path;
    }

    public String getQuery() {
        return query;
    }

    public String getRef() {
        return ref;
    }

    public String getAuthority() {
        return authority;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder(protocol).append(':');
        if (authority != null && !authority.isEmpty()) {
            sb.append("//").append(authority);
        }
        if (path != null) {
            sb.append(path);
        }
        if (query != null) {
            sb.append('?').append(query);
        }
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    public boolean equals(Object o) {
        if (!(o instanceof URL)) {
            return false;
        }
        URL u = (URL) o;
        return eq(ref, u.ref) && sameFile(u);
    }

    public boolean sameFile(URL u) {
        if (protocol.equals("jar") && u.protocol.equals("jar")) {
            int a = bangSlash(file), b = bangSlash(u.file);
            if (a == -1 || b == -1) {
                return eq(file, u.file);
            }
            if (!file.substring(a).equals(u.file.substring(b))) {
                return false;
            }
            try {
                return new URL(file.substring(0, a - 1)).sameFile(new URL(u.file.substring(0, b - 1)));
            } catch (MalformedURLException e) {
                return file.substring(0, a).equals(u.file.substring(0, b));
            }
        }
        if (!protocol.equalsIgnoreCase(u.protocol) || !eq(file, u.file)) {
            return false;
        }
        int p1 = port != -1 ? port : getDefaultPort();
        int p2 = u.port != -1 ? u.port : u.getDefaultPort();
        if (p1 != p2) {
            return false;
        }
        if (host != null && u.host != null) {
            return host.equalsIgnoreCase(u.host);
        }
        return host == null && u.host == null;
    }

    private static boolean eq(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    public synchronized int hashCode() {
        if (hashCode != -1) {
            return hashCode;
        }
        int h = protocol.hashCode();
        if (protocol.equals("jar")) {
            int bang = bangSlash(file);
            if (bang == -1) {
                h += file.hashCode();
            } else {
                String outer = file.substring(0, bang - 1);
                try {
                    h += new URL(outer).hashCode();
                } catch (MalformedURLException e) {
                    h += outer.hashCode();
                }
                h += file.substring(bang + 1).hashCode();
            }
        } else {
            if (host != null) {
                h += host.toLowerCase().hashCode();
            }
            if (file != null) {
                h += file.hashCode();
            }
            h += port == -1 ? getDefaultPort() : port;
            if (ref != null) {
                h += ref.hashCode();
            }
        }
        hashCode = h;
        return h;
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    /* file: and jar: URLs have connections that read; any other protocol's
     * connection only refuses input (UnknownServiceException). */
    public URLConnection openConnection() throws IOException {
        if (protocol.equals("file")) {
            return new FileURLConnection(this, localFile(path));
        }
        if (protocol.equals("jar")) {
            return new JarEntryConnection(this);
        }
        return new URLConnection(this) {
            public void connect() {
                connected = true;
            }

            public InputStream getInputStream() throws IOException {
                throw new UnknownServiceException("protocol doesn't support input: " + getURL().getProtocol());
            }
        };
    }

    public final Object getContent() throws IOException {
        return openConnection().getContent();
    }

    /* The file a file: URL path names: %XX escapes decoded as UTF-8; on Windows "/C:/x" is "C:\x". */
    static File localFile(String p) {
        p = decode(p);
        if (File.separatorChar == '\\') {
            if (p.length() >= 3 && p.charAt(0) == '/' && p.charAt(2) == ':') {
                p = p.substring(1);
            }
            p = p.replace('/', '\\');
        }
        return new File(p);
    }

    static String decode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && Character.digit(s.charAt(i + 1), 16) >= 0
                && Character.digit(s.charAt(i + 2), 16) >= 0) {
                out.write(Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16));
                i += 2;
            } else {
                byte[] b = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.write(b, 0, b.length);
            }
        }
        return new String(out.toByteArray(), java.nio.charset.StandardCharsets.UTF_8);
    }

    /* ---- serial form: the JDK's fields, hashCode among them (-1 until
     * computed); the derived parts are taken apart again on reading */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("protocol", String.class),
        new java.io.ObjectStreamField("host", String.class),
        new java.io.ObjectStreamField("port", Integer.TYPE),
        new java.io.ObjectStreamField("authority", String.class),
        new java.io.ObjectStreamField("file", String.class),
        new java.io.ObjectStreamField("ref", String.class),
        new java.io.ObjectStreamField("hashCode", Integer.TYPE)
    };

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("protocol", protocol);
        f.put("host", host);
        f.put("port", port);
        f.put("authority", authority);
        f.put("file", file);
        f.put("ref", ref);
        f.put("hashCode", hashCode);
        s.writeFields();
    }

    private synchronized void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        String proto = (String) f.get("protocol", null);
        if (proto == null || !isKnown(proto.toLowerCase())) {
            throw new java.io.IOException("unknown protocol: " + proto);
        }
        protocol = proto.toLowerCase();
        host = (String) f.get("host", null);
        port = f.get("port", -1);
        authority = (String) f.get("authority", null);
        if (authority == null && host != null && !host.isEmpty()) {
            authority = port == -1 ? host : host + ":" + port;
        }
        file = (String) f.get("file", null);
        if (file == null) file = "";
        ref = (String) f.get("ref", null);
        int q = file.lastIndexOf('?');
        query = q < 0 ? null : file.substring(q + 1);
        path = q < 0 ? file : file.substring(0, q);
        int at = authority == null ? -1 : authority.lastIndexOf('@');
        userInfo = at < 0 ? null : authority.substring(0, at);
        hashCode = -1;
    }
}
