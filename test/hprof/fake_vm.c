/*
 * fake_vm.c -- a scripted stand-in for a JVMPI virtual machine, to test the
 * HPROF agent on its own, deterministically, on every platform.
 *
 *   fake_vm <agent library> <options|-> [scenario...]
 *
 * It loads the agent with APR, calls JVM_OnLoad, then plays one fixed
 * "program" through JVMPI events exactly as the VM contract describes them
 * (two-space copying collector with ARENA_DELETE, class ids that move,
 * big-endian dump buffers, a clock it controls), so the profile's numbers
 * are known in advance.  Scenarios add to the play:
 *   dumpreq   a Ctrl-\ (DATA_DUMP_REQUEST + DATA_RESET_REQUEST) mid-run
 *   freeobj   OBJECT_FREE per dead object instead of ARENA_DELETE
 *   monitors  main blocks twice entering the monitor of the last demo/Node
 *             (MONITOR_CONTENDED_ENTER/ENTERED), once on a raw monitor
 *             "fake lock"; RequestEvent(MONITOR_DUMP) answers with that
 *             node owned by main, the signal dispatcher waiting to enter
 *             it, and the raw monitor unowned with main waiting on it
 * It fails (exit 3) if the agent leaves events enabled after JVM_SHUT_DOWN
 * or calls the interface wrongly; ProfilerExit(n) exits with n.
 */
#include "jni.h"
#include "jvmpi.h"

#include <apr_dso.h>
#include <apr_general.h>
#include <apr_thread_mutex.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static JVMPI_Interface iface;
static int enabled[JVMPI_MAX_EVENT_TYPE_VAL + 1];
static apr_pool_t *pool;
static int in_gc, gc_disabled;
static int64_t clock_ns;            /* the "CPU clock" of the running thread */
static void *tls[2];

/* two threads: main (index 0) and the signal dispatcher (1, no THREAD_START) */
static char env_space[2];
#define MAIN_ENV ((JNIEnv *)&env_space[0])
#define SIGNAL_ENV ((JNIEnv *)&env_space[1])

static void fail(const char *what)
{
    fprintf(stderr, "fake_vm: %s\n", what);
    exit(3);
}

/* ---- the fake heap: ids are addresses in two semispaces ------------------- */
static char space[3][1 << 16];      /* arena 1, arena 2 (index = arena) */
static size_t space_top[3];

static jobjectID place(int arena, int size)
{
    jobjectID id = (jobjectID)&space[arena][space_top[arena]];
    space_top[arena] += (size_t)(size + 15) & ~(size_t)15;
    if (space_top[arena] >= sizeof space[0])
        fail("fake heap full");
    return id;
}

enum kind { K_CLASS, K_INSTANCE, K_OBJARRAY, K_PRIMARRAY };
typedef struct {
    enum kind kind;
    jobjectID id;
    int arena, size, cls, live, announced;
    int n;                          /* array length */
    int refs[10];                   /* fake object indexes, -1 = null */
    int ival;                       /* an int field or static */
} fobj;

enum { C_OBJECT, C_STRING, C_THREAD, C_MAIN, C_NODE, C_NODEARR, C_LATER, NCLASSES };
static const char *class_names[NCLASSES] = {
    "java/lang/Object", "java/lang/String", "java/lang/Thread", "Main", "demo/Node",
    "[Ldemo/Node;", "Later"};
static const char *class_sources[NCLASSES] = {
    "Object.java", "String.java", "Thread.java", "Main.java", "Node.java", NULL, "Later.java"};
static int class_obj[NCLASSES];     /* fobj index of each class object */

static JVMPI_Field string_fields[] = {{"value", "[C"}, {"hash", "I"}};
static JVMPI_Field thread_fields[] = {{"name", "Ljava/lang/String;"}};
static JVMPI_Field main_statics[] = {{"root", "Ldemo/Node;"}, {"count", "I"}};
static JVMPI_Field node_fields[] = {{"next", "Ldemo/Node;"}, {"value", "I"}, {"label", "[C"}};

