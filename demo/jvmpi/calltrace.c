/*
 * calltrace.c -- sample JVMPI agent: prints the call tree of each thread,
 * for the methods of the classes whose names start with a prefix.
 *
 *   java -Xrunjvmpi_calltrace:JvmpiDemo -cp . JvmpiDemo calls
 *
 * The option is the class-name prefix (dots or slashes: com.example or
 * com/example); it is required, since every method of every class would be
 * far too much.  A thread's tree is printed when the thread ends (main's
 * too: its THREAD_END comes before JVM_SHUT_DOWN); the trees of threads
 * still running at JVM_SHUT_DOWN are printed then.
 *
 * What it shows
 *   - CLASS_LOAD lists a class's methods with their method IDs, which stay
 *     valid for the VM's life: a table method ID -> "Class.name(sig)" is
 *     all METHOD_ENTRY needs.  Only matching classes go into it, so a
 *     method not in the table is one not to print.
 *   - METHOD_ENTRY and METHOD_EXIT come in pairs on the thread that runs
 *     the method, for every method (native ones and exits by exception
 *     too).  The agent keeps one flag per frame on the thread's stack
 *     ("was this one printed?"), so that a printed method called through
 *     unprinted ones (java.lang.Thread.run, say) still nests under its
 *     printed caller.
 *   - A thread is its JNIEnv *, and the per-thread state hangs off it with
 *     SetThreadLocalStorage / GetThreadLocalStorage: no lock is needed to
 *     find it.  THREAD_START (sent on the new thread, or asked for) names
 *     the thread; its thread_env_id is the JNIEnv * of the thread started.
 *
 * Where it may call what
 *   METHOD_ENTRY/EXIT carry no object IDs and run with the collector
 *   enabled; still, they run for every call, so the handlers only look up
 *   a table and append to a buffer.  The method table is shared by all
 *   threads (CLASS_LOAD can come from any), so it and the trees sit behind
 *   one raw monitor.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni.h"
#include "jvmpi.h"

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static char *prefix;              /* slashes, as class names come */

/* ---- method ID -> printable name ------------------------------------------ */

typedef struct method {
    jmethodID id;
    char *text;                   /* "JvmpiDemo.fib(I)I" */
    struct method *next;
} method;

#define BUCKETS 4096
static method *methods[BUCKETS];

static unsigned bucket(jmethodID id)
{
    return (unsigned)(((size_t)id >> 3) % BUCKETS);
}

static const char *method_text(jmethodID id)
{
    method *m;
    for (m = methods[bucket(id)]; m; m = m->next)
        if (m->id == id)
            return m->text;
    return NULL;
}

static void class_load(JVMPI_Event *ev)
{
    const char *cname = ev->u.class_load.class_name;
    jint i;
    if (strncmp(cname, prefix, strlen(prefix)) != 0)
        return;
    jvmpi->RawMonitorEnter(lock);
    for (i = 0; i < ev->u.class_load.num_methods; i++) {
        JVMPI_Method *jm = &ev->u.class_load.methods[i];
        size_t n = strlen(cname) + strlen(jm->method_name) + strlen(jm->method_signature) + 2;
        method *m = (method *)malloc(sizeof *m);
        char *p;
        if (!m || !(m->text = (char *)malloc(n))) {
            free(m);
            break;
        }
        sprintf(m->text, "%s.%s%s", cname, jm->method_name, jm->method_signature);
        for (p = m->text; *p && p < m->text + strlen(cname); p++)
            if (*p == '/')
                *p = '.';
        m->id = jm->method_id;
        m->next = methods[bucket(m->id)];
        methods[bucket(m->id)] = m;
    }
    jvmpi->RawMonitorExit(lock);
}

/* ---- threads ---------------------------------------------------------------- */

typedef struct thread {
    char name[128];
    unsigned char *printed;       /* per frame: 1 if its line was written */
    int frames, frames_cap;
    int depth;                    /* printed frames on the stack */
    char *tree;                   /* the lines so far */
    size_t len, cap;
    int done;                     /* tree printed */
    struct thread *all;
} thread;

static thread *all_threads;

static thread *thread_of(JNIEnv *env, const char *name)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(env);
    if (t || !env)
        return t;
    /* A thread whose THREAD_START we did not see: state made on first use. */
    t = (thread *)calloc(1, sizeof *t);
    if (!t)
        return NULL;
    strncpy(t->name, name ? name : "(unnamed)", sizeof t->name - 1);
    jvmpi->RawMonitorEnter(lock);
    t->all = all_threads;
    all_threads = t;
    jvmpi->RawMonitorExit(lock);
    jvmpi->SetThreadLocalStorage(env, t);
    return t;
}

