/*
 * natives_concurrent.c -- jdk.internal.misc.Unsafe: field offsets, atomic
 * and volatile access to fields and array elements, fences, park/unpark,
 * and memory outside the heap.  java.util.concurrent is written in Java on
 * these, and direct byte buffers on the last.
 *
 * An offset is a byte offset from the object's start (objects move, their
 * layout does not), so offset + object address is the field; or a static
 * field's tagged slot (unsafe_place.h), for sun.misc.Unsafe.  The natives
 * hold raw object pointers only between reading their arguments and
 * returning, and none of them allocates or blocks except park, which holds
 * none.  Every reference store (put, CAS, getAndSet) is followed by the
 * write barrier on o (heap.h), so the generational collector finds old
 * objects that now refer to young ones; copyMemory0 moves no references
 * (the library uses it on primitive arrays and off-heap memory only).
 *
 * Ordering: the os_atomic_* operations give acquire loads, release stores
 * and full-barrier read-modify-writes; a volatile store is followed by a
 * full fence, as the Java memory model's volatile order needs on every
 * processor (a store-load barrier).
 */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "natives/unsafe_place.h"
#include "heap/offheap.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "runtime/threads.h"

#define AT(o, off, type) ((type *)unsafe_place((o), (off)))

static bool null_check(vm_thread *t, object *o)
{
    if (o) return true;
    vm_throw(t, "java/lang/NullPointerException", NULL);
    return false;
}

/* Unsafe natives are instance methods: args[0] is the Unsafe singleton. */

NATIVE(unsafe_objectFieldOffset1)
{
    vm_class *c = resolve_class_of_mirror(args[1].a);
    char *name = string_to_utf8(args[2].a);
    vm_field *f = NULL;
    for (uint16_t i = 0; c && name && i < c->field_count; i++)
        if (!(c->fields[i].access & CF_ACC_STATIC) && strcmp(c->fields[i].name, name) == 0) f = &c->fields[i];
    if (f)
        ret->j = (int64_t)f->offset;
    else
        vm_throw(t, "java/lang/InternalError", "%s", name ? name : "");
    free(name);
}

NATIVE(unsafe_arrayBaseOffset0) { (void)t, (void)args; ret->i = (int32_t)ARRAY_HEADER_SIZE; }
NATIVE(unsafe_arrayIndexScale0)
{
    (void)t;
    vm_class *c = resolve_class_of_mirror(args[1].a);
    ret->i = c && c->component ? type_size(c->elem_type) : 1;
}

/* Arguments after the receiver: o at 1, offset (two slots) at 2, values from 4. */
#define OBJ (args[1].a)
#define OFF (args[2].j)

