/* java.lang.invoke.MutableCallSite -- a call site whose target may be replaced. */
package java.lang.invoke;

public class MutableCallSite extends CallSite {
    public MutableCallSite(MethodType type) {
        super(type);
    }

    public MutableCallSite(MethodHandle target) {
        super(target);
    }

    @Override
    public final MethodHandle getTarget() {
        return target;
    }

    @Override
    public void setTarget(MethodHandle newTarget) {
        checkTarget(newTarget);
        target = newTarget;
    }

    @Override
    public final MethodHandle dynamicInvoker() {
        return makeDynamicInvoker();
    }

    public static void syncAll(MutableCallSite[] sites) {
        /* every write is seen by every thread through the interpreter's memory order */
    }
}
