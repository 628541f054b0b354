/*
 * posix_process.c -- process facts for the launcher on POSIX: the
 * executable's path, processor count, argument encoding, library names,
 * and the abnormal end.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#if defined(__SANITIZE_ADDRESS__)
#define LANTERN_LSAN 1
#include <sanitizer/lsan_interface.h>
#else
#define LANTERN_LSAN 0
#endif
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

bool osp_can_reserve(uint64_t bytes)
{
    if (bytes == 0) return true;
    if (bytes > (uint64_t)SIZE_MAX) return false;
    void *p = mmap(NULL, (size_t)bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return false;
    munmap(p, (size_t)bytes);
    return true;
}

/* The heap's address space: PROT_NONE and MAP_NORESERVE, so that a
 * quarter of physical memory reserved costs neither memory nor swap until
 * committed and touched.  Under LeakSanitizer the reservation is a root
 * region: Java objects hold native memory's addresses (a Deflater's zlib
 * stream, as a long), and a heap the leak checker did not read would make
 * all of it look leaked.  (It reads only the committed parts.) */
void *osp_reserve(size_t bytes)
{
    void *p = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return NULL;
#if LANTERN_LSAN
    __lsan_register_root_region(p, bytes);
#endif
    return p;
}

bool osp_commit(void *p, size_t bytes)
{
    return mprotect(p, bytes, PROT_READ | PROT_WRITE) == 0;
}

void osp_uncommit(void *p, size_t bytes)
{
    /* a fresh mapping over the range drops its pages at once */
    (void)mmap(p, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
}

void osp_release(void *p, size_t bytes)
{
#if LANTERN_LSAN
    __lsan_unregister_root_region(p, bytes);
#endif
    munmap(p, bytes);
}

uint64_t osp_physical_memory(void)
{
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages > 0 && size > 0) return (uint64_t)pages * (uint64_t)size;
#endif
    return 0;
}

void osp_stdio_binary(void)
{
    /* POSIX streams never translate line ends */
}

int64_t osp_stdin_available(void)
{
    struct stat st;
    if (fstat(0, &st) != 0) return 0;
    if (S_ISREG(st.st_mode)) {
        off_t pos = lseek(0, 0, SEEK_CUR);
        return pos >= 0 && st.st_size > pos ? (int64_t)(st.st_size - pos) : 0;
    }
    int n = 0;
    if ((S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || S_ISCHR(st.st_mode)) && ioctl(0, FIONREAD, &n) == 0 && n > 0)
        return n;
    return 0;
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
