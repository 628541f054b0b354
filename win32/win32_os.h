/*
 * win32_os.h -- the Windows layer's one export beyond os_platform.h: the
 * console control handler, so that a test can deliver CTRL_BREAK_EVENT to it
 * where the console cannot (Wine 8 does not implement GenerateConsoleCtrlEvent
 * for Ctrl-Break).  Real Windows calls it on a thread of its own.  It is
 * exported from the VM library (jvm.dll), so that a test agent can press
 * Ctrl-Break for a VM running under Wine.
 */
#ifndef LANTERN_WIN32_OS_H
#define LANTERN_WIN32_OS_H

#include <windows.h>

__declspec(dllexport) BOOL WINAPI lantern_win32_console_handler(DWORD ctrl_type);

#endif
