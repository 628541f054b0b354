/*
 * java.lang.reflect.Proxy: classes made at run time that implement a list
 * of interfaces by sending every call to an InvocationHandler.  The class
 * file is written by ProxyGenerator and defined in the requested loader
 * (natives_annot.c), so the VM needs nothing special for proxies.
 *
 * Names follow JDK 17: "$Proxy<N>" with one counter for the whole VM; in the
 * package of the non-public interfaces if there are any, else in the
 * package "jdk.proxy<M>" of the loader's dynamic module (M numbered per
 * loader in the order they first need one).  One class per loader and
 * interface list, cached with the loader.
 */
package java.lang.reflect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    protected InvocationHandler h;

    private Proxy() {
    }

    protected Proxy(InvocationHandler h) {
        if (h == null) throw new NullPointerException();
        this.h = h;
    }

    /* Per loader (null: the boot loader) its dynamic module's package and its classes by interface list. */
    private static final class LoaderProxies {
        String modulePackage;
        final Map<List<Class<?>>, Class<?>> classes = new HashMap<>();
        final Map<Class<?>, Method[][]> info = new HashMap<>();
    }

    /* A loader's proxies hang off the loader object itself (ClassLoader's
     * `proxies` field), so that they die with it: a cache here would keep
     * every such loader alive.  The boot loader's are here.  LOCK guards all. */
    private static final Object LOCK = new Object();
    private static LoaderProxies bootProxies;
    private static Field proxiesField;
    private static int nextModule = 1;
    private static int nextNumber;

    private static LoaderProxies proxiesOf(ClassLoader loader, boolean create) {
        if (loader == null) {
            if (bootProxies == null && create) bootProxies = new LoaderProxies();
            return bootProxies;
        }
        try {
            if (proxiesField == null) proxiesField = ClassLoader.class.getDeclaredField("proxies");
            LoaderProxies p = (LoaderProxies) proxiesField.get(loader);
            if (p == null && create) {
                p = new LoaderProxies();
                proxiesField.set(loader, p);
            }
            return p;
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    /* The per-class data of a proxy class: [0] its Method objects in field
     * order, [1] its interfaces' default methods in bridge order; null if
     * cl is not a proxy class. */
    private static Method[][] infoOf(Class<?> cl) {
        synchronized (LOCK) {
            LoaderProxies p = proxiesOf(cl.getClassLoader(), false);
            return p == null ? null : p.info.get(cl);
        }
    }

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) throws IllegalArgumentException {
        return proxyClass(loader, interfaces.clone());
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null) throw new NullPointerException();
        Class<?> c = proxyClass(loader, interfaces.clone());
        try {
            return c.getConstructor(InvocationHandler.class).newInstance(h);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) throw (RuntimeException) t;
            throw new InternalError(t.toString(), t);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e.toString(), e);
        }
    }

    public static boolean isProxyClass(Class<?> cl) {
        if (!Proxy.class.isAssignableFrom(cl)) return false;
        return infoOf(cl) != null;
    }

    public static InvocationHandler getInvocationHandler(Object proxy) throws IllegalArgumentException {
        if (!isProxyClass(proxy.getClass())) throw new IllegalArgumentException("not a proxy instance");
        return ((Proxy) proxy).h;
    }

    private static String loaderNameAndId(ClassLoader ld) {
        if (ld == null) return "null";
        try {
            Field f = ClassLoader.class.getDeclaredField("nameAndId");
            return String.valueOf(f.get(ld));
        } catch (ReflectiveOperationException e) {
            return ld.toString();
        }
    }

    /* The interface's loader is the loader or one of its ancestors, or the
     * loader finds the same class by name. */
    private static boolean visible(ClassLoader loader, Class<?> intf) {
        ClassLoader want = intf.getClassLoader();
        for (ClassLoader l = loader; ; l = l.getParent()) {
            if (l == want) return true;
            if (l == null) break;
        }
        if (loader == null) return false;
        try {
            return Class.forName(intf.getName(), false, loader) == intf;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static Class<?> proxyClass(ClassLoader loader, Class<?>[] interfaces) {
        if (interfaces.length > 65535) throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        HashMap<Class<?>, Boolean> seen = new HashMap<>();
        for (Class<?> intf : interfaces) {
            if (!visible(loader, intf)) {
                throw new IllegalArgumentException(intf.getName() + " referenced from a method is not visible from class loader: "
                        + loaderNameAndId(loader));
            }
            if (!intf.isInterface()) throw new IllegalArgumentException(intf.getName() + " is not an interface");
            if (seen.put(intf, Boolean.TRUE) != null) throw new IllegalArgumentException("repeated interface: " + intf.getName());
        }
        List<Class<?>> key = Arrays.asList(interfaces);
        synchronized (LOCK) {
            LoaderProxies lp = proxiesOf(loader, true);
            Class<?> c = lp.classes.get(key);
            if (c != null) return c;
            String pkg = null;
            int access = Modifier.PUBLIC | Modifier.FINAL;
            for (Class<?> intf : interfaces) {
                if (!Modifier.isPublic(intf.getModifiers())) {
                    access = Modifier.FINAL;
                    String p = intf.getPackageName();
                    if (pkg == null) pkg = p;
                    else if (!p.equals(pkg)) throw new IllegalArgumentException("non-public interfaces from different packages");
                }
            }
            if (pkg == null) {
                if (lp.modulePackage == null) lp.modulePackage = "jdk.proxy" + nextModule++;
                pkg = lp.modulePackage;
            }
            /* the number is taken before the methods are checked, as on the JDK */
            int number = nextNumber++;
            String name = pkg.isEmpty() ? "$Proxy" + number : pkg + ".$Proxy" + number;
            ProxyGenerator gen = new ProxyGenerator(interfaces);
            Method[] methods = gen.methods();
            byte[] bytes = gen.generate(name.replace('.', '/'), access, number);
            Method[][] info = {methods, gen.defaults()};
            int builtin = loader == null || loader == ClassLoader.getPlatformClassLoader() ? 0
                    : loader == ClassLoader.getSystemClassLoader() ? 1 : -1;
            c = defineClass0(loader, builtin, name, bytes);
            /* registered before <clinit> can run: it reads the methods from here */
            LoaderProxies dl = proxiesOf(c.getClassLoader(), true);
            dl.info.put(c, info);
            lp.classes.put(new ArrayList<>(key), c);
            return c;
        }
    }

    /* InvocationHandler.invokeDefault: runs the default method on the proxy through its bridge. */
    static Object invokeDefault(Object proxy, Method method, Object[] args) throws Throwable {
        if (proxy == null || method == null) throw new NullPointerException();
        Class<?> pc = proxy.getClass();
        if (!isProxyClass(pc)) throw new IllegalArgumentException("'proxy' is not a proxy instance");
        if (!method.isDefault()) throw new IllegalArgumentException("\"" + method + "\" is not a default method");
        Method[] ds = infoOf(pc)[1];
        for (int k = 0; k < ds.length; k++) {
            if (ds[k].equals(method)) {
                Method bridge = pc.getDeclaredMethod("default$" + k, method.getParameterTypes());
                try {
                    return bridge.invoke(proxy, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }
        }
        throw new IllegalArgumentException("\"" + method + "\" is not a method declared in the proxy class");
    }

    private static native Class<?> defineClass0(ClassLoader loader, int builtin, String name, byte[] bytes);

    // ---- called by the generated classes ----

    /* <clinit> of a proxy class: its Method objects, in field order (m0, m1...). */
    protected static Method[] methods$(Class<?> proxyClass) {
        return infoOf(proxyClass)[0].clone();
    }

    /* One call: the handler's result, or what it threw if the proxy method
     * may throw it, else the throwable wrapped in UndeclaredThrowableException. */
    protected static Object invoke$(Proxy p, Method m, Object[] args) throws Throwable {
        try {
            return p.h.invoke(p, m, args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            for (Class<?> ok : declaredExceptions(p.getClass(), m)) {
                if (ok.isInstance(t)) throw t;
            }
            throw new UndeclaredThrowableException(t);
        }
    }

    private static Class<?>[] declaredExceptions(Class<?> proxyClass, Method m) {
        for (Method pm : proxyClass.getDeclaredMethods()) {
            if (pm.getName().equals(m.getName()) && pm.getReturnType() == m.getReturnType()
                    && Arrays.equals(pm.getParameterTypes(), m.getParameterTypes())) {
                return pm.getExceptionTypes();
            }
        }
        return new Class<?>[0];
    }

    /* A primitive result must not be null; `unboxer` names the wrapper's accessor as the JDK's message does. */
    protected static Object checkReturn$(Object r, String unboxer) {
        if (r == null) {
            throw new NullPointerException("Cannot invoke \"" + unboxer + "\" because the return value of "
                    + "\"java.lang.reflect.InvocationHandler.invoke(Object, java.lang.reflect.Method, Object[])\" is null");
        }
        return r;
    }
}
