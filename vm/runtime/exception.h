/*
 * exception.h -- throwing from C, and the backtraces of Throwables
 * (exception.c).
 */
#ifndef LANTERN_EXCEPTION_H
#define LANTERN_EXCEPTION_H

#include <stdbool.h>

#include "runtime/vm.h"

/* Throws a new exception of the named class (internal form) with a message
 * (printf format; NULL for none).  Always returns false, for `return
 * vm_throw(...)` in code that signals failure by false. */
bool vm_throw(vm_thread *t, const char *class_name, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Fills a Throwable's backtrace from the current Java stack. */
void exception_fill_backtrace(vm_thread *t, object *throwable);
/* Fills a Throwable's backtrace from another thread's Java stack, read
 * with the world stopped (Thread.getStackTrace of another thread); empty
 * if that thread is not running. */
void exception_fill_backtrace_of(vm_thread *t, object *throwable, vm_thread *other);
/* Builds StackTraceElement[] from a backtrace. */
object *exception_decode_backtrace(vm_thread *t, object *throwable);
/* Prints a pending exception the way the JDK reports an uncaught one in
 * thread t, then clears it. */
/* A Throwable's detail message in UTF-8 (malloc'd), or NULL if it has none. */
char *exception_message_utf8(object *ex);
void exception_report_uncaught(vm_thread *t);

#endif /* LANTERN_EXCEPTION_H */
