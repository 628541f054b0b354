/*
 * java.lang.invoke.MethodHandle -- a typed, directly executable reference
 * to a method, constructor, field or adapted handle.
 *
 * Every handle runs through invokeBoxed(Object[]): the arguments arrive
 * exactly of the handle's type, a primitive as its own wrapper (Integer
 * for int), and the result leaves the same way (null for void).  The VM
 * (vm/natives/natives_invoke.c) turns an invoke/invokeExact call site of
 * any descriptor into a call of invokeFromVM with the site's type, which
 * checks it (invokeExact) or adapts the handle to it (invoke, via asType).
 * javac's own bootstraps (lambdas, string concatenation, records) never
 * come here: the VM links those call sites itself.
 */
package java.lang.invoke;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;

public abstract class MethodHandle {
    @Target({ElementType.METHOD})
    @Retention(RetentionPolicy.RUNTIME)
    @interface PolymorphicSignature {
    }

    private final MethodType type;
    private MethodHandle asTypeCache;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    /* Runs the handle on arguments of exactly type() (see the header). */
    abstract Object invokeBoxed(Object[] args) throws Throwable;

    @PolymorphicSignature
    public final native Object invokeExact(Object... args) throws Throwable;

    @PolymorphicSignature
    public final native Object invoke(Object... args) throws Throwable;

    /* A call site's type, made once per site by the VM (natives_invoke.c caches it). */
    static MethodType siteType(Class<?> rtype, Class<?>[] ptypes) {
        return MethodType.make(rtype, ptypes);
    }

    /* The VM's entry for both signature-polymorphic methods. */
    static Object invokeFromVM(MethodHandle mh, boolean exact, MethodType site, Object[] args) throws Throwable {
        if (exact) {
            if (!site.equals(mh.type)) throw new WrongMethodTypeException("expected " + mh.type + " but found " + site);
            return mh.invokeBoxed(args);
        }
        return mh.asType(site).invokeBoxed(args);
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        MethodType generic = MethodType.genericMethodType(arguments.length);
        return asType(generic).invokeBoxed(arguments.clone());
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) return this;
        MethodHandle c = asTypeCache;
        if (c != null && c.type.equals(newType)) return c;
        c = asTypeUncached(newType);
        asTypeCache = c;
        return c;
    }

    MethodHandle asTypeUncached(MethodType newType) {
        if (!Conversions.canConvert(newType, type))
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        return new Handles.AsType(this, newType, false);
    }

    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return asSpreader(type.parameterCount() - arrayLength, arrayType, arrayLength);
    }

    public MethodHandle asSpreader(int spreadArgPos, Class<?> arrayType, int arrayLength) {
        Class<?> comp = spreadCheck(arrayType, arrayLength, spreadArgPos);
        MethodType mid = type;
        for (int i = 0; i < arrayLength; i++) mid = mid.changeParameterType(spreadArgPos + i, comp);
        MethodHandle adapted = asFixedArity().asType(mid);
        MethodType nt = mid.dropParameterTypes(spreadArgPos, spreadArgPos + arrayLength)
                .insertParameterTypes(spreadArgPos, arrayType);
        return new Handles.Spreader(adapted, nt, spreadArgPos, arrayLength);
    }

    private Class<?> spreadCheck(Class<?> arrayType, int arrayLength, int pos) {
        if (arrayType == null) throw new NullPointerException();
        Class<?> comp = arrayType.getComponentType();
        if (comp == null) throw new IllegalArgumentException("not an array type: " + arrayType.getName());
        if (arrayLength < 0 || arrayLength > type.parameterCount() || pos < 0 || pos + arrayLength > type.parameterCount())
            throw new IllegalArgumentException("bad spread array length");
        return comp;
    }

    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type.parameterCount() - 1, arrayType, arrayLength);
    }

    public MethodHandle asCollector(int collectArgPos, Class<?> arrayType, int arrayLength) {
        if (type.parameterCount() == 0 || collectArgPos < 0 || collectArgPos >= type.parameterCount())
            throw new IllegalArgumentException("bad collect position");
        Class<?> param = type.parameterType(collectArgPos);
        if (arrayType == null) throw new NullPointerException();
        Class<?> comp = arrayType.getComponentType();
        if (comp == null) throw new IllegalArgumentException("not an array type: " + arrayType.getName());
        if (arrayLength < 0 || arrayLength > 254) throw new IllegalArgumentException("bad collect array length");
        Class<?>[] ins = new Class<?>[arrayLength];
        java.util.Arrays.fill(ins, comp);
        if (!param.isAssignableFrom(arrayType)) /* the JDK reports its array-making filter's asType */
            throw new WrongMethodTypeException("cannot convert MethodHandle" + MethodType.methodType(arrayType, ins) + " to "
                    + MethodType.methodType(param, ins));
        MethodType nt = type.dropParameterTypes(collectArgPos, collectArgPos + 1).insertParameterTypes(collectArgPos, ins);
        return new Handles.Collector(asFixedArity(), nt, collectArgPos, arrayLength, comp);
    }

    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        if (arrayType == null) throw new NullPointerException();
        int n = type.parameterCount();
        Class<?> last = n == 0 ? null : type.parameterType(n - 1);
        if (arrayType.getComponentType() == null) throw new IllegalArgumentException("not an array type: " + arrayType.getName());
        if (last == null || !last.isAssignableFrom(arrayType))
            throw new IllegalArgumentException("array type not assignable to argument: " + this + ", " + arrayType);
        if (isVarargsCollector() && ((Handles.Varargs) this).arrayType == arrayType) return this;
        return new Handles.Varargs(asFixedArity(), arrayType);
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs == isVarargsCollector()) return this;
        if (!makeVarargs) return asFixedArity();
        int n = type.parameterCount();
        if (n == 0 || !type.parameterType(n - 1).isArray())
            throw new IllegalArgumentException("not an array type: " + (n == 0 ? "void" : type.parameterType(n - 1).getName()));
        return asVarargsCollector(type.parameterType(n - 1));
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive())
            throw new IllegalArgumentException("no leading reference parameter");
        Class<?> p = type.parameterType(0);
        if (x != null && !p.isInstance(x))
            throw new ClassCastException("Cannot cast " + x.getClass().getName() + " to " + p.getName());
        return new Handles.Insert(this, 0, new Object[] {x});
    }

    @Override
    public String toString() {
        return "MethodHandle" + type;
    }
}
