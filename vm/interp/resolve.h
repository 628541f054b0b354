/*
 * resolve.h -- constant-pool resolution for the interpreter (JVMS 5.4.3),
 * with access checks and the JDK's error messages, and instruction
 * rewriting (invokedynamic call sites are in indy.h).
 *
 * Every resolve_* function caches its result in the class's cp_cache (so
 * each entry resolves at most once, as JVMS 5.4.3 requires for success) and
 * returns NULL/false with an exception pending on failure.
 */
#ifndef LANTERN_RESOLVE_H
#define LANTERN_RESOLVE_H

#include "runtime/vm.h"

vm_class *resolve_class(vm_thread *t, vm_class *cls, uint16_t index);
vm_field *resolve_field(vm_thread *t, vm_class *cls, uint16_t index, bool is_static, bool is_put,
                        vm_method *accessor);
vm_method *resolve_method_for_invoke(vm_thread *t, vm_class *cls, uint16_t index, uint8_t opcode,
                                     vm_method *caller);
vm_method *resolve_select_interface(vm_thread *t, vm_class *receiver, vm_method *imethod);
/* AbstractMethodError for a call of `resolved` on a receiver of class
 * `receiver` that selected `selected` (abstract, or NULL if none), in the
 * JDK's words; always false. */
bool resolve_throw_abstract(vm_thread *t, vm_class *receiver, const vm_method *resolved, const vm_method *selected);
/* ldc of a String, Class, MethodType or MethodHandle constant. */
object *resolve_constant_object(vm_thread *t, vm_class *cls, uint16_t index);
/* The java.lang.Class object of a class, made on first use. */
object *resolve_mirror(vm_thread *t, vm_class *c);
/* The same, allocated without ever collecting (for event sites that hold
 * raw references); NULL if the heap has no room left even in its reserve. */
object *resolve_mirror_nogc(vm_thread *t, vm_class *c);
/* The class a java.lang.Class object stands for. */
vm_class *resolve_class_of_mirror(object *mirror);
object *resolve_multianewarray(vm_thread *t, vm_class *array_class, int dims, slot *counts);
bool resolve_throw_class_cast(vm_thread *t, vm_class *from, vm_class *to);

/* "void pkg.A.foo(int, java.lang.String)" as the JDK's messages print it. */
const char *resolve_describe_method(const vm_method *m, char *buf, size_t len);

/* Rewrites the instruction at pc into a quick form (operands first, then
 * the opcode, with release ordering). */
void resolve_rewrite(const uint8_t *pc, uint8_t quick);
void resolve_rewrite_u2(const uint8_t *pc, uint8_t quick, uint16_t operand);

#include "runtime/monitor.h" /* monitor_enter/exit, used beside resolution by the interpreter */

#endif
