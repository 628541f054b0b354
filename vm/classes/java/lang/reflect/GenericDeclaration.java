/* java.lang.reflect.GenericDeclaration: something that declares type variables. */
package java.lang.reflect;

public interface GenericDeclaration {
    TypeVariable<?>[] getTypeParameters();
}
