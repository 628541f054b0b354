/*
 * java.net.URLClassLoader over file: URLs: a URL whose file part ends in
 * '/' is a directory, any other a JAR file (as the JDK decides), and
 * "jar:file:/a.jar!/" is that JAR too.  The URLs
 * are searched in order; each becomes a Source the first time a lookup
 * reaches it (a JAR is opened then, and stays open until close(); one that
 * cannot be opened, or a URL of another protocol, contributes nothing,
 * where the JDK would skip it too or fetch it over the network).
 *
 * Resource URLs are the JDK's: "file:/dir/" + name for a directory,
 * "jar:file:/a.jar!/" + name for a JAR, the name %-escaped; a name that
 * climbs out of a directory with ".." is not found there.  findClass reads
 * "pkg/Cls.class" and, for a class in a named package, defines the package
 * first from the JAR's manifest (per-package section, then main
 * attributes; "Sealed: true" seals it to the JAR's URL) with the JDK's
 * sealing checks.  Not done: a manifest's Class-Path, signed JARs,
 * protection domains.  After close() nothing more is found (classes
 * already defined stay defined).
 */
package java.net;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.SecureClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import jdk.internal.loader.ClassPathResources;

public class URLClassLoader extends SecureClassLoader implements Closeable {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    /* every URL given or added, in search order; guarded by itself, as are sources and closed */
    private final ArrayList<URL> path = new ArrayList<>();
    /* the opened prefix of path */
    private final ArrayList<Source> sources = new ArrayList<>();
    private boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        init(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        init(urls);
    }

