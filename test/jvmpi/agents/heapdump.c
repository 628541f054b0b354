/*
 * heapdump.c -- test jvmpi.heapdump (program jvmpitest.HeapDump): decodes a
 * level-2 HEAP_DUMP (docs/jvmpi-notes.md, "Dump buffers": u1 tag, ids native pointers,
 * u2/u4/u8 big-endian) and prints the statics and the instances of the
 * program's classes Holder, SubHolder and Leaf.
 *
 * At checkpoint()'s METHOD_ENTRY: RequestEvent(HEAP_DUMP, level 2).  In the
 * dump handler (GC disabled by the VM):
 *   pass 1  walks every record; for each CLASS_DUMP asks
 *           RequestEvent(CLASS_LOAD, class id) for the class's name, its
 *           interfaces count and its fields (needed to parse the record);
 *           indexes instances and arrays by id
 *   pass 2  prints, for the program's classes, super class and statics
 *           (values in CLASS_LOAD statics order), and every instance
 *           (values: own fields first, then the super class's); references
 *           are shown by what they point to (a String's text, an array's
 *           elements, Holder(name), Leaf{id=n}, null)
 * Checked as well: each INSTANCE_DUMP's byte count equals its fields' sizes,
 * every reference in a field, static or array points to an object in the
 * dump, every instance's class has a CLASS_DUMP, the main thread has a
 * THREAD_BLOCK root, and the root kinds that point at the program's two
 * Holder objects (local variables of main: JAVA_FRAME), with the method
 * of the frame the root's frame number picks out of main's trace.
 */
#include "agent.h"

typedef struct {
    char *name;
    jint num_interfaces;
    jint nstatics, ninstances;
    char **static_names, **static_sigs;
    char **inst_names, **inst_sigs;
    const unsigned char *rec; /* the CLASS_DUMP record (after the tag) */
    void *super_id;
} ClassInfo;

static Pmap classes;   /* class id -> ClassInfo* */
static Pmap objects;   /* object id -> pointer to its record's tag byte */
static ClassInfo *pending_class;
static Strlist out_lines;
static Pmap roots;     /* object id -> bitmask of root kinds */
static Pmap frame_no;  /* object id -> frame number of its first JAVA_FRAME/JNI_LOCAL root */
static Pmap frame_env; /* object id -> that root's thread */
static JVMPI_Event *dump_event;
static jobjectID main_thread;
static int thread_block_ok;
static long bad_sizes, dangling, classless;
static int dumps;

static void free_classes(void)
{
    PmapEntry *e;
    PMAP_FOREACH(&classes, e) {
        ClassInfo *c = (ClassInfo *)e->value;
        jint i;
        for (i = 0; i < c->nstatics; i++) {
            free(c->static_names[i]);
            free(c->static_sigs[i]);
        }
        for (i = 0; i < c->ninstances; i++) {
            free(c->inst_names[i]);
            free(c->inst_sigs[i]);
        }
        free(c->static_names);
        free(c->static_sigs);
        free(c->inst_names);
        free(c->inst_sigs);
        free(c->name);
        free(c);
    }
    pmap_clear(&classes);
}

/* the answer to RequestEvent(CLASS_LOAD) from pass 1 */
static void on_class_load(JVMPI_Event *ev)
{
    ClassInfo *c = pending_class;
    jint i;
    if (!c)
        return;
    c->name = xstrdup(ev->u.class_load.class_name);
    c->num_interfaces = ev->u.class_load.num_interfaces;
    c->nstatics = ev->u.class_load.num_static_fields;
    c->ninstances = ev->u.class_load.num_instance_fields;
    c->static_names = (char **)xcalloc((size_t)c->nstatics, sizeof(char *));
    c->static_sigs = (char **)xcalloc((size_t)c->nstatics, sizeof(char *));
    c->inst_names = (char **)xcalloc((size_t)c->ninstances, sizeof(char *));
    c->inst_sigs = (char **)xcalloc((size_t)c->ninstances, sizeof(char *));
    for (i = 0; i < c->nstatics; i++) {
        c->static_names[i] = xstrdup(ev->u.class_load.statics[i].field_name);
        c->static_sigs[i] = xstrdup(ev->u.class_load.statics[i].field_signature);
    }
    for (i = 0; i < c->ninstances; i++) {
        c->inst_names[i] = xstrdup(ev->u.class_load.instances[i].field_name);
        c->inst_sigs[i] = xstrdup(ev->u.class_load.instances[i].field_signature);
    }
}

