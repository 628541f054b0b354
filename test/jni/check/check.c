/*
 * check.c -- -Xcheck:jni from an embedding program: creates the VM with
 * -Xcheck:jni, then does what one test (argv[2]) names -- behaves, or
 * misbehaves in one way -- printing a line before each step, so that what
 * the VM prints (warnings, FATAL ERROR) shows where it happened.
 * Usage: check <class path> <test> [VM option...].
 *
 * Uses only jni.h and the C library (and the platform's threads for the
 * non-Java thread), so the same source runs on the JDK 17 (regen.sh) and
 * on Lantern.  Output must not depend on the platform.
 */
#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <pthread.h>
#endif

static JavaVM *vm;
static JNIEnv *main_env;

#define STEP(s) printf("-- %s\n", s)

static JNIEnv *start(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 3) {
        fprintf(stderr, "usage: %s <class path> <test> [VM option...]\n", argv[0]);
        exit(2);
    }
    static char cp[4096];
    snprintf(cp, sizeof cp, "-Djava.class.path=%s", argv[1]);
    static JavaVMOption opts[16];
    int n = 0;
    opts[n++].optionString = cp;
    opts[n++].optionString = "-Xcheck:jni";
    for (int i = 3; i < argc && n < 16; i++) opts[n++].optionString = argv[i];
    for (int i = 0; i < n; i++) opts[i].extraInfo = NULL;
    JavaVMInitArgs args;
    args.version = JNI_VERSION_1_8;
    args.nOptions = n;
    args.options = opts;
    args.ignoreUnrecognized = JNI_FALSE;
    JNIEnv *env = NULL;
    if (JNI_CreateJavaVM(&vm, (void **)&env, &args) != JNI_OK) {
        printf("JNI_CreateJavaVM failed\n");
        exit(1);
    }
    return env;
}

static void print_string(JNIEnv *env, const char *what, jstring s)
{
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    printf("%s: %s\n", what, u);
    (*env)->ReleaseStringUTFChars(env, s, u);
}

