/*
 * posix_process.c -- process facts for the launcher on POSIX: the
 * executable's path, processor count, argument encoding, library names,
 * and the abnormal end.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <mach-o/dyld.h>
#endif

#include "../os/os_platform.h"

char *osp_executable_path(void)
{
    char buf[PATH_MAX];
#if defined(__APPLE__)
    uint32_t size = sizeof buf;
    if (_NSGetExecutablePath(buf, &size) != 0) return NULL;
    return realpath(buf, NULL);
#else
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return NULL;
    buf[n] = '\0';
    return strdup(buf);
#endif
}

int osp_processor_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

void osp_process_args(int *argc, char ***argv)
{
    /* POSIX hands main its arguments as bytes already; nothing to convert. */
    (void)argc;
    (void)argv;
}

const char *osp_dll_prefix(void)
{
    return "lib";
}

const char *osp_dll_suffix(void)
{
#if defined(__APPLE__)
    return ".dylib";
#else
    return ".so";
#endif
}

char osp_path_separator(void)
{
    return ':';
}

char osp_file_separator(void)
{
    return '/';
}

void osp_abort(void)
{
    abort();
}