enum { M_MAIN, M_BUILD, M_SPIN, M_IDLE, M_NODE_INIT, M_LATER_MAKE, NMETHODS };
static JVMPI_Method methods[NMETHODS] = {
    {"main", "([Ljava/lang/String;)V", 9, 20, NULL},
    {"build", "()V", 20, 26, NULL},
    {"spin", "(I)J", 30, 35, NULL},
    {"idle", "()V", 40, 41, NULL},
    {"<init>", "(I)V", 5, 8, NULL},
    {"make", "()[C", 5, 6, NULL}};
static int method_class[NMETHODS] = {C_MAIN, C_MAIN, C_MAIN, C_MAIN, C_NODE, C_LATER};
#define MID(m) ((jmethodID)&methods[m])

static fobj objs[512];
static int nobjs;
static int thread_obj = -1;
static int monitor_obj = -1;        /* monitors: the contended object */
static char fake_raw_monitor[1];

static int new_obj(enum kind k, int cls, int size, int n)
{
    if (nobjs == (int)(sizeof objs / sizeof objs[0]))
        fail("too many objects");
    fobj *o = &objs[nobjs];
    memset(o, 0, sizeof *o);
    o->kind = k;
    o->cls = cls;
    o->size = size;
    o->n = n;
    o->arena = 1;
    o->id = place(1, size);
    o->live = 1;
    for (int i = 0; i < 10; i++)
        o->refs[i] = -1;
    return nobjs++;
}

static int obj_by_id(jobjectID id)
{
    for (int i = 0; i < nobjs; i++)
        if (objs[i].live && objs[i].id == id)
            return i;
    return -1;
}

static jobjectID id_of(int i) { return i < 0 ? NULL : objs[i].id; }
static jobjectID class_id(int c) { return objs[class_obj[c]].id; }

/* ---- sending events ---------------------------------------------------------- */
static void post(JVMPI_Event *e, int requested)
{
    jint type = e->event_type;
    if (!requested && !enabled[type])
        return;
    if (requested)
        e->event_type |= JVMPI_REQUESTED_EVENT;
    if (!iface.NotifyEvent)
        fail("agent set no NotifyEvent");
    iface.NotifyEvent(e);
}

static void send_class_load(int c, int requested)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_CLASS_LOAD;
    e.env_id = MAIN_ENV;
    e.u.class_load.class_name = class_names[c];
    e.u.class_load.source_name = (char *)class_sources[c];
    JVMPI_Method ms[NMETHODS];
    int nm = 0;
    for (int m = 0; m < NMETHODS; m++)
        if (method_class[m] == c) {
            ms[nm] = methods[m];
            ms[nm++].method_id = MID(m);
        }
    e.u.class_load.num_methods = nm;
    e.u.class_load.methods = ms;
    if (c == C_STRING) { e.u.class_load.num_instance_fields = 2; e.u.class_load.instances = string_fields; }
    if (c == C_THREAD) { e.u.class_load.num_instance_fields = 1; e.u.class_load.instances = thread_fields; }
    if (c == C_NODE) { e.u.class_load.num_instance_fields = 3; e.u.class_load.instances = node_fields; }
    if (c == C_MAIN) { e.u.class_load.num_static_fields = 2; e.u.class_load.statics = main_statics; }
    if (c == C_THREAD) e.u.class_load.num_interfaces = 1;   /* Runnable (its id: Object's, for the test) */
    e.u.class_load.class_id = class_id(c);
    post(&e, requested);
}

/* the current Java stack of the main thread, top first */
static JVMPI_CallFrame stack[8];
static int stack_n;

static void set_stack(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    stack_n = n;
    for (int i = 0; i < n; i++) {
        stack[i].method_id = MID(va_arg(ap, int));
        stack[i].lineno = va_arg(ap, int);
    }
    va_end(ap);
}

static void send_alloc(int i, int requested)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_OBJECT_ALLOC;
    e.env_id = MAIN_ENV;
    fobj *o = &objs[i];
    e.u.obj_alloc.arena_id = o->arena;
    e.u.obj_alloc.size = o->size;
    e.u.obj_alloc.obj_id = o->id;
    switch (o->kind) {
    case K_INSTANCE: e.u.obj_alloc.class_id = class_id(o->cls); break;
    case K_OBJARRAY: e.u.obj_alloc.class_id = class_id(C_NODE); e.u.obj_alloc.is_array = JVMPI_CLASS; break;
    case K_PRIMARRAY: e.u.obj_alloc.is_array = JVMPI_CHAR; break;
    case K_CLASS: e.u.obj_alloc.class_id = NULL; break;
    }
    gc_disabled++;
    post(&e, requested);
    gc_disabled--;
    o->announced = 1;
}