/* A program that follows the rules: -Xcheck:jni adds nothing to its output. */
static void good(JNIEnv *env, jclass chk)
{
    jmethodID hello = (*env)->GetStaticMethodID(env, chk, "hello", "()V");
    jmethodID boom = (*env)->GetStaticMethodID(env, chk, "boom", "()V");
    jmethodID ctor = (*env)->GetMethodID(env, chk, "<init>", "()V");
    jmethodID twice = (*env)->GetMethodID(env, chk, "twice", "(I)I");
    jmethodID show = (*env)->GetMethodID(env, chk, "show", "()Ljava/lang/String;");
    jfieldID value = (*env)->GetStaticFieldID(env, chk, "value", "I");
    jfieldID name = (*env)->GetStaticFieldID(env, chk, "name", "Ljava/lang/String;");
    jfieldID inst = (*env)->GetFieldID(env, chk, "inst", "I");
    jfieldID ref = (*env)->GetFieldID(env, chk, "ref", "Ljava/lang/Object;");
    (*env)->CallStaticVoidMethod(env, chk, hello);
    if ((*env)->ExceptionCheck(env)) printf("unexpected exception\n");
    (*env)->CallStaticVoidMethod(env, chk, boom);
    jthrowable ex = (*env)->ExceptionOccurred(env);
    if (ex) {
        (*env)->ExceptionClear(env);
        printf("boom thrown\n");
        (*env)->DeleteLocalRef(env, ex);
    }
    jobject o = (*env)->NewObject(env, chk, ctor);
    jint r = (*env)->CallIntMethod(env, o, twice, 21);
    if (!(*env)->ExceptionCheck(env)) printf("twice(21) = %d\n", (int)r);
    jvalue a[1];
    a[0].i = 5;
    r = (*env)->CallNonvirtualIntMethodA(env, o, chk, twice, a);
    if (!(*env)->ExceptionCheck(env)) printf("nonvirtual twice(5) = %d\n", (int)r);
    (*env)->SetIntField(env, o, inst, 9);
    (*env)->SetStaticIntField(env, chk, value, (*env)->GetStaticIntField(env, chk, value) + 1);
    printf("value = %d, inst = %d\n", (int)(*env)->GetStaticIntField(env, chk, value),
           (int)(*env)->GetIntField(env, o, inst));
    jstring nm = (jstring)(*env)->GetStaticObjectField(env, chk, name);
    print_string(env, "name", nm);
    (*env)->SetObjectField(env, o, ref, nm);
    jstring shown = (jstring)(*env)->CallObjectMethod(env, o, show);
    if (!(*env)->ExceptionCheck(env)) print_string(env, "show", shown);
    /* frames, globals, weak globals */
    if ((*env)->PushLocalFrame(env, 40) == JNI_OK) {
        for (int i = 0; i < 40; i++) (*env)->NewStringUTF(env, "in a frame of 40");
        jstring kept = (*env)->NewStringUTF(env, "kept");
        kept = (jstring)(*env)->PopLocalFrame(env, kept);
        print_string(env, "popped frame's result", kept);
    }
    jobject g = (*env)->NewGlobalRef(env, o);
    jweak w = (*env)->NewWeakGlobalRef(env, o);
    printf("same: %d %d\n", (int)(*env)->IsSameObject(env, g, o), (int)(*env)->IsSameObject(env, w, o));
    printf("ref types: %d %d %d\n", (int)(*env)->GetObjectRefType(env, o), (int)(*env)->GetObjectRefType(env, g),
           (int)(*env)->GetObjectRefType(env, w));
    jclass gc = (*env)->GetObjectClass(env, g);
    printf("instance of Chk: %d\n", (int)(*env)->IsInstanceOf(env, w, gc));
    (*env)->DeleteWeakGlobalRef(env, w);
    (*env)->DeleteGlobalRef(env, g);
    /* strings and arrays */
    jstring s = (*env)->NewStringUTF(env, "h\xc3\xa9llo");
    printf("lengths: %d %d\n", (int)(*env)->GetStringLength(env, s), (int)(*env)->GetStringUTFLength(env, s));
    jchar buf[8];
    (*env)->GetStringRegion(env, s, 1, 2, buf);
    printf("region: %x %x\n", (unsigned)buf[0], (unsigned)buf[1]);
    const jchar *crit = (*env)->GetStringCritical(env, s, NULL);
    printf("critical: %x\n", (unsigned)crit[1]);
    (*env)->ReleaseStringCritical(env, s, crit);
    jintArray ia = (*env)->NewIntArray(env, 4);
    jint vals[4] = {1, 2, 3, 4};
    (*env)->SetIntArrayRegion(env, ia, 0, 4, vals);
    jint *e = (*env)->GetIntArrayElements(env, ia, NULL);
    e[0] = 10;
    (*env)->ReleaseIntArrayElements(env, ia, e, 0);
    jsize len = (*env)->GetArrayLength(env, ia);
    jint *pc = (jint *)(*env)->GetPrimitiveArrayCritical(env, ia, NULL);
    printf("ints: %d %d %d %d (length %d)\n", (int)pc[0], (int)pc[1], (int)pc[2], (int)pc[3], (int)len);
    (*env)->ReleasePrimitiveArrayCritical(env, ia, pc, JNI_ABORT);
    jobjectArray oa = (*env)->NewObjectArray(env, 2, (*env)->FindClass(env, "java/lang/String"), s);
    (*env)->SetObjectArrayElement(env, oa, 1, nm);
    print_string(env, "element 1", (jstring)(*env)->GetObjectArrayElement(env, oa, 1));
    (*env)->MonitorEnter(env, o);
    (*env)->MonitorExit(env, o);
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/RuntimeException"), "thrown");
    if ((*env)->ExceptionCheck(env)) {
        (*env)->ExceptionClear(env);
        printf("ThrowNew: pending, cleared\n");
    }
}

/* Calls with an exception pending: a warning for each but the functions
 * the spec allows then. */
