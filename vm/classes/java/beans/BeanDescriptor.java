/* java.beans.BeanDescriptor: the bean class (named after its last dot-separated part) and its customizer. */
package java.beans;

public class BeanDescriptor extends FeatureDescriptor {
    private final Class<?> beanClass;
    private final Class<?> customizerClass;

    public BeanDescriptor(Class<?> beanClass) {
        this(beanClass, null);
    }

    public BeanDescriptor(Class<?> beanClass, Class<?> customizerClass) {
        this.beanClass = beanClass;
        this.customizerClass = customizerClass;
        String name = beanClass.getName();
        setName(name.substring(name.lastIndexOf('.') + 1));
    }

    public Class<?> getBeanClass() {
        return beanClass;
    }

    public Class<?> getCustomizerClass() {
        return customizerClass;
    }

    void appendTo(StringBuilder sb) {
        appendTo(sb, "beanClass", beanClass);
        appendTo(sb, "customizerClass", customizerClass);
    }
}
