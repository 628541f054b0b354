/*
 * win32_thread.c -- the per-thread facts APR does not give on Windows: a
 * real handle to the thread (GetCurrentThread is only a pseudo-handle), its
 * id, its description, priorities, and CPU time from GetThreadTimes
 * (QueryThreadCycleTime counts cycles, not time, and Wine lacks it).
 */
#include <windows.h>
#include <stdlib.h>

#include "../os/os_platform.h"

struct osp_native {
    HANDLE handle;
    DWORD tid;
    int priority;
};

static int64_t cpu_ns(HANDLE h)
{
    FILETIME created, exited, kernel, user;
    if (!GetThreadTimes(h, &created, &exited, &kernel, &user)) return -1;
    ULARGE_INTEGER k, u;
    k.LowPart = kernel.dwLowDateTime;
    k.HighPart = kernel.dwHighDateTime;
    u.LowPart = user.dwLowDateTime;
    u.HighPart = user.dwHighDateTime;
    return (int64_t)(k.QuadPart + u.QuadPart) * 100; /* 100 ns units */
}

/* Java's ten priorities onto Windows' seven, as the JDK maps them. */
static int win_priority(int p)
{
    static const int map[11] = {
        THREAD_PRIORITY_NORMAL,
        THREAD_PRIORITY_LOWEST, THREAD_PRIORITY_LOWEST,
        THREAD_PRIORITY_BELOW_NORMAL, THREAD_PRIORITY_BELOW_NORMAL,
        THREAD_PRIORITY_NORMAL,
        THREAD_PRIORITY_ABOVE_NORMAL, THREAD_PRIORITY_ABOVE_NORMAL,
        THREAD_PRIORITY_HIGHEST, THREAD_PRIORITY_HIGHEST, THREAD_PRIORITY_HIGHEST,
    };
    return (p >= 1 && p <= 10) ? map[p] : THREAD_PRIORITY_NORMAL;
}

osp_native *osp_thread_started(const char *name, int priority)
{
    osp_native *n = calloc(1, sizeof *n);
    if (!n) return NULL;
    DuplicateHandle(GetCurrentProcess(), GetCurrentThread(), GetCurrentProcess(), &n->handle, 0,
                    FALSE, DUPLICATE_SAME_ACCESS);
    n->tid = GetCurrentThreadId();
    n->priority = priority;
    if (priority != 5) SetThreadPriority(n->handle, win_priority(priority));
    if (name) osp_thread_set_name(n, name);
    return n;
}

int64_t osp_thread_ending(osp_native *n)
{
    return cpu_ns(n->handle);
}

void osp_thread_free(osp_native *n)
{
    if (n->handle) CloseHandle(n->handle);
    free(n);
}

typedef HRESULT(WINAPI *set_description_fn)(HANDLE, PCWSTR);

void osp_thread_set_name(osp_native *n, const char *name)
{
    /* SetThreadDescription exists from Windows 10 1607 on; look it up so
     * that older systems (and Wine) simply go without names. */
    static set_description_fn set_description;
    static int looked_up;
    if (!looked_up) {
        HMODULE k32 = GetModuleHandleW(L"kernel32.dll");
        if (k32) set_description = (set_description_fn)(void (*)(void))GetProcAddress(k32, "SetThreadDescription");
        looked_up = 1;
    }
    if (!set_description) return;
    wchar_t wide[256];
    if (MultiByteToWideChar(CP_UTF8, 0, name, -1, wide, 256) > 0) set_description(n->handle, wide);
}

void osp_thread_set_priority(osp_native *n, int priority)
{
    n->priority = priority;
    SetThreadPriority(n->handle, win_priority(priority));
}

uint64_t osp_thread_native_id(const osp_native *n)
{
    return n->tid;
}

int64_t osp_thread_cpu_time(osp_native *n)
{
    return cpu_ns(n->handle);
}

int64_t osp_current_thread_cpu_time(void)
{
    return cpu_ns(GetCurrentThread());
}

int64_t osp_monotonic_nanos(void)
{
    static LARGE_INTEGER freq;
    LARGE_INTEGER now;
    if (!freq.QuadPart) QueryPerformanceFrequency(&freq);
    QueryPerformanceCounter(&now);
    /* Split to keep now * 1e9 from overflowing. */
    int64_t sec = now.QuadPart / freq.QuadPart;
    int64_t rem = now.QuadPart % freq.QuadPart;
    return sec * 1000000000 + rem * 1000000000 / freq.QuadPart;
}
