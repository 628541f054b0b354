/*
 * java.util.jar.Attributes: the "Name: value" headers of one manifest
 * section, a map from Attributes.Name (ASCII case-insensitive, 1 to 70
 * letters, digits, '-' or '_'; hashed upper-cased, so map hash codes match
 * the JDK's) to String kept in insertion order, which is
 * the order write() puts them out.  put() casts as the JDK does, so a key
 * or value of another type is a ClassCastException.
 *
 * Writing: a line longer than 72 bytes of UTF-8 continues on lines that
 * start with one space, cut at 72 bytes even inside a character as JDK 17
 * cuts it (reading joins the bytes before decoding); the main section is
 * written only when it has a Manifest-Version (or, lacking one, a
 * Signature-Version), which comes first -- the JDK's rule.
 */
package java.util.jar;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class Attributes implements Map<Object, Object>, Cloneable {
    protected Map<Object, Object> map;

    public Attributes() {
        this(11);
    }

    public Attributes(int size) {
        map = new LinkedHashMap<>(size);
    }

    public Attributes(Attributes attr) {
        map = new LinkedHashMap<>(attr);
    }

    public Object get(Object name) {
        return map.get(name);
    }

    public String getValue(String name) {
        return (String) get(new Name(name));
    }

    public String getValue(Name name) {
        return (String) get(name);
    }

    public Object put(Object name, Object value) {
        return map.put((Name) name, (String) value);
    }

    public String putValue(String name, String value) {
        return (String) put(new Name(name), value);
    }

    public Object remove(Object name) {
        return map.remove(name);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object name) {
        return map.containsKey(name);
    }

    public void putAll(Map<?, ?> attr) {
        if (!Attributes.class.isInstance(attr)) {
            throw new ClassCastException();
        }
        for (Map.Entry<?, ?> me : attr.entrySet()) {
            put(me.getKey(), me.getValue());
        }
    }

    public void clear() {
        map.clear();
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Set<Object> keySet() {
        return map.keySet();
    }

    public Collection<Object> values() {
        return map.values();
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    public boolean equals(Object o) {
        return this == o || map.equals(o);
    }

    public int hashCode() {
        return map.hashCode();
    }

    public Object clone() {
        return new Attributes(this);
    }

    /* A section's headers, then the blank line that ends it. */
    void write(OutputStream out) throws IOException {
        for (Map.Entry<Object, Object> e : entrySet()) {
            println72(out, e.getKey() + ": " + e.getValue());
        }
        out.write('\r');
        out.write('\n');
    }

    void writeMain(OutputStream out) throws IOException {
        String vername = Name.MANIFEST_VERSION.toString();
        String version = getValue(vername);
        if (version == null) {
            vername = Name.SIGNATURE_VERSION.toString();
            version = getValue(vername);
        }
        if (version != null) {
            println72(out, vername + ": " + version);
            for (Map.Entry<Object, Object> e : entrySet()) {
                String name = e.getKey().toString();
                if (!name.equalsIgnoreCase(vername)) {
                    println72(out, name + ": " + e.getValue());
                }
            }
        }
        out.write('\r');
        out.write('\n');
    }

    static void println72(OutputStream out, String line) throws IOException {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        int pos = 0;
        int room = 72;
        while (b.length - pos > room) {
            int end = pos + room;
            out.write(b, pos, end - pos);
            out.write('\r');
            out.write('\n');
            out.write(' ');
            pos = end;
            room = 71;
        }
        out.write(b, pos, b.length - pos);
        out.write('\r');
        out.write('\n');
    }

    /* Reads the headers of one section (Manifest's reader joins continued
     * lines and stops at the blank line or the end); a repeated name keeps
     * the last value. */
    void read(Manifest.Reader in) throws IOException {
        String line;
        while ((line = in.header()) != null) {
            int colon = line.indexOf(": ");
            if (colon <= 0) {
                throw new IOException("invalid header field (line " + in.lineNumber + ")");
            }
            String name = line.substring(0, colon);
            String value = line.substring(colon + 2);
            Name n;
            try {
                n = new Name(name);
            } catch (IllegalArgumentException e) {
                throw new IOException("invalid header field name: " + name + " (line " + in.lineNumber + ")");
            }
            map.put(n, value);
        }
    }

    public static class Name {
        private final String name;
        private final int hashCode;

        public static final Name MANIFEST_VERSION = new Name("Manifest-Version");
        public static final Name SIGNATURE_VERSION = new Name("Signature-Version");
        public static final Name CONTENT_TYPE = new Name("Content-Type");
        public static final Name CLASS_PATH = new Name("Class-Path");
        public static final Name MAIN_CLASS = new Name("Main-Class");
        public static final Name SEALED = new Name("Sealed");
        public static final Name EXTENSION_LIST = new Name("Extension-List");
        public static final Name EXTENSION_NAME = new Name("Extension-Name");
        @Deprecated
        public static final Name EXTENSION_INSTALLATION = new Name("Extension-Installation");
        public static final Name IMPLEMENTATION_TITLE = new Name("Implementation-Title");
        public static final Name IMPLEMENTATION_VERSION = new Name("Implementation-Version");
        public static final Name IMPLEMENTATION_VENDOR = new Name("Implementation-Vendor");
        @Deprecated
        public static final Name IMPLEMENTATION_VENDOR_ID = new Name("Implementation-Vendor-Id");
        @Deprecated
        public static final Name IMPLEMENTATION_URL = new Name("Implementation-URL");
        public static final Name SPECIFICATION_TITLE = new Name("Specification-Title");
        public static final Name SPECIFICATION_VERSION = new Name("Specification-Version");
        public static final Name SPECIFICATION_VENDOR = new Name("Specification-Vendor");
        public static final Name MULTI_RELEASE = new Name("Multi-Release");

        public Name(String name) {
            Objects.requireNonNull(name, "name");
            int len = name.length();
            if (len == 0 || len > 70) {
                throw new IllegalArgumentException(name);
            }
            int h = 0;
            for (int i = 0; i < len; i++) {
                char c = name.charAt(i);
                boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '_' || c == '-';
                if (!ok) {
                    throw new IllegalArgumentException(name);
                }
                h = 31 * h + (c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c);
            }
            this.name = name;
            this.hashCode = h;
        }

        public boolean equals(Object o) {
            return this == o || (o instanceof Name && name.equalsIgnoreCase(((Name) o).name));
        }

        public int hashCode() {
            return hashCode;
        }

        public String toString() {
            return name;
        }
    }
}
