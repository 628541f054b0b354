/*
 * indy.h -- invokedynamic call sites (indy.c): linking on first execution,
 * then running the linked site.
 *
 * Like the resolve_* functions, indy_resolve caches its result in the
 * class's cp_cache (the entry's u.indy) and returns false with an exception
 * pending on failure.
 */
#ifndef LANTERN_INDY_H
#define LANTERN_INDY_H

#include "runtime/vm.h"

struct indy_site;

/* Links the invokedynamic site at constant-pool entry index of cls. */
bool indy_resolve(vm_thread *t, vm_class *cls, uint16_t index);
/* Runs a linked site with its arguments at the top of the stack (ending at
 * sp); *popped tells how many slots they took. */
bool indy_invoke(vm_thread *t, struct indy_site *site, slot *sp, int *popped, slot *result);
/* Frees a linked site (its class is being unloaded). */
void indy_site_free(struct indy_site *site);
/* Slots the site's result takes on the stack (0, 1 or 2). */
int indy_return_slots(const struct indy_site *site);

#endif
