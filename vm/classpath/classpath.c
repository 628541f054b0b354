/*
 * classpath.c -- the class path (entries, wildcard expansion, lazy opening,
 * manifest Class-Path following, resource lookup) and jar manifests.
 *
 * Owns: struct classpath and its entries.  Invariants: entries[] is an array
 * of pointers to classpath_entry records that never move or die before
 * classpath_free, so a thread may use a record after dropping cp->lock; entries[] itself, the
 * count and each record's state change only under cp->lock; an entry's zip
 * archive, once set, never changes.  The behaviours copied from the JDK are
 * listed in classpath.h, with the conditions behind each `java -jar` message.
 */
#include "classpath/classpath.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "os.h"
#include "classpath/zip.h"

#define MANIFEST_NAME "META-INF/MANIFEST.MF"
/* java.util.jar.Manifest reads lines into a 512-byte buffer, terminator
 * included; an attribute name has at most 70 characters. */
#define MF_MAX_LINE 512
#define MF_MAX_NAME 70

static void seterr(char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void seterr(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static char *dupn(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (!d) return NULL;
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}
static char *dup(const char *s) { return dupn(s, strlen(s)); }

static bool is_sep(char c)
{
#if defined(_WIN32)
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c; }

static bool ieq(const char *a, size_t n, const char *b)
{
    if (strlen(b) != n) return false;
    for (size_t i = 0; i < n; i++)
        if (lower((unsigned char)a[i]) != lower((unsigned char)b[i])) return false;
    return true;
}

/* ---- growable byte buffer --------------------------------------------- */

typedef struct buf {
    char *p;
    size_t n, cap;
    bool oom;
} buf;

static void buf_add(buf *b, const char *s, size_t n)
{
    if (b->oom) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->n + n + 1) cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}
static void buf_addc(buf *b, char c) { buf_add(b, &c, 1); }

/* ---- manifests ---------------------------------------------------------- */

/* One physical line: [start, start+len), then term bytes of line end
 * (0 for an unterminated last line). */
typedef struct mf_line {
    const char *start;
    size_t len, term;
} mf_line;

static bool next_line(const char *s, size_t n, size_t *pos, mf_line *l)
{
    if (*pos >= n) return false;
    size_t i = *pos;
    while (i < n && s[i] != '\n' && s[i] != '\r') i++;
    l->start = s + *pos;
    l->len = i - *pos;
    l->term = 0;
    if (i < n) l->term = (s[i] == '\r' && i + 1 < n && s[i + 1] == '\n') ? 2 : 1;
    *pos = i + l->term;
    return true;
}

/* The launcher's check (main section only, text up to the first NUL, the
 * unterminated last line included): each logical line -- a line plus its
 * continuation lines -- has a ':' followed by a space. */
static bool launcher_accepts(const char *s, size_t n, char *err, size_t errlen)
{
    const char *nul = memchr(s, 0, n);
    if (nul) n = (size_t)(nul - s);
    buf logical = {0};
    bool have = false, ok = true;
    size_t pos = 0;
    mf_line l;
    for (;;) {
        bool more = next_line(s, n, &pos, &l);
        bool cont = more && l.len > 0 && l.start[0] == ' ';
        if (cont) {
            if (!have) {
                seterr(err, errlen, "continuation line with nothing to continue");
                ok = false;
                break;
            }
            buf_add(&logical, l.start + 1, l.len - 1);
            continue;
        }
        if (have) {
            const char *colon = logical.p ? memchr(logical.p, ':', logical.n) : NULL;
            if (!colon || (size_t)(colon - logical.p) + 1 >= logical.n || colon[1] != ' ') {
                seterr(err, errlen, "header line without \": \": %.60s", logical.p ? logical.p : "");
                ok = false;
                break;
            }
        }
        if (!more || l.len == 0) break; /* end of text or of the main section */
        logical.n = 0;
        buf_add(&logical, l.start, l.len);
        have = true;
    }
    if (logical.oom) ok = false;
    free(logical.p);
    return ok;
}

static bool valid_attr_name(const char *s, size_t n)
{
    if (n == 0 || n > MF_MAX_NAME) return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
              c == '_'))
            return false;
    }
    return true;
}

