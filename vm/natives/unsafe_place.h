/*
 * unsafe_place.h -- where an Unsafe (base, offset) pair points, for the
 * natives of jdk.internal.misc.Unsafe (natives_concurrent.c) and
 * sun.misc.Unsafe (natives_unsafe.c).  base is never null here.
 *
 * An offset is a byte offset from the object's start, recomputed into an
 * address at every access because the collector moves objects, except
 * that sun.misc.Unsafe.staticFieldOffset hands out UNSAFE_STATIC_TAG plus
 * 8 * the static slot, with the class's mirror as the base
 * (staticFieldBase): statics live in C memory, in the class's slot array.
 * The tag is far beyond any object's size, so no field offset carries it.
 */
#ifndef LANTERN_UNSAFE_PLACE_H
#define LANTERN_UNSAFE_PLACE_H

#include <string.h>

#include "interp/resolve.h"
#include "object/class.h"

#define UNSAFE_STATIC_TAG ((int64_t)1 << 40)

static inline void *unsafe_place(object *base, int64_t off)
{
    if (off >= UNSAFE_STATIC_TAG && strcmp(base->clazz->name, "java/lang/Class") == 0) {
        vm_class *c = resolve_class_of_mirror(base);
        int64_t i = (off - UNSAFE_STATIC_TAG) / (int64_t)sizeof(slot);
        if (c && i < c->static_count) return &c->statics[i];
    }
    return (char *)base + off;
}

#endif
