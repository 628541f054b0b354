/*
 * hprof_binary.c -- format=b: the profile as binary HPROF records, the way
 * the JDK 1.2-1.4 HPROF wrote them ("JAVA PROFILE 1.0.1"), with JDK 6's
 * heap dump segments ("JAVA PROFILE 1.0.2") when a dump does not fit one
 * record or segment=<bytes> asks for them.  It owns the identifier spaces
 * of the file (UTF8 names, frames) and what has been written of classes.
 *
 * File layout (all integers big-endian, ID = pointer size: 8 on LP64 and
 * Win64, 4 on 32-bit):
 *
 *   "JAVA PROFILE 1.0.1\0"  u4 ID size  u4 ms-high  u4 ms-low
 *   record*:  u1 tag | u4 microseconds since the header | u4 body length | body
 *
 *   0x0E CONTROL SETTINGS  u4 flags (1 heap, 2 cpu=samples), u2 depth   first
 *   0x05 TRACE 0           serial 0, thread 0, no frames                second
 *   0x01 UTF8              ID, bytes (no NUL)
 *   0x02 LOAD CLASS        u4 class serial, ID class object, u4 trace, ID name
 *   0x03 UNLOAD CLASS      u4 class serial
 *   0x04 FRAME             ID frame, ID method, ID signature, ID source,
 *                          u4 class serial, i4 line (0 none, -1 unknown,
 *                          -2 compiled, -3 native)
 *   0x05 TRACE             u4 serial, u4 thread serial, u4 n, ID frame * n
 *   0x0A START THREAD      u4 serial, ID thread object, u4 trace, ID name,
 *                          ID group, ID parent group
 *   0x0B END THREAD        u4 serial
 *   0x07 HEAP SUMMARY      u4 live bytes, u4 live objects, u8 alloc'd bytes,
 *                          u8 alloc'd objects
 *   0x06 ALLOC SITES       u2 flags 0, u4 cutoff (float bits), the four
 *                          totals above, u4 n, n * { u1 array kind, u4 class
 *                          serial, u4 trace, u4 live bytes, u4 live objs,
 *                          u4 alloc'd bytes, u4 alloc'd objs }
 *   0x0D CPU SAMPLES       u4 total, u4 n, n * { u4 samples, u4 trace }
 *   0x0C HEAP DUMP         sub-records (1.0.1: one record per dump)
 *   0x1C HEAP DUMP SEGMENT sub-records (1.0.2), ... then
 *   0x2C HEAP DUMP END     empty
 *
 *   heap dump sub-records (u1 tag, then):
 *   0x08 ROOT THREAD OBJ   ID, u4 thread serial, u4 trace    (first, one a thread)
 *   0xFF ROOT UNKNOWN      ID            0x05 ROOT STICKY CLASS  ID
 *   0x01 ROOT JNI GLOBAL   ID, ID ref    0x07 ROOT MONITOR USED  ID
 *   0x02 ROOT JNI LOCAL    ID, u4 thread, u4 frame  (0x03 ROOT JAVA FRAME the same)
 *   0x04 ROOT NATIVE STACK ID, u4 thread (0x06 ROOT THREAD BLOCK the same)
 *   0x20 CLASS DUMP        ID, u4 trace, ID super, ID loader, ID signers,
 *                          ID domain, ID 0, ID 0, u4 instance size, u2 0
 *                          (constant pool), u2 n statics * { ID name, u1
 *                          type, value }, u2 n fields * { ID name, u1 type }
 *   0x21 INSTANCE DUMP     ID, u4 trace, ID class, u4 n, n bytes of values:
 *                          the class's own fields, then its super's, ...
 *   0x22 OBJ ARRAY DUMP    ID, u4 trace, u4 n, ID array class, ID * n
 *   0x23 PRIM ARRAY DUMP   ID, u4 trace, u4 n, u1 type, packed values
 *
 * Choices, and what readers (VisualVM, jhat, MAT, strict parsers) need:
 *   - Object and class IDs are the agent's object serials (the numbers the
 *     ASCII profile prints), not VM addresses: they survive the collector's
 *     moves, so a LOAD CLASS written early names the class object of every
 *     later dump, and the dumps appended by Ctrl-\ agree on identities.
 *     0 is null.  UTF8 and frame IDs are separate counters from 1.  With
 *     cpu=samples alone (no heap dump to agree with) a LOAD CLASS names
 *     2^41 + its class serial as the class object, since the agent then
 *     does not follow objects.
 *   - Every string is one UTF8 record, written once, before the first
 *     record that uses its ID.  Class names are in internal form
 *     (java/lang/String, [I, [Ljava/lang/Object;), as the JDK wrote them.
 *   - LOAD CLASS for every class the VM announced, array classes included:
 *     VisualVM finds the class of a PRIM ARRAY DUMP by the LOAD CLASS name
 *     ("[I"), and needs the class ID of an OBJ ARRAY DUMP's array class.
 *     JVMPI gives the element class there; the array class is found by its
 *     name ("[L" elem ";" or "[" elem) among the loaded classes.
 *   - A VM that announces no class "[I" (the fake VM of the tests) still
 *     gets one per primitive array type: a LOAD CLASS with serial and
 *     object ID far above the agent's (0xFFFFF000 + type code, object ID
 *     2^40 + type on 64-bit), and its CLASS DUMP (super java/lang/Object,
 *     no fields) at the start of every dump.
 *   - An object whose allocation trace is unknown names trace 0, so an
 *     empty TRACE 0 is written after CONTROL SETTINGS: every trace serial
 *     in the file resolves.  A frame of a method whose class the agent
 *     never learnt names class serial 0.
 *   - CLASS DUMP's instance size is the VM's (JVMPI's CLASS_DUMP field:
 *     an instance's size in the heap, header included), passed on as the
 *     JDK 1.2 HPROF did.  VisualVM then reports the VM's own object sizes:
 *     with java/lang/Object's size above 0 it takes each class's size as
 *     given and Object's as the header of arrays; with 0 it would guess
 *     the header from system properties it looks for in the heap (and fail
 *     on Lantern's).  The value bytes of an INSTANCE DUMP (own and
 *     inherited fields) are never more than that size.  The JVMPI dump's interface
 *     list and constant pool are not written (JDK 1.2 dropped them too);
 *     loader, signers and domain are what the VM gave (Lantern: null).
 *   - ALLOC SITES of object arrays name the element class, with array kind
 *     2, as the JDK 1.2 HPROF did (JVMPI's OBJECT_ALLOC names it); HEAP
 *     SUMMARY, which that HPROF sent only on a socket command, precedes
 *     each ALLOC SITES with the same totals.
 *   - The root sub-records are the VM's, translated (thread serials for
 *     JNIEnv*, frame numbers as the VM counts them), after one ROOT THREAD
 *     OBJ per thread trace of the dump event.
 *
 * Streaming (no copy of the heap): the JVMPI dump buffer is the VM's.  A
 * record's length comes before its body, so each HEAP DUMP (or segment) is
 * sized by a pass over the buffer that only parses, then written by a
 * second pass that translates records straight into the output buffer.
 * Both passes stop at the same record when the buffer is malformed, so the
 * length written is the length of the body.
 *
 * Segments: with segment=<n> the file is 1.0.2 from the start and every
 * dump is HEAP DUMP SEGMENTs of at most n body bytes (a sub-record larger
 * than n gets a segment alone), then HEAP DUMP END.  Without it a dump
 * whose body exceeds a u4 turns the file into 1.0.2 on the spot (the
 * header's version is rewritten in place; earlier HEAP DUMP records stay
 * valid in 1.0.2) and is written in 1 GiB segments.
 */
