/*
 * class.c -- loading, linking and initializing classes (JVMS chapter 5).
 *
 * Owns the class table ((name, namespace) -> vm_class, guarded by
 * class_lock), the primitive and array classes, field layout, vtables and
 * itables, and the initialization procedure.  The boot loader (the class
 * library, lib/classes.jar) and the application loader (the class path)
 * share namespace 0, a name looked up in the boot loader first, as parent
 * delegation does.  Each user-defined loader has its own namespace (its
 * id), holding what it defined and what it initiated; resolution from its
 * classes calls its loadClass (load_user).
 *
 * Invariant: a class in the table is at least LOADED and prepared: its
 * superclass and superinterfaces are loaded, its layout, vtable and itable
 * are final.  Its bytecode is verified later, when it is first linked
 * (class_link), as HotSpot does: before it is initialized, when reflection
 * asks for its members, and before a subclass or implementing class is
 * linked.  No method of a class runs before the class is LINKED.
 * A class being defined is marked in `loading` so that a class that is its
 * own superclass is a ClassCircularityError instead of endless recursion.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/indy.h"
#include "interp/interp.h"
#include "object/classloaders.h"
#include "object/classlog.h"
#include "object/constraints.h"
#include "object/loader.h"
#include "interp/refmap.h"
#include "jvmpi_impl.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/resolve.h"

vm_class *cls_Object, *cls_String, *cls_Class, *cls_Throwable, *cls_Cloneable, *cls_Serializable,
    *cls_char_array, *cls_Thread, *cls_ThreadGroup, *cls_StackTraceElement, *cls_System;

static os_monitor *class_lock;
static vm_class *primitives[16];

/* ---- the class table ------------------------------------------------- */

typedef struct table_entry {
    const char *name;
    int ns;              /* 0: boot and app; else the user-defined loader's id */
    bool initiating;     /* ns's loader only initiated it: clazz has another definer */
    vm_class *clazz;     /* NULL while being defined */
    struct vm_thread *definer; /* the thread defining it, while clazz is NULL */
    struct table_entry *next;
} table_entry;

static int ns_of(int loader)
{
    return loader >= LOADER_USER_FIRST ? loader : 0;
}

#define TABLE_SIZE 4096
static table_entry *table[TABLE_SIZE];

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

/* The bucket of (name, ns): the namespace is mixed in, or thousands of
 * loaders defining one name would share one chain. */
static uint32_t bucket_of(const char *name, int ns)
{
    return (name_hash(name) ^ (uint32_t)ns * 0x9e3779b9u) % TABLE_SIZE;
}

static table_entry *table_get_in(const char *name, int ns)
{
    for (table_entry *e = table[bucket_of(name, ns)]; e; e = e->next)
        if (e->ns == ns && strcmp(e->name, name) == 0) return e;
    return NULL;
}

static table_entry *table_get(const char *name)
{
    return table_get_in(name, 0);
}

static table_entry *table_put_in(const char *name, vm_class *c, int ns)
{
    table_entry *e = calloc(1, sizeof *e);
    e->name = vm_strdup(name);
    e->ns = ns;
    e->clazz = c;
    uint32_t h = bucket_of(name, ns);
    e->next = table[h];
    table[h] = e;
    return e;
}

static table_entry *table_put(const char *name, vm_class *c)
{
    return table_put_in(name, c, 0);
}

void class_for_each(void (*fn)(vm_class *c, void *arg), void *arg)
{
    for (int b = 0; b < TABLE_SIZE; b++)
        for (table_entry *e = table[b]; e; e = e->next)
            if (e->clazz && !e->initiating) fn(e->clazz, arg);
    for (int i = 0; i < 16; i++)
        if (primitives[i]) fn(primitives[i], arg);
}

/* ---- unloading (classloaders.c decides; the world is stopped) ------------- */

static void free_class_memory(vm_class *c);

static bool names_unloading(const ic_pair *p)
{
    for (; p; p = p->older)
        if (p->receiver->unloading || p->target->clazz->unloading) return true;
    return false;
}

static void free_ic_chain(ic_pair *p)
{
    while (p) {
        ic_pair *older = p->older;
        free(p);
        p = older;
    }
}

void class_forget_unloaded(void)
{
    for (int b = 0; b < TABLE_SIZE; b++)
        for (table_entry **pp = &table[b]; *pp;) {
            table_entry *e = *pp;
            if (e->clazz && e->clazz->unloading) {
                *pp = e->next;
                free((void *)e->name);
                free(e);
            } else {
                pp = &e->next;
            }
        }
    /* A live class's invokeinterface sites may have met receivers of the
     * dead; no thread runs, so a chain can go at once (no reader holds a
     * pair) and the site starts afresh. */
    for (int b = 0; b < TABLE_SIZE; b++)
        for (table_entry *e = table[b]; e; e = e->next) {
            vm_class *c = e->clazz;
            if (!c || e->initiating || !c->cf) continue;
            for (uint16_t i = 0; i < c->cf->cp_count; i++) {
                cp_cache_entry *ce = &c->cp_cache[i];
                if (ce->ic && names_unloading(ce->ic)) {
                    free_ic_chain(ce->ic);
                    ce->ic = NULL;
                    ce->ic_pairs_made = 0;
                }
            }
        }
}

void class_free_unloaded(vm_class *c)
{
    if (c->component) {
        /* vtable, itable and interfaces are Object's and the static array's */
        free((void *)c->name);
        free(c);
        return;
    }
    for (uint16_t i = 0; i < c->cf->cp_count; i++) {
        cp_cache_entry *ce = &c->cp_cache[i];
        free_ic_chain(ce->ic);
        if (c->cf->cp[i].tag == CF_INVOKE_DYNAMIC && ce->u.indy) indy_site_free(ce->u.indy);
    }
    cf_class *cf = c->cf;
    free_class_memory(c);
    cf_free(cf); /* the class's names pointed into it */
}

vm_class *class_lookup(const char *name)
{
    os_monitor_enter(class_lock);
    table_entry *e = table_get(name);
    vm_class *c = e ? e->clazz : NULL;
    os_monitor_exit(class_lock);
    return c;
}

bool class_being_defined(const char *name)
{
    os_monitor_enter(class_lock);
    table_entry *e = table_get(name);
    bool defining = e && !e->clazz;
    os_monitor_exit(class_lock);
    return defining;
}

/* ---- types ------------------------------------------------------------ */

basic_type type_of_descriptor(char c)
{
    switch (c) {
    case 'Z': return T_BOOLEAN;
    case 'C': return T_CHAR;
    case 'F': return T_FLOAT;
    case 'D': return T_DOUBLE;
    case 'B': return T_BYTE;
    case 'S': return T_SHORT;
    case 'I': return T_INT;
    case 'J': return T_LONG;
    case 'V': return T_VOID;
    case '[': return T_ARRAY;
    default: return T_OBJECT;
    }
}

int type_size(basic_type t)
{
    switch (t) {
    case T_BOOLEAN:
    case T_BYTE: return 1;
    case T_CHAR:
    case T_SHORT: return 2;
    case T_INT:
    case T_FLOAT: return 4;
    default: return 8; /* long, double, references */
    }
}

static bool is_ref_type(basic_type t)
{
    return t == T_OBJECT || t == T_ARRAY;
}

/* ---- primitive and array classes --------------------------------------- */


static const struct {
    basic_type type;
    const char *name;
    char code;
} primitive_names[] = {
    {T_BOOLEAN, "boolean", 'Z'}, {T_CHAR, "char", 'C'},   {T_FLOAT, "float", 'F'},
    {T_DOUBLE, "double", 'D'},   {T_BYTE, "byte", 'B'},   {T_SHORT, "short", 'S'},
    {T_INT, "int", 'I'},         {T_LONG, "long", 'J'},   {T_VOID, "void", 'V'},
};

vm_class *class_primitive(basic_type type)
{
    return (type >= 0 && type < 16) ? primitives[type] : NULL;
}

static char primitive_code(basic_type type)
{
    for (size_t i = 0; i < sizeof primitive_names / sizeof primitive_names[0]; i++)
        if (primitive_names[i].type == type) return primitive_names[i].code;
    return '?';
}

