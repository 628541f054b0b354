/*
 * jvmpi_impl.h -- what the VM calls to serve profiler agents: loading
 * -Xrun agents, and one posting function per event site.
 *
 * Cost when nobody listens (docs/rules.md rule 7).  Every event site tests one
 * byte of jvmpi_enabled[] (JVMPI_ON) and calls out only when it is set.
 * Three kinds of event need more than that:
 *   - allocation (OBJECT_ALLOC): heap.c's fast path has no test at all;
 *     enabling the event lowers the heap's allocation limit to nothing so
 *     every allocation takes the slow path, which posts (heap_events_changed);
 *   - method entry/exit: the interpreter has a second loop compiled with the
 *     event calls in it, chosen when Java is entered from C (interp.c);
 *   - object moves: the collector tests the flag once per copied object.
 *
 * Identities (the spec's "IDs", docs/rules.md rule 6):
 *   thread  = its vm_thread*, which is its JNIEnv*;
 *   object  = its current address (jobjectID); a collection that moves it
 *             reports OBJECT_MOVE;
 *   class   = the object ID of its java.lang.Class mirror (made on demand
 *             without collecting, so an event site never moves objects);
 *   method  = its vm_method*, valid for the VM's life (no unloading);
 *   arena   = a space of the generational heap (heap/spaces.h): 1 eden, 2 and 3 the survivor spaces, 4 or 5 the old generation.
 *
 * Invariant: events that carry a jobjectID are sent holding the heap's GC
 * locker (heap/gclocker.h: DisableGC's count); the collector never runs
 * while it is held.
 */
#ifndef LANTERN_JVMPI_IMPL_H
#define LANTERN_JVMPI_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "jvmpi.h"
#include "runtime/vm.h"

extern volatile uint8_t jvmpi_enabled[JVMPI_MAX_EVENT_TYPE_VAL + 1];
extern volatile bool jvmpi_method_events; /* METHOD_ENTRY, ENTRY2, EXIT or INSTRUCTION_START */

#define JVMPI_ON(ev) (jvmpi_enabled[(ev)] != 0)
/* Set just before JVM_INIT_DONE is posted: CreateSystemThread works from then on. */
extern volatile bool jvmpi_init_done;
/* GetThreadStatus's answer for a known thread (also MONITOR_DUMP's). */
jint jvmpi_thread_status(vm_thread *t);

/* Arena IDs of the spaces (heap/spaces.h; heap.c names them). */
#define JVMPI_ARENA_EDEN 1
#define JVMPI_ARENA_SURVIVOR_0 2
#define JVMPI_ARENA_SURVIVOR_1 3
#define JVMPI_ARENA_TENURED_A 4
#define JVMPI_ARENA_TENURED_B 5

/* The VM's one JavaVM (vm.c). */
extern JavaVM vm_the_vm;
/* Hands an event to the agent's NotifyEvent (none after JVM_SHUT_DOWN). */
void jvmpi_notify(JVMPI_Event *e);

/* ---- agents (jvmpi.c) ------------------------------------------------------ */
/* Records "-Xrun<name>[:options]" (called while parsing options). */
void jvmpi_add_agent(const char *option);
/* Loads the recorded agents and calls their JVM_OnLoad.  On failure prints
 * the JDK's message to stdout and exits with code 1, as HotSpot does. */
int jvmpi_load_agents(JavaVM *vm);
bool jvmpi_has_agents(void);
/* GetEnv for the JVMPI versions: JNI_OK with the interface, or JNI_EVERSION. */
int jvmpi_get_interface(int version, void **out);
/* JVM_SHUT_DOWN, then no more events; JVM_OnUnload of the agents. */
void jvmpi_shutdown(vm_thread *t);

