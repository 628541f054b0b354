/*
 * jni_library.c -- user native libraries and the binding of native methods
 * to their functions: System.load / loadLibrary's VM half (the Java half,
 * the search along java.library.path, is in java.lang.ClassLoader),
 * JNI_OnLoad, lookup by mangled name, RegisterNatives, UnregisterNatives.
 *
 * Invariants: the list of libraries only grows (guarded by lib_lock; read
 * without it, as nodes are published complete and never freed); a path
 * appears once among the live loaders' libraries; each library belongs to
 * one class loader and only that loader's classes find natives in it.  An
 * orphan (its loader unloaded) has loader LIB_ORPHAN until its
 * JNI_OnUnload has run, then LIB_CLOSED.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni/jni_library.h"
#include "jni/jni_native.h"
#include "jni/jni_refs.h"
#include "jvmpi_impl.h"
#include "object/loader.h"
#include "interp/resolve.h"
#include "runtime/safepoint.h"
#include "runtime/exception.h"
#include "object/string.h"

typedef struct native_library {
    char *path;
    os_dll *dll;
    int loader;
    struct native_library *volatile next;
} native_library;

static native_library *volatile libraries;
static os_monitor *lib_lock;
enum { LIB_ORPHAN = -1, LIB_CLOSED = -2 };
static volatile int32_t orphans;

void jni_library_init(void)
{
    lib_lock = os_monitor_create("JNI libraries");
}

/* ---- mangled names -------------------------------------------------------------- */

typedef struct name_buf {
    char *p;
    size_t len, cap;
    bool overflow, rejected;
} name_buf;

static void put_raw(name_buf *b, const char *s)
{
    size_t n = strlen(s);
    if (b->len + n + 1 > b->cap) {
        b->overflow = true;
        return;
    }
    memcpy(b->p + b->len, s, n + 1);
    b->len += n;
}

static void put_unit(name_buf *b, uint32_t u, bool slash_separates)
{
    char tmp[8];
    if ((u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9')) {
        /* A digit 0-3 right after a separator would read as an escape: no
         * Java identifier starts with a digit, so such a name is refused. */
        if (u <= '3' && u >= '0' && b->len > 0 && b->p[b->len - 1] == '_') b->rejected = true;
        tmp[0] = (char)u;
        tmp[1] = 0;
    } else if (u == '/' && slash_separates) {
        strcpy(tmp, "_");
    } else if (u == '_') {
        strcpy(tmp, "_1");
    } else if (u == ';') {
        strcpy(tmp, "_2");
    } else if (u == '[') {
        strcpy(tmp, "_3");
    } else {
        snprintf(tmp, sizeof tmp, "_0%04x", (unsigned)(u & 0xffff));
    }
    put_raw(b, tmp);
}

/* Each UTF-16 code unit of a modified UTF-8 string (a 4-byte standard UTF-8
 * sequence, which class files do not hold, still gives its two halves). */
static void put_mangled(name_buf *b, const char *s, size_t n, bool slash_separates)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        uint32_t c = *p++;
        if (c >= 0xf0 && p + 2 < end) {
            uint32_t cp = ((c & 0x07) << 18) | ((uint32_t)(p[0] & 0x3f) << 12) | ((uint32_t)(p[1] & 0x3f) << 6) |
                          (p[2] & 0x3f);
            p += 3;
            cp -= 0x10000;
            put_unit(b, 0xd800 + (cp >> 10), slash_separates);
            put_unit(b, 0xdc00 + (cp & 0x3ff), slash_separates);
            continue;
        }
        if (c >= 0xe0 && p + 1 < end) {
            c = ((c & 0x0f) << 12) | ((uint32_t)(p[0] & 0x3f) << 6) | (p[1] & 0x3f);
            p += 2;
        } else if (c >= 0xc0 && p < end) {
            c = ((c & 0x1f) << 6) | (p[0] & 0x3f);
            p += 1;
        }
        put_unit(b, c, slash_separates);
    }
}

bool jni_mangle_names(const vm_method *m, char *short_name, size_t short_len, char *long_name, size_t long_len)
{
    name_buf b = {short_name, 0, short_len, false, false};
    if (short_len) short_name[0] = 0;
    put_raw(&b, "Java_");
    put_mangled(&b, m->clazz->name, strlen(m->clazz->name), true);
    put_raw(&b, "_");
    put_mangled(&b, m->name, strlen(m->name), false);
    if (b.overflow || b.rejected) return false;
    name_buf l = {long_name, 0, long_len, false, false};
    put_raw(&l, short_name);
    put_raw(&l, "__");
    const char *sig = m->descriptor + 1, *close = strchr(sig, ')');
    put_mangled(&l, sig, close ? (size_t)(close - sig) : strlen(sig), true);
    return !l.overflow && !l.rejected;
}

