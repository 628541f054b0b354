/*
 * natives_invoke.c -- the VM side of java.lang.invoke method handles: the
 * signature-polymorphic MethodHandle.invoke/invokeExact call sites, and
 * the natives of java.lang.invoke.MethodHandleNatives (member lookup by
 * name and descriptor, calls and field access for direct handles).
 *
 * Signature polymorphism (JVMS 2.9.3): a Methodref naming MethodHandle's
 * invoke or invokeExact resolves, whatever its descriptor, to a synthetic
 * native method of that descriptor (natives_invoke_polymorphic), made once
 * per (name, descriptor) and kept for the VM's life in a lock-free list.
 * It is final, so the interpreter calls it as a direct call (Q_INVOKEDIRECT):
 * ordinary invokevirtual pays nothing.  Its native boxes the arguments per
 * the descriptor into an Object[] and calls the Java entry
 * MethodHandle.invokeFromVM with the call site's MethodType (made once per
 * site from the classes the calling class sees, cached in the site's
 * cp_cache entry: site_type), which checks or adapts the handle's type and
 * runs it; the boxed result is unboxed per the descriptor.  The
 * interpreter's frame below the native frame is the caller's.
 * VarHandle's access-mode methods (get, set, compareAndSet ...) are linked
 * the same way, calling VarHandle.invokeFromVM with the mode's number
 * (natives_varhandle.c).
 *
 * Arguments to the MethodHandleNatives natives come from the library with
 * the types already checked: a primitive arrives as its exact wrapper, a
 * receiver is non-null and of the member's class.  Exceptions thrown by a
 * target propagate as they are (no InvocationTargetException).
 *
 * Loadable constants (ldc of CONSTANT_MethodType and CONSTANT_MethodHandle)
 * are made by the library too (natives_invoke_constant), and so are the
 * call sites of invokedynamic instructions whose bootstrap method the VM
 * does not run itself (natives_invoke_link_site: MethodHandleNatives.
 * linkCallSite; natives_invoke_call_site runs the site's target).
 *
 * A member's slot is its vm_method* or vm_field* (as in reflect.c), stable
 * for the VM's life.  Every object held across an allocation is rooted.
 */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "natives/reflect.h"
#include "interp/interp.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "object/string.h"
#include "runtime/exception.h"

/* ---- boxes ---------------------------------------------------------------------- */

static const char *const box_names[] = {"java/lang/Boolean", "java/lang/Character", "java/lang/Float",
                                        "java/lang/Double", "java/lang/Byte", "java/lang/Short",
                                        "java/lang/Integer", "java/lang/Long"}; /* T_BOOLEAN .. T_LONG */

static object *box(vm_thread *t, basic_type bt, slot v)
{
    static const char *const descs[] = {"(Z)Ljava/lang/Boolean;", "(C)Ljava/lang/Character;", "(F)Ljava/lang/Float;",
                                        "(D)Ljava/lang/Double;", "(B)Ljava/lang/Byte;", "(S)Ljava/lang/Short;",
                                        "(I)Ljava/lang/Integer;", "(J)Ljava/lang/Long;"};
    if (bt == T_OBJECT || bt == T_ARRAY) return v.a;
    if (bt < T_BOOLEAN || bt > T_LONG) return NULL;
    vm_class *bc = class_load(t, box_names[bt - T_BOOLEAN]);
    slot r, arg[2] = {v, {0}};
    if (!bc || !vm_call_static(t, bc, "valueOf", descs[bt - T_BOOLEAN], arg, &r)) return NULL;
    return r.a;
}

