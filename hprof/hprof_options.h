/*
 * hprof_options.h -- the -Xrunhprof option string, parsed once in
 * JVM_OnLoad into an immutable hp_options.  Nothing else reads the string.
 */
#ifndef HPROF_OPTIONS_H
#define HPROF_OPTIONS_H

#include <stdio.h>

enum hp_cpu { HP_CPU_OFF, HP_CPU_SAMPLES, HP_CPU_TIMES, HP_CPU_OLD };

typedef struct {
    int heap_dump;               /* heap=dump or all */
    int heap_sites;              /* heap=sites or all */
    enum hp_cpu cpu;
    int monitor;
    int format_binary;
    char *file;                  /* malloc'd; never NULL after parsing */
    char *net;                   /* host:port, or NULL */
    int depth;
    int interval;                /* cpu=samples: ms between samples */
    double cutoff;
    int lineno;
    int thread;
    int doe;
    char *collapsed;             /* collapsed stacks of the CPU profile, or NULL */
    char *flamegraph;            /* the same as an SVG flame graph, or NULL */
    unsigned long long segment;  /* format=b: heap dump segment bytes (1.0.2), 0 = as needed */
} hp_options;

enum hp_parse_result {
    HP_PARSE_OK,
    HP_PARSE_HELP,               /* "help" was given: print usage, exit 0 */
    HP_PARSE_BAD                 /* message written to err */
};

/* Parses `text` (NULL or "" = defaults).  Messages go to `err`. */
enum hp_parse_result hp_options_parse(const char *text, hp_options *o, FILE *err);
void hp_options_usage(FILE *out);
void hp_options_free(hp_options *o);

#endif
