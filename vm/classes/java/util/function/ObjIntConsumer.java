/* java.util.function.ObjIntConsumer: an operation on an object and a int. */
package java.util.function;

@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
