/*
 * jni_check.c -- -Xcheck:jni: a second JNIEnv table whose every function
 * checks its caller and arguments, then forwards to jni_env.c's function.
 * The wrappers are generated from one list (CHECKED_FUNCTIONS below).
 *
 * What is checked, with the texts HotSpot 17 prints (measured on the JDK:
 * on stdout, as HotSpot's tty; a FATAL ERROR then aborts the process):
 *   - the JNIEnv belongs to the calling thread ("Using JNIEnv in the wrong
 *     thread"; "... in non-Java thread" for a thread not attached);
 *   - no exception is pending, except in the functions that HotSpot lets
 *     through then (EXC_OK) -- a warning, the call goes on; and the warning
 *     for a JNI call after a Call*Method without ExceptionCheck/Occurred/
 *     Clear/Describe in between; FindClass's warning for a descriptor
 *     ("Lpkg/Name;") given for a class name;
 *   - every reference argument is null or a live local of this thread, a
 *     global or a weak global ("Bad global or local ref passed to JNI"): a
 *     deleted local or one of a popped frame is not;
 *   - jclass arguments are classes, strings are strings, arrays are arrays
 *     of the right kind (not null), Throw's argument is a Throwable;
 *   - Delete*Ref gets a live reference of its kind; capacities are >= 0;
 *   - field IDs have the static-ness and type of the function, a static
 *     one belongs to the class given or a superclass;
 *   - method IDs are not null and have the static-ness of the function; a
 *     virtual call's receiver (a static call's class) is (a subclass of)
 *     the method's class (HotSpot has no check for the static-ness: it dies
 *     on an internal guarantee; Lantern reports "Wrong object class or
 *     methodID passed to JNI call" and aborts too);
 *   - no JNI function but the four critical ones is called between
 *     GetPrimitiveArrayCritical and its Release (a warning each time), or
 *     GetStringCritical and its Release for a string with a char above
 *     0xFF (as HotSpot: it keeps the others in Latin-1 and hands out a
 *     copy of them, opening no region);
 *   - the local references a native invocation holds: HotSpot's warning
 *     when there are more than planned (32, or what PushLocalFrame /
 *     EnsureLocalCapacity asked for plus those live then plus 32; an
 *     EnsureLocalCapacity below the plan changes nothing), counted over
 *     the frames PushLocalFrame opened since the native invocation (or the
 *     attached thread) began, as HotSpot counts them; once per excess (the
 *     raised plan then holds for the thread's next native invocations too).
 *
 * Where it knowingly differs from HotSpot 17: HotSpot's main thread of
 * JNI_CreateJavaVM holds one local reference the program never made, so
 * there its capacity warning comes one local earlier; with no Java frame
 * to show, HotSpot prints its native frames after a report, Lantern
 * nothing (and no "- locked" lines after Java frames); nested native invocations share one carried plan (HotSpot:
 * one per reused handle block); not checked: the pointers given back to
 * Release* (HotSpot's guarded copies), IDs that are not null but not IDs.
 *
 * Invariants:
 *   - a wrapper validates IN_JAVA (objects are looked at, and the collector
 *     must not move them meanwhile), then calls the real function in the
 *     state the caller was in, so the real function behaves as unchecked;
 *   - the planned capacity lives in jni_refs' per-frame word: PUSHED marks
 *     a frame opened by PushLocalFrame (counted with the frames below it),
 *     the low bits are the planned capacity + 1 (0: the default, 32); a
 *     frame the VM opened for a native method has word 0 and begins a
 *     count -- a native invocation; its word also keeps (ARGS) the locals
 *     it began with, the VM's references to its arguments, which HotSpot
 *     does not count, noted at its first JNI call (SEEN).  UNCHECKED in
 *     the word of the frame that begins it says its thread's jni_unchecked
 *     is its own: as HotSpot, a Call* left unchecked when a native method
 *     returned is forgotten.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni/jni_check.h"
#include "jni/jni_refs.h"
#include "interp/resolve.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "interp/interp.h"

bool jni_check_enabled;

static const struct JNINativeInterface_ *raw;
static struct JNINativeInterface_ table;

#define CAP_SLACK 32           /* HotSpot warns past (asked for + live + 32) */
#define PUSHED (1 << 30)
#define UNCHECKED (1 << 29)    /* jni_unchecked was set in this native invocation */
#define SEEN (1 << 28)         /* its first JNI call was made: ARGS is known */
#define ARGS_SHIFT 20          /* the locals it began with (its arguments) */
#define ARGS_MASK (0xff << ARGS_SHIFT)
#define PLAN_MASK ((1 << ARGS_SHIFT) - 1)
#define CAP_MAX (PLAN_MASK - 1)

