/*
 * sun.reflect.annotation.AnnotationParser: turns the bodies of
 * RuntimeVisibleAnnotations, RuntimeVisibleParameterAnnotations and
 * AnnotationDefault (JVMS 4.7.16-4.7.22) into annotation objects, reading
 * constants through the container class's constant pool.  The JDK's rules:
 * an annotation whose type is missing or not an annotation is dropped, only
 * RUNTIME retention is kept, a duplicate is an AnnotationFormatError, an
 * element the type no longer declares is skipped, and a value that cannot
 * be made (missing class or enum constant, wrong type) becomes an
 * ExceptionProxy that throws when the element is read.  Annotation
 * instances are Proxy objects over an AnnotationInvocationHandler, made in
 * the JDK's order (the type's meta-annotations, then nested values, then
 * the annotation itself), so proxy class numbers come out as on the JDK.
 */
package sun.reflect.annotation;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jdk.internal.reflect.ConstantPool;

public final class AnnotationParser {
    private final byte[] b;
    private int pos;
    private final ConstantPool pool;
    private final Class<?> container;

    private AnnotationParser(byte[] b, Class<?> container) {
        this.b = b;
        this.container = container;
        this.pool = new ConstantPool(container);
    }

    private int u1() {
        if (pos >= b.length) throw new AnnotationFormatError("Unexpected end of annotations");
        return b[pos++] & 0xff;
    }

    private int u2() {
        return (u1() << 8) | u1();
    }

    private static final Class<?>[] NONE = new Class<?>[0];

    public static Map<Class<? extends Annotation>, Annotation> parseAnnotations(byte[] raw, Class<?> container) {
        if (raw == null) return new LinkedHashMap<>();
        try {
            return new AnnotationParser(raw, container).annotations(null);
        } catch (IllegalArgumentException e) {
            throw new AnnotationFormatError(e);
        }
    }

    /* Only the annotations of the given types (an AnnotationType reading Retention and Inherited). */
    static Map<Class<? extends Annotation>, Annotation> parseSelect(byte[] raw, Class<?> container) {
        if (raw == null) return new LinkedHashMap<>();
        return new AnnotationParser(raw, container).annotations(new Class<?>[] {Retention.class, Inherited.class});
    }

    public static Annotation[][] parseParameterAnnotations(byte[] raw, Class<?> container) {
        AnnotationParser p = new AnnotationParser(raw, container);
        int n = p.u1();
        Annotation[][] out = new Annotation[n][];
        for (int i = 0; i < n; i++) out[i] = toArray(p.annotations(null));
        return out;
    }

    /* The value of an AnnotationDefault attribute for an element of type memberType. */
    public static Object parseDefault(byte[] raw, Class<?> memberType, Class<?> container) {
        if (raw == null) return null;
        return new AnnotationParser(raw, container).memberValue(AnnotationType.wrapper(memberType));
    }

    public static Annotation[] toArray(Map<Class<? extends Annotation>, Annotation> map) {
        return map.values().toArray(new Annotation[0]);
    }

    private Map<Class<? extends Annotation>, Annotation> annotations(Class<?>[] select) {
        Map<Class<? extends Annotation>, Annotation> result = new LinkedHashMap<>();
        int n = u2();
        for (int i = 0; i < n; i++) {
            Annotation a = annotation(false, select);
            if (a != null) {
                Class<? extends Annotation> k = a.annotationType();
                if (AnnotationType.getInstance(k).retention() == RetentionPolicy.RUNTIME && result.put(k, a) != null) {
                    throw new AnnotationFormatError("Duplicate annotation for class: " + k + ": " + a);
                }
            }
        }
        return result;
    }

    /* The class a field descriptor names, as the container's loader sees it. */
    private Class<?> typeOf(String desc) {
        int dims = 0;
        while (desc.charAt(dims) == '[') dims++;
        char c = desc.charAt(dims);
        Class<?> base;
        switch (c) {
        case 'Z': base = boolean.class; break;
        case 'B': base = byte.class; break;
        case 'C': base = char.class; break;
        case 'S': base = short.class; break;
        case 'I': base = int.class; break;
        case 'J': base = long.class; break;
        case 'F': base = float.class; break;
        case 'D': base = double.class; break;
        case 'V': base = void.class; break;
        case 'L': {
            String name = desc.substring(dims + 1, desc.length() - 1).replace('/', '.');
            try {
                base = Class.forName(name, false, container.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                throw new TypeNotPresentException(name, e);
            }
            break;
        }
        default:
            throw new AnnotationFormatError("Invalid descriptor: " + desc);
        }
        for (int i = 0; i < dims; i++) base = base.arrayType();
        return base;
    }

    @SuppressWarnings("unchecked")
    private Annotation annotation(boolean missingThrows, Class<?>[] select) {
        int typeIndex = u2();
        Class<? extends Annotation> k;
        try {
            k = (Class<? extends Annotation>) typeOf(pool.getUTF8At(typeIndex));
        } catch (TypeNotPresentException e) {
            if (missingThrows) throw e;
            skipAnnotationBody();
            return null;
        }
        if (select != null && !contains(select, k)) {
            skipAnnotationBody();
            return null;
        }
        AnnotationType type;
        try {
            type = AnnotationType.getInstance(k);
        } catch (IllegalArgumentException e) {
            skipAnnotationBody();
            return null;
        }
        Map<String, Class<?>> memberTypes = type.memberTypes();
        Map<String, Object> values = new LinkedHashMap<>(type.memberDefaults());
        int n = u2();
        for (int i = 0; i < n; i++) {
            String name = pool.getUTF8At(u2());
            Class<?> memberType = memberTypes.get(name);
            if (memberType == null) {
                skipMemberValue();
            } else {
                Object v = memberValue(memberType);
                if (v instanceof ExceptionProxy) ((ExceptionProxy) v).setMember(type.members().get(name));
                values.put(name, v);
            }
        }
        return annotationForMap(k, values);
    }

    public static Annotation annotationForMap(Class<? extends Annotation> type, Map<String, Object> values) {
        return (Annotation) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                new AnnotationInvocationHandler(type, values));
    }

