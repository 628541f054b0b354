/*
 * monitor.c -- Java monitors (the protocol is in monitor.h).
 *
 * Owns the monitor table: records indexed by the 24-bit number an inflated
 * lock word holds.  The table is two-level (256 chunks of 65536 slots,
 * made on demand) so that a slot never moves and readers need no lock: a
 * chunk is published before any index in it can appear in a lock word.
 * Records are recycled, never freed, with their OS monitors.
 *
 * Invariant: a record in use has obj pointing at the object whose word
 * names it, and that word is inflated with its index; a free record is on
 * the free list and no word names it.
 */
#include <stdlib.h>

#include "jvmpi_impl.h"
#include "runtime/monitor.h"
#include "runtime/safepoint.h"
#include "runtime/exception.h"
#include "runtime/threads.h"

#define CHUNK_BITS 16
#define CHUNK_SIZE (1u << CHUNK_BITS)
#define MAX_CHUNKS 256

#define LOCK_INDEX_SHIFT LOCK_OWNER_SHIFT
#define LOCK_INDEX_MASK LOCK_OWNER_MASK
#define LOCK_KEEP (LOCK_HASH_MASK | LOCK_HASH_PRESENT) /* bits every state keeps */
#define MONITOR_SPINS 8 /* tries (with a yield between) before blocking */

typedef struct vm_monitor {
    os_monitor *os;
    object *obj;                 /* weak: monitor_gc forwards or frees */
    volatile int32_t pending;    /* threads about to block on it */
    uint32_t index;
    struct vm_monitor *free_next;
} vm_monitor;

static vm_monitor **volatile chunks[MAX_CHUNKS];
static uint32_t next_index = 1; /* 0 is never used */
static vm_monitor *free_list;
static os_monitor *table_lock;  /* held for a few instructions, never across blocking */

void monitor_init(void)
{
    table_lock = os_monitor_create("_monitor table");
}

static inline vm_monitor *monitor_at(uintptr_t word)
{
    uint32_t i = (uint32_t)((word & LOCK_INDEX_MASK) >> LOCK_INDEX_SHIFT);
    vm_monitor **c = os_atomic_load_ptr((void *const volatile *)&chunks[i >> CHUNK_BITS]);
    return c[i & (CHUNK_SIZE - 1)];
}

/* A record for o owned by `owner` (a thread's OS identity) with depth
 * `count`, or NULL if out of memory or indices. */
static vm_monitor *record_take(object *o, os_thread *owner, int count)
{
    os_monitor_enter(table_lock);
    vm_monitor *m = free_list;
    if (m) {
        free_list = m->free_next;
    } else if (next_index < MAX_CHUNKS * CHUNK_SIZE) {
        uint32_t i = next_index;
        vm_monitor **c = chunks[i >> CHUNK_BITS];
        if (!c) {
            c = calloc(CHUNK_SIZE, sizeof *c);
            if (c) os_atomic_store_ptr((void *volatile *)&chunks[i >> CHUNK_BITS], c);
        }
        m = c ? calloc(1, sizeof *m) : NULL;
        if (m) m->os = os_monitor_create("java monitor");
        if (m && m->os) {
            m->index = i;
            c[i & (CHUNK_SIZE - 1)] = m;
            next_index++;
        } else {
            free(m);
            m = NULL;
        }
    }
    os_monitor_exit(table_lock);
    if (!m) return NULL;
    m->obj = o;
    m->pending = 0;
    m->free_next = NULL;
    os_monitor_force_owner(m->os, owner, count);
    return m;
}

static void record_give_back(vm_monitor *m)
{
    os_monitor_force_owner(m->os, NULL, 0);
    m->obj = NULL;
    os_monitor_enter(table_lock);
    m->free_next = free_list;
    free_list = m;
    os_monitor_exit(table_lock);
}

/* Tries to turn the thin word w of o into an inflated one owned by the
 * thin owner.  False if the word changed meanwhile (look again), or with
 * an exception pending if no record could be had. */
static bool inflate(vm_thread *t, object *o, uintptr_t w, bool *failed)
{
    *failed = false;
    uint32_t owner_id = (uint32_t)((w & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT);
    /* Only the owner's OS identity is needed, and it is read under the
     * thread-list lock: the owner may release the lock, end and free its
     * vm_thread the moment that lock is let go, so a vm_thread pointer
     * from thread_by_id must not be dereferenced here.  The identity
     * itself is only stored to be compared, and is right whenever the CAS
     * below succeeds: the word then still names that owner as holder. */
    os_thread *owner = owner_id == t->id ? t->os : thread_os_by_id(owner_id);
    if (!owner) {
        os_thread_yield(); /* the word is stale: it will have changed */
        return false;
    }
    int depth = (int)((w & LOCK_RECURSION_MASK) >> LOCK_RECURSION_SHIFT) + 1;
    vm_monitor *m = record_take(o, owner, depth);
    if (!m) {
        *failed = true;
        return vm_throw(t, "java/lang/OutOfMemoryError", "cannot inflate a monitor");
    }
    uintptr_t nw = (w & LOCK_KEEP) | ((uintptr_t)m->index << LOCK_INDEX_SHIFT) | LOCK_INFLATED;
    if (os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w, (intptr_t)nw)) {
        OS_TRACE(VM_TRACE_MONITOR, "monitor", "inflated %p (record %u) by thread %u", (void *)o, m->index, t->id);
        return true;
    }
    record_give_back(m);
    return false;
}