/* ---- -verbose:jni ---------------------------------------------------------------------- */

/* The JDK's lines (-Xlog:jni+resolve=debug), to stdout like the program's
 * output: uptime, level, tags, then the message.  Only JNI natives: the
 * class library's own natives are not JNI in Lantern. */
static void verbose_jni(const char *what, const vm_method *m, const char *suffix)
{
    if (!vm_opts.verbose_jni) return;
    char cname[512];
    class_java_name(m->clazz, cname, sizeof cname);
    int64_t start = vm_main_thread ? vm_main_thread->start_ns : 0;
    double up = (double)(os_time_nanos() - start) / 1e9;
    vm_printf(stdout, "[%.3fs][debug][jni,resolve] [%s %s.%s%s]\n", up, what, cname, m->name, suffix);
    fflush(stdout);
}

/* ---- binding a native method ------------------------------------------------------ */

static void *find_symbol(int loader, const char *name)
{
    for (native_library *l = libraries; l; l = l->next)
        if (l->loader == loader) {
            void *p = os_dll_symbol(l->dll, name);
            if (p) return p;
        }
    return NULL;
}

bool jni_library_bind(vm_thread *t, vm_method *m)
{
    char s[1024], l[2048];
    void *code = NULL;
    if (jni_native_supported() && jni_mangle_names(m, s, sizeof s, l, sizeof l)) {
        code = find_symbol(m->clazz->loader, s);
        if (!code) code = find_symbol(m->clazz->loader, l);
    }
    if (!code) {
        char buf[512];
        if (!jni_native_supported())
            return vm_throw(t, "java/lang/UnsatisfiedLinkError",
                            "'%s': JNI native methods are not supported on this platform (only x86-64 System V "
                            "and Windows x64)",
                            resolve_describe_method(m, buf, sizeof buf));
        return vm_throw(t, "java/lang/UnsatisfiedLinkError", "'%s'", resolve_describe_method(m, buf, sizeof buf));
    }
    OS_TRACE(VM_TRACE_NATIVE, "native", "JNI-bound %s.%s%s", m->clazz->name, m->name, m->descriptor);
    verbose_jni("Dynamic-linking native method", m, " ... JNI");
    jni_native_bind(m, code);
    return true;
}

/* ---- loading a library -------------------------------------------------------------- */

/* The class on whose behalf System.load/loadLibrary runs: the first frame
 * outside the library-loading classes (the JDK asks the caller's class);
 * NULL when there is none. */
static const vm_class *caller_class(vm_thread *t)
{
    for (frame *f = t->top; f; f = f->prev) {
        const char *n = f->method->clazz->name;
        if (strcmp(n, "java/lang/ClassLoader") == 0 || strcmp(n, "java/lang/System") == 0 ||
            strcmp(n, "java/lang/Runtime") == 0)
            continue;
        return f->method->clazz;
    }
    return NULL;
}

static int caller_loader(vm_thread *t)
{
    const vm_class *c = caller_class(t);
    return c ? c->loader : LOADER_APP;
}

bool jni_library_in_onload(vm_thread *t, const vm_class **caller)
{
    /* nativeLoad runs no native code of its own but the library's
     * constructors and JNI_OnLoad: a JNI call made while it is the top
     * frame comes from one of them. */
    frame *f = t->top;
    if (!f || !f->method || !(f->method->access & CF_ACC_NATIVE) || f->method->clazz->loader != LOADER_BOOT ||
        strcmp(f->method->name, "nativeLoad") != 0 || strcmp(f->method->clazz->name, "java/lang/ClassLoader") != 0)
        return false;
    *caller = caller_class(t);
    return true;
}

