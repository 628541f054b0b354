/*
 * alloccount.c -- sample JVMPI agent: counts the objects allocated per
 * class and prints the classes with the most objects and bytes when the
 * VM shuts down.
 *
 *   java -Xrunjvmpi_alloccount[:top=N][,prefix=P] -cp . JvmpiDemo
 *
 *   top=N     rows in each table (default 10)
 *   prefix=P  only classes whose name starts with P (dots or slashes:
 *             prefix=java.lang or prefix=java/lang)
 *
 * What it shows
 *   - OBJECT_ALLOC names its class by class ID, and CLASS_LOAD says which
 *     name a class ID has.  A class ID is the object ID of the class's
 *     java.lang.Class object, and the collector moves objects: IDs change.
 *     So the agent also listens to OBJECT_MOVE and re-files a class under
 *     its new ID.  (Classes are never unloaded in Lantern, so class IDs
 *     never die; an agent keyed by ordinary objects would also follow
 *     OBJECT_FREE, see monwatch.c.)
 *   - is_array: JVMPI_NORMAL_OBJECT for an instance, JVMPI_CLASS for an
 *     array of references (class_id is then the element class), or a
 *     primitive type code (JVMPI_INT ...) for a primitive array, whose
 *     class_id is NULL.  One more OBJECT_ALLOC has class_id NULL: the Class
 *     object of java.lang.Class itself, which is its own class.
 *   - An OBJECT_ALLOC whose class ID the agent has not seen: the agent asks
 *     for that class's CLASS_LOAD with RequestEvent, which answers at once,
 *     on this thread, through the same NotifyEvent.  (Lantern announces
 *     every class before its first instance, so this is a safety net; it
 *     cannot recurse, since the only class without a class ID of its own is
 *     java.lang.Class, reported with class_id NULL.)
 *
 * Where it may call what
 *   OBJECT_ALLOC, CLASS_LOAD and OBJECT_MOVE carry object IDs, so the VM
 *   sends them with the collector disabled: the handler must not call JNI
 *   or make Java objects, and must be quick.  malloc, raw monitors and
 *   RequestEvent are fine.  Every thread allocates, so the tables are
 *   guarded by one raw monitor.  OBJECT_MOVE comes from the collecting
 *   thread with all other Java threads stopped.
 *
 * Counts are doubles: exact far beyond any real run, and printable with
 * "%.0f" everywhere -- mingw's C library prints no "%lld".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni.h"
#include "jvmpi.h"

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;

static int top_n = 10;
static char *prefix;              /* in the VM's form, with slashes */

typedef struct counts {
    double objects;
    double bytes;
} counts;

/* One per class ID seen, filed by ID in a hash table. */
typedef struct klass {
    jobjectID id;                 /* the class's current ID */
    char *name;                   /* from CLASS_LOAD; NULL until it comes */
    counts instances;             /* objects of this class */
    counts arrays;                /* arrays whose element class it is */
    struct klass *next;           /* same bucket */
    struct klass *all;            /* every class, for the report */
} klass;

#define BUCKETS 4096
static klass *table[BUCKETS];
static klass *all_classes;

/* Primitive arrays by type code (JVMPI_BOOLEAN 4 .. JVMPI_LONG 11), and
 * the one object with class_id NULL that is not an array. */
static counts prim_arrays[12];
static counts class_of_class;
static double total_objects, total_bytes;

static unsigned bucket(jobjectID id)
{
    /* objects are 8-aligned: the low bits say nothing */
    return (unsigned)(((size_t)id >> 3) % BUCKETS);
}

static klass *find(jobjectID id)
{
    klass *k;
    for (k = table[bucket(id)]; k; k = k->next)
        if (k->id == id)
            return k;
    return NULL;
}

static klass *add(jobjectID id)
{
    klass *k = (klass *)calloc(1, sizeof *k);
    unsigned b = bucket(id);
    if (!k)
        return NULL;
    k->id = id;
    k->next = table[b];
    table[b] = k;
    k->all = all_classes;
    all_classes = k;
    return k;
}

