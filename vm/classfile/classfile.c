/*
 * classfile.c -- cf_parse: class-file bytes to a checked cf_class (see
 * classfile.h for the contract).
 *
 * The checks run in the order HotSpot 17 runs them, so that a file with
 * several faults gets the message HotSpot gives for it:
 *   header and version; constant pool in three passes (read every entry and
 *   check its UTF-8; check every index and tag; check every name and
 *   descriptor); class flags, this/super/interfaces; fields; methods (Code
 *   and its sub-attributes read in line); class attributes, some of which
 *   (InnerClasses, NestMembers, Record, PermittedSubclasses) are read only
 *   after the whole attribute list, from their start, as HotSpot does --
 *   which is why an over-long count there reports "Truncated class file";
 *   trailing bytes; and finally the structural instruction check
 *   (classfile_code.c), which HotSpot does at link time as VerifyError.
 *
 * Invariants of this file: every read goes through need()/rd*(), which fail
 * with "Truncated class file" before touching a byte past the end; every
 * failure longjmps to cf_parse, which frees the arena, so nothing leaks.
 * All memory of a result is in its arena: the input buffer may be freed as
 * soon as cf_parse returns.
 */
#include "classfile/classfile_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* HotSpot's JVM_RECOGNIZED_*_MODIFIERS */
#define CLASS_MODIFIERS 0x7631u
#define INNER_CLASS_MODIFIERS 0x763fu
#define FIELD_MODIFIERS 0x50dfu
#define METHOD_MODIFIERS 0x1dffu

/* ---- arena ------------------------------------------------------------- */

typedef struct cf_chunk {
    struct cf_chunk *next;
    size_t used, size;
    /* data follows, aligned by the allocation itself */
} cf_chunk;

#define CHUNK_HEADER ((sizeof(cf_chunk) + 7) & ~(size_t)7)

struct cf_owned {
    cf_class c;
    cf_chunk *chunks;
    size_t chunk_size; /* size of the next chunk */
};

/* The VM keeps a class's cf_class as long as the class, so the arena is
 * sized to the file: the parsed form takes about 2.4 times the bytes of
 * the file (measured over 15,843 JDK classes; at most 4.7). */
static void *arena_alloc(cf_owned *o, size_t n)
{
    n = (n + 7) & ~(size_t)7;
    if (n == 0) n = 8;
    cf_chunk *k = o->chunks;
    if (!k || k->size - k->used < n) {
        size_t size = n > o->chunk_size ? n : o->chunk_size;
        o->chunk_size = 8192;
        k = malloc(CHUNK_HEADER + size);
        if (!k) return NULL;
        k->next = o->chunks;
        k->used = 0;
        k->size = size;
        o->chunks = k;
    }
    void *r = (unsigned char *)k + CHUNK_HEADER + k->used;
    k->used += n;
    return r;
}

static void arena_free(cf_owned *o)
{
    cf_chunk *k = o->chunks;
    while (k) {
        cf_chunk *next = k->next;
        free(k);
        k = next;
    }
    o->chunks = NULL;
}

void *cfp_alloc(cf_parser *ps, size_t n)
{
    void *r = arena_alloc(ps->o, n);
    if (!r) {
        ps->err->exception = "java/lang/OutOfMemoryError";
        snprintf(ps->err->message, sizeof ps->err->message, "Java heap space");
        longjmp(ps->jb, 1);
    }
    memset(r, 0, n);
    return r;
}

/* ---- errors ------------------------------------------------------------ */

void cfp_fail(cf_parser *ps, const char *exception, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ps->err->message, sizeof ps->err->message, fmt, ap);
    va_end(ap);
    ps->err->exception = exception;
    longjmp(ps->jb, 1);
}

#define CFE "java/lang/ClassFormatError"
#define UCVE "java/lang/UnsupportedClassVersionError"
#define NCDFE "java/lang/NoClassDefFoundError"
#define FAIL(...) cfp_fail(ps, CFE, __VA_ARGS__)
#define CHECK(cond, ...) \
    do {                 \
        if (!(cond)) FAIL(__VA_ARGS__); \
    } while (0)

/* ---- reading ----------------------------------------------------------- */

static void need(cf_parser *ps, size_t n)
{
    if ((size_t)(ps->end - ps->p) < n) FAIL("Truncated class file");
}

static uint8_t u1(cf_parser *ps)
{
    need(ps, 1);
    return *ps->p++;
}

static uint16_t u2(cf_parser *ps)
{
    need(ps, 2);
    uint16_t v = (uint16_t)(ps->p[0] << 8 | ps->p[1]);
    ps->p += 2;
    return v;
}

static uint32_t u4(cf_parser *ps)
{
    need(ps, 4);
    uint32_t v = (uint32_t)ps->p[0] << 24 | (uint32_t)ps->p[1] << 16 | (uint32_t)ps->p[2] << 8 | ps->p[3];
    ps->p += 4;
    return v;
}

static void skip(cf_parser *ps, size_t n)
{
    need(ps, n);
    ps->p += n;
}

/* ---- constant-pool predicates ----------------------------------------- */

static bool in_range(const cf_parser *ps, uint32_t i) { return i > 0 && i < ps->cp_count; }
static bool is_tag(const cf_parser *ps, uint32_t i, int tag) { return in_range(ps, i) && ps->cp[i].tag == tag; }
static bool is_utf8(const cf_parser *ps, uint32_t i) { return is_tag(ps, i, CF_UTF8); }
static bool is_class(const cf_parser *ps, uint32_t i) { return is_tag(ps, i, CF_CLASS); }
static const char *str(const cf_parser *ps, uint32_t i) { return ps->cp[i].u.utf8.str; }
static const char *class_name(const cf_parser *ps, uint32_t i) { return str(ps, ps->cp[i].u.name); }

/* ---- modified UTF-8 ---------------------------------------------------- */

/* As HotSpot checks it: class files up to version 47 may use overlong
 * forms; six-byte surrogate pairs are accepted as two three-byte forms. */
static bool valid_mutf8(const uint8_t *b, size_t n, bool lenient)
{
    for (size_t i = 0; i < n; i++) {
        uint8_t c = b[i];
        if (c == 0) return false;
        if (c < 0x80) continue;
        switch (c >> 4) {
        case 0xc:
        case 0xd: {
            if (i + 1 >= n || (b[i + 1] & 0xc0) != 0x80) return false;
            unsigned v = (unsigned)(c & 0x1f) << 6 | (b[i + 1] & 0x3f);
            if (!lenient && v != 0 && v < 0x80) return false;
            i += 1;
            break;
        }
        case 0xe: {
            if (i + 2 >= n || (b[i + 1] & 0xc0) != 0x80 || (b[i + 2] & 0xc0) != 0x80) return false;
            unsigned v = (unsigned)(c & 0xf) << 12 | (unsigned)(b[i + 1] & 0x3f) << 6 | (b[i + 2] & 0x3f);
            if (!lenient && v < 0x800) return false;
            i += 2;
            break;
        }
        default: /* 0x8x..0xbx continuation without lead, 0xfx */
            return false;
        }
    }
    return true;
}

bool cf_valid_mutf8(const uint8_t *bytes, size_t length)
{
    return valid_mutf8(bytes, length, false);
}

/* ---- names and descriptors (JVMS 4.2, 4.3) ----------------------------- */

enum { LEGAL_CLASS, LEGAL_FIELD, LEGAL_METHOD };

static bool unqualified_name(const char *s, size_t n, int kind)
{
    if (n == 0) return false;
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '.':
        case ';':
        case '[':
            return false;
        case '/':
            if (kind != LEGAL_CLASS || i == 0 || i + 1 >= n || s[i + 1] == '/') return false;
            break;
        case '<':
        case '>':
            if (kind == LEGAL_METHOD) return false;
            break;
        default:
            break;
        }
    }
    return true;
}

/* Pre-1.5 class files: names must be Java identifiers (non-ASCII characters
 * are taken as letters), with '/' between them in class names.  Returns the
 * length of the longest such prefix. */
static size_t java_name_prefix(const char *s, size_t n, bool slash_ok)
{
    size_t i = 0;
    bool last_slash = false, first = true;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c == '/' && slash_ok && !first && !last_slash) {
            last_slash = true;
            first = true; /* next character starts an identifier */
            i++;
            continue;
        }
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
        bool digit = c >= '0' && c <= '9';
        if (!(letter || (digit && !first))) break;
        first = false;
        last_slash = false;
        i++;
    }
    if (last_slash) i--; /* a trailing slash is not part of the name */
    return i;
}

