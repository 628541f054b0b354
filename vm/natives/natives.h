/*
 * natives.h -- how a file of native methods presents itself to the lookup.
 *
 * The class library's natives live in several files, one per subsystem
 * (natives.c: java.lang and java.io; natives_zip.c: java.util.zip over
 * zlib; natives_concurrent.c: Unsafe and LockSupport; natives_resource.c:
 * where class-path resources are).  Each defines a
 * table of native_entry and its length; natives_lookup() in natives.c scans
 * the tables in order.  A native receives its arguments as the slots the
 * interpreter passed (receiver first for instance methods; long and double
 * take two slots), writes its result to *ret, and signals an exception by
 * leaving one pending in t->exception.
 */
#ifndef LANTERN_NATIVES_H
#define LANTERN_NATIVES_H

#include <stddef.h>

#include "runtime/vm.h"

#define NATIVE(name) static void name(vm_thread *t, slot *args, slot *ret)
#define UNUSED_ARGS (void)t, (void)args, (void)ret

typedef struct native_entry {
    const char *clazz, *name, *desc;
    vm_native_fn fn;
} native_entry;

/* The native that implements m, or NULL (scans the tables below in order). */
vm_native_fn natives_lookup(const vm_method *m);

/* threads.c */
extern const native_entry natives_thread_table[];
extern const size_t natives_thread_count;
/* natives_zip.c */
extern const native_entry natives_zip_table[];
extern const size_t natives_zip_count;
/* natives_resource.c */
extern const native_entry natives_resource_table[];
extern const size_t natives_resource_count;
/* The class of the first Java frame (from the top, the native's own
 * included) whose class is not named in skip -- a NULL-terminated list; an
 * entry ending in '*' is a prefix -- and, with skip_hidden, not hidden (a
 * lambda proxy stands for its host).  NULL when only the VM called.  The
 * "caller-sensitive" natives (ClassLoader, reflection, MethodHandles,
 * System.setSecurityManager, Unsafe) differ only in the list. */
vm_class *natives_caller(vm_thread *t, const char *const *skip, bool skip_hidden);

/* natives_concurrent.c */
extern const native_entry natives_concurrent_table[];
extern const size_t natives_concurrent_count;
/* natives_unsafe.c (sun.misc.Unsafe) */ extern const native_entry natives_unsafe_table[]; extern const size_t natives_unsafe_count;
/* natives_nio.c (FileChannel); natives_file_stream is natives.c's FILE * for a handle, or NULL */
extern const native_entry natives_nio_table[];
extern const size_t natives_nio_count;
void *natives_file_stream(int fd);
/* natives_net.c */
extern const native_entry natives_net_table[];
extern const size_t natives_net_count;
/* natives_proc.c */
extern const native_entry natives_proc_table[];
extern const size_t natives_proc_count;
/* natives_security.c */
extern const native_entry natives_security_table[];
extern const size_t natives_security_count;
/* natives_reflgen.c */
extern const native_entry natives_reflgen_table[];
extern const size_t natives_reflgen_count;
/* natives_strictmath.c */
extern const native_entry natives_strictmath_table[];
extern const size_t natives_strictmath_count;
/* natives_annot.c */
extern const native_entry natives_annot_table[];
extern const size_t natives_annot_count;
/* natives_fin.c */
extern const native_entry natives_fin_table[];
extern const size_t natives_fin_count;
/* natives_misc.c */
extern const native_entry natives_misc_table[];
extern const size_t natives_misc_count;
/* natives_invoke.c; natives_invoke_polymorphic: MethodHandle.invoke/invokeExact's method for a call site's descriptor, or NULL */
extern const native_entry natives_invoke_table[];
extern const size_t natives_invoke_count;
vm_method *natives_invoke_polymorphic(vm_class *owner, const char *name, const char *desc);
object *natives_invoke_constant(vm_thread *t, vm_class *cls, uint16_t index); /* ldc of a MethodType or MethodHandle */
/* invokedynamic at cp index of cls with a program's bootstrap: its CallSite (NULL with an exception pending) */
object *natives_invoke_link_site(vm_thread *t, vm_class *cls, uint16_t index);
/* Runs the site's current target on the arguments at args (laid out per desc); result per desc's return type */
bool natives_invoke_call_site(vm_thread *t, object *site, const char *desc, const slot *args, slot *result);
int natives_varhandle_mode(const char *name, const char **stable_name); extern const native_entry natives_varhandle_table[]; extern const size_t natives_varhandle_count; /* natives_varhandle.c: a VarHandle polymorphic name's AccessMode ordinal, or -1 */
/* jni_library.c */
extern const native_entry natives_jni_table[];
extern const size_t natives_jni_count;

#endif
