/*
 * posix_thread.c -- the per-thread facts APR does not give on POSIX: the
 * kernel thread id, the OS-visible name, and per-thread CPU clocks.
 *
 * A thread's CPU clock id is captured by the thread itself when it starts;
 * os/ guarantees it is only read while the thread lives.  Priorities are
 * recorded but not applied: raising a thread's priority needs privileges on
 * Linux, and the JDK also ignores Java priorities there by default.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "../os/os_platform.h"

struct osp_native {
    pthread_t self;
    clockid_t clock;
    bool has_clock;
    uint64_t tid;
    int priority;
};

static int64_t clock_ns(clockid_t c)
{
    struct timespec ts;
    if (clock_gettime(c, &ts) != 0) return -1;
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

osp_native *osp_thread_started(const char *name, int priority)
{
    osp_native *n = calloc(1, sizeof *n);
    if (!n) return NULL;
    n->self = pthread_self();
    n->has_clock = pthread_getcpuclockid(n->self, &n->clock) == 0;
#if defined(__linux__)
    n->tid = (uint64_t)syscall(SYS_gettid);
#else
    n->tid = (uint64_t)(uintptr_t)n->self;
#endif
    n->priority = priority;
    if (name) osp_thread_set_name(n, name);
    return n;
}

int64_t osp_thread_ending(osp_native *n)
{
    (void)n;
    return osp_current_thread_cpu_time();
}

void osp_thread_free(osp_native *n)
{
    free(n);
}

void osp_thread_set_name(osp_native *n, const char *name)
{
    (void)n;
#if defined(__linux__)
    /* The kernel keeps 15 bytes; like the JDK, keep the start of the name. */
    char shortname[16];
    strncpy(shortname, name, sizeof shortname - 1);
    shortname[sizeof shortname - 1] = '\0';
    pthread_setname_np(pthread_self(), shortname);
#elif defined(__APPLE__)
    pthread_setname_np(name);
#else
    (void)name;
#endif
}

void osp_thread_set_priority(osp_native *n, int priority)
{
    n->priority = priority;
}

uint64_t osp_thread_native_id(const osp_native *n)
{
    return n->tid;
}

int64_t osp_thread_cpu_time(osp_native *n)
{
    return n->has_clock ? clock_ns(n->clock) : -1;
}

int64_t osp_current_thread_cpu_time(void)
{
    return clock_ns(CLOCK_THREAD_CPUTIME_ID);
}

int64_t osp_monotonic_nanos(void)
{
    return clock_ns(CLOCK_MONOTONIC);
}