void class_system_init(void)
{
    class_lock = os_monitor_create("class table");
    constraints_init();
    for (size_t i = 0; i < sizeof primitive_names / sizeof primitive_names[0]; i++) {
        vm_class *c = calloc(1, sizeof *c);
        c->name = primitive_names[i].name;
        c->access = CF_ACC_PUBLIC | CF_ACC_FINAL | CF_ACC_ABSTRACT;
        c->is_primitive = true;
        c->elem_type = primitive_names[i].type;
        c->state = CLASS_INITIALIZED;
        primitives[primitive_names[i].type] = c;
    }
}

/* c has just entered the table (under class_lock): what the collector
 * must know of it.  A class its loader could not count (out of memory) is
 * never unloaded: gc.c keeps it as a root, with its loader. */
static void note_defined(vm_class *c)
{
    if (c->loader >= LOADER_USER_FIRST) {
        c->gc_watch |= CLASS_WATCH_USER;
        c->in_loader_list = loaders_add_class(c);
    } else {
        loaders_count_builtin(c);
    }
    if (c->super && ((c->super->gc_watch & CLASS_WATCH_LOADER) ||
                     (c->super->loader == LOADER_BOOT && strcmp(c->super->name, "java/lang/ClassLoader") == 0)))
        c->gc_watch |= CLASS_WATCH_LOADER;
    if (c->loader == LOADER_BOOT && strcmp(c->name, "java/lang/Class") == 0) c->gc_watch |= CLASS_WATCH_MIRROR;
}

vm_class *class_array_of(vm_thread *t, vm_class *component)
{
    /* Acquire: pairs with the release store that publishes a new one. */
    vm_class *known = os_atomic_load_ptr((void *const volatile *)&component->array_class);
    if (known) return known;
    char name[1024];
    if (component->is_primitive)
        snprintf(name, sizeof name, "[%c", primitive_code(component->elem_type));
    else if (component->component)
        snprintf(name, sizeof name, "[%s", component->name);
    else
        snprintf(name, sizeof name, "[L%s;", component->name);
    if (component->dimensions >= 255)
        return vm_throw(t, "java/lang/IllegalArgumentException", NULL), NULL;
    os_monitor_enter(class_lock);
    vm_class *ac = component->array_class;
    bool made = !ac;
    if (!ac) {
        ac = calloc(1, sizeof *ac);
        ac->name = vm_strdup(name);
        ac->access = (uint16_t)((component->access & (CF_ACC_PUBLIC | CF_ACC_PRIVATE | CF_ACC_PROTECTED)) |
                                CF_ACC_FINAL | CF_ACC_ABSTRACT);
        ac->super = cls_Object;
        static vm_class *array_ifaces[2];
        array_ifaces[0] = cls_Cloneable;
        array_ifaces[1] = cls_Serializable;
        ac->interface_count = 2;
        ac->interfaces = array_ifaces;
        ac->component = component;
        ac->elem_type = component->is_primitive ? component->elem_type : T_OBJECT;
        ac->dimensions = (uint8_t)(component->dimensions + 1);
        ac->loader = component->loader;
        ac->loader_obj = component->loader_obj;
        ac->instance_size = (uint32_t)ARRAY_HEADER_SIZE;
        ac->vtable = cls_Object->vtable;
        ac->vtable_length = cls_Object->vtable_length;
        ac->itable = cls_Object->itable;
        ac->itable_count = cls_Object->itable_count;
        ac->state = CLASS_INITIALIZED;
        table_put_in(name, ac, ns_of(component->loader));
        note_defined(ac);
        os_atomic_store_ptr((void *volatile *)&component->array_class, ac);
    }
    os_monitor_exit(class_lock);
    if (made && JVMPI_ON(JVMPI_EVENT_CLASS_LOAD)) jvmpi_post_class_load(t, ac, false);
    return ac;
}

/* ---- subtyping -------------------------------------------------------- */

bool class_is_subclass_of(const vm_class *c, const vm_class *super)
{
    for (; c; c = c->super)
        if (c == super) return true;
    return false;
}

bool class_implements(const vm_class *c, const vm_class *iface)
{
    for (; c; c = c->super) {
        for (uint32_t i = 0; i < c->itable_count; i++)
            if (c->itable[i].iface == iface) return true;
        if (c == iface) return true;
    }
    return false;
}

static bool is_interface(const vm_class *c)
{
    return (c->access & CF_ACC_INTERFACE) != 0 && !c->component;
}

bool class_assignable(const vm_class *from, const vm_class *to)
{
    if (from == to) return true;
    if (from->component) {
        if (to->component) {
            const vm_class *fc = from->component, *tc = to->component;
            if (fc->is_primitive || tc->is_primitive) return fc == tc;
            return class_assignable(fc, tc);
        }
        return to == cls_Object || to == cls_Cloneable || to == cls_Serializable;
    }
    if (is_interface(to)) return class_implements(from, to);
    return class_is_subclass_of(from, to);
}

/* ---- names -------------------------------------------------------------- */

const char *binary_name(const char *internal, char *buf, size_t len)
{
    snprintf(buf, len, "%s", internal);
    for (char *p = buf; *p; p++)
        if (*p == '/') *p = '.';
    return buf;
}

const char *class_java_name(const vm_class *c, char *buf, size_t len)
{
    return binary_name(c->name, buf, len);
}

const char *class_module_name(const vm_class *c)
{
    while (c->component) c = c->component;
    if (c->loader >= LOADER_USER_FIRST) return loaders_module(c->loader);
    return c->loader == LOADER_BOOT ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'";
}

const char *class_loader_name_and_id(const vm_class *c)
{
    while (c->component) c = c->component;
    return class_loader_describe(c->loader, NULL);
}

const char *class_loader_describe(int loader, const char **parent)
{
    if (parent) *parent = loader >= LOADER_USER_FIRST ? loaders_parent(loader) : NULL;
    if (loader >= LOADER_USER_FIRST) return loaders_name_and_id(loader);
    return loader == LOADER_BOOT ? "'bootstrap'" : "'app'";
}

const char *class_where_both(const vm_class *a, const vm_class *b, char *buf, size_t len)
{
    char na[512], nb[512];
    class_java_name(a, na, sizeof na);
    class_java_name(b, nb, sizeof nb);
    const char *ma = class_module_name(a), *mb = class_module_name(b);
    if (strcmp(ma, mb) == 0) snprintf(buf, len, "%s and %s are in %s", na, nb, ma);
    else snprintf(buf, len, "%s is in %s; %s is in %s", na, ma, nb, mb);
    return buf;
}

static const char *package_end(const char *name)
{
    const char *slash = strrchr(name, '/');
    return slash ? slash : name;
}

static bool same_package(const vm_class *a, const vm_class *b)
{
    if (a->loader != b->loader) return false;
    const char *ea = package_end(a->name), *eb = package_end(b->name);
    size_t la = (size_t)(ea - a->name), lb = (size_t)(eb - b->name);
    return la == lb && strncmp(a->name, b->name, la) == 0;
}

/* ---- lookup of members ---------------------------------------------------- */

vm_field *class_find_field(vm_class *c, const char *name, const char *descriptor)
{
    /* JVMS 5.4.3.2: the class, then its superinterfaces, then its superclass. */
    for (; c; c = c->super) {
        for (uint16_t i = 0; i < c->field_count; i++)
            if (strcmp(c->fields[i].name, name) == 0 && strcmp(c->fields[i].descriptor, descriptor) == 0)
                return &c->fields[i];
        for (uint16_t i = 0; i < c->interface_count; i++) {
            vm_field *f = class_find_field(c->interfaces[i], name, descriptor);
            if (f) return f;
        }
    }
    return NULL;
}

vm_method *class_find_declared_method(vm_class *c, const char *name, const char *descriptor)
{
    for (uint16_t i = 0; i < c->method_count; i++)
        if (strcmp(c->methods[i].name, name) == 0 && strcmp(c->methods[i].descriptor, descriptor) == 0)
            return &c->methods[i];
    return NULL;
}

