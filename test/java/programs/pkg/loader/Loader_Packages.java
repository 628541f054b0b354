package pkg.loader;

// java.lang.Package: the packages of the boot and application loaders and of
// user-defined ones (made when a class of the package is defined, or by
// definePackage with specification/implementation data), Class.getPackage
// and getPackageName, Package.getPackage, isCompatibleWith, and the
// attributes and sealing a URLClassLoader takes from a JAR's manifest (a
// JAR and a directory written at run time into a temporary directory,
// deleted at the end).
import java.io.*;
import java.net.*;
import java.util.*;
import java.util.jar.*;

public class Loader_Packages {
    public static class Thing {
    }

    public static class Other {
    }

    static class Definer extends ClassLoader {
        Definer() {
            super(null);
        }

        Class<?> define(String name) throws IOException {
            byte[] b = bytes(name);
            return defineClass(name, b, 0, b.length);
        }

        Package pkg(String name, String specVersion) {
            return definePackage(name, "Spec " + name, specVersion, "Spec Vendor", "Impl", "0.9", "Impl Vendor", null);
        }

        @SuppressWarnings("deprecation")
        Package lookup(String name) {
            return getPackage(name);
        }
    }

    static byte[] bytes(String name) throws IOException {
        try (InputStream in = Loader_Packages.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }

    static String describe(Package p) {
        if (p == null) return "null";
        return "[" + p + "] spec " + p.getSpecificationTitle() + "/" + p.getSpecificationVersion() + "/"
            + p.getSpecificationVendor() + " impl " + p.getImplementationTitle() + "/" + p.getImplementationVersion()
            + "/" + p.getImplementationVendor() + " sealed " + p.isSealed();
    }

    static void compatible(Package p, String v) {
        try {
            System.out.println("  compatible with " + v + ": " + p.isCompatibleWith(v));
        } catch (NumberFormatException e) {
            System.out.println("  compatible with " + v + ": " + e);
        }
    }

    static void load(ClassLoader l, String name) {
        try {
            Class<?> c = l.loadClass(name);
            System.out.println("  loaded " + c.getName() + ": " + describe(c.getPackage()));
        } catch (Throwable e) {
            System.out.println("  " + name + ": " + e);
        }
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        // the application's and the boot loader's packages
        Package mine = Loader_Packages.class.getPackage();
        System.out.println("mine: " + describe(mine) + ", name " + mine.getName());
        System.out.println("hashCode is the name's: " + (mine.hashCode() == "pkg.loader".hashCode()));
        System.out.println("nested class shares it: " + (Thing.class.getPackage() == mine));
        ClassLoader app = ClassLoader.getSystemClassLoader();
        System.out.println("app getDefinedPackage: " + (app.getDefinedPackage("pkg.loader") == mine)
            + ", java.lang " + app.getDefinedPackage("java.lang") + ", none " + app.getDefinedPackage("pkg.none")
            + ", unnamed " + app.getDefinedPackage(""));
        System.out.println("Package.getPackage: " + (Package.getPackage("pkg.loader") == mine) + ", "
            + Package.getPackage("java.util") + ", " + Package.getPackage("java.nope"));
        System.out.println("String: " + describe(String.class.getPackage()));
        System.out.println("same boot Package twice: " + (String.class.getPackage() == Object.class.getPackage()));
        System.out.println("sealed to java.base: " + String.class.getPackage().isSealed(new URL("jrt:/java.base"))
            + ", elsewhere: " + String.class.getPackage().isSealed(new URL("file:/x/")));
        System.out.println("Map.Entry: " + Map.Entry.class.getPackage() + " / " + Map.Entry.class.getPackageName());
        System.out.println("int: " + int.class.getPackage() + " / " + int.class.getPackageName());
        System.out.println("String[][]: " + String[][].class.getPackage() + " / " + String[][].class.getPackageName());
        System.out.println("Thing[]: " + Thing[].class.getPackageName());
        try {
            app.getDefinedPackage(null);
        } catch (NullPointerException e) {
            System.out.println("getDefinedPackage(null): " + e.getMessage());
        }
        try {
            mine.isCompatibleWith("1");
        } catch (NumberFormatException e) {
            System.out.println("no spec version: " + e.getMessage());
        }
        System.out.println("annotations: " + mine.getAnnotations().length + " " + mine.getAnnotation(Deprecated.class));

        // a user-defined loader: defining a class defines its package
        Definer d = new Definer();
        System.out.println("before: " + d.getDefinedPackage("pkg.loader") + " " + d.getDefinedPackages().length);
        Class<?> thing = d.define("pkg.loader.Loader_Packages$Thing");
        Package dp = d.getDefinedPackage("pkg.loader");
        System.out.println("after defineClass: " + describe(dp) + ", count " + d.getDefinedPackages().length);
        System.out.println("getPackage is it: " + (thing.getPackage() == dp) + ", not the app's: " + (dp != mine));
        d.define("pkg.loader.Loader_Packages$Other");
        System.out.println("second class, same package: " + d.getDefinedPackages().length);
        System.out.println("lookup through the boot loader: " + d.lookup("java.lang") + ", " + d.lookup("pkg.nope"));

        // definePackage with data, then a class in it
        Definer d2 = new Definer();
        Package sp = d2.pkg("pkg.loader", "1.2");
        System.out.println("defined: " + describe(sp));
        System.out.println("class in it: " + (d2.define("pkg.loader.Loader_Packages$Thing").getPackage() == sp));
        compatible(sp, "1.1");
        compatible(sp, "1.2");
        compatible(sp, "1.2.0");
        compatible(sp, "1.2.1");
        compatible(sp, "2");
        compatible(sp, "x");
        compatible(sp, "1.-1");
        try {
            d2.pkg("pkg.loader", "1.3");
        } catch (IllegalArgumentException e) {
            System.out.println("defined twice: " + e);
        }
        Package[] both = {d2.pkg("pkg.b", "7"), d2.pkg("pkg.a", "")};
        List<String> names = new ArrayList<>();
        for (Package p : d2.getDefinedPackages()) names.add(p.toString());
        Collections.sort(names);
        System.out.println("all of d2: " + names);

        // a URLClassLoader reads the manifest of a JAR
        File dir = new File(System.getProperty("java.io.tmpdir"), "lantern-packages-" + System.nanoTime());
        File classes = new File(dir, "classes");
        File pdir = new File(classes, "pkg/loader");
        if (!pdir.mkdirs()) throw new IOException("cannot make " + pdir);
        File jar = new File(dir, "sealed.jar");
        Manifest man = new Manifest();
        Attributes main = man.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.IMPLEMENTATION_TITLE, "Packages Test");
        main.put(Attributes.Name.IMPLEMENTATION_VERSION, "4.0.1");
        main.put(Attributes.Name.IMPLEMENTATION_VENDOR, "Lantern");
        main.put(Attributes.Name.SPECIFICATION_TITLE, "Main Spec");
        Attributes sect = new Attributes();
        sect.put(Attributes.Name.SPECIFICATION_TITLE, "Loader Spec");
        sect.put(Attributes.Name.SPECIFICATION_VERSION, "3.1");
        sect.put(Attributes.Name.SEALED, "true");
        man.getEntries().put("pkg/loader/", sect);
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar), man)) {
            out.putNextEntry(new JarEntry("pkg/loader/Loader_Packages$Thing.class"));
            out.write(bytes("pkg.loader.Loader_Packages$Thing"));
            out.closeEntry();
        }
        try (OutputStream out = new FileOutputStream(new File(pdir, "Loader_Packages$Other.class"))) {
            out.write(bytes("pkg.loader.Loader_Packages$Other"));
        }
        URL jarURL = jar.toURI().toURL();
        URL dirURL = classes.toURI().toURL();
        try (JarFile jf = new JarFile(jar)) {
            System.out.println("manifest section: " + jf.getManifest().getAttributes("pkg/loader/").getValue("sealed"));
        }

        System.out.println("sealed JAR, then the directory:");
        try (URLClassLoader u = new URLClassLoader(new URL[] {jarURL, dirURL}, null)) {
            load(u, "pkg.loader.Loader_Packages$Thing");
            Package p = u.getDefinedPackage("pkg.loader");
            System.out.println("  sealed to the JAR: " + p.isSealed(jarURL) + ", to the directory: " + p.isSealed(dirURL));
            load(u, "pkg.loader.Loader_Packages$Other");
        }
        System.out.println("the directory, then the sealed JAR:");
        try (URLClassLoader u = new URLClassLoader(new URL[] {dirURL, jarURL}, null)) {
            load(u, "pkg.loader.Loader_Packages$Other");
            load(u, "pkg.loader.Loader_Packages$Thing");
        }
        System.out.println("the JAR alone, a package without a section:");
        man.getEntries().clear();
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar), man)) {
            out.putNextEntry(new JarEntry("pkg/loader/Loader_Packages$Thing.class"));
            out.write(bytes("pkg.loader.Loader_Packages$Thing"));
            out.closeEntry();
        }
        try (URLClassLoader u = new URLClassLoader(new URL[] {jarURL}, null)) {
            load(u, "pkg.loader.Loader_Packages$Thing");
        }

        new File(pdir, "Loader_Packages$Other.class").delete();
        System.out.println("deleted: " + jar.delete() + " " + pdir.delete() + " " + pdir.getParentFile().delete()
            + " " + classes.delete() + " " + dir.delete());
    }
}
