/* -Xcheck:jvmpi check 5: JNI calls in a handler that runs with GC disabled
 * (CLASS_LOAD); the same call in JVM_INIT_DONE's handler must not warn. */
#define XCHECK_ON_LOAD on_load
#define XCHECK_ON_EVENT on_event
#include "xcheck.h"

static void on_load(void)
{
    enable(JVMPI_EVENT_JVM_INIT_DONE);
}

static void on_event(JVMPI_Event *e)
{
    if (e->event_type == JVMPI_EVENT_JVM_INIT_DONE)
        say("agent: JVM_INIT_DONE: GetVersion = 0x%x", (unsigned)(*e->env_id)->GetVersion(e->env_id));
}

static void mistake(JNIEnv *env)
{
    jclass c;
    say("agent: GetVersion = 0x%x", (unsigned)(*env)->GetVersion(env));
    c = (*env)->FindClass(env, "java/lang/String");
    say("agent: FindClass: %s", c ? "found" : "not found");
    if (c) (*env)->DeleteLocalRef(env, c);
}
