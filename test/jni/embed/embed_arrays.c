/*
 * embed_arrays.c -- JNI group 5 from an embedding program: GetArrayLength,
 * NewObjectArray, Get/SetObjectArrayElement (index and store errors),
 * New<Prim>Array, Get/Release<Prim>ArrayElements with modes 0, JNI_COMMIT
 * and JNI_ABORT, Get/Set<Prim>ArrayRegion (region errors) and
 * Get/ReleasePrimitiveArrayCritical.
 */
#include "embed.h"

static JNIEnv *env;
static jclass arrays;
static jmethodID to_string_I, to_string_O;

static void show_ints(const char *what, jintArray a)
{
    show_obj(env, what, (*env)->CallStaticObjectMethod(env, arrays, to_string_I, a));
}

int main(int argc, char **argv)
{
    env = embed_start(argc, argv);
    arrays = (*env)->FindClass(env, "java/util/Arrays");
    to_string_I = (*env)->GetStaticMethodID(env, arrays, "toString", "([I)Ljava/lang/String;");
    to_string_O = (*env)->GetStaticMethodID(env, arrays, "toString", "([Ljava/lang/Object;)Ljava/lang/String;");
    jclass string = (*env)->FindClass(env, "java/lang/String");
    jclass integer = (*env)->FindClass(env, "java/lang/Integer");

    /* ---- object arrays ---- */
    jstring fill = (*env)->NewStringUTF(env, "x");
    jobjectArray oa = (*env)->NewObjectArray(env, 3, string, fill);
    printf("GetArrayLength: %d\n", (int)(*env)->GetArrayLength(env, oa));
    show_obj(env, "NewObjectArray filled", (*env)->CallStaticObjectMethod(env, arrays, to_string_O, oa));
    show_class(env, "its class", (*env)->GetObjectClass(env, oa));
    (*env)->SetObjectArrayElement(env, oa, 1, (*env)->NewStringUTF(env, "y"));
    (*env)->SetObjectArrayElement(env, oa, 2, NULL);
    show_obj(env, "after Set", (*env)->CallStaticObjectMethod(env, arrays, to_string_O, oa));
    show_obj(env, "GetObjectArrayElement(1)", (*env)->GetObjectArrayElement(env, oa, 1));
    printf("GetObjectArrayElement(2) is null: %d\n", (*env)->GetObjectArrayElement(env, oa, 2) == NULL);
    (*env)->GetObjectArrayElement(env, oa, 3);
    show_exc(env, "GetObjectArrayElement(3)");
    (*env)->GetObjectArrayElement(env, oa, -1);
    show_exc(env, "GetObjectArrayElement(-1)");
    (*env)->SetObjectArrayElement(env, oa, 5, fill);
    show_exc(env, "SetObjectArrayElement(5)");
    jmethodID valueOf = (*env)->GetStaticMethodID(env, integer, "valueOf", "(I)Ljava/lang/Integer;");
    jobject seven = (*env)->CallStaticObjectMethod(env, integer, valueOf, 7);
    (*env)->SetObjectArrayElement(env, oa, 0, seven);
    show_exc(env, "SetObjectArrayElement(Integer into String[])");
    jobjectArray empty = (*env)->NewObjectArray(env, 0, integer, NULL);
    printf("empty length: %d\n", (int)(*env)->GetArrayLength(env, empty));
    (*env)->NewObjectArray(env, -1, integer, NULL);
    show_exc(env, "NewObjectArray(-1)");
    jclass iarr = (*env)->FindClass(env, "[I");
    jobjectArray aa = (*env)->NewObjectArray(env, 2, iarr, NULL);
    show_class(env, "NewObjectArray of int[]", (*env)->GetObjectClass(env, aa));

    /* ---- primitive arrays ---- */
    jintArray ia = (*env)->NewIntArray(env, 5);
    show_ints("NewIntArray(5)", ia);
    (*env)->NewIntArray(env, -3);
    show_exc(env, "NewIntArray(-3)");
    jboolean copy;
    jint *e = (*env)->GetIntArrayElements(env, ia, &copy);
    for (int i = 0; i < 5; i++) e[i] = (i + 1) * 10;
    (*env)->ReleaseIntArrayElements(env, ia, e, JNI_ABORT);
    show_ints("after JNI_ABORT", ia);
    e = (*env)->GetIntArrayElements(env, ia, NULL);
    for (int i = 0; i < 5; i++) e[i] = (i + 1) * 10;
    (*env)->ReleaseIntArrayElements(env, ia, e, JNI_COMMIT);
    show_ints("after JNI_COMMIT", ia);
    e[0] = -1;
    (*env)->ReleaseIntArrayElements(env, ia, e, 0);
    show_ints("after mode 0", ia);
    jint region[3] = {7, 8, 9};
    (*env)->SetIntArrayRegion(env, ia, 2, 3, region);
    show_ints("SetIntArrayRegion(2, 3)", ia);
    jint got[5] = {0, 0, 0, 0, 0};
    (*env)->GetIntArrayRegion(env, ia, 1, 4, got);
    printf("GetIntArrayRegion(1, 4): %d %d %d %d\n", got[0], got[1], got[2], got[3]);
    (*env)->GetIntArrayRegion(env, ia, 3, 3, got);
    show_exc(env, "GetIntArrayRegion(3, 3)");
    (*env)->SetIntArrayRegion(env, ia, -1, 2, region);
    show_exc(env, "SetIntArrayRegion(-1, 2)");
    (*env)->GetIntArrayRegion(env, ia, 2, -1, got);
    show_exc(env, "GetIntArrayRegion(2, -1)");
    (*env)->GetIntArrayRegion(env, ia, 5, 0, got);
    show_exc(env, "GetIntArrayRegion(5, 0)");
    (*env)->GetIntArrayRegion(env, ia, 6, 0, got);
    show_exc(env, "GetIntArrayRegion(6, 0)");

    /* every element type */
    jbooleanArray za = (*env)->NewBooleanArray(env, 3);
    jboolean zv[3] = {JNI_TRUE, JNI_FALSE, JNI_TRUE};
    (*env)->SetBooleanArrayRegion(env, za, 0, 3, zv);
    jboolean *zp = (*env)->GetBooleanArrayElements(env, za, NULL);
    printf("boolean: %d %d %d\n", zp[0], zp[1], zp[2]);
    (*env)->ReleaseBooleanArrayElements(env, za, zp, JNI_ABORT);
    jbyteArray ba = (*env)->NewByteArray(env, 4);
    jbyte bv[4] = {-128, -1, 0, 127};
    (*env)->SetByteArrayRegion(env, ba, 0, 4, bv);
    jbyte *bp = (*env)->GetByteArrayElements(env, ba, NULL);
    bp[1] = 55;
    (*env)->ReleaseByteArrayElements(env, ba, bp, 0);
    jbyte bg[4];
    (*env)->GetByteArrayRegion(env, ba, 0, 4, bg);
    printf("byte: %d %d %d %d\n", bg[0], bg[1], bg[2], bg[3]);
    jcharArray ca = (*env)->NewCharArray(env, 2);
    jchar cv[2] = {0x41, 0xffff};
    (*env)->SetCharArrayRegion(env, ca, 0, 2, cv);
    jchar *cp = (*env)->GetCharArrayElements(env, ca, NULL);
    printf("char: %x %x\n", cp[0], cp[1]);
    (*env)->ReleaseCharArrayElements(env, ca, cp, 0);
    jshortArray sa = (*env)->NewShortArray(env, 2);
    jshort sv[2] = {-32768, 32767};
    (*env)->SetShortArrayRegion(env, sa, 0, 2, sv);
    jshort *sp = (*env)->GetShortArrayElements(env, sa, NULL);
    printf("short: %d %d\n", sp[0], sp[1]);
    (*env)->ReleaseShortArrayElements(env, sa, sp, 0);
    jlongArray la = (*env)->NewLongArray(env, 2);
    jlong lv[2] = {-4611686018427387904LL, 12345678901LL};
    (*env)->SetLongArrayRegion(env, la, 0, 2, lv);
    jlong *lp = (*env)->GetLongArrayElements(env, la, NULL);
    printf("long: %lld %lld\n", (long long)lp[0], (long long)lp[1]);
    (*env)->ReleaseLongArrayElements(env, la, lp, 0);
    jfloatArray fa = (*env)->NewFloatArray(env, 2);
    jfloat fv[2] = {1.25f, -3.5f};
    (*env)->SetFloatArrayRegion(env, fa, 0, 2, fv);
    jfloat *fp = (*env)->GetFloatArrayElements(env, fa, NULL);
    printf("float: %.2f %.2f\n", (double)fp[0], (double)fp[1]);
    (*env)->ReleaseFloatArrayElements(env, fa, fp, 0);
    jdoubleArray da = (*env)->NewDoubleArray(env, 2);
    jdouble dv[2] = {1e300, -2.5};
    (*env)->SetDoubleArrayRegion(env, da, 0, 2, dv);
    jdouble *dp = (*env)->GetDoubleArrayElements(env, da, NULL);
    printf("double: %g %g\n", dp[0], dp[1]);
    (*env)->ReleaseDoubleArrayElements(env, da, dp, 0);
    jmethodID tsD = (*env)->GetStaticMethodID(env, arrays, "toString", "([D)Ljava/lang/String;");
    show_obj(env, "Java sees the doubles", (*env)->CallStaticObjectMethod(env, arrays, tsD, da));
    jmethodID tsJ = (*env)->GetStaticMethodID(env, arrays, "toString", "([J)Ljava/lang/String;");
    show_obj(env, "Java sees the longs", (*env)->CallStaticObjectMethod(env, arrays, tsJ, la));
    jmethodID tsC = (*env)->GetStaticMethodID(env, arrays, "toString", "([B)Ljava/lang/String;");
    show_obj(env, "Java sees the bytes", (*env)->CallStaticObjectMethod(env, arrays, tsC, ba));
    /* Get<T>ArrayRegion of the other element types */
    jboolean zr[2];
    (*env)->GetBooleanArrayRegion(env, za, 1, 2, zr);
    jchar cr[2];
    (*env)->GetCharArrayRegion(env, ca, 0, 2, cr);
    jshort sr[1];
    (*env)->GetShortArrayRegion(env, sa, 1, 1, sr);
    jlong lr[2];
    (*env)->GetLongArrayRegion(env, la, 0, 2, lr);
    jfloat fr[1];
    (*env)->GetFloatArrayRegion(env, fa, 1, 1, fr);
    jdouble dr[2];
    (*env)->GetDoubleArrayRegion(env, da, 0, 2, dr);
    printf("regions: %d %d | %x %x | %d | %lld %lld | %.2f | %g %g\n", zr[0], zr[1], cr[0], cr[1], sr[0],
           (long long)lr[0], (long long)lr[1], (double)fr[0], dr[0], dr[1]);
    (*env)->GetBooleanArrayRegion(env, za, 2, 2, zr);
    show_exc(env, "GetBooleanArrayRegion(2, 2)");
    (*env)->SetCharArrayRegion(env, ca, 0, 3, cv);
    show_exc(env, "SetCharArrayRegion(0, 3)");
    (*env)->GetShortArrayRegion(env, sa, 0, -5, sr);
    show_exc(env, "GetShortArrayRegion(0, -5)");
    (*env)->SetLongArrayRegion(env, la, 3, 0, lv);
    show_exc(env, "SetLongArrayRegion(3, 0)");
    (*env)->GetFloatArrayRegion(env, fa, -1, 0, fr);
    show_exc(env, "GetFloatArrayRegion(-1, 0)");
    jbyteArray eb = (*env)->NewByteArray(env, 0);
    jbyte *ep = (*env)->GetByteArrayElements(env, eb, NULL);
    printf("elements of an empty array: %s\n", ep ? "non-null" : "null");
    (*env)->ReleaseByteArrayElements(env, eb, ep, 0);
    (*env)->GetByteArrayRegion(env, ba, 2, 3, bg);
    show_exc(env, "GetByteArrayRegion(2, 3)");
    (*env)->SetDoubleArrayRegion(env, da, 1, 2, dv);
    show_exc(env, "SetDoubleArrayRegion(1, 2)");

    /* ---- critical ---- */
    jint *crit = (*env)->GetPrimitiveArrayCritical(env, ia, NULL);
    crit[4] = 4444;
    (*env)->ReleasePrimitiveArrayCritical(env, ia, crit, 0);
    show_ints("after the critical region", ia);
    /* (JNI_ABORT after writing into a critical region is left out: whether
     * the writes show depends on whether the VM copied, which the JDK does
     * not and Lantern does.) */
    jdouble *dcrit = (*env)->GetPrimitiveArrayCritical(env, da, NULL);
    dcrit[0] = 0.5;
    (*env)->ReleasePrimitiveArrayCritical(env, da, dcrit, 0);
    show_obj(env, "doubles after critical", (*env)->CallStaticObjectMethod(env, arrays, tsD, da));
    return embed_end(env);
}
