/*
 * hprof_heapdump.c -- reading the JVMPI heap dump buffer and printing it.
 *
 * The buffer is read twice.  The first pass learns what printing needs
 * before it is printed: every class (CLASS_LOAD requested for unknown
 * ones), each class's super (instance field values are the class's own
 * fields, then its super's...), and the totals for the HEAP DUMP BEGIN
 * line.  The second pass prints.  The reader never leaves [begin, end): a
 * record that does not fit ends the dump with a note in the profile.
 *
 * With format=b the second pass is hprof_binary.c's (HEAP DUMP records).
 *
 * Buffer encoding (the VM contract): u1 tags; jobjectIDs and JNIEnv* are
 * native pointers copied as they are; u2/u4/u8 are big-endian.
 */
#include "hprof.h"
#include "hprof_heapdump.h"
#include "hprof_binary.h"
#include "hprof_classes.h"
#include "hprof_dumpbuf.h"
#include "hprof_objects.h"
#include "hprof_output.h"
#include "hprof_sites.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <string.h>

static const char *type_word(unsigned ty)
{
    switch (ty) {
    case JVMPI_BOOLEAN: return "boolean";
    case JVMPI_BYTE: return "byte";
    case JVMPI_CHAR: return "char";
    case JVMPI_SHORT: return "short";
    case JVMPI_INT: return "int";
    case JVMPI_FLOAT: return "float";
    case JVMPI_LONG: return "long";
    case JVMPI_DOUBLE: return "double";
    default: return "<unknown>";
    }
}


typedef struct {
    int level;
    unsigned objects;
    uint64_t bytes;
} dump_info;

/* Skips or prints a CLASS_DUMP body.  Pass 1 (print == 0) links supers. */
static void class_dump(reader *r, int print, const dump_info *d)
{
    jobjectID id = rd_ptr(r);
    jobjectID super = rd_ptr(r);
    jobjectID loader = rd_ptr(r);
    jobjectID signers = rd_ptr(r);
    jobjectID domain = rd_ptr(r);
    rd_ptr(r);                           /* class name String: not printed */
    rd_ptr(r);                           /* reserved */
    rd_u4(r);                            /* instance size */
    hp_class *c = print ? hp_class_find(id) : hp_class_lookup(id);
    if (!print && c && super)
        c->super = hp_class_lookup(super);
    int nif = c ? c->num_interfaces : 0;
    skip(r, (size_t)(nif > 0 ? nif : 0) * sizeof(void *));
    unsigned cp = rd_u2(r);
    for (unsigned i = 0; i < cp && !r->bad; i++) {
        skip(r, 2);
        int sz = type_size(rd_u1(r));
        if (sz < 0) { r->bad = 1; break; }
        skip(r, (size_t)sz);
    }
    if (print) {
        hp_object *o = hp_object_lookup(id);
        hp_printf("CLS %x (name=%s, trace=%u)\n", hp_object_label(id), c ? c->name : "<unknown class>",
                  o ? o->trace : 0u);
        if (super) hp_printf("\tsuper\t\t%x\n", hp_object_label(super));
        if (loader) hp_printf("\tloader\t\t%x\n", hp_object_label(loader));
        if (signers) hp_printf("\tsigners\t\t%x\n", hp_object_label(signers));
        if (domain) hp_printf("\tdomain\t\t%x\n", hp_object_label(domain));
    }
    for (int i = 0; c && i < c->num_statics && !r->bad; i++) {
        const hp_field *f = &c->statics[i];
        if (!hp_sig_is_ref(f->signature)) {
            if (d->level >= JVMPI_DUMP_LEVEL_2)
                skip(r, (size_t)hp_sig_size(f->signature));
            continue;
        }
        jobjectID v = rd_ptr(r);
        if (print && v && !r->bad)
            hp_printf("\tstatic %s\t%x\n", f->name, hp_object_label(v));
    }
}

static void instance_dump(reader *r, int print, dump_info *d)
{
    jobjectID id = rd_ptr(r);
    jobjectID cid = rd_ptr(r);
    uint32_t n = rd_u4(r);
    if (!need(r, n))
        return;
    const unsigned char *values = r->p, *values_end = r->p + n;
    r->p += n;
    hp_class *c = print ? hp_class_find(cid) : hp_class_lookup(cid);
    hp_object *o = hp_object_lookup(id);
    if (!print) {
        d->objects++;
        d->bytes += o ? (uint64_t)o->size : 0;
        return;
    }
    hp_printf("OBJ %x (sz=%u, trace=%u, class=%s@%x)\n", o ? o->serial : 0u,
              o ? (unsigned)o->size : 0u, o ? o->trace : 0u,
              c ? c->name : "<unknown class>", hp_object_label(cid));
    /* values: this class's fields, then the super's, ... */
    reader fr = { .p = values, .end = values_end };
    int depth = 0;
    for (hp_class *k = c; k && !fr.bad && depth < 1000; k = k->super, depth++) {
        for (int i = 0; i < k->num_instances && !fr.bad; i++) {
            const hp_field *f = &k->instances[i];
            if (!hp_sig_is_ref(f->signature)) {
                if (d->level >= JVMPI_DUMP_LEVEL_2)
                    skip(&fr, (size_t)hp_sig_size(f->signature));
                continue;
            }
            jobjectID v = rd_ptr(&fr);
            if (v && !fr.bad)
                hp_printf("\t%s\t%s%x\n", f->name, strlen(f->name) < 8 ? "\t" : "",
                          hp_object_label(v));
        }
    }
}

