/*
 * hprof_options.c -- parsing and checking -Xrunhprof options.
 *
 * Every token is checked before anything is acted on, so a bad option
 * anywhere in the list fails the same way.  Options that are valid JVMPI
 * HPROF options but that this agent cannot honour yet are reported
 * separately from bad ones: the user typed something meaningful.
 */
#include "hprof_options.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_FILE "java.hprof.txt"
#define DEFAULT_BINARY_FILE "java.hprof"
#define MAX_SEGMENT 0xFFFFFFFFull         /* a record's u4 length */
#define MAX_DEPTH 1024               /* deeper traces only cost memory */
#define MAX_INTERVAL 3600000         /* an hour between samples is already none */

void hp_options_usage(FILE *out)
{
    fputs(
"Lantern HPROF, a heap and CPU profiler agent for JVMPI\n"
"\n"
"usage: java -Xrunhprof[:help]|[:<option>=<value>,...] <class> [args]\n"
"\n"
"option          values                what it does                        default\n"
"------          ------                ------------                        -------\n"
"heap=           dump|sites|all        heap dump, allocation sites, both   all\n"
"cpu=            samples|times|old     CPU profile (times: method timing)  off\n"
"monitor=        y|n                   monitor contention                  n\n"
"format=         a|b                   ASCII or binary output              a\n"
"file=           <name>                file the profile is written to      java.hprof.txt\n"
"net=            <host>:<port>         send the profile over a socket      (file)\n"
"depth=          <n>                   frames per stack trace              4 (*)\n"
"interval=       <ms>                  time between CPU samples            10\n"
"cutoff=         <fraction>            leave out rows below this share     0.0001\n"
"lineno=         y|n                   line numbers in stack traces        y\n"
"thread=         y|n                   thread serial in stack traces       n\n"
"doe=            y|n                   write the profile when the VM exits y\n"
"collapsed=      <file>                CPU profile as collapsed stacks     (none)\n"
"flamegraph=     <file.svg>            CPU profile as an SVG flame graph   (none)\n"
"segment=        <bytes>               format=b: heap dumps as 1.0.2       (as needed)\n"
"                                      segments of at most this size\n"
"\n"
"With none of heap=, cpu= or monitor=y, heap=all is used.\n"
"cpu=samples suspends the running threads every interval= ms and counts\n"
"their stack traces; monitor=y times contended monitor entries and adds a\n"
"MONITOR DUMP to each Ctrl-\\ dump.\n"
"collapsed= and flamegraph= need cpu=samples or cpu=times: one line per\n"
"distinct stack, root first, frames as pkg/Class.method joined by ';', then\n"
"the samples or the microseconds of CPU time (flamegraph.pl, speedscope and\n"
"inferno read it), or an SVG to open in a browser (click zooms).  (*) They\n"
"raise depth='s default to 64, so that stacks reach their roots.  Each\n"
"Ctrl-\\ dump writes them numbered: flame.1.svg, flame.2.svg, ...\n"
"format=b writes the binary HPROF format to java.hprof (JAVA PROFILE 1.0.1;\n"
"1.0.2 with heap dump segments when a dump exceeds 4 GB or segment= is\n"
"given), which heap analysers open: VisualVM (File > Load..., file type\n"
"Heap Dumps), Eclipse MAT, jhat.  Ctrl-\\ dumps are appended to the file.\n"
"format=b cannot be combined with cpu=times|old or monitor=y.\n"
"cpu=old writes the JDK 1.1 -prof table instead (count callee caller time:\n"
"calls of each method from each caller, their own time in ms) and no header.\n"
"net= sends the profile to a front end listening there instead of a file.\n"
"Ctrl-\\ (Ctrl-Break on Windows) writes the profile while the program runs.\n"
"\n"
"Example: java -Xrunhprof:heap=sites,cpu=times,depth=6,file=prof.txt Main\n"
"         java -Xrunhprof:cpu=samples,flamegraph=flame.svg Main\n",
        out);
}

static int yes_no(const char *v, int *out)
{
    if (strcmp(v, "y") == 0) { *out = 1; return 1; }
    if (strcmp(v, "n") == 0) { *out = 0; return 1; }
    return 0;
}

static int parse_depth(const char *v, int *out)
{
    if (*v < '0' || *v > '9')
        return 0;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (*end || errno || n > MAX_DEPTH)
        return 0;
    *out = (int)n;
    return 1;
}

static int parse_interval(const char *v, int *out)
{
    if (*v < '0' || *v > '9')
        return 0;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (*end || errno || n < 1 || n > MAX_INTERVAL)
        return 0;
    *out = (int)n;
    return 1;
}

static int parse_cutoff(const char *v, double *out)
{
    if (!*v)
        return 0;
    char *end;
    errno = 0;
    double d = strtod(v, &end);
    if (*end || errno || !(d >= 0.0 && d <= 1.0))
        return 0;
    *out = d;
    return 1;
}

static int parse_segment(const char *v, unsigned long long *out)
{
    if (*v < '0' || *v > '9')
        return 0;
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (*end || errno || n < 1 || n > MAX_SEGMENT)
        return 0;
    *out = n;
    return 1;
}

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

/* A file name option: not empty; the last one given counts. */
static int set_name(char **to, const char *v)
{
    if (!*v)
        return 0;
    free(*to);
    *to = dup_str(v);
    return *to != NULL;
}