static void simple(jint type, JNIEnv *env)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = type;
    e.env_id = env;
    post(&e, 0);
}

static void method(jint type, int m)
{
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = type;
    e.env_id = MAIN_ENV;
    e.u.method.method_id = MID(m);
    post(&e, 0);
}

/* ---- the heap dump buffer (big-endian scalars, native ids) ------------------ */
static unsigned char dump[1 << 16];
static size_t dump_n;

static void put(const void *p, size_t n)
{
    if (dump_n + n > sizeof dump)
        fail("dump buffer full");
    memcpy(dump + dump_n, p, n);
    dump_n += n;
}
static void put_u1(unsigned v) { unsigned char b = (unsigned char)v; put(&b, 1); }
static void put_u2(unsigned v) { put_u1(v >> 8); put_u1(v); }
static void put_u4(uint32_t v) { put_u2(v >> 16); put_u2(v & 0xffff); }
static void put_id(jobjectID id) { put(&id, sizeof id); }

static void build_dump(void)
{
    dump_n = 0;
    put_u1(JVMPI_GC_ROOT_JAVA_FRAME); put_id(id_of(objs[class_obj[C_MAIN]].refs[0]));
    JNIEnv *env = MAIN_ENV; put(&env, sizeof env); put_u4(1);
    for (int c = 0; c < NCLASSES; c++)
        if (c != C_LATER) { put_u1(JVMPI_GC_ROOT_STICKY_CLASS); put_id(class_id(c)); }
    put_u1(JVMPI_GC_ROOT_THREAD_BLOCK); put_id(id_of(thread_obj)); put(&env, sizeof env);
    for (int i = 0; i < nobjs; i++) {
        fobj *o = &objs[i];
        if (!o->live)
            continue;
        switch (o->kind) {
        case K_CLASS: {
            int c = o->cls;
            put_u1(JVMPI_GC_CLASS_DUMP);
            put_id(o->id);
            put_id(c == C_OBJECT ? NULL : class_id(C_OBJECT));
            put_id(NULL); put_id(NULL); put_id(NULL); put_id(NULL); put_id(NULL);
            put_u4(c == C_NODE ? 32 : 16);
            if (c == C_THREAD)
                put_id(class_id(C_OBJECT));
            put_u2(0);
            if (c == C_MAIN) { put_id(id_of(o->refs[0])); put_u4((uint32_t)o->ival); }
            break;
        }
        case K_INSTANCE:
            put_u1(JVMPI_GC_INSTANCE_DUMP);
            put_id(o->id);
            put_id(class_id(o->cls));
            if (o->cls == C_NODE) {
                put_u4(2 * sizeof(void *) + 4);
                put_id(id_of(o->refs[0])); put_u4((uint32_t)o->ival); put_id(id_of(o->refs[1]));
            } else if (o->cls == C_THREAD) {
                put_u4(sizeof(void *));
                put_id(id_of(o->refs[0]));
            } else {                 /* String */
                put_u4(sizeof(void *) + 4);
                put_id(id_of(o->refs[0])); put_u4((uint32_t)o->ival);
            }
            break;
        case K_OBJARRAY:
            put_u1(JVMPI_GC_OBJ_ARRAY_DUMP);
            put_id(o->id); put_u4((uint32_t)o->n); put_id(class_id(C_NODE));
            for (int k = 0; k < o->n; k++)
                put_id(id_of(o->refs[k]));
            break;
        case K_PRIMARRAY:
            put_u1(JVMPI_GC_PRIM_ARRAY_DUMP);
            put_id(o->id); put_u4((uint32_t)o->n); put_u1(JVMPI_CHAR);
            for (int k = 0; k < o->n; k++)
                put_u2('a' + k % 26);
            break;
        }
    }
}

/* ---- the interface ------------------------------------------------------------- */
static jint enable_event(jint ev, void *arg)
{
    (void)arg;
    if (ev < 1 || ev > JVMPI_MAX_EVENT_TYPE_VAL || ev == JVMPI_EVENT_HEAP_DUMP
        || ev == JVMPI_EVENT_OBJECT_DUMP || ev == JVMPI_EVENT_MONITOR_DUMP)
        return JVMPI_NOT_AVAILABLE;
    enabled[ev] = 1;
    return JVMPI_SUCCESS;
}

