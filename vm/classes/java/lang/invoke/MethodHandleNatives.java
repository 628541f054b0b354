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
            throw (NoSuchMethodError) new NoSuchMethodError(sb.append(")'").toString()).initCause(e);
        } catch (NoSuchFieldException e) {
            throw (NoSuchFieldError) new NoSuchFieldError(e.getMessage()).initCause(e);
        } catch (IllegalAccessException e) {
            throw (IllegalAccessError) new IllegalAccessError(e.getMessage()).initCause(e);
        }
    }
}
