/*
 * win32_proc.c -- what os_proc.c needs beyond APR on Windows: the process
 * id.  Windows has no SIGPIPE (a write to a pipe without reader fails with
 * ERROR_NO_DATA) and no signals for Process.destroy (os_proc.c terminates
 * with exit code 1 as the JDK does), so those are placeholders.
 */
#include <stdlib.h>
#include <wchar.h>
#include <windows.h>

#include "../os/os_platform.h"

void osp_quiet_sigpipe(void) {}

int64_t osp_current_pid(void) { return (int64_t)GetCurrentProcessId(); }

int osp_signal_number(bool force) { return force ? 9 : 15; }

char *osp_environment(size_t *len)
{
    wchar_t *env = GetEnvironmentStringsW();
    if (!env) return NULL;
    size_t cap = 1;
    for (wchar_t *e = env; *e; e += wcslen(e) + 1)
        cap += (size_t)WideCharToMultiByte(CP_UTF8, 0, e, -1, NULL, 0, NULL, NULL);
    char *block = malloc(cap), *w = block;
    if (block) {
        for (wchar_t *e = env; *e; e += wcslen(e) + 1) {
            if (*e == L'=') continue; /* a drive's current directory, not a variable */
            w += WideCharToMultiByte(CP_UTF8, 0, e, -1, w, (int)(cap - (size_t)(w - block)), NULL, NULL);
        }
        *w = '\0';
        *len = (size_t)(w - block);
    }
    FreeEnvironmentStringsW(env);
    return block;
}
