/*
 * selfclass.c -- test jvmpi.selfclass (program jvmpitest.Shapes): the
 * pattern of Sun's HPROF that recursed without end on a VM that made
 * java.lang.Class's own class object name itself as its class.
 *
 * The agent keeps classes (class_id -> name) and objects (obj_id ->
 * class_id), and fills gaps by asking, as that HPROF does:
 *   CLASS_LOAD    if the class object is unknown, RequestEvent(OBJECT_ALLOC)
 *                 for it, and only then records the class;
 *   OBJECT_ALLOC  if class_id is not NULL and unknown, RequestEvent(
 *                 CLASS_LOAD) for it, and only then records the object.
 * On such a VM the class object of java.lang.Class (class_id = itself)
 * sends the two handlers round in a circle; here the nesting is counted
 * and stopped at 50 with a FAIL instead of a stack overflow.
 *
 * It also checks what jvmpi.h promises: exactly one unrequested CLASS_LOAD
 * per class; the one OBJECT_ALLOC with class_id NULL (for an instance) is
 * the class object that java/lang/Class's CLASS_LOAD then names; an
 * unrequested OBJECT_ALLOC names only classes already announced; an
 * unrequested CLASS_LOAD names a class object already allocated.
 */
#include "agent.h"

static Pmap classes;  /* class_id -> 1 once recorded */
static Pmap announced; /* class_id -> number of unrequested CLASS_LOADs */
static Pmap objects;  /* obj_id -> class_id (or 1 for NULL) */
static int depth, max_depth, overflowed;
static long requests_made, twice, null_class_allocs, order_errors;
static jobjectID null_class_obj, class_class_id;

static int enter(void)
{
    if (++depth > max_depth)
        max_depth = depth;
    if (depth > 50) {
        if (!overflowed++)
            fail("CLASS_LOAD / OBJECT_ALLOC requests nest deeper than 50: they recurse");
        depth--;
        return 0;
    }
    return 1;
}

static void on_class_load(JVMPI_Event *ev)
{
    jobjectID id = ev->u.class_load.class_id;
    int requested = (ev->event_type & JVMPI_REQUESTED_EVENT) != 0;
    intptr_t n = 0;
    if (!requested) {
        pmap_get(&announced, id, &n);
        if (n == 1 && twice++ == 0)
            fail("a second unrequested CLASS_LOAD for %s", ev->u.class_load.class_name);
        pmap_put(&announced, id, n + 1);
        if (!pmap_get(&objects, id, NULL) && order_errors++ == 0)
            fail("CLASS_LOAD %s before the OBJECT_ALLOC of its class object", ev->u.class_load.class_name);
        if (strcmp(ev->u.class_load.class_name, "java/lang/Class") == 0)
            class_class_id = id;
    }
    if (!enter())
        return;
    if (!pmap_get(&objects, id, NULL)) {
        requests_made++;
        jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, id);
    }
    pmap_put(&classes, id, 1);
    depth--;
}

static void on_object_alloc(JVMPI_Event *ev)
{
    jobjectID cls = ev->u.obj_alloc.class_id;
    int requested = (ev->event_type & JVMPI_REQUESTED_EVENT) != 0;
    if (!requested && ev->u.obj_alloc.is_array == JVMPI_NORMAL_OBJECT && !cls) {
        if (null_class_allocs++ == 0)
            null_class_obj = ev->u.obj_alloc.obj_id;
    }
    if (!requested && cls && !pmap_get(&announced, cls, NULL) && order_errors++ == 0)
        fail("OBJECT_ALLOC names a class before its CLASS_LOAD");
    if (!enter())
        return;
    if (cls && !pmap_get(&classes, cls, NULL)) {
        requests_made++;
        jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, cls);
    }
    pmap_put(&objects, ev->u.obj_alloc.obj_id, cls ? (intptr_t)cls : 1);
    depth--;
}

static void on_move(JVMPI_Event *ev)
{
    intptr_t v;
    if (pmap_remove(&objects, ev->u.obj_move.obj_id, &v))
        pmap_put(&objects, ev->u.obj_move.new_obj_id, v);
    if (pmap_remove(&classes, ev->u.obj_move.obj_id, &v))
        pmap_put(&classes, ev->u.obj_move.new_obj_id, v);
    if (pmap_remove(&announced, ev->u.obj_move.obj_id, &v))
        pmap_put(&announced, ev->u.obj_move.new_obj_id, v);
    if (class_class_id == ev->u.obj_move.obj_id)
        class_class_id = ev->u.obj_move.new_obj_id;
    if (null_class_obj == ev->u.obj_move.obj_id)
        null_class_obj = ev->u.obj_move.new_obj_id;
}

static void notify(JVMPI_Event *ev)
{
    lock();
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: on_class_load(ev); break;
    case JVMPI_EVENT_OBJECT_ALLOC: on_object_alloc(ev); break;
    case JVMPI_EVENT_OBJECT_MOVE: on_move(ev); break;
    case JVMPI_EVENT_OBJECT_FREE: pmap_remove(&objects, ev->u.obj_free.obj_id, NULL); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("deepest nesting of handlers: %s", max_depth <= 3 ? "3 or less" : "more than 3");
        say("requests made to fill gaps: %s", requests_made ? "some" : "none");
        say("classes announced twice: %ld", twice);
        say("OBJECT_ALLOCs of an instance with class_id NULL: %ld", null_class_allocs);
        say("java/lang/Class's CLASS_LOAD names that object: %s",
            class_class_id && class_class_id == null_class_obj ? "yes" : "no");
        say("events out of order: %ld", order_errors);
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
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
    enable(JVMPI_EVENT_OBJECT_ALLOC);
    enable(JVMPI_EVENT_OBJECT_MOVE);
    enable(JVMPI_EVENT_OBJECT_FREE);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
