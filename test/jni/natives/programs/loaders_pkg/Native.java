package loaders_pkg;

import java.util.Set;
import java.util.function.Supplier;

/* Defined by JniLoaders' loader "one", which also loads the library: its
 * natives (libs/jninat_loaders.c) call FindClass, DefineClass,
 * GetSuperclass and IsAssignableFrom, and get() reports what they did. */
public class Native implements Supplier<String> {
    static {
        System.loadLibrary("jninat_loaders");
    }

    static native Class<?> find(String name);
    static native Class<?> define(ClassLoader loader, String name, byte[] b);
    static native Class<?> superOf(Class<?> c);
    static native boolean assignable(Class<?> sub, Class<?> sup);
    static native String onloadReport();
    static native Class<?> onloadPeer();

    static String describe(Class<?> c) {
        if (c == null) return "null";
        ClassLoader l = c.getClassLoader();
        return c.getName() + " by " + (l == null ? "boot" : l.getName());
    }

    static String thrown(Throwable t) {
        String s = String.valueOf(t).replaceAll("@[0-9a-f]+", "@H");
        return t.getCause() == null ? s : s + ", caused by " + t.getCause();
    }

    public String get() {
        StringBuilder sb = new StringBuilder();
        try {
            report(sb);
        } catch (Throwable t) {
            sb.append("unexpected: ").append(thrown(t)).append('\n');
        }
        return sb.toString();
    }

    private static void report(StringBuilder sb) throws Exception {
        ClassLoader app = ClassLoader.getSystemClassLoader();
        sb.append("JNI_OnLoad: ").append(onloadReport()).append('\n');

        // FindClass goes through the loader of the native method's class
        Class<?> secret = find("loaders_pkg/SecretY");
        sb.append("FindClass SecretY: ").append(describe(secret)).append(", ").append(secret.getDeclaredConstructor().newInstance()).append('\n');
        Class<?> peer = find("loaders_pkg/Peer");
        Class<?> appPeer = app.loadClass("loaders_pkg.Peer");
        sb.append("FindClass Peer: ").append(describe(peer)).append(", the application's: ").append(peer == appPeer)
          .append(", JNI_OnLoad's: ").append(peer == onloadPeer()).append('\n');
        sb.append("FindClass String: ").append(describe(find("java/lang/String"))).append('\n');
        sb.append("FindClass descriptor: ").append(describe(find("Lloaders_pkg/SecretY;"))).append('\n');
        sb.append("FindClass array: ").append(describe(find("[Lloaders_pkg/Peer;").getComponentType()))
          .append('\n');
        try {
            Class<?> missing = find("loaders_pkg/Missing");
            sb.append("FindClass Missing: ").append(describe(missing)).append('\n');
        } catch (Throwable t) {
            sb.append("FindClass Missing: ").append(thrown(t)).append('\n');
        }

        // same-named classes: GetSuperclass and IsAssignableFrom keep them apart
        Class<?> derived = find("loaders_pkg/Derived");
        Class<?> appDerived = app.loadClass("loaders_pkg.Derived"), appBase = app.loadClass("loaders_pkg.Base");
        Class<?> base = superOf(derived);
        sb.append("GetSuperclass Derived: ").append(describe(base)).append(", the application's Base: ")
          .append(base == appBase).append('\n');
        sb.append("GetSuperclass application's Derived: ").append(describe(superOf(appDerived))).append('\n');
        sb.append("IsAssignableFrom: one's Derived to one's Base ").append(assignable(derived, base))
          .append(", to the application's Base ").append(assignable(derived, appBase))
          .append("; the application's Derived to one's Base ").append(assignable(appDerived, base))
          .append(", to its own Base ").append(assignable(appDerived, appBase)).append('\n');

        // DefineClass defines in the loader it is given
        ClassLoader two = new ChildFirst("two", Set.of());
        byte[] peerBytes = ChildFirst.bytesOf("loaders_pkg.Peer");
        Class<?> peer2 = define(two, "loaders_pkg/Peer", peerBytes);
        sb.append("DefineClass in two: ").append(describe(peer2)).append(", new: ")
          .append(peer2 != peer && peer2 != appPeer).append(", two finds it: ")
          .append(Class.forName("loaders_pkg.Peer", false, two) == peer2).append('\n');
        try {
            define(two, "loaders_pkg/Peer", peerBytes);
            sb.append("DefineClass again: defined\n");
        } catch (Throwable t) {
            sb.append("DefineClass again: ").append(thrown(t)).append('\n');
        }
        try {
            define(two, "loaders_pkg/Other", peerBytes);
            sb.append("DefineClass wrong name: defined\n");
        } catch (Throwable t) {
            sb.append("DefineClass wrong name: ").append(thrown(t)).append('\n');
        }
        Class<?> noName = define(new ChildFirst("three", Set.of()), null, peerBytes);
        sb.append("DefineClass without a name: ").append(describe(noName)).append('\n');
        Class<?> appSecret = define(app, "loaders_pkg/SecretY", ChildFirst.bytesOf("loaders_pkg.SecretY"));
        sb.append("DefineClass in the application loader: ").append(describe(appSecret)).append(", forName finds it: ")
          .append(Class.forName("loaders_pkg.SecretY", false, app) == appSecret).append(", one's is another: ")
          .append(appSecret != secret).append('\n');
        // after all that, FindClass from here still answers with one's classes
        sb.append("FindClass SecretY again: ").append(find("loaders_pkg/SecretY") == secret).append('\n');
    }
}
