/*
 * fuzz_manifest.c -- libFuzzer target for the jar manifest parser
 * (vm/classpath/classpath.c: classpath_manifest_parse) and the splitting of
 * a Class-Path value into entries (classpath_manifest_class_path).
 *
 * The input is the manifest's bytes exactly, with no NUL after them (the
 * parser takes a length and must honour it).  Checked: a rejection always
 * has a message; an accepted manifest's values are NUL-terminated strings;
 * every class-path entry handed to the callback is a string of a known kind.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "classpath/classpath.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool each_entry(const char *path, classpath_kind kind, void *arg)
{
    (void)strlen(path);
    if (kind != CLASSPATH_KIND_DIR && kind != CLASSPATH_KIND_ARCHIVE) abort();
    ++*(size_t *)arg;
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    classpath_manifest m;
    char err[200] = "";
    classpath_manifest_status st = classpath_manifest_parse((const char *)data, size, &m, err, sizeof err);
    if (st == CLASSPATH_MF_OK) {
        if (m.main_class) (void)strlen(m.main_class);
        if (m.class_path) {
            size_t entries = 0;
            classpath_manifest_class_path("lib/app.jar", m.class_path, each_entry, &entries);
        }
        classpath_manifest_free(&m);
    } else if (st != CLASSPATH_MF_NOMEM && (!err[0] || !memchr(err, 0, sizeof err))) {
        abort();
    }
    /* The same without a message buffer: the parser must not need one. */
    st = classpath_manifest_parse((const char *)data, size, &m, NULL, 0);
    if (st == CLASSPATH_MF_OK) classpath_manifest_free(&m);
    return 0;
}
