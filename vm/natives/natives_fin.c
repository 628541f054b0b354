/*
 * natives_fin.c -- the natives of finalization: java.lang.ref.Finalizer's
 * view of the VM's queue (heap/finalizer.c) and its call of finalize(),
 * and Runtime.runFinalization.
 *
 * finalize() is protected in Object, out of the Finalizer class's reach in
 * Java, so invokeFinalize calls it here, virtually; whatever it throws is
 * dropped, as the JDK ignores exceptions thrown by finalizers.
 */
#include "heap/finalizer.h"
#include "interp/interp.h"
#include "natives/natives.h"
#include "object/class.h"

NATIVE(fin_poll)
{
    (void)t, (void)args;
    ret->a = finalizer_poll();
}

NATIVE(fin_hasPending)
{
    (void)t, (void)args;
    ret->i = finalizer_has_pending();
}

NATIVE(fin_setThread)
{
    (void)t, (void)ret;
    finalizer_set_thread(args[0].a);
}

NATIVE(fin_invokeFinalize)
{
    (void)ret;
    object *o = args[0].a;
    if (!o) return;
    slot a[1];
    a[0].a = o;
    if (!vm_call_virtual(t, o, "finalize", "()V", a, NULL)) t->exception = NULL;
}

NATIVE(runtime_runFinalization0)
{
    (void)args, (void)ret;
    vm_class *c = class_load(t, "java/lang/ref/Finalizer");
    if (c) vm_call_static(t, c, "runFinalization", "()V", NULL, NULL);
}

const native_entry natives_fin_table[] = {
    {"java/lang/ref/Finalizer", "poll", "()Ljava/lang/Object;", fin_poll},
    {"java/lang/ref/Finalizer", "hasPending", "()Z", fin_hasPending},
    {"java/lang/ref/Finalizer", "setThread", "(Ljava/lang/Thread;)V", fin_setThread},
    {"java/lang/ref/Finalizer", "invokeFinalize", "(Ljava/lang/Object;)V", fin_invokeFinalize},
    {"java/lang/Runtime", "runFinalization0", "()V", runtime_runFinalization0},
};
const size_t natives_fin_count = sizeof natives_fin_table / sizeof natives_fin_table[0];
