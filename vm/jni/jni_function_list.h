/*
 * jni_function_list.h -- every function of the JNIEnv table once, as an
 * X-macro list, for the tables that wrap them all (-Xcheck:jni in
 * jni_check.c, -Xcheck:jvmpi in jvmpi_check.c).  One list, so that a
 * wrapper table cannot miss a function the other has.
 *
 * Before including it, define the four entry forms:
 *   F(ret, Name, params, args, flags, pre, post)          returns a value
 *   FV(Name, params, args, flags, pre, post)              returns void
 *   FA(ret, Name, VName, params, last, args, flags, pre)  "...", forwarded
 *   FVA(Name, VName, params, last, args, flags, pre)      to the va_list VName
 * and P(...) as (__VA_ARGS__).  params is the parameter list, args the
 * forwarding argument list (ap for the "..." forms, after va_start(ap,
 * last)).  flags, pre and post are jni_check.c's: the exception rules
 * (EXC_OK, CLEARS, SETS), the argument checks before the call (OBJ(x),
 * CLS(x), MID(o, m), ...) and the code after it; a table that does not
 * check may ignore them, and then need not define those names.
 *
 * Expand JNI_EVERY_FUNCTION to get all 230 (the reserved slots are not in
 * the list).  The field and array forms carry the element's basic_type
 * number (object.h) as T.
 */
#ifndef LANTERN_JNI_FUNCTION_LIST_H
#define LANTERN_JNI_FUNCTION_LIST_H
/* The call forms of one result type (X is F or FV-like through CALLS_*). */
#define CALLS(Name, jtype)                                                                                    \
    FA(jtype, Call##Name##Method, Call##Name##MethodV, P(JNIEnv * env, jobject obj, jmethodID mid, ...), mid, \
       P(env, obj, mid, ap), SETS, MID(obj, mid))                                                             \
    F(jtype, Call##Name##MethodV, P(JNIEnv * env, jobject obj, jmethodID mid, va_list args),                 \
      P(env, obj, mid, args), SETS, MID(obj, mid), NONE)                                                      \
    F(jtype, Call##Name##MethodA, P(JNIEnv * env, jobject obj, jmethodID mid, const jvalue *args),           \
      P(env, obj, mid, args), SETS, MID(obj, mid), NONE)                                                      \
    FA(jtype, CallNonvirtual##Name##Method, CallNonvirtual##Name##MethodV,                                    \
       P(JNIEnv * env, jobject obj, jclass clazz, jmethodID mid, ...), mid, P(env, obj, clazz, mid, ap), SETS, \
       CLS(clazz) MID(obj, mid))                                                                              \
    F(jtype, CallNonvirtual##Name##MethodV, P(JNIEnv * env, jobject obj, jclass clazz, jmethodID mid, va_list args), \
      P(env, obj, clazz, mid, args), SETS, CLS(clazz) MID(obj, mid), NONE)                                    \
    F(jtype, CallNonvirtual##Name##MethodA,                                                                   \
      P(JNIEnv * env, jobject obj, jclass clazz, jmethodID mid, const jvalue *args), P(env, obj, clazz, mid, args), \
      SETS, CLS(clazz) MID(obj, mid), NONE)                                                                   \
    FA(jtype, CallStatic##Name##Method, CallStatic##Name##MethodV, P(JNIEnv * env, jclass clazz, jmethodID mid, ...), \
       mid, P(env, clazz, mid, ap), SETS, SMID(clazz, mid))                                                   \
    F(jtype, CallStatic##Name##MethodV, P(JNIEnv * env, jclass clazz, jmethodID mid, va_list args),          \
      P(env, clazz, mid, args), SETS, SMID(clazz, mid), NONE)                                                 \
    F(jtype, CallStatic##Name##MethodA, P(JNIEnv * env, jclass clazz, jmethodID mid, const jvalue *args),    \
      P(env, clazz, mid, args), SETS, SMID(clazz, mid), NONE)