static vm_method *find_in_superinterfaces(vm_class *c, const char *name, const char *descriptor,
                                          bool want_default)
{
    /* Maximally-specific first would need the whole set; defaults are
     * chosen properly in class_select_interface_method.  Here any match
     * serves resolution (JVMS 5.4.3.3 step 3). */
    for (vm_class *k = c; k; k = k->super) {
        for (uint32_t i = 0; i < k->itable_count; i++) {
            vm_method *m = class_find_declared_method(k->itable[i].iface, name, descriptor);
            if (m && !(m->access & (CF_ACC_STATIC | CF_ACC_PRIVATE)) &&
                (!want_default || !(m->access & CF_ACC_ABSTRACT)))
                return m;
        }
    }
    return NULL;
}

vm_method *class_find_method(vm_class *c, const char *name, const char *descriptor)
{
    for (vm_class *k = c; k; k = k->super) {
        vm_method *m = class_find_declared_method(k, name, descriptor);
        if (m) return m;
    }
    vm_method *m = find_in_superinterfaces(c, name, descriptor, true);
    return m ? m : find_in_superinterfaces(c, name, descriptor, false);
}

vm_method *class_select_interface_method(vm_class *receiver, vm_method *imethod)
{
    /* JVMS 5.4.6: an instance method of the class or a superclass first... */
    for (vm_class *k = receiver; k; k = k->super) {
        vm_method *m = class_find_declared_method(k, imethod->name, imethod->descriptor);
        if (m && !(m->access & (CF_ACC_STATIC | CF_ACC_PRIVATE))) return m;
    }
    /* ...then the maximally-specific non-abstract superinterface method. */
    vm_method *best = NULL;
    for (vm_class *k = receiver; k; k = k->super) {
        for (uint32_t i = 0; i < k->itable_count; i++) {
            vm_class *iface = k->itable[i].iface;
            vm_method *m = class_find_declared_method(iface, imethod->name, imethod->descriptor);
            if (!m || (m->access & (CF_ACC_STATIC | CF_ACC_PRIVATE | CF_ACC_ABSTRACT))) continue;
            if (!best || class_implements(iface, best->clazz))
                best = m;
        }
    }
    return best ? best : imethod;
}

/* ---- defining a class from its bytes -------------------------------------- */

static vm_class *load_internal(vm_thread *t, const char *name, bool *not_found);
static vm_class *load_for(vm_thread *t, const vm_class *from, const char *name, bool *not_found);

static bool prepare_class(vm_thread *t, vm_class *c);

static basic_type return_type_of(const char *desc)
{
    const char *r = strchr(desc, ')');
    return type_of_descriptor(r ? r[1] : 'V');
}

/* Frees what defining and preparing made for c -- any part may be missing
 * yet -- and c; not the constant-pool cache's contents nor c->cf. */
static void free_class_memory(vm_class *c)
{
    for (uint16_t i = 0; c->methods && i < c->method_count; i++) {
        free(c->methods[i].code);
        refmap_free(c->methods[i].refmap);
    }
    for (uint32_t i = 0; c->itable && i < c->itable_count; i++) free(c->itable[i].methods);
    free(c->itable);
    free(c->vtable);
    free(c->ref_offsets);
    free(c->statics);
    free(c->static_is_ref);
    free(c->methods);
    free(c->fields);
    free(c->cp_cache);
    free(c->interfaces);
    free(c);
}

/* A class that could not be defined (its super or interfaces failed, or
 * memory ran out): nothing refers to it yet (finish_definition frees cf),
 * so it goes entirely.  NULL. */
static vm_class *free_undefined(vm_class *c)
{
    free_class_memory(c);
    return NULL;
}

/* Out of C memory while defining the class named `name`: an
 * OutOfMemoryError, as for any other allocation the program cannot
 * satisfy, and the class (if begun) goes.  NULL. */
static vm_class *define_out_of_memory(vm_thread *t, vm_class *c, const char *name)
{
    char buf[512];
    vm_throw(t, "java/lang/OutOfMemoryError", "cannot define class %s", binary_name(name, buf, sizeof buf));
    return c ? free_undefined(c) : NULL;
}

/* JVMS 5.4.4: a class may extend or implement only a public class or one
 * of its own runtime package; HotSpot's IllegalAccessError otherwise
 * (`what`: "superclass", "abstract superclass", "superinterface"). */
static bool check_super_access(vm_thread *t, const vm_class *c, const vm_class *super, const char *what)
{
    if ((super->access & CF_ACC_PUBLIC) || same_package(c, super)) return true;
    char a[512], b[512], w[1200];
    return vm_throw(t, "java/lang/IllegalAccessError", "class %s cannot access its %s %s (%s)",
                    class_java_name(c, a, sizeof a), what, class_java_name(super, b, sizeof b),
                    class_where_both(c, super, w, sizeof w));
}

/* Loads and checks the superclass; false with an exception pending. */
static bool define_super(vm_thread *t, vm_class *c, const cf_class *cf)
{
    if (!cf->super_name) return true;
    bool nf = false;
    vm_class *super = load_for(t, c, cf->super_name, &nf);
    if (!super) {
        if (nf) class_throw_not_found(t, cf->super_name, cf->super_name);
        return false;
    }
    if (is_interface(super) || (c->access & CF_ACC_INTERFACE && super != cls_Object && cls_Object)) {
        char a[512], b[512];
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "class %s has interface %s as super class",
                 class_java_name(c, a, sizeof a), class_java_name(super, b, sizeof b));
        return false;
    }
    if (super->access & CF_ACC_FINAL) {
        char a[512], b[512];
        vm_throw(t, "java/lang/IncompatibleClassChangeError", "class %s cannot inherit from final class %s",
                 class_java_name(c, a, sizeof a), class_java_name(super, b, sizeof b));
        return false;
    }
    if (!check_super_access(t, c, super, (super->access & CF_ACC_ABSTRACT) ? "abstract superclass" : "superclass"))
        return false;
    c->super = super;
    return true;
}

/* Loads and checks the direct superinterfaces (c->interfaces is
 * allocated); false with an exception pending. */
static bool define_interfaces(vm_thread *t, vm_class *c, const cf_class *cf)
{
    for (uint16_t i = 0; i < cf->interface_count; i++) {
        bool nf = false;
        vm_class *iface = load_for(t, c, cf->interfaces[i], &nf);
        if (!iface) {
            if (nf) class_throw_not_found(t, cf->interfaces[i], cf->interfaces[i]);
            return false;
        }
        if (!is_interface(iface)) {
            char a[512], b[512];
            vm_throw(t, "java/lang/IncompatibleClassChangeError",
                     "class %s can not implement %s, because it is not an interface (in %s)",
                     class_java_name(c, a, sizeof a), class_java_name(iface, b, sizeof b),
                     class_module_name(iface));
            return false;
        }
        if (!check_super_access(t, c, iface, "superinterface")) return false;
        c->interfaces[i] = iface;
    }
    return true;
}

/* The fields, from the parsed class (c->fields is allocated). */
static void define_fields(vm_class *c, const cf_class *cf)
{
    for (uint16_t i = 0; i < cf->field_count; i++) {
        vm_field *f = &c->fields[i];
        f->clazz = c;
        f->name = cf->fields[i].name;
        f->descriptor = cf->fields[i].descriptor;
        f->access = cf->fields[i].access;
        f->type = type_of_descriptor(f->descriptor[0]);
        f->constant_value = cf->fields[i].constant_value;
    }
}

/* The methods, each with its own copy of its code for the interpreter to
 * rewrite (c->methods is allocated); false when a copy cannot be made. */
static bool define_methods(vm_class *c, const cf_class *cf)
{
    for (uint16_t i = 0; i < cf->method_count; i++) {
        vm_method *m = &c->methods[i];
        const cf_method *cm = &cf->methods[i];
        m->clazz = c;
        m->name = cm->name;
        m->descriptor = cm->descriptor;
        m->access = cm->access;
        m->cfm = cm;
        m->arg_slots = (uint16_t)(cm->arg_slots + ((cm->access & CF_ACC_STATIC) ? 0 : 1));
        m->return_type = return_type_of(cm->descriptor);
        m->vtable_index = -1;
        if (cm->code) {
            m->cf = cm->code;
            m->max_stack = cm->code->max_stack;
            m->max_locals = cm->code->max_locals;
            m->code_length = cm->code->code_length;
            m->code = malloc(cm->code->code_length ? cm->code->code_length : 1);
            if (!m->code) return false;
            memcpy(m->code, cm->code->code, cm->code->code_length);
            interp_prepare_code(m->code, m->code_length);
        } else {
            m->max_locals = m->arg_slots;
        }
        if (strcmp(m->name, "<clinit>") == 0 && (m->access & CF_ACC_STATIC)) c->clinit = m;
    }
    return true;
}

