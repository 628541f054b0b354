/*
 * embed_calls.c -- JNI group 2 from an embedding program: AllocObject,
 * NewObject (three forms), GetObjectClass, IsInstanceOf, GetMethodID /
 * GetStaticMethodID with their errors, and the Call<Type>Method,
 * CallNonvirtual<Type>Method and CallStatic<Type>Method families in their
 * `...`, va_list and jvalue forms; exceptions thrown by the callee stay
 * pending.
 */
#include <stdarg.h>

#include "embed.h"

static JNIEnv *env;
static jclass target, base, derived, greeter, shape, string;

/* The va_list forms, reached through a variadic helper of our own. */
static jint call_int_v(jobject obj, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    jint r = (*env)->CallIntMethodV(env, obj, m, ap);
    va_end(ap);
    return r;
}

static jobject call_static_object_v(jclass c, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    jobject r = (*env)->CallStaticObjectMethodV(env, c, m, ap);
    va_end(ap);
    return r;
}

static jobject call_nonvirtual_object_v(jobject o, jclass c, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    jobject r = (*env)->CallNonvirtualObjectMethodV(env, o, c, m, ap);
    va_end(ap);
    return r;
}

static jobject new_object_v(jclass c, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    jobject r = (*env)->NewObjectV(env, c, m, ap);
    va_end(ap);
    return r;
}

static void call_void_v(jobject o, jmethodID m, ...)
{
    va_list ap;
    va_start(ap, m);
    (*env)->CallVoidMethodV(env, o, m, ap);
    va_end(ap);
}

static jmethodID mid(jclass c, const char *name, const char *sig)
{
    jmethodID m = (*env)->GetMethodID(env, c, name, sig);
    if (!m) {
        printf("GetMethodID %s%s: null\n", name, sig);
        show_exc(env, "  pending");
    }
    return m;
}

static jmethodID smid(jclass c, const char *name, const char *sig)
{
    jmethodID m = (*env)->GetStaticMethodID(env, c, name, sig);
    if (!m) {
        printf("GetStaticMethodID %s%s: null\n", name, sig);
        show_exc(env, "  pending");
    }
    return m;
}