/* flags of a function */
#define EXC_OK 1 /* may be called with an exception pending */
#define CLEARS 2 /* counts as checking for an exception */
#define SETS 4   /* a Call*: the caller must check for an exception next */
#define CRIT_OK 8 /* may be called in a critical region */

/* ---- reports ---------------------------------------------------------------------- */

/* The Java frames of t, as a stack trace prints them. */
static void print_stack(vm_thread *t)
{
    for (frame *f = t->top; f; f = f->prev) {
        vm_method *m = f->method;
        if (!m) continue;
        char cn[512];
        binary_name(m->clazz->name, cn, sizeof cn);
        if (m->access & CF_ACC_NATIVE) {
            vm_printf(stdout, "\tat %s.%s(Native Method)\n", cn, m->name);
        } else {
            int line = f->pc ? frame_line_number(m, (uint32_t)(f->pc - m->code)) : -1;
            const char *src = m->clazz->source_file;
            if (src && line >= 0) vm_printf(stdout, "\tat %s.%s(%s:%d)\n", cn, m->name, src, line);
            else vm_printf(stdout, "\tat %s.%s(%s)\n", cn, m->name, src ? src : "Unknown Source");
        }
    }
}

void jni_check_print_stack(vm_thread *t)
{
    print_stack(t);
}

static void fatal(vm_thread *t, const char *msg)
{
    fflush(stderr);
    vm_printf(stdout, "FATAL ERROR in native method: %s\n", msg);
    if (t) print_stack(t);
    fflush(stdout);
    vm_abort();
}

static void warn(vm_thread *t, const char *msg, const char *fn)
{
    vm_printf(stdout, "WARNING in native method: %s%s\n", msg, fn ? fn : "");
    print_stack(t);
    fflush(stdout);
}

/* ---- local capacity ------------------------------------------------------------------ */

/* The depth whose frames (from it inwards) count together. */
static int count_base(vm_thread *t)
{
    int d = jni_frame_depth(t);
    for (; d > 0; d--) {
        int *w = jni_frame_word(t, d);
        if (!w || !(*w & PUSHED)) break;
    }
    return d;
}

/* The locals a native invocation holds, not counting the references the
 * VM made for its arguments (HotSpot keeps those in the Java frame).  The
 * first JNI call of an invocation notes how many it began with. */
static int live_locals(vm_thread *t)
{
    int base = count_base(t);
    int *w = jni_frame_word(t, base), n = jni_locals_live(t, base);
    if (!w) return n;
    if (!(*w & SEEN)) {
        *w |= SEEN | ((n > 0xff ? 0xff : n) << ARGS_SHIFT);
        /* HotSpot hands a thread's native invocations the same block of
         * local references, and with it the plan the last one left */
        if (base > 0 && t->jni_native_plan) *w = (*w & ~PLAN_MASK) | (t->jni_native_plan + 1);
    }
    n -= (*w & ARGS_MASK) >> ARGS_SHIFT;
    return n < 0 ? 0 : n;
}

static int planned(vm_thread *t)
{
    int *w = jni_frame_word(t, jni_frame_depth(t));
    int p = w ? (*w & PLAN_MASK) : 0;
    return p ? p - 1 : CAP_SLACK;
}

static void set_planned(vm_thread *t, long long p)
{
    int *w = jni_frame_word(t, jni_frame_depth(t));
    if (!w) return;
    if (p > CAP_MAX) p = CAP_MAX;
    *w = (*w & ~PLAN_MASK) | (int)(p + 1);
    if (!(*w & PUSHED) && jni_frame_depth(t) > 0) t->jni_native_plan = (int)p; /* a native invocation's own */
}

static void capacity_check(vm_thread *t)
{
    int live = live_locals(t), cap = planned(t);
    if (live > cap) {
        vm_printf(stdout, "WARNING: JNI local refs: %d, exceeds capacity: %d\n", live, cap);
        print_stack(t);
        fflush(stdout);
        set_planned(t, (long long)live + CAP_SLACK); /* warn once per excess */
    }
}

