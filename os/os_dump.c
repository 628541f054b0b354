/*
 * os_dump.c -- the data-dump signal's dispatcher thread.
 *
 * The platform part (posix/ or win32/) only notices the key press and wakes
 * osp_dump_wait; everything else -- running the VM's callback with a proper
 * thread identity, where it may take locks and allocate -- happens here on
 * "Signal Dispatcher", the thread the JDK also gives that name.
 */
#include "os_internal.h"

static os_thread *dispatcher;
static os_dump_fn dump_fn;
static void *dump_arg;

static void dispatcher_main(void *unused)
{
    (void)unused;
    while (osp_dump_wait()) {
        OS_TRACE(OS_TRACE_SIGNAL, "signal", "data-dump request");
        dump_fn(dump_arg);
    }
}

os_status os_dump_signal_install(os_dump_fn fn, void *arg)
{
    if (dispatcher || !fn) return OS_ERROR;
    dump_fn = fn;
    dump_arg = arg;
    os_status st = osp_dump_install();
    if (st != OS_OK) return st;
    st = os_thread_create(&dispatcher, "Signal Dispatcher", OS_PRIORITY_MAX, 0, dispatcher_main, NULL);
    if (st != OS_OK) {
        osp_dump_uninstall();
        dispatcher = NULL;
    }
    return st;
}

void os_dump_signal_uninstall(void)
{
    if (!dispatcher) return;
    osp_dump_wakeup_for_exit();
    os_thread_join(dispatcher);
    dispatcher = NULL;
    osp_dump_uninstall();
}

void os_dump_signal_raise(void)
{
    osp_dump_raise();
}
