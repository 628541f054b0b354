/*
 * The connection of a jar:file: URL.  Connecting opens the JAR, checks the
 * entry exists and reads its bytes, then closes the JAR again: no JAR file
 * stays open behind a stream (so the file can be deleted or rewritten once
 * the stream is read, also on Windows), at the price of reading each entry
 * whole.  getJarFile opens a JarFile of its own, once per connection, which
 * the caller closes (the JDK would hand out a shared cached one).
 */
package java.net;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

final class JarEntryConnection extends JarURLConnection {
    private byte[] bytes;
    private long jarLength;
    private JarFile jarFile;

    JarEntryConnection(URL u) throws MalformedURLException {
        super(u);
    }

    private File file() throws IOException {
        URL outer = getJarFileURL();
        if (!outer.getProtocol().equals("file")) {
            throw new UnknownServiceException("protocol doesn't support input: " + outer.getProtocol());
        }
        return URL.localFile(outer.getPath());
    }

    public void connect() throws IOException {
        if (connected) {
            return;
        }
        File f = file();
        try (JarFile jar = new JarFile(f)) {
            String entry = getEntryName();
            if (entry != null) {
                ZipEntry e = jar.getEntry(entry);
                if (e == null) {
                    throw new FileNotFoundException("JAR entry " + entry + " not found in " + jar.getName());
                }
                try (InputStream in = jar.getInputStream(e)) {
                    bytes = in.readAllBytes();
                }
            }
        }
        jarLength = f.length();
        connected = true;
    }

    public InputStream getInputStream() throws IOException {
        connect();
        if (getEntryName() == null) {
            throw new IOException("no entry name specified");
        }
        return new ByteArrayInputStream(bytes);
    }

    public JarFile getJarFile() throws IOException {
        connect();
        synchronized (this) {
            if (jarFile == null) {
                jarFile = new JarFile(file());
            }
            return jarFile;
        }
    }

    public long getContentLengthLong() {
        try {
            connect();
        } catch (IOException e) {
            return -1;
        }
        return getEntryName() == null ? jarLength : bytes.length;
    }

    public String getContentType() {
        String entry = getEntryName();
        if (entry == null) {
            return "x-java/jar";
        }
        String t = guessContentTypeFromName(entry);
        return t != null ? t : "content/unknown";
    }

    public String getHeaderField(String name) {
        if (name.equalsIgnoreCase("content-length")) {
            long l = getContentLengthLong();
            return l < 0 ? null : String.valueOf(l);
        }
        if (name.equalsIgnoreCase("content-type")) {
            return getContentType();
        }
        return null;
    }
}
