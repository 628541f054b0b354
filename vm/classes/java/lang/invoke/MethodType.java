/* java.lang.invoke.MethodType -- a type for javac's bootstrap signatures (see MethodHandle). */
package java.lang.invoke;

public final class MethodType {
    private MethodType() {
    }
}