/* ---- entry and exit -------------------------------------------------------------------- */

typedef struct checker {
    vm_thread *t;
    bool was_native;
} checker;

static vm_thread *begin(checker *c, JNIEnv *env, int flags)
{
    vm_thread *t = thread_current();
    if (!t) {
        fflush(stderr);
        vm_printf(stdout, "FATAL ERROR in native method: Using JNIEnv in non-Java thread\n");
        fflush(stdout);
        vm_abort();
    }
    if ((JNIEnv *)t != env) fatal(t, "Using JNIEnv in the wrong thread");
    c->t = t;
    c->was_native = os_atomic_load32(&t->exec_state) == THREAD_EXEC_IN_NATIVE;
    if (c->was_native) thread_from_native(t);
    if (t->jni_critical && !(flags & CRIT_OK)) {
        vm_printf(stdout, "Warning: Calling other JNI functions in the scope of Get/ReleasePrimitiveArrayCritical or "
               "Get/ReleaseStringCritical\n");
        fflush(stdout);
    }
    if (!(flags & EXC_OK)) {
        if (t->exception) warn(t, "JNI call made with exception pending", NULL);
        if (t->jni_unchecked) {
            /* a Call* of a native invocation that has returned since does not count */
            int *w = jni_frame_word(t, count_base(t));
            if (w && (*w & UNCHECKED))
                warn(t, "JNI call made without checking exceptions when required to from ", t->jni_unchecked);
            t->jni_unchecked = NULL;
        }
    }
    if (flags & CLEARS) t->jni_unchecked = NULL;
    live_locals(t); /* the invocation's first call: note its arguments */
    return t;
}

/* Between the checks and the call: the caller's state again. */
static void resume(checker *c)
{
    if (c->was_native) thread_to_native(c->t);
}

static void after(checker *c)
{
    if (c->was_native) thread_from_native(c->t);
}

static void done(checker *c, int flags, const char *name)
{
    capacity_check(c->t);
    if (flags & SETS) {
        int *w = jni_frame_word(c->t, count_base(c->t));
        if (w) {
            *w |= UNCHECKED;
            c->t->jni_unchecked = name;
        }
    }
    if (c->was_native) thread_to_native(c->t);
}

/* ---- argument checks (IN_JAVA) ----------------------------------------------------------- */

static object *ref_obj(vm_thread *t, jobject ref)
{
    if (!ref) return NULL;
    jobjectRefType k = jni_ref_type(t, ref);
    if (k == JNIInvalidRefType || (k == JNILocalRefType && !*(object **)ref))
        fatal(t, "Bad global or local ref passed to JNI");
    return jni_deref(ref);
}

static vm_class *check_class(vm_thread *t, jclass ref)
{
    object *o = ref_obj(t, ref);
    if (!o) fatal(t, "Bad global or local ref passed to JNI");
    if (o->clazz != cls_Class) fatal(t, "JNI received a class argument that is not a class");
    return resolve_class_of_mirror(o);
}

/* null too: HotSpot's texts for a null string or array */
static void check_string(vm_thread *t, jobject ref)
{
    object *o = ref_obj(t, ref);
    if (!o || o->clazz != cls_String) fatal(t, "JNI string operation received a non-string");
}

static vm_class *array_class(vm_thread *t, jobject ref)
{
    object *o = ref_obj(t, ref);
    if (!o || !o->clazz->component) fatal(t, "Non-array passed to JNI array operations");
    return o->clazz;
}

/* elem: the element type the function works on; 0 for any primitive. */
static void check_prim_array(vm_thread *t, jobject ref, int elem)
{
    vm_class *c = array_class(t, ref);
    if (!c->component->is_primitive) fatal(t, "Primitive type array expected but not received for JNI array operation");
    if (elem && (int)c->elem_type != elem) fatal(t, "Array element type mismatch in JNI");
}

static void check_object_array(vm_thread *t, jobject ref)
{
    vm_class *c = array_class(t, ref);
    if (c->component->is_primitive) fatal(t, "Object array expected but not received for JNI array operation");
}

static const char not_throwable[] =
    "JNI Throw or ThrowNew received a class argument that is not a Throwable or Throwable subclass";

static void check_throwable(vm_thread *t, jobject ref)
{
    object *o = ref_obj(t, ref);
    if (o && !class_assignable(o->clazz, cls_Throwable)) fatal(t, not_throwable);
}