static void pending(JNIEnv *env, jclass chk)
{
    jclass rte = (*env)->FindClass(env, "java/lang/RuntimeException");
    jstring str = (*env)->NewStringUTF(env, "abc");
    jstring str2 = (*env)->NewStringUTF(env, "x");
    jintArray arr = (*env)->NewIntArray(env, 3);
    jobject g = (*env)->NewGlobalRef(env, str);
    jweak w = (*env)->NewWeakGlobalRef(env, str);
    const char *u = (*env)->GetStringUTFChars(env, str, NULL);
    const jchar *c = (*env)->GetStringChars(env, str, NULL);
    jint *e = (*env)->GetIntArrayElements(env, arr, NULL);
    (*env)->MonitorEnter(env, str);
    (*env)->ThrowNew(env, rte, "pending");
    STEP("FindClass");
    (*env)->FindClass(env, "java/lang/String");
    STEP("GetStaticMethodID");
    (*env)->GetStaticMethodID(env, chk, "hello", "()V");
    STEP("GetVersion");
    (*env)->GetVersion(env);
    STEP("ExceptionCheck");
    (*env)->ExceptionCheck(env);
    STEP("ExceptionOccurred");
    (*env)->ExceptionOccurred(env);
    STEP("ReleaseStringUTFChars");
    (*env)->ReleaseStringUTFChars(env, str, u);
    STEP("ReleaseStringChars");
    (*env)->ReleaseStringChars(env, str, c);
    STEP("ReleaseIntArrayElements");
    (*env)->ReleaseIntArrayElements(env, arr, e, 0);
    STEP("MonitorExit");
    (*env)->MonitorExit(env, str);
    STEP("PushLocalFrame");
    (*env)->PushLocalFrame(env, 4);
    STEP("PopLocalFrame");
    (*env)->PopLocalFrame(env, NULL);
    STEP("DeleteLocalRef");
    (*env)->DeleteLocalRef(env, str2);
    STEP("DeleteGlobalRef");
    (*env)->DeleteGlobalRef(env, g);
    STEP("DeleteWeakGlobalRef");
    (*env)->DeleteWeakGlobalRef(env, w);
    STEP("IsSameObject");
    (*env)->IsSameObject(env, str, str);
    STEP("EnsureLocalCapacity");
    (*env)->EnsureLocalCapacity(env, 4);
    STEP("GetObjectRefType");
    (*env)->GetObjectRefType(env, str);
    JavaVM *v;
    STEP("GetJavaVM");
    (*env)->GetJavaVM(env, &v);
    STEP("GetArrayLength");
    (*env)->GetArrayLength(env, arr);
    STEP("GetPrimitiveArrayCritical");
    void *cr = (*env)->GetPrimitiveArrayCritical(env, arr, NULL);
    STEP("ReleasePrimitiveArrayCritical");
    (*env)->ReleasePrimitiveArrayCritical(env, arr, cr, 0);
    STEP("GetStringCritical");
    const jchar *sc = (*env)->GetStringCritical(env, str, NULL);
    STEP("ReleaseStringCritical");
    (*env)->ReleaseStringCritical(env, str, sc);
    STEP("ExceptionDescribe");
    fflush(stdout);
    (*env)->ExceptionDescribe(env);
    fflush(stderr);
    STEP("ExceptionClear");
    (*env)->ExceptionClear(env);
    STEP("GetVersion");
    (*env)->GetVersion(env);
}

/* A JNI call after a Call*Method with no ExceptionCheck, ExceptionOccurred
 * or ExceptionClear in between. */
static void unchecked(JNIEnv *env, jclass chk)
{
    jstring str = (*env)->NewStringUTF(env, "abc");
    jstring str2 = (*env)->NewStringUTF(env, "x");
    jintArray arr = (*env)->NewIntArray(env, 3);
    jmethodID h = (*env)->GetStaticMethodID(env, chk, "hello", "()V");
    jmethodID ctor = (*env)->GetMethodID(env, chk, "<init>", "()V");
    jmethodID tw = (*env)->GetMethodID(env, chk, "twice", "(I)I");
    STEP("NewObject");
    jobject ob = (*env)->NewObject(env, chk, ctor);
    STEP("GetVersion");
    (*env)->GetVersion(env);
    STEP("CallIntMethod");
    (*env)->CallIntMethod(env, ob, tw, 3);
    STEP("DeleteLocalRef");
    (*env)->DeleteLocalRef(env, str2);
    STEP("GetVersion");
    (*env)->GetVersion(env);
    STEP("GetArrayLength");
    (*env)->GetArrayLength(env, arr);
    STEP("CallStaticVoidMethod");
    (*env)->CallStaticVoidMethod(env, chk, h);
    STEP("ExceptionClear");
    (*env)->ExceptionClear(env);
    STEP("GetArrayLength");
    (*env)->GetArrayLength(env, arr);
    STEP("CallStaticVoidMethod");
    (*env)->CallStaticVoidMethod(env, chk, h);
    STEP("ExceptionOccurred");
    (*env)->ExceptionOccurred(env);
    STEP("GetArrayLength");
    (*env)->GetArrayLength(env, arr);
    STEP("CallNonvirtualIntMethodA");
    jvalue av[1];
    av[0].i = 2;
    (*env)->CallNonvirtualIntMethodA(env, ob, chk, tw, av);
    STEP("PushLocalFrame");
    (*env)->PushLocalFrame(env, 2);
    STEP("PopLocalFrame");
    (*env)->PopLocalFrame(env, NULL);
    STEP("GetStringLength");
    (*env)->GetStringLength(env, str);
    STEP("GetStringLength");
    (*env)->GetStringLength(env, str);
}

