/*
 * java.lang.invoke.LambdaMetafactory -- the bootstraps javac names for
 * lambdas and method references.  The VM recognises call sites that name
 * them and builds the proxy classes itself (vm/lambda.c); these bodies are
 * never run, and say so if something calls them directly.
 */
package java.lang.invoke;

public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1;
    public static final int FLAG_MARKERS = 2;
    public static final int FLAG_BRIDGES = 4;

    private LambdaMetafactory() {
    }

    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName, MethodType factoryType,
            MethodType interfaceMethodType, MethodHandle implementation, MethodType dynamicMethodType)
            throws LambdaConversionException {
        throw new UnsupportedOperationException("LambdaMetafactory is implemented by the VM at invokedynamic sites");
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, Object... args) throws LambdaConversionException {
        throw new UnsupportedOperationException("LambdaMetafactory is implemented by the VM at invokedynamic sites");
    }
}
