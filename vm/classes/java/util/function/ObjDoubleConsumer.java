/* java.util.function.ObjDoubleConsumer: an operation on an object and a double. */
package java.util.function;

@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
