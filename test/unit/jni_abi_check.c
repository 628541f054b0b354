/*
 * jni_abi_check.c -- compile-time checks of vm/jni/jni.h's layout that hold on
 * every data model: LP64 (Linux/macOS x86_64, aarch64), LLP64 (Win64) and
 * ILP32 (i386 Linux, Win32).  Nothing here runs: a wrong layout stops the
 * compilation.
 *
 * It is linked into test_jni_header (so it checks the build's own target,
 * LP64 natively, LLP64 in the win64 build), and the native build also
 * compiles it on its own with -m32 and with the mingw-w64 compilers when
 * they are installed (jni_header_tests.cmake).
 *
 * Invariants: expectations are written in terms of P = sizeof(void *) and
 * the JDK 17 facts listed in jni_abi_list.h, never read back
 * from jni.h itself.
 */
#include "jni.h"

#include <stddef.h>

#include "jni_abi_list.h"

#define P sizeof(void *)

/* Primitive types: sizes, signedness, and the exact C type jni_md.h picks
 * (the C++ mangled name of a native depends on it). */
_Static_assert(sizeof(jboolean) == 1 && (jboolean)-1 > 0, "jboolean: unsigned 8 bits");
_Static_assert(sizeof(jbyte) == 1 && (jbyte)-1 < 0, "jbyte: signed 8 bits");
_Static_assert(sizeof(jchar) == 2 && (jchar)-1 > 0, "jchar: unsigned 16 bits");
_Static_assert(sizeof(jshort) == 2 && (jshort)-1 < 0, "jshort: signed 16 bits");
_Static_assert(sizeof(jint) == 4 && (jint)-1 < 0, "jint: signed 32 bits");
_Static_assert(sizeof(jlong) == 8 && (jlong)-1 < 0, "jlong: signed 64 bits");
_Static_assert(sizeof(jfloat) == 4 && sizeof(jdouble) == 8, "jfloat/jdouble: IEEE single/double");
_Static_assert(sizeof(jsize) == sizeof(jint), "jsize is jint");
_Static_assert(_Generic((jbyte)0, signed char: 1, default: 0), "jbyte is signed char");
_Static_assert(_Generic((jboolean)0, unsigned char: 1, default: 0), "jboolean is unsigned char");
_Static_assert(_Generic((jchar)0, unsigned short: 1, default: 0), "jchar is unsigned short");
_Static_assert(_Generic((jsize)0, jint: 1, default: 0), "jsize is jint");
#ifdef _WIN32
_Static_assert(_Generic((jint)0, long: 1, default: 0), "jint is long on Windows");
_Static_assert(_Generic((jlong)0, long long: 1, default: 0), "jlong is __int64 on Windows");
#else
_Static_assert(_Generic((jint)0, int: 1, default: 0), "jint is int on POSIX");
#ifdef _LP64
_Static_assert(_Generic((jlong)0, long: 1, default: 0), "jlong is long on LP64");
#else
_Static_assert(_Generic((jlong)0, long long: 1, default: 0), "jlong is long long off LP64");
#endif
#endif

/* References and IDs are one pointer each; jvalue holds the widest. */
_Static_assert(sizeof(jobject) == P && sizeof(jclass) == P && sizeof(jstring) == P &&
               sizeof(jthrowable) == P && sizeof(jarray) == P && sizeof(jobjectArray) == P &&
               sizeof(jintArray) == P && sizeof(jweak) == P,
               "references are pointers");
_Static_assert(sizeof(jfieldID) == P && sizeof(jmethodID) == P, "IDs are pointers");
_Static_assert(sizeof(jvalue) == 8, "jvalue is 8 bytes");
_Static_assert(offsetof(jvalue, j) == 0 && offsetof(jvalue, l) == 0 && offsetof(jvalue, d) == 0,
               "jvalue is a union");
_Static_assert(sizeof(jobjectRefType) == 4, "jobjectRefType is an int-sized enum");
_Static_assert(JNIInvalidRefType == 0 && JNILocalRefType == 1 && JNIGlobalRefType == 2 &&
               JNIWeakGlobalRefType == 3,
               "jobjectRefType values");

/* Constants. */
_Static_assert(JNI_FALSE == 0 && JNI_TRUE == 1, "JNI_FALSE/JNI_TRUE");
_Static_assert(JNI_OK == 0 && JNI_ERR == -1 && JNI_EDETACHED == -2 && JNI_EVERSION == -3 &&
               JNI_ENOMEM == -4 && JNI_EEXIST == -5 && JNI_EINVAL == -6,
               "return codes");
_Static_assert(JNI_COMMIT == 1 && JNI_ABORT == 2, "release modes");
_Static_assert(JNI_VERSION_1_1 == 0x00010001 && JNI_VERSION_1_2 == 0x00010002 &&
               JNI_VERSION_1_4 == 0x00010004 && JNI_VERSION_1_6 == 0x00010006 &&
               JNI_VERSION_1_8 == 0x00010008 && JNI_VERSION_9 == 0x00090000 &&
               JNI_VERSION_10 == 0x000a0000,
               "versions");

