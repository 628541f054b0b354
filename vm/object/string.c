/*
 * string.c -- java.lang.String from the VM's side: making strings from
 * modified UTF-8 or UTF-16, reading them back, and the intern table.
 *
 * A String is { char[] value; int hash; } (the library's contract,
 * vm/classes/NATIVES.md); its fields are looked up once at startup.
 * The intern table maps string contents to one String object; its entries
 * are GC roots (interned strings live as long as the VM, as the JDK's do
 * for literals): they live in C memory, and storing into them needs no
 * write barrier; storing value into a new String does.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"

static vm_field *value_field, *hash_field;
static os_monitor *intern_lock;

typedef struct intern_entry {
    object *string;
    struct intern_entry *next;
} intern_entry;

#define INTERN_BUCKETS 8192
static intern_entry *intern_table[INTERN_BUCKETS];

static void string_fields(void)
{
    if (value_field) return;
    value_field = class_find_field(cls_String, "value", "[C");
    hash_field = class_find_field(cls_String, "hash", "I");
    intern_lock = os_monitor_create("intern table");
}

static object *value_of(object *s)
{
    return *FIELD_PTR(s, value_field, object *);
}

int32_t string_length(object *s)
{
    string_fields();
    object *v = value_of(s);
    return v ? ARRAY_LENGTH(v) : 0;
}

const uint16_t *string_chars(object *s)
{
    string_fields();
    object *v = value_of(s);
    return v ? ARRAY_DATA(v, uint16_t) : NULL;
}

object *string_from_chars(vm_thread *t, const uint16_t *chars, int32_t n)
{
    string_fields();
    object *arr = heap_new_array(t, cls_char_array, n);
    if (!arr) return NULL;
    if (n) memcpy(ARRAY_DATA(arr, uint16_t), chars, sizeof(uint16_t) * (size_t)n);
    VM_ROOT(t, &arr);
    object *s = heap_new_object(t, cls_String);
    VM_UNROOT(t, 1);
    if (!s) return NULL;
    *FIELD_PTR(s, value_field, object *) = arr;
    heap_write_barrier(s);
    return s;
}

/* Decodes modified UTF-8 (as class files and JNI use it) into UTF-16.
 * Malformed bytes (only possible from JNI callers) become U+FFFD. */
static int32_t decode_mutf8(const char *s, uint16_t *out)
{
    const uint8_t *p = (const uint8_t *)s;
    int32_t n = 0;
    while (*p) {
        uint8_t c = *p;
        uint16_t ch;
        if (c < 0x80) {
            ch = c;
            p++;
        } else if ((c & 0xe0) == 0xc0 && (p[1] & 0xc0) == 0x80) {
            ch = (uint16_t)(((c & 0x1f) << 6) | (p[1] & 0x3f));
            p += 2;
        } else if ((c & 0xf0) == 0xe0 && (p[1] & 0xc0) == 0x80 && (p[2] & 0xc0) == 0x80) {
            ch = (uint16_t)(((c & 0x0f) << 12) | ((p[1] & 0x3f) << 6) | (p[2] & 0x3f));
            p += 3;
        } else {
            ch = 0xfffd;
            p++;
        }
        if (out) out[n] = ch;
        n++;
    }
    return n;
}

object *string_from_utf8(vm_thread *t, const char *utf8)
{
    int32_t n = decode_mutf8(utf8, NULL);
    uint16_t stackbuf[256];
    uint16_t *buf = n <= 256 ? stackbuf : malloc(sizeof(uint16_t) * (size_t)n);
    if (!buf) return vm_throw(t, "java/lang/OutOfMemoryError", NULL), NULL;
    decode_mutf8(utf8, buf);
    object *s = string_from_chars(t, buf, n);
    if (buf != stackbuf) free(buf);
    return s;
}

size_t string_mutf8_length(const uint16_t *c, int32_t n)
{
    size_t k = 0;
    for (int32_t i = 0; i < n; i++) k += (c[i] != 0 && c[i] < 0x80) ? 1 : c[i] < 0x800 ? 2 : 3;
    return k;
}

size_t string_mutf8_encode(const uint16_t *c, int32_t n, char *out)
{
    size_t k = 0;
    for (int32_t i = 0; i < n; i++) {
        uint16_t ch = c[i];
        if (ch != 0 && ch < 0x80) {
            out[k++] = (char)ch;
        } else if (ch < 0x800) {
            out[k++] = (char)(0xc0 | (ch >> 6));
            out[k++] = (char)(0x80 | (ch & 0x3f));
        } else {
            out[k++] = (char)(0xe0 | (ch >> 12));
            out[k++] = (char)(0x80 | ((ch >> 6) & 0x3f));
            out[k++] = (char)(0x80 | (ch & 0x3f));
        }
    }
    return k;
}

char *string_to_utf8(object *s)
{
    if (!s) return NULL;
    int32_t n = string_length(s);
    char *out = malloc((size_t)n * 3 + 1);
    if (!out) return NULL;
    out[string_mutf8_encode(string_chars(s), n, out)] = '\0';
    return out;
}

static uint32_t chars_hash(const uint16_t *c, int32_t n)
{
    uint32_t h = 0;
    for (int32_t i = 0; i < n; i++) h = 31 * h + c[i];
    return h;
}

static object *intern_chars(vm_thread *t, const uint16_t *c, int32_t n, object *candidate)
{
    uint32_t b = chars_hash(c, n) % INTERN_BUCKETS;
    os_monitor_enter(intern_lock);
    for (intern_entry *e = intern_table[b]; e; e = e->next) {
        if (string_length(e->string) == n && memcmp(string_chars(e->string), c, sizeof(uint16_t) * (size_t)n) == 0) {
            object *s = e->string;
            os_monitor_exit(intern_lock);
            return s;
        }
    }
    os_monitor_exit(intern_lock);
    if (!candidate) {
        candidate = string_from_chars(t, c, n);
        if (!candidate) return NULL;
    }
    os_monitor_enter(intern_lock);
    for (intern_entry *o = intern_table[b]; o; o = o->next) /* another thread may have won */
        if (string_length(o->string) == n && memcmp(string_chars(o->string), c, sizeof(uint16_t) * (size_t)n) == 0) {
            object *s = o->string;
            os_monitor_exit(intern_lock);
            return s;
        }
    intern_entry *e = malloc(sizeof *e);
    e->string = candidate;
    e->next = intern_table[b];
    intern_table[b] = e;
    os_monitor_exit(intern_lock);
    return candidate;
}

void string_intern_roots(void (*visit)(object **slot, void *arg), void *arg)
{
    for (int b = 0; b < INTERN_BUCKETS; b++)
        for (intern_entry *e = intern_table[b]; e; e = e->next) visit(&e->string, arg);
}

object *string_intern(vm_thread *t, object *s)
{
    string_fields();
    return intern_chars(t, string_chars(s), string_length(s), s);
}

object *string_intern_utf8(vm_thread *t, const char *utf8)
{
    string_fields();
    int32_t n = decode_mutf8(utf8, NULL);
    uint16_t stackbuf[256];
    uint16_t *buf = n <= 256 ? stackbuf : malloc(sizeof(uint16_t) * (size_t)n);
    decode_mutf8(utf8, buf);
    object *s = intern_chars(t, buf, n, NULL);
    if (buf != stackbuf) free(buf);
    return s;
}
