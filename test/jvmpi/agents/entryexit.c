/*
 * entryexit.c -- test jvmpi.entryexit (program jvmpitest.EntryExit).
 *
 * METHOD_ENTRY2: for the program's methods, obj_id is NULL for static
 * methods and the receiver otherwise.  For each receiver the agent asks
 * RequestEvent(OBJECT_DUMP, obj_id) (GC is disabled in the event) and
 * prints the record's class name (RequestEvent(CLASS_LOAD)) and int field
 * values: the receiver of a.visit() has tag 111, of b.visit() (a SubEntry)
 * extra 5 then tag 222 (own fields first); a constructor's receiver has its
 * fields still 0.
 *
 * METHOD_EXIT: every thread keeps a shadow stack (in its thread-local
 * storage) of all methods entered, program and library; each METHOD_EXIT
 * must name the method on top.  A VM that drops the exits of frames an
 * exception unwinds (t3, t2, t1) fails that check and the entry/exit counts.
 */
#include "agent.h"

typedef struct {
    jmethodID *mids;
    size_t n, cap;
} Stack;

static long mismatches;
static Pmap entries, exits; /* jmethodID -> count, program methods */
static size_t depth_before_main = (size_t)-1;
static int main_balanced = -1;
static char dump_class[256];
static int dump_ints[8];
static int dump_nints, dump_same_id, dump_events;
static jobjectID dump_want;

static Stack *stack_of(JNIEnv *env)
{
    Stack *s = (Stack *)jvmpi->GetThreadLocalStorage(env);
    if (!s) {
        s = (Stack *)xcalloc(1, sizeof *s);
        jvmpi->SetThreadLocalStorage(env, s);
    }
    return s;
}

static int is_static_method(const char *name)
{
    return strcmp(name, "twice") == 0 || strcmp(name, "t1") == 0 || strcmp(name, "t2") == 0 ||
           strcmp(name, "t3") == 0 || strcmp(name, "thrower") == 0 || strcmp(name, "main") == 0;
}

static void on_object_dump(JVMPI_Event *ev)
{
    Reader r;
    unsigned tag;
    void *id, *cid;
    uint32_t n, i;
    dump_events++;
    r.p = (const unsigned char *)ev->u.object_dump.data;
    r.end = r.p + (ev->u.object_dump.data_len > 0 ? ev->u.object_dump.data_len : 0);
    r.overrun = 0;
    tag = rd_u1(&r);
    id = rd_id(&r);
    cid = rd_id(&r);
    n = rd_u4(&r);
    if (tag != JVMPI_GC_INSTANCE_DUMP || r.overrun) {
        fail("OBJECT_DUMP of a receiver: record tag 0x%02x", tag);
        return;
    }
    dump_same_id = id == dump_want;
    dump_nints = 0;
    for (i = 0; i + 4 <= n && dump_nints < 8; i += 4)
        dump_ints[dump_nints++] = (int)rd_u4(&r);
    dump_class[0] = 0;
    if (jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, cid) != JVMPI_SUCCESS)
        fail("RequestEvent(CLASS_LOAD) for the class of an OBJECT_DUMP failed");
}

static void receiver(MethodInfo *mi, jobjectID obj)
{
    char line[512];
    int i;
    jint rc;
    dump_want = obj;
    dump_events = 0;
    rc = jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_DUMP, obj);
    snprintf(line, sizeof line, "%s.%s%s: receiver", mi->class_name + 10, mi->name, mi->sig);
    if (rc != JVMPI_SUCCESS || dump_events != 1) {
        say("%s: RequestEvent(OBJECT_DUMP) = %d, %d events", line, (int)rc, dump_events);
        return;
    }
    snprintf(line + strlen(line), sizeof line - strlen(line), " %s%s, int fields:", dump_class,
             dump_same_id ? "" : " (OBJECT_DUMP of another object)");
    for (i = 0; i < dump_nints; i++)
        snprintf(line + strlen(line), sizeof line - strlen(line), " %d", dump_ints[i]);
    say("%s", line);
}

