/*
 * interp.c -- the bytecode interpreter.
 *
 * One loop runs every Java frame of a thread; a Java call pushes a frame and
 * continues in the same C activation, so Java recursion costs no C stack.
 * C code calls Java through vm_call, which marks its frame FRAME_ENTRY; the
 * loop returns to C when an entry frame returns or an exception leaves it.
 *
 * Registers of the loop: pc (next instruction), sp (one past the operand
 * stack top), locals, f (the frame), m (its method), cls (its class).  They
 * are written back to the frame (SYNC) before anything that can throw,
 * allocate or call, so stack traces and the collector see exact state.
 *
 * Dispatch is threaded (computed goto) when the compiler supports it and a
 * switch otherwise; both come from the same CASE labels and the OPS list,
 * and the compiler checks that each list entry has a label and vice versa.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/indy.h"
#include "interp/interp.h"
#include "jni/jni_library.h"
#include "interp/npe.h"
#include "classfile/opcodes.h"
#include "jvmpi_impl.h"
#include "interp/resolve.h"
#include "heap/gc.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "natives/natives.h"

#if defined(__GNUC__) && !defined(LANTERN_SWITCH_DISPATCH)
#define THREADED 1
#endif

/* ---- Java arithmetic ----------------------------------------------------- */

/* Floating to integral conversion as JVMS 6.5 f2i/f2l/d2i/d2l define it:
 * NaN gives 0, out-of-range values saturate. */
#define JAVA_TO_INTEGRAL(name, from, to, lo, hi, lo_f, hi_f)  \
    static inline to name(from v)                             \
    {                                                         \
        if (v != v) return 0;                                 \
        if (v >= hi_f) return hi;                             \
        if (v <= lo_f) return lo;                             \
        return (to)v;                                         \
    }
JAVA_TO_INTEGRAL(java_f2i, float, int32_t, INT32_MIN, INT32_MAX, -2147483648.0f, 2147483648.0f)
JAVA_TO_INTEGRAL(java_f2l, float, int64_t, INT64_MIN, INT64_MAX, -9223372036854775808.0f, 9223372036854775808.0f)
JAVA_TO_INTEGRAL(java_d2i, double, int32_t, INT32_MIN, INT32_MAX, -2147483648.0, 2147483648.0)
JAVA_TO_INTEGRAL(java_d2l, double, int64_t, INT64_MIN, INT64_MAX, -9223372036854775808.0, 9223372036854775808.0)

/* ---- volatile field access -------------------------------------------------
 * One whole-width atomic access each (acquire loads, release stores; the
 * callers fence around them for the rest of the Java memory model).  A
 * reference store marks its holder's card here (heap.h's write barrier),
 * before the caller can reach a safepoint. */

static inline void interp_load_field(const char *p, basic_type bt, slot *dst)
{
    switch (bt) {
    case T_BYTE: dst->i = (int8_t)os_atomic_load8((const volatile uint8_t *)p); break;
    case T_BOOLEAN: dst->i = os_atomic_load8((const volatile uint8_t *)p); break;
    case T_CHAR: dst->i = os_atomic_load16((const volatile uint16_t *)p); break;
    case T_SHORT: dst->i = (int16_t)os_atomic_load16((const volatile uint16_t *)p); break;
    case T_INT: case T_FLOAT: dst->i = os_atomic_load32((const volatile int32_t *)p); break;
    case T_LONG: case T_DOUBLE: dst->j = os_atomic_load64((const volatile int64_t *)p); break;
    default: dst->a = os_atomic_load_ptr((void *const volatile *)p); break;
    }
}

