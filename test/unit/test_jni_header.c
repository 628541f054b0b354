/*
 * test_jni_header.c -- run-time checks of Lantern's public vm/jni/jni.h and
 * vm/jni/jni_md.h: every constant's value, every type's size and signedness,
 * every slot of both function tables at its JDK 17 offset, the invocation
 * structs' layouts, the linkage macros, and calls made through tables the
 * way natives and agents make them.
 *
 * jni_abi_check.c, linked in, checks the same layouts at compile time; this
 * file repeats them at run time so that the suite shows them, and adds what
 * only running can show.  The comparison with the JDK's own header is in
 * test_jni_header_jdk.c and jni_abi_cxx.cpp.
 *
 * Invariant: expected values come from jni_abi_list.h (the JDK 17's
 * tables written down by hand), never from jni.h itself.
 */
#include "jni.h"
#include "jni.h" /* twice: the include guards hold */

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include "jni_abi_list.h"
#include "unit.h"

#define P sizeof(void *)
#define STR_(x) #x
#define STR(x) STR_(x)

extern const int jni_abi_check_data_model;

TEST(compile_time_checks_linked)
{
    /* jni_abi_check.c's static assertions passed for this very target. */
    CHECK_EQ(jni_abi_check_data_model, 8 * sizeof(void *));
}

TEST(return_codes)
{
    CHECK_EQ(JNI_OK, 0);
    CHECK_EQ(JNI_ERR, -1);
    CHECK_EQ(JNI_EDETACHED, -2);
    CHECK_EQ(JNI_EVERSION, -3);
    CHECK_EQ(JNI_ENOMEM, -4);
    CHECK_EQ(JNI_EEXIST, -5);
    CHECK_EQ(JNI_EINVAL, -6);
    CHECK_EQ(JNI_FALSE, 0);
    CHECK_EQ(JNI_TRUE, 1);
    CHECK_EQ(JNI_COMMIT, 1);
    CHECK_EQ(JNI_ABORT, 2);
}

TEST(versions)
{
    CHECK_EQ(JNI_VERSION_1_1, 0x00010001);
    CHECK_EQ(JNI_VERSION_1_2, 0x00010002);
    CHECK_EQ(JNI_VERSION_1_4, 0x00010004);
    CHECK_EQ(JNI_VERSION_1_6, 0x00010006);
    CHECK_EQ(JNI_VERSION_1_8, 0x00010008);
    CHECK_EQ(JNI_VERSION_9, 0x00090000);
    CHECK_EQ(JNI_VERSION_10, 0x000a0000);
    /* JDK 17's header stops at 10: no 11..18, nor the later 19, 20, 21, 24. */
#if defined(JNI_VERSION_11) || defined(JNI_VERSION_17) || defined(JNI_VERSION_19) || \
    defined(JNI_VERSION_21) || defined(JNI_VERSION_24)
    CHECK(!"a JNI version constant that JDK 17 does not have");
#endif
    /* The JDK's header defines these too; old code tests them. */
#if !defined(JDK1_2) || !defined(JDK1_4)
    CHECK(!"JDK1_2 and JDK1_4 defined");
#endif
}

TEST(ref_type_enum)
{
    CHECK_EQ(JNIInvalidRefType, 0);
    CHECK_EQ(JNILocalRefType, 1);
    CHECK_EQ(JNIGlobalRefType, 2);
    CHECK_EQ(JNIWeakGlobalRefType, 3);
    CHECK_EQ(sizeof(jobjectRefType), 4);
    enum _jobjectType tagged = JNIWeakGlobalRefType; /* the JDK's enum tag */
    jobjectRefType t = tagged;
    CHECK_EQ(t, 3);
}