int main(int argc, char **argv)
{
    env = embed_start(argc, argv);
    string = (*env)->FindClass(env, "java/lang/String");
    base = (*env)->FindClass(env, "Base");
    derived = (*env)->FindClass(env, "Derived");
    greeter = (*env)->FindClass(env, "Greeter");
    shape = (*env)->FindClass(env, "Shape");

    /* GetMethodID initializes the class */
    jclass tc = (*env)->FindClass(env, "java/lang/Class");
    jclass cl = (*env)->FindClass(env, "java/lang/ClassLoader");
    jmethodID gscl = (*env)->GetStaticMethodID(env, cl, "getSystemClassLoader", "()Ljava/lang/ClassLoader;");
    jobject scl = (*env)->CallStaticObjectMethod(env, cl, gscl);
    jmethodID forname = (*env)->GetStaticMethodID(env, tc, "forName",
        "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;");
    jstring tn = (*env)->NewStringUTF(env, "Target");
    printf("loading Target without initializing it\n");
    target = (jclass)(*env)->CallStaticObjectMethod(env, tc, forname, tn, JNI_FALSE, scl);
    show_class(env, "Class.forName(Target, false)", target);
    printf("GetMethodID Target.add:\n");
    jmethodID add = mid(target, "add", "(II)I");

    /* ---- objects ---- */
    jmethodID ctor0 = mid(target, "<init>", "()V");
    jmethodID ctor2 = mid(target, "<init>", "(ILjava/lang/String;)V");
    jmethodID ctorBad = mid(target, "<init>", "(Ljava/lang/String;)V");
    jobject t1 = (*env)->NewObject(env, target, ctor2, 5, (*env)->NewStringUTF(env, "five"));
    show_obj(env, "NewObject", t1);
    jobject t2 = new_object_v(target, ctor2, 6, (*env)->NewStringUTF(env, "six"));
    show_obj(env, "NewObjectV", t2);
    jvalue cargs[2];
    cargs[0].i = 7;
    cargs[1].l = (*env)->NewStringUTF(env, "seven");
    jobject t3 = (*env)->NewObjectA(env, target, ctor2, cargs);
    show_obj(env, "NewObjectA", t3);
    jobject t0 = (*env)->NewObject(env, target, ctor0);
    show_obj(env, "NewObject ()", t0);
    jobject tbad = (*env)->NewObject(env, target, ctorBad, (*env)->NewStringUTF(env, "x"));
    printf("NewObject with a throwing constructor: %s\n", tbad ? "non-null" : "null");
    show_exc(env, "  pending");
    jobject alloc = (*env)->AllocObject(env, target);
    show_obj(env, "AllocObject (no constructor ran)", alloc);
    jobject abs = (*env)->AllocObject(env, shape);
    printf("AllocObject of an abstract class: %s\n", abs ? "non-null" : "null");
    show_exc(env, "  pending");
    abs = (*env)->AllocObject(env, greeter);
    printf("AllocObject of an interface: %s\n", abs ? "non-null" : "null");
    show_exc(env, "  pending");
    show_class(env, "GetObjectClass", (*env)->GetObjectClass(env, t1));
    jobject d = (*env)->AllocObject(env, derived);
    printf("IsInstanceOf Derived Base: %d\n", (*env)->IsInstanceOf(env, d, base));
    printf("IsInstanceOf Derived Greeter: %d\n", (*env)->IsInstanceOf(env, d, greeter));
    printf("IsInstanceOf Target Base: %d\n", (*env)->IsInstanceOf(env, t1, base));
    printf("IsInstanceOf NULL Base: %d\n", (*env)->IsInstanceOf(env, NULL, base));

    /* ---- method IDs: errors ---- */
    printf("errors:\n");
    mid(target, "missing", "()V");
    mid(target, "add", "(JJ)J");
    mid(target, "staticAdd", "(II)I"); /* static through GetMethodID */
    smid(target, "add", "(II)I");      /* instance through GetStaticMethodID */
    mid(derived, "<init>", "(I)V");
    mid(derived, "twice", "(I)I");     /* inherited: found */
    printf("inherited Derived.twice found\n");
    mid(derived, "greet", "(Ljava/lang/String;)Ljava/lang/String;"); /* default method */
    printf("default Derived.greet found\n");
    printf("Object method through an interface: %s\n",
           mid(greeter, "toString", "()Ljava/lang/String;") ? "found" : "-");
    jclass iarr = (*env)->FindClass(env, "[I");
    jmethodID clone = mid(iarr, "clone", "()Ljava/lang/Object;");
    printf("int[].clone: %s\n", clone ? "found" : "-");
    if (clone) {
        jintArray orig = (*env)->NewIntArray(env, 3);
        jint three[3] = {1, 2, 3};
        (*env)->SetIntArrayRegion(env, orig, 0, 3, three);
        jintArray copy = (jintArray)(*env)->CallObjectMethod(env, orig, clone);
        jint back[3] = {0, 0, 0};
        if (copy) (*env)->GetIntArrayRegion(env, copy, 0, 3, back);
        printf("clone: %d %d %d, same object %d\n", back[0], back[1], back[2],
               (*env)->IsSameObject(env, orig, copy));
    }
    jclass sub = (*env)->FindClass(env, "AllTypes$Sub");
    printf("static method through a subclass: %s\n", smid(sub, "si", "(ID)I") ? "found" : "-");
    jclass integer = (*env)->FindClass(env, "java/lang/Integer");
    printf("interface method of a class, through it: %s\n",
           mid(integer, "compareTo", "(Ljava/lang/Object;)I") ? "found" : "-");
    mid(target, "<clinit>", "()V");
    smid(target, "<clinit>", "()V");

    /* ---- calls of every result type ---- */
    printf("Call<Type>Method:\n");
    printf("boolean %d %d\n", (*env)->CallBooleanMethod(env, t1, mid(target, "isPositive", "(I)Z"), 3),
           (*env)->CallBooleanMethod(env, t1, mid(target, "isPositive", "(I)Z"), -3));
    printf("byte %d\n", (*env)->CallByteMethod(env, t1, mid(target, "toByte", "(I)B"), 300));
    printf("char %d\n", (*env)->CallCharMethod(env, t1, mid(target, "charAt", "(Ljava/lang/String;I)C"),
                                                 (*env)->NewStringUTF(env, "xyz"), 1));
    printf("short %d\n", (*env)->CallShortMethod(env, t1, mid(target, "negShort", "(S)S"), (jshort)1234));
    printf("int %d\n", (*env)->CallIntMethod(env, t1, add, 40, 2));
    printf("long %lld\n", (long long)(*env)->CallLongMethod(env, t1, mid(target, "mulLong", "(JI)J"),
                                                           (jlong)1 << 40, 3));
    printf("float %.3f\n", (double)(*env)->CallFloatMethod(env, t1, mid(target, "half", "(F)F"), (jfloat)5.0f));
    printf("double %.3f\n", (*env)->CallDoubleMethod(env, t1, mid(target, "sum", "(DFJI)D"), 0.5, (jfloat)0.25f,
                                                     (jlong)10, 100));
    jobject self = (*env)->CallObjectMethod(env, t1, mid(target, "self", "()Ljava/lang/Object;"));
    printf("object is the same: %d\n", (*env)->IsSameObject(env, self, t1));
    (*env)->CallVoidMethod(env, t1, mid(target, "note", "(Ljava/lang/String;)V"), (*env)->NewStringUTF(env, "void"));
    printf("int V %d\n", call_int_v(t1, add, 1000, 1));
    call_void_v(t1, mid(target, "note", "(Ljava/lang/String;)V"), (*env)->NewStringUTF(env, "void V"));
    jvalue a2[2];
    a2[0].i = -8;
    a2[1].i = 3;
    printf("int A %d\n", (*env)->CallIntMethodA(env, t1, add, a2));
    jvalue dargs[4];
    dargs[0].d = 1.5;
    dargs[1].f = 2.5f;
    dargs[2].j = 3;
    dargs[3].i = 4;
    printf("double A %.3f\n", (*env)->CallDoubleMethodA(env, t1, mid(target, "sum", "(DFJI)D"), dargs));
    jvalue s1[1];
    s1[0].s = -77;
    printf("short A %d\n", (*env)->CallShortMethodA(env, t1, mid(target, "negShort", "(S)S"), s1));
    s1[0].l = (*env)->NewStringUTF(env, "void A");
    (*env)->CallVoidMethodA(env, t1, mid(target, "note", "(Ljava/lang/String;)V"), s1);

    /* ---- static calls ---- */
    printf("CallStatic<Type>Method:\n");
    jmethodID mix = smid(target, "mix", "(ZBCSIJFDLjava/lang/String;[I)Ljava/lang/String;");
    jintArray arr = (*env)->NewIntArray(env, 4);
    jstring mixs = (jstring)(*env)->CallStaticObjectMethod(env, target, mix, JNI_TRUE, (jbyte)-7, (jchar)'Z',
                                                          (jshort)-12345, 123456789, (jlong)-9876543210LL,
                                                          (jfloat)0.125f, 2.5e100, (*env)->NewStringUTF(env, "str"), arr);
    show_obj(env, "mix", mixs);
    jvalue m[10];
    m[0].z = JNI_FALSE;
    m[1].b = 127;
    m[2].c = 0x263A;
    m[3].s = 32767;
    m[4].i = -1;
    m[5].j = 1;
    m[6].f = -0.0f;
    m[7].d = 1e-300;
    m[8].l = NULL;
    m[9].l = NULL;
    show_obj(env, "mix A", (*env)->CallStaticObjectMethodA(env, target, mix, m));
    show_obj(env, "mix V", call_static_object_v(target, mix, JNI_TRUE, (jbyte)1, (jchar)'a', (jshort)2, 3, (jlong)4,
                                                (jfloat)5.5f, 6.25, (*env)->NewStringUTF(env, "v"), NULL));
    printf("staticAdd %d\n", (*env)->CallStaticIntMethod(env, target, smid(target, "staticAdd", "(II)I"), 20, 22));
    jmethodID pass = smid(target, "pass", "(Ljava/lang/String;)Ljava/lang/String;");
    printf("pass(null) is null: %d\n", (*env)->CallStaticObjectMethod(env, target, pass, NULL) == NULL);

    /* ---- virtual vs nonvirtual ---- */
    printf("virtual and nonvirtual:\n");
    jmethodID bname = mid(base, "name", "()Ljava/lang/String;");
    show_obj(env, "Call Base.name on Derived", (*env)->CallObjectMethod(env, d, bname));
    show_obj(env, "CallNonvirtual Base.name on Derived", (*env)->CallNonvirtualObjectMethod(env, d, base, bname));
    show_obj(env, "CallNonvirtual V", call_nonvirtual_object_v(d, base, bname));
    show_obj(env, "CallNonvirtual A", (*env)->CallNonvirtualObjectMethodA(env, d, base, bname, NULL));
    printf("CallNonvirtualInt twice %d\n",
           (*env)->CallNonvirtualIntMethod(env, d, base, mid(base, "twice", "(I)I"), 21));
    jmethodID greet = mid(greeter, "greet", "(Ljava/lang/String;)Ljava/lang/String;");
    show_obj(env, "interface method on Derived", (*env)->CallObjectMethod(env, d, greet,
                                                                          (*env)->NewStringUTF(env, "you")));
    jmethodID ots = mid((*env)->FindClass(env, "java/lang/Object"), "toString", "()Ljava/lang/String;");
    show_obj(env, "Object.toString on Target", (*env)->CallObjectMethod(env, t3, ots));
    jmethodID hash = mid((*env)->FindClass(env, "java/lang/Object"), "hashCode", "()I");
    printf("String.hashCode via Object.hashCode: %d\n",
           (*env)->CallIntMethod(env, (*env)->NewStringUTF(env, "abc"), hash));

    /* ---- exceptions from the callee stay pending ---- */
    printf("exceptions:\n");
    jmethodID fail = smid(target, "fail", "(Ljava/lang/String;)V");
    (*env)->CallStaticVoidMethod(env, target, fail, (*env)->NewStringUTF(env, "from Java"));
    printf("ExceptionCheck after a throwing call: %d\n", (*env)->ExceptionCheck(env));
    show_exc(env, "  pending");
    jint r = (*env)->CallStaticIntMethod(env, target, smid(target, "nested", "(I)I"), 3);
    printf("result of a throwing int call: %d\n", r);
    show_exc(env, "  pending");
    jobject o = (*env)->CallStaticObjectMethod(env, target, pass, (*env)->NewStringUTF(env, "ok"));
    show_obj(env, "a call after clearing", o);
    /* Java code that catches what it calls */
    jmethodID parse = smid((*env)->FindClass(env, "java/lang/Integer"), "parseInt", "(Ljava/lang/String;)I");
    (*env)->CallStaticIntMethod(env, (*env)->FindClass(env, "java/lang/Integer"), parse,
                                (*env)->NewStringUTF(env, "12x"));
    show_exc(env, "Integer.parseInt(12x)");
    return embed_end(env);
}
