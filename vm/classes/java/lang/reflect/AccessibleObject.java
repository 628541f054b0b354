/*
 * java.lang.reflect.AccessibleObject.  Lantern does not check reflective
 * access (every member can be used as if setAccessible(true) had been
 * called); the flag is kept so that isAccessible/canAccess answer as
 * programs expect after they set it.
 */
package java.lang.reflect;

public class AccessibleObject implements AnnotatedElement {
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

    // ---- annotations (annot): every subclass overrides these ----

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }
    // ---- end annotations ----
}
