/*
 * java.lang.reflect.Parameter: one parameter of a method or constructor --
 * its name and modifiers from the MethodParameters attribute when javac
 * wrote one (-parameters), else "arg<i>" and 0; its type; its annotations
 * (the executable's parameter annotations at its index).
 */
package java.lang.reflect;

import java.lang.annotation.Annotation;

public final class Parameter implements AnnotatedElement {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;

    Parameter(String name, int modifiers, Executable executable, int index) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Parameter)) return false;
        Parameter other = (Parameter) obj;
        return other.executable.equals(executable) && other.index == index;
    }

    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    public boolean isNamePresent() {
        return executable.hasRealParameterData() && name != null;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        String typeName = getParameterizedType().getTypeName();
        sb.append(Modifier.toString(modifiers));
        if (modifiers != 0) sb.append(' ');
        if (isVarArgs() && typeName.endsWith("[]")) {
            sb.append(typeName, 0, typeName.length() - 2).append("...");
        } else {
            sb.append(typeName);
        }
        return sb.append(' ').append(getName()).toString();
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public int getModifiers() {
        return modifiers;
    }

    public String getName() {
        return name == null || name.isEmpty() ? "arg" + index : name;
    }

    /* The generic type belongs to the generic-signature support; the erasure stands in for it. */
    /* The generic type when the Signature attribute covers every parameter;
     * an inner class's constructor has implicit parameters the signature
     * leaves out, and then the erased type stands. */
    public Type getParameterizedType() {
        Type[] generic = executable.getGenericParameterTypes();
        return generic.length == executable.parameterTypes.length ? generic[index] : getType();
    }

    public Class<?> getType() {
        return executable.parameterTypes[index];
    }

    public boolean isImplicit() {
        return (modifiers & 0x8000) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.getParameterCount() - 1;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) throw new NullPointerException();
        for (Annotation a : getDeclaredAnnotations()) {
            if (a.annotationType() == annotationClass) return annotationClass.cast(a);
        }
        return null;
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return getDeclaredAnnotationsByType(annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return executable.getParameterAnnotations()[index];
    }

    public <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }
}
