/*
 * hprof_sites.c -- the allocation site table and SITES records.
 */
#include "hprof.h"
#include "hprof_sites.h"
#include "hprof_binary.h"
#include "hprof_classes.h"
#include "hprof_output.h"

#include <stdlib.h>
#include <string.h>

static hp_table sites;
static hp_site *all_sites;
static size_t num_sites;

int hp_sites_init(void)
{
    return hp_table_init(&sites, 4096);
}

static uintptr_t site_hash(const struct hp_class *cls, jint is_array, unsigned trace)
{
    uint64_t h = (uint64_t)(uintptr_t)cls * 31u + (uint64_t)(uint32_t)is_array;
    return (uintptr_t)(h * 1000003u + trace);
}

hp_site *hp_site_get(struct hp_class *cls, jint is_array, unsigned trace)
{
    uintptr_t h = site_hash(cls, is_array, trace);
    for (hp_node *x = hp_table_chain(&sites, h); x; x = x->next) {
        hp_site *s = (hp_site *)x;
        if (x->hash == h && s->cls == cls && s->is_array == is_array && s->trace == trace)
            return s;
    }
    hp_site *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->node.hash = h;
    s->cls = cls;
    s->is_array = is_array;
    s->trace = trace;
    hp_table_insert(&sites, &s->node);
    s->all_next = all_sites;
    all_sites = s;
    num_sites++;
    return s;
}

void hp_site_allocated(hp_site *s, jint size)
{
    s->alloc_bytes += (uint64_t)size;
    s->alloc_objs++;
    s->live_bytes += size;
    s->live_objs++;
}

void hp_site_freed(hp_site *s, jint size)
{
    s->live_bytes -= size;
    s->live_objs--;
}

const char *hp_type_name(const struct hp_class *cls, jint is_array, char *buf, size_t n)
{
    const char *prim = NULL;
    switch (is_array) {
    case JVMPI_NORMAL_OBJECT: return cls ? cls->name : "<unknown class>";
    case JVMPI_CLASS:
        if (!cls)
            return "[L<unknown class>;";
        if (cls->name[0] == '[')
            snprintf(buf, n, "[%s", cls->name);
        else
            snprintf(buf, n, "[L%s;", cls->name);
        return buf;
    case JVMPI_BOOLEAN: prim = "[Z"; break;
    case JVMPI_CHAR: prim = "[C"; break;
    case JVMPI_FLOAT: prim = "[F"; break;
    case JVMPI_DOUBLE: prim = "[D"; break;
    case JVMPI_BYTE: prim = "[B"; break;
    case JVMPI_SHORT: prim = "[S"; break;
    case JVMPI_INT: prim = "[I"; break;
    case JVMPI_LONG: prim = "[J"; break;
    default: prim = "<unknown array>"; break;
    }
    return prim;
}

static int by_live_bytes(const void *a, const void *b)
{
    const hp_site *x = *(const hp_site *const *)a, *y = *(const hp_site *const *)b;
    if (x->live_bytes != y->live_bytes)
        return x->live_bytes > y->live_bytes ? -1 : 1;
    if (x->alloc_bytes != y->alloc_bytes)
        return x->alloc_bytes > y->alloc_bytes ? -1 : 1;
    return x->trace < y->trace ? -1 : x->trace > y->trace;  /* stable output */
}

void hp_sites_print(void)
{
    hp_site **v = num_sites ? malloc(num_sites * sizeof *v) : NULL;
    size_t n = 0;
    int64_t total_live = 0;
    for (hp_site *s = all_sites; s && v; s = s->all_next) {
        v[n++] = s;
        total_live += s->live_bytes;
    }
    if (n)
        qsort(v, n, sizeof *v, by_live_bytes);
    if (hp.opt.format_binary) {
        hp_bin_sites(v, n);
        free(v);
        return;
    }

    char now[32];
    hp_now_string(now);
    hp_printf("SITES BEGIN (ordered by live bytes) %s\n", now);
    hp_printf("          percent         live       alloc'ed  stack class\n");
    hp_printf(" rank   self  accum    bytes objs   bytes objs trace name\n");
    double accum = 0;
    for (size_t i = 0; i < n; i++) {
        const hp_site *s = v[i];
        double self = total_live > 0 ? (double)s->live_bytes / (double)total_live : 0.0;
        if (self < hp.opt.cutoff || s->live_bytes <= 0)
            break;               /* sorted: everything below is smaller */
        accum += self;
        char buf[512];
        hp_printf("%5u %5.2f%% %5.2f%% %8u %4u %7u %4u %5u %s\n",
                  (unsigned)(i + 1), self * 100.0, accum * 100.0,
                  (unsigned)s->live_bytes, (unsigned)s->live_objs,
                  (unsigned)s->alloc_bytes, (unsigned)s->alloc_objs, s->trace,
                  hp_type_name(s->cls, s->is_array, buf, sizeof buf));
    }
    hp_printf("SITES END\n");
    free(v);
}
