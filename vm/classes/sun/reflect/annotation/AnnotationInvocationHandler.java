/*
 * sun.reflect.annotation.AnnotationInvocationHandler: the behaviour of an
 * annotation instance (a Proxy): element reads (arrays cloned, an
 * ExceptionProxy thrown), annotationType, and equals/hashCode/toString as
 * java.lang.annotation.Annotation specifies them and JDK 17 prints them.
 */
package sun.reflect.annotation;

import java.lang.annotation.Annotation;
import java.lang.annotation.IncompleteAnnotationException;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Map;

final class AnnotationInvocationHandler implements InvocationHandler {
    private final Class<? extends Annotation> type;
    private final Map<String, Object> memberValues;

    AnnotationInvocationHandler(Class<? extends Annotation> type, Map<String, Object> memberValues) {
        this.type = type;
        this.memberValues = memberValues;
    }

    public Object invoke(Object proxy, Method method, Object[] args) {
        String member = method.getName();
        int params = method.getParameterCount();
        if (params == 1 && member.equals("equals") && method.getParameterTypes()[0] == Object.class) {
            return equalsImpl(proxy, args[0]);
        }
        if (params != 0) throw new AssertionError("Too many parameters for an annotation method");
        if (member.equals("toString")) return toStringImpl();
        if (member.equals("hashCode")) return hashCodeImpl();
        if (member.equals("annotationType")) return type;
        Object result = memberValues.get(member);
        if (result == null) throw new IncompleteAnnotationException(type, member);
        if (result instanceof ExceptionProxy) throw ((ExceptionProxy) result).generateException();
        if (result.getClass().isArray() && Array.getLength(result) != 0) result = cloneArray(result);
        return result;
    }

    private static Object cloneArray(Object a) {
        if (a instanceof Object[]) return ((Object[]) a).clone();
        if (a instanceof int[]) return ((int[]) a).clone();
        if (a instanceof long[]) return ((long[]) a).clone();
        if (a instanceof byte[]) return ((byte[]) a).clone();
        if (a instanceof short[]) return ((short[]) a).clone();
        if (a instanceof char[]) return ((char[]) a).clone();
        if (a instanceof boolean[]) return ((boolean[]) a).clone();
        if (a instanceof float[]) return ((float[]) a).clone();
        return ((double[]) a).clone();
    }

    private String toStringImpl() {
        StringBuilder sb = new StringBuilder(128).append('@').append(type.getName()).append('(');
        boolean first = true;
        boolean lone = memberValues.size() == 1;
        for (Map.Entry<String, Object> e : memberValues.entrySet()) {
            if (first) first = false;
            else sb.append(", ");
            String key = e.getKey();
            if (!lone || !"value".equals(key)) sb.append(key).append('=');
            lone = false;
            sb.append(valueToString(e.getValue()));
        }
        return sb.append(')').toString();
    }

