/*
 * bench_agent.c -- the JVMPI agent of the profiling-overhead benchmark
 * (profile_overhead.sh): -Xrunbench_agent:<what> enables
 *   none     nothing (the cost of merely having an agent loaded)
 *   methods  METHOD_ENTRY and METHOD_EXIT
 *   alloc    OBJECT_ALLOC
 *   all      METHOD_ENTRY, METHOD_EXIT and OBJECT_ALLOC
 * and counts what arrives, printing the counts to stderr at JVM_SHUT_DOWN
 * (so a run that silently got no events shows up).
 */
#include <stdio.h>
#include <string.h>

#include "jvmpi.h"

static JVMPI_Interface *jvmpi;
static unsigned long long entries, exits, allocs;

static void notify(JVMPI_Event *e)
{
    switch (e->event_type) {
    case JVMPI_EVENT_METHOD_ENTRY: entries++; break;
    case JVMPI_EVENT_METHOD_EXIT: exits++; break;
    case JVMPI_EVENT_OBJECT_ALLOC: allocs++; break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr, "bench_agent: %llu entries, %llu exits, %llu allocations\n", entries, exits, allocs);
        break;
    default: break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    const char *what = options ? options : "none";
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    if (strcmp(what, "methods") == 0 || strcmp(what, "all") == 0) {
        jvmpi->EnableEvent(JVMPI_EVENT_METHOD_ENTRY, NULL);
        jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, NULL);
    }
    if (strcmp(what, "alloc") == 0 || strcmp(what, "all") == 0) jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, NULL);
    return JNI_OK;
}