typedef struct mf_state {
    const char *s;
    size_t n, pos;
    char *err;
    size_t errlen;
} mf_state;

/* The next terminated line, java.util.jar.Manifest's way: false at the end
 * (an unterminated last line is dropped) or, with *bad set, on a line too
 * long for its buffer. */
static bool java_line(mf_state *m, mf_line *l, bool *bad)
{
    if (!next_line(m->s, m->n, &m->pos, l)) return false;
    if (l->len + (l->term ? l->term : 0) > MF_MAX_LINE || (l->term == 0 && l->len >= MF_MAX_LINE)) {
        seterr(m->err, m->errlen, "manifest line too long");
        *bad = true;
        return false;
    }
    return l->term != 0;
}

/* Reads attributes up to an empty line or the end; for the main section
 * (values != NULL) keeps Main-Class and Class-Path.  False on an error. */
static bool java_attributes(mf_state *m, buf *main_class, buf *class_path, bool *have_main,
                            bool *have_cp)
{
    mf_line l;
    bool bad = false;
    buf *cur = NULL; /* the value being continued, if it is one we keep */
    bool have_attr = false;
    while (java_line(m, &l, &bad)) {
        if (l.len == 0) return true;
        if (l.start[0] == ' ') {
            if (!have_attr) {
                seterr(m->err, m->errlen, "misplaced continuation line");
                return false;
            }
            if (cur) buf_add(cur, l.start + 1, l.len - 1);
            continue;
        }
        const char *colon = memchr(l.start, ':', l.len);
        if (!colon || (size_t)(colon - l.start) + 1 >= l.len || colon[1] != ' ') {
            /* The line is not NUL-terminated (nor, at the end, is the
             * buffer): its length bounds what the message may quote. */
            seterr(m->err, m->errlen, "invalid header field: %.*s", (int)(l.len > 60 ? 60 : l.len),
                   l.start);
            return false;
        }
        size_t nlen = (size_t)(colon - l.start);
        if (!valid_attr_name(l.start, nlen)) {
            seterr(m->err, m->errlen, "invalid attribute name: %.*s", (int)(nlen > 70 ? 70 : nlen), l.start);
            return false;
        }
        have_attr = true;
        cur = NULL;
        if (main_class && ieq(l.start, nlen, "Main-Class")) {
            cur = main_class;
            *have_main = true;
        } else if (class_path && ieq(l.start, nlen, "Class-Path")) {
            cur = class_path;
            *have_cp = true;
        }
        if (cur) {
            cur->n = 0; /* the last of repeated names wins */
            buf_add(cur, colon + 2, l.len - nlen - 2);
        }
    }
    return !bad;
}

static bool java_accepts(mf_state *m, buf *main_class, buf *class_path, bool *have_main, bool *have_cp)
{
    if (!java_attributes(m, main_class, class_path, have_main, have_cp)) return false;
    mf_line l;
    bool bad = false;
    for (;;) {
        /* Empty lines between sections are skipped. */
        do {
            if (!java_line(m, &l, &bad)) return !bad;
        } while (l.len == 0);
        if (!(l.len >= 6 && ieq(l.start, 4, "name") && l.start[4] == ':' && l.start[5] == ' ')) {
            seterr(m->err, m->errlen, "invalid manifest format: section must start with \"Name: \"");
            return false;
        }
        /* Continuations of the Name line, then the section's attributes. */
        size_t save = m->pos;
        while (java_line(m, &l, &bad) && l.len > 0 && l.start[0] == ' ') save = m->pos;
        if (bad) return false;
        m->pos = save;
        if (!java_attributes(m, NULL, NULL, NULL, NULL)) return false;
    }
}

static char *trimmed(const char *s, size_t n)
{
    while (n && (unsigned char)s[0] <= ' ') s++, n--;
    while (n && (unsigned char)s[n - 1] <= ' ') n--;
    return dupn(s, n);
}

