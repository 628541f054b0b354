/*
 * java.lang.invoke.Handles -- the kinds of method handle: direct members
 * (methods, constructors, fields) and the adapters MethodHandle and
 * MethodHandles make.  Each is a small invokeBoxed over its parts; each
 * keeps MethodHandle's contract (arguments exactly of its type, boxed;
 * result boxed), so an adapter calls its target's invokeBoxed directly.
 */
package java.lang.invoke;

import java.lang.reflect.Array;

final class Handles {
    private Handles() {
    }

    /* A method or constructor, called as `mode` says (MethodHandleNatives). */
    static final class Direct extends MethodHandle {
        final long slot;
        final int mode;
        final Class<?> refc;
        final String name;

        Direct(MethodType type, long slot, int mode, Class<?> refc, String name) {
            super(type);
            this.slot = slot;
            this.mode = mode;
            this.refc = refc;
            this.name = name;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            return MethodHandleNatives.invokeMethod(slot, mode, args);
        }
    }

    /* A field read or write. */
    static final class FieldAccess extends MethodHandle {
        final long slot;
        final boolean isStatic, isSetter;

        FieldAccess(MethodType type, long slot, boolean isStatic, boolean isSetter) {
            super(type);
            this.slot = slot;
            this.isStatic = isStatic;
            this.isSetter = isSetter;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object obj = null;
            if (!isStatic) {
                obj = args[0];
                if (obj == null) throw new NullPointerException();
            }
            if (isSetter) {
                MethodHandleNatives.setField(slot, obj, args[isStatic ? 0 : 1]);
                return null;
            }
            return MethodHandleNatives.getField(slot, obj);
        }
    }

    /* asType and explicitCastArguments: each argument converted to the
     * target's type, the result back to this one's. */
    static final class AsType extends MethodHandle {
        final MethodHandle target;
        final boolean explicit;

        AsType(MethodHandle target, MethodType type, boolean explicit) {
            super(type);
            this.target = target;
            this.explicit = explicit;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Class<?>[] from = type().ptypes(), to = target.type().ptypes();
            for (int i = 0; i < args.length; i++)
                args[i] = explicit ? Conversions.cast(args[i], from[i], to[i]) : Conversions.convert(args[i], from[i], to[i]);
            Object r = target.invokeBoxed(args);
            Class<?> rf = target.type().returnType(), rt = type().returnType();
            return explicit ? Conversions.cast(r, rf, rt) : Conversions.convert(r, rf, rt);
        }
    }

    static final class Spreader extends MethodHandle {
        final MethodHandle target;
        final int pos, length;

