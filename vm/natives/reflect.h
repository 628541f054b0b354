/*
 * reflect.h -- the VM side of java.lang.reflect (reflect.c): members of a
 * class, method and constructor calls, field access.
 */
#ifndef LANTERN_REFLECT_H
#define LANTERN_REFLECT_H

#include "runtime/vm.h"

/* kind 0 methods, 1 constructors, 2 fields; what 0 names (String[]),
 * 1 descriptors (String[]), 2 modifiers (int[]), 3 slots (long[]). */
object *reflect_members(vm_thread *t, vm_class *c, int kind, bool public_only, int what);
object *reflect_class_for_descriptor(vm_thread *t, const vm_class *from, const char *desc);
/* Calls m (virtually unless static, private or a constructor) with the
 * arguments in args (an Object[] of exact wrappers); result->a gets the
 * boxed result, or the new object when construct. */
bool reflect_invoke(vm_thread *t, vm_method *m, object *receiver, object *args, bool construct, slot *result);
object *reflect_field_get(vm_thread *t, vm_field *f, object *obj);
bool reflect_field_set(vm_thread *t, vm_field *f, object *obj, object *value);

#endif /* LANTERN_REFLECT_H */