classpath_manifest_status classpath_manifest_parse(const char *bytes, size_t len, classpath_manifest *out, char *err,
                                     size_t errlen)
{
    out->main_class = out->class_path = NULL;
    if (!launcher_accepts(bytes, len, err, errlen)) return CLASSPATH_MF_LAUNCHER_REJECTS;
    mf_state m = {bytes, len, 0, err, errlen};
    buf mc = {0}, cpv = {0};
    bool have_main = false, have_cp = false;
    classpath_manifest_status st = CLASSPATH_MF_OK;
    if (!java_accepts(&m, &mc, &cpv, &have_main, &have_cp)) {
        st = CLASSPATH_MF_JAVA_REJECTS;
    } else if (mc.oom || cpv.oom) {
        st = CLASSPATH_MF_NOMEM;
    } else {
        if (have_main) out->main_class = trimmed(mc.p ? mc.p : "", mc.n);
        if (have_cp) out->class_path = dupn(cpv.p ? cpv.p : "", cpv.n);
        if ((have_main && !out->main_class) || (have_cp && !out->class_path)) {
            classpath_manifest_free(out);
            st = CLASSPATH_MF_NOMEM;
        }
    }
    free(mc.p);
    free(cpv.p);
    return st;
}

void classpath_manifest_free(classpath_manifest *m)
{
    free(m->main_class);
    free(m->class_path);
    m->main_class = m->class_path = NULL;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c = (char)lower((unsigned char)c);
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* One Class-Path URL to a path; false if the JDK could not use it. */
static bool url_to_path(const char *jar_path, const char *url, size_t n, buf *out, classpath_kind *kind)
{
    const char *u = url;
    size_t k = 0;
    while (k < n && ((u[k] >= 'a' && u[k] <= 'z') || (u[k] >= 'A' && u[k] <= 'Z') ||
                     (k > 0 && ((u[k] >= '0' && u[k] <= '9') || u[k] == '+' || u[k] == '-' || u[k] == '.'))))
        k++;
    if (k > 0 && k < n && u[k] == ':') {
        if (!ieq(u, k, "file")) return false; /* only file: URLs name files */
        u += k + 1;
        n -= k + 1;
        if (n >= 2 && u[0] == '/' && u[1] == '/') {
            size_t a = 2;
            while (a < n && u[a] != '/') a++;
            if (a > 2 && !ieq(u + 2, a - 2, "localhost")) return false;
            u += a;
            n -= a;
        }
    }
    if (n == 0) return false;
    buf dec = {0};
    for (size_t i = 0; i < n; i++) {
        if (u[i] == '%') {
            int h = i + 2 < n ? hexval(u[i + 1]) : -1, l = i + 2 < n ? hexval(u[i + 2]) : -1;
            if (h < 0 || l < 0 || (h == 0 && l == 0)) { /* malformed, or a NUL */
                free(dec.p);
                return false;
            }
            buf_addc(&dec, (char)(h * 16 + l));
            i += 2;
        } else {
            buf_addc(&dec, u[i]);
        }
    }
    if (dec.oom || !dec.p) {
        free(dec.p);
        return false;
    }
    *kind = dec.p[dec.n - 1] == '/' ? CLASSPATH_KIND_DIR : CLASSPATH_KIND_ARCHIVE;
    out->n = 0;
    if (dec.p[0] == '/') {
#if defined(_WIN32)
        /* file:/C:/dir/x.jar */
        if (dec.n >= 3 && dec.p[2] == ':' && ((dec.p[1] >= 'A' && dec.p[1] <= 'Z') || (dec.p[1] >= 'a' && dec.p[1] <= 'z')))
            buf_add(out, dec.p + 1, dec.n - 1);
        else
#endif
            buf_add(out, dec.p, dec.n);
    } else {
        size_t dir = strlen(jar_path);
        while (dir > 0 && !is_sep(jar_path[dir - 1])) dir--;
        buf_add(out, jar_path, dir);
        buf_add(out, dec.p, dec.n);
    }
    free(dec.p);
    return !out->oom;
}

void classpath_manifest_class_path(const char *jar_path, const char *class_path,
                            bool (*fn)(const char *path, classpath_kind kind, void *arg), void *arg)
{
    if (!class_path) return;
    buf path = {0};
    const char *s = class_path;
    for (;;) {
        while (*s && strchr(" \t\r\n\f", *s)) s++;
        if (!*s) break;
        const char *t = s;
        while (*s && !strchr(" \t\r\n\f", *s)) s++;
        classpath_kind kind;
        if (url_to_path(jar_path, t, (size_t)(s - t), &path, &kind) && !fn(path.p, kind, arg)) break;
    }
    free(path.p);
}

/* ---- the class path ----------------------------------------------------- */

enum { ENT_UNOPENED, ENT_DIR, ENT_ARCHIVE, ENT_SKIPPED };

typedef struct classpath_entry {
    char *path; /* as given ("" = the current directory) */
    char *key;  /* normalised, to recognise an entry seen before */
    classpath_kind kind;
    int state;
    zip_archive *zip;
} classpath_entry;

struct classpath {
    char *string; /* java.class.path */
    os_monitor *lock;
    classpath_entry **entries;
    size_t count, cap;
};

/* "a/./b/../c/" -> "a/c"; "" -> "."; separators unified to '/'. */
static char *normalise(const char *path)
{
    size_t n = strlen(path);
    char *out = malloc(n + 2);
    if (!out) return NULL;
    size_t o = 0;
    bool absolute = n > 0 && is_sep(path[0]);
    if (absolute) out[o++] = '/';
    size_t base = o; /* segments start here */
    size_t i = 0;
    while (i < n) {
        while (i < n && is_sep(path[i])) i++;
        size_t s = i;
        while (i < n && !is_sep(path[i])) i++;
        size_t len = i - s;
        if (len == 0 || (len == 1 && path[s] == '.')) continue;
        if (len == 2 && path[s] == '.' && path[s + 1] == '.') {
            /* pop the last segment unless there is none or it is ".." */
            size_t last = o;
            while (last > base && out[last - 1] != '/') last--;
            bool is_dotdot = o - last == 2 && out[last] == '.' && out[last + 1] == '.';
            if (o > base && !is_dotdot) {
                o = last > base ? last - 1 : base;
                continue;
            }
            if (absolute) continue; /* "/.." is "/" */
        }
        if (o > base) out[o++] = '/';
        memcpy(out + o, path + s, len);
        o += len;
    }
    if (o == 0) out[o++] = '.';
    out[o] = 0;
    return out;
}

static classpath_status add_entry_at(classpath *cp, size_t at, const char *path, classpath_kind kind)
{
    classpath_entry *e = calloc(1, sizeof *e);
    if (!e) return CLASSPATH_NOMEM;
    e->path = dup(path);
    e->key = normalise(path);
    e->kind = kind;
    e->state = ENT_UNOPENED;
    if (!e->path || !e->key) goto nomem;
    if (cp->count == cp->cap) {
        size_t cap = cp->cap ? cp->cap * 2 : 8;
        classpath_entry **p = realloc(cp->entries, cap * sizeof *p);
        if (!p) goto nomem;
        cp->entries = p;
        cp->cap = cap;
    }
    memmove(cp->entries + at + 1, cp->entries + at, (cp->count - at) * sizeof *cp->entries);
    cp->entries[at] = e;
    cp->count++;
    return CLASSPATH_OK;
nomem:
    free(e->path);
    free(e->key);
    free(e);
    return CLASSPATH_NOMEM;
}

typedef struct expand_ctx {
    buf *str;
    const char *prefix; /* the entry minus its '*' */
    size_t prefix_len;
    size_t matched;
} expand_ctx;

static bool expand_one(const char *name, void *arg)
{
    expand_ctx *x = arg;
    size_t n = strlen(name);
    if (n < 4 || name[n - 4] != '.' || !(strcmp(name + n - 3, "jar") == 0 || strcmp(name + n - 3, "JAR") == 0))
        return true;
    if (x->matched++) buf_addc(x->str, os_path_separator());
    buf_add(x->str, x->prefix, x->prefix_len);
    buf_add(x->str, name, n);
    return !x->str->oom;
}

/* The launcher's wildcard test: "*" alone, or a directory name, a separator
 * and "*", where that is not the name of an existing file. */
static bool is_wildcard(const char *e, size_t n)
{
    if (n == 1 && e[0] == '*') return true;
    if (n < 2 || e[n - 1] != '*' || !is_sep(e[n - 2])) return false;
    char *lit = dupn(e, n);
    bool exists = lit && os_file_kind_of(lit) != OS_FILE_NONE;
    free(lit);
    return !exists;
}

char *classpath_expand_wildcards(const char *spec)
{
    if (!spec) spec = "";
    buf str = {0};
    buf_add(&str, "", 0);
    char sep = os_path_separator();
    const char *s = spec;
    for (bool first = true;; first = false) {
        const char *end = strchr(s, sep);
        size_t n = end ? (size_t)(end - s) : strlen(s);
        if (!first) buf_addc(&str, sep);
        bool expanded = false;
        if (is_wildcard(s, n)) {
            char *dir = n == 1 ? dup(".") : dupn(s, n - 1);
            if (!dir) str.oom = true;
            expand_ctx x = {&str, s, n - 1, 0};
            size_t mark = str.n;
            if (dir && os_dir_list(dir, expand_one, &x) == OS_OK && x.matched > 0) expanded = true;
            free(dir);
            if (!expanded && !str.oom) { /* nothing matched: the entry stays as written */
                str.n = mark;
                str.p[mark] = 0;
            }
        }
        if (!expanded) buf_add(&str, s, n);
        if (!end) break;
        s = end + 1;
    }
    if (str.oom) {
        free(str.p);
        return NULL;
    }
    return str.p;
}

classpath *classpath_create_literal(const char *spec)
{
    classpath *cp = calloc(1, sizeof *cp);
    if (!cp) return NULL;
    cp->lock = os_monitor_create("class path");
    cp->string = dup(spec ? spec : "");
    if (!cp->lock || !cp->string) goto nomem;
    if (!spec) return cp; /* no entries at all, for paths built by classpath_append */
    char sep = os_path_separator();
    const char *s = spec;
    for (;;) {
        const char *end = strchr(s, sep);
        size_t n = end ? (size_t)(end - s) : strlen(s);
        char *path = dupn(s, n);
        if (!path) goto nomem;
        classpath_status st = add_entry_at(cp, cp->count, path, CLASSPATH_KIND_AUTO);
        free(path);
        if (st != CLASSPATH_OK) goto nomem;
        if (!end) break;
        s = end + 1;
    }
    return cp;
nomem:
    classpath_free(cp);
    return NULL;
}

classpath *classpath_create(const char *spec)
{
    if (!spec) return classpath_create_literal(NULL);
    char *expanded = classpath_expand_wildcards(spec);
    if (!expanded) return NULL;
    classpath *cp = classpath_create_literal(expanded);
    free(expanded);
    return cp;
}

void classpath_free(classpath *cp)
{
    if (!cp) return;
    for (size_t i = 0; i < cp->count; i++) {
        classpath_entry *e = cp->entries[i];
        zip_close(e->zip);
        free(e->path);
        free(e->key);
        free(e);
    }
    free(cp->entries);
    free(cp->string);
    if (cp->lock) os_monitor_destroy(cp->lock);
    free(cp);
}

const char *classpath_string(const classpath *cp) { return cp->string ? cp->string : ""; }

classpath_status classpath_append(classpath *cp, const char *path, classpath_kind kind)
{
    os_monitor_enter(cp->lock);
    classpath_status st = add_entry_at(cp, cp->count, path, kind);
    os_monitor_exit(cp->lock);
    return st;
}

size_t classpath_entry_count(classpath *cp)
{
    os_monitor_enter(cp->lock);
    size_t n = cp->count;
    os_monitor_exit(cp->lock);
    return n;
}

const char *classpath_entry_path(classpath *cp, size_t i)
{
    os_monitor_enter(cp->lock);
    const char *p = i < cp->count ? cp->entries[i]->path : NULL;
    os_monitor_exit(cp->lock);
    return p;
}

typedef struct insert_ctx {
    classpath *cp;
    size_t at;
    bool oom;
} insert_ctx;

static bool insert_one(const char *path, classpath_kind kind, void *arg)
{
    insert_ctx *x = arg;
    if (add_entry_at(x->cp, x->at, path, kind) != CLASSPATH_OK) {
        x->oom = true;
        return false;
    }
    x->at++;
    return true;
}

/* Opens entries[i] (cp->lock held): decides directory or archive, and puts
 * an archive's manifest Class-Path entries right after it. */
static void open_entry(classpath *cp, size_t i)
{
    classpath_entry *e = cp->entries[i];
    e->state = ENT_SKIPPED;
    for (size_t j = 0; j < i; j++) {
        classpath_entry *o = cp->entries[j];
        if ((o->state == ENT_DIR || o->state == ENT_ARCHIVE) && strcmp(o->key, e->key) == 0) return;
    }
    const char *path = e->path[0] ? e->path : ".";
    os_file_kind kind = os_file_kind_of(path);
    if (kind == OS_FILE_NONE) return;
    if (kind == OS_FILE_DIRECTORY) {
        if (e->kind != CLASSPATH_KIND_ARCHIVE) e->state = ENT_DIR;
        return;
    }
    if (e->kind == CLASSPATH_KIND_DIR) return;
    zip_archive *z;
    if (zip_open(path, &z, NULL, 0) != ZIP_OK) return; /* the JDK skips it silently */
    e->zip = z;
    e->state = ENT_ARCHIVE;
    long mi = zip_find(z, MANIFEST_NAME);
    if (mi < 0) return;
    uint8_t *bytes;
    size_t len;
    if (zip_read(z, (size_t)mi, &bytes, &len, NULL, 0) != ZIP_OK) return;
    classpath_manifest mf;
    if (classpath_manifest_parse((const char *)bytes, len, &mf, NULL, 0) == CLASSPATH_MF_OK) {
        insert_ctx x = {cp, i + 1, false};
        classpath_manifest_class_path(e->path, mf.class_path, insert_one, &x);
        classpath_manifest_free(&mf);
    }
    free(bytes);
}

/* A name that stays inside a directory entry. */
static bool safe_name(const char *name)
{
    if (!name[0] || name[0] == '/' || strchr(name, '\\')) return false;
#if defined(_WIN32)
    if (strchr(name, ':')) return false;
#endif
    for (const char *s = name; *s;) {
        const char *t = strchr(s, '/');
        size_t n = t ? (size_t)(t - s) : strlen(s);
        if (n == 2 && s[0] == '.' && s[1] == '.') return false;
        if (!t) break;
        s = t + 1;
    }
    return true;
}

static classpath_status read_dir_file(const char *dir, const char *name, classpath_resource *out, char *err,
                                      size_t errlen)
{
    buf p = {0};
    size_t dn = strlen(dir);
    buf_add(&p, dir, dn);
    if (dn && !is_sep(dir[dn - 1])) buf_addc(&p, '/');
    buf_add(&p, name, strlen(name));
    if (p.oom) {
        free(p.p);
        return CLASSPATH_NOMEM;
    }
    FILE *f = fopen(p.p, "rb");
    if (!f) {
        free(p.p);
        return CLASSPATH_NOT_FOUND;
    }
    /* fopen succeeds on a directory on POSIX; a directory is not a resource. */
    if (os_file_kind_of(p.p) != OS_FILE_REGULAR) {
        fclose(f);
        free(p.p);
        return CLASSPATH_NOT_FOUND;
    }
    buf data = {0};
    char chunk[8192];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        buf_add(&data, chunk, got);
        if (data.oom || data.n > (size_t)INT32_MAX) break;
    }
    classpath_status st = CLASSPATH_OK;
    if (ferror(f)) {
        seterr(err, errlen, "%s: read error: %s", p.p, strerror(errno));
        st = CLASSPATH_ERROR;
    } else if (data.oom) {
        st = CLASSPATH_NOMEM;
    } else if (data.n > (size_t)INT32_MAX) {
        seterr(err, errlen, "%s: file too large", p.p);
        st = CLASSPATH_ERROR;
    }
    fclose(f);
    free(p.p);
    if (st != CLASSPATH_OK) {
        free(data.p);
        return st;
    }
    if (!data.p) buf_add(&data, "", 0); /* an empty file still gets a buffer */
    if (data.oom) return CLASSPATH_NOMEM;
    out->bytes = (uint8_t *)data.p;
    out->len = data.n;
    return CLASSPATH_OK;
}

