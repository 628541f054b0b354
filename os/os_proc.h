/*
 * os_proc.h -- child processes (java.lang.Process) and the pipes to them.
 *
 * A child is started from an argument vector, an optional environment and
 * working directory, and one of four dispositions per standard stream: a
 * pipe to the parent, the parent's own stream, or a file.  The parent ends
 * of the pipes are os_pipe handles; nothing else of the parent (its other
 * files, the pipes of other children) reaches the child.
 *
 * Lifetime: an os_proc and its pipes share one allocation; it is freed when
 * os_proc_release has been called and every pipe has been closed (a child
 * whose streams are never closed keeps its few bytes, as the JDK keeps its
 * descriptors until the streams are collected).  A pipe may be read or
 * written by one thread at a time; a close while another thread is blocked
 * in it takes effect when that call returns.
 */
#ifndef LANTERN_OS_PROC_H
#define LANTERN_OS_PROC_H

#include "os.h"

typedef struct os_proc os_proc;
typedef struct os_pipe os_pipe;

/* What a child's stdin (0), stdout (1), stderr (2) are. */
enum {
    OS_PROC_PIPE = 0,        /* a pipe whose other end the parent gets */
    OS_PROC_INHERIT = 1,     /* the parent's own stream */
    OS_PROC_FILE_READ = 2,   /* stdin from a file */
    OS_PROC_FILE_WRITE = 3,  /* stdout/stderr to a file, truncated or created */
    OS_PROC_FILE_APPEND = 4  /* ... appended to */
};

typedef struct os_proc_spec {
    const char *const *argv; /* program first, NULL-terminated, UTF-8 */
    const char *const *env;  /* "NAME=value"..., NULL-terminated; NULL: the parent's */
    const char *dir;         /* NULL: the parent's */
    int mode[3];
    const char *file[3];     /* for the FILE modes */
    bool err_to_out;         /* stderr goes where stdout goes (mode[2] ignored) */
} os_proc_spec;

/* Starts a child.  On success *out is the child, pipes[i] the parent's end
 * of stream i (NULL unless mode[i] is PIPE; pipes[2] NULL with err_to_out),
 * *pid its process id.
 *   POSIX: posix_spawn (osp_spawn: no copy of the VM's address space; the
 *   child gets only its three streams, an empty signal mask and SIGPIPE at
 *   its default; a file the kernel will not exec for want of "#!" runs
 *   under /bin/sh, as on the JDK); fork/exec through apr_proc_create only
 *   for a working directory where the C library cannot chdir in a spawn.
 *   A program name without '/' is looked up on the parent's PATH here
 *   first, as the JDK does; a missing or non-executable program or a
 *   missing directory is reported here with its errno (posix_spawn's
 *   result, or APR's checks before its fork), not as a child that exits
 *   127.
 *   Windows: CreateProcessW through apr_proc_create (APR_PROGRAM_PATH: the
 *   system's own search for a bare name), with handle inheritance limited to
 *   the three standard handles.
 * On failure returns OS_ERROR with *code the platform's error number (errno;
 * GetLastError on Windows) and msg its text; *bad_file is the stream whose
 * file could not be opened (then msg is "path (reason)") or -1. */
os_status os_proc_start(const os_proc_spec *spec, os_proc **out, os_pipe *pipes[3], int64_t *pid, int *code,
                        int *bad_file, char *msg, size_t msglen);

/* Blocks until the child ends and returns its exit status; one waiter per
 * child.  POSIX: waitpid (apr_proc_wait); a child killed by signal s gives
 * 128 + s, as the JDK reports it (143 for SIGTERM).  Windows:
 * WaitForSingleObject + GetExitCodeProcess. */
int os_proc_wait(os_proc *p);

/* Asks the child to end: POSIX kill(SIGTERM), or kill(SIGKILL) when force;
 * Windows TerminateProcess(exit code 1) either way (apr_proc_kill).  Does
 * nothing once os_proc_wait has seen the end. */
void os_proc_kill(os_proc *p, bool force);

/* The caller will not use p again (its pipes stay valid until closed). */
void os_proc_release(os_proc *p);

/* Reads up to len bytes, blocking until some arrive: the count, 0 at end
 * of stream, -1 on error (msg set).  POSIX read(2), Windows ReadFile, both
 * through apr_file_read. */
int64_t os_pipe_read(os_pipe *p, void *buf, size_t len, char *msg, size_t msglen);
/* Writes all len bytes (apr_file_write_full); OS_ERROR with msg ("Broken
 * pipe" once the child has gone). */
os_status os_pipe_write(os_pipe *p, const void *buf, size_t len, char *msg, size_t msglen);
/* Closes the pipe (the child sees end of input on its stdin). */
void os_pipe_close(os_pipe *p);

/* This process's environment as one malloc'd block of "NAME=value" strings,
 * each ending in a NUL, the block in a second NUL (*len: bytes up to that
 * second NUL), UTF-8; NULL if out of memory.  POSIX: environ; Windows:
 * GetEnvironmentStringsW, without the "=C:=C:\dir" entries of the drives'
 * current directories. */
char *os_environment(size_t *len);

/* This process's id: getpid() on POSIX, GetCurrentProcessId() on Windows. */
int64_t os_current_pid(void);

#endif /* LANTERN_OS_PROC_H */
