/*
 * java.lang.invoke.MethodHandles -- lookups (Lookup: handles for members,
 * with the JDK's access rules and messages) and the combinators that adapt
 * handles (each a small class in Handles).  Argument checks and their
 * messages follow the JDK 17's.
 */
package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

public final class MethodHandles {
    private MethodHandles() {
    }

    public static Lookup lookup() {
        Class<?> c = MethodHandleNatives.callerClass();
        return new Lookup(c == null ? Object.class : c, null, Lookup.FULL_POWER);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, null, Lookup.UNCONDITIONAL);
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive()) throw new IllegalArgumentException(targetClass + " is a primitive class");
        if (targetClass.isArray()) throw new IllegalArgumentException(targetClass + " is an array class");
        if ((caller.lookupModes() & Lookup.PRIVATE) == 0 || (caller.lookupModes() & Lookup.MODULE) == 0)
            throw new IllegalAccessException("caller does not have PRIVATE and MODULE lookup mode");
        return new Lookup(targetClass, null, Lookup.FULL_POWER & ~Lookup.ORIGINAL);
    }

    /* ---- members ------------------------------------------------------------------------ */

    public static final class Lookup {
        public static final int PUBLIC = 1, PRIVATE = 2, PROTECTED = 4, PACKAGE = 8, MODULE = 16,
                UNCONDITIONAL = 32, ORIGINAL = 64;
        static final int FULL_POWER = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | ORIGINAL;

        private final Class<?> lookupClass;
        private final Class<?> prevLookupClass;
        private final int allowedModes;

        Lookup(Class<?> lookupClass, Class<?> prevLookupClass, int allowedModes) {
            this.lookupClass = lookupClass;
            this.prevLookupClass = prevLookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return prevLookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        public boolean hasFullPrivilegeAccess() {
            return (allowedModes & (PRIVATE | MODULE)) == (PRIVATE | MODULE);
        }

        @Deprecated
        public boolean hasPrivateAccess() {
            return hasFullPrivilegeAccess();
        }

        /* java.* classes stand for the JDK's java.base; everything else is in the unnamed module */
        private static boolean inBase(Class<?> c) {
            return c.getClassLoader() == null;
        }

        public Lookup in(Class<?> requestedLookupClass) {
            Objects.requireNonNull(requestedLookupClass);
            if (requestedLookupClass.isPrimitive())
                throw new IllegalArgumentException(requestedLookupClass + " is a primitive class");
            if (requestedLookupClass.isArray())
                throw new IllegalArgumentException(requestedLookupClass + " is an array class");
            if (requestedLookupClass == lookupClass) return this;
            int modes = allowedModes & ~ORIGINAL;
            Class<?> prev = prevLookupClass;
            if ((modes & UNCONDITIONAL) != 0) return new Lookup(requestedLookupClass, null, UNCONDITIONAL);
            if (!classAccessible(requestedLookupClass)) return new Lookup(requestedLookupClass, prev, 0);
            if (inBase(requestedLookupClass) != inBase(lookupClass)) {
                if (prev != null) modes = 0;
                else modes &= ~(MODULE | PACKAGE | PRIVATE | PROTECTED);
                prev = lookupClass;
            } else if (!samePackage(requestedLookupClass, lookupClass)) {
                modes &= ~(PACKAGE | PRIVATE | PROTECTED);
            } else if (!nestmates(requestedLookupClass, lookupClass)) {
                modes &= ~(PRIVATE | PROTECTED);
            }
            return new Lookup(requestedLookupClass, prev, modes);
        }

        public Lookup dropLookupMode(int modeToDrop) {
            int m = allowedModes;
            switch (modeToDrop) {
            case PUBLIC: m = 0; break;
            case MODULE: m &= ~(MODULE | PACKAGE | PROTECTED | PRIVATE | ORIGINAL); break;
            case PACKAGE: m &= ~(PACKAGE | PROTECTED | PRIVATE | ORIGINAL); break;
            case PROTECTED: case PRIVATE: m &= ~(PROTECTED | PRIVATE | ORIGINAL); break;
            case ORIGINAL: m &= ~ORIGINAL; break;
            case UNCONDITIONAL: m &= ~UNCONDITIONAL; break;
            default: throw new IllegalArgumentException(modeToDrop + " is not a valid mode to drop");
            }
            return m == allowedModes ? this : new Lookup(lookupClass, prevLookupClass, m);
        }

        @Override
        public String toString() {
            String cname = lookupClass.getName();
            if (prevLookupClass != null) cname += "/" + prevLookupClass.getName();
            int m = allowedModes & ~ORIGINAL;
            switch (m) {
            case 0: return cname + "/noaccess";
            case UNCONDITIONAL: return cname + "/publicLookup";
            case PUBLIC: return cname + "/public";
            case PUBLIC | MODULE: return cname + "/module";
            case PUBLIC | PACKAGE: case PUBLIC | MODULE | PACKAGE: return cname + "/package";
            case PUBLIC | PACKAGE | PRIVATE: case PUBLIC | MODULE | PACKAGE | PRIVATE: return cname + "/private";
            case PUBLIC | PACKAGE | PRIVATE | PROTECTED: case PUBLIC | MODULE | PACKAGE | PRIVATE | PROTECTED:
                return cname;
            default: return cname + "/" + Integer.toHexString(allowedModes);
            }
        }

        /* -- access rules -- */

        private String from() {
            String s = ", from " + (allowedModes == UNCONDITIONAL ? "public Lookup" : describe(lookupClass));
            if (prevLookupClass != null) s += ", previous lookup " + prevLookupClass.getName();
            return s;
        }

        private static String describe(Class<?> c) {
            String m = inBase(c) ? " (module java.base)" : " (unnamed module @" + Integer.toHexString(System.identityHashCode(c.getClassLoader())) + ")";
            return (c.isInterface() ? "interface " : "class ") + c.getName() + m;
        }

        private static boolean samePackage(Class<?> a, Class<?> b) {
            return a.getClassLoader() == b.getClassLoader() && a.getPackageName().equals(b.getPackageName());
        }

        private static Class<?> outermost(Class<?> c) {
            for (Class<?> e = c.getEnclosingClass(); e != null; e = e.getEnclosingClass()) c = e;
            return c;
        }

        private static boolean nestmates(Class<?> a, Class<?> b) {
            return a == b || (samePackage(a, b) && outermost(a) == outermost(b));
        }

        boolean classAccessible(Class<?> refc) {
            while (refc.isArray()) refc = refc.getComponentType();
            if (refc.isPrimitive() || allowedModes == UNCONDITIONAL && Modifier.isPublic(refc.getModifiers())) return true;
            if (allowedModes == 0) return false;
            /* java.base reads no unnamed module: from there (or through it) only java.base's types */
            if (!inBase(refc) && (inBase(lookupClass) || (prevLookupClass != null && inBase(prevLookupClass)))) return false;
            if (Modifier.isPublic(refc.getModifiers())) {
                if (allowedModes == UNCONDITIONAL) return true;
                return (allowedModes & PUBLIC) != 0 || ((allowedModes & MODULE) != 0 && inBase(refc) == inBase(lookupClass));
            }
            return (allowedModes & PACKAGE) != 0 && samePackage(refc, lookupClass);
        }

        private boolean memberAccessible(Class<?> refc, Class<?> defc, int mods) {
            if (allowedModes == 0 || !classAccessible(refc)) return false;
            if (Modifier.isPublic(mods)) return true;
            if (allowedModes == UNCONDITIONAL) return false;
            if (Modifier.isPrivate(mods)) return (allowedModes & PRIVATE) != 0 && nestmates(defc, lookupClass);
            if ((allowedModes & PACKAGE) != 0 && samePackage(defc, lookupClass)) return true;
            if (Modifier.isProtected(mods))
                return (allowedModes & PROTECTED) != 0 && defc.isAssignableFrom(lookupClass);
            return false;
        }

        private static String memberName(Class<?> refc, String name, Object type, String kind) {
            return refc.getName() + "." + name + (type instanceof Class ? "/" + fieldTypeName((Class<?>) type) : type) + "/" + kind;
        }

        private static String fieldTypeName(Class<?> c) {
            return c.isArray() ? c.getName() : c.getName().substring(c.getName().lastIndexOf('.') + 1);
        }

        private void checkSymbolic(Class<?> refc) throws IllegalAccessException {
            if (!classAccessible(refc))
                throw new IllegalAccessException("symbolic reference class is not accessible: " + refc + from());
        }

        private IllegalAccessException accessFailure(Class<?> refc, Class<?> defc, int mods, String what) {
            if (!classAccessible(refc))
                return new IllegalAccessException("symbolic reference class is not accessible: " + refc + from());
            String level = Modifier.isPrivate(mods) ? "private" : Modifier.isProtected(mods) ? "protected"
                    : Modifier.isPublic(mods) ? "public" : "package-private";
            return new IllegalAccessException("member is " + level + ": " + what + from());
        }

        /* -- methods -- */

        private long resolveMethod(Class<?> refc, String name, MethodType type, String kind, boolean ctor)
                throws NoSuchMethodException, IllegalAccessException {
            Objects.requireNonNull(refc);
            Objects.requireNonNull(name);
            Objects.requireNonNull(type);
            checkSymbolic(refc);
            long slot = MethodHandleNatives.findMethod(refc, name, type.toMethodDescriptorString());
            if (slot == 0)
                throw new NoSuchMethodException("no such " + (ctor ? "constructor" : "method") + ": " + memberName(refc, name, type, kind));
            return slot;
        }

        private void checkMethod(Class<?> refc, long slot, String name, MethodType type, String kind, boolean wantStatic,
                boolean ctor) throws IllegalAccessException {
            int mods = MethodHandleNatives.modifiers(slot, false);
            Class<?> defc = MethodHandleNatives.declaringClass(slot, false);
            String what = memberName(refc, name, type, kind);
            if (Modifier.isStatic(mods) != wantStatic)
                throw new IllegalAccessException("no such " + (ctor ? "constructor" : "method") + ": " + what);
            /* the JDK's VM resolves methods with the access check: a failure reads as not found */
            if (!memberAccessible(refc, defc, mods))
                throw new IllegalAccessException("no such " + (ctor ? "constructor" : "method") + ": " + what);
        }

        private static MethodHandle maybeVarargs(MethodHandle mh, int mods) {
            if ((mods & 0x80) == 0) return mh;
            Class<?> last = mh.type().lastParameterType();
            return last.isArray() ? new Handles.Varargs(mh, last) : mh;
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            long slot = resolveMethod(refc, name, type, "invokeStatic", false);
            checkMethod(refc, slot, name, type, "invokeStatic", true, false);
            int mods = MethodHandleNatives.modifiers(slot, false);
            return maybeVarargs(new Handles.Direct(type, slot, MethodHandleNatives.STATIC, refc, name), mods);
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            String kind = refc.isInterface() ? "invokeInterface" : "invokeVirtual";
            if (refc == MethodHandle.class && (name.equals("invoke") || name.equals("invokeExact")))
                return maybeVarargs(name.equals("invoke") ? invoker(type) : exactInvoker(type), 0);
            long slot = resolveMethod(refc, name, type, kind, false);
            checkMethod(refc, slot, name, type, kind, false, false);
            int mods = MethodHandleNatives.modifiers(slot, false);
            Class<?> recv = refc;
            Class<?> defc = MethodHandleNatives.declaringClass(slot, false);
            /* a protected member reached through the subclass: the receiver narrows to the lookup class */
            if (Modifier.isProtected(mods) && !samePackage(defc, lookupClass) && refc.isAssignableFrom(lookupClass))
                recv = lookupClass;
            MethodType mt = type.insertParameterTypes(0, recv);
            int mode = Modifier.isPrivate(mods) ? MethodHandleNatives.SPECIAL : MethodHandleNatives.VIRTUAL;
            return maybeVarargs(new Handles.Direct(mt, slot, mode, refc, name), mods);
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc.isArray()) throw new NoSuchMethodException("no constructor for array class: " + refc.getName());
            long slot = resolveMethod(refc, "<init>", type, "newInvokeSpecial", true);
            String what = memberName(refc, "<init>", type, "newInvokeSpecial");
            if (Modifier.isAbstract(refc.getModifiers()) || type.returnType() != void.class)
                throw new IllegalAccessException("no such constructor: " + what);
            checkMethod(refc, slot, "<init>", type, "newInvokeSpecial", false, true);
            int mods = MethodHandleNatives.modifiers(slot, false);
            MethodType mt = type.changeReturnType(refc);
            return maybeVarargs(new Handles.Direct(mt, slot, MethodHandleNatives.CONSTRUCTOR, refc, "<init>"), mods);
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            Objects.requireNonNull(specialCaller);
            if ((allowedModes & PRIVATE) == 0 || (specialCaller != lookupClass && !(refc.isInterface()
                    && refc.isAssignableFrom(specialCaller))))
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller + from());
            long slot = resolveMethod(refc, name, type, "invokeSpecial", false);
            checkMethod(refc, slot, name, type, "invokeSpecial", false, false);
            checkBelow(refc, specialCaller, memberName(refc, name, type, "invokeSpecial"));
            int mods = MethodHandleNatives.modifiers(slot, false);
            MethodType mt = type.insertParameterTypes(0, specialCaller);
            return maybeVarargs(new Handles.Direct(mt, slot, MethodHandleNatives.SPECIAL, refc, name), mods);
        }

        private void checkBelow(Class<?> refc, Class<?> specialCaller, String what) throws IllegalAccessException {
            if (!refc.isInterface() && !refc.isAssignableFrom(specialCaller))
                throw new IllegalAccessException("caller class must be a subclass below the method: " + what + from());
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            MethodHandle mh = findVirtual(receiver.getClass(), name, type);
            MethodHandle bound = mh.asFixedArity().bindTo(receiver);
            return mh.isVarargsCollector() ? bound.asVarargsCollector(type.lastParameterType()) : bound;
        }

        /* -- fields -- */

        /* The slot of the field a handle of kind verb + "Field"/"Static" names,
         * after the JDK's checks in its order: the field exists, is static or
         * not as asked (the message names the kind it has) and is accessible. */
        private long checkedField(Class<?> refc, String name, Class<?> type, boolean wantStatic, String verb)
                throws NoSuchFieldException, IllegalAccessException {
            Objects.requireNonNull(refc);
            Objects.requireNonNull(name);
            Objects.requireNonNull(type);
            String kind = verb + (wantStatic ? "Static" : "Field");
            String what = memberName(refc, name, type, kind);
            checkSymbolic(refc);
            long slot = MethodHandleNatives.findField(refc, name, Conversions.descriptorOf(type));
            if (slot == 0) throw new NoSuchFieldException("no such field: " + what);
            int mods = MethodHandleNatives.modifiers(slot, true);
            Class<?> defc = MethodHandleNatives.declaringClass(slot, true);
            if (Modifier.isStatic(mods) != wantStatic) {
                String found = memberName(refc, name, type, verb + (wantStatic ? "Field" : "Static"));
                throw new IllegalAccessException("expected " + (wantStatic ? "a static" : "a non-static") + " field: " + found + from());
            }
            if (!memberAccessible(refc, defc, mods))
                throw accessFailure(refc, defc, mods, memberName(defc, name, type, kind));
            return slot;
        }

        private MethodHandle field(Class<?> refc, String name, Class<?> type, boolean wantStatic, boolean setter)
                throws NoSuchFieldException, IllegalAccessException {
            long slot = checkedField(refc, name, type, wantStatic, setter ? "put" : "get");
            if (setter && Modifier.isFinal(MethodHandleNatives.modifiers(slot, true)))
                throw new IllegalAccessException("unexpected set of a final field: "
                        + memberName(refc, name, type, wantStatic ? "putStatic" : "putField") + from());
            return fieldHandle(refc, type, slot, wantStatic, setter);
        }

        private static MethodHandle fieldHandle(Class<?> refc, Class<?> type, long slot, boolean isStatic, boolean setter) {
            MethodType mt;
            if (setter) mt = isStatic ? MethodType.methodType(void.class, type) : MethodType.methodType(void.class, refc, type);
            else mt = isStatic ? MethodType.methodType(type) : MethodType.methodType(type, refc);
            return new Handles.FieldAccess(mt, slot, isStatic, setter);
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(refc, name, type, false, false);
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(refc, name, type, false, true);
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(refc, name, type, true, false);
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return field(refc, name, type, true, true);
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            Class<?> c = Class.forName(targetName, false, lookupClass.getClassLoader());
            return accessClass(c);
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            if (!classAccessible(targetClass))
                throw new IllegalAccessException("access violation: " + targetClass + from());
            return targetClass;
        }

        public Class<?> ensureInitialized(Class<?> targetClass) throws IllegalAccessException {
            accessClass(targetClass);
            try {
                Class.forName(targetClass.getName(), true, targetClass.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalAccessException(e.toString());
            }
            return targetClass;
        }

        /* -- reflective members -- */

        private static boolean overridden(Member m) {
            return m instanceof java.lang.reflect.AccessibleObject && ((java.lang.reflect.AccessibleObject) m).isAccessible();
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            return unreflect(m, false, null);
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller) throws IllegalAccessException {
            return unreflect(m, true, specialCaller);
        }

        private MethodHandle unreflect(Method m, boolean special, Class<?> specialCaller) throws IllegalAccessException {
            Class<?> refc = m.getDeclaringClass();
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            long slot = MethodHandleNatives.findMethod(refc, m.getName(), type.toMethodDescriptorString());
            int mods = m.getModifiers();
            boolean isStatic = Modifier.isStatic(mods);
            String kind = special ? "invokeSpecial" : isStatic ? "invokeStatic" : refc.isInterface() ? "invokeInterface" : "invokeVirtual";
            if (special && ((allowedModes & PRIVATE) == 0 || specialCaller != lookupClass))
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller + from());
            if (!overridden(m) && !memberAccessible(refc, refc, mods))
                throw accessFailure(refc, refc, mods, memberName(refc, m.getName(), type, kind));
            if (special) checkBelow(refc, specialCaller, memberName(refc, m.getName(), type, kind));
            MethodHandle mh;
            if (isStatic) mh = new Handles.Direct(type, slot, MethodHandleNatives.STATIC, refc, m.getName());
            else if (special) mh = new Handles.Direct(type.insertParameterTypes(0, specialCaller), slot, MethodHandleNatives.SPECIAL, refc, m.getName());
            else mh = new Handles.Direct(type.insertParameterTypes(0, refc), slot,
                    Modifier.isPrivate(mods) ? MethodHandleNatives.SPECIAL : MethodHandleNatives.VIRTUAL, refc, m.getName());
            return maybeVarargs(mh, mods);
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            Class<?> refc = c.getDeclaringClass();
            MethodType type = MethodType.methodType(void.class, c.getParameterTypes());
            String what = memberName(refc, "<init>", type, "newInvokeSpecial");
            if (Modifier.isAbstract(refc.getModifiers()))
                throw new IllegalAccessException("abstract class: " + what + from());
            long slot = MethodHandleNatives.findMethod(refc, "<init>", type.toMethodDescriptorString());
            if (!overridden(c) && !memberAccessible(refc, refc, c.getModifiers()))
                throw accessFailure(refc, refc, c.getModifiers(), what);
            return maybeVarargs(new Handles.Direct(type.changeReturnType(refc), slot, MethodHandleNatives.CONSTRUCTOR, refc, "<init>"),
                    c.getModifiers());
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            return unreflectField(f, false);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            return unreflectField(f, true);
        }

        private MethodHandle unreflectField(Field f, boolean setter) throws IllegalAccessException {
            Class<?> refc = f.getDeclaringClass();
            int mods = f.getModifiers();
            boolean isStatic = Modifier.isStatic(mods);
            String what = memberName(refc, f.getName(), f.getType(), (setter ? "put" : "get") + (isStatic ? "Static" : "Field"));
            if (!overridden(f) && !memberAccessible(refc, refc, mods)) throw accessFailure(refc, refc, mods, what);
            if (setter && Modifier.isFinal(mods) && (isStatic || !overridden(f)))
                throw new IllegalAccessException("unexpected set of a final field: " + what + from());
            long slot = MethodHandleNatives.findField(refc, f.getName(), Conversions.descriptorOf(f.getType()));
            return fieldHandle(refc, f.getType(), slot, isStatic, setter);
        }

        /* ---- VarHandle: factories (the handles themselves are VarHandle.java's) ---- */

        private VarHandle varHandle(Class<?> refc, String name, Class<?> type, boolean wantStatic)
                throws NoSuchFieldException, IllegalAccessException {
            long slot = checkedField(refc, name, type, wantStatic, "get");
            return VarHandle.forField(refc, type, slot, wantStatic, Modifier.isFinal(MethodHandleNatives.modifiers(slot, true)));
        }

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return varHandle(recv, name, type, false);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return varHandle(decl, name, type, true);
        }

        public VarHandle unreflectVarHandle(Field f) throws IllegalAccessException {
            Class<?> refc = f.getDeclaringClass();
            int mods = f.getModifiers();
            boolean isStatic = Modifier.isStatic(mods);
            String what = memberName(refc, f.getName(), f.getType(), isStatic ? "getStatic" : "getField");
            if (!overridden(f) && !memberAccessible(refc, refc, mods)) throw accessFailure(refc, refc, mods, what);
            long slot = MethodHandleNatives.findField(refc, f.getName(), Conversions.descriptorOf(f.getType()));
            return VarHandle.forField(refc, f.getType(), slot, isStatic, Modifier.isFinal(mods));
        }
    }

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) throws IllegalArgumentException {
        return VarHandle.forArray(Objects.requireNonNull(arrayClass));
    }

    public static VarHandle byteArrayViewVarHandle(Class<?> viewArrayClass, java.nio.ByteOrder byteOrder)
            throws IllegalArgumentException {
        Objects.requireNonNull(byteOrder);
        return VarHandle.forByteArrayView(Objects.requireNonNull(viewArrayClass), byteOrder == java.nio.ByteOrder.BIG_ENDIAN);
    }

    public static VarHandle byteBufferViewVarHandle(Class<?> viewArrayClass, java.nio.ByteOrder byteOrder)
            throws IllegalArgumentException {
        Objects.requireNonNull(byteOrder);
        return VarHandle.forByteBufferView(Objects.requireNonNull(viewArrayClass), byteOrder == java.nio.ByteOrder.BIG_ENDIAN);
    }

    /* ---- end of VarHandle's block ---- */

    /* ---- combinators ------------------------------------------------------------------------ */

    /* A value for a parameter or constant of type t, as the JDK converts it. */
    private static Object checkValue(Class<?> t, Object v) {
        if (!t.isPrimitive()) {
            if (v != null && !t.isInstance(v))
                throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + t.getName());
            return v;
        }
        Class<?> w = Conversions.wrapperOf(t);
        int k = v == null ? -1 : Conversions.indexOfWrap(v.getClass());
        if (v == null) throw new NullPointerException();
        if (k < 0 || k == 8 || !Conversions.widens(Conversions.PRIMS[k], t))
            throw new ClassCastException("class " + w.getName() + " is not compatible with class " + v.getClass().getName());
        return Conversions.widen(v, t);
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type == void.class) throw new IllegalArgumentException("void type");
        return new Handles.Constant(MethodType.methodType(type), checkValue(type, value));
    }

    public static MethodHandle identity(Class<?> type) {
        return new Handles.Identity(MethodType.methodType(type, type));
    }

    public static MethodHandle zero(Class<?> type) {
        Objects.requireNonNull(type);
        return new Handles.Constant(MethodType.methodType(type), Conversions.zero(type));
    }

    public static MethodHandle empty(MethodType type) {
        return new Handles.Constant(type, Conversions.zero(type.returnType()));
    }

    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        if (!Throwable.class.isAssignableFrom(exType)) throw new ClassCastException(exType.getName());
        return new Handles.Throw(MethodType.methodType(returnType, exType));
    }

    public static MethodHandle exactInvoker(MethodType type) {
        return new Handles.Invoker(type, true);
    }

    public static MethodHandle invoker(MethodType type) {
        return new Handles.Invoker(type, false);
    }

    public static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        if (leadingArgCount < 0 || leadingArgCount > type.parameterCount())
            throw new IllegalArgumentException("bad argument count " + leadingArgCount);
        return invoker(type).asSpreader(Object[].class, type.parameterCount() - leadingArgCount);
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        Class<?> c = arrayComponent(arrayClass);
        return new Handles.ArrayOp(MethodType.methodType(c, arrayClass, int.class), 0, c);
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        Class<?> c = arrayComponent(arrayClass);
        return new Handles.ArrayOp(MethodType.methodType(void.class, arrayClass, int.class, c), 1, c);
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        Class<?> c = arrayComponent(arrayClass);
        return new Handles.ArrayOp(MethodType.methodType(int.class, arrayClass), 2, c);
    }

    public static MethodHandle arrayConstructor(Class<?> arrayClass) {
        Class<?> c = arrayComponent(arrayClass);
        return new Handles.ArrayOp(MethodType.methodType(arrayClass, int.class), 3, c);
    }

    private static Class<?> arrayComponent(Class<?> arrayClass) {
        if (!arrayClass.isArray()) throw new IllegalArgumentException("not an array: " + arrayClass);
        return arrayClass.getComponentType();
    }

    public static MethodHandle explicitCastArguments(MethodHandle target, MethodType newType) {
        MethodType old = target.type();
        if (old.equals(newType)) return target;
        if (old.parameterCount() != newType.parameterCount())
            throw new WrongMethodTypeException("cannot explicitly cast " + target + " to " + newType);
        return new Handles.AsType(target.asFixedArity(), newType, true);
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        int n = values.length;
        if (pos < 0 || pos + n > t.parameterCount()) {
            if (n == 0 && pos >= 0 && pos <= t.parameterCount()) return target;
            throw new IllegalArgumentException("no argument type to append");
        }
        if (n == 0) return target;
        Object[] v = new Object[n];
        for (int i = 0; i < n; i++) v[i] = checkValue(t.parameterType(pos + i), values[i]);
        return new Handles.Insert(target, pos, v);
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        MethodType old = target.type();
        if (pos < 0 || pos > old.parameterCount())
            throw new IllegalArgumentException("no argument type to remove" + Arrays.asList(old, pos,
                    Arrays.asList(valueTypes), old.parameterCount() + valueTypes.length, old.parameterCount()));
        if (valueTypes.length == 0) return target;
        return new Handles.Drop(target, old.insertParameterTypes(pos, valueTypes), pos, valueTypes.length);
    }

    public static MethodHandle dropReturn(MethodHandle target) {
        Class<?> r = target.type().returnType();
        if (r == void.class) return target;
        return filterReturnValue(target, empty(MethodType.methodType(void.class, r)));
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType, int... reorder) {
        reorder = reorder.clone();
        MethodType old = target.type();
        if (newType.returnType() != old.returnType())
            throw new IllegalArgumentException("return types do not match: " + old + ", " + newType);
        if (reorder.length != old.parameterCount())
            throw new IllegalArgumentException("old type parameter count and reorder array length do not match: "
                    + old + ", " + Arrays.toString(reorder));
        for (int i = 0; i < reorder.length; i++) {
            int j = reorder[i];
            if (j < 0 || j >= newType.parameterCount())
                throw new IllegalArgumentException("index is out of bounds for new type: " + j + ", " + newType);
            if (newType.parameterType(j) != old.parameterType(i))
                throw new IllegalArgumentException("parameter types do not match after reorder: " + old + ", " + newType);
        }
        return new Handles.Permute(target, newType, reorder);
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos, MethodHandle... filters) {
        MethodType t = target.type();
        if (pos < 0 || pos + filters.length > t.parameterCount())
            throw new IllegalArgumentException("too many filters");
        MethodType nt = t;
        for (int i = 0; i < filters.length; i++) {
            MethodHandle f = filters[i];
            if (f == null) continue;
            MethodType ft = f.type();
            if (ft.parameterCount() != 1 || ft.returnType() != t.parameterType(pos + i))
                throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
            nt = nt.changeParameterType(pos + i, ft.parameterType(0));
        }
        return new Handles.FilterArgs(target, nt, pos, filters.clone());
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        MethodType t = target.type(), ft = filter.type();
        Class<?> r = t.returnType();
        boolean ok = r == void.class ? ft.parameterCount() == 0 : ft.parameterCount() == 1 && ft.parameterType(0) == r;
        if (!ok) throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
        return new Handles.FilterReturn(target, filter);
    }

    public static MethodHandle collectArguments(MethodHandle target, int pos, MethodHandle filter) {
        MethodType t = target.type(), ft = filter.type();
        Class<?> r = ft.returnType();
        if (r == void.class) {
            if (pos < 0 || pos > t.parameterCount())
                throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
        } else if (pos < 0 || pos >= t.parameterCount() || t.parameterType(pos) != r) {
            throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
        }
        MethodType nt = (r == void.class ? t : t.dropParameterTypes(pos, pos + 1)).insertParameterTypes(pos, ft.parameterArray());
        return new Handles.Collect(target, nt, pos, filter);
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    public static MethodHandle foldArguments(MethodHandle target, int pos, MethodHandle combiner) {
        MethodType t = target.type(), ct = combiner.type();
        Class<?> r = ct.returnType();
        int skip = r == void.class ? 0 : 1;
        boolean ok = pos >= 0 && pos + skip + ct.parameterCount() <= t.parameterCount()
                && (skip == 0 || t.parameterType(pos) == r);
        for (int i = 0; ok && i < ct.parameterCount(); i++)
            ok = ct.parameterType(i) == t.parameterType(pos + skip + i);
        if (!ok) throw new IllegalArgumentException("target and combiner types must match: " + t + " != " + ct);
        MethodType nt = skip == 0 ? t : t.dropParameterTypes(pos, pos + 1);
        return new Handles.Fold(target, nt, pos, combiner);
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
        MethodType gt = test.type(), tt = target.type(), ft = fallback.type();
        if (!tt.equals(ft)) throw new IllegalArgumentException("target and fallback types must match: " + tt + " != " + ft);
        if (gt.returnType() != boolean.class || gt.parameterCount() > tt.parameterCount())
            throw new IllegalArgumentException("guard type is not a predicate " + gt);
        for (int i = 0; i < gt.parameterCount(); i++)
            if (gt.parameterType(i) != tt.parameterType(i))
                throw new IllegalArgumentException("guard type is not a predicate " + gt);
        return new Handles.Guard(test, target, fallback);
    }

    public static MethodHandle catchException(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
        MethodType tt = target.type(), ht = handler.type();
        if (!Throwable.class.isAssignableFrom(exType)) throw new ClassCastException(exType.getName());
        if (ht.returnType() != tt.returnType() || ht.parameterCount() == 0 || !ht.parameterType(0).isAssignableFrom(exType)
                || ht.parameterCount() - 1 > tt.parameterCount())
            throw new IllegalArgumentException("handler does not accept exception type " + exType);
        for (int i = 1; i < ht.parameterCount(); i++)
            if (ht.parameterType(i) != tt.parameterType(i - 1))
                throw new IllegalArgumentException("target and handler types must match: " + tt + " != " + ht);
        return new Handles.Catch(target, exType, handler);
    }


    /* ---- Java 9 combinators: the common shapes ---------------------------------------------- */

    public static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip, List<Class<?>> newTypes, int pos) {
        MethodType t = target.type();
        int match = t.parameterCount() - skip;
        if (skip < 0 || skip > t.parameterCount() || pos < 0 || pos > newTypes.size() || pos + match > newTypes.size()
                || !t.parameterList().subList(skip, t.parameterCount()).equals(newTypes.subList(pos, pos + match)))
            throw new IllegalArgumentException("argument lists do not match: " + t.parameterList().subList(skip, t.parameterCount())
                    + ", " + newTypes);
        MethodHandle h = dropArguments(target, t.parameterCount(), newTypes.subList(pos + match, newTypes.size()));
        return dropArguments(h, skip, newTypes.subList(0, pos));
    }

    /* target's arguments, then those the handle h takes after its first `lead` (A... in the JDK's words) */
    private static MethodHandle widenTo(MethodHandle h, int lead, List<Class<?>> args) {
        int have = h.type().parameterCount() - lead;
        return dropArguments(h, lead + have, args.subList(have, args.size()));
    }

    public static MethodHandle tryFinally(MethodHandle target, MethodHandle cleanup) {
        MethodType tt = target.type(), ct = cleanup.type();
        Class<?> r = tt.returnType();
        int lead = r == void.class ? 1 : 2;
        if (ct.returnType() != r || ct.parameterCount() < lead || !Throwable.class.isAssignableFrom(ct.parameterType(0))
                || (lead == 2 && ct.parameterType(1) != r))
            throw new IllegalArgumentException("target and cleanup types must match: " + tt + " != " + ct);
        MethodHandle c = widenTo(cleanup, lead, tt.parameterList());
        return new Handles.TryFinally(target, c);
    }

    public static MethodHandle countedLoop(MethodHandle iterations, MethodHandle init, MethodHandle body) {
        MethodType bt = body.type();
        Class<?> v = bt.returnType();
        int lead = v == void.class ? 1 : 2;
        if (bt.parameterCount() < lead || bt.parameterType(lead - 1) != int.class || (lead == 2 && bt.parameterType(0) != v))
            throw new IllegalArgumentException("body type is not a loop body: " + bt);
        if (iterations.type().returnType() != int.class)
            throw new IllegalArgumentException("iterations must return int: " + iterations.type());
        List<Class<?>> a = bt.parameterList().subList(lead, bt.parameterCount());
        if (iterations.type().parameterCount() > a.size()) a = iterations.type().parameterList();
        if (init != null && init.type().parameterCount() > a.size()) a = init.type().parameterList();
        MethodHandle it = widenTo(iterations, 0, a);
        MethodHandle in = init == null ? null : widenTo(init, 0, a);
        MethodHandle b = widenTo(body, lead, a);
        return new Handles.CountedLoop(it, in, b, MethodType.methodType(v, a));
    }
}
