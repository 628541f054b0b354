/* -Xcheck:jvmpi check 4: raw monitors used without owning them, destroyed
 * while held, used after being destroyed; and used right, which must not
 * warn. */
#include "xcheck.h"

static void mistake(JNIEnv *env)
{
    JVMPI_RawMonitor m = jvmpi->RawMonitorCreate((char *)"xcheck monitor");
    (void)env;
    say("agent: exit, wait, notify without owning");
    jvmpi->RawMonitorExit(m);
    jvmpi->RawMonitorWait(m, 1);
    jvmpi->RawMonitorNotifyAll(m);
    say("agent: destroy while held");
    jvmpi->RawMonitorEnter(m);
    jvmpi->RawMonitorDestroy(m);
    say("agent: right");
    jvmpi->RawMonitorEnter(m);
    jvmpi->RawMonitorNotifyAll(m);
    jvmpi->RawMonitorWait(m, 1);
    jvmpi->RawMonitorExit(m);
    jvmpi->RawMonitorExit(m);
    jvmpi->RawMonitorDestroy(m);
    say("agent: enter after destroy");
    jvmpi->RawMonitorEnter(m);
}