#define VOID_CALLS                                                                                         \
    FVA(CallVoidMethod, CallVoidMethodV, P(JNIEnv * env, jobject obj, jmethodID mid, ...), mid,             \
        P(env, obj, mid, ap), SETS, MID(obj, mid))                                                          \
    FV(CallVoidMethodV, P(JNIEnv * env, jobject obj, jmethodID mid, va_list args), P(env, obj, mid, args),  \
       SETS, MID(obj, mid), NONE)                                                                           \
    FV(CallVoidMethodA, P(JNIEnv * env, jobject obj, jmethodID mid, const jvalue *args), P(env, obj, mid, args), \
       SETS, MID(obj, mid), NONE)                                                                           \
    FVA(CallNonvirtualVoidMethod, CallNonvirtualVoidMethodV,                                                \
        P(JNIEnv * env, jobject obj, jclass clazz, jmethodID mid, ...), mid, P(env, obj, clazz, mid, ap), SETS, \
        CLS(clazz) MID(obj, mid))                                                                           \
    FV(CallNonvirtualVoidMethodV, P(JNIEnv * env, jobject obj, jclass clazz, jmethodID mid, va_list args),  \
       P(env, obj, clazz, mid, args), SETS, CLS(clazz) MID(obj, mid), NONE)                                 \
    FV(CallNonvirtualVoidMethodA, P(JNIEnv * env, jobject obj, jclass clazz, jmethodID mid, const jvalue *args), \
       P(env, obj, clazz, mid, args), SETS, CLS(clazz) MID(obj, mid), NONE)                                 \
    FVA(CallStaticVoidMethod, CallStaticVoidMethodV, P(JNIEnv * env, jclass clazz, jmethodID mid, ...), mid, \
        P(env, clazz, mid, ap), SETS, SMID(clazz, mid))                                                     \
    FV(CallStaticVoidMethodV, P(JNIEnv * env, jclass clazz, jmethodID mid, va_list args),                   \
       P(env, clazz, mid, args), SETS, SMID(clazz, mid), NONE)                                              \
    FV(CallStaticVoidMethodA, P(JNIEnv * env, jclass clazz, jmethodID mid, const jvalue *args),             \
       P(env, clazz, mid, args), SETS, SMID(clazz, mid), NONE)

