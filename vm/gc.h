/*
 * gc.h -- the collector's entry points (gc.c) and the root walkers that
 * other subsystems provide for it.
 */
#ifndef LANTERN_GC_H
#define LANTERN_GC_H

#include "vm.h"

/* Copies everything reachable from *space_a into *space_b (allocated on
 * first use), then swaps them; *top becomes the new allocation point.
 * false if the second space cannot be had. */
bool gc_collect(vm_thread *t, uint8_t **space_a, uint8_t **space_b, size_t space_size, uint8_t **top);

/* Root walkers. */
void class_for_each(void (*fn)(vm_class *c, void *arg), void *arg);
void string_intern_roots(void (*visit)(object **slot, void *arg), void *arg);

#endif
