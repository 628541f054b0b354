/*
 * allocs.c -- tests jvmpi.allocs, jvmpi.allocs_free, jvmpi.allocs_arena
 * (program jvmpitest.Allocs) and jvmpi.generations* (program
 * jvmpitest.Generations): the agent keeps the set of live objects from the
 * allocation events alone and checks it against what the VM says.  It
 * states rules that hold for any collector -- the semispaces of today and a
 * generational heap alike -- and never counts arenas, moves or collections.
 *
 * Books: jobjectID -> (arena, dump type, size, moved bit), from
 *   ARENA_NEW      any id, with a name; without ARENA_DELETE enabled an
 *                  arena is announced once
 *   OBJECT_ALLOC   insert (the id must be new, its arena announced by
 *                  ARENA_NEW and not deleted; class_id NULL exactly for
 *                  primitive arrays)
 *   OBJECT_MOVE    rekey (the old id must be live in the old arena, the new
 *                  id free, the new arena an announced one: a move may keep
 *                  the address, the arena changing, or the arena, the
 *                  address changing, not both)
 *   OBJECT_FREE    remove (the id must be live)
 *   ARENA_DELETE   remove every object of the arena, which must be announced
 *                  again (same id) before the collection's GC_FINISH
 *   GC_START ... GC_FINISH   bracket the moves, frees and arena deletions,
 *                  all on the thread of GC_START; no allocation in between;
 *                  at GC_FINISH used_objects must equal the number of live
 *                  objects, used_object_space the sum of their sizes, and
 *                  total_object_space be at least that
 *
 * Comparisons with the heap, RequestEvent(HEAP_DUMP, level 0) whose objects
 * and types must be exactly the live set (a dead object left in the books,
 * a survivor dropped with its arena, a move not reported all show):
 *   - at each METHOD_ENTRY of a jvmpitest class's `checkpoint`, after RunGC
 *     (which must send GC_START and GC_FINISH during the call);
 *   - at the first METHOD_ENTRY of a jvmpitest class's `tick` after a
 *     collection (the books hold what was allocated since, so they must
 *     still agree).  A method entry has no jobjectID, so GC is not disabled
 *     there.
 *     The tick asks for a level-1 dump too: every reference in it -- roots,
 *     statics, fields, array elements, classes and supers -- must name an
 *     object of the books.  A reference the collector did not update (an
 *     old object's field or array slot whose young target moved or died
 *     unseen, as a missing write barrier would leave it) shows here.  To
 *     read CLASS_DUMP records the agent keeps, from CLASS_LOAD, each class's
 *     number of interfaces and of reference statics, rekeyed by OBJECT_MOVE.
 * Major collections -- RunGC, and the last collection between the
 * METHOD_ENTRY of a jvmpitest class's `major` (which calls System.gc()) and
 * the next `tick` -- must move every survivor (OBJECT_MOVE of each object
 * the books hold at their GC_FINISH).
 *
 * The modes (jvmpi.h states the rule):
 *   (none)   OBJECT_FREE and ARENA_DELETE enabled, as Sun's HPROF does:
 *            one OBJECT_FREE per dead object, and no arena may be deleted
 *            while the VM runs (tests jvmpi.allocs, jvmpi.generations);
 *   "free"   OBJECT_FREE alone: the same (jvmpi.allocs_free, ..._free);
 *   "arena"  ARENA_DELETE alone: a collection deletes the arenas it left
 *            holding only dead objects and announces them anew, and no
 *            OBJECT_FREE comes (jvmpi.allocs_arena, ..._arena).
 * The class object of java.lang.Class is its own class: its OBJECT_ALLOC
 * is the one with class_id NULL, and the CLASS_LOAD of java/lang/Class
 * names it.
 */
#include "agent.h"

static Pmap live;          /* jobjectID -> packed (size << 17 | moved << 16 | type << 8 | arena) */
static int arena_known[256];
static int arena_gone[256]; /* deleted in this collection, not announced again yet */
static int in_gc;
static JNIEnv *gc_env;
static long gc_starts, gc_finishes, natural_gcs;
static int in_checkpoint;
static long errors_alloc, errors_move, errors_free, errors_gc, errors_thread;
static int dump_seen;
static jint dump_level_asked;
/* class id -> (interfaces << 16 | reference statics), for level-1 dumps */
static Pmap class_shape;
static int use_arena_delete = 1, use_object_free = 1;
static long arena_deletes, object_frees, null_class_allocs;
static jobjectID null_class_obj;
static jlong live_space;