static ClassInfo *class_of(void *id)
{
    intptr_t v;
    return pmap_get(&classes, id, &v) ? (ClassInfo *)v : NULL;
}

static const char *short_name(const char *n)
{
    const char *s = strrchr(n, '/');
    return s ? s + 1 : n;
}

static void skip(Reader *r, size_t n)
{
    if (rd_left(r, n))
        r->p += n;
}

/* ---- pass 1 ------------------------------------------------------------------- */
static int pass1(Reader *r)
{
    while (r->p < r->end && !r->overrun) {
        const unsigned char *start = r->p;
        unsigned tag = rd_u1(r);
        void *id;
        switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN:
        case JVMPI_GC_ROOT_STICKY_CLASS:
        case JVMPI_GC_ROOT_MONITOR_USED:
        case JVMPI_GC_ROOT_JNI_GLOBAL:
        case JVMPI_GC_ROOT_JNI_LOCAL:
        case JVMPI_GC_ROOT_JAVA_FRAME:
        case JVMPI_GC_ROOT_NATIVE_STACK:
        case JVMPI_GC_ROOT_THREAD_BLOCK: {
            intptr_t mask = 0;
            void *env = NULL;
            id = rd_id(r);
            if (tag == JVMPI_GC_ROOT_JNI_GLOBAL)
                rd_id(r);
            if (tag == JVMPI_GC_ROOT_JNI_LOCAL || tag == JVMPI_GC_ROOT_JAVA_FRAME) {
                uint32_t n;
                env = rd_id(r);
                n = rd_u4(r);
                if (!pmap_get(&frame_no, id, NULL)) {
                    pmap_put(&frame_no, id, (intptr_t)n);
                    pmap_put(&frame_env, id, (intptr_t)env);
                }
            }
            if (tag == JVMPI_GC_ROOT_NATIVE_STACK || tag == JVMPI_GC_ROOT_THREAD_BLOCK)
                env = rd_id(r);
            (void)env;
            if (tag == JVMPI_GC_ROOT_THREAD_BLOCK && id == main_thread)
                thread_block_ok = 1;
            pmap_get(&roots, id, &mask);
            pmap_put(&roots, id, mask | ((intptr_t)1 << (tag == 0xff ? 0 : tag)));
            break;
        }
        case JVMPI_GC_CLASS_DUMP: {
            ClassInfo *c;
            jint i;
            unsigned n;
            id = rd_id(r);
            c = (ClassInfo *)xcalloc(1, sizeof *c);
            c->rec = start + 1;
            c->super_id = rd_id(r);
            pending_class = c;
            if (jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, id) != JVMPI_SUCCESS || !c->name) {
                pending_class = NULL;
                fail("RequestEvent(CLASS_LOAD) for a class id of a CLASS_DUMP failed");
                free(c);
                return 0;
            }
            pending_class = NULL;
            pmap_put(&classes, id, (intptr_t)c);
            skip(r, 5 * sizeof(void *)); /* loader, signers, domain, name, reserved */
            rd_u4(r);                    /* instance size */
            skip(r, (size_t)c->num_interfaces * sizeof(void *));
            n = rd_u2(r);
            while (n-- > 0 && !r->overrun) {
                unsigned ty;
                rd_u2(r);
                ty = rd_u1(r);
                skip(r, value_size(ty));
            }
            for (i = 0; i < c->nstatics; i++)
                skip(r, value_size(sig_type(c->static_sigs[i])));
            break;
        }
        case JVMPI_GC_INSTANCE_DUMP: {
            uint32_t n;
            id = rd_id(r);
            rd_id(r);
            n = rd_u4(r);
            skip(r, n);
            pmap_put(&objects, id, (intptr_t)start);
            break;
        }
        case JVMPI_GC_OBJ_ARRAY_DUMP: {
            uint32_t n;
            id = rd_id(r);
            n = rd_u4(r);
            rd_id(r);
            skip(r, (size_t)n * sizeof(void *));
            pmap_put(&objects, id, (intptr_t)start);
            break;
        }
        case JVMPI_GC_PRIM_ARRAY_DUMP: {
            uint32_t n;
            unsigned ty;
            id = rd_id(r);
            n = rd_u4(r);
            ty = rd_u1(r);
            if (!value_size(ty) || ty == JVMPI_CLASS) {
                fail("PRIM_ARRAY_DUMP with element type %u", ty);
                return 0;
            }
            skip(r, (size_t)n * value_size(ty));
            pmap_put(&objects, id, (intptr_t)start);
            break;
        }
        default:
            fail("level-2 heap dump: unknown record tag 0x%02x", tag);
            return 0;
        }
    }
    if (r->overrun) {
        fail("level-2 heap dump: a record runs past the end of the buffer");
        return 0;
    }
    return 1;
}