/* Both at once: a Call*Method that threw, then a call. */
static void both(JNIEnv *env, jclass chk)
{
    jmethodID boom = (*env)->GetStaticMethodID(env, chk, "boom", "()V");
    STEP("CallStaticVoidMethod boom");
    (*env)->CallStaticVoidMethod(env, chk, boom);
    STEP("FindClass");
    (*env)->FindClass(env, "java/lang/Object");
    STEP("FindClass");
    (*env)->FindClass(env, "java/lang/Object");
    STEP("ExceptionClear");
    (*env)->ExceptionClear(env);
    STEP("FindClass");
    (*env)->FindClass(env, "java/lang/Object");
}

/* JNI calls inside a GetPrimitiveArrayCritical region: a warning for each
 * but the critical functions themselves. */
static void critical(JNIEnv *env, jclass chk)
{
    (void)chk;
    jstring str = (*env)->NewStringUTF(env, "abc");
    jstring str2 = (*env)->NewStringUTF(env, "abc");
    jintArray arr = (*env)->NewIntArray(env, 3);
    STEP("GetPrimitiveArrayCritical");
    void *c = (*env)->GetPrimitiveArrayCritical(env, arr, NULL);
    STEP("GetArrayLength");
    (*env)->GetArrayLength(env, arr);
    STEP("ExceptionCheck");
    (*env)->ExceptionCheck(env);
    STEP("DeleteLocalRef");
    (*env)->DeleteLocalRef(env, str2);
    STEP("GetStringCritical");
    const jchar *s = (*env)->GetStringCritical(env, str, NULL);
    STEP("ReleaseStringCritical");
    (*env)->ReleaseStringCritical(env, str, s);
    STEP("GetVersion");
    (*env)->GetVersion(env);
    STEP("ReleasePrimitiveArrayCritical");
    (*env)->ReleasePrimitiveArrayCritical(env, arr, c, 0);
    STEP("GetVersion");
    (*env)->GetVersion(env);
    STEP("GetStringCritical");
    s = (*env)->GetStringCritical(env, str, NULL);
    STEP("GetStringLength");
    (*env)->GetStringLength(env, str);
    STEP("ReleaseStringCritical");
    (*env)->ReleaseStringCritical(env, str, s);
    STEP("GetPrimitiveArrayCritical");
    c = (*env)->GetPrimitiveArrayCritical(env, arr, NULL);
    STEP("GetPrimitiveArrayCritical");
    void *c2 = (*env)->GetPrimitiveArrayCritical(env, arr, NULL);
    STEP("ReleasePrimitiveArrayCritical");
    (*env)->ReleasePrimitiveArrayCritical(env, arr, c2, 0);
    STEP("ExceptionClear");
    (*env)->ExceptionClear(env);
    STEP("ReleasePrimitiveArrayCritical");
    (*env)->ReleasePrimitiveArrayCritical(env, arr, c, 0);
    STEP("ExceptionClear");
    (*env)->ExceptionClear(env);
    /* a string with chars above 0xFF: its critical region counts too */
    jchar wide[2] = {0x3b1, 0x3b2};
    jstring ws = (*env)->NewString(env, wide, 2);
    STEP("GetStringCritical of a string with chars above 0xFF");
    s = (*env)->GetStringCritical(env, ws, NULL);
    STEP("GetVersion");
    (*env)->GetVersion(env);
    STEP("ReleaseStringCritical");
    (*env)->ReleaseStringCritical(env, ws, s);
    STEP("GetVersion");
    (*env)->GetVersion(env);
}

/* More local references than planned: one warning per excess.  It begins
 * with an EnsureLocalCapacity so that every plan is relative to what is
 * live (HotSpot's main thread holds one local the program did not make:
 * regen.sh). */