    private static String valueToString(Object v) {
        Class<?> c = v.getClass();
        if (!c.isArray()) return scalarToString(v);
        StringBuilder sb = new StringBuilder("{");
        int n = Array.getLength(v);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(", ");
            sb.append(scalarToString(Array.get(v, i)));
        }
        return sb.append('}').toString();
    }

    private static String scalarToString(Object v) {
        if (v instanceof Class) {
            Class<?> k = (Class<?>) v;
            StringBuilder dims = new StringBuilder();
            while (k.isArray()) {
                k = k.getComponentType();
                dims.append("[]");
            }
            return k.getName() + dims + ".class";
        }
        if (v instanceof String) {
            String s = (String) v;
            StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
            for (int i = 0; i < s.length(); i++) sb.append(quote(s.charAt(i)));
            return sb.append('"').toString();
        }
        if (v instanceof Character) return "'" + quote((Character) v) + "'";
        if (v instanceof Double) {
            double d = (Double) v;
            if (Double.isFinite(d)) return Double.toString(d);
            if (Double.isNaN(d)) return "0.0/0.0";
            return d > 0 ? "1.0/0.0" : "-1.0/0.0";
        }
        if (v instanceof Float) {
            float f = (Float) v;
            if (Float.isFinite(f)) return Float.toString(f) + "f";
            if (Float.isNaN(f)) return "0.0f/0.0f";
            return f > 0 ? "1.0f/0.0f" : "-1.0f/0.0f";
        }
        if (v instanceof Long) return v + "L";
        if (v instanceof Byte) {
            int b = (Byte) v & 0xff;
            return "(byte)0x" + Character.forDigit(b >> 4, 16) + Character.forDigit(b & 15, 16);
        }
        if (v instanceof Enum) return ((Enum<?>) v).name();
        return v.toString();
    }

    private static String quote(char ch) {
        switch (ch) {
        case '\b': return "\\b";
        case '\f': return "\\f";
        case '\n': return "\\n";
        case '\r': return "\\r";
        case '\t': return "\\t";
        case '\'': return "\\'";
        case '"': return "\\\"";
        case '\\': return "\\\\";
        default:
            if (ch >= ' ' && ch <= '~') return String.valueOf(ch);
            String h = Integer.toHexString(ch);
            return "\\" + "u" + "0000".substring(h.length()) + h;
        }
    }

    private int hashCodeImpl() {
        int result = 0;
        for (Map.Entry<String, Object> e : memberValues.entrySet()) {
            result += (127 * e.getKey().hashCode()) ^ valueHashCode(e.getValue());
        }
        return result;
    }

    private static int valueHashCode(Object v) {
        if (!v.getClass().isArray()) return v.hashCode();
        if (v instanceof Object[]) return Arrays.hashCode((Object[]) v);
        if (v instanceof int[]) return Arrays.hashCode((int[]) v);
        if (v instanceof long[]) return Arrays.hashCode((long[]) v);
        if (v instanceof byte[]) return Arrays.hashCode((byte[]) v);
        if (v instanceof short[]) return Arrays.hashCode((short[]) v);
        if (v instanceof char[]) return Arrays.hashCode((char[]) v);
        if (v instanceof boolean[]) return Arrays.hashCode((boolean[]) v);
        if (v instanceof float[]) return Arrays.hashCode((float[]) v);
        return Arrays.hashCode((double[]) v);
    }

    private Boolean equalsImpl(Object proxy, Object o) {
        if (o == proxy) return true;
        if (!type.isInstance(o)) return false;
        AnnotationInvocationHandler other = null;
        if (Proxy.isProxyClass(o.getClass())) {
            InvocationHandler h = Proxy.getInvocationHandler(o);
            if (h instanceof AnnotationInvocationHandler) other = (AnnotationInvocationHandler) h;
        }
        for (Method m : AnnotationType.getInstance(type).members().values()) {
            String name = m.getName();
            Object mine = memberValues.get(name);
            Object theirs;
            if (other != null) {
                theirs = other.memberValues.get(name);
            } else {
                try {
                    theirs = m.invoke(o);
                } catch (java.lang.reflect.InvocationTargetException e) {
                    return false;
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
            if (!valueEquals(mine, theirs)) return false;
        }
        return true;
    }

    private static boolean valueEquals(Object a, Object b) {
        if (a == null || b == null) return a == b;
        Class<?> c = a.getClass();
        if (!c.isArray()) return a.equals(b);
        if (a instanceof Object[] && b instanceof Object[]) return Arrays.equals((Object[]) a, (Object[]) b);
        if (b.getClass() != c) return false;
        if (c == int[].class) return Arrays.equals((int[]) a, (int[]) b);
        if (c == long[].class) return Arrays.equals((long[]) a, (long[]) b);
        if (c == byte[].class) return Arrays.equals((byte[]) a, (byte[]) b);
        if (c == short[].class) return Arrays.equals((short[]) a, (short[]) b);
        if (c == char[].class) return Arrays.equals((char[]) a, (char[]) b);
        if (c == boolean[].class) return Arrays.equals((boolean[]) a, (boolean[]) b);
        if (c == float[].class) return Arrays.equals((float[]) a, (float[]) b);
        return Arrays.equals((double[]) a, (double[]) b);
    }
}
