/*
 * java.util.jar.Manifest: a JAR's META-INF/MANIFEST.MF, its main section
 * and the sections that start with a "Name:" header (a name seen twice
 * merges into one section).
 *
 * Reading decodes UTF-8; a line ends at "\r\n", "\n" or "\r"; a line that
 * starts with one space continues the header before it; a blank line ends
 * a section.  A last line without its line end is not read, as the JDK
 * does (the jar tool warns about exactly that).  Malformed input is an
 * IOException naming the line.  write() puts out the main section, then
 * each named one (see Attributes for the line format).
 */
package java.util.jar;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public class Manifest implements Cloneable {
    private final Attributes attr = new Attributes();
    private final Map<String, Attributes> entries = new HashMap<>();

    public Manifest() {
    }

    public Manifest(InputStream is) throws IOException {
        read(is);
    }

    public Manifest(Manifest man) {
        attr.putAll(man.getMainAttributes());
        for (Map.Entry<String, Attributes> e : man.getEntries().entrySet()) {
            entries.put(e.getKey(), new Attributes(e.getValue()));
        }
    }

    public Attributes getMainAttributes() {
        return attr;
    }

    public Map<String, Attributes> getEntries() {
        return entries;
    }

    public Attributes getAttributes(String name) {
        return getEntries().get(name);
    }

    public void clear() {
        attr.clear();
        entries.clear();
    }

    public void write(OutputStream out) throws IOException {
        attr.writeMain(out);
        for (Map.Entry<String, Attributes> e : entries.entrySet()) {
            Attributes.println72(out, "Name: " + e.getKey());
            e.getValue().write(out);
        }
        out.flush();
    }

    public void read(InputStream is) throws IOException {
        Reader in = new Reader(is.readAllBytes());
        attr.read(in);
        while (in.more()) {
            String first = in.header();
            if (first == null) {
                continue;
            }
            if (!first.regionMatches(true, 0, "Name: ", 0, 6)) {
                throw new IOException("invalid manifest format (line " + in.lineNumber + ")");
            }
            String name = first.substring(6);
            Attributes a = entries.get(name);
            if (a == null) {
                a = new Attributes();
                entries.put(name, a);
            }
            a.read(in);
        }
    }

    public boolean equals(Object o) {
        if (!(o instanceof Manifest)) {
            return false;
        }
        Manifest m = (Manifest) o;
        return attr.equals(m.getMainAttributes()) && entries.equals(m.getEntries());
    }

    public int hashCode() {
        return attr.hashCode() + entries.hashCode();
    }

    public Object clone() {
        return new Manifest(this);
    }

    /* The manifest's bytes as logical header lines.  A continued header is
     * joined as bytes and decoded once, so a character that writing split
     * across two lines comes back whole. */
    static final class Reader {
        private final byte[] b;
        private int pos;
        int lineNumber;

        Reader(byte[] b) {
            this.b = b;
        }

        boolean more() {
            return nextLineEnd() >= 0;
        }

        /* The index of the line end after pos, or -1 when no complete line is left. */
        private int nextLineEnd() {
            for (int i = pos; i < b.length; i++) {
                if (b[i] == '\n' || b[i] == '\r') {
                    return i;
                }
            }
            return -1;
        }

        /* Appends the next line's bytes from `skip` on to out; false when no complete line is left. */
        private boolean line(java.io.ByteArrayOutputStream out, int skip) {
            int end = nextLineEnd();
            if (end < 0) {
                pos = b.length;
                return false;
            }
            if (end - pos > skip) {
                out.write(b, pos + skip, end - pos - skip);
            }
            pos = end + 1;
            if (b[end] == '\r' && pos < b.length && b[pos] == '\n') {
                pos++;
            }
            lineNumber++;
            return true;
        }

        /* The next header with its continuations, or null at a blank line or the end. */
        String header() throws IOException {
            if (pos < b.length && b[pos] == ' ' && nextLineEnd() >= 0) {
                lineNumber++;
                throw new IOException("misplaced continuation line (line " + lineNumber + ")");
            }
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            if (!line(out, 0) || out.size() == 0) {
                return null;
            }
            while (pos < b.length && b[pos] == ' ' && nextLineEnd() >= 0) {
                line(out, 1);
            }
            return new String(out.toByteArray(), StandardCharsets.UTF_8);
        }
    }
}
