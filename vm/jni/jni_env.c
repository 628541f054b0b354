/*
 * jni_env.c -- the JNIEnv function table: every function of JDK 17's
 * JNINativeInterface_ (slots 4..233) over the VM's classes, objects, calls
 * and the references of jni_refs.c.
 *
 * Invariants:
 *   - native code runs IN_NATIVE, so the moving collector may run at any
 *     moment; every function that touches an object switches the caller to
 *     IN_JAVA on entry and back on return (ENTER/LEAVE), but only if it was
 *     IN_NATIVE (VM code and agent event handlers call in IN_JAVA already);
 *   - raw object pointers are taken from references (jni_deref) only after
 *     the last point that can allocate, or are held through JNI locals;
 *   - jmethodID is the vm_method*, jfieldID the vm_field* (both live as long
 *     as the VM: classes are never unloaded);
 *   - every buffer handed out (string and array elements, critical regions)
 *     is a malloc'd copy, so the collector may move the object meanwhile;
 *     Release* copies back (unless JNI_ABORT) and frees (unless JNI_COMMIT).
 *     isCopy therefore always reads JNI_TRUE;
 *   - direct buffers are java.nio's, over memory outside the heap
 *     (ByteBuffer.java): NewDirectByteBuffer wraps the caller's memory,
 *     GetDirectBufferAddress/Capacity read a direct buffer's fields (NULL
 *     and -1 for anything else);
 *   - GetModule returns NULL: Lantern has no modules (no java.lang.Module);
 *   - RegisterNatives / UnregisterNatives are left NULL for the native
 *     method binding to fill in (jni_env.h).
 *
 * Where it knowingly differs from HotSpot 17: GetMethodID's short NoSuchMethodError
 * text (the bare name, which HotSpot gives for a name no loaded class uses)
 * is chosen when no class of the hierarchy uses the name; NewObjectArray
 * refuses an initial element of the wrong type (ArrayStoreException) where
 * HotSpot stores it unchecked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni/jni_env.h"
#include "jni/jni_library.h"
#include "jni/jni_refs.h"
#include "jvmpi_impl.h"
#include "object/classloaders.h"
#include "object/classlog.h"
#include "object/loader.h"
#include "runtime/monitor.h"
#include "interp/resolve.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"

extern JavaVM vm_the_vm; /* vm.c */

/* ---- entry and exit ------------------------------------------------------ */

static inline bool enter_vm(vm_thread *t)
{
    if (os_atomic_load32(&t->exec_state) == THREAD_EXEC_IN_NATIVE) {
        thread_from_native(t);
        return true;
    }
    return false;
}

#define ENTER(env)                          \
    vm_thread *const t = (vm_thread *)(env); \
    const bool was_native_ = enter_vm(t)
#define LEAVE()                             \
    do {                                    \
        if (was_native_) thread_to_native(t); \
    } while (0)

static vm_class *class_of(jclass clazz)
{
    object *m = jni_deref(clazz);
    return m ? resolve_class_of_mirror(m) : NULL;
}

static jclass class_ref(vm_thread *t, vm_class *c)
{
    object *m = c ? resolve_mirror(t, c) : NULL;
    return m ? jni_local_new(t, m) : NULL;
}

static bool npe(vm_thread *t)
{
    return vm_throw(t, "java/lang/NullPointerException", NULL);
}

/* The binary name of a class for messages ("java.lang.String"). */
static const char *jname(const vm_class *c, char *buf, size_t len)
{
    return class_java_name(c, buf, len);
}

/* ---- version, classes ------------------------------------------------------ */

static jint JNICALL jni_GetVersion(JNIEnv *env)
{
    (void)env;
    return JNI_VERSION_10;
}

/* The loader id a java.lang.ClassLoader object carries (its vmLoaderId:
 * >= LOADER_USER_FIRST for a user-defined loader, 0 for the built-in ones,
 * which define as the application loader). */
static int loader_id_of(object *loader)
{
    /* any object may come from JNI: only a ClassLoader carries the field */
    vm_class *cl = class_lookup("java/lang/ClassLoader");
    int id = cl && class_is_subclass_of(loader->clazz, cl) ? loaders_id_of(loader) : 0;
    return id >= LOADER_USER_FIRST ? id : LOADER_APP;
}

/* The "source:" HotSpot's -verbose:class gives a JNI DefineClass (no code
 * source): the defining loader's class, or for the boot loader "instance of"
 * the class whose native method called, none without one. */
static const char *define_source(vm_thread *t, object *loader, int id, char *buf, size_t len)
{
    if (!loader) {
        if (!t->top || !t->top->method) return NULL;
        char cn[512];
        snprintf(buf, len, "instance of %s", class_java_name(t->top->method->clazz, cn, sizeof cn));
        return buf;
    }
    /* Lantern's built-in loaders are ClassLoader$BuiltinLoader; the JDK's
     * application loader's class is this */
    if (id < LOADER_USER_FIRST) return "jdk.internal.loader.ClassLoaders$AppClassLoader";
    return class_java_name(loader->clazz, buf, len);
}

/* Defines from bytes (the agent's, after CLASS_LOAD_HOOK) in the loader
 * the reference names: a user-defined loader's definition is the one
 * ClassLoader.defineClass makes (its checks and messages), the boot and
 * built-in loaders' go to class_define. */
static vm_class *define_from_bytes(vm_thread *t, const char *name, jobject loader, const uint8_t *bytes, size_t len)
{
    object *lo = jni_deref(loader);
    int id = lo ? loader_id_of(lo) : LOADER_BOOT;
    char srcbuf[600];
    const char *source = define_source(t, lo, id, srcbuf, sizeof srcbuf);
    class_log_source log;
    vm_class *c = NULL;
    if (id >= LOADER_USER_FIRST) {
        VM_ROOT(t, &lo);
        class_log_define_with(t, &log, name, id, false, source);
        c = class_define_in(t, id, &lo, name, bytes, len);
        class_log_define_done(&log);
        VM_UNROOT(t, 1);
        return c;
    }
    const char *lname = id == LOADER_APP ? "app" : "bootstrap";
    char bn[512];
    binary_name(name, bn, sizeof bn);
    if (class_lookup(name)) /* the JDK's text; class_define checks again */
        return vm_throw(t, "java/lang/LinkageError",
                        "loader '%s' attempted duplicate class definition for %s. (%s is in unnamed module of loader '%s')",
                        lname, bn, bn, lname),
               NULL;
    class_log_define_with(t, &log, name, id, false, source);
    c = class_define(t, name, bytes, len, id);
    class_log_define_done(&log);
    return c;
}

static jclass JNICALL jni_DefineClass(JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len)
{
    ENTER(env);
    jclass r = NULL;
    char *own = NULL;
    uint8_t *hooked = NULL;
    const uint8_t *bytes = (const uint8_t *)buf;
    size_t n = len < 0 ? 0 : (size_t)len;
    if (!buf || len < 0) {
        vm_throw(t, "java/lang/ClassFormatError", NULL);
        goto out;
    }
    /* The agent may hand back other bytes (JVMPI CLASS_LOAD_HOOK), as for
     * every definition from a class file; the hook frees what it replaces,
     * so it gets a copy. */
    if (JVMPI_ON(JVMPI_EVENT_CLASS_LOAD_HOOK)) {
        hooked = malloc(n ? n : 1);
        if (!hooked) {
            vm_throw(t, "java/lang/OutOfMemoryError", NULL);
            goto out;
        }
        memcpy(hooked, buf, n);
        jvmpi_post_class_load_hook(t, &hooked, &n);
        bytes = hooked;
    }
    if (!name) {
        /* The name comes from the class file itself. */
        cf_error err;
        cf_class *cf = cf_parse(bytes, n, NULL, &err);
        if (!cf) {
            vm_throw(t, err.exception, "%s", err.message);
            goto out;
        }
        own = vm_strdup(cf->name);
        cf_free(cf);
        name = own;
    }
    if (name) {
        vm_class *c = define_from_bytes(t, name, loader, bytes, n);
        if (c) r = class_ref(t, c);
    }
out:
    free(hooked);
    free(own);
    LEAVE();
    return r;
}

