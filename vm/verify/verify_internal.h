/*
 * verify_internal.h -- what the two verifiers (verify.c, type checking;
 * infer.c, type inference) share inside vm/verify (shared.c): the
 * per-method arena, operand decoding, instruction lengths, package
 * comparison, and the inference verifier's entry.  Not for use outside
 * vm/verify.
 *
 * The arena hands out zeroed memory in 64 KiB chunks (larger requests get a
 * chunk of their own) and frees all of it at once, so a verifier that
 * longjmps out of a fault leaks nothing as long as it frees the arena on
 * its one exit path.
 */
#ifndef LANTERN_VERIFY_INTERNAL_H
#define LANTERN_VERIFY_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "verify/verify.h"

/* Big-endian operands. */
static inline uint32_t verify_u2(const uint8_t *p) { return (uint32_t)p[0] << 8 | p[1]; }
static inline int32_t verify_s4(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}
/* The length of the instruction at pc (the code passed cf_parse's check). */
uint32_t verify_insn_length(const uint8_t *bc, uint32_t pc);
/* Whether two classes (internal names) are in one runtime package; one
 * loader assumed. */
bool verify_same_package(const char *a, const char *b);

typedef struct verify_chunk verify_chunk;
typedef struct verify_arena {
    verify_chunk *head;
} verify_arena;

/* n zeroed bytes aligned for any type, or NULL when memory runs out. */
void *verify_arena_alloc(verify_arena *a, size_t n);
void verify_arena_free(verify_arena *a);

/* The inference verifier's table of the classes a class's methods name,
 * with what loading them told (kept across the methods of one class, so a
 * class is asked for once).  Zero-initialize; free with verify_classes_free. */
typedef struct verify_classes {
    struct infer_class *classes;
    int n, cap;
} verify_classes;

/* Verifies one method by type inference (infer.c). */
int verify_infer_method(const cf_class *c, const cf_method *m, const verify_env *env, verify_classes *cls,
                        char *err, size_t errlen);
void verify_classes_free(verify_classes *cls);

#endif /* LANTERN_VERIFY_INTERNAL_H */
