/*
 * embed_basic.c -- JNI group 1 from an embedding program: GetVersion,
 * FindClass / GetSuperclass / IsAssignableFrom / DefineClass, exceptions
 * (Throw, ThrowNew, ExceptionOccurred/Check/Clear/Describe) and references
 * (local frames, globals, weak globals, IsSameObject, GetObjectRefType).
 */
#include "embed.h"

static const char *ref_type(jobjectRefType t)
{
    switch (t) {
    case JNIInvalidRefType: return "invalid";
    case JNILocalRefType: return "local";
    case JNIGlobalRefType: return "global";
    case JNIWeakGlobalRefType: return "weak";
    }
    return "?";
}

static unsigned char *read_file(const char *path, long *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *len = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc((size_t)*len);
    if (b && fread(b, 1, (size_t)*len, f) != (size_t)*len) {
        free(b);
        b = NULL;
    }
    fclose(f);
    return b;
}

int main(int argc, char **argv)
{
    JNIEnv *env = embed_start(argc, argv);
    printf("GetVersion: 0x%08x\n", (unsigned)(*env)->GetVersion(env));

    /* ---- classes ---- */
    jclass string = (*env)->FindClass(env, "java/lang/String");
    show_class(env, "FindClass java/lang/String", string);
    jclass objarr = (*env)->FindClass(env, "[Ljava/lang/Object;");
    show_class(env, "FindClass [Ljava/lang/Object;", objarr);
    jclass iarr = (*env)->FindClass(env, "[I");
    show_class(env, "FindClass [I", iarr);
    printf("before FindClass Target\n");
    jclass target = (*env)->FindClass(env, "Target");
    show_class(env, "FindClass Target (initializes it)", target);
    jclass missing = (*env)->FindClass(env, "does/not/Exist");
    printf("FindClass does/not/Exist: %s\n", missing ? "found" : "null");
    show_exc(env, "  pending");
    const char *odd[] = {"java.lang.String", "[Ldoes/not/Exist;", "[[J", "Base;", "LBase;"};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        jclass c = (*env)->FindClass(env, odd[i]);
        printf("FindClass %s: ", odd[i]);
        if (c) show_class(env, "found", c);
        else show_exc(env, "null");
    }
    jclass badinit = (*env)->FindClass(env, "BadInit");
    printf("FindClass BadInit: %s\n", badinit ? "found" : "null");
    show_exc(env, "  pending");
    badinit = (*env)->FindClass(env, "BadInit");
    printf("FindClass BadInit again: %s\n", badinit ? "found" : "null");
    show_exc(env, "  pending");

    jclass object = (*env)->FindClass(env, "java/lang/Object");
    jclass base = (*env)->FindClass(env, "Base");
    jclass derived = (*env)->FindClass(env, "Derived");
    jclass greeter = (*env)->FindClass(env, "Greeter");
    jclass cmp = (*env)->FindClass(env, "java/lang/Comparable");
    show_class(env, "GetSuperclass Derived", (*env)->GetSuperclass(env, derived));
    show_class(env, "GetSuperclass String", (*env)->GetSuperclass(env, string));
    show_class(env, "GetSuperclass Object", (*env)->GetSuperclass(env, object));
    show_class(env, "GetSuperclass Greeter (interface)", (*env)->GetSuperclass(env, greeter));
    show_class(env, "GetSuperclass [I", (*env)->GetSuperclass(env, iarr));
    printf("IsAssignableFrom Derived->Base: %d\n", (*env)->IsAssignableFrom(env, derived, base));
    printf("IsAssignableFrom Base->Derived: %d\n", (*env)->IsAssignableFrom(env, base, derived));
    printf("IsAssignableFrom Derived->Greeter: %d\n", (*env)->IsAssignableFrom(env, derived, greeter));
    printf("IsAssignableFrom Greeter->Object: %d\n", (*env)->IsAssignableFrom(env, greeter, object));
    printf("IsAssignableFrom String->Comparable: %d\n", (*env)->IsAssignableFrom(env, string, cmp));
    printf("IsAssignableFrom [I->Object: %d\n", (*env)->IsAssignableFrom(env, iarr, object));
    printf("IsAssignableFrom [I->[Object: %d\n", (*env)->IsAssignableFrom(env, iarr, objarr));
    printf("IsAssignableFrom Base->Base: %d\n", (*env)->IsAssignableFrom(env, base, base));

    /* DefineClass: a class file under the wrong name; a class kept off the
     * class path, into the system class loader (its superclass Base lives
     * there), then once more (a duplicate); junk bytes. */
    jclass cl = (*env)->FindClass(env, "java/lang/ClassLoader");
    jobject scl = (*env)->CallStaticObjectMethod(
        env, cl, (*env)->GetStaticMethodID(env, cl, "getSystemClassLoader", "()Ljava/lang/ClassLoader;"));
    char path[4200];
    snprintf(path, sizeof path, "%s/MyException.class", argv[1]);
    long len = 0;
    unsigned char *bytes = read_file(path, &len);
    if (bytes) {
        jclass dup = (*env)->DefineClass(env, "Wrong", scl, (const jbyte *)bytes, (jsize)len);
        printf("DefineClass under a wrong name: %s\n", dup ? "defined" : "null");
        show_exc(env, "  pending");
        free(bytes);
    } else {
        printf("cannot read %s\n", path);
    }
    snprintf(path, sizeof path, "%s/../defined/Defined.class", argv[1]);
    bytes = read_file(path, &len);
    if (bytes) {
        jclass def = (*env)->DefineClass(env, "Defined", scl, (const jbyte *)bytes, (jsize)len);
        show_class(env, "DefineClass Defined (not initialized yet)", def);
        show_exc(env, "  pending");
        jclass again = (*env)->DefineClass(env, "Defined", scl, (const jbyte *)bytes, (jsize)len);
        printf("DefineClass Defined again: %s\n", again ? "defined" : "null");
        show_exc(env, "  pending");
        free(bytes);
        jclass found = (*env)->FindClass(env, "Defined");
        printf("FindClass finds it: %d\n", (*env)->IsSameObject(env, found, def));
        jobject o = (*env)->AllocObject(env, def);
        jmethodID nm = (*env)->GetMethodID(env, base, "name", "()Ljava/lang/String;");
        show_obj(env, "its name()", (*env)->CallObjectMethod(env, o, nm));
    } else {
        printf("cannot read %s\n", path);
    }
    jclass junk = (*env)->DefineClass(env, "Junk", NULL, (const jbyte *)"\xca\xfe\xba\xbe\0\0", 6);
    printf("DefineClass of junk bytes: %s\n", junk ? "defined" : "null");
    show_exc(env, "  pending");

    /* every slot of the function table is filled (bar the four reserved) */
    void *const *slots = (void *const *)*env;
    int nulls = 0;
    for (int i = 4; i < 234; i++)
        if (!slots[i] && i != 215 && i != 216) nulls++; /* Register/UnregisterNatives: not this test's */
    printf("empty slots among 4..233: %d\n", nulls);

    /* ---- exceptions ---- */
    printf("ExceptionCheck (none): %d\n", (*env)->ExceptionCheck(env));
    printf("ExceptionOccurred (none): %s\n", (*env)->ExceptionOccurred(env) ? "non-null" : "null");
    jclass ise = (*env)->FindClass(env, "java/lang/IllegalStateException");
    printf("ThrowNew: %d\n", (int)(*env)->ThrowNew(env, ise, "thrown from C"));
    printf("ExceptionCheck: %d\n", (*env)->ExceptionCheck(env));
    jthrowable ex = (*env)->ExceptionOccurred(env);
    printf("ExceptionOccurred ref type: %s\n", ref_type((*env)->GetObjectRefType(env, ex)));
    (*env)->ExceptionClear(env);
    printf("ExceptionCheck after clear: %d\n", (*env)->ExceptionCheck(env));
    printf("Throw: %d\n", (int)(*env)->Throw(env, ex));
    jthrowable again = (*env)->ExceptionOccurred(env);
    printf("rethrown is the same object: %d\n", (*env)->IsSameObject(env, ex, again));
    show_exc(env, "  pending");
    jclass npe = (*env)->FindClass(env, "java/lang/NullPointerException");
    (*env)->ThrowNew(env, npe, NULL);
    show_exc(env, "ThrowNew with a null message");
    jclass mine = (*env)->FindClass(env, "MyException");
    (*env)->ThrowNew(env, mine, "a checked one");
    show_exc(env, "ThrowNew MyException");

    /* ExceptionDescribe prints on stderr and clears. */
    (*env)->ThrowNew(env, ise, "described");
    (*env)->ExceptionDescribe(env);
    printf("ExceptionCheck after ExceptionDescribe: %d\n", (*env)->ExceptionCheck(env));
    jmethodID fail = (*env)->GetStaticMethodID(env, target, "nested", "(I)I");
    (*env)->CallStaticIntMethod(env, target, fail, 2);
    (*env)->ExceptionDescribe(env);
    (*env)->ExceptionDescribe(env); /* nothing pending: prints nothing */
    fflush(stderr);

    /* ---- references ---- */
    jstring hello = (*env)->NewStringUTF(env, "hello");
    printf("GetObjectRefType local: %s\n", ref_type((*env)->GetObjectRefType(env, hello)));
    jobject g = (*env)->NewGlobalRef(env, hello);
    printf("GetObjectRefType global: %s\n", ref_type((*env)->GetObjectRefType(env, g)));
    jweak w = (*env)->NewWeakGlobalRef(env, hello);
    printf("GetObjectRefType weak: %s\n", ref_type((*env)->GetObjectRefType(env, w)));
    printf("GetObjectRefType NULL: %s\n", ref_type((*env)->GetObjectRefType(env, NULL)));
    printf("IsSameObject local/global: %d\n", (*env)->IsSameObject(env, hello, g));
    printf("IsSameObject local/weak: %d\n", (*env)->IsSameObject(env, hello, w));
    printf("IsSameObject NULL/NULL: %d\n", (*env)->IsSameObject(env, NULL, NULL));
    printf("IsSameObject local/NULL: %d\n", (*env)->IsSameObject(env, hello, NULL));
    jobject l2 = (*env)->NewLocalRef(env, g);
    printf("NewLocalRef of a global: %s, same %d\n", ref_type((*env)->GetObjectRefType(env, l2)),
           (*env)->IsSameObject(env, l2, hello));
    printf("NewGlobalRef(NULL): %s\n", (*env)->NewGlobalRef(env, NULL) ? "non-null" : "null");
    printf("NewLocalRef(NULL): %s\n", (*env)->NewLocalRef(env, NULL) ? "non-null" : "null");
    (*env)->DeleteGlobalRef(env, g);
    (*env)->DeleteLocalRef(env, l2);
    (*env)->DeleteLocalRef(env, hello);
    /* the weak reference's object is still reachable through nothing but
     * the weak: it may or may not have been collected; only check that
     * it is either null or a string */
    jobject strong = (*env)->NewLocalRef(env, w);
    printf("weak still names a String or null: %d\n",
           strong == NULL || (*env)->IsInstanceOf(env, strong, string));
    (*env)->DeleteWeakGlobalRef(env, w);

    printf("EnsureLocalCapacity(100): %d\n", (int)(*env)->EnsureLocalCapacity(env, 100));
    printf("PushLocalFrame(10): %d\n", (int)(*env)->PushLocalFrame(env, 10));
    jstring inner = NULL;
    for (int i = 0; i < 300; i++) {
        char b[32];
        snprintf(b, sizeof b, "inner-%d", i);
        inner = (*env)->NewStringUTF(env, b);
    }
    jobject kept = (*env)->PopLocalFrame(env, inner);
    printf("PopLocalFrame result type: %s\n", ref_type((*env)->GetObjectRefType(env, kept)));
    show_obj(env, "PopLocalFrame result", kept);
    printf("PushLocalFrame(5): %d\n", (int)(*env)->PushLocalFrame(env, 5));
    printf("PopLocalFrame(NULL): %s\n", (*env)->PopLocalFrame(env, NULL) ? "non-null" : "null");
    /* nested frames */
    (*env)->PushLocalFrame(env, 4);
    (*env)->PushLocalFrame(env, 4);
    jstring deep = (*env)->NewStringUTF(env, "deep");
    jobject up1 = (*env)->PopLocalFrame(env, deep);
    jobject up2 = (*env)->PopLocalFrame(env, up1);
    show_obj(env, "twice popped", up2);
    return embed_end(env);
}