/* The class whose loader FindClass uses (the JNI specification): the one
 * declaring the native method that calls; in JNI_OnLoad (and the library's
 * constructors) the class that loaded the library.  NULL when no Java frame
 * tells (an attached thread, the invocation API): the application loader. */
static const vm_class *find_class_context(vm_thread *t)
{
    const vm_class *caller;
    if (jni_library_in_onload(t, &caller)) return caller;
    if (t->top && t->top->method && (t->top->method->access & CF_ACC_NATIVE)) return t->top->method->clazz;
    return NULL;
}

static jclass JNICALL jni_FindClass(JNIEnv *env, const char *name)
{
    ENTER(env);
    jclass r = NULL;
    if (!name) {
        vm_throw(t, "java/lang/NoClassDefFoundError", NULL);
    } else {
        /* HotSpot also takes a class's descriptor ("Ljava/lang/String;"). */
        const char *given = name;
        char *stripped = NULL;
        size_t n = strlen(name);
        if (n > 2 && name[0] == 'L' && name[n - 1] == ';' && (stripped = malloc(n - 1)) != NULL) {
            memcpy(stripped, name + 1, n - 2);
            stripped[n - 2] = '\0';
            name = stripped;
        }
        const vm_class *ctx = find_class_context(t);
        bool not_found = false;
        vm_class *c;
        if (ctx && ctx->loader >= LOADER_USER_FIRST && !strchr(name, '.')) {
            /* through its loadClass: a ClassNotFoundException it throws
             * becomes the cause of NoClassDefFoundError, as on HotSpot */
            c = class_find_for(t, ctx, name, &not_found);
        } else {
            c = class_find(t, name, &not_found);
            /* From a native method of a boot class only boot classes are
             * visible (that class's loader). */
            if (c && c->loader == LOADER_APP && ctx && ctx->loader == LOADER_BOOT) {
                class_throw_not_found(t, given, name);
                c = NULL;
            }
        }
        /* as HotSpot: the message is the name as given, descriptor or not,
         * and a name with dots is no class name at all (no cause) */
        if (!c && not_found) {
            if (strchr(name, '.')) vm_throw(t, "java/lang/NoClassDefFoundError", "%s", given);
            else class_throw_not_found(t, given, name);
        }
        if (c && class_initialize(t, c)) r = class_ref(t, c);
        free(stripped);
    }
    LEAVE();
    return r;
}

static jclass JNICALL jni_GetSuperclass(JNIEnv *env, jclass sub)
{
    ENTER(env);
    vm_class *c = class_of(sub);
    jclass r = NULL;
    if (!c) npe(t);
    else if (!c->is_primitive && !(c->access & CF_ACC_INTERFACE) && c->super) r = class_ref(t, c->super);
    LEAVE();
    return r;
}

static jboolean JNICALL jni_IsAssignableFrom(JNIEnv *env, jclass sub, jclass sup)
{
    ENTER(env);
    vm_class *a = class_of(sub), *b = class_of(sup);
    jboolean r = JNI_FALSE;
    if (!a || !b) npe(t);
    else if (a->is_primitive || b->is_primitive) r = a == b;
    else r = class_assignable(a, b) ? JNI_TRUE : JNI_FALSE;
    LEAVE();
    return r;
}

/* ---- exceptions ------------------------------------------------------------ */

static jint JNICALL jni_Throw(JNIEnv *env, jthrowable obj)
{
    ENTER(env);
    object *o = jni_deref(obj);
    jint r = JNI_OK;
    if (!o) {
        npe(t);
        r = JNI_ERR;
    } else {
        t->exception = o;
    }
    LEAVE();
    return r;
}

static jint JNICALL jni_ThrowNew(JNIEnv *env, jclass clazz, const char *msg)
{
    ENTER(env);
    jint r = JNI_ERR;
    vm_class *c = class_of(clazz);
    object *s = NULL, *ex = NULL;
    t->exception = NULL; /* replaced by the new one: the constructor must not see it */
    VM_ROOT(t, &s);
    VM_ROOT(t, &ex);
    if (!c) {
        npe(t);
    } else if (class_initialize(t, c) && (!msg || (s = string_from_utf8(t, msg)) != NULL) &&
               (ex = heap_new_object(t, c)) != NULL) {
        vm_method *ctor = msg ? NULL : class_find_declared_method(c, "<init>", "()V");
        slot args[2] = {{.a = ex}, {.a = s}};
        if (!ctor) ctor = class_find_declared_method(c, "<init>", "(Ljava/lang/String;)V");
        if (!ctor) {
            char buf[512];
            vm_throw(t, "java/lang/NoSuchMethodError", "%s.<init>(Ljava/lang/String;)V", jname(c, buf, sizeof buf));
        } else if (vm_call(t, ctor, args, NULL)) {
            t->exception = ex;
            r = JNI_OK;
        }
    }
    VM_UNROOT(t, 2);
    LEAVE();
    return r;
}

static jthrowable JNICALL jni_ExceptionOccurred(JNIEnv *env)
{
    ENTER(env);
    jthrowable r = t->exception ? jni_local_new(t, t->exception) : NULL;
    LEAVE();
    return r;
}

/* As the JDK: "Exception in thread "<name>" " and the exception's own
 * printStackTrace, on stderr; a ThreadDeath prints nothing. */
static void JNICALL jni_ExceptionDescribe(JNIEnv *env)
{
    ENTER(env);
    object *ex = t->exception;
    t->exception = NULL;
    VM_ROOT(t, &ex);
    vm_class *td = class_lookup("java/lang/ThreadDeath");
    if (ex && !(td && class_assignable(ex->clazz, td))) {
        char *name = NULL;
        if (t->java_thread) {
            slot a[1] = {{.a = t->java_thread}}, r;
            if (vm_call_virtual(t, t->java_thread, "getName", "()Ljava/lang/String;", a, &r)) name = string_to_utf8(r.a);
            t->exception = NULL;
        }
        fflush(stdout);
        if (name) vm_printf(stderr, "Exception in thread \"%s\" ", name);
        else vm_printf(stderr, "Exception ");
        fflush(stderr);
        free(name);
        slot a[1] = {{.a = ex}};
        if (!vm_call_virtual(t, ex, "printStackTrace", "()V", a, NULL)) t->exception = NULL;
        fflush(stderr);
    }
    VM_UNROOT(t, 1);
    LEAVE();
}

static void JNICALL jni_ExceptionClear(JNIEnv *env)
{
    ((vm_thread *)env)->exception = NULL;
}

static jboolean JNICALL jni_ExceptionCheck(JNIEnv *env)
{
    return ((vm_thread *)env)->exception != NULL;
}

/* As the JDK: the message and the Java stack on stdout, then abort. */
static void JNICALL jni_FatalError(JNIEnv *env, const char *msg)
{
    vm_thread *t = (vm_thread *)env;
    fflush(stderr);
    vm_printf(stdout, "FATAL ERROR in native method: %s\n", msg ? msg : "");
    for (frame *f = t ? t->top : NULL; f; f = f->prev) {
        vm_method *m = f->method;
        if (!m) continue;
        char cn[512];
        binary_name(m->clazz->name, cn, sizeof cn);
        if (m->access & CF_ACC_NATIVE) vm_printf(stdout, "\tat %s.%s(Native Method)\n", cn, m->name);
        else {
            int line = f->pc ? frame_line_number(m, (uint32_t)(f->pc - m->code)) : -1;
            if (m->clazz->source_file && line >= 0) vm_printf(stdout, "\tat %s.%s(%s:%d)\n", cn, m->name, m->clazz->source_file, line);
            else vm_printf(stdout, "\tat %s.%s(%s)\n", cn, m->name, m->clazz->source_file ? m->clazz->source_file : "Unknown Source");
        }
    }
    fflush(stdout);
    vm_abort();
}

