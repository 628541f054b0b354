/*
 * os.h -- the VM's whole view of the platform.
 *
 * Everything Lantern needs from the operating system passes through this
 * header: threads and the current thread, monitors, atomics, clocks, dynamic
 * libraries, the data-dump signal (Ctrl-\ / Ctrl-Break), and the few process
 * facts the launcher needs.  The portable parts are implemented over APR in
 * os/; what APR lacks is supplied by posix/ or win32/ through os_platform.h.
 * No file outside os/, posix/, win32/ includes a platform header (docs/rules.md
 * rule 1), so this header is deliberately free of them too.
 *
 * Conventions
 *   - Functions that can fail return an os_status; OS_OK is zero.
 *   - Times are int64_t: wall clock in milliseconds since the epoch,
 *     monotonic clock and CPU times in nanoseconds.  A timeout of 0 means
 *     "wait forever", as in Java's Object.wait and JVMPI's RawMonitorWait.
 *   - Strings are UTF-8.
 *   - Every thread that uses a monitor or sleeps has an os_thread.  Threads
 *     made by os_thread_create have one from birth; the thread that called
 *     os_init is "main"; any other thread gets one with os_thread_attach (or
 *     implicitly, unnamed, on first use of a monitor).
 */
#ifndef LANTERN_OS_H
#define LANTERN_OS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum os_status {
    OS_OK = 0,
    OS_ERROR = -1,       /* the platform refused */
    OS_NOMEM = -2,
    OS_TIMEOUT = 1,      /* a timed wait ran out */
    OS_INTERRUPTED = 2,  /* os_thread_interrupt woke the wait or sleep */
    OS_NOT_OWNER = 3,    /* monitor operation by a thread that does not own it */
    OS_BUSY = 4          /* monitor destroy while owned or waited on */
} os_status;

/* ---- lifecycle --------------------------------------------------------- */

/* Initialises APR and the layer, and attaches the calling thread as "main".
 * May be called more than once; each call needs a matching os_shutdown. */
os_status os_init(void);
void os_shutdown(void);

/* ---- tracing ------------------------------------------------------------
 * One bit per subsystem, shared by the whole VM so that one option
 * (LANTERN_TRACE=thread,monitor or -Xtrace:thread,monitor) turns any of them on.
 * The test of the mask is inline; the printing is not. */
enum {
    OS_TRACE_THREAD = 1u << 0,
    OS_TRACE_MONITOR = 1u << 1,
    OS_TRACE_DLL = 1u << 2,
    OS_TRACE_SIGNAL = 1u << 3
    /* bits 8 and up belong to vm/, jvmpi/ (see their headers) */
};
extern uint32_t os_trace_mask;
/* Registers a subsystem name for a bit, so os_trace_parse knows it. */
void os_trace_define(const char *name, uint32_t bit);
/* Parses "name,name,..." ("all" for every bit); returns false on an unknown name. */
bool os_trace_parse(const char *list);
/* The same, and on an unknown name points *bad at the first one in list
 * (*bad_len bytes, not NUL-terminated there), for -Xtrace's error message. */
bool os_trace_parse_names(const char *list, const char **bad, size_t *bad_len);
/* "all, thread, monitor, ..." in the order the names were defined,
 * truncated to fit buf. */