static bool version_supported(jint v)
{
    return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 ||
           v == JNI_VERSION_1_8 || v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

/* Whether path is loaded already; if by another loader than `loader`, an
 * UnsatisfiedLinkError is pending. */
static bool already_loaded(vm_thread *t, const char *path, int loader)
{
    os_monitor_enter(lib_lock);
    for (native_library *l = libraries; l; l = l->next)
        if (l->loader >= 0 && strcmp(l->path, path) == 0) {
            int owner = l->loader;
            os_monitor_exit(lib_lock);
            if (owner != loader)
                vm_throw(t, "java/lang/UnsatisfiedLinkError", "Native Library %s already loaded in another classloader",
                         path);
            return true;
        }
    os_monitor_exit(lib_lock);
    return false;
}

/* Runs the library's JNI_OnLoad, if it has one, in a local frame of its
 * own; *version is the JNI version it asks for (1.1 without one).  False
 * with an exception pending if it threw or no frame could be pushed. */
static bool run_onload(vm_thread *t, os_dll *dll, jint *version)
{
    *version = JNI_VERSION_1_1;
    void *onload = os_dll_symbol(dll, "JNI_OnLoad");
    if (!onload) return true;
    jint(JNICALL * fn)(JavaVM *, void *);
    memcpy(&fn, &onload, sizeof fn);
    int depth = jni_frame_depth(t);
    if (jni_frame_push(t, JNI_LOCAL_CAPACITY) != JNI_OK) return false;
    thread_to_native(t);
    *version = fn(&vm_the_vm, NULL);
    thread_from_native(t);
    while (jni_frame_depth(t) > depth) jni_frame_pop(t);
    return !t->exception;
}

/* Appends the library to the list (the search order is the load order),
 * which then owns path; false if memory ran out (OutOfMemoryError pending)
 * or a concurrent load of the same file won, and path is the caller's. */
static bool publish_library(vm_thread *t, char *path, os_dll *dll, int loader)
{
    native_library *nl = calloc(1, sizeof *nl);
    if (!nl) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return false;
    }
    nl->path = path;
    nl->dll = dll;
    nl->loader = loader;
    os_monitor_enter(lib_lock);
    native_library *volatile *pp = &libraries;
    bool again = false;
    while (*pp) {
        if ((*pp)->loader >= 0 && strcmp((*pp)->path, path) == 0) again = true;
        pp = &(*pp)->next;
    }
    if (!again) {
        os_atomic_fence();
        *pp = nl;
    }
    os_monitor_exit(lib_lock);
    if (again) free(nl);
    return !again;
}

/* ClassLoader.nativeLoad(String path): path is absolute and names an
 * existing file (the Java side checked).  Loading runs foreign code
 * (JNI_OnLoad may load classes, start threads, even load other
 * libraries): lib_lock only guards the list, and a library is published
 * after its JNI_OnLoad accepted it.  One way out: path is freed unless the
 * list took it, and the library is unloaded if JNI_OnLoad refused it. */
NATIVE(classloader_nativeLoad)
{
    (void)ret;
    char *path = string_to_utf8(args[0].a);
    if (!path) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    int loader = caller_loader(t);
    os_dll *dll = NULL;
    bool unload = false;
    jint version;
    char err[512];
    if (!lib_lock) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        goto done;
    }
    if (already_loaded(t, path, loader)) goto done;
    thread_to_native(t);
    dll = os_dll_load(path, err, sizeof err);
    thread_from_native(t);
    if (!dll) {
        vm_throw(t, "java/lang/UnsatisfiedLinkError", "%s: %s", path, err);
        goto done;
    }
    OS_TRACE(VM_TRACE_NATIVE, "native", "loaded library %s", path);
    unload = true;
    if (!run_onload(t, dll, &version)) goto done;
    if (!version_supported(version)) {
        vm_throw(t, "java/lang/UnsatisfiedLinkError", "unsupported JNI version 0x%08X required by %s",
                 (unsigned)version, path);
        goto done;
    }
    /* From here the library stays loaded, as it did when the list could
     * not take it (out of memory, or another thread's load of it won). */
    unload = false;
    if (publish_library(t, path, dll, loader)) path = NULL;
done:
    if (unload) os_dll_unload(dll);
    free(path);
}

/* ---- unloading ------------------------------------------------------------------- */

void jni_library_loader_died(int loader)
{
    /* no thread runs: the list is read and written without lib_lock */
    for (native_library *l = libraries; l; l = l->next)
        if (l->loader == loader) {
            l->loader = LIB_ORPHAN;
            orphans++;
        }
}

void jni_library_run_unloads(vm_thread *t)
{
    if (!os_atomic_load32(&orphans) || !lib_lock) return;
    for (;;) {
        native_library *lib = NULL;
        os_monitor_enter(lib_lock);
        for (native_library *l = libraries; l && !lib; l = l->next)
            if (l->loader == LIB_ORPHAN) lib = l;
        if (lib) {
            lib->loader = LIB_CLOSED;
            orphans--;
        }
        os_monitor_exit(lib_lock);
        if (!lib) return;
        OS_TRACE(VM_TRACE_NATIVE, "native", "unloading library %s", lib->path);
        void *onunload = os_dll_symbol(lib->dll, "JNI_OnUnload");
        if (onunload) {
            void(JNICALL * fn)(JavaVM *, void *);
            memcpy(&fn, &onunload, sizeof fn);
            object *pending = t->exception;
            VM_ROOT(t, &pending);
            t->exception = NULL;
            int depth = jni_frame_depth(t);
            if (jni_frame_push(t, JNI_LOCAL_CAPACITY) == JNI_OK) {
                thread_to_native(t);
                fn(&vm_the_vm, NULL);
                thread_from_native(t);
                while (jni_frame_depth(t) > depth) jni_frame_pop(t);
            }
            /* what JNI_OnUnload threw goes nowhere, as on the JDK's cleaner */
            t->exception = pending;
            VM_UNROOT(t, 1);
        }
        os_dll_unload(lib->dll);
        lib->dll = NULL;
    }
}