/* ---- printing values -------------------------------------------------------------- */
typedef struct {
    char *s;
    size_t len, cap;
} Buf;

static AGENT_PRINTF(2, 3) void bput(Buf *b, const char *fmt, ...)
{
    va_list ap;
    int n;
    for (;;) {
        va_start(ap, fmt);
        n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n >= 0 && b->s && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        b->cap = (b->cap ? b->cap * 2 : 256) + (size_t)(n > 0 ? n : 0);
        b->s = (char *)realloc(b->s, b->cap);
        if (!b->s)
            exit(3);
    }
}

static void put_char(Buf *b, unsigned c)
{
    if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\')
        bput(b, "'%c'", (int)c);
    else
        bput(b, "'\\u%04x'", c);
}

static void put_prim(Buf *b, unsigned ty, Reader *r)
{
    union {
        uint32_t u;
        float f;
    } fu;
    union {
        uint64_t u;
        double d;
    } du;
    switch (ty) {
    case JVMPI_BOOLEAN: bput(b, "%s", rd_u1(r) ? "true" : "false"); break;
    case JVMPI_BYTE: bput(b, "%d", (int)(signed char)rd_u1(r)); break;
    case JVMPI_CHAR: put_char(b, rd_u2(r)); break;
    case JVMPI_SHORT: bput(b, "%d", (int)(short)rd_u2(r)); break;
    case JVMPI_INT: bput(b, "%ld", (long)(int32_t)rd_u4(r)); break;
    case JVMPI_LONG: bput(b, "%lld", (long long)(int64_t)rd_u8(r)); break;
    case JVMPI_FLOAT: fu.u = rd_u4(r); bput(b, "%.9g", (double)fu.f); break;
    case JVMPI_DOUBLE: du.u = rd_u8(r); bput(b, "%.17g", du.d); break;
    default: bput(b, "?"); break;
    }
}

static const char *prim_name(unsigned ty)
{
    switch (ty) {
    case JVMPI_BOOLEAN: return "boolean";
    case JVMPI_BYTE: return "byte";
    case JVMPI_CHAR: return "char";
    case JVMPI_SHORT: return "short";
    case JVMPI_INT: return "int";
    case JVMPI_LONG: return "long";
    case JVMPI_FLOAT: return "float";
    case JVMPI_DOUBLE: return "double";
    default: return "?";
    }
}

static void put_ref(Buf *b, void *id, int depth);

/* Reads an instance's field `name` (own fields first, then supers') into a
 * reader positioned at its value; returns its signature or NULL. */
static const char *find_field(const unsigned char *rec, const char *name, Reader *out)
{
    Reader r;
    void *cid;
    uint32_t n;
    r.p = rec + 1;
    r.end = r.p + 2 * sizeof(void *) + 4;
    r.overrun = 0;
    rd_id(&r);
    cid = rd_id(&r);
    n = rd_u4(&r);
    r.end = r.p + n;
    while (cid) {
        ClassInfo *c = class_of(cid);
        jint i;
        if (!c)
            return NULL;
        for (i = 0; i < c->ninstances; i++) {
            if (strcmp(c->inst_names[i], name) == 0) {
                *out = r;
                return c->inst_sigs[i];
            }
            skip(&r, value_size(sig_type(c->inst_sigs[i])));
        }
        cid = c->super_id;
    }
    return NULL;
}

