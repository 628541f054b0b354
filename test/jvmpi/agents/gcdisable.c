/*
 * gcdisable.c -- test jvmpi.gcdisable (program jvmpitest.GcDisable, run
 * with -Xmx16m): DisableGC/EnableGC nest.
 *
 *   phase1 entry   DisableGC(); DisableGC(); EnableGC();  -> still disabled
 *   phase1 body    allocates ~200 MB of garbage: with GC disabled no
 *                  collection may start (no GC_START until phase1's exit);
 *                  the program must get an OutOfMemoryError instead
 *   phase1 exit    EnableGC();  -> enabled
 *   phase2 body    the same garbage: collections happen (GC_START seen)
 *   phase3 entry   RunGC(): exactly one GC_START and one GC_FINISH, during
 *                  the call
 * A VM whose DisableGC is a flag rather than a counter collects in phase1
 * (GC_START while disabled, no OutOfMemoryError).
 */
#include "agent.h"

static long gc_starts, gc_finishes;
static long starts_at_phase1_entry, starts_at_phase1_exit;

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_GC_START:
        lock();
        gc_starts++;
        unlock();
        break;
    case JVMPI_EVENT_GC_FINISH:
        lock();
        gc_finishes++;
        unlock();
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        if (method_is(ev->u.method.method_id, "jvmpitest/GcDisable", "phase1")) {
            jvmpi->DisableGC();
            jvmpi->DisableGC();
            jvmpi->EnableGC();
            lock();
            starts_at_phase1_entry = gc_starts;
            unlock();
            say("phase1 entry: DisableGC, DisableGC, EnableGC");
        } else if (method_is(ev->u.method.method_id, "jvmpitest/GcDisable", "phase3")) {
            long s, f;
            lock();
            say("phase2: collections with GC enabled again: %s",
                gc_starts > starts_at_phase1_exit ? "yes" : "none");
            s = gc_starts;
            f = gc_finishes;
            unlock();
            jvmpi->RunGC();
            lock();
            say("phase3 entry: RunGC sent %ld GC_START and %ld GC_FINISH during the call", gc_starts - s,
                gc_finishes - f);
            unlock();
        }
        break;
    case JVMPI_EVENT_METHOD_EXIT:
        if (method_is(ev->u.method.method_id, "jvmpitest/GcDisable", "phase1")) {
            lock();
            starts_at_phase1_exit = gc_starts;
            say("phase1 exit: GC_START events while GC was disabled: %ld",
                gc_starts - starts_at_phase1_entry);
            unlock();
            jvmpi->EnableGC();
            say("phase1 exit: EnableGC");
        }
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_METHOD_EXIT);
    enable(JVMPI_EVENT_GC_START);
    enable(JVMPI_EVENT_GC_FINISH);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
