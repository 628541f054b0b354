/*
 * driver.c -- a main() for the fuzz targets where the compiler has no
 * libFuzzer (GCC, mingw-w64): runs LLVMFuzzerTestOneInput once on each file
 * named on the command line -- the checked-in seed corpus and reproducers,
 * listed by test/fuzz/CMakeLists.txt -- so that every one of them is a
 * regression test of the normal suite, in every build.
 *
 * Each input is handed over in a heap buffer of exactly its size, as
 * libFuzzer does, so that the ASan build sees a read past its end.  A
 * failure is the target aborting (or a sanitizer report); the driver itself
 * fails only when a file cannot be read or none is given.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define FUZZ_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FUZZ_UNDER_ASAN 1
#endif
#endif
#if defined(__linux__) && !defined(FUZZ_UNDER_ASAN)
#include <sys/resource.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The counterpart of libFuzzer's -malloc_limit_mb: an allocation as large
 * as a lying header claims (gigabytes) fails instead of succeeding on
 * address space, and the targets treat running out of memory on their
 * small inputs as a bug.  Under ASan the test environment sets ASan's own
 * limit instead (its shadow memory rules out an rlimit). */
static void limit_allocations(void)
{
#if defined(__linux__) && !defined(FUZZ_UNDER_ASAN)
    struct rlimit r = {512u << 20, 512u << 20};
    (void)setrlimit(RLIMIT_DATA, &r);
#endif
}

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0, got;
    uint8_t *b = malloc(cap);
    while (b && (got = fread(b + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *nb = realloc(b, cap *= 2);
            if (!nb) free(b);
            b = nb;
        }
    }
    fclose(f);
    if (!b) return NULL;
    /* Exactly n bytes (at least one, so that malloc(0) is not a failure). */
    uint8_t *exact = malloc(n ? n : 1);
    if (exact && n) memcpy(exact, b, n);
    free(b);
    *len = n;
    return exact;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE...\n", argv[0]);
        return 2;
    }
    limit_allocations();
    for (int i = 1; i < argc; i++) {
        size_t len = 0;
        uint8_t *data = read_file(argv[i], &len);
        if (!data) {
            fprintf(stderr, "%s: cannot read\n", argv[i]);
            return 2;
        }
        LLVMFuzzerTestOneInput(data, len);
        free(data);
    }
    printf("%d inputs ran\n", argc - 1);
    return 0;
}