/* The primitive in b, which must be bt's own wrapper (the library sees to it). */
static bool unbox(vm_thread *t, basic_type bt, object *b, slot *out)
{
    static const char codes[] = "ZCFDBSIJ";
    out->raw = 0;
    if (bt < T_BOOLEAN || bt > T_LONG) return true;
    char d[2] = {codes[bt - T_BOOLEAN], 0};
    vm_class *bc = class_load(t, box_names[bt - T_BOOLEAN]);
    vm_field *f = bc ? class_find_field(bc, "value", d) : NULL;
    if (!f || !b || b->clazz != bc) return vm_throw(t, "java/lang/ClassCastException", "bad box for %s", d);
    switch (bt) {
    case T_BOOLEAN: out->i = *FIELD_PTR(b, f, int8_t) & 1; break;
    case T_BYTE: out->i = *FIELD_PTR(b, f, int8_t); break;
    case T_CHAR: out->i = *FIELD_PTR(b, f, uint16_t); break;
    case T_SHORT: out->i = *FIELD_PTR(b, f, int16_t); break;
    case T_INT: out->i = *FIELD_PTR(b, f, int32_t); break;
    case T_FLOAT: out->f = *FIELD_PTR(b, f, float); break;
    case T_LONG: out->j = *FIELD_PTR(b, f, int64_t); break;
    case T_DOUBLE: out->d = *FIELD_PTR(b, f, double); break;
    default: break;
    }
    return true;
}

/* The end of the field descriptor at p. */
static const char *type_end(const char *p)
{
    while (*p == '[') p++;
    if (*p == 'L') {
        const char *e = strchr(p, ';');
        return e ? e + 1 : p + strlen(p);
    }
    return *p ? p + 1 : p;
}

static int slots_of(basic_type bt)
{
    return bt == T_LONG || bt == T_DOUBLE ? 2 : bt == T_VOID ? 0 : 1;
}

/* The Class of the field descriptor [p, e), loaded for `from`. */
static object *class_of_type(vm_thread *t, const vm_class *from, const char *p, const char *e)
{
    if (*p == 'V') {
        vm_class *v = class_primitive(T_VOID);
        return v ? resolve_mirror(t, v) : NULL;
    }
    char buf[1024];
    size_t n = (size_t)(e - p);
    if (n >= sizeof buf) return vm_throw(t, "java/lang/NoClassDefFoundError", "%.200s", p), NULL;
    memcpy(buf, p, n);
    buf[n] = '\0';
    return reflect_class_for_descriptor(t, from, buf);
}

/* ---- signature-polymorphic call sites ----------------------------------------------- */

typedef struct poly_method {
    vm_method m;
    struct poly_method *next;
} poly_method;

static poly_method *volatile poly_methods;

/* The call site's type as a MethodType, made by MethodHandle.siteType from
 * the descriptor's classes as the calling class loads them.  It is cached
 * in the site's Methodref cp_cache entry, whose ldc slot a Methodref never
 * uses otherwise (and which the collector scans as a root): the frame below
 * the native one is the caller's, its pc at the invoke instruction. */
static object *site_type(vm_thread *t, const vm_method *m, frame *below)
{
    object **cache = NULL;
    const vm_class *caller = m->clazz;
    if (below && below->method && !(below->method->access & CF_ACC_NATIVE) && below->pc) {
        vm_class *cc = below->method->clazz;
        uint16_t idx = (uint16_t)(below->pc[1] << 8 | below->pc[2]);
        caller = cc;
        if (idx < cc->cf->cp_count && cc->cf->cp[idx].tag == CF_METHODREF &&
            os_atomic_load_ptr((void *const volatile *)&cc->cp_cache[idx].u.method) == m)
            cache = &cc->cp_cache[idx].ldc;
    }
    object *known = cache ? os_atomic_load_ptr((void *const volatile *)cache) : NULL;
    if (known) return known;
    int n = 0;
    for (const char *p = m->descriptor + 1; *p && *p != ')'; p = type_end(p)) n++;
    object *ptypes = NULL, *rtype = NULL;
    slot r;
    r.raw = 0;
    VM_ROOT(t, &ptypes);
    VM_ROOT(t, &rtype);
    vm_class *ca = class_array_of(t, cls_Class), *mh = ca ? class_load(t, "java/lang/invoke/MethodHandle") : NULL;
    if (mh) ptypes = heap_new_array(t, ca, n);
    if (!ptypes) goto out;
    const char *p = m->descriptor + 1;
    for (int k = 0; *p != ')'; k++) {
        const char *e = type_end(p);
        object *c = class_of_type(t, caller, p, e);
        if (!c) goto out;
        ARRAY_DATA(ptypes, object *)[k] = c;
        heap_write_barrier(ptypes);
        p = e;
    }
    p++;
    rtype = class_of_type(t, caller, p, type_end(p));
    if (!rtype) goto out;
    slot a[2] = {{.a = rtype}, {.a = ptypes}};
    if (vm_call_static(t, mh, "siteType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;", a, &r) &&
        cache && r.a)
        os_atomic_store_ptr((void *volatile *)cache, r.a); /* racing threads store equal types */
out:
    VM_UNROOT(t, 2);
    return t->exception ? NULL : r.a;
}

