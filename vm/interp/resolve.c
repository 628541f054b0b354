/*
 * resolve.c -- constant-pool resolution (JVMS 5.4.3) of classes, fields,
 * methods and loadable constants, access checks (JVMS 5.4.4, nest hosts
 * included), the JDK's texts for linkage errors and class-cast failures,
 * and instruction rewriting.
 *
 * Each resolved entry is published in the class's cp_cache with release
 * ordering (mark_resolved last), so a reader that sees `resolved` sees the
 * whole entry.  A failed resolution caches nothing: the next execution
 * resolves again and, the class path being fixed, fails the same way, as
 * JVMS 5.4.3 wants.  What depends on the instruction rather than the entry
 * (static or not, final-field writes, the opcode's kind) is checked after
 * the cache, at every execution of the unquickened instruction only, so the
 * quick forms stay check-free.  The error texts follow HotSpot 17's
 * (test/access compares them case by case).  invokedynamic call sites are
 * indy.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "classfile/opcodes.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/constraints.h"
#include "object/string.h"
#include "natives/natives.h"

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

bool resolve_throw_class_cast(vm_thread *t, vm_class *from, vm_class *to)
{
    char a[512], b[512], w[1200];
    return vm_throw(t, "java/lang/ClassCastException", "class %s cannot be cast to class %s (%s)",
                    class_java_name(from, a, sizeof a), class_java_name(to, b, sizeof b),
                    class_where_both(from, to, w, sizeof w));
}

/* ---- classes --------------------------------------------------------------- */

static bool same_runtime_package(const vm_class *a, const vm_class *b)
{
    if (a->loader != b->loader) return false;
    const char *sa = strrchr(a->name, '/'), *sb = strrchr(b->name, '/');
    size_t la = sa ? (size_t)(sa - a->name) : 0, lb = sb ? (size_t)(sb - b->name) : 0;
    return la == lb && strncmp(a->name, b->name, la) == 0;
}

/* "java.lang.NoClassDefFoundError: acc/Gone", as Throwable.toString. */
static void describe_throwable(object *ex, char *buf, size_t len)
{
    class_java_name(ex->clazz, buf, len);
    char *msg = exception_message_utf8(ex);
    if (msg) {
        size_t n = strlen(buf);
        snprintf(buf + n, len > n ? len - n : 0, ": %s", msg);
        free(msg);
    }
}

/* JVMS 5.4.4's nest host of c: the class its NestHost attribute names, if
 * that loads, is in c's runtime package and lists c among its NestMembers;
 * otherwise c itself, with HotSpot's account of why in err when c claimed
 * a host; NULL with a VirtualMachineError pending if loading it raised one.  Worked out afresh for each private access being resolved (once
 * per constant-pool entry, not per execution): the answer cannot change,
 * the class path being fixed, so not keeping it is not observable. */
static vm_class *nest_host(vm_thread *t, vm_class *c, char *err, size_t len)
{
    err[0] = '\0';
    if (!c->cf || !c->cf->nest_host) return c;
    const char *hname = c->cf->nest_host;
    char cn[512], hn[512];
    class_java_name(c, cn, sizeof cn);
    vm_class *h = class_load_for(t, c, hname);
    if (!h) {
        /* A failed host is reported inside the access error, not thrown;
         * but the VM running out of memory or stack is the VM's error. */
        vm_class *vme = class_lookup("java/lang/VirtualMachineError");
        if (t->exception && vme && class_is_subclass_of(t->exception->clazz, vme)) return NULL;
        char ex[768] = "";
        if (t->exception) describe_throwable(t->exception, ex, sizeof ex);
        t->exception = NULL;
        snprintf(err, len, "Nest host resolution of %s with host %s failed: %s", cn, hname, ex);
        return c;
    }
    /* A lambda proxy joins its caller's nest as a hidden class does,
     * without being listed: its NestHost names the caller, whose own host
     * (validated, or the caller itself) is the proxy's. */
    if (c->is_hidden) return nest_host(t, h, err, len);
    const char *why;
    if (!same_runtime_package(c, h)) {
        why = "types are in different packages";
    } else if (h->component || h->is_primitive || !h->cf) {
        why = "host is not an instance class";
    } else {
        for (uint16_t i = 0; i < h->cf->nest_member_count; i++)
            if (strcmp(h->cf->nest_members[i], c->name) == 0) return h;
        why = "current type is not listed as a nest member";
    }
    snprintf(err, len, "Type %s (loader: %s) is not a nest member of type %s (loader: %s): %s", cn,
             class_loader_name_and_id(c), class_java_name(h, hn, sizeof hn), class_loader_name_and_id(h), why);
    return c;
}

