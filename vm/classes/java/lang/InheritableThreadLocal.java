/*
 * java.lang.InheritableThreadLocal: values kept in the thread's
 * inheritableThreadLocals map, which a new thread copies from its parent
 * (through childValue) when it is constructed.
 */
package java.lang;

public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    Map getMap(Thread t) {
        return (Map) t.inheritableThreadLocals;
    }

    @Override
    void setMap(Thread t, Map map) {
        t.inheritableThreadLocals = map;
    }
}
