/*
 * spin_agent.c -- the JVMPI side of the safepoint tests (Spin.java): while
 * the thread "spinner" spins in a loop that neither calls nor allocates,
 * main loads Spin$Poke and, in that CLASS_LOAD, this agent does what needs
 * every Java thread at a safepoint.  Options (comma-separated):
 *
 *   dump     raise Ctrl-\ / Ctrl-Break (press.h) and wait for the
 *            DATA_DUMP_REQUEST that follows the VM's thread dump
 *   suspend  SuspendThread(spinner), GetCallTrace (which method it was
 *            stopped in), a level-0 heap dump, ResumeThread, then RunGC
 *            and DisableGC/EnableGC with the spinner running
 *   events   enable METHOD_ENTRY too, which puts every thread in the
 *            interpreter's event loop (its polls are tested then)
 *
 * A VM whose loop never polls hangs in the first of these; the test's
 * timeout turns that into a failure.  Waits here are bounded and in raw
 * monitors (IN_NATIVE), so the agent itself never holds a safepoint up.
 */
#include "agent.h"
#include "press.h"

static int opt_dump, opt_suspend;
static JNIEnv *spinner;
static int dumped;
static long heap_records = -1;

static void do_dump(void)
{
    press_ctrl_backslash();
    lock();
    /* 60 s at most: the dump request comes once the world has stopped. */
    for (int i = 0; i < 600 && !dumped; i++) jvmpi->RawMonitorWait(agent_lock, 100);
    int ok = dumped;
    unlock();
    say(ok ? "dump request served" : "FAIL: no dump request");
}

static void do_suspend(void)
{
    if (!spinner) {
        fail("no THREAD_START for spinner");
        return;
    }
    jvmpi->SuspendThread(spinner);
    JVMPI_CallFrame frames[16];
    JVMPI_CallTrace trace = {spinner, 0, frames};
    jvmpi->GetCallTrace(&trace, 16);
    MethodInfo *top = trace.num_frames > 0 ? method_info(frames[0].method_id) : NULL;
    if (top)
        say("spinner suspended in %s.%s", top->class_name, top->name);
    else
        fail("spinner suspended with %d frames, none known", (int)trace.num_frames);
    JVMPI_HeapDumpArg arg = {JVMPI_DUMP_LEVEL_0};
    heap_records = -1;
    jint rc = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
    say("heap dump while suspended: %s", rc == JVMPI_SUCCESS && heap_records > 0 ? "has objects" : "FAILED");
    jvmpi->ResumeThread(spinner);
    jvmpi->RunGC();
    say("RunGC while spinning: done");
    jvmpi->DisableGC();
    jvmpi->EnableGC();
    say("DisableGC/EnableGC while spinning: done");
}

static void notify(JVMPI_Event *e)
{
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_THREAD_START:
        if (e->u.thread_start.thread_name && strcmp(e->u.thread_start.thread_name, "spinner") == 0)
            spinner = e->u.thread_start.thread_env_id;
        break;
    case JVMPI_EVENT_CLASS_LOAD: {
        const char *name = e->u.class_load.class_name;
        if (strcmp(name, "Spin$Poke") == 0) {
            if (opt_dump) do_dump();
            if (opt_suspend) do_suspend();
        } else if (strncmp(name, "Spin", 4) == 0) {
            lock();
            method_index_add(e);
            unlock();
        }
        break;
    }
    case JVMPI_EVENT_HEAP_DUMP:
        /* level 0: (u1 type, id) records */
        heap_records = (long)((e->u.heap_dump.end - e->u.heap_dump.begin) / (1 + (long)sizeof(void *)));
        break;
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
        lock();
        dumped = 1;
        jvmpi->RawMonitorNotifyAll(agent_lock);
        unlock();
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK) return JNI_ERR;
    const char *o = options ? options : "";
    opt_dump = strstr(o, "dump") != NULL;
    opt_suspend = strstr(o, "suspend") != NULL;
    enable(JVMPI_EVENT_THREAD_START);
    enable(JVMPI_EVENT_CLASS_LOAD);
    if (opt_dump) enable(JVMPI_EVENT_DATA_DUMP_REQUEST);
    if (strstr(o, "events")) enable(JVMPI_EVENT_METHOD_ENTRY);
    return JNI_OK;
}