static inline void interp_store_field(object *holder, uint32_t offset, basic_type bt, const slot *src)
{
    char *p = (char *)holder + offset;
    switch (bt) {
    case T_BYTE: os_atomic_store8((volatile uint8_t *)p, (uint8_t)src->i); break;
    case T_BOOLEAN: os_atomic_store8((volatile uint8_t *)p, (uint8_t)(src->i & 1)); break;
    case T_CHAR: case T_SHORT: os_atomic_store16((volatile uint16_t *)p, (uint16_t)src->i); break;
    case T_INT: case T_FLOAT: os_atomic_store32((volatile int32_t *)p, src->i); break;
    case T_LONG: case T_DOUBLE: os_atomic_store64((volatile int64_t *)p, src->j); break;
    default:
        os_atomic_store_ptr((void *volatile *)p, src->a);
        heap_write_barrier(holder);
        break;
    }
}

/* ---- frames ---------------------------------------------------------------- */

#define STACK_RESERVE 4096 /* slots kept free to build a StackOverflowError */

/* Makes the frame for m whose locals start at `locals` (where the caller
 * left the arguments).  NULL with StackOverflowError pending if full. */
static frame *push_frame(vm_thread *t, vm_method *m, slot *locals, frame *prev)
{
    slot *end = locals + m->max_locals + FRAME_SLOTS + m->max_stack + 2;
    slot *limit = t->in_stack_overflow ? t->stack_limit : t->stack_limit - STACK_RESERVE;
    if (end > limit) {
        if (!t->in_stack_overflow) {
            t->in_stack_overflow = true;
            vm_throw(t, "java/lang/StackOverflowError", NULL);
            t->in_stack_overflow = false;
        } else {
            /* Even the reserve is gone: give up on a message. */
            t->exception = NULL;
        }
        return NULL;
    }
    frame *f = (frame *)(locals + m->max_locals);
    f->method = m;
    f->locals = locals;
    f->prev = prev;
    f->pc = m->code;
    f->sp = FRAME_STACK_BASE(f);
    f->flags = 0;
    return f;
}

int frame_line_number(const vm_method *m, uint32_t pc)
{
    if (!m->cf || !m->cf->line_count) return -1;
    int line = -1;
    uint16_t best = 0;
    for (uint16_t i = 0; i < m->cf->line_count; i++) {
        const cf_line *l = &m->cf->lines[i];
        if (l->start_pc <= pc && (line < 0 || l->start_pc >= best)) {
            best = l->start_pc;
            line = l->line;
        }
    }
    return line;
}

/* ---- natives ---------------------------------------------------------------- */

static bool invoke_native(vm_thread *t, vm_method *m, slot *args, slot *ret)
{
    /* A native frame, so that stack traces show "(Native Method)"; it sits
     * just above the arguments, which stay where the caller put them. */
    frame *f = (frame *)(args + m->arg_slots);
    if ((slot *)(f + 1) + 2 > t->stack_limit) return vm_throw(t, "java/lang/StackOverflowError", NULL);
    object *lock = NULL;
    if (m->access & CF_ACC_SYNCHRONIZED) {
        lock = (m->access & CF_ACC_STATIC) ? resolve_mirror(t, m->clazz) : args[0].a;
        if (!lock || !monitor_enter(t, lock)) return false;
    }
    f->method = m;
    f->locals = args;
    f->prev = t->top;
    f->pc = NULL;
    f->sp = FRAME_STACK_BASE(f);
    f->flags = 0;
    t->top = f;
    ret->raw = 0;
    /* Bound at the first call, in its own frame (the UnsatisfiedLinkError's
     * trace starts at the native method, as on the JDK): the class
     * library's own natives first, then user libraries (JNI). */
    vm_native_fn fn = (vm_native_fn)os_atomic_load_ptr((void *const volatile *)&m->native);
    if (!fn) {
        /* Threads binding at once store the same function, atomically:
         * others call it without a lock. */
        fn = natives_lookup(m);
        if (fn)
            os_atomic_store_ptr((void *volatile *)&m->native, (void *)fn);
        else if (jni_library_bind(t, m))
            fn = (vm_native_fn)os_atomic_load_ptr((void *const volatile *)&m->native);
        else
            goto done;
    }
    if (jvmpi_method_events) {
        jvmpi_post_method_entry(t, m, (m->access & CF_ACC_STATIC) ? NULL : args[0].a);
        fn(t, args, ret);
        /* The agent's handler may collect: a returned reference is a root. */
        bool ref = m->return_type == T_OBJECT || m->return_type == T_ARRAY;
        if (ref) VM_ROOT(t, &ret->a);
        jvmpi_post_method_exit(t, m);
        if (ref) VM_UNROOT(t, 1);
    } else {
        fn(t, args, ret);
    }
done:
    t->top = f->prev;
    if (lock) {
        /* The collector may have moved the lock during the call (a JNI
         * native runs IN_NATIVE; any native may allocate): read it again
         * from where the collector updates it -- the class's mirror, or
         * the receiver slot of this frame. */
        lock = (m->access & CF_ACC_STATIC) ? m->clazz->mirror : args[0].a;
        object *pending = t->exception;
        t->exception = NULL;
        monitor_exit(t, lock);
        if (pending) t->exception = pending;
    }
    return t->exception == NULL;
}

