/* Proxies and default methods: the handler sees them, InvocationHandler.invokeDefault runs them; proxies in a user loader. */
import java.lang.reflect.*;
import java.util.Arrays;

public class Proxy_Default {
    public interface Greeter {
        String name();
        default String greet(String who, int times) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < times; i++) sb.append("hi ").append(who).append(" from ").append(name()).append("; ");
            return sb.toString();
        }
        default long twice(long v) { return v * 2; }
        default void fail() throws java.io.IOException { throw new java.io.IOException("from default"); }
    }
    public interface Polite extends Greeter {
        default String bow() { return "bow " + greet("you", 1); }
    }
    public interface Other { default int other() { return 1; } }

    public static void main(String[] args) throws Throwable {
        InvocationHandler h = (proxy, m, a) -> {
            System.out.println("handler " + m.getName() + " default=" + m.isDefault());
            if (m.getName().equals("name")) return "proxy";
            if (m.isDefault()) return InvocationHandler.invokeDefault(proxy, m, a);
            return null;
        };
        Polite p = (Polite) Proxy.newProxyInstance(Proxy_Default.class.getClassLoader(), new Class<?>[] {Polite.class}, h);
        System.out.println(p.greet("bob", 2));
        System.out.println(p.twice(21));
        System.out.println(p.bow());
        try {
            p.fail();
        } catch (java.io.IOException e) {
            System.out.println("caught " + e);
        }
        Method other = Other.class.getMethod("other");
        try {
            InvocationHandler.invokeDefault(p, other);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE");
        }
        try {
            InvocationHandler.invokeDefault(p, Greeter.class.getMethod("name"));
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            InvocationHandler.invokeDefault("x", other);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            InvocationHandler.invokeDefault(null, other);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }

        /* a proxy in a user-defined loader */
        ClassLoader user = new ClassLoader(Proxy_Default.class.getClassLoader()) {};
        Object up = Proxy.newProxyInstance(user, new Class<?>[] {Greeter.class}, h);
        System.out.println(up.getClass().getName() + " " + (up.getClass().getClassLoader() == user) + " "
                + ((Greeter) up).greet("u", 1));
        Object up2 = Proxy.newProxyInstance(user, new Class<?>[] {Runnable.class}, h);
        System.out.println(up2.getClass().getName());
        System.out.println(Arrays.toString(up.getClass().getInterfaces()) + " " + Proxy.isProxyClass(up.getClass()));
    }
}
