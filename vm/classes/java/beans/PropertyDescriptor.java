/*
 * java.beans.PropertyDescriptor: a property's type and accessors.  Made by
 * name (the JDK's is/get/set lookup and its IntrospectionException
 * messages) or from the methods themselves; the type is the read method's
 * return type, else the write method's parameter.
 */
package java.beans;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

public class PropertyDescriptor extends FeatureDescriptor {
    private Class<?> propertyType;
    private Method readMethod;
    private Method writeMethod;
    private boolean bound;
    private boolean constrained;
    private Class<?> propertyEditorClass;

    public PropertyDescriptor(String propertyName, Class<?> beanClass) throws IntrospectionException {
        this(propertyName, beanClass, "is" + capitalize(propertyName), "set" + capitalize(propertyName));
    }

    public PropertyDescriptor(String propertyName, Class<?> beanClass, String readMethodName, String writeMethodName)
            throws IntrospectionException {
        if (beanClass == null) {
            throw new IntrospectionException("Target Bean class is null");
        }
        if (propertyName == null || propertyName.length() == 0) {
            throw new IntrospectionException("bad property name");
        }
        if ("".equals(readMethodName) || "".equals(writeMethodName)) {
            throw new IntrospectionException("read or write method name should not be the empty string");
        }
        setName(propertyName);
        if (readMethodName != null) {
            Method m = find(beanClass, readMethodName, 0, null);
            if (m == null && readMethodName.startsWith("is") && readMethodName.equals("is" + capitalize(propertyName))) {
                m = find(beanClass, "get" + capitalize(propertyName), 0, null);
            }
            if (m == null) {
                throw new IntrospectionException("Method not found: " + readMethodName);
            }
            setReadMethod(m);
        }
        if (writeMethodName != null) {
            Method m = find(beanClass, writeMethodName, 1, propertyType);
            if (m == null) {
                throw new IntrospectionException("Method not found: " + writeMethodName);
            }
            setWriteMethod(m);
        }
        /* bound when the bean class can take property change listeners */
        try {
            beanClass.getMethod("addPropertyChangeListener", PropertyChangeListener.class);
            bound = true;
        } catch (NoSuchMethodException e) {
            bound = false;
        }
    }

    public PropertyDescriptor(String propertyName, Method readMethod, Method writeMethod) throws IntrospectionException {
        if (propertyName == null || propertyName.length() == 0) {
            throw new IntrospectionException("bad property name");
        }
        setName(propertyName);
        setReadMethod(readMethod);
        setWriteMethod(writeMethod);
    }

    /* Introspector's: accessors already checked; bound as the bean says. */
    PropertyDescriptor(String propertyName, Method readMethod, Method writeMethod, Class<?> type, boolean bound) {
        setName(propertyName);
        this.readMethod = readMethod;
        this.writeMethod = writeMethod;
        this.propertyType = type;
        this.bound = bound;
    }

    static String capitalize(String name) {
        if (name == null || name.length() == 0) {
            return name;
        }
        return name.substring(0, 1).toUpperCase(java.util.Locale.ENGLISH) + name.substring(1);
    }

    /* A public instance method of that name and parameter count (and first parameter type, if given). */
    static Method find(Class<?> c, String name, int params, Class<?> firstParam) {
        Method found = null;
        for (Method m : c.getMethods()) {
            if (!m.getName().equals(name) || m.getParameterCount() != params || Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            if (firstParam != null && m.getParameterTypes()[params - 1] != firstParam) {
                continue;
            }
            if (found == null || found.getReturnType().isAssignableFrom(m.getReturnType())) {
                found = m;
            }
        }
        return found;
    }

    public synchronized Class<?> getPropertyType() {
        return propertyType;
    }

    public synchronized Method getReadMethod() {
        return readMethod;
    }

    public synchronized void setReadMethod(Method readMethod) throws IntrospectionException {
        if (readMethod != null) {
            if (readMethod.getParameterCount() != 0) {
                throw new IntrospectionException("bad read method arg count: " + readMethod);
            }
            if (readMethod.getReturnType() == void.class) {
                throw new IntrospectionException("read method " + readMethod.getName() + " returns void");
            }
            propertyType = readMethod.getReturnType();
        }
        this.readMethod = readMethod;
    }

    public synchronized Method getWriteMethod() {
        return writeMethod;
    }

    public synchronized void setWriteMethod(Method writeMethod) throws IntrospectionException {
        if (writeMethod != null) {
            if (writeMethod.getParameterCount() != 1) {
                throw new IntrospectionException("bad write method arg count: " + writeMethod);
            }
            Class<?> t = writeMethod.getParameterTypes()[0];
            if (propertyType != null && !t.isAssignableFrom(propertyType)) {
                throw new IntrospectionException("type mismatch between read and write methods");
            }
            if (propertyType == null) {
                propertyType = t;
            }
        }
        this.writeMethod = writeMethod;
    }

    public boolean isBound() {
        return bound;
    }

    public void setBound(boolean bound) {
        this.bound = bound;
    }

    public boolean isConstrained() {
        return constrained;
    }

    public void setConstrained(boolean constrained) {
        this.constrained = constrained;
    }

    public void setPropertyEditorClass(Class<?> propertyEditorClass) {
        this.propertyEditorClass = propertyEditorClass;
    }

    public Class<?> getPropertyEditorClass() {
        return propertyEditorClass;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || obj.getClass() != getClass()) {
            return false;
        }
        PropertyDescriptor o = (PropertyDescriptor) obj;
        return java.util.Objects.equals(readMethod, o.readMethod) && java.util.Objects.equals(writeMethod, o.writeMethod)
            && propertyType == o.propertyType && propertyEditorClass == o.propertyEditorClass
            && bound == o.bound && constrained == o.constrained;
    }

    public int hashCode() {
        int result = 7;
        result = 37 * result + (propertyType == null ? 0 : propertyType.hashCode());
        result = 37 * result + (readMethod == null ? 0 : readMethod.hashCode());
        result = 37 * result + (writeMethod == null ? 0 : writeMethod.hashCode());
        result = 37 * result + (propertyEditorClass == null ? 0 : propertyEditorClass.hashCode());
        result = 37 * result + (bound ? 1 : 0);
        result = 37 * result + (constrained ? 1 : 0);
        return result;
    }

    void appendTo(StringBuilder sb) {
        appendTo(sb, "bound", bound);
        appendTo(sb, "constrained", constrained);
        appendTo(sb, "propertyEditorClass", propertyEditorClass);
        appendTo(sb, "propertyType", propertyType);
        appendTo(sb, "readMethod", readMethod);
        appendTo(sb, "writeMethod", writeMethod);
    }
}
