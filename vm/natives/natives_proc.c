/*
 * natives_proc.c -- the natives of java.lang.ProcessImpl over os_proc.h:
 * start a child, wait for it, signal it, move bytes through its pipes, and
 * the VM's own pid and environment.
 *
 * Handles: a child is its os_proc and each pipe its os_pipe, held by the
 * Java side as longs.  The Java side never passes a handle it has let go
 * (release0 once the child has been waited for; close0 once per pipe), and
 * serialises destroy0 against release0, so the natives do not check them
 * beyond null.
 *
 * Everything that can block -- the fork/CreateProcess, the wait, a pipe
 * read or write -- runs with the thread in native state, so a collection
 * never waits for a child.  The bytes pass through C buffers for that
 * reason: a collection may move the Java array meanwhile, and the array is
 * re-read from its argument slot (a root) afterwards.
 */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "object/object.h"
#include "object/string.h"
#include "runtime/exception.h"
#include "runtime/safepoint.h"

static os_proc *proc_of(slot s) { return (os_proc *)(intptr_t)s.j; }
static os_pipe *pipe_of(slot s) { return (os_pipe *)(intptr_t)s.j; }

/* A NULL-terminated copy of a String[] (NULL for a null array); NULL and
 * an exception if an element is null. */
static char **strings_of(vm_thread *t, object *arr, bool *bad)
{
    *bad = false;
    if (!arr) return NULL;
    int32_t n = ARRAY_LENGTH(arr);
    char **v = calloc((size_t)n + 1, sizeof *v);
    if (!v) {
        *bad = true;
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return NULL;
    }
    for (int32_t i = 0; i < n; i++) {
        object *s = ARRAY_DATA(arr, object *)[i];
        if (!s || !(v[i] = string_to_utf8(s))) {
            *bad = true;
            vm_throw(t, "java/lang/NullPointerException", NULL);
            break;
        }
    }
    return v;
}

static void free_strings(char **v)
{
    if (!v) return;
    for (char **p = v; *p; p++) free(*p);
    free(v);
}

/* start0(argv, env, dir, modes[3], files[3], redirectErrorStream, out[4]):
 * out gets pid and the stdin/stdout/stderr pipe handles (0 for none); the
 * child's handle is returned.  IOException("error=N, text") -- with
 * "CreateProcess " before it on Windows -- or, for a redirect file that
 * cannot be opened, IOException("path (reason)"): the Java side puts
 * "Cannot run program ..." in front, as the JDK does. */