        Spreader(MethodHandle target, MethodType type, int pos, int length) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.length = length;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object array = args[pos];
            int n = array == null ? 0 : Array.getLength(array);
            if (n != length) {
                if (array == null) throw new NullPointerException("null array reference");
                throw new IllegalArgumentException("array is not of length " + length);
            }
            Object[] a = new Object[args.length - 1 + length];
            System.arraycopy(args, 0, a, 0, pos);
            for (int i = 0; i < length; i++) a[pos + i] = Array.get(array, i);
            System.arraycopy(args, pos + 1, a, pos + length, args.length - pos - 1);
            return target.invokeBoxed(a);
        }
    }

    static final class Collector extends MethodHandle {
        final MethodHandle target;
        final int pos, length;
        final Class<?> comp;

        Collector(MethodHandle target, MethodType type, int pos, int length, Class<?> comp) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.length = length;
            this.comp = comp;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object array = Array.newInstance(comp, length);
            for (int i = 0; i < length; i++) Array.set(array, i, args[pos + i]);
            Object[] a = new Object[args.length - length + 1];
            System.arraycopy(args, 0, a, 0, pos);
            a[pos] = array;
            System.arraycopy(args, pos + length, a, pos + 1, args.length - pos - length);
            return target.invokeBoxed(a);
        }
    }

    /* A variable-arity handle: exactly its target when invoked exactly, a
     * collector of the trailing arguments when adapted to another arity. */
    static final class Varargs extends MethodHandle {
        final MethodHandle target;
        final Class<?> arrayType;

        Varargs(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            return target.invokeBoxed(args);
        }

        @Override
        public boolean isVarargsCollector() {
            return true;
        }

        @Override
        public MethodHandle asFixedArity() {
            return target;
        }

        @Override
        MethodHandle asTypeUncached(MethodType newType) {
            MethodType t = type();
            int n = t.parameterCount(), m = newType.parameterCount();
            if (m == n && Conversions.canConvert(newType, t)) {
                Class<?> last = newType.parameterType(n - 1);
                if (!last.isPrimitive() && (arrayType.isAssignableFrom(last) || last.isAssignableFrom(arrayType)))
                    return target.asType(newType);
            }
            if (m < n - 1) throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
            MethodHandle collecting = target.asCollector(arrayType, m - (n - 1));
            if (!Conversions.canConvert(newType, collecting.type()))
                throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
            return collecting.asType(newType);
        }

        @Override
        public MethodHandle asCollector(int pos, Class<?> arrayType, int arrayLength) {
            return target.asCollector(pos, arrayType, arrayLength);
        }
    }

    /* insertArguments and bindTo: values fixed at `pos`. */
    static final class Insert extends MethodHandle {
        final MethodHandle target;
        final int pos;
        final Object[] values;

        Insert(MethodHandle target, int pos, Object[] values) {
            super(target.type().dropParameterTypes(pos, pos + values.length));
            this.target = target;
            this.pos = pos;
            this.values = values;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[args.length + values.length];
            System.arraycopy(args, 0, a, 0, pos);
            System.arraycopy(values, 0, a, pos, values.length);
            System.arraycopy(args, pos, a, pos + values.length, args.length - pos);
            return target.invokeBoxed(a);
        }
    }

    /* dropArguments: count arguments ignored at pos. */
    static final class Drop extends MethodHandle {
        final MethodHandle target;
        final int pos, count;

        Drop(MethodHandle target, MethodType type, int pos, int count) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.count = count;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[args.length - count];
            System.arraycopy(args, 0, a, 0, pos);
            System.arraycopy(args, pos + count, a, pos, a.length - pos);
            return target.invokeBoxed(a);
        }
    }

    /* permuteArguments: the target's argument i is this one's reorder[i]. */
    static final class Permute extends MethodHandle {
        final MethodHandle target;
        final int[] reorder;

        Permute(MethodHandle target, MethodType type, int[] reorder) {
            super(type);
            this.target = target;
            this.reorder = reorder;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] a = new Object[reorder.length];
            for (int i = 0; i < a.length; i++) a[i] = args[reorder[i]];
            return target.invokeBoxed(a);
        }
    }

    /* filterArguments: filters[i] (if any) applied to argument pos + i. */
    static final class FilterArgs extends MethodHandle {
        final MethodHandle target;
        final int pos;
        final MethodHandle[] filters;

        FilterArgs(MethodHandle target, MethodType type, int pos, MethodHandle[] filters) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.filters = filters;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            for (int i = 0; i < filters.length; i++)
                if (filters[i] != null) args[pos + i] = filters[i].invokeBoxed(new Object[] {args[pos + i]});
            return target.invokeBoxed(args);
        }
    }

    static final class FilterReturn extends MethodHandle {
        final MethodHandle target, filter;

        FilterReturn(MethodHandle target, MethodHandle filter) {
            super(target.type().changeReturnType(filter.type().returnType()));
            this.target = target;
            this.filter = filter;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object r = target.invokeBoxed(args);
            return filter.invokeBoxed(target.type().returnType() == void.class ? new Object[0] : new Object[] {r});
        }
    }

    /* foldArguments: combiner on the arguments at pos, its result (unless
     * void) inserted there before the target runs. */
    static final class Fold extends MethodHandle {
        final MethodHandle target, combiner;
        final int pos;

        Fold(MethodHandle target, MethodType type, int pos, MethodHandle combiner) {
            super(type);
            this.target = target;
            this.combiner = combiner;
            this.pos = pos;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            int n = combiner.type().parameterCount();
            Object[] c = new Object[n];
            System.arraycopy(args, pos, c, 0, n);
            Object v = combiner.invokeBoxed(c);
            if (combiner.type().returnType() == void.class) return target.invokeBoxed(args);
            Object[] a = new Object[args.length + 1];
            System.arraycopy(args, 0, a, 0, pos);
            a[pos] = v;
            System.arraycopy(args, pos, a, pos + 1, args.length - pos);
            return target.invokeBoxed(a);
        }
    }

    /* collectArguments: filter on the arguments at pos, its result (unless void) in their place. */
    static final class Collect extends MethodHandle {
        final MethodHandle target, filter;
        final int pos;

        Collect(MethodHandle target, MethodType type, int pos, MethodHandle filter) {
            super(type);
            this.target = target;
            this.filter = filter;
            this.pos = pos;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            int n = filter.type().parameterCount();
            Object[] c = new Object[n];
            System.arraycopy(args, pos, c, 0, n);
            Object v = filter.invokeBoxed(c);
            int keep = filter.type().returnType() == void.class ? 0 : 1;
            Object[] a = new Object[args.length - n + keep];
            System.arraycopy(args, 0, a, 0, pos);
            if (keep == 1) a[pos] = v;
            System.arraycopy(args, pos + n, a, pos + keep, args.length - pos - n);
            return target.invokeBoxed(a);
        }
    }

    static final class Guard extends MethodHandle {
        final MethodHandle test, target, fallback;

        Guard(MethodHandle test, MethodHandle target, MethodHandle fallback) {
            super(target.type());
            this.test = test;
            this.target = target;
            this.fallback = fallback;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] t = new Object[test.type().parameterCount()];
            System.arraycopy(args, 0, t, 0, t.length);
            boolean ok = (Boolean) test.invokeBoxed(t);
            return (ok ? target : fallback).invokeBoxed(args);
        }
    }

    static final class Catch extends MethodHandle {
        final MethodHandle target, handler;
        final Class<? extends Throwable> exType;

        Catch(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
            super(target.type());
            this.target = target;
            this.exType = exType;
            this.handler = handler;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] saved = args.clone(); /* the target may convert its array in place */
            try {
                return target.invokeBoxed(args);
            } catch (Throwable e) {
                if (!exType.isInstance(e)) throw e;
                Object[] h = new Object[handler.type().parameterCount()];
                h[0] = e;
                System.arraycopy(saved, 0, h, 1, h.length - 1);
                return handler.invokeBoxed(h);
            }
        }
    }

    static final class Throw extends MethodHandle {
        Throw(MethodType type) {
            super(type);
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Throwable e = (Throwable) args[0];
            if (e == null) throw new NullPointerException();
            throw e;
        }
    }

    static final class Constant extends MethodHandle {
        final Object value;

        Constant(MethodType type, Object value) {
            super(type);
            this.value = value;
        }

        @Override
        Object invokeBoxed(Object[] args) {
            return value;
        }
    }

    static final class Identity extends MethodHandle {
        Identity(MethodType type) {
            super(type);
        }

        @Override
        Object invokeBoxed(Object[] args) {
            return args[0];
        }
    }

    /* arrayElementGetter/Setter, arrayLength, arrayConstructor. */
    static final class ArrayOp extends MethodHandle {
        final int op;
        final Class<?> comp;

        ArrayOp(MethodType type, int op, Class<?> comp) {
            super(type);
            this.op = op;
            this.comp = comp;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            if (op < 2) {
                int i = (Integer) args[1], n = Array.getLength(nonNull(args[0]));
                if (i < 0 || i >= n) throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
            }
            switch (op) {
            case 0: return Array.get(nonNull(args[0]), (Integer) args[1]);
            case 1:
                Object a = nonNull(args[0]);
                Object v = args[2];
                if (!comp.isPrimitive() && v != null && !a.getClass().getComponentType().isInstance(v))
                    throw new ArrayStoreException(v.getClass().getName());
                Array.set(a, (Integer) args[1], v);
                return null;
            case 2: return Array.getLength(nonNull(args[0]));
            default:
                int n = (Integer) args[0];
                if (n < 0) throw new NegativeArraySizeException(String.valueOf(n));
                return Array.newInstance(comp, n);
            }
        }

        private static Object nonNull(Object a) {
            if (a == null) throw new NullPointerException();
            return a;
        }
    }

    /* exactInvoker / invoker: the first argument is the handle to run. */
    static final class Invoker extends MethodHandle {
        final boolean exact;
        final MethodType target;

        Invoker(MethodType target, boolean exact) {
            super(target.insertParameterTypes(0, MethodHandle.class));
            this.target = target;
            this.exact = exact;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            MethodHandle mh = (MethodHandle) args[0];
            if (mh == null) throw new NullPointerException();
            Object[] a = new Object[args.length - 1];
            System.arraycopy(args, 1, a, 0, a.length);
            if (exact) {
                if (!mh.type().equals(target))
                    throw new WrongMethodTypeException("expected " + mh.type() + " but found " + target);
                return mh.invokeBoxed(a);
            }
            return mh.asType(target).invokeBoxed(a);
        }
    }

    /* CallSite.dynamicInvoker: the site's current target at every call. */
    static final class Dynamic extends MethodHandle {
        final CallSite site;

        Dynamic(CallSite site) {
            super(site.type());
            this.site = site;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            return site.getTarget().invokeBoxed(args);
        }
    }

    static final class Uninitialized extends MethodHandle {
        Uninitialized(MethodType type) {
            super(type);
        }

        @Override
        Object invokeBoxed(Object[] args) {
            throw new IllegalStateException("uninitialized call site");
        }
    }

    /* tryFinally: cleanup(throwable or null, result (unless void), arguments) gives the result. */
    static final class TryFinally extends MethodHandle {
        final MethodHandle target, cleanup;

        TryFinally(MethodHandle target, MethodHandle cleanup) {
            super(target.type());
            this.target = target;
            this.cleanup = cleanup;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            Object[] saved = args.clone();
            Throwable thrown = null;
            Object r = null;
            try {
                r = target.invokeBoxed(args);
            } catch (Throwable e) {
                thrown = e;
            }
            boolean isVoid = target.type().returnType() == void.class;
            Object[] c = new Object[saved.length + (isVoid ? 1 : 2)];
            c[0] = thrown;
            if (!isVoid) c[1] = thrown == null ? r : Conversions.zero(target.type().returnType());
            System.arraycopy(saved, 0, c, isVoid ? 1 : 2, saved.length);
            Object result = cleanup.invokeBoxed(c);
            if (thrown != null) throw thrown;
            return result;
        }
    }

    /* countedLoop: v = init(a...); for i in [0, iterations(a...)) v = body(v, i, a...). */
    static final class CountedLoop extends MethodHandle {
        final MethodHandle iterations, init, body;

        CountedLoop(MethodHandle iterations, MethodHandle init, MethodHandle body, MethodType type) {
            super(type);
            this.iterations = iterations;
            this.init = init;
            this.body = body;
        }

        @Override
        Object invokeBoxed(Object[] args) throws Throwable {
            int n = (Integer) iterations.invokeBoxed(args.clone());
            Class<?> vt = type().returnType();
            boolean isVoid = vt == void.class;
            Object v = init == null ? Conversions.zero(vt) : init.invokeBoxed(args.clone());
            int lead = isVoid ? 1 : 2;
            for (int i = 0; i < n; i++) {
                Object[] b = new Object[args.length + lead];
                if (!isVoid) b[0] = v;
                b[lead - 1] = i;
                System.arraycopy(args, 0, b, lead, args.length);
                Object r = body.invokeBoxed(b);
                if (!isVoid) v = r;
            }
            return v;
        }
    }
}