classpath_status classpath_find(classpath *cp, const char *name, classpath_resource *out, char *err, size_t errlen)
{
    out->bytes = NULL;
    out->len = 0;
    out->source = NULL;
    out->source_is_archive = false;
    if (!safe_name(name)) return CLASSPATH_NOT_FOUND;
    size_t nlen = strlen(name);
    for (size_t i = 0;; i++) {
        os_monitor_enter(cp->lock);
        if (i >= cp->count) {
            os_monitor_exit(cp->lock);
            return CLASSPATH_NOT_FOUND;
        }
        classpath_entry *e = cp->entries[i];
        if (e->state == ENT_UNOPENED) open_entry(cp, i);
        int state = e->state;
        os_monitor_exit(cp->lock);
        classpath_status st = CLASSPATH_NOT_FOUND;
        if (state == ENT_DIR) {
            st = read_dir_file(e->path, name, out, err, errlen);
        } else if (state == ENT_ARCHIVE) {
            long k = zip_find_n(e->zip, name, nlen);
            if (k >= 0) {
                zip_status zs = zip_read(e->zip, (size_t)k, &out->bytes, &out->len, err, errlen);
                st = zs == ZIP_OK ? CLASSPATH_OK : zs == ZIP_NOMEM ? CLASSPATH_NOMEM : CLASSPATH_ERROR;
            }
        }
        if (st == CLASSPATH_NOT_FOUND) continue;
        if (st == CLASSPATH_OK) {
            out->source = e->path;
            out->source_is_archive = state == ENT_ARCHIVE;
        }
        return st;
    }
}

