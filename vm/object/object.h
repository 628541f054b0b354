/*
 * object.h -- the object model: what a Java object, an array and a stack or
 * field slot look like in memory.
 *
 * Every object begins with a two-word header:
 *
 *        63                                                    3   2 1 0
 *       +--------------------------------------------------------------+
 *   +0  | vm_class *                      (8-aligned: low 3 bits zero) |
 *       +--------------------------------------------------------------+
 *   +8  | lock word (see below)                                        |
 *       +--------------------------------------------------------------+
 *   +16 | instance fields, laid out by the linker (class.c)            |
 *
 * An array has its length after the header and its elements at +24, so
 * that long and double elements are 8-aligned:
 *
 *   +16 | int32 length | (pad) |
 *   +24 | elements ...          |
 *
 * The class word doubles as the collector's forwarding pointer: while a
 * collection copies objects, an object that has been copied has its new
 * address there with bit 0 set (OBJ_FORWARDED).
 *
 * The lock word (one 64-bit word; monitor.h and monitor.c own its states):
 *
 *   63  62                 32 31                  8 7        2  1 0
 *  +---+---------------------+--------------------+-----------+----+
 *  | P | identity hash       | owner thread id    | recursion | st |
 *  |   | (31 bits)           | or monitor index   | (6 bits)  |    |
 *  |   |                     | (24 bits)          |           |    |
 *  +---+---------------------+--------------------+-----------+----+
 *   P  = 1 when the hash bits hold the identity hash (LOCK_HASH_PRESENT).
 *   st = 00 unlocked: bits 2..31 are 0;
 *        01 thin-locked: bits 8..31 the owner's thread id, bits 2..7 the
 *           recursion (depth - 1);
 *        10 inflated: bits 8..31 the index of the object's record in the
 *           monitor table (monitor.c), bits 2..7 are 0.
 *   The hash bits (32..63) keep their place in every state: inflation and
 *   deflation rewrite bits 0..31 only, so the hash never moves.
 *
 * The identity hash is assigned on first request and stored in the header,
 * because objects move and their address cannot serve as their hash.
 *
 * Invariant: an object's size is a multiple of 8 and is fully determined by
 * its class (and, for arrays, its length); see obj_size().
 */
#ifndef LANTERN_OBJECT_H
#define LANTERN_OBJECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "os.h"

struct vm_class;

typedef struct object {
    struct vm_class *clazz;
    volatile uintptr_t lock;
} object;

/* The lock word, read with acquire: whatever a word names (a monitor
 * record, an owner, a hash) was made before the CAS that installed it. */
static inline uintptr_t obj_lock_word(const object *o)
{
    return (uintptr_t)os_atomic_load_ptr((void *const volatile *)&o->lock);
}

typedef struct array_object {
    object hdr;
    int32_t length;
    int32_t pad_;
} array_object;

#define OBJ_HEADER_SIZE ((size_t)sizeof(object))
#define ARRAY_HEADER_SIZE ((size_t)24)
#define ARRAY_DATA(a, type) ((type *)((char *)(a) + ARRAY_HEADER_SIZE))
#define ARRAY_LENGTH(a) (((array_object *)(a))->length)

#define OBJ_FORWARDED ((uintptr_t)1)

/* Lock-word fields (the diagram above). */
#define LOCK_STATE_MASK ((uintptr_t)3)
#define LOCK_UNLOCKED ((uintptr_t)0)
#define LOCK_THIN ((uintptr_t)1)
#define LOCK_INFLATED ((uintptr_t)2)
#define LOCK_RECURSION_SHIFT 2
#define LOCK_RECURSION_MASK ((uintptr_t)0x3f << LOCK_RECURSION_SHIFT)
#define LOCK_OWNER_SHIFT 8
#define LOCK_OWNER_MASK ((uintptr_t)0xffffff << LOCK_OWNER_SHIFT)
#define LOCK_HASH_SHIFT 32
#define LOCK_HASH_MASK ((uintptr_t)0x7fffffff << LOCK_HASH_SHIFT)
#define LOCK_HASH_PRESENT ((uintptr_t)1 << 63)

/* A slot of the operand stack, of the local variables, or of a class's
 * static storage.  Long and double values take two JVM slots; the value lives
 * in the first and the second is unused, so every slot is one machine word
 * and all the JVM's slot arithmetic (dup2, pop2, local indexes) holds. */
typedef union slot {
    int32_t i;
    int64_t j;
    float f;
    double d;
    object *a;
    uintptr_t raw;
} slot;

/* Basic types, numbered as newarray's operand (JVMS 6.5 newarray) and
 * continuing past it. */
typedef enum basic_type {
    T_BOOLEAN = 4,
    T_CHAR = 5,
    T_FLOAT = 6,
    T_DOUBLE = 7,
    T_BYTE = 8,
    T_SHORT = 9,
    T_INT = 10,
    T_LONG = 11,
    T_OBJECT = 12,
    T_ARRAY = 13,
    T_VOID = 14
} basic_type;

basic_type type_of_descriptor(char c);
int type_size(basic_type t); /* bytes of a field or array element */

#endif /* LANTERN_OBJECT_H */
