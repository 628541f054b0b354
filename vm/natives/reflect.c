/*
 * reflect.c -- the natives behind java.lang.reflect: the members a class
 * declares (as parallel arrays the library turns into Method, Constructor
 * and Field objects), invoking methods and constructors, and reading and
 * writing fields.
 *
 * The library does the checking and the conversions (argument counts and
 * types, widening, unboxing into the exact wrapper each primitive parameter
 * takes, InvocationTargetException), so the natives trust their arguments:
 * a primitive argument or field value arrives as its own wrapper (Integer
 * for int ...), and results leave boxed the same way.
 *
 * A member's "slot" is its vm_method* or vm_field*, stable for the VM's life.
 * Handing out members links the class (verifies it), as HotSpot does.
 */
#include <stdlib.h>
#include <string.h>

#include "natives/reflect.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"

/* ---- the members of a class ------------------------------------------------- */

/* kind: 0 methods, 1 constructors, 2 fields. */
static bool member_wanted(const vm_class *c, int kind, int i, bool public_only)
{
    if (kind == 2) return !public_only || (c->fields[i].access & CF_ACC_PUBLIC);
    const vm_method *m = &c->methods[i];
    bool ctor = strcmp(m->name, "<init>") == 0;
    if (strcmp(m->name, "<clinit>") == 0 || ctor != (kind == 1)) return false;
    return !public_only || (m->access & CF_ACC_PUBLIC);
}

static int member_count(const vm_class *c, int kind, bool public_only)
{
    int n = 0, total = kind == 2 ? c->field_count : c->method_count;
    for (int i = 0; i < total; i++)
        if (member_wanted(c, kind, i, public_only)) n++;
    return n;
}

/* One of the parallel arrays: what 0 names, 1 descriptors, 2 modifiers, 3 slots. */
object *reflect_members(vm_thread *t, vm_class *c, int kind, bool public_only, int what)
{
    /* as HotSpot's JVM_GetClassDeclared{Methods,Constructors,Fields}: a
     * Method or Constructor can run the class's code, so it is verified
     * first (getMethod, getMethods, getDeclaredField... all come here) */
    if (!class_link(t, c)) return NULL;
    int n = c->is_primitive || c->component ? 0 : member_count(c, kind, public_only);
    object *arr = NULL;
    if (what <= 1) {
        vm_class *sa = class_array_of(t, cls_String);
        arr = sa ? heap_new_array(t, sa, n) : NULL;
    } else {
        arr = heap_new_primitive_array(t, what == 2 ? T_INT : T_LONG, n);
    }
    if (!arr) return NULL;
    VM_ROOT(t, &arr);
    int total = kind == 2 ? c->field_count : c->method_count, k = 0;
    for (int i = 0; i < total && k < n; i++) {
        if (!member_wanted(c, kind, i, public_only)) continue;
        const char *name = kind == 2 ? c->fields[i].name : c->methods[i].name;
        const char *desc = kind == 2 ? c->fields[i].descriptor : c->methods[i].descriptor;
        uint16_t access = kind == 2 ? c->fields[i].access : c->methods[i].access;
        if (what <= 1) {
            object *s = string_intern_utf8(t, what == 0 ? name : desc);
            if (!s) break;
            ARRAY_DATA(arr, object *)[k] = s;
            heap_write_barrier(arr); /* before the next string's allocation */
        } else if (what == 2) {
            ARRAY_DATA(arr, int32_t)[k] = access & 0x1fff;
        } else {
            ARRAY_DATA(arr, int64_t)[k] = (int64_t)(intptr_t)(kind == 2 ? (void *)&c->fields[i] : (void *)&c->methods[i]);
        }
        k++;
    }
    VM_UNROOT(t, 1);
    return t->exception ? NULL : arr;
}

/* The class a field descriptor names ("I", "Ljava/lang/String;", "[J"). */
object *reflect_class_for_descriptor(vm_thread *t, const vm_class *from, const char *desc)
{
    vm_class *c;
    if (desc[0] == 'L') {
        size_t n = strlen(desc);
        char name[1024];
        if (n < 3 || n - 2 >= sizeof name) return vm_throw(t, "java/lang/NoClassDefFoundError", "%s", desc), NULL;
        memcpy(name, desc + 1, n - 2);
        name[n - 2] = '\0';
        c = class_load_for(t, from, name);
    } else if (desc[0] == '[') {
        c = class_load_for(t, from, desc);
    } else {
        c = class_primitive(type_of_descriptor(desc[0]));
        if (!c) return vm_throw(t, "java/lang/NoClassDefFoundError", "%s", desc), NULL;
    }
    return c ? resolve_mirror(t, c) : NULL;
}

/* ---- boxes -------------------------------------------------------------------- */

