/*
 * os_proc.c -- child processes and their pipes: APR's pipes and files,
 * the start by osp_spawn (posix_spawn on POSIX) or else apr_proc_create
 * (CreateProcess on Windows), the wait and the signals by APR (the
 * apr_proc_t of a spawned child holds just its pid, all APR's waitpid and
 * kill use on POSIX).
 *
 * Invariants:
 *   - Every descriptor/handle this file makes is non-inheritable except
 *     while it is handed to the one child it is meant for: pipe ends and
 *     files are made non-inheritable at once (APR opens them close-on-exec;
 *     posix_spawn dup2's the child's three into 0-2 in the child alone, and
 *     closes all else there too), and APR's inheritable duplicates for a
 *     child it starts exist only inside start_lock, which every start
 *     holds, so no second child can pick up another child's pipe (a child
 *     holding the write end of someone's stdin would keep that stdin from
 *     ever ending).
 *   - An os_proc, its pipes and all APR objects of one child live in one
 *     unmanaged pool, freed when the last of {the os_proc, each pipe} is
 *     let go (refs).
 *   - `done` is set once the child has been waited for; after that its pid
 *     (POSIX) or handle (Windows) is no longer ours to signal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <apr_errno.h>
#include <apr_file_io.h>
#include <apr_strings.h>
#include <apr_thread_proc.h>

#include "os_internal.h"

struct os_pipe {
    apr_file_t *f;
    os_proc *owner;
    int busy;    /* reads/writes in progress (under owner->lock) */
    bool closed; /* asked to close; the handle goes when busy drops to 0 */
};

struct os_proc {
    apr_pool_t *pool;
    apr_proc_t proc;
    apr_thread_mutex_t *lock; /* guards refs, done and the pipes' busy/closed */
    int refs;
    bool done;
    os_pipe pipes[3];
};

static apr_thread_mutex_t *start_lock;

static bool is_windows(void) { return os_file_separator() == '\\'; }

static void unref(os_proc *p)
{
    apr_thread_mutex_lock(p->lock);
    int left = --p->refs;
    apr_thread_mutex_unlock(p->lock);
    if (left == 0) apr_pool_destroy(p->pool);
}

/* The text of an APR status: the system's message, without the line end
 * and final full stop Windows puts on it (the JDK shows it bare). */
static void status_text(apr_status_t rv, char *msg, size_t len)
{
    if (!msg || !len) return;
    apr_strerror(rv, msg, len);
    size_t n = strlen(msg);
    while (n && (msg[n - 1] == '\n' || msg[n - 1] == '\r' || msg[n - 1] == ' ' || msg[n - 1] == '.')) msg[--n] = '\0';
}

static os_status fail(apr_status_t rv, int *code, char *msg, size_t len)
{
    *code = (int)APR_TO_OS_ERROR(rv);
    status_text(rv, msg, len);
    return OS_ERROR;
}

/* POSIX only: the JDK runs a bare name from the first PATH directory that
 * has it as an executable regular file (PATH unset: ":/bin:/usr/bin"). */
static const char *search_path(apr_pool_t *pool, const char *name)
{
    if (is_windows() || strchr(name, '/')) return name;
    char *path = os_getenv("PATH");
    const char *dirs = path ? path : ":/bin:/usr/bin";
    const char *found = NULL;
    for (const char *s = dirs; !found;) {
        const char *e = strchr(s, ':');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        char *cand = n ? apr_psprintf(pool, "%.*s/%s", (int)n, s, name) : apr_pstrdup(pool, name);
        os_file_info fi;
        if (os_file_info_of(cand, &fi) && fi.kind == OS_FILE_REGULAR && fi.executable)
            found = n ? cand : apr_psprintf(pool, "./%s", name);
        if (!e) break;
        s = e + 1;
    }
    free(path);
    return found;
}

/* A pipe for stream i: *child_end is the child's end (closed by the caller
 * once the child has started), the parent's end is kept in p->pipes[i]. */
static apr_status_t make_pipe(os_proc *p, int i, apr_file_t **child_end)
{
    apr_file_t *rd, *wr;
    apr_status_t rv = apr_file_pipe_create_ex(&rd, &wr, APR_FULL_BLOCK, p->pool);
    if (rv != APR_SUCCESS) return rv;
    apr_file_inherit_unset(rd);
    apr_file_inherit_unset(wr);
    p->pipes[i].f = i == 0 ? wr : rd;
    p->pipes[i].owner = p;
    *child_end = i == 0 ? rd : wr;
    return APR_SUCCESS;
}

static apr_status_t set_file(apr_procattr_t *attr, int i, apr_file_t *f)
{
    return i == 0 ? apr_procattr_child_in_set(attr, f, NULL)
           : i == 1 ? apr_procattr_child_out_set(attr, f, NULL)
                    : apr_procattr_child_err_set(attr, f, NULL);
}