TEST(primitive_types)
{
    CHECK_EQ(sizeof(jboolean), 1);
    CHECK_EQ(sizeof(jbyte), 1);
    CHECK_EQ(sizeof(jchar), 2);
    CHECK_EQ(sizeof(jshort), 2);
    CHECK_EQ(sizeof(jint), 4);
    CHECK_EQ(sizeof(jlong), 8);
    CHECK_EQ(sizeof(jfloat), 4);
    CHECK_EQ(sizeof(jdouble), 8);
    CHECK_EQ(sizeof(jsize), 4);
    /* signedness, by value */
    jbyte b = (jbyte)0xff;
    jboolean z = (jboolean)0xff;
    jchar c = (jchar)0xffff;
    jshort s = (jshort)0xffff;
    CHECK_EQ(b, -1);
    CHECK_EQ(z, 255);
    CHECK_EQ(c, 65535);
    CHECK_EQ(s, -1);
    jint i = (jint)0x7fffffff;
    jlong j = (jlong)0x7fffffffffffffffLL;
    CHECK(i + (jlong)1 == 0x80000000LL);
    CHECK(j > (jlong)i * 2);
    CHECK((jsize)-1 < 0);
    jfloat f = 0.1f;
    jdouble d = 0.1;
    CHECK((double)f != d); /* single and double precision really differ */
}

TEST(reference_types)
{
    CHECK_EQ(sizeof(jobject), P);
    CHECK_EQ(sizeof(jclass), P);
    CHECK_EQ(sizeof(jstring), P);
    CHECK_EQ(sizeof(jthrowable), P);
    CHECK_EQ(sizeof(jarray), P);
    CHECK_EQ(sizeof(jbooleanArray), P);
    CHECK_EQ(sizeof(jbyteArray), P);
    CHECK_EQ(sizeof(jcharArray), P);
    CHECK_EQ(sizeof(jshortArray), P);
    CHECK_EQ(sizeof(jintArray), P);
    CHECK_EQ(sizeof(jlongArray), P);
    CHECK_EQ(sizeof(jfloatArray), P);
    CHECK_EQ(sizeof(jdoubleArray), P);
    CHECK_EQ(sizeof(jobjectArray), P);
    CHECK_EQ(sizeof(jweak), P);
    CHECK_EQ(sizeof(jfieldID), P);
    CHECK_EQ(sizeof(jmethodID), P);
    /* In C every reference type is the one handle type: assignments in both
     * directions need no cast, as with the JDK's header. */
    jobject o = NULL;
    jstring str = o;
    jclass cls = str;
    jobjectArray arr = cls;
    o = arr;
    CHECK(o == NULL);
}

TEST(jvalue_layout)
{
    CHECK_EQ(sizeof(jvalue), 8);
    CHECK_EQ(offsetof(jvalue, z), 0);
    CHECK_EQ(offsetof(jvalue, b), 0);
    CHECK_EQ(offsetof(jvalue, c), 0);
    CHECK_EQ(offsetof(jvalue, s), 0);
    CHECK_EQ(offsetof(jvalue, i), 0);
    CHECK_EQ(offsetof(jvalue, j), 0);
    CHECK_EQ(offsetof(jvalue, f), 0);
    CHECK_EQ(offsetof(jvalue, d), 0);
    CHECK_EQ(offsetof(jvalue, l), 0);
    jvalue v;
    memset(&v, 0, sizeof v);
    v.j = 0x0102030405060708LL;
    union jvalue tagged = v; /* the JDK's union tag */
    CHECK(tagged.j == 0x0102030405060708LL);
}

typedef struct slot_fact {
    const char *name;
    size_t offset, size;
    int slot;
} slot_fact;

#define ENV_SLOT_FACT(n, m)                                                   \
    {#m, offsetof(struct JNINativeInterface_, m),                             \
     sizeof(((struct JNINativeInterface_ *)0)->m), n},
static const slot_fact env_slots[] = {JNI_ABI_ENV_SLOTS(ENV_SLOT_FACT)};

#define VM_SLOT_FACT(n, m)                                                    \
    {#m, offsetof(struct JNIInvokeInterface_, m),                             \
     sizeof(((struct JNIInvokeInterface_ *)0)->m), n},
static const slot_fact vm_slots[] = {JNI_ABI_VM_SLOTS(VM_SLOT_FACT)};

static void check_slots(const slot_fact *s, size_t n, size_t table_size)
{
    for (size_t k = 0; k < n; k++) {
        if (s[k].slot != (int)k)
            unit_fail(__FILE__, __LINE__, "list: %s is entry %zu, slot %d", s[k].name, k, s[k].slot);
        if (s[k].offset != k * P || s[k].size != P)
            unit_fail(__FILE__, __LINE__, "%s at offset %zu (size %zu), expected slot %zu = offset %zu",
                      s[k].name, s[k].offset, s[k].size, k, k * P);
    }
    CHECK_EQ(table_size, n * P);
}

