/*
 * jni_native.c -- calling a JNI native method: the local frame that holds
 * its references, the thread state around the call, and the call itself
 * for any signature, written for each supported calling convention.
 *
 * There is no libffi: a native function of any signature is called through
 * one function-pointer type per (convention, return kind, number of stack
 * words), chosen so that the registers and the stack end up exactly as the
 * callee expects:
 *
 *   x86-64 System V   integers in 6 registers, floats/doubles in 8 XMM
 *                     registers, each class filled in order; what does
 *                     not fit goes to 8-byte stack words in argument order.
 *                     So: f(6 x int64, 8 x double, N x int64 stack words).
 *   Windows x64       positional: argument i < 4 goes to RCX/RDX/R8/R9 or
 *                     XMM0-3 by its own type; the rest are stack words.
 *                     JNIEnv* and the class/receiver are always integers,
 *                     so only positions 2 and 3 vary: 4 pointer types.
 *
 * A float travels as its 32 bits in the low half of a 64-bit word (passed
 * as a double whose bits are those: registers and stack words are moved,
 * never converted).  Passing more stack words or registers than the callee
 * reads is harmless in both conventions (the caller owns and pops them).
 * Other targets bind nothing and say so.
 *
 * Invariants: the native runs IN_NATIVE with every reference argument held
 * as a local reference of a frame pushed here; every frame the native left
 * open is popped with it; a returned reference is read before the pop.
 */
#include <string.h>

#include "jni.h"
#include "jni/jni_library.h"
#include "jni/jni_native.h"
#include "jni/jni_refs.h"
#include "interp/resolve.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "runtime/exception.h"

#if defined(__x86_64__) && !defined(_WIN64)
#define JNI_CALL_SYSV 1
#elif defined(_WIN64) && (defined(__x86_64__) || defined(_M_X64))
#define JNI_CALL_WIN64 1
#endif

typedef uint64_t w64;
typedef void (*code_fn)(void);

bool jni_native_supported(void)
{
#if defined(JNI_CALL_SYSV) || defined(JNI_CALL_WIN64)
    return true;
#else
    return false;
#endif
}

void jni_native_bind(vm_method *m, void *code)
{
    /* The code before the trampoline that reads it (a release store;
     * invoke_native loads m->native with acquire). */
    os_atomic_store_ptr((void *volatile *)&m->jni_code, code);
    os_atomic_store_ptr((void *volatile *)&m->native, (void *)jni_native_call);
}

void jni_native_unbind(vm_method *m)
{
    os_atomic_store_ptr((void *volatile *)&m->native, NULL);
    os_atomic_store_ptr((void *volatile *)&m->jni_code, NULL);
}

#if defined(JNI_CALL_SYSV) || defined(JNI_CALL_WIN64)

/* Stack-word parameter lists and argument lists of 2^k words. */
#define U1 w64
#define U2 U1, U1
#define U4 U2, U2
#define U8 U4, U4
#define U16 U8, U8
#define U32 U16, U16
#define U64 U32, U32
#define U128 U64, U64
#define U256 U128, U128
#define S1(b) s[(b)]
#define S2(b) S1(b), S1((b) + 1)
#define S4(b) S2(b), S2((b) + 2)
#define S8(b) S4(b), S4((b) + 4)
#define S16(b) S8(b), S8((b) + 8)
#define S32(b) S16(b), S16((b) + 16)
#define S64(b) S32(b), S32((b) + 32)
#define S128(b) S64(b), S64((b) + 64)
#define S256(b) S128(b), S128((b) + 128)
#define MAX_STACK_WORDS 256

static int stack_tier(int n)
{
    int tier = 0;
    if (n > 0) tier = 2;
    while (tier < n) tier *= 2;
    return tier;
}

