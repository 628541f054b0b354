/*
 * java.lang.reflect.RecordSupport -- Lantern's bridge from Class to the
 * Record attribute (natives in natives_varhandle.c), since RecordComponent's
 * constructor is package-private.  Not part of the Java API.
 */
package java.lang.reflect;

public final class RecordSupport {
    private RecordSupport() {
    }

    /* The components of c, which has a Record attribute, in class-file order. */
    public static RecordComponent[] components(Class<?> c) {
        String[] raw = components0(c);
        if (raw == null) return null;
        RecordComponent[] out = new RecordComponent[raw.length / 3];
        for (int i = 0; i < out.length; i++) {
            String name = raw[3 * i];
            Class<?> type = typeOf(c, raw[3 * i + 1]);
            out[i] = new RecordComponent(c, name, type, raw[3 * i + 2], accessor(c, name, type), annotations0(c, i));
        }
        return out;
    }

    /* The accessor the component implies: the no-argument method of its name and type. */
    private static Method accessor(Class<?> c, String name, Class<?> type) {
        for (Method m : c.getDeclaredMethods())
            if (m.getName().equals(name) && m.getParameterCount() == 0 && m.getReturnType() == type) return m;
        return null;
    }

    /* The class of a field descriptor, loaded as c's loader sees it. */
    private static Class<?> typeOf(Class<?> c, String d) {
        switch (d.charAt(0)) {
        case 'Z': return boolean.class;
        case 'B': return byte.class;
        case 'S': return short.class;
        case 'C': return char.class;
        case 'I': return int.class;
        case 'J': return long.class;
        case 'F': return float.class;
        case 'D': return double.class;
        default:
            String binary = d.charAt(0) == 'L' ? d.substring(1, d.length() - 1) : d;
            try {
                return Class.forName(binary.replace('/', '.'), false, c.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new NoClassDefFoundError(binary);
            }
        }
    }

    private static native String[] components0(Class<?> c);

    private static native byte[] annotations0(Class<?> c, int index);
}