TEST(env_table_slots)
{
    size_t n = sizeof env_slots / sizeof env_slots[0];
    CHECK_EQ(n, JNI_ABI_ENV_SLOT_COUNT);
    CHECK_EQ(n, 234);
    check_slots(env_slots, n, sizeof(struct JNINativeInterface_));
    CHECK_EQ(offsetof(struct JNINativeInterface_, reserved0), 0);
    CHECK_EQ(offsetof(struct JNINativeInterface_, reserved3), 3 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, GetVersion), 4 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, CallObjectMethod), 34 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, GetFieldID), 94 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, RegisterNatives), 215 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, GetJavaVM), 219 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, ExceptionCheck), 228 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, GetObjectRefType), 232 * P);
    CHECK_EQ(offsetof(struct JNINativeInterface_, GetModule), 233 * P);
    CHECK_EQ(sizeof(struct JNINativeInterface_), 234 * P);
}

TEST(vm_table_slots)
{
    size_t n = sizeof vm_slots / sizeof vm_slots[0];
    CHECK_EQ(n, JNI_ABI_VM_SLOT_COUNT);
    CHECK_EQ(n, 8);
    check_slots(vm_slots, n, sizeof(struct JNIInvokeInterface_));
    CHECK_EQ(offsetof(struct JNIInvokeInterface_, DestroyJavaVM), 3 * P);
    CHECK_EQ(offsetof(struct JNIInvokeInterface_, GetEnv), 6 * P);
    CHECK_EQ(offsetof(struct JNIInvokeInterface_, AttachCurrentThreadAsDaemon), 7 * P);
}

TEST(interface_pointers)
{
    /* C: JNIEnv and JavaVM are pointers to the tables; struct JNIEnv_ and
     * struct JavaVM_ (the C++ view) hold just that pointer. */
    CHECK_EQ(sizeof(JNIEnv), P);
    CHECK_EQ(sizeof(JavaVM), P);
    CHECK_EQ(sizeof(struct JNIEnv_), P);
    CHECK_EQ(sizeof(struct JavaVM_), P);
    CHECK_EQ(offsetof(struct JNIEnv_, functions), 0);
    CHECK_EQ(offsetof(struct JavaVM_, functions), 0);
}

TEST(invocation_structs)
{
    /* JDK 17 on LP64: JavaVMOption 16, JavaVMInitArgs 24 (options at 8,
     * ignoreUnrecognized at 16), JavaVMAttachArgs 24, JNINativeMethod 24;
     * in general the same in pointers. */
    CHECK_EQ(offsetof(JavaVMOption, optionString), 0);
    CHECK_EQ(offsetof(JavaVMOption, extraInfo), P);
    CHECK_EQ(sizeof(JavaVMOption), 2 * P);
    CHECK_EQ(offsetof(JavaVMInitArgs, version), 0);
    CHECK_EQ(offsetof(JavaVMInitArgs, nOptions), 4);
    CHECK_EQ(offsetof(JavaVMInitArgs, options), 8);
    CHECK_EQ(offsetof(JavaVMInitArgs, ignoreUnrecognized), 8 + P);
    CHECK_EQ(sizeof(JavaVMInitArgs), (8 + P + 1 + P - 1) / P * P);
    CHECK_EQ(sizeof(((JavaVMInitArgs *)0)->ignoreUnrecognized), 1);
    CHECK_EQ(offsetof(JavaVMAttachArgs, version), 0);
    CHECK_EQ(offsetof(JavaVMAttachArgs, name), P);
    CHECK_EQ(offsetof(JavaVMAttachArgs, group), 2 * P);
    CHECK_EQ(sizeof(JavaVMAttachArgs), 3 * P);
    CHECK_EQ(offsetof(JNINativeMethod, name), 0);
    CHECK_EQ(offsetof(JNINativeMethod, signature), P);
    CHECK_EQ(offsetof(JNINativeMethod, fnPtr), 2 * P);
    CHECK_EQ(sizeof(JNINativeMethod), 3 * P);
    if (P == 8) {
        CHECK_EQ(sizeof(JavaVMInitArgs), 24);
        CHECK_EQ(offsetof(JavaVMInitArgs, ignoreUnrecognized), 16);
    }
    /* The JDK's struct tags. */
    struct JavaVMOption opt = {(char *)"-Xint", NULL};
    struct JavaVMInitArgs args = {JNI_VERSION_1_2, 1, &opt, JNI_FALSE};
    struct JavaVMAttachArgs attach = {JNI_VERSION_1_8, (char *)"worker", NULL};
    CHECK(args.options[0].optionString == opt.optionString);
    CHECK(attach.version == JNI_VERSION_1_8);
}