/* After each collection: the next tick compares (check_pending). */
static int check_pending;
static long checks, checks_failed;
/* Major collections: in_major from `major` to the next tick (and during a
 * checkpoint's RunGC); each collection then clears the moved bits at its
 * start and counts the objects left without one at its end. */
static int in_major;
static long major_gcs_in_window, unmoved_at_last_gc, majors_followed, majors_failed;

#define PACK(arena, type, size) ((intptr_t)(((int64_t)(size) << 17) | ((type) << 8) | (arena)))
#define P_ARENA(v) ((int)((v)&0xff))
#define P_TYPE(v) ((int)(((v) >> 8) & 0xff))
#define P_MOVED ((intptr_t)1 << 16)
#define P_SIZE(v) ((jlong)((int64_t)(v) >> 17))

/* Moves, frees and arena deletions come on the collecting thread. */
static void check_gc_thread(JVMPI_Event *ev, const char *what)
{
    if (in_gc && ev->env_id != gc_env && errors_thread++ == 0)
        fail("%s on another thread than GC_START", what);
}

static void on_arena_new(JVMPI_Event *ev)
{
    jint a = ev->u.new_arena.arena_id;
    if (a < 0 || a > 255) {
        fail("ARENA_NEW id %d out of the range this test handles", (int)a);
        return;
    }
    /* without ARENA_DELETE enabled, the re-announcement of a collected
     * arena comes without its deletion */
    CHECK(!arena_known[a], "ARENA_NEW %d: arena already exists", (int)a);
    CHECK(ev->u.new_arena.arena_name != NULL, "ARENA_NEW %d without a name", (int)a);
    arena_known[a] = 1;
    arena_gone[a] = 0;
}

static void on_arena_delete(JVMPI_Event *ev)
{
    jint a = ev->u.delete_arena.arena_id;
    PmapEntry *e;
    if (a < 0 || a > 255 || !arena_known[a]) {
        fail("ARENA_DELETE of unknown arena %d", (int)a);
        return;
    }
    CHECK(in_gc, "ARENA_DELETE %d outside GC_START..GC_FINISH", (int)a);
    check_gc_thread(ev, "ARENA_DELETE");
    if (use_object_free && arena_deletes == 0)
        fail("ARENA_DELETE %d while OBJECT_FREE is enabled", (int)a);
    arena_deletes++;
    arena_known[a] = 0;
    arena_gone[a] = in_gc;
    PMAP_FOREACH(&live, e) {
        if (P_ARENA(e->value) == a) {
            live_space -= P_SIZE(e->value);
            e->key = PMAP_TOMB;
            live.count--;
        }
    }
}

static void on_alloc(JVMPI_Event *ev)
{
    jint a = ev->u.obj_alloc.arena_id;
    jint t = ev->u.obj_alloc.is_array;
    jobjectID id = ev->u.obj_alloc.obj_id;
    jint size = ev->u.obj_alloc.size;
    int type;
    if (in_gc && errors_alloc++ == 0)
        fail("OBJECT_ALLOC between GC_START and GC_FINISH");
    if (!id) {
        if (errors_alloc++ == 0)
            fail("OBJECT_ALLOC with a NULL obj_id");
        return;
    }
    if ((a < 0 || a > 255 || !arena_known[a]) && errors_alloc++ == 0)
        fail("OBJECT_ALLOC in arena %d, which no ARENA_NEW announced", (int)a);
    if (t == JVMPI_NORMAL_OBJECT && !ev->u.obj_alloc.class_id) {
        /* only java.lang.Class's own class object, once */
        if (null_class_allocs++ == 0)
            null_class_obj = id;
        else if (errors_alloc++ == 0)
            fail("a second OBJECT_ALLOC with class_id NULL");
        type = t;
    } else if (t == JVMPI_NORMAL_OBJECT || t == JVMPI_CLASS) {
        if (!ev->u.obj_alloc.class_id && errors_alloc++ == 0)
            fail("OBJECT_ALLOC (is_array %d): class_id NULL", (int)t);
        type = t;
    } else if (t >= JVMPI_BOOLEAN && t <= JVMPI_LONG) {
        if (ev->u.obj_alloc.class_id && errors_alloc++ == 0)
            fail("OBJECT_ALLOC of a primitive array (is_array %d): class_id not NULL", (int)t);
        type = t;
    } else {
        if (errors_alloc++ == 0)
            fail("OBJECT_ALLOC: is_array %d", (int)t);
        type = 0xff;
    }
    if (size <= 0 && errors_alloc++ == 0)
        fail("OBJECT_ALLOC: size %d", (int)size);
    if (pmap_get(&live, id, NULL)) {
        if (errors_alloc++ == 0)
            fail("OBJECT_ALLOC of an id that is already live");
        return;
    }
    pmap_put(&live, id, PACK(a & 0xff, type, size));
    live_space += size;
}

