/*
 * jninat_attach.c -- the invocation API seen from native threads
 * (JniAttach.java): GetEnv, AttachCurrentThread[AsDaemon] and
 * DetachCurrentThread, their return codes and the JNIEnv they give.  Each
 * check stores a number in results[], which Java prints by index.
 */
#ifdef _WIN32
#include <windows.h>
#else
#include <pthread.h>
#endif
#include <stddef.h>

#include <jni.h>

static JavaVM *the_vm;
static jint results[64];
static int n_results;

static void put(jint v)
{
    if (n_results < 64) results[n_results++] = v;
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    the_vm = vm;
    return JNI_VERSION_1_8;
}

typedef void (*body_fn)(void);
#ifdef _WIN32
static DWORD WINAPI trampoline(LPVOID p)
{
    (*(body_fn *)p)();
    return 0;
}
static void in_new_thread(body_fn fn)
{
    HANDLE h = CreateThread(NULL, 0, trampoline, &fn, 0, NULL);
    WaitForSingleObject(h, INFINITE);
    CloseHandle(h);
}
#else
static void *trampoline(void *p)
{
    (*(body_fn *)p)();
    return NULL;
}
static void in_new_thread(body_fn fn)
{
    pthread_t t;
    pthread_create(&t, NULL, trampoline, &fn);
    pthread_join(t, NULL);
}
#endif

/* A thread the VM has never seen: attached with a name, used, detached. */
static void named_thread(void)
{
    JavaVM *vm = the_vm;
    JNIEnv *env = (JNIEnv *)&results; /* not NULL: GetEnv must clear it */
    put((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8));
    put(env == NULL);
    JavaVMAttachArgs args = {JNI_VERSION_1_8, (char *)"my-native-thread", NULL};
    JNIEnv *a = NULL, *b = NULL;
    put((*vm)->AttachCurrentThread(vm, (void **)&a, &args));
    put(a != NULL);
    put((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_10));
    put(env == a);
    put(a ? (*a)->GetVersion(a) : -100);
    put((*vm)->AttachCurrentThread(vm, (void **)&b, NULL));
    put(b == a);
    put((*vm)->DetachCurrentThread(vm));
    put((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8));
    put((*vm)->DetachCurrentThread(vm));
}

static void unnamed_thread(void)
{
    JavaVM *vm = the_vm;
    JNIEnv *env = NULL;
    put((*vm)->AttachCurrentThread(vm, (void **)&env, NULL));
    put(env != NULL);
    put((*vm)->DetachCurrentThread(vm));
}

static void daemon_thread(void)
{
    JavaVM *vm = the_vm;
    JNIEnv *env = NULL;
    JavaVMAttachArgs args = {JNI_VERSION_1_2, (char *)"a-daemon", NULL};
    put((*vm)->AttachCurrentThreadAsDaemon(vm, (void **)&env, &args));
    put(env != NULL);
    put((*vm)->DetachCurrentThread(vm));
}

static void bad_version_thread(void)
{
    JavaVM *vm = the_vm;
    JNIEnv *env = NULL;
    JavaVMAttachArgs bad = {0x00110000, (char *)"bad", NULL};
    put((*vm)->AttachCurrentThread(vm, (void **)&env, &bad));
    put((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8));
    JavaVMAttachArgs old = {JNI_VERSION_1_1, (char *)"old", NULL};
    put((*vm)->AttachCurrentThread(vm, (void **)&env, &old));
    put((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8));
    put((*vm)->DetachCurrentThread(vm)); /* a thread must not end attached */
}

/* Attach, detach, attach again in one thread. */
static void twice_thread(void)
{
    JavaVM *vm = the_vm;
    JNIEnv *env = NULL;
    put((*vm)->AttachCurrentThread(vm, (void **)&env, NULL));
    put((*vm)->DetachCurrentThread(vm));
    put((*vm)->AttachCurrentThread(vm, (void **)&env, NULL));
    put((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8));
    put((*vm)->DetachCurrentThread(vm));
}

JNIEXPORT void JNICALL Java_JniAttach_run(JNIEnv *env, jclass c)
{
    JavaVM *vm = the_vm;
    JNIEnv *e = NULL, *f = NULL;
    /* the calling Java thread */
    put((*vm)->GetEnv(vm, (void **)&e, JNI_VERSION_1_8));
    put(e == env);
    put((*vm)->GetEnv(vm, (void **)&e, JNI_VERSION_1_1));
    put((*vm)->GetEnv(vm, (void **)&e, 0x00110000));
    put((*vm)->AttachCurrentThread(vm, (void **)&f, NULL));
    put(f == env);
    put((*vm)->DetachCurrentThread(vm)); /* it has Java frames: refused */
    put((*vm)->GetEnv(vm, (void **)&e, JNI_VERSION_1_8));
    in_new_thread(named_thread);
    in_new_thread(unnamed_thread);
    in_new_thread(daemon_thread);
    in_new_thread(bad_version_thread);
    in_new_thread(twice_thread);
}

/* A thread that enters a monitor through JNI and detaches holding it: the
 * detach must let it go (JNI: "any Java monitors still held by this thread
 * are released"). */
static jobject lock_ref;
static void locker_thread(void)
{
    JavaVM *vm = the_vm;
    JNIEnv *env = NULL;
    put((*vm)->AttachCurrentThread(vm, (void **)&env, NULL));
    put((*env)->MonitorEnter(env, lock_ref));
    put((*env)->MonitorEnter(env, lock_ref)); /* twice: both levels go */
    put((*vm)->DetachCurrentThread(vm));
}

JNIEXPORT void JNICALL Java_JniAttach_lockAndDetach(JNIEnv *env, jclass c, jobject o)
{
    lock_ref = (*env)->NewGlobalRef(env, o);
    in_new_thread(locker_thread);
    (*env)->DeleteGlobalRef(env, lock_ref);
}

JNIEXPORT jint JNICALL Java_JniAttach_count(JNIEnv *env, jclass c) { return n_results; }
JNIEXPORT jint JNICALL Java_JniAttach_result(JNIEnv *env, jclass c, jint i) { return results[i]; }
