/*
 * hprof.c -- Lantern's HPROF agent: JVM_OnLoad, the event switch, and the
 * profile writes (on Ctrl-\ and at exit).
 *
 * Life cycle: JVM_OnLoad parses the options (help, bad and not-yet-supported
 * options end the VM through ProfilerExit), opens the profile, creates the
 * locks and enables the events.  Events update the tables under data_lock.
 * DATA_DUMP_REQUEST writes the enabled sections then DATA_RESET_REQUEST
 * clears CPU costs, samples and monitor times; JVM_SHUT_DOWN stops the
 * sampler (cpu=samples, started at JVM_INIT_DONE), writes them once more
 * (doe=y), closes the file and disables every event, after which nothing is
 * touched.  Only a Ctrl-\ dump asks for a MONITOR DUMP (monitor=y).
 */
#include "hprof.h"
#include "hprof_classes.h"
#include "hprof_cpuold.h"
#include "hprof_cputime.h"
#include "hprof_flame.h"
#include "hprof_heapdump.h"
#include "hprof_monitor.h"
#include "hprof_objects.h"
#include "hprof_options.h"
#include "hprof_output.h"
#include "hprof_samples.h"
#include "hprof_sites.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <apr_atomic.h>
#include <apr_general.h>

#include <stdlib.h>
#include <string.h>

hp_state hp;

