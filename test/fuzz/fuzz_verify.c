/*
 * fuzz_verify.c -- libFuzzer target for the bytecode verifier
 * (vm/verify: verify_class) on whatever the class-file parser accepts.
 *
 * The class hierarchy the verifier asks about is made up from the names'
 * hashes, so the same input always gets the same answers and every answer
 * (assignable, not assignable, not loadable; a superclass chain; members
 * public, protected or missing) is reached.  Any input must end in one of
 * the VERIFY_* results with a NUL-terminated message (non-empty unless
 * it verified).  A crash, a sanitizer report or another result aborts,
 * which libFuzzer and the plain driver (driver.c) report as a failure.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/classfile.h"
#include "verify/verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static int assignable(void *ctx, const char *to, const char *from, const char **missing)
{
    (void)ctx;
    switch ((name_hash(to) ^ name_hash(from)) % 5) {
    case 0: *missing = from; return -1;
    case 1: return 0;
    default: return 1;
    }
}

/* Two levels below Object at most, so every chain ends. */
static const char *superclass(void *ctx, const char *name)
{
    (void)ctx;
    if (strcmp(name, "java/lang/Object") == 0) return NULL;
    if (strcmp(name, "fuzz/Base") == 0 || name_hash(name) % 2) return "java/lang/Object";
    return "fuzz/Base";
}

static int member(void *ctx, const char *cls, const char *name, const char *descriptor, int is_method,
                  const char **declaring)
{
    (void)ctx;
    uint32_t h = name_hash(cls) ^ name_hash(name) ^ name_hash(descriptor) ^ (uint32_t)is_method;
    if (h % 4 == 0) return -1;
    *declaring = h % 3 ? cls : "fuzz/Base";
    return h % 2 ? CF_ACC_PROTECTED : CF_ACC_PUBLIC;
}

static int class_info(void *ctx, const char *name, const char **super, int *is_interface, const char **missing)
{
    (void)ctx;
    if (name_hash(name) % 7 == 0) {
        *missing = name;
        return -1;
    }
    *super = superclass(NULL, name);
    *is_interface = name_hash(name) % 5 == 0;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cf_error perr;
    memset(&perr, 0, sizeof perr);
    cf_class *c = cf_parse(data, size, NULL, &perr);
    if (!c) return 0; /* the parser's own promises are fuzz_classfile's */
    verify_env env = {NULL, assignable, superclass, member, class_info};
    char err[1024];
    memset(err, 0x55, sizeof err);
    int r = verify_class(c, &env, err, sizeof err);
    if (!memchr(err, 0, sizeof err) && r != VERIFY_OK) abort();
    switch (r) {
    case VERIFY_OK: break;
    case VERIFY_ERROR:
    case VERIFY_LOAD_ERROR:
    case VERIFY_FORMAT_ERROR:
        if (!err[0]) abort();
        break;
    default: abort();
    }
    cf_free(c);
    return 0;
}