/* The JNIEnv table: slot n at n pointers, 234 slots, nothing else. */
#define CHECK_ENV_SLOT(n, m)                                                   \
    _Static_assert(offsetof(struct JNINativeInterface_, m) == (n) * P &&       \
                   sizeof(((struct JNINativeInterface_ *)0)->m) == P,          \
                   "JNIEnv slot " #n " is " #m);
JNI_ABI_ENV_SLOTS(CHECK_ENV_SLOT)
_Static_assert(sizeof(struct JNINativeInterface_) == 234 * P, "JNIEnv table: 234 slots");
_Static_assert(offsetof(struct JNINativeInterface_, GetVersion) == 4 * P, "GetVersion at 4");
_Static_assert(offsetof(struct JNINativeInterface_, GetModule) == 233 * P, "GetModule at 233");

/* The JavaVM table: 8 slots. */
#define CHECK_VM_SLOT(n, m)                                                    \
    _Static_assert(offsetof(struct JNIInvokeInterface_, m) == (n) * P &&       \
                   sizeof(((struct JNIInvokeInterface_ *)0)->m) == P,          \
                   "JavaVM slot " #n " is " #m);
JNI_ABI_VM_SLOTS(CHECK_VM_SLOT)
_Static_assert(sizeof(struct JNIInvokeInterface_) == 8 * P, "JavaVM table: 8 slots");

/* The interface pointers: one table pointer each. */
_Static_assert(sizeof(struct JNIEnv_) == P && offsetof(struct JNIEnv_, functions) == 0,
               "struct JNIEnv_ is the table pointer");
_Static_assert(sizeof(struct JavaVM_) == P && offsetof(struct JavaVM_, functions) == 0,
               "struct JavaVM_ is the table pointer");
_Static_assert(sizeof(JNIEnv) == P && sizeof(JavaVM) == P, "JNIEnv/JavaVM are pointers in C");

/* Structs.  A jint is 4-aligned and a pointer P-aligned on all three models;
 * on ILP32 two jints fill exactly one pointer's alignment, too. */
#define ROUND_UP(x, a) (((x) + (a) - 1) / (a) * (a))
_Static_assert(offsetof(JNINativeMethod, name) == 0 && offsetof(JNINativeMethod, signature) == P &&
               offsetof(JNINativeMethod, fnPtr) == 2 * P && sizeof(JNINativeMethod) == 3 * P,
               "JNINativeMethod layout");
_Static_assert(offsetof(JavaVMOption, optionString) == 0 && offsetof(JavaVMOption, extraInfo) == P &&
               sizeof(JavaVMOption) == 2 * P,
               "JavaVMOption layout");
_Static_assert(offsetof(JavaVMInitArgs, version) == 0 && offsetof(JavaVMInitArgs, nOptions) == 4 &&
               offsetof(JavaVMInitArgs, options) == 8 &&
               offsetof(JavaVMInitArgs, ignoreUnrecognized) == 8 + P &&
               sizeof(JavaVMInitArgs) == ROUND_UP(8 + P + 1, P),
               "JavaVMInitArgs layout");
_Static_assert(offsetof(JavaVMAttachArgs, version) == 0 && offsetof(JavaVMAttachArgs, name) == P &&
               offsetof(JavaVMAttachArgs, group) == 2 * P && sizeof(JavaVMAttachArgs) == 3 * P,
               "JavaVMAttachArgs layout");

/* Slot types, where the calling convention matters (JNICALL is __stdcall on
 * 32-bit Windows: a slot declared without it would not match). */
_Static_assert(_Generic(((struct JNINativeInterface_ *)0)->GetVersion,
                        jint (JNICALL *)(JNIEnv *): 1, default: 0),
               "GetVersion type");
_Static_assert(_Generic(((struct JNINativeInterface_ *)0)->CallIntMethodV,
                        jint (JNICALL *)(JNIEnv *, jobject, jmethodID, va_list): 1, default: 0),
               "CallIntMethodV type");
_Static_assert(_Generic(((struct JNINativeInterface_ *)0)->RegisterNatives,
                        jint (JNICALL *)(JNIEnv *, jclass, const JNINativeMethod *, jint): 1,
                        default: 0),
               "RegisterNatives type");
_Static_assert(_Generic(((struct JNINativeInterface_ *)0)->GetModule,
                        jobject (JNICALL *)(JNIEnv *, jclass): 1, default: 0),
               "GetModule type");
_Static_assert(_Generic(((struct JNIInvokeInterface_ *)0)->GetEnv,
                        jint (JNICALL *)(JavaVM *, void **, jint): 1, default: 0),
               "GetEnv type");
_Static_assert(_Generic(((struct JNIInvokeInterface_ *)0)->AttachCurrentThread,
                        jint (JNICALL *)(JavaVM *, void **, void *): 1, default: 0),
               "AttachCurrentThread type");

/* The data model these checks ran for; test_jni_header reads it, which also
 * proves that this file was compiled into it. */
extern const int jni_abi_check_data_model;
const int jni_abi_check_data_model = (int)(sizeof(void *) * 8);
