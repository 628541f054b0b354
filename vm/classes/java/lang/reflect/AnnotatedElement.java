/*
 * java.lang.reflect.AnnotatedElement: the annotation queries Class, the
 * members, Parameter share.  The by-type queries look through @Repeatable
 * containers (sun.reflect.annotation.AnnotationParser.byType).
 */
package java.lang.reflect;

import java.lang.annotation.Annotation;

public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return getDeclaredAnnotationsByType(annotationClass);
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        for (Annotation a : getDeclaredAnnotations()) {
            if (annotationClass.equals(a.annotationType())) return annotationClass.cast(a);
        }
        return null;
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        java.util.Map<Class<? extends Annotation>, Annotation> map = new java.util.LinkedHashMap<>();
        for (Annotation a : getDeclaredAnnotations()) map.put(a.annotationType(), a);
        return sun.reflect.annotation.AnnotationParser.byType(map, annotationClass);
    }

    Annotation[] getDeclaredAnnotations();
}
