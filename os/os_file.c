/*
 * os_file.c -- file facts and directory listing over apr_stat / apr_dir.
 * Each call uses a short-lived unmanaged pool, so it is safe from any thread.
 */
#include <string.h>

#include <apr_file_info.h>
#include <apr_file_io.h>

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