static vm_class *define_class_in(vm_thread *t, vm_class *c, cf_class *cf, int loader);

/* A vm_class from its parsed class file, its super and interfaces loaded
 * (through its own loader), then prepared (LOADED, not yet verified).  NULL
 * with an exception pending (OutOfMemoryError when C memory runs out); the
 * caller frees cf then.  A user-defined loader's object (*loader_obj, else
 * NULL) is rooted through the class from the start: loading the superclass
 * runs that loader's Java code. */
static vm_class *define_class(vm_thread *t, cf_class *cf, int loader, object **loader_obj)
{
    vm_class *c = calloc(1, sizeof *c);
    if (!c) return define_out_of_memory(t, NULL, cf->name);
    c->loader_obj = loader_obj ? *loader_obj : NULL;
    VM_ROOT(t, &c->loader_obj);
    vm_class *r = define_class_in(t, c, cf, loader); /* frees c on failure */
    VM_UNROOT(t, 1);
    return r;
}

static vm_class *define_class_in(vm_thread *t, vm_class *c, cf_class *cf, int loader)
{
    c->name = cf->name;
    c->cf = cf;
    c->access = cf->access;
    c->loader = loader;
    c->source_file = cf->source_file;
    c->elem_type = T_OBJECT;
    c->cp_cache = calloc(cf->cp_count ? cf->cp_count : 1, sizeof *c->cp_cache);
    if (!c->cp_cache) return define_out_of_memory(t, c, cf->name);
    if (!define_super(t, c, cf)) return free_undefined(c);
    c->interface_count = cf->interface_count;
    c->interfaces = calloc(cf->interface_count ? cf->interface_count : 1, sizeof *c->interfaces);
    if (!c->interfaces) return define_out_of_memory(t, c, cf->name);
    if (!define_interfaces(t, c, cf)) return free_undefined(c);
    c->field_count = cf->field_count;
    c->fields = calloc(cf->field_count ? cf->field_count : 1, sizeof *c->fields);
    if (!c->fields) return define_out_of_memory(t, c, cf->name);
    define_fields(c, cf);
    c->method_count = cf->method_count;
    c->methods = calloc(cf->method_count ? cf->method_count : 1, sizeof *c->methods);
    if (!c->methods || !define_methods(c, cf)) return define_out_of_memory(t, c, cf->name);
    if (!prepare_class(t, c)) return free_undefined(c); /* out of memory: never seen by anyone */
    return c;
}

/* ---- preparing: layout, vtable, itable ----------------------------------- */

uint32_t class_referent_offset, class_ref_queue_offset, class_ref_discovered_offset;

/* java.lang.ref's classes, recognised in the boot loader only. */
static void note_reference_class(vm_class *c)
{
    if (c->super) c->ref_kind = c->super->ref_kind;
    if (c->loader != 0) return;
    if (strcmp(c->name, "java/lang/ref/Reference") == 0) {
        for (uint16_t i = 0; i < c->field_count; i++) {
            vm_field *f = &c->fields[i];
            if (f->access & CF_ACC_STATIC) continue;
            if (strcmp(f->name, "referent") == 0) class_referent_offset = f->offset;
            else if (strcmp(f->name, "queue") == 0) class_ref_queue_offset = f->offset;
            else if (strcmp(f->name, "discovered") == 0) class_ref_discovered_offset = f->offset;
        }
    } else if (strcmp(c->name, "java/lang/ref/SoftReference") == 0) {
        c->ref_kind = REF_SOFT;
    } else if (strcmp(c->name, "java/lang/ref/WeakReference") == 0) {
        c->ref_kind = REF_WEAK;
    } else if (strcmp(c->name, "java/lang/ref/PhantomReference") == 0) {
        c->ref_kind = REF_PHANTOM;
    }
}

/* False when out of memory. */
static bool layout_fields(vm_class *c)
{
    uint32_t offset = c->super ? c->super->instance_size : (uint32_t)OBJ_HEADER_SIZE;
    uint32_t nrefs = c->super ? c->super->ref_offset_count : 0;
    uint32_t own_refs = 0, statics = 0;
    for (uint16_t i = 0; i < c->field_count; i++) {
        if (c->fields[i].access & CF_ACC_STATIC)
            statics++;
        else if (is_ref_type(c->fields[i].type))
            own_refs++;
    }
    /* Widest first keeps every field naturally aligned without padding. */
    static const int sizes[] = {8, 4, 2, 1};
    for (int s = 0; s < 4; s++) {
        for (uint16_t i = 0; i < c->field_count; i++) {
            vm_field *f = &c->fields[i];
            if ((f->access & CF_ACC_STATIC) || type_size(f->type) != sizes[s]) continue;
            offset = (offset + (uint32_t)sizes[s] - 1) & ~((uint32_t)sizes[s] - 1);
            f->offset = offset;
            offset += (uint32_t)sizes[s];
        }
    }
    c->instance_size = (offset + 7) & ~7u;
    c->ref_offset_count = (uint16_t)(nrefs + own_refs);
    c->ref_offsets = calloc(c->ref_offset_count ? c->ref_offset_count : 1, sizeof *c->ref_offsets);
    if (!c->ref_offsets) return false;
    if (nrefs) memcpy(c->ref_offsets, c->super->ref_offsets, nrefs * sizeof *c->ref_offsets);
    for (uint16_t i = 0; i < c->field_count; i++) {
        vm_field *f = &c->fields[i];
        if (!(f->access & CF_ACC_STATIC) && is_ref_type(f->type)) c->ref_offsets[nrefs++] = f->offset;
    }
    note_reference_class(c);
    /* a Soft/Weak/PhantomReference's referent is the collector's to decide */
    if (c->ref_kind != REF_NONE && (!c->super || c->super->ref_kind == REF_NONE)) {
        uint32_t k = 0;
        for (uint32_t i = 0; i < nrefs; i++)
            if (c->ref_offsets[i] != class_referent_offset) c->ref_offsets[k++] = c->ref_offsets[i];
        c->ref_offset_count = (uint16_t)k;
    }
    c->static_count = (uint16_t)statics;
    c->statics = calloc(statics ? statics : 1, sizeof(slot));
    c->static_is_ref = calloc(statics ? statics : 1, 1);
    if (!c->statics || !c->static_is_ref) return false;
    uint32_t si = 0;
    for (uint16_t i = 0; i < c->field_count; i++) {
        vm_field *f = &c->fields[i];
        if (!(f->access & CF_ACC_STATIC)) continue;
        f->offset = si;
        c->static_is_ref[si] = is_ref_type(f->type);
        si++;
    }
    return true;
}

static bool overrides(const vm_method *m, const vm_method *sm)
{
    if (strcmp(m->name, sm->name) != 0 || strcmp(m->descriptor, sm->descriptor) != 0) return false;
    if (sm->access & CF_ACC_PRIVATE) return false;
    if (sm->access & (CF_ACC_PUBLIC | CF_ACC_PROTECTED)) return true;
    return same_package(m->clazz, sm->clazz); /* package-private */
}

static bool is_virtual(const vm_method *m)
{
    return !(m->access & (CF_ACC_STATIC | CF_ACC_PRIVATE)) && m->name[0] != '<';
}

static void add_itable_iface(vm_class *c, vm_class *iface, uint32_t *count, uint32_t cap)
{
    for (uint32_t i = 0; i < *count; i++)
        if (c->itable[i].iface == iface) return;
    if (*count < cap) c->itable[(*count)++].iface = iface;
    for (uint16_t i = 0; i < iface->interface_count; i++) add_itable_iface(c, iface->interfaces[i], count, cap);
}

