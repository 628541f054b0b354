/*
 * natives_varhandle.c -- the memory side of java.lang.invoke.VarHandle:
 * reads, writes and atomic read-modify-writes of one field, static field
 * or array element, and the table of VarHandle's signature-polymorphic
 * method names (natives_invoke.c links their call sites; the mode number
 * handed to VarHandle.invokeFromVM is the name's index here, which is the
 * ordinal of VarHandle.AccessMode).
 *
 * A place is (base, offset) as for Unsafe (unsafe_place.h): a byte offset
 * from an object's start, or a static slot tagged with UNSAFE_STATIC_TAG
 * and the declaring class's mirror as base, or (prim only, base null) an
 * address outside the heap.  VarHandle.java null-checks every base a
 * program supplies, so a null base here is always a direct buffer's.  The address is computed at
 * every call (objects move), and no native here allocates, so the raw
 * pointers never outlive a collection.
 *
 * Values cross as 64-bit bit patterns, normalised as Java holds them in an
 * int or long: boolean 0/1, byte and short sign-extended, char
 * zero-extended, float as its raw int bits, double as its raw long bits.
 * A static slot keeps every sub-int type as the whole extended int (as
 * putstatic leaves it), so a static place of such a type is a 32-bit word.
 *
 * Every access mode runs sequentially consistent: plain, opaque and
 * acquire/release accesses get volatile strength (stronger than asked,
 * never weaker) and a weak compare-and-set never fails spuriously.  All
 * read-modify-writes are compare-and-swap loops on the naturally aligned
 * word holding the value; a byte, boolean, short or char in the heap is
 * swapped within its aligned 32-bit word (objects and array data are 8-byte
 * aligned, so that word lies inside the object), leaving the neighbouring
 * bytes as they were: a concurrent store to a neighbour makes the swap
 * fail and retry.  Byte positions within the word assume a little-endian
 * processor (x86-64 and AArch64 as Lantern builds them).  A reference store
 * is followed by the write barrier on the base (heap.h).
 *
 * Also here: what records' reflection needs from the class file (the
 * Record attribute's components and their annotations), for
 * java.lang.reflect.RecordSupport.  The attribute lives in the class's
 * parsed class file, which does not move, so it is read after each
 * allocation without copying.
 */
#include <string.h>

#include "natives/natives.h"
#include "natives/unsafe_place.h"
#include "heap/heap.h"
#include "interp/resolve.h"
#include "object/string.h"
#include "runtime/exception.h"

/* VarHandle.AccessMode's method names, in the enum's order. */
static const char *const mode_names[] = {
    "get", "set", "getVolatile", "setVolatile", "getAcquire", "setRelease", "getOpaque", "setOpaque",
    "compareAndSet", "compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease",
    "weakCompareAndSetPlain", "weakCompareAndSet", "weakCompareAndSetAcquire", "weakCompareAndSetRelease",
    "getAndSet", "getAndSetAcquire", "getAndSetRelease", "getAndAdd", "getAndAddAcquire", "getAndAddRelease",
    "getAndBitwiseOr", "getAndBitwiseOrRelease", "getAndBitwiseOrAcquire", "getAndBitwiseAnd",
    "getAndBitwiseAndRelease", "getAndBitwiseAndAcquire", "getAndBitwiseXor", "getAndBitwiseXorRelease",
    "getAndBitwiseXorAcquire"};

int natives_varhandle_mode(const char *name, const char **stable_name)
{
    for (int i = 0; i < (int)(sizeof mode_names / sizeof mode_names[0]); i++)
        if (strcmp(mode_names[i], name) == 0) {
            if (stable_name) *stable_name = mode_names[i];
            return i;
        }
    return -1;
}

/* The operations of VarHandle's prim and ref natives (VarHandle.java's OP_ constants). */
enum { OP_GET, OP_SET, OP_CAE, OP_SWAP, OP_ADD, OP_OR, OP_AND, OP_XOR };

