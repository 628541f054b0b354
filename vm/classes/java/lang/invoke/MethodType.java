/*
 * java.lang.invoke.MethodType -- an immutable (return, parameters) pair of
 * classes.  Not interned: equality is by value, so handles compare types
 * with equals().  Texts and exceptions follow the JDK 17's.
 */
package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public final class MethodType implements java.io.Serializable {
    private static final Class<?>[] NO_PTYPES = new Class<?>[0];

    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes, boolean trusted) {
        if (rtype == null) throw new NullPointerException("Cannot invoke \"Object.hashCode()\" because \"this.rtype\" is null");
        Class<?>[] p = trusted ? ptypes : ptypes.clone();
        int slots = 0;
        for (Class<?> c : p) {
            if (c == null) throw new NullPointerException();
            if (c == void.class) throw new IllegalArgumentException("parameter type cannot be void");
            slots += (c == long.class || c == double.class) ? 2 : 1;
        }
        if (slots > 255) throw new IllegalArgumentException("bad parameter count " + slots);
        this.rtype = rtype;
        this.ptypes = p;
    }

    static MethodType make(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes, true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes, false);
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(NO_PTYPES), true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] p = new Class<?>[ptypes.length + 1];
        p[0] = ptype0;
        System.arraycopy(ptypes, 0, p, 1, ptypes.length);
        return new MethodType(rtype, p, true);
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, NO_PTYPES, true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] {ptype0}, true);
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes, true);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255)
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        Class<?>[] p = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(p, Object.class);
        if (finalArray) p[objectArgCount] = Object[].class;
        return new MethodType(Object.class, p, true);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] p = ptypes.clone();
        p[num] = nptype;
        return new MethodType(rtype, p, true);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        if (num < 0 || num > ptypes.length) throw new IndexOutOfBoundsException("bad index: " + num);
        Class<?>[] p = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, p, 0, num);
        System.arraycopy(ptypesToInsert, 0, p, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, p, num + ptypesToInsert.length, ptypes.length - num);
        return new MethodType(rtype, p, true);
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(NO_PTYPES));
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length)
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        Class<?>[] p = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, p, 0, start);
        System.arraycopy(ptypes, end, p, start, ptypes.length - end);
        return new MethodType(rtype, p, true);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return new MethodType(nrtype, ptypes, true);
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) return true;
        for (Class<?> c : ptypes)
            if (c.isPrimitive()) return true;
        return false;
    }

    public boolean hasWrappers() {
        return !unwrap().equals(this);
    }

    public MethodType erase() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) p[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, p, true);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    public MethodType wrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) p[i] = Conversions.wrapperOf(ptypes[i]);
        return new MethodType(Conversions.wrapperOf(rtype), p, true);
    }

    public MethodType unwrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) p[i] = Conversions.primitiveOf(ptypes[i]);
        return new MethodType(Conversions.primitiveOf(rtype), p, true);
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(new ArrayList<>(Arrays.asList(ptypes)));
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    /* The parameters without a copy, for the handles of this package (never written). */
    Class<?>[] ptypes() {
        return ptypes;
    }

    int parameterSlotCount() {
        int n = 0;
        for (Class<?> c : ptypes) n += (c == long.class || c == double.class) ? 2 : 1;
        return n;
    }

    @Override
    public boolean equals(Object x) {
        if (this == x) return true;
        if (!(x instanceof MethodType)) return false;
        MethodType that = (MethodType) x;
        return rtype == that.rtype && Arrays.equals(ptypes, that.ptypes);
    }

    @Override
    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (Class<?> c : ptypes) h = 31 * h + c.hashCode();
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader)
            throws IllegalArgumentException, TypeNotPresentException {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0 || descriptor.indexOf('.') >= 0)
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        ClassLoader l = loader != null ? loader : ClassLoader.getSystemClassLoader();
        List<Class<?>> types = new ArrayList<>();
        int[] pos = {1};
        while (descriptor.charAt(pos[0]) != ')') types.add(parseType(descriptor, pos, l, false));
        pos[0]++;
        Class<?> r = parseType(descriptor, pos, l, true);
        if (pos[0] != descriptor.length())
            throw new IllegalArgumentException("bad signature: " + descriptor + ": trailing characters");
        return new MethodType(r, types.toArray(NO_PTYPES), true);
    }

    private static Class<?> parseType(String d, int[] pos, ClassLoader l, boolean ret) {
        int start = pos[0];
        int i = start;
        while (i < d.length() && d.charAt(i) == '[') i++;
        if (i >= d.length()) throw badType(d, ret);
        char c = d.charAt(i);
        int end;
        if (c == 'L') {
            end = d.indexOf(';', i);
            if (end < 0 || end == i + 1) throw badType(d, ret);
            end++;
        } else if ("ZBCSIJFD".indexOf(c) >= 0 || (c == 'V' && ret && i == start)) {
            end = i + 1;
        } else {
            throw badType(d, ret);
        }
        pos[0] = end;
        String t = d.substring(start, end);
        if (t.length() == 1) return Conversions.primitiveForCode(t.charAt(0));
        String name = t.charAt(0) == 'L' ? t.substring(1, t.length() - 1) : t;
        name = name.replace('/', '.');
        try {
            return Class.forName(name, false, l);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(name, e);
        }
    }

    private static IllegalArgumentException badType(String d, boolean ret) {
        return new IllegalArgumentException("bad signature: " + d + ": bad " + (ret ? "return" : "argument") + " type");
    }

    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> c : ptypes) sb.append(Conversions.descriptorOf(c));
        return sb.append(')').append(Conversions.descriptorOf(rtype)).toString();
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }
}