/* A contended enter of an inflated monitor: blocks IN_NATIVE. */
static void enter_blocking(vm_thread *t, vm_monitor *m)
{
    os_atomic_add32(&m->pending, 1);
    object *o = m->obj;
    bool events = JVMPI_ON(JVMPI_EVENT_MONITOR_CONTENDED_ENTER);
    if (events) jvmpi_post_monitor(t, JVMPI_EVENT_MONITOR_CONTENDED_ENTER, o);
    os_atomic_store32(&t->java_state, THREAD_JAVA_BLOCKED);
    thread_to_native(t);
    os_monitor_enter(m->os);
    thread_from_native(t);
    os_atomic_store32(&t->java_state, THREAD_JAVA_RUNNABLE);
    os_atomic_add32(&m->pending, -1);
    if (JVMPI_ON(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED))
        jvmpi_post_monitor(t, JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, m->obj);
}

bool monitor_enter(vm_thread *t, object *o)
{
    uintptr_t me = (uintptr_t)t->id << LOCK_OWNER_SHIFT;
    for (;;) {
        uintptr_t w = obj_lock_word(o);
        switch (w & LOCK_STATE_MASK) {
        case LOCK_UNLOCKED:
            if (os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w, (intptr_t)(w | me | LOCK_THIN)))
                return true;
            continue;
        case LOCK_THIN: {
            bool failed;
            if ((w & LOCK_OWNER_MASK) == me && (w & LOCK_RECURSION_MASK) != LOCK_RECURSION_MASK) {
                if (os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w,
                                       (intptr_t)(w + ((uintptr_t)1 << LOCK_RECURSION_SHIFT))))
                    return true;
                continue;
            }
            /* Contended, or nested deeper than the word can count. */
            if (!inflate(t, o, w, &failed) && failed) return false;
            continue;
        }
        default: {
            vm_monitor *m = monitor_at(w);
            /* A holder on another processor often lets go within a few
             * yields: cheaper than blocking and being woken. */
            for (int spin = 0; spin < MONITOR_SPINS; spin++) {
                if (os_monitor_try_enter(m->os)) return true;
                os_thread_yield();
            }
            enter_blocking(t, m);
            return true;
        }
        }
    }
}

bool monitor_owned_by(vm_thread *t, const object *o)
{
    uintptr_t w = obj_lock_word(o);
    switch (w & LOCK_STATE_MASK) {
    case LOCK_THIN: return (w & LOCK_OWNER_MASK) == ((uintptr_t)t->id << LOCK_OWNER_SHIFT);
    case LOCK_INFLATED: return os_monitor_owner(monitor_at(w)->os) == t->os;
    default: return false;
    }
}

static bool not_owner(vm_thread *t)
{
    return vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
}

bool monitor_exit(vm_thread *t, object *o)
{
    uintptr_t me = (uintptr_t)t->id << LOCK_OWNER_SHIFT;
    for (;;) {
        uintptr_t w = obj_lock_word(o);
        switch (w & LOCK_STATE_MASK) {
        case LOCK_THIN: {
            if ((w & LOCK_OWNER_MASK) != me) return not_owner(t);
            uintptr_t nw = (w & LOCK_RECURSION_MASK) ? w - ((uintptr_t)1 << LOCK_RECURSION_SHIFT) : (w & LOCK_KEEP);
            if (os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w, (intptr_t)nw)) return true;
            continue; /* inflated meanwhile by a contender */
        }
        case LOCK_INFLATED: {
            vm_monitor *m = monitor_at(w);
            if (JVMPI_ON(JVMPI_EVENT_MONITOR_CONTENDED_EXIT) && os_monitor_owner(m->os) == t->os &&
                os_monitor_entry_count(m->os) == 1 && os_atomic_load32(&m->pending) > 0)
                jvmpi_post_monitor(t, JVMPI_EVENT_MONITOR_CONTENDED_EXIT, o);
            if (os_monitor_exit(m->os) != OS_OK) return not_owner(t);
            return true;
        }
        default:
            return not_owner(t);
        }
    }
}

/* The inflated record of a lock t holds (inflating a thin one), or NULL
 * with IllegalMonitorStateException pending. */