static void unlink_class(klass *k)
{
    klass **p;
    for (p = &table[bucket(k->id)]; *p; p = &(*p)->next)
        if (*p == k) {
            *p = k->next;
            return;
        }
}

static char *copy(const char *s)
{
    char *c = (char *)malloc(strlen(s) + 1);
    if (c)
        strcpy(c, s);
    return c;
}

/* ---- events ------------------------------------------------------------- */

static void class_load(JVMPI_Event *ev)
{
    klass *k;
    jvmpi->RawMonitorEnter(lock);
    k = find(ev->u.class_load.class_id);
    if (!k)
        k = add(ev->u.class_load.class_id);
    if (k && !k->name)
        k->name = copy(ev->u.class_load.class_name);
    jvmpi->RawMonitorExit(lock);
}

static void count(counts *c, jint size)
{
    c->objects += 1;
    c->bytes += size;
}

static void object_alloc(JVMPI_Event *ev)
{
    jobjectID cid = ev->u.obj_alloc.class_id;
    jint kind = ev->u.obj_alloc.is_array;
    jint size = ev->u.obj_alloc.size;
    int unnamed = 0;
    klass *k;

    jvmpi->RawMonitorEnter(lock);
    total_objects += 1;
    total_bytes += size;
    if (!cid) {
        if (kind >= JVMPI_BOOLEAN && kind <= JVMPI_LONG)
            count(&prim_arrays[kind], size);
        else
            count(&class_of_class, size);   /* java.lang.Class's own Class object */
        jvmpi->RawMonitorExit(lock);
        return;
    }
    k = find(cid);
    if (!k)
        k = add(cid);
    if (k) {
        count(kind == JVMPI_CLASS ? &k->arrays : &k->instances, size);
        unnamed = k->name == NULL;
    }
    jvmpi->RawMonitorExit(lock);

    /* Not while holding the lock: the answer comes through class_load(),
     * which takes it. */
    if (unnamed)
        jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, cid);
}

static void object_move(JVMPI_Event *ev)
{
    klass *k;
    jvmpi->RawMonitorEnter(lock);
    k = find(ev->u.obj_move.obj_id);
    if (k) {
        unlink_class(k);
        k->id = ev->u.obj_move.new_obj_id;
        k->next = table[bucket(k->id)];
        table[bucket(k->id)] = k;
    }
    jvmpi->RawMonitorExit(lock);
}

/* ---- the report ----------------------------------------------------------- */

typedef struct row {
    char name[512];
    counts c;
} row;

static int by_objects(const void *a, const void *b)
{
    const row *x = (const row *)a, *y = (const row *)b;
    if (x->c.objects != y->c.objects)
        return x->c.objects < y->c.objects ? 1 : -1;
    return strcmp(x->name, y->name);
}

