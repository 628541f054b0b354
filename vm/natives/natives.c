/*
 * natives.c -- the native methods of java.lang and java.io (the contracts of
 * all natives: vm/classes/NATIVES.md), and the lookup over every file's table
 * (natives.h).
 *
 * A native receives its arguments as the slots the interpreter passed
 * (receiver first for instance methods; long/double take two slots) and
 * writes its result to *ret; it signals an exception by leaving one pending
 * in t->exception.  Lookup is by class, name and descriptor, once per
 * method (the result is cached in the vm_method).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap/gc.h"
#include "jni/jni_library.h"
#include "jvmpi_impl.h"
#include "object/classloaders.h"
#include "object/loader.h"
#include "runtime/monitor.h"
#include "natives/natives.h"
#include "interp/resolve.h"
#include "natives/reflect.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"

void vm_system_properties(void (*put)(void *arg, const char *key, const char *value), void *arg);


static vm_class *class_of_mirror(object *mirror)
{
    return resolve_class_of_mirror(mirror);
}

/* ---- java.lang.Object ---- */

NATIVE(object_getClass) { ret->a = resolve_mirror(t, args[0].a->clazz); }
NATIVE(object_hashCode) { (void)t; ret->i = obj_identity_hash(args[0].a); }
NATIVE(object_clone)
{
    object *o = args[0].a;
    if (!o->clazz->component && !class_implements(o->clazz, cls_Cloneable)) {
        char buf[512];
        vm_throw(t, "java/lang/CloneNotSupportedException", "%s", class_java_name(o->clazz, buf, sizeof buf));
        return;
    }
    ret->a = heap_clone(t, o);
}
NATIVE(object_notify) { (void)ret; monitor_notify(t, args[0].a, false); }
NATIVE(object_notifyAll) { (void)ret; monitor_notify(t, args[0].a, true); }
NATIVE(object_wait) { (void)ret; monitor_wait(t, args[0].a, args[1].j); }

/* ---- java.lang.System ---- */

static void put_property(void *arg, const char *key, const char *value)
{
    void **ctx = arg;
    vm_thread *t = ctx[0];
    object **arrp = ctx[1]; /* a rooted local: re-read after each allocation */
    int32_t *n = ctx[2];
    if (t->exception || *n + 2 > ARRAY_LENGTH(*arrp)) return;
    object *k = string_from_utf8(t, key);
    if (!k) return;
    ARRAY_DATA(*arrp, object *)[(*n)++] = k;
    heap_write_barrier(*arrp); /* before the next allocation */
    object *v = string_from_utf8(t, value);
    if (!v) return;
    ARRAY_DATA(*arrp, object *)[(*n)++] = v;
    heap_write_barrier(*arrp);
}

NATIVE(system_vmProperties)
{
    (void)args;
    vm_class *sa = class_array_of(t, cls_String);
    object *arr = sa ? heap_new_array(t, sa, 2 * (64 + vm_opts.property_count)) : NULL;
    if (!arr) return;
    VM_ROOT(t, &arr);
    int32_t n = 0;
    void *ctx[3] = {t, &arr, &n};
    vm_system_properties(put_property, ctx);
    /* A copy of the right length: shrinking in place would leave a hole
     * that heap walks (JVMPI dumps, ID checks) could not step over. */
    object *exact = t->exception ? NULL : heap_new_array(t, sa, n);
    VM_UNROOT(t, 1);
    if (!exact) return;
    memcpy(ARRAY_DATA(exact, object *), ARRAY_DATA(arr, object *), sizeof(object *) * (size_t)n);
    heap_write_barrier(exact);
    ret->a = exact;
}
NATIVE(system_currentTimeMillis) { UNUSED_ARGS; ret->j = os_time_millis(); }
NATIVE(system_nanoTime) { UNUSED_ARGS; ret->j = os_time_nanos(); }
NATIVE(system_identityHashCode) { (void)t; ret->i = args[0].a ? obj_identity_hash(args[0].a) : 0; }
NATIVE(system_getenv0)
{
    char *name = string_to_utf8(args[0].a);
    char *v = name ? os_getenv(name) : NULL;
    ret->a = v ? string_from_utf8(t, v) : NULL;
    free(name);
    free(v);
}

/* How arraycopy's messages name an array: "int[]", "object array[]", and
 * with a length "int[5]", "object array[5]" (len < 0: no length). */
static const char *array_desc(const vm_class *c, int32_t len, char *buf, size_t n)
{
    const char *elem = c->component->is_primitive ? c->component->name : "object array";
    if (len < 0)
        snprintf(buf, n, "%s[]", elem);
    else
        snprintf(buf, n, "%s[%d]", elem, (int)len);
    return buf;
}

NATIVE(system_arraycopy)
{
    (void)ret;
    object *src = args[0].a, *dst = args[2].a;
    int32_t sp = args[1].i, dp = args[3].i, n = args[4].i;
    char a[256], b[256];
    if (!src || !dst) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    vm_class *sc = src->clazz, *dc = dst->clazz;
    if (!sc->component) {
        vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: source type %s is not an array", class_java_name(sc, a, sizeof a));
        return;
    }
    if (!dc->component) {
        vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: destination type %s is not an array", class_java_name(dc, a, sizeof a));
        return;
    }
    bool sprim = sc->component->is_primitive, dprim = dc->component->is_primitive;
    if (sprim != dprim || (sprim && sc != dc)) {
        vm_throw(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s into %s",
                 array_desc(sc, -1, a, sizeof a), array_desc(dc, -1, b, sizeof b));
        return;
    }
    int32_t sl = ARRAY_LENGTH(src), dl = ARRAY_LENGTH(dst);
    if (sp < 0) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: source index %d out of bounds for %s", sp,
                 array_desc(sc, sl, a, sizeof a));
        return;
    }
    if (dp < 0) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: destination index %d out of bounds for %s", dp,
                 array_desc(dc, dl, b, sizeof b));
        return;
    }
    if (n < 0) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative", n);
        return;
    }
    if ((int64_t)sp + n > sl) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last source index %lld out of bounds for %s",
                 (long long)sp + n, array_desc(sc, sl, a, sizeof a));
        return;
    }
    if ((int64_t)dp + n > dl) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last destination index %lld out of bounds for %s",
                 (long long)dp + n, array_desc(dc, dl, b, sizeof b));
        return;
    }
    if (n == 0) return;
    size_t es = (size_t)type_size(sc->elem_type);
    if (sprim || class_assignable(sc->component, dc->component)) {
        memmove(ARRAY_DATA(dst, char) + (size_t)dp * es, ARRAY_DATA(src, char) + (size_t)sp * es, (size_t)n * es);
        if (!sprim) heap_write_barrier(dst);
        return;
    }
    /* Reference arrays of unrelated element types: check each element. */
    object **s = ARRAY_DATA(src, object *), **d = ARRAY_DATA(dst, object *);
    for (int32_t i = 0; i < n; i++) {
        object *e = s[sp + i];
        if (e && !class_assignable(e->clazz, dc->component)) {
            /* the elements copied so far stay: mark them before vm_throw allocates */
            if (i) heap_write_barrier(dst);
            vm_throw(t, "java/lang/ArrayStoreException",
                     "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s",
                     class_java_name(sc->component, a, sizeof a), class_java_name(dc->component, b, sizeof b));
            return;
        }
        d[dp + i] = e;
    }
    heap_write_barrier(dst);
}