/* Skips one field descriptor at s (n bytes); returns its length or 0. */
static size_t field_descriptor(cf_parser *ps, const char *s, size_t n, bool void_ok)
{
    size_t i = 0, dims = 0;
    while (i < n) {
        switch (s[i]) {
        case 'V':
            if (!void_ok) return 0;
            /* fall through */
        case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
            return i + 1;
        case 'L': {
            if (ps->major < 49) {
                size_t k = java_name_prefix(s + i + 1, n - i - 1, true);
                if (k > 0 && i + 1 + k < n && s[i + 1 + k] == ';') return i + k + 2;
                return 0;
            }
            const char *semi = memchr(s + i + 1, ';', n - i - 1);
            if (!semi) return 0;
            size_t len = (size_t)(semi - (s + i + 1));
            if (!unqualified_name(s + i + 1, len, LEGAL_CLASS))
                FAIL("Class name is empty or contains illegal character in descriptor in class file %s", ps->cname);
            return i + len + 2;
        }
        case '[':
            if (++dims > 255) FAIL("Array type descriptor has more than 255 dimensions in class file %s", ps->cname);
            void_ok = false;
            i++;
            break;
        default:
            return 0;
        }
    }
    return 0;
}

static void illegal_signature(cf_parser *ps, const char *what, const char *name, const char *sig)
{
    FAIL("%s \"%s\" in class %s has illegal signature \"%s\"", what, name, ps->cname, sig);
}

void cfp_class_name(cf_parser *ps, const char *s)
{
    size_t n = strlen(s);
    bool legal = false;
    if (n > 0) {
        if (s[0] == '[') {
            legal = field_descriptor(ps, s, n, false) == n;
        } else if (ps->major < 49) {
            legal = s[0] != '<' && java_name_prefix(s, n, true) == n;
        } else {
            legal = unqualified_name(s, n, LEGAL_CLASS);
        }
    }
    if (!legal) FAIL("Illegal class name \"%s\" in class file %s", s, ps->cname);
}

static void field_name(cf_parser *ps, const char *s)
{
    size_t n = strlen(s);
    bool legal = false;
    if (n > 0) {
        if (ps->major < 49) legal = s[0] != '<' && java_name_prefix(s, n, false) == n;
        else legal = unqualified_name(s, n, LEGAL_FIELD);
    }
    if (!legal) FAIL("Illegal field name \"%s\" in class %s", s, ps->cname);
}

static void method_name(cf_parser *ps, const char *s)
{
    size_t n = strlen(s);
    bool legal = false;
    if (n > 0) {
        if (s[0] == '<') legal = strcmp(s, "<init>") == 0 || strcmp(s, "<clinit>") == 0;
        else if (ps->major < 49) legal = java_name_prefix(s, n, false) == n;
        else legal = unqualified_name(s, n, LEGAL_METHOD);
    }
    if (!legal) FAIL("Illegal method name \"%s\" in class %s", s, ps->cname);
}

static void field_signature(cf_parser *ps, const char *name, const char *sig)
{
    size_t n = strlen(sig);
    if (n == 0 || field_descriptor(ps, sig, n, false) != n) illegal_signature(ps, "Field", name, sig);
}

/* Returns the parameter slots; fails unless sig is a method descriptor fit
 * for name (special methods return void; <clinit> takes nothing from 51). */
static int method_signature(cf_parser *ps, const char *name, const char *sig)
{
    if (strcmp(name, "<clinit>") == 0 && strcmp(sig, "()V") != 0 && ps->major >= 51)
        illegal_signature(ps, "Method", name, sig);
    size_t n = strlen(sig), i = 0;
    int slots = 0;
    if (n > 0 && sig[0] == '(') {
        i = 1;
        size_t k;
        while (i < n && (k = field_descriptor(ps, sig + i, n - i, false)) != 0) {
            slots += (sig[i] == 'J' || sig[i] == 'D') ? 2 : 1;
            i += k;
        }
        if (i < n && sig[i] == ')') {
            i++;
            if (name[0] == '<') {
                if (n - i == 1 && sig[i] == 'V') return slots;
            } else if (i < n && field_descriptor(ps, sig + i, n - i, true) == n - i) {
                return slots;
            }
        }
    }
    illegal_signature(ps, "Method", name, sig);
    return 0;
}

int cf_descriptor_arg_slots(const char *d)
{
    int slots = 0;
    if (*d != '(') return 0;
    d++;
    while (*d && *d != ')') {
        bool wide = *d == 'J' || *d == 'D';
        while (*d == '[') d++;
        if (*d == 'L')
            while (*d && *d != ';') d++;
        if (*d) d++;
        slots += wide ? 2 : 1;
    }
    return slots;
}

const char *cf_utf8(const cf_class *c, uint16_t index)
{
    if (index == 0 || index >= c->cp_count) return NULL;
    if (c->cp[index].tag == CF_UTF8) return c->cp[index].u.utf8.str;
    if (c->cp[index].tag == CF_CLASS) return c->cp[c->cp[index].u.name].u.utf8.str;
    return NULL;
}

const char *cf_class_name_at(const cf_class *c, uint16_t class_index)
{
    if (class_index == 0 || class_index >= c->cp_count || c->cp[class_index].tag != CF_CLASS) return NULL;
    return c->cp[c->cp[class_index].u.name].u.utf8.str;
}

/* ---- version ----------------------------------------------------------- */

static void check_version(cf_parser *ps, unsigned major, unsigned minor)
{
    if (major == 45) return; /* every 45.x, including 45.65535 */
    if (major < 45)
        cfp_fail(ps, UCVE, "%s (class file version %u.%u) was compiled with an invalid major version", ps->cname, major, minor);
    if (major > 61)
        cfp_fail(ps, UCVE,
                 "%s has been compiled by a more recent version of the Java Runtime (class file version %u.%u), "
                 "this version of the Java Runtime only recognizes class file versions up to 61.0",
                 ps->cname, major, minor);
    if (major < 56 || minor == 0) return;
    if (minor == 0xffff) {
        if (major != 61)
            cfp_fail(ps, UCVE,
                     "%s (class file version %u.%u) was compiled with preview features that are unsupported. "
                     "This version of the Java Runtime only recognizes preview features for class file version 61.65535",
                     ps->cname, major, minor);
        cfp_fail(ps, UCVE, "Preview features are not enabled for %s (class file version %u.%u). Try running with '--enable-preview'",
                 ps->cname, major, minor);
    }
    cfp_fail(ps, UCVE, "%s (class file version %u.%u) was compiled with an invalid non-zero minor version", ps->cname, major, minor);
}

/* ---- constant pool ----------------------------------------------------- */

/* Pass 1 for a Long or Double at slot i: the 8-byte value; the slot after
 * it stays tag 0. */
static void read_cp_wide_number(cf_parser *ps, unsigned i, uint8_t tag)
{
    cf_const *e = &ps->cp[i];
    CHECK(i + 1 < ps->cp_count, "Invalid constant pool entry %u in class file %s", i, ps->cname);
    need(ps, 9); /* as HotSpot: the value and the next tag (or the flags) */
    uint64_t hi = u4(ps), lo = u4(ps);
    uint64_t bits = hi << 32 | lo;
    if (tag == CF_LONG) e->u.l = (int64_t)bits;
    else memcpy(&e->u.d, &bits, 8);
    e->tag = tag;
}

/* Pass 1 for a Utf8: its bytes, checked as modified UTF-8 (leniently for
 * old class files, as HotSpot) and copied NUL-terminated. */
static void read_cp_utf8(cf_parser *ps, cf_const *e)
{
    unsigned len = u2(ps);
    need(ps, (size_t)len + 1); /* as HotSpot: the bytes and the next tag (or the flags) */
    if (!valid_mutf8(ps->p, len, ps->major <= 47))
        FAIL("Illegal UTF8 string in constant pool in class file %s", ps->cname);
    char *s = cfp_alloc(ps, len + 1);
    memcpy(s, ps->p, len);
    s[len] = 0;
    ps->p += len;
    e->u.utf8.str = s;
    e->u.utf8.len = (uint16_t)len;
}

/* Pass 1 for the tags later class-file versions added: MethodHandle,
 * MethodType (51), InvokeDynamic (51), Dynamic (55). */
static void read_cp_invoke_entry(cf_parser *ps, cf_const *e, uint8_t tag)
{
    if (tag == CF_METHOD_HANDLE || tag == CF_METHOD_TYPE) {
        CHECK(ps->major >= 51, "Class file version does not support constant tag %u in class file %s", tag, ps->cname);
        if (tag == CF_METHOD_HANDLE) {
            e->u.mh.kind = u1(ps);
            e->u.mh.ref = u2(ps);
        } else {
            e->u.descriptor = u2(ps);
        }
        return;
    }
    CHECK(ps->major >= (tag == CF_DYNAMIC ? 55 : 51),
          "Class file version does not support constant tag %u in class file %s", tag, ps->cname);
    e->u.dyn.bsm = u2(ps);
    e->u.dyn.nat_index = u2(ps);
    if ((int)e->u.dyn.bsm > ps->max_bsm) ps->max_bsm = e->u.dyn.bsm;
}

/* Pass 1, the entry at slot i: its tag and operands.  Returns the slots
 * it takes (2 for Long and Double). */
