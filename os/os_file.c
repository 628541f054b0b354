/*
 * os_file.c -- file facts and directory listing over apr_stat / apr_dir, and
 * the standard input's reads.  Each call uses a short-lived unmanaged pool,
 * so it is safe from any thread; only the standard input's apr_file_t lives
 * in the global pool.
 */
#include <stdio.h>
#include <string.h>

#include <apr_file_info.h>
#include <apr_file_io.h>
#include <apr_strings.h>
#include <apr_thread_mutex.h>

#include "os_internal.h"

os_file_kind os_file_kind_of(const char *path)
{
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return OS_FILE_NONE;
    apr_finfo_t fi;
    os_file_kind kind = OS_FILE_NONE;
    if (apr_stat(&fi, path, APR_FINFO_TYPE, pool) == APR_SUCCESS)
        kind = fi.filetype == APR_REG ? OS_FILE_REGULAR : fi.filetype == APR_DIR ? OS_FILE_DIRECTORY : OS_FILE_OTHER;
    apr_pool_destroy(pool);
    return kind;
}

/* Made once, in the global pool (apr_file_open_stdin registers no cleanup:
 * descriptor 0 stays open whatever happens to the pool). */
static apr_file_t *volatile stdin_file;

int32_t os_stdin_read(void *buf, int32_t len, char *err, size_t errlen)
{
    apr_file_t *in = os_atomic_load_ptr((void *const volatile *)&stdin_file);
    if (!in) {
        apr_thread_mutex_lock(os_global_lock);
        if (!stdin_file && apr_file_open_stdin((apr_file_t **)&stdin_file, os_global_pool) != APR_SUCCESS)
            stdin_file = NULL;
        in = stdin_file;
        apr_thread_mutex_unlock(os_global_lock);
        if (!in) {
            snprintf(err, errlen, "Bad file descriptor");
            return -1;
        }
    }
    apr_size_t n = (apr_size_t)len;
    apr_status_t st = apr_file_read(in, buf, &n);
    if (st == APR_EOF) return 0;
    if (st != APR_SUCCESS) {
        apr_strerror(st, err, errlen);
        return -1;
    }
    return (int32_t)n;
}

int64_t os_stdin_available(void)
{
    return osp_stdin_available();
}

int64_t os_file_size(const char *path)
{
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return -1;
    apr_finfo_t fi;
    int64_t size = -1;
    if (apr_stat(&fi, path, APR_FINFO_SIZE | APR_FINFO_TYPE, pool) == APR_SUCCESS && fi.filetype == APR_REG)
        size = (int64_t)fi.size;
    apr_pool_destroy(pool);
    return size;
}

os_status os_dir_list(const char *path, bool (*fn)(const char *name, void *arg), void *arg)
{
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return OS_NOMEM;
    apr_dir_t *dir;
    if (apr_dir_open(&dir, path, pool) != APR_SUCCESS) {
        apr_pool_destroy(pool);
        return OS_ERROR;
    }
    apr_finfo_t fi;
    while (apr_dir_read(&fi, APR_FINFO_NAME, dir) == APR_SUCCESS) {
        if (!fi.name || strcmp(fi.name, ".") == 0 || strcmp(fi.name, "..") == 0) continue;
        if (!fn(fi.name, arg)) break;
    }
    apr_dir_close(dir);
    apr_pool_destroy(pool);
    return OS_OK;
}

char *os_current_dir(void)
{
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return NULL;
    char *dir = NULL, *copy = NULL;
    if (apr_filepath_get(&dir, APR_FILEPATH_NATIVE, pool) == APR_SUCCESS && dir) copy = os_strdup(dir);
    apr_pool_destroy(pool);
    return copy;
}

bool os_file_info_of(const char *path, os_file_info *out)
{
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return false;
    apr_finfo_t fi;
    apr_status_t rv = apr_stat(&fi, path, APR_FINFO_TYPE | APR_FINFO_SIZE | APR_FINFO_MTIME | APR_FINFO_UPROT, pool);
    bool ok = rv == APR_SUCCESS || APR_STATUS_IS_INCOMPLETE(rv);
    if (ok) {
        out->kind = fi.filetype == APR_REG ? OS_FILE_REGULAR : fi.filetype == APR_DIR ? OS_FILE_DIRECTORY : OS_FILE_OTHER;
        out->size = fi.filetype == APR_REG ? (int64_t)fi.size : 0;
        out->mtime_ms = (int64_t)(fi.mtime / 1000);
        if (fi.valid & APR_FINFO_UPROT) {
            out->readable = (fi.protection & APR_UREAD) != 0;
            out->writable = (fi.protection & APR_UWRITE) != 0;
            out->executable = (fi.protection & APR_UEXECUTE) != 0;
        } else {
            /* Windows has no permission bits for APR to read without ACLs:
             * an existing file counts as accessible, as it does for the JDK
             * unless its ACL says otherwise. */
            out->readable = out->writable = out->executable = true;
        }
    }
    apr_pool_destroy(pool);
    return ok;
}

/* Runs one APR call that needs a scratch pool. */
#define WITH_POOL(expr)                                                                  \
    do {                                                                                 \
        apr_pool_t *pool;                                                                \
        if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return OS_NOMEM; \
        apr_status_t rv_ = (expr);                                                       \
        apr_pool_destroy(pool);                                                          \
        return rv_ == APR_SUCCESS ? OS_OK : OS_ERROR;                                    \
    } while (0)

os_status os_file_create_exclusive(const char *path, char *err, size_t errlen)
{
    apr_pool_t *pool;
    if (apr_pool_create_unmanaged_ex(&pool, NULL, NULL) != APR_SUCCESS) return OS_NOMEM;
    apr_file_t *f;
    apr_status_t rv = apr_file_open(&f, path, APR_FOPEN_CREATE | APR_FOPEN_EXCL | APR_FOPEN_WRITE, APR_FPROT_OS_DEFAULT, pool);
    os_status st = OS_OK;
    if (rv == APR_SUCCESS) {
        apr_file_close(f);
    } else if (APR_STATUS_IS_EEXIST(rv)) {
        st = OS_BUSY;
    } else {
        if (err && errlen) apr_strerror(rv, err, errlen);
        st = OS_ERROR;
    }
    apr_pool_destroy(pool);
    return st;
}

os_status os_file_delete(const char *path)
{
    if (os_file_kind_of(path) == OS_FILE_DIRECTORY) WITH_POOL(apr_dir_remove(path, pool));
    WITH_POOL(apr_file_remove(path, pool));
}

os_status os_dir_create(const char *path)
{
    WITH_POOL(apr_dir_make(path, APR_FPROT_OS_DEFAULT, pool));
}

os_status os_file_rename(const char *from, const char *to)
{
    WITH_POOL(apr_file_rename(from, to, pool));
}

os_status os_file_set_mtime(const char *path, int64_t ms)
{
    WITH_POOL(apr_file_mtime_set(path, (apr_time_t)ms * 1000, pool));
}

os_status os_file_set_readonly(const char *path)
{
    WITH_POOL(apr_file_attrs_set(path, APR_FILE_ATTR_READONLY, APR_FILE_ATTR_READONLY, pool));
}