#define FIELDS(Name, jtype, T)                                                                             \
    F(jtype, Get##Name##Field, P(JNIEnv * env, jobject obj, jfieldID fid), P(env, obj, fid), 0,            \
      FID(obj, fid, T), NONE)                                                                              \
    FV(Set##Name##Field, P(JNIEnv * env, jobject obj, jfieldID fid, jtype value), P(env, obj, fid, value), \
       0, FID(obj, fid, T) SETVAL_##T(value), NONE)                                                        \
    F(jtype, GetStatic##Name##Field, P(JNIEnv * env, jclass clazz, jfieldID fid), P(env, clazz, fid), 0,   \
      SFID(clazz, fid, T), NONE)                                                                           \
    FV(SetStatic##Name##Field, P(JNIEnv * env, jclass clazz, jfieldID fid, jtype value),                   \
       P(env, clazz, fid, value), 0, SFID(clazz, fid, T) SETVAL_##T(value), NONE)
/* a stored reference must be valid too */
#define SETVAL_12(v) OBJ((jobject)(v))
#define SETVAL_4(v)
#define SETVAL_8(v)
#define SETVAL_5(v)
#define SETVAL_9(v)
#define SETVAL_10(v)
#define SETVAL_11(v)
#define SETVAL_6(v)
#define SETVAL_7(v)

#define ARRAYS(Name, jtype, atype, T)                                                                      \
    F(atype, New##Name##Array, P(JNIEnv * env, jsize len), P(env, len), 0, NONE, NONE)                     \
    F(jtype *, Get##Name##ArrayElements, P(JNIEnv * env, atype array, jboolean * isCopy),                  \
      P(env, array, isCopy), 0, PARR(array, T), NONE)                                                      \
    FV(Release##Name##ArrayElements, P(JNIEnv * env, atype array, jtype * elems, jint mode),               \
       P(env, array, elems, mode), EXC_OK, PARR(array, T), NONE)                                           \
    FV(Get##Name##ArrayRegion, P(JNIEnv * env, atype array, jsize start, jsize len, jtype * buf),          \
       P(env, array, start, len, buf), 0, PARR(array, T), NONE)                                            \
    FV(Set##Name##ArrayRegion, P(JNIEnv * env, atype array, jsize start, jsize len, const jtype *buf),     \
       P(env, array, start, len, buf), 0, PARR(array, T), NONE)

/* Every function of the table but the "..." calls, fields and arrays above. */
#define CHECKED_FUNCTIONS                                                                                  \
    F(jint, GetVersion, P(JNIEnv * env), P(env), 0, NONE, NONE)                                            \
    F(jclass, DefineClass, P(JNIEnv * env, const char *name, jobject loader, const jbyte *buf, jsize len), \
      P(env, name, loader, buf, len), 0, OBJ(loader), NONE)                                                \
    F(jclass, FindClass, P(JNIEnv * env, const char *name), P(env, name), 0, DESCRIPTOR(name), NONE)                   \
    F(jmethodID, FromReflectedMethod, P(JNIEnv * env, jobject method), P(env, method), 0, OBJ(method), NONE) \
    F(jfieldID, FromReflectedField, P(JNIEnv * env, jobject field), P(env, field), 0, OBJ(field), NONE)    \
    F(jobject, ToReflectedMethod, P(JNIEnv * env, jclass cls, jmethodID mid, jboolean isStatic),           \
      P(env, cls, mid, isStatic), 0, CLS(cls), NONE)                                                       \
    F(jclass, GetSuperclass, P(JNIEnv * env, jclass sub), P(env, sub), 0, CLS(sub), NONE)                  \
    F(jboolean, IsAssignableFrom, P(JNIEnv * env, jclass sub, jclass sup), P(env, sub, sup), 0,            \
      CLS(sub) CLS(sup), NONE)                                                                             \
    F(jobject, ToReflectedField, P(JNIEnv * env, jclass cls, jfieldID fid, jboolean isStatic),             \
      P(env, cls, fid, isStatic), 0, CLS(cls), NONE)                                                       \
    F(jint, Throw, P(JNIEnv * env, jthrowable obj), P(env, obj), 0, THR(obj), NONE)                        \
    F(jint, ThrowNew, P(JNIEnv * env, jclass clazz, const char *msg), P(env, clazz, msg), 0,               \
      THRCLS(clazz), NONE)                                                                                 \
    F(jthrowable, ExceptionOccurred, P(JNIEnv * env), P(env), EXC_OK | CLEARS, NONE, NONE)                 \
    FV(ExceptionDescribe, P(JNIEnv * env), P(env), EXC_OK | CLEARS, NONE, NONE)                                     \
    FV(ExceptionClear, P(JNIEnv * env), P(env), EXC_OK | CLEARS, NONE, NONE)                               \
    FV(FatalError, P(JNIEnv * env, const char *msg), P(env, msg), 0, NONE, NONE)                           \
    F(jint, PushLocalFrame, P(JNIEnv * env, jint capacity), P(env, capacity), EXC_OK, CAP(capacity),                \
      planned_after_push(t, r_, capacity);)                                                                \
    F(jobject, PopLocalFrame, P(JNIEnv * env, jobject result), P(env, result), EXC_OK, OBJ(result), NONE)  \
    F(jobject, NewGlobalRef, P(JNIEnv * env, jobject lobj), P(env, lobj), 0, OBJ(lobj), NONE)              \
    FV(DeleteGlobalRef, P(JNIEnv * env, jobject gref), P(env, gref), EXC_OK,                               \
       DEL(gref, JNIGlobalRefType, "Invalid global JNI handle passed to DeleteGlobalRef"), NONE)            \
    FV(DeleteLocalRef, P(JNIEnv * env, jobject obj), P(env, obj), EXC_OK,                                  \
       DEL(obj, JNILocalRefType, "Invalid local JNI handle passed to DeleteLocalRef"), NONE)                \
    F(jboolean, IsSameObject, P(JNIEnv * env, jobject obj1, jobject obj2), P(env, obj1, obj2), EXC_OK,     \
      NONE, NONE)                                                                                          \
    F(jobject, NewLocalRef, P(JNIEnv * env, jobject ref), P(env, ref), 0, OBJ(ref), NONE)                  \
    F(jint, EnsureLocalCapacity, P(JNIEnv * env, jint capacity), P(env, capacity), 0, CAP(capacity),                \
      planned_after_ensure(t, r_, capacity);)                                                              \
    F(jobject, AllocObject, P(JNIEnv * env, jclass clazz), P(env, clazz), 0, CLS(clazz), NONE)             \
    F(jobject, NewObjectV, P(JNIEnv * env, jclass clazz, jmethodID mid, va_list args),                     \
      P(env, clazz, mid, args), 0, CLS(clazz), NONE)                                                       \
    F(jobject, NewObjectA, P(JNIEnv * env, jclass clazz, jmethodID mid, const jvalue *args),               \
      P(env, clazz, mid, args), 0, CLS(clazz), NONE)                                                       \
    F(jclass, GetObjectClass, P(JNIEnv * env, jobject obj), P(env, obj), 0, OBJ(obj), NONE)                \
    F(jboolean, IsInstanceOf, P(JNIEnv * env, jobject obj, jclass clazz), P(env, obj, clazz), 0,           \
      OBJ(obj) CLS(clazz), NONE)                                                                           \
    F(jmethodID, GetMethodID, P(JNIEnv * env, jclass clazz, const char *name, const char *sig),            \
      P(env, clazz, name, sig), 0, CLS(clazz), NONE)                                                       \
    F(jfieldID, GetFieldID, P(JNIEnv * env, jclass clazz, const char *name, const char *sig),              \
      P(env, clazz, name, sig), 0, CLS(clazz), NONE)                                                       \
    F(jmethodID, GetStaticMethodID, P(JNIEnv * env, jclass clazz, const char *name, const char *sig),      \
      P(env, clazz, name, sig), 0, CLS(clazz), NONE)                                                       \
    F(jfieldID, GetStaticFieldID, P(JNIEnv * env, jclass clazz, const char *name, const char *sig),        \
      P(env, clazz, name, sig), 0, CLS(clazz), NONE)                                                       \
    F(jstring, NewString, P(JNIEnv * env, const jchar *unicode, jsize len), P(env, unicode, len), 0, NONE, NONE) \
    F(jsize, GetStringLength, P(JNIEnv * env, jstring str), P(env, str), 0, STR(str), NONE)                \
    F(const jchar *, GetStringChars, P(JNIEnv * env, jstring str, jboolean *isCopy), P(env, str, isCopy), 0, \
      STR(str), NONE)                                                                                      \
    FV(ReleaseStringChars, P(JNIEnv * env, jstring str, const jchar *chars), P(env, str, chars), EXC_OK,   \
       STR(str), NONE)                                                                                     \
    F(jstring, NewStringUTF, P(JNIEnv * env, const char *utf), P(env, utf), 0, NONE, NONE)                 \
    F(jsize, GetStringUTFLength, P(JNIEnv * env, jstring str), P(env, str), 0, STR(str), NONE)             \
    F(const char *, GetStringUTFChars, P(JNIEnv * env, jstring str, jboolean *isCopy), P(env, str, isCopy), \
      0, STR(str), NONE)                                                                                   \
    FV(ReleaseStringUTFChars, P(JNIEnv * env, jstring str, const char *chars), P(env, str, chars), EXC_OK, \
       STR(str), NONE)                                                                                     \
    F(jsize, GetArrayLength, P(JNIEnv * env, jarray array), P(env, array), 0, ARR(array), NONE)            \
    F(jobjectArray, NewObjectArray, P(JNIEnv * env, jsize len, jclass clazz, jobject init),                \
      P(env, len, clazz, init), 0, CLS(clazz) OBJ(init), NONE)                                             \
    F(jobject, GetObjectArrayElement, P(JNIEnv * env, jobjectArray array, jsize index), P(env, array, index), \
      0, OARR(array), NONE)                                                                                \
    FV(SetObjectArrayElement, P(JNIEnv * env, jobjectArray array, jsize index, jobject val),               \
       P(env, array, index, val), 0, OARR(array) OBJ(val), NONE)                                           \
    F(jint, RegisterNatives, P(JNIEnv * env, jclass clazz, const JNINativeMethod *methods, jint nMethods), \
      P(env, clazz, methods, nMethods), 0, CLS(clazz) if (!raw->RegisterNatives) NOT_BOUND, NONE)    \
    F(jint, UnregisterNatives, P(JNIEnv * env, jclass clazz), P(env, clazz), 0,                            \
      CLS(clazz) if (!raw->UnregisterNatives) NOT_BOUND, NONE)                                       \
    F(jint, MonitorEnter, P(JNIEnv * env, jobject obj), P(env, obj), 0, OBJ(obj), NONE)                    \
    F(jint, MonitorExit, P(JNIEnv * env, jobject obj), P(env, obj), EXC_OK, OBJ(obj), NONE)                \
    F(jint, GetJavaVM, P(JNIEnv * env, JavaVM **vm), P(env, vm), 0, NONE, NONE)                            \
    FV(GetStringRegion, P(JNIEnv * env, jstring str, jsize start, jsize len, jchar *buf),                  \
       P(env, str, start, len, buf), 0, STR(str), NONE)                                                    \
    FV(GetStringUTFRegion, P(JNIEnv * env, jstring str, jsize start, jsize len, char *buf),                \
       P(env, str, start, len, buf), 0, STR(str), NONE)                                                    \
    F(void *, GetPrimitiveArrayCritical, P(JNIEnv * env, jarray array, jboolean *isCopy),                  \
      P(env, array, isCopy), CRIT_OK, PARR(array, 0), if (r_) t->jni_critical++;)                                                      \
    FV(ReleasePrimitiveArrayCritical, P(JNIEnv * env, jarray array, void *carray, jint mode),              \
       P(env, array, carray, mode), EXC_OK | CRIT_OK, PARR(array, 0), if (t->jni_critical) t->jni_critical--;)                                          \
    F(const jchar *, GetStringCritical, P(JNIEnv * env, jstring string, jboolean *isCopy),                 \
      P(env, string, isCopy), CRIT_OK, STR(string), if (wide_string(env, string, r_)) t->jni_critical++;)                                                        \
    FV(ReleaseStringCritical, P(JNIEnv * env, jstring string, const jchar *cstring), P(env, string, cstring), \
       EXC_OK | CRIT_OK, STR(string) if (t->jni_critical && wide_string(env, string, cstring)) t->jni_critical--;, \
       NONE)                                                                          \
    F(jweak, NewWeakGlobalRef, P(JNIEnv * env, jobject obj), P(env, obj), 0, OBJ(obj), NONE)               \
    FV(DeleteWeakGlobalRef, P(JNIEnv * env, jweak ref), P(env, ref), EXC_OK,                               \
       DEL(ref, JNIWeakGlobalRefType, "Invalid weak global JNI handle passed to DeleteWeakGlobalRef"), NONE) \
    F(jboolean, ExceptionCheck, P(JNIEnv * env), P(env), EXC_OK | CLEARS, NONE, NONE)                      \
    F(jobject, NewDirectByteBuffer, P(JNIEnv * env, void *address, jlong capacity), P(env, address, capacity), \
      0, NONE, NONE)                                                                                       \
    F(void *, GetDirectBufferAddress, P(JNIEnv * env, jobject buf), P(env, buf), 0, OBJ(buf), NONE)        \
    F(jlong, GetDirectBufferCapacity, P(JNIEnv * env, jobject buf), P(env, buf), 0, OBJ(buf), NONE)        \
    F(jobjectRefType, GetObjectRefType, P(JNIEnv * env, jobject obj), P(env, obj), 0, NONE, NONE)          \
    F(jobject, GetModule, P(JNIEnv * env, jclass clazz), P(env, clazz), 0, CLS(clazz), NONE)

#define RESULT_TYPES(X)     \
    X(Object, jobject)      \
    X(Boolean, jboolean)    \
    X(Byte, jbyte)          \
    X(Char, jchar)          \
    X(Short, jshort)        \
    X(Int, jint)            \
    X(Long, jlong)          \
    X(Float, jfloat)        \
    X(Double, jdouble)
/* the field type numbers are object.h's basic_type (SETVAL_<n> above) */
#define FIELD_TYPES(X)           \
    X(Object, jobject, 12)       \
    X(Boolean, jboolean, 4)      \
    X(Byte, jbyte, 8)            \
    X(Char, jchar, 5)            \
    X(Short, jshort, 9)          \
    X(Int, jint, 10)             \
    X(Long, jlong, 11)           \
    X(Float, jfloat, 6)          \
    X(Double, jdouble, 7)
#define PRIM_TYPES(X)                          \
    X(Boolean, jboolean, jbooleanArray, 4)     \
    X(Byte, jbyte, jbyteArray, 8)              \
    X(Char, jchar, jcharArray, 5)              \
    X(Short, jshort, jshortArray, 9)           \
    X(Int, jint, jintArray, 10)                \
    X(Long, jlong, jlongArray, 11)             \
    X(Float, jfloat, jfloatArray, 6)           \
    X(Double, jdouble, jdoubleArray, 7)


/* NewObject: "..." forwarded to NewObjectV. */
#define NEW_OBJECT                                                                                         \
    FA(jobject, NewObject, NewObjectV, P(JNIEnv * env, jclass clazz, jmethodID mid, ...), mid,            \
       P(env, clazz, mid, ap), 0, CLS(clazz))

#define JNI_EVERY_FUNCTION  \
    NEW_OBJECT              \
    CHECKED_FUNCTIONS       \
    RESULT_TYPES(CALLS)     \
    VOID_CALLS              \
    FIELD_TYPES(FIELDS)     \
    PRIM_TYPES(ARRAYS)

#endif
