/*
 * java.lang.invoke.MethodHandle -- only a type here: javac names it in the
 * lambda bootstrap's signature.  Lantern implements LambdaMetafactory and
 * the other bootstraps javac emits inside the VM (vm/lambda.c,
 * vm/resolve.c), so no method handle is ever made.
 */
package java.lang.invoke;

public abstract class MethodHandle {
    MethodHandle() {
    }
}