/* v as Java holds a value of type code tc. */
static int64_t normalise(int tc, int64_t v)
{
    switch (tc) {
    case 'Z': return v & 1;
    case 'B': return (int8_t)v;
    case 'S': return (int16_t)v;
    case 'C': return (uint16_t)v;
    case 'I': case 'F': return (int32_t)v;
    default: return v;
    }
}

static float bits_f(int64_t v) { float f; int32_t i = (int32_t)v; memcpy(&f, &i, 4); return f; }
static int64_t f_bits(float f) { int32_t i; memcpy(&i, &f, 4); return i; }
static double bits_d(int64_t v) { double d; memcpy(&d, &v, 8); return d; }
static int64_t d_bits(double d) { int64_t v; memcpy(&v, &d, 8); return v; }

/* The value op stores over old, or false when it stores nothing (a failed exchange). */
static bool next_value(int op, int tc, int64_t old, int64_t x, int64_t y, int64_t *out)
{
    int64_t n;
    switch (op) {
    case OP_SET: case OP_SWAP: n = x; break;
    case OP_CAE:
        if (old != x) return false;
        n = y;
        break;
    case OP_ADD:
        if (tc == 'F') n = f_bits(bits_f(old) + bits_f(x));
        else if (tc == 'D') n = d_bits(bits_d(old) + bits_d(x));
        else n = (int64_t)((uint64_t)old + (uint64_t)x);
        break;
    case OP_OR: n = old | x; break;
    case OP_AND: n = old & x; break;
    default: n = old ^ x; break;
    }
    *out = normalise(tc, n);
    return true;
}

/* One operation on the value at p; returns the value before it (the read value for OP_GET). */
static int64_t access_prim(int op, int tc, void *p, bool is_static, int64_t x, int64_t y)
{
    x = normalise(tc, x);
    y = normalise(tc, y);
    if (tc == 'J' || tc == 'D') {
        volatile int64_t *w = p;
        for (;;) {
            int64_t old = os_atomic_load64(w), n;
            if (op == OP_GET || !next_value(op, tc, old, x, y, &n)) {
                os_atomic_fence();
                return old;
            }
            if (os_atomic_cas64(w, old, n)) return old;
        }
    }
    int shift = 0;
    uint32_t mask = 0xffffffffu;
    volatile int32_t *w = p;
    if (!is_static && tc != 'I' && tc != 'F') {
        uintptr_t a = (uintptr_t)p;
        w = (volatile int32_t *)(a & ~(uintptr_t)3);
        shift = (int)(a & 3) * 8;
        mask = (tc == 'S' || tc == 'C' ? 0xffffu : 0xffu) << shift;
    }
    for (;;) {
        int32_t word = os_atomic_load32(w);
        int64_t old = normalise(tc, (int64_t)(int32_t)(((uint32_t)word & mask) >> shift)), n;
        if (op == OP_GET || !next_value(op, tc, old, x, y, &n)) {
            os_atomic_fence();
            return old;
        }
        int32_t nw = (int32_t)(((uint32_t)word & ~mask) | (((uint32_t)n << shift) & mask));
        if (os_atomic_cas32(w, word, nw)) return old;
    }
}

static bool null_check(vm_thread *t, object *o)
{
    if (o) return true;
    vm_throw(t, "java/lang/NullPointerException", NULL);
    return false;
}

/* static long prim(int op, char type, Object base, long offset, long x, long y):
 * a null base makes the offset an address (a direct ByteBuffer's memory). */
NATIVE(vh_prim)
{
    (void)t;
    object *base = args[2].a;
    void *p = base ? unsafe_place(base, args[3].j) : (void *)(uintptr_t)args[3].j;
    bool is_static = base && p != (void *)((char *)base + args[3].j);
    ret->j = access_prim(args[0].i, args[1].i, p, is_static, args[5].j, args[7].j);
}