/* The arguments at args, laid out as the method descriptor desc says, boxed
 * into a new Object[]; NULL with an exception pending.  args must be slots
 * the collector updates (a frame's locals or operand stack). */
static object *box_arguments(vm_thread *t, const char *desc, const slot *args)
{
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')'; p = type_end(p)) n++;
    vm_class *oa = class_array_of(t, cls_Object);
    object *boxes = oa ? heap_new_array(t, oa, n) : NULL;
    if (!boxes) return NULL;
    VM_ROOT(t, &boxes);
    const char *p = desc + 1;
    for (int k = 0; *p != ')'; k++) {
        basic_type bt = type_of_descriptor(*p);
        object *b = box(t, bt, *args);
        if (t->exception) {
            boxes = NULL;
            break;
        }
        ARRAY_DATA(boxes, object *)[k] = b;
        heap_write_barrier(boxes);
        args += slots_of(bt);
        p = type_end(p);
    }
    VM_UNROOT(t, 1);
    return boxes;
}

/* invoke/invokeExact with the call site's descriptor: box, call MethodHandle.invokeFromVM, unbox. */
static void mh_polymorphic(vm_thread *t, slot *args, slot *ret)
{
    const vm_method *m = t->top->method;
    object *type = NULL, *boxes = NULL;
    VM_ROOT(t, &type);
    VM_ROOT(t, &boxes);
    type = site_type(t, m, t->top->prev);
    if (type) boxes = box_arguments(t, m->descriptor, args + 1); /* the native frame's: the collector updates them */
    if (!boxes) goto out;
    bool vh = strcmp(m->clazz->name, "java/lang/invoke/VarHandle") == 0; /* VarHandle: its mode's number */
    vm_class *mh = class_load(t, "java/lang/invoke/MethodHandle");
    slot a[4] = {{.a = args[0].a}, {.i = vh ? natives_varhandle_mode(m->name, NULL) : m->name[6] == 'E'}, {.a = type}, {.a = boxes}};
    slot r;
    r.raw = 0;
    if (!mh || !vm_call_static(t, vh ? m->clazz : mh, "invokeFromVM",
                               vh ? "(Ljava/lang/invoke/VarHandle;ILjava/lang/invoke/MethodType;[Ljava/lang/Object;)"
                                    "Ljava/lang/Object;"
                                  : "(Ljava/lang/invoke/MethodHandle;ZLjava/lang/invoke/MethodType;[Ljava/lang/Object;)"
                                    "Ljava/lang/Object;",
                               a, &r))
        goto out;
    if (m->return_type == T_OBJECT || m->return_type == T_ARRAY) ret->a = r.a;
    else unbox(t, m->return_type, r.a, ret);
out:
    VM_UNROOT(t, 2);
}