static int by_bytes(const void *a, const void *b)
{
    const row *x = (const row *)a, *y = (const row *)b;
    if (x->c.bytes != y->c.bytes)
        return x->c.bytes < y->c.bytes ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* Class names as Java writes them: java.lang.String, int[], JvmpiDemo$Point[]. */
static void java_name(char *to, size_t n, const char *vm_name, int dims)
{
    size_t i, len = 0;
    const char *s = vm_name;
    static const char *const prim[] = {"boolean", "char", "float", "double", "byte", "short", "int", "long"};
    static const char codes[] = "ZCFDBSIJ";
    while (*s == '[') {               /* an array class as element: more dimensions */
        dims++;
        s++;
    }
    if (vm_name != s && s[0] && !s[1] && strchr(codes, s[0]))
        s = prim[strchr(codes, s[0]) - codes];
    else if (vm_name != s && s[0] == 'L')
        s++;
    for (i = 0; s[i] && s[i] != ';' && len + 1 < n; i++)
        to[len++] = s[i] == '/' ? '.' : s[i];
    while (dims-- > 0 && len + 3 < n) {
        to[len++] = '[';
        to[len++] = ']';
    }
    to[len] = '\0';
}

static int wanted(const char *vm_name)
{
    while (*vm_name == '[')
        vm_name++;
    if (*vm_name == 'L')
        vm_name++;
    return !prefix || strncmp(vm_name, prefix, strlen(prefix)) == 0;
}

static int add_row(row *rows, int n, const char *vm_name, int dims, counts c)
{
    if (c.objects == 0 || !wanted(vm_name))
        return n;
    java_name(rows[n].name, sizeof rows[n].name, vm_name, dims);
    rows[n].c = c;
    return n + 1;
}

static void print_table(row *rows, int n, const char *what)
{
    int i;
    printf("alloccount: top %d classes by %s\n", top_n, what);
    printf("alloccount: %10s %12s  %s\n", "objects", "bytes", "class");
    for (i = 0; i < n && i < top_n; i++)
        printf("alloccount: %10.0f %12.0f  %s\n", rows[i].c.objects, rows[i].c.bytes, rows[i].name);
}

static void report(void)
{
    static const char *const prim_names[] = {"[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
    klass *k;
    row *rows;
    int n = 0, max = 9, i;

    jvmpi->RawMonitorEnter(lock);
    for (k = all_classes; k; k = k->all)
        max += 2;
    rows = (row *)calloc((size_t)max, sizeof *rows);
    if (!rows) {
        jvmpi->RawMonitorExit(lock);
        return;
    }
    for (k = all_classes; k; k = k->all) {
        const char *name = k->name ? k->name : "<unknown class>";
        counts c = k->instances;
        if (strcmp(name, "java/lang/Class") == 0) {
            c.objects += class_of_class.objects;
            c.bytes += class_of_class.bytes;
        }
        n = add_row(rows, n, name, 0, c);
        n = add_row(rows, n, name, 1, k->arrays);
    }
    for (i = JVMPI_BOOLEAN; i <= JVMPI_LONG; i++)
        n = add_row(rows, n, prim_names[i - JVMPI_BOOLEAN], 0, prim_arrays[i]);
    printf("alloccount: %.0f objects, %.0f bytes allocated\n", total_objects, total_bytes);
    jvmpi->RawMonitorExit(lock);

    qsort(rows, (size_t)n, sizeof *rows, by_objects);
    print_table(rows, n, "objects");
    qsort(rows, (size_t)n, sizeof *rows, by_bytes);
    print_table(rows, n, "bytes");
    fflush(stdout);
    free(rows);
}

static void notify(JVMPI_Event *ev)
{
    /* Answers to RequestEvent have JVMPI_REQUESTED_EVENT or-ed in. */
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        class_load(ev);
        break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        object_alloc(ev);
        break;
    case JVMPI_EVENT_OBJECT_MOVE:
        object_move(ev);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        report();
        break;
    default:
        break;
    }
}

/* ---- loading ---------------------------------------------------------------- */

/* "top=N,prefix=P": options are the text after "-Xrunjvmpi_alloccount:". */
static int parse_options(const char *options)
{
    const char *p = options;
    while (p && *p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 4 && strncmp(p, "top=", 4) == 0) {
            top_n = atoi(p + 4);
        } else if (len > 7 && strncmp(p, "prefix=", 7) == 0) {
            size_t i;
            prefix = (char *)malloc(len - 7 + 1);
            if (!prefix)
                return 0;
            for (i = 0; i < len - 7; i++)
                prefix[i] = p[7 + i] == '.' ? '/' : p[7 + i];
            prefix[len - 7] = '\0';
        } else if (len > 0) {
            fprintf(stderr, "alloccount: unknown option '%.*s' (top=N, prefix=P)\n", (int)len, p);
            return 0;
        }
        p = end ? end + 1 : NULL;
    }
    return top_n > 0;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK)
        return JNI_ERR;
    if (!parse_options(options))
        return JNI_ERR;
    /* The VM reads NotifyEvent at each event: store it before enabling any. */
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("alloccount");
    if (!lock)
        return JNI_ERR;
    if (jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL) != JVMPI_SUCCESS ||
        jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, NULL) != JVMPI_SUCCESS ||
        jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_MOVE, NULL) != JVMPI_SUCCESS ||
        jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL) != JVMPI_SUCCESS)
        return JNI_ERR;
    return JNI_OK;
}
