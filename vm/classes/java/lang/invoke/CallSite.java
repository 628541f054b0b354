/* java.lang.invoke.CallSite -- a type for javac's bootstrap signatures (see MethodHandle). */
package java.lang.invoke;

public abstract class CallSite {
    CallSite() {
    }
}
