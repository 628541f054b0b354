/*
 * vm_boot.h -- boots a VM inside a C unit test (test_monitor.c, test_heap.c,
 * test_safepoint.c), which link lantern_vm_testlib: libjvm's parts as a
 * static library, so the test calls internal functions directly.
 *
 * The VM is created through the JNI invocation API with -Djava.home set to
 * the build's image (LANTERN_TEST_HOME, compiled in), where lib/classes.jar
 * is.  One VM per process: each case runs in its own process (ctest runs
 * one case per invocation), so a case may leave the VM running at exit.
 *
 * Threads: a test thread that calls VM internals must be IN_JAVA, as the
 * interpreter is (vm_enter), and go IN_NATIVE (vm_leave) before it blocks
 * on anything but the VM's own monitors, or a collection would wait for it.
 */
#ifndef LANTERN_TEST_VM_BOOT_H
#define LANTERN_TEST_VM_BOOT_H

#include <stdio.h>
#include <stdlib.h>

#include "jni.h"
#include "object/class.h"
#include "os.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/threads.h"

static JavaVM *boot_vm;

/* The calling (main) thread's vm_thread, IN_JAVA; exits the process if the
 * VM cannot start (nothing else could be tested). */
static inline vm_thread *vm_boot(const char *heap_option)
{
    JavaVMOption opts[2];
    int n = 0;
    opts[n++].optionString = (char *)"-Djava.home=" LANTERN_TEST_HOME;
    if (heap_option) opts[n++].optionString = (char *)heap_option;
    JavaVMInitArgs args = {.version = JNI_VERSION_1_8, .nOptions = n, .options = opts,
                           .ignoreUnrecognized = JNI_FALSE};
    JNIEnv *env = NULL;
    if (JNI_CreateJavaVM(&boot_vm, (void **)&env, &args) != JNI_OK || !env) {
        fprintf(stderr, "JNI_CreateJavaVM failed (home %s)\n", LANTERN_TEST_HOME);
        exit(1);
    }
    vm_thread *t = (vm_thread *)env;
    if (os_atomic_load32(&t->exec_state) == THREAD_EXEC_IN_NATIVE) thread_from_native(t);
    return t;
}

static inline void vm_enter(vm_thread *t)
{
    if (os_atomic_load32(&t->exec_state) == THREAD_EXEC_IN_NATIVE) thread_from_native(t);
}

static inline void vm_leave(vm_thread *t)
{
    thread_to_native(t);
}

/* For a thread the test started: attach it (a Java thread), IN_JAVA. */
static inline vm_thread *vm_attach(void)
{
    JNIEnv *env = NULL;
    if ((*boot_vm)->AttachCurrentThread(boot_vm, (void **)&env, NULL) != JNI_OK || !env) {
        fprintf(stderr, "AttachCurrentThread failed\n");
        exit(1);
    }
    vm_thread *t = (vm_thread *)env;
    vm_enter(t);
    return t;
}

static inline void vm_detach(vm_thread *t)
{
    vm_leave(t);
    (*boot_vm)->DetachCurrentThread(boot_vm);
}

/* Waits (IN_NATIVE, so that nothing waits for the caller) until *flag is
 * nonzero or timeout_ms passes; whether it became nonzero. */
static inline int vm_await(vm_thread *t, volatile int32_t *flag, int64_t timeout_ms)
{
    int64_t end = os_time_nanos() + timeout_ms * 1000000;
    vm_leave(t);
    while (!os_atomic_load32(flag) && os_time_nanos() < end) os_thread_sleep(1);
    vm_enter(t);
    return os_atomic_load32(flag) != 0;
}

/* The pending exception's class name (internal form), cleared; NULL if none. */
static inline const char *vm_take_exception(vm_thread *t)
{
    object *e = t->exception;
    t->exception = NULL;
    return e ? e->clazz->name : NULL;
}

#endif