/* ---- references ------------------------------------------------------------ */

static jint JNICALL jni_PushLocalFrame(JNIEnv *env, jint capacity)
{
    ENTER(env);
    jint r = jni_frame_push(t, capacity);
    LEAVE();
    return r;
}

/* The result is moved to the enclosing frame. */
static jobject JNICALL jni_PopLocalFrame(JNIEnv *env, jobject result)
{
    ENTER(env);
    object *o = jni_deref(result);
    jni_frame_pop(t);
    jobject r = jni_local_new(t, o);
    LEAVE();
    return r;
}

static jobject JNICALL jni_NewGlobalRef(JNIEnv *env, jobject ref)
{
    ENTER(env);
    object *o = jni_deref(ref);
    jobject r = o ? jni_global_new(t, o) : NULL;
    LEAVE();
    return r;
}

static void JNICALL jni_DeleteGlobalRef(JNIEnv *env, jobject ref)
{
    ENTER(env);
    if (ref) jni_global_delete(t, ref);
    LEAVE();
}

/* In the VM too: a collection in progress updates the slot being cleared. */
static void JNICALL jni_DeleteLocalRef(JNIEnv *env, jobject ref)
{
    ENTER(env);
    if (ref) jni_local_delete(t, ref);
    LEAVE();
}

static jboolean JNICALL jni_IsSameObject(JNIEnv *env, jobject a, jobject b)
{
    ENTER(env);
    jboolean r = jni_deref(a) == jni_deref(b);
    LEAVE();
    return r;
}

static jobject JNICALL jni_NewLocalRef(JNIEnv *env, jobject ref)
{
    ENTER(env);
    jobject r = jni_local_new(t, jni_deref(ref));
    LEAVE();
    return r;
}

static jint JNICALL jni_EnsureLocalCapacity(JNIEnv *env, jint capacity)
{
    ENTER(env);
    jint r = jni_ensure_capacity(t, capacity);
    LEAVE();
    return r;
}

static jweak JNICALL jni_NewWeakGlobalRef(JNIEnv *env, jobject ref)
{
    ENTER(env);
    object *o = jni_deref(ref);
    jweak r = o ? jni_weak_new(t, o) : NULL;
    LEAVE();
    return r;
}

static void JNICALL jni_DeleteWeakGlobalRef(JNIEnv *env, jweak ref)
{
    ENTER(env);
    if (ref) jni_weak_delete(t, ref);
    LEAVE();
}

static jobjectRefType JNICALL jni_GetObjectRefType(JNIEnv *env, jobject ref)
{
    return ref ? jni_ref_type((vm_thread *)env, ref) : JNIInvalidRefType;
}

/* ---- objects ------------------------------------------------------------------ */

/* A new uninitialized instance as a local reference; NULL with an
 * exception pending. */
static jobject alloc_object(vm_thread *t, jclass clazz)
{
    vm_class *c = class_of(clazz);
    char buf[512];
    if (!c) return npe(t), NULL;
    if ((c->access & (CF_ACC_INTERFACE | CF_ACC_ABSTRACT)) || c->component || c->is_primitive) {
        vm_throw(t, "java/lang/InstantiationException", "%s", jname(c, buf, sizeof buf));
        return NULL;
    }
    if (!class_initialize(t, c)) return NULL;
    object *o = heap_new_object(t, c);
    return o ? jni_local_new(t, o) : NULL;
}

static jobject JNICALL jni_AllocObject(JNIEnv *env, jclass clazz)
{
    ENTER(env);
    jobject r = alloc_object(t, clazz);
    LEAVE();
    return r;
}

static jclass JNICALL jni_GetObjectClass(JNIEnv *env, jobject obj)
{
    ENTER(env);
    object *o = jni_deref(obj);
    jclass r = NULL;
    if (!o) npe(t);
    else r = class_ref(t, o->clazz);
    LEAVE();
    return r;
}

static jboolean JNICALL jni_IsInstanceOf(JNIEnv *env, jobject obj, jclass clazz)
{
    ENTER(env);
    object *o = jni_deref(obj);
    vm_class *c = class_of(clazz);
    jboolean r = JNI_TRUE; /* null is an instance of every class */
    if (!c) {
        npe(t);
        r = JNI_FALSE;
    } else if (o) {
        r = class_assignable(o->clazz, c) ? JNI_TRUE : JNI_FALSE;
    }
    LEAVE();
    return r;
}

/* ---- method and field IDs ---------------------------------------------------- */

static vm_method *find_method(vm_class *c, const char *name, const char *sig)
{
    if (strcmp(name, "<init>") == 0 || strcmp(name, "<clinit>") == 0) return class_find_declared_method(c, name, sig);
    return class_find_method(c, name, sig);
}

/* Whether c, a superclass or a superinterface has a method or field of that name. */
static bool name_in_hierarchy(const vm_class *c, const char *name)
{
    for (; c; c = c->super) {
        for (uint16_t i = 0; i < c->method_count; i++)
            if (strcmp(c->methods[i].name, name) == 0) return true;
        for (uint16_t i = 0; i < c->field_count; i++)
            if (strcmp(c->fields[i].name, name) == 0) return true;
        for (uint16_t i = 0; i < c->interface_count; i++)
            if (name_in_hierarchy(c->interfaces[i], name)) return true;
    }
    return false;
}

static jmethodID get_method_id(JNIEnv *env, jclass clazz, const char *name, const char *sig, bool is_static)
{
    ENTER(env);
    vm_class *c = class_of(clazz);
    vm_method *m = NULL;
    if (!c || !name || !sig) {
        npe(t);
    } else if (class_initialize(t, c)) {
        m = c->is_primitive ? NULL : find_method(c, name, sig);
        if (m && is_static != ((m->access & CF_ACC_STATIC) != 0)) m = NULL;
        if (!m) {
            /* The JDK names the whole method, or just the name when no
             * class it has loaded uses it (a symbol-table miss); a name no
             * class of the hierarchy uses stands for the latter here. */
            if (!name_in_hierarchy(c, name)) vm_throw(t, "java/lang/NoSuchMethodError", "%s", name);
            else if (c->component) vm_throw(t, "java/lang/NoSuchMethodError", "%s%s.%s%s", is_static ? "static " : "", c->name, name, sig);
            else vm_throw(t, "java/lang/NoSuchMethodError", "%sL%s;.%s%s", is_static ? "static " : "", c->name, name, sig);
        }
    }
    LEAVE();
    return (jmethodID)m;
}

static jmethodID JNICALL jni_GetMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return get_method_id(env, clazz, name, sig, false);
}

static jmethodID JNICALL jni_GetStaticMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return get_method_id(env, clazz, name, sig, true);
}

