/*
 * java.util.jar.JarFile: a ZipFile whose entries are JarEntry objects and
 * whose manifest (META-INF/MANIFEST.MF, found case-insensitively as the
 * JDK does) is read once, on first use.  No signature verification and no
 * multi-release versions: versionedStream is stream, isMultiRelease false.
 */
package java.util.jar;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

public class JarFile extends ZipFile {
    public static final String MANIFEST_NAME = "META-INF/MANIFEST.MF";

    private Manifest manifest;
    private boolean manifestRead;

    public JarFile(String name) throws IOException {
        this(new File(name), true, ZipFile.OPEN_READ);
    }

    public JarFile(String name, boolean verify) throws IOException {
        this(new File(name), verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file) throws IOException {
        this(file, true, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify) throws IOException {
        this(file, verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        super(file, mode);
    }

    public Manifest getManifest() throws IOException {
        synchronized (this) {
            if (!manifestRead) {
                ZipEntry e = manifestEntry();
                if (e != null) {
                    try (InputStream in = super.getInputStream(e)) {
                        manifest = new Manifest(in);
                    }
                }
                manifestRead = true;
            }
            return manifest;
        }
    }

    private ZipEntry manifestEntry() {
        ZipEntry e = super.getEntry(MANIFEST_NAME);
        if (e != null) {
            return e;
        }
        Enumeration<? extends ZipEntry> all = super.entries();
        while (all.hasMoreElements()) {
            ZipEntry z = all.nextElement();
            if (z.getName().equalsIgnoreCase(MANIFEST_NAME)) {
                return z;
            }
        }
        return null;
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    public ZipEntry getEntry(String name) {
        ZipEntry e = super.getEntry(name);
        return e == null ? null : wrap(e);
    }

    private JarEntry wrap(ZipEntry e) {
        JarEntry je = new JarEntry(e);
        je.jar = this;
        return je;
    }

    public Enumeration<JarEntry> entries() {
        Enumeration<? extends ZipEntry> all = super.entries();
        return new Enumeration<JarEntry>() {
            public boolean hasMoreElements() {
                return all.hasMoreElements();
            }

            public JarEntry nextElement() {
                return wrap(all.nextElement());
            }
        };
    }

    public Stream<JarEntry> stream() {
        return super.stream().map(this::wrap);
    }

    public Stream<JarEntry> versionedStream() {
        return stream();
    }

    public boolean isMultiRelease() {
        return false;
    }

    public InputStream getInputStream(ZipEntry ze) throws IOException {
        return super.getInputStream(ze);
    }
}
