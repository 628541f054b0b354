/*
 * agent.h -- what the JVMPI test agents share (header-only: each agent is
 * one .c file that includes this).  Only jni.h, jvmpi.h and the C library:
 * locking is JVMPI's raw monitors, never a platform API.
 *
 *   say(fmt, ...)      one line to stdout, flushed at once, so that the
 *                      agent's lines and the Java program's interleave in
 *                      event order
 *   fail(fmt, ...)     "FAIL: ..." and counts the failure
 *   agent_init(vm)     GetEnv(JVMPI_VERSION_1_2) into `jvmpi`, the agent's
 *                      NotifyEvent stored, a raw monitor `agent_lock`
 *   enable(ev)         EnableEvent that must succeed
 *   pmap               a hash map pointer -> pointer-sized value
 *   strlist            growable list of strings, sortable
 *   MethodIndex        every method CLASS_LOAD announced: id -> class name,
 *                      method name and signature
 */
#ifndef LANTERN_TEST_AGENT_H
#define LANTERN_TEST_AGENT_H

#include "jni.h"
#include "jvmpi.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define AGENT_UNUSED __attribute__((unused))
#define AGENT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define AGENT_UNUSED
#define AGENT_PRINTF(f, a)
#endif

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor agent_lock;
static int agent_failures;

static AGENT_UNUSED AGENT_PRINTF(1, 2) void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    fflush(stdout);
}

static AGENT_UNUSED AGENT_PRINTF(1, 2) void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("FAIL: ", stdout);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    fflush(stdout);
    agent_failures++;
}

#define CHECK(cond, ...)       \
    do {                       \
        if (!(cond))           \
            fail(__VA_ARGS__); \
    } while (0)

static AGENT_UNUSED const char *str_or(const char *s, const char *dflt)
{
    return s ? s : dflt;
}

static AGENT_UNUSED char *xstrdup(const char *s)
{
    size_t n;
    char *p;
    if (!s)
        return NULL;
    n = strlen(s) + 1;
    p = (char *)malloc(n);
    if (!p) {
        fputs("agent: out of memory\n", stdout);
        exit(3);
    }
    memcpy(p, s, n);
    return p;
}

static AGENT_UNUSED void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fputs("agent: out of memory\n", stdout);
        exit(3);
    }
    return p;
}

static AGENT_UNUSED const char *event_name(jint ev)
{
    switch (ev & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_METHOD_ENTRY: return "METHOD_ENTRY";
    case JVMPI_EVENT_METHOD_ENTRY2: return "METHOD_ENTRY2";
    case JVMPI_EVENT_METHOD_EXIT: return "METHOD_EXIT";
    case JVMPI_EVENT_OBJECT_ALLOC: return "OBJECT_ALLOC";
    case JVMPI_EVENT_OBJECT_FREE: return "OBJECT_FREE";
    case JVMPI_EVENT_OBJECT_MOVE: return "OBJECT_MOVE";
    case JVMPI_EVENT_COMPILED_METHOD_LOAD: return "COMPILED_METHOD_LOAD";
    case JVMPI_EVENT_COMPILED_METHOD_UNLOAD: return "COMPILED_METHOD_UNLOAD";
    case JVMPI_EVENT_INSTRUCTION_START: return "INSTRUCTION_START";
    case JVMPI_EVENT_THREAD_START: return "THREAD_START";
    case JVMPI_EVENT_THREAD_END: return "THREAD_END";
    case JVMPI_EVENT_CLASS_LOAD_HOOK: return "CLASS_LOAD_HOOK";
    case JVMPI_EVENT_HEAP_DUMP: return "HEAP_DUMP";
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC: return "JNI_GLOBALREF_ALLOC";
    case JVMPI_EVENT_JNI_GLOBALREF_FREE: return "JNI_GLOBALREF_FREE";
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC: return "JNI_WEAK_GLOBALREF_ALLOC";
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE: return "JNI_WEAK_GLOBALREF_FREE";
    case JVMPI_EVENT_CLASS_LOAD: return "CLASS_LOAD";
    case JVMPI_EVENT_CLASS_UNLOAD: return "CLASS_UNLOAD";
    case JVMPI_EVENT_DATA_DUMP_REQUEST: return "DATA_DUMP_REQUEST";
    case JVMPI_EVENT_DATA_RESET_REQUEST: return "DATA_RESET_REQUEST";
    case JVMPI_EVENT_JVM_INIT_DONE: return "JVM_INIT_DONE";
    case JVMPI_EVENT_JVM_SHUT_DOWN: return "JVM_SHUT_DOWN";
    case JVMPI_EVENT_ARENA_NEW: return "ARENA_NEW";
    case JVMPI_EVENT_ARENA_DELETE: return "ARENA_DELETE";
    case JVMPI_EVENT_OBJECT_DUMP: return "OBJECT_DUMP";
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER: return "RAW_MONITOR_CONTENDED_ENTER";
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED: return "RAW_MONITOR_CONTENDED_ENTERED";
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT: return "RAW_MONITOR_CONTENDED_EXIT";
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: return "MONITOR_CONTENDED_ENTER";
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: return "MONITOR_CONTENDED_ENTERED";
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: return "MONITOR_CONTENDED_EXIT";
    case JVMPI_EVENT_MONITOR_WAIT: return "MONITOR_WAIT";
    case JVMPI_EVENT_MONITOR_WAITED: return "MONITOR_WAITED";
    case JVMPI_EVENT_MONITOR_DUMP: return "MONITOR_DUMP";
    case JVMPI_EVENT_GC_START: return "GC_START";
    case JVMPI_EVENT_GC_FINISH: return "GC_FINISH";
    default: return "?";
    }
}

