/*
 * embed_threads.c -- the embedding program's thread in native code while a
 * Java thread allocates and collects: JNI calls keep working (objects
 * behind local and global references move and are still found), and the
 * collector never waits for the thread that is outside the VM.
 */
#include <time.h>

#include "embed.h"

int main(int argc, char **argv)
{
    JNIEnv *env = embed_start(argc, argv);
    jclass churn = (*env)->FindClass(env, "Churn");
    jobject th = (*env)->NewObject(env, churn, (*env)->GetMethodID(env, churn, "<init>", "()V"));
    jclass thread = (*env)->FindClass(env, "java/lang/Thread");
    jstring keep = (*env)->NewStringUTF(env, "kept across collections");
    jobject gkeep = (*env)->NewGlobalRef(env, keep);
    jintArray arr = (*env)->NewIntArray(env, 16);
    (*env)->CallVoidMethod(env, th, (*env)->GetMethodID(env, thread, "start", "()V"));
    jfieldID done = (*env)->GetFieldID(env, churn, "done", "Z");
    long rounds = 0, bad = 0;
    /* 2000 rounds that allocate while the Java thread does */
    for (; rounds < 2000; rounds++) {
        if ((*env)->PushLocalFrame(env, 8) != JNI_OK) break;
        char b[32];
        snprintf(b, sizeof b, "round-%ld", rounds);
        jstring s = (*env)->NewStringUTF(env, b);
        const char *u = (*env)->GetStringUTFChars(env, s, NULL);
        if (strcmp(u, b) != 0) bad++;
        (*env)->ReleaseStringUTFChars(env, s, u);
        (*env)->PopLocalFrame(env, NULL);
    }
    /* Then on, without allocating and without running Java code on this
     * thread, until the Java thread is done: if the collector waited for
     * this thread, the Java thread would never finish. */
    long spins = 0;
    time_t start = time(NULL);
    while (!(*env)->GetBooleanField(env, th, done)) {
        jint v = (jint)spins;
        (*env)->SetIntArrayRegion(env, arr, (jsize)(spins & 15), 1, &v);
        jint w = 0;
        (*env)->GetIntArrayRegion(env, arr, (jsize)(spins & 15), 1, &w);
        if (w != v) bad++;
        if (!(*env)->IsSameObject(env, keep, gkeep)) bad++;
        /* (a generous bound in time, not in rounds: a loaded machine or an
         * emulator may slow the Java thread down a lot) */
        if ((++spins & 1023) == 0 && time(NULL) - start > 120) {
            printf("gave up waiting for the Java thread\n");
            break;
        }
    }
    (*env)->CallVoidMethod(env, th, (*env)->GetMethodID(env, thread, "join", "()V"));
    jlong sum = (*env)->GetLongField(env, th, (*env)->GetFieldID(env, churn, "checksum", "J"));
    printf("Java thread's checksum: %lld\n", (long long)sum);
    printf("C rounds done: %s, mismatches: %ld\n", rounds >= 2000 ? "enough" : "too few", bad);
    const char *u = (*env)->GetStringUTFChars(env, gkeep, NULL);
    printf("global still reads: %s\n", u);
    (*env)->ReleaseStringUTFChars(env, gkeep, u);
    (*env)->DeleteGlobalRef(env, gkeep);
    return embed_end(env);
}
