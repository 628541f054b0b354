/*
 * posix_proc.c -- what os_proc.c needs beyond APR on POSIX: the process id,
 * the signal numbers of Process.destroy, and a SIGPIPE that does not end
 * the VM.
 *
 * SIGPIPE gets a handler that does nothing rather than SIG_IGN: a write to
 * a pipe whose child has gone then fails with EPIPE (an IOException "Broken
 * pipe", as on the JDK), and since exec resets handled signals to their
 * default, children still start with SIGPIPE at its default, which an
 * ignored signal would not give them.  A handler someone else installed is
 * left alone.
 *
 * osp_spawn starts a child with posix_spawn, which glibc implements with
 * clone(CLONE_VM|CLONE_VFORK): the child runs in the VM's own address space
 * until its exec, so nothing of a large heap's page tables is copied (fork
 * did, for every child).  What the forked child did by hand is now a list
 * of file actions run in the child before the exec, in this order: the
 * three standard streams dup2'ed into place, every other descriptor closed
 * (so the child holds nothing of the VM: other children's pipes, open
 * files, sockets, nor what the VM itself inherited -- glibc 2.34's
 * closefrom action; without it only close-on-exec, which APR sets on
 * whatever it opens, keeps them out), then the chdir.  The child's signal mask is empty and
 * SIGPIPE at its default whatever the VM's is.  glibc reports a failed
 * chdir or exec through posix_spawn's result, so a missing or
 * non-executable program is an errno here and never a child that exits
 * 127.  Where the C library lacks the chdir action (glibc before 2.29),
 * a child with a working directory is left to apr_proc_create (fork).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* spawn.h's _np file actions */
#endif
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <apr_file_io.h>
#include <apr_portable.h>

#include "../os/os_platform.h"

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))
#define SPAWN_HAS_CHDIR 1
#endif
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
#define SPAWN_HAS_CLOSEFROM 1
#endif

static void on_sigpipe(int sig) { (void)sig; }

void osp_quiet_sigpipe(void)
{
    struct sigaction old;
    if (sigaction(SIGPIPE, NULL, &old) != 0 || old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO)) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigpipe;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGPIPE, &sa, NULL);
}

int64_t osp_current_pid(void) { return (int64_t)getpid(); }

int osp_signal_number(bool force) { return force ? SIGKILL : SIGTERM; }

extern char **environ;

char *osp_environment(size_t *len)
{
    size_t n = 0;
    for (char **e = environ; e && *e; e++) n += strlen(*e) + 1;
    char *block = malloc(n + 1), *w = block;
    if (!block) return NULL;
    for (char **e = environ; e && *e; e++) {
        size_t k = strlen(*e) + 1;
        memcpy(w, *e, k);
        w += k;
    }
    *w = '\0';
    *len = n;
    return block;
}

/* The descriptor the child's stream i comes from: its file, or the VM's own
 * stream i.  One below 3 is moved above 2 first (a VM started without a
 * stdin can get 0 for a pipe), so that no dup2 overwrites a source another
 * dup2 still needs; *tmp then holds the copy for the caller to close. */
static int source_fd(struct apr_file_t *f, int i, int *tmp)
{
    *tmp = -1;
    if (!f) return i;
    apr_os_file_t fd;
    if (apr_os_file_get(&fd, f) != APR_SUCCESS) return -1;
    if (fd > 2) return fd;
    return *tmp = fcntl(fd, F_DUPFD_CLOEXEC, 3);
}

/* The program with /bin/sh in front, as the JDK runs a file the kernel
 * will not execute (ENOEXEC: a script without "#!"). */
static char **shell_argv(const char *prog, const char *const *argv)
{
    size_t n = 0;
    while (argv[n]) n++;
    char **v = malloc((n + 2) * sizeof *v);
    if (!v) return NULL;
    v[0] = (char *)"/bin/sh";
    v[1] = (char *)prog;
    for (size_t i = 1; i <= n; i++) v[i + 1] = (char *)argv[i];
    return v;
}

int osp_spawn(const char *prog, const char *const *argv, const char *const *env, const char *dir,
              struct apr_file_t *const to[3], bool err_to_out, int64_t *pid)
{
#ifndef SPAWN_HAS_CHDIR
    if (dir) return -1;
#endif
    int fd[3], tmp[3];
    int rc = 0;
    for (int i = 0; i < 3; i++) {
        fd[i] = source_fd(to[i], i, &tmp[i]);
        if (fd[i] < 0 && !rc) rc = errno ? errno : EBADF;
    }
    if (err_to_out) fd[2] = fd[1];
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t attr;
    bool fa_made = false, attr_made = false;
    if (!rc && (rc = posix_spawn_file_actions_init(&fa)) == 0) fa_made = true;
    if (!rc && (rc = posix_spawnattr_init(&attr)) == 0) attr_made = true;
    for (int i = 0; i < 3 && !rc; i++)
        if (fd[i] != i) rc = posix_spawn_file_actions_adddup2(&fa, fd[i], i);
#ifdef SPAWN_HAS_CLOSEFROM
    if (!rc) rc = posix_spawn_file_actions_addclosefrom_np(&fa, 3);
#endif
#ifdef SPAWN_HAS_CHDIR
    if (!rc && dir) rc = posix_spawn_file_actions_addchdir_np(&fa, dir);
#endif
    sigset_t none, pipe_only;
    sigemptyset(&none);
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    if (!rc) rc = posix_spawnattr_setsigmask(&attr, &none);
    if (!rc) rc = posix_spawnattr_setsigdefault(&attr, &pipe_only);
    if (!rc) rc = posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    char *const *envp = (char *const *)(env ? env : (const char *const *)environ);
    pid_t child = 0;
    if (!rc) rc = posix_spawn(&child, prog, fa_made ? &fa : NULL, &attr, (char *const *)argv, envp);
    if (rc == ENOEXEC) {
        char **sh = shell_argv(prog, argv);
        rc = sh ? posix_spawn(&child, "/bin/sh", &fa, &attr, sh, envp) : ENOMEM;
        free(sh);
    }
    if (fa_made) posix_spawn_file_actions_destroy(&fa);
    if (attr_made) posix_spawnattr_destroy(&attr);
    for (int i = 0; i < 3; i++)
        if (tmp[i] >= 0) close(tmp[i]);
    if (!rc) *pid = (int64_t)child;
    return rc;
}
