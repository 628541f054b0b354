/*
 * win32_dump.c -- Ctrl-Break as the data-dump signal.
 *
 * Windows runs console control handlers on a thread of their own, so the
 * handler could do more, but it does the same as the POSIX signal handler
 * for symmetry: it sets an event that the dispatcher thread waits on.
 * Ctrl-C and the close events are left to the default handling.
 */
#include <windows.h>

#include "../os/os_platform.h"
#include "win32_os.h"

static HANDLE dump_event;
static volatile LONG quitting;

BOOL WINAPI lantern_win32_console_handler(DWORD ctrl_type)
{
    if (ctrl_type != CTRL_BREAK_EVENT || !dump_event) return FALSE;
    SetEvent(dump_event);
    return TRUE;
}

os_status osp_dump_install(void)
{
    quitting = 0;
    dump_event = CreateEventW(NULL, FALSE, FALSE, NULL); /* auto-reset */
    if (!dump_event) return OS_ERROR;
    /* Without a console (a service, or output piped under some hosts) the
     * call fails; the dispatcher still serves os_dump_signal_raise. */
    SetConsoleCtrlHandler(lantern_win32_console_handler, TRUE);
    return OS_OK;
}

bool osp_dump_wait(void)
{
    if (WaitForSingleObject(dump_event, INFINITE) != WAIT_OBJECT_0) return false;
    return !InterlockedCompareExchange(&quitting, 0, 0);
}

void osp_dump_wakeup_for_exit(void)
{
    InterlockedExchange(&quitting, 1);
    SetEvent(dump_event);
}

void osp_dump_uninstall(void)
{
    SetConsoleCtrlHandler(lantern_win32_console_handler, FALSE);
    if (dump_event) CloseHandle(dump_event);
    dump_event = NULL;
}

void osp_dump_raise(void)
{
    lantern_win32_console_handler(CTRL_BREAK_EVENT);
}
