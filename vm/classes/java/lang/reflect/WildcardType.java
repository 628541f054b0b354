/* java.lang.reflect.WildcardType: a type argument ?, ? extends X or ? super X. */
package java.lang.reflect;

public interface WildcardType extends Type {
    Type[] getUpperBounds();

    Type[] getLowerBounds();
}
