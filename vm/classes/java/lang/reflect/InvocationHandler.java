/* java.lang.reflect.InvocationHandler: what a Proxy instance sends each of its calls to. */
package java.lang.reflect;

public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;
}