/* Whether a and b share a nest host (the current class's is worked out
 * first, as JVMS 5.4.4 orders it); if not, and either claimed a host it
 * does not have, err gets the ", (...)" the JDK appends to the error.
 * False with an exception pending if working one out failed outright. */
static bool nestmates(vm_thread *t, vm_class *a, vm_class *b, char *err, size_t len)
{
    char ea[1024], eb[1024];
    vm_class *ha = nest_host(t, a, ea, sizeof ea);
    if (!ha) return false;
    vm_class *hb = nest_host(t, b, eb, sizeof eb);
    if (!hb) return false;
    if (ha == hb) return true;
    if (ea[0] || eb[0]) snprintf(err, len, ", (%s%s%s)", ea, ea[0] && eb[0] ? ", " : "", eb);
    return false;
}

/* JVMS 5.4.4 for classes; the element class decides for arrays. */
static bool class_accessible(const vm_class *from, const vm_class *c)
{
    if (c->is_primitive || from == c || (c->access & CF_ACC_PUBLIC)) return true;
    return same_runtime_package(from, c);
}

vm_class *resolve_class(vm_thread *t, vm_class *cls, uint16_t index)
{
    cp_cache_entry *e = &cls->cp_cache[index];
    if (os_atomic_load32(&e->resolved)) return os_atomic_load_ptr((void *const volatile *)&e->u.clazz);
    const char *name = cf_class_name_at(cls->cf, index);
    vm_class *c = class_load_for(t, cls, name);
    if (!c) return NULL;
    vm_class *base = c;
    while (base->component) base = base->component;
    if (!class_accessible(cls, base)) {
        char a[512], b[512], w[1200];
        vm_throw(t, "java/lang/IllegalAccessError", "failed to access class %s from class %s (%s)",
                 class_java_name(base, a, sizeof a), class_java_name(cls, b, sizeof b), class_where_both(base, cls, w, sizeof w));
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

/* JVMS 5.4.4 (and HotSpot's reading of it) for a member of class `member`
 * named through class `resolved` from class `from`.  A protected member of
 * a superclass in another package is reachable only through the current
 * class's own line (resolved class a subclass or superclass of it): the
 * verifier checks the receiver's type, this the reference's class.  On a
 * failed private access err may get the nest host's story (or, rarely, an
 * exception is pending instead). */
static bool member_accessible(vm_thread *t, vm_class *from, vm_class *resolved, vm_class *member, uint16_t access,
                              char *err, size_t len)
{
    err[0] = '\0';
    if (from == member || (access & CF_ACC_PUBLIC)) return true;
    if ((access & CF_ACC_PROTECTED) && !(from->access & CF_ACC_INTERFACE) && class_is_subclass_of(from, member) &&
        ((access & CF_ACC_STATIC) || from == resolved || member == resolved || class_is_subclass_of(from, resolved) ||
         class_is_subclass_of(resolved, from)))
        return true;
    if (!(access & CF_ACC_PRIVATE)) return same_runtime_package(from, member);
    return nestmates(t, from, member, err, len);
}

/* The class a member reference names (already resolved: the reference was). */
static vm_class *ref_class(vm_thread *t, vm_class *cls, uint16_t index)
{
    return resolve_class(t, cls, cls->cf->cp[index].u.ref.class_index);
}

vm_field *resolve_field(vm_thread *t, vm_class *cls, uint16_t index, bool is_static, bool is_put,
                        vm_method *accessor)
{
    cp_cache_entry *e = &cls->cp_cache[index];
    vm_field *f;
    char a[512], b[512];
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
        char nest[2200], w[1200];
        if (!member_accessible(t, cls, owner, f->clazz, f->access, nest, sizeof nest)) {
            if (t->exception) return NULL;
            vm_throw(t, "java/lang/IllegalAccessError", "class %s tried to access %s%sfield %s.%s (%s)%s",
                     class_java_name(cls, a, sizeof a), (f->access & CF_ACC_PROTECTED) ? "protected " : "",
                     (f->access & CF_ACC_PRIVATE) ? "private " : "", class_java_name(f->clazz, b, sizeof b), f->name,
                     class_where_both(cls, f->clazz, w, sizeof w), nest);
            return NULL;
        }
        if (f->clazz != cls && !constraints_check_field(t, cls, f)) return NULL;
        os_atomic_store_ptr((void *volatile *)&e->u.field, f); /* racing resolvers store the same */
        mark_resolved(e);
    }
    /* The rest depends on the instruction (and the method it is in), so it
     * is checked at each resolving execution, after the shared entry.  The
     * texts name the class the reference names, as HotSpot's do. */
    if (((f->access & CF_ACC_STATIC) != 0) != is_static) {
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s", is_static ? "static" : "non-static",
                 class_java_name(ref_class(t, cls, index), b, sizeof b), f->name);
        return NULL;
    }
    /* A final field is written only by its own class (JVMS 6.5 putfield,
     * putstatic), and from class files of version 53 on only by that
     * class's <clinit> (static) or <init> (instance). */
    if (is_put && (f->access & CF_ACC_FINAL)) {
        const char *init = is_static ? "<clinit>" : "<init>";
        if (f->clazz != cls) {
            vm_throw(t, "java/lang/IllegalAccessError",
                     "Update to %s final field %s.%s attempted from a different class (%s) than the field's declaring class",
                     is_static ? "static" : "non-static", class_java_name(ref_class(t, cls, index), b, sizeof b), f->name,
                     class_java_name(cls, a, sizeof a));
            return NULL;
        }
        if (cls->cf->major_version >= 53 && accessor && strcmp(accessor->name, init) != 0) {
            vm_throw(t, "java/lang/IllegalAccessError",
                     "Update to %s final field %s.%s attempted from a different method (%s) than the initializer method %s ",
                     is_static ? "static" : "non-static", class_java_name(ref_class(t, cls, index), b, sizeof b), f->name,
                     accessor->name, init);
            return NULL;
        }
    }
    return f;
}

