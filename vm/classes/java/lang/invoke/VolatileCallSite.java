/* java.lang.invoke.VolatileCallSite -- a call site whose target changes are seen at once. */
package java.lang.invoke;

public class VolatileCallSite extends CallSite {
    private volatile MethodHandle volatileTarget;

    public VolatileCallSite(MethodType type) {
        super(type);
        volatileTarget = target;
    }

    public VolatileCallSite(MethodHandle target) {
        super(target);
        volatileTarget = target;
    }

    @Override
    public final MethodHandle getTarget() {
        return volatileTarget;
    }

    @Override
    public void setTarget(MethodHandle newTarget) {
        checkTarget(newTarget);
        target = newTarget;
        volatileTarget = newTarget;
    }

    @Override
    public final MethodHandle dynamicInvoker() {
        return makeDynamicInvoker();
    }
}