static jfieldID get_field_id(JNIEnv *env, jclass clazz, const char *name, const char *sig, bool is_static)
{
    ENTER(env);
    vm_class *c = class_of(clazz);
    vm_field *f = NULL;
    if (!c || !name || !sig) {
        npe(t);
    } else if (class_initialize(t, c)) {
        f = c->is_primitive ? NULL : class_find_field(c, name, sig);
        if (f && is_static != ((f->access & CF_ACC_STATIC) != 0)) f = NULL;
        char buf[512];
        /* The JDK's texts: "pkg.C.name sig" for instance fields, the name for static ones. */
        if (!f && is_static) vm_throw(t, "java/lang/NoSuchFieldError", "%s", name);
        else if (!f) vm_throw(t, "java/lang/NoSuchFieldError", "%s.%s %s", jname(c, buf, sizeof buf), name, sig);
    }
    LEAVE();
    return (jfieldID)f;
}

static jfieldID JNICALL jni_GetFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return get_field_id(env, clazz, name, sig, false);
}

static jfieldID JNICALL jni_GetStaticFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    return get_field_id(env, clazz, name, sig, true);
}

/* ---- calls ------------------------------------------------------------------------
 * One core walks the method's descriptor and turns the C arguments (a
 * va_list or a jvalue array) into the callee's slots; the ~90 entry points
 * are generated below from the list of result types. */

enum call_kind { CALL_VIRTUAL, CALL_NONVIRTUAL, CALL_STATIC };

static const char *skip_type(const char *d)
{
    while (*d == '[') d++;
    if (*d == 'L') {
        while (*d && *d != ';') d++;
    }
    return *d ? d + 1 : d;
}

/* Calls m with the receiver recv (unless static) and the arguments from ap
 * or av.  False with the exception pending if it threw. */
static bool call_core(vm_thread *t, enum call_kind kind, jobject recv, jmethodID mid, va_list *ap, const jvalue *av,
                      slot *result)
{
    vm_method *m = (vm_method *)mid;
    result->raw = 0;
    if (!m) return npe(t);
    if (kind == CALL_STATIC && class_needs_init(m->clazz) && !class_initialize(t, m->clazz)) return false;
    slot args[260];
    int n = 0, i = 0;
    if (kind != CALL_STATIC) {
        object *o = jni_deref(recv);
        if (!o) return npe(t);
        args[n++].a = o;
        if (kind == CALL_VIRTUAL && !(m->access & (CF_ACC_PRIVATE | CF_ACC_STATIC)) && strcmp(m->name, "<init>") != 0 &&
            class_assignable(o->clazz, m->clazz)) {
            if (m->vtable_index >= 0 && !(o->clazz->component && m->clazz != cls_Object)) {
                m = o->clazz->vtable[m->vtable_index];
            } else if (m->clazz->access & CF_ACC_INTERFACE) {
                vm_method *sel = class_select_interface_method(o->clazz, m);
                if (!sel) {
                    char buf[512];
                    return vm_throw(t, "java/lang/AbstractMethodError", "%s", resolve_describe_method(m, buf, sizeof buf));
                }
                m = sel;
            }
        }
    }
    for (const char *d = m->descriptor + 1; *d && *d != ')' && n < 256; d = skip_type(d), i++) {
        switch (*d) {
        case 'Z': args[n++].i = ap ? (jboolean)va_arg(*ap, int) : av[i].z; break;
        case 'B': args[n++].i = ap ? (jbyte)va_arg(*ap, int) : av[i].b; break;
        case 'C': args[n++].i = ap ? (jchar)va_arg(*ap, int) : av[i].c; break;
        case 'S': args[n++].i = ap ? (jshort)va_arg(*ap, int) : av[i].s; break;
        case 'I': args[n++].i = ap ? va_arg(*ap, jint) : av[i].i; break;
        case 'F': args[n++].f = ap ? (jfloat)va_arg(*ap, double) : av[i].f; break;
        case 'J':
            args[n].j = ap ? va_arg(*ap, jlong) : av[i].j;
            args[n + 1].raw = 0;
            n += 2;
            break;
        case 'D':
            args[n].d = ap ? va_arg(*ap, jdouble) : av[i].d;
            args[n + 1].raw = 0;
            n += 2;
            break;
        default: args[n++].a = jni_deref(ap ? va_arg(*ap, jobject) : av[i].l); break;
        }
    }
    return vm_call(t, m, args, result);
}

#define RES_REF(t, r) jni_local_new(t, (r).a)
#define RES_Z(t, r) ((jboolean)(r).i)
#define RES_B(t, r) ((jbyte)(r).i)
#define RES_C(t, r) ((jchar)(r).i)
#define RES_S(t, r) ((jshort)(r).i)
#define RES_I(t, r) ((jint)(r).i)
#define RES_J(t, r) ((jlong)(r).j)
#define RES_F(t, r) ((jfloat)(r).f)
#define RES_D(t, r) ((jdouble)(r).d)

/* X(Name, jtype, RES) for each non-void result type, in the table's order. */
#define RESULT_TYPES(X)            \
    X(Object, jobject, RES_REF)    \
    X(Boolean, jboolean, RES_Z)    \
    X(Byte, jbyte, RES_B)          \
    X(Char, jchar, RES_C)          \
    X(Short, jshort, RES_S)        \
    X(Int, jint, RES_I)            \
    X(Long, jlong, RES_J)          \
    X(Float, jfloat, RES_F)        \
    X(Double, jdouble, RES_D)

/* The three forms of one kind: V (va_list), ... and A (jvalue*).  PRE and
 * PARAMS vary by kind: the receiver and/or class before the method ID. */
#define DEF_CALLS(Prefix, Name, jtype, RES, kind, PARAMS, RECV)                                     \
    static jtype JNICALL jni_##Prefix##Name##MethodV(JNIEnv *env, PARAMS, jmethodID mid, va_list args) \
    {                                                                                                 \
        ENTER(env);                                                                                   \
        va_list ap;                                                                                   \
        va_copy(ap, args);                                                                            \
        slot r;                                                                                       \
        jtype v = (jtype)0;                                                                           \
        if (call_core(t, kind, RECV, mid, &ap, NULL, &r)) v = RES(t, r);                              \
        va_end(ap);                                                                                   \
        LEAVE();                                                                                      \
        return v;                                                                                     \
    }                                                                                                 \
    static jtype JNICALL jni_##Prefix##Name##Method(JNIEnv *env, PARAMS, jmethodID mid, ...)         \
    {                                                                                                 \
        va_list ap;                                                                                   \
        va_start(ap, mid);                                                                            \
        jtype v = jni_##Prefix##Name##MethodV(env, ARGNAMES_##kind, mid, ap);                          \
        va_end(ap);                                                                                   \
        return v;                                                                                     \
    }                                                                                                 \
    static jtype JNICALL jni_##Prefix##Name##MethodA(JNIEnv *env, PARAMS, jmethodID mid, const jvalue *args) \
    {                                                                                                 \
        ENTER(env);                                                                                   \
        slot r;                                                                                       \
        jtype v = (jtype)0;                                                                           \
        if (call_core(t, kind, RECV, mid, NULL, args, &r)) v = RES(t, r);                             \
        LEAVE();                                                                                      \
        return v;                                                                                     \
    }

#define DEF_VOID_CALLS(Prefix, kind, PARAMS, RECV)                                                    \
    static void JNICALL jni_##Prefix##VoidMethodV(JNIEnv *env, PARAMS, jmethodID mid, va_list args)   \
    {                                                                                                 \
        ENTER(env);                                                                                   \
        va_list ap;                                                                                   \
        va_copy(ap, args);                                                                            \
        slot r;                                                                                       \
        call_core(t, kind, RECV, mid, &ap, NULL, &r);                                                 \
        va_end(ap);                                                                                   \
        LEAVE();                                                                                      \
    }                                                                                                 \
    static void JNICALL jni_##Prefix##VoidMethod(JNIEnv *env, PARAMS, jmethodID mid, ...)            \
    {                                                                                                 \
        va_list ap;                                                                                   \
        va_start(ap, mid);                                                                            \
        jni_##Prefix##VoidMethodV(env, ARGNAMES_##kind, mid, ap);                                     \
        va_end(ap);                                                                                   \
    }                                                                                                 \
    static void JNICALL jni_##Prefix##VoidMethodA(JNIEnv *env, PARAMS, jmethodID mid, const jvalue *args) \
    {                                                                                                 \
        ENTER(env);                                                                                   \
        slot r;                                                                                       \
        call_core(t, kind, RECV, mid, NULL, args, &r);                                                \
        LEAVE();                                                                                      \
    }