static const char *box_class(basic_type bt)
{
    switch (bt) {
    case T_BOOLEAN: return "java/lang/Boolean";
    case T_BYTE: return "java/lang/Byte";
    case T_CHAR: return "java/lang/Character";
    case T_SHORT: return "java/lang/Short";
    case T_INT: return "java/lang/Integer";
    case T_LONG: return "java/lang/Long";
    case T_FLOAT: return "java/lang/Float";
    case T_DOUBLE: return "java/lang/Double";
    default: return NULL;
    }
}

/* The primitive in a wrapper, as a slot (the library made it the right wrapper). */
static bool unbox(vm_thread *t, basic_type bt, object *box, slot *out)
{
    vm_class *bc = class_load(t, box_class(bt));
    char d[2] = {0, 0};
    static const char codes[] = "ZCFDBSIJ"; /* T_BOOLEAN .. T_LONG, in order */
    d[0] = codes[bt - T_BOOLEAN];
    vm_field *f = bc ? class_find_field(bc, "value", d) : NULL;
    if (!f || !box || box->clazz != bc) return vm_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
    out->raw = 0;
    switch (bt) {
    case T_BOOLEAN: case T_BYTE: out->i = *FIELD_PTR(box, f, int8_t); if (bt == T_BOOLEAN) out->i &= 1; break;
    case T_CHAR: out->i = *FIELD_PTR(box, f, uint16_t); break;
    case T_SHORT: out->i = *FIELD_PTR(box, f, int16_t); break;
    case T_INT: out->i = *FIELD_PTR(box, f, int32_t); break;
    case T_FLOAT: out->f = *FIELD_PTR(box, f, float); break;
    case T_LONG: out->j = *FIELD_PTR(box, f, int64_t); break;
    case T_DOUBLE: out->d = *FIELD_PTR(box, f, double); break;
    default: break;
    }
    return true;
}

static object *box(vm_thread *t, basic_type bt, slot v)
{
    if (bt == T_OBJECT || bt == T_ARRAY) return v.a;
    if (bt == T_VOID) return NULL;
    static const char *const descs[] = {"(Z)Ljava/lang/Boolean;", "(C)Ljava/lang/Character;", "(F)Ljava/lang/Float;",
                                        "(D)Ljava/lang/Double;", "(B)Ljava/lang/Byte;", "(S)Ljava/lang/Short;",
                                        "(I)Ljava/lang/Integer;", "(J)Ljava/lang/Long;"};
    vm_class *bc = class_load(t, box_class(bt));
    slot r;
    slot arg[2] = {v, {0}};
    if (!bc || !vm_call_static(t, bc, "valueOf", descs[bt - T_BOOLEAN], arg, &r)) return NULL;
    return r.a;
}

/* ---- calls ----------------------------------------------------------------------- */

/* The invoked code threw t->exception: the JDK's InvocationTargetException
 * wraps it.  What goes wrong before the call (the class's initialization,
 * an argument, an abstract target) is thrown as it is, as on the JDK. */
static void wrap_target_exception(vm_thread *t)
{
    object *target = t->exception, *ite = NULL;
    t->exception = NULL;
    VM_ROOT(t, &target);
    VM_ROOT(t, &ite);
    vm_class *c = class_load(t, "java/lang/reflect/InvocationTargetException");
    vm_method *init = c ? class_find_declared_method(c, "<init>", "(Ljava/lang/Throwable;)V") : NULL;
    if (init && class_initialize(t, c)) ite = heap_new_object(t, c);
    if (ite) {
        slot a[2] = {{.a = ite}, {.a = target}};
        if (vm_call(t, init, a, NULL)) t->exception = ite;
    } else if (!t->exception) {
        t->exception = target; /* nothing better to throw */
    }
    VM_UNROOT(t, 2);
}

