/*
 * jni_refs.c -- JNI local, global and weak global references (see
 * jni_refs.h for the handle format and the invariants).
 *
 * Locals: each thread has a chain of blocks of slots used as a stack; a
 * frame is a mark (block, index) saved on the thread's frame stack.  Blocks
 * are never moved or freed while the thread lives (popping only lowers the
 * fill), so handles stay put; spare blocks are kept for reuse.
 *
 * Globals and weak globals: one chain of blocks each, slots reused through
 * a free list threaded through the free slots themselves (a free slot holds
 * the next free slot's address with bit 0 set, which no object address
 * has, so a scan can tell it from a live slot).
 */
#include <stdlib.h>
#include <string.h>

#include "jni/jni_refs.h"
#include "jvmpi_impl.h"
#include "runtime/monitor.h"
#include "runtime/exception.h"

#define BLOCK_SLOTS 256

typedef struct ref_block {
    struct ref_block *prev;     /* older block (locals), or the chain (globals) */
    int used;                   /* locals: slots filled from the bottom */
    object *slots[BLOCK_SLOTS];
} ref_block;

typedef struct local_mark {
    ref_block *block;
    int used;
    int word;                   /* jni_frame_word's, 0 when pushed */
} local_mark;

typedef struct jni_locals {
    ref_block *top;             /* the block being filled */
    ref_block *spare;           /* popped blocks kept for reuse */
    local_mark *marks;          /* one per open frame */
    int mark_count, mark_cap;
    object **monitors;          /* entered by MonitorEnter, not yet exited: roots */
    int monitor_count, monitor_cap;
    int base_word;              /* jni_frame_word(t, 0) */
} jni_locals;

static jni_locals *locals_of(vm_thread *t)
{
    if (!t->jni_locals) t->jni_locals = calloc(1, sizeof(jni_locals));
    return t->jni_locals;
}

static ref_block *new_block(jni_locals *l)
{
    ref_block *b = l->spare;
    if (b) {
        l->spare = b->prev;
    } else {
        b = malloc(sizeof *b);
        if (!b) return NULL;
    }
    b->used = 0;
    b->prev = l->top;
    l->top = b;
    return b;
}

jobject jni_local_new(vm_thread *t, object *o)
{
    if (!o) return NULL;
    jni_locals *l = locals_of(t);
    ref_block *b = l ? l->top : NULL;
    if (l && (!b || b->used == BLOCK_SLOTS)) {
        /* A new block may be needed while o is held only here. */
        b = new_block(l);
    }
    if (!b) {
        vm_throw(t, "java/lang/OutOfMemoryError", "JNI local references");
        return NULL;
    }
    object **slot = &b->slots[b->used++];
    *slot = o;
    return (jobject)slot;
}

/* Which of t's blocks holds p, and the slot's index, or NULL. */
static ref_block *local_block_of(const jni_locals *l, const void *p, int *index)
{
    for (ref_block *b = l ? l->top : NULL; b; b = b->prev) {
        const object *const *s = (const object *const *)p;
        if (s >= (const object *const *)b->slots && s < (const object *const *)b->slots + b->used) {
            if (((const char *)s - (const char *)b->slots) % sizeof(object *)) return NULL;
            *index = (int)(s - (const object *const *)b->slots);
            return (ref_block *)b;
        }
    }
    return NULL;
}

void jni_local_delete(vm_thread *t, jobject ref)
{
    int i;
    ref_block *b = local_block_of(t->jni_locals, ref, &i);
    if (b) b->slots[i] = NULL;
}

jint jni_frame_push(vm_thread *t, jint capacity)
{
    jni_locals *l = locals_of(t);
    if (!l || capacity < 0) {
        vm_throw(t, "java/lang/OutOfMemoryError", "JNI local frame");
        return JNI_ENOMEM;
    }
    if (l->mark_count == l->mark_cap) {
        int cap = l->mark_cap ? l->mark_cap * 2 : 16;
        local_mark *m = realloc(l->marks, (size_t)cap * sizeof *m);
        if (!m) {
            vm_throw(t, "java/lang/OutOfMemoryError", "JNI local frame");
            return JNI_ENOMEM;
        }
        l->marks = m;
        l->mark_cap = cap;
    }
    l->marks[l->mark_count].block = l->top;
    l->marks[l->mark_count].used = l->top ? l->top->used : 0;
    l->marks[l->mark_count].word = 0;
    l->mark_count++;
    return jni_ensure_capacity(t, capacity);
}

