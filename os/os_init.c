/*
 * os_init.c -- the layer's life (os_init / os_shutdown), tracing, clocks and
 * the process facts the launcher needs.
 *
 * os_init is reference-counted so that the launcher, the VM library and a
 * test can each call it; the first call initialises APR and attaches the
 * calling thread as "main", the last os_shutdown undoes both.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <apr_general.h>
#include <apr_time.h>

#include "os_internal.h"

apr_pool_t *os_global_pool;
apr_thread_mutex_t *os_global_lock;
uint32_t os_trace_mask;

static int init_count;
static os_thread *main_thread;

/* ---- tracing ----------------------------------------------------------- */

#define MAX_TRACE_NAMES 32
static struct {
    const char *name;
    uint32_t bit;
} trace_names[MAX_TRACE_NAMES] = {
    {"thread", OS_TRACE_THREAD},
    {"monitor", OS_TRACE_MONITOR},
    {"dll", OS_TRACE_DLL},
    {"signal", OS_TRACE_SIGNAL},
};
static int trace_name_count = 4;

void os_trace_define(const char *name, uint32_t bit)
{
    for (int i = 0; i < trace_name_count; i++)
        if (strcmp(trace_names[i].name, name) == 0) return;
    if (trace_name_count < MAX_TRACE_NAMES) {
        trace_names[trace_name_count].name = name;
        trace_names[trace_name_count].bit = bit;
        trace_name_count++;
    }
}

bool os_trace_parse(const char *list)
{
    return os_trace_parse_names(list, NULL, NULL);
}

bool os_trace_parse_names(const char *list, const char **bad, size_t *bad_len)
{
    bool ok = true;
    const char *p = list;
    while (*p) {
        size_t n = strcspn(p, ",");
        bool known = false;
        if (n == 3 && strncmp(p, "all", 3) == 0) {
            os_trace_mask = ~0u;
            known = true;
        }
        for (int i = 0; i < trace_name_count && !known; i++) {
            if (strlen(trace_names[i].name) == n && strncmp(trace_names[i].name, p, n) == 0) {
                os_trace_mask |= trace_names[i].bit;
                known = true;
            }
        }
        if (!known && n > 0) {
            if (ok && bad) *bad = p;
            if (ok && bad_len) *bad_len = n;
            ok = false;
        }
        p += n;
        if (*p == ',') p++;
    }
    return ok;
}

void os_trace_known_names(char *buf, size_t len)
{
    if (len == 0) return;
    int at = snprintf(buf, len, "all");
    for (int i = 0; i < trace_name_count && at >= 0 && (size_t)at < len; i++)
        at += snprintf(buf + at, len - (size_t)at, ", %s", trace_names[i].name);
}

void os_trace_print(const char *subsystem, const char *fmt, ...)
{
    char line[1024];
    int len = snprintf(line, sizeof line, "[%s] ", subsystem);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line + len, sizeof line - (size_t)len, fmt, ap);
    va_end(ap);
    /* One fputs per line so that lines from different threads never mix. */
    size_t end = strlen(line);
    if (end + 1 < sizeof line) {
        line[end] = '\n';
        line[end + 1] = '\0';
    }
    fputs(line, stderr);
}

/* ---- lifecycle --------------------------------------------------------- */

os_status os_init(void)
{
    if (init_count++ > 0) return OS_OK;
    if (apr_initialize() != APR_SUCCESS) goto fail;
    if (apr_pool_create(&os_global_pool, NULL) != APR_SUCCESS) goto fail;
    if (apr_thread_mutex_create(&os_global_lock, APR_THREAD_MUTEX_DEFAULT, os_global_pool) != APR_SUCCESS)
        goto fail;
    char *trace = os_getenv("LANTERN_TRACE");
    if (trace) {
        os_trace_parse(trace);
        free(trace);
    }
    main_thread = os_thread_current() ? NULL : os_thread_attach("main");
    return OS_OK;
fail:
    init_count--;
    return OS_ERROR;
}

void os_shutdown(void)
{
    if (init_count == 0 || --init_count > 0) return;
    os_dump_signal_uninstall();
    if (main_thread && os_thread_current() == main_thread) os_thread_detach_current();
    main_thread = NULL;
    os_monitor_forget_free_list();
    apr_terminate();
    os_global_pool = NULL;
    os_global_lock = NULL;
}

/* ---- time -------------------------------------------------------------- */

int64_t os_time_millis(void)
{
    return (int64_t)(apr_time_now() / 1000);
}

int64_t os_time_nanos(void)
{
    return osp_monotonic_nanos();
}

/* ---- the process ------------------------------------------------------- */

void os_process_args(int *argc, char ***argv)
{
    osp_process_args(argc, argv);
}

void os_stdio_binary(void)
{
    osp_stdio_binary();
}

char *os_getenv(const char *name)
{
    const char *v = getenv(name);
    return v ? os_strdup(v) : NULL;
}

char *os_executable_path(void)
{
    return osp_executable_path();
}

bool os_can_reserve(uint64_t bytes)
{
    return osp_can_reserve(bytes);
}

void *os_reserve(size_t bytes)
{
    return osp_reserve(bytes);
}

bool os_commit(void *p, size_t bytes)
{
    return osp_commit(p, bytes);
}

void os_uncommit(void *p, size_t bytes)
{
    osp_uncommit(p, bytes);
}

void os_release(void *p, size_t bytes)
{
    osp_release(p, bytes);
}

uint64_t os_physical_memory(void)
{
    return osp_physical_memory();
}

int os_processor_count(void)
{
    return osp_processor_count();
}

void os_exit(int code)
{
    fflush(stdout);
    fflush(stderr);
    exit(code);
}

void os_abort(void)
{
    fflush(stdout);
    fflush(stderr);
    osp_abort();
    abort(); /* not reached */
}

char os_path_separator(void)
{
    return osp_path_separator();
}

char os_file_separator(void)
{
    return osp_file_separator();
}
