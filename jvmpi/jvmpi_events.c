/*
 * jvmpi_events.c -- building and sending each JVMPI event.
 *
 * Every event is built on the C stack of the thread it happened in and
 * handed to the agent's NotifyEvent (jvmpi_notify).  Events that carry a
 * jobjectID are sent holding the GC locker (heap/gclocker.h), so no
 * collection can make the IDs stale while the agent looks at them (the spec's rule).
 *
 * Ordering the spec promises: an ID's defining event comes before any event
 * that mentions it.  So a class is announced (CLASS_LOAD) before the first
 * OBJECT_ALLOC of an instance, and a class object is made -- and its own
 * OBJECT_ALLOC sent -- before the CLASS_LOAD that names it.
 */
#include <stdlib.h>
#include <string.h>

#include "heap/gclocker.h"
#include "jvmpi_impl.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "object/string.h"
#include "interp/interp.h"

static void post(vm_thread *t, JVMPI_Event *e)
{
    e->env_id = (JNIEnv *)t;
    jvmpi_notify(e);
}

void jvmpi_post_simple(vm_thread *t, int event)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = event;
    post(t, &e);
}

/* ---- class identities ---------------------------------------------------------- */

object *jvmpi_class_id(vm_thread *t, vm_class *c)
{
    if (c->mirror) return c->mirror;
    if (!cls_Class) return NULL; /* too early in bootstrap: announced later */
    object *o = resolve_mirror_nogc(t, c);
    if (o && JVMPI_ON(JVMPI_EVENT_OBJECT_ALLOC)) jvmpi_post_object_alloc(t, o, false);
    return o;
}

vm_class *jvmpi_class_of_id(object *id)
{
    if (!id || !cls_Class || id->clazz != cls_Class) return NULL;
    vm_class *c = resolve_class_of_mirror(id);
    return c && c->mirror == id ? c : NULL;
}

bool jvmpi_is_object(const void *p)
{
    return heap_contains_object(p);
}

/* ---- call traces ---- */

jint jvmpi_fill_frames(vm_thread *t, JVMPI_CallFrame *frames, jint depth)
{
    jint n = 0;
    for (frame *f = t->top; f && n < depth; f = f->prev, n++) {
        vm_method *m = f->method;
        frames[n].method_id = (jmethodID)m;
        frames[n].lineno = (m->access & CF_ACC_NATIVE) ? -3 : frame_line_number(m, f->pc ? (uint32_t)(f->pc - m->code) : 0);
    }
    return n;
}

/* ---- threads ------------------------------------------------------------------- */

static char *string_field(object *o, vm_class *c, const char *name)
{
    vm_field *f = o ? class_find_field(c, name, "Ljava/lang/String;") : NULL;
    return f ? string_to_utf8(*FIELD_PTR(o, f, object *)) : NULL;
}

static object *group_field(object *o, vm_class *c, const char *name)
{
    vm_field *f = o ? class_find_field(c, name, "Ljava/lang/ThreadGroup;") : NULL;
    return f ? *FIELD_PTR(o, f, object *) : NULL;
}

void jvmpi_post_thread_start(vm_thread *t, vm_thread *who, bool requested)
{
    object *thread = who->java_thread;
    if (!thread) return; /* a VM-internal thread: no Java identity to announce */
    object *group = group_field(thread, cls_Thread, "group");
    object *parent = group_field(group, cls_ThreadGroup, "parent");
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_THREAD_START | (requested ? JVMPI_REQUESTED_EVENT : 0);
    e.u.thread_start.thread_name = string_field(thread, cls_Thread, "name");
    e.u.thread_start.group_name = string_field(group, cls_ThreadGroup, "name");
    e.u.thread_start.parent_name = string_field(parent, cls_ThreadGroup, "name");
    e.u.thread_start.thread_id = (jobjectID)thread;
    e.u.thread_start.thread_env_id = (JNIEnv *)who;
    gc_locker_enter(t);
    post(t, &e);
    gc_locker_leave(t);
    free(e.u.thread_start.thread_name);
    free(e.u.thread_start.group_name);
    free(e.u.thread_start.parent_name);
}