static unsigned read_cp_entry(cf_parser *ps, unsigned i)
{
    cf_const *e = &ps->cp[i];
    uint8_t tag = u1(ps);
    switch (tag) {
    case CF_CLASS:
        e->u.name = u2(ps);
        break;
    case CF_STRING:
        e->u.string = u2(ps);
        break;
    case CF_FIELDREF:
    case CF_METHODREF:
    case CF_INTERFACE_METHODREF:
        e->u.ref.class_index = u2(ps);
        e->u.ref.nat_index = u2(ps);
        break;
    case CF_NAME_AND_TYPE:
        e->u.nat.name = u2(ps);
        e->u.nat.descriptor = u2(ps);
        break;
    case CF_METHOD_HANDLE:
    case CF_METHOD_TYPE:
    case CF_DYNAMIC:
    case CF_INVOKE_DYNAMIC:
        read_cp_invoke_entry(ps, e, tag);
        break;
    case CF_INTEGER:
        e->u.i = (int32_t)u4(ps);
        break;
    case CF_FLOAT: {
        uint32_t bits = u4(ps);
        memcpy(&e->u.f, &bits, 4);
        break;
    }
    case CF_LONG:
    case CF_DOUBLE:
        read_cp_wide_number(ps, i, tag);
        return 2;
    case CF_UTF8:
        read_cp_utf8(ps, e);
        break;
    case CF_MODULE:
    case CF_PACKAGE:
        /* Legal only in module-info (version 53 on), which the flags
         * check rejects with NoClassDefFoundError first; so the error
         * comes after the flags, as in HotSpot. */
        if (ps->major < 53) FAIL("Unknown constant tag %u in class file %s", tag, ps->cname);
        ps->bad_constant = tag;
        e->u.name = u2(ps);
        tag = 0;
        break;
    default:
        FAIL("Unknown constant tag %u in class file %s", tag, ps->cname);
    }
    e->tag = tag;
    return 1;
}

/* Pass 2 for the MethodHandle at slot i: its reference is of the kind of
 * member its kind needs. */
static void check_cp_method_handle_ref(cf_parser *ps, unsigned i)
{
    const cf_const *e = &ps->cp[i];
    unsigned r = e->u.mh.ref;
    CHECK(in_range(ps, r), "Invalid constant pool index %u in class file %s", r, ps->cname);
    int t = ps->cp[r].tag;
    switch (e->u.mh.kind) {
    case CF_REF_GET_FIELD:
    case CF_REF_GET_STATIC:
    case CF_REF_PUT_FIELD:
    case CF_REF_PUT_STATIC:
        CHECK(t == CF_FIELDREF, "Invalid constant pool index %u in class file %s (not a field)", r, ps->cname);
        break;
    case CF_REF_INVOKE_VIRTUAL:
    case CF_REF_NEW_INVOKE_SPECIAL:
        CHECK(t == CF_METHODREF, "Invalid constant pool index %u in class file %s (not a method)", r, ps->cname);
        break;
    case CF_REF_INVOKE_STATIC:
    case CF_REF_INVOKE_SPECIAL:
        CHECK(t == CF_METHODREF || (ps->major >= 52 && t == CF_INTERFACE_METHODREF),
              "Invalid constant pool index %u in class file %s (not a method)", r, ps->cname);
        break;
    case CF_REF_INVOKE_INTERFACE:
        CHECK(t == CF_INTERFACE_METHODREF, "Invalid constant pool index %u in class file %s (not an interface method)", r,
              ps->cname);
        break;
    default:
        FAIL("Bad method handle kind at constant pool index %u in class file %s", i, ps->cname);
    }
}

/* Pass 2, the entry at slot i: the indexes it holds are in range and name
 * entries of the right tags. */
static void check_cp_indexes(cf_parser *ps, unsigned i)
{
    const cf_const *e = &ps->cp[i];
    switch (e->tag) {
    case CF_CLASS:
    case CF_STRING:
        CHECK(is_utf8(ps, e->u.name), "Invalid constant pool index %u in class file %s", e->u.name, ps->cname);
        break;
    case CF_METHOD_TYPE:
        CHECK(is_utf8(ps, e->u.descriptor), "Invalid constant pool index %u in class file %s", e->u.descriptor, ps->cname);
        break;
    case CF_FIELDREF:
    case CF_METHODREF:
    case CF_INTERFACE_METHODREF:
        CHECK(is_class(ps, e->u.ref.class_index), "Invalid constant pool index %u in class file %s", e->u.ref.class_index, ps->cname);
        CHECK(is_tag(ps, e->u.ref.nat_index, CF_NAME_AND_TYPE), "Invalid constant pool index %u in class file %s",
              e->u.ref.nat_index, ps->cname);
        break;
    case CF_NAME_AND_TYPE:
        CHECK(is_utf8(ps, e->u.nat.name), "Invalid constant pool index %u in class file %s", e->u.nat.name, ps->cname);
        CHECK(is_utf8(ps, e->u.nat.descriptor), "Invalid constant pool index %u in class file %s", e->u.nat.descriptor, ps->cname);
        break;
    case CF_DYNAMIC:
    case CF_INVOKE_DYNAMIC:
        CHECK(is_tag(ps, e->u.dyn.nat_index, CF_NAME_AND_TYPE), "Invalid constant pool index %u in class file %s",
              e->u.dyn.nat_index, ps->cname);
        break;
    case CF_METHOD_HANDLE:
        check_cp_method_handle_ref(ps, i);
        break;
    default:
        break;
    }
}

/* Pass 3 for a NameAndType: a non-empty legal name and descriptor, of a
 * method if the descriptor says so, else of a field. */
static void check_cp_name_and_type(cf_parser *ps, const cf_const *e)
{
    const char *name = str(ps, e->u.nat.name), *sig = str(ps, e->u.nat.descriptor);
    CHECK(sig[0] != 0, "Illegal zero length constant pool entry at %d in class %s", e->u.nat.descriptor, ps->cname);
    CHECK(name[0] != 0, "Illegal zero length constant pool entry at %d in class %s", e->u.nat.name, ps->cname);
    if (sig[0] == '(') {
        method_name(ps, name);
        method_signature(ps, name, sig);
    } else {
        field_name(ps, name);
        field_signature(ps, name, sig);
    }
}

/* Pass 3 for a Fieldref, Methodref or InterfaceMethodref: a field's
 * descriptor for a field, a method's for a method, and no special name
 * but <init> for a Methodref. */
static void check_cp_member_ref(cf_parser *ps, const cf_const *e)
{
    const cf_const *nat = &ps->cp[e->u.ref.nat_index];
    const char *name = str(ps, nat->u.nat.name), *sig = str(ps, nat->u.nat.descriptor);
    if (e->tag == CF_FIELDREF) {
        if (sig[0] == '(') illegal_signature(ps, "Field", name, sig);
    } else {
        if (sig[0] != '(') illegal_signature(ps, "Method", name, sig);
        if (e->tag == CF_METHODREF && name[0] == '<' && strcmp(name, "<init>") != 0)
            FAIL("Bad method name at constant pool index %u in class file %s", nat->u.nat.name, ps->cname);
    }
}

/* Pass 3 for a MethodHandle to a method: <init> exactly for
 * newInvokeSpecial, never for the other kinds. */
static void check_cp_method_handle_name(cf_parser *ps, const cf_const *e)
{
    int k = e->u.mh.kind;
    if (k < CF_REF_INVOKE_VIRTUAL || k > CF_REF_NEW_INVOKE_SPECIAL) return;
    const cf_const *nat = &ps->cp[ps->cp[e->u.mh.ref].u.ref.nat_index];
    const char *name = str(ps, nat->u.nat.name);
    bool init = strcmp(name, "<init>") == 0;
    if (k == CF_REF_NEW_INVOKE_SPECIAL && !init)
        FAIL("Bad constructor name at constant pool index %u in class file %s", nat->u.nat.name, ps->cname);
    if (k != CF_REF_NEW_INVOKE_SPECIAL && init)
        FAIL("Bad method name at constant pool index %u in class file %s", nat->u.nat.name, ps->cname);
}

/* Pass 3, the entry at slot i: the names and descriptors it uses are
 * legal for what it is. */
static void check_cp_names(cf_parser *ps, unsigned i)
{
    const cf_const *e = &ps->cp[i];
    switch (e->tag) {
    case CF_CLASS:
        cfp_class_name(ps, str(ps, e->u.name));
        break;
    case CF_NAME_AND_TYPE:
        check_cp_name_and_type(ps, e);
        break;
    case CF_FIELDREF:
    case CF_METHODREF:
    case CF_INTERFACE_METHODREF:
        check_cp_member_ref(ps, e);
        break;
    case CF_METHOD_HANDLE:
        check_cp_method_handle_name(ps, e);
        break;
    case CF_METHOD_TYPE:
        method_signature(ps, "type", str(ps, e->u.descriptor));
        break;
    case CF_DYNAMIC:
    case CF_INVOKE_DYNAMIC: {
        const cf_const *nat = &ps->cp[e->u.dyn.nat_index];
        const char *name = str(ps, nat->u.nat.name), *sig = str(ps, nat->u.nat.descriptor);
        if (e->tag == CF_DYNAMIC && sig[0] == '(') illegal_signature(ps, "CONSTANT_Dynamic", name, sig);
        if (e->tag == CF_INVOKE_DYNAMIC && sig[0] != '(') illegal_signature(ps, "Method", name, sig);
        break;
    }
    default:
        break;
    }
}

