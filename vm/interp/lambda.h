/*
 * lambda.h -- lambdas and method references: what LambdaMetafactory's
 * metafactory and altMetafactory do for javac's invokedynamic, done by the
 * VM without method handles (those are natives_invoke.c's, for programs).
 *
 * For each call site the VM writes a small class file -- the proxy class
 * <Host>$$Lambda$<n>, a nestmate of the host that implements the functional
 * interface (and any markers), with one final field per captured value and
 * the interface method (and each bridge) whose body loads the captured
 * fields and the arguments, adapts them (casts, boxing, unboxing, widening)
 * and calls the implementation method -- and defines it like any other
 * class, so the interpreter, the collector, the verifier and JVMPI see
 * nothing special.
 */
#ifndef LANTERN_LAMBDA_H
#define LANTERN_LAMBDA_H

#include "runtime/vm.h"

typedef struct lambda_site {
    vm_class *proxy;
    int capture_count;
    int capture_slots;      /* operand-stack slots the captured values take */
    vm_field **captures;    /* the proxy's fields, in argument order */
} lambda_site;

/* Builds the proxy class for the LambdaMetafactory call site at constant
 * pool index `index` of cls (an InvokeDynamic entry).  false with an
 * exception pending (LambdaConversionException-like errors are reported
 * as BootstrapMethodError). */
bool lambda_make_site(vm_thread *t, vm_class *cls, uint16_t index, bool alt, lambda_site *out);

/* A new proxy instance holding the captured values at args. */
object *lambda_new_instance(vm_thread *t, const lambda_site *site, slot *args);

#endif /* LANTERN_LAMBDA_H */
