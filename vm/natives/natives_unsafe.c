/*
 * natives_unsafe.c -- sun.misc.Unsafe (module jdk.unsupported on the JDK):
 * plain and volatile access to fields, array elements, static fields and
 * memory outside the heap, and the few services jdk.internal.misc.Unsafe
 * lacks (static field offsets, allocateInstance, reallocateMemory, the
 * caller check of getUnsafe).  The atomic operations (CAS, getAndAdd,
 * getAndSet) stay natives_concurrent.c's: sun.misc.Unsafe calls them.
 *
 * A place is (base, offset):
 *  - base null: offset is an absolute address (allocateMemory's);
 *  - base a Class mirror and offset carrying UNSAFE_STATIC_TAG (what
 *    staticFieldOffset hands out): the static slot (offset - tag) / 8 of the
 *    class the mirror stands for (statics live in C memory, in slots);
 *  - otherwise a byte offset from the object's start (objectFieldOffset,
 *    arrayBaseOffset + index * scale).
 * Objects move, so the address is computed from the base at each access,
 * and nothing here holds an object pointer across an allocation (only
 * allocateInstance allocates, and it holds none).
 *
 * A static slot keeps a byte, short, char or boolean as a whole int
 * (sign- or zero-extended, as putstatic leaves it), so sub-int stores into
 * static places write the extended int.  Reference stores are followed by
 * the write barrier on the base (heap.h).  Volatile accesses are bracketed
 * by full fences: stronger than the Java memory model asks, never weaker.
 * Unaligned absolute addresses are read and written with memcpy.
 */
#include <stdlib.h>
#include <string.h>

#include "natives/natives.h"
#include "natives/unsafe_place.h"
#include "heap/heap.h"
#include "interp/resolve.h"
#include "object/string.h"
#include "runtime/exception.h"

/* Where (base, off) is; *is_static says it is a static slot. */
static void *place(object *base, int64_t off, bool *is_static)
{
    *is_static = false;
    if (!base) return (void *)(uintptr_t)off;
    void *p = unsafe_place(base, off);
    *is_static = (void *)((char *)base + off) != p;
    return p;
}

/* Instance natives: args[0] is the Unsafe; base at 1, offset (two slots) at 2,
 * a value from 4.  Address natives: address (two slots) at 1, a value from 3. */
#define BASE (args[1].a)
#define OFF (args[2].j)