#define COMMA ,
#define ARGNAMES_CALL_VIRTUAL obj
#define ARGNAMES_CALL_NONVIRTUAL obj, clazz
#define ARGNAMES_CALL_STATIC clazz

#define DEF_VIRTUAL(Name, jtype, RES) DEF_CALLS(Call, Name, jtype, RES, CALL_VIRTUAL, jobject obj, obj)
#define DEF_NONVIRTUAL(Name, jtype, RES) \
    DEF_CALLS(CallNonvirtual, Name, jtype, RES, CALL_NONVIRTUAL, jobject obj COMMA jclass clazz, obj)
#define DEF_STATIC(Name, jtype, RES) DEF_CALLS(CallStatic, Name, jtype, RES, CALL_STATIC, jclass clazz, NULL)

RESULT_TYPES(DEF_VIRTUAL)
RESULT_TYPES(DEF_NONVIRTUAL)
RESULT_TYPES(DEF_STATIC)
DEF_VOID_CALLS(Call, CALL_VIRTUAL, jobject obj, obj)
DEF_VOID_CALLS(CallNonvirtual, CALL_NONVIRTUAL, jobject obj COMMA jclass clazz, obj)
DEF_VOID_CALLS(CallStatic, CALL_STATIC, jclass clazz, NULL)

/* NewObject: an instance, then the constructor on it. */
static jobject JNICALL jni_NewObjectV(JNIEnv *env, jclass clazz, jmethodID mid, va_list args)
{
    ENTER(env);
    jobject o = alloc_object(t, clazz);
    if (o) {
        va_list ap;
        va_copy(ap, args);
        slot r;
        if (!call_core(t, CALL_NONVIRTUAL, o, mid, &ap, NULL, &r)) {
            jni_local_delete(t, o);
            o = NULL;
        }
        va_end(ap);
    }
    LEAVE();
    return o;
}

static jobject JNICALL jni_NewObject(JNIEnv *env, jclass clazz, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jobject o = jni_NewObjectV(env, clazz, mid, ap);
    va_end(ap);
    return o;
}

static jobject JNICALL jni_NewObjectA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *args)
{
    ENTER(env);
    jobject o = alloc_object(t, clazz);
    slot r;
    if (o && !call_core(t, CALL_NONVIRTUAL, o, mid, NULL, args, &r)) {
        jni_local_delete(t, o);
        o = NULL;
    }
    LEAVE();
    return o;
}

/* ---- fields ---------------------------------------------------------------------- */

#define TOJ_REF(t, v) jni_local_new(t, v)
#define TOJ_VAL(t, v) (v)
#define FROMJ_REF(v) jni_deref(v)
#define FROMJ_VAL(v) (v)

/* After a store into an instance field: the write barrier (heap.h) for a
 * reference; statics are roots and need none. */
#define STORED_REF(o) heap_write_barrier(o)
#define STORED_VAL(o) ((void)(o))

/* X(Name, jtype, ctype in the object, slot member for statics, TOJ, FROMJ, STORED) */
#define FIELD_TYPES(X)                                                     \
    X(Object, jobject, object *, a, TOJ_REF, FROMJ_REF, STORED_REF)        \
    X(Boolean, jboolean, uint8_t, i, TOJ_VAL, FROMJ_VAL, STORED_VAL)       \
    X(Byte, jbyte, int8_t, i, TOJ_VAL, FROMJ_VAL, STORED_VAL)              \
    X(Char, jchar, uint16_t, i, TOJ_VAL, FROMJ_VAL, STORED_VAL)            \
    X(Short, jshort, int16_t, i, TOJ_VAL, FROMJ_VAL, STORED_VAL)           \
    X(Int, jint, int32_t, i, TOJ_VAL, FROMJ_VAL, STORED_VAL)               \
    X(Long, jlong, int64_t, j, TOJ_VAL, FROMJ_VAL, STORED_VAL)             \
    X(Float, jfloat, float, f, TOJ_VAL, FROMJ_VAL, STORED_VAL)             \
    X(Double, jdouble, double, d, TOJ_VAL, FROMJ_VAL, STORED_VAL)

/* Static access initializes the declaring class first. */
static bool static_ready(vm_thread *t, vm_field *f)
{
    if (!f) return npe(t);
    return !class_needs_init(f->clazz) || class_initialize(t, f->clazz);
}

#define DEF_FIELDS(Name, jtype, ctype, sm, TOJ, FROMJ, STORED)                                     \
    static jtype JNICALL jni_Get##Name##Field(JNIEnv *env, jobject obj, jfieldID fid)                \
    {                                                                                              \
        ENTER(env);                                                                                \
        vm_field *f = (vm_field *)fid;                                                             \
        object *o = jni_deref(obj);                                                                \
        jtype v = (jtype)0;                                                                        \
        if (!o || !f) {                                                                            \
            npe(t);                                                                                \
        } else {                                                                                   \
            if (f->access & CF_ACC_VOLATILE) os_atomic_fence();                                    \
            ctype raw = *FIELD_PTR(o, f, ctype);                                                   \
            v = TOJ(t, raw);                                                                       \
        }                                                                                          \
        LEAVE();                                                                                   \
        return v;                                                                                  \
    }                                                                                              \
    static void JNICALL jni_Set##Name##Field(JNIEnv *env, jobject obj, jfieldID fid, jtype value)    \
    {                                                                                              \
        ENTER(env);                                                                                \
        vm_field *f = (vm_field *)fid;                                                             \
        object *o = jni_deref(obj);                                                                \
        if (!o || !f) {                                                                            \
            npe(t);                                                                                \
        } else {                                                                                   \
            *FIELD_PTR(o, f, ctype) = (ctype)FROMJ(value);                                         \
            STORED(o);                                                                             \
            if (f->access & CF_ACC_VOLATILE) os_atomic_fence();                                    \
        }                                                                                          \
        LEAVE();                                                                                   \
    }                                                                                              \
    static jtype JNICALL jni_GetStatic##Name##Field(JNIEnv *env, jclass clazz, jfieldID fid)         \
    {                                                                                              \
        ENTER(env);                                                                                \
        vm_field *f = (vm_field *)fid;                                                             \
        jtype v = (jtype)0;                                                                        \
        if (static_ready(t, f)) {                                                                  \
            if (f->access & CF_ACC_VOLATILE) os_atomic_fence();                                    \
            ctype raw = (ctype)f->clazz->statics[f->offset].sm;                                    \
            v = TOJ(t, raw);                                                                       \
        }                                                                                          \
        LEAVE();                                                                                   \
        return v;                                                                                  \
    }                                                                                              \
    static void JNICALL jni_SetStatic##Name##Field(JNIEnv *env, jclass clazz, jfieldID fid, jtype value) \
    {                                                                                              \
        ENTER(env);                                                                                \
        vm_field *f = (vm_field *)fid;                                                             \
        if (static_ready(t, f)) {                                                                  \
            f->clazz->statics[f->offset].sm = (ctype)FROMJ(value);                                 \
            if (f->access & CF_ACC_VOLATILE) os_atomic_fence();                                    \
        }                                                                                          \
        LEAVE();                                                                                   \
    }

FIELD_TYPES(DEF_FIELDS)

