/*
 * win32_os.h -- the Windows layer's one export beyond os_platform.h: the
 * console control handler, so that a test can deliver CTRL_BREAK_EVENT to it
 * where the console cannot (Wine 8 does not implement GenerateConsoleCtrlEvent
 * for Ctrl-Break).  Real Windows calls it on a thread of its own.
 */
#ifndef LANTERN_WIN32_OS_H
#define LANTERN_WIN32_OS_H

#include <windows.h>

BOOL WINAPI lantern_win32_console_handler(DWORD ctrl_type);

#endif