NATIVE(proc_start0)
{
    object *modes = args[3].a, *files = args[4].a;
    if (!args[0].a || !modes || !files || !args[6].a || ARRAY_LENGTH(modes) < 3 || ARRAY_LENGTH(files) < 3 ||
        ARRAY_LENGTH(args[6].a) < 4 || ARRAY_LENGTH(args[0].a) < 1) {
        vm_throw(t, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    bool bad_argv, bad_env, bad_files;
    char **argv = strings_of(t, args[0].a, &bad_argv);
    char **env = bad_argv ? NULL : strings_of(t, args[1].a, &bad_env);
    char *dir = args[2].a ? string_to_utf8(args[2].a) : NULL;
    os_proc_spec spec;
    memset(&spec, 0, sizeof spec);
    char *file[3] = {NULL, NULL, NULL};
    bad_files = false;
    for (int i = 0; i < 3; i++) {
        spec.mode[i] = ARRAY_DATA(modes, int32_t)[i];
        object *f = ARRAY_DATA(files, object *)[i];
        if (spec.mode[i] >= OS_PROC_FILE_READ) {
            if (!f) bad_files = true;
            else spec.file[i] = file[i] = string_to_utf8(f);
        }
    }
    if (bad_files && !t->exception) vm_throw(t, "java/lang/NullPointerException", NULL);
    if (!t->exception) {
        spec.argv = (const char *const *)argv;
        spec.env = (const char *const *)env;
        spec.dir = dir;
        spec.err_to_out = args[5].i != 0;
        os_proc *p = NULL;
        os_pipe *pipes[3];
        int64_t pid = 0;
        int code = 0, bad_file = -1;
        char msg[512];
        thread_to_native(t);
        os_status st = os_proc_start(&spec, &p, pipes, &pid, &code, &bad_file, msg, sizeof msg);
        thread_from_native(t);
        if (st == OS_OK) {
            int64_t *out = ARRAY_DATA(args[6].a, int64_t);
            out[0] = pid;
            for (int i = 0; i < 3; i++) out[i + 1] = (int64_t)(intptr_t)pipes[i];
            ret->j = (int64_t)(intptr_t)p;
        } else if (st == OS_NOMEM) {
            vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        } else if (bad_file >= 0) {
            vm_throw(t, "java/io/IOException", "%s", msg);
        } else {
            vm_throw(t, "java/io/IOException", "%serror=%d, %s", os_file_separator() == '\\' ? "CreateProcess " : "",
                     code, msg);
        }
    }
    free_strings(argv);
    free_strings(env);
    free(dir);
    for (int i = 0; i < 3; i++) free(file[i]);
}

NATIVE(proc_waitFor0)
{
    os_proc *p = proc_of(args[0]);
    if (!p) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    thread_to_native(t);
    int status = os_proc_wait(p);
    thread_from_native(t);
    ret->i = status;
}

NATIVE(proc_destroy0)
{
    (void)ret;
    os_proc *p = proc_of(args[0]);
    if (p) os_proc_kill(p, args[2].i != 0);
    else vm_throw(t, "java/lang/NullPointerException", NULL);
}

NATIVE(proc_release0)
{
    (void)ret, (void)t;
    os_proc *p = proc_of(args[0]);
    if (p) os_proc_release(p);
}

static bool range_ok(vm_thread *t, object *b, int32_t off, int32_t len)
{
    if (!b) return vm_throw(t, "java/lang/NullPointerException", NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(b))
        return vm_throw(t, "java/lang/IndexOutOfBoundsException", "Range [%d, %d + %d) out of bounds for length %d", off,
                        off, len, ARRAY_LENGTH(b));
    return true;
}

/* read0(pipe, b, off, len): bytes read, -1 at end of stream. */
NATIVE(proc_read0)
{
    os_pipe *p = pipe_of(args[0]);
    int32_t off = args[3].i, len = args[4].i;
    if (!p) {
        vm_throw(t, "java/io/IOException", "Stream closed");
        return;
    }
    if (!range_ok(t, args[2].a, off, len)) return;
    if (len == 0) {
        ret->i = 0;
        return;
    }
    char small[8192];
    char *buf = (size_t)len <= sizeof small ? small : malloc((size_t)len);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    char msg[256];
    thread_to_native(t);
    int64_t n = os_pipe_read(p, buf, (size_t)len, msg, sizeof msg);
    thread_from_native(t);
    if (n > 0) memcpy(ARRAY_DATA(args[2].a, char) + off, buf, (size_t)n);
    if (buf != small) free(buf);
    if (n < 0) vm_throw(t, "java/io/IOException", "%s", msg);
    else ret->i = n == 0 ? -1 : (int32_t)n;
}

/* write0(pipe, b, off, len): all of it, or IOException. */
NATIVE(proc_write0)
{
    (void)ret;
    os_pipe *p = pipe_of(args[0]);
    int32_t off = args[3].i, len = args[4].i;
    if (!p) {
        vm_throw(t, "java/io/IOException", "Stream closed");
        return;
    }
    if (!range_ok(t, args[2].a, off, len) || len == 0) return;
    char *buf = malloc((size_t)len);
    if (!buf) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    memcpy(buf, ARRAY_DATA(args[2].a, char) + off, (size_t)len);
    char msg[256];
    thread_to_native(t);
    os_status st = os_pipe_write(p, buf, (size_t)len, msg, sizeof msg);
    thread_from_native(t);
    free(buf);
    if (st != OS_OK) vm_throw(t, "java/io/IOException", "%s", msg);
}

NATIVE(proc_close0)
{
    (void)ret, (void)t;
    os_pipe *p = pipe_of(args[0]);
    if (p) os_pipe_close(p);
}

NATIVE(proc_currentPid0)
{
    UNUSED_ARGS;
    ret->j = os_current_pid();
}

/* The VM's environment as one String, "NAME=value" entries each followed
 * by U+0000 (in modified UTF-8, C0 80, so the C string has no NUL). */
NATIVE(proc_environ0)
{
    (void)args;
    size_t len = 0;
    char *block = os_environment(&len);
    if (!block) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    size_t zeros = 0;
    for (size_t i = 0; i < len; i++) zeros += block[i] == '\0';
    char *m = malloc(len + zeros + 1), *w = m;
    if (!m) {
        free(block);
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    for (size_t i = 0; i < len; i++) {
        if (block[i]) {
            *w++ = block[i];
        } else {
            *w++ = (char)0xC0;
            *w++ = (char)0x80;
        }
    }
    *w = '\0';
    free(block);
    ret->a = string_from_utf8(t, m);
    free(m);
}

#define P "java/lang/ProcessImpl"
const native_entry natives_proc_table[] = {
    {P, "start0", "([Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[I[Ljava/lang/String;Z[J)J", proc_start0},
    {P, "waitFor0", "(J)I", proc_waitFor0},
    {P, "destroy0", "(JZ)V", proc_destroy0},
    {P, "release0", "(J)V", proc_release0},
    {P, "read0", "(J[BII)I", proc_read0},
    {P, "write0", "(J[BII)V", proc_write0},
    {P, "close0", "(J)V", proc_close0},
    {P, "currentPid0", "()J", proc_currentPid0},
    {P, "environ0", "()Ljava/lang/String;", proc_environ0},
};
const size_t natives_proc_count = sizeof natives_proc_table / sizeof natives_proc_table[0];