/* The constant pool in three passes over all entries: read every entry,
 * then check every index and tag, then every name and descriptor; the
 * order decides which of several faults a class file is rejected for. */
static void parse_cp(cf_parser *ps)
{
    need(ps, 2);
    unsigned n = u2(ps);
    CHECK(n >= 1, "Illegal constant pool size %u in class file %s", n, ps->cname);
    ps->cp = cfp_alloc(ps, n * sizeof *ps->cp);
    ps->cp_count = (uint16_t)n;
    for (unsigned i = 1; i < n;) i += read_cp_entry(ps, i);
    for (unsigned i = 1; i < n; i++) check_cp_indexes(ps, i);
    for (unsigned i = 1; i < n; i++) check_cp_names(ps, i);
}

/* ---- flags ------------------------------------------------------------- */

static void class_modifiers(cf_parser *ps, unsigned flags)
{
    if (flags & CF_ACC_MODULE)
        cfp_fail(ps, NCDFE, "%s is not a class because access_flag ACC_MODULE is set", ps->cname);
    bool itf = flags & CF_ACC_INTERFACE, abs = flags & CF_ACC_ABSTRACT, fin = flags & CF_ACC_FINAL;
    bool super = flags & CF_ACC_SUPER, enm = flags & CF_ACC_ENUM, ann = flags & CF_ACC_ANNOTATION;
    bool gte15 = ps->major >= 49;
    if ((abs && fin) || (itf && !abs) || (itf && gte15 && (super || enm)) || (!itf && gte15 && ann))
        FAIL("Illegal class modifiers in class %s: 0x%X", ps->cname, flags);
}

static bool bad_visibility(unsigned f)
{
    int n = !!(f & CF_ACC_PUBLIC) + !!(f & CF_ACC_PRIVATE) + !!(f & CF_ACC_PROTECTED);
    return n > 1;
}

static void field_modifiers(cf_parser *ps, unsigned f)
{
    bool bad;
    if (ps->is_interface) {
        bad = !(f & CF_ACC_PUBLIC) || !(f & CF_ACC_STATIC) || !(f & CF_ACC_FINAL) ||
              (f & (CF_ACC_PRIVATE | CF_ACC_PROTECTED | CF_ACC_VOLATILE | CF_ACC_TRANSIENT)) ||
              (ps->major >= 49 && (f & CF_ACC_ENUM));
    } else {
        bad = bad_visibility(f) || ((f & CF_ACC_FINAL) && (f & CF_ACC_VOLATILE));
    }
    if (bad) FAIL("Illegal field modifiers in class %s: 0x%X", ps->cname, f);
}

static void method_modifiers(cf_parser *ps, unsigned f, const char *name)
{
    bool pub = f & CF_ACC_PUBLIC, priv = f & CF_ACC_PRIVATE, prot = f & CF_ACC_PROTECTED;
    bool stat = f & CF_ACC_STATIC, fin = f & CF_ACC_FINAL, sync = f & CF_ACC_SYNCHRONIZED;
    bool bridge = f & CF_ACC_BRIDGE, nat = f & CF_ACC_NATIVE, abs = f & CF_ACC_ABSTRACT;
    bool strict = f & CF_ACC_STRICT;
    bool gte15 = ps->major >= 49, gte8 = ps->major >= 52, gte17 = ps->major >= 61;
    bool bad = false;
    if (ps->is_interface) {
        if (gte8) {
            bad = pub == priv || nat || prot || fin || sync || (abs && (priv || stat || (!gte17 && strict)));
        } else if (gte15) {
            bad = !pub || priv || prot || stat || fin || sync || nat || !abs || strict;
        } else {
            bad = !pub || stat || fin || nat || !abs;
        }
    } else if (bad_visibility(f)) {
        bad = true;
    } else if (strcmp(name, "<init>") == 0) {
        bad = stat || fin || sync || nat || abs || (gte15 && bridge);
    } else if (abs) {
        bad = fin || nat || priv || stat || (gte15 && (sync || (!gte17 && strict)));
    }
    if (bad) FAIL("Method %s in class %s has illegal modifiers: 0x%X", name, ps->cname, f);
}

/* ---- duplicate detection ----------------------------------------------- */

