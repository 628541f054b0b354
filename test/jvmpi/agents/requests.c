/*
 * requests.c -- test jvmpi.requests (program jvmpitest.Requests): what
 * RequestEvent, EnableEvent and DisableEvent return, and that a requested
 * event arrives during the call, on the calling thread, with
 * JVMPI_REQUESTED_EVENT in event_type.
 *
 * At checkpoint()'s METHOD_ENTRY, with GC disabled by the agent:
 *   valid ids    the program class's id (GetMethodClass) and the main
 *                thread's object id (GetThreadObject): CLASS_LOAD,
 *                OBJECT_ALLOC, THREAD_START, OBJECT_DUMP requests succeed and
 *                describe those objects; HEAP_DUMP with NULL (level 2) and
 *                level 1 (with option "monitor_dump", test
 *                jvmpi.requests_monitor_dump: MONITOR_DUMP only)
 *   bad ids      NULL, the address of a C variable of the agent, an address
 *                inside the class object (id + 1), an object of the wrong
 *                kind (the thread as a class, the class as a thread):
 *                JVMPI_FAIL, no event, no crash
 *   not requestable / unknown event numbers: JVMPI_NOT_AVAILABLE
 *   Enable/DisableEvent of the request-only events (HEAP_DUMP, OBJECT_DUMP,
 *   MONITOR_DUMP) and of unknown numbers: JVMPI_NOT_AVAILABLE
 * Every line printed is the expected text; a difference is a failure.
 */
#include "agent.h"

static int recording;
static jint requested_type;
static int received;
static char got[512];
static JNIEnv *caller_env;
static jobjectID want_class, want_thread;
static int some_static_variable;
static int monitor_dump_only;

static const char *same(const void *a, const void *b)
{
    return a == b ? "same" : "OTHER";
}

static void describe(JVMPI_Event *ev)
{
    char buf[400];
    jint base = ev->event_type & ~JVMPI_REQUESTED_EVENT;
    const char *req = (ev->event_type & JVMPI_REQUESTED_EVENT) ? "|REQUESTED" : "";
    buf[0] = 0;
    switch (base) {
    case JVMPI_EVENT_CLASS_LOAD:
        snprintf(buf, sizeof buf, "name=%s id=%s", str_or(ev->u.class_load.class_name, "(null)"),
                 same(ev->u.class_load.class_id, want_class));
        break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        snprintf(buf, sizeof buf, "obj=%s is_array=%d class_id=%s size>0=%s",
                 same(ev->u.obj_alloc.obj_id, want_class), (int)ev->u.obj_alloc.is_array,
                 ev->u.obj_alloc.class_id ? "set" : "NULL", ev->u.obj_alloc.size > 0 ? "yes" : "no");
        break;
    case JVMPI_EVENT_THREAD_START:
        snprintf(buf, sizeof buf, "name=%s group=%s parent=%s thread_id=%s env=%s",
                 str_or(ev->u.thread_start.thread_name, "(null)"),
                 str_or(ev->u.thread_start.group_name, "(null)"),
                 str_or(ev->u.thread_start.parent_name, "(null)"),
                 same(ev->u.thread_start.thread_id, want_thread),
                 same(ev->u.thread_start.thread_env_id, caller_env));
        break;
    case JVMPI_EVENT_OBJECT_DUMP: {
        Reader r;
        unsigned tag;
        void *id;
        r.p = (const unsigned char *)ev->u.object_dump.data;
        r.end = r.p + (ev->u.object_dump.data_len > 0 ? ev->u.object_dump.data_len : 0);
        r.overrun = 0;
        tag = rd_u1(&r);
        id = rd_id(&r);
        snprintf(buf, sizeof buf, "record=0x%02x id=%s", tag,
                 id == want_class ? "class" : id == want_thread ? "thread" : "OTHER");
        break;
    }
    case JVMPI_EVENT_HEAP_DUMP:
        snprintf(buf, sizeof buf, "level=%d nonempty=%s", ev->u.heap_dump.dump_level,
                 ev->u.heap_dump.end > ev->u.heap_dump.begin ? "yes" : "no");
        break;
    case JVMPI_EVENT_MONITOR_DUMP:
        snprintf(buf, sizeof buf, "buffer=%s",
                 ev->u.monitor_dump.end >= ev->u.monitor_dump.begin ? "ok" : "bad");
        break;
    default:
        break;
    }
    snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s%s %s thread=%s", got[0] ? "; " : "",
             event_name(ev->event_type), req, buf, same(ev->env_id, caller_env));
}

static void request(const char *what, jint ev, void *arg)
{
    jint rc;
    got[0] = 0;
    received = 0;
    requested_type = ev;
    recording = 1;
    rc = jvmpi->RequestEvent(ev, arg);
    recording = 0;
    say("RequestEvent(%s, %s) = %d: %s", event_name(ev), what, (int)rc, received ? got : "no event");
}

