/*
 * java.util.jar.JarInputStream: a ZipInputStream that reads the manifest
 * when it is among the first entries (after an optional "META-INF/"
 * directory entry), as the jar tool writes it, and hands out JarEntry
 * objects.  The manifest entry itself is not returned by getNextEntry.
 */
package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

public class JarInputStream extends ZipInputStream {
    private Manifest man;
    private JarEntry first;

    public JarInputStream(InputStream in) throws IOException {
        this(in, true);
    }

    public JarInputStream(InputStream in, boolean verify) throws IOException {
        super(in);
        JarEntry e = (JarEntry) super.getNextEntry();
        if (e != null && e.getName().equalsIgnoreCase("META-INF/")) {
            e = (JarEntry) super.getNextEntry();
        }
        if (e != null && e.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME)) {
            man = new Manifest(new ByteArrayInputStream(readAllBytes()));
            closeEntry();
            e = (JarEntry) super.getNextEntry();
        }
        first = e;
    }

    public Manifest getManifest() {
        return man;
    }

    public ZipEntry getNextEntry() throws IOException {
        if (first != null) {
            JarEntry e = first;
            first = null;
            return e;
        }
        return super.getNextEntry();
    }

    public JarEntry getNextJarEntry() throws IOException {
        return (JarEntry) getNextEntry();
    }

    protected ZipEntry createZipEntry(String name) {
        return new JarEntry(name);
    }
}