void jvmpi_post_thread_end(vm_thread *t)
{
    jvmpi_post_simple(t, JVMPI_EVENT_THREAD_END);
}

/* ---- classes ------------------------------------------------------------------- */

static void line_range(const vm_method *m, jint *lo, jint *hi)
{
    *lo = *hi = -1;
    if (!m->cf) return;
    for (uint16_t i = 0; i < m->cf->line_count; i++) {
        jint l = m->cf->lines[i].line;
        if (*lo < 0 || l < *lo) *lo = l;
        if (l > *hi) *hi = l;
    }
}

/* The CLASS_LOAD payload of c into e (arrays malloc'd into *methods,
 * *statics, *instances, which the caller frees); false when out of memory. */
static bool class_load_payload(vm_class *c, object *id, JVMPI_Event *e, JVMPI_Method **methods,
                               JVMPI_Field **statics, JVMPI_Field **instances)
{
    *methods = calloc(c->method_count + 1u, sizeof **methods);
    *statics = calloc(c->field_count + 1u, sizeof **statics);
    *instances = calloc(c->field_count + 1u, sizeof **instances);
    if (!*methods || !*statics || !*instances) return false;
    for (uint16_t i = 0; i < c->method_count; i++) {
        vm_method *m = &c->methods[i];
        (*methods)[i].method_name = (char *)m->name;
        (*methods)[i].method_signature = (char *)m->descriptor;
        line_range(m, &(*methods)[i].start_lineno, &(*methods)[i].end_lineno);
        (*methods)[i].method_id = (jmethodID)m;
    }
    jint ns = 0, ni = 0;
    for (uint16_t i = 0; i < c->field_count; i++) {
        vm_field *f = &c->fields[i];
        JVMPI_Field *to = (f->access & CF_ACC_STATIC) ? &(*statics)[ns++] : &(*instances)[ni++];
        to->field_name = (char *)f->name;
        to->field_signature = (char *)f->descriptor;
    }
    memset(e, 0, sizeof *e);
    e->u.class_load.class_name = c->name;
    e->u.class_load.source_name = (char *)c->source_file;
    e->u.class_load.num_interfaces = c->interface_count;
    e->u.class_load.num_methods = c->method_count;
    e->u.class_load.methods = *methods;
    e->u.class_load.num_static_fields = ns;
    e->u.class_load.statics = *statics;
    e->u.class_load.num_instance_fields = ni;
    e->u.class_load.instances = *instances;
    e->u.class_load.class_id = (jobjectID)id;
    return true;
}

void jvmpi_post_class_load(vm_thread *t, vm_class *c, bool requested)
{
    if (c->is_primitive || (!requested && os_atomic_load32(&c->jvmpi_announced))) return;
    object *id = jvmpi_class_id(t, c);
    if (!id) return;
    /* Exactly one unrequested CLASS_LOAD per class, even when two threads
     * meet a new class at once, or making the class object (whose
     * OBJECT_ALLOC names java.lang.Class) announced c on the way. */
    if (!requested && !os_atomic_cas32(&c->jvmpi_announced, 0, 1)) return;
    JVMPI_Method *methods;
    JVMPI_Field *statics, *instances;
    JVMPI_Event e;
    if (class_load_payload(c, id, &e, &methods, &statics, &instances)) {
        e.event_type = JVMPI_EVENT_CLASS_LOAD | (requested ? JVMPI_REQUESTED_EVENT : 0);
        gc_locker_enter(t);
        post(t, &e);
        gc_locker_leave(t);
    }
    free(methods);
    free(statics);
    free(instances);
}

void jvmpi_post_class_unload(vm_thread *t, vm_class *c)
{
    /* Only a class whose CLASS_LOAD an agent saw; its Class object is still
     * where that event said. */
    if (c->is_primitive || !os_atomic_load32(&c->jvmpi_announced) || !c->mirror) return;
    JVMPI_Method *methods;
    JVMPI_Field *statics, *instances;
    JVMPI_Event e;
    /* The whole CLASS_LOAD payload, then class_unload's one field over its
     * first: agents written against HotSpot read class_load.class_id here
     * (docs/jvmpi-notes.md). */
    if (class_load_payload(c, c->mirror, &e, &methods, &statics, &instances)) {
        e.u.class_unload.class_id = (jobjectID)c->mirror;
        e.event_type = JVMPI_EVENT_CLASS_UNLOAD;
        post(t, &e);
    }
    free(methods);
    free(statics);
    free(instances);
}