static void obj_array_dump(reader *r, int print, dump_info *d)
{
    jobjectID id = rd_ptr(r);
    uint32_t n = rd_u4(r);
    jobjectID elem = rd_ptr(r);
    if (!need(r, (size_t)n * sizeof(void *)))
        return;
    const unsigned char *ids = r->p;
    r->p += (size_t)n * sizeof(void *);
    hp_object *o = hp_object_lookup(id);
    if (!print) {
        hp_class_lookup(elem);
        d->objects++;
        d->bytes += o ? (uint64_t)o->size : 0;
        return;
    }
    hp_class *c = hp_class_find(elem);
    hp_printf("ARR %x (sz=%u, trace=%u, nelems=%u, elem type=%s@%x)\n", o ? o->serial : 0u,
              o ? (unsigned)o->size : 0u, o ? o->trace : 0u, (unsigned)n,
              c ? c->name : "<unknown class>", hp_object_label(elem));
    for (uint32_t i = 0; i < n; i++) {
        jobjectID v;
        memcpy(&v, ids + (size_t)i * sizeof v, sizeof v);
        if (v)
            hp_printf("\t[%u]\t\t%x\n", (unsigned)i, hp_object_label(v));
    }
}

static void prim_array_dump(reader *r, int print, dump_info *d)
{
    jobjectID id = rd_ptr(r);
    uint32_t n = rd_u4(r);
    unsigned ty = rd_u1(r);
    int sz = type_size(ty);
    if (sz < 0 || ty == JVMPI_CLASS) {
        r->bad = 1;
        return;
    }
    if (d->level >= JVMPI_DUMP_LEVEL_2)
        skip(r, (size_t)n * (size_t)sz);
    if (r->bad)
        return;
    hp_object *o = hp_object_lookup(id);
    if (!print) {
        d->objects++;
        d->bytes += o ? (uint64_t)o->size : 0;
        return;
    }
    hp_printf("ARR %x (sz=%u, trace=%u, nelems=%u, elem type=%s)\n", o ? o->serial : 0u,
              o ? (unsigned)o->size : 0u, o ? o->trace : 0u, (unsigned)n, type_word(ty));
}

/* One pass over the records.  Returns 0 if the buffer was malformed. */
static int walk(const JVMPI_Event *e, int print, dump_info *d)
{
    reader r = { .p = (const unsigned char *)e->u.heap_dump.begin,
                 .end = (const unsigned char *)e->u.heap_dump.end };
    if (!r.p || !r.end || r.end < r.p)
        return r.p == r.end;
    while (r.p < r.end && !r.bad) {
        unsigned tag = rd_u1(&r);
        jobjectID obj;
        switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN:
            obj = rd_ptr(&r);
            if (print) hp_printf("ROOT %x (kind=<unknown>)\n", hp_object_label(obj));
            break;
        case JVMPI_GC_ROOT_JNI_GLOBAL: {
            obj = rd_ptr(&r);
            void *ref = rd_ptr(&r);
            if (print)
                hp_printf("ROOT %x (kind=<JNI global ref>, id=%x, trace=%u)\n", hp_object_label(obj),
                          (unsigned)(uintptr_t)ref, 0u);
            break;
        }
        case JVMPI_GC_ROOT_JNI_LOCAL:
        case JVMPI_GC_ROOT_JAVA_FRAME: {
            obj = rd_ptr(&r);
            JNIEnv *env = rd_ptr(&r);
            int32_t frame = (int32_t)rd_u4(&r);
            if (print)
                hp_printf("ROOT %x (kind=<%s>, thread=%u, frame=%d)\n", hp_object_label(obj),
                          tag == JVMPI_GC_ROOT_JNI_LOCAL ? "JNI local ref" : "Java stack",
                          hp_thread_serial(env), (int)frame);
            break;
        }
        case JVMPI_GC_ROOT_NATIVE_STACK:
        case JVMPI_GC_ROOT_THREAD_BLOCK: {
            obj = rd_ptr(&r);
            JNIEnv *env = rd_ptr(&r);
            if (print)
                hp_printf("ROOT %x (kind=<%s>, thread=%u)\n", hp_object_label(obj),
                          tag == JVMPI_GC_ROOT_NATIVE_STACK ? "native stack" : "thread block",
                          hp_thread_serial(env));
            break;
        }
        case JVMPI_GC_ROOT_STICKY_CLASS: {
            obj = rd_ptr(&r);
            if (!print) {
                hp_class_lookup(obj);
            } else {
                hp_class *c = hp_class_find(obj);
                hp_printf("ROOT %x (kind=<system class>, name=%s)\n", hp_object_label(obj),
                          c ? c->name : "<unknown class>");
            }
            break;
        }
        case JVMPI_GC_ROOT_MONITOR_USED:
            obj = rd_ptr(&r);
            if (print) hp_printf("ROOT %x (kind=<busy monitor>)\n", hp_object_label(obj));
            break;
        case JVMPI_GC_CLASS_DUMP: class_dump(&r, print, d); break;
        case JVMPI_GC_INSTANCE_DUMP: instance_dump(&r, print, d); break;
        case JVMPI_GC_OBJ_ARRAY_DUMP: obj_array_dump(&r, print, d); break;
        case JVMPI_GC_PRIM_ARRAY_DUMP: prim_array_dump(&r, print, d); break;
        default: r.bad = 1; break;
        }
    }
    return !r.bad;
}