static void on_move(JVMPI_Event *ev)
{
    intptr_t v;
    jint na = ev->u.obj_move.new_arena_id;
    if (!in_gc && errors_move++ == 0)
        fail("OBJECT_MOVE outside GC_START..GC_FINISH");
    check_gc_thread(ev, "OBJECT_MOVE");
    if (!pmap_remove(&live, ev->u.obj_move.obj_id, &v)) {
        if (errors_move++ == 0)
            fail("OBJECT_MOVE of an id that is not live");
        return;
    }
    if (P_ARENA(v) != ev->u.obj_move.arena_id && errors_move++ == 0)
        fail("OBJECT_MOVE from arena %d of an object allocated/moved into arena %d",
             (int)ev->u.obj_move.arena_id, P_ARENA(v));
    if ((na < 0 || na > 255 || !arena_known[na]) && errors_move++ == 0)
        fail("OBJECT_MOVE into unknown arena %d", (int)na);
    if (na == ev->u.obj_move.arena_id && ev->u.obj_move.new_obj_id == ev->u.obj_move.obj_id && errors_move++ == 0)
        fail("OBJECT_MOVE within arena %d to the same id: a move changes one or the other", (int)na);
    if (!ev->u.obj_move.new_obj_id || pmap_get(&live, ev->u.obj_move.new_obj_id, NULL)) {
        if (errors_move++ == 0)
            fail("OBJECT_MOVE to an id that is NULL or still live");
        live_space -= P_SIZE(v);
        return;
    }
    pmap_put(&live, ev->u.obj_move.new_obj_id, PACK(na & 0xff, P_TYPE(v), P_SIZE(v)) | P_MOVED);
    if (P_TYPE(v) == JVMPI_NORMAL_OBJECT && pmap_remove(&class_shape, ev->u.obj_move.obj_id, &v))
        pmap_put(&class_shape, ev->u.obj_move.new_obj_id, v);
}

static void on_free(JVMPI_Event *ev)
{
    intptr_t v;
    if (!use_object_free && object_frees == 0)
        fail("OBJECT_FREE, which this agent did not enable");
    object_frees++;
    if (!in_gc && errors_free++ == 0)
        fail("OBJECT_FREE outside GC_START..GC_FINISH");
    check_gc_thread(ev, "OBJECT_FREE");
    if (!pmap_remove(&live, ev->u.obj_free.obj_id, &v)) {
        if (errors_free++ == 0)
            fail("OBJECT_FREE of an id that is not live");
        return;
    }
    live_space -= P_SIZE(v);
}

static void on_gc_start(JVMPI_Event *ev)
{
    if (in_gc && errors_gc++ == 0)
        fail("GC_START inside GC_START..GC_FINISH");
    in_gc = 1;
    gc_env = ev->env_id;
    gc_starts++;
    if (!in_checkpoint)
        natural_gcs++;
    if (in_major) {
        PmapEntry *e;
        PMAP_FOREACH(&live, e)
            e->value &= ~P_MOVED;
    }
}

static void on_gc_finish(JVMPI_Event *ev)
{
    if (!in_gc && errors_gc++ == 0)
        fail("GC_FINISH without GC_START");
    if (ev->env_id != gc_env && errors_gc++ == 0)
        fail("GC_FINISH on another thread than GC_START");
    in_gc = 0;
    gc_finishes++;
    check_pending = 1;
    {
        int a;
        for (a = 0; a < 256; a++)
            if (arena_gone[a]) {
                if (errors_gc++ < 3)
                    fail("GC_FINISH: arena %d was deleted and not announced again", a);
                arena_gone[a] = 0;
            }
    }
    if (in_major) {
        PmapEntry *e;
        long unmoved = 0;
        PMAP_FOREACH(&live, e)
            if (!(e->value & P_MOVED))
                unmoved++;
        major_gcs_in_window++;
        unmoved_at_last_gc = unmoved;
    }
    if (ev->u.gc_info.used_objects != (jlong)live.count && errors_gc++ < 3)
        fail("GC_FINISH: used_objects %lld, the books have %lld live objects",
             (long long)ev->u.gc_info.used_objects, (long long)live.count);
    if (ev->u.gc_info.used_object_space != live_space && errors_gc++ < 3)
        fail("GC_FINISH: used_object_space %lld, the live objects' sizes add up to %lld",
             (long long)ev->u.gc_info.used_object_space, (long long)live_space);
    if (ev->u.gc_info.total_object_space < ev->u.gc_info.used_object_space && errors_gc++ < 3)
        fail("GC_FINISH: total_object_space %lld < used_object_space %lld",
             (long long)ev->u.gc_info.total_object_space,
             (long long)ev->u.gc_info.used_object_space);
}

