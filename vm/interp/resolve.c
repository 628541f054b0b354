/*
 * resolve.c -- constant-pool resolution (JVMS 5.4.3) of classes, fields,
 * methods and loadable constants, access checks, the JDK's texts for linkage
 * errors and class-cast failures, and instruction rewriting.
 *
 * Each resolved entry is published in the class's cp_cache with release
 * ordering (mark_resolved last), so a reader that sees `resolved` sees the
 * whole entry.  invokedynamic call sites are indy.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "classfile/opcodes.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"

/* ---- rewriting ------------------------------------------------------------ */

void resolve_rewrite(const uint8_t *pc, uint8_t quick)
{
    os_atomic_fence();
    os_atomic_store8((volatile uint8_t *)pc, quick);
}

void resolve_rewrite_u2(const uint8_t *pc, uint8_t quick, uint16_t operand)
{
    uint8_t *p = (uint8_t *)pc;
    p[1] = (uint8_t)(operand >> 8);
    p[2] = (uint8_t)operand;
    resolve_rewrite(pc, quick);
}

static void mark_resolved(cp_cache_entry *e)
{
    os_atomic_store32(&e->resolved, 1);
}

/* ---- describing things as the JDK does --------------------------------------- */

/* One field-descriptor type in Java source form; returns the position after it. */
static const char *describe_type(const char *d, char *out, size_t len)
{
    int dims = 0;
    while (*d == '[') {
        dims++;
        d++;
    }
    const char *end = d + 1;
    size_t n = 0;
    const char *name;
    switch (*d) {
    case 'B': name = "byte"; break;
    case 'C': name = "char"; break;
    case 'D': name = "double"; break;
    case 'F': name = "float"; break;
    case 'I': name = "int"; break;
    case 'J': name = "long"; break;
    case 'S': name = "short"; break;
    case 'Z': name = "boolean"; break;
    case 'V': name = "void"; break;
    case 'L': {
        const char *semi = strchr(d, ';');
        if (!semi) semi = d + strlen(d);
        for (const char *p = d + 1; p < semi && n + 1 < len; p++) out[n++] = *p == '/' ? '.' : *p;
        out[n] = '\0';
        end = *semi ? semi + 1 : semi;
        name = NULL;
        break;
    }
    default: name = "?"; break;
    }
    if (name) n = (size_t)snprintf(out, len, "%s", name);
    for (int i = 0; i < dims && n + 2 < len; i++) {
        out[n++] = '[';
        out[n++] = ']';
        out[n] = '\0';
    }
    return end;
}

static const char *describe_sig(const char *cls, const char *name, const char *desc, char *buf, size_t len)
{
    char ret[256], arg[256];
    const char *r = strchr(desc, ')');
    describe_type(r ? r + 1 : "V", ret, sizeof ret);
    size_t n = (size_t)snprintf(buf, len, "%s ", ret);
    for (const char *p = cls; *p && n + 1 < len; p++) buf[n++] = *p == '/' ? '.' : *p;
    n += (size_t)snprintf(buf + n, len > n ? len - n : 0, ".%s(", name);
    const char *p = desc + 1;
    bool first = true;
    while (*p && *p != ')' && n < len) {
        p = describe_type(p, arg, sizeof arg);
        n += (size_t)snprintf(buf + n, len > n ? len - n : 0, "%s%s", first ? "" : ", ", arg);
        first = false;
    }
    if (n < len) snprintf(buf + n, len - n, ")");
    return buf;
}

const char *resolve_describe_method(const vm_method *m, char *buf, size_t len)
{
    return describe_sig(m->clazz->name, m->name, m->descriptor, buf, len);
}

/* "in unnamed module of loader 'app'" and its boot twin. */
static const char *module_of(const vm_class *c)
{
    while (c->component) c = c->component;
    return (c->loader == 0) ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'";
}

bool resolve_throw_class_cast(vm_thread *t, vm_class *from, vm_class *to)
{
    char a[512], b[512];
    class_java_name(from, a, sizeof a);
    class_java_name(to, b, sizeof b);
    const char *ma = module_of(from), *mb = module_of(to);
    if (strcmp(ma, mb) == 0)
        return vm_throw(t, "java/lang/ClassCastException", "class %s cannot be cast to class %s (%s and %s are in %s)",
                        a, b, a, b, ma);
    return vm_throw(t, "java/lang/ClassCastException",
                    "class %s cannot be cast to class %s (%s is in %s; %s is in %s)", a, b, a, ma, b, mb);
}