/* ---- strings ------------------------------------------------------------------------ */

static jstring JNICALL jni_NewString(JNIEnv *env, const jchar *chars, jsize len)
{
    ENTER(env);
    jstring r = NULL;
    if (len < 0 || (len > 0 && !chars)) npe(t);
    else r = jni_local_new(t, string_from_chars(t, chars, len));
    LEAVE();
    return r;
}

static jsize JNICALL jni_GetStringLength(JNIEnv *env, jstring str)
{
    ENTER(env);
    object *s = jni_deref(str);
    jsize r = 0;
    if (!s) npe(t);
    else r = string_length(s);
    LEAVE();
    return r;
}

/* A malloc'd copy of the string's UTF-16 units, NUL-terminated; NULL with
 * an exception pending. */
static jchar *copy_chars(vm_thread *t, jstring str, jboolean *isCopy)
{
    object *s = jni_deref(str);
    if (!s) return npe(t), NULL;
    int32_t n = string_length(s);
    jchar *p = malloc(sizeof(jchar) * ((size_t)n + 1));
    if (!p) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return NULL;
    }
    memcpy(p, string_chars(s), sizeof(jchar) * (size_t)n);
    p[n] = 0;
    if (isCopy) *isCopy = JNI_TRUE;
    return p;
}

static const jchar *JNICALL jni_GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    ENTER(env);
    jchar *p = copy_chars(t, str, isCopy);
    LEAVE();
    return p;
}

static void JNICALL jni_ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars)
{
    (void)env;
    (void)str;
    free((void *)chars);
}

static jstring JNICALL jni_NewStringUTF(JNIEnv *env, const char *utf)
{
    if (!utf) return NULL;
    ENTER(env);
    jstring r = jni_local_new(t, string_from_utf8(t, utf));
    LEAVE();
    return r;
}

/* Bytes of modified UTF-8 for n UTF-16 units (no terminator). */
static jsize JNICALL jni_GetStringUTFLength(JNIEnv *env, jstring str)
{
    ENTER(env);
    object *s = jni_deref(str);
    jsize r = 0;
    if (!s) npe(t);
    else r = (jsize)string_mutf8_length(string_chars(s), string_length(s));
    LEAVE();
    return r;
}

static const char *JNICALL jni_GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    ENTER(env);
    object *s = jni_deref(str);
    char *p = NULL;
    if (!s) {
        npe(t);
    } else {
        size_t n = string_mutf8_length(string_chars(s), string_length(s));
        p = malloc(n + 1);
        if (!p) {
            vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        } else {
            p[string_mutf8_encode(string_chars(s), string_length(s), p)] = '\0';
            if (isCopy) *isCopy = JNI_TRUE;
        }
    }
    LEAVE();
    return p;
}

static void JNICALL jni_ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars)
{
    (void)env;
    (void)str;
    free((void *)chars);
}

/* start/len within a string of n units; else the JDK's exception. */
static bool string_region_ok(vm_thread *t, int32_t n, jsize start, jsize len)
{
    if (start < 0 || len < 0 || (int64_t)start + len > n) {
        vm_throw(t, "java/lang/StringIndexOutOfBoundsException", NULL);
        return false;
    }
    return true;
}

static void JNICALL jni_GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf)
{
    ENTER(env);
    object *s = jni_deref(str);
    if (!s) npe(t);
    else if (string_region_ok(t, string_length(s), start, len) && len > 0)
        memcpy(buf, string_chars(s) + start, sizeof(jchar) * (size_t)len);
    LEAVE();
}

static void JNICALL jni_GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf)
{
    ENTER(env);
    object *s = jni_deref(str);
    if (!s) npe(t);
    else if (string_region_ok(t, string_length(s), start, len)) {
        if (len > 0) buf[string_mutf8_encode(string_chars(s) + start, len, buf)] = '\0';
        else if (buf) buf[0] = '\0';
    }
    LEAVE();
}

/* A copy as well: the string's array may move while the caller reads. */
static const jchar *JNICALL jni_GetStringCritical(JNIEnv *env, jstring str, jboolean *isCopy)
{
    ENTER(env);
    jchar *p = copy_chars(t, str, isCopy);
    LEAVE();
    return p;
}

static void JNICALL jni_ReleaseStringCritical(JNIEnv *env, jstring str, const jchar *chars)
{
    (void)env;
    (void)str;
    free((void *)chars);
}

/* ---- arrays ------------------------------------------------------------------------- */

static jsize JNICALL jni_GetArrayLength(JNIEnv *env, jarray array)
{
    ENTER(env);
    object *a = jni_deref(array);
    jsize r = 0;
    if (!a) npe(t);
    else r = ARRAY_LENGTH(a);
    LEAVE();
    return r;
}

static jobjectArray JNICALL jni_NewObjectArray(JNIEnv *env, jsize len, jclass elementClass, jobject init)
{
    ENTER(env);
    vm_class *c = class_of(elementClass);
    jobjectArray r = NULL;
    if (!c) {
        npe(t);
    } else if (len < 0) {
        vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)len);
    } else if (c->is_primitive && c->elem_type == T_VOID) {
        vm_throw(t, "java/lang/IllegalArgumentException", NULL);
    } else {
        vm_class *ac = class_array_of(t, c);
        object *a = ac ? heap_new_array(t, ac, len) : NULL;
        object *v = jni_deref(init);
        if (a && v) {
            if (!class_assignable(v->clazz, c)) {
                /* (HotSpot stores it unchecked, leaving an ill-typed array.) */
                char b1[512];
                vm_throw(t, "java/lang/ArrayStoreException", "%s", jname(v->clazz, b1, sizeof b1));
                a = NULL;
            } else {
                for (jsize i = 0; i < len; i++) ARRAY_DATA(a, object *)[i] = v;
                heap_write_barrier(a);
            }
        }
        if (a) r = jni_local_new(t, a);
    }
    LEAVE();
    return r;
}

static bool index_ok(vm_thread *t, object *a, jsize index)
{
    if (index < 0 || index >= ARRAY_LENGTH(a)) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", (int)index,
                 (int)ARRAY_LENGTH(a));
        return false;
    }
    return true;
}

static jobject JNICALL jni_GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index)
{
    ENTER(env);
    object *a = jni_deref(array);
    jobject r = NULL;
    if (!a) npe(t);
    else if (index_ok(t, a, index)) r = jni_local_new(t, ARRAY_DATA(a, object *)[index]);
    LEAVE();
    return r;
}

static void JNICALL jni_SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject value)
{
    ENTER(env);
    object *a = jni_deref(array), *v = jni_deref(value);
    if (!a) {
        npe(t);
    } else if (index_ok(t, a, index)) {
        if (v && !class_assignable(v->clazz, a->clazz->component)) {
            char b1[512], b2[512];
            vm_throw(t, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]",
                     jname(v->clazz, b1, sizeof b1), jname(a->clazz->component, b2, sizeof b2), (int)index);
        } else {
            ARRAY_DATA(a, object *)[index] = v;
            heap_write_barrier(a);
        }
    }
    LEAVE();
}

/* start/len within the array; else the JDK's exception. */
static bool region_ok(vm_thread *t, object *a, jsize start, jsize len)
{
    int32_t n = ARRAY_LENGTH(a);
    if (len < 0) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Length %d is negative", (int)len);
        return false;
    }
    if (start < 0 || (int64_t)start + len > n) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Array region %d..%lld out of bounds for length %d",
                 (int)start, (long long)start + len, (int)n);
        return false;
    }
    return true;
}

