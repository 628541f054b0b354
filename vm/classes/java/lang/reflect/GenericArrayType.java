/* java.lang.reflect.GenericArrayType: an array whose component is a type variable or parameterized type. */
package java.lang.reflect;

public interface GenericArrayType extends Type {
    Type getGenericComponentType();
}