/* ---- classes --------------------------------------------------------------- */

static bool same_runtime_package(const vm_class *a, const vm_class *b)
{
    if (a->loader != b->loader) return false;
    const char *sa = strrchr(a->name, '/'), *sb = strrchr(b->name, '/');
    size_t la = sa ? (size_t)(sa - a->name) : 0, lb = sb ? (size_t)(sb - b->name) : 0;
    return la == lb && strncmp(a->name, b->name, la) == 0;
}

static const char *nest_host_name(const vm_class *c)
{
    return (c->cf && c->cf->nest_host) ? c->cf->nest_host : c->name;
}

static bool nestmates(const vm_class *a, const vm_class *b)
{
    return a == b || strcmp(nest_host_name(a), nest_host_name(b)) == 0;
}

static bool class_accessible(const vm_class *from, const vm_class *c)
{
    while (c->component) c = c->component;
    if (c->is_primitive || (c->access & CF_ACC_PUBLIC)) return true;
    return same_runtime_package(from, c);
}

vm_class *resolve_class(vm_thread *t, vm_class *cls, uint16_t index)
{
    cp_cache_entry *e = &cls->cp_cache[index];
    if (os_atomic_load32(&e->resolved)) return os_atomic_load_ptr((void *const volatile *)&e->u.clazz);
    const char *name = cf_class_name_at(cls->cf, index);
    vm_class *c = class_load(t, name);
    if (!c) return NULL;
    if (!class_accessible(cls, c)) {
        char a[512], b[512];
        vm_throw(t, "java/lang/IllegalAccessError", "failed to access class %s from class %s (%s and %s are in %s)",
                 class_java_name(c, a, sizeof a), class_java_name(cls, b, sizeof b), a, b, module_of(cls));
        return NULL;
    }
    os_atomic_store_ptr((void *volatile *)&e->u.clazz, c); /* racing resolvers store the same */
    mark_resolved(e);
    return c;
}

static vm_field *vmclass_field(void)
{
    static vm_field *f;
    if (!f) f = class_find_field(cls_Class, "vmClass", "J");
    return f;
}

/* Publishes a fresh Class object o as c's; returns the one that won. */
static object *install_mirror(vm_class *c, object *o)
{
    vm_field *f = vmclass_field();
    if (f) *FIELD_PTR(o, f, int64_t) = (int64_t)(intptr_t)c;
    /* Two threads may race to make it; the first store wins. */
    if (!os_atomic_cas_ptr((void *volatile *)&c->mirror, NULL, o)) return c->mirror;
    return o;
}

object *resolve_mirror(vm_thread *t, vm_class *c)
{
    if (c->mirror) return c->mirror;
    object *o = heap_new_object(t, cls_Class);
    return o ? install_mirror(c, o) : NULL;
}

object *resolve_mirror_nogc(vm_thread *t, vm_class *c)
{
    if (c->mirror) return c->mirror;
    object *o = heap_new_object_nogc(t, cls_Class);
    return o ? install_mirror(c, o) : NULL;
}

vm_class *resolve_class_of_mirror(object *mirror)
{
    vm_field *f = vmclass_field();
    return f ? (vm_class *)(intptr_t)*FIELD_PTR(mirror, f, int64_t) : NULL;
}

/* ---- fields ---------------------------------------------------------------- */

static bool member_accessible(const vm_class *from, const vm_class *owner, uint16_t access, const vm_class *ref_class)
{
    if (access & CF_ACC_PUBLIC) return true;
    if (access & CF_ACC_PRIVATE) return nestmates(from, owner);
    if (same_runtime_package(from, owner)) return true;
    if (access & CF_ACC_PROTECTED) return class_is_subclass_of(from, owner) || ref_class->component != NULL;
    return false;
}