#include "hprof.h"
#include "hprof_binary.h"
#include "hprof_dumpbuf.h"
#include "hprof_classes.h"
#include "hprof_objects.h"
#include "hprof_output.h"
#include "hprof_sites.h"
#include "hprof_table.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <apr_time.h>

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

enum {
    TAG_UTF8 = 0x01, TAG_LOAD_CLASS = 0x02, TAG_UNLOAD_CLASS = 0x03, TAG_FRAME = 0x04,
    TAG_TRACE = 0x05, TAG_ALLOC_SITES = 0x06, TAG_HEAP_SUMMARY = 0x07, TAG_START_THREAD = 0x0A,
    TAG_END_THREAD = 0x0B, TAG_HEAP_DUMP = 0x0C, TAG_CPU_SAMPLES = 0x0D,
    TAG_CONTROL_SETTINGS = 0x0E, TAG_HEAP_DUMP_SEGMENT = 0x1C, TAG_HEAP_DUMP_END = 0x2C
};
enum {
    SUB_ROOT_THREAD_OBJ = 0x08, SUB_CLASS_DUMP = 0x20, SUB_INSTANCE_DUMP = 0x21,
    SUB_OBJ_ARRAY_DUMP = 0x22, SUB_PRIM_ARRAY_DUMP = 0x23
};
enum { TY_OBJECT = 2 };          /* the others are JVMPI's codes, 4..11 */

#define ID ((uint64_t)sizeof(void *))
#define U4_MAX 0xFFFFFFFFull
#define AUTO_SEGMENT (1ull << 30)
#define VERSION_OFFSET 17        /* the last digit of "JAVA PROFILE 1.0.1" */

static apr_time_t start_us;
static int segmented;            /* 1.0.2 */

/* ---- records ---------------------------------------------------------------- */

static void put_id(uint64_t v)
{
    hp_id((const void *)(uintptr_t)v);
}

