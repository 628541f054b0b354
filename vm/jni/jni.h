/*
 * jni.h -- Lantern's public JNI header: the Java Native Interface as a native
 * library or a profiler agent compiles against it (installed into include/,
 * next to jni_md.h and jvmpi.h).
 *
 * Owns: the JNI types (primitive, reference, jvalue, IDs, jobjectRefType),
 * the constants, the JNIEnv function table (struct JNINativeInterface_, 234
 * slots), the JavaVM invocation table (struct JNIInvokeInterface_, 8 slots),
 * the invocation-API structs, and the exported entry points.
 *
 * Invariants (docs/rules.md rule 2, "public headers are ABI"):
 *  - Every name, value, slot index and struct layout is the JDK 17's, so a
 *    library compiled against the JDK's own jni.h runs on Lantern unchanged,
 *    and one compiled against this header runs on the JDK.  Slots are never
 *    reordered; the table ends at slot 233 (GetModule), as in JDK 17.
 *  - C and C++ see one binary layout: in C, JNIEnv is a pointer to the table
 *    (natives call (*env)->Fn(env, ...)); in C++, JNIEnv is struct JNIEnv_,
 *    whose only data member is that pointer, with inline member functions
 *    that forward to the table (env->Fn(...)).  Same scheme for JavaVM.
 *  - The machine-dependent parts (jbyte, jint, jlong, JNIEXPORT, JNIIMPORT,
 *    JNICALL) come from jni_md.h.
 *  - The include guards are the JDK's names, so that a translation unit that
 *    meets both headers gets one set of definitions.
 *  - test/unit/test_jni_header*.c and jni_abi_*.c check all of this, slot by
 *    slot, against the JDK's own jni.h and for LP64, LLP64 and ILP32.
 *
 * Lantern specifics, all within what the JNI specification allows:
 *  - GetVersion returns JNI_VERSION_10, as JDK 17 does (there is no
 *    JNI_VERSION_17).
 *  - GetModule (slot 233) returns NULL: Lantern has no module system, so no
 *    class belongs to a java.lang.Module.
 */

#ifndef _JAVASOFT_JNI_H_
#define _JAVASOFT_JNI_H_

#include <stdio.h>  /* the JDK's header brings these in; code relies on it */
#include <stdarg.h> /* va_list in the table's ...V functions */

#include "jni_md.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- types ----------------------------------------------------------------
 * jbyte, jint and jlong are in jni_md.h.  A jni_md.h that defines all of the
 * types below itself says so with JNI_TYPES_ALREADY_DEFINED_IN_JNI_MD_H. */
#ifndef JNI_TYPES_ALREADY_DEFINED_IN_JNI_MD_H

typedef unsigned char  jboolean; /* JNI_FALSE or JNI_TRUE */
typedef unsigned short jchar;    /* a UTF-16 code unit */
typedef short          jshort;
typedef float          jfloat;
typedef double         jdouble;

typedef jint jsize;              /* lengths and indices */

#ifdef __cplusplus

/* C++: distinct types, so that overloads and conversions follow Java's
 * subtyping (a jstring converts to a jobject, not the other way round). */
class _jobject {};
class _jclass : public _jobject {};
class _jthrowable : public _jobject {};
class _jstring : public _jobject {};
class _jarray : public _jobject {};
class _jbooleanArray : public _jarray {};
class _jbyteArray : public _jarray {};
class _jcharArray : public _jarray {};
class _jshortArray : public _jarray {};
class _jintArray : public _jarray {};
class _jlongArray : public _jarray {};
class _jfloatArray : public _jarray {};
class _jdoubleArray : public _jarray {};
class _jobjectArray : public _jarray {};

typedef _jobject *jobject;
typedef _jclass *jclass;
typedef _jthrowable *jthrowable;
typedef _jstring *jstring;
typedef _jarray *jarray;
typedef _jbooleanArray *jbooleanArray;
typedef _jbyteArray *jbyteArray;
typedef _jcharArray *jcharArray;
typedef _jshortArray *jshortArray;
typedef _jintArray *jintArray;
typedef _jlongArray *jlongArray;
typedef _jfloatArray *jfloatArray;
typedef _jdoubleArray *jdoubleArray;
typedef _jobjectArray *jobjectArray;

#else /* C: one opaque handle type under many names */

struct _jobject;

typedef struct _jobject *jobject;
typedef jobject jclass;
typedef jobject jthrowable;
typedef jobject jstring;
typedef jobject jarray;
typedef jarray jbooleanArray;
typedef jarray jbyteArray;
typedef jarray jcharArray;
typedef jarray jshortArray;
typedef jarray jintArray;
typedef jarray jlongArray;
typedef jarray jfloatArray;
typedef jarray jdoubleArray;
typedef jarray jobjectArray;

#endif /* __cplusplus */

typedef jobject jweak;           /* a weak global reference */

/* One argument of the Call...MethodA functions; the member letters are the
 * descriptor characters (Z B C S I J F D, and l for a reference). */
typedef union jvalue {
    jboolean z;
    jbyte    b;
    jchar    c;
    jshort   s;
    jint     i;
    jlong    j;
    jfloat   f;
    jdouble  d;
    jobject  l;
} jvalue;

struct _jfieldID;                /* opaque: what GetFieldID returns */
typedef struct _jfieldID *jfieldID;

struct _jmethodID;               /* opaque: what GetMethodID returns */
typedef struct _jmethodID *jmethodID;

/* What GetObjectRefType says about a reference. */
typedef enum _jobjectType {
    JNIInvalidRefType    = 0,
    JNILocalRefType      = 1,
    JNIGlobalRefType     = 2,
    JNIWeakGlobalRefType = 3
} jobjectRefType;

#endif /* JNI_TYPES_ALREADY_DEFINED_IN_JNI_MD_H */

/* ---- constants ---------------------------------------------------------- */

#define JNI_FALSE 0
#define JNI_TRUE  1

/* Return codes of the JNI and invocation-API functions. */
#define JNI_OK        0     /* success */
#define JNI_ERR       (-1)  /* unknown error */
#define JNI_EDETACHED (-2)  /* the current thread is not attached to the VM */
#define JNI_EVERSION  (-3)  /* JNI version not supported */
#define JNI_ENOMEM    (-4)  /* out of memory */
#define JNI_EEXIST    (-5)  /* a VM exists already */
#define JNI_EINVAL    (-6)  /* invalid arguments */

/* The mode argument of Release<Type>ArrayElements and
 * ReleasePrimitiveArrayCritical; 0 means copy back and free the buffer. */
#define JNI_COMMIT 1        /* copy back, keep the buffer */
#define JNI_ABORT  2        /* free the buffer without copying back */

/* ---- RegisterNatives ---------------------------------------------------- */

/* name and signature are modified UTF-8, e.g. "hash", "(Ljava/lang/String;)I";
 * fnPtr is the C function.  The fields are not const, as in the JDK. */
typedef struct {
    char *name;
    char *signature;
    void *fnPtr;
} JNINativeMethod;

/* ---- JNIEnv: the per-thread interface pointer -------------------------- */

struct JNINativeInterface_;
struct JNIEnv_;

#ifdef __cplusplus
typedef JNIEnv_ JNIEnv;
#else
typedef const struct JNINativeInterface_ *JNIEnv;
#endif

/* ---- JavaVM: the invocation interface pointer --------------------------- */

struct JNIInvokeInterface_;
struct JavaVM_;

#ifdef __cplusplus
typedef JavaVM_ JavaVM;
#else
typedef const struct JNIInvokeInterface_ *JavaVM;
#endif

/* The JNIEnv function table.  The comment before each entry is its slot:
 * the entry's offset divided by sizeof(void *).  Slots 0-3 are reserved and
 * NULL.  Blocks: 34-63 Call<Type>Method[V|A], 64-93 CallNonvirtual...,
 * 95-112 Get/Set<Type>Field, 114-143 CallStatic..., 145-162 Get/SetStatic...,
 * 175-214 arrays of primitives; the type order is always Object (where it
 * applies), Boolean, Byte, Char, Short, Int, Long, Float, Double, Void. */
