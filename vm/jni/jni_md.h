/*
 * jni_md.h -- the machine-dependent part of Lantern's public JNI header:
 * jbyte, jint, jlong and the linkage macros JNIEXPORT, JNIIMPORT, JNICALL.
 * jni.h includes it; nothing else should need to.
 *
 * Invariants (docs/rules.md rule 2): on each platform the types and calling
 * convention are those of the JDK 17's jni_md.h for that platform, so that
 * code compiled against either header links and calls the same way, C++
 * name mangling included:
 *  - POSIX: jint is int; jlong is long where the compiler defines _LP64 and
 *    long long elsewhere (the JDK tests _LP64 only, and so does this file);
 *    JNIEXPORT and JNIIMPORT give default visibility where the compiler can,
 *    so that natives stay visible in a library built with
 *    -fvisibility=hidden; JNICALL is empty.
 *  - Windows (_WIN32): jint is long (32 bits there), jlong long long (the
 *    JDK's __int64, which is the same type); JNIEXPORT is
 *    __declspec(dllexport), JNIIMPORT __declspec(dllimport), JNICALL
 *    __stdcall -- which matters on 32-bit x86 only, where it also decorates
 *    names (_Java_pkg_Cls_m@N); x86_64 compilers ignore it.
 *  - JNIEXPORT may be predefined by the includer; JNIIMPORT and JNICALL may
 *    not.
 */

#ifndef _JAVASOFT_JNI_MD_H_
#define _JAVASOFT_JNI_MD_H_

#if defined(_WIN32)

#ifndef JNIEXPORT
#define JNIEXPORT __declspec(dllexport)
#endif
#define JNIIMPORT __declspec(dllimport)
#define JNICALL __stdcall

typedef long jint;
typedef long long jlong; /* the JDK writes __int64: the same type, but one
                            that MinGW knows only as a macro */

#else /* POSIX */

/* Default visibility: GCC after 4.2, and any compiler that says it has the
 * attribute (clang). */
#if defined(__GNUC__) && (__GNUC__ * 100 + __GNUC_MINOR__ > 402)
#define JNI_LANTERN_VISIBLE_ __attribute__((visibility("default")))
#elif defined(__has_attribute)
#if __has_attribute(visibility)
#define JNI_LANTERN_VISIBLE_ __attribute__((visibility("default")))
#endif
#endif
#ifndef JNI_LANTERN_VISIBLE_
#define JNI_LANTERN_VISIBLE_
#endif

#ifndef JNIEXPORT
#define JNIEXPORT JNI_LANTERN_VISIBLE_
#endif
#define JNIIMPORT JNI_LANTERN_VISIBLE_
#define JNICALL

typedef int jint;
#ifdef _LP64
typedef long jlong;
#else
typedef long long jlong;
#endif

#endif /* _WIN32 */

typedef signed char jbyte;

#endif /* !_JAVASOFT_JNI_MD_H_ */
