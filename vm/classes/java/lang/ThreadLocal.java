/*
 * java.lang.ThreadLocal: placeholder until java.util.concurrent's slice
 * lands.  Thread keeps the maps in its fields threadLocals and
 * inheritableThreadLocals (typed Object there); createInheritedMap makes a
 * child thread's copy of its parent's inheritable map.
 */
package java.lang;

public class ThreadLocal<T> {
    static Object createInheritedMap(Object parentMap) {
        return null;
    }
}