/* ---- java.lang.Runtime ---- */

NATIVE(runtime_halt0) { UNUSED_ARGS; fflush(stdout); fflush(stderr); vm_exit(args[0].i); }
NATIVE(runtime_availableProcessors) { UNUSED_ARGS; ret->i = os_processor_count(); }
NATIVE(runtime_freeMemory) { UNUSED_ARGS; ret->j = (int64_t)(heap_capacity() - heap_used()); }
NATIVE(runtime_totalMemory) { UNUSED_ARGS; ret->j = (int64_t)heap_capacity(); }
NATIVE(runtime_maxMemory) { UNUSED_ARGS; ret->j = (int64_t)heap_max_capacity(); }
NATIVE(runtime_gc)
{
    (void)args, (void)ret;
    heap_collect(t, "System.gc()");
    jni_library_run_unloads(t); /* libraries of loaders that collection unloaded */
}

/* ---- java.lang.ref.Reference ---- */

NATIVE(reference_takePending) { (void)t, (void)args; ret->a = gc_take_pending(); }

/* ---- java.lang.Thread ---- */

NATIVE(thread_currentThread) { (void)args; ret->a = t->java_thread; }
NATIVE(thread_yield) { UNUSED_ARGS; os_thread_yield(); }
NATIVE(thread_holdsLock)
{
    if (!args[0].a) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    ret->i = monitor_owned_by(t, args[0].a);
}

/* ---- java.lang.Throwable, String, Float, Double ---- */

NATIVE(throwable_fillInStackTrace0) { (void)ret; exception_fill_backtrace(t, args[0].a); }
NATIVE(throwable_decodeBacktrace) { ret->a = exception_decode_backtrace(t, args[0].a); }
NATIVE(string_intern_native) { ret->a = string_intern(t, args[0].a); }
NATIVE(double_toRawBits) { UNUSED_ARGS; ret->j = args[0].j; }
NATIVE(double_fromBits) { UNUSED_ARGS; ret->j = args[0].j; }
NATIVE(float_toRawBits) { UNUSED_ARGS; ret->i = args[0].i; }
NATIVE(float_fromBits) { UNUSED_ARGS; ret->i = args[0].i; }

/* ---- java.lang.Class ---- */