NATIVE(unsafe_compareAndSetInt)
{
    if (!null_check(t, OBJ)) return;
    ret->i = os_atomic_cas32(AT(OBJ, OFF, volatile int32_t), args[4].i, args[5].i);
}
NATIVE(unsafe_compareAndSetLong)
{
    if (!null_check(t, OBJ)) return;
    ret->i = os_atomic_cas64(AT(OBJ, OFF, volatile int64_t), args[4].j, args[6].j);
}
NATIVE(unsafe_compareAndSetReference)
{
    if (!null_check(t, OBJ)) return;
    ret->i = os_atomic_cas_ptr(AT(OBJ, OFF, void *volatile), args[4].a, args[5].a);
    if (ret->i) heap_write_barrier(OBJ); /* a failed CAS stored nothing */
}
NATIVE(unsafe_getAndAddInt)
{
    if (!null_check(t, OBJ)) return;
    /* The old value, wrapping as Java's int does (no signed overflow in C). */
    ret->i = (int32_t)((uint32_t)os_atomic_add32(AT(OBJ, OFF, volatile int32_t), args[4].i) - (uint32_t)args[4].i);
}
NATIVE(unsafe_getAndAddLong)
{
    if (!null_check(t, OBJ)) return;
    ret->j = (int64_t)((uint64_t)os_atomic_add64(AT(OBJ, OFF, volatile int64_t), args[4].j) - (uint64_t)args[4].j);
}
NATIVE(unsafe_getAndSetInt)
{
    if (!null_check(t, OBJ)) return;
    ret->i = os_atomic_swap32(AT(OBJ, OFF, volatile int32_t), args[4].i);
}
NATIVE(unsafe_getAndSetLong)
{
    if (!null_check(t, OBJ)) return;
    ret->j = os_atomic_swap64(AT(OBJ, OFF, volatile int64_t), args[4].j);
}
NATIVE(unsafe_getAndSetReference)
{
    if (!null_check(t, OBJ)) return;
    ret->a = os_atomic_swap_ptr(AT(OBJ, OFF, void *volatile), args[4].a);
    heap_write_barrier(OBJ);
}
NATIVE(unsafe_getIntVolatile)
{
    if (!null_check(t, OBJ)) return;
    ret->i = os_atomic_load32(AT(OBJ, OFF, volatile int32_t));
}
NATIVE(unsafe_putIntVolatile)
{
    (void)ret;
    if (!null_check(t, OBJ)) return;
    os_atomic_store32(AT(OBJ, OFF, volatile int32_t), args[4].i);
    os_atomic_fence();
}
NATIVE(unsafe_getLongVolatile)
{
    if (!null_check(t, OBJ)) return;
    ret->j = os_atomic_load64(AT(OBJ, OFF, volatile int64_t));
}
NATIVE(unsafe_putLongVolatile)
{
    (void)ret;
    if (!null_check(t, OBJ)) return;
    os_atomic_store64(AT(OBJ, OFF, volatile int64_t), args[4].j);
    os_atomic_fence();
}
NATIVE(unsafe_getReferenceVolatile)
{
    if (!null_check(t, OBJ)) return;
    ret->a = os_atomic_load_ptr(AT(OBJ, OFF, void *const volatile));
}
NATIVE(unsafe_putReferenceVolatile)
{
    (void)ret;
    if (!null_check(t, OBJ)) return;
    os_atomic_store_ptr(AT(OBJ, OFF, void *volatile), args[4].a);
    heap_write_barrier(OBJ);
    os_atomic_fence();
}
NATIVE(unsafe_fence) { UNUSED_ARGS; os_atomic_fence(); }

NATIVE(unsafe_park)
{
    (void)ret;
    thread_park(t, args[1].i != 0, args[2].j);
}
NATIVE(unsafe_unpark) { UNUSED_ARGS; thread_unpark(args[1].a); }

/* ---- memory outside the heap ----------------------------------------------
 * A place is base + offset, or the absolute address offset if base is null.
 * None of these allocates on the Java heap, so base cannot move meanwhile. */

static uint8_t *place(object *base, int64_t off)
{
    return base ? (uint8_t *)base + off : (uint8_t *)(uintptr_t)off;
}

NATIVE(unsafe_allocateMemory0)
{
    (void)t;
    int64_t n = args[1].j;
    /* a zero-sized buffer still has an address of its own, as on the JDK */
    ret->j = (int64_t)(uintptr_t)malloc(n > 0 ? (size_t)n : 1);
}
NATIVE(unsafe_freeMemory0) { UNUSED_ARGS; free((void *)(uintptr_t)args[1].j); }
NATIVE(unsafe_setMemory0)
{
    UNUSED_ARGS;
    memset(place(args[1].a, args[2].j), args[6].i, (size_t)args[4].j);
}
NATIVE(unsafe_copyMemory0)
{
    UNUSED_ARGS;
    memmove(place(args[4].a, args[5].j), place(args[1].a, args[2].j), (size_t)args[7].j);
}
NATIVE(unsafe_getByte) { (void)t; ret->i = *(int8_t *)(uintptr_t)args[1].j; }
NATIVE(unsafe_putByte) { UNUSED_ARGS; *(int8_t *)(uintptr_t)args[1].j = (int8_t)args[3].i; }
NATIVE(unsafe_freeWithOwner)
{
    (void)ret;
    if (!null_check(t, args[1].a)) return;
    if (!offheap_register(args[1].a, (void *)(uintptr_t)args[2].j, (size_t)args[4].j))
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
}