    public URLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, parent);
        init(urls);
    }

    private void init(URL[] urls) {
        for (URL u : urls) {
            path.add(Objects.requireNonNull(u));
        }
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new FactoryURLClassLoader(null, urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new FactoryURLClassLoader(urls);
    }

    protected void addURL(URL url) {
        synchronized (path) {
            if (closed || url == null || path.contains(url)) {
                return;
            }
            path.add(url);
        }
    }

    public URL[] getURLs() {
        synchronized (path) {
            return path.toArray(new URL[0]);
        }
    }

    public void close() throws IOException {
        List<Source> open;
        synchronized (path) {
            if (closed) {
                return;
            }
            closed = true;
            open = new ArrayList<>(sources);
            sources.clear();
        }
        IOException failure = null;
        for (Source s : open) {
            try {
                s.close();
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        Hit h = find(name.replace('.', '/').concat(".class"));
        if (h == null) {
            throw new ClassNotFoundException(name);
        }
        try {
            return defineClass(name, h);
        } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    private Class<?> defineClass(String name, Hit h) throws IOException {
        int dot = name.lastIndexOf('.');
        if (dot != -1) {
            String pkgname = name.substring(0, dot);
            Manifest man = h.src.manifest();
            URL base = h.src.base;
            if (getAndVerifyPackage(pkgname, man, base) == null) {
                try {
                    if (man != null) {
                        definePackage(pkgname, man, base);
                    } else {
                        definePackage(pkgname, null, null, null, null, null, null, null);
                    }
                } catch (IllegalArgumentException e) {
                    /* another thread defined it meanwhile: it must pass the same checks */
                    if (getAndVerifyPackage(pkgname, man, base) == null) {
                        throw new AssertionError("Cannot find package " + pkgname);
                    }
                }
            }
        }
        byte[] b = h.bytes();
        return defineClass(name, b, 0, b.length, (java.security.ProtectionDomain) null);
    }

    private Package getAndVerifyPackage(String pkgname, Manifest man, URL url) {
        Package pkg = getDefinedPackage(pkgname);
        if (pkg != null) {
            if (pkg.isSealed()) {
                if (!pkg.isSealed(url)) {
                    throw new SecurityException("sealing violation: package " + pkgname + " is sealed");
                }
            } else if (man != null && "true".equalsIgnoreCase(attribute(man, pkgname, Attributes.Name.SEALED))) {
                throw new SecurityException("sealing violation: can't seal package " + pkgname + ": already loaded");
            }
        }
        return pkg;
    }

    /* The package's own manifest section first, then the main attributes. */
    private static String attribute(Manifest man, String pkgname, Attributes.Name n) {
        Attributes a = man.getAttributes(pkgname.replace('.', '/').concat("/"));
        String v = a != null ? a.getValue(n) : null;
        if (v == null) {
            a = man.getMainAttributes();
            v = a != null ? a.getValue(n) : null;
        }
        return v;
    }

    protected Package definePackage(String name, Manifest man, URL url) {
        String sealed = attribute(man, name, Attributes.Name.SEALED);
        return definePackage(name, attribute(man, name, Attributes.Name.SPECIFICATION_TITLE),
                             attribute(man, name, Attributes.Name.SPECIFICATION_VERSION),
                             attribute(man, name, Attributes.Name.SPECIFICATION_VENDOR),
                             attribute(man, name, Attributes.Name.IMPLEMENTATION_TITLE),
                             attribute(man, name, Attributes.Name.IMPLEMENTATION_VERSION),
                             attribute(man, name, Attributes.Name.IMPLEMENTATION_VENDOR),
                             "true".equalsIgnoreCase(sealed) ? url : null);
    }

    public URL findResource(String name) {
        Hit h = find(name);
        return h != null ? h.url : null;
    }

    public Enumeration<URL> findResources(String name) throws IOException {
        List<URL> all = new ArrayList<>();
        for (int i = 0; ; i++) {
            Source s = source(i);
            if (s == null) {
                break;
            }
            URL u = s.find(name);
            if (u != null) {
                all.add(u);
            }
        }
        return Collections.enumeration(all);
    }

    public InputStream getResourceAsStream(String name) {
        Objects.requireNonNull(name);
        URL url = getResource(name);
        try {
            return url != null ? url.openConnection().getInputStream() : null;
        } catch (IOException e) {
            return null;
        }
    }

    private Hit find(String name) {
        for (int i = 0; ; i++) {
            Source s = source(i);
            if (s == null) {
                return null;
            }
            URL u = s.find(name);
            if (u != null) {
                return new Hit(s, name, u);
            }
        }
    }

    /* The i-th source, opened if this is the first time; null past the end or once closed. */
    private Source source(int i) {
        synchronized (path) {
            while (!closed && sources.size() <= i && sources.size() < path.size()) {
                sources.add(open(path.get(sources.size())));
            }
            return !closed && i < sources.size() ? sources.get(i) : null;
        }
    }

    private static Source open(URL u) {
        if (u.getProtocol().equals("jar") && u.getFile().endsWith("!/")) {
            /* "jar:file:/a.jar!/" is the JAR itself, as the JDK reads it */
            try {
                u = new URL(u.getFile().substring(0, u.getFile().length() - 2));
            } catch (MalformedURLException e) {
                return new Source(u);
            }
            if (!u.getProtocol().equals("file")) {
                return new Source(u);
            }
            try {
                return new JarSource(u, new JarFile(URL.localFile(u.getPath())));
            } catch (IOException e) {
                return new Source(u);
            }
        }
        if (!u.getProtocol().equals("file")) {
            return new Source(u);
        }
        File f = URL.localFile(u.getPath());
        if (u.getFile().endsWith("/")) {
            try {
                return new DirSource(u, f.getCanonicalFile());
            } catch (IOException e) {
                return new Source(u);
            }
        }
        try {
            return new JarSource(u, new JarFile(f));
        } catch (IOException e) {
            return new Source(u);
        }
    }

    /* One URL of the search path; this base class finds nothing. */
    private static class Source {
        final URL base;

        Source(URL base) {
            this.base = base;
        }

        URL find(String name) {
            return null;
        }

        byte[] bytes(String name) throws IOException {
            throw new IOException(name);
        }

        Manifest manifest() throws IOException {
            return null;
        }

        void close() throws IOException {
        }
    }

    private static final class DirSource extends Source {
        final File dir;

        DirSource(URL base, File dir) {
            super(base);
            this.dir = dir;
        }

        private File file(String name) {
            File f = new File(dir, name.replace('/', File.separatorChar));
            if (name.indexOf("..") != -1) {
                try {
                    f = f.getCanonicalFile();
                } catch (IOException e) {
                    return null;
                }
                if (!f.getPath().startsWith(dir.getPath())) {
                    return null;
                }
            }
            return f;
        }

        URL find(String name) {
            URL u;
            try {
                u = new URL(base, ClassPathResources.encode(name));
            } catch (MalformedURLException e) {
                return null;
            }
            if (!u.getFile().startsWith(base.getFile())) {
                return null;
            }
            File f = file(name);
            return f != null && f.exists() ? u : null;
        }

        byte[] bytes(String name) throws IOException {
            File f = file(name);
            if (f == null) {
                throw new IOException(name);
            }
            try (InputStream in = new FileInputStream(f)) {
                return in.readAllBytes();
            }
        }
    }

    private static final class JarSource extends Source {
        final JarFile jar;

        JarSource(URL base, JarFile jar) {
            super(base);
            this.jar = jar;
        }

        URL find(String name) {
            try {
                if (jar.getJarEntry(name) == null) {
                    return null;
                }
                return new URL("jar:" + base + "!/" + ClassPathResources.encode(name));
            } catch (IllegalStateException | MalformedURLException e) {
                /* closed meanwhile, or a URL that does not parse */
                return null;
            }
        }

        byte[] bytes(String name) throws IOException {
            JarEntry e = jar.getJarEntry(name);
            if (e == null) {
                throw new IOException(name);
            }
            try (InputStream in = jar.getInputStream(e)) {
                return in.readAllBytes();
            }
        }

        Manifest manifest() throws IOException {
            return jar.getManifest();
        }

        void close() throws IOException {
            jar.close();
        }
    }

    private static final class Hit {
        final Source src;
        final String name;
        final URL url;

        Hit(Source src, String name, URL url) {
            this.src = src;
            this.name = name;
            this.url = url;
        }

        byte[] bytes() throws IOException {
            return src.bytes(name);
        }
    }
}

/* What URLClassLoader.newInstance returns, a class of that name as on the
 * JDK (whose version checks package access when a security manager runs). */
final class FactoryURLClassLoader extends URLClassLoader {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    FactoryURLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, urls, parent);
    }

    FactoryURLClassLoader(URL[] urls) {
        super(urls);
    }
}
