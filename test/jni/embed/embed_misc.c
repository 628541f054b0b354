/*
 * embed_misc.c -- JNI group 6 from an embedding program: MonitorEnter /
 * MonitorExit (with Java's view of the ownership), GetJavaVM,
 * ToReflectedMethod / ToReflectedField / FromReflectedMethod /
 * FromReflectedField round trips, and GetObjectRefType of what they return.
 * (Direct buffers and GetModule differ from the JDK by design: not here.)
 */
#include "embed.h"

int main(int argc, char **argv)
{
    JNIEnv *env = embed_start(argc, argv);
    jclass thread = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID holds = (*env)->GetStaticMethodID(env, thread, "holdsLock", "(Ljava/lang/Object;)Z");
    jclass object = (*env)->FindClass(env, "java/lang/Object");
    jobject lock = (*env)->AllocObject(env, object);
    printf("holdsLock before: %d\n", (*env)->CallStaticBooleanMethod(env, thread, holds, lock));
    printf("MonitorEnter: %d\n", (int)(*env)->MonitorEnter(env, lock));
    printf("MonitorEnter again: %d\n", (int)(*env)->MonitorEnter(env, lock));
    printf("holdsLock: %d\n", (*env)->CallStaticBooleanMethod(env, thread, holds, lock));
    printf("MonitorExit: %d\n", (int)(*env)->MonitorExit(env, lock));
    printf("holdsLock after one exit: %d\n", (*env)->CallStaticBooleanMethod(env, thread, holds, lock));
    printf("MonitorExit: %d\n", (int)(*env)->MonitorExit(env, lock));
    printf("holdsLock after both: %d\n", (*env)->CallStaticBooleanMethod(env, thread, holds, lock));
    jint r = (*env)->MonitorExit(env, lock);
    printf("MonitorExit not owned: %s\n", r == JNI_OK ? "JNI_OK" : "an error code");
    show_exc(env, "  pending");
    /* Java's wait needs the monitor the C code took */
    jmethodID wait = (*env)->GetMethodID(env, object, "wait", "(J)V");
    (*env)->MonitorEnter(env, lock);
    (*env)->CallVoidMethod(env, lock, wait, (jlong)1);
    show_exc(env, "wait(1) while holding it through JNI");
    (*env)->MonitorExit(env, lock);
    (*env)->CallVoidMethod(env, lock, wait, (jlong)1);
    show_exc(env, "wait(1) without it");

    JavaVM *vm = NULL;
    jint rc = (*env)->GetJavaVM(env, &vm);
    printf("GetJavaVM: %d, same VM: %d\n", (int)rc, vm == embed_vm);
    JNIEnv *env2 = NULL;
    rc = (*vm)->GetEnv(vm, (void **)&env2, JNI_VERSION_1_6);
    printf("GetEnv through it: %d, same env: %d\n", (int)rc, env2 == env);

    /* ---- weak and global references across a collection ---- */
    jclass system = (*env)->FindClass(env, "java/lang/System");
    jmethodID gc = (*env)->GetStaticMethodID(env, system, "gc", "()V");
    jstring dying = (*env)->NewStringUTF(env, "only weakly reachable");
    jweak w = (*env)->NewWeakGlobalRef(env, dying);
    jstring kept = (*env)->NewStringUTF(env, "globally reachable");
    jobject g = (*env)->NewGlobalRef(env, kept);
    jweak wk = (*env)->NewWeakGlobalRef(env, kept);
    (*env)->DeleteLocalRef(env, dying);
    (*env)->DeleteLocalRef(env, kept);
    (*env)->CallStaticVoidMethod(env, system, gc);
    /* System.gc() is only a hint: collect for sure by allocating */
    jclass churn = (*env)->FindClass(env, "Churn");
    printf("garbage made: %d MB\n", (int)(*env)->CallStaticIntMethod(
                                           env, churn, (*env)->GetStaticMethodID(env, churn, "garbage", "(I)I"), 512));
    printf("after collections: weak to a dead object is null: %d\n", (*env)->IsSameObject(env, w, NULL));
    printf("NewLocalRef of it: %s\n", (*env)->NewLocalRef(env, w) ? "non-null" : "null");
    printf("weak to a live object is not null: %d\n", !(*env)->IsSameObject(env, wk, NULL));
    printf("it is the global's object: %d\n", (*env)->IsSameObject(env, wk, g));
    const char *gu = (*env)->GetStringUTFChars(env, g, NULL);
    printf("global reads: %s\n", gu);
    (*env)->ReleaseStringUTFChars(env, g, gu);
    (*env)->DeleteWeakGlobalRef(env, w);
    (*env)->DeleteWeakGlobalRef(env, wk);
    (*env)->DeleteGlobalRef(env, g);

    /* ---- reflection ---- */
    jclass target = (*env)->FindClass(env, "Target");
    jmethodID add = (*env)->GetMethodID(env, target, "add", "(II)I");
    jobject m = (*env)->ToReflectedMethod(env, target, add, JNI_FALSE);
    show_obj(env, "ToReflectedMethod add", m);
    printf("FromReflectedMethod gives the same ID: %d\n", (*env)->FromReflectedMethod(env, m) == add);
    jmethodID mix = (*env)->GetStaticMethodID(env, target, "staticAdd", "(II)I");
    jobject sm = (*env)->ToReflectedMethod(env, target, mix, JNI_TRUE);
    show_obj(env, "ToReflectedMethod staticAdd", sm);
    printf("FromReflectedMethod (static) same: %d\n", (*env)->FromReflectedMethod(env, sm) == mix);
    jmethodID ctor = (*env)->GetMethodID(env, target, "<init>", "(ILjava/lang/String;)V");
    jobject c = (*env)->ToReflectedMethod(env, target, ctor, JNI_FALSE);
    show_obj(env, "ToReflectedMethod <init>", c);
    show_class(env, "  its class", (*env)->GetObjectClass(env, c));
    printf("FromReflectedMethod (constructor) same: %d\n", (*env)->FromReflectedMethod(env, c) == ctor);
    jfieldID fi = (*env)->GetFieldID(env, target, "i", "I");
    jobject f = (*env)->ToReflectedField(env, target, fi, JNI_FALSE);
    show_obj(env, "ToReflectedField i", f);
    printf("FromReflectedField same: %d\n", (*env)->FromReflectedField(env, f) == fi);
    jfieldID fl = (*env)->GetStaticFieldID(env, target, "label", "Ljava/lang/String;");
    jobject sf = (*env)->ToReflectedField(env, target, fl, JNI_TRUE);
    show_obj(env, "ToReflectedField label", sf);
    printf("FromReflectedField (static) same: %d\n", (*env)->FromReflectedField(env, sf) == fl);
    /* an ID from Java reflection works for calls */
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jmethodID gm = (*env)->GetMethodID(env, cc, "getMethod",
                                       "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;");
    jobjectArray params = (*env)->NewObjectArray(env, 2, cc, NULL);
    jclass intc = (jclass)(*env)->GetStaticObjectField(
        env, (*env)->FindClass(env, "java/lang/Integer"),
        (*env)->GetStaticFieldID(env, (*env)->FindClass(env, "java/lang/Integer"), "TYPE", "Ljava/lang/Class;"));
    (*env)->SetObjectArrayElement(env, params, 0, intc);
    (*env)->SetObjectArrayElement(env, params, 1, intc);
    jobject jm = (*env)->CallObjectMethod(env, target, gm, (*env)->NewStringUTF(env, "staticAdd"), params);
    jmethodID fromJava = (*env)->FromReflectedMethod(env, jm);
    printf("call through a Method from getMethod: %d\n", (*env)->CallStaticIntMethod(env, target, fromJava, 2, 3));
    return embed_end(env);
}
