/* java.lang.invoke.LambdaConversionException */
package java.lang.invoke;

public class LambdaConversionException extends Exception {
    public LambdaConversionException(String message) {
        super(message);
    }
}
