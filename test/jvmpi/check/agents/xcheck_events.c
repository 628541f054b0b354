/* -Xcheck:jvmpi check 6: enabling and disabling events that are not
 * available -- the dumps (requested, never enabled) and numbers that are no
 * event; enabling a real one must not warn. */
#define XCHECK_ON_LOAD on_load
#include "xcheck.h"

static void on_load(void)
{
    say("EnableEvent(HEAP_DUMP) = %d", (int)jvmpi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, NULL));
    say("DisableEvent(MONITOR_DUMP) = %d", (int)jvmpi->DisableEvent(JVMPI_EVENT_MONITOR_DUMP, NULL));
    say("EnableEvent(10) = %d", (int)jvmpi->EnableEvent(10, NULL));
    say("EnableEvent(99) = %d", (int)jvmpi->EnableEvent(99, NULL));
    say("EnableEvent(GC_START) = %d", (int)jvmpi->EnableEvent(JVMPI_EVENT_GC_START, NULL));
    say("DisableEvent(GC_START) = %d", (int)jvmpi->DisableEvent(JVMPI_EVENT_GC_START, NULL));
}

static void mistake(JNIEnv *env)
{
    (void)env;
    say("EnableEvent(OBJECT_DUMP) = %d", (int)jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_DUMP, NULL));
}