const native_entry natives_jni_table[] = {
    {"java/lang/ClassLoader", "nativeLoad", "(Ljava/lang/String;)V", classloader_nativeLoad},
};
const size_t natives_jni_count = sizeof natives_jni_table / sizeof natives_jni_table[0];

/* ---- RegisterNatives / UnregisterNatives ------------------------------------------- */

/* Called from native code (IN_NATIVE) or from the VM and agents' handlers
 * (IN_JAVA): objects are touched IN_JAVA, and the caller's state restored. */
static int32_t enter_vm(vm_thread *t)
{
    int32_t was = t->exec_state;
    if (was == THREAD_EXEC_IN_NATIVE) thread_from_native(t);
    return was;
}

static void leave_vm(vm_thread *t, int32_t was)
{
    if (was == THREAD_EXEC_IN_NATIVE) thread_to_native(t);
}

jint JNICALL jni_RegisterNatives(JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint n)
{
    vm_thread *t = (vm_thread *)env;
    int32_t was = enter_vm(t);
    jint rc = JNI_OK;
    object *mirror = jni_deref(clazz);
    vm_class *c = mirror ? resolve_class_of_mirror(mirror) : NULL;
    if (!c || (n > 0 && !methods)) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        rc = JNI_ERR;
    }
    for (jint i = 0; rc == JNI_OK && i < n; i++) {
        const char *name = methods[i].name, *sig = methods[i].signature;
        if (!name || !sig) {
            vm_throw(t, "java/lang/NullPointerException", NULL);
            rc = JNI_ERR;
            break;
        }
        vm_method *m = NULL;
        for (uint16_t k = 0; k < c->method_count; k++)
            if (strcmp(c->methods[k].name, name) == 0 && strcmp(c->methods[k].descriptor, sig) == 0) {
                m = &c->methods[k];
                break;
            }
        char buf[512];
        bool name_known = m != NULL;
        for (uint16_t k = 0; !name_known && k < c->method_count; k++) name_known = strcmp(c->methods[k].name, name) == 0;
        if (!name_known) {
            vm_throw(t, "java/lang/NoSuchMethodError", "Method %s.%s%s not found", class_java_name(c, buf, sizeof buf),
                     name, sig);
            rc = JNI_ERR;
            break;
        }
        if (!m || !(m->access & CF_ACC_NATIVE)) {
            vm_method fake;
            memset(&fake, 0, sizeof fake);
            fake.clazz = c;
            fake.name = name;
            fake.descriptor = sig;
            vm_throw(t, "java/lang/NoSuchMethodError", m ? "Method '%s' is not declared as native"
                                                         : "Method '%s' name or signature does not match",
                     resolve_describe_method(m ? m : &fake, buf, sizeof buf));
            rc = JNI_ERR;
            break;
        }
        if (!methods[i].fnPtr) {
            vm_throw(t, "java/lang/NullPointerException", NULL);
            rc = JNI_ERR;
            break;
        }
        OS_TRACE(VM_TRACE_NATIVE, "native", "registered %s.%s%s", c->name, name, sig);
        verbose_jni("Registering JNI native method", m, "");
        jni_native_bind(m, methods[i].fnPtr);
    }
    leave_vm(t, was);
    return rc;
}

jint JNICALL jni_UnregisterNatives(JNIEnv *env, jclass clazz)
{
    vm_thread *t = (vm_thread *)env;
    int32_t was = enter_vm(t);
    jint rc = JNI_OK;
    object *mirror = jni_deref(clazz);
    vm_class *c = mirror ? resolve_class_of_mirror(mirror) : NULL;
    if (!c) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        rc = JNI_ERR;
    } else {
        for (uint16_t k = 0; k < c->method_count; k++)
            if ((c->methods[k].access & CF_ACC_NATIVE) && c->methods[k].native == jni_native_call)
                jni_native_unbind(&c->methods[k]);
    }
    leave_vm(t, was);
    return rc;
}