static void *copy_elements(vm_thread *t, jarray array, jboolean *isCopy)
{
    object *a = jni_deref(array);
    if (!a) return npe(t), NULL;
    size_t bytes = (size_t)ARRAY_LENGTH(a) * (size_t)type_size(a->clazz->elem_type);
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return NULL;
    }
    memcpy(p, ARRAY_DATA(a, char), bytes);
    if (isCopy) *isCopy = JNI_TRUE;
    return p;
}

static void release_elements(vm_thread *t, jarray array, void *elems, jint mode)
{
    object *a = jni_deref(array);
    if (!elems) return;
    if (a && mode != JNI_ABORT)
        memcpy(ARRAY_DATA(a, char), elems, (size_t)ARRAY_LENGTH(a) * (size_t)type_size(a->clazz->elem_type));
    if (mode != JNI_COMMIT) free(elems);
    (void)t;
}

/* X(Name, jtype, array type, basic type) in the table's order. */
#define PRIM_TYPES(X)                                \
    X(Boolean, jboolean, jbooleanArray, T_BOOLEAN)   \
    X(Byte, jbyte, jbyteArray, T_BYTE)               \
    X(Char, jchar, jcharArray, T_CHAR)               \
    X(Short, jshort, jshortArray, T_SHORT)           \
    X(Int, jint, jintArray, T_INT)                   \
    X(Long, jlong, jlongArray, T_LONG)               \
    X(Float, jfloat, jfloatArray, T_FLOAT)           \
    X(Double, jdouble, jdoubleArray, T_DOUBLE)

#define DEF_ARRAYS(Name, jtype, atype, bt)                                                           \
    static atype JNICALL jni_New##Name##Array(JNIEnv *env, jsize len)                                 \
    {                                                                                               \
        ENTER(env);                                                                                 \
        atype r = NULL;                                                                             \
        if (len < 0) vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)len);           \
        else r = (atype)jni_local_new(t, heap_new_primitive_array(t, bt, len));                     \
        LEAVE();                                                                                    \
        return r;                                                                                   \
    }                                                                                               \
    static jtype *JNICALL jni_Get##Name##ArrayElements(JNIEnv *env, atype array, jboolean *isCopy)   \
    {                                                                                               \
        ENTER(env);                                                                                 \
        jtype *p = copy_elements(t, array, isCopy);                                                 \
        LEAVE();                                                                                    \
        return p;                                                                                   \
    }                                                                                               \
    static void JNICALL jni_Release##Name##ArrayElements(JNIEnv *env, atype array, jtype *elems, jint mode) \
    {                                                                                               \
        ENTER(env);                                                                                 \
        release_elements(t, array, elems, mode);                                                    \
        LEAVE();                                                                                    \
    }                                                                                               \
    static void JNICALL jni_Get##Name##ArrayRegion(JNIEnv *env, atype array, jsize start, jsize len, jtype *buf) \
    {                                                                                               \
        ENTER(env);                                                                                 \
        object *a = jni_deref(array);                                                               \
        if (!a) npe(t);                                                                             \
        else if (region_ok(t, a, start, len) && len > 0)                                            \
            memcpy(buf, ARRAY_DATA(a, jtype) + start, sizeof(jtype) * (size_t)len);                 \
        LEAVE();                                                                                    \
    }                                                                                               \
    static void JNICALL jni_Set##Name##ArrayRegion(JNIEnv *env, atype array, jsize start, jsize len,  \
                                                   const jtype *buf)                                \
    {                                                                                               \
        ENTER(env);                                                                                 \
        object *a = jni_deref(array);                                                               \
        if (!a) npe(t);                                                                             \
        else if (region_ok(t, a, start, len) && len > 0)                                            \
            memcpy(ARRAY_DATA(a, jtype) + start, buf, sizeof(jtype) * (size_t)len);                 \
        LEAVE();                                                                                    \
    }

PRIM_TYPES(DEF_ARRAYS)

/* A copy with copy-back on release (the collector may move the array while
 * the caller holds it): no need to hold collections off. */
static void *JNICALL jni_GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy)
{
    ENTER(env);
    void *p = copy_elements(t, array, isCopy);
    LEAVE();
    return p;
}

static void JNICALL jni_ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode)
{
    ENTER(env);
    release_elements(t, array, carray, mode);
    LEAVE();
}

/* ---- monitors, the VM, reflection, buffers, modules -------------------------------- */

static jint JNICALL jni_MonitorEnter(JNIEnv *env, jobject obj)
{
    ENTER(env);
    object *o = jni_deref(obj);
    jint r = JNI_ERR;
    if (!o) {
        npe(t);
    } else if (monitor_enter(t, o)) {
        o = jni_deref(obj); /* entering may have waited out a collection */
        if (jni_monitor_entered(t, o)) {
            r = JNI_OK;
        } else {
            monitor_exit(t, o);
            vm_throw(t, "java/lang/OutOfMemoryError", "JNI monitors");
        }
    }
    LEAVE();
    return r;
}

static jint JNICALL jni_MonitorExit(JNIEnv *env, jobject obj)
{
    ENTER(env);
    object *o = jni_deref(obj);
    jint r = JNI_ERR;
    if (!o) npe(t);
    else if (!monitor_owned_by(t, o)) vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    else if (monitor_exit(t, o)) {
        jni_monitor_exited(t, o);
        r = JNI_OK;
    }
    LEAVE();
    return r;
}

static jint JNICALL jni_GetJavaVM(JNIEnv *env, JavaVM **vm)
{
    (void)env;
    if (!vm) return JNI_ERR;
    *vm = &vm_the_vm;
    return JNI_OK;
}

/* The `slot` field (the vm_method* / vm_field*) of a reflection object. */
static vm_field *slot_field(vm_thread *t, const char *cls)
{
    vm_class *c = class_load(t, cls);
    return c ? class_find_field(c, "slot", "J") : NULL;
}

static jmethodID JNICALL jni_FromReflectedMethod(JNIEnv *env, jobject method)
{
    ENTER(env);
    vm_field *f = slot_field(t, "java/lang/reflect/Executable");
    object *o = jni_deref(method);
    jmethodID r = NULL;
    if (!o) npe(t);
    else if (f) r = (jmethodID)(intptr_t)*FIELD_PTR(o, f, int64_t);
    LEAVE();
    return r;
}

static jfieldID JNICALL jni_FromReflectedField(JNIEnv *env, jobject field)
{
    ENTER(env);
    vm_field *f = slot_field(t, "java/lang/reflect/Field");
    object *o = jni_deref(field);
    jfieldID r = NULL;
    if (!o) npe(t);
    else if (f) r = (jfieldID)(intptr_t)*FIELD_PTR(o, f, int64_t);
    LEAVE();
    return r;
}

/* The reflection object for a member: the declaring class's own list of
 * declared members (Class.getDeclaredMethods & co.), the one whose slot is it. */
static jobject to_reflected(vm_thread *t, vm_class *c, const void *member, const char *getter, const char *desc,
                            const char *slot_class)
{
    vm_field *sf = slot_field(t, slot_class);
    object *mirror = sf ? resolve_mirror(t, c) : NULL;
    if (!mirror) return NULL;
    slot a[1] = {{.a = mirror}}, r;
    if (!vm_call_virtual(t, mirror, getter, desc, a, &r) || !r.a) return NULL;
    for (int32_t i = 0; i < ARRAY_LENGTH(r.a); i++) {
        object *e = ARRAY_DATA(r.a, object *)[i];
        if (e && (intptr_t)*FIELD_PTR(e, sf, int64_t) == (intptr_t)member) return jni_local_new(t, e);
    }
    vm_throw(t, "java/lang/NoSuchMethodError", NULL);
    return NULL;
}