static void count(Pmap *m, jmethodID mid)
{
    intptr_t v = 0;
    pmap_get(m, mid, &v);
    pmap_put(m, mid, v + 1);
}

static void on_entry(JVMPI_Event *ev)
{
    jmethodID mid = ev->u.method_entry2.method_id;
    Stack *s = stack_of(ev->env_id);
    MethodInfo *mi;
    lock();
    mi = method_info(mid);
    if (mi && is_test_class(mi->class_name)) {
        count(&entries, mid);
        if (strcmp(mi->name, "main") == 0)
            depth_before_main = s->n;
        if (is_static_method(mi->name)) {
            CHECK(ev->u.method_entry2.obj_id == NULL, "METHOD_ENTRY2 of static %s: obj_id not NULL",
                  mi->name);
        } else if (!ev->u.method_entry2.obj_id) {
            fail("METHOD_ENTRY2 of %s.%s: obj_id NULL", mi->class_name, mi->name);
        } else {
            receiver(mi, ev->u.method_entry2.obj_id);
        }
    }
    unlock();
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 64;
        s->mids = (jmethodID *)realloc(s->mids, s->cap * sizeof(jmethodID));
        if (!s->mids)
            exit(3);
    }
    s->mids[s->n++] = mid;
}

static void on_exit_(JVMPI_Event *ev)
{
    jmethodID mid = ev->u.method.method_id;
    Stack *s = stack_of(ev->env_id);
    MethodInfo *mi;
    if (s->n == 0 || s->mids[s->n - 1] != mid) {
        size_t k = s->n;
        lock();
        if (mismatches++ < 3) {
            MethodInfo *top = s->n ? method_info(s->mids[s->n - 1]) : NULL;
            mi = method_info(mid);
            fail("METHOD_EXIT of %s.%s while %s.%s is the top of the thread's stack",
                 mi ? mi->class_name : "?", mi ? mi->name : "?", top ? top->class_name : "(empty)",
                 top ? top->name : "");
        }
        unlock();
        while (k > 0 && s->mids[k - 1] != mid)
            k--;
        if (k == 0)
            return;
        s->n = k;
    }
    s->n--;
    lock();
    mi = method_info(mid);
    if (mi && is_test_class(mi->class_name)) {
        count(&exits, mid);
        if (strcmp(mi->name, "main") == 0)
            main_balanced = s->n == depth_before_main;
    }
    unlock();
}

static void shut_down(void)
{
    Strlist l = {0};
    PmapEntry *e;
    size_t i;
    lock();
    PMAP_FOREACH(&method_index, e) {
        MethodInfo *mi = (MethodInfo *)e->value;
        intptr_t en = 0, ex = 0;
        if (!is_test_class(mi->class_name))
            continue;
        pmap_get(&entries, e->key, &en);
        pmap_get(&exits, e->key, &ex);
        strlist_add(&l, "%s.%s%s: %ld entries, %ld exits", mi->class_name + 10, mi->name, mi->sig,
                    (long)en, (long)ex);
    }
    strlist_sort(&l);
    for (i = 0; i < l.n; i++)
        say("%s", l.items[i]);
    strlist_free(&l);
    say("METHOD_EXIT not matching the innermost entered method: %ld", mismatches);
    say("main thread's stack after main's exit as before its entry: %s",
        main_balanced == 1 ? "yes" : main_balanced == 0 ? "no" : "main did not exit");
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
    case JVMPI_EVENT_CLASS_LOAD | JVMPI_REQUESTED_EVENT:
        snprintf(dump_class, sizeof dump_class, "%s", str_or(ev->u.class_load.class_name, "(null)"));
        break;
    case JVMPI_EVENT_OBJECT_DUMP | JVMPI_REQUESTED_EVENT: on_object_dump(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY2: on_entry(ev); break;
    case JVMPI_EVENT_METHOD_EXIT: on_exit_(ev); break;
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
    enable(JVMPI_EVENT_METHOD_ENTRY2);
    enable(JVMPI_EVENT_METHOD_EXIT);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