/* A null met by the instruction at pc: the JDK's helpful message (JEP 358). */
static void throw_npe(vm_thread *t, const vm_method *m, const uint8_t *pc)
{
    char msg[1024];
    if (m->cfm && npe_message(m->clazz->cf, m->cfm, (uint32_t)(pc - m->code), msg, sizeof msg))
        vm_throw(t, "java/lang/NullPointerException", "%s", msg);
    else
        vm_throw(t, "java/lang/NullPointerException", NULL);
}

/* ---- the interpreter loop --------------------------------------------------- */

static bool interpret(vm_thread *t, frame *entry, slot *result);
static bool interpret_events(vm_thread *t, frame *entry, slot *result);

/* The reference arguments of a call, collected to be rooted. */
typedef struct arg_roots {
    object **slots[256];
    unsigned n;
} arg_roots;

static void note_arg_root(object **slot, void *arg)
{
    arg_roots *r = arg;
    if (r->n < sizeof r->slots / sizeof r->slots[0]) r->slots[r->n] = slot;
    r->n++;
}

/* The method's class linked (verified) before any of its code runs, for a
 * caller that reached a method of a class not linked yet: every caller in
 * the VM has linked it already (static calls initialize the class, an
 * instance's class was linked to make it, reflection and JNI link when they
 * hand out the method), so this is the net under them.  Linking can
 * collect: the reference arguments are rooted meanwhile. */
static bool link_for_call(vm_thread *t, vm_method *m, slot *args)
{
    arg_roots r = {.n = 0};
    gc_arg_refs(m, args, note_arg_root, &r);
    if (r.n > sizeof r.slots / sizeof r.slots[0] || (size_t)t->root_count + r.n > sizeof t->roots / sizeof t->roots[0])
        return vm_throw(t, "java/lang/InternalError", "too many arguments to link %s", m->clazz->name);
    for (unsigned i = 0; i < r.n; i++) VM_ROOT(t, r.slots[i]);
    bool ok = class_link(t, m->clazz);
    VM_UNROOT(t, (int)r.n);
    return ok;
}

bool vm_call(vm_thread *t, vm_method *m, slot *args, slot *result)
{
    if (m->clazz->state == CLASS_LOADED && !link_for_call(t, m, args)) return false;
    if (m->access & CF_ACC_ABSTRACT) {
        char buf[512];
        return vm_throw(t, "java/lang/AbstractMethodError", "%s", resolve_describe_method(m, buf, sizeof buf));
    }
    slot *base = t->top ? t->top->sp : t->stack_base;
    /* The arguments go where the new frame's locals begin. */
    if (base + m->arg_slots + 8 > t->stack_limit) return vm_throw(t, "java/lang/StackOverflowError", NULL);
    for (uint16_t i = 0; i < m->arg_slots; i++) base[i] = args[i];
    if (m->access & CF_ACC_NATIVE) {
        slot r;
        bool ok = invoke_native(t, m, base, &r);
        if (result) *result = r;
        return ok;
    }
    frame *f = push_frame(t, m, base, t->top);
    if (!f) return false;
    f->flags = FRAME_ENTRY;
    slot r;
    r.raw = 0;
    t->native_depth++;
    bool ok = (jvmpi_method_events ? interpret_events : interpret)(t, f, &r);
    t->native_depth--;
    if (result) *result = r;
    return ok;
}