/* Existence only, as the JDK's URLClassPath decides getResource: a file or
 * a directory under a directory entry, an entry (directory entries
 * included) of an archive.  Nothing is read, so a corrupt entry is found
 * here and fails later, when its URL is opened -- as on the JDK. */
bool classpath_locate(classpath *cp, const char *name, size_t *index, const char **source, bool *is_archive)
{
    if (!safe_name(name)) return false;
    size_t nlen = strlen(name);
    for (size_t i = *index;; i++) {
        os_monitor_enter(cp->lock);
        if (i >= cp->count) {
            os_monitor_exit(cp->lock);
            return false;
        }
        classpath_entry *e = cp->entries[i];
        if (e->state == ENT_UNOPENED) open_entry(cp, i);
        int state = e->state;
        os_monitor_exit(cp->lock);
        bool found = false;
        if (state == ENT_DIR) {
            buf p = {0};
            const char *dir = e->path[0] ? e->path : ".";
            size_t dn = strlen(dir);
            buf_add(&p, dir, dn);
            if (!is_sep(dir[dn - 1])) buf_addc(&p, '/');
            buf_add(&p, name, nlen);
            found = !p.oom && os_file_kind_of(p.p) != OS_FILE_NONE;
            free(p.p);
        } else if (state == ENT_ARCHIVE) {
            found = zip_find_n(e->zip, name, nlen) >= 0;
        }
        if (!found) continue;
        *index = i;
        *source = e->path;
        *is_archive = state == ENT_ARCHIVE;
        return true;
    }
}

