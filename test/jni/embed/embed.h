/*
 * embed.h -- what the embedding tests share: creating the VM through the
 * invocation API with the test classes on the class path (argv[1]), and
 * printing a pending exception as "<what>: <Throwable.toString()>".
 * Usage: embed_<group> <class path> [VM option...].
 *
 * Uses only jni.h and the C library, so the same source compiles against
 * Lantern's jni.h (the test) and the JDK 17's (regen.sh, the expectation).
 * Output must not depend on the platform: no addresses, no timings.
 */
#ifndef EMBED_H
#define EMBED_H

#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define EMBED_UNUSED __attribute__((unused))
#else
#define EMBED_UNUSED
#endif

static JavaVM *embed_vm;

/* The VM with `pre` (npre options, extraInfo kept) first, then the class
 * path, then argv[2...]. */
EMBED_UNUSED static JNIEnv *embed_start_with(int argc, char **argv, const JavaVMOption *pre, int npre)
{
    /* C and Java write to the same stdout: no C buffering between them. */
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 2) {
        fprintf(stderr, "usage: %s <class path>\n", argv[0]);
        exit(2);
    }
    static char cp[4096];
    snprintf(cp, sizeof cp, "-Djava.class.path=%s", argv[1]);
    static JavaVMOption opts[24];
    int n = 0;
    for (int i = 0; i < npre && n < 8; i++)
        opts[n++] = pre[i];
    opts[n].optionString = cp;
    opts[n++].extraInfo = NULL;
    /* argv[2...]: more VM options (the suite's -Xgcstress runs) */
    for (int i = 2; i < argc && n < 24; i++) {
        opts[n].optionString = argv[i];
        opts[n++].extraInfo = NULL;
    }
    JavaVMInitArgs args;
    args.version = JNI_VERSION_1_8;
    args.nOptions = n;
    args.options = opts;
    args.ignoreUnrecognized = JNI_FALSE;
    JNIEnv *env = NULL;
    jint rc = JNI_CreateJavaVM(&embed_vm, (void **)&env, &args);
    if (rc != JNI_OK) {
        printf("JNI_CreateJavaVM failed: %d\n", (int)rc);
        exit(1);
    }
    return env;
}

EMBED_UNUSED static JNIEnv *embed_start(int argc, char **argv)
{
    return embed_start_with(argc, argv, NULL, 0);
}

EMBED_UNUSED static int embed_end(JNIEnv *env)
{
    if ((*env)->ExceptionCheck(env)) {
        printf("unexpected pending exception at the end\n");
        (*env)->ExceptionClear(env);
    }
    jint rc = (*embed_vm)->DestroyJavaVM(embed_vm);
    printf("DestroyJavaVM: %d\n", (int)rc);
    return 0;
}

/* Prints and clears the pending exception (or says there is none), and
 * its causes. */
EMBED_UNUSED static void show_exc(JNIEnv *env, const char *what)
{
    jthrowable ex = (*env)->ExceptionOccurred(env);
    if (!ex) {
        printf("%s: no exception\n", what);
        return;
    }
    (*env)->ExceptionClear(env);
    jclass tc = (*env)->FindClass(env, "java/lang/Throwable");
    jmethodID ts = (*env)->GetMethodID(env, tc, "toString", "()Ljava/lang/String;");
    jmethodID gc = (*env)->GetMethodID(env, tc, "getCause", "()Ljava/lang/Throwable;");
    /* the exception, then its causes */
    for (int depth = 0; ex && depth < 4; depth++) {
        jstring s = (jstring)(*env)->CallObjectMethod(env, ex, ts);
        const char *u = s ? (*env)->GetStringUTFChars(env, s, NULL) : NULL;
        if (depth == 0) printf("%s: %s\n", what, u ? u : "(toString failed)");
        else printf("  caused by %s\n", u ? u : "(toString failed)");
        if (u) (*env)->ReleaseStringUTFChars(env, s, u);
        (*env)->DeleteLocalRef(env, s);
        jthrowable cause = (jthrowable)(*env)->CallObjectMethod(env, ex, gc);
        (*env)->DeleteLocalRef(env, ex);
        ex = cause;
    }
    if (ex) (*env)->DeleteLocalRef(env, ex);
    (*env)->DeleteLocalRef(env, tc);
}

/* Prints an object's toString(). */
EMBED_UNUSED static void show_obj(JNIEnv *env, const char *what, jobject o)
{
    if (!o) {
        printf("%s: null\n", what);
        return;
    }
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jmethodID ts = (*env)->GetMethodID(env, oc, "toString", "()Ljava/lang/String;");
    jstring s = (jstring)(*env)->CallObjectMethod(env, o, ts);
    const char *u = s ? (*env)->GetStringUTFChars(env, s, NULL) : NULL;
    printf("%s: %s\n", what, u ? u : "(toString failed)");
    if (u) (*env)->ReleaseStringUTFChars(env, s, u);
    (*env)->DeleteLocalRef(env, s);
    (*env)->DeleteLocalRef(env, oc);
}

/* Prints a class's name (Class.getName()). */
EMBED_UNUSED static void show_class(JNIEnv *env, const char *what, jclass c)
{
    if (!c) {
        printf("%s: null\n", what);
        return;
    }
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jmethodID gn = (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;");
    jstring s = (jstring)(*env)->CallObjectMethod(env, c, gn);
    const char *u = s ? (*env)->GetStringUTFChars(env, s, NULL) : NULL;
    printf("%s: %s\n", what, u ? u : "(getName failed)");
    if (u) (*env)->ReleaseStringUTFChars(env, s, u);
    (*env)->DeleteLocalRef(env, s);
    (*env)->DeleteLocalRef(env, cc);
}

#endif