/* As the JDK's direct-memory limit (MaxDirectMemorySize, by default the
 * heap's maximum): past it, a collection frees what dead buffers hold,
 * and if that is not enough, OutOfMemoryError with the JDK's text. */
NATIVE(unsafe_reserveDirectMemory)
{
    (void)ret;
    size_t n = (size_t)args[1].j, limit = vm_opts.heap_max;
    if (offheap_bytes() + n <= limit) return;
    heap_collect(t, "System.gc()"); /* as the JDK's Bits.reserveMemory */
    size_t now = offheap_bytes();
    if (now + n > limit)
        vm_throw(t, "java/lang/OutOfMemoryError", "Cannot reserve %zu bytes of direct buffer memory (allocated: %zu, limit: %zu)",
                 n, now, limit);
}

#define U "jdk/internal/misc/Unsafe"
const native_entry natives_concurrent_table[] = {
    {U, "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", unsafe_objectFieldOffset1},
    {U, "arrayBaseOffset0", "(Ljava/lang/Class;)I", unsafe_arrayBaseOffset0},
    {U, "arrayIndexScale0", "(Ljava/lang/Class;)I", unsafe_arrayIndexScale0},
    {U, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", unsafe_compareAndSetInt},
    {U, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", unsafe_compareAndSetLong},
    {U, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
     unsafe_compareAndSetReference},
    {U, "getAndAddInt", "(Ljava/lang/Object;JI)I", unsafe_getAndAddInt},
    {U, "getAndAddLong", "(Ljava/lang/Object;JJ)J", unsafe_getAndAddLong},
    {U, "getAndSetInt", "(Ljava/lang/Object;JI)I", unsafe_getAndSetInt},
    {U, "getAndSetLong", "(Ljava/lang/Object;JJ)J", unsafe_getAndSetLong},
    {U, "getAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;", unsafe_getAndSetReference},
    {U, "getIntVolatile", "(Ljava/lang/Object;J)I", unsafe_getIntVolatile},
    {U, "putIntVolatile", "(Ljava/lang/Object;JI)V", unsafe_putIntVolatile},
    {U, "getLongVolatile", "(Ljava/lang/Object;J)J", unsafe_getLongVolatile},
    {U, "putLongVolatile", "(Ljava/lang/Object;JJ)V", unsafe_putLongVolatile},
    {U, "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", unsafe_getReferenceVolatile},
    {U, "putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V", unsafe_putReferenceVolatile},
    {U, "fullFence", "()V", unsafe_fence},
    {U, "loadFence", "()V", unsafe_fence},
    {U, "storeFence", "()V", unsafe_fence},
    {U, "park", "(ZJ)V", unsafe_park},
    {U, "unpark", "(Ljava/lang/Object;)V", unsafe_unpark},
    {U, "allocateMemory0", "(J)J", unsafe_allocateMemory0},
    {U, "freeMemory0", "(J)V", unsafe_freeMemory0},
    {U, "setMemory0", "(Ljava/lang/Object;JJB)V", unsafe_setMemory0},
    {U, "copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", unsafe_copyMemory0},
    {U, "getByte", "(J)B", unsafe_getByte},
    {U, "putByte", "(JB)V", unsafe_putByte},
    {U, "freeWithOwner", "(Ljava/lang/Object;JJ)V", unsafe_freeWithOwner},
    {U, "reserveDirectMemory", "(J)V", unsafe_reserveDirectMemory},
};
const size_t natives_concurrent_count = sizeof natives_concurrent_table / sizeof natives_concurrent_table[0];
