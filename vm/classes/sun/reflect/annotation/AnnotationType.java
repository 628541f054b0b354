/*
 * sun.reflect.annotation.AnnotationType: what the parser and the invocation
 * handler need to know about one annotation interface -- its elements'
 * types (primitives as their wrappers), defaults, Methods, its retention and
 * whether it is @Inherited.  Made once per interface and cached.  The
 * defaults map is a HashMap built in getDeclaredMethods order, as the JDK
 * builds it, because its iteration order is the order toString prints the
 * defaulted elements in.
 */
package sun.reflect.annotation;

import java.lang.annotation.Annotation;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;

public final class AnnotationType {
    /* Cached in the Class object itself (its annotationTypeCache field), so
     * that it dies with the class; LOCK guards it. */
    private static final Object LOCK = new Object();
    private static java.lang.reflect.Field cacheField;

    private static java.lang.reflect.Field cacheField() {
        if (cacheField == null) {
            try {
                cacheField = Class.class.getDeclaredField("annotationTypeCache");
            } catch (NoSuchFieldException e) {
                throw new InternalError(e);
            }
        }
        return cacheField;
    }

    private final Map<String, Class<?>> memberTypes;
    private final Map<String, Object> memberDefaults;
    private final Map<String, Method> members;
    private RetentionPolicy retention;
    private boolean inherited;

    public static AnnotationType getInstance(Class<? extends Annotation> annotationClass) {
        try {
            synchronized (LOCK) {
                AnnotationType t = (AnnotationType) cacheField().get(annotationClass);
                if (t != null) return t;
            }
            AnnotationType t = new AnnotationType(annotationClass);
            synchronized (LOCK) {
                AnnotationType had = (AnnotationType) cacheField().get(annotationClass);
                if (had != null) return had;
                cacheField().set(annotationClass, t);
            }
            return t;
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    private AnnotationType(Class<? extends Annotation> annotationClass) {
        if (!annotationClass.isAnnotation()) throw new IllegalArgumentException("Not an annotation type");
        Method[] methods = annotationClass.getDeclaredMethods();
        memberTypes = new HashMap<>(methods.length + 1, 1.0f);
        memberDefaults = new HashMap<>(0);
        members = new HashMap<>(methods.length + 1, 1.0f);
        for (Method m : methods) {
            int mods = m.getModifiers();
            if (Modifier.isPublic(mods) && Modifier.isAbstract(mods) && !m.isSynthetic()) {
                if (m.getParameterCount() != 0) throw new IllegalArgumentException(m + " has params");
                String name = m.getName();
                memberTypes.put(name, wrapper(m.getReturnType()));
                members.put(name, m);
                Object dflt = m.getDefaultValue();
                if (dflt != null) memberDefaults.put(name, dflt);
            }
        }
        /* Retention and Inherited are taken as they are: reading their own
         * meta-annotations would need their AnnotationType first */
        if (annotationClass != Retention.class && annotationClass != Inherited.class) {
            Map<Class<? extends Annotation>, Annotation> meta = AnnotationParser.parseSelect(
                    java.lang.reflect.AnnotationSupport.classAnnotations(annotationClass), annotationClass);
            Retention r = (Retention) meta.get(Retention.class);
            retention = r == null ? RetentionPolicy.CLASS : r.value();
            inherited = meta.containsKey(Inherited.class);
        } else {
            retention = RetentionPolicy.RUNTIME;
            inherited = false;
        }
    }

    public static Class<?> wrapper(Class<?> type) {
        if (type == int.class) return Integer.class;
        if (type == long.class) return Long.class;
        if (type == boolean.class) return Boolean.class;
        if (type == byte.class) return Byte.class;
        if (type == char.class) return Character.class;
        if (type == short.class) return Short.class;
        if (type == float.class) return Float.class;
        if (type == double.class) return Double.class;
        return type;
    }

    public Map<String, Class<?>> memberTypes() {
        return memberTypes;
    }

    public Map<String, Object> memberDefaults() {
        return memberDefaults;
    }

    public Map<String, Method> members() {
        return members;
    }

    public RetentionPolicy retention() {
        return retention;
    }

    public boolean isInherited() {
        return inherited;
    }
}
