/*
 * sun.reflect.annotation.ExceptionProxy: an element value that could not be
 * made (a missing class or enum constant, a type mismatch); reading the
 * element throws the exception it stands for, printing it shows a warning.
 */
package sun.reflect.annotation;

public abstract class ExceptionProxy {
    protected abstract RuntimeException generateException();

    /* The element's Method, once the parser knows it (type mismatches name it). */
    void setMember(java.lang.reflect.Method m) {
    }

    static final class TypeNotPresent extends ExceptionProxy {
        final String typeName;
        final Throwable cause;

        TypeNotPresent(String typeName, Throwable cause) {
            this.typeName = typeName;
            this.cause = cause;
        }

        protected RuntimeException generateException() {
            return new TypeNotPresentException(typeName, cause);
        }

        public String toString() {
            return typeName + ".class /* Warning: type not present! */";
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static final class EnumConstantNotPresent extends ExceptionProxy {
        final Class<? extends Enum> enumType;
        final String constName;

        EnumConstantNotPresent(Class<? extends Enum> enumType, String constName) {
            this.enumType = enumType;
            this.constName = constName;
        }

        protected RuntimeException generateException() {
            return new EnumConstantNotPresentException(enumType, constName);
        }

        public String toString() {
            return constName + " /* Warning: constant not present! */";
        }
    }

    static final class TypeMismatch extends ExceptionProxy {
        private java.lang.reflect.Method member;
        private final String foundType;

        TypeMismatch(String foundType) {
            this.foundType = foundType;
        }

        void setMember(java.lang.reflect.Method m) {
            member = m;
        }

        protected RuntimeException generateException() {
            return new java.lang.annotation.AnnotationTypeMismatchException(member, foundType);
        }

        public String toString() {
            return "/* Warning type mismatch! \"" + foundType + "\" */";
        }
    }
}
