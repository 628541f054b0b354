/*
 * os_dll.c -- dynamic libraries over apr_dso.
 *
 * Each loaded library has an unmanaged pool of its own, so unloading one
 * frees what APR allocated for it and nothing else.  A load that fails
 * reports the platform's own reason (dlerror / FormatMessage) behind the
 * path, the form the launcher's "Could not find agent library" texts need.
 */
#include <stdio.h>
#include <stdlib.h>

#include <apr_dso.h>

#include "os_internal.h"

struct os_dll {
    apr_pool_t *pool;
    apr_dso_handle_t *handle;
};

os_dll *os_dll_load(const char *path, char *err, size_t errlen)
{
    os_dll *d = calloc(1, sizeof *d);
    if (!d || apr_pool_create_unmanaged_ex(&d->pool, NULL, NULL) != APR_SUCCESS) {
        free(d);
        if (err && errlen) snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    apr_status_t rv = apr_dso_load(&d->handle, path, d->pool);
    if (rv != APR_SUCCESS) {
        char why[512] = "";
        if (d->handle)
            apr_dso_error(d->handle, why, sizeof why);
        else
            apr_strerror(rv, why, sizeof why);
        if (err && errlen) snprintf(err, errlen, "%s", why[0] ? why : "cannot load library");
        OS_TRACE(OS_TRACE_DLL, "dll", "load %s failed: %s", path, why);
        apr_pool_destroy(d->pool);
        free(d);
        return NULL;
    }
    OS_TRACE(OS_TRACE_DLL, "dll", "loaded %s", path);
    return d;
}

void *os_dll_symbol(os_dll *d, const char *name)
{
    apr_dso_handle_sym_t sym = NULL;
    if (apr_dso_sym(&sym, d->handle, name) != APR_SUCCESS) sym = NULL;
    OS_TRACE(OS_TRACE_DLL, "dll", "symbol %s -> %p", name, sym);
    return sym;
}

void os_dll_unload(os_dll *d)
{
    if (!d) return;
    apr_dso_unload(d->handle);
    apr_pool_destroy(d->pool);
    free(d);
}

size_t os_dll_filename(const char *name, char *buf, size_t buflen)
{
    int n = snprintf(buf, buflen, "%s%s%s", osp_dll_prefix(), name, osp_dll_suffix());
    return n < 0 ? 0 : (size_t)n;
}
