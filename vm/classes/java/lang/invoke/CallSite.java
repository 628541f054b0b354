/*
 * java.lang.invoke.CallSite -- a holder of a target handle.  javac's own
 * bootstraps never make one (the VM links those sites itself); programs
 * may make and use them directly.
 */
package java.lang.invoke;

public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodType type) {
        target = new Handles.Uninitialized(type);
    }

    CallSite(MethodHandle target) {
        this.target = java.util.Objects.requireNonNull(target);
    }

    public MethodType type() {
        return target.type();
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    public abstract MethodHandle dynamicInvoker();

    void checkTarget(MethodHandle newTarget) {
        MethodType old = target.type(), t = newTarget.type();
        if (!t.equals(old)) throw new WrongMethodTypeException(newTarget + " should be of type " + old);
    }

    MethodHandle makeDynamicInvoker() {
        return new Handles.Dynamic(this);
    }
}
