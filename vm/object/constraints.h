/*
 * constraints.h -- loader constraints (JVMS 5.3.4): two loaders that a
 * method or field reference, an override or an interface implementation
 * links must see the same class for each class name in the member's
 * descriptor.  A violation is a LinkageError worded as JDK 17 words it,
 * thrown at the resolution or link that finds it, or later at the load
 * that would break a constraint recorded earlier.
 *
 * Loaders are the ids of class.h (the boot and application loaders share
 * one namespace, so they are one loader here).  None of these may be
 * called with class.c's class_lock held.
 */
#ifndef LANTERN_CONSTRAINTS_H
#define LANTERN_CONSTRAINTS_H

#include "object/class.h"

struct vm_thread;

void constraints_init(void);

/* Method resolution from class `current` that found m: `kind` is "method"
 * or "interface method", `described` the reference as the JDK shows it
 * ("void Foo.take(Bar)", the class being the one the reference names).
 * False with LinkageError pending on a violation. */
bool constraints_check_method(struct vm_thread *t, const vm_class *current, const vm_method *m, const char *kind,
                              const char *described);
/* Field resolution from class `current` that found f. */
bool constraints_check_field(struct vm_thread *t, const vm_class *current, const vm_field *f);
/* At link time (after verification, as HotSpot does): c's methods that
 * override a superclass method of another loader, and the methods c's
 * itable selects for an interface of another loader. */
bool constraints_check_class(struct vm_thread *t, const vm_class *c);
/* Loader `loader` is about to have c under c's name (it defined c, or its
 * loadClass answered c): false with LinkageError pending if a constraint
 * wants it to see another class; else c is what the constraints on that
 * name now expect. */
bool constraints_check_loaded(struct vm_thread *t, int loader, const vm_class *c);
/* Drops a dead loader from every constraint (class unloading): constraints
 * left with one loader go, and a constraint's class defined by it is
 * forgotten (the class is going too). */
void constraints_forget_loader(int loader);

#endif /* LANTERN_CONSTRAINTS_H */