static void capacity(JNIEnv *env, jclass chk)
{
    (void)chk;
    STEP("EnsureLocalCapacity 40");
    (*env)->EnsureLocalCapacity(env, 40);
    for (int i = 0; i < 76; i++) {
        printf("local %d\n", i);
        (*env)->NewStringUTF(env, "abc");
    }
    STEP("PushLocalFrame 4");
    (*env)->PushLocalFrame(env, 4);
    for (int i = 0; i < 80; i++) {
        printf("in frame %d\n", i);
        jobject s = (*env)->NewStringUTF(env, "abc");
        if (i % 2) (*env)->DeleteLocalRef(env, s); /* deleted ones do not count */
    }
    STEP("PopLocalFrame");
    (*env)->PopLocalFrame(env, NULL);
    STEP("EnsureLocalCapacity 10");
    (*env)->EnsureLocalCapacity(env, 10); /* below the plan: changes nothing */
    for (int i = 0; i < 34; i++) {
        printf("after ensure %d\n", i);
        (*env)->NewStringUTF(env, "abc");
    }
}

#ifdef _WIN32
static DWORD WINAPI other_thread(LPVOID arg)
#else
static void *other_thread(void *arg)
#endif
{
    (void)arg;
    STEP("FindClass with the main thread's JNIEnv on a thread not attached");
    jclass c = (*main_env)->FindClass(main_env, "java/lang/String");
    printf("returned %d\n", c != NULL);
    return 0;
}

/* On a thread attached with AttachCurrentThread: its own JNIEnv's local
 * references counted from the default plan (32), then the main thread's
 * JNIEnv used there. */
static int attached_test;

#ifdef _WIN32
static DWORD WINAPI attached_thread(LPVOID arg)
#else
static void *attached_thread(void *arg)
#endif
{
    (void)arg;
    JNIEnv *env = NULL;
    if ((*vm)->AttachCurrentThread(vm, (void **)&env, NULL) != JNI_OK) {
        printf("AttachCurrentThread failed\n");
        return 0;
    }
    if (attached_test == 0) {
        for (int i = 0; i < 36; i++) {
            printf("local %d\n", i);
            (*env)->NewStringUTF(env, "abc");
        }
        STEP("PushLocalFrame 4");
        (*env)->PushLocalFrame(env, 4);
        for (int i = 0; i < 40; i++) {
            printf("in frame %d\n", i);
            (*env)->NewStringUTF(env, "abc");
        }
        (*env)->PopLocalFrame(env, NULL);
    } else {
        STEP("FindClass with the main thread's JNIEnv on an attached thread");
        jclass c = (*main_env)->FindClass(main_env, "java/lang/String");
        printf("returned %d\n", c != NULL);
    }
    (*vm)->DetachCurrentThread(vm);
    return 0;
}

static void run_attached(int which)
{
    attached_test = which;
#ifdef _WIN32
    HANDLE h = CreateThread(NULL, 0, attached_thread, NULL, 0, NULL);
    WaitForSingleObject(h, INFINITE);
#else
    pthread_t th;
    pthread_create(&th, NULL, attached_thread, NULL);
    pthread_join(th, NULL);
#endif
}

static void attach_capacity(JNIEnv *env, jclass chk)
{
    (void)env;
    (void)chk;
    run_attached(0);
}

static void attach_wrongthread(JNIEnv *env, jclass chk)
{
    (void)env;
    (void)chk;
    run_attached(1);
}

static void nonjava(JNIEnv *env, jclass chk)
{
    (void)env;
    (void)chk;
#ifdef _WIN32
    HANDLE h = CreateThread(NULL, 0, other_thread, NULL, 0, NULL);
    WaitForSingleObject(h, INFINITE);
#else
    pthread_t th;
    pthread_create(&th, NULL, other_thread, NULL);
    pthread_join(th, NULL);
#endif
}

static void deleted(JNIEnv *env, jclass chk)
{
    (void)chk;
    jstring s = (*env)->NewStringUTF(env, "abc");
    (*env)->DeleteLocalRef(env, s);
    STEP("GetStringUTFLength on a deleted local");
    printf("returned %d\n", (int)(*env)->GetStringUTFLength(env, s));
}

static void popped(JNIEnv *env, jclass chk)
{
    (void)chk;
    (*env)->PushLocalFrame(env, 4);
    jstring s = (*env)->NewStringUTF(env, "abc");
    (*env)->PopLocalFrame(env, NULL);
    STEP("GetObjectClass on a local of a popped frame");
    printf("returned %d\n", (*env)->GetObjectClass(env, s) != NULL);
}