/* The start through apr_proc_create: Windows always, POSIX only where
 * osp_spawn cannot (a working directory without posix_spawn's chdir).  APR
 * duplicates each of child_end for the child and closes its duplicates
 * itself once the child has started. */
static apr_status_t start_apr(const os_proc_spec *spec, os_proc *p, const char *prog, apr_file_t *child_end[3])
{
    apr_pool_t *pool = p->pool;
    apr_procattr_t *attr;
    apr_status_t rv = apr_procattr_create(&attr, pool);
    for (int i = 0; i < 3 && rv == APR_SUCCESS; i++) {
        if (i == 2 && spec->err_to_out) {
            /* the same pipe or file as stdout: APR duplicates it again */
            apr_file_t *to = child_end[1];
            rv = to ? APR_SUCCESS : apr_file_open_stdout(&to, pool);
            if (rv == APR_SUCCESS) rv = set_file(attr, 2, to);
        } else if (child_end[i]) {
            rv = set_file(attr, i, child_end[i]);
        }
    }
    if (rv != APR_SUCCESS) return rv;
    apr_cmdtype_e type = is_windows() ? APR_PROGRAM_PATH : spec->env ? APR_PROGRAM : APR_PROGRAM_ENV;
    if ((rv = apr_procattr_cmdtype_set(attr, type)) != APR_SUCCESS ||
        (spec->dir && (rv = apr_procattr_dir_set(attr, spec->dir)) != APR_SUCCESS) ||
        (rv = apr_procattr_error_check_set(attr, 1)) != APR_SUCCESS)
        return rv;
    return apr_proc_create(&p->proc, prog, spec->argv, spec->env, attr, pool);
}

static os_status start_locked(const os_proc_spec *spec, os_proc *p, apr_file_t *child_end[3], int *code,
                              int *bad_file, char *msg, size_t msglen)
{
    apr_pool_t *pool = p->pool;
    apr_status_t rv;
    for (int i = 0; i < 3; i++) {
        int mode = spec->mode[i];
        if ((i == 2 && spec->err_to_out) || mode == OS_PROC_INHERIT) continue;
        if (mode == OS_PROC_PIPE) {
            if ((rv = make_pipe(p, i, &child_end[i])) != APR_SUCCESS) return fail(rv, code, msg, msglen);
        } else {
            apr_int32_t flags = mode == OS_PROC_FILE_READ ? APR_FOPEN_READ
                                : APR_FOPEN_WRITE | APR_FOPEN_CREATE |
                                      (mode == OS_PROC_FILE_APPEND ? APR_FOPEN_APPEND : APR_FOPEN_TRUNCATE);
            rv = apr_file_open(&child_end[i], spec->file[i], flags | APR_FOPEN_BINARY, APR_FPROT_OS_DEFAULT, pool);
            if (rv != APR_SUCCESS) {
                child_end[i] = NULL;
                char reason[256];
                status_text(rv, reason, sizeof reason);
                *code = (int)APR_TO_OS_ERROR(rv);
                *bad_file = i;
                snprintf(msg, msglen, "%s (%s)", spec->file[i], reason);
                return OS_ERROR;
            }
        }
    }
    const char *prog = search_path(pool, spec->argv[0]);
    if (!prog) return fail(APR_ENOENT, code, msg, msglen);
    /* access(X_OK), APR's check, passes a directory that execve refuses */
    if (!is_windows() && os_file_kind_of(prog) == OS_FILE_DIRECTORY) return fail(APR_EACCES, code, msg, msglen);
    int64_t pid = 0;
    int err = osp_spawn(prog, spec->argv, spec->env, spec->dir, child_end, spec->err_to_out, &pid);
    if (err == 0) {
        p->proc.pid = (pid_t)pid;
        return OS_OK;
    }
    rv = err > 0 ? APR_FROM_OS_ERROR(err) : start_apr(spec, p, prog, child_end);
    return rv == APR_SUCCESS ? OS_OK : fail(rv, code, msg, msglen);
}