    private static boolean contains(Class<?>[] a, Class<?> c) {
        for (Class<?> x : a) if (x == c) return true;
        return false;
    }

    private Object memberValue(Class<?> memberType) {
        int tag = u1();
        Object result;
        switch (tag) {
        case 'e':
            return enumValue(memberType);
        case 'c':
            result = classValue();
            break;
        case '@':
            result = annotation(true, null);
            break;
        case '[':
            return arrayValue(memberType);
        default:
            result = constValue(tag);
        }
        if (!(result instanceof ExceptionProxy) && !memberType.isInstance(result)) {
            result = new ExceptionProxy.TypeMismatch(result.getClass() + "[" + result + "]");
        }
        return result;
    }

    private Object constValue(int tag) {
        int i = u2();
        switch (tag) {
        case 'B': return Byte.valueOf((byte) pool.getIntAt(i));
        case 'C': return Character.valueOf((char) pool.getIntAt(i));
        case 'D': return Double.valueOf(pool.getDoubleAt(i));
        case 'F': return Float.valueOf(pool.getFloatAt(i));
        case 'I': return Integer.valueOf(pool.getIntAt(i));
        case 'J': return Long.valueOf(pool.getLongAt(i));
        case 'S': return Short.valueOf((short) pool.getIntAt(i));
        case 'Z': return Boolean.valueOf(pool.getIntAt(i) != 0);
        case 's': return pool.getUTF8At(i);
        default:
            throw new AnnotationFormatError("Invalid member-value tag in annotation: " + tag);
        }
    }

    private Object classValue() {
        String desc = pool.getUTF8At(u2());
        try {
            return typeOf(desc);
        } catch (TypeNotPresentException e) {
            return new ExceptionProxy.TypeNotPresent(e.typeName(), e.getCause());
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object enumValue(Class<?> memberType) {
        String typeDesc = pool.getUTF8At(u2());
        String constName = pool.getUTF8At(u2());
        Class<?> enumType;
        try {
            enumType = typeOf(typeDesc);
        } catch (TypeNotPresentException e) {
            return new ExceptionProxy.TypeNotPresent(e.typeName(), e.getCause());
        }
        if (enumType != memberType) {
            return new ExceptionProxy.TypeMismatch(typeDesc + "." + constName);
        }
        try {
            return Enum.valueOf((Class) enumType, constName);
        } catch (IllegalArgumentException e) {
            return new ExceptionProxy.EnumConstantNotPresent((Class<? extends Enum>) enumType, constName);
        }
    }

    private Object arrayValue(Class<?> arrayType) {
        int n = u2();
        if (!arrayType.isArray()) {
            for (int i = 0; i < n; i++) skipMemberValue();
            return new ExceptionProxy.TypeMismatch("Array with component tag: " + (n == 0 ? "0" : "?"));
        }
        Class<?> component = arrayType.getComponentType();
        Object out = Array.newInstance(component, n);
        Class<?> boxed = AnnotationType.wrapper(component);
        ExceptionProxy bad = null;
        for (int i = 0; i < n; i++) {
            Object v = memberValue(boxed);
            if (v instanceof ExceptionProxy) {
                if (bad == null) bad = (ExceptionProxy) v;
            } else if (bad == null) {
                Array.set(out, i, v);
            }
        }
        return bad != null ? bad : out;
    }

    private void skipAnnotationBody() {
        int n = u2();
        for (int i = 0; i < n; i++) {
            u2();
            skipMemberValue();
        }
    }

    private void skipMemberValue() {
        int tag = u1();
        switch (tag) {
        case 'e':
            pos += 4;
            break;
        case '@':
            u2();
            skipAnnotationBody();
            break;
        case '[': {
            int n = u2();
            for (int i = 0; i < n; i++) skipMemberValue();
            break;
        }
        default:
            pos += 2;
        }
    }

    // ---- the by-type queries (repeatable annotations) ----

    /* The annotations of type k directly present in map, or indirectly
     * through k's @Repeatable container, in the order they appear. */
    @SuppressWarnings("unchecked")
    public static <A extends Annotation> A[] byType(Map<Class<? extends Annotation>, Annotation> map, Class<A> k) {
        if (k == null) throw new NullPointerException();
        List<A> out = new ArrayList<>();
        A direct = (A) map.get(k);
        Repeatable rep = k.getDeclaredAnnotation(Repeatable.class);
        Annotation container = rep == null ? null : map.get(rep.value());
        A[] indirect = null;
        if (container != null) {
            try {
                Method value = container.annotationType().getMethod("value");
                indirect = (A[]) value.invoke(container);
            } catch (ReflectiveOperationException | ClassCastException e) {
                throw new AnnotationFormatError(e);
            }
        }
        boolean indirectFirst = false;
        if (direct != null && indirect != null) {
            for (Class<? extends Annotation> key : map.keySet()) {
                if (key == k) break;
                if (key == container.annotationType()) {
                    indirectFirst = true;
                    break;
                }
            }
        }
        if (direct != null && !indirectFirst) out.add(direct);
        if (indirect != null) for (A a : indirect) out.add(a);
        if (direct != null && indirectFirst) out.add(direct);
        return out.toArray((A[]) Array.newInstance(k, out.size()));
    }
}
