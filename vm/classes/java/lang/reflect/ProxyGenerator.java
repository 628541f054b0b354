/*
 * java.lang.reflect.ProxyGenerator: writes the class file of a proxy class
 * (version 52, for invokespecial of interface methods; the code has no
 * branches, so it needs no stack maps).
 *
 * The methods are the JDK's: Object's hashCode, equals and toString first,
 * then every non-static method of each interface in order; one method per
 * name, parameter list and return type, whose Method object is the first
 * seen (Object's for the three above) and whose exceptions are those all
 * the duplicates allow; among the return types of one name and parameter
 * list, one must be assignable to all the others.
 * Each method loads its Method from a static field m<i> (set in <clinit>
 * from Proxy.methods$), boxes its arguments and calls Proxy.invoke$, which
 * calls the handler and applies the exception rules; the result is cast or
 * unboxed (Proxy.checkReturn$ first refuses null for a primitive).
 * Each default method of the interfaces also gets a private bridge
 * "default$<k>" that runs it with invokespecial through the first proxy
 * interface that inherits it (InvocationHandler.invokeDefault calls it).
 */
package java.lang.reflect;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

final class ProxyGenerator {
    private static final class ProxyMethod {
        Method method;
        Class<?> returnType;
        Class<?>[] exceptions;
    }

    private final Class<?>[] interfaces;
    private final List<ProxyMethod> methods = new ArrayList<>();