/* GetEnv for JVMPI; the version the VM reports must be 1.2 whatever was
 * asked.  Returns 0 on success (JNI_OK), else the JVM_OnLoad result. */
static AGENT_UNUSED jint agent_init(JavaVM *vm, void (*notify)(JVMPI_Event *))
{
    void *iface = NULL;
    jint rc = (*vm)->GetEnv(vm, &iface, JVMPI_VERSION_1);
    if (rc != JNI_OK || iface == NULL) {
        fail("GetEnv(JVMPI_VERSION_1) = %d", (int)rc);
        return JNI_ERR;
    }
    jvmpi = (JVMPI_Interface *)iface;
    CHECK(jvmpi->version == JVMPI_VERSION_1_2, "interface version 0x%lx, not JVMPI_VERSION_1_2",
          (unsigned long)jvmpi->version);
    jvmpi->NotifyEvent = notify;
    agent_lock = jvmpi->RawMonitorCreate((char *)"test agent lock");
    CHECK(agent_lock != NULL, "RawMonitorCreate returned NULL");
    return JNI_OK;
}

static AGENT_UNUSED void enable(jint ev)
{
    jint rc = jvmpi->EnableEvent(ev, NULL);
    CHECK(rc == JVMPI_SUCCESS, "EnableEvent(%s) = %d", event_name(ev), (int)rc);
}

static AGENT_UNUSED void lock(void)
{
    jvmpi->RawMonitorEnter(agent_lock);
}

static AGENT_UNUSED void unlock(void)
{
    jvmpi->RawMonitorExit(agent_lock);
}

/* ---- pmap: open addressing, pointer keys (NULL is not a key) ------------- */
typedef struct {
    const void *key;
    intptr_t value;
} PmapEntry;

typedef struct {
    PmapEntry *slots;
    size_t cap;   /* power of two */
    size_t count; /* live keys */
    size_t used;  /* live + tombstones */
} Pmap;

static const char pmap_tomb_[1];
#define PMAP_TOMB ((const void *)pmap_tomb_)

