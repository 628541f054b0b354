/*
 * unit.h -- the C unit-test harness.
 *
 * A test file defines cases with TEST(name) { ... CHECK(...); ... } and ends
 * with the case table and UNIT_MAIN (see below).  CMake (lantern_unit_test(), cmake/LanternUnitTest.cmake) reads the TEST(...)
 * lines, writes <file>_cases.inc, and registers one CTest test per case, so a
 * case is registered by being written and nowhere else.  The executable runs
 * the case named by argv[1], or every case with "--all".
 */
#ifndef LANTERN_UNIT_H
#define LANTERN_UNIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct unit_case {
    const char *name;
    void (*fn)(void);
} unit_case;

static int unit_failures;
static const char *unit_argv0;

static void unit_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: check failed: ", file, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    fflush(stderr);
    unit_failures++;
}

#define TEST(name) static void test_##name(void)

#define CHECK(cond)                                                  \
    do {                                                             \
        if (!(cond)) unit_fail(__FILE__, __LINE__, "%s", #cond);     \
    } while (0)

/* Integer comparison that prints both sides. */
#define CHECK_EQ(a, b)                                                                    \
    do {                                                                                  \
        long long unit_a_ = (long long)(a), unit_b_ = (long long)(b);                     \
        if (unit_a_ != unit_b_)                                                           \
            unit_fail(__FILE__, __LINE__, "%s == %s (%lld vs %lld)", #a, #b, unit_a_, unit_b_); \
    } while (0)

/* Stops the case at once; for checks later steps depend on. */
#define REQUIRE(cond)                                                \
    do {                                                             \
        if (!(cond)) {                                               \
            unit_fail(__FILE__, __LINE__, "%s", #cond);              \
            return;                                                  \
        }                                                            \
    } while (0)

static int unit_run(const unit_case *cases, size_t n, int argc, char **argv,
                    void (*setup)(void), void (*teardown)(void))
{
    unit_argv0 = argv[0];
    if (argc < 2) {
        fprintf(stderr, "usage: %s CASE | --all | --list\n", argv[0]);
        return 2;
    }
    if (strcmp(argv[1], "--list") == 0) {
        for (size_t i = 0; i < n; i++) printf("%s\n", cases[i].name);
        return 0;
    }
    bool all = strcmp(argv[1], "--all") == 0;
    int ran = 0;
    for (size_t i = 0; i < n; i++) {
        if (!all && strcmp(argv[1], cases[i].name) != 0) continue;
        int before = unit_failures;
        if (setup) setup();
        cases[i].fn();
        if (teardown) teardown();
        printf("%s %s\n", unit_failures == before ? "PASS" : "FAIL", cases[i].name);
        fflush(stdout);
        ran++;
    }
    if (!ran) {
        fprintf(stderr, "no such case: %s\n", argv[1]);
        return 2;
    }
    return unit_failures ? 1 : 0;
}

#define UNIT_CASE(n) {#n, test_##n},
/* The file ends with:
 *   static const unit_case unit_cases[] = {
 *   #include "NAME_cases.inc"
 *   };
 *   UNIT_MAIN(setup, teardown)
 */
#define UNIT_MAIN(setup, teardown)                                                   \
    int main(int argc, char **argv)                                                  \
    {                                                                                \
        return unit_run(unit_cases, sizeof unit_cases / sizeof unit_cases[0], argc,  \
                        argv, setup, teardown);                                      \
    }

#endif