vm_method *natives_invoke_polymorphic(vm_class *owner, const char *name, const char *desc)
{
    const char *stable = strcmp(name, "invoke") == 0 ? "invoke" : "invokeExact";
    if (owner->loader != 0) return NULL;
    if (strcmp(owner->name, "java/lang/invoke/VarHandle") == 0) {
        if (natives_varhandle_mode(name, &stable) < 0) return NULL;
    } else if (strcmp(owner->name, "java/lang/invoke/MethodHandle") != 0 ||
               (strcmp(name, "invoke") != 0 && strcmp(name, "invokeExact") != 0)) {
        return NULL;
    }
    for (;;) {
        poly_method *head = os_atomic_load_ptr((void *const volatile *)&poly_methods);
        for (poly_method *pm = head; pm; pm = pm->next)
            if (pm->m.clazz == owner && strcmp(pm->m.name, name) == 0 && strcmp(pm->m.descriptor, desc) == 0)
                return &pm->m;
        poly_method *pm = calloc(1, sizeof *pm);
        char *d = pm ? malloc(strlen(desc) + 1) : NULL;
        if (!d) {
            free(pm);
            return NULL; /* resolution then reports no such method */
        }
        strcpy(d, desc);
        pm->m.clazz = owner;
        pm->m.name = stable;
        pm->m.descriptor = d;
        pm->m.access = CF_ACC_PUBLIC | CF_ACC_FINAL | CF_ACC_NATIVE | CF_ACC_VARARGS;
        pm->m.arg_slots = (uint16_t)(cf_descriptor_arg_slots(desc) + 1);
        const char *rp = strchr(desc, ')');
        pm->m.return_type = rp ? type_of_descriptor(rp[1]) : T_VOID;
        pm->m.vtable_index = -1;
        pm->m.native = mh_polymorphic;
        pm->next = head;
        if (os_atomic_cas_ptr((void *volatile *)&poly_methods, head, pm)) return &pm->m;
        free(d); /* another thread's went first: look again */
        free(pm);
    }
}

/* ---- invokedynamic with the program's own bootstrap methods --------------------------- */

/* A static argument of a bootstrap method (JVMS 4.7.23): numbers boxed, the
 * other loadable constants as ldc makes them. */
static object *static_argument(vm_thread *t, vm_class *cls, uint16_t index)
{
    const cf_const *c = &cls->cf->cp[index];
    slot v;
    v.raw = 0;
    switch (c->tag) {
    case CF_INTEGER: v.i = c->u.i; return box(t, T_INT, v);
    case CF_FLOAT: v.f = c->u.f; return box(t, T_FLOAT, v);
    case CF_LONG: v.j = c->u.l; return box(t, T_LONG, v);
    case CF_DOUBLE: v.d = c->u.d; return box(t, T_DOUBLE, v);
    default: return resolve_constant_object(t, cls, index);
    }
}

object *natives_invoke_link_site(vm_thread *t, vm_class *cls, uint16_t index)
{
    const cf_class *cf = cls->cf;
    const cf_const *k = &cf->cp[index];
    const cf_bootstrap *bsm = &cf->bootstraps[k->u.dyn.bsm];
    const cf_const *nat = &cf->cp[k->u.dyn.nat_index];
    object *caller = NULL, *handle = NULL, *name = NULL, *desc = NULL, *statics = NULL;
    VM_ROOT(t, &caller);
    VM_ROOT(t, &handle);
    VM_ROOT(t, &name);
    VM_ROOT(t, &desc);
    VM_ROOT(t, &statics);
    slot r;
    r.raw = 0;
    vm_class *mhn = class_load(t, "java/lang/invoke/MethodHandleNatives");
    vm_class *oa = mhn ? class_array_of(t, cls_Object) : NULL;
    caller = oa ? resolve_mirror(t, cls) : NULL;
    handle = caller ? resolve_constant_object(t, cls, bsm->method_handle) : NULL;
    name = handle ? string_from_utf8(t, cf_utf8(cf, nat->u.nat.name)) : NULL;
    desc = name ? string_from_utf8(t, cf_utf8(cf, nat->u.nat.descriptor)) : NULL;
    statics = desc ? heap_new_array(t, oa, bsm->arg_count) : NULL;
    for (int i = 0; statics && i < bsm->arg_count; i++) {
        object *a = static_argument(t, cls, bsm->args[i]);
        if (t->exception) goto out;
        ARRAY_DATA(statics, object *)[i] = a;
        heap_write_barrier(statics);
    }
    if (statics && class_initialize(t, mhn)) {
        slot a[5] = {{.a = caller}, {.a = handle}, {.a = name}, {.a = desc}, {.a = statics}};
        vm_call_static(t, mhn, "linkCallSite",
                       "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;Ljava/lang/String;Ljava/lang/String;"
                       "[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
                       a, &r);
    }
out:
    VM_UNROOT(t, 5);
    return t->exception ? NULL : r.a;
}