static void put_string(Buf *b, const unsigned char *rec)
{
    Reader r, a;
    const char *sig = find_field(rec, "value", &r);
    intptr_t v;
    void *arr;
    uint32_t n, i;
    unsigned ty;
    if (!sig || (strcmp(sig, "[C") != 0 && strcmp(sig, "[B") != 0)) {
        bput(b, "String(?)");
        return;
    }
    arr = rd_id(&r);
    if (!arr || !pmap_get(&objects, arr, &v)) {
        bput(b, "String(value missing)");
        return;
    }
    a.p = (const unsigned char *)v + 1;
    a.end = a.p + 2 * sizeof(void *) + 5;
    a.overrun = 0;
    rd_id(&a);
    n = rd_u4(&a);
    ty = rd_u1(&a);
    a.end = a.p + (size_t)n * value_size(ty);
    bput(b, "\"");
    for (i = 0; i < n; i++) {
        unsigned c = ty == JVMPI_CHAR ? rd_u2(&a) : rd_u1(&a);
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            bput(b, "%c", (int)c);
        else
            bput(b, "\\u%04x", c);
    }
    bput(b, "\"");
}

/* Instance fields of `rec` as " name=value", own fields first. */
static void put_fields(Buf *b, const unsigned char *rec, int depth)
{
    Reader r;
    void *cid;
    uint32_t n;
    long used = 0;
    int first = 1;
    r.p = rec + 1;
    r.end = r.p + 2 * sizeof(void *) + 4;
    r.overrun = 0;
    rd_id(&r);
    cid = rd_id(&r);
    n = rd_u4(&r);
    r.end = r.p + n;
    while (cid) {
        ClassInfo *c = class_of(cid);
        jint i;
        if (!c)
            break;
        for (i = 0; i < c->ninstances; i++) {
            unsigned ty = sig_type(c->inst_sigs[i]);
            bput(b, "%s%s=", first ? "" : " ", c->inst_names[i]);
            first = 0;
            used += (long)value_size(ty);
            if (ty == JVMPI_CLASS)
                put_ref(b, rd_id(&r), depth + 1);
            else
                put_prim(b, ty, &r);
        }
        cid = c->super_id;
    }
    if (r.overrun || used != (long)n) {
        if (bad_sizes++ == 0)
            fail("INSTANCE_DUMP: %lu bytes of values, the fields need %ld", (unsigned long)n, used);
    }
}