char *hp_strdup(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

/* ---- data_lock --------------------------------------------------------------- */

/* A plain raw monitor: the VM's contract (jvmpi.h, "Raw monitors and the
 * stopped world") makes it safe to take in every handler, the stopped-world
 * ones included, given the lock order of hprof.h. */
void hp_lock(void)
{
    hp.jvmpi->RawMonitorEnter(hp.data_lock);
}

void hp_unlock(void)
{
    hp.jvmpi->RawMonitorExit(hp.data_lock);
}

static int track_heap(void)
{
    return hp.opt.heap_dump || hp.opt.heap_sites;
}

/* ---- allocation ------------------------------------------------------------ */

/* The VM sends OBJECT_ALLOC with GC disabled, so ids stay put and the VM may
 * be called back while data_lock is held. */
static void object_alloc(const JVMPI_Event *e, int requested)
{
    hp_trace *trace = NULL;
    if (requested)
        hp_lock();               /* an object the agent asked about: no site */
    else
        trace = hp_trace_here(e->env_id, NULL, 1);
    hp_class *cls = e->u.obj_alloc.class_id ? hp_class_lookup(e->u.obj_alloc.class_id) : NULL;
    hp_site *site = requested ? NULL
                  : hp_site_get(cls, e->u.obj_alloc.is_array, trace ? trace->serial : 0);
    hp_object *o = hp_object_alloc(e, site, trace ? trace->serial : 0);
    if (o)
        o->cls = cls;
    hp_unlock();
}

/* ---- writing the profile --------------------------------------------------- */

static void write_profile(int tell_user)
{
    hp.jvmpi->RawMonitorEnter(hp.dump_lock);
    if (tell_user)
        fputs("Dumping", stderr);
    if (hp.opt.monitor && tell_user) {
        fputs(" contended monitor usage ...", stderr);
        hp_monitor_dump();
    }
    if (hp.opt.heap_dump) {
        if (tell_user)
            fputs(" Java heap ...", stderr);
        hp_heapdump_request();
    }
    hp.jvmpi->DisableGC();
    hp_lock();
    if (hp.opt.cpu == HP_CPU_TIMES || hp.opt.cpu == HP_CPU_OLD)
        hp_cpu_merge();
    if (!hp_cpuold_only())
        hp_traces_print_new();
    if (hp.opt.heap_sites) {
        if (tell_user)
            fputs(" allocation sites ...", stderr);
        hp_sites_print();
    }
    if (hp.opt.cpu == HP_CPU_TIMES) {
        if (tell_user)
            fputs(" CPU usage ...", stderr);
        hp_cpu_print();
    }
    if (hp.opt.cpu == HP_CPU_SAMPLES) {
        if (tell_user)
            fputs(" CPU usage by sampling running threads ...", stderr);
        hp_samples_print();
    }
    if (hp.opt.cpu == HP_CPU_OLD) {
        if (tell_user)
            fputs(" CPU usage in old prof format ...", stderr);
        hp_cpuold_print();
    }
    if (hp.opt.monitor)
        hp_monitor_time_print();
    hp_flame *flame = hp_flame_collect();    /* the same counts as above */
    hp_flush();
    hp_unlock();
    hp.jvmpi->EnableGC();
    hp_flame_write(flame, tell_user);
    if (tell_user) {
        fputs(" done.\n", stderr);
        fflush(stderr);
    }
    hp.jvmpi->RawMonitorExit(hp.dump_lock);
}

/* the events JVM_OnLoad enabled (shut_down disables them) */
static unsigned char enabled_events[JVMPI_MAX_EVENT_TYPE_VAL + 1];

static void shut_down(void)
{
    hp.jvmpi->RawMonitorEnter(hp.dump_lock);
    if (hp.shut_down) {
        hp.jvmpi->RawMonitorExit(hp.dump_lock);
        return;
    }
    if (hp.opt.cpu == HP_CPU_SAMPLES)
        hp_samples_stop();
    if (hp.opt.doe && !hp.dumped_at_exit) {
        hp.dumped_at_exit = 1;
        write_profile(0);
    }
    hp_lock();
    hp.shut_down = 1;
    hp_output_close();
    hp_unlock();
    /* only what was enabled: disabling other numbers is an error
     * (JVMPI_NOT_AVAILABLE, which -Xcheck:jvmpi reports) */
    for (jint ev = 1; ev <= JVMPI_MAX_EVENT_TYPE_VAL; ev++)
        if (enabled_events[ev])
            hp.jvmpi->DisableEvent(ev, NULL);
    hp.jvmpi->RawMonitorExit(hp.dump_lock);
}

/* ---- the event switch ------------------------------------------------------ */

static void notify_event(JVMPI_Event *e)
{
    if (hp.shut_down)
        return;
    jint type = e->event_type & ~JVMPI_REQUESTED_EVENT;
    int requested = (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
    switch (type) {
    case JVMPI_EVENT_CLASS_LOAD:
        hp_lock();
        hp_class_load(e);
        hp_unlock();
        break;
    case JVMPI_EVENT_CLASS_UNLOAD:
        hp_lock();
        hp_class_unload(e->u.class_unload.class_id);
        hp_unlock();
        break;
    case JVMPI_EVENT_THREAD_START:
        hp_lock();
        hp_thread_start(e);
        hp_unlock();
        break;
    case JVMPI_EVENT_THREAD_END:
        hp_samples_hold();
        hp_lock();
        hp_thread_end(e->env_id);
        hp_unlock();
        hp_samples_release();
        break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        object_alloc(e, requested);
        break;
    case JVMPI_EVENT_OBJECT_MOVE:
        /* inside a collection: data_lock is ours since GC_START (nested) */
        hp_lock();
        if (!hp_class_moved(e->u.obj_move.obj_id, e->u.obj_move.new_obj_id) || track_heap())
            hp_object_move(e->u.obj_move.arena_id, e->u.obj_move.obj_id,
                           e->u.obj_move.new_arena_id, e->u.obj_move.new_obj_id);
        hp_unlock();
        break;
    case JVMPI_EVENT_OBJECT_FREE:
        hp_lock();
        hp_object_free(e->u.obj_free.obj_id);
        hp_unlock();
        break;
    case JVMPI_EVENT_ARENA_DELETE:
        hp_lock();
        hp_arena_delete(e->u.delete_arena.arena_id);
        hp_unlock();
        break;
    case JVMPI_EVENT_ARENA_NEW:
        break;                   /* arenas matter only through their objects */
    case JVMPI_EVENT_GC_START:
        hp_lock();               /* held until GC_FINISH, as the spec advises */
        hp.in_gc = 1;
        break;
    case JVMPI_EVENT_GC_FINISH:
        hp.in_gc = 0;
        hp_unlock();
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
    case JVMPI_EVENT_METHOD_ENTRY2:
        hp_cpu_method_entry(e->env_id, e->u.method.method_id);
        break;
    case JVMPI_EVENT_METHOD_EXIT:
        hp_cpu_method_exit(e->env_id, e->u.method.method_id);
        break;
    case JVMPI_EVENT_HEAP_DUMP:
        hp_heapdump_event(e);
        break;
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
        write_profile(1);
        break;
    case JVMPI_EVENT_DATA_RESET_REQUEST:
        hp_lock();
        hp_cpu_reset();
        hp_samples_reset();
        hp_monitor_reset();
        hp_unlock();
        break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
        hp_monitor_contended_enter(e->env_id, e->u.monitor.object);
        break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER:
        hp_monitor_raw_contended_enter(e->env_id, e->u.raw_monitor.name, e->u.raw_monitor.id);
        break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
        hp_monitor_contended_entered(e->env_id);
        break;
    case JVMPI_EVENT_MONITOR_DUMP:
        hp_monitor_dump_event(e);
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        if (hp.opt.cpu == HP_CPU_SAMPLES)
            hp_samples_start();
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        shut_down();
        break;
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC:
    case JVMPI_EVENT_JNI_GLOBALREF_FREE:
    default:
        break;
    }
}

/* ---- loading --------------------------------------------------------------- */

static const jint always_enabled[] = {
    JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_CLASS_UNLOAD, JVMPI_EVENT_THREAD_START,
    JVMPI_EVENT_THREAD_END, JVMPI_EVENT_DATA_DUMP_REQUEST, JVMPI_EVENT_DATA_RESET_REQUEST,
    JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN, JVMPI_EVENT_GC_START,
    JVMPI_EVENT_GC_FINISH, JVMPI_EVENT_OBJECT_MOVE, JVMPI_EVENT_OBJECT_FREE,
    JVMPI_EVENT_ARENA_NEW, JVMPI_EVENT_ARENA_DELETE, JVMPI_EVENT_JNI_GLOBALREF_ALLOC,
    JVMPI_EVENT_JNI_GLOBALREF_FREE,
};

static int enable(jint ev)
{
    if (hp.jvmpi->EnableEvent(ev, NULL) == JVMPI_SUCCESS) {
        enabled_events[ev] = 1;
        return 1;
    }
    fprintf(stderr, "HPROF ERROR: the VM cannot send JVMPI event %d\n", (int)ev);
    return 0;
}

/* Where APR emulates atomics with mutexes, apr_atomic_init makes them (in a
 * pool kept for the process's life). */
static int atomics_init(void)
{
    apr_pool_t *pool;
    return apr_pool_create(&pool, NULL) != APR_SUCCESS || apr_atomic_init(pool) != APR_SUCCESS;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    void *iface = NULL;
    if ((*vm)->GetEnv(vm, &iface, JVMPI_VERSION_1) != JNI_OK || !iface) {
        fprintf(stderr, "HPROF ERROR: the VM offers no JVMPI interface\n");
        return JNI_ERR;
    }
    hp.jvmpi = iface;

    switch (hp_options_parse(options, &hp.opt, stderr)) {
    case HP_PARSE_OK:
        break;
    case HP_PARSE_HELP:
        hp_options_usage(stdout);
        fflush(stdout);
        hp.jvmpi->ProfilerExit(0);
        return JNI_ERR;          /* not reached */
    default:
        fflush(stderr);
        hp.jvmpi->ProfilerExit(1);
        return JNI_ERR;
    }

    if (apr_initialize() != APR_SUCCESS || atomics_init() || hp_classes_init() || hp_threads_init()
        || hp_traces_init() || hp_objects_init() || hp_sites_init()
        || hp_monitors_init()) {
        fprintf(stderr, "HPROF ERROR: out of memory\n");
        return JNI_ERR;
    }
    hp.data_lock = hp.jvmpi->RawMonitorCreate("_hprof_data_lock");
    hp.dump_lock = hp.jvmpi->RawMonitorCreate("_hprof_dump_lock");
    if (!hp.data_lock || !hp.dump_lock) {
        fprintf(stderr, "HPROF ERROR: cannot create raw monitors\n");
        return JNI_ERR;
    }
    if (hp_output_open() != 0) {
        fflush(stderr);
        hp.jvmpi->ProfilerExit(1);
        return JNI_ERR;
    }
    hp_cpu_init();
    if (hp.opt.cpu == HP_CPU_SAMPLES && hp_samples_init(vm) != 0) {
        fprintf(stderr, "HPROF ERROR: cannot create raw monitors\n");
        return JNI_ERR;
    }
    hp.jvmpi->NotifyEvent = notify_event;

    int ok = 1;
    for (size_t i = 0; i < sizeof always_enabled / sizeof always_enabled[0]; i++)
        ok &= enable(always_enabled[i]);
    if (track_heap())
        ok &= enable(JVMPI_EVENT_OBJECT_ALLOC);
    if (hp.opt.cpu == HP_CPU_TIMES || hp.opt.cpu == HP_CPU_OLD) {
        ok &= enable(JVMPI_EVENT_METHOD_ENTRY);
        ok &= enable(JVMPI_EVENT_METHOD_EXIT);
    }
    if (hp.opt.monitor) {
        ok &= enable(JVMPI_EVENT_MONITOR_CONTENDED_ENTER);
        ok &= enable(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED);
        ok &= enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER);
        ok &= enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED);
    }
    return ok ? JNI_OK : JNI_ERR;
}
