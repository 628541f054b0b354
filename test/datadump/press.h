/*
 * press.h -- what the keyboard's Ctrl-\ (POSIX) or Ctrl-Break (Windows)
 * does, for the data-dump test agents.  Test code, so it may use
 * <signal.h> and <windows.h> (docs/rules.md rule 1).
 *
 * On Windows the console calls the VM's control handler with
 * CTRL_BREAK_EVENT; Wine cannot generate that event, so the agent calls
 * the handler the VM exports for this purpose.
 */
#ifndef LANTERN_TEST_PRESS_H
#define LANTERN_TEST_PRESS_H

#ifdef _WIN32
#include <windows.h>
#else
#include <signal.h>
#endif

static void press_ctrl_backslash(void)
{
#ifdef _WIN32
    typedef BOOL(WINAPI * handler_fn)(DWORD);
    HMODULE jvm = GetModuleHandleA("jvm.dll");
    handler_fn h = jvm ? (handler_fn)(void (*)(void))GetProcAddress(jvm, "lantern_win32_console_handler") : NULL;
    if (h)
        h(CTRL_BREAK_EVENT);
    else
        GenerateConsoleCtrlEvent(CTRL_BREAK_EVENT, 0);
#else
    raise(SIGQUIT);
#endif
}

#endif
