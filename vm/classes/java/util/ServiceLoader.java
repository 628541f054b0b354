/*
 * java.util.ServiceLoader over the class path's META-INF/services files
 * (no modules, no provides clauses).
 *
 * The files named META-INF/services/<service binary name> are found with
 * the loader's getResources (the class path's order) and parsed one at a
 * time, lazily, as the iteration reaches them: '#' starts a comment, blanks
 * around a name are dropped, a blank inside one is a syntax error that
 * abandons the file, a name seen before (in any file) is skipped.  Errors
 * are reported the way JDK 17 reports them: found while looking ahead in
 * hasNext, thrown by the following next(), with the JDK's messages
 * ("<service>: Provider X not found", "<service>: X not a subtype",
 * "<service>: X Unable to get public no-arg constructor",
 * "<service>: Provider X could not be instantiated",
 * "<service>: <file url>:<line>: Illegal configuration-file syntax").
 * Providers iterator() instantiated are kept and handed to later iterators
 * until reload(); stream() keeps the Provider objects, whose get()
 * instantiates afresh each time.
 */
package java.util;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

public final class ServiceLoader<S> implements Iterable<S> {
    private final Class<S> service;
    private final ClassLoader loader;
    private Lookup lookup;
    private Lookup streamLookup;
    private final List<S> instantiated = new ArrayList<>();
    private final List<Provider<S>> loaded = new ArrayList<>();
    private boolean loadedAll;
    private int reloadCount;

    public static interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        S get();
    }

    private ServiceLoader(Class<S> svc, ClassLoader cl) {
        service = Objects.requireNonNull(svc);
        loader = cl != null ? cl : ClassLoader.getSystemClassLoader();
        lookup = new Lookup();
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<>(service, loader);
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<>(service, Thread.currentThread().getContextClassLoader());
    }

    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<>(service, ClassLoader.getPlatformClassLoader());
    }

    public void reload() {
        lookup = new Lookup();
        streamLookup = null;
        instantiated.clear();
        loaded.clear();
        loadedAll = false;
        reloadCount++;
    }

    private ServiceConfigurationError fail(String msg, Throwable cause) {
        return new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    private ServiceConfigurationError fail(String msg) {
        return new ServiceConfigurationError(service.getName() + ": " + msg);
    }

    private final class ProviderImpl implements Provider<S> {
        final Class<? extends S> type;
        final Constructor<? extends S> ctor;

        ProviderImpl(Class<? extends S> type, Constructor<? extends S> ctor) {
            this.type = type;
            this.ctor = ctor;
        }

        public Class<? extends S> type() {
            return type;
        }

        public S get() {
            try {
                return ctor.newInstance();
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                throw fail("Provider " + type.getName() + " could not be instantiated", cause != null ? cause : e);
            } catch (Throwable e) {
                throw fail("Provider " + type.getName() + " could not be instantiated", e);
            }
        }

        public int hashCode() {
            return Objects.hash(service, type);
        }

        public boolean equals(Object o) {
            return o instanceof ServiceLoader.ProviderImpl && ((ProviderImpl) o).type == type;
        }
    }

    /* The class path's providers, one file at a time. */
    private final class Lookup {
        Enumeration<URL> configs;
        Iterator<String> pending = Collections.emptyIterator();
        final Set<String> seen = new HashSet<>();
        Provider<S> next;
        ServiceConfigurationError nextError;

        boolean hasNext() {
            if (next != null || nextError != null) {
                return true;
            }
            try {
                String cn = nextName();
                if (cn == null) {
                    return false;
                }
                next = provider(cn);
            } catch (ServiceConfigurationError e) {
                nextError = e;
            }
            return true;
        }

        Provider<S> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ServiceConfigurationError e = nextError;
            if (e != null) {
                nextError = null;
                throw e;
            }
            Provider<S> p = next;
            next = null;
            return p;
        }

        private String nextName() {
            if (configs == null) {
                try {
                    configs = loader.getResources("META-INF/services/" + service.getName());
                } catch (IOException e) {
                    throw fail("Error locating configuration files", e);
                }
            }
            while (!pending.hasNext()) {
                if (!configs.hasMoreElements()) {
                    return null;
                }
                pending = parse(configs.nextElement());
            }
            return pending.next();
        }

        private Iterator<String> parse(URL u) {
            List<String> names = new ArrayList<>();
            try (InputStream in = u.openStream()) {
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                int lineNo = 1;
                for (String ln; (ln = r.readLine()) != null; lineNo++) {
                    int hash = ln.indexOf('#');
                    if (hash >= 0) {
                        ln = ln.substring(0, hash);
                    }
                    ln = ln.trim();
                    if (ln.isEmpty()) {
                        continue;
                    }
                    if (ln.indexOf(' ') >= 0 || ln.indexOf('\t') >= 0) {
                        throw fail(u + ":" + lineNo + ": Illegal configuration-file syntax");
                    }
                    int cp = ln.codePointAt(0);
                    if (!Character.isJavaIdentifierStart(cp)) {
                        throw fail(u + ":" + lineNo + ": Illegal provider-class name: " + ln);
                    }
                    for (int i = Character.charCount(cp); i < ln.length(); i += Character.charCount(cp)) {
                        cp = ln.codePointAt(i);
                        if (!Character.isJavaIdentifierPart(cp) && cp != '.') {
                            throw fail(u + ":" + lineNo + ": Illegal provider-class name: " + ln);
                        }
                    }
                    if (seen.add(ln)) {
                        names.add(ln);
                    }
                }
            } catch (IOException e) {
                throw fail("Error reading configuration file", e);
            }
            return names.iterator();
        }

        @SuppressWarnings("unchecked")
        private Provider<S> provider(String cn) {
            Class<?> c;
            try {
                c = Class.forName(cn, false, loader);
            } catch (ClassNotFoundException e) {
                throw fail("Provider " + cn + " not found");
            }
            if (!service.isAssignableFrom(c)) {
                throw fail(c.getName() + " not a subtype");
            }
            Class<? extends S> type = (Class<? extends S>) c;
            Constructor<? extends S> ctor;
            try {
                ctor = type.getConstructor();
            } catch (NoSuchMethodException e) {
                throw fail(c.getName() + " Unable to get public no-arg constructor", e);
            }
            if (!Modifier.isPublic(c.getModifiers())) {
                throw fail(c.getName() + " is not public");
            }
            return new ProviderImpl(type, ctor);
        }
    }

    public Iterator<S> iterator() {
        return new Iterator<S>() {
            final int expected = reloadCount;
            int index;

            public boolean hasNext() {
                check();
                return index < instantiated.size() || lookup.hasNext();
            }

            public S next() {
                check();
                if (index < instantiated.size()) {
                    return instantiated.get(index++);
                }
                S s = lookup.next().get();
                instantiated.add(s);
                index++;
                return s;
            }

            private void check() {
                if (expected != reloadCount) {
                    throw new ConcurrentModificationException();
                }
            }
        };
    }

    public Stream<Provider<S>> stream() {
        List<Provider<S>> all = new ArrayList<>();
        if (!loadedAll) {
            if (streamLookup == null) {
                streamLookup = new Lookup();
            }
            while (streamLookup.hasNext()) {
                loaded.add(streamLookup.next());
            }
            loadedAll = true;
        }
        all.addAll(loaded);
        return all.stream();
    }

    public Optional<S> findFirst() {
        Iterator<S> it = iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
    }

    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }
}
