/*
 * hprof_classes.c -- the class and method tables (see the header for the
 * keys and lifetimes).  CLASS_LOAD's strings and arrays belong to the VM
 * and live only as long as the event, so everything is copied.
 */
#include "hprof.h"
#include "hprof_binary.h"
#include "hprof_classes.h"

#include <stdlib.h>
#include <string.h>

static hp_table classes;         /* hp_class by class id */
static hp_table methods;         /* hp_method by jmethodID */
static hp_class *all_classes;
static unsigned class_serials;

int hp_classes_init(void)
{
    return hp_table_init(&classes, 1024) || hp_table_init(&methods, 8192) ? -1 : 0;
}

static hp_field *copy_fields(const JVMPI_Field *f, int n)
{
    if (n <= 0 || !f)
        return NULL;
    hp_field *c = calloc((size_t)n, sizeof *c);
    if (!c)
        return NULL;
    for (int i = 0; i < n; i++) {
        c[i].name = hp_strdup(f[i].field_name ? f[i].field_name : "?");
        c[i].signature = hp_strdup(f[i].field_signature ? f[i].field_signature : "I");
    }
    return c;
}

static hp_method *add_method(jmethodID mid, hp_class *cls, const char *name, const char *sig)
{
    hp_method *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->node.hash = (uintptr_t)mid;
    m->cls = cls;
    m->name = hp_strdup(name ? name : "?");
    m->signature = hp_strdup(sig ? sig : "");
    hp_table_insert(&methods, &m->node);
    return m;
}

void hp_class_load(const JVMPI_Event *e)
{
    jobjectID id = e->u.class_load.class_id;
    if (hp_class_find(id))
        return;                          /* a repeated answer to RequestEvent */
    hp_class *c = calloc(1, sizeof *c);
    if (!c)
        return;
    c->id = id;
    c->serial = ++class_serials;
    c->name = hp_strdup(e->u.class_load.class_name ? e->u.class_load.class_name : "<unnamed>");
    c->source = hp_strdup(e->u.class_load.source_name);
    c->num_interfaces = (int)e->u.class_load.num_interfaces;
    c->statics = copy_fields(e->u.class_load.statics, (int)e->u.class_load.num_static_fields);
    c->num_statics = c->statics ? (int)e->u.class_load.num_static_fields : 0;
    c->instances = copy_fields(e->u.class_load.instances, (int)e->u.class_load.num_instance_fields);
    c->num_instances = c->instances ? (int)e->u.class_load.num_instance_fields : 0;
    c->node.hash = (uintptr_t)id;
    hp_table_insert(&classes, &c->node);
    c->all_next = all_classes;
    all_classes = c;

    for (int i = 0; i < (int)e->u.class_load.num_methods; i++) {
        const JVMPI_Method *jm = &e->u.class_load.methods[i];
        hp_method *m = hp_method_find(jm->method_id);
        if (m) {
            /* it was a placeholder for a method seen before its class */
            m->cls = c;
            free(m->name);
            free(m->signature);
            m->name = hp_strdup(jm->method_name ? jm->method_name : "?");
            m->signature = hp_strdup(jm->method_signature ? jm->method_signature : "");
        } else {
            add_method(jm->method_id, c, jm->method_name, jm->method_signature);
        }
    }
}

void hp_class_unload(jobjectID id)
{
    hp_class *c = hp_class_find(id);
    if (c) {
        if (hp.opt.format_binary)
            hp_bin_class_unload(c);
        hp_table_remove(&classes, &c->node);
        c->id = NULL;
    }
}

int hp_class_moved(jobjectID old_id, jobjectID new_id)
{
    hp_class *c = hp_class_find(old_id);
    if (!c)
        return 0;
    c->id = new_id;
    hp_table_rehash(&classes, &c->node, (uintptr_t)new_id);
    return 1;
}

hp_class *hp_class_find(jobjectID id)
{
    if (!id)
        return NULL;
    return (hp_class *)hp_table_find(&classes, (uintptr_t)id);
}

hp_class *hp_class_lookup(jobjectID id)
{
    hp_class *c = hp_class_find(id);
    if (!c && id && !hp.in_gc) {
        /* answered synchronously on this thread, re-entering data_lock */
        hp.jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, id);
        c = hp_class_find(id);
    }
    return c;
}

void hp_classes_each(void (*f)(hp_class *c, void *arg), void *arg)
{
    for (hp_class *c = all_classes; c; c = c->all_next)
        f(c, arg);
}

hp_method *hp_method_find(jmethodID mid)
{
    return (hp_method *)hp_table_find(&methods, (uintptr_t)mid);
}

hp_method *hp_method_lookup(jmethodID mid)
{
    hp_method *m = hp_method_find(mid);
    if (m || !mid)
        return m;
    jobjectID cid = hp.jvmpi->GetMethodClass(mid);
    if (cid)
        hp_class_lookup(cid);
    m = hp_method_find(mid);
    if (!m) {
        /* never ask again for this one */
        static hp_class unknown = { .name = "<unknown class>" };
        m = add_method(mid, &unknown, "<unknown method>", "");
    }
    return m;
}

int hp_sig_size(const char *sig)
{
    switch (sig ? sig[0] : 'I') {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return (int)sizeof(void *);
    }
}

int hp_sig_is_ref(const char *sig)
{
    return sig && (sig[0] == 'L' || sig[0] == '[');
}
