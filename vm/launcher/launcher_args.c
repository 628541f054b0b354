/*
 * launcher_args.c -- JDK_JAVA_OPTIONS and @argument files for the `java`
 * launcher (launcher_args.h), with the JDK 17 launcher's observable rules:
 *
 *   - JDK_JAVA_OPTIONS, when set (even empty), is announced on stderr as
 *     "NOTE: Picked up JDK_JAVA_OPTIONS: <value>" and its arguments go
 *     before the command line's, so the command line wins.  It may hold
 *     @files but not -jar nor a main class.
 *   - An argument "@file" before the main class is replaced by the file's
 *     arguments; "@@x" stands for the argument "@x"; arguments after the
 *     main class (or after -jar's file) are the program's and left alone;
 *     "--disable-@files" stops the expansion; an @ inside a file is not
 *     expanded again.  A file that cannot be read: "Error: could not open
 *     `<file>'", exit code 1.
 *
 * Where an argument is the main class depends on which launcher options
 * take a value (-cp, -classpath, --class-path, -jar); VM options never do.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "launcher/launcher_args.h"
#include "os.h"

/* Appends s (NULL: out of memory already) keeping room for a final NULL. */
static bool push(char ***v, int *n, int *cap, char *s)
{
    if (!s) return false;
    if (*n + 1 >= *cap) {
        int c = *cap ? *cap * 2 : 16;
        char **nv = realloc(*v, (size_t)c * sizeof *nv);
        if (!nv) return false;
        *v = nv;
        *cap = c;
    }
    (*v)[(*n)++] = s;
    return true;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

bool launcher_split(const char *text, char ***v, int *n, int *cap)
{
    size_t len = strlen(text);
    char *tok = malloc(len + 1);
    if (!tok) return false;
    const char *p = text;
    for (;;) {
        while (is_space(*p)) p++;
        if (!*p) break;
        if (*p == '#') {
            while (*p && *p != '\n' && *p != '\r') p++;
            continue;
        }
        size_t k = 0;
        while (*p && !is_space(*p)) {
            if (*p != '"' && *p != '\'') {
                tok[k++] = *p++;
                continue;
            }
            char quote = *p++;
            while (*p && *p != quote) {
                if (*p == '\n' || *p == '\r') break; /* a quote ends with its line */
                if (*p != '\\') {
                    tok[k++] = *p++;
                    continue;
                }
                p++;
                switch (*p) {
                case 'n': tok[k++] = '\n'; p++; break;
                case 'r': tok[k++] = '\r'; p++; break;
                case 't': tok[k++] = '\t'; p++; break;
                case 'f': tok[k++] = '\f'; p++; break;
                case '\r':
                case '\n':
                    /* continued: the next line's leading blanks are not part of it */
                    if (*p == '\r' && p[1] == '\n') p++;
                    p++;
                    while (*p == ' ' || *p == '\t' || *p == '\f') p++;
                    break;
                case '\0': break;
                default: tok[k++] = *p++; break;
                }
            }
            if (*p == quote) p++;
            else if (*p == '\n' || *p == '\r') break;
        }
        tok[k] = '\0';
        char *copy = malloc(k + 1);
        if (copy) memcpy(copy, tok, k + 1);
        if (!push(v, n, cap, copy)) {
            free(tok);
            return false;
        }
    }
    free(tok);
    return true;
}

/* The whole file as a string, or NULL (not a readable file). */
static char *read_file(const char *path)
{
    if (os_file_kind_of(path) != OS_FILE_REGULAR) return NULL;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (len + 1 == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        size_t got = fread(buf + len, 1, cap - 1 - len, f);
        if (got == 0) break;
        len += got;
    }
    fclose(f);
    if (buf) buf[len] = '\0';
    return buf;
}

/* Launcher options whose value is the next argument. */
static bool takes_value(const char *a)
{
    return strcmp(a, "-cp") == 0 || strcmp(a, "-classpath") == 0 || strcmp(a, "--class-path") == 0;
}

typedef struct {
    char **v;
    int n, cap;
    bool expand;        /* @files still expanded (no --disable-@files yet) */
    bool value_next;    /* the next argument is an option's value */
    bool done;          /* the main class or -jar's file is in: the rest is the program's */
} expansion;

static bool fail_nomem(void)
{
    fprintf(stderr, "Error: out of memory\n");
    return false;
}

/* Adds one argument; `from_env`: JDK_JAVA_OPTIONS, where -jar and a main
 * class are refused; `in_file`: read from an @file, where @ is literal. */
static bool add(expansion *x, const char *a, bool from_env, bool in_file)
{
    if (x->done) return push(&x->v, &x->n, &x->cap, strdup(a)) || fail_nomem();
    if (x->value_next) {
        x->value_next = false;
        if (strcmp(x->v[x->n - 1], "-jar") == 0) x->done = true;
        return push(&x->v, &x->n, &x->cap, strdup(a)) || fail_nomem();
    }
    if (a[0] == '@' && !in_file && x->expand) {
        if (a[1] == '@') return push(&x->v, &x->n, &x->cap, strdup(a + 1)) || fail_nomem();
        char *text = read_file(a + 1);
        if (!text) {
            fprintf(stderr, "Error: could not open `%s'\n", a + 1);
            return false;
        }
        char **v = NULL;
        int n = 0, cap = 0;
        bool ok = launcher_split(text, &v, &n, &cap);
        free(text);
        for (int i = 0; ok && i < n; i++) ok = add(x, v[i], from_env, true);
        for (int i = 0; i < n; i++) free(v[i]);
        free(v);
        return ok;
    }
    if (strcmp(a, "--disable-@files") == 0) x->expand = false;
    if (a[0] != '-') {
        if (from_env) {
            fprintf(stderr, "Error: Cannot specify main class in environment variable JDK_JAVA_OPTIONS\n");
            return false;
        }
        x->done = true;
    } else if (strcmp(a, "-jar") == 0) {
        if (from_env) {
            fprintf(stderr, "Error: Option -jar is not allowed in environment variable JDK_JAVA_OPTIONS\n");
            return false;
        }
        x->value_next = true;
    } else if (takes_value(a)) {
        x->value_next = true;
    }
    return push(&x->v, &x->n, &x->cap, strdup(a)) || fail_nomem();
}

/* What was collected, on the way out with an error. */
static bool discard(expansion *x)
{
    for (int i = 1; i < x->n; i++) free(x->v[i]);
    free(x->v);
    return false;
}

bool launcher_expand_args(int argc, char **argv, int *out_argc, char ***out_argv)
{
    expansion x = {NULL, 0, 0, true, false, false};
    if (!push(&x.v, &x.n, &x.cap, argv[0])) return fail_nomem();
    char *env = os_getenv("JDK_JAVA_OPTIONS");
    if (env) {
        fprintf(stderr, "NOTE: Picked up JDK_JAVA_OPTIONS: %s\n", env);
        char **v = NULL;
        int n = 0, cap = 0;
        bool ok = launcher_split(env, &v, &n, &cap) || fail_nomem();
        for (int i = 0; ok && i < n; i++) ok = add(&x, v[i], true, false);
        for (int i = 0; i < n; i++) free(v[i]);
        free(v);
        free(env);
        if (!ok) return discard(&x);
        /* an option left wanting its value takes the command line's first */
    }
    for (int i = 1; i < argc; i++)
        if (!add(&x, argv[i], false, false)) return discard(&x);
    x.v[x.n] = NULL;
    *out_argc = x.n;
    *out_argv = x.v;
    return true;
}
