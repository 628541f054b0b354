/*
 * jnionload.c -- test jvmpi.jnionload (program jvmpitest.Hello): JNI from
 * an agent's JVM_OnLoad, as Sun's JCov does with early_classes=on (it asks
 * GetEnv for a JNIEnv there and calls FindClass).  The VM runs JVM_OnLoad
 * before it has loaded its core classes; GetEnv for JNI must bring them
 * in, never crash.
 *
 * In JVM_OnLoad: FindClass of a core class, of the program's class (the
 * class path is known), of a missing class (NULL with NoClassDefFoundError
 * pending); a string made and read back; a static Java method called; a
 * global reference kept.  At JVM_INIT_DONE the global reference is still
 * the program's class.  Events enabled in JVM_OnLoad before the JNI calls
 * (CLASS_LOAD) must still come for the classes those calls loaded.
 */
#include "agent.h"

static jclass hello_global;
static JNIEnv *env;
static JavaVM *jvm;
static int saw_hello_load, saw_string_load;

static void onload_jni(JavaVM *vm)
{
    jint rc = (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_2);
    say("GetEnv(JNI_VERSION_1_2) in JVM_OnLoad: %s", rc == JNI_OK && env ? "JNI_OK" : "failed");
    if (rc != JNI_OK || !env)
        return;
    jclass s = (*env)->FindClass(env, "java/lang/String");
    say("FindClass java/lang/String: %s", s ? "found" : "NULL");
    jclass h = (*env)->FindClass(env, "jvmpitest/Hello");
    say("FindClass jvmpitest/Hello: %s", h ? "found" : "NULL");
    jclass none = (*env)->FindClass(env, "jvmpitest/NoSuchClass");
    jthrowable ex = (*env)->ExceptionOccurred(env);
    jclass ncdfe = (*env)->FindClass(env, "java/lang/NoClassDefFoundError");
    say("FindClass jvmpitest/NoSuchClass: %s, exception pending: %s", none ? "found" : "NULL",
        ex && ncdfe && (*env)->IsInstanceOf(env, ex, ncdfe) ? "NoClassDefFoundError" : "other or none");
    (*env)->ExceptionClear(env);
    jstring str = (*env)->NewStringUTF(env, "lantern");
    const char *back = str ? (*env)->GetStringUTFChars(env, str, NULL) : NULL;
    say("NewStringUTF and back: %s", back ? back : "(null)");
    if (back)
        (*env)->ReleaseStringUTFChars(env, str, back);
    jclass integer = (*env)->FindClass(env, "java/lang/Integer");
    jmethodID to_string = integer ? (*env)->GetStaticMethodID(env, integer, "toString", "(I)Ljava/lang/String;") : NULL;
    jstring n = to_string ? (jstring)(*env)->CallStaticObjectMethod(env, integer, to_string, 4711) : NULL;
    const char *nc = n ? (*env)->GetStringUTFChars(env, n, NULL) : NULL;
    say("Integer.toString(4711) called from JVM_OnLoad: %s", nc ? nc : "(null)");
    if (nc)
        (*env)->ReleaseStringUTFChars(env, n, nc);
    if ((*env)->ExceptionCheck(env)) {
        say("an exception is pending after the calls");
        (*env)->ExceptionClear(env);
    }
    hello_global = h ? (jclass)(*env)->NewGlobalRef(env, h) : NULL;
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(ev->u.class_load.class_name, "jvmpitest/Hello") == 0)
            saw_hello_load++;
        if (strcmp(ev->u.class_load.class_name, "java/lang/String") == 0)
            saw_string_load++;
        break;
    case JVMPI_EVENT_JVM_INIT_DONE: {
        JNIEnv *e = NULL;
        jclass h = NULL;
        jmethodID m = NULL;
        (*jvm)->GetEnv(jvm, (void **)&e, JNI_VERSION_1_2);
        if (e)
            h = (*e)->FindClass(e, "jvmpitest/Hello");
        if (e && hello_global)
            m = (*e)->GetStaticMethodID(e, hello_global, "main", "([Ljava/lang/String;)V");
        say("JVM_INIT_DONE: the global reference is still jvmpitest/Hello: %s",
            e && h && hello_global && (*e)->IsSameObject(e, h, hello_global) && m ? "yes" : "no");
        break;
    }
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("CLASS_LOAD of java/lang/String: %d, of jvmpitest/Hello: %d", saw_string_load, saw_hello_load);
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    jvm = vm;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_JVM_INIT_DONE);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    onload_jni(vm);
    return JNI_OK;
}
