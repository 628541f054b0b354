/*
 * java.lang.invoke.Conversions -- the value conversions of asType and
 * explicitCastArguments on boxed values.  Every handle here passes its
 * arguments as an Object[] in which a primitive travels as its own wrapper
 * (Integer for int ...), so a conversion maps a box to a box.
 */
package java.lang.invoke;

final class Conversions {
    private Conversions() {
    }

    static final Class<?>[] PRIMS = {boolean.class, byte.class, short.class, char.class, int.class, long.class,
                                     float.class, double.class, void.class};
    static final Class<?>[] WRAPS = {Boolean.class, Byte.class, Short.class, Character.class, Integer.class,
                                     Long.class, Float.class, Double.class, Void.class};
    private static final String CODES = "ZBSCIJFDV";

    static int indexOfPrim(Class<?> c) {
        for (int i = 0; i < PRIMS.length; i++)
            if (PRIMS[i] == c) return i;
        return -1;
    }

    static int indexOfWrap(Class<?> c) {
        for (int i = 0; i < WRAPS.length; i++)
            if (WRAPS[i] == c) return i;
        return -1;
    }

    static Class<?> wrapperOf(Class<?> c) {
        int i = indexOfPrim(c);
        return i < 0 ? c : WRAPS[i];
    }

    static Class<?> primitiveOf(Class<?> c) {
        int i = indexOfWrap(c);
        return i < 0 ? c : PRIMS[i];
    }

    static Class<?> primitiveForCode(char code) {
        return PRIMS[CODES.indexOf(code)];
    }

    static String descriptorOf(Class<?> c) {
        if (c.isPrimitive()) return String.valueOf(CODES.charAt(indexOfPrim(c)));
        if (c.isArray()) return c.getName().replace('.', '/');
        return "L" + c.getName().replace('.', '/') + ";";
    }

    /* JLS 5.1.2 widening, identity included; never boolean to anything else. */
    static boolean widens(Class<?> from, Class<?> to) {
        if (from == to) return true;
        int f = indexOfPrim(from), t = indexOfPrim(to);
        if (f <= 0 || t <= 0 || f == 8 || t == 8) return false;
        // byte, short, char, int, long, float, double; char widens from nothing but to int and up
        if (from == char.class) return t >= 4;
        if (to == char.class) return false;
        if (from == short.class && to == byte.class) return false;
        return t > f;
    }

    /* asType's static rule for one value: from the caller's type to the target's. */
    static boolean canConvert(Class<?> from, Class<?> to) {
        if (from == to || to == void.class) return true;
        if (from == void.class) return true; /* a return: zero or null introduced */
        if (from.isPrimitive()) {
            if (to.isPrimitive()) return widens(from, to);
            return to.isAssignableFrom(wrapperOf(from));
        }
        if (to.isPrimitive()) {
            Class<?> p = primitiveOf(from);
            if (p.isPrimitive()) return widens(p, to);
            /* a supertype of some wrapper: checked when it runs */
            for (int i = 0; i < 8; i++)
                if (from.isAssignableFrom(WRAPS[i]) && widens(PRIMS[i], to)) return true;
            return false;
        }
        return true; /* references: a cast when it runs */
    }

    static boolean canConvert(MethodType from, MethodType to) {
        if (from.parameterCount() != to.parameterCount()) return false;
        for (int i = 0; i < from.parameterCount(); i++)
            if (!canConvert(from.parameterType(i), to.parameterType(i))) return false;
        return canConvert(to.returnType(), from.returnType());
    }

    static Object zero(Class<?> c) {
        if (!c.isPrimitive() || c == void.class) return null;
        return box(indexOfPrim(c), 0L, 0.0);
    }

    /* A box of primitive PRIMS[k] with the value l (integral) or d (floating). */
    static Object box(int k, long l, double d) {
        switch (k) {
        case 0: return Boolean.valueOf(l != 0);
        case 1: return Byte.valueOf((byte) l);
        case 2: return Short.valueOf((short) l);
        case 3: return Character.valueOf((char) l);
        case 4: return Integer.valueOf((int) l);
        case 5: return Long.valueOf(l);
        case 6: return Float.valueOf((float) d);
        default: return Double.valueOf(d);
        }
    }

    static long longOf(Object box) {
        if (box instanceof Character) return (Character) box;
        if (box instanceof Boolean) return ((Boolean) box) ? 1 : 0;
        return ((Number) box).longValue();
    }

    static double doubleOf(Object box) {
        if (box instanceof Character) return (Character) box;
        if (box instanceof Boolean) return ((Boolean) box) ? 1 : 0;
        return ((Number) box).doubleValue();
    }

    /* Converts v (of static type `from`) to `to`, as asType does when it runs. */
    static Object convert(Object v, Class<?> from, Class<?> to) {
        if (from == to) return v;
        if (to == void.class) return null;
        if (from == void.class) return zero(to);
        if (!to.isPrimitive()) {
            if (v == null || to.isInstance(v)) return v;
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + to.getName());
        }
        if (v == null) throw new NullPointerException();
        int k = indexOfWrap(v.getClass());
        if (k < 0 || !widens(PRIMS[k], to))
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + wrapperOf(to).getName());
        return widen(v, to);
    }

    static Object widen(Object v, Class<?> to) {
        int t = indexOfPrim(to);
        if (v.getClass() == WRAPS[t]) return v;
        if (to == float.class && !(v instanceof Double)) return Float.valueOf((float) longOf(v)); /* one rounding */
        return box(t, longOf(v), doubleOf(v));
    }

    /* explicitCastArguments: JLS 5.5 casts between primitives, boolean by the low bit. */
    static Object cast(Object v, Class<?> from, Class<?> to) {
        if (from == to) return v;
        if (to == void.class) return null;
        if (from == void.class) return zero(to);
        if (!to.isPrimitive()) {
            if (from.isPrimitive() || v == null || to.isInstance(v) || to.isInterface()) return v;
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + to.getName());
        }
        if (v == null) return zero(to);
        int t = indexOfPrim(to);
        if (v instanceof Boolean) return box(t, ((Boolean) v) ? 1 : 0, ((Boolean) v) ? 1 : 0);
        if (!from.isPrimitive() && indexOfWrap(v.getClass()) < 0)
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + wrapperOf(to).getName());
        if (to == boolean.class) return Boolean.valueOf((longOf(v) & 1) != 0);
        if (v instanceof Float || v instanceof Double) {
            double d = doubleOf(v);
            switch (t) {
            case 1: return Byte.valueOf((byte) (int) d);
            case 2: return Short.valueOf((short) (int) d);
            case 3: return Character.valueOf((char) (int) d);
            case 4: return Integer.valueOf((int) d);
            case 5: return Long.valueOf((long) d);
            case 6: return Float.valueOf((float) d);
            default: return Double.valueOf(d);
            }
        }
        long l = longOf(v);
        if (t == 6) return Float.valueOf((float) l);
        return box(t, l, (double) l);
    }
}