/* ---- methods ---------------------------------------------------------------- */

/* The reference's kind against its class's (JVMS 5.4.3.3/4, and HotSpot's
 * wording of which instruction expected what); false with the error
 * pending if they disagree. */
static bool check_ref_kind(vm_thread *t, vm_class *owner, bool iface_ref, uint8_t opcode, const char *name,
                           const char *desc)
{
    bool owner_iface = (owner->access & CF_ACC_INTERFACE) != 0;
    char b[512], d[768];
    if (opcode == OP_INVOKEVIRTUAL && owner_iface)
        return vm_throw(t, "java/lang/IncompatibleClassChangeError", "Found interface %s, but class was expected",
                        class_java_name(owner, b, sizeof b));
    if (opcode == OP_INVOKEINTERFACE && !owner_iface)
        return vm_throw(t, "java/lang/IncompatibleClassChangeError", "Found class %s, but interface was expected",
                        class_java_name(owner, b, sizeof b));
    if (iface_ref != owner_iface)
        return vm_throw(t, "java/lang/IncompatibleClassChangeError", "Method '%s' must be %s constant",
                        describe_sig(owner->name, name, desc, d, sizeof d),
                        owner_iface ? "InterfaceMethodref" : "Methodref");
    return true;
}

static const char *kind_of(const vm_class *c)
{
    if (c->access & CF_ACC_INTERFACE) return "interface";
    return (c->access & CF_ACC_ABSTRACT) ? "abstract class" : "class";
}

/* "void a(int)": a method as the JDK's AbstractMethodError and
 * constructor NoSuchMethodError texts show it, without its class. */
