/*
 * posix_dump.c -- SIGQUIT (Ctrl-\) as the data-dump signal.
 *
 * The handler does the one async-signal-safe thing needed: it writes a byte
 * to a pipe.  The dispatcher thread reads the pipe; 'D' means a dump was
 * requested, 'Q' that the dispatcher should end.  errno is preserved, since
 * the handler may interrupt any code.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "../os/os_platform.h"

static int pipe_fd[2] = {-1, -1};
static struct sigaction old_action;

static void on_sigquit(int sig)
{
    (void)sig;
    int saved = errno;
    char c = 'D';
    /* A full pipe means dumps are already pending; dropping one is fine. */
    ssize_t ignored = write(pipe_fd[1], &c, 1);
    (void)ignored;
    errno = saved;
}

os_status osp_dump_install(void)
{
    if (pipe(pipe_fd) != 0) return OS_ERROR;
    fcntl(pipe_fd[0], F_SETFD, FD_CLOEXEC);
    fcntl(pipe_fd[1], F_SETFD, FD_CLOEXEC);
    fcntl(pipe_fd[1], F_SETFL, fcntl(pipe_fd[1], F_GETFL) | O_NONBLOCK);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigquit;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(SIGQUIT, &sa, &old_action) != 0) {
        osp_dump_uninstall();
        return OS_ERROR;
    }
    return OS_OK;
}

bool osp_dump_wait(void)
{
    for (;;) {
        char c;
        ssize_t n = read(pipe_fd[0], &c, 1);
        if (n == 1) return c == 'D';
        if (n < 0 && errno == EINTR) continue;
        return false;
    }
}

void osp_dump_wakeup_for_exit(void)
{
    char c = 'Q';
    /* The write end is non-blocking; retry while the pipe is momentarily full. */
    while (write(pipe_fd[1], &c, 1) < 0 && (errno == EINTR || errno == EAGAIN)) usleep(1000);
}

void osp_dump_uninstall(void)
{
    if (pipe_fd[0] < 0) return;
    sigaction(SIGQUIT, &old_action, NULL);
    close(pipe_fd[0]);
    close(pipe_fd[1]);
    pipe_fd[0] = pipe_fd[1] = -1;
}

void osp_dump_raise(void)
{
    kill(getpid(), SIGQUIT);
}