struct JNINativeInterface_ {
    /*   0 */ void *reserved0;
    /*   1 */ void *reserved1;
    /*   2 */ void *reserved2;
    /*   3 */ void *reserved3;
    /*   4 */ jint (JNICALL *GetVersion)
        (JNIEnv *env);
    /*   5 */ jclass (JNICALL *DefineClass)
        (JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len);
    /*   6 */ jclass (JNICALL *FindClass)
        (JNIEnv *env, const char *name);
    /*   7 */ jmethodID (JNICALL *FromReflectedMethod)
        (JNIEnv *env, jobject method);
    /*   8 */ jfieldID (JNICALL *FromReflectedField)
        (JNIEnv *env, jobject field);
    /*   9 */ jobject (JNICALL *ToReflectedMethod)
        (JNIEnv *env, jclass cls, jmethodID methodID, jboolean isStatic);
    /*  10 */ jclass (JNICALL *GetSuperclass)
        (JNIEnv *env, jclass sub);
    /*  11 */ jboolean (JNICALL *IsAssignableFrom)
        (JNIEnv *env, jclass sub, jclass sup);
    /*  12 */ jobject (JNICALL *ToReflectedField)
        (JNIEnv *env, jclass cls, jfieldID fieldID, jboolean isStatic);
    /*  13 */ jint (JNICALL *Throw)
        (JNIEnv *env, jthrowable obj);
    /*  14 */ jint (JNICALL *ThrowNew)
        (JNIEnv *env, jclass clazz, const char *msg);
    /*  15 */ jthrowable (JNICALL *ExceptionOccurred)
        (JNIEnv *env);
    /*  16 */ void (JNICALL *ExceptionDescribe)
        (JNIEnv *env);
    /*  17 */ void (JNICALL *ExceptionClear)
        (JNIEnv *env);
    /*  18 */ void (JNICALL *FatalError)
        (JNIEnv *env, const char *msg);
    /*  19 */ jint (JNICALL *PushLocalFrame)
        (JNIEnv *env, jint capacity);
    /*  20 */ jobject (JNICALL *PopLocalFrame)
        (JNIEnv *env, jobject result);
    /*  21 */ jobject (JNICALL *NewGlobalRef)
        (JNIEnv *env, jobject lobj);
    /*  22 */ void (JNICALL *DeleteGlobalRef)
        (JNIEnv *env, jobject gref);
    /*  23 */ void (JNICALL *DeleteLocalRef)
        (JNIEnv *env, jobject obj);
    /*  24 */ jboolean (JNICALL *IsSameObject)
        (JNIEnv *env, jobject obj1, jobject obj2);
    /*  25 */ jobject (JNICALL *NewLocalRef)
        (JNIEnv *env, jobject ref);
    /*  26 */ jint (JNICALL *EnsureLocalCapacity)
        (JNIEnv *env, jint capacity);
    /*  27 */ jobject (JNICALL *AllocObject)
        (JNIEnv *env, jclass clazz);
    /*  28 */ jobject (JNICALL *NewObject)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /*  29 */ jobject (JNICALL *NewObjectV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /*  30 */ jobject (JNICALL *NewObjectA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  31 */ jclass (JNICALL *GetObjectClass)
        (JNIEnv *env, jobject obj);
    /*  32 */ jboolean (JNICALL *IsInstanceOf)
        (JNIEnv *env, jobject obj, jclass clazz);
    /*  33 */ jmethodID (JNICALL *GetMethodID)
        (JNIEnv *env, jclass clazz, const char *name, const char *sig);
    /*  34 */ jobject (JNICALL *CallObjectMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  35 */ jobject (JNICALL *CallObjectMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  36 */ jobject (JNICALL *CallObjectMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  37 */ jboolean (JNICALL *CallBooleanMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  38 */ jboolean (JNICALL *CallBooleanMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  39 */ jboolean (JNICALL *CallBooleanMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  40 */ jbyte (JNICALL *CallByteMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  41 */ jbyte (JNICALL *CallByteMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  42 */ jbyte (JNICALL *CallByteMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  43 */ jchar (JNICALL *CallCharMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  44 */ jchar (JNICALL *CallCharMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  45 */ jchar (JNICALL *CallCharMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  46 */ jshort (JNICALL *CallShortMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  47 */ jshort (JNICALL *CallShortMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  48 */ jshort (JNICALL *CallShortMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  49 */ jint (JNICALL *CallIntMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  50 */ jint (JNICALL *CallIntMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  51 */ jint (JNICALL *CallIntMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  52 */ jlong (JNICALL *CallLongMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  53 */ jlong (JNICALL *CallLongMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  54 */ jlong (JNICALL *CallLongMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  55 */ jfloat (JNICALL *CallFloatMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  56 */ jfloat (JNICALL *CallFloatMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  57 */ jfloat (JNICALL *CallFloatMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  58 */ jdouble (JNICALL *CallDoubleMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  59 */ jdouble (JNICALL *CallDoubleMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  60 */ jdouble (JNICALL *CallDoubleMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  61 */ void (JNICALL *CallVoidMethod)
        (JNIEnv *env, jobject obj, jmethodID methodID, ...);
    /*  62 */ void (JNICALL *CallVoidMethodV)
        (JNIEnv *env, jobject obj, jmethodID methodID, va_list args);
    /*  63 */ void (JNICALL *CallVoidMethodA)
        (JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args);
    /*  64 */ jobject (JNICALL *CallNonvirtualObjectMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  65 */ jobject (JNICALL *CallNonvirtualObjectMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  66 */ jobject (JNICALL *CallNonvirtualObjectMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  67 */ jboolean (JNICALL *CallNonvirtualBooleanMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  68 */ jboolean (JNICALL *CallNonvirtualBooleanMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  69 */ jboolean (JNICALL *CallNonvirtualBooleanMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  70 */ jbyte (JNICALL *CallNonvirtualByteMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  71 */ jbyte (JNICALL *CallNonvirtualByteMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  72 */ jbyte (JNICALL *CallNonvirtualByteMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  73 */ jchar (JNICALL *CallNonvirtualCharMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  74 */ jchar (JNICALL *CallNonvirtualCharMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  75 */ jchar (JNICALL *CallNonvirtualCharMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  76 */ jshort (JNICALL *CallNonvirtualShortMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  77 */ jshort (JNICALL *CallNonvirtualShortMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  78 */ jshort (JNICALL *CallNonvirtualShortMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  79 */ jint (JNICALL *CallNonvirtualIntMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  80 */ jint (JNICALL *CallNonvirtualIntMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  81 */ jint (JNICALL *CallNonvirtualIntMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  82 */ jlong (JNICALL *CallNonvirtualLongMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  83 */ jlong (JNICALL *CallNonvirtualLongMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  84 */ jlong (JNICALL *CallNonvirtualLongMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  85 */ jfloat (JNICALL *CallNonvirtualFloatMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  86 */ jfloat (JNICALL *CallNonvirtualFloatMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  87 */ jfloat (JNICALL *CallNonvirtualFloatMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  88 */ jdouble (JNICALL *CallNonvirtualDoubleMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  89 */ jdouble (JNICALL *CallNonvirtualDoubleMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  90 */ jdouble (JNICALL *CallNonvirtualDoubleMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  91 */ void (JNICALL *CallNonvirtualVoidMethod)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, ...);
    /*  92 */ void (JNICALL *CallNonvirtualVoidMethodV)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, va_list args);
    /*  93 */ void (JNICALL *CallNonvirtualVoidMethodA)
        (JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, const jvalue *args);
    /*  94 */ jfieldID (JNICALL *GetFieldID)
        (JNIEnv *env, jclass clazz, const char *name, const char *sig);
    /*  95 */ jobject (JNICALL *GetObjectField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /*  96 */ jboolean (JNICALL *GetBooleanField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /*  97 */ jbyte (JNICALL *GetByteField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /*  98 */ jchar (JNICALL *GetCharField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /*  99 */ jshort (JNICALL *GetShortField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /* 100 */ jint (JNICALL *GetIntField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /* 101 */ jlong (JNICALL *GetLongField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /* 102 */ jfloat (JNICALL *GetFloatField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /* 103 */ jdouble (JNICALL *GetDoubleField)
        (JNIEnv *env, jobject obj, jfieldID fieldID);
    /* 104 */ void (JNICALL *SetObjectField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jobject val);
    /* 105 */ void (JNICALL *SetBooleanField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jboolean value);
    /* 106 */ void (JNICALL *SetByteField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jbyte value);
    /* 107 */ void (JNICALL *SetCharField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jchar value);
    /* 108 */ void (JNICALL *SetShortField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jshort value);
    /* 109 */ void (JNICALL *SetIntField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jint value);
    /* 110 */ void (JNICALL *SetLongField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jlong value);
    /* 111 */ void (JNICALL *SetFloatField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jfloat value);
    /* 112 */ void (JNICALL *SetDoubleField)
        (JNIEnv *env, jobject obj, jfieldID fieldID, jdouble value);
    /* 113 */ jmethodID (JNICALL *GetStaticMethodID)
        (JNIEnv *env, jclass clazz, const char *name, const char *sig);
    /* 114 */ jobject (JNICALL *CallStaticObjectMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 115 */ jobject (JNICALL *CallStaticObjectMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 116 */ jobject (JNICALL *CallStaticObjectMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 117 */ jboolean (JNICALL *CallStaticBooleanMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 118 */ jboolean (JNICALL *CallStaticBooleanMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 119 */ jboolean (JNICALL *CallStaticBooleanMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 120 */ jbyte (JNICALL *CallStaticByteMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 121 */ jbyte (JNICALL *CallStaticByteMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 122 */ jbyte (JNICALL *CallStaticByteMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 123 */ jchar (JNICALL *CallStaticCharMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 124 */ jchar (JNICALL *CallStaticCharMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 125 */ jchar (JNICALL *CallStaticCharMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 126 */ jshort (JNICALL *CallStaticShortMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 127 */ jshort (JNICALL *CallStaticShortMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 128 */ jshort (JNICALL *CallStaticShortMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 129 */ jint (JNICALL *CallStaticIntMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 130 */ jint (JNICALL *CallStaticIntMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 131 */ jint (JNICALL *CallStaticIntMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 132 */ jlong (JNICALL *CallStaticLongMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 133 */ jlong (JNICALL *CallStaticLongMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 134 */ jlong (JNICALL *CallStaticLongMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 135 */ jfloat (JNICALL *CallStaticFloatMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 136 */ jfloat (JNICALL *CallStaticFloatMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 137 */ jfloat (JNICALL *CallStaticFloatMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 138 */ jdouble (JNICALL *CallStaticDoubleMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 139 */ jdouble (JNICALL *CallStaticDoubleMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 140 */ jdouble (JNICALL *CallStaticDoubleMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 141 */ void (JNICALL *CallStaticVoidMethod)
        (JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    /* 142 */ void (JNICALL *CallStaticVoidMethodV)
        (JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    /* 143 */ void (JNICALL *CallStaticVoidMethodA)
        (JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);
    /* 144 */ jfieldID (JNICALL *GetStaticFieldID)
        (JNIEnv *env, jclass clazz, const char *name, const char *sig);
    /* 145 */ jobject (JNICALL *GetStaticObjectField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 146 */ jboolean (JNICALL *GetStaticBooleanField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 147 */ jbyte (JNICALL *GetStaticByteField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 148 */ jchar (JNICALL *GetStaticCharField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 149 */ jshort (JNICALL *GetStaticShortField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 150 */ jint (JNICALL *GetStaticIntField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 151 */ jlong (JNICALL *GetStaticLongField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 152 */ jfloat (JNICALL *GetStaticFloatField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 153 */ jdouble (JNICALL *GetStaticDoubleField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID);
    /* 154 */ void (JNICALL *SetStaticObjectField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jobject val);
    /* 155 */ void (JNICALL *SetStaticBooleanField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jboolean value);
    /* 156 */ void (JNICALL *SetStaticByteField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jbyte value);
    /* 157 */ void (JNICALL *SetStaticCharField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jchar value);
    /* 158 */ void (JNICALL *SetStaticShortField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jshort value);
    /* 159 */ void (JNICALL *SetStaticIntField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jint value);
    /* 160 */ void (JNICALL *SetStaticLongField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jlong value);
    /* 161 */ void (JNICALL *SetStaticFloatField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jfloat value);
    /* 162 */ void (JNICALL *SetStaticDoubleField)
        (JNIEnv *env, jclass clazz, jfieldID fieldID, jdouble value);
    /* 163 */ jstring (JNICALL *NewString)
        (JNIEnv *env, const jchar *unicode, jsize len);
    /* 164 */ jsize (JNICALL *GetStringLength)
        (JNIEnv *env, jstring str);
    /* 165 */ const jchar *(JNICALL *GetStringChars)
        (JNIEnv *env, jstring str, jboolean *isCopy);
    /* 166 */ void (JNICALL *ReleaseStringChars)
        (JNIEnv *env, jstring str, const jchar *chars);
    /* 167 */ jstring (JNICALL *NewStringUTF)
        (JNIEnv *env, const char *utf);
    /* 168 */ jsize (JNICALL *GetStringUTFLength)
        (JNIEnv *env, jstring str);
    /* 169 */ const char *(JNICALL *GetStringUTFChars)
        (JNIEnv *env, jstring str, jboolean *isCopy);
    /* 170 */ void (JNICALL *ReleaseStringUTFChars)
        (JNIEnv *env, jstring str, const char *chars);
    /* 171 */ jsize (JNICALL *GetArrayLength)
        (JNIEnv *env, jarray array);
    /* 172 */ jobjectArray (JNICALL *NewObjectArray)
        (JNIEnv *env, jsize len, jclass clazz, jobject init);
    /* 173 */ jobject (JNICALL *GetObjectArrayElement)
        (JNIEnv *env, jobjectArray array, jsize index);
    /* 174 */ void (JNICALL *SetObjectArrayElement)
        (JNIEnv *env, jobjectArray array, jsize index, jobject val);
    /* 175 */ jbooleanArray (JNICALL *NewBooleanArray)
        (JNIEnv *env, jsize len);
    /* 176 */ jbyteArray (JNICALL *NewByteArray)
        (JNIEnv *env, jsize len);
    /* 177 */ jcharArray (JNICALL *NewCharArray)
        (JNIEnv *env, jsize len);
    /* 178 */ jshortArray (JNICALL *NewShortArray)
        (JNIEnv *env, jsize len);
    /* 179 */ jintArray (JNICALL *NewIntArray)
        (JNIEnv *env, jsize len);
    /* 180 */ jlongArray (JNICALL *NewLongArray)
        (JNIEnv *env, jsize len);
    /* 181 */ jfloatArray (JNICALL *NewFloatArray)
        (JNIEnv *env, jsize len);
    /* 182 */ jdoubleArray (JNICALL *NewDoubleArray)
        (JNIEnv *env, jsize len);
    /* 183 */ jboolean *(JNICALL *GetBooleanArrayElements)
        (JNIEnv *env, jbooleanArray array, jboolean *isCopy);
    /* 184 */ jbyte *(JNICALL *GetByteArrayElements)
        (JNIEnv *env, jbyteArray array, jboolean *isCopy);
    /* 185 */ jchar *(JNICALL *GetCharArrayElements)
        (JNIEnv *env, jcharArray array, jboolean *isCopy);
    /* 186 */ jshort *(JNICALL *GetShortArrayElements)
        (JNIEnv *env, jshortArray array, jboolean *isCopy);
    /* 187 */ jint *(JNICALL *GetIntArrayElements)
        (JNIEnv *env, jintArray array, jboolean *isCopy);
    /* 188 */ jlong *(JNICALL *GetLongArrayElements)
        (JNIEnv *env, jlongArray array, jboolean *isCopy);
    /* 189 */ jfloat *(JNICALL *GetFloatArrayElements)
        (JNIEnv *env, jfloatArray array, jboolean *isCopy);
    /* 190 */ jdouble *(JNICALL *GetDoubleArrayElements)
        (JNIEnv *env, jdoubleArray array, jboolean *isCopy);
    /* 191 */ void (JNICALL *ReleaseBooleanArrayElements)
        (JNIEnv *env, jbooleanArray array, jboolean *elems, jint mode);
    /* 192 */ void (JNICALL *ReleaseByteArrayElements)
        (JNIEnv *env, jbyteArray array, jbyte *elems, jint mode);
    /* 193 */ void (JNICALL *ReleaseCharArrayElements)
        (JNIEnv *env, jcharArray array, jchar *elems, jint mode);
    /* 194 */ void (JNICALL *ReleaseShortArrayElements)
        (JNIEnv *env, jshortArray array, jshort *elems, jint mode);
    /* 195 */ void (JNICALL *ReleaseIntArrayElements)
        (JNIEnv *env, jintArray array, jint *elems, jint mode);
    /* 196 */ void (JNICALL *ReleaseLongArrayElements)
        (JNIEnv *env, jlongArray array, jlong *elems, jint mode);
    /* 197 */ void (JNICALL *ReleaseFloatArrayElements)
        (JNIEnv *env, jfloatArray array, jfloat *elems, jint mode);
    /* 198 */ void (JNICALL *ReleaseDoubleArrayElements)
        (JNIEnv *env, jdoubleArray array, jdouble *elems, jint mode);
    /* 199 */ void (JNICALL *GetBooleanArrayRegion)
        (JNIEnv *env, jbooleanArray array, jsize start, jsize len, jboolean *buf);
    /* 200 */ void (JNICALL *GetByteArrayRegion)
        (JNIEnv *env, jbyteArray array, jsize start, jsize len, jbyte *buf);
    /* 201 */ void (JNICALL *GetCharArrayRegion)
        (JNIEnv *env, jcharArray array, jsize start, jsize len, jchar *buf);
    /* 202 */ void (JNICALL *GetShortArrayRegion)
        (JNIEnv *env, jshortArray array, jsize start, jsize len, jshort *buf);
    /* 203 */ void (JNICALL *GetIntArrayRegion)
        (JNIEnv *env, jintArray array, jsize start, jsize len, jint *buf);
    /* 204 */ void (JNICALL *GetLongArrayRegion)
        (JNIEnv *env, jlongArray array, jsize start, jsize len, jlong *buf);
    /* 205 */ void (JNICALL *GetFloatArrayRegion)
        (JNIEnv *env, jfloatArray array, jsize start, jsize len, jfloat *buf);
    /* 206 */ void (JNICALL *GetDoubleArrayRegion)
        (JNIEnv *env, jdoubleArray array, jsize start, jsize len, jdouble *buf);
    /* 207 */ void (JNICALL *SetBooleanArrayRegion)
        (JNIEnv *env, jbooleanArray array, jsize start, jsize len, const jboolean *buf);
    /* 208 */ void (JNICALL *SetByteArrayRegion)
        (JNIEnv *env, jbyteArray array, jsize start, jsize len, const jbyte *buf);
    /* 209 */ void (JNICALL *SetCharArrayRegion)
        (JNIEnv *env, jcharArray array, jsize start, jsize len, const jchar *buf);
    /* 210 */ void (JNICALL *SetShortArrayRegion)
        (JNIEnv *env, jshortArray array, jsize start, jsize len, const jshort *buf);
    /* 211 */ void (JNICALL *SetIntArrayRegion)
        (JNIEnv *env, jintArray array, jsize start, jsize len, const jint *buf);
    /* 212 */ void (JNICALL *SetLongArrayRegion)
        (JNIEnv *env, jlongArray array, jsize start, jsize len, const jlong *buf);
    /* 213 */ void (JNICALL *SetFloatArrayRegion)
        (JNIEnv *env, jfloatArray array, jsize start, jsize len, const jfloat *buf);
    /* 214 */ void (JNICALL *SetDoubleArrayRegion)
        (JNIEnv *env, jdoubleArray array, jsize start, jsize len, const jdouble *buf);
    /* 215 */ jint (JNICALL *RegisterNatives)
        (JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint nMethods);
    /* 216 */ jint (JNICALL *UnregisterNatives)
        (JNIEnv *env, jclass clazz);
    /* 217 */ jint (JNICALL *MonitorEnter)
        (JNIEnv *env, jobject obj);
    /* 218 */ jint (JNICALL *MonitorExit)
        (JNIEnv *env, jobject obj);
    /* 219 */ jint (JNICALL *GetJavaVM)
        (JNIEnv *env, JavaVM **vm);
    /* 220 */ void (JNICALL *GetStringRegion)
        (JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf);
    /* 221 */ void (JNICALL *GetStringUTFRegion)
        (JNIEnv *env, jstring str, jsize start, jsize len, char *buf);
    /* 222 */ void *(JNICALL *GetPrimitiveArrayCritical)
        (JNIEnv *env, jarray array, jboolean *isCopy);
    /* 223 */ void (JNICALL *ReleasePrimitiveArrayCritical)
        (JNIEnv *env, jarray array, void *carray, jint mode);
    /* 224 */ const jchar *(JNICALL *GetStringCritical)
        (JNIEnv *env, jstring string, jboolean *isCopy);
    /* 225 */ void (JNICALL *ReleaseStringCritical)
        (JNIEnv *env, jstring string, const jchar *cstring);
    /* 226 */ jweak (JNICALL *NewWeakGlobalRef)
        (JNIEnv *env, jobject obj);
    /* 227 */ void (JNICALL *DeleteWeakGlobalRef)
        (JNIEnv *env, jweak ref);
    /* 228 */ jboolean (JNICALL *ExceptionCheck)
        (JNIEnv *env);
    /* 229 */ jobject (JNICALL *NewDirectByteBuffer)
        (JNIEnv *env, void *address, jlong capacity);
    /* 230 */ void *(JNICALL *GetDirectBufferAddress)
        (JNIEnv *env, jobject buf);
    /* 231 */ jlong (JNICALL *GetDirectBufferCapacity)
        (JNIEnv *env, jobject buf);
    /* 232 */ jobjectRefType (JNICALL *GetObjectRefType)
        (JNIEnv *env, jobject obj);
    /* 233 */ jobject (JNICALL *GetModule) /* NULL in Lantern: no modules */
        (JNIEnv *env, jclass clazz);
};

/* The C++ face of JNIEnv: the table pointer, and a member function for every
 * slot but the reserved ones. */
struct JNIEnv_ {
    const struct JNINativeInterface_ *functions;
#ifdef __cplusplus

    jint GetVersion() {
        return functions->GetVersion(this);
    }
    jclass DefineClass(const char *name, jobject loader, const jbyte *buf, jsize len) {
        return functions->DefineClass(this, name, loader, buf, len);
    }
    jclass FindClass(const char *name) {
        return functions->FindClass(this, name);
    }
    jmethodID FromReflectedMethod(jobject method) {
        return functions->FromReflectedMethod(this, method);
    }
    jfieldID FromReflectedField(jobject field) {
        return functions->FromReflectedField(this, field);
    }
    jobject ToReflectedMethod(jclass cls, jmethodID methodID, jboolean isStatic) {
        return functions->ToReflectedMethod(this, cls, methodID, isStatic);
    }
    jclass GetSuperclass(jclass sub) {
        return functions->GetSuperclass(this, sub);
    }
    jboolean IsAssignableFrom(jclass sub, jclass sup) {
        return functions->IsAssignableFrom(this, sub, sup);
    }
    jobject ToReflectedField(jclass cls, jfieldID fieldID, jboolean isStatic) {
        return functions->ToReflectedField(this, cls, fieldID, isStatic);
    }
    jint Throw(jthrowable obj) {
        return functions->Throw(this, obj);
    }
    jint ThrowNew(jclass clazz, const char *msg) {
        return functions->ThrowNew(this, clazz, msg);
    }
    jthrowable ExceptionOccurred() {
        return functions->ExceptionOccurred(this);
    }
    void ExceptionDescribe() {
        functions->ExceptionDescribe(this);
    }
    void ExceptionClear() {
        functions->ExceptionClear(this);
    }
    void FatalError(const char *msg) {
        functions->FatalError(this, msg);
    }
    jint PushLocalFrame(jint capacity) {
        return functions->PushLocalFrame(this, capacity);
    }
    jobject PopLocalFrame(jobject result) {
        return functions->PopLocalFrame(this, result);
    }
    jobject NewGlobalRef(jobject lobj) {
        return functions->NewGlobalRef(this, lobj);
    }
    void DeleteGlobalRef(jobject gref) {
        functions->DeleteGlobalRef(this, gref);
    }
    void DeleteLocalRef(jobject obj) {
        functions->DeleteLocalRef(this, obj);
    }
    jboolean IsSameObject(jobject obj1, jobject obj2) {
        return functions->IsSameObject(this, obj1, obj2);
    }
    jobject NewLocalRef(jobject ref) {
        return functions->NewLocalRef(this, ref);
    }
    jint EnsureLocalCapacity(jint capacity) {
        return functions->EnsureLocalCapacity(this, capacity);
    }
    jobject AllocObject(jclass clazz) {
        return functions->AllocObject(this, clazz);
    }
    jobject NewObject(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jobject result;
        va_start(args, methodID);
        result = functions->NewObjectV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jobject NewObjectV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->NewObjectV(this, clazz, methodID, args);
    }
    jobject NewObjectA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->NewObjectA(this, clazz, methodID, args);
    }
    jclass GetObjectClass(jobject obj) {
        return functions->GetObjectClass(this, obj);
    }
    jboolean IsInstanceOf(jobject obj, jclass clazz) {
        return functions->IsInstanceOf(this, obj, clazz);
    }
    jmethodID GetMethodID(jclass clazz, const char *name, const char *sig) {
        return functions->GetMethodID(this, clazz, name, sig);
    }
    jobject CallObjectMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jobject result;
        va_start(args, methodID);
        result = functions->CallObjectMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jobject CallObjectMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallObjectMethodV(this, obj, methodID, args);
    }
    jobject CallObjectMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallObjectMethodA(this, obj, methodID, args);
    }
    jboolean CallBooleanMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jboolean result;
        va_start(args, methodID);
        result = functions->CallBooleanMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jboolean CallBooleanMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallBooleanMethodV(this, obj, methodID, args);
    }
    jboolean CallBooleanMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallBooleanMethodA(this, obj, methodID, args);
    }
    jbyte CallByteMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jbyte result;
        va_start(args, methodID);
        result = functions->CallByteMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jbyte CallByteMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallByteMethodV(this, obj, methodID, args);
    }
    jbyte CallByteMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallByteMethodA(this, obj, methodID, args);
    }
    jchar CallCharMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jchar result;
        va_start(args, methodID);
        result = functions->CallCharMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jchar CallCharMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallCharMethodV(this, obj, methodID, args);
    }
    jchar CallCharMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallCharMethodA(this, obj, methodID, args);
    }
    jshort CallShortMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jshort result;
        va_start(args, methodID);
        result = functions->CallShortMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jshort CallShortMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallShortMethodV(this, obj, methodID, args);
    }
    jshort CallShortMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallShortMethodA(this, obj, methodID, args);
    }
    jint CallIntMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jint result;
        va_start(args, methodID);
        result = functions->CallIntMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jint CallIntMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallIntMethodV(this, obj, methodID, args);
    }
    jint CallIntMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallIntMethodA(this, obj, methodID, args);
    }
    jlong CallLongMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jlong result;
        va_start(args, methodID);
        result = functions->CallLongMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jlong CallLongMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallLongMethodV(this, obj, methodID, args);
    }
    jlong CallLongMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallLongMethodA(this, obj, methodID, args);
    }
    jfloat CallFloatMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jfloat result;
        va_start(args, methodID);
        result = functions->CallFloatMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jfloat CallFloatMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallFloatMethodV(this, obj, methodID, args);
    }
    jfloat CallFloatMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallFloatMethodA(this, obj, methodID, args);
    }
    jdouble CallDoubleMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        jdouble result;
        va_start(args, methodID);
        result = functions->CallDoubleMethodV(this, obj, methodID, args);
        va_end(args);
        return result;
    }
    jdouble CallDoubleMethodV(jobject obj, jmethodID methodID, va_list args) {
        return functions->CallDoubleMethodV(this, obj, methodID, args);
    }
    jdouble CallDoubleMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        return functions->CallDoubleMethodA(this, obj, methodID, args);
    }
    void CallVoidMethod(jobject obj, jmethodID methodID, ...) {
        va_list args;
        va_start(args, methodID);
        functions->CallVoidMethodV(this, obj, methodID, args);
        va_end(args);
    }
    void CallVoidMethodV(jobject obj, jmethodID methodID, va_list args) {
        functions->CallVoidMethodV(this, obj, methodID, args);
    }
    void CallVoidMethodA(jobject obj, jmethodID methodID, const jvalue *args) {
        functions->CallVoidMethodA(this, obj, methodID, args);
    }
    jobject CallNonvirtualObjectMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jobject result;
        va_start(args, methodID);
        result = functions->CallNonvirtualObjectMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jobject CallNonvirtualObjectMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualObjectMethodV(this, obj, clazz, methodID, args);
    }
    jobject CallNonvirtualObjectMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualObjectMethodA(this, obj, clazz, methodID, args);
    }
    jboolean CallNonvirtualBooleanMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jboolean result;
        va_start(args, methodID);
        result = functions->CallNonvirtualBooleanMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jboolean CallNonvirtualBooleanMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualBooleanMethodV(this, obj, clazz, methodID, args);
    }
    jboolean CallNonvirtualBooleanMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualBooleanMethodA(this, obj, clazz, methodID, args);
    }
    jbyte CallNonvirtualByteMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jbyte result;
        va_start(args, methodID);
        result = functions->CallNonvirtualByteMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jbyte CallNonvirtualByteMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualByteMethodV(this, obj, clazz, methodID, args);
    }
    jbyte CallNonvirtualByteMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualByteMethodA(this, obj, clazz, methodID, args);
    }
    jchar CallNonvirtualCharMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jchar result;
        va_start(args, methodID);
        result = functions->CallNonvirtualCharMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jchar CallNonvirtualCharMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualCharMethodV(this, obj, clazz, methodID, args);
    }
    jchar CallNonvirtualCharMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualCharMethodA(this, obj, clazz, methodID, args);
    }
    jshort CallNonvirtualShortMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jshort result;
        va_start(args, methodID);
        result = functions->CallNonvirtualShortMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jshort CallNonvirtualShortMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualShortMethodV(this, obj, clazz, methodID, args);
    }
    jshort CallNonvirtualShortMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualShortMethodA(this, obj, clazz, methodID, args);
    }
    jint CallNonvirtualIntMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jint result;
        va_start(args, methodID);
        result = functions->CallNonvirtualIntMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jint CallNonvirtualIntMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualIntMethodV(this, obj, clazz, methodID, args);
    }
    jint CallNonvirtualIntMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualIntMethodA(this, obj, clazz, methodID, args);
    }
    jlong CallNonvirtualLongMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jlong result;
        va_start(args, methodID);
        result = functions->CallNonvirtualLongMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jlong CallNonvirtualLongMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualLongMethodV(this, obj, clazz, methodID, args);
    }
    jlong CallNonvirtualLongMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualLongMethodA(this, obj, clazz, methodID, args);
    }
    jfloat CallNonvirtualFloatMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jfloat result;
        va_start(args, methodID);
        result = functions->CallNonvirtualFloatMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jfloat CallNonvirtualFloatMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualFloatMethodV(this, obj, clazz, methodID, args);
    }
    jfloat CallNonvirtualFloatMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualFloatMethodA(this, obj, clazz, methodID, args);
    }
    jdouble CallNonvirtualDoubleMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jdouble result;
        va_start(args, methodID);
        result = functions->CallNonvirtualDoubleMethodV(this, obj, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jdouble CallNonvirtualDoubleMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallNonvirtualDoubleMethodV(this, obj, clazz, methodID, args);
    }
    jdouble CallNonvirtualDoubleMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallNonvirtualDoubleMethodA(this, obj, clazz, methodID, args);
    }
    void CallNonvirtualVoidMethod(jobject obj, jclass clazz, jmethodID methodID, ...) {
        va_list args;
        va_start(args, methodID);
        functions->CallNonvirtualVoidMethodV(this, obj, clazz, methodID, args);
        va_end(args);
    }
    void CallNonvirtualVoidMethodV(jobject obj, jclass clazz, jmethodID methodID, va_list args) {
        functions->CallNonvirtualVoidMethodV(this, obj, clazz, methodID, args);
    }
    void CallNonvirtualVoidMethodA(jobject obj, jclass clazz, jmethodID methodID, const jvalue *args) {
        functions->CallNonvirtualVoidMethodA(this, obj, clazz, methodID, args);
    }
    jfieldID GetFieldID(jclass clazz, const char *name, const char *sig) {
        return functions->GetFieldID(this, clazz, name, sig);
    }
    jobject GetObjectField(jobject obj, jfieldID fieldID) {
        return functions->GetObjectField(this, obj, fieldID);
    }
    jboolean GetBooleanField(jobject obj, jfieldID fieldID) {
        return functions->GetBooleanField(this, obj, fieldID);
    }
    jbyte GetByteField(jobject obj, jfieldID fieldID) {
        return functions->GetByteField(this, obj, fieldID);
    }
    jchar GetCharField(jobject obj, jfieldID fieldID) {
        return functions->GetCharField(this, obj, fieldID);
    }
    jshort GetShortField(jobject obj, jfieldID fieldID) {
        return functions->GetShortField(this, obj, fieldID);
    }
    jint GetIntField(jobject obj, jfieldID fieldID) {
        return functions->GetIntField(this, obj, fieldID);
    }
    jlong GetLongField(jobject obj, jfieldID fieldID) {
        return functions->GetLongField(this, obj, fieldID);
    }
    jfloat GetFloatField(jobject obj, jfieldID fieldID) {
        return functions->GetFloatField(this, obj, fieldID);
    }
    jdouble GetDoubleField(jobject obj, jfieldID fieldID) {
        return functions->GetDoubleField(this, obj, fieldID);
    }
    void SetObjectField(jobject obj, jfieldID fieldID, jobject val) {
        functions->SetObjectField(this, obj, fieldID, val);
    }
    void SetBooleanField(jobject obj, jfieldID fieldID, jboolean value) {
        functions->SetBooleanField(this, obj, fieldID, value);
    }
    void SetByteField(jobject obj, jfieldID fieldID, jbyte value) {
        functions->SetByteField(this, obj, fieldID, value);
    }
    void SetCharField(jobject obj, jfieldID fieldID, jchar value) {
        functions->SetCharField(this, obj, fieldID, value);
    }
    void SetShortField(jobject obj, jfieldID fieldID, jshort value) {
        functions->SetShortField(this, obj, fieldID, value);
    }
    void SetIntField(jobject obj, jfieldID fieldID, jint value) {
        functions->SetIntField(this, obj, fieldID, value);
    }
    void SetLongField(jobject obj, jfieldID fieldID, jlong value) {
        functions->SetLongField(this, obj, fieldID, value);
    }
    void SetFloatField(jobject obj, jfieldID fieldID, jfloat value) {
        functions->SetFloatField(this, obj, fieldID, value);
    }
    void SetDoubleField(jobject obj, jfieldID fieldID, jdouble value) {
        functions->SetDoubleField(this, obj, fieldID, value);
    }
    jmethodID GetStaticMethodID(jclass clazz, const char *name, const char *sig) {
        return functions->GetStaticMethodID(this, clazz, name, sig);
    }
    jobject CallStaticObjectMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jobject result;
        va_start(args, methodID);
        result = functions->CallStaticObjectMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jobject CallStaticObjectMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticObjectMethodV(this, clazz, methodID, args);
    }
    jobject CallStaticObjectMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticObjectMethodA(this, clazz, methodID, args);
    }
    jboolean CallStaticBooleanMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jboolean result;
        va_start(args, methodID);
        result = functions->CallStaticBooleanMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jboolean CallStaticBooleanMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticBooleanMethodV(this, clazz, methodID, args);
    }
    jboolean CallStaticBooleanMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticBooleanMethodA(this, clazz, methodID, args);
    }
    jbyte CallStaticByteMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jbyte result;
        va_start(args, methodID);
        result = functions->CallStaticByteMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jbyte CallStaticByteMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticByteMethodV(this, clazz, methodID, args);
    }
    jbyte CallStaticByteMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticByteMethodA(this, clazz, methodID, args);
    }
    jchar CallStaticCharMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jchar result;
        va_start(args, methodID);
        result = functions->CallStaticCharMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jchar CallStaticCharMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticCharMethodV(this, clazz, methodID, args);
    }
    jchar CallStaticCharMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticCharMethodA(this, clazz, methodID, args);
    }
    jshort CallStaticShortMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jshort result;
        va_start(args, methodID);
        result = functions->CallStaticShortMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jshort CallStaticShortMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticShortMethodV(this, clazz, methodID, args);
    }
    jshort CallStaticShortMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticShortMethodA(this, clazz, methodID, args);
    }
    jint CallStaticIntMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jint result;
        va_start(args, methodID);
        result = functions->CallStaticIntMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jint CallStaticIntMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticIntMethodV(this, clazz, methodID, args);
    }
    jint CallStaticIntMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticIntMethodA(this, clazz, methodID, args);
    }
    jlong CallStaticLongMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jlong result;
        va_start(args, methodID);
        result = functions->CallStaticLongMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jlong CallStaticLongMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticLongMethodV(this, clazz, methodID, args);
    }
    jlong CallStaticLongMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticLongMethodA(this, clazz, methodID, args);
    }
    jfloat CallStaticFloatMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jfloat result;
        va_start(args, methodID);
        result = functions->CallStaticFloatMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jfloat CallStaticFloatMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticFloatMethodV(this, clazz, methodID, args);
    }
    jfloat CallStaticFloatMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticFloatMethodA(this, clazz, methodID, args);
    }
    jdouble CallStaticDoubleMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        jdouble result;
        va_start(args, methodID);
        result = functions->CallStaticDoubleMethodV(this, clazz, methodID, args);
        va_end(args);
        return result;
    }
    jdouble CallStaticDoubleMethodV(jclass clazz, jmethodID methodID, va_list args) {
        return functions->CallStaticDoubleMethodV(this, clazz, methodID, args);
    }
    jdouble CallStaticDoubleMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        return functions->CallStaticDoubleMethodA(this, clazz, methodID, args);
    }
    void CallStaticVoidMethod(jclass clazz, jmethodID methodID, ...) {
        va_list args;
        va_start(args, methodID);
        functions->CallStaticVoidMethodV(this, clazz, methodID, args);
        va_end(args);
    }
    void CallStaticVoidMethodV(jclass clazz, jmethodID methodID, va_list args) {
        functions->CallStaticVoidMethodV(this, clazz, methodID, args);
    }
    void CallStaticVoidMethodA(jclass clazz, jmethodID methodID, const jvalue *args) {
        functions->CallStaticVoidMethodA(this, clazz, methodID, args);
    }
    jfieldID GetStaticFieldID(jclass clazz, const char *name, const char *sig) {
        return functions->GetStaticFieldID(this, clazz, name, sig);
    }
    jobject GetStaticObjectField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticObjectField(this, clazz, fieldID);
    }
    jboolean GetStaticBooleanField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticBooleanField(this, clazz, fieldID);
    }
    jbyte GetStaticByteField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticByteField(this, clazz, fieldID);
    }
    jchar GetStaticCharField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticCharField(this, clazz, fieldID);
    }
    jshort GetStaticShortField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticShortField(this, clazz, fieldID);
    }
    jint GetStaticIntField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticIntField(this, clazz, fieldID);
    }
    jlong GetStaticLongField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticLongField(this, clazz, fieldID);
    }
    jfloat GetStaticFloatField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticFloatField(this, clazz, fieldID);
    }
    jdouble GetStaticDoubleField(jclass clazz, jfieldID fieldID) {
        return functions->GetStaticDoubleField(this, clazz, fieldID);
    }
    void SetStaticObjectField(jclass clazz, jfieldID fieldID, jobject val) {
        functions->SetStaticObjectField(this, clazz, fieldID, val);
    }
    void SetStaticBooleanField(jclass clazz, jfieldID fieldID, jboolean value) {
        functions->SetStaticBooleanField(this, clazz, fieldID, value);
    }
    void SetStaticByteField(jclass clazz, jfieldID fieldID, jbyte value) {
        functions->SetStaticByteField(this, clazz, fieldID, value);
    }
    void SetStaticCharField(jclass clazz, jfieldID fieldID, jchar value) {
        functions->SetStaticCharField(this, clazz, fieldID, value);
    }
    void SetStaticShortField(jclass clazz, jfieldID fieldID, jshort value) {
        functions->SetStaticShortField(this, clazz, fieldID, value);
    }
    void SetStaticIntField(jclass clazz, jfieldID fieldID, jint value) {
        functions->SetStaticIntField(this, clazz, fieldID, value);
    }
    void SetStaticLongField(jclass clazz, jfieldID fieldID, jlong value) {
        functions->SetStaticLongField(this, clazz, fieldID, value);
    }
    void SetStaticFloatField(jclass clazz, jfieldID fieldID, jfloat value) {
        functions->SetStaticFloatField(this, clazz, fieldID, value);
    }
    void SetStaticDoubleField(jclass clazz, jfieldID fieldID, jdouble value) {
        functions->SetStaticDoubleField(this, clazz, fieldID, value);
    }
    jstring NewString(const jchar *unicode, jsize len) {
        return functions->NewString(this, unicode, len);
    }
    jsize GetStringLength(jstring str) {
        return functions->GetStringLength(this, str);
    }
    const jchar *GetStringChars(jstring str, jboolean *isCopy) {
        return functions->GetStringChars(this, str, isCopy);
    }
    void ReleaseStringChars(jstring str, const jchar *chars) {
        functions->ReleaseStringChars(this, str, chars);
    }
    jstring NewStringUTF(const char *utf) {
        return functions->NewStringUTF(this, utf);
    }
    jsize GetStringUTFLength(jstring str) {
        return functions->GetStringUTFLength(this, str);
    }
    const char *GetStringUTFChars(jstring str, jboolean *isCopy) {
        return functions->GetStringUTFChars(this, str, isCopy);
    }
    void ReleaseStringUTFChars(jstring str, const char *chars) {
        functions->ReleaseStringUTFChars(this, str, chars);
    }
    jsize GetArrayLength(jarray array) {
        return functions->GetArrayLength(this, array);
    }
    jobjectArray NewObjectArray(jsize len, jclass clazz, jobject init) {
        return functions->NewObjectArray(this, len, clazz, init);
    }
    jobject GetObjectArrayElement(jobjectArray array, jsize index) {
        return functions->GetObjectArrayElement(this, array, index);
    }
    void SetObjectArrayElement(jobjectArray array, jsize index, jobject val) {
        functions->SetObjectArrayElement(this, array, index, val);
    }
    jbooleanArray NewBooleanArray(jsize len) {
        return functions->NewBooleanArray(this, len);
    }
    jbyteArray NewByteArray(jsize len) {
        return functions->NewByteArray(this, len);
    }
    jcharArray NewCharArray(jsize len) {
        return functions->NewCharArray(this, len);
    }
    jshortArray NewShortArray(jsize len) {
        return functions->NewShortArray(this, len);
    }
    jintArray NewIntArray(jsize len) {
        return functions->NewIntArray(this, len);
    }
    jlongArray NewLongArray(jsize len) {
        return functions->NewLongArray(this, len);
    }
    jfloatArray NewFloatArray(jsize len) {
        return functions->NewFloatArray(this, len);
    }
    jdoubleArray NewDoubleArray(jsize len) {
        return functions->NewDoubleArray(this, len);
    }
    jboolean *GetBooleanArrayElements(jbooleanArray array, jboolean *isCopy) {
        return functions->GetBooleanArrayElements(this, array, isCopy);
    }
    jbyte *GetByteArrayElements(jbyteArray array, jboolean *isCopy) {
        return functions->GetByteArrayElements(this, array, isCopy);
    }
    jchar *GetCharArrayElements(jcharArray array, jboolean *isCopy) {
        return functions->GetCharArrayElements(this, array, isCopy);
    }
    jshort *GetShortArrayElements(jshortArray array, jboolean *isCopy) {
        return functions->GetShortArrayElements(this, array, isCopy);
    }
    jint *GetIntArrayElements(jintArray array, jboolean *isCopy) {
        return functions->GetIntArrayElements(this, array, isCopy);
    }
    jlong *GetLongArrayElements(jlongArray array, jboolean *isCopy) {
        return functions->GetLongArrayElements(this, array, isCopy);
    }
    jfloat *GetFloatArrayElements(jfloatArray array, jboolean *isCopy) {
        return functions->GetFloatArrayElements(this, array, isCopy);
    }
    jdouble *GetDoubleArrayElements(jdoubleArray array, jboolean *isCopy) {
        return functions->GetDoubleArrayElements(this, array, isCopy);
    }
    void ReleaseBooleanArrayElements(jbooleanArray array, jboolean *elems, jint mode) {
        functions->ReleaseBooleanArrayElements(this, array, elems, mode);
    }
    void ReleaseByteArrayElements(jbyteArray array, jbyte *elems, jint mode) {
        functions->ReleaseByteArrayElements(this, array, elems, mode);
    }
    void ReleaseCharArrayElements(jcharArray array, jchar *elems, jint mode) {
        functions->ReleaseCharArrayElements(this, array, elems, mode);
    }
    void ReleaseShortArrayElements(jshortArray array, jshort *elems, jint mode) {
        functions->ReleaseShortArrayElements(this, array, elems, mode);
    }
    void ReleaseIntArrayElements(jintArray array, jint *elems, jint mode) {
        functions->ReleaseIntArrayElements(this, array, elems, mode);
    }
    void ReleaseLongArrayElements(jlongArray array, jlong *elems, jint mode) {
        functions->ReleaseLongArrayElements(this, array, elems, mode);
    }
    void ReleaseFloatArrayElements(jfloatArray array, jfloat *elems, jint mode) {
        functions->ReleaseFloatArrayElements(this, array, elems, mode);
    }
    void ReleaseDoubleArrayElements(jdoubleArray array, jdouble *elems, jint mode) {
        functions->ReleaseDoubleArrayElements(this, array, elems, mode);
    }
    void GetBooleanArrayRegion(jbooleanArray array, jsize start, jsize len, jboolean *buf) {
        functions->GetBooleanArrayRegion(this, array, start, len, buf);
    }
    void GetByteArrayRegion(jbyteArray array, jsize start, jsize len, jbyte *buf) {
        functions->GetByteArrayRegion(this, array, start, len, buf);
    }
    void GetCharArrayRegion(jcharArray array, jsize start, jsize len, jchar *buf) {
        functions->GetCharArrayRegion(this, array, start, len, buf);
    }
    void GetShortArrayRegion(jshortArray array, jsize start, jsize len, jshort *buf) {
        functions->GetShortArrayRegion(this, array, start, len, buf);
    }
    void GetIntArrayRegion(jintArray array, jsize start, jsize len, jint *buf) {
        functions->GetIntArrayRegion(this, array, start, len, buf);
    }
    void GetLongArrayRegion(jlongArray array, jsize start, jsize len, jlong *buf) {
        functions->GetLongArrayRegion(this, array, start, len, buf);
    }
    void GetFloatArrayRegion(jfloatArray array, jsize start, jsize len, jfloat *buf) {
        functions->GetFloatArrayRegion(this, array, start, len, buf);
    }
    void GetDoubleArrayRegion(jdoubleArray array, jsize start, jsize len, jdouble *buf) {
        functions->GetDoubleArrayRegion(this, array, start, len, buf);
    }
    void SetBooleanArrayRegion(jbooleanArray array, jsize start, jsize len, const jboolean *buf) {
        functions->SetBooleanArrayRegion(this, array, start, len, buf);
    }
    void SetByteArrayRegion(jbyteArray array, jsize start, jsize len, const jbyte *buf) {
        functions->SetByteArrayRegion(this, array, start, len, buf);
    }
    void SetCharArrayRegion(jcharArray array, jsize start, jsize len, const jchar *buf) {
        functions->SetCharArrayRegion(this, array, start, len, buf);
    }
    void SetShortArrayRegion(jshortArray array, jsize start, jsize len, const jshort *buf) {
        functions->SetShortArrayRegion(this, array, start, len, buf);
    }
    void SetIntArrayRegion(jintArray array, jsize start, jsize len, const jint *buf) {
        functions->SetIntArrayRegion(this, array, start, len, buf);
    }
    void SetLongArrayRegion(jlongArray array, jsize start, jsize len, const jlong *buf) {
        functions->SetLongArrayRegion(this, array, start, len, buf);
    }
    void SetFloatArrayRegion(jfloatArray array, jsize start, jsize len, const jfloat *buf) {
        functions->SetFloatArrayRegion(this, array, start, len, buf);
    }
    void SetDoubleArrayRegion(jdoubleArray array, jsize start, jsize len, const jdouble *buf) {
        functions->SetDoubleArrayRegion(this, array, start, len, buf);
    }
    jint RegisterNatives(jclass clazz, const JNINativeMethod *methods, jint nMethods) {
        return functions->RegisterNatives(this, clazz, methods, nMethods);
    }
    jint UnregisterNatives(jclass clazz) {
        return functions->UnregisterNatives(this, clazz);
    }
    jint MonitorEnter(jobject obj) {
        return functions->MonitorEnter(this, obj);
    }
    jint MonitorExit(jobject obj) {
        return functions->MonitorExit(this, obj);
    }
    jint GetJavaVM(JavaVM **vm) {
        return functions->GetJavaVM(this, vm);
    }
    void GetStringRegion(jstring str, jsize start, jsize len, jchar *buf) {
        functions->GetStringRegion(this, str, start, len, buf);
    }
    void GetStringUTFRegion(jstring str, jsize start, jsize len, char *buf) {
        functions->GetStringUTFRegion(this, str, start, len, buf);
    }
    void *GetPrimitiveArrayCritical(jarray array, jboolean *isCopy) {
        return functions->GetPrimitiveArrayCritical(this, array, isCopy);
    }
    void ReleasePrimitiveArrayCritical(jarray array, void *carray, jint mode) {
        functions->ReleasePrimitiveArrayCritical(this, array, carray, mode);
    }
    const jchar *GetStringCritical(jstring string, jboolean *isCopy) {
        return functions->GetStringCritical(this, string, isCopy);
    }
    void ReleaseStringCritical(jstring string, const jchar *cstring) {
        functions->ReleaseStringCritical(this, string, cstring);
    }
    jweak NewWeakGlobalRef(jobject obj) {
        return functions->NewWeakGlobalRef(this, obj);
    }
    void DeleteWeakGlobalRef(jweak ref) {
        functions->DeleteWeakGlobalRef(this, ref);
    }
    jboolean ExceptionCheck() {
        return functions->ExceptionCheck(this);
    }
    jobject NewDirectByteBuffer(void *address, jlong capacity) {
        return functions->NewDirectByteBuffer(this, address, capacity);
    }
    void *GetDirectBufferAddress(jobject buf) {
        return functions->GetDirectBufferAddress(this, buf);
    }
    jlong GetDirectBufferCapacity(jobject buf) {
        return functions->GetDirectBufferCapacity(this, buf);
    }
    jobjectRefType GetObjectRefType(jobject obj) {
        return functions->GetObjectRefType(this, obj);
    }
    jobject GetModule(jclass clazz) {
        return functions->GetModule(this, clazz);
    }

#endif /* __cplusplus */
};

/* ---- the invocation API ------------------------------------------------- */

/* One option for JNI_CreateJavaVM: "-D<name>=<value>", "-verbose[:class|gc|jni]",
 * "-X..." options, or the hooks "vfprintf", "exit", "abort" whose extraInfo
 * is the hook function. */
typedef struct JavaVMOption {
    char *optionString;
    void *extraInfo;
} JavaVMOption;

/* The argument of JNI_CreateJavaVM and JNI_GetDefaultJavaVMInitArgs. */
typedef struct JavaVMInitArgs {
    jint version;               /* JNI_VERSION_1_2 or later */
    jint nOptions;
    JavaVMOption *options;
    jboolean ignoreUnrecognized;  /* JNI_TRUE: skip unknown -X options */
} JavaVMInitArgs;

/* The optional argument of AttachCurrentThread[AsDaemon]. */
typedef struct JavaVMAttachArgs {
    jint version;               /* JNI_VERSION_1_2 or later */
    char *name;                 /* the thread's name in modified UTF-8, or NULL */
    jobject group;              /* global reference to a ThreadGroup, or NULL */
} JavaVMAttachArgs;

/* Not used by Lantern; the JDK's header has always defined them. */
#define JDK1_2
#define JDK1_4

/* The JavaVM function table.  Slots 0-2 are reserved and NULL.  The penv
 * arguments are really JNIEnv ** (or another interface pointer that GetEnv's
 * version names); args is a JavaVMAttachArgs * or NULL. */
struct JNIInvokeInterface_ {
    /* 0 */ void *reserved0;
    /* 1 */ void *reserved1;
    /* 2 */ void *reserved2;
    /* 3 */ jint (JNICALL *DestroyJavaVM)(JavaVM *vm);
    /* 4 */ jint (JNICALL *AttachCurrentThread)(JavaVM *vm, void **penv, void *args);
    /* 5 */ jint (JNICALL *DetachCurrentThread)(JavaVM *vm);
    /* 6 */ jint (JNICALL *GetEnv)(JavaVM *vm, void **penv, jint version);
    /* 7 */ jint (JNICALL *AttachCurrentThreadAsDaemon)(JavaVM *vm, void **penv, void *args);
};

/* The C++ face of JavaVM. */
struct JavaVM_ {
    const struct JNIInvokeInterface_ *functions;
#ifdef __cplusplus

    jint DestroyJavaVM() {
        return functions->DestroyJavaVM(this);
    }
    jint AttachCurrentThread(void **penv, void *args) {
        return functions->AttachCurrentThread(this, penv, args);
    }
    jint DetachCurrentThread() {
        return functions->DetachCurrentThread(this);
    }
    jint GetEnv(void **penv, jint version) {
        return functions->GetEnv(this, penv, version);
    }
    jint AttachCurrentThreadAsDaemon(void **penv, void *args) {
        return functions->AttachCurrentThreadAsDaemon(this, penv, args);
    }

#endif /* __cplusplus */
};

/* Exported by the VM library (libjvm).  The VM's own sources define
 * _JNI_IMPLEMENTATION_ before including this header, so that they export
 * these functions where everyone else imports them. */
#ifdef _JNI_IMPLEMENTATION_
#define _JNI_IMPORT_OR_EXPORT_ JNIEXPORT
#else
#define _JNI_IMPORT_OR_EXPORT_ JNIIMPORT
#endif

/* args is a JavaVMInitArgs * whose version the caller has set. */
_JNI_IMPORT_OR_EXPORT_ jint JNICALL
JNI_GetDefaultJavaVMInitArgs(void *args);

/* args is a JavaVMInitArgs *; *penv receives the calling thread's JNIEnv *. */
_JNI_IMPORT_OR_EXPORT_ jint JNICALL
JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args);

_JNI_IMPORT_OR_EXPORT_ jint JNICALL
JNI_GetCreatedJavaVMs(JavaVM **vmBuf, jsize bufLen, jsize *nVMs);

/* Defined by a native library, if it wants: called after the library is
 * loaded (returns the JNI version it needs) and before it is unloaded. */
JNIEXPORT jint JNICALL
JNI_OnLoad(JavaVM *vm, void *reserved);

JNIEXPORT void JNICALL
JNI_OnUnload(JavaVM *vm, void *reserved);

/* JNI versions, (major << 16) | minor.  JDK 17's newest is JNI_VERSION_10. */
#define JNI_VERSION_1_1 0x00010001
#define JNI_VERSION_1_2 0x00010002
#define JNI_VERSION_1_4 0x00010004
#define JNI_VERSION_1_6 0x00010006
#define JNI_VERSION_1_8 0x00010008
#define JNI_VERSION_9   0x00090000
#define JNI_VERSION_10  0x000a0000

/* ---- compile-time checks ------------------------------------------------
 * A jni_md.h that does not fit the platform, or a table that lost or gained
 * a slot, stops the build of whoever includes this header (C11 and C++11 and
 * later; older dialects skip the checks). */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define JNI_LANTERN_ASSERT_(cond, msg) static_assert(cond, msg);
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define JNI_LANTERN_ASSERT_(cond, msg) _Static_assert(cond, msg);
#else
#define JNI_LANTERN_ASSERT_(cond, msg)
#endif
JNI_LANTERN_ASSERT_(sizeof(jbyte) == 1 && sizeof(jboolean) == 1, "jni.h: jbyte/jboolean are 1 byte")
JNI_LANTERN_ASSERT_(sizeof(jchar) == 2 && sizeof(jshort) == 2, "jni.h: jchar/jshort are 2 bytes")
JNI_LANTERN_ASSERT_(sizeof(jint) == 4 && sizeof(jfloat) == 4, "jni.h: jint/jfloat are 4 bytes")
JNI_LANTERN_ASSERT_(sizeof(jlong) == 8 && sizeof(jdouble) == 8, "jni.h: jlong/jdouble are 8 bytes")
JNI_LANTERN_ASSERT_(sizeof(struct JNINativeInterface_) == 234 * sizeof(void *),
                    "jni.h: the JNIEnv table has 234 slots")
JNI_LANTERN_ASSERT_(sizeof(struct JNIInvokeInterface_) == 8 * sizeof(void *),
                    "jni.h: the JavaVM table has 8 slots")
JNI_LANTERN_ASSERT_(sizeof(struct JNIEnv_) == sizeof(void *) &&
                    sizeof(struct JavaVM_) == sizeof(void *),
                    "jni.h: JNIEnv_ and JavaVM_ hold only the table pointer")
#undef JNI_LANTERN_ASSERT_

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* !_JAVASOFT_JNI_H_ */
