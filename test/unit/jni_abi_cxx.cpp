/*
 * jni_abi_cxx.cpp -- the C++ face of jni.h, checked type by type.
 *
 * Built twice (natively, when a C++ compiler and the JDK's headers are
 * there): once against the JDK's jni.h, whose output becomes the reference
 * list, and once against Lantern's vm/jni/jni.h.  The program lists, one line
 * each, the exact C++ type of every slot of both function tables, of every
 * member function of JNIEnv_ and JavaVM_, of every JNI type, of the
 * invocation entry points, and the class hierarchy of the reference types.
 * C++ types carry what C layouts do not: const qualifiers, int versus long,
 * the parameter lists -- i.e. what C++ name mangling sees.
 *
 *   jni_abi_cxx_jdk  OUT        write the list to OUT
 *   jni_abi_cxx      compare F  compare this build's list with F line by line
 *   jni_abi_cxx      calls      call through the C++ wrappers of a fake table
 *
 * Invariant: the names come from jni_abi_list.h, the same lists the C checks
 * use, so a member missing from either header fails to compile.
 */
#include <jni.h>
#if defined(JNI_ABI_WANT_JDK) && defined(JNI_LANTERN_VISIBLE_)
#error "meant for the JDK's jni.h, but this is Lantern's: check the include path"
#endif

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <string>
#include <type_traits>
#include <typeinfo>
#include <vector>
#ifdef __GNUG__
#include <cxxabi.h>
#endif

#include "jni_abi_list.h"

static std::string type_name(const std::type_info &ti)
{
#ifdef __GNUG__
    int status = 0;
    char *s = abi::__cxa_demangle(ti.name(), NULL, NULL, &status);
    if (s && status == 0) {
        std::string r(s);
        free(s);
        return r;
    }
    free(s);
#endif
    return ti.name();
}

static std::vector<std::string> listing()
{
    std::vector<std::string> out;
#define LINE(what, name, type) out.push_back(std::string(what) + " " + #name + ": " + type_name(typeid(type)))
#define ENV_SLOT(slot, m) LINE("env slot " #slot, m, decltype(((JNINativeInterface_ *)0)->m));
#define ENV_METHOD(slot, m) LINE("JNIEnv_::", m, decltype(&JNIEnv_::m));
#define VM_SLOT(slot, m) LINE("vm slot " #slot, m, decltype(((JNIInvokeInterface_ *)0)->m));
#define VM_METHOD(slot, m) LINE("JavaVM_::", m, decltype(&JavaVM_::m));
#define TYPE(t) LINE("type", t, t);
    JNI_ABI_ENV_SLOTS(ENV_SLOT)
    JNI_ABI_ENV_FUNCTIONS(ENV_METHOD)
    JNI_ABI_VM_SLOTS(VM_SLOT)
    JNI_ABI_VM_FUNCTIONS(VM_METHOD)
    JNI_ABI_TYPES(TYPE)
    LINE("member", JNIEnv_::functions, decltype(((JNIEnv_ *)0)->functions));
    LINE("member", JavaVM_::functions, decltype(((JavaVM_ *)0)->functions));
    LINE("function", JNI_GetDefaultJavaVMInitArgs, decltype(&JNI_GetDefaultJavaVMInitArgs));
    LINE("function", JNI_CreateJavaVM, decltype(&JNI_CreateJavaVM));
    LINE("function", JNI_GetCreatedJavaVMs, decltype(&JNI_GetCreatedJavaVMs));
    LINE("function", JNI_OnLoad, decltype(&JNI_OnLoad));
    LINE("function", JNI_OnUnload, decltype(&JNI_OnUnload));
#define BASE(base, derived)                                                           \
    out.push_back(std::string("class ") + #derived + " : " + #base + " " +           \
                  (std::is_base_of<base, derived>::value ? "yes" : "no") + " " +     \
                  (std::is_convertible<derived *, base *>::value ? "up" : "-") + " " + \
                  (std::is_convertible<base *, derived *>::value ? "down" : "-"));
    BASE(_jobject, _jclass)
    BASE(_jobject, _jthrowable)
    BASE(_jobject, _jstring)
    BASE(_jobject, _jarray)
    BASE(_jarray, _jbooleanArray)
    BASE(_jarray, _jbyteArray)
    BASE(_jarray, _jcharArray)
    BASE(_jarray, _jshortArray)
    BASE(_jarray, _jintArray)
    BASE(_jarray, _jlongArray)
    BASE(_jarray, _jfloatArray)
    BASE(_jarray, _jdoubleArray)
    BASE(_jarray, _jobjectArray)
    BASE(_jstring, _jclass)   /* siblings: neither converts to the other */
    BASE(_jarray, _jstring)
    return out;
}