NATIVE(class_isInstance)
{
    (void)t;
    object *o = args[1].a;
    ret->i = o && class_assignable(o->clazz, class_of_mirror(args[0].a));
}
NATIVE(class_isAssignableFrom)
{
    if (!args[1].a) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    vm_class *to = class_of_mirror(args[0].a), *from = class_of_mirror(args[1].a);
    ret->i = (to->is_primitive || from->is_primitive) ? to == from : class_assignable(from, to);
}
NATIVE(class_isInterface) { (void)t; vm_class *c = class_of_mirror(args[0].a); ret->i = (c->access & CF_ACC_INTERFACE) && !c->component; }
NATIVE(class_isArray) { (void)t; ret->i = class_of_mirror(args[0].a)->component != NULL; }
NATIVE(class_isPrimitive) { (void)t; ret->i = class_of_mirror(args[0].a)->is_primitive; }
NATIVE(class_initClassName)
{
    char buf[1024];
    ret->a = string_from_utf8(t, class_java_name(class_of_mirror(args[0].a), buf, sizeof buf));
}
NATIVE(class_getClassLoader0)
{
    vm_class *c = class_of_mirror(args[0].a);
    while (c->component) c = c->component;
    ret->a = NULL;
    if (c->loader == 0) return; /* the boot loader is null, as in the JDK */
    if (c->loader >= LOADER_USER_FIRST) {
        ret->a = c->loader_obj;
        return;
    }
    vm_class *cl = class_load(t, "java/lang/ClassLoader");
    slot r;
    if (cl && vm_call_static(t, cl, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r)) ret->a = r.a;
}
NATIVE(class_getSuperclass)
{
    vm_class *c = class_of_mirror(args[0].a);
    ret->a = (c->super && !(c->access & CF_ACC_INTERFACE) && !c->is_primitive) ? resolve_mirror(t, c->super) : NULL;
}
NATIVE(class_getComponentType)
{
    vm_class *c = class_of_mirror(args[0].a);
    ret->a = c->component ? resolve_mirror(t, c->component) : NULL;
}
NATIVE(class_getModifiers)
{
    (void)t;
    vm_class *c = class_of_mirror(args[0].a);
    uint16_t acc = c->access;
    /* Inner classes report the access flags of their InnerClasses entry. */
    if (c->cf)
        for (uint16_t i = 0; i < c->cf->inner_class_count; i++) {
            const cf_inner_class *ic = &c->cf->inner_classes[i];
            if (strcmp(cf_class_name_at(c->cf, ic->inner_class), c->name) == 0) acc = ic->access;
        }
    ret->i = acc & ~(CF_ACC_SUPER);
}
NATIVE(class_getSimpleBinaryName0)
{
    vm_class *c = class_of_mirror(args[0].a);
    ret->a = NULL;
    if (!c->cf) return;
    for (uint16_t i = 0; i < c->cf->inner_class_count; i++) {
        const cf_inner_class *ic = &c->cf->inner_classes[i];
        if (strcmp(cf_class_name_at(c->cf, ic->inner_class), c->name) != 0) continue;
        ret->a = ic->inner_name ? string_from_utf8(t, cf_utf8(c->cf, ic->inner_name)) : string_from_utf8(t, "");
        return;
    }
}
NATIVE(class_isHidden) { (void)t; ret->i = class_of_mirror(args[0].a)->is_hidden; }
NATIVE(class_isRecord0) { (void)t; vm_class *c = class_of_mirror(args[0].a); ret->i = c->cf && c->cf->is_record; }
NATIVE(class_desiredAssertionStatus0)
{
    (void)t;
    vm_class *c = class_of_mirror(args[0].a);
    while (c->component) c = c->component;
    ret->i = vm_assertion_status(c->name, c->loader == LOADER_BOOT);
}
NATIVE(class_getPrimitiveClass)
{
    char *name = string_to_utf8(args[0].a);
    ret->a = NULL;
    for (int bt = T_BOOLEAN; bt <= T_VOID && name; bt++) {
        vm_class *c = class_primitive((basic_type)bt);
        if (c && strcmp(c->name, name) == 0) ret->a = resolve_mirror(t, c);
    }
    free(name);
}
NATIVE(class_forName0)
{
    object *name = args[0].a;
    if (!name) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    char *s = string_to_utf8(name);
    char internal[1024];
    snprintf(internal, sizeof internal, "%s", s);
    /* Class.forName takes binary names ("a.b.C", "[Ljava.lang.String;"). */
    bool bad = strchr(internal, '/') != NULL;
    for (char *p = internal; *p; p++)
        if (*p == '.') *p = '/';
    bool not_found = bad;
    int loader = loaders_id_of(args[2].a);
    vm_class *c;
    if (!bad && loader >= LOADER_USER_FIRST) {
        object *lo = args[2].a;
        VM_ROOT(t, &lo);
        c = class_for_name_in(t, loader, &lo, internal);
        VM_UNROOT(t, 1);
        free(s);
        if (c && args[1].i && !class_initialize(t, c)) return;
        if (c) ret->a = resolve_mirror(t, c);
        return;
    }
    c = bad ? NULL : class_find(t, internal, &not_found);
    if (!c) {
        if (not_found || !t->exception) vm_throw(t, "java/lang/ClassNotFoundException", "%s", s);
        free(s);
        return;
    }
    free(s);
    if (args[1].i && !class_initialize(t, c)) return;
    ret->a = resolve_mirror(t, c);
}
/* ---- java.lang.ClassLoader: user-defined loaders ---- */

/* register0(self, nameAndId, parentNameAndId): self gets its loader id. */
NATIVE(classloader_register0)
{
    (void)ret;
    char *nid = string_to_utf8(args[1].a), *parent = args[2].a ? string_to_utf8(args[2].a) : NULL;
    /* no allocation from here on: args[0] stays where it is */
    int id = nid ? loaders_register(args[0].a, nid, parent ? parent : "'bootstrap'") : -1;
    free(nid);
    free(parent);
    if (id < 0) {
        vm_throw(t, "java/lang/OutOfMemoryError", "cannot register a class loader");
        return;
    }
    *(int32_t *)((char *)args[0].a + loaders_id_offset()) = id;
}

/* defineClass0(name or null, bytes, off, len), the range checked by the
 * caller; name in internal form. */
