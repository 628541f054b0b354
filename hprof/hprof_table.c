/*
 * hprof_table.c -- chained hash table with intrusive nodes (see the header
 * for why nothing but insertion may allocate).
 */
#include "hprof_table.h"

#include <stdlib.h>

/* Pointers are aligned, so the low bits carry little; mix before masking. */
static size_t bucket_of(const hp_table *t, uintptr_t h)
{
    uint64_t x = (uint64_t)h;
    x ^= x >> 33;
    x *= UINT64_C(0xff51afd7ed558ccd);
    x ^= x >> 33;
    return (size_t)x & (t->nbuckets - 1);
}

int hp_table_init(hp_table *t, size_t nbuckets)
{
    size_t n = 16;
    while (n < nbuckets)
        n <<= 1;
    t->buckets = calloc(n, sizeof *t->buckets);
    t->nbuckets = t->buckets ? n : 0;
    t->count = 0;
    return t->buckets ? 0 : -1;
}

void hp_table_free(hp_table *t)
{
    free(t->buckets);
    t->buckets = NULL;
    t->nbuckets = t->count = 0;
}

hp_node *hp_table_chain(const hp_table *t, uintptr_t hash)
{
    return t->nbuckets ? t->buckets[bucket_of(t, hash)] : NULL;
}

hp_node *hp_table_find(const hp_table *t, uintptr_t hash)
{
    for (hp_node *n = hp_table_chain(t, hash); n; n = n->next)
        if (n->hash == hash)
            return n;
    return NULL;
}

static void link_node(hp_table *t, hp_node *n)
{
    size_t b = bucket_of(t, n->hash);
    n->next = t->buckets[b];
    t->buckets[b] = n;
}

static void grow(hp_table *t)
{
    size_t nn = t->nbuckets * 2;
    hp_node **nb = calloc(nn, sizeof *nb);
    if (!nb)
        return;                          /* a crowded table still works */
    hp_node **old = t->buckets;
    size_t on = t->nbuckets;
    t->buckets = nb;
    t->nbuckets = nn;
    for (size_t i = 0; i < on; i++) {
        hp_node *n = old[i];
        while (n) {
            hp_node *next = n->next;
            link_node(t, n);
            n = next;
        }
    }
    free(old);
}

void hp_table_insert(hp_table *t, hp_node *n)
{
    if (t->count >= t->nbuckets)
        grow(t);
    link_node(t, n);
    t->count++;
}

void hp_table_remove(hp_table *t, hp_node *n)
{
    hp_node **p = &t->buckets[bucket_of(t, n->hash)];
    while (*p && *p != n)
        p = &(*p)->next;
    if (*p) {
        *p = n->next;
        n->next = NULL;
        t->count--;
    }
}

void hp_table_rehash(hp_table *t, hp_node *n, uintptr_t new_hash)
{
    hp_table_remove(t, n);
    n->hash = new_hash;
    link_node(t, n);
    t->count++;
}

void hp_table_each(hp_table *t, void (*f)(hp_node *n, void *arg), void *arg)
{
    for (size_t i = 0; i < t->nbuckets; i++) {
        hp_node *n = t->buckets[i];
        while (n) {
            hp_node *next = n->next;     /* f may unlink n */
            f(n, arg);
            n = next;
        }
    }
}