static jobject JNICALL jni_ToReflectedMethod(JNIEnv *env, jclass cls, jmethodID mid, jboolean isStatic)
{
    ENTER(env);
    vm_method *m = (vm_method *)mid;
    jobject r = NULL;
    (void)cls;
    (void)isStatic;
    if (!m) npe(t);
    else if (strcmp(m->name, "<init>") == 0)
        r = to_reflected(t, m->clazz, m, "getDeclaredConstructors", "()[Ljava/lang/reflect/Constructor;",
                         "java/lang/reflect/Executable");
    else
        r = to_reflected(t, m->clazz, m, "getDeclaredMethods", "()[Ljava/lang/reflect/Method;",
                         "java/lang/reflect/Executable");
    LEAVE();
    return r;
}

static jobject JNICALL jni_ToReflectedField(JNIEnv *env, jclass cls, jfieldID fid, jboolean isStatic)
{
    ENTER(env);
    vm_field *f = (vm_field *)fid;
    jobject r = NULL;
    (void)cls;
    (void)isStatic;
    if (!f) npe(t);
    else r = to_reflected(t, f->clazz, f, "getDeclaredFields", "()[Ljava/lang/reflect/Field;", "java/lang/reflect/Field");
    LEAVE();
    return r;
}

/* Direct buffers: java.nio.DirectByteBuffer (and its read-only kind) over
 * memory outside the heap, made and read through the functions above.  As
 * in JDK 17 the capacity is narrowed to an int; a negative one makes the
 * buffer's constructor throw IllegalArgumentException. */
static jobject JNICALL jni_NewDirectByteBuffer(JNIEnv *env, void *address, jlong capacity)
{
    jclass c = jni_FindClass(env, "java/nio/DirectByteBuffer");
    if (!c) return NULL;
    jmethodID init = jni_GetMethodID(env, c, "<init>", "(JI)V");
    jobject r = init ? jni_NewObject(env, c, init, (jlong)(intptr_t)address, (jint)capacity) : NULL;
    jni_DeleteLocalRef(env, c);
    return r;
}

/* Whether buf is a direct buffer; if so *out is its field `name`. */
static bool direct_field(JNIEnv *env, jobject buf, const char *name, const char *sig, jfieldID *out)
{
    if (!buf) return false;
    jclass c = jni_FindClass(env, "java/nio/ByteBuffer");
    if (!c) return false;
    bool direct = false;
    if (jni_IsInstanceOf(env, buf, c)) {
        jfieldID d = jni_GetFieldID(env, c, "direct", "Z");
        *out = jni_GetFieldID(env, c, name, sig);
        direct = d && *out && jni_GetBooleanField(env, buf, d);
    }
    jni_DeleteLocalRef(env, c);
    return direct;
}

static void *JNICALL jni_GetDirectBufferAddress(JNIEnv *env, jobject buf)
{
    jfieldID f;
    return direct_field(env, buf, "address", "J", &f) ? (void *)(intptr_t)jni_GetLongField(env, buf, f) : NULL;
}

static jlong JNICALL jni_GetDirectBufferCapacity(JNIEnv *env, jobject buf)
{
    jfieldID f; /* Buffer's, found through ByteBuffer as GetFieldID searches superclasses */
    return direct_field(env, buf, "capacity", "I", &f) ? jni_GetIntField(env, buf, f) : -1;
}

static jobject JNICALL jni_GetModule(JNIEnv *env, jclass clazz)
{
    (void)env;
    (void)clazz;
    return NULL;
}

/* ---- the table ----------------------------------------------------------------------- */

static struct JNINativeInterface_ table;
static bool table_filled;

#define SET(name) table.name = jni_##name
#define SET_CALLS(Name, jtype, RES)                                   \
    SET(Call##Name##Method);                                          \
    SET(Call##Name##MethodV);                                         \
    SET(Call##Name##MethodA);                                         \
    SET(CallNonvirtual##Name##Method);                                \
    SET(CallNonvirtual##Name##MethodV);                               \
    SET(CallNonvirtual##Name##MethodA);                               \
    SET(CallStatic##Name##Method);                                    \
    SET(CallStatic##Name##MethodV);                                   \
    SET(CallStatic##Name##MethodA);
#define SET_FIELDS(Name, jtype, ctype, sm, TOJ, FROMJ, STORED) \
    SET(Get##Name##Field);                                     \
    SET(Set##Name##Field);                                     \
    SET(GetStatic##Name##Field);                               \
    SET(SetStatic##Name##Field);
#define SET_ARRAYS(Name, jtype, atype, bt) \
    SET(New##Name##Array);                 \
    SET(Get##Name##ArrayElements);         \
    SET(Release##Name##ArrayElements);     \
    SET(Get##Name##ArrayRegion);           \
    SET(Set##Name##ArrayRegion);

static void fill_table(void)
{
    SET(GetVersion);
    SET(DefineClass);
    SET(FindClass);
    SET(FromReflectedMethod);
    SET(FromReflectedField);
    SET(ToReflectedMethod);
    SET(GetSuperclass);
    SET(IsAssignableFrom);
    SET(ToReflectedField);
    SET(Throw);
    SET(ThrowNew);
    SET(ExceptionOccurred);
    SET(ExceptionDescribe);
    SET(ExceptionClear);
    SET(FatalError);
    SET(PushLocalFrame);
    SET(PopLocalFrame);
    SET(NewGlobalRef);
    SET(DeleteGlobalRef);
    SET(DeleteLocalRef);
    SET(IsSameObject);
    SET(NewLocalRef);
    SET(EnsureLocalCapacity);
    SET(AllocObject);
    SET(NewObject);
    SET(NewObjectV);
    SET(NewObjectA);
    SET(GetObjectClass);
    SET(IsInstanceOf);
    SET(GetMethodID);
    RESULT_TYPES(SET_CALLS)
    SET(CallVoidMethod);
    SET(CallVoidMethodV);
    SET(CallVoidMethodA);
    SET(CallNonvirtualVoidMethod);
    SET(CallNonvirtualVoidMethodV);
    SET(CallNonvirtualVoidMethodA);
    SET(CallStaticVoidMethod);
    SET(CallStaticVoidMethodV);
    SET(CallStaticVoidMethodA);
    SET(GetFieldID);
    SET(GetStaticMethodID);
    SET(GetStaticFieldID);
    FIELD_TYPES(SET_FIELDS)
    SET(NewString);
    SET(GetStringLength);
    SET(GetStringChars);
    SET(ReleaseStringChars);
    SET(NewStringUTF);
    SET(GetStringUTFLength);
    SET(GetStringUTFChars);
    SET(ReleaseStringUTFChars);
    SET(GetArrayLength);
    SET(NewObjectArray);
    SET(GetObjectArrayElement);
    SET(SetObjectArrayElement);
    PRIM_TYPES(SET_ARRAYS)
    /* RegisterNatives / UnregisterNatives: the native-method binding's. */
    SET(MonitorEnter);
    SET(MonitorExit);
    SET(GetJavaVM);
    SET(GetStringRegion);
    SET(GetStringUTFRegion);
    SET(GetPrimitiveArrayCritical);
    SET(ReleasePrimitiveArrayCritical);
    SET(GetStringCritical);
    SET(ReleaseStringCritical);
    SET(NewWeakGlobalRef);
    SET(DeleteWeakGlobalRef);
    SET(ExceptionCheck);
    SET(NewDirectByteBuffer);
    SET(GetDirectBufferAddress);
    SET(GetDirectBufferCapacity);
    SET(GetObjectRefType);
    SET(GetModule);
    table_filled = true;
}

struct JNINativeInterface_ *jni_env_table_mutable(void)
{
    if (!table_filled) fill_table();
    return &table;
}

const struct JNINativeInterface_ *jni_env_functions(void)
{
    return jni_env_table_mutable();
}
