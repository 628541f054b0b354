/* java.lang.invoke.ConstantCallSite -- a call site whose target never changes. */
package java.lang.invoke;

public class ConstantCallSite extends CallSite {
    public ConstantCallSite(MethodHandle target) {
        super(target);
    }

    @Override
    public final MethodHandle getTarget() {
        return target;
    }

    @Override
    public final void setTarget(MethodHandle ignore) {
        throw new UnsupportedOperationException();
    }

    @Override
    public final MethodHandle dynamicInvoker() {
        return target;
    }
}
