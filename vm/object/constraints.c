/*
 * constraints.c -- the loader-constraint table (JVMS 5.3.4) and the checks
 * that feed it: method and field resolution (resolve.c), overriding and
 * interface implementation at link time, and every class a loader comes to
 * have (class.c: definitions and initiated loads).
 *
 * The scheme is HotSpot's, kept lazy: when two loaders must agree on a
 * name, the class each has under it (defined or initiated) is looked up;
 * two different classes are a violation at once.  Otherwise the pair joins
 * the constraint for that name: a set of loaders that must all see one
 * class, and that class once any of them has the name.  A loader that
 * later defines or initiates a different class under the name is refused
 * (constraints_check_loaded).  Sets that come to share a loader merge.
 *
 * Invariants, under table_lock: each (name, loader) is in at most one
 * constraint; a constraint has at least two loaders; its class, when set,
 * is what every one of its loaders that has the name sees.  Loaders are
 * namespaces: the boot and application loaders are one (class.c's table
 * holds their classes in one namespace, so they can never disagree).
 *
 * The classes two loaders have are looked up before table_lock is taken
 * (class.c's lock is never taken inside it), so a definition that
 * completes in between is seen by the next check of that name, not this
 * one: the window HotSpot closes by holding its dictionary lock
 * throughout.  The messages are JDK 17's, part for part.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "object/constraints.h"
#include "object/loader.h"
#include "interp/resolve.h"
#include "runtime/exception.h"
#include "runtime/vm.h"

typedef struct constraint {
    char *name;           /* internal form: element classes only, never arrays */
    const vm_class *clazz; /* what every loader here sees, once one has the name */
    int *loaders;
    int count, cap;
    struct constraint *next;
} constraint;

#define BUCKETS 256
static constraint *buckets[BUCKETS];
static os_monitor *table_lock;

void constraints_init(void)
{
    table_lock = os_monitor_create("_loader constraints");
}

static int ns(int loader)
{
    return loader >= LOADER_USER_FIRST ? loader : LOADER_BOOT;
}

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static bool has_loader(const constraint *c, int loader)
{
    for (int i = 0; i < c->count; i++)
        if (c->loaders[i] == loader) return true;
    return false;
}

/* Under table_lock: the constraint on name that holds loader, or NULL. */
static constraint *find(const char *name, int loader)
{
    constraint *c = buckets[name_hash(name) % BUCKETS];
    while (c && (strcmp(c->name, name) != 0 || !has_loader(c, loader))) c = c->next;
    return c;
}

/* Under table_lock: takes c out of its bucket. */
static void unlink_constraint(constraint *c)
{
    constraint **pp = &buckets[name_hash(c->name) % BUCKETS];
    while (*pp && *pp != c) pp = &(*pp)->next;
    if (*pp) *pp = c->next;
}

static bool add_loader(constraint *c, int loader)
{
    if (has_loader(c, loader)) return true;
    if (c->count == c->cap) {
        int cap = c->cap ? c->cap * 2 : 4;
        int *grown = realloc(c->loaders, (size_t)cap * sizeof *grown);
        if (!grown) return false;
        c->loaders = grown;
        c->cap = cap;
    }
    c->loaders[c->count++] = loader;
    return true;
}

static void free_constraint(constraint *c)
{
    free(c->name);
    free(c->loaders);
    free(c);
}

/* Under table_lock: l1 and l2 must see one class under name, where they
 * have k1 and k2 (either NULL if it has not the name).  False if that
 * contradicts what they or their constraints have.  Running out of memory
 * only loses the constraint (a check missed, never one wrongly failed). */
static bool add_locked(const char *name, int l1, const vm_class *k1, int l2, const vm_class *k2)
{
    if (k1 && k2) return k1 == k2; /* both have it: nothing to remember */
    const vm_class *k = k1 ? k1 : k2;
    constraint *p1 = find(name, l1), *p2 = find(name, l2);
    if (p1 && p1->clazz) {
        if (k && k != p1->clazz) return false;
        k = p1->clazz;
    }
    if (p2 && p2->clazz) {
        if (k && k != p2->clazz) return false;
        k = p2->clazz;
    }
    if (!p1 && !p2) {
        constraint *c = calloc(1, sizeof *c);
        if (!c || !(c->name = vm_strdup(name)) || !add_loader(c, l1) || !add_loader(c, l2)) {
            if (c) free_constraint(c);
            return true;
        }
        c->clazz = k;
        constraint **head = &buckets[name_hash(name) % BUCKETS];
        c->next = *head;
        *head = c;
        return true;
    }
    if (p1 && p2 && p1 != p2) {
        /* Two sets meet: p2's loaders join p1, p2 goes. */
        for (int i = 0; i < p2->count; i++) add_loader(p1, p2->loaders[i]);
        unlink_constraint(p2);
        free_constraint(p2);
        p2 = p1;
    }
    constraint *c = p1 ? p1 : p2;
    add_loader(c, l1);
    add_loader(c, l2);
    if (!c->clazz) c->clazz = k;
    return true;
}

