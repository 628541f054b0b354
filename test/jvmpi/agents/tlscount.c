/*
 * tlscount.c -- tests jvmpi.tlscount and jvmpi.jdk_jni_h (program
 * jvmpitest.Fib): the per-thread method counter of the JVMPI specification
 * (§1.5, "Threading and Locking Issues"), counting per method of the
 * program's classes.
 *
 *   THREAD_START   GetThreadLocalStorage(new thread) must be NULL; allocates
 *                  the thread's counters and stores them with
 *                  SetThreadLocalStorage; Get must then return them
 *   METHOD_ENTRY   GetThreadLocalStorage(env_id) -> counters; counts the
 *                  entry (an entry into a program method on a thread that
 *                  had no THREAD_START is a FAIL); GetCurrentThreadCpuTime
 *                  must not decrease on a thread
 *   THREAD_END     formats the thread's counts, frees the storage
 *   JVM_SHUT_DOWN  prints the threads' lines sorted by thread name
 *
 * The same source is built twice: against Lantern's jni.h, and (test
 * jvmpi.jdk_jni_h) against the JDK 17's own include/jni.h with jvmpi.h.
 */
#include "agent.h"

#define MAX_COUNTED 32

typedef struct {
    char *thread_name;
    jmethodID mids[MAX_COUNTED];
    long counts[MAX_COUNTED];
    int n;
    jlong last_cpu;
} Counters;

static Strlist results;
static long orphan_entries;
static long cpu_backwards;

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void thread_start(JVMPI_Event *ev)
{
    JNIEnv *env = ev->u.thread_start.thread_env_id;
    Counters *c;
    void *before = jvmpi->GetThreadLocalStorage(env);
    CHECK(before == NULL, "thread %s: thread-local storage not NULL before it was set",
          str_or(ev->u.thread_start.thread_name, "(null)"));
    CHECK(ev->u.thread_start.thread_name != NULL, "THREAD_START without a thread name");
    c = (Counters *)xcalloc(1, sizeof *c);
    c->thread_name = xstrdup(str_or(ev->u.thread_start.thread_name, "(null)"));
    jvmpi->SetThreadLocalStorage(env, c);
    CHECK(jvmpi->GetThreadLocalStorage(env) == c, "thread %s: GetThreadLocalStorage does not "
          "return what SetThreadLocalStorage stored", c->thread_name);
}

static void method_entry(JVMPI_Event *ev)
{
    Counters *c = (Counters *)jvmpi->GetThreadLocalStorage(ev->env_id);
    jmethodID mid = ev->u.method.method_id;
    MethodInfo *mi;
    int i;
    jlong now;

    lock();
    mi = method_info(mid);
    if (!mi || !is_test_class(mi->class_name)) {
        unlock();
        return;
    }
    if (!c) {
        if (orphan_entries++ == 0)
            fail("METHOD_ENTRY of %s.%s on a thread without THREAD_START", mi->class_name, mi->name);
        unlock();
        return;
    }
    unlock();
    /* the thread's own counters: no lock needed from here */
    now = jvmpi->GetCurrentThreadCpuTime();
    if (now < c->last_cpu || now < 0) {
        if (cpu_backwards++ == 0)
            fail("GetCurrentThreadCpuTime went from %lld to %lld on thread %s",
                 (long long)c->last_cpu, (long long)now, c->thread_name);
    }
    c->last_cpu = now;
    for (i = 0; i < c->n; i++)
        if (c->mids[i] == mid)
            break;
    if (i == c->n) {
        if (c->n == MAX_COUNTED)
            return;
        c->mids[c->n++] = mid;
    }
    c->counts[i]++;
}

static void thread_end(JVMPI_Event *ev)
{
    Counters *c = (Counters *)jvmpi->GetThreadLocalStorage(ev->env_id);
    char line[1024];
    char *parts[MAX_COUNTED];
    int i;
    size_t len;
    if (!c) {
        fail("THREAD_END of a thread without thread-local storage");
        return;
    }
    lock();
    for (i = 0; i < c->n; i++) {
        MethodInfo *mi = method_info(c->mids[i]);
        char buf[256];
        snprintf(buf, sizeof buf, " %s.%s=%ld", mi->class_name + 10, mi->name, c->counts[i]);
        parts[i] = xstrdup(buf);
    }
    qsort(parts, (size_t)c->n, sizeof(char *), cmp_names);
    snprintf(line, sizeof line, "thread %s:", c->thread_name);
    for (i = 0; i < c->n; i++) {
        len = strlen(line);
        snprintf(line + len, sizeof line - len, "%s", parts[i]);
        free(parts[i]);
    }
    strlist_add(&results, "%s", line);
    unlock();
    jvmpi->SetThreadLocalStorage(ev->env_id, NULL);
    free(c->thread_name);
    free(c);
}

static void shut_down(void)
{
    size_t i;
    lock();
    strlist_sort(&results);
    for (i = 0; i < results.n; i++)
        say("%s", results.items[i]);
    say("entries into program methods before THREAD_START: %ld", orphan_entries);
    say("GetCurrentThreadCpuTime decreased: %ld", cpu_backwards);
    say("%s", agent_failures ? "FAILED" : "PASS");
    unlock();
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_THREAD_START: thread_start(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY: method_entry(ev); break;
    case JVMPI_EVENT_THREAD_END: thread_end(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    default: break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_THREAD_START);
    enable(JVMPI_EVENT_THREAD_END);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
