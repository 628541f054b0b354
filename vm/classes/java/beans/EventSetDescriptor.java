/* java.beans.EventSetDescriptor: a listener type a bean fires to, with its add/remove(/get) methods. */
package java.beans;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

public class EventSetDescriptor extends FeatureDescriptor {
    private Class<?> listenerType;
    private Method[] listenerMethods;
    private Method addMethod;
    private Method removeMethod;
    private Method getMethod;
    private boolean unicast;
    private boolean inDefaultEventSet = true;

    public EventSetDescriptor(Class<?> sourceClass, String eventSetName, Class<?> listenerType, String listenerMethodName)
            throws IntrospectionException {
        this(sourceClass, eventSetName, listenerType, new String[] {listenerMethodName},
             "add" + simple(listenerType), "remove" + simple(listenerType), "get" + simple(listenerType) + "s");
    }

    public EventSetDescriptor(Class<?> sourceClass, String eventSetName, Class<?> listenerType, String[] listenerMethodNames,
                              String addListenerMethodName, String removeListenerMethodName) throws IntrospectionException {
        this(sourceClass, eventSetName, listenerType, listenerMethodNames, addListenerMethodName, removeListenerMethodName, null);
    }

    public EventSetDescriptor(Class<?> sourceClass, String eventSetName, Class<?> listenerType, String[] listenerMethodNames,
                              String addListenerMethodName, String removeListenerMethodName, String getListenerMethodName)
            throws IntrospectionException {
        if (sourceClass == null || eventSetName == null || listenerType == null) {
            throw new NullPointerException();
        }
        setName(eventSetName);
        this.listenerType = listenerType;
        Method[] lm = new Method[listenerMethodNames.length];
        for (int i = 0; i < lm.length; i++) {
            if (listenerMethodNames[i] == null) {
                throw new NullPointerException();
            }
            lm[i] = null;
            for (Method m : listenerType.getMethods()) {
                if (m.getName().equals(listenerMethodNames[i]) && m.getParameterCount() == 1) {
                    lm[i] = m;
                }
            }
            if (lm[i] == null) {
                throw new IntrospectionException("Method not found: " + listenerMethodNames[i] + " on class " + listenerType.getName());
            }
        }
        this.listenerMethods = lm;
        this.addMethod = byName(sourceClass, addListenerMethodName, listenerType);
        this.removeMethod = byName(sourceClass, removeListenerMethodName, listenerType);
        if (addMethod == null || removeMethod == null) {
            throw new IntrospectionException("Method not found: "
                + (addMethod == null ? addListenerMethodName : removeListenerMethodName) + " on class " + sourceClass.getName());
        }
        if (getListenerMethodName != null) {
            try {
                this.getMethod = sourceClass.getMethod(getListenerMethodName);
            } catch (NoSuchMethodException e) {
                this.getMethod = null;
            }
        }
        this.unicast = addMethod != null && throwsTooMany(addMethod);
    }

    public EventSetDescriptor(String eventSetName, Class<?> listenerType, Method[] listenerMethods,
                              Method addListenerMethod, Method removeListenerMethod) throws IntrospectionException {
        this(eventSetName, listenerType, listenerMethods, addListenerMethod, removeListenerMethod, null);
    }

    public EventSetDescriptor(String eventSetName, Class<?> listenerType, Method[] listenerMethods,
                              Method addListenerMethod, Method removeListenerMethod, Method getListenerMethod)
            throws IntrospectionException {
        setName(eventSetName);
        this.listenerType = listenerType;
        this.listenerMethods = listenerMethods == null ? null : listenerMethods.clone();
        this.addMethod = addListenerMethod;
        this.removeMethod = removeListenerMethod;
        this.getMethod = getListenerMethod;
        this.unicast = addListenerMethod != null && throwsTooMany(addListenerMethod);
    }

    public EventSetDescriptor(String eventSetName, Class<?> listenerType, MethodDescriptor[] listenerMethodDescriptors,
                              Method addListenerMethod, Method removeListenerMethod) throws IntrospectionException {
        this(eventSetName, listenerType, methods(listenerMethodDescriptors), addListenerMethod, removeListenerMethod, null);
    }

    private static Method[] methods(MethodDescriptor[] mds) {
        if (mds == null) {
            return null;
        }
        Method[] r = new Method[mds.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = mds[i].getMethod();
        }
        return r;
    }

    /* The JDK names the methods after the binary name's last dot-separated part (Outer$Inner). */
    private static String simple(Class<?> c) {
        String n = c.getName();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    /* Unicast: the add method declares TooManyListenersException.  Looked
     * up reflectively: Method.getExceptionTypes may be missing from the
     * library, and then no add method counts as unicast. */
    private static boolean throwsTooMany(Method m) {
        try {
            Object types = Method.class.getMethod("getExceptionTypes").invoke(m);
            for (Class<?> e : (Class<?>[]) types) {
                if (e == java.util.TooManyListenersException.class) {
                    return true;
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
        return false;
    }

    private static Method byName(Class<?> c, String name, Class<?> arg) {
        if (name == null) {
            return null;
        }
        try {
            return c.getMethod(name, arg);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /* The methods a listener interface declares for events (public, not static). */
    static Method[] listenerMethodsOf(Class<?> listenerType) {
        List<Method> r = new ArrayList<>();
        for (Method m : listenerType.getMethods()) {
            if (!Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass() != Object.class) {
                r.add(m);
            }
        }
        r.sort((a, b) -> a.getName().compareTo(b.getName()));
        return r.toArray(new Method[0]);
    }

    public Class<?> getListenerType() {
        return listenerType;
    }

    public synchronized Method[] getListenerMethods() {
        return listenerMethods == null ? null : listenerMethods.clone();
    }

    public synchronized MethodDescriptor[] getListenerMethodDescriptors() {
        if (listenerMethods == null) {
            return null;
        }
        MethodDescriptor[] r = new MethodDescriptor[listenerMethods.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = new MethodDescriptor(listenerMethods[i]);
        }
        return r;
    }

    public synchronized Method getAddListenerMethod() {
        return addMethod;
    }

    public synchronized Method getRemoveListenerMethod() {
        return removeMethod;
    }

    public synchronized Method getGetListenerMethod() {
        return getMethod;
    }

    public void setUnicast(boolean unicast) {
        this.unicast = unicast;
    }

    public boolean isUnicast() {
        return unicast;
    }

    public void setInDefaultEventSet(boolean inDefaultEventSet) {
        this.inDefaultEventSet = inDefaultEventSet;
    }

    public boolean isInDefaultEventSet() {
        return inDefaultEventSet;
    }

    void appendTo(StringBuilder sb) {
        appendTo(sb, "unicast", unicast);
        appendTo(sb, "inDefaultEventSet", inDefaultEventSet);
        appendTo(sb, "listenerType", listenerType);
        appendTo(sb, "getListenerMethod", getMethod);
        appendTo(sb, "addListenerMethod", addMethod);
        appendTo(sb, "removeListenerMethod", removeMethod);
    }
}