/* One "name=value" token; returns 0 if it is not a valid option. */
static int apply(hp_options *o, const char *name, const char *v, int *heap_given)
{
    if (strcmp(name, "heap") == 0) {
        if (strcmp(v, "dump") == 0) { o->heap_dump = 1; o->heap_sites = 0; }
        else if (strcmp(v, "sites") == 0) { o->heap_dump = 0; o->heap_sites = 1; }
        else if (strcmp(v, "all") == 0) { o->heap_dump = 1; o->heap_sites = 1; }
        else return 0;
        *heap_given = 1;
        return 1;
    }
    if (strcmp(name, "cpu") == 0) {
        if (strcmp(v, "samples") == 0 || strcmp(v, "y") == 0) o->cpu = HP_CPU_SAMPLES;
        else if (strcmp(v, "times") == 0) o->cpu = HP_CPU_TIMES;
        else if (strcmp(v, "old") == 0) o->cpu = HP_CPU_OLD;
        else return 0;
        return 1;
    }
    if (strcmp(name, "monitor") == 0) return yes_no(v, &o->monitor);
    if (strcmp(name, "format") == 0) {
        if (strcmp(v, "a") == 0) o->format_binary = 0;
        else if (strcmp(v, "b") == 0) o->format_binary = 1;
        else return 0;
        return 1;
    }
    if (strcmp(name, "file") == 0) {
        if (!*v || o->net) return 0;         /* one destination, as the JDK */
        free(o->file);
        o->file = dup_str(v);
        return o->file != NULL;
    }
    if (strcmp(name, "net") == 0) {
        const char *colon = strrchr(v, ':');
        if (!colon || colon == v || !colon[1]) return 0;
        char *end;
        errno = 0;
        long port = strtol(colon + 1, &end, 10);
        if (*end || errno || colon[1] < '0' || colon[1] > '9' || port <= 0 || port > 65535)
            return 0;
        if (o->file || o->net) return 0;
        o->net = dup_str(v);
        return o->net != NULL;
    }
    if (strcmp(name, "depth") == 0) return parse_depth(v, &o->depth);
    if (strcmp(name, "collapsed") == 0) return set_name(&o->collapsed, v);
    if (strcmp(name, "flamegraph") == 0) return set_name(&o->flamegraph, v);
    if (strcmp(name, "interval") == 0) return parse_interval(v, &o->interval);
    if (strcmp(name, "cutoff") == 0) return parse_cutoff(v, &o->cutoff);
    if (strcmp(name, "lineno") == 0) return yes_no(v, &o->lineno);
    if (strcmp(name, "thread") == 0) return yes_no(v, &o->thread);
    if (strcmp(name, "doe") == 0) return yes_no(v, &o->doe);
    if (strcmp(name, "segment") == 0) return parse_segment(v, &o->segment);
    return 0;
}

static void hint(FILE *err)
{
    fputs("HPROF: -Xrunhprof:help lists the options\n", err);
}

enum hp_parse_result hp_options_parse(const char *text, hp_options *o, FILE *err)
{
    memset(o, 0, sizeof *o);
    o->cpu = HP_CPU_OFF;
    o->depth = -1;               /* not given: see below */
    o->interval = 10;
    o->cutoff = 0.0001;
    o->lineno = 1;
    o->doe = 1;
    int heap_given = 0, help = 0;

    const char *p = text ? text : "";
    while (*p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char tok[1024];
        if (len >= sizeof tok) {
            fprintf(err, "HPROF ERROR: bad hprof option '%.40s...' (too long)\n", p);
            hint(err);
            return HP_PARSE_BAD;
        }
        memcpy(tok, p, len);
        tok[len] = '\0';
        p = end ? end + 1 : p + len;

        if (strcmp(tok, "help") == 0) {
            help = 1;
            continue;
        }
        char *eq = strchr(tok, '=');
        int ok = 0;
        if (eq) {
            *eq = '\0';
            ok = apply(o, tok, eq + 1, &heap_given);
            *eq = '=';
        }
        if (!ok) {
            fprintf(err, "HPROF ERROR: bad hprof option '%s'\n", tok);
            hint(err);
            return HP_PARSE_BAD;
        }
    }
    if (help)
        return HP_PARSE_HELP;

    /* the JDK's own checks and messages (its hprof_setup.c) */
    if (o->format_binary && (o->cpu == HP_CPU_TIMES || o->cpu == HP_CPU_OLD)) {
        fprintf(err, "HPROF ERROR: cpu=times|old is not supported with format=b\n");
        return HP_PARSE_BAD;
    }
    if (o->format_binary && o->monitor) {
        fprintf(err, "HPROF ERROR: monitor=y is not supported with format=b\n");
        return HP_PARSE_BAD;
    }
    if (o->segment && !o->format_binary) {
        fprintf(err, "HPROF ERROR: segment= is only for format=b\n");
        hint(err);
        return HP_PARSE_BAD;
    }
    if (!o->file)
        o->file = dup_str(o->format_binary ? DEFAULT_BINARY_FILE : DEFAULT_FILE);
    if (!heap_given && o->cpu == HP_CPU_OFF && !o->monitor)
        o->heap_dump = o->heap_sites = 1;
    /* flame graphs want whole stacks, down to main or Thread.run */
    if (o->depth < 0)
        o->depth = o->collapsed || o->flamegraph ? 64 : 4;
    if ((o->collapsed || o->flamegraph) && o->cpu != HP_CPU_SAMPLES && o->cpu != HP_CPU_TIMES) {
        fprintf(err, "HPROF ERROR: %s needs cpu=samples or cpu=times\n",
                o->collapsed ? "collapsed=" : "flamegraph=");
        hint(err);
        return HP_PARSE_BAD;
    }

    return HP_PARSE_OK;
}

void hp_options_free(hp_options *o)
{
    free(o->file);
    free(o->net);
    free(o->collapsed);
    free(o->flamegraph);
    o->file = o->net = o->collapsed = o->flamegraph = NULL;
}