static void announce(vm_class *c, void *arg)
{
    jvmpi_post_class_load(arg, c, false);
}

void jvmpi_announce_loaded_classes(vm_thread *t)
{
    if (JVMPI_ON(JVMPI_EVENT_CLASS_LOAD)) class_for_each(announce, t);
}

static void *JNICALL hook_malloc(unsigned int n)
{
    return malloc(n ? n : 1);
}

void jvmpi_post_class_load_hook(vm_thread *t, uint8_t **bytes, size_t *len)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_CLASS_LOAD_HOOK;
    e.u.class_load_hook.class_data = *bytes;
    e.u.class_load_hook.class_data_len = (jint)*len;
    e.u.class_load_hook.malloc_f = hook_malloc;
    post(t, &e);
    unsigned char *nb = e.u.class_load_hook.new_class_data;
    if (nb && nb != *bytes && e.u.class_load_hook.new_class_data_len >= 0) {
        free(*bytes);
        *bytes = nb;
        *len = (size_t)e.u.class_load_hook.new_class_data_len;
    }
}

/* ---- objects ------------------------------------------------------------------- */

void jvmpi_post_object_alloc(vm_thread *t, object *o, bool requested)
{
    vm_class *c = o->clazz;
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    VM_ROOT(t, &o);
    if (c->component) {
        if (c->elem_type == T_OBJECT || c->elem_type == T_ARRAY) {
            e.u.obj_alloc.is_array = JVMPI_CLASS;
            if (JVMPI_ON(JVMPI_EVENT_CLASS_LOAD)) jvmpi_post_class_load(t, c->component, false);
            e.u.obj_alloc.class_id = (jobjectID)jvmpi_class_id(t, c->component);
        } else {
            e.u.obj_alloc.is_array = (jint)c->elem_type; /* T_INT == JVMPI_INT, ... */
        }
    } else if (c == cls_Class && resolve_class_of_mirror(o) == cls_Class) {
        /* The Class object of java.lang.Class is its own class.  As CVM,
         * its class_id is NULL: an agent that asks for the CLASS_LOAD of
         * an unknown class_id from OBJECT_ALLOC, and for the OBJECT_ALLOC
         * of an unknown class object from CLASS_LOAD (Sun's HPROF), would
         * otherwise recurse without end.  It comes before java.lang.Class's
         * CLASS_LOAD, which names it. */
        e.u.obj_alloc.class_id = NULL;
    } else {
        if (JVMPI_ON(JVMPI_EVENT_CLASS_LOAD)) jvmpi_post_class_load(t, c, false);
        e.u.obj_alloc.class_id = (jobjectID)jvmpi_class_id(t, c);
    }
    VM_UNROOT(t, 1);
    e.event_type = JVMPI_EVENT_OBJECT_ALLOC | (requested ? JVMPI_REQUESTED_EVENT : 0);
    e.u.obj_alloc.arena_id = heap_arena_of(o);
    e.u.obj_alloc.size = (jint)obj_size(o);
    e.u.obj_alloc.obj_id = (jobjectID)o;
    gc_locker_enter(t);
    post(t, &e);
    gc_locker_leave(t);
}

void jvmpi_post_object_move(int from_arena, object *old_id, int to_arena, object *new_id)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_OBJECT_MOVE;
    e.u.obj_move.arena_id = from_arena;
    e.u.obj_move.obj_id = (jobjectID)old_id;
    e.u.obj_move.new_arena_id = to_arena;
    e.u.obj_move.new_obj_id = (jobjectID)new_id;
    post(thread_current(), &e);
}

void jvmpi_post_object_free(object *o)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_OBJECT_FREE;
    e.u.obj_free.obj_id = (jobjectID)o;
    post(thread_current(), &e);
}

void jvmpi_post_arena_new(vm_thread *t, int arena, const char *name)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_ARENA_NEW;
    e.u.new_arena.arena_id = arena;
    e.u.new_arena.arena_name = name;
    post(t, &e);
}