static jint disable_event(jint ev, void *arg)
{
    (void)arg;
    if (ev < 1 || ev > JVMPI_MAX_EVENT_TYPE_VAL)
        return JVMPI_NOT_AVAILABLE;
    enabled[ev] = 0;
    return JVMPI_SUCCESS;
}

static jint request_event(jint ev, void *arg)
{
    if (in_gc)
        fail("RequestEvent during a collection");
    if (ev == JVMPI_EVENT_CLASS_LOAD) {
        for (int c = 0; c < NCLASSES; c++)
            if (class_id(c) == (jobjectID)arg) {
                send_class_load(c, 1);
                return JVMPI_SUCCESS;
            }
        return JVMPI_FAIL;
    }
    if (ev == JVMPI_EVENT_OBJECT_ALLOC) {
        int i = obj_by_id((jobjectID)arg);
        if (i < 0)
            return JVMPI_FAIL;
        send_alloc(i, 1);
        return JVMPI_SUCCESS;
    }
    if (ev == JVMPI_EVENT_MONITOR_DUMP && monitor_obj >= 0) {
        JNIEnv *main_env = MAIN_ENV, *signal_env = SIGNAL_ENV, *none = NULL;
        const char *raw_name = "fake lock";
        void *raw_id = fake_raw_monitor;
        dump_n = 0;
        put_u1(JVMPI_MONITOR_JAVA); put_id(id_of(monitor_obj)); put(&main_env, sizeof main_env);
        put_u4(2); put_u4(1); put(&signal_env, sizeof signal_env); put_u4(0);
        put_u1(JVMPI_MONITOR_RAW); put(&raw_name, sizeof raw_name); put(&raw_id, sizeof raw_id);
        put(&none, sizeof none); put_u4(0); put_u4(0); put_u4(1); put(&main_env, sizeof main_env);
        JVMPI_CallFrame fr[8];
        memcpy(fr, stack, sizeof fr);
        JVMPI_CallTrace t[2] = { { MAIN_ENV, stack_n, fr }, { SIGNAL_ENV, 0, fr } };
        jint status[2] = { JVMPI_THREAD_CONDVAR_WAIT | JVMPI_THREAD_INTERRUPTED,
                           JVMPI_THREAD_MONITOR_WAIT | JVMPI_THREAD_SUSPENDED };
        JVMPI_Event e;
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_MONITOR_DUMP;
        e.env_id = SIGNAL_ENV;
        e.u.monitor_dump.begin = (char *)dump;
        e.u.monitor_dump.end = (char *)dump + dump_n;
        e.u.monitor_dump.num_traces = 2;
        e.u.monitor_dump.traces = t;
        e.u.monitor_dump.threads_status = status;
        gc_disabled++;
        post(&e, 1);
        gc_disabled--;
        return JVMPI_SUCCESS;
    }
    if (ev == JVMPI_EVENT_HEAP_DUMP) {
        if (arg)
            fail("agent asked for a dump level other than the default");
        build_dump();
        JVMPI_CallFrame fr[8];
        memcpy(fr, stack, sizeof fr);
        JVMPI_CallTrace t = { MAIN_ENV, stack_n, fr };
        JVMPI_Event e;
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_HEAP_DUMP;
        e.env_id = MAIN_ENV;
        e.u.heap_dump.dump_level = JVMPI_DUMP_LEVEL_2;
        e.u.heap_dump.begin = (char *)dump;
        e.u.heap_dump.end = (char *)dump + dump_n;
        e.u.heap_dump.num_traces = 1;
        e.u.heap_dump.traces = &t;
        gc_disabled++;
        post(&e, 1);
        gc_disabled--;
        return JVMPI_SUCCESS;
    }
    return JVMPI_NOT_AVAILABLE;
}

static void get_call_trace(JVMPI_CallTrace *t, jint depth)
{
    if (t->env_id != MAIN_ENV) {
        t->num_frames = 0;
        return;
    }
    int n = stack_n < depth ? stack_n : (int)depth;
    memcpy(t->frames, stack, (size_t)n * sizeof *stack);
    t->num_frames = n;
}