/* ---- -verbose:class sources ------------------------------------------------ */

/* Bytes a file URL path keeps as they are (the JDK's encoding, observed:
 * space, '#', '%', ';', '=', '?', '"', '<', '[', '^', '`', '{', '|', and
 * every non-ASCII byte are escaped, in lower-case hex). */
static bool url_plain(unsigned char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    return c != 0 && strchr("-_.!~*'()/$&+,@:", c) != NULL;
}

char *classpath_source_url(const char *cwd, const char *source, bool is_archive)
{
    buf abs = {0};
    bool absolute = is_sep(source[0]);
#if defined(_WIN32)
    absolute = absolute || (source[0] && source[1] == ':');
#endif
    if (!absolute) {
        buf_add(&abs, cwd, strlen(cwd));
        buf_addc(&abs, '/');
    }
    buf_add(&abs, source, strlen(source));
    if (abs.oom) {
        free(abs.p);
        return NULL;
    }
    char *norm = normalise(abs.p);
    free(abs.p);
    if (!norm) return NULL;
    buf url = {0};
    buf_add(&url, "file:", 5);
    if (norm[0] != '/') buf_addc(&url, '/'); /* "C:/dir" -> "file:/C:/dir" */
    static const char hex[] = "0123456789abcdef";
    for (const unsigned char *c = (const unsigned char *)norm; *c; c++) {
        if (url_plain(*c)) {
            buf_addc(&url, (char)*c);
        } else {
            char e[3] = {'%', hex[*c >> 4], hex[*c & 15]};
            buf_add(&url, e, 3);
        }
    }
    if (!is_archive && !(url.n > 0 && url.p[url.n - 1] == '/')) buf_addc(&url, '/');
    free(norm);
    if (url.oom) {
        free(url.p);
        return NULL;
    }
    return url.p;
}