static void put_ref(Buf *b, void *id, int depth)
{
    intptr_t v;
    const unsigned char *rec;
    Reader r;
    if (!id) {
        bput(b, "null");
        return;
    }
    if (!pmap_get(&objects, id, &v)) {
        ClassInfo *c = class_of(id);
        if (c) {
            bput(b, "class %s", c->name);
            return;
        }
        if (dangling++ == 0)
            fail("a reference to an object that is not in the heap dump");
        bput(b, "(missing)");
        return;
    }
    rec = (const unsigned char *)v;
    r.p = rec + 1;
    r.end = r.p + 3 * sizeof(void *) + 5;
    r.overrun = 0;
    if (rec[0] == JVMPI_GC_INSTANCE_DUMP) {
        ClassInfo *c;
        Reader fr;
        rd_id(&r);
        c = class_of(rd_id(&r));
        if (!c) {
            if (classless++ == 0)
                fail("an INSTANCE_DUMP whose class has no CLASS_DUMP");
            bput(b, "(instance of unknown class)");
        } else if (strcmp(c->name, "java/lang/String") == 0) {
            put_string(b, rec);
        } else if (is_test_class(c->name) && find_field(rec, "name", &fr)) {
            void *sid = rd_id(&fr);
            intptr_t sv;
            bput(b, "%s(", short_name(c->name));
            if (sid && pmap_get(&objects, sid, &sv))
                put_string(b, (const unsigned char *)sv);
            else
                bput(b, "?");
            bput(b, ")");
        } else if (is_test_class(c->name) && depth < 3) {
            bput(b, "%s{", short_name(c->name));
            put_fields(b, rec, depth);
            bput(b, "}");
        } else {
            bput(b, "%s", c->name);
        }
    } else if (rec[0] == JVMPI_GC_PRIM_ARRAY_DUMP) {
        uint32_t n, i;
        unsigned ty;
        rd_id(&r);
        n = rd_u4(&r);
        ty = rd_u1(&r);
        r.end = r.p + (size_t)n * value_size(ty);
        bput(b, "%s[%lu]{", prim_name(ty), (unsigned long)n);
        for (i = 0; i < n; i++) {
            if (i)
                bput(b, ",");
            put_prim(b, ty, &r);
        }
        bput(b, "}");
    } else {
        uint32_t n, i;
        ClassInfo *ec;
        rd_id(&r);
        n = rd_u4(&r);
        ec = class_of(rd_id(&r));
        r.end = r.p + (size_t)n * sizeof(void *);
        bput(b, "%s[%lu]{", ec ? short_name(ec->name) : "?", (unsigned long)n);
        for (i = 0; i < n; i++) {
            if (i)
                bput(b, ",");
            if (depth < 3)
                put_ref(b, rd_id(&r), depth + 1);
            else
                bput(b, "...");
        }
        bput(b, "}");
    }
}

/* ---- pass 2 ------------------------------------------------------------------------ */
static void print_statics(void *cid, ClassInfo *c)
{
    Reader r;
    jint i;
    unsigned n;
    ClassInfo *sup = c->super_id ? class_of(c->super_id) : NULL;
    (void)cid;
    strlist_add(&out_lines, "class %s super %s", c->name, sup ? sup->name : "(none)");
    r.p = c->rec;
    r.end = c->rec + 64 * 1024; /* pass 1 checked the record */
    r.overrun = 0;
    skip(&r, 7 * sizeof(void *));
    rd_u4(&r);
    skip(&r, (size_t)c->num_interfaces * sizeof(void *));
    n = rd_u2(&r);
    while (n-- > 0) {
        unsigned ty;
        rd_u2(&r);
        ty = rd_u1(&r);
        skip(&r, value_size(ty));
    }
    for (i = 0; i < c->nstatics; i++) {
        Buf b = {0};
        unsigned ty = sig_type(c->static_sigs[i]);
        if (ty == JVMPI_CLASS)
            put_ref(&b, rd_id(&r), 0);
        else
            put_prim(&b, ty, &r);
        strlist_add(&out_lines, "class %s static %s = %s", c->name, c->static_names[i], b.s);
        free(b.s);
    }
}

static void root_kinds(Buf *b, void *id)
{
    static const struct {
        int bit;
        const char *name;
    } kinds[] = {{0, "UNKNOWN"}, {1, "JNI_GLOBAL"}, {2, "JNI_LOCAL"}, {3, "JAVA_FRAME"},
                 {4, "NATIVE_STACK"}, {5, "STICKY_CLASS"}, {6, "THREAD_BLOCK"}, {7, "MONITOR_USED"}};
    intptr_t mask = 0;
    size_t i;
    int any = 0;
    pmap_get(&roots, id, &mask);
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (mask & ((intptr_t)1 << kinds[i].bit)) {
            bput(b, "%s%s", any ? "," : "", kinds[i].name);
            any = 1;
        }
    if (!any)
        bput(b, "none");
}

/* The frame a JAVA_FRAME / JNI_LOCAL root names: its number is the depth
 * from the top of the thread's stack, from 0, so it indexes the thread's
 * trace in heap_dump.traces. */
