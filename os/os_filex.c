/*
 * os_filex.c -- truncate and sync for files the library holds as stdio
 * streams.  APR has no call that takes a FILE *, so the stream's descriptor
 * (a CRT descriptor on Windows, whose OS handle APR wants) is lent to a
 * temporary apr_file_t made with apr_os_file_put: no cleanup is attached to
 * it, so destroying the pool never closes the caller's file.
 */
#if !defined(_WIN32) && !defined(_GNU_SOURCE)
#define _POSIX_C_SOURCE 200809L /* fileno */
#endif
#include <stdio.h>

#include <apr_file_io.h>
#include <apr_portable.h>
#include <apr_strings.h>

#ifdef _WIN32
#include <io.h>
#endif

#include "os_internal.h"

/* Runs op on an apr_file_t over f's descriptor. */
static os_status with_apr_file(FILE *f, apr_status_t (*op)(apr_file_t *, void *), void *arg, char *err, size_t errlen)
{
    if (errlen) err[0] = '\0';
    if (fflush(f) != 0) {
        if (errlen) apr_cpystrn(err, "flush failed", errlen);
        return OS_ERROR;
    }
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return OS_NOMEM;
    apr_os_file_t h;
#ifdef _WIN32
    h = (apr_os_file_t)_get_osfhandle(_fileno(f));
#else
    h = fileno(f);
#endif
    apr_file_t *af = NULL;
    apr_status_t rv = apr_os_file_put(&af, &h, APR_FOPEN_READ | APR_FOPEN_WRITE, pool);
    if (rv == APR_SUCCESS) rv = op(af, arg);
    if (rv != APR_SUCCESS && errlen) apr_strerror(rv, err, errlen);
    apr_pool_destroy(pool);
    return rv == APR_SUCCESS ? OS_OK : OS_ERROR;
}

static apr_status_t do_trunc(apr_file_t *af, void *arg)
{
    return apr_file_trunc(af, (apr_off_t) * (int64_t *)arg);
}

static apr_status_t do_sync(apr_file_t *af, void *arg)
{
    (void)arg;
    return apr_file_sync(af);
}

os_status os_file_truncate(FILE *f, int64_t len, char *err, size_t errlen)
{
    return with_apr_file(f, do_trunc, &len, err, errlen);
}

os_status os_file_sync(FILE *f, char *err, size_t errlen)
{
    return with_apr_file(f, do_sync, NULL, err, errlen);
}
