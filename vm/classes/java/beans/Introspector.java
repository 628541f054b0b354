/*
 * java.beans.Introspector: a bean's properties, events and methods from its
 * public methods, by the JDK's naming rules.  Methods declared by the stop
 * class or its superclasses are left out.  A property has a reader
 * (getX() returning non-void, or isX() returning boolean) and/or a writer
 * (void setX(T)); a writer counts only if its parameter type can hold the
 * reader's type; getX(int)/setX(int, T) make it indexed.  An event set is
 * a public addXListener(XListener)/removeXListener(XListener) pair whose
 * XListener extends java.util.EventListener.  A property is bound when the
 * introspected methods include public add/removePropertyChangeListener(
 * PropertyChangeListener) and its accessor is declared in the class that
 * declares them or below (so Object's "class" never is), as the JDK's
 * class-by-class introspection comes out.  Properties and
 * event sets are sorted by name, as the JDK's are; method descriptors by
 * name (the JDK's order is a hash order).  getBeanInfo(Class) results are
 * cached until flushCaches/flushFromCaches.
 */
package java.beans;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class Introspector {
    public static final int USE_ALL_BEANINFO = 1;
    public static final int IGNORE_IMMEDIATE_BEANINFO = 2;
    public static final int IGNORE_ALL_BEANINFO = 3;

    private static final Map<Class<?>, BeanInfo> CACHE = new HashMap<>();

    private Introspector() {
    }

    public static String decapitalize(String name) {
        if (name == null || name.length() == 0) {
            return name;
        }
        if (name.length() > 1 && Character.isUpperCase(name.charAt(1)) && Character.isUpperCase(name.charAt(0))) {
            return name;
        }
        char[] chars = name.toCharArray();
        chars[0] = Character.toLowerCase(chars[0]);
        return new String(chars);
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass) throws IntrospectionException {
        synchronized (CACHE) {
            BeanInfo bi = CACHE.get(beanClass);
            if (bi == null) {
                bi = build(beanClass, null);
                CACHE.put(beanClass, bi);
            }
            return bi;
        }
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass, int flags) throws IntrospectionException {
        return flags == USE_ALL_BEANINFO ? getBeanInfo(beanClass) : build(beanClass, null);
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass, Class<?> stopClass) throws IntrospectionException {
        return getBeanInfo(beanClass, stopClass, USE_ALL_BEANINFO);
    }

    public static BeanInfo getBeanInfo(Class<?> beanClass, Class<?> stopClass, int flags) throws IntrospectionException {
        if (stopClass == null && flags == USE_ALL_BEANINFO) {
            return getBeanInfo(beanClass);
        }
        if (stopClass != null) {
            boolean isSuper = false;
            for (Class<?> c = beanClass.getSuperclass(); c != null; c = c.getSuperclass()) {
                if (c == stopClass) {
                    isSuper = true;
                }
            }
            if (!isSuper) {
                throw new IntrospectionException(stopClass.getName() + " not superclass of " + beanClass.getName());
            }
        }
        return build(beanClass, stopClass);
    }

    public static void flushCaches() {
        synchronized (CACHE) {
            CACHE.clear();
        }
    }

    public static void flushFromCaches(Class<?> clz) {
        if (clz == null) {
            throw new NullPointerException();
        }
        synchronized (CACHE) {
            CACHE.remove(clz);
        }
    }

    public static String[] getBeanInfoSearchPath() {
        return new String[] {"sun.beans.infos"};
    }

    public static void setBeanInfoSearchPath(String[] path) {
    }

    // ---- the introspection ----

    private static final class Prop {
        Method read;          /* chosen reader */
        Class<?> type;
        final List<Method> reads = new ArrayList<>();
        final List<Method> writes = new ArrayList<>();
        Method isRead;
        Method write;
        Prop indexed;
    }

    private static boolean isPrefix(String name, String prefix) {
        return name.length() > prefix.length() && name.startsWith(prefix);
    }

    private static Prop prop(Map<String, Prop> map, String key, boolean indexed) {
        Prop p = map.get(key);
        if (p == null) {
            p = new Prop();
            map.put(key, p);
        }
        if (indexed) {
            if (p.indexed == null) {
                p.indexed = new Prop();
            }
            return p.indexed;
        }
        return p;
    }

    /* Chooses reader, type and writer from the candidates; false if nothing is left. */
    private static boolean settle(Prop p, boolean indexed) {
        if (p.isRead != null) {
            p.read = p.isRead;
            p.type = boolean.class;
        }
        for (Method m : p.reads) {
            Class<?> t = m.getReturnType();
            if (p.read == null || p.type.isAssignableFrom(t)) {
                p.read = m;
                p.type = t;
            }
        }
        for (Method m : p.writes) {
            Class<?>[] ps = m.getParameterTypes();
            Class<?> t = ps[ps.length - 1];
            if (p.type == null) {
                p.write = m;
                p.type = t;
            } else if (p.type.isAssignableFrom(t)) {
                if (p.write == null) {
                    p.write = m;
                } else {
                    Class<?>[] wp = p.write.getParameterTypes();
                    if (wp[wp.length - 1].isAssignableFrom(t)) {
                        p.write = m;
                    }
                }
            }
        }
        if (p.indexed != null) {
            if (!settle(p.indexed, true)) {
                p.indexed = null;
            } else if (p.type != null && (!p.type.isArray() || p.type.getComponentType() != p.indexed.type)) {
                p.indexed = null;
            }
        }
        return p.read != null || p.write != null || p.indexed != null;
    }

    /* The class declaring public add/removePropertyChangeListener(PropertyChangeListener)
     * among the introspected methods, or null. */
    private static Class<?> pclSource(List<Method> methods) {
        Class<?> add = null;
        boolean remove = false;
        for (Method m : methods) {
            if (m.getParameterCount() == 1 && m.getParameterTypes()[0] == PropertyChangeListener.class
                    && !Modifier.isStatic(m.getModifiers())) {
                if (m.getName().equals("addPropertyChangeListener")) {
                    add = m.getDeclaringClass();
                } else if (m.getName().equals("removePropertyChangeListener")) {
                    remove = true;
                }
            }
        }
        return remove ? add : null;
    }

    private static List<Method> methods(Class<?> beanClass, Class<?> stopClass) {
        List<Method> r = new ArrayList<>();
        for (Method m : beanClass.getMethods()) {
            if (m.isBridge() || m.isSynthetic()) {
                continue;
            }
            Class<?> d = m.getDeclaringClass();
            if (stopClass != null && d.isAssignableFrom(stopClass)) {
                continue;
            }
            r.add(m);
        }
        return r;
    }

    private static BeanInfo build(Class<?> beanClass, Class<?> stopClass) {
        List<Method> methods = methods(beanClass, stopClass);
        Map<String, Prop> map = new HashMap<>();
        for (Method m : methods) {
            if (Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            Class<?> rt = m.getReturnType();
            String name = m.getName();
            Class<?>[] pt = m.getParameterTypes();
            switch (pt.length) {
                case 0:
                    if (rt == boolean.class && isPrefix(name, "is")) {
                        prop(map, name.substring(2), false).isRead = m;
                    } else if (rt != void.class && isPrefix(name, "get")) {
                        prop(map, name.substring(3), false).reads.add(m);
                    }
                    break;
                case 1:
                    if (rt == void.class && isPrefix(name, "set")) {
                        prop(map, name.substring(3), false).writes.add(m);
                    } else if (rt != void.class && pt[0] == int.class && isPrefix(name, "get")) {
                        prop(map, name.substring(3), true).reads.add(m);
                    }
                    break;
                case 2:
                    if (rt == void.class && pt[0] == int.class && isPrefix(name, "set")) {
                        prop(map, name.substring(3), true).writes.add(m);
                    }
                    break;
                default:
                    break;
            }
        }
        Class<?> pcl = pclSource(methods);
        TreeMap<String, PropertyDescriptor> props = new TreeMap<>();
        for (Map.Entry<String, Prop> e : map.entrySet()) {
            Prop p = e.getValue();
            if (!settle(p, false)) {
                continue;
            }
            String name = decapitalize(e.getKey());
            Method any = p.read != null ? p.read : p.write != null ? p.write
                : p.indexed.read != null ? p.indexed.read : p.indexed.write;
            boolean bound = pcl != null && pcl.isAssignableFrom(any.getDeclaringClass());
            PropertyDescriptor pd;
            if (p.indexed != null) {
                pd = new IndexedPropertyDescriptor(name, p.read, p.write, p.type, bound,
                                                   p.indexed.read, p.indexed.write, p.indexed.type);
            } else {
                pd = new PropertyDescriptor(name, p.read, p.write, p.type, bound);
            }
            pd.setValue("expert", Boolean.FALSE);
            pd.setValue("visualUpdate", Boolean.FALSE);
            pd.setValue("hidden", Boolean.FALSE);
            pd.setValue("enumerationValues", new Object[0]);
            pd.setValue("required", Boolean.FALSE);
            props.put(name, pd);
        }

        TreeMap<String, EventSetDescriptor> events = new TreeMap<>();
        for (Method add : methods) {
            String name = add.getName();
            Class<?>[] pt = add.getParameterTypes();
            if (Modifier.isStatic(add.getModifiers()) || add.getReturnType() != void.class || pt.length != 1
                    || !isPrefix(name, "add") || !java.util.EventListener.class.isAssignableFrom(pt[0])) {
                continue;
            }
            String listener = name.substring(3);
            if (!listener.endsWith("Listener") || !listener.equals(pt[0].getSimpleName())) {
                continue;
            }
            Method remove = null;
            Method get = null;
            for (Method m : methods) {
                if (m.getName().equals("remove" + listener) && m.getParameterCount() == 1
                        && m.getParameterTypes()[0] == pt[0] && m.getReturnType() == void.class) {
                    remove = m;
                }
                if (m.getName().equals("get" + listener + "s") && m.getParameterCount() == 0
                        && m.getReturnType() == java.lang.reflect.Array.newInstance(pt[0], 0).getClass()) {
                    get = m;
                }
            }
            if (remove == null) {
                continue;
            }
            String setName = decapitalize(listener.substring(0, listener.length() - "Listener".length()));
            try {
                events.put(setName, new EventSetDescriptor(setName, pt[0], EventSetDescriptor.listenerMethodsOf(pt[0]),
                                                           add, remove, get));
            } catch (IntrospectionException x) {
                throw new InternalError(x);
            }
        }

        List<MethodDescriptor> mds = new ArrayList<>();
        List<Method> sorted = new ArrayList<>(methods);
        sorted.sort((a, b) -> {
            int c = a.getName().compareTo(b.getName());
            return c != 0 ? c : a.toString().compareTo(b.toString());
        });
        for (Method m : sorted) {
            mds.add(new MethodDescriptor(m));
        }
        return new Generic(new BeanDescriptor(beanClass), props.values().toArray(new PropertyDescriptor[0]),
                           events.values().toArray(new EventSetDescriptor[0]), mds.toArray(new MethodDescriptor[0]));
    }

    private static final class Generic extends SimpleBeanInfo {
        private final BeanDescriptor bean;
        private final PropertyDescriptor[] props;
        private final EventSetDescriptor[] events;
        private final MethodDescriptor[] methods;

        Generic(BeanDescriptor bean, PropertyDescriptor[] props, EventSetDescriptor[] events, MethodDescriptor[] methods) {
            this.bean = bean;
            this.props = props;
            this.events = events;
            this.methods = methods;
        }

        public BeanDescriptor getBeanDescriptor() {
            return bean;
        }

        public PropertyDescriptor[] getPropertyDescriptors() {
            return props.clone();
        }

        public EventSetDescriptor[] getEventSetDescriptors() {
            return events.clone();
        }

        public MethodDescriptor[] getMethodDescriptors() {
            return methods.clone();
        }
    }
}
