/* java.util.jar.JarEntry: a ZipEntry that knows the JarFile it came from,
 * for its manifest section.  Lantern does not verify signed JARs and has
 * no certificate classes: getCertificates/getCodeSigners are absent. */
package java.util.jar;

import java.io.IOException;
import java.util.zip.ZipEntry;

public class JarEntry extends ZipEntry {
    JarFile jar;

    public JarEntry(String name) {
        super(name);
    }

    public JarEntry(ZipEntry ze) {
        super(ze);
    }

    public JarEntry(JarEntry je) {
        super(je);
        this.jar = je.jar;
    }

    public Attributes getAttributes() throws IOException {
        Manifest man = jar == null ? null : jar.getManifest();
        return man == null ? null : man.getAttributes(getName());
    }

    public String getRealName() {
        return getName();
    }
}