static void deletedglobal(JNIEnv *env, jclass chk)
{
    jobject g = (*env)->NewGlobalRef(env, chk);
    (*env)->DeleteGlobalRef(env, g);
    STEP("GetSuperclass on a deleted global");
    printf("returned %d\n", (*env)->GetSuperclass(env, g) != NULL);
}

static void deletedweak(JNIEnv *env, jclass chk)
{
    jweak w = (*env)->NewWeakGlobalRef(env, chk);
    (*env)->DeleteWeakGlobalRef(env, w);
    STEP("GetObjectClass on a deleted weak global");
    printf("returned %d\n", (*env)->GetObjectClass(env, w) != NULL);
}

static void bogus(JNIEnv *env, jclass chk)
{
    (void)chk;
    static long not_a_reference[2];
    STEP("IsInstanceOf with the address of a C variable");
    printf("returned %d\n", (*env)->IsInstanceOf(env, (jobject)&not_a_reference[1], chk));
}

static void notclass(JNIEnv *env, jclass chk)
{
    (void)chk;
    jstring s = (*env)->NewStringUTF(env, "abc");
    STEP("GetStaticMethodID with a String for the class");
    printf("returned %d\n", (*env)->GetStaticMethodID(env, (jclass)s, "hello", "()V") != NULL);
}

static void nullclass(JNIEnv *env, jclass chk)
{
    (void)chk;
    STEP("GetSuperclass(NULL)");
    printf("returned %d\n", (*env)->GetSuperclass(env, NULL) != NULL);
}

static void newobjclass(JNIEnv *env, jclass chk)
{
    jmethodID ctor = (*env)->GetMethodID(env, chk, "<init>", "()V");
    jstring s = (*env)->NewStringUTF(env, "abc");
    STEP("NewObject with a String for the class");
    printf("returned %d\n", (*env)->NewObject(env, (jclass)s, ctor) != NULL);
}

static void nonstring(JNIEnv *env, jclass chk)
{
    STEP("GetStringUTFLength with a class");
    printf("returned %d\n", (int)(*env)->GetStringUTFLength(env, (jstring)chk));
}

static void nonarray(JNIEnv *env, jclass chk)
{
    (void)chk;
    jstring s = (*env)->NewStringUTF(env, "abc");
    STEP("GetArrayLength with a String");
    printf("returned %d\n", (int)(*env)->GetArrayLength(env, (jarray)s));
}

static void elemtype(JNIEnv *env, jclass chk)
{
    (void)chk;
    jintArray a = (*env)->NewIntArray(env, 3);
    STEP("GetLongArrayElements with an int[]");
    printf("returned %d\n", (*env)->GetLongArrayElements(env, (jlongArray)a, NULL) != NULL);
}

static void primarray(JNIEnv *env, jclass chk)
{
    jobjectArray a = (*env)->NewObjectArray(env, 3, chk, NULL);
    STEP("GetIntArrayRegion with a Chk[]");
    jint buf[3];
    (*env)->GetIntArrayRegion(env, (jintArray)a, 0, 3, buf);
    printf("returned\n");
}

static void objarray(JNIEnv *env, jclass chk)
{
    (void)chk;
    jintArray a = (*env)->NewIntArray(env, 3);
    STEP("GetObjectArrayElement with an int[]");
    printf("returned %d\n", (*env)->GetObjectArrayElement(env, (jobjectArray)a, 0) != NULL);
}

static void throwbad(JNIEnv *env, jclass chk)
{
    (void)chk;
    jstring s = (*env)->NewStringUTF(env, "abc");
    STEP("Throw with a String");
    printf("returned %d\n", (int)(*env)->Throw(env, (jthrowable)s));
}

static void thrownewbad(JNIEnv *env, jclass chk)
{
    STEP("ThrowNew with class Chk");
    printf("returned %d\n", (int)(*env)->ThrowNew(env, chk, "no"));
}

static void staticfid(JNIEnv *env, jclass chk)
{
    jfieldID f = (*env)->GetStaticFieldID(env, chk, "value", "I");
    jobject o = (*env)->AllocObject(env, chk);
    STEP("GetIntField with a static field's ID");
    printf("returned %d\n", (int)(*env)->GetIntField(env, o, f));
}

