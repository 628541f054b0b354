/*
 * hook.c -- test jvmpi.hook (program jvmpitest.HookMain): CLASS_LOAD_HOOK
 * gives the class bytes before the VM parses them, and the VM uses the bytes
 * the agent returns (allocated with the event's malloc_f).
 *
 * For every class: the bytes must start with 0xCAFEBABE.  For
 * jvmpitest/HookTarget the agent rewrites its constant pool: CONSTANT_Integer
 * 12345678 -> 87654321, CONSTANT_Utf8 "original" -> "rewritten" (one byte
 * longer, so the rest of the file shifts and new_class_data_len matters).
 * The program then prints the new values; HookMain, which has its own
 * "original", is left alone.  The hook lines are printed at JVM_SHUT_DOWN
 * (class loading order is the VM's business).
 */
#include "agent.h"

static Strlist lines;
static long bad_magic, hooks;

typedef struct {
    const unsigned char *p;
    size_t len;
} Bytes;

/* Offsets of the constant pool entries [1, count); returns the offset after
 * the pool, 0 if malformed. */
static size_t parse_pool(const unsigned char *d, size_t len, size_t *offs, unsigned count)
{
    size_t o = 10;
    unsigned i;
    for (i = 1; i < count; i++) {
        unsigned tag;
        if (o >= len)
            return 0;
        offs[i] = o;
        tag = d[o];
        switch (tag) {
        case 1:
            if (o + 3 > len)
                return 0;
            o += 3 + (((size_t)d[o + 1] << 8) | d[o + 2]);
            break;
        case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: o += 5; break;
        case 5: case 6: o += 9; i++; break;
        case 7: case 8: case 16: case 19: case 20: o += 3; break;
        case 15: o += 4; break;
        default: return 0;
        }
    }
    return o <= len ? o : 0;
}

static size_t entry_size(const unsigned char *d, size_t a)
{
    switch (d[a]) {
    case 1: return 3 + (((size_t)d[a + 1] << 8) | d[a + 2]);
    case 5: case 6: return 9;
    case 7: case 8: case 16: case 19: case 20: return 3;
    case 15: return 4;
    default: return 5;
    }
}

static int utf8_is(const unsigned char *d, size_t off, const char *s)
{
    size_t n = ((size_t)d[off + 1] << 8) | d[off + 2];
    return d[off] == 1 && n == strlen(s) && memcmp(d + off + 3, s, n) == 0;
}

static void hook(JVMPI_Event *ev)
{
    const unsigned char *d = ev->u.class_load_hook.class_data;
    size_t len = (size_t)ev->u.class_load_hook.class_data_len;
    unsigned count, this_class, i;
    size_t *offs, end, o, nlen;
    unsigned char *out;
    char name[256];
    int ints = 0, strs = 0;

    hooks++;
    if (!d || len < 24 || d[0] != 0xCA || d[1] != 0xFE || d[2] != 0xBA || d[3] != 0xBE) {
        if (bad_magic++ == 0)
            fail("CLASS_LOAD_HOOK: class_data is not a class file (%ld bytes)", (long)len);
        return;
    }
    count = ((unsigned)d[8] << 8) | d[9];
    offs = (size_t *)xcalloc(count + 1, sizeof(size_t));
    end = parse_pool(d, len, offs, count);
    if (!end || end + 6 > len) {
        fail("CLASS_LOAD_HOOK: cannot parse a constant pool");
        free(offs);
        return;
    }
    this_class = ((unsigned)d[end + 2] << 8) | d[end + 3];
    name[0] = 0;
    if (this_class > 0 && this_class < count && d[offs[this_class]] == 7) {
        unsigned ni = ((unsigned)d[offs[this_class] + 1] << 8) | d[offs[this_class] + 2];
        if (ni > 0 && ni < count && d[offs[ni]] == 1) {
            size_t n = ((size_t)d[offs[ni] + 1] << 8) | d[offs[ni] + 2];
            if (n >= sizeof name)
                n = sizeof name - 1;
            memcpy(name, d + offs[ni] + 3, n);
            name[n] = 0;
        }
    }
    if (strcmp(name, "jvmpitest/HookMain") == 0)
        strlist_add(&lines, "hook: %s left alone", name);
    if (strcmp(name, "jvmpitest/HookTarget") != 0) {
        free(offs);
        return;
    }
    /* one byte more for "rewritten" than for "original" */
    nlen = len + 1;
    out = (unsigned char *)ev->u.class_load_hook.malloc_f((unsigned)nlen);
    if (!out) {
        fail("malloc_f(%u) returned NULL", (unsigned)nlen);
        free(offs);
        return;
    }
    memcpy(out, d, 10);
    o = 10;
    for (i = 1; i < count; i++) {
        size_t a = offs[i], b;
        if (a == 0)
            continue; /* second slot of a long/double */
        b = a + entry_size(d, a);
        if (d[a] == 3 && d[a + 1] == 0x00 && d[a + 2] == 0xBC && d[a + 3] == 0x61 && d[a + 4] == 0x4E) {
            /* 12345678 = 0x00BC614E -> 87654321 = 0x05397FB1 */
            static const unsigned char v[5] = {3, 0x05, 0x39, 0x7F, 0xB1};
            memcpy(out + o, v, 5);
            o += 5;
            ints++;
        } else if (d[a] == 1 && utf8_is(d, a, "original")) {
            static const char s[] = "rewritten";
            out[o] = 1;
            out[o + 1] = 0;
            out[o + 2] = (unsigned char)(sizeof s - 1);
            memcpy(out + o + 3, s, sizeof s - 1);
            o += 3 + sizeof s - 1;
            strs++;
        } else {
            memcpy(out + o, d + a, b - a);
            o += b - a;
        }
    }
    memcpy(out + o, d + end, len - end);
    o += len - end;
    free(offs);
    if (ints != 1 || strs != 1 || o != nlen) {
        fail("HookTarget: found %d integer and %d string constants to rewrite", ints, strs);
        return; /* the VM frees nothing it did not get; out leaks, the test has failed anyway */
    }
    ev->u.class_load_hook.new_class_data = out;
    ev->u.class_load_hook.new_class_data_len = (jint)nlen;
    strlist_add(&lines, "hook: %s rewritten: 12345678 -> 87654321, \"original\" -> \"rewritten\"", name);
}

static void notify(JVMPI_Event *ev)
{
    size_t i;
    lock();
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD_HOOK: hook(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        strlist_sort(&lines);
        for (i = 0; i < lines.n; i++)
            say("%s", lines.items[i]);
        say("hooks with bytes that are not a class file: %ld", bad_magic);
        say("hook called for the library's classes too: %s", hooks > 2 ? "yes" : "no");
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
    default: break;
    }
    unlock();
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD_HOOK);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