os_status os_proc_start(const os_proc_spec *spec, os_proc **out, os_pipe *pipes[3], int64_t *pid, int *code,
                        int *bad_file, char *msg, size_t msglen)
{
    *bad_file = -1;
    *code = 0;
    if (msg && msglen) msg[0] = '\0';
    pipes[0] = pipes[1] = pipes[2] = NULL;
    if (!start_lock) {
        apr_thread_mutex_lock(os_global_lock);
        if (!start_lock) apr_thread_mutex_create(&start_lock, APR_THREAD_MUTEX_DEFAULT, os_global_pool);
        apr_thread_mutex_unlock(os_global_lock);
        osp_quiet_sigpipe();
    }
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return OS_NOMEM;
    os_proc *p = apr_pcalloc(pool, sizeof *p);
    p->pool = pool;
    if (apr_thread_mutex_create(&p->lock, APR_THREAD_MUTEX_DEFAULT, pool) != APR_SUCCESS) {
        apr_pool_destroy(pool);
        return OS_NOMEM;
    }
    apr_file_t *child_end[3] = {NULL, NULL, NULL};
    apr_thread_mutex_lock(start_lock);
    os_status st = start_locked(spec, p, child_end, code, bad_file, msg, msglen);
    /* the child has its duplicates (or there is no child): ours go */
    for (int i = 0; i < 3; i++)
        if (child_end[i]) apr_file_close(child_end[i]);
    apr_thread_mutex_unlock(start_lock);
    if (st != OS_OK) {
        apr_pool_destroy(pool);
        return st;
    }
    p->refs = 1;
    for (int i = 0; i < 3; i++)
        if (p->pipes[i].f) {
            pipes[i] = &p->pipes[i];
            p->refs++;
        }
    *pid = (int64_t)p->proc.pid;
    *out = p;
    return OS_OK;
}

int os_proc_wait(os_proc *p)
{
    int status = 0;
    apr_exit_why_e why = APR_PROC_EXIT;
    apr_status_t rv = apr_proc_wait(&p->proc, &status, &why, APR_WAIT);
    if (rv != APR_CHILD_DONE) status = -1;
    else if (!is_windows() && (why & APR_PROC_SIGNAL)) status += 128;
    apr_thread_mutex_lock(p->lock);
    p->done = true;
    apr_thread_mutex_unlock(p->lock);
    return status;
}

void os_proc_kill(os_proc *p, bool force)
{
    apr_thread_mutex_lock(p->lock);
    if (!p->done) apr_proc_kill(&p->proc, is_windows() ? 1 : osp_signal_number(force));
    apr_thread_mutex_unlock(p->lock);
}

void os_proc_release(os_proc *p) { unref(p); }

/* A read or write holds the pipe (busy) so that a close from another
 * thread -- Process.destroy closes the streams -- does not release the
 * handle under it, nor let its number be reused for another file while it
 * is about to be used: the close then happens when the call ends. */
static bool pipe_enter(os_pipe *p)
{
    apr_thread_mutex_lock(p->owner->lock);
    bool ok = !p->closed;
    if (ok) p->busy++;
    apr_thread_mutex_unlock(p->owner->lock);
    return ok;
}

static void pipe_leave(os_pipe *p)
{
    apr_thread_mutex_lock(p->owner->lock);
    bool close_now = --p->busy == 0 && p->closed;
    apr_thread_mutex_unlock(p->owner->lock);
    if (close_now) {
        apr_file_close(p->f);
        unref(p->owner);
    }
}

int64_t os_pipe_read(os_pipe *p, void *buf, size_t len, char *msg, size_t msglen)
{
    if (!pipe_enter(p)) {
        snprintf(msg, msglen, "Stream closed");
        return -1;
    }
    apr_size_t n = len;
    apr_status_t rv = apr_file_read(p->f, buf, &n);
    int64_t result = (int64_t)n;
    if (rv == APR_EOF || (rv == APR_SUCCESS && n == 0)) result = 0;
    /* a Windows pipe whose writer has gone reads as ERROR_BROKEN_PIPE: the end */
    else if (rv != APR_SUCCESS && is_windows() && APR_TO_OS_ERROR(rv) == 109) result = 0;
    else if (rv != APR_SUCCESS) {
        status_text(rv, msg, msglen);
        result = -1;
    }
    pipe_leave(p);
    return result;
}

os_status os_pipe_write(os_pipe *p, const void *buf, size_t len, char *msg, size_t msglen)
{
    if (!pipe_enter(p)) {
        snprintf(msg, msglen, "Stream closed");
        return OS_ERROR;
    }
    apr_status_t rv = apr_file_write_full(p->f, buf, len, NULL);
    if (rv != APR_SUCCESS) status_text(rv, msg, msglen);
    pipe_leave(p);
    return rv == APR_SUCCESS ? OS_OK : OS_ERROR;
}

void os_pipe_close(os_pipe *p)
{
    apr_thread_mutex_lock(p->owner->lock);
    bool close_now = !p->closed && p->busy == 0;
    p->closed = true;
    apr_thread_mutex_unlock(p->owner->lock);
    if (close_now) {
        apr_file_close(p->f);
        unref(p->owner);
    }
}

int64_t os_current_pid(void) { return osp_current_pid(); }

char *os_environment(size_t *len) { return osp_environment(len); }