#define INT_LIKE(Name, ctype, ext)                                                        \
    NATIVE(unsafe_get##Name)                                                              \
    {                                                                                     \
        (void)t;                                                                          \
        bool st;                                                                          \
        void *p = place(BASE, OFF, &st);                                                  \
        ctype v;                                                                          \
        if (st) v = (ctype)((slot *)p)->i; else memcpy(&v, p, sizeof v);                  \
        ret->i = (int32_t)ext(v);                                                         \
    }                                                                                     \
    NATIVE(unsafe_put##Name)                                                              \
    {                                                                                     \
        (void)t, (void)ret;                                                               \
        bool st;                                                                          \
        void *p = place(BASE, OFF, &st);                                                  \
        ctype v = (ctype)args[4].i;                                                       \
        if (st) ((slot *)p)->i = (int32_t)ext(v); else memcpy(p, &v, sizeof v);           \
    }                                                                                     \
    NATIVE(unsafe_get##Name##Volatile)                                                    \
    {                                                                                     \
        os_atomic_fence();                                                                \
        unsafe_get##Name(t, args, ret);                                                   \
        os_atomic_fence();                                                                \
    }                                                                                     \
    NATIVE(unsafe_put##Name##Volatile)                                                    \
    {                                                                                     \
        os_atomic_fence();                                                                \
        unsafe_put##Name(t, args, ret);                                                   \
        os_atomic_fence();                                                                \
    }

#define ADDR_LIKE(Name, ctype, ext)                                                       \
    NATIVE(unsafe_addr_get##Name)                                                         \
    {                                                                                     \
        (void)t;                                                                          \
        ctype v;                                                                          \
        memcpy(&v, (void *)(uintptr_t)args[1].j, sizeof v);                               \
        ret->i = (int32_t)ext(v);                                                         \
    }                                                                                     \
    NATIVE(unsafe_addr_put##Name)                                                         \
    {                                                                                     \
        (void)t, (void)ret;                                                               \
        ctype v = (ctype)args[3].i;                                                       \
        memcpy((void *)(uintptr_t)args[1].j, &v, sizeof v);                               \
    }

#define BOOL_EXT(v) ((v) != 0)
#define SAME(v) (v)
INT_LIKE(Boolean, uint8_t, BOOL_EXT)
INT_LIKE(Byte, int8_t, SAME)
INT_LIKE(Short, int16_t, SAME)
INT_LIKE(Char, uint16_t, SAME)
INT_LIKE(Int, int32_t, SAME)
INT_LIKE(Float, int32_t, SAME) /* the bits: a float slot is a 32-bit slot */
ADDR_LIKE(Byte, int8_t, SAME)
ADDR_LIKE(Short, int16_t, SAME)
ADDR_LIKE(Char, uint16_t, SAME)
ADDR_LIKE(Int, int32_t, SAME)
ADDR_LIKE(Float, int32_t, SAME)

/* long and double: eight bytes, the value in two slots. */
NATIVE(unsafe_getLong)
{
    (void)t;
    bool st;
    memcpy(&ret->j, place(BASE, OFF, &st), 8);
}
NATIVE(unsafe_putLong)
{
    (void)t, (void)ret;
    bool st;
    memcpy(place(BASE, OFF, &st), &args[4].j, 8);
}
NATIVE(unsafe_getLongVolatile)
{
    os_atomic_fence();
    unsafe_getLong(t, args, ret);
    os_atomic_fence();
}
NATIVE(unsafe_putLongVolatile)
{
    os_atomic_fence();
    unsafe_putLong(t, args, ret);
    os_atomic_fence();
}
NATIVE(unsafe_addr_getLong) { (void)t; memcpy(&ret->j, (void *)(uintptr_t)args[1].j, 8); }
NATIVE(unsafe_addr_putLong) { (void)t, (void)ret; memcpy((void *)(uintptr_t)args[1].j, &args[3].j, 8); }

NATIVE(unsafe_getObject)
{
    (void)t;
    bool st;
    ret->a = *(object *volatile *)place(BASE, OFF, &st);
}
NATIVE(unsafe_putObject)
{
    (void)t, (void)ret;
    bool st;
    *(object *volatile *)place(BASE, OFF, &st) = args[4].a;
    if (BASE) heap_write_barrier(BASE);
}
NATIVE(unsafe_getObjectVolatile)
{
    os_atomic_fence();
    unsafe_getObject(t, args, ret);
    os_atomic_fence();
}
NATIVE(unsafe_putObjectVolatile)
{
    os_atomic_fence();
    unsafe_putObject(t, args, ret);
    os_atomic_fence();
}

/* staticFieldOffset0(Class, String): the tagged slot of the named static field. */
NATIVE(unsafe_staticFieldOffset0)
{
    vm_class *c = resolve_class_of_mirror(args[1].a);
    char *name = string_to_utf8(args[2].a);
    ret->j = 0;
    for (uint16_t i = 0; c && name && i < c->field_count; i++)
        if ((c->fields[i].access & CF_ACC_STATIC) && strcmp(c->fields[i].name, name) == 0) {
            ret->j = UNSAFE_STATIC_TAG + (int64_t)c->fields[i].offset * (int64_t)sizeof(slot);
            free(name);
            return;
        }
    vm_throw(t, "java/lang/InternalError", "%s", name ? name : "");
    free(name);
}

/* bootCaller0(): whether the code calling sun.misc.Unsafe was loaded by the boot loader. */
NATIVE(unsafe_bootCaller0)
{
    static const char *const skip[] = {"sun/misc/Unsafe", NULL};
    (void)args;
    vm_class *c = natives_caller(t, skip, false);
    ret->i = c && c->loader == 0;
}

/* allocateInstance0(Class): an initialized class's instance, no constructor run. */
NATIVE(unsafe_allocateInstance0)
{
    vm_class *c = resolve_class_of_mirror(args[1].a);
    ret->a = NULL;
    if (!c || c->component || c->is_primitive || (c->access & (CF_ACC_ABSTRACT | CF_ACC_INTERFACE)) ||
        strcmp(c->name, "java/lang/Class") == 0) {
        char buf[512];
        vm_throw(t, "java/lang/InstantiationException", "%s", c ? class_java_name(c, buf, sizeof buf) : "");
        return;
    }
    if (!class_initialize(t, c)) return;
    ret->a = heap_new_object(t, c);
}

NATIVE(unsafe_reallocateMemory0)
{
    (void)t;
    int64_t n = args[3].j;
    ret->j = (int64_t)(uintptr_t)realloc((void *)(uintptr_t)args[1].j, n > 0 ? (size_t)n : 1);
}

NATIVE(unsafe_addressSize0) { UNUSED_ARGS; ret->i = (int32_t)sizeof(void *); }

#define U "sun/misc/Unsafe"
#define ACCESSORS(Name, D)                                                                          \
    {U, "get" #Name, "(Ljava/lang/Object;J)" D, unsafe_get##Name},                                  \
    {U, "put" #Name, "(Ljava/lang/Object;J" D ")V", unsafe_put##Name},                              \
    {U, "get" #Name "Volatile", "(Ljava/lang/Object;J)" D, unsafe_get##Name##Volatile},             \
    {U, "put" #Name "Volatile", "(Ljava/lang/Object;J" D ")V", unsafe_put##Name##Volatile}
#define ADDRESS(Name, D)                                  \
    {U, "get" #Name, "(J)" D, unsafe_addr_get##Name},     \
    {U, "put" #Name, "(J" D ")V", unsafe_addr_put##Name}
const native_entry natives_unsafe_table[] = {
    ACCESSORS(Boolean, "Z"), ACCESSORS(Byte, "B"), ACCESSORS(Short, "S"), ACCESSORS(Char, "C"),
    ACCESSORS(Int, "I"), ACCESSORS(Long, "J"), ACCESSORS(Object, "Ljava/lang/Object;"),
    /* float and double are their bits: the Java side converts */
    {U, "getFloatBits", "(Ljava/lang/Object;J)I", unsafe_getFloat},
    {U, "putFloatBits", "(Ljava/lang/Object;JI)V", unsafe_putFloat},
    {U, "getFloatBitsVolatile", "(Ljava/lang/Object;J)I", unsafe_getFloatVolatile},
    {U, "putFloatBitsVolatile", "(Ljava/lang/Object;JI)V", unsafe_putFloatVolatile},
    {U, "getFloatBits", "(J)I", unsafe_addr_getFloat},
    {U, "putFloatBits", "(JI)V", unsafe_addr_putFloat},
    ADDRESS(Byte, "B"), ADDRESS(Short, "S"), ADDRESS(Char, "C"), ADDRESS(Int, "I"), ADDRESS(Long, "J"),
    {U, "staticFieldOffset0", "(Ljava/lang/Class;Ljava/lang/String;)J", unsafe_staticFieldOffset0},
    {U, "bootCaller0", "()Z", unsafe_bootCaller0},
    {U, "allocateInstance0", "(Ljava/lang/Class;)Ljava/lang/Object;", unsafe_allocateInstance0},
    {U, "reallocateMemory0", "(JJ)J", unsafe_reallocateMemory0},
    {U, "addressSize0", "()I", unsafe_addressSize0},
};
const size_t natives_unsafe_count = sizeof natives_unsafe_table / sizeof natives_unsafe_table[0];