/* The world is stopped, and this thread already holds data_lock (taken in
 * hp_heapdump_request, before the request): the lock nests. */
void hp_heapdump_event(const JVMPI_Event *e)
{
    hp_lock();
    dump_info d = { e->u.heap_dump.dump_level, 0, 0 };
    if (d.level < JVMPI_DUMP_LEVEL_1)
        d.level = JVMPI_DUMP_LEVEL_2;    /* level 0 has no records we print; treat as 2 */
    int ok = walk(e, 0, &d);

    /* one thread root per trace the VM sent; their traces print first */
    int nt = e->u.heap_dump.traces ? (int)e->u.heap_dump.num_traces : 0;
    hp_trace *thread_traces[256];
    if (nt > 256)
        nt = 256;
    for (int i = 0; i < nt; i++) {
        const JVMPI_CallTrace *ct = &e->u.heap_dump.traces[i];
        int n = ct->num_frames < 0 ? 0 : ct->num_frames > hp.opt.depth ? hp.opt.depth : (int)ct->num_frames;
        for (int k = 0; k < n; k++)
            hp_method_lookup(ct->frames[k].method_id);
        JVMPI_CallFrame fr[64];
        if (n > 64)
            n = 64;
        for (int k = 0; k < n; k++) {
            fr[k] = ct->frames[k];
            if (!hp.opt.lineno && fr[k].lineno != -3)
                fr[k].lineno = 0;
        }
        thread_traces[i] = hp_trace_intern(hp.opt.thread ? hp_thread_serial(ct->env_id) : 0, fr, n);
    }
    hp_traces_print_new();

    if (hp.opt.format_binary) {
        hp_bin_thread_root roots[256];
        for (int i = 0; i < nt; i++) {
            JNIEnv *env = e->u.heap_dump.traces[i].env_id;
            roots[i].thread_obj = hp.jvmpi->GetThreadObject(env);
            roots[i].thread_serial = hp_thread_serial(env);
            roots[i].trace_serial = thread_traces[i] ? thread_traces[i]->serial : 0u;
        }
        hp_bin_heap_dump(e, roots, nt);
        hp_unlock();
        return;
    }

    char now[32];
    hp_now_string(now);
    hp_printf("HEAP DUMP BEGIN (%u objects, %u bytes) %s\n", d.objects, (unsigned)d.bytes, now);
    for (int i = 0; i < nt; i++) {
        JNIEnv *env = e->u.heap_dump.traces[i].env_id;
        hp_printf("ROOT %x (kind=<thread>, id=%u, trace=%u)\n",
                  hp_object_label(hp.jvmpi->GetThreadObject(env)), hp_thread_serial(env),
                  thread_traces[i] ? thread_traces[i]->serial : 0u);
    }
    if (ok)
        ok = walk(e, 1, &d);
    if (!ok)
        hp_printf("HPROF: the VM's heap dump is malformed; the rest is left out\n");
    hp_printf("HEAP DUMP END\n");
    hp_unlock();
}

/* The lock before the request: the handler runs with the world stopped,
 * where it could not wait for a holder that is stopped inside the VM; taken
 * here, with the world running, every holder gets to let go.  GC is
 * disabled first, as for every call into the VM under data_lock. */
void hp_heapdump_request(void)
{
    hp.jvmpi->DisableGC();
    hp_lock();
    hp.jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, NULL);
    hp_unlock();
    hp.jvmpi->EnableGC();
}