bool natives_invoke_call_site(vm_thread *t, object *site, const char *desc, const slot *args, slot *result)
{
    object *boxes = NULL;
    VM_ROOT(t, &site);
    VM_ROOT(t, &boxes);
    vm_class *mhn = class_load(t, "java/lang/invoke/MethodHandleNatives");
    if (mhn) boxes = box_arguments(t, desc, args);
    slot r;
    r.raw = 0;
    bool ok = false;
    if (boxes) {
        slot a[2] = {{.a = site}, {.a = boxes}};
        ok = vm_call_static(t, mhn, "invokeCallSite", "(Ljava/lang/invoke/CallSite;[Ljava/lang/Object;)Ljava/lang/Object;",
                            a, &r);
    }
    VM_UNROOT(t, 2);
    if (!ok) return false;
    basic_type rt = type_of_descriptor(strchr(desc, ')')[1]);
    if (rt == T_OBJECT || rt == T_ARRAY) {
        result->a = r.a;
        return true;
    }
    return unbox(t, rt, r.a, result);
}

/* ---- loadable constants ------------------------------------------------------------- */

/* ldc of CONSTANT_MethodType / CONSTANT_MethodHandle (JVMS 5.4.3.5), made by
 * MethodHandleNatives.linkMethodType / linkMethodHandle as the class's own
 * full-power lookup would make them; other kinds (CONSTANT_Dynamic) are not
 * implemented and say so.  resolve.c caches the result. */
object *natives_invoke_constant(vm_thread *t, vm_class *cls, uint16_t index)
{
    const cf_const *k = &cls->cf->cp[index];
    if (k->tag != CF_METHOD_TYPE && k->tag != CF_METHOD_HANDLE) {
        vm_throw(t, "java/lang/UnsupportedOperationException",
                 "Lantern does not implement dynamic constants (constant pool entry %u of %s)", index, cls->name);
        return NULL;
    }
    object *caller = NULL, *refc = NULL, *name = NULL, *desc = NULL;
    VM_ROOT(t, &caller);
    VM_ROOT(t, &refc);
    VM_ROOT(t, &name);
    VM_ROOT(t, &desc);
    slot r;
    r.raw = 0;
    vm_class *mhn = class_load(t, "java/lang/invoke/MethodHandleNatives");
    caller = mhn ? resolve_mirror(t, cls) : NULL;
    if (!caller) goto out;
    if (k->tag == CF_METHOD_TYPE) {
        desc = string_from_utf8(t, cf_utf8(cls->cf, k->u.descriptor));
        slot a[2] = {{.a = caller}, {.a = desc}};
        if (desc && class_initialize(t, mhn))
            vm_call_static(t, mhn, "linkMethodType", "(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/invoke/MethodType;", a, &r);
    } else {
        const cf_const *ref = &cls->cf->cp[k->u.mh.ref];
        const cf_const *nat = &cls->cf->cp[ref->u.ref.nat_index];
        vm_class *c = resolve_class(t, cls, ref->u.ref.class_index);
        refc = c ? resolve_mirror(t, c) : NULL;
        name = refc ? string_from_utf8(t, cf_utf8(cls->cf, nat->u.nat.name)) : NULL;
        desc = name ? string_from_utf8(t, cf_utf8(cls->cf, nat->u.nat.descriptor)) : NULL;
        slot a[5] = {{.a = caller}, {.i = k->u.mh.kind}, {.a = refc}, {.a = name}, {.a = desc}};
        if (desc && class_initialize(t, mhn))
            vm_call_static(t, mhn, "linkMethodHandle",
                           "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;)"
                           "Ljava/lang/invoke/MethodHandle;",
                           a, &r);
    }
out:
    VM_UNROOT(t, 4);
    return t->exception ? NULL : r.a;
}

