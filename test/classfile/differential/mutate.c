/*
 * mutate.c -- developer tool of differential.sh (not part of the build):
 *   mutate OUTDIR COUNT SEED CLASSFILE   writes COUNT copies of CLASSFILE
 *                                        with 1-2 bytes changed, OUTDIR/<k>.class
 *   mutate check NAME FILE...            prints "FILE<TAB>verdict" per file:
 *                                        OK, or "exception: first line"
 * The changes come from a fixed PRNG, so a run reproduces.
 */
#include "classfile/classfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x12345678abcdefull;

static uint32_t rng(void)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (uint32_t)((state * 2685821657736338717ull) >> 32);
}

static uint8_t *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc(*n ? *n : 1);
    if (fread(b, 1, *n, f) != *n) *n = 0;
    fclose(f);
    return b;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && strcmp(argv[1], "check") == 0) {
        for (int a = 3; a < argc; a++) {
            size_t n;
            uint8_t *b = slurp(argv[a], &n);
            cf_error e;
            cf_class *c = b ? cf_parse(b, n, argv[2], &e) : NULL;
            if (c) {
                printf("%s\tOK\n", argv[a]);
                cf_free(c);
            } else {
                char *nl = strchr(e.message, '\n');
                if (nl) *nl = 0;
                printf("%s\t%s: %s\n", argv[a], e.exception, e.message);
            }
            free(b);
        }
        return 0;
    }
    if (argc != 5) {
        fprintf(stderr, "usage: mutate OUTDIR COUNT SEED CLASSFILE | mutate check NAME FILE...\n");
        return 2;
    }
    int count = atoi(argv[2]);
    state += (uint64_t)atoll(argv[3]);
    size_t n;
    uint8_t *b = slurp(argv[4], &n);
    if (!b || !n) return 1;
    uint8_t *c = malloc(n);
    for (int k = 0; k < count; k++) {
        memcpy(c, b, n);
        int changes = 1 + (int)(rng() % 2);
        for (int f = 0; f < changes; f++) {
            size_t at = rng() % n;
            switch (rng() % 3) {
            case 0: c[at] = (uint8_t)rng(); break;
            case 1: c[at] ^= (uint8_t)(1u << (rng() % 8)); break;
            default: c[at] = (uint8_t)(c[at] + (rng() % 2 ? 1 : -1)); break;
            }
        }
        char path[4096];
        snprintf(path, sizeof path, "%s/%d.class", argv[1], k);
        FILE *f = fopen(path, "wb");
        if (!f) return 1;
        fwrite(c, 1, n, f);
        fclose(f);
    }
    return 0;
}