static void enable_disable(jint ev)
{
    jint e = jvmpi->EnableEvent(ev, NULL);
    jint d = jvmpi->DisableEvent(ev, NULL);
    say("EnableEvent(%d) = %d, DisableEvent(%d) = %d", (int)ev, (int)e, (int)ev, (int)d);
}

static void checkpoint(JNIEnv *env)
{
    static const jint unknown[] = {0, 10, 32, 36, 62, 100, -1};
    static const jint not_requestable[] = {JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_GC_START,
                                           JVMPI_EVENT_CLASS_LOAD_HOOK, JVMPI_EVENT_JVM_INIT_DONE,
                                           JVMPI_EVENT_ARENA_NEW};
    JVMPI_HeapDumpArg level1;
    size_t i;
    jmethodID mid = NULL;
    PmapEntry *e;

    caller_env = env;
    PMAP_FOREACH(&method_index, e) {
        MethodInfo *mi = (MethodInfo *)e->value;
        if (strcmp(mi->class_name, "jvmpitest/Requests") == 0 && strcmp(mi->name, "checkpoint") == 0)
            mid = (jmethodID)e->key;
    }
    jvmpi->DisableGC();
    want_class = jvmpi->GetMethodClass(mid);
    want_thread = jvmpi->GetThreadObject(env);
    say("class id and thread id known: %s", want_class && want_thread ? "yes" : "no");
    if (monitor_dump_only) {
        request("NULL", JVMPI_EVENT_MONITOR_DUMP, NULL);
        jvmpi->EnableGC();
        return;
    }

    request("the class", JVMPI_EVENT_CLASS_LOAD, want_class);
    request("the class object", JVMPI_EVENT_OBJECT_ALLOC, want_class);
    request("the main thread", JVMPI_EVENT_THREAD_START, want_thread);
    request("the class", JVMPI_EVENT_OBJECT_DUMP, want_class);
    request("the thread object", JVMPI_EVENT_OBJECT_DUMP, want_thread);
    request("NULL", JVMPI_EVENT_HEAP_DUMP, NULL);
    level1.heap_dump_level = JVMPI_DUMP_LEVEL_1;
    request("level 1", JVMPI_EVENT_HEAP_DUMP, &level1);

    request("NULL", JVMPI_EVENT_CLASS_LOAD, NULL);
    request("an agent variable", JVMPI_EVENT_CLASS_LOAD, &some_static_variable);
    request("class id + 1", JVMPI_EVENT_CLASS_LOAD, (char *)want_class + 1);
    request("the thread object", JVMPI_EVENT_CLASS_LOAD, want_thread);
    request("NULL", JVMPI_EVENT_OBJECT_ALLOC, NULL);
    request("an agent variable", JVMPI_EVENT_OBJECT_ALLOC, &some_static_variable);
    request("class id + 1", JVMPI_EVENT_OBJECT_ALLOC, (char *)want_class + 1);
    request("NULL", JVMPI_EVENT_OBJECT_DUMP, NULL);
    request("an agent variable", JVMPI_EVENT_OBJECT_DUMP, &some_static_variable);
    request("class id + 1", JVMPI_EVENT_OBJECT_DUMP, (char *)want_class + 1);
    request("NULL", JVMPI_EVENT_THREAD_START, NULL);
    request("an agent variable", JVMPI_EVENT_THREAD_START, &some_static_variable);
    request("the class", JVMPI_EVENT_THREAD_START, want_class);

    for (i = 0; i < sizeof not_requestable / sizeof not_requestable[0]; i++)
        request("NULL", not_requestable[i], NULL);
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        jint rc = jvmpi->RequestEvent(unknown[i], NULL);
        say("RequestEvent(%d, NULL) = %d", (int)unknown[i], (int)rc);
    }
    jvmpi->EnableGC();

    enable_disable(JVMPI_EVENT_HEAP_DUMP);
    enable_disable(JVMPI_EVENT_OBJECT_DUMP);
    enable_disable(JVMPI_EVENT_MONITOR_DUMP);
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
        enable_disable(unknown[i]);
    enable_disable(JVMPI_EVENT_GC_START);
}

static void notify(JVMPI_Event *ev)
{
    /* a requested event, or one of the requested type without the flag */
    if ((ev->event_type & JVMPI_REQUESTED_EVENT) || (recording && ev->event_type == requested_type)) {
        if (!recording)
            fail("a requested event (%s) outside RequestEvent", event_name(ev->event_type));
        else {
            received++;
            describe(ev);
        }
        return;
    }
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        if (method_is(ev->u.method.method_id, "jvmpitest/Requests", "checkpoint"))
            checkpoint(ev->env_id);
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
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    monitor_dump_only = options && strcmp(options, "monitor_dump") == 0;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