/* A level-1 dump: each reference must be NULL or an object of the books. */
static void check_references(Reader *r)
{
    long refs = 0, dangling = 0;
    void *first_dangling = NULL;
    unsigned bad_tag = 0;

#define REF(expr)                                               \
    do {                                                        \
        void *ref_ = (expr);                                    \
        refs++;                                                 \
        if (ref_ && !r->overrun && !pmap_get(&live, ref_, NULL)) { \
            if (!dangling++)                                    \
                first_dangling = ref_;                          \
        }                                                       \
    } while (0)

    while (r->p < r->end && !r->overrun && !bad_tag) {
        unsigned tag = rd_u1(r);
        uint32_t n, i;
        intptr_t shape;
        void *id;
        switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN: case JVMPI_GC_ROOT_STICKY_CLASS: case JVMPI_GC_ROOT_MONITOR_USED:
            REF(rd_id(r));
            break;
        case JVMPI_GC_ROOT_JNI_GLOBAL: case JVMPI_GC_ROOT_NATIVE_STACK: case JVMPI_GC_ROOT_THREAD_BLOCK:
        case JVMPI_GC_ROOT_THREAD_OBJ:
            REF(rd_id(r));
            rd_id(r); /* the jobject or the thread */
            break;
        case JVMPI_GC_ROOT_JNI_LOCAL: case JVMPI_GC_ROOT_JAVA_FRAME:
            REF(rd_id(r));
            rd_id(r);
            rd_u4(r);
            break;
        case JVMPI_GC_CLASS_DUMP:
            id = rd_id(r);
            REF(id);
            if (!pmap_get(&class_shape, id, &shape)) {
                fail("level-1 heap dump: CLASS_DUMP of a class id no CLASS_LOAD named (or moved to)");
                return;
            }
            for (i = 0; i < 6; i++) /* super, loader, signers, domain, two reserved */
                REF(rd_id(r));
            rd_u4(r);
            for (i = 0; i < (uint32_t)(shape >> 16); i++)
                REF(rd_id(r));
            n = rd_u2(r);
            while (n-- > 0 && !r->overrun) {
                unsigned ty;
                rd_u2(r);
                ty = rd_u1(r);
                if (ty == JVMPI_CLASS || ty == JVMPI_NORMAL_OBJECT)
                    REF(rd_id(r));
                else
                    bad_tag = 0x100 | ty; /* a level-1 dump has no primitive values */
            }
            for (i = 0; i < (uint32_t)(shape & 0xffff); i++)
                REF(rd_id(r));
            break;
        case JVMPI_GC_INSTANCE_DUMP:
            rd_id(r);
            REF(rd_id(r));
            n = rd_u4(r);
            if (n % sizeof(void *)) {
                bad_tag = tag;
                break;
            }
            for (i = 0; i < n / sizeof(void *) && !r->overrun; i++)
                REF(rd_id(r));
            break;
        case JVMPI_GC_OBJ_ARRAY_DUMP:
            rd_id(r);
            n = rd_u4(r);
            REF(rd_id(r));
            for (i = 0; i < n && !r->overrun; i++)
                REF(rd_id(r));
            break;
        case JVMPI_GC_PRIM_ARRAY_DUMP:
            rd_id(r);
            rd_u4(r);
            rd_u1(r);
            break;
        default:
            bad_tag = 0x200 | tag;
            break;
        }
    }
#undef REF
    CHECK(!bad_tag, "level-1 heap dump: cannot read on (record tag or value 0x%x)", bad_tag & 0xff);
    CHECK(!r->overrun, "level-1 heap dump: the last record is cut short");
    CHECK(dangling == 0, "level-1 heap dump: %ld of %ld references name no object of the books (first %p)",
          dangling, refs, first_dangling);
}

