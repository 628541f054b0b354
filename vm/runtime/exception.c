/*
 * exception.c -- making, recording and reporting Java exceptions.
 *
 * A backtrace is recorded when a Throwable is constructed (fillInStackTrace)
 * as a long[] of (method pointer, bytecode offset) pairs -- cheap, since
 * most exceptions are caught and never print -- and turned into
 * StackTraceElement[] only when asked (getStackTrace, printStackTrace).
 * As HotSpot does, the frames of fillInStackTrace and of the exception's own
 * constructors are left out, and at most 1024 frames are kept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/resolve.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"
#include "runtime/safepoint.h"
#include "runtime/threads.h"

#define MAX_TRACE_DEPTH 1024

static vm_field *backtrace_field;

/* vm_throw with its message formatted (NULL: none). */
static bool throw_message(vm_thread *t, const char *class_name, const char *msg)
{
    OS_TRACE(VM_TRACE_EXCEPTION, "exception", "throw %s: %s", class_name, msg ? msg : "(no message)");
    t->exception = NULL;
    vm_class *c = class_load(t, class_name);
    if (!c) {
        if (!t->exception) {
            fprintf(stderr, "Lantern: cannot load %s to report: %s\n", class_name, msg ? msg : "");
            os_exit(1);
        }
        return false;
    }
    if (!class_initialize(t, c)) return false;
    object *s = NULL;
    if (msg) {
        s = string_from_utf8(t, msg);
        if (!s) return false;
    }
    VM_ROOT(t, &s);
    object *ex = heap_new_object(t, c);
    VM_UNROOT(t, 1);
    if (!ex) return false;
    VM_ROOT(t, &ex);
    slot args[2] = {{.a = ex}, {.a = s}};
    vm_method *ctor = class_find_declared_method(c, "<init>", "(Ljava/lang/String;)V");
    bool ok;
    if (ctor) {
        ok = vm_call(t, ctor, args, NULL);
    } else {
        ctor = class_find_declared_method(c, "<init>", "()V");
        ok = ctor && vm_call(t, ctor, args, NULL);
    }
    VM_UNROOT(t, 1);
    if (!ok) return false; /* the constructor's own exception stands */
    t->exception = ex;
    return false;
}

bool vm_throw(vm_thread *t, const char *class_name, const char *fmt, ...)
{
    /* most messages fit the stack buffer; a long one (a VerifyError's
     * bytecode dump) gets one of its size, or is cut if that cannot be had */
    char buf[1024], *msg = NULL;
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        msg = buf;
        char *big = n >= (int)sizeof buf ? malloc((size_t)n + 1) : NULL;
        if (big) {
            va_start(ap, fmt);
            vsnprintf(big, (size_t)n + 1, fmt, ap);
            va_end(ap);
            msg = big;
        }
    }
    bool r = throw_message(t, class_name, msg);
    if (msg != buf) free(msg);
    return r;
}

/* Throwable.backtrace, found once; any thread may be first (an idempotent
 * cache, read and written atomically). */
static vm_field *find_backtrace_field(void)
{
    vm_field *bf = os_atomic_load_ptr((void *const volatile *)&backtrace_field);
    if (!bf) {
        bf = class_find_field(cls_Throwable, "backtrace", "Ljava/lang/Object;");
        os_atomic_store_ptr((void *volatile *)&backtrace_field, bf);
    }
    return bf;
}

/* The backtrace holds method pointers, which the Throwable may outlive
 * the loaders of: Throwable.backtraceLoaders keeps each distinct
 * user-defined loader of a recorded frame reachable (classloaders.h). */
