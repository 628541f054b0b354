/*
 * embed_callall.c -- every Call<Type>Method, CallNonvirtual<Type>Method and
 * CallStatic<Type>Method entry point (90), each in its `...`, va_list and
 * jvalue form, on AllTypes and its subclass Sub (virtual dispatch reaches
 * Sub's override, nonvirtual calls AllTypes' own).
 */
#include <stdarg.h>

#include "embed.h"

static JNIEnv *env;
static jclass all, sub;
static jobject obj;

static void show_result_obj(const char *what, jobject o)
{
    show_obj(env, what, o);
}

/* For each type: <T, ctype, printf conversion, C cast to print, method letter> */
#define TYPES(X)                             \
    X(Boolean, jboolean, "%d", int, z)       \
    X(Byte, jbyte, "%d", int, b)             \
    X(Char, jchar, "%d", int, c)             \
    X(Short, jshort, "%d", int, s)           \
    X(Int, jint, "%d", int, i)               \
    X(Long, jlong, "%lld", long long, j)     \
    X(Float, jfloat, "%.3f", double, f)      \
    X(Double, jdouble, "%.3f", double, d)

#define VHELPERS(T, ct, fmt, pt, l)                                              \
    static ct call_##T##_v(jobject o, jmethodID m, ...)                          \
    {                                                                            \
        va_list ap;                                                              \
        va_start(ap, m);                                                         \
        ct r = (*env)->Call##T##MethodV(env, o, m, ap);                          \
        va_end(ap);                                                              \
        return r;                                                                \
    }                                                                            \
    static ct nonvirtual_##T##_v(jobject o, jclass c, jmethodID m, ...)          \
    {                                                                            \
        va_list ap;                                                              \
        va_start(ap, m);                                                         \
        ct r = (*env)->CallNonvirtual##T##MethodV(env, o, c, m, ap);             \
        va_end(ap);                                                              \
        return r;                                                                \
    }                                                                            \
    static ct static_##T##_v(jclass c, jmethodID m, ...)                         \
    {                                                                            \
        va_list ap;                                                              \
        va_start(ap, m);                                                         \
        ct r = (*env)->CallStatic##T##MethodV(env, c, m, ap);                    \
        va_end(ap);                                                              \
        return r;                                                                \
    }
TYPES(VHELPERS)
VHELPERS(Object, jobject, "%p", void *, o)

static void void_v(jobject o, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    (*env)->CallVoidMethodV(env, o, m, ap);
    va_end(ap);
}

static void nonvirtual_void_v(jobject o, jclass c, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    (*env)->CallNonvirtualVoidMethodV(env, o, c, m, ap);
    va_end(ap);
}

static void static_void_v(jclass c, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    (*env)->CallStaticVoidMethodV(env, c, m, ap);
    va_end(ap);
}

static char sig_of(const char *l)
{
    switch (l[0]) {
    case 'z': return 'Z';
    case 'b': return 'B';
    case 'c': return 'C';
    case 's': return 'S';
    case 'i': return 'I';
    case 'j': return 'J';
    case 'f': return 'F';
    case 'd': return 'D';
    }
    return '?';
}

static jmethodID method(const char *name, int is_static)
{
    char sig[64];
    char r = sig_of(is_static ? name + 1 : name);
    if (strcmp(name, "o") == 0 || strcmp(name, "so") == 0) snprintf(sig, sizeof sig, "(ID)Ljava/lang/Object;");
    else if (strcmp(name, "v") == 0 || strcmp(name, "sv") == 0) snprintf(sig, sizeof sig, "(ID)V");
    else snprintf(sig, sizeof sig, "(ID)%c", r);
    jmethodID m = is_static ? (*env)->GetStaticMethodID(env, all, name, sig) : (*env)->GetMethodID(env, all, name, sig);
    if (!m) {
        printf("no method %s%s\n", name, sig);
        show_exc(env, "  pending");
    }
    return m;
}

#define RUN(T, ct, fmt, pt, l)                                                                                   \
    {                                                                                                            \
        jmethodID m = method(#l, 0), sm = method("s" #l, 1);                                                   \
        jvalue a[2];                                                                                             \
        a[0].i = 5;                                                                                              \
        a[1].d = 2.5;                                                                                            \
        printf("Call" #T "Method " fmt " V " fmt " A " fmt "\n", (pt)(*env)->Call##T##Method(env, obj, m, 5, 2.5), \
               (pt)call_##T##_v(obj, m, 6, 3.5), (pt)(*env)->Call##T##MethodA(env, obj, m, a));                 \
        printf("CallNonvirtual" #T "Method " fmt " V " fmt " A " fmt "\n",                                       \
               (pt)(*env)->CallNonvirtual##T##Method(env, obj, all, m, 5, 2.5),                                  \
               (pt)nonvirtual_##T##_v(obj, all, m, 6, 3.5),                                                      \
               (pt)(*env)->CallNonvirtual##T##MethodA(env, obj, all, m, a));                                     \
        printf("CallStatic" #T "Method " fmt " V " fmt " A " fmt "\n",                                           \
               (pt)(*env)->CallStatic##T##Method(env, all, sm, 5, 2.5), (pt)static_##T##_v(all, sm, 6, 3.5),     \
               (pt)(*env)->CallStatic##T##MethodA(env, all, sm, a));                                             \
    }

int main(int argc, char **argv)
{
    env = embed_start(argc, argv);
    all = (*env)->FindClass(env, "AllTypes");
    sub = (*env)->FindClass(env, "AllTypes$Sub");
    obj = (*env)->AllocObject(env, sub);
    TYPES(RUN)
    jvalue a[2];
    a[0].i = 5;
    a[1].d = 2.5;
    jmethodID m = method("o", 0), sm = method("so", 1);
    show_result_obj("CallObjectMethod", (*env)->CallObjectMethod(env, obj, m, 5, 2.5));
    show_result_obj("CallObjectMethodV", call_Object_v(obj, m, 6, 3.5));
    show_result_obj("CallObjectMethodA", (*env)->CallObjectMethodA(env, obj, m, a));
    show_result_obj("CallNonvirtualObjectMethod", (*env)->CallNonvirtualObjectMethod(env, obj, all, m, 5, 2.5));
    show_result_obj("CallNonvirtualObjectMethodV", nonvirtual_Object_v(obj, all, m, 6, 3.5));
    show_result_obj("CallNonvirtualObjectMethodA", (*env)->CallNonvirtualObjectMethodA(env, obj, all, m, a));
    show_result_obj("CallStaticObjectMethod", (*env)->CallStaticObjectMethod(env, all, sm, 5, 2.5));
    show_result_obj("CallStaticObjectMethodV", static_Object_v(all, sm, 6, 3.5));
    show_result_obj("CallStaticObjectMethodA", (*env)->CallStaticObjectMethodA(env, all, sm, a));
    jmethodID v = method("v", 0), sv = method("sv", 1);
    (*env)->CallVoidMethod(env, obj, v, 5, 2.5);
    void_v(obj, v, 6, 3.5);
    (*env)->CallVoidMethodA(env, obj, v, a);
    (*env)->CallNonvirtualVoidMethod(env, obj, all, v, 5, 2.5);
    nonvirtual_void_v(obj, all, v, 6, 3.5);
    (*env)->CallNonvirtualVoidMethodA(env, obj, all, v, a);
    (*env)->CallStaticVoidMethod(env, all, sv, 5, 2.5);
    static_void_v(all, sv, 6, 3.5);
    (*env)->CallStaticVoidMethodA(env, all, sv, a);
    return embed_end(env);
}