static size_t pmap_hash_(const void *k)
{
    uint64_t x = (uint64_t)(uintptr_t)k;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

static AGENT_UNUSED PmapEntry *pmap_find_(const Pmap *m, const void *key)
{
    size_t i;
    if (!m->cap)
        return NULL;
    for (i = pmap_hash_(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->slots[i].key == NULL)
            return NULL;
        if (m->slots[i].key == key)
            return &m->slots[i];
    }
}

static AGENT_UNUSED int pmap_get(const Pmap *m, const void *key, intptr_t *value)
{
    PmapEntry *e = pmap_find_(m, key);
    if (!e)
        return 0;
    if (value)
        *value = e->value;
    return 1;
}

static void pmap_put(Pmap *m, const void *key, intptr_t value);

static void pmap_grow_(Pmap *m)
{
    PmapEntry *old = m->slots;
    size_t oldcap = m->cap, i;
    m->cap = m->cap ? m->cap * 2 : 64;
    while (m->count * 2 >= m->cap)
        m->cap *= 2;
    m->slots = (PmapEntry *)xcalloc(m->cap, sizeof(PmapEntry));
    m->count = m->used = 0;
    for (i = 0; i < oldcap; i++)
        if (old[i].key && old[i].key != PMAP_TOMB)
            pmap_put(m, old[i].key, old[i].value);
    free(old);
}

/* Inserts or replaces. */
static AGENT_UNUSED void pmap_put(Pmap *m, const void *key, intptr_t value)
{
    size_t i;
    PmapEntry *e = pmap_find_(m, key);
    if (e) {
        e->value = value;
        return;
    }
    if ((m->used + 1) * 4 >= m->cap * 3)
        pmap_grow_(m);
    for (i = pmap_hash_(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->slots[i].key == NULL || m->slots[i].key == PMAP_TOMB) {
            if (m->slots[i].key == NULL)
                m->used++;
            m->slots[i].key = key;
            m->slots[i].value = value;
            m->count++;
            return;
        }
    }
}

static AGENT_UNUSED int pmap_remove(Pmap *m, const void *key, intptr_t *value)
{
    PmapEntry *e = pmap_find_(m, key);
    if (!e)
        return 0;
    if (value)
        *value = e->value;
    e->key = PMAP_TOMB;
    m->count--;
    return 1;
}

static AGENT_UNUSED void pmap_clear(Pmap *m)
{
    free(m->slots);
    m->slots = NULL;
    m->cap = m->count = m->used = 0;
}

#define PMAP_FOREACH(m, e)                                       \
    for ((e) = (m)->slots; (m)->slots && (e) < (m)->slots + (m)->cap; (e)++) \
        if ((e)->key != NULL && (e)->key != PMAP_TOMB)

/* ---- strlist ----------------------------------------------------------------- */
typedef struct {
    char **items;
    size_t n, cap;
} Strlist;

static AGENT_UNUSED AGENT_PRINTF(2, 3) void strlist_add(Strlist *l, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (l->n == l->cap) {
        char **p;
        l->cap = l->cap ? l->cap * 2 : 16;
        p = (char **)realloc(l->items, l->cap * sizeof(char *));
        if (!p) {
            fputs("agent: out of memory\n", stdout);
            exit(3);
        }
        l->items = p;
    }
    l->items[l->n++] = xstrdup(buf);
}

static int strlist_cmp_(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static AGENT_UNUSED void strlist_sort(Strlist *l)
{
    if (l->n > 1)
        qsort(l->items, l->n, sizeof(char *), strlist_cmp_);
}

static AGENT_UNUSED void strlist_free(Strlist *l)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        free(l->items[i]);
    free(l->items);
    l->items = NULL;
    l->n = l->cap = 0;
}

/* ---- MethodIndex: jmethodID -> names, from CLASS_LOAD ------------------------- */
typedef struct {
    char *class_name;
    char *name;
    char *sig;
    jint start_line, end_line;
} MethodInfo;

static Pmap method_index; /* jmethodID -> MethodInfo* */

/* Records every method of a CLASS_LOAD event (caller holds agent_lock). */
static AGENT_UNUSED void method_index_add(const JVMPI_Event *ev)
{
    jint i;
    for (i = 0; i < ev->u.class_load.num_methods; i++) {
        const JVMPI_Method *m = &ev->u.class_load.methods[i];
        MethodInfo *mi;
        intptr_t old;
        if (pmap_get(&method_index, m->method_id, &old))
            continue;
        mi = (MethodInfo *)xcalloc(1, sizeof *mi);
        mi->class_name = xstrdup(ev->u.class_load.class_name);
        mi->name = xstrdup(m->method_name);
        mi->sig = xstrdup(m->method_signature);
        mi->start_line = m->start_lineno;
        mi->end_line = m->end_lineno;
        pmap_put(&method_index, m->method_id, (intptr_t)mi);
    }
}

static AGENT_UNUSED MethodInfo *method_info(jmethodID mid)
{
    intptr_t v;
    return pmap_get(&method_index, mid, &v) ? (MethodInfo *)v : NULL;
}

static AGENT_UNUSED int is_test_class(const char *name)
{
    return name && strncmp(name, "jvmpitest/", 10) == 0;
}

/* The method is `name` of a jvmpitest/ class `cls` (NULL: any class). */
static AGENT_UNUSED int method_is(jmethodID mid, const char *cls, const char *name)
{
    MethodInfo *mi = method_info(mid);
    if (!mi || !is_test_class(mi->class_name))
        return 0;
    if (cls && strcmp(mi->class_name, cls) != 0)
        return 0;
    return strcmp(mi->name, name) == 0;
}

/* ---- big-endian readers for dump buffers ---------------------------------------- */
typedef struct {
    const unsigned char *p, *end;
    int overrun;
} Reader;

static AGENT_UNUSED int rd_left(Reader *r, size_t n)
{
    if (r->overrun || (size_t)(r->end - r->p) < n) {
        r->overrun = 1;
        return 0;
    }
    return 1;
}

static AGENT_UNUSED unsigned rd_u1(Reader *r)
{
    if (!rd_left(r, 1))
        return 0;
    return *r->p++;
}

static AGENT_UNUSED unsigned rd_u2(Reader *r)
{
    unsigned v;
    if (!rd_left(r, 2))
        return 0;
    v = ((unsigned)r->p[0] << 8) | r->p[1];
    r->p += 2;
    return v;
}

static AGENT_UNUSED uint32_t rd_u4(Reader *r)
{
    uint32_t v;
    if (!rd_left(r, 4))
        return 0;
    v = ((uint32_t)r->p[0] << 24) | ((uint32_t)r->p[1] << 16) | ((uint32_t)r->p[2] << 8) | r->p[3];
    r->p += 4;
    return v;
}

static AGENT_UNUSED uint64_t rd_u8(Reader *r)
{
    uint64_t hi = rd_u4(r);
    return (hi << 32) | rd_u4(r);
}

/* An id: a native pointer, copied as the VM wrote it. */
static AGENT_UNUSED void *rd_id(Reader *r)
{
    void *v = NULL;
    if (!rd_left(r, sizeof(void *)))
        return NULL;
    memcpy(&v, r->p, sizeof(void *));
    r->p += sizeof(void *);
    return v;
}

/* Size of a value of JVMPI type `ty` in a dump (ids are pointers). */
static AGENT_UNUSED size_t value_size(unsigned ty)
{
    switch (ty) {
    case JVMPI_CLASS: return sizeof(void *);
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_FLOAT: case JVMPI_INT: return 4;
    case JVMPI_DOUBLE: case JVMPI_LONG: return 8;
    default: return 0;
    }
}

/* JVMPI type of a field signature's first character. */
static AGENT_UNUSED unsigned sig_type(const char *sig)
{
    switch (sig[0]) {
    case 'Z': return JVMPI_BOOLEAN;
    case 'C': return JVMPI_CHAR;
    case 'F': return JVMPI_FLOAT;
    case 'D': return JVMPI_DOUBLE;
    case 'B': return JVMPI_BYTE;
    case 'S': return JVMPI_SHORT;
    case 'I': return JVMPI_INT;
    case 'J': return JVMPI_LONG;
    default: return JVMPI_CLASS;
    }
}

#endif