/* Whether l1 and l2 may both use the class named `name` (internal form),
 * recording the constraint if neither contradicts it. */
static bool agree_on(const char *name, int l1, int l2)
{
    const vm_class *k1 = class_loaded_in(l1, name), *k2 = class_loaded_in(l2, name);
    os_monitor_enter(table_lock);
    bool ok = add_locked(name, l1, k1, l2, k2);
    os_monitor_exit(table_lock);
    return ok;
}

/* The first class name in descriptor `desc` (a method's, or one field
 * type) on which loaders l1 and l2 disagree, as HotSpot names it: the
 * class's internal name, or the whole descriptor of an array of it
 * ("[LBar;"), into buf; NULL if they agree on all (recording what they
 * must go on agreeing on). */
static const char *disagreement(const char *desc, int l1, int l2, char *buf, size_t len)
{
    l1 = ns(l1);
    l2 = ns(l2);
    if (l1 == l2) return NULL;
    const char *p = desc[0] == '(' ? desc + 1 : desc;
    while (*p) {
        if (*p == ')') {
            p++;
            continue;
        }
        const char *start = p;
        while (*p == '[') p++;
        if (*p != 'L') {
            if (*p) p++; /* a primitive, or an array of one: any loader's */
            continue;
        }
        const char *semi = strchr(p, ';');
        if (!semi) return NULL; /* the class file's parser let no such descriptor through */
        size_t n = (size_t)(semi - (p + 1));
        char name[1024];
        if (n < sizeof name) {
            memcpy(name, p + 1, n);
            name[n] = '\0';
            if (!agree_on(name, l1, l2)) {
                if (start == p) snprintf(buf, len, "%s", name);
                else snprintf(buf, len, "%.*s", (int)(semi + 1 - start), start);
                return buf;
            }
        }
        p = semi + 1;
    }
    return NULL;
}

/* "java.lang.String" / "[Lp.Bar;": the JDK's external form, into buf. */
static const char *dotted(const char *internal, char *buf, size_t len)
{
    snprintf(buf, len, "%s", internal);
    for (char *q = buf; *q; q++)
        if (*q == '/') *q = '.';
    return buf;
}

/* "p.C is in unnamed module of loader 'a' @1b6d3586, parent loader 'app'":
 * where c is, with its loader's parent for a user-defined loader, as
 * HotSpot's LinkageErrors close. */
static const char *where(const vm_class *c, char *buf, size_t len)
{
    char n[512];
    class_java_name(c, n, sizeof n);
    const char *parent = NULL;
    class_loader_describe(c->loader, &parent);
    if (parent) snprintf(buf, len, "%s is in %s, parent loader %s", n, class_module_name(c), parent);
    else snprintf(buf, len, "%s is in %s", n, class_module_name(c));
    return buf;
}

static const char *kind_of(const vm_class *c)
{
    return (c->access & CF_ACC_INTERFACE) ? "interface" : "class";
}

bool constraints_check_method(vm_thread *t, const vm_class *current, const vm_method *m, const char *kind,
                              const char *described)
{
    char failed[1024];
    if (!disagreement(m->descriptor, current->loader, m->clazz->loader, failed, sizeof failed)) return true;
    char w1[1200], w2[1200];
    return vm_throw(t, "java/lang/LinkageError",
                    "loader constraint violation: when resolving %s '%s' the class loader %s of the current class, "
                    "%s, and the class loader %s for the method's defining class, %s, have different Class objects "
                    "for the type %s used in the signature (%s; %s)",
                    kind, described, class_loader_name_and_id(current), current->name,
                    class_loader_name_and_id(m->clazz), m->clazz->name, failed, where(current, w1, sizeof w1),
                    where(m->clazz, w2, sizeof w2));
}

bool constraints_check_field(vm_thread *t, const vm_class *current, const vm_field *f)
{
    char failed[1024];
    if (!disagreement(f->descriptor, current->loader, f->clazz->loader, failed, sizeof failed)) return true;
    char type[1024], a[512], b[512], w1[1200], w2[1200];
    dotted(failed, type, sizeof type);
    return vm_throw(t, "java/lang/LinkageError",
                    "loader constraint violation: when resolving field \"%s\" of type %s, the class loader %s of the "
                    "current class, %s, and the class loader %s for the field's defining %s, %s, have different "
                    "Class objects for type %s (%s; %s)",
                    f->name, type, class_loader_name_and_id(current), class_java_name(current, a, sizeof a),
                    class_loader_name_and_id(f->clazz), kind_of(f->clazz), class_java_name(f->clazz, b, sizeof b),
                    type, where(current, w1, sizeof w1), where(f->clazz, w2, sizeof w2));
}