static void keep_loaders(vm_thread *t, object *throwable, object *bt)
{
    static vm_field *lf;
    /* k: the distinct loaders, counted against the few seen so far; past
     * 64 of them (never seen in practice) every user frame gets a slot */
    int32_t n = ARRAY_LENGTH(bt) / 2, k = 0, user_frames = 0;
    int ids[64];
    const int64_t *d = ARRAY_DATA(bt, int64_t);
    for (int32_t i = 0; i < n; i++) {
        int loader = ((const vm_method *)(intptr_t)d[2 * i])->clazz->loader;
        if (loader < LOADER_USER_FIRST) continue;
        user_frames++;
        int32_t j = 0;
        while (j < k && j < 64 && ids[j] != loader) j++;
        if (j == k) {
            if (k < 64) ids[k] = loader;
            k++;
        }
    }
    if (!k) return;
    if (k > 64) k = user_frames;
    if (!lf) lf = class_find_field(cls_Throwable, "backtraceLoaders", "[Ljava/lang/Object;");
    vm_class *ac = lf ? class_array_of(t, cls_Object) : NULL;
    if (!ac) return;
    VM_ROOT(t, &throwable);
    VM_ROOT(t, &bt);
    object *loaders = heap_new_array(t, ac, k);
    VM_UNROOT(t, 2);
    if (!loaders) {
        t->exception = NULL;
        return;
    }
    d = ARRAY_DATA(bt, int64_t);
    object **out = ARRAY_DATA(loaders, object *);
    int32_t filled = 0;
    for (int32_t i = 0; i < n && filled < k; i++) {
        const vm_class *c = ((const vm_method *)(intptr_t)d[2 * i])->clazz;
        if (c->loader < LOADER_USER_FIRST) continue;
        bool seen = false;
        for (int32_t j = 0; j < filled && !seen; j++) seen = out[j] == c->loader_obj;
        if (!seen) out[filled++] = c->loader_obj;
    }
    *FIELD_PTR(throwable, lf, object *) = loaders;
    heap_write_barrier(throwable);
}

static bool is_fill_in(const vm_method *m)
{
    return strncmp(m->name, "fillInStackTrace", 16) == 0;
}

void exception_fill_backtrace(vm_thread *t, object *throwable)
{
    vm_field *bf = find_backtrace_field();
    if (!bf) return;
    frame *f = t->top;
    while (f && is_fill_in(f->method)) f = f->prev;
    while (f && strcmp(f->method->name, "<init>") == 0 && class_assignable(throwable->clazz, f->method->clazz))
        f = f->prev;
    /* Hidden classes' frames (lambda proxies) are left out, as HotSpot does. */
    int n = 0;
    for (frame *g = f; g && n < MAX_TRACE_DEPTH; g = g->prev)
        if (!g->method->clazz->is_hidden) n++;
    VM_ROOT(t, &throwable);
    object *arr = heap_new_primitive_array(t, T_LONG, 2 * n);
    VM_UNROOT(t, 1);
    if (!arr) {
        t->exception = NULL; /* no trace rather than a second exception */
        return;
    }
    int64_t *d = ARRAY_DATA(arr, int64_t);
    int i = 0;
    for (frame *g = f; g && i < n; g = g->prev) {
        if (g->method->clazz->is_hidden) continue;
        d[2 * i] = (int64_t)(intptr_t)g->method;
        d[2 * i + 1] = g->pc ? (int64_t)(g->pc - g->method->code) : -1;
        i++;
    }
    *FIELD_PTR(throwable, bf, object *) = arr;
    heap_write_barrier(throwable);
    keep_loaders(t, throwable, arr);
}

void exception_fill_backtrace_of(vm_thread *t, object *throwable, vm_thread *other)
{
    vm_field *bf = find_backtrace_field();
    if (!bf) return;
    /* The frames are read with the world stopped (other's frames hold
     * still) into C memory; the array is made once it runs again. */
    int64_t *pairs = NULL;
    int n = 0;
    VM_ROOT(t, &throwable);
    int32_t was = safepoint_stop_world(t);
    if (other && thread_is_known(other)) {
        int cap = 0;
        for (frame *g = other->top; g && cap < MAX_TRACE_DEPTH; g = g->prev) cap++;
        pairs = cap ? malloc((size_t)cap * 2 * sizeof *pairs) : NULL;
        for (frame *g = other->top; g && pairs && n < cap; g = g->prev) {
            if (g->method->clazz->is_hidden) continue;
            pairs[2 * n] = (int64_t)(intptr_t)g->method;
            pairs[2 * n + 1] = g->pc ? (int64_t)(g->pc - g->method->code) : -1;
            n++;
        }
    }
    safepoint_restart_world(t, was);
    object *arr = heap_new_primitive_array(t, T_LONG, 2 * n);
    VM_UNROOT(t, 1);
    if (!arr) {
        t->exception = NULL;
        free(pairs);
        return;
    }
    if (n) memcpy(ARRAY_DATA(arr, int64_t), pairs, (size_t)n * 2 * sizeof *pairs);
    free(pairs);
    *FIELD_PTR(throwable, bf, object *) = arr;
    heap_write_barrier(throwable);
    keep_loaders(t, throwable, arr);
}