static void record(unsigned tag, uint64_t len)
{
    hp_u1(tag);
    hp_u4((uint32_t)(apr_time_now() - start_us));
    hp_u4((uint32_t)len);
}

void hp_bin_header(void)
{
    static const char head[] = "JAVA PROFILE 1.0.1";
    segmented = hp.opt.segment > 0;
    start_us = apr_time_now();
    hp_write(head, sizeof head - 2);
    hp_u1(segmented ? '2' : '1');
    hp_u1(0);
    hp_u4((uint32_t)ID);
    hp_u8((uint64_t)(start_us / 1000));
    record(TAG_CONTROL_SETTINGS, 6);
    hp_u4((hp.opt.heap_dump || hp.opt.heap_sites ? 1u : 0u) | (hp.opt.cpu == HP_CPU_SAMPLES ? 2u : 0u));
    hp_u2((unsigned)hp.opt.depth);
    record(TAG_TRACE, 12);
    hp_u4(0);
    hp_u4(0);
    hp_u4(0);
}

/* ---- UTF8 names --------------------------------------------------------------- */

typedef struct {
    hp_node node;                /* hash of the text */
    uint64_t id;
    char text[];
} name_rec;

static hp_table names;
static uint64_t name_ids;

static uintptr_t str_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return (uintptr_t)h;
}

/* The ID of the UTF8 record of s, written now if s is new.  Only between
 * records. */
static uint64_t name_id(const char *s)
{
    if (!s)
        s = "";
    if (!names.buckets && hp_table_init(&names, 1024))
        return 0;
    uintptr_t h = str_hash(s);
    for (hp_node *x = hp_table_chain(&names, h); x; x = x->next)
        if (x->hash == h && strcmp(((name_rec *)x)->text, s) == 0)
            return ((name_rec *)x)->id;
    size_t n = strlen(s);
    name_rec *r = malloc(sizeof *r + n + 1);
    if (!r)
        return 0;
    memcpy(r->text, s, n + 1);
    r->id = ++name_ids;
    r->node.hash = h;
    hp_table_insert(&names, &r->node);
    record(TAG_UTF8, ID + n);
    put_id(r->id);
    hp_write(s, n);
    return r->id;
}

/* ---- classes ---------------------------------------------------------------- */

/* What the file knows of a class; keyed by its hp_class, and by name for
 * finding array classes. */
typedef struct bin_class {
    hp_node node;                /* hash = the hp_class pointer */
    hp_node by_name;
    hp_class *c;
    uint64_t name_id;
    uint64_t *static_names, *field_names;
    uint32_t inst_bytes;         /* value bytes of an instance, supers included */
    int loaded;                  /* LOAD CLASS written */
    hp_class *array_class;       /* the class of arrays of this one, once found */
} bin_class;

static hp_table bin_classes, bin_by_name;

static bin_class *bin_of(const hp_class *c)
{
    return c && bin_classes.buckets ? (bin_class *)hp_table_find(&bin_classes, (uintptr_t)c) : NULL;
}

static hp_class *class_named(const char *name)
{
    uintptr_t h = str_hash(name);
    for (hp_node *x = hp_table_chain(&bin_by_name, h); x; x = x->next) {
        bin_class *b = (bin_class *)((char *)x - offsetof(bin_class, by_name));
        if (x->hash == h && strcmp(b->c->name, name) == 0)
            return b->c;
    }
    return NULL;
}

static unsigned object_serial(jobjectID id, unsigned *trace)
{
    hp_object *o = id ? hp_object_lookup(id) : NULL;
    if (trace)
        *trace = o ? o->trace : 0;
    return o ? o->serial : 0;
}

static void write_class(hp_class *c, void *arg)
{
    (void)arg;
    bin_class *b = bin_of(c);
    if (b && b->loaded)
        return;
    if (!c->id)
        return;                  /* unloaded before anything named it */
    if (!b) {
        b = calloc(1, sizeof *b);
        if (!b)
            return;
        b->c = c;
        b->node.hash = (uintptr_t)c;
        b->by_name.hash = str_hash(c->name);
        b->static_names = c->num_statics ? calloc((size_t)c->num_statics, sizeof(uint64_t)) : NULL;
        b->field_names = c->num_instances ? calloc((size_t)c->num_instances, sizeof(uint64_t)) : NULL;
        if ((c->num_statics && !b->static_names) || (c->num_instances && !b->field_names)) {
            free(b->static_names);
            free(b->field_names);
            free(b);
            return;
        }
        hp_table_insert(&bin_classes, &b->node);
        hp_table_insert(&bin_by_name, &b->by_name);
    }
    b->name_id = name_id(c->name);
    for (int i = 0; i < c->num_statics; i++)
        b->static_names[i] = name_id(c->statics[i].name);
    for (int i = 0; i < c->num_instances; i++)
        b->field_names[i] = name_id(c->instances[i].name);
    /* without heap=, the object map does not follow objects, so a class
     * object gets an ID of its own, above every object serial */
    uint64_t obj = hp.opt.heap_dump || hp.opt.heap_sites
                   ? object_serial(c->id, NULL) : (ID == 8 ? (1ull << 41) : 0xFFF00000ull) + c->serial;
    /* trace 0: the class object's allocation trace may not be written yet
     * (TRACEs come after the LOAD CLASSes their FRAMEs name) */
    record(TAG_LOAD_CLASS, 4 + ID + 4 + ID);
    hp_u4(c->serial);
    put_id(obj);
    hp_u4(0);
    put_id(b->name_id);
    b->loaded = 1;
}