static void check_throwable_class(vm_thread *t, jclass ref)
{
    vm_class *c = check_class(t, ref);
    if (c && !class_assignable(c, cls_Throwable)) fatal(t, not_throwable);
}

static bool type_fits(basic_type have, int want)
{
    return want == T_OBJECT ? (have == T_OBJECT || have == T_ARRAY) : (int)have == want;
}

static void check_field(vm_thread *t, jobject obj, jfieldID fid, int type)
{
    ref_obj(t, obj);
    const vm_field *f = (const vm_field *)fid;
    if (!f || (f->access & CF_ACC_STATIC)) fatal(t, "Static field ID passed to JNI"); /* null: HotSpot's text too */
    if (!type_fits(f->type, type)) fatal(t, "Field type (instance) mismatch in JNI get/set field operations");
}

static void check_static_field(vm_thread *t, jclass clazz, jfieldID fid, int type)
{
    vm_class *c = check_class(t, clazz);
    const vm_field *f = (const vm_field *)fid;
    if (!f) return;
    if (!(f->access & CF_ACC_STATIC)) fatal(t, "Non-static field ID passed to JNI");
    if (c && !class_assignable(c, f->clazz)) fatal(t, "Wrong static field ID passed to JNI");
    if (!type_fits(f->type, type)) fatal(t, "Field type (static) mismatch in JNI get/set field operations");
}

static const char wrong_method[] = "Wrong object class or methodID passed to JNI call";

static void check_method(vm_thread *t, jobject obj, jmethodID mid)
{
    object *o = ref_obj(t, obj);
    const vm_method *m = (const vm_method *)mid;
    if (!m || (m->access & CF_ACC_STATIC) || (o && !class_assignable(o->clazz, m->clazz))) fatal(t, wrong_method);
}

static void check_static_method(vm_thread *t, jclass clazz, jmethodID mid)
{
    vm_class *c = check_class(t, clazz);
    const vm_method *m = (const vm_method *)mid;
    if (!m || !(m->access & CF_ACC_STATIC) || (c && !class_assignable(c, m->clazz))) fatal(t, wrong_method);
}

/* Delete*Ref: a live reference of the kind the function deletes. */
static void check_delete(vm_thread *t, jobject ref, jobjectRefType kind, const char *msg)
{
    if (!ref) return;
    ref_obj(t, ref);
    if (jni_ref_type(t, ref) != kind) fatal(t, msg);
}

/* FindClass("Lpkg/Name;"): HotSpot accepts it, with a warning. */
static void check_descriptor(vm_thread *t, const char *name)
{
    size_t n = name ? strlen(name) : 0;
    if (n > 1 && name[0] == 'L' && name[n - 1] == ';') {
        vm_printf(stdout, "WARNING in native method: JNI FindClass received a bad class descriptor \"%s\".  A correct class "
               "descriptor has no leading \"L\" or trailing \";\".  Incorrect descriptors will not be accepted "
               "in future releases.\n",
               name);
        print_stack(t);
        fflush(stdout);
    }
}

static void check_capacity(vm_thread *t, jint capacity)
{
    if (capacity < 0) fatal(t, "negative capacity");
}

/* Whether HotSpot keeps the string in UTF-16 (a char above 0xFF): then its
 * GetStringCritical pins the array and opens a critical region. */
static bool wide_string(JNIEnv *env, jstring str, const jchar *chars)
{
    jsize n = chars ? raw->GetStringLength(env, str) : 0;
    for (jsize i = 0; i < n; i++)
        if (chars[i] > 0xFF) return true;
    return false;
}

/* ---- special results ---------------------------------------------------------------------- */

static void planned_after_push(vm_thread *t, jint rc, jint capacity)
{
    int *w = jni_frame_word(t, jni_frame_depth(t));
    if (rc != JNI_OK || !w) return;
    *w = PUSHED; /* counted with the frames below it */
    set_planned(t, (long long)capacity + live_locals(t) + CAP_SLACK);
}

/* As HotSpot: only a capacity above what is planned already plans more. */
static void planned_after_ensure(vm_thread *t, jint rc, jint capacity)
{
    if (rc == JNI_OK && capacity > planned(t))
        set_planned(t, (long long)capacity + live_locals(t) + CAP_SLACK);
}

/* ---- the wrappers --------------------------------------------------------------------------- */