/* ---- calls through the C++ wrappers ------------------------------------ */

static int fake_sum;

static jint JNICALL fake_GetVersion(JNIEnv *)
{
    return JNI_VERSION_10;
}

static jint JNICALL fake_CallIntMethodV(JNIEnv *, jobject, jmethodID, va_list args)
{
    jint a = va_arg(args, jint);
    jlong b = va_arg(args, jlong);
    double c = va_arg(args, double); /* a jfloat is promoted through "..." */
    return (jint)(a + b + (jlong)c);
}

static void JNICALL fake_CallStaticVoidMethodV(JNIEnv *, jclass, jmethodID, va_list args)
{
    fake_sum = va_arg(args, jint);
}

static jobject JNICALL fake_GetModule(JNIEnv *, jclass)
{
    return NULL;
}

static jint JNICALL fake_GetEnv(JavaVM *, void **penv, jint version)
{
    *penv = NULL;
    return version == JNI_VERSION_10 ? JNI_OK : JNI_EVERSION;
}

static int calls()
{
    JNINativeInterface_ table;
    memset(&table, 0, sizeof table);
    table.GetVersion = fake_GetVersion;
    table.CallIntMethodV = fake_CallIntMethodV;
    table.CallStaticVoidMethodV = fake_CallStaticVoidMethodV;
    table.GetModule = fake_GetModule;
    JNIEnv_ envs = {&table};
    JNIEnv *env = &envs;

    JNIInvokeInterface_ vmtable;
    memset(&vmtable, 0, sizeof vmtable);
    vmtable.GetEnv = fake_GetEnv;
    JavaVM_ vms = {&vmtable};
    JavaVM *vm = &vms;

    int bad = 0;
#define EXPECT(c) \
    if (!(c)) { fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); bad++; }
    EXPECT(env->GetVersion() == JNI_VERSION_10);
    EXPECT(env->CallIntMethod(NULL, NULL, (jint)1, (jlong)20, (jfloat)300.0f) == 321);
    env->CallStaticVoidMethod(NULL, NULL, (jint)42);
    EXPECT(fake_sum == 42);
    EXPECT(env->GetModule(NULL) == NULL);
    void *penv = &penv;
    EXPECT(vm->GetEnv(&penv, JNI_VERSION_10) == JNI_OK && penv == NULL);
    EXPECT(vm->GetEnv(&penv, 0x00110000) == JNI_EVERSION);
    /* The C++ views are one pointer, as the C views are. */
    EXPECT(sizeof(JNIEnv) == sizeof(void *) && sizeof(JavaVM) == sizeof(void *));
    EXPECT((void *)env == (void *)&envs.functions);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "calls") == 0) {
        int bad = calls();
        printf("%s calls\n", bad ? "FAIL" : "PASS");
        return bad ? 1 : 0;
    }
    std::vector<std::string> mine = listing();
    if (argc == 2) {
        FILE *f = fopen(argv[1], "w");
        if (!f) {
            perror(argv[1]);
            return 1;
        }
        for (size_t i = 0; i < mine.size(); i++) fprintf(f, "%s\n", mine[i].c_str());
        return fclose(f) == 0 ? 0 : 1;
    }
    if (argc == 3 && strcmp(argv[1], "compare") == 0) {
        FILE *f = fopen(argv[2], "r");
        if (!f) {
            perror(argv[2]);
            return 1;
        }
        std::vector<std::string> ref;
        char buf[4096];
        while (fgets(buf, sizeof buf, f)) {
            size_t n = strlen(buf);
            while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) buf[--n] = 0;
            ref.push_back(buf);
        }
        fclose(f);
        int bad = 0;
        for (size_t i = 0; i < mine.size() || i < ref.size(); i++) {
            const char *a = i < ref.size() ? ref[i].c_str() : "(missing)";
            const char *b = i < mine.size() ? mine[i].c_str() : "(missing)";
            if (strcmp(a, b) != 0) {
                fprintf(stderr, "line %zu differs:\n  JDK:     %s\n  Lantern: %s\n", i + 1, a, b);
                bad++;
            }
        }
        printf("%s compare: %zu lines, %d differ\n", bad ? "FAIL" : "PASS", mine.size(), bad);
        return bad ? 1 : 0;
    }
    fprintf(stderr, "usage: %s OUT | compare JDK-LIST | calls\n", argv[0]);
    return 2;
}