static void profiler_exit(jint code)
{
    fflush(stdout);
    fflush(stderr);
    exit((int)code);
}

static JVMPI_RawMonitor raw_create(char *name)
{
    (void)name;
    apr_thread_mutex_t *m;
    if (apr_thread_mutex_create(&m, APR_THREAD_MUTEX_NESTED, pool) != APR_SUCCESS)
        return NULL;
    return (JVMPI_RawMonitor)m;
}
static int locks_held;
static void raw_enter(JVMPI_RawMonitor m) { apr_thread_mutex_lock((apr_thread_mutex_t *)m); locks_held++; }
static void raw_exit(JVMPI_RawMonitor m) { locks_held--; apr_thread_mutex_unlock((apr_thread_mutex_t *)m); }
static jlong cpu_time(void) { return clock_ns; }
static int env_index(JNIEnv *env)
{
    if (env == MAIN_ENV) return 0;
    if (env == SIGNAL_ENV) return 1;
    fail("unknown JNIEnv");
    return 0;
}
static void set_tls(JNIEnv *env, void *p) { tls[env_index(env)] = p; }
static void *get_tls(JNIEnv *env) { return tls[env_index(env)]; }
static void disable_gc(void) { gc_disabled++; }
static void enable_gc(void) { if (--gc_disabled < 0) fail("EnableGC without DisableGC"); }
static jobjectID thread_object(JNIEnv *env) { return env == MAIN_ENV ? id_of(thread_obj) : NULL; }
static jobjectID method_class_of(jmethodID mid)
{
    for (int m = 0; m < NMETHODS; m++)
        if (MID(m) == mid)
            return class_id(method_class[m]);
    return NULL;
}

static jint JNICALL get_env(JavaVM *vm, void **penv, jint version)
{
    (void)vm;
    if (version != JVMPI_VERSION_1 && version != JVMPI_VERSION_1_1 && version != JVMPI_VERSION_1_2)
        return JNI_EVERSION;
    *penv = &iface;
    return JNI_OK;
}

/* ---- the play ------------------------------------------------------------------ */
static void collect(int use_free)
{
    /* survivors: everything reachable in the model = live and marked */
    JVMPI_Event e;
    in_gc = 1;
    simple(JVMPI_EVENT_GC_START, MAIN_ENV);
    for (int i = 0; i < nobjs; i++) {
        fobj *o = &objs[i];
        if (!o->live || o->arena != 1)
            continue;
        if (o->ival < 0) {          /* marked dead by the play */
            o->live = 0;
            if (use_free) {
                memset(&e, 0, sizeof e);
                e.event_type = JVMPI_EVENT_OBJECT_FREE;
                e.env_id = MAIN_ENV;
                e.u.obj_free.obj_id = o->id;
                post(&e, 0);
            }
            continue;
        }
        jobjectID to = place(2, o->size);
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_OBJECT_MOVE;
        e.env_id = MAIN_ENV;
        e.u.obj_move.arena_id = 1;
        e.u.obj_move.obj_id = o->id;
        e.u.obj_move.new_arena_id = 2;
        e.u.obj_move.new_obj_id = to;
        post(&e, 0);
        o->id = to;
        o->arena = 2;
    }
    if (!use_free) {
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_ARENA_DELETE;
        e.u.delete_arena.arena_id = 1;
        post(&e, 0);
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_ARENA_NEW;
        e.u.new_arena.arena_id = 1;
        e.u.new_arena.arena_name = "semispace 1";
        post(&e, 0);
    }
    memset(space[1], 0, sizeof space[1]);   /* old ids must not be used again... */
    space_top[1] = sizeof space[1] / 2;     /* ...and new ones differ from them */
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_GC_FINISH;
    e.u.gc_info.used_objects = nobjs;
    post(&e, 0);
    in_gc = 0;
}