/* Reflective calls of the declared invoke/invokeExact (JDK: UnsupportedOperationException). */
NATIVE(mh_reflective)
{
    (void)args, (void)ret;
    vm_throw(t, "java/lang/UnsupportedOperationException", "cannot reflectively invoke MethodHandle");
}

/* ---- MethodHandleNatives --------------------------------------------------------------- */

/* The class that called into MethodHandles (lookup()'s caller). */
NATIVE(mhn_callerClass)
{
    static const char *const skip[] = {"java/lang/invoke/MethodHandleNatives", "java/lang/invoke/MethodHandles*", NULL};
    (void)args;
    vm_class *c = natives_caller(t, skip, false);
    ret->a = c ? resolve_mirror(t, c) : NULL;
}

/* long findMethod(Class refc, String name, String descriptor): resolution as
 * JVMS 5.4.3.3/4 (an interface's also finds Object's public methods); a
 * constructor only in refc itself.  0 when there is none. */
NATIVE(mhn_findMethod)
{
    vm_class *c = resolve_class_of_mirror(args[0].a);
    char *name = string_to_utf8(args[1].a), *desc = string_to_utf8(args[2].a);
    ret->j = 0;
    if (name && desc && c && !c->is_primitive && class_link(t, c)) {
        vm_method *m;
        if (strcmp(name, "<init>") == 0) {
            m = c->component ? NULL : class_find_declared_method(c, name, desc);
        } else {
            m = c->component ? class_find_method(cls_Object, name, desc) : class_find_method(c, name, desc);
            if (!m && (c->access & CF_ACC_INTERFACE)) {
                m = class_find_method(cls_Object, name, desc);
                if (m && (!(m->access & CF_ACC_PUBLIC) || (m->access & CF_ACC_STATIC))) m = NULL;
            }
            if (m && m->name[0] == '<') m = NULL;
        }
        ret->j = (int64_t)(intptr_t)m;
    }
    free(name);
    free(desc);
}

/* long findField(Class refc, String name, String descriptor), 0 when none. */
NATIVE(mhn_findField)
{
    vm_class *c = resolve_class_of_mirror(args[0].a);
    char *name = string_to_utf8(args[1].a), *desc = string_to_utf8(args[2].a);
    ret->j = 0;
    if (name && desc && c && !c->is_primitive && !c->component && class_link(t, c))
        ret->j = (int64_t)(intptr_t)class_find_field(c, name, desc);
    free(name);
    free(desc);
}

/* int modifiers(long slot, boolean field) */
NATIVE(mhn_modifiers)
{
    void *s = (void *)(intptr_t)args[0].j;
    ret->i = args[2].i ? ((vm_field *)s)->access : ((vm_method *)s)->access;
}

/* Class declaringClass(long slot, boolean field) */
NATIVE(mhn_declaringClass)
{
    void *s = (void *)(intptr_t)args[0].j;
    vm_class *c = args[2].i ? ((vm_field *)s)->clazz : ((vm_method *)s)->clazz;
    ret->a = resolve_mirror(t, c);
}

/* Object invokeMethod(long slot, int mode, Object[] args): mode 0 static,
 * 1 virtual (selected on the receiver, args[0]), 2 special (this very
 * method on args[0]), 3 constructor (a new object of the method's class).
 * The result is boxed (the new object for a constructor, null for void). */
