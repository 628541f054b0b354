/*
 * classload.c -- test jvmpi.classload (program jvmpitest.Shapes).
 *
 * CLASS_LOAD: for the program's classes (names starting "jvmpitest/") and
 * the array classes "[I", "[[I", "[Ljvmpitest/...;", prints at JVM_SHUT_DOWN,
 * sorted by class name: the name, source file, number of interfaces, every
 * method (name, signature, first/last line, how many METHOD_ENTRY events it
 * had), the static and the instance fields.  expected/classload.out is
 * written by hand from Shapes.java.
 *
 * Checked on every event (a FAIL line each):
 *   - names are in internal form ('/' separated) or array descriptors, and
 *     no primitive type gets a CLASS_LOAD;
 *   - no class is announced twice;
 *   - every METHOD_ENTRY's method id was announced by a CLASS_LOAD before;
 *   - for the program's methods, GetMethodClass(mid) (with GC disabled) is
 *     the class id CLASS_LOAD gave, followed through OBJECT_MOVE events.
 */
#include "agent.h"

typedef struct {
    char *name;
    char *source;
    jint num_interfaces;
    Strlist lines;       /* methods then statics then fields, in event order */
    jmethodID *mids;     /* parallel to the method lines */
    long *entries;
    jint num_methods;
    jobjectID class_id;  /* current id (moves followed) */
} ClassRec;

static ClassRec *classes[256];
static int nclasses;
static Strlist all_names;
static Pmap our_mids;        /* jmethodID -> ClassRec* */
static long unannounced;
static long class_mismatch;
static long checked_entries;

static int wanted(const char *name)
{
    return is_test_class(name) || strcmp(name, "[I") == 0 || strcmp(name, "[[I") == 0 ||
           strncmp(name, "[Ljvmpitest/", 12) == 0;
}

static void on_class_load(JVMPI_Event *ev)
{
    const char *name = ev->u.class_load.class_name;
    size_t i;
    jint k;
    ClassRec *c;

    if (!name) {
        fail("CLASS_LOAD with a NULL class_name");
        return;
    }
    if (name[0] != '[' && !strchr(name, '/'))
        fail("CLASS_LOAD name \"%s\" is not an internal class name (primitive type? dotted?)", name);
    if (strchr(name, '.'))
        fail("CLASS_LOAD name \"%s\" contains '.'", name);
    for (i = 0; i < all_names.n; i++)
        if (strcmp(all_names.items[i], name) == 0) {
            fail("class %s announced twice", name);
            return;
        }
    strlist_add(&all_names, "%s", name);
    method_index_add(ev);
    if (!wanted(name))
        return;
    if (nclasses == (int)(sizeof classes / sizeof classes[0])) {
        fail("too many classes");
        return;
    }
    c = (ClassRec *)xcalloc(1, sizeof *c);
    c->name = xstrdup(name);
    c->source = xstrdup(ev->u.class_load.source_name);
    c->num_interfaces = ev->u.class_load.num_interfaces;
    c->class_id = ev->u.class_load.class_id;
    c->num_methods = ev->u.class_load.num_methods;
    c->mids = (jmethodID *)xcalloc((size_t)c->num_methods, sizeof(jmethodID));
    c->entries = (long *)xcalloc((size_t)c->num_methods, sizeof(long));
    CHECK(c->class_id != NULL, "CLASS_LOAD %s: class_id NULL", name);
    for (k = 0; k < c->num_methods; k++) {
        const JVMPI_Method *m = &ev->u.class_load.methods[k];
        strlist_add(&c->lines, "  method %s %s lines %d..%d", str_or(m->method_name, "(null)"),
                    str_or(m->method_signature, "(null)"), (int)m->start_lineno, (int)m->end_lineno);
        c->mids[k] = m->method_id;
        CHECK(m->method_id != NULL, "%s.%s: method_id NULL", name, m->method_name);
        pmap_put(&our_mids, m->method_id, (intptr_t)c);
    }
    for (k = 0; k < ev->u.class_load.num_static_fields; k++)
        strlist_add(&c->lines, "  static %s %s", ev->u.class_load.statics[k].field_name,
                    ev->u.class_load.statics[k].field_signature);
    for (k = 0; k < ev->u.class_load.num_instance_fields; k++)
        strlist_add(&c->lines, "  field %s %s", ev->u.class_load.instances[k].field_name,
                    ev->u.class_load.instances[k].field_signature);
    classes[nclasses++] = c;
}

static void on_move(JVMPI_Event *ev)
{
    int i;
    for (i = 0; i < nclasses; i++)
        if (classes[i]->class_id == ev->u.obj_move.obj_id)
            classes[i]->class_id = ev->u.obj_move.new_obj_id;
}

/* Called without agent_lock: DisableGC may wait for a collection whose
 * OBJECT_MOVE events need the lock. */
static void on_method_entry(JVMPI_Event *ev)
{
    jmethodID mid = ev->u.method.method_id;
    intptr_t v;
    ClassRec *c;
    jint k;
    jobjectID cid;
    lock();
    if (!method_info(mid)) {
        if (unannounced++ == 0)
            fail("METHOD_ENTRY of a method id no CLASS_LOAD announced");
        unlock();
        return;
    }
    if (!pmap_get(&our_mids, mid, &v)) {
        unlock();
        return;
    }
    c = (ClassRec *)v;
    for (k = 0; k < c->num_methods; k++)
        if (c->mids[k] == mid)
            c->entries[k]++;
    checked_entries++;
    unlock();
    jvmpi->DisableGC();
    cid = jvmpi->GetMethodClass(mid);
    lock();
    if (cid != c->class_id) {
        if (class_mismatch++ == 0)
            fail("GetMethodClass(%s.%s) is not the class id of its CLASS_LOAD", c->name,
                 method_info(mid)->name);
    }
    unlock();
    jvmpi->EnableGC();
}

static void print_all(void)
{
    int i, j;
    /* sort by name */
    for (i = 1; i < nclasses; i++)
        for (j = i; j > 0 && strcmp(classes[j - 1]->name, classes[j]->name) > 0; j--) {
            ClassRec *t = classes[j];
            classes[j] = classes[j - 1];
            classes[j - 1] = t;
        }
    for (i = 0; i < nclasses; i++) {
        ClassRec *c = classes[i];
        size_t k;
        say("class %s source %s interfaces %d", c->name, str_or(c->source, "-"), (int)c->num_interfaces);
        for (k = 0; k < c->lines.n; k++) {
            if ((jint)k < c->num_methods)
                say("%s entered %ld", c->lines.items[k], c->entries[k]);
            else
                say("%s", c->lines.items[k]);
        }
    }
    say("METHOD_ENTRY of unannounced method ids: %ld", unannounced);
    say("GetMethodClass differs from CLASS_LOAD's class_id: %ld", class_mismatch);
    say("program method entries checked: %s", checked_entries > 0 ? "yes" : "none");
    say("%s", agent_failures ? "FAILED" : "PASS");
}

static void notify(JVMPI_Event *ev)
{
    if (ev->event_type == JVMPI_EVENT_METHOD_ENTRY) {
        on_method_entry(ev);
        return;
    }
    lock();
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD: on_class_load(ev); break;
    case JVMPI_EVENT_OBJECT_MOVE: on_move(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: print_all(); break;
    default: break;
    }
    unlock();
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_OBJECT_MOVE);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
