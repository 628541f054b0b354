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
}