static void on_heap_dump(JVMPI_Event *ev)
{
    Reader r;
    Pmap seen = {0};
    long n = 0, unknown = 0, wrong_type = 0, dup = 0;
    dump_seen++;
    CHECK(ev->event_type == (JVMPI_EVENT_HEAP_DUMP | JVMPI_REQUESTED_EVENT),
          "heap dump event_type 0x%x, not HEAP_DUMP | JVMPI_REQUESTED_EVENT", (unsigned)ev->event_type);
    CHECK(ev->u.heap_dump.dump_level == dump_level_asked, "heap dump level %d, asked for %d",
          ev->u.heap_dump.dump_level, (int)dump_level_asked);
    r.p = (const unsigned char *)ev->u.heap_dump.begin;
    r.end = (const unsigned char *)ev->u.heap_dump.end;
    r.overrun = 0;
    if (!r.p || r.end < r.p) {
        fail("heap dump: begin/end do not delimit a buffer");
        return;
    }
    if (ev->u.heap_dump.dump_level == JVMPI_DUMP_LEVEL_1) {
        check_references(&r);
        return;
    }
    while (r.p < r.end && !r.overrun) {
        unsigned ty = rd_u1(&r);
        void *id = rd_id(&r);
        intptr_t v;
        if (r.overrun)
            break;
        n++;
        if (pmap_get(&seen, id, NULL)) {
            dup++;
            continue;
        }
        pmap_put(&seen, id, 1);
        if (!pmap_get(&live, id, &v)) {
            unknown++;
            continue;
        }
        if ((unsigned)P_TYPE(v) != ty)
            wrong_type++;
    }
    CHECK(!r.overrun, "level-0 heap dump: the last record is cut short");
    CHECK(dup == 0, "level-0 heap dump: %ld objects listed twice", dup);
    CHECK(unknown == 0, "level-0 heap dump: %ld of %ld objects are not in the books (no OBJECT_ALLOC, "
          "or freed/moved away)", unknown, n);
    CHECK(wrong_type == 0, "level-0 heap dump: %ld objects with another type than OBJECT_ALLOC's "
          "is_array", wrong_type);
    CHECK((size_t)(n - dup) == live.count, "level-0 heap dump has %ld objects, the books %lld", n - dup,
          (long long)live.count);
    pmap_clear(&seen);
}

/* RequestEvent(HEAP_DUMP) at `level`, the lock not held; the dump handler
 * counts what arrives (dump_seen). */
static jint request_dump(jint level)
{
    JVMPI_HeapDumpArg arg;
    lock();
    dump_seen = 0;
    dump_level_asked = level;
    unlock();
    arg.heap_dump_level = level;
    return jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
}

static void checkpoint(int round)
{
    long starts, finishes;
    jint rc;

    lock();
    in_checkpoint = 1;
    in_major = 1;
    major_gcs_in_window = 0;
    starts = gc_starts;
    finishes = gc_finishes;
    unlock();
    jvmpi->RunGC();
    lock();
    in_major = 0;
    say("checkpoint %d: RunGC sent GC_START and GC_FINISH during the call: %s", round,
        gc_starts == starts + 1 && gc_finishes == finishes + 1 ? "yes" : "no");
    CHECK(major_gcs_in_window == 0 || unmoved_at_last_gc == 0,
          "checkpoint %d: RunGC's collection left %ld survivors without an OBJECT_MOVE", round,
          unmoved_at_last_gc);
    unlock();
    rc = request_dump(JVMPI_DUMP_LEVEL_0);
    lock();
    say("checkpoint %d: RequestEvent(HEAP_DUMP, level 0) = %d, dumps received during the call: %d",
        round, (int)rc, dump_seen);
    say("checkpoint %d: %s", round, agent_failures ? "FAILED so far" : "books and heap agree");
    in_checkpoint = 0;
    check_pending = 0;
    unlock();
}

/* `major` was entered: the collections until the next tick are major. */
static void major_entered(void)
{
    lock();
    in_major = 1;
    major_gcs_in_window = 0;
    unlock();
}

/* A tick: closes a major window, and compares books and heap if a
 * collection came since the last comparison. */