/* 0 once the class tables exist. */
static int class_tables(void)
{
    if ((!bin_classes.buckets && hp_table_init(&bin_classes, 1024))
        || (!bin_by_name.buckets && hp_table_init(&bin_by_name, 1024)))
        return -1;
    return 0;
}

void hp_bin_classes_new(void)
{
    if (class_tables())
        return;
    hp_classes_each(write_class, NULL);
}

void hp_bin_class_unload(hp_class *c)
{
    /* Its frames and sites may be written later and name its serial, so
     * the file gets its LOAD CLASS now if it has none yet (its ID is
     * still good inside the CLASS_UNLOAD handler). */
    if (class_tables())
        return;
    write_class(c, NULL);
    bin_class *b = bin_of(c);
    if (!b || !b->loaded)
        return;
    record(TAG_UNLOAD_CLASS, 4);
    hp_u4(c->serial);
}

/* The HPROF basic type of a field signature. */
static unsigned sig_type(const char *sig)
{
    switch (sig ? sig[0] : 'I') {
    case 'Z': return JVMPI_BOOLEAN;
    case 'B': return JVMPI_BYTE;
    case 'C': return JVMPI_CHAR;
    case 'S': return JVMPI_SHORT;
    case 'I': return JVMPI_INT;
    case 'F': return JVMPI_FLOAT;
    case 'J': return JVMPI_LONG;
    case 'D': return JVMPI_DOUBLE;
    default: return TY_OBJECT;
    }
}

static void sum_fields(hp_node *n, void *arg)
{
    (void)arg;
    bin_class *b = (bin_class *)n;
    uint32_t bytes = 0;
    int depth = 0;
    for (const hp_class *k = b->c; k && depth < 1000; k = k->super, depth++)
        for (int i = 0; i < k->num_instances; i++)
            bytes += (uint32_t)hp_sig_size(k->instances[i].signature);
    b->inst_bytes = bytes;
}

/* ---- primitive array classes the VM did not announce ------------------- */

