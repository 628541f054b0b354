/* java.util.function.ObjLongConsumer: an operation on an object and a long. */
package java.util.function;

@FunctionalInterface
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
