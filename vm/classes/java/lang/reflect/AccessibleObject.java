/*
 * java.lang.reflect.AccessibleObject.  `override` (setAccessible(true))
 * turns off the language access checks Method.invoke, Constructor.newInstance
 * and Field.get/set make (ReflGen.checkAccess).  Lantern has no modules, so
 * setAccessible always succeeds.
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

    // ---- reflgen: canAccess ----
    public boolean canAccess(Object obj) {
        if (!(this instanceof Member)) return override;
        Member m = (Member) this;
        Class<?> declaring = m.getDeclaringClass();
        int mods = m.getModifiers();
        if (!Modifier.isStatic(mods) && (this instanceof Method || this instanceof Field)) {
            if (obj == null) throw new IllegalArgumentException("null object for " + this);
            if (!declaring.isAssignableFrom(obj.getClass())) {
                throw new IllegalArgumentException("object is not an instance of " + declaring.getName());
            }
        } else if (obj != null) {
            throw new IllegalArgumentException("non-null object for " + this);
        }
        if (override) return true;
        Class<?> target = this instanceof Constructor ? declaring : (Modifier.isStatic(mods) ? null : obj.getClass());
        return ReflGen.canAccess(declaring, target, mods);
    }
    // ---- end reflgen ----


    // ---- annotations (annot): Field, Method and Constructor supply the bytes ----

    private transient java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotations;

    /* The member's RuntimeVisibleAnnotations attribute (null without one) and
     * the class whose constant pool it indexes. */
    byte[] rawAnnotations() {
        return null;
    }

    Class<?> annotationContainer() {
        return null;
    }

    /* The declared annotations, parsed once per object. */
    final java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> declaredAnnotations() {
        java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> m = declaredAnnotations;
        if (m == null) {
            m = AnnotationSupport.parse(rawAnnotations(), annotationContainer());
            declaredAnnotations = m;
        }
        return m;
    }

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return sun.reflect.annotation.AnnotationParser.toArray(declaredAnnotations());
    }

    public <T extends java.lang.annotation.Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return sun.reflect.annotation.AnnotationParser.byType(declaredAnnotations(), annotationClass);
    }
    // ---- end annotations ----
}
