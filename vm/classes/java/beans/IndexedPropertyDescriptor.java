/* java.beans.IndexedPropertyDescriptor: a property that is also read and written one element at a time. */
package java.beans;

import java.lang.reflect.Method;

public class IndexedPropertyDescriptor extends PropertyDescriptor {
    private Class<?> indexedPropertyType;
    private Method indexedReadMethod;
    private Method indexedWriteMethod;

    public IndexedPropertyDescriptor(String propertyName, Class<?> beanClass) throws IntrospectionException {
        this(propertyName, beanClass, "get" + capitalize(propertyName), "set" + capitalize(propertyName),
             "get" + capitalize(propertyName), "set" + capitalize(propertyName));
    }

    public IndexedPropertyDescriptor(String propertyName, Class<?> beanClass, String readMethodName, String writeMethodName,
                                     String indexedReadMethodName, String indexedWriteMethodName) throws IntrospectionException {
        super(propertyName, beanClass, readMethodName, writeMethodName);
        if (indexedReadMethodName != null) {
            Method m = find(beanClass, indexedReadMethodName, 1, int.class);
            if (m == null) {
                throw new IntrospectionException("Method not found: " + indexedReadMethodName);
            }
            setIndexedReadMethod(m);
        }
        if (indexedWriteMethodName != null) {
            Method found = null;
            for (Method m : beanClass.getMethods()) {
                if (m.getName().equals(indexedWriteMethodName) && m.getParameterCount() == 2
                        && m.getParameterTypes()[0] == int.class
                        && (indexedPropertyType == null || m.getParameterTypes()[1] == indexedPropertyType)) {
                    found = m;
                }
            }
            if (found == null) {
                throw new IntrospectionException("Method not found: " + indexedWriteMethodName);
            }
            setIndexedWriteMethod(found);
        }
    }

    public IndexedPropertyDescriptor(String propertyName, Method readMethod, Method writeMethod,
                                     Method indexedReadMethod, Method indexedWriteMethod) throws IntrospectionException {
        super(propertyName, readMethod, writeMethod);
        setIndexedReadMethod(indexedReadMethod);
        setIndexedWriteMethod(indexedWriteMethod);
    }

    IndexedPropertyDescriptor(String propertyName, Method read, Method write, Class<?> type, boolean bound,
                              Method indexedRead, Method indexedWrite, Class<?> indexedType) {
        super(propertyName, read, write, type, bound);
        this.indexedReadMethod = indexedRead;
        this.indexedWriteMethod = indexedWrite;
        this.indexedPropertyType = indexedType;
    }

    public synchronized Method getIndexedReadMethod() {
        return indexedReadMethod;
    }

    public synchronized void setIndexedReadMethod(Method readMethod) throws IntrospectionException {
        if (readMethod != null) {
            if (readMethod.getParameterCount() != 1 || readMethod.getParameterTypes()[0] != int.class) {
                throw new IntrospectionException("bad indexed read method arg count");
            }
            if (readMethod.getReturnType() == void.class) {
                throw new IntrospectionException("indexed read method returns void");
            }
            indexedPropertyType = readMethod.getReturnType();
        }
        this.indexedReadMethod = readMethod;
    }

    public synchronized Method getIndexedWriteMethod() {
        return indexedWriteMethod;
    }

    public synchronized void setIndexedWriteMethod(Method writeMethod) throws IntrospectionException {
        if (writeMethod != null) {
            Class<?>[] p = writeMethod.getParameterTypes();
            if (p.length != 2) {
                throw new IntrospectionException("bad indexed write method arg count");
            }
            if (p[0] != int.class) {
                throw new IntrospectionException("non int index to indexed write method");
            }
            if (indexedPropertyType == null) {
                indexedPropertyType = p[1];
            }
        }
        this.indexedWriteMethod = writeMethod;
    }

    public synchronized Class<?> getIndexedPropertyType() {
        return indexedPropertyType;
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        IndexedPropertyDescriptor o = (IndexedPropertyDescriptor) obj;
        return java.util.Objects.equals(indexedReadMethod, o.indexedReadMethod)
            && java.util.Objects.equals(indexedWriteMethod, o.indexedWriteMethod)
            && indexedPropertyType == o.indexedPropertyType;
    }

    public int hashCode() {
        int result = super.hashCode();
        result = 37 * result + (indexedWriteMethod == null ? 0 : indexedWriteMethod.hashCode());
        result = 37 * result + (indexedReadMethod == null ? 0 : indexedReadMethod.hashCode());
        result = 37 * result + (indexedPropertyType == null ? 0 : indexedPropertyType.hashCode());
        return result;
    }

    void appendTo(StringBuilder sb) {
        super.appendTo(sb);
        appendTo(sb, "indexedPropertyType", indexedPropertyType);
        appendTo(sb, "indexedReadMethod", indexedReadMethod);
        appendTo(sb, "indexedWriteMethod", indexedWriteMethod);
    }
}
