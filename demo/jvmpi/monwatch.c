/*
 * monwatch.c -- sample JVMPI agent: watches Java monitors.  For each
 * monitor that threads had to queue for, or waited on, it counts the
 * contended enters and the waits and sums the time they took; the totals
 * are printed at JVM_SHUT_DOWN, one line per monitor, named by the class
 * of its object.
 *
 *   java -Xrunjvmpi_monwatch -cp . JvmpiDemo
 *
 * What it shows
 *   - MONITOR_CONTENDED_ENTER (a thread found the monitor taken and is
 *     about to block), MONITOR_CONTENDED_ENTERED (it got it),
 *     MONITOR_CONTENDED_EXIT (the owner let go while others queued),
 *     MONITOR_WAIT / MONITOR_WAITED (Object.wait; in Lantern also
 *     Thread.sleep, with a NULL object).  All come on the thread concerned.
 *   - Timing: ENTER and ENTERED come on the same thread, so the start time
 *     is kept in thread-local storage (Get/SetThreadLocalStorage) along
 *     with the monitor's record -- not its object ID, which a collection
 *     during the block may have changed.  Wall time is the C library's
 *     timespec_get; GetCurrentThreadCpuTime gives the CPU time the thread
 *     used meanwhile (about none: a blocked thread does not spin).
 *   - Naming an object: RequestEvent(OBJECT_ALLOC, obj) answers with the
 *     object's class ID (and array kind), RequestEvent(CLASS_LOAD, class)
 *     with the class's name.  Both answers come at once, on this thread,
 *     through NotifyEvent, marked JVMPI_REQUESTED_EVENT.  The agent calls
 *     DisableGC first: an object ID is only good while no collection can
 *     move the object.  Each monitor is named once, at its first event.
 *   - Following objects: the records are filed by object ID, so the agent
 *     listens to OBJECT_MOVE (re-file under the new ID) and OBJECT_FREE
 *     (the object died: its record stays for the report but leaves the
 *     table, so a new object at the same address is a new monitor).
 *
 * Where it may call what
 *   Inside DisableGC/EnableGC, and in OBJECT_MOVE/OBJECT_FREE (sent by the
 *   collecting thread while the other Java threads are stopped), the agent
 *   must not call JNI or make Java objects; RequestEvent, malloc and raw
 *   monitors are fine.  The requests are made without holding the agent's
 *   lock, since their answers take it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "jni.h"
#include "jvmpi.h"

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;

typedef struct monitor {
    jobjectID id;                 /* current object ID; NULL once it died */
    char name[256];               /* class of the object */
    int serial;                   /* 1, 2, ... in order of first event */
    long enters, entered, exits, waits;
    double blocked_ms, blocked_cpu_ms, waited_ms;
    struct monitor *next;         /* same bucket */
    struct monitor *all;          /* every record, newest first */
} monitor;

#define BUCKETS 1024
static monitor *table[BUCKETS];
static monitor *all_monitors;
static int serials;
static monitor sleeps;            /* MONITOR_WAIT with a NULL object: Thread.sleep */

/* Per thread: the contended enter or wait in progress, and the answers of
 * this thread's requests. */
typedef struct thread {
    monitor *entering, *waiting;
    double enter_ms, wait_ms;
    jlong enter_cpu;
    jobjectID answer_class;       /* from the requested OBJECT_ALLOC */
    jint answer_kind;             /* its is_array */
    char answer_name[256];        /* from the requested CLASS_LOAD */
} thread;

/* Wall-clock milliseconds.  timespec_get is C11 (glibc, and mingw-w64's
 * C library); a C89 library has only time(), whole seconds. */
static double now_ms(void)
{
#if defined(TIME_UTC)
    struct timespec ts;
    if (timespec_get(&ts, TIME_UTC))
        return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
#endif
    return (double)time(NULL) * 1000.0;
}

/* strncpy that always ends the string (and that GCC does not warn about). */
static void copy_text(char *to, size_t n, const char *from)
{
    size_t len = strlen(from);
    if (len >= n)
        len = n - 1;
    memcpy(to, from, len);
    to[len] = '\0';
}

static thread *thread_of(JNIEnv *env)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(env);
    if (!t && (t = (thread *)calloc(1, sizeof *t)) != NULL)
        jvmpi->SetThreadLocalStorage(env, t);
    return t;
}

static unsigned bucket(jobjectID id)
{
    return (unsigned)(((size_t)id >> 3) % BUCKETS);
}

static monitor *find(jobjectID id)
{
    monitor *m;
    for (m = table[bucket(id)]; m; m = m->next)
        if (m->id == id)
            return m;
    return NULL;
}

