/*
 * java.net.URI, minimal: parsing a URI string into scheme, scheme-specific
 * part, authority ([userinfo@]host[:port]), path, query and fragment as
 * RFC 2396 and JDK 17 split them, printing (the string as given), toURL,
 * create, equals/hashCode (the JDK's formulas), compareTo by string.
 * Not done: resolve/relativize/normalize, the multi-argument constructors,
 * IPv6 hosts, the JDK's full per-component character classes -- a
 * character outside the URI characters (controls, space, "<>\"{}|\\^`"
 * and non-ASCII outside path/query/fragment) is refused with the JDK's
 * "Illegal character in <component> at index N" message, and a '%' not
 * followed by two hex digits with "Malformed escape pair".
 * Getters without "Raw" decode %XX escapes as UTF-8.
 */
package java.net;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

public final class URI implements Comparable<URI>, java.io.Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    /* not final: readObject sets it (serial form at the end) */
    private String string;
    private String scheme;
    private String fragment;
    private String authority;
    private String userInfo;
    private String host;
    private int port = -1;
    private String path;
    private String query;
    private String schemeSpecificPart;
    private transient int hash;

    public URI(String str) throws URISyntaxException {
        string = str;
        parse(str);
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    private void parse(String s) throws URISyntaxException {
        int n = s.length();
        int p = scan(s, 0, n, ":/?#");
        int start = 0;
        if (p < n && s.charAt(p) == ':') {
            if (p == 0) {
                throw new URISyntaxException(s, "Expected scheme name", 0);
            }
            if (!isAlpha(s.charAt(0))) {
                throw new URISyntaxException(s, "Illegal character in scheme name", 0);
            }
            for (int i = 1; i < p; i++) {
                char c = s.charAt(i);
                if (!isAlpha(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') {
                    throw new URISyntaxException(s, "Illegal character in scheme name", i);
                }
            }
            scheme = s.substring(0, p);
            start = p + 1;
            if (start == n) {
                throw new URISyntaxException(s, "Expected scheme-specific part", start);
            }
        }
        int hashAt = s.indexOf('#', start);
        int end = hashAt < 0 ? n : hashAt;
        if (scheme != null && s.charAt(start) != '/') {
            check(s, start, end, "opaque part");
            schemeSpecificPart = s.substring(start, end);
        } else {
            int i = start;
            if (s.startsWith("//", i)) {
                int a = scan(s, i + 2, end, "/?");
                check(s, i + 2, a, "authority");
                authority = s.substring(i + 2, a);
                parseServer(authority);
                i = a;
            }
            int q = scan(s, i, end, "?");
            check(s, i, q, "path");
            path = s.substring(i, q);
            if (q < end) {
                check(s, q + 1, end, "query");
                query = s.substring(q + 1, end);
            }
            schemeSpecificPart = s.substring(start, end);
            if (authority != null && authority.isEmpty()) {
                authority = null;
            }
        }
        if (hashAt >= 0) {
            check(s, hashAt + 1, n, "fragment");
            fragment = s.substring(hashAt + 1);
        }
    }

    /* [userinfo@]host[:port]; an authority that is not of this form stays registry-based (host null). */
    private void parseServer(String a) {
        int at = a.lastIndexOf('@');
        String hp = at >= 0 ? a.substring(at + 1) : a;
        int colon = hp.lastIndexOf(':');
        String h = colon >= 0 ? hp.substring(0, colon) : hp;
        int pt = -1;
        if (colon >= 0 && colon + 1 < hp.length()) {
            for (int i = colon + 1; i < hp.length(); i++) {
                if (hp.charAt(i) < '0' || hp.charAt(i) > '9') {
                    return;
                }
            }
            pt = Integer.parseInt(hp.substring(colon + 1));
        }
        if (h.isEmpty()) {
            return;
        }
        for (int i = 0; i < h.length(); i++) {
            char c = h.charAt(i);
            if (!isAlpha(c) && !(c >= '0' && c <= '9') && c != '-' && c != '.') {
                return;
            }
        }
        userInfo = at >= 0 ? a.substring(0, at) : null;
        host = h;
        port = pt;
    }

    private static boolean isAlpha(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static int scan(String s, int from, int to, String stops) {
        for (int i = from; i < to; i++) {
            if (stops.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return to;
    }

    private static void check(String s, int from, int to, String what) throws URISyntaxException {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '%') {
                if (i + 2 >= to || Character.digit(s.charAt(i + 1), 16) < 0
                    || Character.digit(s.charAt(i + 2), 16) < 0) {
                    throw new URISyntaxException(s, "Malformed escape pair", i);
                }
                i += 2;
            } else if (c <= ' ' || c == 0x7f || "<>\"{}|\\^`".indexOf(c) >= 0
                       || (c == '#' && !what.equals("fragment")) || (c > 0x7f && Character.isISOControl(c))) {
                throw new URISyntaxException(s, "Illegal character in " + what, i);
            }
        }
    }

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        return schemeSpecificPart;
    }

    public String getSchemeSpecificPart() {
        return decode(schemeSpecificPart);
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return decode(fragment);
    }

    public URL toURL() throws MalformedURLException {
        if (scheme == null) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    public String toString() {
        return string;
    }

    public String toASCIIString() {
        return string;
    }

    public int compareTo(URI that) {
        return string.compareTo(that.string);
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof URI)) {
            return false;
        }
        URI u = (URI) o;
        if (isOpaque() != u.isOpaque() || !eqIgnoringCase(scheme, u.scheme) || !eq(fragment, u.fragment)) {
            return false;
        }
        if (isOpaque()) {
            return eq(schemeSpecificPart, u.schemeSpecificPart);
        }
        if (!eq(path, u.path) || !eq(query, u.query)) {
            return false;
        }
        if (authority == u.authority) {
            return true;
        }
        if (host != null) {
            return eq(userInfo, u.userInfo) && eqIgnoringCase(host, u.host) && port == u.port;
        }
        if (authority != null) {
            return eq(authority, u.authority);
        }
        return false;
    }

    /* Escapes compare without regard to the case of their hex digits, as the JDK's. */
    private static boolean eq(String a, String b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.length() != b.length()) {
            return false;
        }
        for (int i = 0; i < a.length(); i++) {
            char c = a.charAt(i), d = b.charAt(i);
            if (c == d) {
                continue;
            }
            if (c != '%' && i >= 1 && (a.charAt(i - 1) == '%' || (i >= 2 && a.charAt(i - 2) == '%'))
                && Character.toLowerCase(c) == Character.toLowerCase(d)) {
                continue;
            }
            return false;
        }
        return true;
    }

    private static boolean eqIgnoringCase(String a, String b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.equalsIgnoreCase(b);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = hashIgnoringCase(0, scheme);
            h = hash(h, fragment);
            if (isOpaque()) {
                h = hash(h, schemeSpecificPart);
            } else {
                h = hash(h, path);
                h = hash(h, query);
                if (host != null) {
                    h = hash(h, userInfo);
                    h = hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = hash(h, authority);
                }
            }
            hash = h;
        }
        return h;
    }

    private static int hash(int h, String s) {
        if (s == null) {
            return h;
        }
        if (s.indexOf('%') < 0) {
            return h * 127 + s.hashCode();
        }
        int k = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            k = 31 * k + c;
            if (c == '%') {
                for (int j = i + 1; j < i + 3 && j < s.length(); j++) {
                    k = 31 * k + Character.toUpperCase(s.charAt(j));
                }
                i += 2;
            }
        }
        return h * 127 + k;
    }

    private static int hashIgnoringCase(int h, String s) {
        if (s == null) {
            return h;
        }
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + Character.toLowerCase(s.charAt(i));
        }
        return h;
    }

    private static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < s.length();) {
            char c = s.charAt(i);
            if (c != '%') {
                sb.append(c);
                i++;
                continue;
            }
            bytes.reset();
            while (i + 2 < s.length() && s.charAt(i) == '%') {
                bytes.write(Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16));
                i += 3;
            }
            sb.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    /* ---- serial form: the JDK's one field, the URI's string, parsed again
     * on reading */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("string", String.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        String str = (String) s.readFields().get("string", null);
        port = -1;
        try {
            if (str == null) throw new NullPointerException();
            string = str;
            parse(str);
        } catch (URISyntaxException | NullPointerException x) {
            java.io.InvalidObjectException y = new java.io.InvalidObjectException("Invalid URI");
            y.initCause(x);
            throw y;
        }
    }
}
