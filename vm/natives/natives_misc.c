/*
 * natives_misc.c -- small natives of java.lang that programs commonly
 * reach: another thread's stack (Thread.getStackTrace / getAllStackTraces)
 * and the class that called System.setSecurityManager (for the JDK's
 * warning, which names it).
 */
#include <string.h>

#include "interp/resolve.h"
#include "natives/natives.h"
#include "runtime/exception.h"
#include "runtime/threads.h"

/* Thread.fillStackOf0(Thread target, Throwable holder): holder's backtrace
 * becomes target's stack (empty if target is not running). */
NATIVE(thread_fillStackOf0)
{
    (void)ret;
    vm_thread *x = args[0].a ? thread_of_object(args[0].a) : NULL;
    if (args[1].a) exception_fill_backtrace_of(t, args[1].a, x);
}

/* System.securityCaller0(): the class of the first frame outside
 * java.lang.System (the caller of setSecurityManager), or null. */
NATIVE(system_securityCaller0)
{
    static const char *const skip[] = {"java/lang/System", NULL};
    (void)args;
    vm_class *c = natives_caller(t, skip, false);
    ret->a = c ? resolve_mirror(t, c) : NULL;
}

const native_entry natives_misc_table[] = {
    {"java/lang/Thread", "fillStackOf0", "(Ljava/lang/Thread;Ljava/lang/Throwable;)V", thread_fillStackOf0},
    {"java/lang/System", "securityCaller0", "()Ljava/lang/Class;", system_securityCaller0},
};
const size_t natives_misc_count = sizeof natives_misc_table / sizeof natives_misc_table[0];
