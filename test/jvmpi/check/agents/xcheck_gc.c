/* -Xcheck:jvmpi check 3: DisableGC/EnableGC out of balance -- EnableGC
 * without DisableGC and DisableGC left at the return of JVM_OnLoad (made
 * good in the JVM_INIT_DONE handler, which must not warn), DisableGC left
 * at the return of a handler and still at JVM_SHUT_DOWN. */
#define XCHECK_ON_LOAD on_load
#define XCHECK_ON_EVENT on_event
#include "xcheck.h"

static void on_load(void)
{
    enable(JVMPI_EVENT_JVM_INIT_DONE);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    say("agent: EnableGC in JVM_OnLoad");
    jvmpi->EnableGC();
    say("agent: DisableGC in JVM_OnLoad");
    jvmpi->DisableGC();
}

static void on_event(JVMPI_Event *e)
{
    if (e->event_type == JVMPI_EVENT_JVM_INIT_DONE) {
        say("agent: EnableGC in JVM_INIT_DONE");
        jvmpi->EnableGC();
    } else if (e->event_type == JVMPI_EVENT_JVM_SHUT_DOWN) {
        say("agent: JVM_SHUT_DOWN");
    }
}

static void mistake(JNIEnv *env)
{
    (void)env;
    say("agent: DisableGC, twice, balanced");
    jvmpi->DisableGC();
    jvmpi->DisableGC();
    jvmpi->EnableGC();
    jvmpi->EnableGC();
    say("agent: DisableGC, not balanced");
    jvmpi->DisableGC();
}