/* False when out of memory. */
static bool build_tables(vm_class *c)
{
    /* vtable: the superclass's, overridden or extended by ours. */
    uint32_t cap = (c->super ? c->super->vtable_length : 0) + c->method_count;
    c->vtable = calloc(cap ? cap : 1, sizeof *c->vtable);
    if (!c->vtable) return false;
    uint32_t n = 0;
    if (c->super) {
        memcpy(c->vtable, c->super->vtable, c->super->vtable_length * sizeof *c->vtable);
        n = c->super->vtable_length;
    }
    if (!is_interface(c)) {
        for (uint16_t i = 0; i < c->method_count; i++) {
            vm_method *m = &c->methods[i];
            if (!is_virtual(m)) continue;
            int32_t slot_index = -1;
            for (uint32_t k = 0; k < n; k++)
                if (overrides(m, c->vtable[k])) {
                    c->vtable[k] = m;
                    slot_index = (int32_t)k;
                }
            if (slot_index < 0) {
                slot_index = (int32_t)n;
                c->vtable[n++] = m;
            }
            m->vtable_index = slot_index;
        }
    }
    c->vtable_length = n;

    /* itable: every interface this class implements, with the method each
     * of the interface's methods selects for this class. */
    uint32_t icap = 0;
    for (vm_class *k = c; k; k = k->super) icap += k->itable_count + k->interface_count;
    icap += 8;
    c->itable = calloc(icap, sizeof *c->itable);
    if (!c->itable) return false;
    uint32_t count = 0;
    if (is_interface(c)) add_itable_iface(c, c, &count, icap);
    for (uint16_t i = 0; i < c->interface_count; i++) add_itable_iface(c, c->interfaces[i], &count, icap);
    if (c->super)
        for (uint32_t i = 0; i < c->super->itable_count; i++) add_itable_iface(c, c->super->itable[i].iface, &count, icap);
    c->itable_count = count;
    for (uint32_t i = 0; i < count; i++) {
        vm_class *iface = c->itable[i].iface;
        c->itable[i].methods = calloc(iface->method_count ? iface->method_count : 1, sizeof(vm_method *));
        if (!c->itable[i].methods) return false;
        if (is_interface(c)) continue;
        for (uint16_t j = 0; j < iface->method_count; j++) {
            vm_method *im = &iface->methods[j];
            if (!is_virtual(im)) continue;
            c->itable[i].methods[j] = class_select_interface_method(c, im);
        }
    }
    return true;
}

/* Application classes are checked when linked: building every method's
 * reference map is an abstract interpretation that rejects inconsistent
 * bytecode (stack heights, references used as numbers and the reverse...),
 * which keeps the interpreter from misreading a slot.  The class library is
 * trusted and its maps are built lazily, by the first collection that meets
 * a frame of the method. */
static bool verify_methods(vm_thread *t, vm_class *c)
{
    for (uint16_t i = 0; i < c->method_count; i++) {
        vm_method *m = &c->methods[i];
        if (!m->cf || m->refmap) continue;
        char err[512];
        m->refmap = refmap_build(c->cf, m->cfm, err, sizeof err);
        if (!m->refmap) return vm_throw(t, "java/lang/VerifyError", "%s", err);
    }
    return true;
}

/* What the class needs before anything can use it, all of which only its
 * own definition and its superclasses' decide, so it is done once while the
 * class is defined (a failure here is C memory running out).  The class is
 * then LOADED: verification waits for class_link. */
static bool prepare_class(vm_thread *t, vm_class *c)
{
    if (!layout_fields(c) || !build_tables(c)) {
        char buf[512];
        return vm_throw(t, "java/lang/OutOfMemoryError", "cannot define class %s", class_java_name(c, buf, sizeof buf));
    }
    /* As HotSpot: the nearest finalize()V below Object decides, and one
     * whose code is a bare `return` makes the class's instances need no
     * finalization (Enum's, or a subclass silencing its superclass's). */
    for (vm_class *k = c; k && k != cls_Object && k->super; k = k->super) {
        vm_method *f = class_find_declared_method(k, "finalize", "()V");
        if (!f) continue;
        bool trivial = (f->access & (CF_ACC_ABSTRACT | CF_ACC_NATIVE)) == 0 && f->code_length == 1 &&
                       f->code[0] == 0xb1 /* return */;
        if (!trivial && !(f->access & CF_ACC_STATIC)) c->finalizer = f;
        break;
    }
    c->state = CLASS_LOADED;
    OS_TRACE(VM_TRACE_CLASS, "class", "prepared %s (%u bytes, vtable %u, %u interfaces)", c->name,
             c->instance_size, c->vtable_length, c->itable_count);
    return true;
}

/* ---- linking: verification (JVMS 5.4.1) ----------------------------------- */

/* The type checker first (classverify.c), on the classes the options ask
 * for; then, as before it existed, the reference maps of every application
 * class, which also reject what the type checker left to them (class files
 * older than version 50).  The class's superclasses and superinterfaces are
 * linked already, so the check sees a loaded class wherever it looks. */
static bool verify_for_link(vm_thread *t, vm_class *c)
{
    if (class_should_verify(c) && !class_verify(t, c)) return false;
    if (c->loader != LOADER_BOOT && !verify_methods(t, c)) return false;
    return true;
}

static void wait_for_other_thread(vm_thread *t);

/* A failure leaves the class LOADED, as HotSpot does: each later attempt
 * (an initialization, a reflective call) verifies it again and throws
 * again, never the "Could not initialize" of a failed <clinit>.  Two
 * threads that link it at once are serialized the way initialization is
 * (class_lock, link_thread): the second waits, then finds it LINKED and
 * does not verify it again; if the first failed, the second tries itself.
 * A thread that comes back to a class it is linking (code run while it
 * verifies, such as an exception's constructor) finds it linked, as
 * initialization does for its own thread. */
bool class_link(vm_thread *t, vm_class *c)
{
    os_monitor_enter(class_lock);
    if (c->state == CLASS_LOADED && c->link_thread && c->link_thread != t)
        OS_TRACE(VM_TRACE_CLASS, "class", "waiting for another thread to link %s", c->name);
    while (c->state == CLASS_LOADED && c->link_thread && c->link_thread != t) {
        wait_for_other_thread(t);
    }
    if (c->state != CLASS_LOADED || c->link_thread == t) {
        os_monitor_exit(class_lock);
        return true;
    }
    c->link_thread = t;
    os_monitor_exit(class_lock);

    /* superclasses and superinterfaces first (JVMS 5.4: and HotSpot's order) */
    bool ok = !c->super || class_link(t, c->super);
    for (uint16_t i = 0; ok && i < c->interface_count; i++) ok = class_link(t, c->interfaces[i]);
    if (ok) ok = verify_for_link(t, c);
    if (ok) ok = constraints_check_class(t, c);

    os_monitor_enter(class_lock);
    /* (not over a later state: the comeback above may have initialized it) */
    bool linked_now = ok && c->state == CLASS_LOADED;
    if (linked_now) c->state = CLASS_LINKED;
    c->link_thread = NULL;
    os_monitor_notify_all(class_lock);
    os_monitor_exit(class_lock);
    if (ok) OS_TRACE(VM_TRACE_CLASS, "class", "linked %s", c->name);
    if (linked_now && c->loader != LOADER_BOOT) class_hash_linked(t, c);
    return ok;
}

/* ---- loading ------------------------------------------------------------ */

static vm_class *load_array(vm_thread *t, const vm_class *from, const char *name, bool *not_found)
{
    const char *comp = name + 1;
    vm_class *cc;
    if (comp[0] == 'L') {
        size_t len = strlen(comp);
        if (len < 3 || comp[len - 1] != ';') return *not_found = true, NULL;
        char inner[1024];
        if (len - 2 >= sizeof inner) return *not_found = true, NULL;
        memcpy(inner, comp + 1, len - 2);
        inner[len - 2] = '\0';
        cc = load_for(t, from, inner, not_found);
    } else if (comp[0] == '[') {
        cc = load_for(t, from, comp, not_found);
    } else {
        if (comp[1] != '\0') return *not_found = true, NULL;
        basic_type bt = type_of_descriptor(comp[0]);
        cc = (bt == T_OBJECT || bt == T_ARRAY || bt == T_VOID) ? NULL : class_primitive(bt);
        if (!cc) return *not_found = true, NULL;
    }
    return cc ? class_array_of(t, cc) : NULL;
}