static void unfile(monitor *m)
{
    monitor **p;
    for (p = &table[bucket(m->id)]; *p; p = &(*p)->next)
        if (*p == m) {
            *p = m->next;
            return;
        }
}

static void file(monitor *m)
{
    m->next = table[bucket(m->id)];
    table[bucket(m->id)] = m;
}

/* The class of obj as Java writes it ("JvmpiDemo$Lock", "int[]"), by two
 * requests.  GC is disabled by the caller. */
static void name_object(thread *t, jobjectID obj, char *to, size_t n)
{
    static const char *const prim[] = {"boolean[]", "char[]", "float[]", "double[]",
                                       "byte[]", "short[]", "int[]", "long[]"};
    char *p;
    t->answer_class = NULL;
    t->answer_kind = -1;
    t->answer_name[0] = '\0';
    if (jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, obj) != JVMPI_SUCCESS) {
        copy_text(to, n, "(unknown object)");
        return;
    }
    if (!t->answer_class) {
        /* a primitive array, or the Class object of java.lang.Class */
        if (t->answer_kind >= JVMPI_BOOLEAN && t->answer_kind <= JVMPI_LONG)
            copy_text(to, n, prim[t->answer_kind - JVMPI_BOOLEAN]);
        else
            copy_text(to, n, "java.lang.Class");
        return;
    }
    if (jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, t->answer_class) != JVMPI_SUCCESS || !t->answer_name[0]) {
        copy_text(to, n, "(unknown class)");
        return;
    }
    copy_text(to, n, t->answer_name);
    for (p = to; *p; p++)
        if (*p == '/')
            *p = '.';
    if (t->answer_kind == JVMPI_CLASS && strlen(to) + 2 < n)
        strcat(to, "[]");         /* an array of references: class is the element's */
}

/* The record of obj, made (and named) at its first event.  GC is disabled
 * by the caller, so obj stays valid throughout. */
static monitor *monitor_of(thread *t, jobjectID obj)
{
    monitor *m;
    char name[256];
    if (!obj)
        return &sleeps;
    jvmpi->RawMonitorEnter(lock);
    m = find(obj);
    jvmpi->RawMonitorExit(lock);
    if (m)
        return m;
    name[0] = '\0';
    name_object(t, obj, name, sizeof name);
    jvmpi->RawMonitorEnter(lock);
    m = find(obj);                /* another thread may have been quicker */
    if (!m && (m = (monitor *)calloc(1, sizeof *m)) != NULL) {
        m->id = obj;
        strcpy(m->name, name);
        m->serial = ++serials;
        file(m);
        m->all = all_monitors;
        all_monitors = m;
    }
    jvmpi->RawMonitorExit(lock);
    return m;
}

/* ---- events ----------------------------------------------------------------------- */

static void contended_enter(JVMPI_Event *ev)
{
    thread *t = thread_of(ev->env_id);
    monitor *m;
    if (!t)
        return;
    jvmpi->DisableGC();
    m = monitor_of(t, ev->u.monitor.object);
    jvmpi->EnableGC();
    if (!m)
        return;
    t->entering = m;
    t->enter_ms = now_ms();
    t->enter_cpu = jvmpi->GetCurrentThreadCpuTime();
    jvmpi->RawMonitorEnter(lock);
    m->enters++;
    jvmpi->RawMonitorExit(lock);
}

static void contended_entered(JVMPI_Event *ev)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(ev->env_id);
    monitor *m = t ? t->entering : NULL;
    double cpu_ms;
    if (!m)
        return;
    t->entering = NULL;
    cpu_ms = (double)(jvmpi->GetCurrentThreadCpuTime() - t->enter_cpu) / 1e6;
    jvmpi->RawMonitorEnter(lock);
    m->entered++;
    m->blocked_ms += now_ms() - t->enter_ms;
    m->blocked_cpu_ms += cpu_ms;
    jvmpi->RawMonitorExit(lock);
}

static void contended_exit(JVMPI_Event *ev)
{
    thread *t = thread_of(ev->env_id);
    monitor *m;
    if (!t)
        return;
    jvmpi->DisableGC();
    m = monitor_of(t, ev->u.monitor.object);
    jvmpi->EnableGC();
    if (!m)
        return;
    jvmpi->RawMonitorEnter(lock);
    m->exits++;
    jvmpi->RawMonitorExit(lock);
}

static void wait_start(JVMPI_Event *ev)
{
    thread *t = thread_of(ev->env_id);
    if (!t)
        return;
    jvmpi->DisableGC();
    t->waiting = monitor_of(t, ev->u.monitor_wait.object);
    jvmpi->EnableGC();
    t->wait_ms = now_ms();
}