/* static Object ref(int op, Object base, long offset, Object x, Object y) */
NATIVE(vh_ref)
{
    object *base = args[1].a, *x = args[4].a, *y = args[5].a;
    int op = args[0].i;
    if (!null_check(t, base)) return;
    void *volatile *p = (void *volatile *)unsafe_place(base, args[2].j);
    object *old;
    for (;;) {
        old = os_atomic_load_ptr(p);
        if (op == OP_GET || (op == OP_CAE && old != x)) {
            os_atomic_fence();
            break;
        }
        if (os_atomic_cas_ptr(p, old, op == OP_CAE ? y : x)) {
            heap_write_barrier(base);
            break;
        }
    }
    ret->a = old;
}

/* static long fieldOffset(long slot): an instance field's byte offset, or a static field's tagged slot. */
NATIVE(vh_fieldOffset)
{
    (void)t;
    const vm_field *f = (const vm_field *)(intptr_t)args[0].j;
    ret->j = (f->access & CF_ACC_STATIC) ? UNSAFE_STATIC_TAG + (int64_t)f->offset * (int64_t)sizeof(slot)
                                         : (int64_t)f->offset;
}

/* static void fence() */
NATIVE(vh_fence)
{
    UNUSED_ARGS;
    os_atomic_fence();
}

/* ---- records' reflection (java.lang.reflect.RecordSupport) ---- */

/* The record class of a mirror, or NULL with NullPointerException. */
static const cf_class *record_file(vm_thread *t, object *mirror)
{
    vm_class *c = mirror ? resolve_class_of_mirror(mirror) : NULL;
    if (!c) vm_throw(t, "java/lang/NullPointerException", NULL);
    return c && c->cf && c->cf->is_record ? c->cf : NULL;
}

/* static String[] components0(Class): name, descriptor and Signature (or null)
 * of each component in class-file order; null when the class has no Record
 * attribute.  The strings are made after the array, which is rooted. */
NATIVE(rec_components0)
{
    const cf_class *cf = record_file(t, args[0].a);
    ret->a = NULL;
    if (!cf) return;
    vm_class *sc = class_load(t, "java/lang/String"), *sa = sc ? class_array_of(t, sc) : NULL;
    object *arr = sa ? heap_new_array(t, sa, 3 * (int32_t)cf->record_component_count) : NULL;
    if (!arr) return;
    VM_ROOT(t, &arr);
    for (int i = 0; i < 3 * (int)cf->record_component_count; i++) {
        const cf_record_component *rc = &cf->record_components[i / 3];
        const char *text = i % 3 == 0 ? rc->name : i % 3 == 1 ? rc->descriptor : rc->signature;
        object *str = text ? string_from_utf8(t, text) : NULL;
        if (t->exception) break;
        ARRAY_DATA(arr, object *)[i] = str;
        heap_write_barrier(arr);
    }
    VM_UNROOT(t, 1);
    ret->a = t->exception ? NULL : arr;
}

/* static byte[] annotations0(Class, int): component i's RuntimeVisibleAnnotations, or null. */
NATIVE(rec_annotations0)
{
    const cf_class *cf = record_file(t, args[0].a);
    int i = args[1].i;
    ret->a = NULL;
    if (!cf || i < 0 || i >= cf->record_component_count || !cf->record_components[i].annotations.data) return;
    cf_bytes b = cf->record_components[i].annotations;
    object *arr = heap_new_primitive_array(t, T_BYTE, (int32_t)b.length);
    if (arr) memcpy(ARRAY_DATA(arr, uint8_t), b.data, b.length);
    ret->a = arr;
}

#define RS "java/lang/reflect/RecordSupport"
#define VH "java/lang/invoke/VarHandle"
const native_entry natives_varhandle_table[] = {
    {VH, "prim", "(ICLjava/lang/Object;JJJ)J", vh_prim},
    {VH, "ref", "(ILjava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", vh_ref},
    {VH, "fieldOffset", "(J)J", vh_fieldOffset},
    {VH, "fence", "()V", vh_fence},
    {RS, "components0", "(Ljava/lang/Class;)[Ljava/lang/String;", rec_components0},
    {RS, "annotations0", "(Ljava/lang/Class;I)[B", rec_annotations0},
};
const size_t natives_varhandle_count = sizeof natives_varhandle_table / sizeof natives_varhandle_table[0];
