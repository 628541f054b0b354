/* java.lang.invoke.MethodHandles -- a type for javac's bootstrap signatures (see MethodHandle). */
package java.lang.invoke;

public final class MethodHandles {
    private MethodHandles() {
    }

    public static final class Lookup {
        private Lookup() {
        }
    }
}