bool reflect_invoke(vm_thread *t, vm_method *m, object *receiver, object *args, bool construct, slot *result)
{
    /* Everything here can allocate: the objects stay rooted in `keep`. */
    object *keep[3] = {receiver, args, NULL};
    VM_ROOT(t, &keep[0]);
    VM_ROOT(t, &keep[1]);
    VM_ROOT(t, &keep[2]);
    bool ok = false;
    slot *a = calloc((size_t)m->arg_slots + 2, sizeof *a);
    if (!a) goto out;
    if (construct) {
        if (!class_initialize(t, m->clazz)) goto out;
        keep[2] = heap_new_object(t, m->clazz);
        if (!keep[2]) goto out;
    } else if (m->access & CF_ACC_STATIC) {
        if (!class_initialize(t, m->clazz)) goto out;
    }
    /* Two passes: primitives first (unboxing may load a wrapper class and
     * collect), then the references, read from the rooted array after. */
    for (int pass = 0; pass < 2; pass++) {
        int i = (m->access & CF_ACC_STATIC) ? 0 : 1;
        int32_t k = 0;
        for (const char *p = m->descriptor + 1; *p && *p != ')'; k++) {
            basic_type bt = type_of_descriptor(*p);
            object *arg = keep[1] ? ARRAY_DATA(keep[1], object *)[k] : NULL;
            if (bt == T_OBJECT || bt == T_ARRAY) {
                if (pass == 1) a[i].a = arg;
                i++;
                while (*p == '[') p++;
                p = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
            } else {
                if (pass == 0 && !unbox(t, bt, arg, &a[i])) goto out;
                i += (bt == T_LONG || bt == T_DOUBLE) ? 2 : 1;
                p++;
            }
        }
    }
    /* Read the receiver last: unboxing loads classes, which may collect. */
    vm_method *target = m;
    if (construct) {
        a[0].a = keep[2];
    } else if (!(m->access & CF_ACC_STATIC)) {
        a[0].a = keep[0];
        if (!(m->access & CF_ACC_PRIVATE)) {
            if (m->vtable_index >= 0) target = keep[0]->clazz->vtable[m->vtable_index];
            else if (m->clazz->access & CF_ACC_INTERFACE) target = class_select_interface_method(keep[0]->clazz, m);
            if (!target) {
                vm_throw(t, "java/lang/AbstractMethodError", "%s.%s%s", m->clazz->name, m->name, m->descriptor);
                goto out;
            }
        }
    }
    slot r;
    r.raw = 0;
    if (!vm_call(t, target, a, &r)) {
        wrap_target_exception(t);
        goto out;
    }
    if (construct) {
        result->a = keep[2];
    } else {
        object *b = box(t, m->return_type, r);
        if (t->exception) goto out;
        result->a = b;
    }
    ok = true;
out:
    free(a);
    VM_UNROOT(t, 3);
    return ok;
}

/* ---- fields -------------------------------------------------------------------------- */

static void *field_address(vm_thread *t, vm_field *f, object *obj)
{
    if (f->access & CF_ACC_STATIC) {
        if (!class_initialize(t, f->clazz)) return NULL;
        return &f->clazz->statics[f->offset];
    }
    return (char *)obj + f->offset;
}

object *reflect_field_get(vm_thread *t, vm_field *f, object *obj)
{
    VM_ROOT(t, &obj);
    void *p = field_address(t, f, obj);
    VM_UNROOT(t, 1);
    if (!p) return NULL;
    bool is_static = f->access & CF_ACC_STATIC;
    slot v;
    v.raw = 0;
    switch (f->type) {
    case T_BOOLEAN: case T_BYTE: v.i = is_static ? ((slot *)p)->i : *(int8_t *)p; if (f->type == T_BOOLEAN) v.i &= 1; break;
    case T_CHAR: v.i = is_static ? ((slot *)p)->i : *(uint16_t *)p; break;
    case T_SHORT: v.i = is_static ? ((slot *)p)->i : *(int16_t *)p; break;
    case T_INT: v.i = is_static ? ((slot *)p)->i : *(int32_t *)p; break;
    case T_FLOAT: v.f = is_static ? ((slot *)p)->f : *(float *)p; break;
    case T_LONG: v.j = is_static ? ((slot *)p)->j : *(int64_t *)p; break;
    case T_DOUBLE: v.d = is_static ? ((slot *)p)->d : *(double *)p; break;
    default: v.a = is_static ? ((slot *)p)->a : *(object **)p; break;
    }
    return box(t, f->type, v);
}

bool reflect_field_set(vm_thread *t, vm_field *f, object *obj, object *value)
{
    VM_ROOT(t, &obj);
    VM_ROOT(t, &value);
    slot v;
    v.raw = 0;
    bool ok = (f->type == T_OBJECT || f->type == T_ARRAY) ? (v.a = value, true) : unbox(t, f->type, value, &v);
    void *p = ok ? field_address(t, f, obj) : NULL;
    if (f->type == T_OBJECT || f->type == T_ARRAY) v.a = value; /* after anything that may collect */
    VM_UNROOT(t, 2);
    if (!p) return false;
    if (f->access & CF_ACC_STATIC) {
        slot *s = p;
        if (f->type == T_OBJECT || f->type == T_ARRAY) s->a = v.a;
        else *s = v;
        return true;
    }
    switch (f->type) {
    case T_BOOLEAN: case T_BYTE: *(int8_t *)p = (int8_t)v.i; break;
    case T_CHAR: case T_SHORT: *(int16_t *)p = (int16_t)v.i; break;
    case T_INT: *(int32_t *)p = v.i; break;
    case T_FLOAT: *(float *)p = v.f; break;
    case T_LONG: *(int64_t *)p = v.j; break;
    case T_DOUBLE: *(double *)p = v.d; break;
    default:
        *(object **)p = v.a;
        heap_write_barrier(obj);
        break;
    }
    return true;
}