static void tick(void)
{
    jint rc, level;
    int before;

    lock();
    if (in_major) {
        in_major = 0;
        majors_followed++;
        if (major_gcs_in_window == 0) {
            majors_failed++;
            fail("no collection between major()'s entry and the next tick: System.gc() did not collect");
        } else if (unmoved_at_last_gc) {
            majors_failed++;
            fail("System.gc()'s collection left %ld survivors without an OBJECT_MOVE", unmoved_at_last_gc);
        }
    }
    if (!check_pending || checks_failed >= 5) {
        unlock();
        return;
    }
    check_pending = 0;
    before = agent_failures;
    unlock();
    for (level = JVMPI_DUMP_LEVEL_0; level <= JVMPI_DUMP_LEVEL_1; level++) {
        rc = request_dump(level);
        lock();
        CHECK(rc == JVMPI_SUCCESS && dump_seen == 1,
              "tick: RequestEvent(HEAP_DUMP, level %d) = %d, dumps received during the call: %d",
              (int)level, (int)rc, dump_seen);
        unlock();
    }
    lock();
    checks++;
    if (agent_failures != before)
        checks_failed++;
    unlock();
}

static int checkpoints;

static void notify(JVMPI_Event *ev)
{
    if (ev->event_type == JVMPI_EVENT_METHOD_ENTRY) {
        int hit;
        lock();
        hit = method_is(ev->u.method.method_id, NULL, "tick")             ? 1
              : method_is(ev->u.method.method_id, NULL, "checkpoint") ? 2
              : method_is(ev->u.method.method_id, NULL, "major")      ? 3
                                                                       : 0;
        unlock();
        if (hit == 1)
            tick();
        else if (hit == 2)
            checkpoint(checkpoints++);
        else if (hit == 3)
            major_entered();
        return;
    }
    lock();
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        method_index_add(ev);
        if (!(ev->event_type & JVMPI_REQUESTED_EVENT)) {
            jint i, refs = 0;
            for (i = 0; i < ev->u.class_load.num_static_fields; i++) {
                char c0 = ev->u.class_load.statics[i].field_signature[0];
                refs += c0 == 'L' || c0 == '[';
            }
            pmap_put(&class_shape, ev->u.class_load.class_id,
                     ((intptr_t)ev->u.class_load.num_interfaces << 16) | refs);
        }
        if (strcmp(ev->u.class_load.class_name, "java/lang/Class") == 0)
            CHECK(null_class_allocs == 1 && ev->u.class_load.class_id == null_class_obj,
                  "CLASS_LOAD java/lang/Class: its class object is not the one OBJECT_ALLOC with class_id NULL");
        break;
    case JVMPI_EVENT_ARENA_NEW: on_arena_new(ev); break;
    case JVMPI_EVENT_ARENA_DELETE: on_arena_delete(ev); break;
    case JVMPI_EVENT_OBJECT_ALLOC: on_alloc(ev); break;
    case JVMPI_EVENT_OBJECT_MOVE: on_move(ev); break;
    case JVMPI_EVENT_OBJECT_FREE: on_free(ev); break;
    case JVMPI_EVENT_GC_START: on_gc_start(ev); break;
    case JVMPI_EVENT_GC_FINISH: on_gc_finish(ev); break;
    case JVMPI_EVENT_HEAP_DUMP: on_heap_dump(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("checkpoints: %d", checkpoints);
        say("collections besides RunGC: %s", natural_gcs > 0 ? "some" : "none");
        say("deaths reported by: %s%s%s", object_frees ? "OBJECT_FREE" : "",
            object_frees && arena_deletes ? " and " : "", arena_deletes ? "ARENA_DELETE" : "");
        if (checks || majors_followed) {
            /* no counts that depend on the heap's sizing */
            say("comparisons with the heap after collections: %s",
                !checks ? "none made" : checks_failed ? "some disagree" : "all agree");
            say("major() calls: %ld, each followed by a collection that moved every survivor: %s",
                majors_followed, majors_failed ? "no" : "yes");
        }
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
    default: break;
    }
    unlock();
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    if (options && strcmp(options, "free") == 0)
        use_arena_delete = 0;
    if (options && strcmp(options, "arena") == 0)
        use_object_free = 0;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_ARENA_NEW);
    if (use_arena_delete)
        enable(JVMPI_EVENT_ARENA_DELETE);
    enable(JVMPI_EVENT_OBJECT_ALLOC);
    enable(JVMPI_EVENT_OBJECT_MOVE);
    if (use_object_free)
        enable(JVMPI_EVENT_OBJECT_FREE);
    enable(JVMPI_EVENT_GC_START);
    enable(JVMPI_EVENT_GC_FINISH);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
