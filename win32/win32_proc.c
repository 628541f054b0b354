/*
 * win32_proc.c -- what os_proc.c needs beyond APR on Windows: the process
 * id.  Windows has no SIGPIPE (a write to a pipe without reader fails with
 * ERROR_NO_DATA) and no signals for Process.destroy (os_proc.c terminates
 * with exit code 1 as the JDK does), so those are placeholders.
 * CreateProcess, through apr_proc_create, is already the cheap way to start
 * a child (no address space is copied), so osp_spawn leaves it to APR.
 */
#include <stdlib.h>
#include <wchar.h>
#include <windows.h>

#include "../os/os_platform.h"

void osp_quiet_sigpipe(void) {}

int osp_spawn(const char *prog, const char *const *argv, const char *const *env, const char *dir,
              struct apr_file_t *const to[3], bool err_to_out, int64_t *pid)
{
    (void)prog, (void)argv, (void)env, (void)dir, (void)to, (void)err_to_out, (void)pid;
    return -1;
}

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
