/*
 * loader.c -- the boot and application class paths over classpath.h.
 * Both are fixed at startup; lookups are thread-safe (classpath_find is).
 * Resources (ClassLoader.getResource) are located on the same two paths
 * and named by the base URL of the entry that holds them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classpath/classpath.h"
#include "object/loader.h"
#include "runtime/vm.h"

static classpath *boot_path, *app_path;

bool loader_init(const char *boot, const char *app, char *err, size_t errlen)
{
    if (os_file_kind_of(boot) == OS_FILE_NONE) {
        snprintf(err, errlen, "the class library %s is missing", boot);
        return false;
    }
    boot_path = classpath_create(NULL);
    if (!boot_path || classpath_append(boot_path, boot, CLASSPATH_KIND_AUTO) != CLASSPATH_OK) {
        snprintf(err, errlen, "cannot open the class library %s", boot);
        return false;
    }
    app_path = classpath_create(app);
    if (!app_path) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    return true;
}

const char *loader_app_path(void)
{
    return app_path ? classpath_string(app_path) : "";
}

static uint8_t *read_class(const char *name, size_t *len, int *loader, int npaths, char *err, size_t errlen)
{
    char resource[1024];
    err[0] = '\0';
    if (snprintf(resource, sizeof resource, "%s.class", name) >= (int)sizeof resource) return NULL;
    classpath *paths[2] = {boot_path, app_path};
    for (int i = 0; i < npaths; i++) {
        if (!paths[i]) continue;
        classpath_resource r;
        classpath_status st = classpath_find(paths[i], resource, &r, err, errlen);
        if (st == CLASSPATH_OK) {
            *len = r.len;
            *loader = i == 0 ? LOADER_BOOT : LOADER_APP;
            return r.bytes;
        }
        if (st != CLASSPATH_NOT_FOUND) return NULL; /* err says why */
        err[0] = '\0';
    }
    return NULL;
}

char *loader_resource_bases(int loader, const char *name, bool all)
{
    classpath *cp = loader == LOADER_BOOT ? boot_path : app_path;
    if (!cp) return NULL;
    char *cwd = NULL, *out = NULL;
    size_t n = 0;
    const char *source;
    bool archive;
    for (size_t i = 0; classpath_locate(cp, name, &i, &source, &archive); i++) {
        if (!cwd && !(cwd = os_current_dir())) break;
        char *url = classpath_source_url(cwd, source, archive);
        if (!url) break;
        size_t un = strlen(url);
        char *bigger = realloc(out, n + un + 2);
        if (!bigger) {
            free(url);
            break;
        }
        out = bigger;
        if (n) out[n++] = '\n';
        memcpy(out + n, url, un + 1);
        n += un;
        free(url);
        if (!all) break;
    }
    free(cwd);
    return out;
}

uint8_t *loader_read_class(const char *name, size_t *len, int *loader, char *err, size_t errlen)
{
    return read_class(name, len, loader, 2, err, errlen);
}

uint8_t *loader_read_boot_class(const char *name, size_t *len, char *err, size_t errlen)
{
    int loader;
    return read_class(name, len, &loader, 1, err, errlen);
}