bool vm_call_static(vm_thread *t, vm_class *c, const char *name, const char *desc, slot *args, slot *result)
{
    vm_method *m = class_find_method(c, name, desc);
    if (!m) return vm_throw(t, "java/lang/NoSuchMethodError", "%s.%s%s", c->name, name, desc);
    if (!class_initialize(t, c)) return false;
    return vm_call(t, m, args, result);
}

bool vm_call_virtual(vm_thread *t, object *receiver, const char *name, const char *desc, slot *args,
                     slot *result)
{
    if (!receiver) return vm_throw(t, "java/lang/NullPointerException", NULL);
    vm_method *m = class_find_method(receiver->clazz, name, desc);
    if (!m) return vm_throw(t, "java/lang/NoSuchMethodError", "%s.%s%s", receiver->clazz->name, name, desc);
    if (m->vtable_index >= 0) m = receiver->clazz->vtable[m->vtable_index];
    else if (m->clazz->access & CF_ACC_INTERFACE) m = class_select_interface_method(receiver->clazz, m);
    return vm_call(t, m, args, result);
}

/* Length of each instruction that can call out, to step past it on return. */
static inline int call_length(uint8_t op)
{
    return (op == OP_INVOKEINTERFACE || op == Q_INVOKEINTERFACE || op == OP_INVOKEDYNAMIC ||
            op == Q_INVOKEDYNAMIC || op == Q_INVOKEDIRECT5)
               ? 5
               : 3;
}

/* The instruction at pc as the class file has it.  Slow paths decide from
 * this, never from *pc: another thread may have quickened the instruction
 * since this one dispatched on it, and a decision taken from the quick
 * opcode (getfield read as putfield, checkcast as instanceof) would be
 * wrong and, once rewritten, wrong for every thread.  Quickening keeps
 * every operand except getfield/putfield's, which becomes a byte offset. */
#define ORIGINAL_OP(m, pc) ((m)->cfm->code->code[(pc) - (m)->code])

/* The opcode to dispatch on, read with acquire: a quick opcode is stored
 * (release) after the cp cache entry and operand it relies on, so a thread
 * that sees it sees them too, on any hardware.  (A plain load on x86.) */
#define FETCH_OP(pc) os_atomic_load8(pc)

/* A quick instruction's cp cache word.  FETCH_OP already ordered it after
 * the resolver's store; the load is atomic all the same because a second
 * resolver, one that dispatched on the old opcode, may store the same
 * value again while this thread reads it (a plain mov on x86 and ARM). */
#define CP_QUICK(idx, member) os_atomic_load_ptr_relaxed((void *const volatile *)&cls->cp_cache[idx].member)

#define U2(p) ((uint16_t)(((p)[0] << 8) | (p)[1]))
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)(((uint32_t)(p)[0] << 24) | ((uint32_t)(p)[1] << 16) | ((uint32_t)(p)[2] << 8) | (p)[3]))

/* ---- switch tables in host order (interp.h) ---- */

static void to_host(uint8_t *p, uint32_t words)
{
    for (uint32_t k = 0; k < words; k++, p += 4) {
        int32_t v = S4(p);
        memcpy(p, &v, 4);
    }
}

void interp_prepare_code(uint8_t *code, uint32_t length)
{
    for (uint32_t i = 0; i < length;) {
        uint8_t op = code[i];
        uint32_t t = (i + 4) & ~3u;
        if (op == OP_TABLESWITCH) {
            int32_t low = S4(code + t + 4), high = S4(code + t + 8);
            uint32_t n = (uint32_t)high - (uint32_t)low + 1;
            to_host(code + t, 3 + n);
            i = t + 12 + 4 * n;
        } else if (op == OP_LOOKUPSWITCH) {
            uint32_t n = (uint32_t)S4(code + t + 4);
            to_host(code + t, 2 + 2 * n);
            i = t + 8 + 8 * n;
        } else if (op == OP_WIDE) {
            i += code[i + 1] == OP_IINC ? 6 : 4;
        } else {
            /* the parser accepted every instruction: lengths are known */
            i += op_info[op].length > 0 ? (uint32_t)op_info[op].length : 1;
        }
    }
}

