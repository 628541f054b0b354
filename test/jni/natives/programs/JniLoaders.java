/* JNI and user-defined class loaders: loader "one" defines
 * loaders_pkg.Native, whose static initializer loads the library; the
 * library's JNI_OnLoad and Native's natives see the classes of loader "one"
 * through FindClass (loaders_pkg.SecretY is one's alone), DefineClass
 * defines in the loader it is given, and GetSuperclass/IsAssignableFrom
 * tell same-named classes of two loaders apart. */
import java.util.Set;
import java.util.function.Supplier;

import loaders_pkg.ChildFirst;

public class JniLoaders {
    public static void main(String[] args) throws Exception {
        ChildFirst one = new ChildFirst("one", Set.of("loaders_pkg.Native", "loaders_pkg.SecretY", "loaders_pkg.Peer",
                                                      "loaders_pkg.Base", "loaders_pkg.Derived"));
        Class<?> c = one.loadClass("loaders_pkg.Native");
        System.out.println("Native by " + c.getClassLoader().getName());
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        System.out.print(s.get());
        try {
            Class.forName("loaders_pkg.SecretY");
            System.out.println("the application loader finds SecretY now (JNI DefineClass put it there)");
        } catch (ClassNotFoundException e) {
            System.out.println("the application loader does not find SecretY: " + e);
        }
    }
}