/* Shorthands for the checks of the list (t is the calling thread). */
#define OBJ(x) ref_obj(t, x);
#define CLS(x) check_class(t, x);
#define STR(x) check_string(t, x);
#define ARR(x) array_class(t, x);
#define PARR(x, T) check_prim_array(t, x, T);
#define OARR(x) check_object_array(t, x);
#define THR(x) check_throwable(t, x);
#define THRCLS(x) check_throwable_class(t, x);
#define FID(o, f, T) check_field(t, o, f, T);
#define SFID(c, f, T) check_static_field(t, c, f, T);
#define MID(o, m) check_method(t, o, m);
#define SMID(c, m) check_static_method(t, c, m);
#define DEL(x, kind, msg) check_delete(t, x, kind, msg);
#define CAP(n) check_capacity(t, n);
#define DESCRIPTOR(name) check_descriptor(t, name);
#define NONE
/* RegisterNatives before the native-method binding filled its slot */
#define NOT_BOUND  \
    {              \
        resume(&c_); \
        return JNI_ERR; \
    }
#define P(...) (__VA_ARGS__)

/* F: a function returning a value; FV: returning void; FA / FVA: the "..."
 * forms, forwarded to their va_list form VName.  pre: checks; post: after
 * the call (r_ is the result). */
#define F(ret, Name, params, args, flags, pre, post)      \
    static ret JNICALL chk_##Name params                    \
    {                                                      \
        checker c_;                                        \
        vm_thread *t = begin(&c_, env, flags);             \
        pre resume(&c_);                                   \
        ret r_ = raw->Name args;                           \
        after(&c_);                                        \
        post done(&c_, flags, #Name);                      \
        (void)t;                                           \
        return r_;                                         \
    }
#define FV(Name, params, args, flags, pre, post)          \
    static void JNICALL chk_##Name params                   \
    {                                                      \
        checker c_;                                        \
        vm_thread *t = begin(&c_, env, flags);             \
        pre resume(&c_);                                   \
        raw->Name args;                                    \
        after(&c_);                                        \
        post done(&c_, flags, #Name);                      \
        (void)t;                                           \
    }
#define FA(ret, Name, VName, params, last, args, flags, pre) \
    static ret JNICALL chk_##Name params                       \
    {                                                         \
        checker c_;                                           \
        vm_thread *t = begin(&c_, env, flags);                \
        pre resume(&c_);                                      \
        va_list ap;                                           \
        va_start(ap, last);                                   \
        ret r_ = raw->VName args;                             \
        va_end(ap);                                           \
        after(&c_);                                           \
        done(&c_, flags, #Name);                              \
        (void)t;                                              \
        return r_;                                            \
    }
#define FVA(Name, VName, params, last, args, flags, pre) \
    static void JNICALL chk_##Name params                  \
    {                                                     \
        checker c_;                                       \
        vm_thread *t = begin(&c_, env, flags);            \
        pre resume(&c_);                                  \
        va_list ap;                                       \
        va_start(ap, last);                               \
        raw->VName args;                                  \
        va_end(ap);                                       \
        after(&c_);                                       \
        done(&c_, flags, #Name);                          \
        (void)t;                                          \
    }

#include "jni/jni_function_list.h"

_Static_assert(T_OBJECT == 12 && T_BOOLEAN == 4 && T_BYTE == 8 && T_CHAR == 5 && T_SHORT == 9 && T_INT == 10 &&
                   T_LONG == 11 && T_FLOAT == 6 && T_DOUBLE == 7,
               "FIELD_TYPES / PRIM_TYPES use object.h's basic_type numbers");

JNI_EVERY_FUNCTION

/* ---- the table ------------------------------------------------------------------------------ */

#undef F
#undef FV
#undef FA
#undef FVA
#define F(ret, Name, ...) table.Name = chk_##Name;
#define FV(Name, ...) table.Name = chk_##Name;
#define FA(ret, Name, ...) table.Name = chk_##Name;
#define FVA(Name, ...) table.Name = chk_##Name;

const struct JNINativeInterface_ *jni_check_functions(const struct JNINativeInterface_ *real)
{
    if (!raw) {
        raw = real;
        table.reserved0 = real->reserved0;
        table.reserved1 = real->reserved1;
        table.reserved2 = real->reserved2;
        table.reserved3 = real->reserved3;
        JNI_EVERY_FUNCTION
    }
    return &table;
}