TEST(linkage_macros)
{
    const char *exp = STR(JNIEXPORT), *imp = STR(JNIIMPORT), *call = STR(JNICALL);
    const char *ioe = STR(_JNI_IMPORT_OR_EXPORT_);
#ifdef _WIN32
    CHECK(strstr(exp, "dllexport") != NULL);
    CHECK(strstr(imp, "dllimport") != NULL);
#ifndef _WIN64 /* x86_64 compilers may expand __stdcall to nothing */
    CHECK(strstr(call, "stdcall") != NULL);
#else
    (void)call;
#endif
    CHECK(strstr(ioe, "dllimport") != NULL); /* _JNI_IMPLEMENTATION_ not defined here */
#else
    CHECK(strcmp(call, "") == 0);
#if defined(__GNUC__)
    CHECK(strstr(exp, "visibility(\"default\")") != NULL);
    CHECK(strstr(imp, "visibility(\"default\")") != NULL);
    CHECK(strstr(ioe, "visibility(\"default\")") != NULL);
#endif
#endif
}

/* ---- calls through the tables, as a native library makes them ---------- */

static int fake_calls;

static jint JNICALL fake_GetVersion(JNIEnv *env)
{
    fake_calls++;
    return JNI_VERSION_10;
}

static jint JNICALL fake_CallIntMethodV(JNIEnv *env, jobject obj, jmethodID m, va_list args)
{
    jint a = va_arg(args, jint);
    jlong b = va_arg(args, jlong);
    double c = va_arg(args, double); /* jfloat goes through "..." as double */
    int d = va_arg(args, int);       /* so do jboolean, jbyte, jchar, jshort: as int */
    return (jint)(a + b + (jlong)c + d);
}

static jint JNICALL fake_CallIntMethod(JNIEnv *env, jobject obj, jmethodID m, ...)
{
    va_list args;
    va_start(args, m);
    jint r = (*env)->CallIntMethodV(env, obj, m, args);
    va_end(args);
    return r;
}

static jint JNICALL fake_CallIntMethodA(JNIEnv *env, jobject obj, jmethodID m, const jvalue *args)
{
    return (jint)(args[0].i + args[1].j + (jlong)args[2].f + args[3].c);
}

static jint JNICALL fake_RegisterNatives(JNIEnv *env, jclass cls, const JNINativeMethod *methods,
                                         jint n)
{
    return n == 1 && strcmp(methods[0].signature, "(I)I") == 0 ? JNI_OK : JNI_ERR;
}

static jobject JNICALL fake_GetModule(JNIEnv *env, jclass cls)
{
    return NULL; /* what Lantern does: no modules */
}

static jint JNICALL fake_GetJavaVM(JNIEnv *env, JavaVM **vm);

/* A native method as a library defines it (exported, like any native). */
JNIEXPORT jint JNICALL Java_p_C_twice(JNIEnv *env, jclass cls, jint x);
JNIEXPORT jint JNICALL Java_p_C_twice(JNIEnv *env, jclass cls, jint x)
{
    return 2 * x;
}