static vm_monitor *owned_record(vm_thread *t, object *o)
{
    for (;;) {
        uintptr_t w = obj_lock_word(o);
        if ((w & LOCK_STATE_MASK) == LOCK_INFLATED) {
            vm_monitor *m = monitor_at(w);
            if (os_monitor_owner(m->os) != t->os) return not_owner(t), NULL;
            return m;
        }
        if (!monitor_owned_by(t, o)) return not_owner(t), NULL;
        bool failed;
        if (!inflate(t, o, w, &failed) && failed) return NULL;
    }
}

bool monitor_wait(vm_thread *t, object *o, int64_t ms)
{
    if (ms < 0) return vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    vm_monitor *m = owned_record(t, o);
    if (!m) return false;
    if (thread_take_interrupt(t)) return vm_throw(t, "java/lang/InterruptedException", NULL);
    if (JVMPI_ON(JVMPI_EVENT_MONITOR_WAIT)) jvmpi_post_monitor_wait(t, JVMPI_EVENT_MONITOR_WAIT, o, ms);
    /* A notified waiter is in neither the wait set nor the entry queue
     * until it wakes up and asks for the monitor again: `pending` keeps the
     * record from looking idle (and being retired) meanwhile. */
    os_atomic_add32(&m->pending, 1);
    os_atomic_store32(&t->java_state, ms ? THREAD_JAVA_TIMED_WAITING : THREAD_JAVA_WAITING);
    thread_to_native(t);
    os_status st = os_monitor_wait(m->os, ms);
    thread_from_native(t);
    os_atomic_store32(&t->java_state, THREAD_JAVA_RUNNABLE);
    os_atomic_add32(&m->pending, -1);
    if (JVMPI_ON(JVMPI_EVENT_MONITOR_WAITED)) jvmpi_post_monitor_wait(t, JVMPI_EVENT_MONITOR_WAITED, m->obj, ms);
    if (st == OS_INTERRUPTED) {
        thread_take_interrupt(t);
        return vm_throw(t, "java/lang/InterruptedException", NULL);
    }
    return true;
}

bool monitor_notify(vm_thread *t, object *o, bool all)
{
    uintptr_t w = obj_lock_word(o);
    if ((w & LOCK_STATE_MASK) != LOCK_INFLATED) {
        /* A thin lock has no waiters: waiting inflates. */
        return monitor_owned_by(t, o) ? true : not_owner(t);
    }
    vm_monitor *m = monitor_at(w);
    os_status st = all ? os_monitor_notify_all(m->os) : os_monitor_notify(m->os);
    return st == OS_OK ? true : not_owner(t);
}

/* ---- questions from dumps -------------------------------------------------- */

typedef struct {
    os_monitor *os;
    object *found;
} record_search;

object *monitor_blocking_object(vm_thread *t, bool *waiting)
{
    *waiting = false;
    if (!t->os) return NULL;
    os_monitor *om = os_thread_blocked_on(t->os, waiting);
    if (!om) return NULL;
    /* Which object's record is it?  (Dumps are rare; a scan is fine.) */
    os_monitor_enter(table_lock);
    object *found = NULL;
    for (uint32_t i = 1; i < next_index && !found; i++) {
        vm_monitor *m = chunks[i >> CHUNK_BITS][i & (CHUNK_SIZE - 1)];
        if (m && m->os == om && m->obj) found = m->obj;
    }
    os_monitor_exit(table_lock);
    return found;
}

vm_thread *monitor_owner(const object *o)
{
    uintptr_t w = obj_lock_word(o);
    switch (w & LOCK_STATE_MASK) {
    case LOCK_THIN: return thread_by_id((uint32_t)((w & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT));
    case LOCK_INFLATED: return thread_of_os(os_monitor_owner(monitor_at(w)->os));
    default: return NULL;
    }
}

int monitor_entry_count(const object *o)
{
    uintptr_t w = obj_lock_word(o);
    switch (w & LOCK_STATE_MASK) {
    case LOCK_THIN: return (int)((w & LOCK_RECURSION_MASK) >> LOCK_RECURSION_SHIFT) + 1;
    case LOCK_INFLATED: return os_monitor_entry_count(monitor_at(w)->os);
    default: return 0;
    }
}

/* ---- the collector's pass ---------------------------------------------------- */

void monitor_gc(object *(*forward)(object *o))
{
    uint32_t retired = 0, kept = 0;
    for (uint32_t i = 1; i < next_index; i++) {
        vm_monitor *m = chunks[i >> CHUNK_BITS][i & (CHUNK_SIZE - 1)];
        if (!m || !m->obj) continue;
        object *n = forward(m->obj);
        if (n && (os_atomic_load32(&m->pending) > 0 || !os_monitor_is_idle(m->os))) {
            m->obj = n;
            kept++;
            continue;
        }
        /* Dead, or idle: the word goes back to unlocked with its hash. */
        if (n) n->lock &= LOCK_KEEP;
        os_monitor_force_owner(m->os, NULL, 0);
        m->obj = NULL;
        m->free_next = free_list;
        free_list = m;
        retired++;
    }
    OS_TRACE(VM_TRACE_MONITOR, "monitor", "gc: %u records kept, %u retired", kept, retired);
}
