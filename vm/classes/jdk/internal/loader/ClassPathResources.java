/*
 * Resources of the boot class path (lib/classes.jar) and of the application
 * class path, as URLs.  The VM (bases0, vm/natives/natives_resource.c)
 * says which entries hold a name, as the file URL of each entry; the URL
 * of the resource is that of a file under a directory entry
 * ("file:/abs/dir/" + name) or of an entry of a jar
 * ("jar:file:/abs/app.jar!/" + name), the name %-escaped as the JDK's
 * class path escapes it (the set classpath_source_url keeps, lower-case hex).  The boot path gives jar: URLs where the JDK
 * gives jrt:/java.base/... ones.
 */
package jdk.internal.loader;

import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

public final class ClassPathResources {
    private ClassPathResources() {
    }

    /* The base URLs of the entries holding name, joined by '\n', or null. */
    private static native String bases0(boolean boot, String name, boolean all);

    public static URL find(boolean boot, String name) {
        String bases = bases0(boot, name, false);
        return bases == null ? null : toURL(bases, name);
    }

    public static Enumeration<URL> findAll(boolean boot, String name) {
        String bases = bases0(boot, name, true);
        if (bases == null) {
            return Collections.emptyEnumeration();
        }
        List<URL> urls = new ArrayList<>();
        int from = 0;
        while (from <= bases.length()) {
            int nl = bases.indexOf('\n', from);
            int end = nl < 0 ? bases.length() : nl;
            URL u = toURL(bases.substring(from, end), name);
            if (u != null) {
                urls.add(u);
            }
            from = end + 1;
        }
        return Collections.enumeration(urls);
    }

    private static URL toURL(String base, String name) {
        String spec = base.endsWith("/") ? base + encode(name) : "jar:" + base + "!/" + encode(name);
        try {
            return new URL(spec);
        } catch (MalformedURLException e) {
            return null;
        }
    }

    /* Bytes outside the plain set as %xx (lower-case hex, as the JDK), UTF-8
     * for non-ASCII.  Public for URLClassLoader, whose resource URLs are
     * escaped the same way. */
    public static String encode(String name) {
        StringBuilder sb = null;
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            boolean plain = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9')
                || (b < 0x80 && "-_.!~*'()/$&+,@:".indexOf(b) >= 0);
            if (plain) {
                if (sb != null) {
                    sb.append((char) b);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(new String(bytes, 0, i, StandardCharsets.UTF_8));
            }
            sb.append('%').append(Character.forDigit(b >> 4, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb == null ? name : sb.toString();
    }
}
