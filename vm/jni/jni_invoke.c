/*
 * jni_invoke.c -- the invocation API: the JavaVM function table
 * (DestroyJavaVM, AttachCurrentThread[AsDaemon], DetachCurrentThread,
 * GetEnv) and the exported JNI_GetDefaultJavaVMInitArgs and
 * JNI_GetCreatedJavaVMs, with the return codes the JDK 17 gives
 * (as measured on the JDK 17).
 *
 * Invariants: a thread has a JNIEnv (a vm_thread) from attach to detach
 * and no other; an attached thread is a Java thread with a Thread object
 * in the main group (or the one asked for) and counts for DestroyJavaVM
 * unless attached as a daemon; functions called from native code run
 * IN_NATIVE and switch to IN_JAVA only around object work.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni/jni_invoke.h"
#include "jni/jni_refs.h"
#include "jvmpi_impl.h"
#include "interp/resolve.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"
#include "runtime/threads.h"

enum { VM_NONE, VM_CREATED, VM_DESTROYED };
static volatile int32_t vm_state = VM_NONE;

JavaVM vm_the_vm;
static struct JNIInvokeInterface_ invoke_table;

bool jni_version_supported(jint v)
{
    return v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 || v == JNI_VERSION_1_8 ||
           v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

/* ---- DestroyJavaVM ------------------------------------------------------------- */

/* The calling thread's end (THREAD_END), then the VM waits for the
 * non-daemon threads, runs the shutdown hooks and tells the agents. */
static jint JNICALL destroy_vm(JavaVM *vm)
{
    (void)vm;
    if (os_atomic_load32(&vm_state) != VM_CREATED) return JNI_ERR;
    vm_thread *t = thread_current();
    fflush(stdout);
    fflush(stderr);
    if (t && t->exec_state == THREAD_EXEC_IN_NATIVE && t->is_java) thread_from_native(t);
    if (t && !t->java_ended && JVMPI_ON(JVMPI_EVENT_THREAD_END)) jvmpi_post_thread_end(t);
    /* The VM lives while a non-daemon thread does (the caller itself
     * excepted: main is not counted; an attached caller stops counting). */
    if (t && t != vm_main_thread) thread_stop_counting(t);
    thread_await_nondaemon(t);
    vm_class *rt = t ? class_lookup("java/lang/Runtime") : NULL;
    if (rt && rt->state == CLASS_INITIALIZED) {
        t->exception = NULL;
        vm_call_static(t, rt, "shutdown", "()V", NULL, NULL);
        t->exception = NULL;
    }
    vm_shutdown(t);
    os_atomic_store32(&vm_state, VM_DESTROYED);
    return JNI_OK;
}

/* ---- GetEnv ----------------------------------------------------------------------- */

static jint JNICALL get_env(JavaVM *vm, void **penv, jint version)
{
    (void)vm;
    if (!penv) return JNI_ERR;
    vm_thread *t = thread_current();
    if (!t) {
        *penv = NULL;
        return JNI_EDETACHED;
    }
    if (version == JVMPI_VERSION_1 || version == JVMPI_VERSION_1_1 || version == JVMPI_VERSION_1_2)
        return jvmpi_get_interface(version, penv);
    if (version != JNI_VERSION_1_1 && !jni_version_supported(version)) {
        *penv = NULL;
        return JNI_EVERSION;
    }
    /* The one way a JNIEnv leaves the VM before its core classes are
     * loaded: an agent's JVM_OnLoad (Sun's JCov calls FindClass there).
     * The classes come now, so that every JNI function can assume them. */
    if (!vm_core_ready && !vm_boot_core(t)) {
        *penv = NULL;
        return JNI_ERR;
    }
    *penv = t;
    return JNI_OK;
}

/* ---- AttachCurrentThread ------------------------------------------------------------ */

/* The Thread object of a newly attached thread t (IN_JAVA): the VM's
 * Thread(group, name, priority, daemon) constructor, then the application
 * class loader as its context loader, as the JDK gives attached threads. */