static double as_double(w64 bits)
{
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

/* What a call produces, in each register a result can come back in. */
typedef struct call_result {
    w64 i;
    double d;
    float f;
} call_result;

enum { RET_INT, RET_DOUBLE, RET_FLOAT };

#if defined(JNI_CALL_SYSV)

typedef struct call_args {
    w64 g[6];
    w64 x[8];
    int gn, xn, sn;
    w64 s[MAX_STACK_WORDS];
} call_args;

static void add_arg(call_args *a, w64 v, bool fp)
{
    if (fp && a->xn < 8) a->x[a->xn++] = v;
    else if (!fp && a->gn < 6) a->g[a->gn++] = v;
    else if (a->sn < MAX_STACK_WORDS) a->s[a->sn++] = v; /* 255 slots never need more */
}

#define REGS w64, w64, w64, w64, w64, w64, double, double, double, double, double, double, double, double
#define REG_ARGS                                                                                            \
    a->g[0], a->g[1], a->g[2], a->g[3], a->g[4], a->g[5], as_double(a->x[0]), as_double(a->x[1]),          \
        as_double(a->x[2]), as_double(a->x[3]), as_double(a->x[4]), as_double(a->x[5]), as_double(a->x[6]), \
        as_double(a->x[7])
#define CALL0(R) ((R(*)(REGS))fn)(REG_ARGS)
#define CALLN(R, N) ((R(*)(REGS, U##N))fn)(REG_ARGS, S##N(0))

#define DISPATCH(R, out)                                                                                   \
    switch (tier) {                                                                                        \
    case 0: out = CALL0(R); break;                                                                         \
    case 2: out = CALLN(R, 2); break;                                                                      \
    case 4: out = CALLN(R, 4); break;                                                                      \
    case 8: out = CALLN(R, 8); break;                                                                      \
    case 16: out = CALLN(R, 16); break;                                                                    \
    case 32: out = CALLN(R, 32); break;                                                                    \
    case 64: out = CALLN(R, 64); break;                                                                    \
    case 128: out = CALLN(R, 128); break;                                                                  \
    default: out = CALLN(R, 256); break;                                                                   \
    }

static void do_call(code_fn fn, call_args *a, int kind, call_result *r)
{
    const w64 *s = a->s;
    int tier = stack_tier(a->sn);
    if (kind == RET_DOUBLE) DISPATCH(double, r->d)
    else if (kind == RET_FLOAT) DISPATCH(float, r->f)
    else DISPATCH(w64, r->i)
}

#else /* JNI_CALL_WIN64 */

typedef struct call_args {
    w64 r[4];
    bool fp[4];
    int rn, sn;
    w64 s[MAX_STACK_WORDS];
} call_args;

static void add_arg(call_args *a, w64 v, bool fp)
{
    if (a->rn < 4) {
        a->fp[a->rn] = fp;
        a->r[a->rn++] = v;
    } else if (a->sn < MAX_STACK_WORDS) { /* 255 slots never need more */
        a->s[a->sn++] = v;
    }
}

#define CALL0(R, A, B, x2, x3) ((R(*)(w64, w64, A, B))fn)(a->r[0], a->r[1], x2, x3)
#define CALLN(R, A, B, x2, x3, N) ((R(*)(w64, w64, A, B, U##N))fn)(a->r[0], a->r[1], x2, x3, S##N(0))

#define DISPATCH2(R, A, B, x2, x3, out)                                                                   \
    switch (tier) {                                                                                        \
    case 0: out = CALL0(R, A, B, x2, x3); break;                                                           \
    case 2: out = CALLN(R, A, B, x2, x3, 2); break;                                                        \
    case 4: out = CALLN(R, A, B, x2, x3, 4); break;                                                        \
    case 8: out = CALLN(R, A, B, x2, x3, 8); break;                                                        \
    case 16: out = CALLN(R, A, B, x2, x3, 16); break;                                                      \
    case 32: out = CALLN(R, A, B, x2, x3, 32); break;                                                      \
    case 64: out = CALLN(R, A, B, x2, x3, 64); break;                                                      \
    case 128: out = CALLN(R, A, B, x2, x3, 128); break;                                                    \
    default: out = CALLN(R, A, B, x2, x3, 256); break;                                                     \
    }
#define DISPATCH(R, out)                                                                                   \
    switch ((a->fp[2] ? 1 : 0) | (a->fp[3] ? 2 : 0)) {                                                     \
    case 0: DISPATCH2(R, w64, w64, a->r[2], a->r[3], out) break;                                           \
    case 1: DISPATCH2(R, double, w64, as_double(a->r[2]), a->r[3], out) break;                             \
    case 2: DISPATCH2(R, w64, double, a->r[2], as_double(a->r[3]), out) break;                             \
    default: DISPATCH2(R, double, double, as_double(a->r[2]), as_double(a->r[3]), out) break;              \
    }

static void do_call(code_fn fn, call_args *a, int kind, call_result *r)
{
    const w64 *s = a->s;
    int tier = stack_tier(a->sn);
    if (kind == RET_DOUBLE) DISPATCH(double, r->d)
    else if (kind == RET_FLOAT) DISPATCH(float, r->f)
    else DISPATCH(w64, r->i)
}

#endif

/* One descriptor element starting at p; returns the character after it. */
static const char *skip_type(const char *p)
{
    while (*p == '[') p++;
    if (*p == 'L') {
        while (*p && *p != ';') p++;
    }
    return *p ? p + 1 : p;
}

void jni_native_call(vm_thread *t, slot *args, slot *ret)
{
    vm_method *m = t->top->method;
    code_fn fn;
    void *code = m->jni_code;
    /* UnregisterNatives on another thread since this call was dispatched:
     * bind again, as the next call would. */
    if (!code) {
        if (!jni_library_bind(t, m)) return;
        code = m->jni_code;
    }
    memcpy(&fn, &code, sizeof fn);
    bool is_static = (m->access & CF_ACC_STATIC) != 0;
    int depth = jni_frame_depth(t);
    int refs = 1;
    for (const char *p = m->descriptor + 1; *p && *p != ')'; p = skip_type(p))
        if (*p == 'L' || *p == '[') refs++;
    if (jni_frame_push(t, JNI_LOCAL_CAPACITY + refs) != JNI_OK) {
        while (jni_frame_depth(t) > depth) jni_frame_pop(t);
        return;
    }
    call_args a;
    memset(&a, 0, offsetof(call_args, s));
    add_arg(&a, (w64)(uintptr_t)t, false);
    object *self = is_static ? resolve_mirror(t, m->clazz) : args[0].a;
    if (!self) goto out; /* no mirror: the exception is pending */
    add_arg(&a, (w64)(uintptr_t)jni_local_new(t, self), false);
    int i = is_static ? 0 : 1;
    for (const char *p = m->descriptor + 1; *p && *p != ')'; p = skip_type(p)) {
        switch (*p) {
        case 'Z': add_arg(&a, (w64)(uint8_t)args[i++].i, false); break;
        case 'B': add_arg(&a, (w64)(int64_t)(int8_t)args[i++].i, false); break;
        case 'C': add_arg(&a, (w64)(uint16_t)args[i++].i, false); break;
        case 'S': add_arg(&a, (w64)(int64_t)(int16_t)args[i++].i, false); break;
        case 'I': add_arg(&a, (w64)(int64_t)args[i++].i, false); break;
        case 'J': add_arg(&a, (w64)args[i].j, false); i += 2; break;
        case 'F': {
            uint32_t bits;
            memcpy(&bits, &args[i++].f, sizeof bits);
            add_arg(&a, bits, true);
            break;
        }
        case 'D': {
            w64 bits;
            memcpy(&bits, &args[i].d, sizeof bits);
            add_arg(&a, bits, true);
            i += 2;
            break;
        }
        default: add_arg(&a, (w64)(uintptr_t)jni_local_new(t, args[i++].a), false); break;
        }
    }
    if (t->exception) goto out; /* a local could not be made */
    basic_type rt = m->return_type;
    int kind = rt == T_DOUBLE ? RET_DOUBLE : rt == T_FLOAT ? RET_FLOAT : RET_INT;
    call_result r = {0, 0, 0};
    int32_t was = t->exec_state;
    if (was == THREAD_EXEC_IN_JAVA) thread_to_native(t);
    do_call(fn, &a, kind, &r);
    if (was == THREAD_EXEC_IN_JAVA) thread_from_native(t);
    if (t->exception) goto out;
    switch (rt) {
    /* HotSpot turns any non-zero jboolean into true. */
    case T_BOOLEAN: ret->i = (uint8_t)r.i != 0; break;
    case T_BYTE: ret->i = (int8_t)r.i; break;
    case T_CHAR: ret->i = (uint16_t)r.i; break;
    case T_SHORT: ret->i = (int16_t)r.i; break;
    case T_INT: ret->i = (int32_t)r.i; break;
    case T_LONG: ret->j = (int64_t)r.i; break;
    case T_FLOAT: ret->f = r.f; break;
    case T_DOUBLE: ret->d = r.d; break;
    case T_OBJECT:
    case T_ARRAY: ret->a = jni_deref((jobject)(uintptr_t)r.i); break;
    default: break;
    }
out:
    while (jni_frame_depth(t) > depth) jni_frame_pop(t);
}

#else /* no supported calling convention */

void jni_native_call(vm_thread *t, slot *args, slot *ret)
{
    (void)args;
    (void)ret;
    vm_throw(t, "java/lang/UnsatisfiedLinkError", "JNI native methods cannot be called on this platform (%s)",
             t->top->method->name);
}

#endif
