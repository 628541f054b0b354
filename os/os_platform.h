/*
 * os_platform.h -- what os/ needs from posix/ or win32/: the services APR does
 * not offer.  Exactly one of those folders implements every function here;
 * os/ never includes a platform header itself.
 *
 * A "native record" (osp_native) is the platform's private per-thread data,
 * made by the thread itself when it starts (so that it can capture its own
 * handle and CPU clock) and freed when it ends.
 */
#ifndef LANTERN_OS_PLATFORM_H
#define LANTERN_OS_PLATFORM_H

#include "os.h"

typedef struct osp_native osp_native;

/* Called on the new thread itself, first thing. */
osp_native *osp_thread_started(const char *name, int priority);
/* Called on the thread itself, last thing; returns the CPU ns it used. */
int64_t osp_thread_ending(osp_native *n);
void osp_thread_free(osp_native *n);

void osp_thread_set_name(osp_native *n, const char *name); /* only on n's own thread */
void osp_thread_set_priority(osp_native *n, int priority);
uint64_t osp_thread_native_id(const osp_native *n);
int64_t osp_thread_cpu_time(osp_native *n);
int64_t osp_current_thread_cpu_time(void);

int64_t osp_monotonic_nanos(void);
int osp_processor_count(void);
uint64_t osp_physical_memory(void);
bool osp_can_reserve(uint64_t bytes);
void *osp_reserve(size_t bytes);
bool osp_commit(void *p, size_t bytes);
void osp_uncommit(void *p, size_t bytes);
void osp_release(void *p, size_t bytes);
char *osp_executable_path(void);
void osp_process_args(int *argc, char ***argv);
void osp_stdio_binary(void);
int64_t osp_stdin_available(void); /* os_stdin_available */
const char *osp_dll_prefix(void);
const char *osp_dll_suffix(void);
char osp_path_separator(void);
char osp_file_separator(void);
void osp_abort(void);
/* child processes (os_proc.c; posix/posix_proc.c, win32/win32_proc.c);
 * osp_quiet_sigpipe: a write to a closed pipe or socket fails instead of
 * ending the process (POSIX: SIGPIPE handled; idempotent; nothing on Windows) */
void osp_quiet_sigpipe(void);
int64_t osp_current_pid(void);
int osp_signal_number(bool force);
char *osp_environment(size_t *len);
/* Starts prog (a path, already searched) with argv and env (NULL: the VM's
 * own), in dir (NULL: the VM's); the child's stream i is to[i] (NULL: the
 * VM's stream i), stderr the same as stdout when err_to_out.  Returns 0 with
 * *pid, an errno, or -1 when this platform leaves the start to
 * apr_proc_create.  POSIX: posix_spawn (vfork-like; every descriptor but
 * 0-2 closed in the child; a file exec refuses as ENOEXEC is run by
 * /bin/sh); -1 only for a dir where the C library has no chdir action.
 * Windows: always -1 (CreateProcess through APR). */
struct apr_file_t;
int osp_spawn(const char *prog, const char *const *argv, const char *const *env, const char *dir,
              struct apr_file_t *const to[3], bool err_to_out, int64_t *pid);

/* The data-dump signal.  osp_dump_install arranges for the keyboard event to
 * be noticed; osp_dump_wait blocks the dispatcher thread until one arrives
 * (returns true) or osp_dump_wakeup_for_exit is called (returns false). */
os_status osp_dump_install(void);
bool osp_dump_wait(void);
void osp_dump_wakeup_for_exit(void);
void osp_dump_uninstall(void);
void osp_dump_raise(void);

#endif /* LANTERN_OS_PLATFORM_H */