object *exception_decode_backtrace(vm_thread *t, object *throwable)
{
    vm_field *bf = find_backtrace_field();
    object *bt = bf ? *FIELD_PTR(throwable, bf, object *) : NULL;
    int n = bt ? ARRAY_LENGTH(bt) / 2 : 0;
    vm_class *ste = cls_StackTraceElement;
    vm_class *arr_class = class_array_of(t, ste);
    if (!arr_class || !class_initialize(t, ste)) return NULL;
    VM_ROOT(t, &bt);
    object *result = heap_new_array(t, arr_class, n);
    if (!result) {
        VM_UNROOT(t, 1);
        return NULL;
    }
    VM_ROOT(t, &result);
    vm_method *ctor = class_find_declared_method(ste, "<init>",
                                                 "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V");
    for (int i = 0; i < n && ctor; i++) {
        vm_method *m = (vm_method *)(intptr_t)ARRAY_DATA(bt, int64_t)[2 * i];
        int64_t pc = ARRAY_DATA(bt, int64_t)[2 * i + 1];
        char cname[512];
        object *e = NULL, *cn = NULL, *mn = NULL, *fn = NULL, *mirror = NULL;
        VM_ROOT(t, &e);
        VM_ROOT(t, &cn);
        VM_ROOT(t, &mn);
        VM_ROOT(t, &fn);
        VM_ROOT(t, &mirror);
        cn = string_from_utf8(t, class_java_name(m->clazz, cname, sizeof cname));
        mn = cn ? string_from_utf8(t, m->name) : NULL;
        if (mn && m->clazz->source_file) fn = string_from_utf8(t, m->clazz->source_file);
        if (mn) mirror = resolve_mirror(t, m->clazz);
        int line = (m->access & CF_ACC_NATIVE) ? -2 : (pc >= 0 ? frame_line_number(m, (uint32_t)pc) : -1);
        if (mirror) e = heap_new_object(t, ste);
        bool ok = false;
        if (e) {
            slot args[6] = {{.a = e}, {.a = mirror}, {.a = cn}, {.a = mn}, {.a = fn}, {.i = line}};
            ok = vm_call(t, ctor, args, NULL);
        }
        if (ok) {
            ARRAY_DATA(result, object *)[i] = e;
            heap_write_barrier(result); /* before the next element's allocations */
        }
        VM_UNROOT(t, 5);
        if (!ok) {
            VM_UNROOT(t, 2);
            return NULL;
        }
    }
    VM_UNROOT(t, 2);
    return result;
}

char *exception_message_utf8(object *ex)
{
    vm_field *mf = class_find_field(cls_Throwable, "detailMessage", "Ljava/lang/String;");
    object *msg = mf ? *FIELD_PTR(ex, mf, object *) : NULL;
    return msg ? string_to_utf8(msg) : NULL;
}

void exception_report_uncaught(vm_thread *t)
{
    object *ex = t->exception;
    if (!ex) return;
    t->exception = NULL;
    VM_ROOT(t, &ex);
    bool done = false;
    if (t->java_thread) {
        slot args[2] = {{.a = t->java_thread}, {.a = ex}};
        vm_method *m = class_find_method(t->java_thread->clazz, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
        done = m && vm_call(t, m, args, NULL);
        t->exception = NULL;
    }
    if (!done) {
        /* Without a Thread object (a failure during startup) print the
         * same first line the JDK would, and the trace through Java if we can. */
        char name[512];
        fprintf(stderr, "Exception in thread \"main\" ");
        slot args[1] = {{.a = ex}};
        vm_method *pst = class_find_method(ex->clazz, "printStackTrace", "()V");
        fflush(stderr);
        if (!pst || !vm_call(t, pst, args, NULL)) {
            t->exception = NULL;
            fprintf(stderr, "%s\n", class_java_name(ex->clazz, name, sizeof name));
        }
    }
    VM_UNROOT(t, 1);
}