NATIVE(classloader_defineClass0)
{
    object *loader = args[0].a;
    int id = loaders_id_of(loader);
    char *name = args[1].a ? string_to_utf8(args[1].a) : NULL;
    object *b = args[2].a;
    int32_t off = args[3].i, len = args[4].i;
    ret->a = NULL;
    if (id < LOADER_USER_FIRST) {
        free(name);
        vm_throw(t, "java/lang/InternalError", "not a user-defined loader");
        return;
    }
    /* the bytes are copied out: defining runs Java code, which may move the array */
    uint8_t *bytes = malloc(len ? (size_t)len : 1);
    if (!bytes) {
        free(name);
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    memcpy(bytes, ARRAY_DATA(b, uint8_t) + off, (size_t)len);
    size_t n = (size_t)len;
    VM_ROOT(t, &loader);
    /* HotSpot collects when class metadata passes its threshold, which is
     * what lets programs that make loaders in a loop run in bounded memory */
    if (loaders_want_collection()) {
        heap_collect(t, "Metadata GC Threshold");
        jni_library_run_unloads(t);
    }
    /* The agent may hand back other bytes (JVMPI CLASS_LOAD_HOOK), as for
     * the class path's classes. */
    if (JVMPI_ON(JVMPI_EVENT_CLASS_LOAD_HOOK)) jvmpi_post_class_load_hook(t, &bytes, &n);
    vm_class *c = class_define_in(t, id, &loader, name, bytes, n);
    VM_UNROOT(t, 1);
    free(bytes);
    free(name);
    if (c) ret->a = resolve_mirror(t, c);
}

NATIVE(classloader_findLoadedClass0)
{
    int id = loaders_id_of(args[0].a);
    char *name = args[1].a ? string_to_utf8(args[1].a) : NULL;
    ret->a = NULL;
    if (name) {
        for (char *p = name; *p; p++)
            if (*p == '.') *p = '/';
        vm_class *c = id >= LOADER_USER_FIRST && !strchr(name, '[') ? class_loaded_in(id, name) : NULL;
        if (c) ret->a = resolve_mirror(t, c);
    }
    free(name);
}

NATIVE(classloader_findBootstrapClass0)
{
    char *name = args[0].a ? string_to_utf8(args[0].a) : NULL;
    ret->a = NULL;
    if (name && !strchr(name, '/')) {
        for (char *p = name; *p; p++)
            if (*p == '.') *p = '/';
        vm_class *c = class_find_boot(t, name);
        if (c) ret->a = resolve_mirror(t, c);
    }
    free(name);
}

static bool skipped(const char *name, const char *const *skip)
{
    for (; *skip; skip++) {
        size_t n = strlen(*skip);
        if (n && (*skip)[n - 1] == '*' ? strncmp(name, *skip, n - 1) == 0 : strcmp(name, *skip) == 0) return true;
    }
    return false;
}

vm_class *natives_caller(vm_thread *t, const char *const *skip, bool skip_hidden)
{
    for (frame *f = t->top; f; f = f->prev) {
        if (!f->method) continue;
        vm_class *c = f->method->clazz;
        if ((skip_hidden && c->is_hidden) || skipped(c->name, skip)) continue;
        return c;
    }
    return NULL;
}

/* The class that called into ClassLoader, Class or Package (registerAsParallelCapable's
 * caller, Class.forName's, Package.getPackage's). */
NATIVE(classloader_callerClass0)
{
    static const char *const skip[] = {"java/lang/ClassLoader", "java/lang/Class", "java/lang/Package", NULL};
    vm_class *c = natives_caller(t, skip, false);
    ret->a = c ? resolve_mirror(t, c) : NULL;
}

NATIVE(class_newInstance0)
{
    vm_class *c = class_of_mirror(args[0].a);
    vm_method *ctor = class_find_declared_method(c, "<init>", "()V");
    if (!ctor || (c->access & (CF_ACC_ABSTRACT | CF_ACC_INTERFACE))) {
        char buf[512];
        vm_throw(t, "java/lang/InstantiationException", "%s", class_java_name(c, buf, sizeof buf));
        return;
    }
    if (!class_initialize(t, c)) return;
    object *o = heap_new_object(t, c);
    if (!o) return;
    VM_ROOT(t, &o);
    slot a[1] = {{.a = o}};
    bool ok = vm_call(t, ctor, a, NULL);
    VM_UNROOT(t, 1);
    if (ok) ret->a = o;
}
/* ObjectStreamClass.allocateInstance0(cl, initCl): an instance of cl on which
 * only the no-arg constructor of its superclass initCl has run (serialization). */
NATIVE(objectstreamclass_allocateInstance0)
{
    vm_class *c = class_of_mirror(args[0].a);
    vm_class *init = args[1].a ? class_of_mirror(args[1].a) : NULL;
    vm_method *ctor = init ? class_find_declared_method(init, "<init>", "()V") : NULL;
    if (!ctor || (c->access & (CF_ACC_ABSTRACT | CF_ACC_INTERFACE)) || !class_is_subclass_of(c, init)) {
        char buf[512];
        vm_throw(t, "java/lang/InstantiationException", "%s", class_java_name(c, buf, sizeof buf));
        return;
    }
    if (!class_initialize(t, c)) return;
    object *o = heap_new_object(t, c);
    if (!o) return;
    VM_ROOT(t, &o);
    slot a[1] = {{.a = o}};
    bool ok = vm_call(t, ctor, a, NULL);
    VM_UNROOT(t, 1);
    if (ok) ret->a = o;
}
NATIVE(class_getEnumConstants0)
{
    vm_class *c = class_of_mirror(args[0].a);
    ret->a = NULL;
    char desc[1100];
    snprintf(desc, sizeof desc, "()[L%s;", c->name);
    vm_method *values = class_find_declared_method(c, "values", desc);
    if (!values || !(c->access & CF_ACC_ENUM)) return;
    if (!class_initialize(t, c)) return;
    slot r;
    if (vm_call(t, values, NULL, &r)) ret->a = r.a;
}
NATIVE(class_getInterfaces)
{
    vm_class *c = class_of_mirror(args[0].a);
    vm_class *ca = class_array_of(t, cls_Class);
    object *arr = ca ? heap_new_array(t, ca, c->interface_count) : NULL;
    if (!arr) return;
    VM_ROOT(t, &arr);
    for (uint16_t i = 0; i < c->interface_count; i++) {
        object *m = resolve_mirror(t, c->interfaces[i]);
        if (!m) break;
        ARRAY_DATA(arr, object *)[i] = m;
        heap_write_barrier(arr); /* before the next mirror's allocation */
    }
    VM_UNROOT(t, 1);
    ret->a = arr;
}

/* The loaded permitted subclasses of a sealed class, or null if it is not
 * sealed (its class file has no PermittedSubclasses attribute). */
NATIVE(class_getPermittedSubclasses0)
{
    vm_class *c = class_of_mirror(args[0].a);
    ret->a = NULL;
    if (!c->cf || !c->cf->permitted_count) return;
    vm_class *ca = class_array_of(t, cls_Class);
    object *arr = ca ? heap_new_array(t, ca, c->cf->permitted_count) : NULL;
    if (!arr) return;
    VM_ROOT(t, &arr);
    for (uint16_t i = 0; i < c->cf->permitted_count; i++) {
        vm_class *p = class_load_for(t, c, c->cf->permitted_subclasses[i]);
        object *m = p ? resolve_mirror(t, p) : NULL;
        if (!m) break;
        ARRAY_DATA(arr, object *)[i] = m;
        heap_write_barrier(arr); /* before the next mirror's allocation */
    }
    VM_UNROOT(t, 1);
    if (!t->exception) ret->a = arr;
}

/* ---- reflection (reflect.c does the work) ---- */

NATIVE(class_getMembers0)
{
    ret->a = reflect_members(t, class_of_mirror(args[0].a), args[1].i, args[2].i != 0, args[3].i);
}
NATIVE(class_classForDescriptor0)
{
    char *d = string_to_utf8(args[1].a);
    ret->a = d ? reflect_class_for_descriptor(t, class_of_mirror(args[0].a), d) : NULL;
    free(d);
}
NATIVE(method_invoke0)
{
    slot r;
    r.raw = 0;
    if (reflect_invoke(t, (vm_method *)(intptr_t)args[0].j, args[2].a, args[3].a, false, &r)) ret->a = r.a;
}
NATIVE(constructor_newInstance0)
{
    slot r;
    r.raw = 0;
    if (reflect_invoke(t, (vm_method *)(intptr_t)args[0].j, NULL, args[2].a, true, &r)) ret->a = r.a;
}
NATIVE(field_get0) { ret->a = reflect_field_get(t, (vm_field *)(intptr_t)args[0].j, args[2].a); }
NATIVE(field_set0) { (void)ret; reflect_field_set(t, (vm_field *)(intptr_t)args[0].j, args[2].a, args[3].a); }

/* ---- java.lang.reflect.Array ---- */

NATIVE(array_newArray)
{
    object *mirror = args[0].a;
    if (!mirror) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    vm_class *c = class_of_mirror(mirror);
    if (c->is_primitive && c->elem_type == T_VOID) {
        vm_throw(t, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    vm_class *ac = class_array_of(t, c);
    if (ac) ret->a = heap_new_array(t, ac, args[1].i);
}
NATIVE(array_getLength)
{
    object *a = args[0].a;
    if (!a) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    if (!a->clazz->component) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array");
        return;
    }
    ret->i = ARRAY_LENGTH(a);
}

/* ---- java.io: file handles ----
 * The library names files by small integers: 0, 1, 2 are the standard
 * streams, the rest index this table of stdio streams.  Writes to stdout and
 * stderr are flushed at once: PrintStream buffers above us, and the JDK's
 * output reaches the file descriptor at the same points. */

#define MAX_FILES 1024
static FILE *files[MAX_FILES];
static os_monitor *volatile files_lock; /* made by the first open (open_file) */

static FILE *file_of(int fd)
{
    if (fd == 0) return stdin;
    if (fd == 1) return stdout;
    if (fd == 2) return stderr;
    return (fd > 2 && fd < MAX_FILES) ? files[fd] : NULL;
}

void *natives_file_stream(int fd) { return file_of(fd); } /* for natives_nio.c */

static bool check_buffer(vm_thread *t, object *b, int32_t off, int32_t len)
{
    if (!b) return vm_throw(t, "java/lang/NullPointerException", NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(b))
        return vm_throw(t, "java/lang/IndexOutOfBoundsException", "Range [%d, %d + %d) out of bounds for length %d",
                        off, off, len, ARRAY_LENGTH(b));
    return true;
}

static int open_file(vm_thread *t, object *path, const char *mode)
{
    if (!path) return vm_throw(t, "java/lang/NullPointerException", NULL), -1;
    char *p = string_to_utf8(path);
    if (!os_atomic_load_ptr((void *const volatile *)&files_lock)) {
        /* threads may open their first files at once: one lock wins */
        os_monitor *m = os_monitor_create("files");
        if (m && !os_atomic_cas_ptr((void *volatile *)&files_lock, NULL, m)) os_monitor_destroy(m);
    }
    if (os_file_kind_of(p) == OS_FILE_DIRECTORY) {
        vm_throw(t, "java/io/FileNotFoundException", "%s (Is a directory)", p);
        free(p);
        return -1;
    }
    FILE *f = fopen(p, mode);
    if (!f) {
        vm_throw(t, "java/io/FileNotFoundException", "%s (%s)", p, strerror(errno));
        free(p);
        return -1;
    }
    free(p);
    os_monitor_enter(files_lock);
    int fd = -1;
    for (int i = 3; i < MAX_FILES; i++)
        if (!files[i]) {
            files[i] = f;
            fd = i;
            break;
        }
    os_monitor_exit(files_lock);
    if (fd < 0) {
        fclose(f);
        vm_throw(t, "java/io/FileNotFoundException", "Too many open files");
    }
    return fd;
}

NATIVE(fos_open0) { ret->i = open_file(t, args[0].a, args[1].i ? "ab" : "wb"); }
NATIVE(fis_open0) { ret->i = open_file(t, args[0].a, "rb"); }
NATIVE(fos_writeBytes0)
{
    (void)ret;
    FILE *f = file_of(args[0].i);
    object *b = args[1].a;
    int32_t off = args[2].i, len = args[3].i;
    if (!check_buffer(t, b, off, len)) return;
    if (!f || f == stdin) {
        vm_throw(t, "java/io/IOException", "Stream Closed");
        return;
    }
    if (fwrite(ARRAY_DATA(b, char) + off, 1, (size_t)len, f) != (size_t)len) {
        vm_throw(t, "java/io/IOException", "%s", strerror(errno));
        return;
    }
    if (f == stdout || f == stderr) fflush(f);
}
NATIVE(fis_readBytes0)
{
    FILE *f = file_of(args[0].i);
    object *b = args[1].a;
    int32_t off = args[2].i, len = args[3].i;
    if (!check_buffer(t, b, off, len)) return;
    if (!f || f == stdout || f == stderr) {
        vm_throw(t, "java/io/IOException", "Stream Closed");
        return;
    }
    if (len == 0) {
        ret->i = 0;
        return;
    }
    if (f == stdin) fflush(stdout); /* a prompt printed without newline shows first */
    /* Blocked in read, the thread lets safepoints pass -- and a collection
     * may then move the array, so the bytes land in C memory first. */
    char small[8192];
    char *buf = (size_t)len <= sizeof small ? small : malloc((size_t)len);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    /* The standard input is read by one read of the descriptor (fread
     * would wait for all len bytes: a piped line would go unanswered). */
    char err[256] = "";
    thread_to_native(t);
    int32_t got;
    if (f == stdin) {
        got = os_stdin_read(buf, len, err, sizeof err);
    } else {
        size_t n = fread(buf, 1, (size_t)len, f);
        got = n == 0 && ferror(f) ? -1 : (int32_t)n;
        if (got < 0) snprintf(err, sizeof err, "%s", strerror(errno));
    }
    thread_from_native(t);
    b = args[1].a;
    if (got > 0) memcpy(ARRAY_DATA(b, char) + off, buf, (size_t)got);
    if (buf != small) free(buf);
    if (got < 0) {
        vm_throw(t, "java/io/IOException", "%s", err);
        return;
    }
    ret->i = got == 0 ? -1 : got;
}
NATIVE(fis_available0)
{
    FILE *f = file_of(args[0].i);
    ret->i = 0;
    if (!f) {
        vm_throw(t, "java/io/IOException", "Stream Closed");
        return;
    }
    if (f == stdin) { /* read through the descriptor (fis_readBytes0) */
        int64_t n = os_stdin_available();
        ret->i = n > INT32_MAX ? INT32_MAX : (int32_t)n;
        return;
    }
    long pos = ftell(f);
    if (pos < 0 || fseek(f, 0, SEEK_END) != 0) return;
    long end = ftell(f);
    fseek(f, pos, SEEK_SET);
    ret->i = end > pos ? (int32_t)(end - pos > INT32_MAX ? INT32_MAX : end - pos) : 0;
}
/* ---- java.io.RandomAccessFile: one stdio stream read and written.  C
 * requires a seek between a read and a write on the same stream, so each
 * operation starts with a seek to where it is. ---- */

static FILE *raf_file(vm_thread *t, int fd)
{
    FILE *f = fd > 2 ? file_of(fd) : NULL;
    if (!f) vm_throw(t, "java/io/IOException", "Stream Closed");
    else fseek(f, 0, SEEK_CUR);
    return f;
}

NATIVE(raf_open0)
{
    if (!args[1].i) {
        ret->i = open_file(t, args[0].a, "rb");
        return;
    }
    /* "rw" opens an existing file for update and creates a missing one. */
    char *p = args[0].a ? string_to_utf8(args[0].a) : NULL;
    bool exists = p && os_file_kind_of(p) != OS_FILE_NONE;
    free(p);
    ret->i = open_file(t, args[0].a, exists ? "r+b" : "w+b");
}
NATIVE(raf_read0)
{
    FILE *f = raf_file(t, args[0].i);
    if (!f) return;
    int c = fgetc(f);
    ret->i = c == EOF ? -1 : c;
}
NATIVE(raf_readBytes0)
{
    FILE *f = raf_file(t, args[0].i);
    object *b = args[1].a;
    int32_t off = args[2].i, len = args[3].i;
    if (!f || !check_buffer(t, b, off, len)) return;
    if (len == 0) {
        ret->i = 0;
        return;
    }
    size_t n = fread(ARRAY_DATA(b, char) + off, 1, (size_t)len, f);
    ret->i = n == 0 ? -1 : (int32_t)n;
}
NATIVE(raf_writeBytes0)
{
    (void)ret;
    FILE *f = raf_file(t, args[0].i);
    object *b = args[1].a;
    int32_t off = args[2].i, len = args[3].i;
    if (!f || !check_buffer(t, b, off, len)) return;
    if (fwrite(ARRAY_DATA(b, char) + off, 1, (size_t)len, f) != (size_t)len)
        vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}
NATIVE(raf_seek0)
{
    (void)ret;
    FILE *f = raf_file(t, args[0].i);
    if (f && fseek(f, (long)args[1].j, SEEK_SET) != 0) vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}
NATIVE(raf_getFilePointer0)
{
    FILE *f = raf_file(t, args[0].i);
    if (f) ret->j = ftell(f);
}
NATIVE(raf_length0)
{
    FILE *f = raf_file(t, args[0].i);
    if (!f) return;
    long pos = ftell(f);
    fseek(f, 0, SEEK_END);
    ret->j = ftell(f);
    fseek(f, pos, SEEK_SET);
}

NATIVE(fd_close0)
{
    (void)ret;
    int fd = args[0].i;
    if (fd <= 2) {
        if (fd >= 0) fflush(file_of(fd));
        return; /* the standard streams stay open for the VM's own messages */
    }
    if (fd >= MAX_FILES) return;
    os_monitor_enter(files_lock);
    FILE *f = files[fd];
    files[fd] = NULL;
    os_monitor_exit(files_lock);
    if (f && fclose(f) != 0) vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}

/* ---- java.io.File: path queries and changes (static natives) ---- */

/* Each takes a String path as its first argument; NULL if it is null. */
static char *path_arg(vm_thread *t, object *s)
{
    if (!s) vm_throw(t, "java/lang/NullPointerException", NULL);
    return s ? string_to_utf8(s) : NULL;
}

NATIVE(file_getBooleanAttributes0)
{
    char *p = path_arg(t, args[0].a);
    os_file_info fi;
    ret->i = 0;
    if (p && os_file_info_of(p, &fi))
        ret->i = 0x01 | (fi.kind == OS_FILE_REGULAR ? 0x02 : 0) | (fi.kind == OS_FILE_DIRECTORY ? 0x04 : 0);
    free(p);
}
NATIVE(file_checkAccess0)
{
    char *p = path_arg(t, args[0].a);
    os_file_info fi;
    int mode = args[1].i;
    ret->i = p && os_file_info_of(p, &fi) && (!(mode & 4) || fi.readable) && (!(mode & 2) || fi.writable) &&
             (!(mode & 1) || fi.executable);
    free(p);
}
NATIVE(file_getLastModifiedTime0)
{
    char *p = path_arg(t, args[0].a);
    os_file_info fi;
    ret->j = (p && os_file_info_of(p, &fi)) ? fi.mtime_ms : 0;
    free(p);
}
NATIVE(file_getLength0)
{
    char *p = path_arg(t, args[0].a);
    os_file_info fi;
    ret->j = (p && os_file_info_of(p, &fi)) ? fi.size : 0;
    free(p);
}
NATIVE(file_createFileExclusively0)
{
    char *p = path_arg(t, args[0].a);
    if (!p) return;
    char err[256] = "";
    os_status st = os_file_create_exclusive(p, err, sizeof err);
    if (st == OS_ERROR) vm_throw(t, "java/io/IOException", "%s", err);
    ret->i = st == OS_OK;
    free(p);
}
NATIVE(file_delete0)
{
    char *p = path_arg(t, args[0].a);
    ret->i = p && os_file_delete(p) == OS_OK;
    free(p);
}
NATIVE(file_createDirectory0)
{
    char *p = path_arg(t, args[0].a);
    ret->i = p && os_dir_create(p) == OS_OK;
    free(p);
}
NATIVE(file_rename0)
{
    char *a = path_arg(t, args[0].a);
    char *b = a ? path_arg(t, args[1].a) : NULL;
    ret->i = a && b && os_file_rename(a, b) == OS_OK;
    free(a);
    free(b);
}
NATIVE(file_setLastModifiedTime0)
{
    char *p = path_arg(t, args[0].a);
    ret->i = p && os_file_set_mtime(p, args[1].j) == OS_OK;
    free(p);
}
NATIVE(file_setReadOnly0)
{
    char *p = path_arg(t, args[0].a);
    ret->i = p && os_file_set_readonly(p) == OS_OK;
    free(p);
}

typedef struct name_list {
    char **names;
    int32_t count, cap;
} name_list;

static bool collect_entry(const char *name, void *arg)
{
    name_list *l = arg;
    if (l->count == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->names = realloc(l->names, sizeof(char *) * (size_t)l->cap);
    }
    l->names[l->count++] = vm_strdup(name);
    return true;
}

NATIVE(file_list0)
{
    char *p = path_arg(t, args[0].a);
    ret->a = NULL;
    if (!p) return;
    name_list l = {0};
    bool ok = os_file_kind_of(p) == OS_FILE_DIRECTORY && os_dir_list(p, collect_entry, &l) == OS_OK;
    free(p);
    vm_class *sa = ok ? class_array_of(t, cls_String) : NULL;
    object *arr = sa ? heap_new_array(t, sa, l.count) : NULL;
    if (arr) {
        VM_ROOT(t, &arr);
        for (int32_t i = 0; i < l.count; i++) {
            object *s = string_from_utf8(t, l.names[i]);
            if (!s) break;
            ARRAY_DATA(arr, object *)[i] = s;
            heap_write_barrier(arr); /* before the next string's allocation */
        }
        VM_UNROOT(t, 1);
        if (!t->exception) ret->a = arr;
    }
    for (int32_t i = 0; i < l.count; i++) free(l.names[i]);
    free(l.names);
}

/* ---- the table ---- */

static const native_entry table[] = {
    {"java/lang/Object", "getClass", "()Ljava/lang/Class;", object_getClass},
    {"java/lang/Object", "hashCode", "()I", object_hashCode},
    {"java/lang/Object", "clone", "()Ljava/lang/Object;", object_clone},
    {"java/lang/Object", "notify", "()V", object_notify},
    {"java/lang/Object", "notifyAll", "()V", object_notifyAll},
    {"java/lang/Object", "wait", "(J)V", object_wait},
    {"java/lang/System", "vmProperties", "()[Ljava/lang/String;", system_vmProperties},
    {"java/lang/System", "currentTimeMillis", "()J", system_currentTimeMillis},
    {"java/lang/System", "nanoTime", "()J", system_nanoTime},
    {"java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", system_arraycopy},
    {"java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", system_identityHashCode},
    {"java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", system_getenv0},
    {"java/lang/Runtime", "halt0", "(I)V", runtime_halt0},
    {"java/lang/Runtime", "availableProcessors", "()I", runtime_availableProcessors},
    {"java/lang/Runtime", "freeMemory", "()J", runtime_freeMemory},
    {"java/lang/Runtime", "totalMemory", "()J", runtime_totalMemory},
    {"java/lang/Runtime", "maxMemory", "()J", runtime_maxMemory},
    {"java/lang/Runtime", "gc", "()V", runtime_gc},
    {"java/lang/ref/Reference", "takePending", "()Ljava/lang/ref/Reference;", reference_takePending},
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", thread_currentThread},
    {"java/lang/Thread", "yield", "()V", thread_yield},
    {"java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", thread_holdsLock},
    {"java/lang/Throwable", "fillInStackTrace0", "()V", throwable_fillInStackTrace0},
    {"java/lang/Throwable", "decodeBacktrace", "()[Ljava/lang/StackTraceElement;", throwable_decodeBacktrace},
    {"java/lang/String", "intern", "()Ljava/lang/String;", string_intern_native},
    {"java/lang/Double", "doubleToRawLongBits", "(D)J", double_toRawBits},
    {"java/lang/Double", "longBitsToDouble", "(J)D", double_fromBits},
    {"java/lang/Float", "floatToRawIntBits", "(F)I", float_toRawBits},
    {"java/lang/Float", "intBitsToFloat", "(I)F", float_fromBits},
    {"java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", class_isInstance},
    {"java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", class_isAssignableFrom},
    {"java/lang/Class", "isInterface", "()Z", class_isInterface},
    {"java/lang/Class", "isArray", "()Z", class_isArray},
    {"java/lang/Class", "isPrimitive", "()Z", class_isPrimitive},
    {"java/lang/Class", "initClassName", "()Ljava/lang/String;", class_initClassName},
    {"java/lang/Class", "getClassLoader0", "()Ljava/lang/ClassLoader;", class_getClassLoader0},
    {"java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", class_getSuperclass},
    {"java/lang/Class", "getComponentType", "()Ljava/lang/Class;", class_getComponentType},
    {"java/lang/Class", "getModifiers", "()I", class_getModifiers},
    {"java/lang/Class", "getSimpleBinaryName0", "()Ljava/lang/String;", class_getSimpleBinaryName0},
    {"java/lang/Class", "isHidden", "()Z", class_isHidden},
    {"java/lang/Class", "isRecord0", "()Z", class_isRecord0},
    {"java/lang/Class", "desiredAssertionStatus0", "(Ljava/lang/Class;)Z", class_desiredAssertionStatus0},
    {"java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", class_getPrimitiveClass},
    {"java/io/ObjectStreamClass", "allocateInstance0", "(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;",
     objectstreamclass_allocateInstance0},
    {"java/lang/Class", "forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", class_forName0},
    {"java/lang/Class", "newInstance0", "()Ljava/lang/Object;", class_newInstance0},
    {"java/lang/ClassLoader", "register0", "(Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/lang/String;)V",
     classloader_register0},
    {"java/lang/ClassLoader", "defineClass0", "(Ljava/lang/String;[BII)Ljava/lang/Class;", classloader_defineClass0},
    {"java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;",
     classloader_findLoadedClass0},
    {"java/lang/ClassLoader", "findBootstrapClass0", "(Ljava/lang/String;)Ljava/lang/Class;",
     classloader_findBootstrapClass0},
    {"java/lang/ClassLoader", "callerClass0", "()Ljava/lang/Class;", classloader_callerClass0},
    {"java/lang/Class", "getEnumConstants0", "()[Ljava/lang/Object;", class_getEnumConstants0},
    {"java/lang/Class", "getInterfaces", "()[Ljava/lang/Class;", class_getInterfaces},
    {"java/lang/Class", "getPermittedSubclasses0", "()[Ljava/lang/Class;", class_getPermittedSubclasses0},
    {"java/lang/Class", "getMembers0", "(IZI)Ljava/lang/Object;", class_getMembers0},
    {"java/lang/Class", "classForDescriptor0", "(Ljava/lang/String;)Ljava/lang/Class;", class_classForDescriptor0},
    {"java/lang/reflect/Method", "invoke0", "(JLjava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", method_invoke0},
    {"java/lang/reflect/Constructor", "newInstance0", "(J[Ljava/lang/Object;)Ljava/lang/Object;", constructor_newInstance0},
    {"java/lang/reflect/Field", "get0", "(JLjava/lang/Object;)Ljava/lang/Object;", field_get0},
    {"java/lang/reflect/Field", "set0", "(JLjava/lang/Object;Ljava/lang/Object;)V", field_set0},
    {"java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", array_newArray},
    {"java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", array_getLength},
    {"java/io/FileOutputStream", "open0", "(Ljava/lang/String;Z)I", fos_open0},
    {"java/io/FileOutputStream", "writeBytes0", "(I[BII)V", fos_writeBytes0},
    {"java/io/FileInputStream", "open0", "(Ljava/lang/String;)I", fis_open0},
    {"java/io/FileInputStream", "readBytes0", "(I[BII)I", fis_readBytes0},
    {"java/io/FileInputStream", "available0", "(I)I", fis_available0},
    {"java/io/FileDescriptor", "close0", "(I)V", fd_close0},
    {"java/io/RandomAccessFile", "open0", "(Ljava/lang/String;Z)I", raf_open0},
    {"java/io/RandomAccessFile", "read0", "(I)I", raf_read0},
    {"java/io/RandomAccessFile", "readBytes0", "(I[BII)I", raf_readBytes0},
    {"java/io/RandomAccessFile", "writeBytes0", "(I[BII)V", raf_writeBytes0},
    {"java/io/RandomAccessFile", "seek0", "(IJ)V", raf_seek0},
    {"java/io/RandomAccessFile", "getFilePointer0", "(I)J", raf_getFilePointer0},
    {"java/io/RandomAccessFile", "length0", "(I)J", raf_length0},
    {"java/io/File", "getBooleanAttributes0", "(Ljava/lang/String;)I", file_getBooleanAttributes0},
    {"java/io/File", "checkAccess0", "(Ljava/lang/String;I)Z", file_checkAccess0},
    {"java/io/File", "getLastModifiedTime0", "(Ljava/lang/String;)J", file_getLastModifiedTime0},
    {"java/io/File", "getLength0", "(Ljava/lang/String;)J", file_getLength0},
    {"java/io/File", "createFileExclusively0", "(Ljava/lang/String;)Z", file_createFileExclusively0},
    {"java/io/File", "delete0", "(Ljava/lang/String;)Z", file_delete0},
    {"java/io/File", "list0", "(Ljava/lang/String;)[Ljava/lang/String;", file_list0},
    {"java/io/File", "createDirectory0", "(Ljava/lang/String;)Z", file_createDirectory0},
    {"java/io/File", "rename0", "(Ljava/lang/String;Ljava/lang/String;)Z", file_rename0},
    {"java/io/File", "setLastModifiedTime0", "(Ljava/lang/String;J)Z", file_setLastModifiedTime0},
    {"java/io/File", "setReadOnly0", "(Ljava/lang/String;)Z", file_setReadOnly0},
};

static vm_native_fn lookup_in(const native_entry *tab, size_t n, const char *cname, const vm_method *m)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(tab[i].clazz, cname) == 0 && strcmp(tab[i].name, m->name) == 0 &&
            strcmp(tab[i].desc, m->descriptor) == 0)
            return tab[i].fn;
    return NULL;
}

