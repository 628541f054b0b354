/*
 * java.lang.reflect.AccessibleObject.  Lantern does not check reflective
 * access (every member can be used as if setAccessible(true) had been
 * called); the flag is kept so that isAccessible/canAccess answer as
 * programs expect after they set it.
 */
package java.lang.reflect;

public class AccessibleObject {
    boolean override;

    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject o : array) o.setAccessible(flag);
    }

    public boolean trySetAccessible() {
        override = true;
        return true;
    }

    @Deprecated(since = "9")
    public boolean isAccessible() {
        return override;
    }

    public boolean canAccess(Object obj) {
        return true;
    }
}
