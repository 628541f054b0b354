/* java.beans.SimpleBeanInfo: a BeanInfo that knows nothing (null everywhere), for subclasses to fill in. */
package java.beans;

public class SimpleBeanInfo implements BeanInfo {
    public SimpleBeanInfo() {
    }

    public BeanDescriptor getBeanDescriptor() {
        return null;
    }

    public PropertyDescriptor[] getPropertyDescriptors() {
        return null;
    }

    public int getDefaultPropertyIndex() {
        return -1;
    }

    public EventSetDescriptor[] getEventSetDescriptors() {
        return null;
    }

    public int getDefaultEventIndex() {
        return -1;
    }

    public MethodDescriptor[] getMethodDescriptors() {
        return null;
    }

    public BeanInfo[] getAdditionalBeanInfo() {
        return null;
    }
}