void os_trace_known_names(char *buf, size_t len);
void os_trace_print(const char *subsystem, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
#define OS_TRACE(bit, subsystem, ...)                                        \
    do {                                                                     \
        if (os_trace_mask & (bit)) os_trace_print(subsystem, __VA_ARGS__);   \
    } while (0)

/* ---- threads ----------------------------------------------------------- */

typedef struct os_thread os_thread;
typedef void (*os_thread_fn)(void *arg);

/* Java's scale; the platform maps it (POSIX without privileges records it only,
 * as HotSpot does by default on Linux). */
enum { OS_PRIORITY_MIN = 1, OS_PRIORITY_NORM = 5, OS_PRIORITY_MAX = 10 };

/* Starts fn(arg) on a new native thread.  name may be NULL; stack_size 0 means
 * the platform default.  The thread is joinable until os_thread_detach. */
os_status os_thread_create(os_thread **out, const char *name, int priority,
                           size_t stack_size, os_thread_fn fn, void *arg);
/* Waits for the thread to end and frees it. */
os_status os_thread_join(os_thread *t);
/* The thread frees itself when it ends; t must not be used afterwards. */
os_status os_thread_detach(os_thread *t);

/* The calling thread's os_thread, or NULL if it has none. */
os_thread *os_thread_current(void);
/* Gives a thread not created by os_thread_create an identity (name may be
 * NULL).  Returns the existing one if already attached. */
os_thread *os_thread_attach(const char *name);
/* Drops the identity made by os_thread_attach; the thread must own no monitor. */
void os_thread_detach_current(void);

const char *os_thread_name(const os_thread *t);
void os_thread_set_name(os_thread *t, const char *name);
int os_thread_priority(const os_thread *t);
void os_thread_set_priority(os_thread *t, int priority);
/* The kernel's id for the thread (the "nid" of a thread dump). */
uint64_t os_thread_native_id(const os_thread *t);

void os_thread_yield(void);
/* Sleeps ms milliseconds (0 returns at once).  Returns OS_INTERRUPTED, and
 * clears the interrupt, if the thread is or becomes interrupted. */
os_status os_thread_sleep(int64_t ms);
/* Sets t's interrupt flag and wakes it from os_thread_sleep or os_monitor_wait. */
void os_thread_interrupt(os_thread *t);
/* Reads t's interrupt flag, clearing it when clear is true. */
bool os_thread_interrupted(os_thread *t, bool clear);

/* The one pointer-sized slot per thread, for the VM's own thread record.
 * Works on any thread, attached or not. */
void *os_tls_get(void);
void os_tls_set(void *value);

/* CPU time consumed by a thread, in ns; -1 if the platform cannot tell.
 * For a thread that has ended, the time it had consumed when it ended. */
int64_t os_thread_cpu_time(os_thread *t);
int64_t os_current_thread_cpu_time(void);

/* ---- monitors -----------------------------------------------------------
 * A monitor is a mutual-exclusion lock with an owner and a recursion count,
 * plus a wait set, with exactly the semantics of a Java monitor and of a JVMPI
 * raw monitor: a wait releases every recursion level and takes them all back;
 * it returns on notify, notify-all, timeout or interruption, and never
 * spuriously.  Misuse by a non-owner is reported, not undefined. */

typedef struct os_monitor os_monitor;

/* name is copied; it is what thread dumps and JVMPI monitor dumps show. */
os_monitor *os_monitor_create(const char *name);
/* OS_BUSY if the monitor is owned (by another thread) or has waiters. */
os_status os_monitor_destroy(os_monitor *m);
const char *os_monitor_name(const os_monitor *m);

void os_monitor_enter(os_monitor *m);
bool os_monitor_try_enter(os_monitor *m);
os_status os_monitor_exit(os_monitor *m);
/* OS_OK when notified, OS_TIMEOUT, OS_INTERRUPTED (interrupt cleared), or
 * OS_NOT_OWNER.  ms == 0 waits until notified or interrupted. */
os_status os_monitor_wait(os_monitor *m, int64_t ms);
os_status os_monitor_notify(os_monitor *m);
os_status os_monitor_notify_all(os_monitor *m);

/* For a VM that keeps a lock in an object header and moves it into a
 * monitor when threads contend (inflation): sets the owner and recursion
 * count of a monitor that has no entrants or waiters (owner NULL: free).
 * The owner need not be the calling thread. */
void os_monitor_force_owner(os_monitor *m, os_thread *owner, int count);
/* True if nobody owns, enters or waits on the monitor (it may be retired). */
bool os_monitor_is_idle(os_monitor *m);
/* The monitor a thread is blocked entering, or waiting on, or NULL
 * (snapshot, for dumps and deadlock detection). */
os_monitor *os_thread_blocked_on(os_thread *t, bool *waiting);

/* Snapshot queries for dumps; exact only while the world is stopped. */
os_thread *os_monitor_owner(const os_monitor *m);
int os_monitor_entry_count(const os_monitor *m);
int os_monitor_waiter_count(os_monitor *m);
/* Threads blocked entering the monitor (not its wait set). */
int os_monitor_entrant_count(os_monitor *m);

/* ---- atomics ------------------------------------------------------------
 * Loads acquire, stores release, read-modify-writes are acq_rel. */
#include "os_atomic.h"
#include "os_net.h" /* sockets and name lookup */

/* ---- time -------------------------------------------------------------- */

int64_t os_time_millis(void); /* wall clock, ms since 1970-01-01 UTC */
int64_t os_time_nanos(void);  /* monotonic, arbitrary origin */

/* ---- dynamic libraries ------------------------------------------------- */

typedef struct os_dll os_dll;

/* Loads a library by path, or by bare file name through the platform's
 * search (LD_LIBRARY_PATH / PATH).  On failure returns NULL and writes a
 * readable reason to err. */
os_dll *os_dll_load(const char *path, char *err, size_t errlen);
void *os_dll_symbol(os_dll *d, const char *name);
void os_dll_unload(os_dll *d);
/* "hprof" -> "libhprof.so" / "hprof.dll".  Returns the length needed. */
size_t os_dll_filename(const char *name, char *buf, size_t buflen);

/* ---- files -------------------------------------------------------------
 * Reading a file's bytes is plain C stdio; these are what stdio lacks. */

typedef enum os_file_kind {
    OS_FILE_NONE = 0,  /* does not exist or cannot be seen */
    OS_FILE_REGULAR,
    OS_FILE_DIRECTORY,
    OS_FILE_OTHER
} os_file_kind;

os_file_kind os_file_kind_of(const char *path);
/* Size in bytes, or -1. */
int64_t os_file_size(const char *path);
/* What java.io.File asks of a path. */
typedef struct os_file_info {
    os_file_kind kind;
    int64_t size;      /* bytes */
    int64_t mtime_ms;  /* ms since the epoch */
    bool readable, writable, executable; /* by this process's user, from the permission bits */
} os_file_info;
/* false if the path does not exist or cannot be examined. */
bool os_file_info_of(const char *path, os_file_info *out);
/* The standard input as the JDK's FileInputStream reads descriptor 0: one
 * read (apr_file_read: read(2) / ReadFile) of at most len bytes, returning
 * as soon as any arrived -- a console's line, what a pipe holds -- so that
 * a program driven through a pipe answers each line as it comes.  Returns
 * the count, 0 at the end of input, -1 with err = the reason. */
int32_t os_stdin_read(void *buf, int32_t len, char *err, size_t errlen);
/* Bytes the standard input gives without blocking, as HotSpot counts them:
 * a file's length past the position, a pipe's, socket's or terminal's
 * queued bytes (FIONREAD on POSIX, PeekNamedPipe on Windows), else 0. */
int64_t os_stdin_available(void);
/* OS_OK created, OS_BUSY already existed, OS_ERROR with err = the reason. */
os_status os_file_create_exclusive(const char *path, char *err, size_t errlen);
/* Removes a file or an empty directory. */
os_status os_file_delete(const char *path);
os_status os_dir_create(const char *path);
os_status os_file_rename(const char *from, const char *to);
os_status os_file_set_mtime(const char *path, int64_t ms);
os_status os_file_set_readonly(const char *path);

/* Calls fn(name, arg) for each entry of a directory except "." and "..", in
 * the order the file system gives (as the JDK's class-path wildcard does);
 * stops early when fn returns false.  OS_ERROR if the directory cannot be read. */
os_status os_dir_list(const char *path, bool (*fn)(const char *name, void *arg), void *arg);
#include "os_filex.h" /* truncate, sync of open streams (FileChannel) */

#include "os_proc.h" /* child processes */

/* ---- the data-dump signal ----------------------------------------------
 * Ctrl-\ (SIGQUIT) on POSIX, Ctrl-Break on a Windows console.  The callback
 * runs on a dedicated thread named "Signal Dispatcher", never in a signal
 * handler, once per press. */

typedef void (*os_dump_fn)(void *arg);
os_status os_dump_signal_install(os_dump_fn fn, void *arg);
void os_dump_signal_uninstall(void);
/* Requests a dump exactly as the keyboard would (raises the signal /
 * calls the console handler). */
void os_dump_signal_raise(void);

/* ---- the process ------------------------------------------------------- */

/* The command line in UTF-8: on POSIX argv as given; on Windows re-read from
 * the wide command line.  The result lives until exit. */
void os_process_args(int *argc, char ***argv);
/* The launcher's choice: the standard streams carry bytes unchanged, as
 * the JDK's do (Java writes its own line separators; Windows' C library
 * would otherwise turn each "\r\n" into "\r\r\n" and read "\r\n" as
 * "\n").  POSIX: nothing to do; Windows: _setmode(_O_BINARY) on 0, 1, 2. */
void os_stdio_binary(void);
/* malloc'd copy of an environment variable, or NULL. */
char *os_getenv(const char *name);
/* malloc'd current working directory, or NULL. */
char *os_current_dir(void);
/* malloc'd absolute path of the running executable, or NULL. */
char *os_executable_path(void);
int os_processor_count(void);
/* Bytes of physical memory, or 0 if the platform will not say (sizes the
 * default heap as the JDK does: a quarter of it at most). */
uint64_t os_physical_memory(void);
/* Whether `bytes` of address space can be reserved in one piece (reserved
 * and let go at once: the JDK's start-up check that the heap can exist). */
bool os_can_reserve(uint64_t bytes);
/* Address space for the heap: os_reserve takes `bytes` (a multiple of
 * OS_RESERVE_GRAIN) with no memory behind it, or NULL; os_commit puts
 * memory behind [p, p+bytes) (grain-aligned, inside a reservation), reading
 * zero until written, false if the system has none; os_uncommit gives it
 * back (the range reads zero, or faults, until committed again);
 * os_release ends the whole reservation. */
#define OS_RESERVE_GRAIN ((size_t)64 * 1024)
void *os_reserve(size_t bytes);
bool os_commit(void *p, size_t bytes);
void os_uncommit(void *p, size_t bytes);
void os_release(void *p, size_t bytes);
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void os_exit(int code);
/* Ends the process abnormally after flushing stdout and stderr: abort() on
 * POSIX (a core, SIGABRT); on Windows exit code 3 as abort() gives, but
 * without the library-unload notifications abort's ExitProcess runs,
 * which can hang on a lock held by a thread it killed. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void os_abort(void);

/* The platform's separators: ':' and '/' on POSIX, ';' and '\\' on Windows. */
char os_path_separator(void);
char os_file_separator(void);

#include "os_random.h" /* strong random bytes */

#ifdef __cplusplus
}
#endif
#endif /* LANTERN_OS_H */
