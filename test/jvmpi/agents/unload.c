/*
 * unload.c -- test jvmpi.unload (program jvmpitest.Unload): CLASS_UNLOAD.
 *
 * Follows every class named "jvmpitest/Unload$Plugin" or its array class
 * from CLASS_LOAD (each loader's its own) by class ID through OBJECT_MOVE,
 * and checks on every event (a FAIL line each):
 *   - CLASS_UNLOAD names a class ID some CLASS_LOAD gave (moves followed),
 *     not unloaded before, and carries it in class_load.class_id too (the
 *     field agents written for HotSpot read);
 *   - RequestEvent(CLASS_LOAD) for it from inside the CLASS_UNLOAD handler
 *     answers with that class's name;
 *   - no METHOD_ENTRY names a method of an unloaded class (a method ID may
 *     come back for any class loaded later: it is then that class's, so
 *     every CLASS_LOAD takes its methods' IDs over).
 * At JVM_SHUT_DOWN prints how many were loaded and unloaded.
 */
#include "agent.h"

typedef struct {
    int is_array;
    int unloaded;
    jobjectID id;
} Rec;

static Rec *recs[4096];
static int nrecs;
static Pmap mids;             /* jmethodID -> Rec* of the Plugin class that owns it now, 0 if another class's */
static long bad_unload, bad_entry, requested_ok, requested_bad, entries;
static int in_unload;
static const char *requested_name;

static int wanted(const char *name, int *is_array)
{
    *is_array = strcmp(name, "[Ljvmpitest/Unload$Plugin;") == 0;
    return *is_array || strcmp(name, "jvmpitest/Unload$Plugin") == 0;
}

static Rec *find(jobjectID id)
{
    int i;
    for (i = 0; i < nrecs; i++)
        if (recs[i]->id == id && !recs[i]->unloaded)
            return recs[i];
    return NULL;
}

static void on_class_load(JVMPI_Event *ev)
{
    int is_array;
    jint k;
    Rec *r;
    if (ev->event_type & JVMPI_REQUESTED_EVENT) {
        requested_name = ev->u.class_load.class_name;
        return;
    }
    if (!wanted(ev->u.class_load.class_name, &is_array)) {
        /* a method ID of a dead Plugin may now be this class's: forget it */
        for (k = 0; k < ev->u.class_load.num_methods; k++)
            pmap_put(&mids, ev->u.class_load.methods[k].method_id, 0);
        return;
    }
    if (nrecs == (int)(sizeof recs / sizeof recs[0])) {
        fail("too many classes");
        return;
    }
    r = (Rec *)xcalloc(1, sizeof *r);
    r->is_array = is_array;
    r->id = ev->u.class_load.class_id;
    recs[nrecs++] = r;
    for (k = 0; k < ev->u.class_load.num_methods; k++)
        pmap_put(&mids, ev->u.class_load.methods[k].method_id, (intptr_t)r);
}

static void on_class_unload(JVMPI_Event *ev)
{
    jobjectID id = ev->u.class_unload.class_id;
    Rec *r = find(id);
    if (!r) {
        /* other loaders' classes (none here) would be unknown too */
        if (bad_unload++ == 0)
            fail("CLASS_UNLOAD of an unknown or already unloaded class ID");
        return;
    }
    if (ev->u.class_load.class_id != id && bad_unload++ == 0)
        fail("CLASS_UNLOAD's class_load.class_id is not its class_id");
    requested_name = NULL;
    in_unload = 1;
    if (jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, id) != JVMPI_SUCCESS || !requested_name ||
        strcmp(requested_name, r->is_array ? "[Ljvmpitest/Unload$Plugin;" : "jvmpitest/Unload$Plugin") != 0) {
        if (requested_bad++ == 0)
            fail("RequestEvent(CLASS_LOAD) in CLASS_UNLOAD did not name the class");
    } else {
        requested_ok++;
    }
    in_unload = 0;
    r->unloaded = 1;
}

static void on_move(JVMPI_Event *ev)
{
    Rec *r = find(ev->u.obj_move.obj_id);
    if (r)
        r->id = ev->u.obj_move.new_obj_id;
}

static void on_method_entry(JVMPI_Event *ev)
{
    intptr_t v;
    if (!pmap_get(&mids, ev->u.method.method_id, &v) || !v)
        return;
    entries++;
    if (((Rec *)v)->unloaded && bad_entry++ == 0)
        fail("METHOD_ENTRY of a method of an unloaded class");
}

static void print_all(void)
{
    int i, loaded[2] = {0, 0}, unloaded[2] = {0, 0};
    for (i = 0; i < nrecs; i++) {
        loaded[recs[i]->is_array]++;
        unloaded[recs[i]->is_array] += recs[i]->unloaded;
    }
    say("Plugin classes loaded %d, unloaded %d", loaded[0], unloaded[0]);
    say("Plugin[] classes loaded %d, unloaded %d", loaded[1], unloaded[1]);
    say("RequestEvent(CLASS_LOAD) answered in CLASS_UNLOAD: %ld", requested_ok);
    say("Plugin method entries seen: %s", entries > 0 ? "yes" : "none");
    say("%s", agent_failures ? "FAILED" : "PASS");
}

static void notify(JVMPI_Event *ev)
{
    jint type = ev->event_type & ~JVMPI_REQUESTED_EVENT;
    /* the requested CLASS_LOAD comes inside the CLASS_UNLOAD handler, which
     * holds the lock already */
    if (in_unload && type == JVMPI_EVENT_CLASS_LOAD) {
        on_class_load(ev);
        return;
    }
    lock();
    switch (type) {
    case JVMPI_EVENT_CLASS_LOAD: on_class_load(ev); break;
    case JVMPI_EVENT_CLASS_UNLOAD: on_class_unload(ev); break;
    case JVMPI_EVENT_OBJECT_MOVE: on_move(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY: on_method_entry(ev); break;
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
    enable(JVMPI_EVENT_CLASS_UNLOAD);
    enable(JVMPI_EVENT_OBJECT_MOVE);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