static uint32_t hash_str(uint32_t h, const char *s)
{
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

/* Finds whether two of the n (name, descriptor) pairs are equal; returns
 * the index of the second of the first equal pair found, or -1. */
static long find_duplicate(cf_parser *ps, size_t n, const char *(*key)(const void *, size_t, int), const void *items)
{
    if (n < 2) return -1;
    size_t cap = 16;
    while (cap < n * 2) cap <<= 1;
    uint32_t *slots = cfp_scratch(ps, cap * sizeof *slots);
    memset(slots, 0xff, cap * sizeof *slots);
    for (size_t i = 0; i < n; i++) {
        uint32_t h = hash_str(hash_str(2166136261u, key(items, i, 0)), key(items, i, 1));
        size_t s = h & (cap - 1);
        while (slots[s] != 0xffffffffu) {
            size_t j = slots[s];
            if (strcmp(key(items, i, 0), key(items, j, 0)) == 0 && strcmp(key(items, i, 1), key(items, j, 1)) == 0)
                return (long)i;
            s = (s + 1) & (cap - 1);
        }
        slots[s] = (uint32_t)i;
    }
    return -1;
}

static const char *field_key(const void *items, size_t i, int which)
{
    const cf_field *f = (const cf_field *)items + i;
    return which ? f->descriptor : f->name;
}

static const char *method_key(const void *items, size_t i, int which)
{
    const cf_method *m = (const cf_method *)items + i;
    return which ? m->descriptor : m->name;
}

static const char *interface_key(const void *items, size_t i, int which)
{
    return which ? "" : ((const char *const *)items)[i];
}

/* HotSpot prints descriptors in these messages with '.' for '/'. */
static const char *external(cf_parser *ps, const char *s)
{
    size_t n = strlen(s);
    char *r = cfp_alloc(ps, n + 1);
    for (size_t i = 0; i <= n; i++) r[i] = s[i] == '/' ? '.' : s[i];
    return r;
}

void *cfp_scratch(cf_parser *ps, size_t n)
{
    if (ps->scratch_size < n) {
        void *p = realloc(ps->scratch, n);
        if (!p) {
            ps->err->exception = "java/lang/OutOfMemoryError";
            snprintf(ps->err->message, sizeof ps->err->message, "Java heap space");
            longjmp(ps->jb, 1);
        }
        ps->scratch = p;
        ps->scratch_size = n;
    }
    return ps->scratch;
}

/* ---- annotation attributes --------------------------------------------- */

/* HotSpot refuses each of these twice on one class, field, method or
 * record component (the first four apply to all, the rest to methods),
 * but does not fault their contents. */
static const char *const annotation_attrs[] = {
    "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations", "RuntimeVisibleTypeAnnotations",
    "RuntimeInvisibleTypeAnnotations", "RuntimeVisibleParameterAnnotations", "RuntimeInvisibleParameterAnnotations",
    "AnnotationDefault"};
enum { ANN_RVA, ANN_RIA, ANN_RVTA, ANN_RITA, ANN_RVPA, ANN_RIPA, ANN_DEFAULT };

/* The ANN_* kind of attribute name an among the first n, or -1. */
static int annotation_kind(const char *an, int n)
{
    for (int k = 0; k < n; k++)
        if (strcmp(an, annotation_attrs[k]) == 0) return k;
    return -1;
}

/* Reads the body of an annotation attribute of kind k, refusing a second
 * one; keeps a copy in *keep if keep is not NULL. */
static void annotation_attr(cf_parser *ps, int k, unsigned *seen, const char *where, uint32_t len, cf_bytes *keep)
{
    CHECK(!(*seen & (1u << k)), "Multiple %s attributes%s in class file %s", annotation_attrs[k], where, ps->cname);
    *seen |= 1u << k;
    need(ps, len);
    if (keep) {
        uint8_t *copy = cfp_alloc(ps, len);
        memcpy(copy, ps->p, len);
        keep->data = copy;
        keep->length = len;
    }
    ps->p += len;
}

/* ---- fields ------------------------------------------------------------ */

static uint16_t signature_attribute(cf_parser *ps)
{
    uint16_t i = u2(ps);
    CHECK(is_utf8(ps, i), "Invalid Signature attribute at constant pool index %u in class file %s", i, ps->cname);
    return i;
}

static void constant_value(cf_parser *ps, unsigned index, const char *sig)
{
    CHECK(index > 0 && index < ps->cp_count, "Bad initial value index %u in ConstantValue attribute in class file %s", index,
          ps->cname);
    int tag = ps->cp[index].tag;
    switch (sig[0]) {
    case 'J':
        CHECK(tag == CF_LONG, "Inconsistent constant value type in class file %s", ps->cname);
        break;
    case 'F':
        CHECK(tag == CF_FLOAT, "Inconsistent constant value type in class file %s", ps->cname);
        break;
    case 'D':
        CHECK(tag == CF_DOUBLE, "Inconsistent constant value type in class file %s", ps->cname);
        break;
    case 'B': case 'C': case 'S': case 'Z': case 'I':
        CHECK(tag == CF_INTEGER, "Inconsistent constant value type in class file %s", ps->cname);
        break;
    case 'L':
        CHECK(strcmp(sig, "Ljava/lang/String;") == 0 && tag == CF_STRING, "Bad string initial value in class file %s", ps->cname);
        break;
    default:
        FAIL("Unable to set initial value %u in class file %s", index, ps->cname);
    }
}

static void parse_fields(cf_parser *ps)
{
    cf_class *c = ps->c;
    c->field_count = u2(ps);
    cf_field *fields = cfp_alloc(ps, c->field_count * sizeof *fields);
    c->fields = fields;
    for (unsigned k = 0; k < c->field_count; k++) {
        cf_field *f = &fields[k];
        need(ps, 8);
        unsigned flags = u2(ps) & FIELD_MODIFIERS;
        field_modifiers(ps, flags);
        f->access = (uint16_t)flags;
        unsigned ni = u2(ps);
        CHECK(is_utf8(ps, ni), "Invalid constant pool index %u for field name in class file %s", ni, ps->cname);
        f->name = str(ps, ni);
        field_name(ps, f->name);
        unsigned di = u2(ps);
        CHECK(is_utf8(ps, di), "Invalid constant pool index %u for field signature in class file %s", di, ps->cname);
        f->descriptor = str(ps, di);
        field_signature(ps, f->name, f->descriptor);
        unsigned attrs = u2(ps);
        bool is_static = flags & CF_ACC_STATIC;
        uint16_t cv = 0, sig = 0;
        unsigned seen_ann = 0;
        int k;
        while (attrs--) {
            need(ps, 6);
            unsigned ai = u2(ps);
            uint32_t len = u4(ps);
            CHECK(is_utf8(ps, ai), "Invalid field attribute index %u in class file %s", ai, ps->cname);
            const char *an = str(ps, ai);
            if (is_static && strcmp(an, "ConstantValue") == 0) {
                CHECK(cv == 0, "Duplicate ConstantValue attribute in class file %s", ps->cname);
                CHECK(len == 2, "Invalid ConstantValue field attribute length %u in class file %s", len, ps->cname);
                cv = u2(ps);
                constant_value(ps, cv, f->descriptor);
            } else if (strcmp(an, "Synthetic") == 0) {
                CHECK(len == 0, "Invalid Synthetic field attribute length %u in class file %s", len, ps->cname);
            } else if (strcmp(an, "Deprecated") == 0) {
                CHECK(len == 0, "Invalid Deprecated field attribute length %u in class file %s", len, ps->cname);
            } else if (ps->major >= 49 && strcmp(an, "Signature") == 0) {
                CHECK(sig == 0, "Multiple Signature attributes for field in class file %s", ps->cname);
                CHECK(len == 2, "Wrong size %u for field's Signature attribute in class file %s", len, ps->cname);
                sig = signature_attribute(ps);
            } else if (ps->major >= 49 && (k = annotation_kind(an, 4)) >= 0) {
                annotation_attr(ps, k, &seen_ann, " for field", len, k == ANN_RVA ? &f->annotations : NULL);
            } else {
                skip(ps, len);
            }
        }
        f->constant_value = cv;
        f->signature = sig ? str(ps, sig) : NULL;
    }
    long d = find_duplicate(ps, c->field_count, field_key, fields);
    if (d >= 0)
        FAIL("Duplicate field name \"%s\" with signature \"%s\" in class file %s", fields[d].name,
             external(ps, fields[d].descriptor), ps->cname);
}

/* ---- methods ----------------------------------------------------------- */

static void parse_code(cf_parser *ps, cf_method *m, uint32_t attr_len, int args_size)
{
    cf_code *code = cfp_alloc(ps, sizeof *code);
    need(ps, 8);
    code->max_stack = u2(ps);
    code->max_locals = u2(ps);
    uint32_t len = u4(ps);
    CHECK(args_size <= code->max_locals, "Arguments can't fit into locals in class file %s", ps->cname);
    CHECK(len > 0 && len <= 65535, "Invalid method Code length %u in class file %s", len, ps->cname);
    need(ps, len);
    uint8_t *bytes = cfp_alloc(ps, len);
    memcpy(bytes, ps->p, len);
    ps->p += len;
    code->code = bytes;
    code->code_length = len;

    unsigned nh = u2(ps);
    need(ps, (size_t)nh * 8);
    cf_handler *h = cfp_alloc(ps, nh * sizeof *h);
    for (unsigned i = 0; i < nh; i++) {
        h[i].start_pc = u2(ps);
        h[i].end_pc = u2(ps);
        h[i].handler_pc = u2(ps);
        h[i].catch_type = u2(ps);
        CHECK(h[i].start_pc < h[i].end_pc && h[i].end_pc <= len, "Illegal exception table range in class file %s", ps->cname);
        CHECK(h[i].handler_pc < len, "Illegal exception table handler in class file %s", ps->cname);
        CHECK(h[i].catch_type == 0 || is_class(ps, h[i].catch_type),
              "Catch type in exception table has bad constant type in class file %s", ps->cname);
    }
    code->handler_count = (uint16_t)nh;
    code->handlers = h;

    unsigned na = u2(ps);
    uint64_t total = 8 + (uint64_t)len + 2 + 2 + (uint64_t)nh * 8;
    bool seen_stack_map = false;
    while (na--) {
        need(ps, 6);
        unsigned ai = u2(ps);
        uint32_t alen = u4(ps);
        total += (uint64_t)alen + 6;
        CHECK(is_utf8(ps, ai), "Invalid code attribute name index %u in class file %s", ai, ps->cname);
        const char *an = str(ps, ai);
        if (strcmp(an, "LineNumberTable") == 0) {
            unsigned n = u2(ps);
            CHECK(alen == 2 + n * 4u, "LineNumberTable attribute has wrong length in class file %s", ps->cname);
            need(ps, (size_t)n * 4);
            cf_line *lines = cfp_alloc(ps, (code->line_count + n) * sizeof *lines);
            if (code->line_count) memcpy(lines, code->lines, code->line_count * sizeof *lines);
            for (unsigned i = 0; i < n; i++) {
                cf_line *l = &lines[code->line_count + i];
                l->start_pc = u2(ps);
                l->line = u2(ps);
                CHECK(l->start_pc < len, "Invalid pc in LineNumberTable in class file %s", ps->cname);
            }
            CHECK(code->line_count + n <= 65535, "LineNumberTable attribute has wrong length in class file %s", ps->cname);
            code->line_count = (uint16_t)(code->line_count + n);
            code->lines = lines;
        } else if (strcmp(an, "LocalVariableTable") == 0 || strcmp(an, "LocalVariableTypeTable") == 0) {
            bool lvtt = strcmp(an, "LocalVariableTypeTable") == 0;
            unsigned n = u2(ps);
            CHECK(alen == 2 + n * 10u, "%s has wrong length in class file %s", an, ps->cname);
            need(ps, (size_t)n * 10);
            unsigned have = lvtt ? ps->lvtt_count : code->local_var_count;
            CHECK(have + n <= 65535, "%s has wrong length in class file %s", an, ps->cname);
            cf_local_var *vars = cfp_alloc(ps, (have + n) * sizeof *vars);
            if (have) memcpy(vars, lvtt ? ps->lvtt : code->local_vars, have * sizeof *vars);
            for (unsigned i = 0; i < n; i++) {
                unsigned start = u2(ps), length = u2(ps), ni = u2(ps), di = u2(ps), index = u2(ps);
                CHECK(start < len, "Invalid start_pc %u in %s in class file %s", start, an, ps->cname);
                CHECK(start + length <= len, "Invalid length %u in %s in class file %s", length, an, ps->cname);
                CHECK(is_utf8(ps, ni), "Name index %u in %s has bad constant type in class file %s", ni, an, ps->cname);
                CHECK(is_utf8(ps, di), "Signature index %u in %s has bad constant type in class file %s", di, an, ps->cname);
                const char *name = str(ps, ni), *desc = str(ps, di);
                field_name(ps, name);
                unsigned extra = 0;
                if (!lvtt) {
                    field_signature(ps, name, desc);
                    if (strcmp(desc, "J") == 0 || strcmp(desc, "D") == 0) extra = 1;
                }
                CHECK(index + extra < code->max_locals, "Invalid index %u in %s in class file %s", index, an, ps->cname);
                cf_local_var *v = &vars[have + i];
                v->start_pc = (uint16_t)start;
                v->length = (uint16_t)length;
                v->index = (uint16_t)index;
                v->name = name; /* one string per constant: pointer equality is index equality */
                v->descriptor = desc;
            }
            if (lvtt) {
                ps->lvtt = vars;
                ps->lvtt_count = (uint16_t)(have + n);
            } else {
                code->local_vars = vars;
                code->local_var_count = (uint16_t)(have + n);
            }
        } else if (ps->major >= 50 && strcmp(an, "StackMapTable") == 0) {
            CHECK(!seen_stack_map, "Multiple StackMapTable attributes in class file %s", ps->cname);
            seen_stack_map = true;
            need(ps, alen);
            uint8_t *sm = cfp_alloc(ps, alen);
            memcpy(sm, ps->p, alen);
            ps->p += alen;
            code->stack_map = sm;
            code->stack_map_length = alen;
        } else {
            skip(ps, alen);
        }
    }
    CHECK(attr_len == total, "Code segment has wrong length in class file %s", ps->cname);
    m->code = code;
}

static bool same_var(const cf_local_var *a, const cf_local_var *b)
{
    return a->start_pc == b->start_pc && a->length == b->length && a->name == b->name && a->index == b->index;
}

/* No entry twice in the LocalVariableTable, nor in the type table, and
 * every type-table entry describes a LocalVariableTable entry. */
static void check_local_vars(cf_parser *ps, const cf_code *code)
{
    for (int t = 0; t < 2; t++) {
        const cf_local_var *v = t ? ps->lvtt : code->local_vars;
        unsigned n = t ? ps->lvtt_count : code->local_var_count;
        if (n < 2) continue;
        size_t cap = 16;
        while (cap < (size_t)n * 2) cap <<= 1;
        uint32_t *slots = cfp_scratch(ps, cap * sizeof *slots);
        memset(slots, 0xff, cap * sizeof *slots);
        for (unsigned i = 0; i < n; i++) {
            uint32_t h = (((uint32_t)v[i].start_pc * 31u + v[i].length) * 31u + v[i].index) * 2654435761u;
            h ^= (uint32_t)((uintptr_t)v[i].name >> 4);
            size_t s = h & (cap - 1);
            while (slots[s] != 0xffffffffu) {
                if (same_var(&v[slots[s]], &v[i]))
                    FAIL("Duplicated %s attribute entry for '%s' in class file %s", t ? "LocalVariableTypeTable" : "LocalVariableTable",
                         v[i].name, ps->cname);
                s = (s + 1) & (cap - 1);
            }
            slots[s] = i;
        }
    }
    for (unsigned i = 0; i < ps->lvtt_count; i++) {
        bool found = false;
        for (unsigned j = 0; j < code->local_var_count && !found; j++) found = same_var(&ps->lvtt[i], &code->local_vars[j]);
        CHECK(found, "LVTT entry for '%s' in class file %s does not match any LVT entry", ps->lvtt[i].name, ps->cname);
    }
}

static void parse_methods(cf_parser *ps)
{
    cf_class *c = ps->c;
    need(ps, 2);
    c->method_count = u2(ps);
    cf_method *methods = cfp_alloc(ps, c->method_count * sizeof *methods);
    c->methods = methods;
    for (unsigned k = 0; k < c->method_count; k++) {
        cf_method *m = &methods[k];
        need(ps, 8);
        unsigned flags = u2(ps);
        unsigned ni = u2(ps);
        CHECK(is_utf8(ps, ni), "Illegal constant pool index %u for method name in class file %s", ni, ps->cname);
        m->name = str(ps, ni);
        method_name(ps, m->name);
        unsigned di = u2(ps);
        CHECK(is_utf8(ps, di), "Illegal constant pool index %u for method signature in class file %s", di, ps->cname);
        m->descriptor = str(ps, di);
        if (strcmp(m->name, "<clinit>") == 0) {
            if (ps->major < 51) flags = CF_ACC_STATIC;
            else if (flags & CF_ACC_STATIC) flags &= CF_ACC_STATIC | (ps->major <= 60 ? CF_ACC_STRICT : 0);
            else FAIL("Method <clinit> is not static in class file %s", ps->cname);
        } else {
            method_modifiers(ps, flags, m->name);
        }
        if (strcmp(m->name, "<init>") == 0 && ps->is_interface)
            FAIL("Interface cannot have a method named <init>, class file %s", ps->cname);
        int slots = method_signature(ps, m->name, m->descriptor);
        int args_size = slots + ((flags & CF_ACC_STATIC) ? 0 : 1);
        CHECK(args_size <= 255, "Too many arguments in method signature in class file %s", ps->cname);
        flags &= METHOD_MODIFIERS;
        m->access = (uint16_t)flags;
        m->arg_slots = (uint16_t)slots;

        unsigned attrs = u2(ps);
        bool seen_code = false, seen_exceptions = false, seen_params = false;
        uint16_t sig = 0;
        unsigned seen_ann = 0;
        int k;
        while (attrs--) {
            need(ps, 6);
            unsigned ai = u2(ps);
            uint32_t len = u4(ps);
            CHECK(is_utf8(ps, ai), "Invalid method attribute name index %u in class file %s", ai, ps->cname);
            const char *an = str(ps, ai);
            if (strcmp(an, "Code") == 0) {
                CHECK(!(flags & (CF_ACC_NATIVE | CF_ACC_ABSTRACT)), "Code attribute in native or abstract methods in class file %s",
                      ps->cname);
                CHECK(!seen_code, "Multiple Code attributes in class file %s", ps->cname);
                seen_code = true;
                parse_code(ps, m, len, args_size);
            } else if (strcmp(an, "Exceptions") == 0) {
                CHECK(!seen_exceptions, "Multiple Exceptions attributes in class file %s", ps->cname);
                seen_exceptions = true;
                unsigned n = u2(ps);
                need(ps, (size_t)n * 2);
                uint16_t *ex = cfp_alloc(ps, n * sizeof *ex);
                for (unsigned i = 0; i < n; i++) {
                    ex[i] = u2(ps);
                    CHECK(is_class(ps, ex[i]), "Exception name has bad type at constant pool %u in class file %s", ex[i], ps->cname);
                }
                CHECK(len == 2 + n * 2u, "Exceptions attribute has wrong length in class file %s", ps->cname);
                m->exception_count = (uint16_t)n;
                m->exceptions = ex;
            } else if (strcmp(an, "MethodParameters") == 0) {
                CHECK(!seen_params, "Multiple MethodParameters attributes in class file %s", ps->cname);
                seen_params = true;
                unsigned n = u1(ps);
                CHECK(len == n * 4u + 1, "Invalid MethodParameters method attribute length %u in class file", len);
                uint8_t *params = cfp_alloc(ps, len);
                params[0] = (uint8_t)n;
                need(ps, (size_t)n * 4);
                memcpy(params + 1, ps->p, (size_t)n * 4);
                m->method_parameters.data = params;
                m->method_parameters.length = len;
                skip(ps, (size_t)n * 4);
            } else if (strcmp(an, "Synthetic") == 0) {
                CHECK(len == 0, "Invalid Synthetic method attribute length %u in class file %s", len, ps->cname);
            } else if (strcmp(an, "Deprecated") == 0) {
                CHECK(len == 0, "Invalid Deprecated method attribute length %u in class file %s", len, ps->cname);
            } else if (ps->major >= 49 && strcmp(an, "Signature") == 0) {
                CHECK(sig == 0, "Multiple Signature attributes for method in class file %s", ps->cname);
                CHECK(len == 2, "Invalid Signature attribute length %u in class file %s", len, ps->cname);
                sig = signature_attribute(ps);
            } else if (ps->major >= 49 && (k = annotation_kind(an, 7)) >= 0) {
                cf_bytes *keep = k == ANN_RVA ? &m->annotations
                               : k == ANN_RVPA ? &m->parameter_annotations
                               : k == ANN_DEFAULT ? &m->annotation_default : NULL;
                annotation_attr(ps, k, &seen_ann, " for method", len, keep);
            } else {
                skip(ps, len);
            }
        }
        CHECK(seen_code || (flags & (CF_ACC_NATIVE | CF_ACC_ABSTRACT)),
              "Absent Code attribute in method that is not native or abstract in class file %s", ps->cname);
        if (m->code && m->code->local_var_count) check_local_vars(ps, m->code);
        ps->lvtt = NULL;
        ps->lvtt_count = 0;
        m->signature = sig ? str(ps, sig) : NULL;
    }
    long d = find_duplicate(ps, c->method_count, method_key, methods);
    if (d >= 0)
        FAIL("Duplicate method name \"%s\" with signature \"%s\" in class file %s", methods[d].name,
             external(ps, methods[d].descriptor), ps->cname);
}

/* ---- class attributes -------------------------------------------------- */

static bool loadable(const cf_parser *ps, unsigned i)
{
    if (!in_range(ps, i)) return false;
    switch (ps->cp[i].tag) {
    case CF_INTEGER: case CF_FLOAT: case CF_LONG: case CF_DOUBLE: case CF_STRING: case CF_CLASS:
    case CF_METHOD_HANDLE: case CF_METHOD_TYPE: case CF_DYNAMIC:
        return true;
    default:
        return false;
    }
}

static void parse_bootstraps(cf_parser *ps, uint32_t len)
{
    const uint8_t *start = ps->p;
    CHECK(len >= 2, "Invalid BootstrapMethods attribute length %u in class file %s", len, ps->cname);
    need(ps, len);
    unsigned n = u2(ps);
    CHECK(ps->max_bsm < (int)n, "Short length on BootstrapMethods in class file %s", ps->cname);
    size_t operands = (len - 2) / 2, total = (size_t)n * 2 + operands, fill = (size_t)n * 2;
    cf_bootstrap *b = cfp_alloc(ps, n * sizeof *b);
    for (unsigned i = 0; i < n; i++) {
        need(ps, 4);
        b[i].method_handle = u2(ps);
        b[i].arg_count = u2(ps);
        CHECK(is_tag(ps, b[i].method_handle, CF_METHOD_HANDLE), "bootstrap_method_index %u has bad constant type in class file %s",
              b[i].method_handle, ps->cname);
        CHECK(fill + 1 + b[i].arg_count < total,
              "Invalid BootstrapMethods num_bootstrap_methods or num_bootstrap_arguments value in class file %s", ps->cname);
        fill += 2 + b[i].arg_count;
        need(ps, (size_t)b[i].arg_count * 2);
        uint16_t *args = cfp_alloc(ps, b[i].arg_count * sizeof *args);
        for (unsigned j = 0; j < b[i].arg_count; j++) {
            args[j] = u2(ps);
            CHECK(loadable(ps, args[j]), "argument_index %u has bad constant type in class file %s", args[j], ps->cname);
        }
        b[i].args = args;
    }
    CHECK(ps->p == start + len, "Bad length on BootstrapMethods in class file %s", ps->cname);
    ps->c->bootstrap_count = (uint16_t)n;
    ps->c->bootstraps = b;
}

static unsigned parse_inner_classes(cf_parser *ps, const uint8_t *start)
{
    const uint8_t *mark = ps->p;
    ps->p = start;
    unsigned n = u2(ps);
    need(ps, (size_t)n * 8);
    cf_inner_class *ic = cfp_alloc(ps, n * sizeof *ic);
    for (unsigned i = 0; i < n; i++) {
        ic[i].inner_class = u2(ps);
        CHECK(is_class(ps, ic[i].inner_class), "inner_class_info_index %u has bad constant type in class file %s",
              ic[i].inner_class, ps->cname);
        ic[i].outer_class = u2(ps);
        CHECK(ic[i].outer_class == 0 || is_class(ps, ic[i].outer_class),
              "outer_class_info_index %u has bad constant type in class file %s", ic[i].outer_class, ps->cname);
        ic[i].inner_name = u2(ps);
        CHECK(ic[i].inner_name == 0 || is_utf8(ps, ic[i].inner_name), "inner_name_index %u has bad constant type in class file %s",
              ic[i].inner_name, ps->cname);
        CHECK(ic[i].inner_class != ic[i].outer_class, "Class is both outer and inner class in class file %s", ps->cname);
        unsigned flags = u2(ps) & (INNER_CLASS_MODIFIERS | (ps->major >= 53 ? CF_ACC_MODULE : 0));
        if ((flags & CF_ACC_INTERFACE) && ps->major < 50) flags |= CF_ACC_ABSTRACT;
        class_modifiers(ps, flags);
        ic[i].access = (uint16_t)flags;
    }
    /* duplicates: the same (inner, outer, name) triple twice */
    if (n > 1) {
        size_t cap = 16;
        while (cap < n * 2) cap <<= 1;
        uint32_t *slots = cfp_scratch(ps, cap * sizeof *slots);
        memset(slots, 0xff, cap * sizeof *slots);
        for (unsigned i = 0; i < n; i++) {
            uint32_t h = ((uint32_t)ic[i].inner_class * 31u + ic[i].outer_class) * 31u + ic[i].inner_name;
            size_t s = (h * 2654435761u) & (cap - 1);
            while (slots[s] != 0xffffffffu) {
                const cf_inner_class *o = &ic[slots[s]];
                if (o->inner_class == ic[i].inner_class && o->outer_class == ic[i].outer_class && o->inner_name == ic[i].inner_name)
                    FAIL("Duplicate entry in InnerClasses attribute in class file %s", ps->cname);
                s = (s + 1) & (cap - 1);
            }
            slots[s] = i;
        }
    }
    ps->c->inner_class_count = (uint16_t)n;
    ps->c->inner_classes = ic;
    ps->p = mark;
    return n;
}

/* NestMembers and PermittedSubclasses: a counted list of Class indexes. */
static unsigned parse_class_list(cf_parser *ps, const uint8_t *start, const char *what, const char *const **out)
{
    const uint8_t *mark = ps->p;
    ps->p = start;
    unsigned n = u2(ps);
    need(ps, (size_t)n * 2);
    const char **names = cfp_alloc(ps, n * sizeof *names);
    for (unsigned i = 0; i < n; i++) {
        unsigned k = u2(ps);
        CHECK(is_class(ps, k), "%s class_info_index %u has bad constant type in class file %s", what, k, ps->cname);
        names[i] = class_name(ps, k);
    }
    *out = names;
    ps->p = mark;
    return n;
}

static uint32_t parse_record(cf_parser *ps, const uint8_t *start)
{
    const uint8_t *mark = ps->p;
    ps->p = start;
    unsigned n = u2(ps);
    uint32_t size = 2;
    cf_record_component *rc = cfp_alloc(ps, n * sizeof *rc);
    for (unsigned i = 0; i < n; i++) {
        need(ps, 6);
        unsigned ni = u2(ps);
        CHECK(is_utf8(ps, ni), "Invalid constant pool index %u for name in Record attribute in class file %s", ni, ps->cname);
        rc[i].name = str(ps, ni);
        field_name(ps, rc[i].name);
        unsigned di = u2(ps);
        CHECK(is_utf8(ps, di), "Invalid constant pool index %u for descriptor in Record attribute in class file %s", di, ps->cname);
        rc[i].descriptor = str(ps, di);
        field_signature(ps, rc[i].name, rc[i].descriptor);
        unsigned na = u2(ps);
        size += 6;
        uint16_t sig = 0;
        unsigned seen_ann = 0;
        int k;
        while (na--) {
            need(ps, 6);
            unsigned ai = u2(ps);
            uint32_t len = u4(ps);
            size += 6;
            CHECK(is_utf8(ps, ai), "Invalid Record attribute name index %u in class file %s", ai, ps->cname);
            if (strcmp(str(ps, ai), "Signature") == 0) {
                CHECK(sig == 0, "Multiple Signature attributes for Record component in class file %s", ps->cname);
                CHECK(len == 2, "Invalid Signature attribute length %u in Record component in class file %s", len, ps->cname);
                sig = signature_attribute(ps);
            } else if ((k = annotation_kind(str(ps, ai), 4)) >= 0) {
                annotation_attr(ps, k, &seen_ann, " for Record component", len, k == 0 ? &rc[i].annotations : NULL);
            } else {
                skip(ps, len);
            }
            size += len;
        }
        rc[i].signature = sig ? str(ps, sig) : NULL;
    }
    ps->c->is_record = true;
    ps->c->record_component_count = (uint16_t)n;
    ps->c->record_components = rc;
    ps->p = mark;
    return size;
}

static void parse_class_attributes(cf_parser *ps)
{
    cf_class *c = ps->c;
    need(ps, 2);
    unsigned n = u2(ps);
    bool source = false, inner = false, enclosing = false, bootstraps = false, members = false, host = false, record = false,
         permitted = false, signature = false, debug = false;
    const uint8_t *inner_start = NULL, *members_start = NULL, *record_start = NULL, *permitted_start = NULL;
    unsigned seen_ann = 0;
    int k;
    uint32_t inner_len = 0, members_len = 0, record_len = 0, permitted_len = 0;
    while (n--) {
        need(ps, 6);
        unsigned ai = u2(ps);
        uint32_t len = u4(ps);
        CHECK(is_utf8(ps, ai), "Attribute name has bad constant pool index %u in class file %s", ai, ps->cname);
        const char *an = str(ps, ai);
        if (strcmp(an, "SourceFile") == 0) {
            CHECK(len == 2, "Wrong SourceFile attribute length in class file %s", ps->cname);
            CHECK(!source, "Multiple SourceFile attributes in class file %s", ps->cname);
            source = true;
            unsigned i = u2(ps);
            CHECK(is_utf8(ps, i), "Invalid SourceFile attribute at constant pool index %u in class file %s", i, ps->cname);
            c->source_file = str(ps, i);
        } else if (strcmp(an, "SourceDebugExtension") == 0) {
            CHECK(!debug, "Multiple SourceDebugExtension attributes in class file %s", ps->cname);
            debug = true;
            skip(ps, len);
        } else if (strcmp(an, "InnerClasses") == 0) {
            CHECK(!inner, "Multiple InnerClasses attributes in class file %s", ps->cname);
            inner = true;
            inner_start = ps->p;
            inner_len = len;
            skip(ps, len);
        } else if (strcmp(an, "Synthetic") == 0) {
            CHECK(len == 0, "Invalid Synthetic classfile attribute length %u in class file %s", len, ps->cname);
        } else if (strcmp(an, "Deprecated") == 0) {
            CHECK(len == 0, "Invalid Deprecated classfile attribute length %u in class file %s", len, ps->cname);
        } else if (ps->major < 49) {
            skip(ps, len);
        } else if (strcmp(an, "Signature") == 0) {
            CHECK(!signature, "Multiple Signature attributes in class file %s", ps->cname);
            signature = true;
            CHECK(len == 2, "Wrong Signature attribute length %u in class file %s", len, ps->cname);
            unsigned i = u2(ps);
            CHECK(is_utf8(ps, i), "Invalid constant pool index %u in Signature attribute in class file %s", i, ps->cname);
            c->signature = str(ps, i);
        } else if ((k = annotation_kind(an, 4)) >= 0) {
            annotation_attr(ps, k, &seen_ann, "", len, k == ANN_RVA ? &c->annotations : NULL);
        } else if (strcmp(an, "EnclosingMethod") == 0) {
            CHECK(!enclosing, "Multiple EnclosingMethod attributes in class file %s", ps->cname);
            enclosing = true;
            CHECK(len == 4, "Wrong EnclosingMethod attribute length %u in class file %s", len, ps->cname);
            unsigned k = u2(ps), m = u2(ps);
            CHECK(k != 0, "Invalid class index in EnclosingMethod attribute in class file %s", ps->cname);
            CHECK(is_class(ps, k), "Invalid or out-of-bounds class index in EnclosingMethod attribute in class file %s", ps->cname);
            CHECK(m == 0 || is_tag(ps, m, CF_NAME_AND_TYPE),
                  "Invalid or out-of-bounds method index in EnclosingMethod attribute in class file %s", ps->cname);
            c->enclosing_class = (uint16_t)k;
            c->enclosing_method = (uint16_t)m;
        } else if (ps->major >= 51 && strcmp(an, "BootstrapMethods") == 0) {
            CHECK(!bootstraps, "Multiple BootstrapMethods attributes in class file %s", ps->cname);
            bootstraps = true;
            parse_bootstraps(ps, len);
        } else if (ps->major >= 55 && strcmp(an, "NestMembers") == 0) {
            CHECK(!members, "Multiple NestMembers attributes in class file %s", ps->cname);
            members = true;
            CHECK(!host, "Conflicting NestHost and NestMembers attributes in class file %s", ps->cname);
            members_start = ps->p;
            members_len = len;
            skip(ps, len);
        } else if (ps->major >= 55 && strcmp(an, "NestHost") == 0) {
            CHECK(!host, "Multiple NestHost attributes in class file %s", ps->cname);
            host = true;
            CHECK(!members, "Conflicting NestMembers and NestHost attributes in class file %s", ps->cname);
            CHECK(len == 2, "Wrong NestHost attribute length in class file %s", ps->cname);
            unsigned k = u2(ps);
            CHECK(is_class(ps, k), "Nest-host class_info_index %u has bad constant type in class file %s", k, ps->cname);
            c->nest_host = class_name(ps, k);
        } else if (ps->major >= 60 && strcmp(an, "Record") == 0) {
            CHECK(!record, "Multiple Record attributes in class file %s", ps->cname);
            record = true;
            record_start = ps->p;
            record_len = len;
            skip(ps, len);
        } else if (ps->major >= 61 && strcmp(an, "PermittedSubclasses") == 0) {
            CHECK(!permitted, "Multiple PermittedSubclasses attributes in class file %s", ps->cname);
            CHECK(!(c->access & CF_ACC_FINAL), "PermittedSubclasses attribute in final class file %s", ps->cname);
            permitted = true;
            permitted_start = ps->p;
            permitted_len = len;
            skip(ps, len);
        } else {
            skip(ps, len);
        }
    }
    if (inner) {
        unsigned k = parse_inner_classes(ps, inner_start);
        CHECK(ps->major < 49 || inner_len == 2 + k * 8u, "Wrong InnerClasses attribute length in class file %s", ps->cname);
    }
    if (members) {
        unsigned k = parse_class_list(ps, members_start, "Nest member", &c->nest_members);
        c->nest_member_count = (uint16_t)k;
        CHECK(members_len == 2 + k * 2u, "Wrong NestMembers attribute length in class file %s", ps->cname);
    }
    if (record) {
        uint32_t size = parse_record(ps, record_start);
        CHECK(record_len == size, "Record attribute has wrong length in class file %s", ps->cname);
    }
    if (permitted) {
        unsigned k = parse_class_list(ps, permitted_start, "Permitted subclass", &c->permitted_subclasses);
        c->permitted_count = (uint16_t)k;
        CHECK(permitted_len == 2 + k * 2u, "Wrong PermittedSubclasses attribute length in class file %s", ps->cname);
    }
    CHECK(ps->max_bsm < 0 || bootstraps, "Missing BootstrapMethods attribute in class file %s", ps->cname);
}

/* ---- the whole file ---------------------------------------------------- */

static void parse(cf_parser *ps)
{
    cf_class *c = ps->c;
    need(ps, 8);
    uint32_t magic = u4(ps);
    CHECK(magic == 0xCAFEBABEu, "Incompatible magic value %u in class file %s", magic, ps->cname);
    c->minor_version = u2(ps);
    c->major_version = u2(ps);
    ps->major = c->major_version;
    check_version(ps, c->major_version, c->minor_version);

    parse_cp(ps);
    c->cp = ps->cp;
    c->cp_count = ps->cp_count;

    need(ps, 8);
    unsigned flags = u2(ps) & (CLASS_MODIFIERS | (ps->major >= 53 ? CF_ACC_MODULE : 0));
    if ((flags & CF_ACC_INTERFACE) && ps->major < 50) flags |= CF_ACC_ABSTRACT;
    class_modifiers(ps, flags);
    if (ps->bad_constant) FAIL("Unknown constant tag %u in class file %s", ps->bad_constant, ps->cname);
    c->access = (uint16_t)flags;
    ps->is_interface = flags & CF_ACC_INTERFACE;

    unsigned ti = u2(ps);
    CHECK(is_class(ps, ti), "Invalid this class index %u in constant pool in class file %s", ti, ps->cname);
    const char *name = class_name(ps, ti);
    CHECK(name[0] != '[', "Bad class name in class file %s", ps->cname);
    if (ps->expected && strcmp(ps->expected, name) != 0)
        cfp_fail(ps, NCDFE, "%s (wrong name: %s)", ps->expected, name);
    c->name = name;
    ps->cname = name;

    unsigned si = u2(ps);
    if (si == 0) {
        CHECK(strcmp(name, "java/lang/Object") == 0, "Invalid superclass index %u in class file %s", si, ps->cname);
    } else {
        CHECK(is_class(ps, si), "Invalid superclass index %u in class file %s", si, ps->cname);
        CHECK(class_name(ps, si)[0] != '[', "Bad superclass name in class file %s", ps->cname);
        c->super_name = class_name(ps, si);
    }

    unsigned ni = u2(ps);
    /* read one by one: HotSpot reports a bad index before a short file */
    const char **itfs = cfp_alloc(ps, ni * sizeof *itfs);
    for (unsigned i = 0; i < ni; i++) {
        unsigned k = u2(ps);
        CHECK(is_class(ps, k), "Interface name has bad constant pool index %u in class file %s", k, ps->cname);
        itfs[i] = class_name(ps, k);
    }
    c->interface_count = (uint16_t)ni;
    c->interfaces = itfs;
    long d = find_duplicate(ps, ni, interface_key, itfs);
    if (d >= 0) FAIL("Duplicate interface name \"%s\" in class file %s", itfs[d], ps->cname);

    need(ps, 2);
    parse_fields(ps);
    parse_methods(ps);
    parse_class_attributes(ps);
    CHECK(ps->p == ps->end, "Extra bytes at the end of class file %s", ps->cname);
    if (ps->is_interface)
        CHECK(c->super_name && strcmp(c->super_name, "java/lang/Object") == 0,
              "Interfaces must have java.lang.Object as superclass in class file %s", ps->cname);

    for (unsigned i = 0; i < c->method_count; i++)
        if (c->methods[i].code) cfp_check_code(ps, &c->methods[i]);
}

cf_class *cf_parse(const uint8_t *bytes, size_t length, const char *expected_name, cf_error *err)
{
    err->exception = NULL;
    err->message[0] = 0;
    /* Both on the heap: their contents change between setjmp and a
     * longjmp, which automatic variables may not portably do. */
    cf_owned *o = calloc(1, sizeof *o);
    cf_parser *ps = calloc(1, sizeof *ps);
    if (!o || !ps) {
        free(o);
        free(ps);
        err->exception = "java/lang/OutOfMemoryError";
        snprintf(err->message, sizeof err->message, "Java heap space");
        return NULL;
    }
    static const uint8_t nothing[1];
    if (!bytes) bytes = nothing, length = 0; /* NULL + 0 is undefined in C */
    ps->p = bytes;
    ps->end = bytes + length;
    ps->err = err;
    o->chunk_size = length / 2 * 5 + 512;
    ps->o = o;
    ps->c = &o->c;
    ps->expected = expected_name;
    ps->cname = expected_name ? expected_name : "<Unknown>";
    ps->max_bsm = -1;
    if (setjmp(ps->jb)) {
        free(ps->scratch);
        free(ps);
        arena_free(o);
        free(o);
        return NULL;
    }
    parse(ps);
    free(ps->scratch);
    free(ps);
    return &o->c;
}

void cf_free(cf_class *c)
{
    if (!c) return;
    cf_owned *o = (cf_owned *)c;
    arena_free(o);
    free(o);
}