/* Defines the parsed class whose table entry e is the "being defined"
 * placeholder: the entry gets the class, or goes away on failure. */
static vm_class *finish_definition(vm_thread *t, table_entry *e, const char *name, cf_class *cf, int loader,
                                   object **loader_obj)
{
    vm_class *c = define_class(t, cf, loader, loader_obj);
    if (c && !constraints_check_loaded(t, loader, c)) c = free_undefined(c);
    os_monitor_enter(class_lock);
    os_monitor_notify_all(class_lock); /* threads waiting for this definition */
    if (c) {
        e->clazz = c;
        e->definer = NULL;
        note_defined(c);
    } else {
        /* Forget the placeholder so a later attempt reports afresh. */
        table_entry **pp = &table[bucket_of(name, e->ns)];
        while (*pp && *pp != e) pp = &(*pp)->next;
        if (*pp) *pp = e->next;
        free((void *)e->name);
        free(e);
    }
    os_monitor_exit(class_lock);
    if (c) class_log_load(t, c);
    if (!c) cf_free(cf);
    if (c && JVMPI_ON(JVMPI_EVENT_CLASS_LOAD)) jvmpi_post_class_load(t, c, false);
    return c;
}

void class_hash_linked(vm_thread *t, vm_class *c)
{
    /* HotSpot 17 takes the identity hash of every class a loader other than
     * the boot loader defines (lambda proxies too) as it links it, from the
     * linking thread's sequence: so must we, for the hashes a program prints
     * afterwards to be HotSpot's (heap.c).  (Its boot classes come linked
     * from its archive.)  Without room for the mirror now, it is made and
     * hashed when first asked for. */
    object *m = t ? resolve_mirror_nogc(t, c) : NULL;
    if (m) obj_identity_hash(m);
}

static vm_class *define_named(vm_thread *t, const char *name, const uint8_t *bytes, size_t len, int loader,
                              object **loader_obj)
{
    cf_error cerr;
    cf_class *cf = cf_parse(bytes, len, name, &cerr);
    if (!cf) return vm_throw(t, cerr.exception, "%s", cerr.message), NULL;
    os_monitor_enter(class_lock);
    if (table_get_in(name, ns_of(loader))) {
        os_monitor_exit(class_lock);
        cf_free(cf);
        char buf[512];
        return vm_throw(t, "java/lang/LinkageError", "duplicate class definition: %s", binary_name(name, buf, sizeof buf)),
               NULL;
    }
    table_entry *e = table_put_in(name, NULL, ns_of(loader));
    e->definer = t;
    os_monitor_exit(class_lock);
    return finish_definition(t, e, name, cf, loader, loader_obj);
}

vm_class *class_define(vm_thread *t, const char *name, const uint8_t *bytes, size_t len, int loader)
{
    return define_named(t, name, bytes, len, loader < LOADER_USER_FIRST ? loader : LOADER_APP, NULL);
}

vm_class *class_define_for(vm_thread *t, const char *name, const uint8_t *bytes, size_t len, const vm_class *host)
{
    class_log_source s;
    class_log_define_hidden(t, &s, name, host);
    /* host's loader_obj is a root (host is in the table) */
    vm_class *c = define_named(t, name, bytes, len, host->loader, (object **)&host->loader_obj);
    class_log_define_done(&s);
    return c;
}

/* With class_lock held: waits a little for another thread's definition or
 * initialization, IN_NATIVE so that the other thread can stop the world
 * for a collection, and lets go of the lock before coming back IN_JAVA (a
 * thread stopped at a safepoint must not hold it). */
static void wait_for_other_thread(vm_thread *t)
{
    thread_to_native(t);
    os_monitor_wait(class_lock, 10);
    os_monitor_exit(class_lock);
    thread_from_native(t);
    os_monitor_enter(class_lock);
}

/* With class_lock held: the entry for name, waiting while another thread
 * defines it.  NULL if there is none (any more). */
static table_entry *defined_entry(vm_thread *t, const char *name)
{
    table_entry *e;
    while ((e = table_get(name)) && !e->clazz && e->definer != t) {
        wait_for_other_thread(t);
    }
    return e;
}

static vm_class *load_internal(vm_thread *t, const char *name, bool *not_found)
{
    *not_found = false;
    os_monitor_enter(class_lock);
    table_entry *e = defined_entry(t, name);
    if (e) {
        vm_class *c = e->clazz;
        os_monitor_exit(class_lock);
        if (!c) { /* this thread is defining it: a class that is its own ancestor */
            char buf[512];
            return vm_throw(t, "java/lang/ClassCircularityError", "%s", binary_name(name, buf, sizeof buf)), NULL;
        }
        return c;
    }
    os_monitor_exit(class_lock);
    if (name[0] == '[') return load_array(t, NULL, name, not_found);

    int loader;
    size_t len;
    char err[600];
    uint8_t *bytes = loader_read_class(name, &len, &loader, err, sizeof err);
    if (!bytes) {
        if (err[0]) return vm_throw(t, "java/lang/NoClassDefFoundError", "%s", err), NULL;
        *not_found = true;
        return NULL;
    }
    /* The agent may hand back other bytes (JVMPI CLASS_LOAD_HOOK). */
    if (JVMPI_ON(JVMPI_EVENT_CLASS_LOAD_HOOK)) jvmpi_post_class_load_hook(t, &bytes, &len);
    cf_error cerr;
    cf_class *cf = cf_parse(bytes, len, name, &cerr);
    free(bytes);
    if (!cf) return vm_throw(t, cerr.exception, "%s", cerr.message), NULL;
    if (loader == LOADER_APP && strncmp(name, "java/", 5) == 0) {
        cf_free(cf);
        char buf[512];
        binary_name(name, buf, sizeof buf);
        const char *last_dot = strrchr(buf, '.');
        return vm_throw(t, "java/lang/SecurityException", "Prohibited package name: %.*s",
                        (int)(last_dot ? last_dot - buf : 0), buf), NULL;
    }

    os_monitor_enter(class_lock);
    e = defined_entry(t, name);
    if (e) { /* another thread won the race (and has finished) */
        vm_class *c = e->clazz;
        os_monitor_exit(class_lock);
        cf_free(cf);
        if (!c) {
            char buf[512];
            return vm_throw(t, "java/lang/ClassCircularityError", "%s", binary_name(name, buf, sizeof buf)), NULL;
        }
        return c;
    }
    e = table_put(name, NULL); /* "being defined" */
    e->definer = t;
    os_monitor_exit(class_lock);

    return finish_definition(t, e, name, cf, loader, NULL);
}

