/* java.beans.ParameterDescriptor: names a method parameter (nothing beyond FeatureDescriptor). */
package java.beans;

public class ParameterDescriptor extends FeatureDescriptor {
    public ParameterDescriptor() {
    }
}