static const char prim_names[12][3] = {"", "", "", "", "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
static int made_prim[12];        /* LOAD CLASS of a made-up class written */

static uint64_t made_prim_id(int ty)
{
    return (ID == 8 ? (1ull << 40) : 0xFFFFF000ull) + (uint64_t)ty;
}

static void make_prim_classes(void)
{
    for (int ty = JVMPI_BOOLEAN; ty <= JVMPI_LONG; ty++) {
        if (made_prim[ty] || class_named(prim_names[ty]))
            continue;
        uint64_t nid = name_id(prim_names[ty]);
        record(TAG_LOAD_CLASS, 4 + ID + 4 + ID);
        hp_u4(0xFFFFF000u + (unsigned)ty);
        put_id(made_prim_id(ty));
        hp_u4(0);
        put_id(nid);
        made_prim[ty] = 1;
    }
}

#define MADE_CLASS_DUMP_SIZE (1 + ID + 4 + 6 * ID + 4 + 2 + 2 + 2)

static uint64_t made_prim_dumps_size(void)
{
    uint64_t n = 0;
    for (int ty = JVMPI_BOOLEAN; ty <= JVMPI_LONG; ty++)
        n += made_prim[ty] ? MADE_CLASS_DUMP_SIZE : 0;
    return n;
}

static void write_made_prim_dumps(void)
{
    hp_class *object = class_named("java/lang/Object");
    uint64_t super = object ? object_serial(object->id, NULL) : 0;
    for (int ty = JVMPI_BOOLEAN; ty <= JVMPI_LONG; ty++) {
        if (!made_prim[ty])
            continue;
        hp_u1(SUB_CLASS_DUMP);
        put_id(made_prim_id(ty));
        hp_u4(0);
        put_id(super);
        for (int i = 0; i < 5; i++)
            put_id(0);
        hp_u4(0);
        hp_u2(0);
        hp_u2(0);
        hp_u2(0);
    }
}

/* ---- traces and frames ------------------------------------------------------- */

typedef struct {
    hp_node node;
    jmethodID method;
    jint line;
    uint64_t id;
} frame_rec;

static hp_table frames;
static uint64_t frame_ids;

static uint64_t frame_id(const JVMPI_CallFrame *f)
{
    if (!frames.buckets && hp_table_init(&frames, 4096))
        return 0;
    uintptr_t h = (uintptr_t)(((uint64_t)(uintptr_t)f->method_id * 1000003u) ^ (uint32_t)f->lineno);
    for (hp_node *x = hp_table_chain(&frames, h); x; x = x->next) {
        frame_rec *r = (frame_rec *)x;
        if (x->hash == h && r->method == f->method_id && r->line == f->lineno)
            return r->id;
    }
    const hp_method *m = hp_method_find(f->method_id);
    const hp_class *c = m ? m->cls : NULL;
    uint64_t mname = name_id(m ? m->name : "<unknown method>");
    uint64_t msig = name_id(m ? m->signature : "");
    uint64_t src = name_id(c && c->source ? c->source : "Unknown source");
    frame_rec *r = malloc(sizeof *r);
    if (!r)
        return 0;
    r->node.hash = h;
    r->method = f->method_id;
    r->line = f->lineno;
    r->id = ++frame_ids;
    hp_table_insert(&frames, &r->node);
    record(TAG_FRAME, 4 * ID + 8);
    put_id(r->id);
    put_id(mname);
    put_id(msig);
    put_id(src);
    hp_u4(c ? c->serial : 0);
    hp_u4((uint32_t)f->lineno);
    return r->id;
}

void hp_bin_trace(const hp_trace *t)
{
    uint64_t small[64];
    uint64_t *ids = t->num_frames <= 64 ? small : malloc((size_t)t->num_frames * sizeof *ids);
    int n = ids ? t->num_frames : 0;
    for (int i = 0; i < n; i++)
        ids[i] = frame_id(&t->frames[i]);
    record(TAG_TRACE, 12 + (uint64_t)n * ID);
    hp_u4(t->serial);
    hp_u4(t->thread_serial);
    hp_u4((uint32_t)n);
    for (int i = 0; i < n; i++)
        put_id(ids[i]);
    if (ids != small)
        free(ids);
}

/* ---- threads ------------------------------------------------------------------ */

void hp_bin_thread_start(unsigned serial, unsigned obj_serial, const char *name,
                         const char *group, const char *parent)
{
    uint64_t n = name_id(name), g = name_id(group), p = name_id(parent);
    record(TAG_START_THREAD, 4 + ID + 4 + 3 * ID);
    hp_u4(serial);
    put_id(obj_serial);
    hp_u4(0);
    put_id(n);
    put_id(g);
    put_id(p);
}

void hp_bin_thread_end(unsigned serial)
{
    record(TAG_END_THREAD, 4);
    hp_u4(serial);
}

/* ---- sites and samples -------------------------------------------------------- */

static uint32_t clamp_u4(int64_t v)
{
    return v < 0 ? 0 : (uint64_t)v > U4_MAX ? (uint32_t)U4_MAX : (uint32_t)v;
}

void hp_bin_sites(hp_site *const *v, size_t n)
{
    int64_t live_bytes = 0, live_objs = 0;
    uint64_t alloc_bytes = 0, alloc_objs = 0;
    for (size_t i = 0; i < n; i++) {
        live_bytes += v[i]->live_bytes;
        live_objs += v[i]->live_objs;
        alloc_bytes += v[i]->alloc_bytes;
        alloc_objs += v[i]->alloc_objs;
    }
    /* the rows the ASCII SITES shows: above the cutoff share of live bytes */
    size_t rows = 0;
    for (; rows < n; rows++) {
        double self = live_bytes > 0 ? (double)v[rows]->live_bytes / (double)live_bytes : 0.0;
        if (self < hp.opt.cutoff || v[rows]->live_bytes <= 0)
            break;
    }
    record(TAG_HEAP_SUMMARY, 24);
    hp_u4(clamp_u4(live_bytes));
    hp_u4(clamp_u4(live_objs));
    hp_u8(alloc_bytes);
    hp_u8(alloc_objs);

    float cutoff = (float)hp.opt.cutoff;
    uint32_t cutoff_bits;
    memcpy(&cutoff_bits, &cutoff, 4);
    record(TAG_ALLOC_SITES, 2 + 4 + 4 + 4 + 8 + 8 + 4 + (uint64_t)rows * 25);
    hp_u2(0);
    hp_u4(cutoff_bits);
    hp_u4(clamp_u4(live_bytes));
    hp_u4(clamp_u4(live_objs));
    hp_u8(alloc_bytes);
    hp_u8(alloc_objs);
    hp_u4((uint32_t)rows);
    for (size_t i = 0; i < rows; i++) {
        const hp_site *s = v[i];
        hp_u1((unsigned)s->is_array);
        hp_u4(s->is_array == JVMPI_NORMAL_OBJECT || s->is_array == JVMPI_CLASS
              ? (s->cls ? s->cls->serial : 0) : 0);
        hp_u4(s->trace);
        hp_u4(clamp_u4(s->live_bytes));
        hp_u4(clamp_u4(s->live_objs));
        hp_u4(clamp_u4((int64_t)s->alloc_bytes));
        hp_u4(clamp_u4((int64_t)s->alloc_objs));
    }
}

void hp_bin_cpu_samples(hp_trace *const *v, size_t n, unsigned total)
{
    size_t rows = 0;
    for (; rows < n; rows++)
        if ((double)v[rows]->samples / (double)total < hp.opt.cutoff)
            break;
    record(TAG_CPU_SAMPLES, 8 + (uint64_t)rows * 8);
    hp_u4(total);
    hp_u4((uint32_t)rows);
    for (size_t i = 0; i < rows; i++) {
        hp_u4(v[i]->samples);
        hp_u4(v[i]->serial);
    }
}

/* ---- the heap dump ------------------------------------------------------------- */

static void zeros(uint64_t n)
{
    static const unsigned char z[64];
    while (n > 0) {
        size_t k = n < sizeof z ? (size_t)n : sizeof z;
        hp_write(z, k);
        n -= k;
    }
}


/* The object ID of a reference read from the buffer. */
static void put_ref(jobjectID v)
{
    put_id(v ? object_serial(v, NULL) : 0);
}

static void put_obj_header(unsigned tag, jobjectID id)
{
    unsigned trace;
    hp_u1(tag);
    put_id(object_serial(id, &trace));
    hp_u4(trace);
}

/* A primitive value (level 2: as the VM wrote it, big-endian; level 1:
 * absent, written as zero). */
static void copy_value(reader *r, int size, int write)
{
    if (r->level >= JVMPI_DUMP_LEVEL_2) {
        if (need(r, (uint64_t)size)) {
            if (write)
                hp_write(r->p, (size_t)size);
            r->p += size;
        }
    } else if (write) {
        zeros((uint64_t)size);
    }
}

static int64_t class_dump(reader *r, int write)
{
    jobjectID id = rd_ptr(r);
    jobjectID ids[4];
    for (int i = 0; i < 4; i++)
        ids[i] = rd_ptr(r);      /* super, loader, signers, domain */
    rd_ptr(r);                   /* the name, reserved */
    rd_ptr(r);
    uint32_t size = rd_u4(r);
    hp_class *c = hp_class_find(id);
    bin_class *b = bin_of(c);
    if (r->bad || !b || !b->loaded)
        return -1;
    if (need(r, (uint64_t)(c->num_interfaces > 0 ? c->num_interfaces : 0) * sizeof(void *)))
        r->p += (size_t)(c->num_interfaces > 0 ? c->num_interfaces : 0) * sizeof(void *);
    unsigned cp = rd_u2(r);
    for (unsigned i = 0; i < cp && !r->bad; i++) {
        rd_u2(r);
        unsigned ty = rd_u1(r);
        int sz = type_size(ty); /* TY_OBJECT is JVMPI_CLASS: a reference */
        if (sz < 0 || !need(r, (uint64_t)sz))
            return -1;
        r->p += sz;
    }
    uint64_t len = 1 + ID + 4 + 6 * ID + 4 + 2 + 2 + 2 + (uint64_t)c->num_instances * (ID + 1);
    for (int i = 0; i < c->num_statics; i++) {
        const char *sig = c->statics[i].signature;
        len += ID + 1 + (uint64_t)(hp_sig_is_ref(sig) ? (int)ID : hp_sig_size(sig));
    }
    if (write) {
        put_obj_header(SUB_CLASS_DUMP, id);
        for (int i = 0; i < 4; i++)
            put_ref(ids[i]);
        put_id(0);
        put_id(0);
        hp_u4(size);
        hp_u2(0);
        hp_u2((unsigned)c->num_statics);
    }
    for (int i = 0; i < c->num_statics && !r->bad; i++) {
        const char *sig = c->statics[i].signature;
        if (write) {
            put_id(b->static_names[i]);
            hp_u1(sig_type(sig));
        }
        if (hp_sig_is_ref(sig)) {
            jobjectID v = rd_ptr(r);
            if (write)
                put_ref(v);
        } else {
            copy_value(r, hp_sig_size(sig), write);
        }
    }
    if (write) {
        hp_u2((unsigned)c->num_instances);
        for (int i = 0; i < c->num_instances; i++) {
            put_id(b->field_names[i]);
            hp_u1(sig_type(c->instances[i].signature));
        }
    }
    return r->bad ? -1 : (int64_t)len;
}

static int64_t instance_dump(reader *r, int write)
{
    jobjectID id = rd_ptr(r);
    jobjectID cid = rd_ptr(r);
    uint32_t n = rd_u4(r);
    hp_class *c = hp_class_find(cid);
    bin_class *b = bin_of(c);
    if (r->bad || !b || !b->loaded || !need(r, n))
        return -1;
    reader v = { r->p, r->p + n, 0, r->level };
    r->p += n;
    if (r->level >= JVMPI_DUMP_LEVEL_2 && n != b->inst_bytes)
        return -1;               /* CLASS_LOAD's fields do not describe these values */
    if (write) {
        put_obj_header(SUB_INSTANCE_DUMP, id);
        put_ref(cid);
        hp_u4(b->inst_bytes);
        int depth = 0;
        for (const hp_class *k = c; k && depth < 1000; k = k->super, depth++)
            for (int i = 0; i < k->num_instances; i++) {
                const char *sig = k->instances[i].signature;
                if (hp_sig_is_ref(sig))
                    put_ref(rd_ptr(&v));
                else
                    copy_value(&v, hp_sig_size(sig), 1);
            }
    }
    return (int64_t)(1 + ID + 4 + ID + 4 + b->inst_bytes);
}

static int64_t obj_array_dump(reader *r, int write)
{
    jobjectID id = rd_ptr(r);
    uint32_t n = rd_u4(r);
    jobjectID elem = rd_ptr(r);
    if (r->bad || !need(r, (uint64_t)n * sizeof(void *)))
        return -1;
    const unsigned char *data = r->p;
    r->p += (size_t)n * sizeof(void *);
    /* JVMPI names the element class; the file wants the array's */
    hp_class *ec = hp_class_find(elem);
    bin_class *eb = bin_of(ec);
    if (!eb)
        return -1;
    if (!eb->array_class) {
        char name[1024];
        snprintf(name, sizeof name, ec->name[0] == '[' ? "[%s" : "[L%s;", ec->name);
        eb->array_class = class_named(name);
    }
    bin_class *ab = bin_of(eb->array_class);
    if (!ab || !ab->loaded)
        return -1;
    if (write) {
        put_obj_header(SUB_OBJ_ARRAY_DUMP, id);
        hp_u4(n);
        put_ref(eb->array_class->id);
        for (uint32_t i = 0; i < n; i++) {
            jobjectID e;
            memcpy(&e, data + (size_t)i * sizeof e, sizeof e);
            put_ref(e);
        }
    }
    return (int64_t)(1 + ID + 4 + 4 + ID + (uint64_t)n * ID);
}

static int64_t prim_array_dump(reader *r, int write)
{
    jobjectID id = rd_ptr(r);
    uint32_t n = rd_u4(r);
    unsigned ty = rd_u1(r);
    int sz = type_size(ty);
    if (r->bad || sz < 0 || ty == JVMPI_CLASS)
        return -1;
    uint64_t bytes = (uint64_t)n * (uint64_t)sz;
    const unsigned char *data = r->p;
    if (r->level >= JVMPI_DUMP_LEVEL_2) {
        if (!need(r, bytes))
            return -1;
        r->p += bytes;
    }
    if (write) {
        put_obj_header(SUB_PRIM_ARRAY_DUMP, id);
        hp_u4(n);
        hp_u1(ty);
        if (r->level >= JVMPI_DUMP_LEVEL_2)
            hp_write(data, (size_t)bytes);
        else
            zeros(bytes);
    }
    return (int64_t)(1 + ID + 4 + 4 + 1 + bytes);
}

/* Parses one JVMPI record and returns the size of its HPROF sub-record;
 * with `write`, also writes it.  -1: malformed (r is then left anywhere). */
static int64_t sub_record(reader *r, int write)
{
    unsigned tag = rd_u1(r);
    jobjectID obj;
    switch (tag) {
    case JVMPI_GC_ROOT_UNKNOWN:
    case JVMPI_GC_ROOT_STICKY_CLASS:
    case JVMPI_GC_ROOT_MONITOR_USED:
        obj = rd_ptr(r);
        if (r->bad)
            return -1;
        if (write) {
            hp_u1(tag);
            put_ref(obj);
        }
        return (int64_t)(1 + ID);
    case JVMPI_GC_ROOT_JNI_GLOBAL: {
        obj = rd_ptr(r);
        void *ref = rd_ptr(r);
        if (r->bad)
            return -1;
        if (write) {
            hp_u1(tag);
            put_ref(obj);
            put_id((uint64_t)(uintptr_t)ref);
        }
        return (int64_t)(1 + 2 * ID);
    }
    case JVMPI_GC_ROOT_JNI_LOCAL:
    case JVMPI_GC_ROOT_JAVA_FRAME: {
        obj = rd_ptr(r);
        JNIEnv *env = rd_ptr(r);
        uint32_t frame = rd_u4(r);
        if (r->bad)
            return -1;
        if (write) {
            hp_u1(tag);
            put_ref(obj);
            hp_u4(hp_thread_serial(env));
            hp_u4(frame);
        }
        return (int64_t)(1 + ID + 8);
    }
    case JVMPI_GC_ROOT_NATIVE_STACK:
    case JVMPI_GC_ROOT_THREAD_BLOCK: {
        obj = rd_ptr(r);
        JNIEnv *env = rd_ptr(r);
        if (r->bad)
            return -1;
        if (write) {
            hp_u1(tag);
            put_ref(obj);
            hp_u4(hp_thread_serial(env));
        }
        return (int64_t)(1 + ID + 4);
    }
    case JVMPI_GC_CLASS_DUMP: return class_dump(r, write);
    case JVMPI_GC_INSTANCE_DUMP: return instance_dump(r, write);
    case JVMPI_GC_OBJ_ARRAY_DUMP: return obj_array_dump(r, write);
    case JVMPI_GC_PRIM_ARRAY_DUMP: return prim_array_dump(r, write);
    default: return -1;
    }
}

/* Sizes the records from r on until the body would pass `limit` (0: no
 * limit; a first record always fits) or the buffer ends or goes bad.
 * Returns the body size; *stop is where the next body starts. */
static uint64_t size_body(reader r, uint64_t first, uint64_t limit, const unsigned char **stop, int *bad)
{
    uint64_t len = first;
    *bad = 0;
    while (r.p < r.end) {
        const unsigned char *at = r.p;
        int64_t k = sub_record(&r, 0);
        if (k < 0) {
            *bad = 1;
            r.p = at;
            break;
        }
        if (limit && len > 0 && len + (uint64_t)k > limit) {
            r.p = at;
            break;
        }
        len += (uint64_t)k;
    }
    *stop = r.p;
    return len;
}

/* 1.0.1 -> 1.0.2 in the header already written: only the file sink can. */
static int become_segmented(void)
{
    if (segmented)
        return 1;
    if (hp_output_patch(VERSION_OFFSET, "2", 1) != 0)
        return 0;
    segmented = 1;
    return 1;
}

void hp_bin_heap_dump(const JVMPI_Event *e, const hp_bin_thread_root *roots, int nroots)
{
    hp_bin_classes_new();
    make_prim_classes();
    hp_table_each(&bin_classes, sum_fields, NULL);
    reader r = { (const unsigned char *)e->u.heap_dump.begin,
                 (const unsigned char *)e->u.heap_dump.end, 0, e->u.heap_dump.dump_level };
    if (r.level < JVMPI_DUMP_LEVEL_1)
        r.level = JVMPI_DUMP_LEVEL_2;
    if (!r.p || !r.end || r.end < r.p)
        r.p = r.end = NULL;
    uint64_t roots_len = (uint64_t)nroots * (1 + ID + 8) + made_prim_dumps_size();

    const unsigned char *stop;
    int bad = 0;
    uint64_t limit = segmented ? (hp.opt.segment ? hp.opt.segment : AUTO_SEGMENT) : 0;
    uint64_t len = size_body(r, roots_len, limit, &stop, &bad);
    if (!segmented && len > U4_MAX) {
        if (become_segmented()) {
            limit = AUTO_SEGMENT;
            len = size_body(r, roots_len, limit, &stop, &bad);
        } else {
            fprintf(stderr, "HPROF ERROR: the heap dump is larger than a 1.0.1 record allows "
                            "(use segment=); it is cut short\n");
            while (len > U4_MAX) {   /* the records that fit */
                limit = limit ? limit / 2 : U4_MAX;
                len = size_body(r, roots_len, limit, &stop, &bad);
            }
        }
    }
    int first = 1;
    for (;;) {
        record(segmented ? TAG_HEAP_DUMP_SEGMENT : TAG_HEAP_DUMP, len);
        if (first)
            for (int i = 0; i < nroots; i++) {
                hp_u1(SUB_ROOT_THREAD_OBJ);
                put_ref(roots[i].thread_obj);
                hp_u4(roots[i].thread_serial);
                hp_u4(roots[i].trace_serial);
            }
        if (first)
            write_made_prim_dumps();
        while (r.p < stop)
            sub_record(&r, 1);
        first = 0;
        if (!segmented || bad || r.p >= r.end)
            break;
        len = size_body(r, 0, limit, &stop, &bad);
    }
    if (segmented)
        record(TAG_HEAP_DUMP_END, 0);
    if (bad)
        fprintf(stderr, "HPROF: the VM's heap dump is malformed; the rest is left out\n");
}