/* Every instruction the loop handles; the compiler checks this list against
 * the CASE labels below in threaded mode. */
#define OPS(X) \
    X(OP_NOP) X(OP_ACONST_NULL) X(OP_ICONST_M1) X(OP_ICONST_0) X(OP_ICONST_1) X(OP_ICONST_2)            \
    X(OP_ICONST_3) X(OP_ICONST_4) X(OP_ICONST_5) X(OP_LCONST_0) X(OP_LCONST_1) X(OP_FCONST_0)           \
    X(OP_FCONST_1) X(OP_FCONST_2) X(OP_DCONST_0) X(OP_DCONST_1) X(OP_BIPUSH) X(OP_SIPUSH) X(OP_LDC)     \
    X(OP_LDC_W) X(OP_LDC2_W) X(OP_ILOAD) X(OP_LLOAD) X(OP_FLOAD) X(OP_DLOAD) X(OP_ALOAD)                \
    X(OP_ILOAD_0) X(OP_ILOAD_1) X(OP_ILOAD_2) X(OP_ILOAD_3) X(OP_LLOAD_0) X(OP_LLOAD_1) X(OP_LLOAD_2)   \
    X(OP_LLOAD_3) X(OP_FLOAD_0) X(OP_FLOAD_1) X(OP_FLOAD_2) X(OP_FLOAD_3) X(OP_DLOAD_0) X(OP_DLOAD_1)   \
    X(OP_DLOAD_2) X(OP_DLOAD_3) X(OP_ALOAD_0) X(OP_ALOAD_1) X(OP_ALOAD_2) X(OP_ALOAD_3) X(OP_IALOAD)    \
    X(OP_LALOAD) X(OP_FALOAD) X(OP_DALOAD) X(OP_AALOAD) X(OP_BALOAD) X(OP_CALOAD) X(OP_SALOAD)          \
    X(OP_ISTORE) X(OP_LSTORE) X(OP_FSTORE) X(OP_DSTORE) X(OP_ASTORE) X(OP_ISTORE_0) X(OP_ISTORE_1)      \
    X(OP_ISTORE_2) X(OP_ISTORE_3) X(OP_LSTORE_0) X(OP_LSTORE_1) X(OP_LSTORE_2) X(OP_LSTORE_3)           \
    X(OP_FSTORE_0) X(OP_FSTORE_1) X(OP_FSTORE_2) X(OP_FSTORE_3) X(OP_DSTORE_0) X(OP_DSTORE_1)           \
    X(OP_DSTORE_2) X(OP_DSTORE_3) X(OP_ASTORE_0) X(OP_ASTORE_1) X(OP_ASTORE_2) X(OP_ASTORE_3)           \
    X(OP_IASTORE) X(OP_LASTORE) X(OP_FASTORE) X(OP_DASTORE) X(OP_AASTORE) X(OP_BASTORE) X(OP_CASTORE)   \
    X(OP_SASTORE) X(OP_POP) X(OP_POP2) X(OP_DUP) X(OP_DUP_X1) X(OP_DUP_X2) X(OP_DUP2) X(OP_DUP2_X1)     \
    X(OP_DUP2_X2) X(OP_SWAP) X(OP_IADD) X(OP_LADD) X(OP_FADD) X(OP_DADD) X(OP_ISUB) X(OP_LSUB)          \
    X(OP_FSUB) X(OP_DSUB) X(OP_IMUL) X(OP_LMUL) X(OP_FMUL) X(OP_DMUL) X(OP_IDIV) X(OP_LDIV) X(OP_FDIV)  \
    X(OP_DDIV) X(OP_IREM) X(OP_LREM) X(OP_FREM) X(OP_DREM) X(OP_INEG) X(OP_LNEG) X(OP_FNEG) X(OP_DNEG)  \
    X(OP_ISHL) X(OP_LSHL) X(OP_ISHR) X(OP_LSHR) X(OP_IUSHR) X(OP_LUSHR) X(OP_IAND) X(OP_LAND) X(OP_IOR) \
    X(OP_LOR) X(OP_IXOR) X(OP_LXOR) X(OP_IINC) X(OP_I2L) X(OP_I2F) X(OP_I2D) X(OP_L2I) X(OP_L2F)        \
    X(OP_L2D) X(OP_F2I) X(OP_F2L) X(OP_F2D) X(OP_D2I) X(OP_D2L) X(OP_D2F) X(OP_I2B) X(OP_I2C) X(OP_I2S) \
    X(OP_LCMP) X(OP_FCMPL) X(OP_FCMPG) X(OP_DCMPL) X(OP_DCMPG) X(OP_IFEQ) X(OP_IFNE) X(OP_IFLT)         \
    X(OP_IFGE) X(OP_IFGT) X(OP_IFLE) X(OP_IF_ICMPEQ) X(OP_IF_ICMPNE) X(OP_IF_ICMPLT) X(OP_IF_ICMPGE)    \
    X(OP_IF_ICMPGT) X(OP_IF_ICMPLE) X(OP_IF_ACMPEQ) X(OP_IF_ACMPNE) X(OP_GOTO) X(OP_JSR) X(OP_RET)      \
    X(OP_TABLESWITCH) X(OP_LOOKUPSWITCH) X(OP_IRETURN) X(OP_LRETURN) X(OP_FRETURN) X(OP_DRETURN)        \
    X(OP_ARETURN) X(OP_RETURN) X(OP_GETSTATIC) X(OP_PUTSTATIC) X(OP_GETFIELD) X(OP_PUTFIELD)            \
    X(OP_INVOKEVIRTUAL) X(OP_INVOKESPECIAL) X(OP_INVOKESTATIC) X(OP_INVOKEINTERFACE)                    \
    X(OP_INVOKEDYNAMIC) X(OP_NEW) X(OP_NEWARRAY) X(OP_ANEWARRAY) X(OP_ARRAYLENGTH) X(OP_ATHROW)         \
    X(OP_CHECKCAST) X(OP_INSTANCEOF) X(OP_MONITORENTER) X(OP_MONITOREXIT) X(OP_WIDE)                    \
    X(OP_MULTIANEWARRAY) X(OP_IFNULL) X(OP_IFNONNULL) X(OP_GOTO_W) X(OP_JSR_W)                          \
    X(Q_GETFIELD_B) X(Q_GETFIELD_Z) X(Q_GETFIELD_C) X(Q_GETFIELD_S) X(Q_GETFIELD_I) X(Q_GETFIELD_J)     \
    X(Q_GETFIELD_A) X(Q_PUTFIELD_B) X(Q_PUTFIELD_Z) X(Q_PUTFIELD_C) X(Q_PUTFIELD_S) X(Q_PUTFIELD_I)     \
    X(Q_PUTFIELD_J) X(Q_PUTFIELD_A) X(Q_GETSTATIC) X(Q_GETSTATIC2) X(Q_PUTSTATIC) X(Q_PUTSTATIC2)       \
    X(Q_INVOKEVIRTUAL) X(Q_INVOKEDIRECT) X(Q_INVOKEINTERFACE) X(Q_NEW) X(Q_LDC) X(Q_LDC_W)              \
    X(Q_CHECKCAST) X(Q_INSTANCEOF) X(Q_ANEWARRAY) X(Q_INVOKEDYNAMIC) X(Q_INVOKEDIRECT5)  \
    X(Q_INVOKEVIRTUAL_ITF)

