/*
 * win32_process.c -- process facts for the launcher on Windows: the
 * executable's path and the command line in UTF-8 (main's argv is in the
 * ANSI code page and would lose characters), processor count, library names,
 * and the abnormal end.
 */
#include <windows.h>
#include <shellapi.h>
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>

#include "../os/os_platform.h"

static char *to_utf8(const wchar_t *w)
{
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    if (n <= 0) return NULL;
    char *s = malloc((size_t)n);
    if (s) WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
    return s;
}

char *osp_executable_path(void)
{
    wchar_t buf[32768];
    DWORD n = GetModuleFileNameW(NULL, buf, (DWORD)(sizeof buf / sizeof buf[0]));
    if (n == 0 || n >= sizeof buf / sizeof buf[0]) return NULL;
    return to_utf8(buf);
}

int osp_processor_count(void)
{
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    return si.dwNumberOfProcessors > 0 ? (int)si.dwNumberOfProcessors : 1;
}

bool osp_can_reserve(uint64_t bytes)
{
    /* Asking for the free address space rather than reserving it: a probe
     * of tens of terabytes is slow where the address space is emulated. */
    MEMORYSTATUSEX ms;
    ms.dwLength = sizeof ms;
    if (!GlobalMemoryStatusEx(&ms)) return true;
    return bytes <= (uint64_t)ms.ullAvailVirtual;
}

void *osp_reserve(size_t bytes)
{
    return VirtualAlloc(NULL, bytes, MEM_RESERVE, PAGE_NOACCESS);
}

bool osp_commit(void *p, size_t bytes)
{
    return VirtualAlloc(p, bytes, MEM_COMMIT, PAGE_READWRITE) != NULL;
}

void osp_uncommit(void *p, size_t bytes)
{
    VirtualFree(p, bytes, MEM_DECOMMIT);
}

void osp_release(void *p, size_t bytes)
{
    (void)bytes;
    VirtualFree(p, 0, MEM_RELEASE);
}

uint64_t osp_physical_memory(void)
{
    MEMORYSTATUSEX ms;
    ms.dwLength = sizeof ms;
    return GlobalMemoryStatusEx(&ms) ? (uint64_t)ms.ullTotalPhys : 0;
}

void osp_stdio_binary(void)
{
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
}

int64_t osp_stdin_available(void)
{
    HANDLE h = GetStdHandle(STD_INPUT_HANDLE);
    if (h == NULL || h == INVALID_HANDLE_VALUE) return 0;
    switch (GetFileType(h)) {
    case FILE_TYPE_DISK: {
        LARGE_INTEGER size, pos, zero;
        zero.QuadPart = 0;
        if (!GetFileSizeEx(h, &size) || !SetFilePointerEx(h, zero, &pos, FILE_CURRENT)) return 0;
        return size.QuadPart > pos.QuadPart ? size.QuadPart - pos.QuadPart : 0;
    }
    case FILE_TYPE_PIPE: {
        DWORD n = 0;
        return PeekNamedPipe(h, NULL, 0, NULL, &n, NULL) ? (int64_t)n : 0;
    }
    default:
        return 0; /* a console: HotSpot's count of pending key events is not kept */
    }
}

void osp_process_args(int *argc, char ***argv)
{
    int n;
    wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &n);
    if (!wide) return;
    char **args = calloc((size_t)n + 1, sizeof *args);
    if (!args) {
        LocalFree(wide);
        return;
    }
    for (int i = 0; i < n; i++) {
        args[i] = to_utf8(wide[i]);
        if (!args[i]) {
            LocalFree(wide);
            return; /* keep the ANSI arguments rather than half of these */
        }
    }
    LocalFree(wide);
    *argc = n;
    *argv = args; /* lives until exit, as os.h promises */
}

const char *osp_dll_prefix(void)
{
    return "";
}

const char *osp_dll_suffix(void)
{
    return ".dll";
}

char osp_path_separator(void)
{
    return ';';
}

char osp_file_separator(void)
{
    return '\\';
}

void osp_abort(void)
{
    TerminateProcess(GetCurrentProcess(), 3);
}