static void call(int m, int64_t self_ms)
{
    method(JVMPI_EVENT_METHOD_ENTRY, m);
    clock_ns += self_ms * 1000000;
    method(JVMPI_EVENT_METHOD_EXIT, m);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: fake_vm <agent> <options|-> [dumpreq] [freeobj]\n");
        return 2;
    }
    int dumpreq = 0, use_free = 0, monitors = 0;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "dumpreq") == 0) dumpreq = 1;
        else if (strcmp(argv[i], "freeobj") == 0) use_free = 1;
        else if (strcmp(argv[i], "monitors") == 0) monitors = 1;
    }
    apr_initialize();
    apr_pool_create(&pool, NULL);
    apr_dso_handle_t *dso;
    apr_dso_handle_sym_t sym;
    char err[256];
    if (apr_dso_load(&dso, argv[1], pool) != APR_SUCCESS) {
        fprintf(stderr, "fake_vm: cannot load %s: %s\n", argv[1], apr_dso_error(dso, err, sizeof err));
        return 2;
    }
    if (apr_dso_sym(&sym, dso, "JVM_OnLoad") != APR_SUCCESS) {
        fprintf(stderr, "fake_vm: no JVM_OnLoad in %s\n", argv[1]);
        return 2;
    }
    iface.version = JVMPI_VERSION_1_2;
    iface.EnableEvent = enable_event;
    iface.DisableEvent = disable_event;
    iface.RequestEvent = request_event;
    iface.GetCallTrace = get_call_trace;
    iface.ProfilerExit = profiler_exit;
    iface.RawMonitorCreate = raw_create;
    iface.RawMonitorEnter = raw_enter;
    iface.RawMonitorExit = raw_exit;
    iface.GetCurrentThreadCpuTime = cpu_time;
    iface.SetThreadLocalStorage = set_tls;
    iface.GetThreadLocalStorage = get_tls;
    iface.DisableGC = disable_gc;
    iface.EnableGC = enable_gc;
    iface.GetThreadObject = thread_object;
    iface.GetMethodClass = method_class_of;
    static struct JNIInvokeInterface_ invoke;
    invoke.GetEnv = get_env;
    const struct JNIInvokeInterface_ *vmp = &invoke;
    JavaVM *vm = (JavaVM *)&vmp;

    /* the classes exist (as objects in arena 1) before the agent is loaded */
    for (int c = 0; c < NCLASSES; c++) {
        class_obj[c] = new_obj(K_CLASS, c, 48, 0);
        objs[class_obj[c]].ival = 0;
    }
    int boot_string = new_obj(K_INSTANCE, C_STRING, 24, 0);   /* never announced */

    jint (JNICALL *onload)(JavaVM *, char *, void *) = (jint (JNICALL *)(JavaVM *, char *, void *))sym;
    char *opts = strcmp(argv[2], "-") == 0 ? NULL : argv[2];
    if (onload(vm, opts, NULL) != JNI_OK) {
        fprintf(stderr, "-Xrun library failed to init: hprof\n");
        return 1;
    }

    JVMPI_Event e;
    for (int a = 1; a <= 2; a++) {
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_ARENA_NEW;
        e.u.new_arena.arena_id = a;
        e.u.new_arena.arena_name = a == 1 ? "semispace 1" : "semispace 2";
        post(&e, 0);
    }
    for (int c = 0; c < NCLASSES; c++)
        if (c != C_LATER)
            send_class_load(c, 0);

    stack_n = 0;
    thread_obj = new_obj(K_INSTANCE, C_THREAD, 80, 0);
    objs[thread_obj].refs[0] = boot_string;
    send_alloc(thread_obj, 0);
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_THREAD_START;
    e.env_id = MAIN_ENV;
    e.u.thread_start.thread_name = "main";
    e.u.thread_start.group_name = "main";
    e.u.thread_start.parent_name = "system";
    e.u.thread_start.thread_id = id_of(thread_obj);
    e.u.thread_start.thread_env_id = MAIN_ENV;
    post(&e, 0);
    simple(JVMPI_EVENT_JVM_INIT_DONE, MAIN_ENV);

    /* main() { build(); spin x3; idle x5; } */
    set_stack(1, M_MAIN, 10);
    method(JVMPI_EVENT_METHOD_ENTRY, M_MAIN);
    set_stack(2, M_BUILD, 20, M_MAIN, 11);
    method(JVMPI_EVENT_METHOD_ENTRY, M_BUILD);
    int nodes[100], chars[100];
    for (int i = 0; i < 100; i++) {
        set_stack(2, M_BUILD, 21, M_MAIN, 11);
        nodes[i] = new_obj(K_INSTANCE, C_NODE, 32, 0);
        send_alloc(nodes[i], 0);
        set_stack(3, M_LATER_MAKE, 5, M_BUILD, 22, M_MAIN, 11);
        chars[i] = new_obj(K_PRIMARRAY, 0, 48, 16);
        send_alloc(chars[i], 0);
        objs[nodes[i]].ival = i >= 50 ? i : -1;       /* nodes 0..49 die */
        objs[nodes[i]].refs[0] = i > 50 ? nodes[i - 1] : -1;
        objs[chars[i]].ival = i == 99 ? 0 : -1;       /* one char[] survives */
    }
    objs[nodes[99]].refs[1] = chars[99];
    set_stack(2, M_BUILD, 24, M_MAIN, 11);
    int arr = new_obj(K_OBJARRAY, 0, 96, 10);
    for (int k = 0; k < 10; k++)
        objs[arr].refs[k] = nodes[90 + k];
    send_alloc(arr, 0);
    objs[class_obj[C_MAIN]].refs[0] = nodes[99];
    objs[class_obj[C_MAIN]].ival = 42;
    clock_ns += 5 * 1000000;
    method(JVMPI_EVENT_METHOD_EXIT, M_BUILD);

    collect(use_free);

    for (int i = 0; i < 3; i++) {
        set_stack(2, M_SPIN, 30, M_MAIN, 12);
        method(JVMPI_EVENT_METHOD_ENTRY, M_SPIN);
        clock_ns += 100 * 1000000;
        if (i == 0) {
            set_stack(3, M_IDLE, 40, M_SPIN, 31, M_MAIN, 12);
            call(M_IDLE, 100);
        }
        clock_ns += (i == 0 ? 100 : 200) * 1000000;
        set_stack(2, M_SPIN, 30, M_MAIN, 12);
        method(JVMPI_EVENT_METHOD_EXIT, M_SPIN);
    }
    for (int i = 0; i < 5; i++) {
        set_stack(2, M_IDLE, 40, M_MAIN, 13);
        call(M_IDLE, 2);
    }
    if (monitors) {
        monitor_obj = nodes[99];
        for (int i = 0; i < 2; i++) {
            set_stack(2, M_IDLE, 40, M_MAIN, 14);
            memset(&e, 0, sizeof e);
            e.event_type = JVMPI_EVENT_MONITOR_CONTENDED_ENTER;
            e.env_id = MAIN_ENV;
            e.u.monitor.object = id_of(monitor_obj);
            gc_disabled++;
            post(&e, 0);
            e.event_type = JVMPI_EVENT_MONITOR_CONTENDED_ENTERED;
            post(&e, 0);
            gc_disabled--;
        }
        set_stack(2, M_SPIN, 31, M_MAIN, 14);
        memset(&e, 0, sizeof e);
        e.event_type = JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER;
        e.env_id = MAIN_ENV;
        e.u.raw_monitor.name = "fake lock";
        e.u.raw_monitor.id = (JVMPI_RawMonitor)fake_raw_monitor;
        post(&e, 0);
        e.event_type = JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED;
        post(&e, 0);
    }
    if (dumpreq) {
        simple(JVMPI_EVENT_DATA_DUMP_REQUEST, SIGNAL_ENV);
        simple(JVMPI_EVENT_DATA_RESET_REQUEST, SIGNAL_ENV);
        set_stack(2, M_IDLE, 40, M_MAIN, 14);
        call(M_IDLE, 7);
    }
    set_stack(1, M_MAIN, 15);
    clock_ns += 1000000;
    method(JVMPI_EVENT_METHOD_EXIT, M_MAIN);
    stack_n = 0;
    simple(JVMPI_EVENT_THREAD_END, MAIN_ENV);
    simple(JVMPI_EVENT_JVM_SHUT_DOWN, MAIN_ENV);

    for (int ev = 1; ev <= JVMPI_MAX_EVENT_TYPE_VAL; ev++)
        if (enabled[ev]) {
            fprintf(stderr, "fake_vm: event %d still enabled after JVM_SHUT_DOWN\n", ev);
            return 3;
        }
    if (locks_held)
        fail("a raw monitor is still held at exit");
    if (gc_disabled)
        fail("GC still disabled at exit");
    puts("fake_vm: done");
    return 0;
}
