/*
 * hookloader.c -- test jvmpi.hook_loaders (program jvmpitest.HookLoaderMain):
 * CLASS_LOAD_HOOK is posted for the definitions of user-defined loaders
 * (ClassLoader.defineClass) as for the class path's, the VM uses the bytes
 * the agent returns, and each definition gets its CLASS_LOAD, after its hook,
 * with the class's name and methods.
 *
 * The hook rewrites HookLoaderTarget's constant "original" (the class file
 * that names the class and holds that constant) to "replaced", same
 * length, so the program prints "replaced" for each of the three
 * definitions.  At JVM_SHUT_DOWN it
 * prints how many class files it rewrote, and for HookLoaderTarget the
 * number of CLASS_LOAD events, its methods (as each event gave them, the
 * same every time), and whether each came after a rewrite of its own.
 */
#include "agent.h"

static long rewrites, loads, loads_before_hook;
static Strlist method_lines;

/* The offset of the CONSTANT_Utf8 entry s (tag, length, bytes), 0 if
 * there is none.  The bytes are searched as they are: such an entry appears
 * nowhere else by chance in the classes that matter here. */
static size_t find_utf8(const unsigned char *d, size_t len, const char *s)
{
    size_t n = strlen(s), i;
    for (i = 10; i + 3 + n <= len; i++)
        if (d[i] == 1 && d[i + 1] == 0 && d[i + 2] == n && memcmp(d + i + 3, s, n) == 0) return i;
    return 0;
}

static void hook(JVMPI_Event *ev)
{
    const unsigned char *d = ev->u.class_load_hook.class_data;
    size_t len = (size_t)ev->u.class_load_hook.class_data_len;
    size_t at;
    unsigned char *out;
    if (!d || len < 10 || d[0] != 0xCA || d[1] != 0xFE || d[2] != 0xBA || d[3] != 0xBE) {
        fail("CLASS_LOAD_HOOK: class_data is not a class file (%ld bytes)", (long)len);
        return;
    }
    /* the library's classes may have an "original" too: not theirs */
    at = find_utf8(d, len, "original");
    if (!at || !find_utf8(d, len, "jvmpitest/HookLoaderTarget")) return;
    out = (unsigned char *)ev->u.class_load_hook.malloc_f((unsigned)len);
    if (!out) {
        fail("malloc_f(%u) returned NULL", (unsigned)len);
        return;
    }
    memcpy(out, d, len);
    memcpy(out + at + 3, "replaced", 8);
    ev->u.class_load_hook.new_class_data = out;
    ev->u.class_load_hook.new_class_data_len = (jint)len;
    rewrites++;
}

static void class_load(JVMPI_Event *ev)
{
    char line[1024];
    size_t n = 0;
    jint i;
    Strlist methods = {0};
    if (!ev->u.class_load.class_name || strcmp(ev->u.class_load.class_name, "jvmpitest/HookLoaderTarget") != 0) return;
    loads++;
    if (rewrites < loads) loads_before_hook++;
    for (i = 0; i < ev->u.class_load.num_methods; i++)
        strlist_add(&methods, "%s%s", ev->u.class_load.methods[i].method_name,
                    ev->u.class_load.methods[i].method_signature);
    strlist_sort(&methods);
    line[0] = 0;
    for (i = 0; i < (jint)methods.n; i++)
        n += (size_t)snprintf(line + n, n < sizeof line ? sizeof line - n : 0, "%s%s", i ? " " : "", methods.items[i]);
    strlist_free(&methods);
    for (i = 0; i < (jint)method_lines.n; i++)
        if (strcmp(method_lines.items[i], line) == 0) return;
    strlist_add(&method_lines, "%s", line);
}

static void notify(JVMPI_Event *ev)
{
    size_t i;
    lock();
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD_HOOK: hook(ev); break;
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("class files rewritten: %ld", rewrites);
        say("CLASS_LOAD jvmpitest/HookLoaderTarget: %ld", loads);
        for (i = 0; i < method_lines.n; i++)
            say("methods: %s", method_lines.items[i]);
        say("CLASS_LOAD before its hook: %ld", loads_before_hook);
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
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
