/* java.lang.reflect.Type: any type of the language -- a Class or one of the generic types. */
package java.lang.reflect;

public interface Type {
    default String getTypeName() {
        return toString();
    }
}