vm_native_fn natives_lookup(const vm_method *m)
{
    const char *cname = m->clazz->name;
    vm_native_fn fn = lookup_in(table, sizeof table / sizeof table[0], cname, m);
    if (!fn) fn = lookup_in(natives_thread_table, natives_thread_count, cname, m);
    if (!fn) fn = lookup_in(natives_zip_table, natives_zip_count, cname, m);
    if (!fn) fn = lookup_in(natives_resource_table, natives_resource_count, cname, m);
    if (!fn) fn = lookup_in(natives_concurrent_table, natives_concurrent_count, cname, m);
    if (!fn) fn = lookup_in(natives_unsafe_table, natives_unsafe_count, cname, m);
    if (!fn) fn = lookup_in(natives_net_table, natives_net_count, cname, m);
    if (!fn) fn = lookup_in(natives_proc_table, natives_proc_count, cname, m);
    if (!fn) fn = lookup_in(natives_security_table, natives_security_count, cname, m);
    if (!fn) fn = lookup_in(natives_jni_table, natives_jni_count, cname, m);
    if (!fn) fn = lookup_in(natives_strictmath_table, natives_strictmath_count, cname, m);
    if (!fn) fn = lookup_in(natives_nio_table, natives_nio_count, cname, m);
    if (!fn) fn = lookup_in(natives_reflgen_table, natives_reflgen_count, cname, m);
    if (!fn) fn = lookup_in(natives_annot_table, natives_annot_count, cname, m);
    if (!fn) fn = lookup_in(natives_fin_table, natives_fin_count, cname, m);
    if (!fn) fn = lookup_in(natives_misc_table, natives_misc_count, cname, m);
    if (!fn) fn = lookup_in(natives_invoke_table, natives_invoke_count, cname, m);
    if (!fn) fn = lookup_in(natives_varhandle_table, natives_varhandle_count, cname, m);
    if (fn) OS_TRACE(VM_TRACE_NATIVE, "native", "bound %s.%s%s", cname, m->name, m->descriptor);
    return fn;
}
