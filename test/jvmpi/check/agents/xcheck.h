/*
 * xcheck.h -- what the -Xcheck:jvmpi test agents share: each makes one
 * kind of mistake, in mistake(), called from its CLASS_LOAD handler of
 * jvmpitest/XCheck$Trigger (a handler of an event sent with GC disabled,
 * on "main", with XCheck.trigger and XCheck.main on the Java stack).  The
 * agent defines mistake() and, if it needs them, the hooks below
 * (XCHECK_ON_LOAD, XCHECK_ON_EVENT).  Its lines go to stdout (say), in
 * order with the VM's warnings.
 */
#ifndef LANTERN_TEST_XCHECK_H
#define LANTERN_TEST_XCHECK_H

#include "../../agents/agent.h"

static JNIEnv *worker_env; /* "xcheck-worker": alive, waiting, during mistake() */
static JNIEnv *ended_env;  /* "xcheck-ended": ended before mistake() */

static void mistake(JNIEnv *env);
#ifdef XCHECK_ON_EVENT
static void XCHECK_ON_EVENT(JVMPI_Event *e);
#endif

static void notify(JVMPI_Event *e)
{
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(e->u.class_load.class_name, "jvmpitest/XCheck$Trigger") == 0) {
            say("agent: mistake");
            mistake(e->env_id);
            say("agent: back");
        }
        break;
    case JVMPI_EVENT_THREAD_START: {
        const char *n = e->u.thread_start.thread_name;
        if (n && strcmp(n, "xcheck-worker") == 0) worker_env = e->u.thread_start.thread_env_id;
        if (n && strcmp(n, "xcheck-ended") == 0) ended_env = e->u.thread_start.thread_env_id;
        break;
    }
    default:
        break;
    }
#ifdef XCHECK_ON_EVENT
    XCHECK_ON_EVENT(e);
#endif
}

#ifdef XCHECK_ON_LOAD
static void XCHECK_ON_LOAD(void);
#endif

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK) return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_THREAD_START);
#ifdef XCHECK_ON_LOAD
    XCHECK_ON_LOAD();
#endif
    return JNI_OK;
}

#endif
