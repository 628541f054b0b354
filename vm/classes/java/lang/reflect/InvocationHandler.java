/* java.lang.reflect.InvocationHandler: what a Proxy instance sends each of its calls to. */
package java.lang.reflect;

public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;

    /* Runs a default method of one of the proxy's interfaces on the proxy itself. */
    static Object invokeDefault(Object proxy, Method method, Object... args) throws Throwable {
        return Proxy.invokeDefault(proxy, method, args);
    }
}