    ProxyGenerator(Class<?>[] interfaces) {
        this.interfaces = interfaces;
        Map<String, List<ProxyMethod>> bySig = new LinkedHashMap<>();
        try {
            add(bySig, Object.class.getMethod("hashCode"));
            add(bySig, Object.class.getMethod("equals", Object.class));
            add(bySig, Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e);
        }
        for (Class<?> intf : interfaces) {
            for (Method m : intf.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers())) add(bySig, m);
            }
        }
        for (List<ProxyMethod> list : bySig.values()) {
            checkReturnTypes(list);
            methods.addAll(list);
        }
        for (Class<?> intf : interfaces) {
            for (Method m : intf.getMethods()) {
                if (m.isDefault() && !defaults.contains(m)) defaults.add(m);
            }
        }
    }

    private final List<Method> defaults = new ArrayList<>();

    /* The default methods; the bridge of defaults()[k] is "default$<k>". */
    Method[] defaults() {
        return defaults.toArray(new Method[0]);
    }

    /* Same name and parameters: merged when the return type is the same
     * (only the exceptions both allow remain), else a method of its own. */
    private static void add(Map<String, List<ProxyMethod>> bySig, Method m) {
        String sig = m.getName() + m.parameterList();
        List<ProxyMethod> list = bySig.get(sig);
        if (list == null) {
            list = new ArrayList<>();
            bySig.put(sig, list);
        }
        Class<?>[] ex = m.getDeclaringClass() == Object.class ? new Class<?>[0] : m.getExceptionTypes();
        for (ProxyMethod pm : list) {
            if (pm.returnType == m.getReturnType()) {
                List<Class<?>> legal = new ArrayList<>();
                compatible(pm.exceptions, ex, legal);
                compatible(ex, pm.exceptions, legal);
                pm.exceptions = legal.toArray(new Class<?>[0]);
                return;
            }
        }
        ProxyMethod pm = new ProxyMethod();
        pm.method = m;
        pm.returnType = m.getReturnType();
        pm.exceptions = ex;
        list.add(pm);
    }

    /* Those of `from` that some type in `with` covers. */
    private static void compatible(Class<?>[] from, Class<?>[] with, List<Class<?>> out) {
        for (Class<?> f : from) {
            if (out.contains(f)) continue;
            for (Class<?> w : with) {
                if (w.isAssignableFrom(f)) {
                    out.add(f);
                    break;
                }
            }
        }
    }

    /* One of the return types must be assignable to all the others. */
    private static void checkReturnTypes(List<ProxyMethod> list) {
        if (list.size() < 2) return;
        List<Class<?>> uncovered = new ArrayList<>();
        next:
        for (ProxyMethod pm : list) {
            Class<?> r = pm.returnType;
            if (r.isPrimitive()) {
                throw new IllegalArgumentException("methods with same signature " + pm.method.getName()
                        + pm.method.parameterList() + " but incompatible return types: " + r.getName() + " and others");
            }
            boolean added = false;
            for (int i = 0; i < uncovered.size(); i++) {
                Class<?> u = uncovered.get(i);
                if (r.isAssignableFrom(u)) continue next;
                if (u.isAssignableFrom(r)) {
                    if (!added) {
                        uncovered.set(i, r);
                        added = true;
                    } else {
                        uncovered.remove(i--);
                    }
                }
            }
            if (!added) uncovered.add(r);
        }
        if (uncovered.size() > 1) {
            Method m = list.get(0).method;
            throw new IllegalArgumentException("methods with same signature " + m.getName() + m.parameterList()
                    + " but incompatible return types: " + uncovered);
        }
    }

    Method[] methods() {
        Method[] out = new Method[methods.size()];
        for (int i = 0; i < out.length; i++) out[i] = methods.get(i).method;
        return out;
    }

    // ---- the class file ----

    private final ByteArrayOutputStream pool = new ByteArrayOutputStream();
    private final Map<String, Integer> poolIndex = new HashMap<>();
    private int poolCount = 1;

    private static void u2(ByteArrayOutputStream out, int v) {
        out.write(v >>> 8);
        out.write(v);
    }

    private static void u4(ByteArrayOutputStream out, int v) {
        u2(out, v >>> 16);
        u2(out, v);
    }

    private int utf8(String s) {
        Integer had = poolIndex.get("U" + s);
        if (had != null) return had;
        pool.write(1);
        byte[] b = modifiedUtf8(s);
        u2(pool, b.length);
        pool.write(b, 0, b.length);
        poolIndex.put("U" + s, poolCount);
        return poolCount++;
    }

    private static byte[] modifiedUtf8(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != 0 && c < 0x80) {
                out.write(c);
            } else if (c < 0x800) {
                out.write(0xc0 | (c >> 6));
                out.write(0x80 | (c & 0x3f));
            } else {
                out.write(0xe0 | (c >> 12));
                out.write(0x80 | ((c >> 6) & 0x3f));
                out.write(0x80 | (c & 0x3f));
            }
        }
        return out.toByteArray();
    }

    private int entry(String key, int tag, int a, int b, boolean two) {
        Integer had = poolIndex.get(key);
        if (had != null) return had;
        pool.write(tag);
        u2(pool, a);
        if (two) u2(pool, b);
        poolIndex.put(key, poolCount);
        return poolCount++;
    }

    private int classRef(String internalName) {
        return entry("C" + internalName, 7, utf8(internalName), 0, false);
    }

    private int string(String s) {
        return entry("S" + s, 8, utf8(s), 0, false);
    }

    private int integer(int v) {
        Integer had = poolIndex.get("I" + v);
        if (had != null) return had;
        pool.write(3);
        u4(pool, v);
        poolIndex.put("I" + v, poolCount);
        return poolCount++;
    }

    private int nameAndType(String name, String desc) {
        return entry("N" + name + ":" + desc, 12, utf8(name), utf8(desc), true);
    }

    private int ref(int tag, String owner, String name, String desc) {
        return entry(tag + owner + "." + name + ":" + desc, tag, classRef(owner), nameAndType(name, desc), true);
    }

    private static String internal(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    static String descriptor(Class<?> c) {
        if (c == void.class) return "V";
        if (c == int.class) return "I";
        if (c == long.class) return "J";
        if (c == boolean.class) return "Z";
        if (c == byte.class) return "B";
        if (c == char.class) return "C";
        if (c == short.class) return "S";
        if (c == float.class) return "F";
        if (c == double.class) return "D";
        if (c.isArray()) return internal(c);
        return "L" + internal(c) + ";";
    }

    private static String methodDescriptor(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) sb.append(descriptor(p));
        return sb.append(')').append(descriptor(ret)).toString();
    }

    private static final String PROXY = "java/lang/reflect/Proxy";
    private static final String METHOD_DESC = "Ljava/lang/reflect/Method;";

    byte[] generate(String name, int access, int number) {
        int thisClass = classRef(name);
        int superClass = classRef(PROXY);
        int[] itfs = new int[interfaces.length];
        for (int i = 0; i < itfs.length; i++) itfs[i] = classRef(internal(interfaces[i]));
        int codeName = utf8("Code");
        int exceptionsName = utf8("Exceptions");

        ByteArrayOutputStream fields = new ByteArrayOutputStream();
        for (int i = 0; i < methods.size(); i++) {
            u2(fields, Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL);
            u2(fields, utf8("m" + i));
            u2(fields, utf8(METHOD_DESC));
            u2(fields, 0);
        }

        ByteArrayOutputStream ms = new ByteArrayOutputStream();
        int methodCount = 0;

        /* the constructor */
        ByteArrayOutputStream code = new ByteArrayOutputStream();
        code.write(0x2a); /* aload_0 */
        code.write(0x2b); /* aload_1 */
        code.write(0xb7); /* invokespecial */
        u2(code, ref(10, PROXY, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V"));
        code.write(0xb1); /* return */
        method(ms, Modifier.PUBLIC, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V", code, 2, 2, codeName, null,
                exceptionsName);
        methodCount++;

        for (int i = 0; i < methods.size(); i++) {
            ProxyMethod pm = methods.get(i);
            Class<?>[] params = pm.method.getParameterTypes();
            code = new ByteArrayOutputStream();
            code.write(0x2a); /* aload_0 */
            code.write(0xb2); /* getstatic */
            u2(code, ref(9, name, "m" + i, METHOD_DESC));
            int slot = 1;
            if (params.length == 0) {
                code.write(0x01); /* aconst_null */
            } else {
                pushInt(code, params.length);
                code.write(0xbd); /* anewarray */
                u2(code, classRef("java/lang/Object"));
                for (int j = 0; j < params.length; j++) {
                    Class<?> p = params[j];
                    code.write(0x59); /* dup */
                    pushInt(code, j);
                    load(code, p, slot);
                    slot += (p == long.class || p == double.class) ? 2 : 1;
                    if (p.isPrimitive()) {
                        Class<?> w = wrapper(p);
                        code.write(0xb8); /* invokestatic */
                        u2(code, ref(10, internal(w), "valueOf", "(" + descriptor(p) + ")" + descriptor(w)));
                    }
                    code.write(0x53); /* aastore */
                }
            }
            code.write(0xb8); /* invokestatic */
            u2(code, ref(10, PROXY, "invoke$",
                    "(Ljava/lang/reflect/Proxy;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;"));
            Class<?> r = pm.returnType;
            if (r == void.class) {
                code.write(0x57); /* pop */
                code.write(0xb1); /* return */
            } else if (r.isPrimitive()) {
                Class<?> w = wrapper(r);
                String unboxer = r.getName() + "Value";
                code.write(0x13); /* ldc_w */
                u2(code, string(w.getName() + "." + unboxer + "()"));
                code.write(0xb8);
                u2(code, ref(10, PROXY, "checkReturn$", "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;"));
                code.write(0xc0); /* checkcast */
                u2(code, classRef(internal(w)));
                code.write(0xb6); /* invokevirtual */
                u2(code, ref(10, internal(w), unboxer, "()" + descriptor(r)));
                code.write(r == long.class ? 0xad : r == float.class ? 0xae : r == double.class ? 0xaf : 0xac);
            } else {
                if (r != Object.class) {
                    code.write(0xc0); /* checkcast */
                    u2(code, classRef(r.isArray() ? descriptor(r) : internal(r)));
                }
                code.write(0xb0); /* areturn */
            }
            method(ms, Modifier.PUBLIC | Modifier.FINAL, pm.method.getName(), methodDescriptor(params, r), code, 8, slot,
                    codeName, pm.exceptions, exceptionsName);
            methodCount++;
        }

        for (int k = 0; k < defaults.size(); k++) {
            Method dm = defaults.get(k);
            Class<?> via = null;
            for (Class<?> intf : interfaces) {
                if (dm.getDeclaringClass().isAssignableFrom(intf)) {
                    via = intf;
                    break;
                }
            }
            Class<?>[] params = dm.getParameterTypes();
            Class<?> r = dm.getReturnType();
            String desc = methodDescriptor(params, r);
            code = new ByteArrayOutputStream();
            code.write(0x2a); /* aload_0 */
            int slot = 1;
            for (Class<?> p : params) {
                load(code, p, slot);
                slot += (p == long.class || p == double.class) ? 2 : 1;
            }
            code.write(0xb7); /* invokespecial */
            u2(code, ref(11, internal(via), dm.getName(), desc));
            code.write(r == void.class ? 0xb1 : r == long.class ? 0xad : r == float.class ? 0xae : r == double.class ? 0xaf
                    : r.isPrimitive() ? 0xac : 0xb0);
            int stack = Math.max(slot, 2);
            method(ms, Modifier.PRIVATE, "default$" + k, desc, code, stack, slot, codeName, null, exceptionsName);
            methodCount++;
        }

        /* <clinit>: m<i> = Proxy.methods$(this class)[i] */
        code = new ByteArrayOutputStream();
        code.write(0x13); /* ldc_w */
        u2(code, thisClass);
        code.write(0xb8);
        u2(code, ref(10, PROXY, "methods$", "(Ljava/lang/Class;)[Ljava/lang/reflect/Method;"));
        for (int i = 0; i < methods.size(); i++) {
            code.write(0x59); /* dup */
            pushInt(code, i);
            code.write(0x32); /* aaload */
            code.write(0xb3); /* putstatic */
            u2(code, ref(9, name, "m" + i, METHOD_DESC));
        }
        code.write(0x57); /* pop */
        code.write(0xb1);
        method(ms, Modifier.STATIC, "<clinit>", "()V", code, 3, 0, codeName, null, exceptionsName);
        methodCount++;

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        u4(out, 0xCAFEBABE);
        u2(out, 0);
        u2(out, 52);
        u2(out, poolCount);
        byte[] p = pool.toByteArray();
        out.write(p, 0, p.length);
        u2(out, access | 0x20); /* ACC_SUPER */
        u2(out, thisClass);
        u2(out, superClass);
        u2(out, itfs.length);
        for (int i : itfs) u2(out, i);
        u2(out, methods.size());
        byte[] f = fields.toByteArray();
        out.write(f, 0, f.length);
        u2(out, methodCount);
        byte[] m = ms.toByteArray();
        out.write(m, 0, m.length);
        u2(out, 0); /* attributes */
        return out.toByteArray();
    }

    private void method(ByteArrayOutputStream ms, int access, String name, String desc, ByteArrayOutputStream code,
            int maxStack, int maxLocals, int codeName, Class<?>[] exceptions, int exceptionsName) {
        u2(ms, access);
        u2(ms, utf8(name));
        u2(ms, utf8(desc));
        boolean ex = exceptions != null && exceptions.length > 0;
        u2(ms, ex ? 2 : 1);
        byte[] c = code.toByteArray();
        u2(ms, codeName);
        u4(ms, 12 + c.length);
        u2(ms, maxStack);
        u2(ms, maxLocals);
        u4(ms, c.length);
        ms.write(c, 0, c.length);
        u2(ms, 0); /* exception table */
        u2(ms, 0); /* attributes */
        if (ex) {
            int[] idx = new int[exceptions.length];
            for (int i = 0; i < idx.length; i++) idx[i] = classRef(internal(exceptions[i]));
            u2(ms, exceptionsName);
            u4(ms, 2 + 2 * idx.length);
            u2(ms, idx.length);
            for (int i : idx) u2(ms, i);
        }
    }

    private static void pushInt(ByteArrayOutputStream code, int v) {
        if (v <= 5) {
            code.write(0x03 + v); /* iconst_<v> */
        } else if (v <= 127) {
            code.write(0x10);
            code.write(v);
        } else {
            code.write(0x11);
            u2(code, v);
        }
    }

    private static void load(ByteArrayOutputStream code, Class<?> p, int slot) {
        int op = p == long.class ? 0x16 : p == float.class ? 0x17 : p == double.class ? 0x18 : p.isPrimitive() ? 0x15 : 0x19;
        if (slot <= 255) {
            code.write(op);
            code.write(slot);
        } else {
            code.write(0xc4); /* wide */
            code.write(op);
            u2(code, slot);
        }
    }

    static Class<?> wrapper(Class<?> p) {
        if (p == int.class) return Integer.class;
        if (p == long.class) return Long.class;
        if (p == boolean.class) return Boolean.class;
        if (p == byte.class) return Byte.class;
        if (p == char.class) return Character.class;
        if (p == short.class) return Short.class;
        if (p == float.class) return Float.class;
        return Double.class;
    }
}
