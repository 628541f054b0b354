/*
 * java.lang.invoke.MethodHandleNatives -- the VM's side of method handles
 * (vm/natives/natives_invoke.c): members found by name and descriptor as
 * the VM resolves them, and calls and field access that throw the
 * target's exceptions as they are.  A slot is the VM's member pointer.
 */
package java.lang.invoke;

final class MethodHandleNatives {
    private MethodHandleNatives() {
    }

    static final int STATIC = 0, VIRTUAL = 1, SPECIAL = 2, CONSTRUCTOR = 3;

    static native Class<?> callerClass();

    static native long findMethod(Class<?> refc, String name, String descriptor);

    static native long findField(Class<?> refc, String name, String descriptor);

    static native int modifiers(long slot, boolean field);

    static native Class<?> declaringClass(long slot, boolean field);

    static native Object invokeMethod(long slot, int mode, Object[] args) throws Throwable;

    static native Object getField(long slot, Object obj);

    static native void setField(long slot, Object obj, Object value);

    /* ldc of a CONSTANT_MethodType (natives_invoke.c): missing classes are NoClassDefFoundErrors */
    static MethodType linkMethodType(Class<?> caller, String descriptor) {
        try {
            return MethodType.fromMethodDescriptorString(descriptor, caller.getClassLoader());
        } catch (TypeNotPresentException e) {
            NoClassDefFoundError err = new NoClassDefFoundError(e.typeName().replace('.', '/'));
            err.initCause(e.getCause());
            throw err;
        }
    }

    /* invokedynamic with a bootstrap method the VM does not run itself
     * (JVMS 5.4.3.6, indy.c): the bootstrap called with the caller's own
     * lookup, the site's name and type and the static arguments; what it
     * throws other than an Error, and a result that is not a CallSite, are
     * wrapped as HotSpot wraps them, and a site of another type is refused
     * as CallSite.makeSite refuses it. */
    static CallSite linkCallSite(Class<?> caller, MethodHandle bsm, String name, String descriptor, Object[] statics) {
        MethodType type = linkMethodType(caller, descriptor);
        Object[] all = new Object[3 + statics.length];
        all[0] = new MethodHandles.Lookup(caller, null, MethodHandles.Lookup.FULL_POWER);
        all[1] = name;
        all[2] = type;
        System.arraycopy(statics, 0, all, 3, statics.length);
        CallSite site;
        try {
            site = CallSite.class.cast(bsm.invokeWithArguments(all));
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            throw new BootstrapMethodError("bootstrap method initialization exception", e);
        }
        MethodHandle target = site.getTarget();
        if (!target.type().equals(type)) {
            throw new BootstrapMethodError("CallSite bootstrap method initialization exception",
                                           new WrongMethodTypeException(target + " should be of type " + type));
        }
        return site;
    }

    /* A linked invokedynamic site run: its current target (a MutableCallSite's may change). */
    static Object invokeCallSite(CallSite site, Object[] args) throws Throwable {
        return site.getTarget().invokeWithArguments(args);
    }

    /* ldc of a CONSTANT_MethodHandle: the caller's own lookup, the failures as linkage errors (JVMS 5.4.3.5) */
    static MethodHandle linkMethodHandle(Class<?> caller, int kind, Class<?> refc, String name, String descriptor) {
        MethodHandles.Lookup l = new MethodHandles.Lookup(caller, null, MethodHandles.Lookup.FULL_POWER);
        try {
            if (kind <= 4) {
                Class<?> type = linkMethodType(caller, "()" + descriptor).returnType();
                switch (kind) {
                case 1: return l.findGetter(refc, name, type);
                case 2: return l.findStaticGetter(refc, name, type);
                case 3: return l.findSetter(refc, name, type);
                default: return l.findStaticSetter(refc, name, type);
                }
            }
            MethodType type = linkMethodType(caller, descriptor);
            switch (kind) {
            case 5: case 9: return l.findVirtual(refc, name, type);
            case 6: return l.findStatic(refc, name, type);
            case 7: return l.findSpecial(refc, name, type, caller);
            default: return l.findConstructor(refc, type);
            }
        } catch (NoSuchMethodException e) {
            /* the text of a failed resolution: 'void pkg.C.m(int, java.lang.String)' */
            MethodType t = linkMethodType(caller, descriptor);
            StringBuilder sb = new StringBuilder("'").append(t.returnType().getTypeName()).append(' ')
                    .append(refc.getName()).append('.').append(name).append('(');
            for (int i = 0; i < t.parameterCount(); i++)
                sb.append(i > 0 ? ", " : "").append(t.parameterType(i).getTypeName());
            throw new NoSuchMethodError(sb.append(")'").toString()); /* the VM resolution's error: no cause */
        } catch (NoSuchFieldException e) {
            throw new NoSuchFieldError(e.getMessage());
        } catch (IllegalAccessException e) {
            throw new IllegalAccessError(e.getMessage());
        }
    }
}