static void instfid(JNIEnv *env, jclass chk)
{
    jfieldID f = (*env)->GetFieldID(env, chk, "inst", "I");
    STEP("SetStaticIntField with an instance field's ID");
    (*env)->SetStaticIntField(env, chk, f, 1);
    printf("returned\n");
}

static void fieldtype(JNIEnv *env, jclass chk)
{
    jfieldID f = (*env)->GetFieldID(env, chk, "inst", "I");
    jobject o = (*env)->AllocObject(env, chk);
    STEP("GetLongField with an int field's ID");
    printf("returned %d\n", (int)(*env)->GetLongField(env, o, f));
}

static void staticfieldtype(JNIEnv *env, jclass chk)
{
    jfieldID f = (*env)->GetStaticFieldID(env, chk, "value", "I");
    STEP("GetStaticObjectField with an int field's ID");
    printf("returned %d\n", (*env)->GetStaticObjectField(env, chk, f) != NULL);
}

static void wrongclass(JNIEnv *env, jclass chk)
{
    jmethodID tw = (*env)->GetMethodID(env, chk, "twice", "(I)I");
    jstring s = (*env)->NewStringUTF(env, "abc");
    STEP("CallIntMethod on a String with a method of Chk");
    printf("returned %d\n", (int)(*env)->CallIntMethod(env, s, tw, 1));
}

/* Every function slot of the table (4..233) is filled under -Xcheck:jni. */
static void table(JNIEnv *env, jclass chk)
{
    (void)chk;
    void *const *slots = (void *const *)*env;
    size_t n = sizeof(struct JNINativeInterface_) / sizeof(void *), empty = 0;
    for (size_t i = 4; i < n; i++)
        if (!slots[i]) {
            printf("slot %d is empty\n", (int)i);
            empty++;
        }
    printf("%d slots, %d of 4..%d empty\n", (int)n, (int)empty, (int)n - 1);
}

static void deletelocalglobal(JNIEnv *env, jclass chk)
{
    jobject g = (*env)->NewGlobalRef(env, chk);
    STEP("DeleteLocalRef with a global reference");
    (*env)->DeleteLocalRef(env, g);
    printf("returned\n");
}

static void deletegloballocal(JNIEnv *env, jclass chk)
{
    STEP("DeleteGlobalRef with a local reference");
    (*env)->DeleteGlobalRef(env, chk);
    printf("returned\n");
}

static void deleteweaklocal(JNIEnv *env, jclass chk)
{
    STEP("DeleteWeakGlobalRef with a local reference");
    (*env)->DeleteWeakGlobalRef(env, chk);
    printf("returned\n");
}

static void deletelocaltwice(JNIEnv *env, jclass chk)
{
    (void)chk;
    jstring s = (*env)->NewStringUTF(env, "abc");
    (*env)->DeleteLocalRef(env, s);
    STEP("DeleteLocalRef again");
    (*env)->DeleteLocalRef(env, s);
    printf("returned\n");
}

static void deleteglobaltwice(JNIEnv *env, jclass chk)
{
    jobject g = (*env)->NewGlobalRef(env, chk);
    (*env)->DeleteGlobalRef(env, g);
    STEP("DeleteGlobalRef again");
    (*env)->DeleteGlobalRef(env, g);
    printf("returned\n");
}

static void nullmid(JNIEnv *env, jclass chk)
{
    jobject o = (*env)->AllocObject(env, chk);
    STEP("CallIntMethod with a null method ID");
    printf("returned %d\n", (int)(*env)->CallIntMethod(env, o, NULL, 1));
}

static void nullfid(JNIEnv *env, jclass chk)
{
    jobject o = (*env)->AllocObject(env, chk);
    STEP("GetIntField with a null field ID");
    printf("returned %d\n", (int)(*env)->GetIntField(env, o, NULL));
}

static void negativecapacity(JNIEnv *env, jclass chk)
{
    (void)chk;
    STEP("EnsureLocalCapacity(-1)");
    printf("returned %d\n", (int)(*env)->EnsureLocalCapacity(env, -1));
}

static void negativeframe(JNIEnv *env, jclass chk)
{
    (void)chk;
    STEP("PushLocalFrame(-1)");
    printf("returned %d\n", (int)(*env)->PushLocalFrame(env, -1));
}

