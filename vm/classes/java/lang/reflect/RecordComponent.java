/*
 * java.lang.reflect.RecordComponent -- one component of a record class, as
 * its class file's Record attribute declares it: name, type, generic
 * signature, annotations, and the accessor method of the same name.
 * Made by RecordSupport for Class.getRecordComponents.
 */
package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Map;

public final class RecordComponent implements AnnotatedElement {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final String signature;
    private final Method accessor;
    private final byte[] rawAnnotations;
    private transient Map<Class<? extends Annotation>, Annotation> declaredAnnotations;

    RecordComponent(Class<?> clazz, String name, Class<?> type, String signature, Method accessor, byte[] rawAnnotations) {
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.signature = signature;
        this.accessor = accessor;
        this.rawAnnotations = rawAnnotations;
    }

    public String getName() {
        return name;
    }

    public String getGenericSignature() {
        return signature;
    }

    public Type getGenericType() {
        return signature == null ? type : ReflGen.fieldType(clazz, signature);
    }

    public Class<?> getType() {
        return type;
    }

    public Method getAccessor() {
        return accessor;
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
    }

    /* Parsed once per component object, as members' annotations are. */
    private Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = declaredAnnotations;
        if (m == null) {
            m = AnnotationSupport.parse(rawAnnotations, clazz);
            declaredAnnotations = m;
        }
        return m;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    @Override
    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return sun.reflect.annotation.AnnotationParser.toArray(declaredAnnotations());
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return sun.reflect.annotation.AnnotationParser.byType(declaredAnnotations(), annotationClass);
    }

    @Override
    public String toString() {
        return type.getTypeName() + " " + name;
    }
}