static void put_root_frame(Buf *b, void *id)
{
    intptr_t n, env;
    jint i;
    if (!pmap_get(&frame_no, id, &n) || !pmap_get(&frame_env, id, &env))
        return;
    for (i = 0; i < dump_event->u.heap_dump.num_traces; i++) {
        JVMPI_CallTrace *t = &dump_event->u.heap_dump.traces[i];
        MethodInfo *mi;
        if (t->env_id != (JNIEnv *)env)
            continue;
        if (n < 0 || n >= t->num_frames) {
            bput(b, " in a frame beyond the thread's trace");
            return;
        }
        mi = method_info(t->frames[n].method_id);
        bput(b, " in ");
        bput(b, mi ? mi->class_name : "?");
        bput(b, ".");
        bput(b, mi ? mi->name : "?");
        return;
    }
    bput(b, " of a thread without a trace");
}

static void on_heap_dump(JVMPI_Event *ev)
{
    dump_event = ev;
    Reader r;
    PmapEntry *e;
    dumps++;
    CHECK(ev->u.heap_dump.dump_level == JVMPI_DUMP_LEVEL_2, "dump level %d, asked for 2",
          ev->u.heap_dump.dump_level);
    main_thread = jvmpi->GetThreadObject(ev->env_id);
    r.p = (const unsigned char *)ev->u.heap_dump.begin;
    r.end = (const unsigned char *)ev->u.heap_dump.end;
    r.overrun = 0;
    if (!r.p || r.end <= r.p) {
        fail("heap dump: empty or no buffer");
        return;
    }
    if (!pass1(&r))
        return;
    PMAP_FOREACH(&classes, e) {
        ClassInfo *c = (ClassInfo *)e->value;
        if (is_test_class(c->name))
            print_statics((void *)e->key, c);
    }
    PMAP_FOREACH(&objects, e) {
        const unsigned char *rec = (const unsigned char *)e->value;
        Reader ir;
        ClassInfo *c;
        Buf b = {0};
        if (rec[0] != JVMPI_GC_INSTANCE_DUMP)
            continue;
        ir.p = rec + 1;
        ir.end = ir.p + 2 * sizeof(void *);
        ir.overrun = 0;
        rd_id(&ir);
        c = class_of(rd_id(&ir));
        if (!c) {
            if (classless++ == 0)
                fail("an INSTANCE_DUMP whose class has no CLASS_DUMP");
            continue;
        }
        if (!is_test_class(c->name)) {
            /* still check every instance's size and references */
            put_fields(&b, rec, 3);
            free(b.s);
            continue;
        }
        bput(&b, "instance ");
        put_ref(&b, (void *)e->key, 0);
        bput(&b, ": ");
        put_fields(&b, rec, 0);
        if (strcmp(c->name, "jvmpitest/Leaf") != 0) {
            bput(&b, " [roots: ");
            root_kinds(&b, (void *)e->key);
            put_root_frame(&b, (void *)e->key);
            bput(&b, "]");
        }
        strlist_add(&out_lines, "%s", b.s);
        free(b.s);
    }
}

static void checkpoint(void)
{
    JVMPI_HeapDumpArg arg;
    jint rc;
    size_t i;
    arg.heap_dump_level = JVMPI_DUMP_LEVEL_2;
    rc = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
    say("RequestEvent(HEAP_DUMP, level 2) = %d, dumps received: %d", (int)rc, dumps);
    strlist_sort(&out_lines);
    for (i = 0; i < out_lines.n; i++)
        say("%s", out_lines.items[i]);
    say("THREAD_BLOCK root for the main thread: %s", thread_block_ok ? "yes" : "no");
    say("INSTANCE_DUMP records whose size is not their fields': %ld", bad_sizes);
    say("references to objects not in the dump: %ld", dangling);
    say("instances whose class has no CLASS_DUMP: %ld", classless);
    strlist_free(&out_lines);
    free_classes();
    pmap_clear(&objects);
    pmap_clear(&roots);
    pmap_clear(&frame_no);
    pmap_clear(&frame_env);
}

static void notify(JVMPI_Event *ev)
{
    int hit;
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        if (ev->event_type & JVMPI_REQUESTED_EVENT)
            on_class_load(ev);
        else
            method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_HEAP_DUMP:
        lock();
        on_heap_dump(ev);
        unlock();
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        lock();
        hit = method_is(ev->u.method.method_id, "jvmpitest/HeapDump", "checkpoint");
        unlock();
        if (hit)
            checkpoint();
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
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