void class_throw_not_found(vm_thread *t, const char *shown, const char *name)
{
    /* the element class's binary name: [[Lp/C; -> p.C */
    const char *e = name;
    while (*e == '[') e++;
    size_t n = strlen(e);
    if (e != name && *e == 'L' && n >= 2 && e[n - 1] == ';') {
        e++;
        n -= 2;
    }
    char *dotted = malloc(n + 1);
    if (dotted) {
        for (size_t i = 0; i < n; i++) dotted[i] = e[i] == '/' ? '.' : e[i];
        dotted[n] = '\0';
    }
    object *cause = NULL, *err = NULL;
    VM_ROOT(t, &cause);
    VM_ROOT(t, &err);
    /* (vm_throw always answers false: the exception is what it leaves) */
    if (dotted) vm_throw(t, "java/lang/ClassNotFoundException", "%s", dotted);
    free(dotted);
    cause = t->exception;
    vm_throw(t, "java/lang/NoClassDefFoundError", "%s", shown);
    err = t->exception;
    if (err && cause) {
        t->exception = NULL;
        slot args[2] = {{.a = err}, {.a = cause}};
        slot ret;
        vm_call_virtual(t, err, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", args, &ret);
        if (!t->exception) t->exception = err;
    }
    VM_UNROOT(t, 2);
}

vm_class *class_find(vm_thread *t, const char *name, bool *not_found)
{
    return load_internal(t, name, not_found);
}

vm_class *class_load(vm_thread *t, const char *name)
{
    bool not_found;
    vm_class *c = load_internal(t, name, &not_found);
    if (!c && not_found) class_throw_not_found(t, name, name);
    return c;
}

/* ---- user-defined loaders ------------------------------------------------- */

/* Throws `cls` with message msg (may be NULL) caused by `cause` (rooted
 * here), as the JDK chains a loader's ClassNotFoundException.  False. */
static bool throw_caused_by(vm_thread *t, const char *cls, const char *msg, object *cause)
{
    object *err = NULL;
    VM_ROOT(t, &cause);
    VM_ROOT(t, &err);
    t->exception = NULL;
    if (msg) vm_throw(t, cls, "%s", msg);
    else vm_throw(t, cls, NULL);
    err = t->exception;
    if (err && cause) {
        t->exception = NULL;
        slot args[2] = {{.a = err}, {.a = cause}};
        vm_call_virtual(t, err, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", args, NULL);
        if (!t->exception) t->exception = err;
    }
    VM_UNROOT(t, 2);
    return false;
}

static vm_class *load_user(vm_thread *t, int loader, object **loader_obj, const char *name, bool *not_found,
                           bool for_name);

/* An array through a user-defined loader: its element class through it. */
static vm_class *load_user_array(vm_thread *t, int loader, object **loader_obj, const char *name, bool *not_found,
                                 bool for_name)
{
    const char *comp = name + 1;
    vm_class *cc;
    if (comp[0] == 'L') {
        size_t len = strlen(comp);
        char inner[1024];
        if (len < 3 || comp[len - 1] != ';' || len - 2 >= sizeof inner) return *not_found = true, NULL;
        memcpy(inner, comp + 1, len - 2);
        inner[len - 2] = '\0';
        cc = load_user(t, loader, loader_obj, inner, not_found, for_name);
    } else if (comp[0] == '[') {
        cc = load_user(t, loader, loader_obj, comp, not_found, for_name);
    } else {
        return load_internal(t, name, not_found); /* primitive arrays are the boot loader's */
    }
    return cc ? class_array_of(t, cc) : NULL;
}

/* `name` through user-defined loader `loader` (*loader_obj rooted by the
 * caller): a class it already defined or initiated, else its
 * loadClass(String), whose answer must carry the name asked for.  The
 * loader is recorded as the answer's initiating loader (JVMS 5.3), as
 * findLoadedClass shows.  Resolution reports failures as HotSpot does: the
 * loader's ClassNotFoundException becomes the cause of a
 * NoClassDefFoundError, any other exception passes; for Class.forName
 * (for_name) everything passes unchanged. */
static vm_class *load_user(vm_thread *t, int loader, object **loader_obj, const char *name, bool *not_found,
                           bool for_name)
{
    *not_found = false;
    if (name[0] == '[') return load_user_array(t, loader, loader_obj, name, not_found, for_name);
    os_monitor_enter(class_lock);
    table_entry *e = table_get_in(name, loader);
    vm_class *known = e ? e->clazz : NULL;
    bool circular = e && !known && e->definer == t;
    os_monitor_exit(class_lock);
    if (known) return known;
    char dotted[1024];
    binary_name(name, dotted, sizeof dotted);
    if (circular) return vm_throw(t, "java/lang/ClassCircularityError", "%s", dotted), NULL;
    object *jname = string_from_utf8(t, dotted);
    if (!jname) return NULL;
    VM_ROOT(t, &jname);
    slot args[2] = {{.a = *loader_obj}, {.a = jname}}, r = {0};
    bool ok = vm_call_virtual(t, *loader_obj, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;", args, &r);
    VM_UNROOT(t, 1);
    if (!ok) {
        vm_class *cnfe = class_lookup("java/lang/ClassNotFoundException");
        object *ex = t->exception;
        if (!for_name && ex && cnfe && class_is_subclass_of(ex->clazz, cnfe))
            throw_caused_by(t, "java/lang/NoClassDefFoundError", name, ex);
        return NULL;
    }
    vm_class *c = r.a ? resolve_class_of_mirror(r.a) : NULL;
    if (!c || c->is_primitive || strcmp(c->name, name) != 0) {
        if (for_name) vm_throw(t, "java/lang/ClassNotFoundException", "%s", dotted);
        else vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
        return NULL;
    }
    if (c->loader != loader && !constraints_check_loaded(t, loader, c)) return NULL;
    os_monitor_enter(class_lock);
    if (!table_get_in(name, loader)) {
        table_entry *ie = table_put_in(name, c, loader);
        ie->initiating = c->loader != loader;
        /* loader's classes may now point into c's loader */
        if (ie->initiating) loaders_add_dependency(loader, c->loader);
    }
    os_monitor_exit(class_lock);
    return c;
}

static vm_class *load_for(vm_thread *t, const vm_class *from, const char *name, bool *not_found)
{
    if (!from || from->loader < LOADER_USER_FIRST) return load_internal(t, name, not_found);
    /* from's loader_obj is a root: from is in the table, or being defined
     * (define_class roots it) */
    return load_user(t, from->loader, (object **)&from->loader_obj, name, not_found, false);
}

vm_class *class_find_for(vm_thread *t, const vm_class *from, const char *name, bool *not_found)
{
    return load_for(t, from, name, not_found);
}

vm_class *class_load_for(vm_thread *t, const vm_class *from, const char *name)
{
    bool not_found;
    vm_class *c = load_for(t, from, name, &not_found);
    if (!c && not_found) class_throw_not_found(t, name, name);
    return c;
}

vm_class *class_for_name_in(vm_thread *t, int loader, object **loader_obj, const char *name)
{
    bool not_found = false;
    vm_class *c = load_user(t, loader, loader_obj, name, &not_found, true);
    if (!c && not_found) {
        char dotted[1024];
        vm_throw(t, "java/lang/ClassNotFoundException", "%s", binary_name(name, dotted, sizeof dotted));
    }
    return c;
}

vm_class *class_loaded_in(int loader, const char *name)
{
    os_monitor_enter(class_lock);
    table_entry *e = table_get_in(name, ns_of(loader));
    vm_class *c = e ? e->clazz : NULL;
    os_monitor_exit(class_lock);
    return c;
}

vm_class *class_lookup_for(const vm_class *from, const char *name)
{
    return from->loader < LOADER_USER_FIRST ? class_lookup(name) : class_loaded_in(from->loader, name);
}

bool class_being_defined_for(const vm_class *from, const char *name)
{
    os_monitor_enter(class_lock);
    table_entry *e = table_get_in(name, ns_of(from->loader));
    bool defining = e && !e->clazz;
    os_monitor_exit(class_lock);
    return defining;
}

vm_class *class_define_in(vm_thread *t, int loader, object **loader_obj, const char *name, const uint8_t *bytes,
                          size_t len)
{
    cf_error cerr;
    cf_class *cf = cf_parse(bytes, len, name, &cerr);
    if (!cf) return vm_throw(t, cerr.exception, "%s", cerr.message), NULL;
    char dotted[1024];
    binary_name(cf->name, dotted, sizeof dotted);
    if (strncmp(cf->name, "java/", 5) == 0) {
        cf_free(cf);
        const char *last_dot = strrchr(dotted, '.');
        return vm_throw(t, "java/lang/SecurityException", "Prohibited package name: %.*s",
                        (int)(last_dot ? last_dot - dotted : 0), dotted), NULL;
    }
    os_monitor_enter(class_lock);
    table_entry *e = table_get_in(cf->name, loader);
    if (e) {
        os_monitor_exit(class_lock);
        const char *nid = loaders_name_and_id(loader);
        vm_throw(t, "java/lang/LinkageError",
                 "loader %s attempted duplicate class definition for %s. (%s is in unnamed module of loader %s, "
                 "parent loader %s)", nid, dotted, dotted, nid, loaders_parent(loader));
        cf_free(cf);
        return NULL;
    }
    e = table_put_in(cf->name, NULL, loader); /* "being defined" */
    e->definer = t;
    os_monitor_exit(class_lock);
    return finish_definition(t, e, e->name, cf, loader, loader_obj);
}

vm_class *class_find_boot(vm_thread *t, const char *name)
{
    if (name[0] == '[') return NULL;
    vm_class *c = class_lookup(name);
    if (c) return c->loader == LOADER_BOOT ? c : NULL;
    size_t len;
    char err[600];
    uint8_t *bytes = loader_read_boot_class(name, &len, err, sizeof err);
    if (!bytes) return NULL;
    free(bytes);
    bool not_found;
    c = load_internal(t, name, &not_found);
    return c && c->loader == LOADER_BOOT ? c : NULL;
}

/* ---- initialization (JVMS 5.5) -------------------------------------------- */

static bool set_constant_values(vm_thread *t, vm_class *c)
{
    for (uint16_t i = 0; i < c->field_count; i++) {
        vm_field *f = &c->fields[i];
        if (!(f->access & CF_ACC_STATIC) || !f->constant_value) continue;
        const cf_const *k = &c->cf->cp[f->constant_value];
        slot *s = &c->statics[f->offset];
        switch (k->tag) {
        case CF_INTEGER: s->i = k->u.i; break;
        case CF_FLOAT: s->f = k->u.f; break;
        case CF_LONG: s->j = k->u.l; break;
        case CF_DOUBLE: s->d = k->u.d; break;
        case CF_STRING: {
            object *str = string_intern_utf8(t, cf_utf8(c->cf, k->u.string));
            if (!str) return false;
            s->a = str;
            break;
        }
        default: break;
        }
    }
    return true;
}

static bool declares_default_methods(const vm_class *iface)
{
    for (uint16_t i = 0; i < iface->method_count; i++)
        if (!(iface->methods[i].access & (CF_ACC_ABSTRACT | CF_ACC_STATIC))) return true;
    return false;
}

static bool init_failed(vm_thread *t, vm_class *c)
{
    os_monitor_enter(class_lock);
    c->state = CLASS_ERROR;
    c->init_thread = NULL;
    os_monitor_exit(class_lock);
    return false;
}

/* What a failed initialization leaves behind for later attempts (JDK
 * 17.0.15's form): an ExceptionInInitializerError "Exception <original>
 * [in thread "<name>"]" carrying the original's stack trace.  Built with the
 * failure pending and returned with it pending again; NULL if it cannot be. */
static object *init_error_record(vm_thread *t, object *orig)
{
    object *pending = t->exception;
    object *rec = NULL, *str = NULL;
    VM_ROOT(t, &pending);
    VM_ROOT(t, &orig);
    VM_ROOT(t, &rec);
    VM_ROOT(t, &str);
    t->exception = NULL;
    slot a[2] = {{.a = orig}}, r;
    char *text = NULL, *tname = NULL;
    if (vm_call_virtual(t, orig, "toString", "()Ljava/lang/String;", a, &r)) text = string_to_utf8(r.a);
    if (text && t->java_thread) {
        a[0].a = t->java_thread;
        if (vm_call_virtual(t, t->java_thread, "getName", "()Ljava/lang/String;", a, &r)) tname = string_to_utf8(r.a);
    }
    vm_class *eiie = text ? class_load(t, "java/lang/ExceptionInInitializerError") : NULL;
    if (eiie && class_initialize(t, eiie)) {
        size_t n = strlen(text) + (tname ? strlen(tname) : 4) + 32;
        char *msg = malloc(n);
        snprintf(msg, n, "Exception %s [in thread \"%s\"]", text, tname ? tname : "main");
        str = string_from_utf8(t, msg);
        free(msg);
        rec = str ? heap_new_object(t, eiie) : NULL;
        vm_method *ctor = rec ? class_find_declared_method(eiie, "<init>", "(Ljava/lang/String;)V") : NULL;
        a[0].a = rec;
        a[1].a = str;
        if (ctor && vm_call(t, ctor, a, NULL)) {
            a[0].a = orig;
            if (vm_call_virtual(t, orig, "getStackTrace", "()[Ljava/lang/StackTraceElement;", a, &r)) {
                a[0].a = rec;
                a[1].a = r.a;
                vm_call_virtual(t, rec, "setStackTrace", "([Ljava/lang/StackTraceElement;)V", a, NULL);
            }
        } else {
            rec = NULL;
        }
    }
    free(text);
    free(tname);
    t->exception = pending;
    object *result = rec;
    VM_UNROOT(t, 4);
    return result;
}

bool class_initialize(vm_thread *t, vm_class *c)
{
    os_monitor_enter(class_lock);
    if (c->state == CLASS_INITIALIZED || (c->state == CLASS_INITIALIZING && c->init_thread == t)) {
        os_monitor_exit(class_lock);
        return true;
    }
    /* linked (verified) first, JVMS 5.5 step 1's precondition: a failure is
     * the linking's error, and leaves the class uninitialized, not ERROR */
    if (c->state == CLASS_LOADED) {
        os_monitor_exit(class_lock);
        if (!class_link(t, c)) return false;
        os_monitor_enter(class_lock);
    }
    /* Another thread initializing it: wait (JVMS 5.5 step 2). */
    while (c->state == CLASS_INITIALIZING) {
        wait_for_other_thread(t);
    }
    if (c->state == CLASS_INITIALIZED) {
        os_monitor_exit(class_lock);
        return true;
    }
    if (c->state == CLASS_ERROR) {
        os_monitor_exit(class_lock);
        char buf[512];
        vm_throw(t, "java/lang/NoClassDefFoundError", "Could not initialize class %s", class_java_name(c, buf, sizeof buf));
        /* As JDK 17.0.15 does: the cause records the original failure. */
        object *ncdfe = t->exception;
        if (ncdfe && c->init_error) {
            VM_ROOT(t, &ncdfe);
            t->exception = NULL;
            slot a[2] = {{.a = ncdfe}, {.a = c->init_error}};
            vm_call_virtual(t, ncdfe, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", a, NULL);
            t->exception = ncdfe;
            VM_UNROOT(t, 1);
        }
        return false;
    }
    c->state = CLASS_INITIALIZING;
    c->init_thread = t;
    os_monitor_exit(class_lock);
    OS_TRACE(VM_TRACE_INIT, "init", "initializing %s", c->name);

    if (!is_interface(c)) {
        if (c->super && !class_initialize(t, c->super)) return init_failed(t, c);
        for (uint32_t i = 0; i < c->itable_count; i++) {
            vm_class *iface = c->itable[i].iface;
            if (declares_default_methods(iface) && !class_initialize(t, iface)) return init_failed(t, c);
        }
    }
    if (!set_constant_values(t, c)) return init_failed(t, c);
    if (c->clinit) {
        slot result;
        if (!vm_call(t, c->clinit, NULL, &result)) {
            object *ex = t->exception;
            object *record = init_error_record(t, ex);
            VM_ROOT(t, &record);
            ex = t->exception;
            if (!class_is_subclass_of(ex->clazz, class_lookup("java/lang/Error"))) {
                t->exception = NULL;
                VM_ROOT(t, &ex);
                vm_class *eiie = class_load(t, "java/lang/ExceptionInInitializerError");
                object *wrapped = NULL;
                if (eiie && class_initialize(t, eiie)) {
                    wrapped = heap_new_object(t, eiie);
                    if (wrapped) {
                        VM_ROOT(t, &wrapped);
                        slot args[2] = {{.a = wrapped}, {.a = ex}};
                        vm_method *ctor = class_find_declared_method(eiie, "<init>", "(Ljava/lang/Throwable;)V");
                        if (ctor && vm_call(t, ctor, args, &result)) t->exception = wrapped;
                        VM_UNROOT(t, 1);
                    }
                }
                VM_UNROOT(t, 1);
                if (!t->exception) t->exception = ex;
            }
            c->init_error = record;
            VM_UNROOT(t, 1);
            return init_failed(t, c);
        }
    }
    os_monitor_enter(class_lock);
    c->state = CLASS_INITIALIZED;
    c->init_thread = NULL;
    os_monitor_notify_all(class_lock);
    os_monitor_exit(class_lock);
    return true;
}
