/*
 * embed_strings.c -- JNI group 4 from an embedding program: NewString,
 * GetStringLength, Get/ReleaseStringChars, NewStringUTF, GetStringUTFLength,
 * Get/ReleaseStringUTFChars (modified UTF-8: NUL as C0 80, supplementary
 * characters as two 3-byte surrogates), GetStringRegion, GetStringUTFRegion
 * and their index errors, Get/ReleaseStringCritical.
 */
#include "embed.h"

static void hex(const char *what, const char *s)
{
    printf("%s:", what);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) printf(" %02x", *p);
    printf("\n");
}

static void units(const char *what, const jchar *c, jsize n)
{
    printf("%s:", what);
    for (jsize i = 0; i < n; i++) printf(" %04x", c[i]);
    printf("\n");
}

int main(int argc, char **argv)
{
    JNIEnv *env = embed_start(argc, argv);
    /* "aé€" NUL U+1F600 as UTF-16 */
    jchar chars[] = {'a', 0xe9, 0x20ac, 0, 0xd83d, 0xde00, 'z'};
    jstring s = (*env)->NewString(env, chars, 7);
    printf("GetStringLength: %d\n", (int)(*env)->GetStringLength(env, s));
    printf("GetStringUTFLength: %d\n", (int)(*env)->GetStringUTFLength(env, s));
    jboolean copy = 2;
    const jchar *c = (*env)->GetStringChars(env, s, &copy);
    units("GetStringChars", c, 7);
    printf("isCopy is a jboolean: %d\n", copy == JNI_TRUE || copy == JNI_FALSE);
    (*env)->ReleaseStringChars(env, s, c);
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    hex("GetStringUTFChars", u);
    jstring back = (*env)->NewStringUTF(env, u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    jclass str = (*env)->FindClass(env, "java/lang/String");
    jmethodID equals = (*env)->GetMethodID(env, str, "equals", "(Ljava/lang/Object;)Z");
    printf("NewStringUTF(GetStringUTFChars) equals: %d\n", (*env)->CallBooleanMethod(env, back, equals, s));
    jstring empty = (*env)->NewString(env, NULL, 0);
    printf("NewString(NULL, 0) length: %d\n", (int)(*env)->GetStringLength(env, empty));
    const char *eu = (*env)->GetStringUTFChars(env, empty, NULL);
    printf("empty UTF chars: \"%s\"\n", eu);
    (*env)->ReleaseStringUTFChars(env, empty, eu);
    printf("NewStringUTF(NULL): %s\n", (*env)->NewStringUTF(env, NULL) ? "non-null" : "null");
    show_exc(env, "  pending");
    jstring h = (*env)->NewStringUTF(env, "h\xc3\xa9llo w\xe2\x82\xacrld");
    show_obj(env, "NewStringUTF", h);
    printf("length %d, UTF length %d\n", (int)(*env)->GetStringLength(env, h), (int)(*env)->GetStringUTFLength(env, h));
    /* supplementary character given as standard 4-byte UTF-8 is not modified UTF-8; given as surrogates it is */
    jstring sup = (*env)->NewStringUTF(env, "\xed\xa0\xbd\xed\xb8\x80");
    printf("surrogate pair from modified UTF-8: length %d\n", (int)(*env)->GetStringLength(env, sup));
    jmethodID cpc = (*env)->GetMethodID(env, str, "codePointAt", "(I)I");
    printf("codePointAt(0): %x\n", (*env)->CallIntMethod(env, sup, cpc, 0));

    /* ---- regions ---- */
    jchar buf[16];
    memset(buf, 0xff, sizeof buf);
    (*env)->GetStringRegion(env, s, 1, 3, buf);
    units("GetStringRegion(1, 3)", buf, 4);
    (*env)->GetStringRegion(env, s, 7, 0, buf);
    show_exc(env, "GetStringRegion(7, 0)");
    (*env)->GetStringRegion(env, s, 5, 3, buf);
    show_exc(env, "GetStringRegion(5, 3)");
    (*env)->GetStringRegion(env, s, -1, 2, buf);
    show_exc(env, "GetStringRegion(-1, 2)");
    (*env)->GetStringRegion(env, s, 2, -1, buf);
    show_exc(env, "GetStringRegion(2, -1)");
    char ubuf[64];
    memset(ubuf, 0x7f, sizeof ubuf);
    (*env)->GetStringUTFRegion(env, s, 1, 5, ubuf);
    hex("GetStringUTFRegion(1, 5)", ubuf);
    memset(ubuf, 0x7f, sizeof ubuf);
    (*env)->GetStringUTFRegion(env, h, 0, 2, ubuf);
    hex("GetStringUTFRegion(0, 2)", ubuf);
    memset(ubuf, 0x7f, sizeof ubuf);
    (*env)->GetStringUTFRegion(env, h, 3, 0, ubuf);
    printf("GetStringUTFRegion(3, 0) wrote a terminator: %d\n", ubuf[0] == 0);
    show_exc(env, "  pending");
    (*env)->GetStringUTFRegion(env, h, 9, 5, ubuf);
    show_exc(env, "GetStringUTFRegion(9, 5)");
    (*env)->GetStringUTFRegion(env, h, -2, 1, ubuf);
    show_exc(env, "GetStringUTFRegion(-2, 1)");

    /* ---- critical ---- */
    const jchar *cr = (*env)->GetStringCritical(env, h, NULL);
    units("GetStringCritical", cr, 5);
    (*env)->ReleaseStringCritical(env, h, cr);
    show_exc(env, "after the critical region");
    return embed_end(env);
}
