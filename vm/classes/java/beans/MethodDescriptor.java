/* java.beans.MethodDescriptor: a public method of a bean. */
package java.beans;

import java.lang.reflect.Method;

public class MethodDescriptor extends FeatureDescriptor {
    private final Method method;
    private final ParameterDescriptor[] parameterDescriptors;

    public MethodDescriptor(Method method) {
        this(method, null);
    }

    public MethodDescriptor(Method method, ParameterDescriptor[] parameterDescriptors) {
        this.method = method;
        this.parameterDescriptors = parameterDescriptors == null ? null : parameterDescriptors.clone();
        setName(method.getName());
    }

    public synchronized Method getMethod() {
        return method;
    }

    public ParameterDescriptor[] getParameterDescriptors() {
        return parameterDescriptors == null ? null : parameterDescriptors.clone();
    }

    void appendTo(StringBuilder sb) {
        appendTo(sb, "method", method);
        if (parameterDescriptors != null) {
            sb.append("; parameterDescriptors={");
            for (int i = 0; i < parameterDescriptors.length; i++) {
                sb.append(i == 0 ? "" : ", ").append(parameterDescriptors[i]);
            }
            sb.append("}");
        }
    }
}
