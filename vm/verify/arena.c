/*
 * arena.c -- the verifiers' per-method memory (verify_internal.h): chunks
 * of zeroed memory, freed together.
 */
#include "verify/verify_internal.h"

#include <stdlib.h>
#include <string.h>

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
