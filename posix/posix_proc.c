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
 */
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../os/os_platform.h"

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