#ifdef THREADED
#define CASE(op) L_##op
#define DISPATCH() goto *dispatch_table[FETCH_OP(pc)]
#else
#define CASE(op) case op
#define DISPATCH() goto dispatch
#endif

#define SYNC() (f->pc = pc, f->sp = sp)
#define THROW() goto exception
#define CHECK_NULL(o)                                                  \
    do {                                                               \
        if (!(o)) {                                                    \
            SYNC();                                                    \
            throw_npe(t, m, pc);                                       \
            THROW();                                                   \
        }                                                              \
    } while (0)
#define CHECK_INDEX(arr, idx)                                                                      \
    do {                                                                                           \
        if ((uint32_t)(idx) >= (uint32_t)ARRAY_LENGTH(arr)) {                                      \
            SYNC();                                                                                \
            vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", \
                     (int)(idx), (int)ARRAY_LENGTH(arr));                                          \
            THROW();                                                                               \
        }                                                                                          \
    } while (0)

/* Array load/store bodies, shared by every element type; `slots` is the
 * value's size on the stack (2 for long and double). */
#define ARRAY_LOAD(ctype, field, slots)                  \
    {                                                    \
        int32_t idx = sp[-1].i;                          \
        object *arr = sp[-2].a;                          \
        CHECK_NULL(arr);                                 \
        CHECK_INDEX(arr, idx);                           \
        sp[-2].field = ARRAY_DATA(arr, ctype)[idx];      \
        sp += (slots) - 2;                               \
        pc++;                                            \
        DISPATCH();                                      \
    }
#define ARRAY_STORE(ctype, field, slots)                 \
    {                                                    \
        object *arr = sp[-2 - (slots)].a;                \
        int32_t idx = sp[-1 - (slots)].i;                \
        CHECK_NULL(arr);                                 \
        CHECK_INDEX(arr, idx);                           \
        ARRAY_DATA(arr, ctype)[idx] = (ctype)sp[-(slots)].field; \
        sp -= 2 + (slots);                               \
        pc++;                                            \
        DISPATCH();                                      \
    }
/* Integer division and remainder: the divisor is checked for zero. */
#define DIVIDE(ctype, field, slots, expr)                              \
    {                                                                   \
        ctype b = sp[-(slots)].field, a = sp[-2 * (slots)].field;       \
        if (b == 0) {                                                   \
            SYNC();                                                     \
            vm_throw(t, "java/lang/ArithmeticException", "/ by zero");  \
            THROW();                                                    \
        }                                                               \
        sp[-2 * (slots)].field = (expr);                                \
        sp -= (slots);                                                  \
        pc++;                                                           \
        DISPATCH();                                                     \
    }
#define BINOP_I(expr)                                    \
    {                                                    \
        int32_t b = sp[-1].i, a = sp[-2].i;              \
        (void)a; (void)b;                                \
        sp[-2].i = (expr);                               \
        sp--;                                            \
        pc++;                                            \
        DISPATCH();                                      \
    }
#define BINOP_L(expr)                                    \
    {                                                    \
        int64_t b = sp[-2].j, a = sp[-4].j;              \
        (void)a; (void)b;                                \
        sp[-4].j = (expr);                               \
        sp -= 2;                                         \
        pc++;                                            \
        DISPATCH();                                      \
    }
#define BINOP_F(expr)                                    \
    {                                                    \
        float b = sp[-1].f, a = sp[-2].f;                \
        sp[-2].f = (expr);                               \
        sp--;                                            \
        pc++;                                            \
        DISPATCH();                                      \
    }
#define BINOP_D(expr)                                    \
    {                                                    \
        double b = sp[-2].d, a = sp[-4].d;               \
        sp[-4].d = (expr);                               \
        sp -= 2;                                         \
        pc++;                                            \
        DISPATCH();                                      \
    }
/* Every jump whose target is not after it -- backward, or to itself, as
 * `while (true);` compiles to -- is a safepoint poll (safepoint.h): every
 * loop has such an edge, so no loop can hold the world up.  `off` is the
 * jump's target minus its own pc, after pc has moved: the forward path
 * pays one compare, the backward one a load and a branch more. */
#define POLL_BACK_EDGE(off)                              \
    if ((off) <= 0 && os_atomic_load32(&safepoint_requested)) { \
        SYNC();                                          \
        safepoint_block(t);                              \
    }
#define BRANCH_IF(cond, pop)                             \
    {                                                    \
        bool taken = (cond);                             \
        sp -= (pop);                                     \
        int32_t off = taken ? S2(pc + 1) : 3;            \
        pc += off;                                       \
        POLL_BACK_EDGE(off);                             \
        DISPATCH();                                      \
    }

/* Shift counts are masked as Java requires (JLS 15.19). */
#define SHL32(a, b) ((int32_t)((uint32_t)(a) << ((b) & 31)))
#define SHR32(a, b) ((int32_t)((a) >> ((b) & 31)))
#define USHR32(a, b) ((int32_t)((uint32_t)(a) >> ((b) & 31)))

#define INTERP_FN interpret
#define INTERP_EVENTS 0
#include "interp/interp_loop.h"
#undef INTERP_FN
#undef INTERP_EVENTS

/* JVMPI INSTRUCTION_START for the instruction at pc, about to run, with
 * what a branch or switch is about to decide (from the operand stack). */
static void instruction_event(vm_thread *t, vm_method *m, const uint8_t *pc, const slot *sp)
{
    uint8_t op = ORIGINAL_OP(m, pc);
    int kind = 0;
    int32_t a = 0, b = 0, c = 0;
    if (op >= OP_IFEQ && op <= OP_IFLE) {
        int32_t v = sp[-1].i;
        kind = 1;
        a = op == OP_IFEQ ? v == 0 : op == OP_IFNE ? v != 0 : op == OP_IFLT ? v < 0
          : op == OP_IFGE ? v >= 0 : op == OP_IFGT ? v > 0 : v <= 0;
    } else if (op >= OP_IF_ICMPEQ && op <= OP_IF_ICMPLE) {
        int32_t x = sp[-2].i, y = sp[-1].i;
        kind = 1;
        a = op == OP_IF_ICMPEQ ? x == y : op == OP_IF_ICMPNE ? x != y : op == OP_IF_ICMPLT ? x < y
          : op == OP_IF_ICMPGE ? x >= y : op == OP_IF_ICMPGT ? x > y : x <= y;
    } else if (op == OP_IF_ACMPEQ || op == OP_IF_ACMPNE) {
        kind = 1;
        a = (sp[-2].a == sp[-1].a) == (op == OP_IF_ACMPEQ);
    } else if (op == OP_IFNULL || op == OP_IFNONNULL) {
        kind = 1;
        a = (sp[-1].a == NULL) == (op == OP_IFNULL);
    } else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        const int32_t *p = (const int32_t *)(m->code + (((pc - m->code) + 4) & ~3));
        a = sp[-1].i;
        if (op == OP_TABLESWITCH) {
            kind = 2;
            b = p[1];
            c = p[2];
        } else {
            int32_t n = p[1], i = 0;
            while (i < n && p[2 + 2 * i] != a) i++;
            kind = 3;
            a = i;
            b = n;
        }
    }
    jvmpi_post_instruction(t, m, (int32_t)(pc - m->code), kind, a, b, c);
}

/* The event loop's dispatch also sends INSTRUCTION_START while it is
 * enabled, with the frame written back (the agent may ask for a trace). */
#undef DISPATCH
#define INSTRUCTION_HOOK()                                                              \
    do {                                                                                \
        if (JVMPI_ON(JVMPI_EVENT_INSTRUCTION_START)) {                                  \
            SYNC();                                                                     \
            instruction_event(t, m, pc, sp);                                            \
        }                                                                               \
    } while (0)
#ifdef THREADED
#define DISPATCH()                                                                      \
    do {                                                                                \
        INSTRUCTION_HOOK();                                                             \
        goto *dispatch_table[FETCH_OP(pc)];                                             \
    } while (0)
#else
#define DISPATCH() goto dispatch
#endif

#define INTERP_FN interpret_events
#define INTERP_EVENTS 1
#include "interp/interp_loop.h"
#undef INTERP_FN
#undef INTERP_EVENTS