/* ---- java -jar ------------------------------------------------------------ */

classpath_jar_status classpath_jar_main_class(const char *jar_path, char **main_class, char *msg, size_t msglen)
{
    *main_class = NULL;
    zip_archive *z;
    zip_status zs = zip_open(jar_path, &z, NULL, 0);
    if (zs == ZIP_NO_FILE) {
        seterr(msg, msglen, "Error: Unable to access jarfile %s", jar_path);
        return CLASSPATH_JAR_NO_ACCESS;
    }
    if (zs == ZIP_NOMEM) return CLASSPATH_JAR_NOMEM;
    if (zs != ZIP_OK) goto corrupt;
    long mi = zip_find(z, MANIFEST_NAME);
    uint8_t *bytes = NULL;
    size_t len;
    if (mi < 0 || zip_read(z, (size_t)mi, &bytes, &len, NULL, 0) != ZIP_OK) {
        zip_close(z);
        goto corrupt;
    }
    zip_close(z);
    classpath_manifest mf;
    classpath_manifest_status ms = classpath_manifest_parse((const char *)bytes, len, &mf, NULL, 0);
    free(bytes);
    switch (ms) {
    case CLASSPATH_MF_OK:
        break;
    case CLASSPATH_MF_LAUNCHER_REJECTS:
        goto corrupt;
    case CLASSPATH_MF_JAVA_REJECTS:
        seterr(msg, msglen, "Error: An unexpected error occurred while trying to open file %s", jar_path);
        return CLASSPATH_JAR_BAD_MANIFEST;
    default:
        return CLASSPATH_JAR_NOMEM;
    }
    if (!mf.main_class) {
        classpath_manifest_free(&mf);
        seterr(msg, msglen, "no main manifest attribute, in %s", jar_path);
        return CLASSPATH_JAR_NO_MAIN;
    }
    *main_class = mf.main_class;
    mf.main_class = NULL;
    classpath_manifest_free(&mf);
    seterr(msg, msglen, "%s", "");
    return CLASSPATH_JAR_OK;
corrupt:
    seterr(msg, msglen, "Error: Invalid or corrupt jarfile %s", jar_path);
    return CLASSPATH_JAR_CORRUPT;
}