vm_field *resolve_field(vm_thread *t, vm_class *cls, uint16_t index, bool is_static, bool is_put,
                        vm_method *accessor)
{
    cp_cache_entry *e = &cls->cp_cache[index];
    vm_field *f;
    if (os_atomic_load32(&e->resolved)) {
        f = os_atomic_load_ptr((void *const volatile *)&e->u.field);
    } else {
        const cf_const *k = &cls->cf->cp[index];
        vm_class *owner = resolve_class(t, cls, k->u.ref.class_index);
        if (!owner) return NULL;
        const cf_const *nat = &cls->cf->cp[k->u.ref.nat_index];
        const char *name = cf_utf8(cls->cf, nat->u.nat.name);
        const char *desc = cf_utf8(cls->cf, nat->u.nat.descriptor);
        f = class_find_field(owner, name, desc);
        if (!f) return vm_throw(t, "java/lang/NoSuchFieldError", "%s", name), NULL;
        if (!member_accessible(cls, f->clazz, f->access, owner)) {
            char a[512], b[512], c2[512];
            vm_throw(t, "java/lang/IllegalAccessError", "class %s tried to access %s field %s.%s (%s and %s are in %s)",
                     class_java_name(cls, a, sizeof a),
                     (f->access & CF_ACC_PRIVATE) ? "private" : (f->access & CF_ACC_PROTECTED) ? "protected" : "package-private",
                     class_java_name(f->clazz, b, sizeof b), f->name, a, class_java_name(f->clazz, c2, sizeof c2),
                     module_of(cls));
            return NULL;
        }
        os_atomic_store_ptr((void *volatile *)&e->u.field, f); /* racing resolvers store the same */
        mark_resolved(e);
    }
    if (((f->access & CF_ACC_STATIC) != 0) != is_static) {
        char b[512];
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s", is_static ? "static" : "non-static",
                 class_java_name(f->clazz, b, sizeof b), f->name);
        return NULL;
    }
    /* A final field is written only by its own class's initializer
     * (JVMS 6.5 putfield/putstatic, enforced for class files >= 53). */
    if (is_put && (f->access & CF_ACC_FINAL) && f->clazz != cls) {
        char a[512], b[512];
        vm_throw(t, "java/lang/IllegalAccessError", "Update to %s final field %s.%s attempted from a different class (%s) than the field's declaring class",
                 is_static ? "static" : "non-static", class_java_name(f->clazz, b, sizeof b), f->name,
                 class_java_name(cls, a, sizeof a));
        return NULL;
    }
    (void)accessor;
    return f;
}

/* ---- methods ---------------------------------------------------------------- */

vm_method *resolve_method_for_invoke(vm_thread *t, vm_class *cls, uint16_t index, uint8_t opcode,
                                     vm_method *caller)
{
    (void)caller;
    cp_cache_entry *e = &cls->cp_cache[index];
    const cf_const *k = &cls->cf->cp[index];
    vm_method *m;
    char d[768];
    if (os_atomic_load32(&e->resolved)) {
        m = os_atomic_load_ptr((void *const volatile *)&e->u.method);
    } else {
        vm_class *owner = resolve_class(t, cls, k->u.ref.class_index);
        if (!owner) return NULL;
        const cf_const *nat = &cls->cf->cp[k->u.ref.nat_index];
        const char *name = cf_utf8(cls->cf, nat->u.nat.name);
        const char *desc = cf_utf8(cls->cf, nat->u.nat.descriptor);
        bool iface_ref = k->tag == CF_INTERFACE_METHODREF;
        bool owner_iface = (owner->access & CF_ACC_INTERFACE) != 0;
        if (iface_ref != owner_iface) {
            char b[512];
            vm_throw(t, "java/lang/IncompatibleClassChangeError", "Found %s %s, but %s was expected",
                     owner_iface ? "interface" : "class", class_java_name(owner, b, sizeof b),
                     owner_iface ? "class" : "interface");
            return NULL;
        }
        m = class_find_method(owner, name, desc);
        if (!m && owner_iface) m = class_find_method(cls_Object, name, desc);
        if (!m) {
            vm_throw(t, "java/lang/NoSuchMethodError", "'%s'", describe_sig(owner->name, name, desc, d, sizeof d));
            return NULL;
        }
        if (!member_accessible(cls, m->clazz, m->access, owner) &&
            !(owner->component && strcmp(name, "clone") == 0)) {
            char a[512], b[512];
            vm_throw(t, "java/lang/IllegalAccessError", "class %s tried to access %s method '%s' (%s and %s are in %s)",
                     class_java_name(cls, a, sizeof a),
                     (m->access & CF_ACC_PRIVATE) ? "private" : (m->access & CF_ACC_PROTECTED) ? "protected" : "package-private",
                     resolve_describe_method(m, d, sizeof d), a, class_java_name(m->clazz, b, sizeof b), module_of(cls));
            return NULL;
        }
        os_atomic_store_ptr((void *volatile *)&e->u.method, m); /* racing resolvers store the same */
        mark_resolved(e);
    }
    bool is_static = (m->access & CF_ACC_STATIC) != 0;
    if ((opcode == OP_INVOKESTATIC) != is_static) {
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "%s method '%s'",
                 is_static ? "Expecting non-static" : "Expected static", resolve_describe_method(m, d, sizeof d));
        return NULL;
    }
    if (m->name[0] == '<' && (opcode != OP_INVOKESPECIAL || strcmp(m->name, "<init>") != 0)) {
        vm_throw(t, "java/lang/VerifyError", "Illegal call to %s", m->name);
        return NULL;
    }
    return m;
}