TEST(calls_through_env)
{
    struct JNINativeInterface_ table;
    memset(&table, 0, sizeof table);
    table.GetVersion = fake_GetVersion;
    table.CallIntMethod = fake_CallIntMethod;
    table.CallIntMethodV = fake_CallIntMethodV;
    table.CallIntMethodA = fake_CallIntMethodA;
    table.RegisterNatives = fake_RegisterNatives;
    table.GetModule = fake_GetModule;
    table.GetJavaVM = fake_GetJavaVM;
    JNIEnv envp = &table;
    JNIEnv *env = &envp;

    fake_calls = 0;
    CHECK_EQ((*env)->GetVersion(env), JNI_VERSION_10);
    CHECK_EQ(fake_calls, 1);
    CHECK_EQ((*env)->CallIntMethod(env, NULL, NULL, (jint)1, (jlong)20, (jfloat)300.0f,
                                   (jchar)4000),
             4321);
    jvalue a[4];
    a[0].i = 1;
    a[1].j = 20;
    a[2].f = 300.0f;
    a[3].c = 4000;
    CHECK_EQ((*env)->CallIntMethodA(env, NULL, NULL, a), 4321);
    JNINativeMethod m = {(char *)"twice", (char *)"(I)I", (void *)Java_p_C_twice};
    CHECK_EQ((*env)->RegisterNatives(env, NULL, &m, 1), JNI_OK);
    CHECK((*env)->GetModule(env, NULL) == NULL);
    /* Slots are found by position: the table is an array of pointers. */
    jint (JNICALL *get_version)(JNIEnv *);
    jobject (JNICALL *get_module)(JNIEnv *, jclass);
    void *reserved;
    memcpy(&get_version, (const char *)&table + 4 * P, sizeof get_version);
    memcpy(&get_module, (const char *)&table + 233 * P, sizeof get_module);
    memcpy(&reserved, (const char *)&table + 3 * P, sizeof reserved);
    CHECK(get_version == fake_GetVersion);
    CHECK(get_module == fake_GetModule);
    CHECK(reserved == NULL);
    jint (JNICALL *native)(JNIEnv *, jclass, jint) = (jint (JNICALL *)(JNIEnv *, jclass, jint))m.fnPtr;
    CHECK_EQ(native(env, NULL, 21), 42);
}

static JNIEnv *attached_env;

static jint JNICALL fake_GetEnv(JavaVM *vm, void **penv, jint version)
{
    if (version != JNI_VERSION_1_1 && version != JNI_VERSION_1_2 && version != JNI_VERSION_10)
        return JNI_EVERSION;
    *penv = attached_env;
    return attached_env ? JNI_OK : JNI_EDETACHED;
}

static jint JNICALL fake_AttachCurrentThread(JavaVM *vm, void **penv, void *args)
{
    JavaVMAttachArgs *a = args;
    if (a && (a->version < JNI_VERSION_1_2 || strcmp(a->name, "worker") != 0)) return JNI_EINVAL;
    *penv = attached_env;
    return JNI_OK;
}

static jint JNICALL fake_DetachCurrentThread(JavaVM *vm)
{
    attached_env = NULL;
    return JNI_OK;
}

static const struct JNIInvokeInterface_ fake_vm_table = {
    NULL, NULL, NULL,
    NULL, /* DestroyJavaVM */
    fake_AttachCurrentThread,
    fake_DetachCurrentThread,
    fake_GetEnv,
    fake_AttachCurrentThread, /* AttachCurrentThreadAsDaemon */
};
static JavaVM fake_vm = &fake_vm_table;

static jint JNICALL fake_GetJavaVM(JNIEnv *env, JavaVM **vm)
{
    *vm = &fake_vm;
    return JNI_OK;
}

TEST(calls_through_vm)
{
    struct JNINativeInterface_ table;
    memset(&table, 0, sizeof table);
    table.GetJavaVM = fake_GetJavaVM;
    JNIEnv envp = &table;
    JNIEnv *env = &envp;
    attached_env = env;

    JavaVM *vm = NULL;
    CHECK_EQ((*env)->GetJavaVM(env, &vm), JNI_OK);
    REQUIRE(vm == &fake_vm);
    void *penv = NULL;
    CHECK_EQ((*vm)->GetEnv(vm, &penv, JNI_VERSION_10), JNI_OK);
    CHECK(penv == env);
    CHECK_EQ((*vm)->GetEnv(vm, &penv, 0x00110000), JNI_EVERSION);
    JavaVMAttachArgs args = {JNI_VERSION_1_8, (char *)"worker", NULL};
    CHECK_EQ((*vm)->AttachCurrentThread(vm, &penv, &args), JNI_OK);
    CHECK_EQ((*vm)->AttachCurrentThreadAsDaemon(vm, &penv, NULL), JNI_OK);
    CHECK_EQ((*vm)->DetachCurrentThread(vm), JNI_OK);
    CHECK_EQ((*vm)->GetEnv(vm, &penv, JNI_VERSION_1_2), JNI_EDETACHED);
}

static const unit_case unit_cases[] = {
#include "test_jni_header_cases.inc"
};
UNIT_MAIN(NULL, NULL)
