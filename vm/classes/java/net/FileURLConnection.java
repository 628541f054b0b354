/*
 * The connection of a file: URL.  A file reads as its bytes; a directory
 * as its entries' names, sorted, one a line, as the JDK lists one.  The
 * file is looked at when connecting, so a missing one is the
 * FileNotFoundException FileInputStream gives.
 */
package java.net;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

final class FileURLConnection extends URLConnection {
    private final File file;
    private InputStream is;

    FileURLConnection(URL u, File file) {
        super(u);
        this.file = file;
    }

    public void connect() throws IOException {
        if (connected) {
            return;
        }
        if (file.isDirectory()) {
            String[] names = file.list();
            if (names == null) {
                throw new FileNotFoundException(file.getPath() + " exists, but is not accessible");
            }
            Arrays.sort(names);
            StringBuilder sb = new StringBuilder();
            for (String n : names) {
                sb.append(n).append('\n');
            }
            is = new ByteArrayInputStream(sb.toString().getBytes(StandardCharsets.UTF_8));
        } else {
            is = new BufferedInputStream(new FileInputStream(file));
        }
        connected = true;
    }

    public InputStream getInputStream() throws IOException {
        connect();
        return is;
    }

    /* from the file's attributes, without opening it (an open stream would
     * keep the file from being deleted on Windows until collected) */
    public String getHeaderField(String name) {
        if (!file.exists()) {
            return null;
        }
        if (name.equalsIgnoreCase("content-length")) {
            return String.valueOf(file.length());
        }
        if (name.equalsIgnoreCase("content-type")) {
            if (file.isDirectory()) {
                return "text/plain";
            }
            String t = guessContentTypeFromName(file.getName());
            return t != null ? t : "content/unknown";
        }
        return null;
    }

    public long getLastModified() {
        return file.lastModified();
    }
}
