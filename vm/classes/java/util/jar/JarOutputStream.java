/*
 * java.util.jar.JarOutputStream: a ZipOutputStream that writes the
 * manifest, when given one, as its first entry, and marks the archive's
 * first entry with the JAR magic extra field (id 0xCAFE, no data) as the
 * JDK does, so tools recognise it as a JAR.
 */
package java.util.jar;

import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

public class JarOutputStream extends ZipOutputStream {
    private static final int JAR_MAGIC = 0xCAFE;
    private boolean firstEntry = true;

    public JarOutputStream(OutputStream out, Manifest man) throws IOException {
        super(out);
        if (man == null) {
            throw new NullPointerException("man");
        }
        putNextEntry(new ZipEntry(JarFile.MANIFEST_NAME));
        man.write(this);
        closeEntry();
    }

    public JarOutputStream(OutputStream out) throws IOException {
        super(out);
    }

    public void putNextEntry(ZipEntry ze) throws IOException {
        if (firstEntry) {
            byte[] edata = ze.getExtra();
            if (edata == null || !hasMagic(edata)) {
                byte[] tmp;
                if (edata == null) {
                    tmp = new byte[4];
                } else {
                    tmp = new byte[edata.length + 4];
                    System.arraycopy(edata, 0, tmp, 4, edata.length);
                }
                tmp[0] = (byte) JAR_MAGIC;
                tmp[1] = (byte) (JAR_MAGIC >> 8);
                ze.setExtra(tmp);
            }
            firstEntry = false;
        }
        super.putNextEntry(ze);
    }

    private static boolean hasMagic(byte[] edata) {
        for (int i = 0; i + 4 <= edata.length; ) {
            int id = (edata[i] & 0xff) | ((edata[i + 1] & 0xff) << 8);
            if (id == JAR_MAGIC) {
                return true;
            }
            i += 4 + ((edata[i + 2] & 0xff) | ((edata[i + 3] & 0xff) << 8));
        }
        return false;
    }
}