static void nullstring(JNIEnv *env, jclass chk)
{
    (void)chk;
    STEP("GetStringUTFChars(NULL)");
    printf("returned %d\n", (*env)->GetStringUTFChars(env, NULL, NULL) != NULL);
}

static void nullarray(JNIEnv *env, jclass chk)
{
    (void)chk;
    STEP("GetArrayLength(NULL)");
    printf("returned %d\n", (int)(*env)->GetArrayLength(env, NULL));
}

static void nonvirtualclass(JNIEnv *env, jclass chk)
{
    jmethodID tw = (*env)->GetMethodID(env, chk, "twice", "(I)I");
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jstring s = (*env)->NewStringUTF(env, "abc");
    STEP("CallNonvirtualIntMethod on a String with String and a method of Chk");
    printf("returned %d\n", (int)(*env)->CallNonvirtualIntMethod(env, s, sc, tw, 1));
}

static void staticclass(JNIEnv *env, jclass chk)
{
    jmethodID h = (*env)->GetStaticMethodID(env, chk, "hello", "()V");
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    STEP("CallStaticVoidMethod with class String and a method of Chk");
    (*env)->CallStaticVoidMethod(env, sc, h);
    printf("returned\n");
}

static void staticfieldclass(JNIEnv *env, jclass chk)
{
    jfieldID f = (*env)->GetStaticFieldID(env, chk, "value", "I");
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    STEP("GetStaticIntField with class String and a field of Chk");
    printf("returned %d\n", (int)(*env)->GetStaticIntField(env, sc, f));
}

/* Lantern only (HotSpot dies on an internal guarantee): a static method's
 * ID for a virtual call. */
static void staticmid(JNIEnv *env, jclass chk)
{
    jmethodID h = (*env)->GetStaticMethodID(env, chk, "hello", "()V");
    jobject o = (*env)->AllocObject(env, chk);
    STEP("CallVoidMethod with a static method's ID");
    (*env)->CallVoidMethod(env, o, h);
    printf("returned\n");
}

static const struct {
    const char *name;
    void (*fn)(JNIEnv *, jclass);
} tests[] = {
    {"good", good},
    {"table", table},
    {"pending", pending},
    {"unchecked", unchecked},
    {"both", both},
    {"critical", critical},
    {"capacity", capacity},
    {"nonjava", nonjava},
    {"attach_capacity", attach_capacity},
    {"attach_wrongthread", attach_wrongthread},
    {"deleted", deleted},
    {"popped", popped},
    {"deletedglobal", deletedglobal},
    {"deletedweak", deletedweak},
    {"bogus", bogus},
    {"notclass", notclass},
    {"nullclass", nullclass},
    {"newobjclass", newobjclass},
    {"nonstring", nonstring},
    {"nonarray", nonarray},
    {"elemtype", elemtype},
    {"primarray", primarray},
    {"objarray", objarray},
    {"throwbad", throwbad},
    {"thrownewbad", thrownewbad},
    {"staticfid", staticfid},
    {"instfid", instfid},
    {"fieldtype", fieldtype},
    {"staticfieldtype", staticfieldtype},
    {"wrongclass", wrongclass},
    {"deletelocalglobal", deletelocalglobal},
    {"deletegloballocal", deletegloballocal},
    {"deleteweaklocal", deleteweaklocal},
    {"deletelocaltwice", deletelocaltwice},
    {"deleteglobaltwice", deleteglobaltwice},
    {"nullmid", nullmid},
    {"nullfid", nullfid},
    {"negativecapacity", negativecapacity},
    {"negativeframe", negativeframe},
    {"nullstring", nullstring},
    {"nullarray", nullarray},
    {"nonvirtualclass", nonvirtualclass},
    {"staticclass", staticclass},
    {"staticfieldclass", staticfieldclass},
    {"staticmid", staticmid},
};

int main(int argc, char **argv)
{
    JNIEnv *env = start(argc, argv);
    main_env = env;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (strcmp(argv[2], tests[i].name) != 0) continue;
        jclass chk = (*env)->FindClass(env, "Chk");
        printf("test %s\n", tests[i].name);
        tests[i].fn(env, chk);
        if ((*env)->ExceptionCheck(env)) {
            printf("exception pending at the end\n");
            (*env)->ExceptionClear(env);
        }
        printf("DestroyJavaVM: %d\n", (int)(*vm)->DestroyJavaVM(vm));
        return 0;
    }
    printf("no test %s\n", argv[2]);
    return 2;
}
