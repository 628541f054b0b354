/*
 * dumplock_agent.c -- the lock pattern of Sun's HPROF with cpu=samples,
 * which deadlocked a VM that delivered DATA_DUMP_REQUEST with the world
 * stopped (test jvmpi.dumplock, program DumpLock).
 *
 * A sampler thread (CreateSystemThread) holds the agent's lock while it
 * suspends main, reads its trace and resumes it, over and over; the
 * DATA_DUMP_REQUEST handler takes the same lock and suspends, samples and
 * resumes main too.  Suspending needs a safepoint, so if the dump handler
 * ran inside the dump's stopped world, a sampler holding the lock would
 * wait for that world to restart while the handler waits for the lock.
 *
 * At each entry of DumpLock.poke() main presses Ctrl-\ (Ctrl-Break) and
 * waits, up to 20 s, for that dump's handler to finish, so every press is
 * seen to complete.  The summary is printed at JVM_SHUT_DOWN.
 */
#include <stdio.h>
#include <string.h>

#include "jvmpi.h"
#include "press.h"

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor agent_lock, done_lock;
static JNIEnv *volatile main_env;
static jmethodID poke;
static volatile int stop, sampler_started;
static int presses, dumps, dumps_with_frames, resets, late;
static long samples;

static void sampler(void *arg)
{
    (void)arg;
    JVMPI_RawMonitor pause = jvmpi->RawMonitorCreate("dumplock pause");
    sampler_started = 1;
    while (!stop) {
        jvmpi->RawMonitorEnter(agent_lock);
        for (int i = 0; i < 4 && main_env && !stop; i++) {
            JVMPI_CallFrame frames[16];
            JVMPI_CallTrace trace = {main_env, 0, frames};
            jvmpi->SuspendThread(main_env);
            jvmpi->GetCallTrace(&trace, 16);
            jvmpi->ResumeThread(main_env);
            if (trace.num_frames > 0) samples++;
        }
        jvmpi->RawMonitorExit(agent_lock);
        jvmpi->RawMonitorEnter(pause);
        jvmpi->RawMonitorWait(pause, 1);
        jvmpi->RawMonitorExit(pause);
    }
}

static void on_dump(void)
{
    JVMPI_CallFrame frames[16];
    JVMPI_CallTrace trace = {main_env, 0, frames};
    jvmpi->RawMonitorEnter(agent_lock);
    jvmpi->SuspendThread(main_env);
    jvmpi->GetCallTrace(&trace, 16);
    jvmpi->ResumeThread(main_env);
    jvmpi->RawMonitorExit(agent_lock);
    jvmpi->RawMonitorEnter(done_lock);
    dumps++;
    if (trace.num_frames > 0) dumps_with_frames++;
    jvmpi->RawMonitorNotifyAll(done_lock);
    jvmpi->RawMonitorExit(done_lock);
}

/* On main, at poke(): press, then wait for this press's dump. */
static void press_and_wait(void)
{
    jvmpi->RawMonitorEnter(done_lock);
    int want = ++presses;
    press_ctrl_backslash();
    for (int waited = 0; dumps < want && waited < 20000; waited += 10) jvmpi->RawMonitorWait(done_lock, 10);
    if (dumps < want) late++;
    jvmpi->RawMonitorExit(done_lock);
}

static void notify(JVMPI_Event *e)
{
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_THREAD_START:
        if (e->u.thread_start.thread_name && strcmp(e->u.thread_start.thread_name, "main") == 0)
            main_env = e->u.thread_start.thread_env_id;
        break;
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(e->u.class_load.class_name, "DumpLock") == 0)
            for (jint i = 0; i < e->u.class_load.num_methods; i++)
                if (strcmp(e->u.class_load.methods[i].method_name, "poke") == 0) poke = e->u.class_load.methods[i].method_id;
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        if (jvmpi->CreateSystemThread("dumplock sampler", JVMPI_NORMAL_PRIORITY, sampler) != JNI_OK)
            printf("CreateSystemThread failed\n");
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        if (e->u.method.method_id == poke) press_and_wait();
        break;
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
        on_dump();
        break;
    case JVMPI_EVENT_DATA_RESET_REQUEST:
        resets++;
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        stop = 1;
        printf("presses %d, dumps %d (%d saw main's frames), resets %d, presses not served in 20 s: %d\n", presses,
               dumps, dumps_with_frames, resets, late);
        printf("the sampler ran and sampled main: %s\n", sampler_started && samples > 0 ? "yes" : "no");
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
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1_2) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    agent_lock = jvmpi->RawMonitorCreate("dumplock agent lock");
    done_lock = jvmpi->RawMonitorCreate("dumplock done");
    jint events[] = {JVMPI_EVENT_THREAD_START, JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_METHOD_ENTRY,
                     JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_DATA_DUMP_REQUEST, JVMPI_EVENT_DATA_RESET_REQUEST,
                     JVMPI_EVENT_JVM_SHUT_DOWN};
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS) return JNI_ERR;
    return JNI_OK;
}