static void append(thread *t, const char *text)
{
    size_t n = strlen(text), need = t->len + 2 * (size_t)t->depth + n + 2;
    int i;
    if (need > t->cap) {
        size_t cap = t->cap ? t->cap : 1024;
        char *b;
        while (cap < need)
            cap *= 2;
        if (!(b = (char *)realloc(t->tree, cap)))
            return;
        t->tree = b;
        t->cap = cap;
    }
    for (i = 0; i < t->depth; i++) {
        t->tree[t->len++] = ' ';
        t->tree[t->len++] = ' ';
    }
    memcpy(t->tree + t->len, text, n);
    t->len += n;
    t->tree[t->len++] = '\n';
}

static void method_entry(JVMPI_Event *ev)
{
    thread *t = thread_of(ev->env_id, NULL);
    const char *text;
    if (!t)
        return;
    jvmpi->RawMonitorEnter(lock);
    if (t->frames == t->frames_cap) {
        int cap = t->frames_cap ? 2 * t->frames_cap : 256;
        unsigned char *p = (unsigned char *)realloc(t->printed, (size_t)cap);
        if (!p) {
            jvmpi->RawMonitorExit(lock);
            return;
        }
        t->printed = p;
        t->frames_cap = cap;
    }
    text = method_text(ev->u.method.method_id);
    t->printed[t->frames++] = text != NULL;
    if (text) {
        append(t, text);
        t->depth++;
    }
    jvmpi->RawMonitorExit(lock);
}

static void method_exit(JVMPI_Event *ev)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(ev->env_id);
    if (!t || t->frames == 0)
        return;                   /* a frame entered before we were watching */
    jvmpi->RawMonitorEnter(lock);
    if (t->printed[--t->frames])
        t->depth--;
    jvmpi->RawMonitorExit(lock);
}

/* Called with the lock held. */
static void print_tree(thread *t)
{
    if (t->done)
        return;
    t->done = 1;
    if (t->len == 0)
        return;                   /* ran nothing that matches */
    printf("calltrace: thread %s\n%.*s", t->name, (int)t->len, t->tree);
    fflush(stdout);
}

static void thread_start(JVMPI_Event *ev)
{
    thread *t = thread_of(ev->u.thread_start.thread_env_id, ev->u.thread_start.thread_name);
    /* If the state was made earlier (a METHOD_ENTRY came first), name it now. */
    if (t && ev->u.thread_start.thread_name)
        strncpy(t->name, ev->u.thread_start.thread_name, sizeof t->name - 1);
}

static void thread_end(JVMPI_Event *ev)
{
    thread *t = (thread *)jvmpi->GetThreadLocalStorage(ev->env_id);
    if (!t)
        return;
    jvmpi->RawMonitorEnter(lock);
    print_tree(t);
    jvmpi->RawMonitorExit(lock);
    /* The state stays on all_threads (printed) -- the JNIEnv goes away. */
    jvmpi->SetThreadLocalStorage(ev->env_id, NULL);
}

static void shut_down(void)
{
    thread *t, *order = NULL, *next;
    jvmpi->RawMonitorEnter(lock);
    /* all_threads is newest first: print in start order */
    for (t = all_threads; t; t = next) {
        next = t->all;
        t->all = order;
        order = t;
    }
    all_threads = order;
    for (t = all_threads; t; t = t->all)
        print_tree(t);
    jvmpi->RawMonitorExit(lock);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_METHOD_ENTRY:
        method_entry(ev);
        break;
    case JVMPI_EVENT_METHOD_EXIT:
        method_exit(ev);
        break;
    case JVMPI_EVENT_CLASS_LOAD:
        class_load(ev);
        break;
    case JVMPI_EVENT_THREAD_START:
        thread_start(ev);
        break;
    case JVMPI_EVENT_THREAD_END:
        thread_end(ev);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        shut_down();
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    static const jint events[] = {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_METHOD_EXIT,
                                  JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END, JVMPI_EVENT_JVM_SHUT_DOWN};
    size_t i;
    char *p;
    (void)reserved;
    if (!options || !*options) {
        fprintf(stderr, "calltrace: give a class-name prefix, e.g. -Xrunjvmpi_calltrace:JvmpiDemo\n");
        return JNI_ERR;
    }
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK)
        return JNI_ERR;
    prefix = (char *)malloc(strlen(options) + 1);
    if (!prefix)
        return JNI_ERR;
    strcpy(prefix, options);
    for (p = prefix; *p; p++)
        if (*p == '.')
            *p = '/';
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("calltrace");
    if (!lock)
        return JNI_ERR;
    for (i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS)
            return JNI_ERR;
    return JNI_OK;
}
