/*
 * datadump_agent.c -- checks the data-dump request (Ctrl-\ / Ctrl-Break):
 * on entry to DataDump.poke() it raises the platform's dump signal itself,
 * exactly as the keyboard would; for each dump it records that
 * DATA_DUMP_REQUEST came first and DATA_RESET_REQUEST second, that both
 * came on a thread other than main (the Signal Dispatcher), that the world
 * runs meanwhile (GetCallTrace of main, not suspended, gives no frames),
 * that the handler may suspend main and read its frames (which method it
 * was stopped in is printed) and resume it, and that the heap could be
 * walked (a level-0 heap dump with objects in it).  The summary is printed
 * at JVM_SHUT_DOWN.
 */
#include <stdio.h>
#include <string.h>

#include "jvmpi.h"
#include "press.h"

static JVMPI_Interface *jvmpi;
static JNIEnv *main_env;
static jmethodID poke, spin, sleepy;
static int dumps;                    /* DATA_DUMP_REQUESTs seen */
static char report[4][256];
static int resets_in_order;          /* resets that followed their dump */
static long heap_objects;            /* records in the last level-0 dump */

static const char *name_of(jmethodID m)
{
    if (m == spin) return "DataDump.spin";
    if (m == sleepy) return "DataDump.sleepy";
    if (m == poke) return "DataDump.poke";
    return NULL;
}

static void on_dump(JVMPI_Event *e)
{
    if (dumps >= 4) return;
    int n = dumps++;
    JVMPI_CallFrame frames[32];
    JVMPI_CallTrace trace = {main_env, 0, frames};
    /* The world runs: main's frames are not to be read until it is suspended. */
    jvmpi->GetCallTrace(&trace, 32);
    int running = trace.num_frames == 0;
    jvmpi->SuspendThread(main_env);
    trace.num_frames = 0;
    jvmpi->GetCallTrace(&trace, 32);
    const char *where = "an unknown method";
    for (jint i = 0; i < trace.num_frames; i++)
        if (name_of(frames[i].method_id)) {
            where = name_of(frames[i].method_id);
            break;
        }
    /* A level-0 heap dump needs the heap to stand still. */
    JVMPI_HeapDumpArg arg = {JVMPI_DUMP_LEVEL_0};
    heap_objects = -1;
    long objects = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg) == JVMPI_SUCCESS ? heap_objects : -2;
    jvmpi->ResumeThread(main_env);
    snprintf(report[n], sizeof report[n], "%s thread; world %s; main suspended (%s) in %s; heap dump %s",
             e->env_id != main_env && e->env_id ? "another" : "the main", running ? "running" : "STOPPED",
             trace.num_frames > 0 ? "has frames" : "no frames", where, objects > 0 ? "has objects" : "FAILED");
}

static void notify(JVMPI_Event *e)
{
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_THREAD_START:
        if (e->u.thread_start.thread_name && strcmp(e->u.thread_start.thread_name, "main") == 0)
            main_env = e->u.thread_start.thread_env_id;
        break;
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(e->u.class_load.class_name, "DataDump") == 0)
            for (jint i = 0; i < e->u.class_load.num_methods; i++) {
                JVMPI_Method *m = &e->u.class_load.methods[i];
                if (strcmp(m->method_name, "poke") == 0) poke = m->method_id;
                if (strcmp(m->method_name, "spin") == 0) spin = m->method_id;
                if (strcmp(m->method_name, "sleepy") == 0) sleepy = m->method_id;
            }
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        if (e->u.method.method_id == poke) press_ctrl_backslash();
        break;
    case JVMPI_EVENT_HEAP_DUMP: {
        /* level 0: (u1 type, id) records */
        heap_objects = (long)((e->u.heap_dump.end - e->u.heap_dump.begin) / (1 + (long)sizeof(void *)));
        break;
    }
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
        on_dump(e);
        break;
    case JVMPI_EVENT_DATA_RESET_REQUEST:
        if (dumps > resets_in_order) resets_in_order++;
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        for (int i = 0; i < dumps; i++) printf("dump %d: %s\n", i + 1, report[i]);
        printf("%d dumps, %d followed by their reset\n", dumps, resets_in_order);
        fflush(stdout);
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    jint events[] = {JVMPI_EVENT_THREAD_START, JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_METHOD_ENTRY,
                     JVMPI_EVENT_DATA_DUMP_REQUEST, JVMPI_EVENT_DATA_RESET_REQUEST, JVMPI_EVENT_JVM_SHUT_DOWN};
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS) return JNI_ERR;
    return JNI_OK;
}