void jni_frame_pop(vm_thread *t)
{
    jni_locals *l = t->jni_locals;
    if (!l || l->mark_count == 0) return;
    local_mark mk = l->marks[--l->mark_count];
    while (l->top && l->top != mk.block) {
        ref_block *b = l->top;
        l->top = b->prev;
        b->prev = l->spare;
        l->spare = b;
    }
    if (l->top) l->top->used = mk.used;
}

int jni_frame_depth(const vm_thread *t)
{
    const jni_locals *l = t->jni_locals;
    return l ? l->mark_count : 0;
}

int *jni_frame_word(vm_thread *t, int depth)
{
    jni_locals *l = locals_of(t);
    if (!l || depth < 0 || depth > l->mark_count) return NULL;
    return depth == 0 ? &l->base_word : &l->marks[depth - 1].word;
}

int jni_locals_live(const vm_thread *t, int depth)
{
    const jni_locals *l = t->jni_locals;
    if (!l || depth < 0 || depth > l->mark_count) return 0;
    const ref_block *stop = depth ? l->marks[depth - 1].block : NULL;
    int from = depth ? l->marks[depth - 1].used : 0, n = 0;
    for (const ref_block *b = l->top; b; b = b->prev) {
        for (int i = b == stop ? from : 0; i < b->used; i++)
            if (b->slots[i]) n++;
        if (b == stop) break;
    }
    return n;
}

jint jni_ensure_capacity(vm_thread *t, jint capacity)
{
    /* Blocks are added on demand; all that can fail later is malloc, which
     * is reported then.  Still refuse what could never be met. */
    if (capacity < 0 || capacity > 64 * 1024 * 1024) {
        vm_throw(t, "java/lang/OutOfMemoryError", "JNI local references: %d", (int)capacity);
        return JNI_ENOMEM;
    }
    return JNI_OK;
}

void jni_thread_roots(vm_thread *t, void (*fn)(object **slot, void *arg), void *arg)
{
    jni_locals *l = t->jni_locals;
    for (ref_block *b = l ? l->top : NULL; b; b = b->prev)
        for (int i = 0; i < b->used; i++)
            if (b->slots[i]) fn(&b->slots[i], arg);
    for (int i = 0; l && i < l->monitor_count; i++) fn(&l->monitors[i], arg);
}

/* ---- monitors entered through JNI ---- */

bool jni_monitor_entered(vm_thread *t, object *o)
{
    jni_locals *l = locals_of(t);
    if (!l) return false;
    if (l->monitor_count == l->monitor_cap) {
        int cap = l->monitor_cap ? l->monitor_cap * 2 : 8;
        object **m = realloc(l->monitors, (size_t)cap * sizeof *m);
        if (!m) return false;
        l->monitors = m;
        l->monitor_cap = cap;
    }
    l->monitors[l->monitor_count++] = o;
    return true;
}

void jni_monitor_exited(vm_thread *t, object *o)
{
    jni_locals *l = t->jni_locals;
    for (int i = l ? l->monitor_count - 1 : -1; i >= 0; i--) {
        if (l->monitors[i] == o) {
            l->monitors[i] = l->monitors[--l->monitor_count];
            return;
        }
    }
}

void jni_monitors_release(vm_thread *t)
{
    jni_locals *l = t->jni_locals;
    while (l && l->monitor_count > 0) monitor_exit(t, l->monitors[--l->monitor_count]);
}

void jni_thread_free(vm_thread *t)
{
    jni_locals *l = t->jni_locals;
    if (!l) return;
    for (ref_block *lists[2] = {l->top, l->spare}, **p = lists; p < lists + 2; p++)
        for (ref_block *b = *p, *prev; b; b = prev) {
            prev = b->prev;
            free(b);
        }
    free(l->marks);
    free(l->monitors);
    free(l);
    t->jni_locals = NULL;
}

/* ---- globals ---- */

typedef struct global_table {
    ref_block *blocks;
    object **free_list;  /* a free slot holds (next free | 1) */
} global_table;

static global_table strong_refs, weak_refs;
static os_monitor *globals_lock;

#define FREE_TAG ((uintptr_t)1)

static bool slot_is_free(object *const *s) { return ((uintptr_t)*s & FREE_TAG) != 0; }

void jni_refs_init(void)
{
    globals_lock = os_monitor_create("_jni_globals");
}