/* c's method m overrides sm, of a superclass (HotSpot's vtable check). */
static bool check_override(vm_thread *t, const vm_class *c, const vm_method *m, const vm_method *sm)
{
    char failed[1024];
    if (!disagreement(m->descriptor, m->clazz->loader, sm->clazz->loader, failed, sizeof failed)) return true;
    char type[1024], a[512], b[512], d[768], w1[1200], w2[1200];
    dotted(failed, type, sizeof type);
    return vm_throw(t, "java/lang/LinkageError",
                    "loader constraint violation for class %s: when selecting overriding method '%s' the class "
                    "loader %s of the selected method's type %s, and the class loader %s for its super type %s "
                    "have different Class objects for the type %s used in the signature (%s; %s)",
                    class_java_name(c, a, sizeof a), resolve_describe_method(m, d, sizeof d),
                    class_loader_name_and_id(m->clazz), a, class_loader_name_and_id(sm->clazz),
                    class_java_name(sm->clazz, b, sizeof b), type, where(m->clazz, w1, sizeof w1),
                    where(sm->clazz, w2, sizeof w2));
}

/* The method sel that c's itable selects for im, a method of another
 * loader's interface (HotSpot's itable check). */
static bool check_implementation(vm_thread *t, const vm_class *c, const vm_method *im, const vm_method *sel)
{
    char failed[1024];
    if (!disagreement(im->descriptor, im->clazz->loader, sel->clazz->loader, failed, sizeof failed)) return true;
    char type[1024], a[512], b[512], s[512], d[768], w1[1200], w2[1200];
    dotted(failed, type, sizeof type);
    return vm_throw(t, "java/lang/LinkageError",
                    "loader constraint violation in interface itable initialization for class %s: when selecting "
                    "method '%s' the class loader %s for super interface %s, and the class loader %s of the "
                    "selected method's %s, %s have different Class objects for the type %s used in the signature "
                    "(%s; %s)",
                    class_java_name(c, a, sizeof a), resolve_describe_method(im, d, sizeof d),
                    class_loader_name_and_id(im->clazz), class_java_name(im->clazz, b, sizeof b),
                    class_loader_name_and_id(sel->clazz), kind_of(sel->clazz),
                    class_java_name(sel->clazz, s, sizeof s), type, where(im->clazz, w1, sizeof w1),
                    where(sel->clazz, w2, sizeof w2));
}

bool constraints_check_class(vm_thread *t, const vm_class *c)
{
    if (c->component || c->is_primitive || (c->access & CF_ACC_INTERFACE)) return true;
    /* A slot that differs from the superclass's holds c's own override. */
    const vm_class *s = c->super;
    for (uint32_t k = 0; s && k < s->vtable_length && k < c->vtable_length; k++) {
        const vm_method *m = c->vtable[k], *sm = s->vtable[k];
        if (m != sm && m && sm && ns(m->clazz->loader) != ns(sm->clazz->loader) && !check_override(t, c, m, sm))
            return false;
    }
    for (uint32_t i = 0; i < c->itable_count; i++) {
        const vm_class *iface = c->itable[i].iface;
        for (uint16_t j = 0; j < iface->method_count; j++) {
            const vm_method *sel = c->itable[i].methods[j];
            /* what HotSpot leaves unresolved (an error at the call) is not checked */
            if (!sel || !(sel->access & CF_ACC_PUBLIC) || (sel->access & CF_ACC_ABSTRACT)) continue;
            if (ns(sel->clazz->loader) != ns(iface->loader) && !check_implementation(t, c, &iface->methods[j], sel))
                return false;
        }
    }
    return true;
}

bool constraints_check_loaded(vm_thread *t, int loader, const vm_class *c)
{
    if (c->component || c->is_primitive) return true;
    int l = ns(loader);
    os_monitor_enter(table_lock);
    constraint *k = find(c->name, l);
    const vm_class *expected = k ? k->clazz : NULL;
    if (k && !expected) k->clazz = c;
    os_monitor_exit(table_lock);
    if (!expected || expected == c) return true;
    char n[512], w[1200];
    const char *self = class_loader_describe(loader, NULL);
    class_java_name(c, n, sizeof n);
    if (ns(expected->loader) != ns(c->loader))
        return vm_throw(t, "java/lang/LinkageError",
                        "loader constraint violation: loader %s wants to load %s %s. A different %s with the same "
                        "name was previously loaded by %s. (%s)",
                        self, kind_of(c), n, kind_of(expected), class_loader_name_and_id(expected),
                        where(expected, w, sizeof w));
    return vm_throw(t, "java/lang/LinkageError", "loader constraint violation: loader %s wants to load %s %s. (%s)",
                    self, kind_of(c), n, where(c, w, sizeof w));
}

void constraints_forget_loader(int loader)
{
    int l = ns(loader);
    if (l == LOADER_BOOT) return; /* the boot and application loaders never die */
    os_monitor_enter(table_lock);
    for (int b = 0; b < BUCKETS; b++) {
        constraint **pp = &buckets[b];
        while (*pp) {
            constraint *c = *pp;
            for (int i = 0; i < c->count; i++)
                if (c->loaders[i] == l) {
                    c->loaders[i] = c->loaders[--c->count];
                    break;
                }
            if (c->clazz && ns(c->clazz->loader) == l) c->clazz = NULL;
            if (c->count < 2) {
                *pp = c->next;
                free_constraint(c);
            } else {
                pp = &c->next;
            }
        }
    }
    os_monitor_exit(table_lock);
}
