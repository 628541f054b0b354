/* -Xcheck:jvmpi check 7: a thread suspending itself -- in a handler, with
 * SuspendThread and SuspendThreadList, and on an agent thread
 * (CreateSystemThread) outside any handler; suspending another thread
 * must not warn. */
#define XCHECK_ON_LOAD on_load
#define XCHECK_ON_EVENT on_event
#include "xcheck.h"

static int agent_thread_done;
static JNIEnv *agent_env; /* from its THREAD_START */

static void on_load(void)
{
    enable(JVMPI_EVENT_JVM_INIT_DONE);
}

static void run_agent_thread(void *arg)
{
    JNIEnv *self;
    (void)arg;
    lock();
    while (!agent_env) jvmpi->RawMonitorWait(agent_lock, 10);
    self = agent_env;
    unlock();
    say("agent thread: SuspendThread(itself)");
    jvmpi->SuspendThread(self);
    lock();
    agent_thread_done = 1;
    jvmpi->RawMonitorNotifyAll(agent_lock);
    unlock();
}

static void on_event(JVMPI_Event *e)
{
    if ((e->event_type & ~JVMPI_REQUESTED_EVENT) == JVMPI_EVENT_THREAD_START && e->u.thread_start.thread_name &&
        strcmp(e->u.thread_start.thread_name, "xcheck agent") == 0) {
        lock();
        agent_env = e->u.thread_start.thread_env_id;
        jvmpi->RawMonitorNotifyAll(agent_lock);
        unlock();
    }
    if (e->event_type == JVMPI_EVENT_JVM_INIT_DONE) {
        if (jvmpi->CreateSystemThread((char *)"xcheck agent", JVMPI_NORMAL_PRIORITY, run_agent_thread) != JNI_OK) {
            fail("CreateSystemThread");
            return;
        }
        lock();
        while (!agent_thread_done) jvmpi->RawMonitorWait(agent_lock, 0);
        unlock();
        say("agent: the agent thread is done");
    }
}

static void mistake(JNIEnv *env)
{
    JNIEnv *list[2];
    jint results[2] = {-1, -1};
    say("agent: SuspendThread(itself)");
    jvmpi->SuspendThread(env);
    list[0] = worker_env;
    list[1] = env;
    say("agent: SuspendThreadList(worker, itself)");
    jvmpi->SuspendThreadList(2, list, results);
    say("results: %d %d", (int)results[0], (int)results[1]);
    jvmpi->ResumeThread(worker_env);
}
