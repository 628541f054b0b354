/*
 * embed_fields.c -- JNI group 3 from an embedding program: GetFieldID /
 * GetStaticFieldID (NoSuchFieldError, static/instance mismatch, inherited
 * fields), Get/Set<Type>Field and GetStatic/SetStatic<Type>Field for every
 * type; static access initializes the class.
 */
#include "embed.h"

static JNIEnv *env;

static jfieldID fid(jclass c, const char *name, const char *sig)
{
    jfieldID f = (*env)->GetFieldID(env, c, name, sig);
    if (!f) {
        printf("GetFieldID %s %s: null\n", name, sig);
        show_exc(env, "  pending");
    }
    return f;
}

static jfieldID sfid(jclass c, const char *name, const char *sig)
{
    jfieldID f = (*env)->GetStaticFieldID(env, c, name, sig);
    if (!f) {
        printf("GetStaticFieldID %s %s: null\n", name, sig);
        show_exc(env, "  pending");
    }
    return f;
}

int main(int argc, char **argv)
{
    env = embed_start(argc, argv);
    jclass tc = (*env)->FindClass(env, "java/lang/Class");
    jclass cl = (*env)->FindClass(env, "java/lang/ClassLoader");
    jobject scl = (*env)->CallStaticObjectMethod(
        env, cl, (*env)->GetStaticMethodID(env, cl, "getSystemClassLoader", "()Ljava/lang/ClassLoader;"));
    jmethodID forname = (*env)->GetStaticMethodID(env, tc, "forName",
                                                  "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;");
    jclass target = (jclass)(*env)->CallStaticObjectMethod(env, tc, forname, (*env)->NewStringUTF(env, "Target"),
                                                           JNI_FALSE, scl);
    printf("GetStaticFieldID counter (initializes Target):\n");
    jfieldID counter = sfid(target, "counter", "I");
    printf("counter = %d\n", (*env)->GetStaticIntField(env, target, counter));

    /* ---- errors ---- */
    printf("errors:\n");
    fid(target, "nothing", "I");
    fid(target, "i", "J");
    fid(target, "counter", "I");
    sfid(target, "i", "I");
    sfid(target, "label", "Ljava/lang/Object;");

    /* ---- instance fields ---- */
    jobject t = (*env)->AllocObject(env, target);
    jfieldID fz = fid(target, "z", "Z"), fb = fid(target, "b", "B"), fc = fid(target, "c", "C"),
             fs = fid(target, "s", "S"), fi = fid(target, "i", "I"), fj = fid(target, "j", "J"),
             ff = fid(target, "f", "F"), fd = fid(target, "d", "D"), fo = fid(target, "o", "Ljava/lang/Object;"),
             ftag = fid(target, "tag", "Ljava/lang/String;");
    printf("defaults: %d %d %d %d %d %lld %.2f %.2f %s\n", (*env)->GetBooleanField(env, t, fz),
           (*env)->GetByteField(env, t, fb), (*env)->GetCharField(env, t, fc), (*env)->GetShortField(env, t, fs),
           (*env)->GetIntField(env, t, fi), (long long)(*env)->GetLongField(env, t, fj),
           (double)(*env)->GetFloatField(env, t, ff), (*env)->GetDoubleField(env, t, fd),
           (*env)->GetObjectField(env, t, fo) ? "non-null" : "null");
    (*env)->SetBooleanField(env, t, fz, JNI_TRUE);
    (*env)->SetByteField(env, t, fb, (jbyte)-100);
    (*env)->SetCharField(env, t, fc, (jchar)0x20AC);
    (*env)->SetShortField(env, t, fs, (jshort)-31000);
    (*env)->SetIntField(env, t, fi, 2000000000);
    (*env)->SetLongField(env, t, fj, (jlong)-1234567890123LL);
    (*env)->SetFloatField(env, t, ff, 3.75f);
    (*env)->SetDoubleField(env, t, fd, -1e10);
    jstring str = (*env)->NewStringUTF(env, "an object");
    (*env)->SetObjectField(env, t, fo, str);
    (*env)->SetObjectField(env, t, ftag, (*env)->NewStringUTF(env, "tagged"));
    printf("set: %d %d %d %d %d %lld %.2f %.2f\n", (*env)->GetBooleanField(env, t, fz),
           (*env)->GetByteField(env, t, fb), (*env)->GetCharField(env, t, fc), (*env)->GetShortField(env, t, fs),
           (*env)->GetIntField(env, t, fi), (long long)(*env)->GetLongField(env, t, fj),
           (double)(*env)->GetFloatField(env, t, ff), (*env)->GetDoubleField(env, t, fd));
    jobject back = (*env)->GetObjectField(env, t, fo);
    printf("object field is the same: %d\n", (*env)->IsSameObject(env, back, str));
    show_obj(env, "Java sees", t);
    /* Java's view of the primitive fields, through a Java method */
    jclass sb = (*env)->FindClass(env, "java/lang/StringBuilder");
    jobject b = (*env)->NewObject(env, sb, (*env)->GetMethodID(env, sb, "<init>", "()V"));
    jmethodID appZ = (*env)->GetMethodID(env, sb, "append", "(Z)Ljava/lang/StringBuilder;");
    jmethodID appC = (*env)->GetMethodID(env, sb, "append", "(C)Ljava/lang/StringBuilder;");
    jmethodID appI = (*env)->GetMethodID(env, sb, "append", "(I)Ljava/lang/StringBuilder;");
    jmethodID appJ = (*env)->GetMethodID(env, sb, "append", "(J)Ljava/lang/StringBuilder;");
    jmethodID appF = (*env)->GetMethodID(env, sb, "append", "(F)Ljava/lang/StringBuilder;");
    jmethodID appD = (*env)->GetMethodID(env, sb, "append", "(D)Ljava/lang/StringBuilder;");
    (*env)->CallObjectMethod(env, b, appZ, (*env)->GetBooleanField(env, t, fz));
    (*env)->CallObjectMethod(env, b, appC, (*env)->GetCharField(env, t, fc));
    (*env)->CallObjectMethod(env, b, appI, (jint)(*env)->GetShortField(env, t, fs));
    (*env)->CallObjectMethod(env, b, appJ, (*env)->GetLongField(env, t, fj));
    (*env)->CallObjectMethod(env, b, appF, (*env)->GetFloatField(env, t, ff));
    (*env)->CallObjectMethod(env, b, appD, (*env)->GetDoubleField(env, t, fd));
    show_obj(env, "StringBuilder", b);

    /* inherited field through a subclass */
    jclass base = (*env)->FindClass(env, "java/lang/Throwable");
    jclass ise = (*env)->FindClass(env, "java/lang/IllegalStateException");
    jfieldID dm = fid(ise, "detailMessage", "Ljava/lang/String;");
    jobject ex = (*env)->NewObject(env, ise, (*env)->GetMethodID(env, ise, "<init>", "(Ljava/lang/String;)V"),
                                   (*env)->NewStringUTF(env, "inherited"));
    show_obj(env, "Throwable.detailMessage through the subclass", (*env)->GetObjectField(env, ex, dm));
    (void)base;

    /* ---- static fields ---- */
    jfieldID sz = sfid(target, "sz", "Z"), sbf = sfid(target, "sb", "B"), sc = sfid(target, "sc", "C"),
             ss = sfid(target, "ss", "S"), sj = sfid(target, "sj", "J"), sf = sfid(target, "sf", "F"),
             sd = sfid(target, "sd", "D"), label = sfid(target, "label", "Ljava/lang/String;");
    printf("statics: %d %d %d %d %d %lld %.3f %.3f\n", (*env)->GetStaticBooleanField(env, target, sz),
           (*env)->GetStaticByteField(env, target, sbf), (*env)->GetStaticCharField(env, target, sc),
           (*env)->GetStaticShortField(env, target, ss), (*env)->GetStaticIntField(env, target, counter),
           (long long)(*env)->GetStaticLongField(env, target, sj), (double)(*env)->GetStaticFloatField(env, target, sf),
           (*env)->GetStaticDoubleField(env, target, sd));
    show_obj(env, "label", (*env)->GetStaticObjectField(env, target, label));
    (*env)->SetStaticBooleanField(env, target, sz, JNI_FALSE);
    (*env)->SetStaticByteField(env, target, sbf, (jbyte)99);
    (*env)->SetStaticCharField(env, target, sc, (jchar)0xFFFF);
    (*env)->SetStaticShortField(env, target, ss, (jshort)-1);
    (*env)->SetStaticIntField(env, target, counter, -42);
    (*env)->SetStaticLongField(env, target, sj, (jlong)0x7fffffffffffffffLL);
    (*env)->SetStaticFloatField(env, target, sf, -0.5f);
    (*env)->SetStaticDoubleField(env, target, sd, 1.0 / 3);
    (*env)->SetStaticObjectField(env, target, label, (*env)->NewStringUTF(env, "relabelled"));
    printf("statics set: %d %d %d %d %d %lld %.3f %.6f\n", (*env)->GetStaticBooleanField(env, target, sz),
           (*env)->GetStaticByteField(env, target, sbf), (*env)->GetStaticCharField(env, target, sc),
           (*env)->GetStaticShortField(env, target, ss), (*env)->GetStaticIntField(env, target, counter),
           (long long)(*env)->GetStaticLongField(env, target, sj), (double)(*env)->GetStaticFloatField(env, target, sf),
           (*env)->GetStaticDoubleField(env, target, sd));
    show_obj(env, "label", (*env)->GetStaticObjectField(env, target, label));
    /* Java reads what C wrote */
    jclass sys = (*env)->FindClass(env, "java/lang/System");
    jfieldID out = sfid(sys, "out", "Ljava/io/PrintStream;");
    jobject ps = (*env)->GetStaticObjectField(env, sys, out);
    jclass psc = (*env)->FindClass(env, "java/io/PrintStream");
    (*env)->CallVoidMethod(env, ps, (*env)->GetMethodID(env, psc, "println", "(Ljava/lang/Object;)V"),
                           (*env)->GetStaticObjectField(env, target, label));
    (*env)->CallVoidMethod(env, ps, (*env)->GetMethodID(env, psc, "println", "(J)V"),
                           (*env)->GetStaticLongField(env, target, sj));
    (*env)->CallVoidMethod(env, ps, (*env)->GetMethodID(env, psc, "println", "(C)V"),
                           (*env)->GetStaticCharField(env, target, (*env)->GetStaticFieldID(env, target, "sc", "C")));
    (*env)->SetStaticObjectField(env, target, label, NULL);
    show_obj(env, "label set to null", (*env)->GetStaticObjectField(env, target, label));
    /* a static field through a subclass; an interface's constant through an implementing class */
    jclass derived = (*env)->FindClass(env, "Derived");
    jfieldID bc = sfid(derived, "baseCount", "I");
    printf("Base.baseCount through Derived: %d\n", bc ? (*env)->GetStaticIntField(env, derived, bc) : -1);
    jclass thr = (*env)->FindClass(env, "java/lang/Thread");
    jfieldID maxp = sfid(thr, "MAX_PRIORITY", "I");
    printf("Thread.MAX_PRIORITY: %d\n", maxp ? (*env)->GetStaticIntField(env, thr, maxp) : -1);
    /* a constant of an interface, through the implementing class */
    jclass integer = (*env)->FindClass(env, "java/lang/Integer");
    printf("Integer.MAX_VALUE: %d\n",
           (*env)->GetStaticIntField(env, integer, sfid(integer, "MAX_VALUE", "I")));
    return embed_end(env);
}