static object **global_slot(global_table *g)
{
    if (!g->free_list) {
        ref_block *b = malloc(sizeof *b);
        if (!b) return NULL;
        b->used = BLOCK_SLOTS;
        b->prev = g->blocks;
        g->blocks = b;
        for (int i = BLOCK_SLOTS - 1; i >= 0; i--) {
            b->slots[i] = (object *)((uintptr_t)g->free_list | FREE_TAG);
            g->free_list = &b->slots[i];
        }
    }
    object **s = g->free_list;
    g->free_list = (object **)((uintptr_t)*s & ~FREE_TAG);
    return s;
}

static bool in_table(const global_table *g, const void *p)
{
    for (const ref_block *b = g->blocks; b; b = b->prev) {
        const char *s = p, *lo = (const char *)b->slots;
        if (s >= lo && s < lo + sizeof b->slots) return (size_t)(s - lo) % sizeof(object *) == 0;
    }
    return false;
}

static void global_free(global_table *g, object **s)
{
    *s = (object *)((uintptr_t)g->free_list | FREE_TAG);
    g->free_list = s;
}

static void *global_new(vm_thread *t, global_table *g, object *o, bool weak)
{
    if (!o) return NULL;
    os_monitor_enter(globals_lock);
    object **s = global_slot(g);
    if (s) *s = o;
    os_monitor_exit(globals_lock);
    if (!s) {
        vm_throw(t, "java/lang/OutOfMemoryError", "JNI global references");
        return NULL;
    }
    void *ref = weak ? (void *)((uintptr_t)s | 1) : (void *)s;
    if (JVMPI_ON(weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC : JVMPI_EVENT_JNI_GLOBALREF_ALLOC))
        jvmpi_post_globalref(t, weak, *s, ref);
    return ref;
}

static void global_delete(vm_thread *t, global_table *g, void *ref, bool weak)
{
    if (!ref) return;
    object **s = (object **)((uintptr_t)ref & ~(uintptr_t)1);
    os_monitor_enter(globals_lock);
    bool ok = in_table(g, s) && !slot_is_free(s);
    if (ok) global_free(g, s);
    os_monitor_exit(globals_lock);
    if (ok && JVMPI_ON(weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE : JVMPI_EVENT_JNI_GLOBALREF_FREE))
        jvmpi_post_globalref_free(t, weak, ref);
}

jobject jni_global_new(vm_thread *t, object *o) { return global_new(t, &strong_refs, o, false); }
void jni_global_delete(vm_thread *t, jobject ref)
{
    if (!((uintptr_t)ref & 1)) global_delete(t, &strong_refs, ref, false);
}
jweak jni_weak_new(vm_thread *t, object *o) { return global_new(t, &weak_refs, o, true); }
void jni_weak_delete(vm_thread *t, jweak ref)
{
    if ((uintptr_t)ref & 1) global_delete(t, &weak_refs, ref, true);
}

jobjectRefType jni_ref_type(const vm_thread *t, jobject ref)
{
    uintptr_t r = (uintptr_t)ref;
    if (!r) return JNIInvalidRefType;
    jobjectRefType type = JNIInvalidRefType;
    int i;
    if (r & 1) {
        os_monitor_enter(globals_lock);
        if (in_table(&weak_refs, (void *)(r & ~(uintptr_t)1)) && !slot_is_free((object **)(r & ~(uintptr_t)1)))
            type = JNIWeakGlobalRefType;
        os_monitor_exit(globals_lock);
    } else if (t && local_block_of(t->jni_locals, ref, &i)) {
        type = JNILocalRefType;
    } else {
        os_monitor_enter(globals_lock);
        if (in_table(&strong_refs, ref) && !slot_is_free((object **)ref)) type = JNIGlobalRefType;
        os_monitor_exit(globals_lock);
    }
    return type;
}

void jni_global_roots(void (*fn)(object **slot, void *arg), void *arg)
{
    for (ref_block *b = strong_refs.blocks; b; b = b->prev)
        for (int i = 0; i < BLOCK_SLOTS; i++)
            if (b->slots[i] && !slot_is_free(&b->slots[i])) fn(&b->slots[i], arg);
}

void jni_weak_update(object *(*survivor)(object *o))
{
    for (ref_block *b = weak_refs.blocks; b; b = b->prev)
        for (int i = 0; i < BLOCK_SLOTS; i++)
            if (b->slots[i] && !slot_is_free(&b->slots[i])) b->slots[i] = survivor(b->slots[i]);
}