/* ---- events (jvmpi_events.c) ------------------------------------------------- */
void jvmpi_post_simple(vm_thread *t, int event);          /* INIT_DONE, GC_START ... */
void jvmpi_post_thread_start(vm_thread *t, vm_thread *who, bool requested);
void jvmpi_post_thread_end(vm_thread *t);
/* CLASS_LOAD for c unless already announced (or requested: always). */
void jvmpi_post_class_load(vm_thread *t, vm_class *c, bool requested);
/* During a full collection, the world stopped: c's loader died.  Its
 * CLASS_LOAD data stays valid through the handler (RequestEvent works). */
void jvmpi_post_class_unload(vm_thread *t, vm_class *c);
/* Announces the classes loaded before java.lang.Class could make mirrors. */
void jvmpi_announce_loaded_classes(vm_thread *t);
/* CLASS_LOAD_HOOK: may replace *bytes and *len with the agent's (malloc'd, to
 * be freed by the caller with free()). */
void jvmpi_post_class_load_hook(vm_thread *t, uint8_t **bytes, size_t *len);
void jvmpi_post_object_alloc(vm_thread *t, object *o, bool requested);
void jvmpi_post_object_move(int from_arena, object *old_id, int to_arena, object *new_id);
void jvmpi_post_object_free(object *o);
void jvmpi_post_arena_new(vm_thread *t, int arena, const char *name);
void jvmpi_post_arena_delete(vm_thread *t, int arena);
void jvmpi_post_gc_finish(vm_thread *t, int64_t objects, int64_t used, int64_t total);
void jvmpi_post_method_entry(vm_thread *t, vm_method *m, object *receiver);
void jvmpi_post_method_exit(vm_thread *t, vm_method *m);
/* INSTRUCTION_START for the instruction at `offset` of m, about to run.
 * kind: 0 nothing more; 1 a conditional branch (a = is_true); 2 a
 * tableswitch (a = key, b = low, c = high); 3 a lookupswitch (a = index of
 * the chosen pair, b = number of pairs: a == b is the default). */
void jvmpi_post_instruction(vm_thread *t, vm_method *m, int32_t offset, int kind, int32_t a, int32_t b, int32_t c);
/* DATA_DUMP_REQUEST then DATA_RESET_REQUEST (each if enabled). */
void jvmpi_post_data_dump(vm_thread *t);
/* MONITOR_CONTENDED_ENTER/ENTERED/EXIT; MONITOR_WAIT/WAITED (o NULL for
 * Thread.sleep). */
void jvmpi_post_monitor(vm_thread *t, int event, object *o);
void jvmpi_post_monitor_wait(vm_thread *t, int event, object *o, int64_t timeout);
void jvmpi_post_globalref(vm_thread *t, bool weak, object *o, void *ref);
void jvmpi_post_globalref_free(vm_thread *t, bool weak, void *ref);

/* Up to depth frames of t's stack, top first (lineno -3 for native
 * methods); t must be the caller or stopped.  Returns how many. */
jint jvmpi_fill_frames(vm_thread *t, JVMPI_CallFrame *frames, jint depth);
/* The class object of c, made without collecting; NULL if impossible yet. */
object *jvmpi_class_id(vm_thread *t, vm_class *c);
/* The vm_class behind a class ID, or NULL if it is not one. */
vm_class *jvmpi_class_of_id(object *id);
/* Whether p is the start of an object in the heap (validates IDs). */
bool jvmpi_is_object(const void *p);

/* ---- dumps (jvmpi_dump.c) ---------------------------------------------- */
/* Posts HEAP_DUMP at the given level (0..2) to the agent. */
void jvmpi_post_heap_dump(vm_thread *t, int level);
/* Posts OBJECT_DUMP of o (one level-2 record). */
void jvmpi_post_object_dump(vm_thread *t, object *o);
/* RequestEvent(MONITOR_DUMP): Java monitors in use (owned or waited on),
 * every raw monitor, and each thread's trace and status.  World stopped. */
void jvmpi_post_monitor_dump(vm_thread *t);
/* Every live raw monitor (jvmpi.c): name, id, its OS monitor. */
void jvmpi_raw_monitors_for_each(void (*fn)(const char *name, void *id, os_monitor *m, void *arg), void *arg);

#endif /* LANTERN_JVMPI_IMPL_H */
