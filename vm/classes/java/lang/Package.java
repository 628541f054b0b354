/*
 * java.lang.Package: a run-time package of one class loader -- its name
 * ("" for the unnamed package), the specification and implementation
 * attributes a loader gave it (URLClassLoader reads them from a JAR's
 * manifest; every other way of defining a package leaves them null), and
 * the seal base when the manifest seals it (the boot loader's packages,
 * java.base's on the JDK, are sealed as a named module's are).
 *
 * The packages themselves live in ClassLoader (the per-loader table and the
 * boot loader's, see its "packages" block); this class only describes one.
 * Package.getPackage(String) asks the loader of the class that calls it, as
 * the JDK does.  Lantern has no annotations on packages: the annotation
 * queries answer null or empty.
 */
package java.lang;

import java.lang.annotation.Annotation;
import java.net.URL;

public class Package {
    private final String name;
    private final String specTitle;
    private final String specVersion;
    private final String specVendor;
    private final String implTitle;
    private final String implVersion;
    private final String implVendor;
    private final URL sealBase;
    /* the defining loader, null for the boot loader */
    private final ClassLoader loader;

    Package(String name, String specTitle, String specVersion, String specVendor, String implTitle,
            String implVersion, String implVendor, URL sealBase, ClassLoader loader) {
        this.name = name;
        this.specTitle = specTitle;
        this.specVersion = specVersion;
        this.specVendor = specVendor;
        this.implTitle = implTitle;
        this.implVersion = implVersion;
        this.implVendor = implVendor;
        this.sealBase = sealBase;
        this.loader = loader;
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return specTitle;
    }

    public String getSpecificationVersion() {
        return specVersion;
    }

    public String getSpecificationVendor() {
        return specVendor;
    }

    public String getImplementationTitle() {
        return implTitle;
    }

    public String getImplementationVersion() {
        return implVersion;
    }

    public String getImplementationVendor() {
        return implVendor;
    }

    /* The boot loader's packages are java.base's on the JDK, and a named
     * module's packages count as sealed, to the module's location. */
    public boolean isSealed() {
        return loader == null || sealBase != null;
    }

    public boolean isSealed(URL url) {
        java.util.Objects.requireNonNull(url);
        if (loader == null && sealBase == null) {
            return url.toString().equals("jrt:/java.base");
        }
        return url.equals(sealBase);
    }

    /* The specification version compared component by component as
     * non-negative decimal numbers; the JDK's NumberFormatException and
     * IllegalArgumentException texts for bad versions. */
    public boolean isCompatibleWith(String desired) throws NumberFormatException {
        if (specVersion == null || specVersion.isEmpty()) {
            throw new NumberFormatException("Empty version string");
        }
        int[] mine = parseVersion(specVersion);
        int[] want = parseVersion(desired);
        for (int i = 0; i < Math.max(mine.length, want.length); i++) {
            int m = i < mine.length ? mine[i] : 0;
            int w = i < want.length ? want[i] : 0;
            if (m < w) {
                return false;
            }
            if (m > w) {
                return true;
            }
        }
        return true;
    }

    private static int[] parseVersion(String v) {
        String[] parts = v.split("\\.", -1);
        int[] r = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            r[i] = Integer.parseInt(parts[i]);
            if (r[i] < 0) {
                throw NumberFormatException.forInputString("" + r[i], 10);
            }
        }
        return r;
    }

    @Deprecated(since = "9")
    public static Package getPackage(String name) {
        ClassLoader l = ClassLoader.callerClassLoader();
        return l != null ? l.getPackage(name) : ClassLoader.bootDefinedPackage(name);
    }

    public static Package[] getPackages() {
        ClassLoader l = ClassLoader.callerClassLoader();
        return l != null ? l.getPackages() : ClassLoader.bootDefinedPackages();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("package ").append(name);
        if (specTitle != null && !specTitle.isEmpty()) {
            sb.append(", ").append(specTitle);
        }
        if (specVersion != null && !specVersion.isEmpty()) {
            sb.append(", version ").append(specVersion);
        }
        return sb.toString();
    }

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        return null;
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public <A extends Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        java.util.Objects.requireNonNull(annotationClass);
        @SuppressWarnings("unchecked")
        A[] none = (A[]) java.lang.reflect.Array.newInstance(annotationClass, 0);
        return none;
    }

    public Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public <A extends Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }
}