static void wait_end(JVMPI_Event *ev)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(ev->env_id);
    monitor *m = t ? t->waiting : NULL;
    if (!m)
        return;
    t->waiting = NULL;
    jvmpi->RawMonitorEnter(lock);
    m->waits++;
    m->waited_ms += now_ms() - t->wait_ms;
    jvmpi->RawMonitorExit(lock);
}

static void object_move(JVMPI_Event *ev)
{
    monitor *m;
    jvmpi->RawMonitorEnter(lock);
    if ((m = find(ev->u.obj_move.obj_id)) != NULL) {
        unfile(m);
        m->id = ev->u.obj_move.new_obj_id;
        file(m);
    }
    jvmpi->RawMonitorExit(lock);
}

static void object_free(JVMPI_Event *ev)
{
    monitor *m;
    jvmpi->RawMonitorEnter(lock);
    if ((m = find(ev->u.obj_free.obj_id)) != NULL) {
        unfile(m);
        m->id = NULL;
    }
    jvmpi->RawMonitorExit(lock);
}

/* The answers to name_object's requests, on the requesting thread. */
static void answer(JVMPI_Event *ev)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(ev->env_id);
    if (!t)
        return;
    if ((ev->event_type & ~JVMPI_REQUESTED_EVENT) == JVMPI_EVENT_OBJECT_ALLOC) {
        t->answer_class = ev->u.obj_alloc.class_id;
        t->answer_kind = ev->u.obj_alloc.is_array;
    } else {
        copy_text(t->answer_name, sizeof t->answer_name, ev->u.class_load.class_name);
    }
}

static void print_line(const char *name, int serial, const monitor *m)
{
    char label[300];
    if (serial)
        sprintf(label, "%.250s #%d", name, serial);
    else
        sprintf(label, "%.250s", name);
    printf("monwatch: %-28s %6ld %7ld %5ld %10.1f %7.1f %5ld %10.1f\n", label, m->enters, m->entered, m->exits,
           m->blocked_ms, m->blocked_cpu_ms, m->waits, m->waited_ms);
}

static void report(void)
{
    monitor *m, *order = NULL, *next;
    jvmpi->RawMonitorEnter(lock);
    for (m = all_monitors; m; m = next) { /* oldest first */
        next = m->all;
        m->all = order;
        order = m;
    }
    all_monitors = order;
    printf("monwatch: %-28s %6s %7s %5s %10s %7s %5s %10s\n", "monitor", "enters", "entered", "exits",
           "blocked-ms", "cpu-ms", "waits", "waited-ms");
    for (m = all_monitors; m; m = m->all)
        print_line(m->name, m->serial, m);
    if (sleeps.waits)
        print_line("(Thread.sleep)", 0, &sleeps);
    fflush(stdout);
    jvmpi->RawMonitorExit(lock);
}

static void notify(JVMPI_Event *ev)
{
    if (ev->event_type & JVMPI_REQUESTED_EVENT) {
        answer(ev);
        return;
    }
    switch (ev->event_type) {
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
        contended_enter(ev);
        break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
        contended_entered(ev);
        break;
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT:
        contended_exit(ev);
        break;
    case JVMPI_EVENT_MONITOR_WAIT:
        wait_start(ev);
        break;
    case JVMPI_EVENT_MONITOR_WAITED:
        wait_end(ev);
        break;
    case JVMPI_EVENT_OBJECT_MOVE:
        object_move(ev);
        break;
    case JVMPI_EVENT_OBJECT_FREE:
        object_free(ev);
        break;
    case JVMPI_EVENT_THREAD_END:
        free(jvmpi->GetThreadLocalStorage(ev->env_id));
        jvmpi->SetThreadLocalStorage(ev->env_id, NULL);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        report();
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    static const jint events[] = {JVMPI_EVENT_MONITOR_CONTENDED_ENTER, JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,
                                  JVMPI_EVENT_MONITOR_CONTENDED_EXIT, JVMPI_EVENT_MONITOR_WAIT,
                                  JVMPI_EVENT_MONITOR_WAITED, JVMPI_EVENT_OBJECT_MOVE, JVMPI_EVENT_OBJECT_FREE,
                                  JVMPI_EVENT_THREAD_END, JVMPI_EVENT_JVM_SHUT_DOWN};
    size_t i;
    (void)reserved;
    if (options && *options) {
        fprintf(stderr, "monwatch: takes no options\n");
        return JNI_ERR;
    }
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK)
        return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("monwatch");
    if (!lock)
        return JNI_ERR;
    for (i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS)
            return JNI_ERR;
    return JNI_OK;
}
