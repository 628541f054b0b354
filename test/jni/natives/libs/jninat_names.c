/*
 * jninat_names.c -- natives of my_pkg.Na_t (JniNames.java), under the
 * names javac -h gives them (the JNI specification's name mangling).
 */
#include <jni.h>

JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_get_1ver(JNIEnv *env, jclass c) { return 1; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_over__Ljava_lang_String_2_3I(JNIEnv *env, jclass c, jstring s, jintArray a)
{
    return 2;
}
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_over__JD_3_3Ljava_lang_Object_2Z(JNIEnv *env, jclass c, jlong a, jdouble b,
                                                                          jobjectArray o, jboolean z)
{
    return 3;
}
/* Short names are tried first: both overloads bind here. */
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_both(JNIEnv *env, jclass c) { return 10; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_both__I(JNIEnv *env, jclass c, jint a) { return 11; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_both__J(JNIEnv *env, jclass c, jlong a) { return 12; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_caf_000e9(JNIEnv *env, jclass c) { return 4; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_dollar_00024x(JNIEnv *env, jclass c) { return 5; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_x_0d835_0dc00y(JNIEnv *env, jclass c) { return 6; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t__000c5(JNIEnv *env, jclass c) { return 7; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_inst_1m(JNIEnv *env, jobject self, jint x) { return x + 1; }
JNIEXPORT jint JNICALL Java_my_1pkg_Na_1t_00024Inner_m(JNIEnv *env, jclass c) { return 8; }
