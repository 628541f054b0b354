/*
 * shared.c -- what the two verifiers share (verify_internal.h): the
 * per-method memory (chunks of zeroed memory, freed together), instruction
 * lengths, and package comparison.
 */
#include "verify/verify_internal.h"

#include "classfile/opcodes.h"

#include <stdlib.h>
#include <string.h>

uint32_t verify_insn_length(const uint8_t *bc, uint32_t pc)
{
    uint8_t op = bc[pc];
    if (op == OP_WIDE) return bc[pc + 1] == OP_IINC ? 6 : 4;
    uint32_t a = (pc + 4) & ~3u;
    if (op == OP_TABLESWITCH) return a - pc + 12 + 4 * (uint32_t)(verify_s4(bc + a + 8) - verify_s4(bc + a + 4) + 1);
    if (op == OP_LOOKUPSWITCH) return a - pc + 8 + 8 * (uint32_t)verify_s4(bc + a + 4);
    return (uint32_t)op_info[op].length;
}

bool verify_same_package(const char *a, const char *b)
{
    const char *ea = strrchr(a, '/'), *eb = strrchr(b, '/');
    size_t na = ea ? (size_t)(ea - a) : 0, nb = eb ? (size_t)(eb - b) : 0;
    return na == nb && strncmp(a, b, na) == 0;
}

struct verify_chunk {
    verify_chunk *next;
    size_t used, cap;
    max_align_t data[];
};

void *verify_arena_alloc(verify_arena *a, size_t n)
{
    n = (n + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
    verify_chunk *k = a->head;
    if (!k || k->cap - k->used < n) {
        size_t cap = n > 65536 ? n : 65536;
        k = malloc(sizeof(verify_chunk) + cap);
        if (!k) return NULL;
        k->next = a->head;
        k->used = 0;
        k->cap = cap;
        a->head = k;
    }
    void *p = (char *)k->data + k->used;
    k->used += n;
    memset(p, 0, n);
    return p;
}

void verify_arena_free(verify_arena *a)
{
    while (a->head) {
        verify_chunk *k = a->head;
        a->head = k->next;
        free(k);
    }
}
