/*
 * fuzz_zip.c -- libFuzzer target for the jar reader (vm/classpath/zip.c),
 * over the input as an archive in memory (zip_open_memory).
 *
 * Checked beyond "no crash, no sanitizer report": every failure comes with
 * a message; an entry that reads has the size the directory gives and the
 * NUL zip.h promises after it; zip_find finds each listed name at the same
 * index or an earlier duplicate; and nothing is ever ZIP_NOMEM -- inputs are
 * small, so running out of memory means a header's claimed size was
 * believed (libFuzzer's -malloc_limit_mb and the plain driver's allocation
 * limit make such an allocation fail or stop the run).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "classpath/zip.h"
#include "os.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Entries read per input: enough for every seed, and a directory of
 * thousands of tiny entries must not make one input take seconds. */
#define MAX_READS 256

static void shutdown_os(void) { os_shutdown(); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool started;
    if (!started) {
        started = true;
        if (os_init() != OS_OK) abort();
        /* Hands APR's pool back before the leak check at exit. */
        atexit(shutdown_os);
    }
    zip_archive *z;
    char err[256] = "";
    zip_status st = zip_open_memory("fuzz.jar", data, size, &z, err, sizeof err);
    if (st != ZIP_OK) {
        if (st == ZIP_NOMEM || !err[0]) abort();
        return 0;
    }
    size_t n = zip_count(z);
    for (size_t i = 0; i < n && i < MAX_READS; i++) {
        size_t nlen;
        const char *name = zip_entry_name(z, i, &nlen);
        long at = zip_find_n(z, name, nlen);
        if (at < 0 || (size_t)at > i) abort();
        uint8_t *bytes;
        size_t len;
        err[0] = 0;
        st = zip_read(z, i, &bytes, &len, err, sizeof err);
        if (st == ZIP_OK) {
            if (len != zip_entry_size(z, i) || bytes[len] != 0) abort();
            free(bytes);
        } else if (st == ZIP_NOMEM || !err[0] || bytes) {
            abort();
        }
    }
    zip_close(z);
    return 0;
}