vm_method *resolve_select_interface(vm_thread *t, vm_class *receiver, vm_method *imethod)
{
    vm_class *iface = imethod->clazz;
    vm_method *sel = NULL;
    if (!(iface->access & CF_ACC_INTERFACE)) {
        sel = class_find_method(receiver, imethod->name, imethod->descriptor);
    } else {
        bool found = false;
        for (vm_class *k = receiver; k && !found; k = k->super)
            for (uint32_t i = 0; i < k->itable_count; i++) {
                if (k->itable[i].iface != iface) continue;
                found = true;
                sel = k->itable[i].methods[imethod - iface->methods];
                break;
            }
        if (!found && imethod->clazz != cls_Object) {
            char a[512], b[512];
            vm_throw(t, "java/lang/IncompatibleClassChangeError", "Class %s does not implement the requested interface %s",
                     class_java_name(receiver, a, sizeof a), class_java_name(iface, b, sizeof b));
            return NULL;
        }
        if (!found) sel = class_find_method(receiver, imethod->name, imethod->descriptor);
    }
    if (!sel || (sel->access & CF_ACC_ABSTRACT)) {
        char a[512], d[768];
        vm_throw(t, "java/lang/AbstractMethodError",
                 "Receiver class %s does not define or inherit an implementation of the resolved method '%s' of interface %s.",
                 class_java_name(receiver, a, sizeof a), resolve_describe_method(imethod, d, sizeof d),
                 class_java_name(iface, d + 512, 256));
        return NULL;
    }
    return sel;
}

/* ---- loadable constants ---------------------------------------------------- */

object *resolve_constant_object(vm_thread *t, vm_class *cls, uint16_t index)
{
    cp_cache_entry *e = &cls->cp_cache[index];
    object *known = os_atomic_load_ptr((void *const volatile *)&e->ldc);
    if (known) return known;
    const cf_const *k = &cls->cf->cp[index];
    object *o = NULL;
    switch (k->tag) {
    case CF_STRING:
        o = string_intern_utf8(t, cf_utf8(cls->cf, k->u.string));
        break;
    case CF_CLASS: {
        vm_class *c = resolve_class(t, cls, index);
        if (!c) return NULL;
        o = resolve_mirror(t, c);
        break;
    }
    default:
        vm_throw(t, "java/lang/NoClassDefFoundError", "java/lang/invoke/MethodHandle");
        return NULL;
    }
    if (!o) return NULL;
    os_atomic_store_ptr((void *volatile *)&e->ldc, o);
    return o;
}

/* ---- arrays ------------------------------------------------------------------ */

static object *make_multi(vm_thread *t, vm_class *ac, int dims, const slot *counts)
{
    object *a = heap_new_array(t, ac, counts[0].i);
    if (!a || dims == 1) return a;
    VM_ROOT(t, &a);
    for (int32_t i = 0; i < counts[0].i; i++) {
        object *sub = make_multi(t, ac->component, dims - 1, counts + 1);
        if (!sub) {
            VM_UNROOT(t, 1);
            return NULL;
        }
        ARRAY_DATA(a, object *)[i] = sub;
    }
    VM_UNROOT(t, 1);
    return a;
}

object *resolve_multianewarray(vm_thread *t, vm_class *ac, int dims, slot *counts)
{
    for (int i = 0; i < dims; i++)
        if (counts[i].i < 0) return vm_throw(t, "java/lang/NegativeArraySizeException", "%d", counts[i].i), NULL;
    return make_multi(t, ac, dims, counts);
}