static const char *describe_unqualified(const vm_method *m, char *buf, size_t len)
{
    char full[768], ret[256];
    const char *r = strchr(m->descriptor, ')');
    describe_type(r ? r + 1 : "V", ret, sizeof ret);
    resolve_describe_method(m, full, sizeof full);
    const char *params = strchr(full, '(');
    snprintf(buf, len, "%s %s%s", ret, m->name, params ? params : "()");
    return buf;
}

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
        bool owner_iface = (owner->access & CF_ACC_INTERFACE) != 0;
        /* Always an error when it fails, whatever the instruction: an entry
         * resolved once never needs it again. */
        if (!check_ref_kind(t, owner, k->tag == CF_INTERFACE_METHODREF, opcode, name, desc)) return NULL;
        /* JVMS 2.9.3: any descriptor; the site's types need no loader constraints */
        m = natives_invoke_polymorphic(owner, name, desc);
        bool poly = m != NULL;
        if (!m) m = class_find_method(owner, name, desc);
        if (!m && owner_iface) m = class_find_method(cls_Object, name, desc);
        /* An interface method reference never finds Object's static or
         * non-public methods (clone, finalize: JVMS 5.4.3.4). */
        if (m && owner_iface && m->clazz == cls_Object && (!(m->access & CF_ACC_PUBLIC) || (m->access & CF_ACC_STATIC)))
            m = NULL;
        if (!m) {
            vm_throw(t, "java/lang/NoSuchMethodError", "'%s'", describe_sig(owner->name, name, desc, d, sizeof d));
            return NULL;
        }
        uint16_t access = m->access;
        /* Arrays override clone publicly (JLS 10.7). */
        if (owner->component && m->clazz == cls_Object && strcmp(name, "clone") == 0)
            access = (uint16_t)((access & ~CF_ACC_PROTECTED) | CF_ACC_PUBLIC);
        char nest[2200], a[512], w[1200];
        if (!member_accessible(t, cls, owner, m->clazz, access, nest, sizeof nest)) {
            if (t->exception) return NULL;
            vm_throw(t, "java/lang/IllegalAccessError", "class %s tried to access %s%s%smethod '%s' (%s)%s",
                     class_java_name(cls, a, sizeof a), (m->access & CF_ACC_ABSTRACT) ? "abstract " : "",
                     (m->access & CF_ACC_PROTECTED) ? "protected " : "", (m->access & CF_ACC_PRIVATE) ? "private " : "",
                     resolve_describe_method(m, d, sizeof d), class_where_both(cls, m->clazz, w, sizeof w), nest);
            return NULL;
        }
        if (!poly && m->clazz->loader != cls->loader &&
            !constraints_check_method(t, cls, m, owner_iface ? "interface method" : "method",
                                      describe_sig(owner->name, name, desc, d, sizeof d)))
            return NULL;
        os_atomic_store_ptr((void *volatile *)&e->u.method, m); /* racing resolvers store the same */
        mark_resolved(e);
    }
    bool is_static = (m->access & CF_ACC_STATIC) != 0;
    if ((opcode == OP_INVOKESTATIC) != is_static) {
        if (is_static) {
            /* invokeinterface / invokespecial of an interface's static method */
            vm_class *owner = ref_class(t, cls, index);
            if (owner->access & CF_ACC_INTERFACE) {
                vm_throw(t, "java/lang/IncompatibleClassChangeError", "Expected instance not static method '%s'",
                         describe_sig(owner->name, m->name, m->descriptor, d, sizeof d));
                return NULL;
            }
        }
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "%s method '%s'",
                 is_static ? "Expecting non-static" : "Expected static", resolve_describe_method(m, d, sizeof d));
        return NULL;
    }
    /* A constructor is not inherited: found in a superclass, it is not
     * the named class's (checked where HotSpot does, after access). */
    if (opcode == OP_INVOKESPECIAL && strcmp(m->name, "<init>") == 0) {
        vm_class *owner = ref_class(t, cls, index);
        if (m->clazz != owner) {
            char b[512];
            vm_throw(t, "java/lang/NoSuchMethodError", "%s: method '%s' not found", class_java_name(owner, b, sizeof b),
                     describe_unqualified(m, d, sizeof d));
            return NULL;
        }
    }
    if (m->name[0] == '<' && (opcode != OP_INVOKESPECIAL || strcmp(m->name, "<init>") != 0)) {
        vm_throw(t, "java/lang/VerifyError", "Illegal call to %s", m->name);
        return NULL;
    }
    return m;
}

bool resolve_throw_abstract(vm_thread *t, vm_class *receiver, const vm_method *resolved, const vm_method *selected)
{
    char a[512], b[512], d[768], sel[900] = "";
    if (selected && selected != resolved) {
        char ds[768];
        snprintf(sel, sizeof sel, " Selected method is '%s%s%s'.", (selected->access & CF_ACC_ABSTRACT) ? "abstract " : "",
                 (selected->access & CF_ACC_PRIVATE) ? "private " : "", resolve_describe_method(selected, ds, sizeof ds));
    }
    return vm_throw(t, "java/lang/AbstractMethodError",
                    "Receiver class %s does not define or inherit an implementation of the resolved method '%s%s%s' of %s %s.%s",
                    class_java_name(receiver, a, sizeof a), (resolved->access & CF_ACC_ABSTRACT) ? "abstract " : "",
                    (resolved->access & CF_ACC_PRIVATE) ? "private " : "", describe_unqualified(resolved, d, sizeof d),
                    kind_of(resolved->clazz), class_java_name(resolved->clazz, b, sizeof b), sel);
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
    if (!sel) {
        resolve_throw_abstract(t, receiver, imethod, NULL);
        return NULL;
    }
    /* An interface method is implemented publicly (JVMS 6.5 invokeinterface);
     * HotSpot names it through the receiver's class. */
    if (!(sel->access & CF_ACC_PUBLIC)) {
        char d[768];
        vm_throw(t, "java/lang/IllegalAccessError", "'%s'", describe_sig(receiver->name, sel->name, sel->descriptor, d, sizeof d));
        return NULL;
    }
    if (sel->access & CF_ACC_ABSTRACT) {
        resolve_throw_abstract(t, receiver, imethod, sel);
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
    default: /* MethodType, MethodHandle (or a clear error for other constants) */
        o = natives_invoke_constant(t, cls, index);
        break;
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
        heap_write_barrier(a); /* the next sub-array's allocation may have promoted a */
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