static bool make_thread_object(vm_thread *t, const char *name, object *group, bool daemon)
{
    vm_field *fg = class_find_field(cls_Thread, "group", "Ljava/lang/ThreadGroup;");
    vm_field *eetop = class_find_field(cls_Thread, "eetop", "J");
    vm_method *ctor = class_find_declared_method(cls_Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;IZ)V");
    if (!fg || !eetop || !ctor) return vm_throw(t, "java/lang/InternalError", "Thread");
    if (!group && vm_main_thread && vm_main_thread->java_thread)
        group = *FIELD_PTR(vm_main_thread->java_thread, fg, object *);
    object *jname = NULL, *jt = NULL;
    VM_ROOT(t, &group);
    VM_ROOT(t, &jname);
    VM_ROOT(t, &jt);
    bool ok = false;
    if (name) {
        jname = string_from_utf8(t, name);
    } else {
        /* "Thread-N", numbered with the threads Java code makes */
        slot n;
        if (vm_call_static(t, cls_Thread, "nextThreadNum", "()I", NULL, &n)) {
            char buf[32];
            snprintf(buf, sizeof buf, "Thread-%d", (int)n.i);
            jname = string_from_utf8(t, buf);
        }
    }
    jt = jname ? heap_new_object(t, cls_Thread) : NULL;
    if (jt) {
        /* currentThread() answers from here on, even inside the constructor */
        t->java_thread = jt;
        *FIELD_PTR(jt, eetop, int64_t) = (int64_t)(intptr_t)t;
        slot a[5] = {{.a = jt}, {.a = group}, {.a = jname}, {.i = OS_PRIORITY_NORM}, {.i = daemon}};
        ok = vm_call(t, ctor, a, NULL);
        vm_class *cl = ok ? class_lookup("java/lang/ClassLoader") : NULL;
        slot loader;
        if (cl && vm_call_static(t, cl, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &loader)) {
            slot b[2] = {{.a = jt}, {.a = loader.a}};
            vm_call_virtual(t, jt, "setContextClassLoader", "(Ljava/lang/ClassLoader;)V", b, NULL);
        }
        ok = ok && !t->exception;
    }
    VM_UNROOT(t, 3);
    return ok;
}

static jint attach(void **penv, void *args, bool daemon)
{
    if (!penv) return JNI_ERR;
    if (os_atomic_load32(&vm_state) != VM_CREATED) return JNI_ERR;
    vm_thread *t = thread_current();
    if (t) {
        /* already attached: the same env, whatever args say */
        *penv = t;
        return JNI_OK;
    }
    /* The JDK 17 does not check args->version (measured: 0x00110000 and
     * 1_1 both attach). */
    JavaVMAttachArgs *a = args;
    const char *name = a ? a->name : NULL;
    if (!os_thread_attach(name ? name : "JNI attached thread")) return JNI_ENOMEM;
    t = thread_attach_java(daemon);
    if (!t) {
        os_thread_detach_current();
        return JNI_ENOMEM;
    }
    thread_from_native(t);
    object *group = a && a->group ? jni_deref(a->group) : NULL;
    if (!make_thread_object(t, name, group, daemon)) {
        t->exception = NULL;
        thread_to_native(t);
        thread_detach_java(t);
        os_thread_detach_current();
        return JNI_ERR;
    }
    OS_TRACE(VM_TRACE_THREAD, "thread", "thread %u attached%s", t->id, daemon ? " (daemon)" : "");
    if (JVMPI_ON(JVMPI_EVENT_THREAD_START)) jvmpi_post_thread_start(t, t, false);
    thread_to_native(t);
    *penv = t;
    return JNI_OK;
}

static jint JNICALL attach_current_thread(JavaVM *vm, void **penv, void *args)
{
    (void)vm;
    return attach(penv, args, false);
}

static jint JNICALL attach_current_thread_as_daemon(JavaVM *vm, void **penv, void *args)
{
    (void)vm;
    return attach(penv, args, true);
}

/* ---- DetachCurrentThread ------------------------------------------------------------- */

static jint JNICALL detach_current_thread(JavaVM *vm)
{
    (void)vm;
    vm_thread *t = thread_current();
    if (!t) return JNI_OK; /* not attached: nothing to do (HotSpot) */
    /* A thread still running Java code (a native method's caller) cannot
     * leave; nor can the threads the VM itself made. */
    if (t->top) return JNI_ERR;
    if (t == vm_main_thread) {
        thread_end_main(t);
        return JNI_OK;
    }
    if (!t->is_java || t->system_fn) return JNI_OK;
    thread_detach_java(t);
    os_thread_detach_current();
    return JNI_OK;
}

/* ---- the table and the exported functions ---------------------------------------------- */

jint jni_invoke_may_create(void)
{
    int32_t s = os_atomic_load32(&vm_state);
    return s == VM_NONE ? JNI_OK : s == VM_CREATED ? JNI_EEXIST : JNI_ERR;
}

void jni_invoke_init(void)
{
    invoke_table.DestroyJavaVM = destroy_vm;
    invoke_table.AttachCurrentThread = attach_current_thread;
    invoke_table.DetachCurrentThread = detach_current_thread;
    invoke_table.GetEnv = get_env;
    invoke_table.AttachCurrentThreadAsDaemon = attach_current_thread_as_daemon;
    vm_the_vm = &invoke_table;
}

void jni_invoke_created(void)
{
    os_atomic_store32(&vm_state, VM_CREATED);
}

JNIEXPORT jint JNICALL JNI_GetDefaultJavaVMInitArgs(void *args)
{
    JavaVMInitArgs *a = args;
    if (!a) return JNI_ERR;
    /* The JDK 17 answers JNI_ERR, not JNI_EVERSION, for a version it does not know. */
    if (!jni_version_supported(a->version)) return JNI_ERR;
    return JNI_OK;
}

JNIEXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vms, jsize len, jsize *n)
{
    bool live = os_atomic_load32(&vm_state) == VM_CREATED;
    if (n) *n = live ? 1 : 0;
    if (live && vms && len > 0) vms[0] = &vm_the_vm;
    return JNI_OK;
}
