/*
 * java.lang.reflect.AnnotationSupport -- Lantern's bridge between the
 * reflection objects and the raw class-file attributes behind annotations,
 * parameters and proxies (natives in natives_annot.c).  Not part of the Java
 * API; it lives here to reach the members' VM slots.
 */
package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Map;

public final class AnnotationSupport {
    private AnnotationSupport() {
    }

    static final int RVA = 0, RVPA = 1, DEFAULT = 2, METHOD_PARAMETERS = 3;

    public static byte[] classAnnotations(Class<?> c) {
        return classAnnotations0(c);
    }

    static byte[] methodAttribute(Executable e, int kind) {
        return methodAttribute0(e.slot, kind);
    }

    static byte[] fieldAnnotations(Field f) {
        return fieldAttribute0(f.annotSlot());
    }

    /* The declared annotations of a member, in class-file order. */
    static Map<Class<? extends Annotation>, Annotation> parse(byte[] raw, Class<?> container) {
        return sun.reflect.annotation.AnnotationParser.parseAnnotations(raw, container);
    }

    private static native byte[] classAnnotations0(Class<?> c);

    private static native byte[] fieldAttribute0(long slot);

    private static native byte[] methodAttribute0(long slot, int kind);
}