void jvmpi_post_arena_delete(vm_thread *t, int arena)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_ARENA_DELETE;
    e.u.delete_arena.arena_id = arena;
    post(t, &e);
}

void jvmpi_post_gc_finish(vm_thread *t, int64_t objects, int64_t used, int64_t total)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_GC_FINISH;
    e.u.gc_info.used_objects = objects;
    e.u.gc_info.used_object_space = used;
    e.u.gc_info.total_object_space = total;
    post(t, &e);
}

/* ---- methods ------------------------------------------------------------------- */

void jvmpi_post_method_entry(vm_thread *t, vm_method *m, object *receiver)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    if (JVMPI_ON(JVMPI_EVENT_METHOD_ENTRY)) {
        e.event_type = JVMPI_EVENT_METHOD_ENTRY;
        e.u.method.method_id = (jmethodID)m;
        post(t, &e);
    }
    if (JVMPI_ON(JVMPI_EVENT_METHOD_ENTRY2)) {
        e.event_type = JVMPI_EVENT_METHOD_ENTRY2;
        e.u.method_entry2.method_id = (jmethodID)m;
        e.u.method_entry2.obj_id = (m->access & CF_ACC_STATIC) ? NULL : (jobjectID)receiver;
        gc_locker_enter(t);
        post(t, &e);
        gc_locker_leave(t);
    }
}

void jvmpi_post_instruction(vm_thread *t, vm_method *m, int32_t offset, int kind, int32_t a, int32_t b, int32_t c)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_INSTRUCTION_START;
    e.u.instruction.method_id = (jmethodID)m;
    e.u.instruction.offset = offset;
    if (kind == 1) {
        e.u.instruction.u.if_info.is_true = (jboolean)(a != 0);
    } else if (kind == 2) {
        e.u.instruction.u.tableswitch_info.key = a;
        e.u.instruction.u.tableswitch_info.low = b;
        e.u.instruction.u.tableswitch_info.hi = c;
    } else if (kind == 3) {
        e.u.instruction.u.lookupswitch_info.chosen_pair_index = a;
        e.u.instruction.u.lookupswitch_info.pairs_total = b;
    }
    post(t, &e);
}

void jvmpi_post_method_exit(vm_thread *t, vm_method *m)
{
    if (!JVMPI_ON(JVMPI_EVENT_METHOD_EXIT)) return;
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_METHOD_EXIT;
    e.u.method.method_id = (jmethodID)m;
    post(t, &e);
}

/* ---- requests from the user, JNI references -------------------------------------- */

void jvmpi_post_data_dump(vm_thread *t)
{
    if (JVMPI_ON(JVMPI_EVENT_DATA_DUMP_REQUEST)) jvmpi_post_simple(t, JVMPI_EVENT_DATA_DUMP_REQUEST);
    if (JVMPI_ON(JVMPI_EVENT_DATA_RESET_REQUEST)) jvmpi_post_simple(t, JVMPI_EVENT_DATA_RESET_REQUEST);
}

void jvmpi_post_globalref(vm_thread *t, bool weak, object *o, void *ref)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC : JVMPI_EVENT_JNI_GLOBALREF_ALLOC;
    e.u.jni_globalref_alloc.obj_id = (jobjectID)o;
    e.u.jni_globalref_alloc.ref_id = (jobject)ref;
    gc_locker_enter(t);
    post(t, &e);
    gc_locker_leave(t);
}

void jvmpi_post_globalref_free(vm_thread *t, bool weak, void *ref)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE : JVMPI_EVENT_JNI_GLOBALREF_FREE;
    e.u.jni_globalref_free.ref_id = (jobject)ref;
    post(t, &e);
}

/* ---- monitors ---- */

void jvmpi_post_monitor(vm_thread *t, int event, object *o)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = event;
    e.u.monitor.object = (jobjectID)o;
    post(t, &e);
}

void jvmpi_post_monitor_wait(vm_thread *t, int event, object *o, int64_t timeout)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = event;
    e.u.monitor_wait.object = (jobjectID)o;
    e.u.monitor_wait.timeout = timeout;
    post(t, &e);
}