NATIVE(mhn_invokeMethod)
{
    vm_method *m = (vm_method *)(intptr_t)args[0].j;
    int mode = args[2].i;
    object *made = NULL;
    VM_ROOT(t, &made);
    slot small[16];
    size_t need = (size_t)m->arg_slots + 2;
    slot *a = need <= 16 ? small : calloc(need, sizeof *a);
    if (a == small) memset(small, 0, sizeof small);
    if (!a) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        goto out;
    }
    if (mode == 0 || mode == 3) {
        if (!class_initialize(t, m->clazz)) goto out;
    }
    if (mode == 3) {
        made = heap_new_object(t, m->clazz);
        if (!made) goto out;
    }
    bool has_recv = mode == 1 || mode == 2;
    /* Primitives first (unboxing may load a wrapper class and collect),
     * then the references, read from the array (a native argument, so
     * updated by the collector) after. */
    for (int pass = 0; pass < 2; pass++) {
        int i = (m->access & CF_ACC_STATIC) ? 0 : 1, k = has_recv ? 1 : 0;
        for (const char *p = m->descriptor + 1; *p && *p != ')'; k++) {
            basic_type bt = type_of_descriptor(*p);
            object *arg = ARRAY_DATA(args[3].a, object *)[k];
            if (bt == T_OBJECT || bt == T_ARRAY) {
                if (pass == 1) a[i].a = arg;
            } else if (pass == 0 && !unbox(t, bt, arg, &a[i])) {
                goto out;
            }
            i += slots_of(bt);
            p = type_end(p);
        }
    }
    vm_method *target = m;
    if (mode == 3) {
        a[0].a = made;
    } else if (has_recv) {
        object *recv = ARRAY_DATA(args[3].a, object *)[0];
        if (!recv) {
            vm_throw(t, "java/lang/NullPointerException", NULL);
            goto out;
        }
        a[0].a = recv;
        if (mode == 1 && !(m->access & CF_ACC_PRIVATE)) {
            if (m->vtable_index >= 0) target = recv->clazz->vtable[m->vtable_index];
            else if (m->clazz->access & CF_ACC_INTERFACE) target = class_select_interface_method(recv->clazz, m);
        }
        if (!target || (target->access & CF_ACC_ABSTRACT)) {
            resolve_throw_abstract(t, recv->clazz, m, target);
            goto out;
        }
    }
    slot r;
    r.raw = 0;
    if (!vm_call(t, target, a, &r)) goto out;
    if (mode == 3) ret->a = made;
    else ret->a = box(t, m->return_type, r);
out:
    if (a != small) free(a);
    VM_UNROOT(t, 1);
}

/* Object getField(long slot, Object obj) */
NATIVE(mhn_getField)
{
    ret->a = reflect_field_get(t, (vm_field *)(intptr_t)args[0].j, args[2].a);
}

/* void setField(long slot, Object obj, Object value) */
NATIVE(mhn_setField)
{
    (void)ret;
    reflect_field_set(t, (vm_field *)(intptr_t)args[0].j, args[2].a, args[3].a);
}

#define MHN "java/lang/invoke/MethodHandleNatives"
const native_entry natives_invoke_table[] = {
    {"java/lang/invoke/MethodHandle", "invoke", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_reflective},
    {"java/lang/invoke/MethodHandle", "invokeExact", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_reflective},
    {MHN, "callerClass", "()Ljava/lang/Class;", mhn_callerClass},
    {MHN, "findMethod", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)J", mhn_findMethod},
    {MHN, "findField", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)J", mhn_findField},
    {MHN, "modifiers", "(JZ)I", mhn_modifiers},
    {MHN, "declaringClass", "(JZ)Ljava/lang/Class;", mhn_declaringClass},
    {MHN, "invokeMethod", "(JI[Ljava/lang/Object;)Ljava/lang/Object;", mhn_invokeMethod},
    {MHN, "getField", "(JLjava/lang/Object;)Ljava/lang/Object;", mhn_getField},
    {MHN, "setField", "(JLjava/lang/Object;Ljava/lang/Object;)V", mhn_setField},
};
const size_t natives_invoke_count = sizeof natives_invoke_table / sizeof natives_invoke_table[0];
