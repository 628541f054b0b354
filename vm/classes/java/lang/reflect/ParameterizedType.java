/* java.lang.reflect.ParameterizedType: a generic class applied to type arguments. */
package java.lang.reflect;

public interface ParameterizedType extends Type {
    Type[] getActualTypeArguments();

    Type getRawType();

    Type getOwnerType();
}
