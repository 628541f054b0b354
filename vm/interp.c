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

#include "interp.h"
#include "npe.h"
#include "opcodes.h"
#include "resolve.h"
#include "vm.h"

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

/* ---- monitors (thin locks; contention and inflation arrive with issue 6) */

bool monitor_enter(vm_thread *t, object *o)
{
    uintptr_t me = (uintptr_t)t->id << LOCK_OWNER_SHIFT;
    for (;;) {
        uintptr_t w = o->lock;
        uintptr_t state = w & LOCK_STATE_MASK;
        if (state == LOCK_UNLOCKED) {
            uintptr_t nw = (w & ~(LOCK_OWNER_MASK | LOCK_RECURSION_MASK | LOCK_STATE_MASK)) | me | LOCK_THIN;
            if (os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w, (intptr_t)nw)) return true;
            continue;
        }
        if (state == LOCK_THIN && (w & LOCK_OWNER_MASK) == me) {
            if ((w & LOCK_RECURSION_MASK) == LOCK_RECURSION_MASK)
                return vm_throw(t, "java/lang/InternalError", "monitor recursion too deep (inflation comes with threads)");
            o->lock = w + ((uintptr_t)1 << LOCK_RECURSION_SHIFT);
            return true;
        }
        /* Owned by another thread: wait for it (inflation arrives with issue 6). */
        os_thread_yield();
    }
}

bool monitor_owned_by(vm_thread *t, const object *o)
{
    uintptr_t w = o->lock;
    return (w & LOCK_STATE_MASK) == LOCK_THIN && (w & LOCK_OWNER_MASK) == ((uintptr_t)t->id << LOCK_OWNER_SHIFT);
}

bool monitor_exit(vm_thread *t, object *o)
{
    if (!monitor_owned_by(t, o))
        return vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    uintptr_t w = o->lock;
    if (w & LOCK_RECURSION_MASK)
        o->lock = w - ((uintptr_t)1 << LOCK_RECURSION_SHIFT);
    else
        os_atomic_store_ptr((void *volatile *)&o->lock,
                            (void *)(w & ~(LOCK_OWNER_MASK | LOCK_RECURSION_MASK | LOCK_STATE_MASK)));
    return true;
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
    if (!m->native) {
        m->native = natives_lookup(m);
        if (!m->native) {
            char buf[512];
            return vm_throw(t, "java/lang/UnsatisfiedLinkError", "'%s'", resolve_describe_method(m, buf, sizeof buf));
        }
    }
    object *lock = NULL;
    if (m->access & CF_ACC_SYNCHRONIZED) {
        lock = (m->access & CF_ACC_STATIC) ? resolve_mirror(t, m->clazz) : args[0].a;
        if (!lock || !monitor_enter(t, lock)) return false;
    }
    /* A native frame, so that stack traces show "(Native Method)"; it sits
     * just above the arguments, which stay where the caller put them. */
    frame *f = (frame *)(args + m->arg_slots);
    if ((slot *)(f + 1) + 2 > t->stack_limit) return vm_throw(t, "java/lang/StackOverflowError", NULL);
    f->method = m;
    f->locals = args;
    f->prev = t->top;
    f->pc = NULL;
    f->sp = FRAME_STACK_BASE(f);
    f->flags = 0;
    t->top = f;
    ret->raw = 0;
    m->native(t, args, ret);
    t->top = f->prev;
    if (lock) {
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

bool vm_call(vm_thread *t, vm_method *m, slot *args, slot *result)
{
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
    bool ok = interpret(t, f, &r);
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

#define U2(p) ((uint16_t)(((p)[0] << 8) | (p)[1]))
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)(((uint32_t)(p)[0] << 24) | ((uint32_t)(p)[1] << 16) | ((uint32_t)(p)[2] << 8) | (p)[3]))

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
    X(Q_CHECKCAST) X(Q_INSTANCEOF) X(Q_ANEWARRAY) X(Q_INVOKEDYNAMIC) X(Q_INVOKEDIRECT5)

#ifdef THREADED
#define CASE(op) L_##op
#define DISPATCH() goto *dispatch_table[*pc]
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
#define BRANCH_IF(cond, pop)                             \
    {                                                    \
        bool taken = (cond);                             \
        sp -= (pop);                                     \
        pc += taken ? S2(pc + 1) : 3;                    \
        DISPATCH();                                      \
    }

/* Shift counts are masked as Java requires (JLS 15.19). */
#define SHL32(a, b) ((int32_t)((uint32_t)(a) << ((b) & 31)))
#define SHR32(a, b) ((int32_t)((a) >> ((b) & 31)))
#define USHR32(a, b) ((int32_t)((uint32_t)(a) >> ((b) & 31)))

static bool interpret(vm_thread *t, frame *entry, slot *result)
{
#ifdef THREADED
#define LABEL_ADDR(op) [op] = &&L_##op,
    /* Every byte defaults to "undefined"; the handled ones override it. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
    static const void *const dispatch_table[256] = {[0 ... 255] = &&L_undefined, OPS(LABEL_ADDR)};
#pragma GCC diagnostic pop
#undef LABEL_ADDR
#endif
    frame *f = entry;
    vm_method *m = f->method;
    vm_class *cls = m->clazz;
    const uint8_t *pc = f->pc;
    slot *sp = f->sp;
    slot *locals = f->locals;
    t->top = f;

    /* A synchronized method locks on entry (JVMS 2.11.10). */
    if (m->access & CF_ACC_SYNCHRONIZED) {
        object *lock = (m->access & CF_ACC_STATIC) ? resolve_mirror(t, cls) : locals[0].a;
        if (!lock || !monitor_enter(t, lock)) {
            t->top = f->prev;
            return false;
        }
    }

#ifdef THREADED
    DISPATCH();
#else
dispatch:
    switch (*pc) {
#endif

    CASE(OP_NOP): pc++; DISPATCH();
    CASE(OP_ACONST_NULL): (sp++)->a = NULL; pc++; DISPATCH();
    CASE(OP_ICONST_M1): (sp++)->i = -1; pc++; DISPATCH();
    CASE(OP_ICONST_0): (sp++)->i = 0; pc++; DISPATCH();
    CASE(OP_ICONST_1): (sp++)->i = 1; pc++; DISPATCH();
    CASE(OP_ICONST_2): (sp++)->i = 2; pc++; DISPATCH();
    CASE(OP_ICONST_3): (sp++)->i = 3; pc++; DISPATCH();
    CASE(OP_ICONST_4): (sp++)->i = 4; pc++; DISPATCH();
    CASE(OP_ICONST_5): (sp++)->i = 5; pc++; DISPATCH();
    CASE(OP_LCONST_0): sp[0].j = 0; sp += 2; pc++; DISPATCH();
    CASE(OP_LCONST_1): sp[0].j = 1; sp += 2; pc++; DISPATCH();
    CASE(OP_FCONST_0): (sp++)->f = 0.0f; pc++; DISPATCH();
    CASE(OP_FCONST_1): (sp++)->f = 1.0f; pc++; DISPATCH();
    CASE(OP_FCONST_2): (sp++)->f = 2.0f; pc++; DISPATCH();
    CASE(OP_DCONST_0): sp[0].d = 0.0; sp += 2; pc++; DISPATCH();
    CASE(OP_DCONST_1): sp[0].d = 1.0; sp += 2; pc++; DISPATCH();
    CASE(OP_BIPUSH): (sp++)->i = (int8_t)pc[1]; pc += 2; DISPATCH();
    CASE(OP_SIPUSH): (sp++)->i = S2(pc + 1); pc += 3; DISPATCH();

    CASE(OP_LDC):
    CASE(OP_LDC_W): {
        uint16_t idx = *pc == OP_LDC ? pc[1] : U2(pc + 1);
        int len = *pc == OP_LDC ? 2 : 3;
        const cf_const *k = &cls->cf->cp[idx];
        if (k->tag == CF_INTEGER) {
            (sp++)->i = k->u.i;
        } else if (k->tag == CF_FLOAT) {
            (sp++)->f = k->u.f;
        } else {
            SYNC();
            object *o = resolve_constant_object(t, cls, idx);
            if (!o && t->exception) THROW();
            (sp++)->a = o;
            resolve_rewrite(pc, len == 2 ? Q_LDC : Q_LDC_W);
        }
        pc += len;
        DISPATCH();
    }
    CASE(Q_LDC): (sp++)->a = cls->cp_cache[pc[1]].ldc; pc += 2; DISPATCH();
    CASE(Q_LDC_W): (sp++)->a = cls->cp_cache[U2(pc + 1)].ldc; pc += 3; DISPATCH();
    CASE(OP_LDC2_W): {
        const cf_const *k = &cls->cf->cp[U2(pc + 1)];
        if (k->tag == CF_LONG)
            sp[0].j = k->u.l;
        else
            sp[0].d = k->u.d;
        sp += 2;
        pc += 3;
        DISPATCH();
    }

    CASE(OP_ILOAD): CASE(OP_FLOAD): CASE(OP_ALOAD): *sp++ = locals[pc[1]]; pc += 2; DISPATCH();
    CASE(OP_LLOAD): CASE(OP_DLOAD): sp[0] = locals[pc[1]]; sp += 2; pc += 2; DISPATCH();
    CASE(OP_ILOAD_0): CASE(OP_FLOAD_0): CASE(OP_ALOAD_0): *sp++ = locals[0]; pc++; DISPATCH();
    CASE(OP_ILOAD_1): CASE(OP_FLOAD_1): CASE(OP_ALOAD_1): *sp++ = locals[1]; pc++; DISPATCH();
    CASE(OP_ILOAD_2): CASE(OP_FLOAD_2): CASE(OP_ALOAD_2): *sp++ = locals[2]; pc++; DISPATCH();
    CASE(OP_ILOAD_3): CASE(OP_FLOAD_3): CASE(OP_ALOAD_3): *sp++ = locals[3]; pc++; DISPATCH();
    CASE(OP_LLOAD_0): CASE(OP_DLOAD_0): sp[0] = locals[0]; sp += 2; pc++; DISPATCH();
    CASE(OP_LLOAD_1): CASE(OP_DLOAD_1): sp[0] = locals[1]; sp += 2; pc++; DISPATCH();
    CASE(OP_LLOAD_2): CASE(OP_DLOAD_2): sp[0] = locals[2]; sp += 2; pc++; DISPATCH();
    CASE(OP_LLOAD_3): CASE(OP_DLOAD_3): sp[0] = locals[3]; sp += 2; pc++; DISPATCH();

    CASE(OP_IALOAD): ARRAY_LOAD(int32_t, i, 1)
    CASE(OP_FALOAD): ARRAY_LOAD(float, f, 1)
    CASE(OP_AALOAD): ARRAY_LOAD(object *, a, 1)
    CASE(OP_BALOAD): ARRAY_LOAD(int8_t, i, 1)
    CASE(OP_CALOAD): ARRAY_LOAD(uint16_t, i, 1)
    CASE(OP_SALOAD): ARRAY_LOAD(int16_t, i, 1)
    CASE(OP_LALOAD): ARRAY_LOAD(int64_t, j, 2)
    CASE(OP_DALOAD): ARRAY_LOAD(double, d, 2)

    CASE(OP_ISTORE): CASE(OP_FSTORE): CASE(OP_ASTORE): locals[pc[1]] = *--sp; pc += 2; DISPATCH();
    CASE(OP_LSTORE): CASE(OP_DSTORE): sp -= 2; locals[pc[1]] = sp[0]; pc += 2; DISPATCH();
    CASE(OP_ISTORE_0): CASE(OP_FSTORE_0): CASE(OP_ASTORE_0): locals[0] = *--sp; pc++; DISPATCH();
    CASE(OP_ISTORE_1): CASE(OP_FSTORE_1): CASE(OP_ASTORE_1): locals[1] = *--sp; pc++; DISPATCH();
    CASE(OP_ISTORE_2): CASE(OP_FSTORE_2): CASE(OP_ASTORE_2): locals[2] = *--sp; pc++; DISPATCH();
    CASE(OP_ISTORE_3): CASE(OP_FSTORE_3): CASE(OP_ASTORE_3): locals[3] = *--sp; pc++; DISPATCH();
    CASE(OP_LSTORE_0): CASE(OP_DSTORE_0): sp -= 2; locals[0] = sp[0]; pc++; DISPATCH();
    CASE(OP_LSTORE_1): CASE(OP_DSTORE_1): sp -= 2; locals[1] = sp[0]; pc++; DISPATCH();
    CASE(OP_LSTORE_2): CASE(OP_DSTORE_2): sp -= 2; locals[2] = sp[0]; pc++; DISPATCH();
    CASE(OP_LSTORE_3): CASE(OP_DSTORE_3): sp -= 2; locals[3] = sp[0]; pc++; DISPATCH();

    CASE(OP_IASTORE): ARRAY_STORE(int32_t, i, 1)
    CASE(OP_FASTORE): ARRAY_STORE(float, f, 1)
    CASE(OP_BASTORE): {
        object *arr = sp[-3].a;
        int32_t idx = sp[-2].i;
        CHECK_NULL(arr);
        CHECK_INDEX(arr, idx);
        /* baload/bastore serve byte[] and boolean[]: booleans store 0/1. */
        if (arr->clazz->elem_type == T_BOOLEAN)
            ARRAY_DATA(arr, uint8_t)[idx] = (uint8_t)(sp[-1].i & 1);
        else
            ARRAY_DATA(arr, int8_t)[idx] = (int8_t)sp[-1].i;
        sp -= 3;
        pc++;
        DISPATCH();
    }
    CASE(OP_CASTORE): ARRAY_STORE(uint16_t, i, 1)
    CASE(OP_SASTORE): ARRAY_STORE(int16_t, i, 1)
    CASE(OP_LASTORE): ARRAY_STORE(int64_t, j, 2)
    CASE(OP_DASTORE): ARRAY_STORE(double, d, 2)
    CASE(OP_AASTORE): {
        object *arr = sp[-3].a;
        int32_t idx = sp[-2].i;
        object *v = sp[-1].a;
        CHECK_NULL(arr);
        CHECK_INDEX(arr, idx);
        if (v && !class_assignable(v->clazz, arr->clazz->component)) {
            char buf[512];
            SYNC();
            vm_throw(t, "java/lang/ArrayStoreException", "%s", class_java_name(v->clazz, buf, sizeof buf));
            THROW();
        }
        ARRAY_DATA(arr, object *)[idx] = v;
        sp -= 3;
        pc++;
        DISPATCH();
    }

    CASE(OP_POP): sp--; pc++; DISPATCH();
    CASE(OP_POP2): sp -= 2; pc++; DISPATCH();
    CASE(OP_DUP): sp[0] = sp[-1]; sp++; pc++; DISPATCH();
    CASE(OP_DUP_X1): {
        slot v1 = sp[-1], v2 = sp[-2];
        sp[-2] = v1; sp[-1] = v2; sp[0] = v1; sp++; pc++; DISPATCH();
    }
    CASE(OP_DUP_X2): {
        slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
        sp[-3] = v1; sp[-2] = v3; sp[-1] = v2; sp[0] = v1; sp++; pc++; DISPATCH();
    }
    CASE(OP_DUP2): sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; pc++; DISPATCH();
    CASE(OP_DUP2_X1): {
        slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
        sp[-3] = v2; sp[-2] = v1; sp[-1] = v3; sp[0] = v2; sp[1] = v1; sp += 2; pc++; DISPATCH();
    }
    CASE(OP_DUP2_X2): {
        slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3], v4 = sp[-4];
        sp[-4] = v2; sp[-3] = v1; sp[-2] = v4; sp[-1] = v3; sp[0] = v2; sp[1] = v1; sp += 2; pc++; DISPATCH();
    }
    CASE(OP_SWAP): { slot v = sp[-1]; sp[-1] = sp[-2]; sp[-2] = v; pc++; DISPATCH(); }

    CASE(OP_IADD): BINOP_I((int32_t)((uint32_t)a + (uint32_t)b))
    CASE(OP_ISUB): BINOP_I((int32_t)((uint32_t)a - (uint32_t)b))
    CASE(OP_IMUL): BINOP_I((int32_t)((uint32_t)a * (uint32_t)b))
    CASE(OP_IAND): BINOP_I(a & b)
    CASE(OP_IOR): BINOP_I(a | b)
    CASE(OP_IXOR): BINOP_I(a ^ b)
    CASE(OP_ISHL): BINOP_I(SHL32(a, b))
    CASE(OP_ISHR): BINOP_I(SHR32(a, b))
    CASE(OP_IUSHR): BINOP_I(USHR32(a, b))
    /* MIN_VALUE / -1 overflows in C; Java defines it (and % -1 is 0). */
    CASE(OP_IDIV): DIVIDE(int32_t, i, 1, (a == INT32_MIN && b == -1) ? INT32_MIN : a / b)
    CASE(OP_IREM): DIVIDE(int32_t, i, 1, (b == -1) ? 0 : a % b)
    CASE(OP_LADD): BINOP_L((int64_t)((uint64_t)a + (uint64_t)b))
    CASE(OP_LSUB): BINOP_L((int64_t)((uint64_t)a - (uint64_t)b))
    CASE(OP_LMUL): BINOP_L((int64_t)((uint64_t)a * (uint64_t)b))
    CASE(OP_LAND): BINOP_L(a & b)
    CASE(OP_LOR): BINOP_L(a | b)
    CASE(OP_LXOR): BINOP_L(a ^ b)
    CASE(OP_LDIV): DIVIDE(int64_t, j, 2, (a == INT64_MIN && b == -1) ? INT64_MIN : a / b)
    CASE(OP_LREM): DIVIDE(int64_t, j, 2, (b == -1) ? 0 : a % b)
    /* Long shifts take an int count: the stack holds long (2 slots), int (1). */
    CASE(OP_LSHL): { int32_t n = sp[-1].i; sp[-3].j = (int64_t)((uint64_t)sp[-3].j << (n & 63)); sp--; pc++; DISPATCH(); }
    CASE(OP_LSHR): { int32_t n = sp[-1].i; sp[-3].j = sp[-3].j >> (n & 63); sp--; pc++; DISPATCH(); }
    CASE(OP_LUSHR): { int32_t n = sp[-1].i; sp[-3].j = (int64_t)((uint64_t)sp[-3].j >> (n & 63)); sp--; pc++; DISPATCH(); }

    CASE(OP_FADD): BINOP_F(a + b)
    CASE(OP_FSUB): BINOP_F(a - b)
    CASE(OP_FMUL): BINOP_F(a * b)
    CASE(OP_FDIV): BINOP_F(a / b)
    CASE(OP_FREM): BINOP_F(fmodf(a, b))
    CASE(OP_DADD): BINOP_D(a + b)
    CASE(OP_DSUB): BINOP_D(a - b)
    CASE(OP_DMUL): BINOP_D(a * b)
    CASE(OP_DDIV): BINOP_D(a / b)
    CASE(OP_DREM): BINOP_D(fmod(a, b))

    CASE(OP_INEG): sp[-1].i = (int32_t)(0u - (uint32_t)sp[-1].i); pc++; DISPATCH();
    CASE(OP_LNEG): sp[-2].j = (int64_t)(0u - (uint64_t)sp[-2].j); pc++; DISPATCH();
    CASE(OP_FNEG): sp[-1].f = -sp[-1].f; pc++; DISPATCH();
    CASE(OP_DNEG): sp[-2].d = -sp[-2].d; pc++; DISPATCH();

    CASE(OP_IINC): locals[pc[1]].i = (int32_t)((uint32_t)locals[pc[1]].i + (uint32_t)(int8_t)pc[2]); pc += 3; DISPATCH();

    CASE(OP_I2L): { int32_t v = sp[-1].i; sp[-1].j = v; sp++; pc++; DISPATCH(); }
    CASE(OP_I2F): sp[-1].f = (float)sp[-1].i; pc++; DISPATCH();
    CASE(OP_I2D): { int32_t v = sp[-1].i; sp[-1].d = v; sp++; pc++; DISPATCH(); }
    CASE(OP_L2I): { int64_t v = sp[-2].j; sp[-2].i = (int32_t)(uint32_t)(uint64_t)v; sp--; pc++; DISPATCH(); }
    CASE(OP_L2F): { int64_t v = sp[-2].j; sp[-2].f = (float)v; sp--; pc++; DISPATCH(); }
    CASE(OP_L2D): sp[-2].d = (double)sp[-2].j; pc++; DISPATCH();
    CASE(OP_F2I): sp[-1].i = java_f2i(sp[-1].f); pc++; DISPATCH();
    CASE(OP_F2L): { float v = sp[-1].f; sp[-1].j = java_f2l(v); sp++; pc++; DISPATCH(); }
    CASE(OP_F2D): { float v = sp[-1].f; sp[-1].d = v; sp++; pc++; DISPATCH(); }
    CASE(OP_D2I): { double v = sp[-2].d; sp[-2].i = java_d2i(v); sp--; pc++; DISPATCH(); }
    CASE(OP_D2L): sp[-2].j = java_d2l(sp[-2].d); pc++; DISPATCH();
    CASE(OP_D2F): { double v = sp[-2].d; sp[-2].f = (float)v; sp--; pc++; DISPATCH(); }
    CASE(OP_I2B): sp[-1].i = (int8_t)sp[-1].i; pc++; DISPATCH();
    CASE(OP_I2C): sp[-1].i = (uint16_t)sp[-1].i; pc++; DISPATCH();
    CASE(OP_I2S): sp[-1].i = (int16_t)sp[-1].i; pc++; DISPATCH();

    CASE(OP_LCMP): {
        int64_t b = sp[-2].j, a = sp[-4].j;
        sp[-4].i = a < b ? -1 : a > b ? 1 : 0;
        sp -= 3;
        pc++;
        DISPATCH();
    }
    CASE(OP_FCMPL): CASE(OP_FCMPG): {
        float b = sp[-1].f, a = sp[-2].f;
        sp[-2].i = a < b ? -1 : a > b ? 1 : a == b ? 0 : (*pc == OP_FCMPL ? -1 : 1);
        sp--;
        pc++;
        DISPATCH();
    }
    CASE(OP_DCMPL): CASE(OP_DCMPG): {
        double b = sp[-2].d, a = sp[-4].d;
        sp[-4].i = a < b ? -1 : a > b ? 1 : a == b ? 0 : (*pc == OP_DCMPL ? -1 : 1);
        sp -= 3;
        pc++;
        DISPATCH();
    }

    CASE(OP_IFEQ): BRANCH_IF(sp[-1].i == 0, 1)
    CASE(OP_IFNE): BRANCH_IF(sp[-1].i != 0, 1)
    CASE(OP_IFLT): BRANCH_IF(sp[-1].i < 0, 1)
    CASE(OP_IFGE): BRANCH_IF(sp[-1].i >= 0, 1)
    CASE(OP_IFGT): BRANCH_IF(sp[-1].i > 0, 1)
    CASE(OP_IFLE): BRANCH_IF(sp[-1].i <= 0, 1)
    CASE(OP_IF_ICMPEQ): BRANCH_IF(sp[-2].i == sp[-1].i, 2)
    CASE(OP_IF_ICMPNE): BRANCH_IF(sp[-2].i != sp[-1].i, 2)
    CASE(OP_IF_ICMPLT): BRANCH_IF(sp[-2].i < sp[-1].i, 2)
    CASE(OP_IF_ICMPGE): BRANCH_IF(sp[-2].i >= sp[-1].i, 2)
    CASE(OP_IF_ICMPGT): BRANCH_IF(sp[-2].i > sp[-1].i, 2)
    CASE(OP_IF_ICMPLE): BRANCH_IF(sp[-2].i <= sp[-1].i, 2)
    CASE(OP_IF_ACMPEQ): BRANCH_IF(sp[-2].a == sp[-1].a, 2)
    CASE(OP_IF_ACMPNE): BRANCH_IF(sp[-2].a != sp[-1].a, 2)
    CASE(OP_IFNULL): BRANCH_IF(sp[-1].a == NULL, 1)
    CASE(OP_IFNONNULL): BRANCH_IF(sp[-1].a != NULL, 1)
    CASE(OP_GOTO): pc += S2(pc + 1); DISPATCH();
    CASE(OP_GOTO_W): pc += S4(pc + 1); DISPATCH();
    /* A return address is an offset into the code, never a pointer, so a
     * stale one cannot point outside the method. */
    CASE(OP_JSR): (sp++)->raw = (uintptr_t)(pc + 3 - m->code); pc += S2(pc + 1); DISPATCH();
    CASE(OP_JSR_W): (sp++)->raw = (uintptr_t)(pc + 5 - m->code); pc += S4(pc + 1); DISPATCH();
    CASE(OP_RET): pc = m->code + locals[pc[1]].raw; DISPATCH();

    CASE(OP_TABLESWITCH): {
        const uint8_t *p = m->code + (((pc - m->code) + 4) & ~3);
        int32_t def = S4(p), low = S4(p + 4), high = S4(p + 8);
        int32_t key = (--sp)->i;
        if (key < low || key > high)
            pc += def;
        else
            pc += S4(p + 12 + 4 * (uint32_t)(key - low));
        DISPATCH();
    }
    CASE(OP_LOOKUPSWITCH): {
        const uint8_t *p = m->code + (((pc - m->code) + 4) & ~3);
        int32_t def = S4(p), n = S4(p + 4);
        int32_t key = (--sp)->i;
        /* Keys ascend (checked by the parser): binary search. */
        int32_t lo = 0, hi = n - 1, offset = def;
        while (lo <= hi) {
            int32_t mid = (int32_t)(((uint32_t)lo + (uint32_t)hi) >> 1);
            int32_t k = S4(p + 8 + 8 * mid);
            if (key < k)
                hi = mid - 1;
            else if (key > k)
                lo = mid + 1;
            else {
                offset = S4(p + 12 + 8 * mid);
                break;
            }
        }
        pc += offset;
        DISPATCH();
    }

    CASE(OP_WIDE): {
        uint8_t op = pc[1];
        uint16_t idx = U2(pc + 2);
        switch (op) {
        case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: *sp++ = locals[idx]; break;
        case OP_LLOAD: case OP_DLOAD: sp[0] = locals[idx]; sp += 2; break;
        case OP_ISTORE: case OP_FSTORE: case OP_ASTORE: locals[idx] = *--sp; break;
        case OP_LSTORE: case OP_DSTORE: sp -= 2; locals[idx] = sp[0]; break;
        case OP_RET: pc = m->code + locals[idx].raw; DISPATCH();
        case OP_IINC:
            locals[idx].i = (int32_t)((uint32_t)locals[idx].i + (uint32_t)(int32_t)S2(pc + 4));
            pc += 6;
            DISPATCH();
        }
        pc += 4;
        DISPATCH();
    }

    /* ---- fields ---- */
    CASE(OP_GETFIELD): CASE(OP_PUTFIELD): {
        SYNC();
        bool put = *pc == OP_PUTFIELD;
        vm_field *fld = resolve_field(t, cls, U2(pc + 1), false, put, m);
        if (!fld) THROW();
        if (fld->offset > 0xffff) {
            /* Too far for the quick form's operand: should not happen
             * (65535 bytes of fields); refuse clearly. */
            vm_throw(t, "java/lang/InternalError", "field offset too large");
            THROW();
        }
        uint8_t q;
        switch (fld->type) {
        case T_BYTE: q = Q_GETFIELD_B; break;
        case T_BOOLEAN: q = Q_GETFIELD_Z; break;
        case T_CHAR: q = Q_GETFIELD_C; break;
        case T_SHORT: q = Q_GETFIELD_S; break;
        case T_INT: case T_FLOAT: q = Q_GETFIELD_I; break;
        case T_LONG: case T_DOUBLE: q = Q_GETFIELD_J; break;
        default: q = Q_GETFIELD_A; break;
        }
        if (put) q = (uint8_t)(q + (Q_PUTFIELD_B - Q_GETFIELD_B));
        resolve_rewrite_u2(pc, q, (uint16_t)fld->offset);
        DISPATCH();
    }
#define GETFIELD_Q(ctype, field)                       \
    {                                                  \
        object *o = sp[-1].a;                          \
        CHECK_NULL(o);                                 \
        sp[-1].field = *(ctype *)((char *)o + U2(pc + 1)); \
        pc += 3;                                       \
        DISPATCH();                                    \
    }
    CASE(Q_GETFIELD_B): GETFIELD_Q(int8_t, i)
    CASE(Q_GETFIELD_Z): GETFIELD_Q(uint8_t, i)
    CASE(Q_GETFIELD_C): GETFIELD_Q(uint16_t, i)
    CASE(Q_GETFIELD_S): GETFIELD_Q(int16_t, i)
    CASE(Q_GETFIELD_I): GETFIELD_Q(int32_t, i)
    CASE(Q_GETFIELD_A): GETFIELD_Q(object *, a)
    CASE(Q_GETFIELD_J): {
        object *o = sp[-1].a;
        CHECK_NULL(o);
        sp[-1].j = *(int64_t *)((char *)o + U2(pc + 1));
        sp++;
        pc += 3;
        DISPATCH();
    }
#define PUTFIELD_Q(ctype, value)                       \
    {                                                  \
        object *o = sp[-2].a;                          \
        CHECK_NULL(o);                                 \
        *(ctype *)((char *)o + U2(pc + 1)) = (ctype)(value); \
        sp -= 2;                                       \
        pc += 3;                                       \
        DISPATCH();                                    \
    }
    CASE(Q_PUTFIELD_B): PUTFIELD_Q(int8_t, sp[-1].i)
    CASE(Q_PUTFIELD_Z): PUTFIELD_Q(uint8_t, sp[-1].i & 1)
    CASE(Q_PUTFIELD_C): PUTFIELD_Q(uint16_t, sp[-1].i)
    CASE(Q_PUTFIELD_S): PUTFIELD_Q(int16_t, sp[-1].i)
    CASE(Q_PUTFIELD_I): PUTFIELD_Q(int32_t, sp[-1].i)
    CASE(Q_PUTFIELD_A): PUTFIELD_Q(object *, sp[-1].a)
    CASE(Q_PUTFIELD_J): {
        object *o = sp[-3].a;
        CHECK_NULL(o);
        *(int64_t *)((char *)o + U2(pc + 1)) = sp[-2].j;
        sp -= 3;
        pc += 3;
        DISPATCH();
    }

    CASE(OP_GETSTATIC): CASE(OP_PUTSTATIC): {
        SYNC();
        bool put = *pc == OP_PUTSTATIC;
        uint16_t idx = U2(pc + 1);
        vm_field *fld = resolve_field(t, cls, idx, true, put, m);
        if (!fld) THROW();
        if (!class_initialize(t, fld->clazz)) THROW();
        bool wide = fld->type == T_LONG || fld->type == T_DOUBLE;
        /* Rewrite only once initialized: the quick form skips the check.
         * A class still initializing (by this thread) keeps the slow form. */
        if (fld->clazz->state == CLASS_INITIALIZED)
            resolve_rewrite(pc, put ? (wide ? Q_PUTSTATIC2 : Q_PUTSTATIC) : (wide ? Q_GETSTATIC2 : Q_GETSTATIC));
        slot *s = &fld->clazz->statics[fld->offset];
        if (put) {
            if (wide) {
                sp -= 2;
                *s = sp[0];
            } else {
                *s = *--sp;
                if (fld->type == T_BOOLEAN) s->i &= 1;
            }
        } else {
            *sp = *s;
            sp += wide ? 2 : 1;
        }
        pc += 3;
        DISPATCH();
    }
    CASE(Q_GETSTATIC): {
        vm_field *fld = cls->cp_cache[U2(pc + 1)].u.field;
        *sp++ = fld->clazz->statics[fld->offset];
        pc += 3;
        DISPATCH();
    }
    CASE(Q_GETSTATIC2): {
        vm_field *fld = cls->cp_cache[U2(pc + 1)].u.field;
        sp[0] = fld->clazz->statics[fld->offset];
        sp += 2;
        pc += 3;
        DISPATCH();
    }
    CASE(Q_PUTSTATIC): {
        vm_field *fld = cls->cp_cache[U2(pc + 1)].u.field;
        slot v = *--sp;
        if (fld->type == T_BOOLEAN) v.i &= 1;
        fld->clazz->statics[fld->offset] = v;
        pc += 3;
        DISPATCH();
    }
    CASE(Q_PUTSTATIC2): {
        vm_field *fld = cls->cp_cache[U2(pc + 1)].u.field;
        sp -= 2;
        fld->clazz->statics[fld->offset] = sp[0];
        pc += 3;
        DISPATCH();
    }

    /* ---- objects and arrays ---- */
    CASE(OP_NEW): {
        SYNC();
        vm_class *c = resolve_class(t, cls, U2(pc + 1));
        if (!c) THROW();
        if (c->access & (CF_ACC_ABSTRACT | CF_ACC_INTERFACE)) {
            char buf[512];
            vm_throw(t, "java/lang/InstantiationError", "%s", class_java_name(c, buf, sizeof buf));
            THROW();
        }
        if (!class_initialize(t, c)) THROW();
        if (c->state == CLASS_INITIALIZED) resolve_rewrite(pc, Q_NEW);
        object *o = heap_new_object(t, c);
        if (!o) THROW();
        (sp++)->a = o;
        pc += 3;
        DISPATCH();
    }
    CASE(Q_NEW): {
        SYNC();
        object *o = heap_new_object(t, cls->cp_cache[U2(pc + 1)].u.clazz);
        if (!o) THROW();
        (sp++)->a = o;
        pc += 3;
        DISPATCH();
    }
    CASE(OP_NEWARRAY): {
        SYNC();
        object *a = heap_new_primitive_array(t, (basic_type)pc[1], sp[-1].i);
        if (!a) THROW();
        sp[-1].a = a;
        pc += 2;
        DISPATCH();
    }
    CASE(OP_ANEWARRAY): {
        SYNC();
        vm_class *c = resolve_class(t, cls, U2(pc + 1));
        if (!c) THROW();
        vm_class *ac = class_array_of(t, c);
        if (!ac) THROW();
        cls->cp_cache[U2(pc + 1)].ic_class = ac;
        resolve_rewrite(pc, Q_ANEWARRAY);
        DISPATCH();
    }
    CASE(Q_ANEWARRAY): {
        SYNC();
        object *a = heap_new_array(t, cls->cp_cache[U2(pc + 1)].ic_class, sp[-1].i);
        if (!a) THROW();
        sp[-1].a = a;
        pc += 3;
        DISPATCH();
    }
    CASE(OP_MULTIANEWARRAY): {
        SYNC();
        vm_class *c = resolve_class(t, cls, U2(pc + 1));
        if (!c) THROW();
        int dims = pc[3];
        object *a = resolve_multianewarray(t, c, dims, sp - dims);
        if (!a) THROW();
        sp -= dims;
        (sp++)->a = a;
        pc += 4;
        DISPATCH();
    }
    CASE(OP_ARRAYLENGTH): {
        object *a = sp[-1].a;
        CHECK_NULL(a);
        sp[-1].i = ARRAY_LENGTH(a);
        pc++;
        DISPATCH();
    }
    CASE(OP_CHECKCAST): CASE(OP_INSTANCEOF): {
        SYNC();
        vm_class *c = resolve_class(t, cls, U2(pc + 1));
        if (!c) THROW();
        resolve_rewrite(pc, *pc == OP_CHECKCAST ? Q_CHECKCAST : Q_INSTANCEOF);
        DISPATCH();
    }
    CASE(Q_CHECKCAST): {
        object *o = sp[-1].a;
        vm_class *c = cls->cp_cache[U2(pc + 1)].u.clazz;
        if (o && o->clazz != c && !class_assignable(o->clazz, c)) {
            SYNC();
            resolve_throw_class_cast(t, o->clazz, c);
            THROW();
        }
        pc += 3;
        DISPATCH();
    }
    CASE(Q_INSTANCEOF): {
        object *o = sp[-1].a;
        vm_class *c = cls->cp_cache[U2(pc + 1)].u.clazz;
        sp[-1].i = o && (o->clazz == c || class_assignable(o->clazz, c));
        pc += 3;
        DISPATCH();
    }
    CASE(OP_MONITORENTER): {
        object *o = sp[-1].a;
        CHECK_NULL(o);
        SYNC();
        if (!monitor_enter(t, o)) THROW();
        sp--;
        pc++;
        DISPATCH();
    }
    CASE(OP_MONITOREXIT): {
        object *o = sp[-1].a;
        CHECK_NULL(o);
        SYNC();
        if (!monitor_exit(t, o)) THROW();
        sp--;
        pc++;
        DISPATCH();
    }
    CASE(OP_ATHROW): {
        object *ex = sp[-1].a;
        CHECK_NULL(ex);
        SYNC();
        t->exception = ex;
        THROW();
    }

    /* ---- calls ---- */
    {
        vm_method *callee;
        slot *args;

    CASE(OP_INVOKEVIRTUAL): CASE(OP_INVOKESPECIAL): CASE(OP_INVOKESTATIC): CASE(OP_INVOKEINTERFACE): {
        SYNC();
        uint8_t op = *pc;
        vm_method *rm = resolve_method_for_invoke(t, cls, U2(pc + 1), op, m);
        if (!rm) THROW();
        if (op == OP_INVOKESTATIC) {
            if (!class_initialize(t, rm->clazz)) THROW();
            if (rm->clazz->state == CLASS_INITIALIZED) resolve_rewrite(pc, Q_INVOKEDIRECT);
            callee = rm;
            args = sp - rm->arg_slots;
            goto invoke;
        }
        if (op == OP_INVOKESPECIAL || (rm->access & CF_ACC_PRIVATE) || (rm->access & CF_ACC_FINAL) ||
            (op == OP_INVOKEVIRTUAL && rm->vtable_index < 0 && !(rm->clazz->access & CF_ACC_INTERFACE))) {
            /* invokespecial selects by JVMS 6.5 (super calls resolved already). */
            resolve_rewrite(pc, op == OP_INVOKEINTERFACE ? Q_INVOKEDIRECT5 : Q_INVOKEDIRECT);
        } else if (op == OP_INVOKEINTERFACE || (rm->clazz->access & CF_ACC_INTERFACE)) {
            resolve_rewrite(pc, Q_INVOKEINTERFACE);
        } else {
            resolve_rewrite(pc, Q_INVOKEVIRTUAL);
        }
        DISPATCH();
    }
    CASE(Q_INVOKEDIRECT5):
    CASE(Q_INVOKEDIRECT): {
        callee = cls->cp_cache[U2(pc + 1)].u.method;
        args = sp - callee->arg_slots;
        if (!(callee->access & CF_ACC_STATIC)) CHECK_NULL(args[0].a);
        goto invoke;
    }
    CASE(Q_INVOKEVIRTUAL): {
        vm_method *rm = cls->cp_cache[U2(pc + 1)].u.method;
        args = sp - rm->arg_slots;
        object *recv = args[0].a;
        CHECK_NULL(recv);
        callee = recv->clazz->vtable[rm->vtable_index];
        goto invoke;
    }
    CASE(Q_INVOKEINTERFACE): {
        cp_cache_entry *ce = &cls->cp_cache[U2(pc + 1)];
        vm_method *rm = ce->u.method;
        args = sp - rm->arg_slots;
        object *recv = args[0].a;
        CHECK_NULL(recv);
        if (recv->clazz == ce->ic_class) {
            callee = ce->ic_target;
        } else {
            SYNC();
            callee = resolve_select_interface(t, recv->clazz, rm);
            if (!callee) THROW();
            ce->ic_target = callee;
            ce->ic_class = recv->clazz;
        }
        goto invoke;
    }
    CASE(OP_INVOKEDYNAMIC): {
        SYNC();
        if (!resolve_indy(t, cls, U2(pc + 1))) THROW();
        resolve_rewrite(pc, Q_INVOKEDYNAMIC);
        DISPATCH();
    }
    CASE(Q_INVOKEDYNAMIC): {
        SYNC();
        struct indy_site *site = cls->cp_cache[U2(pc + 1)].u.indy;
        int popped = 0;
        slot r;
        if (!resolve_indy_invoke(t, site, sp, &popped, &r)) THROW();
        sp -= popped;
        *sp++ = r;
        if (resolve_indy_return_slots(site) == 2) sp++;
        else if (resolve_indy_return_slots(site) == 0) sp--;
        pc += 5;
        DISPATCH();
    }

    invoke:
        if (callee->access & (CF_ACC_NATIVE | CF_ACC_ABSTRACT)) {
            SYNC();
            slot r;
            if (callee->access & CF_ACC_ABSTRACT) {
                char buf[512];
                vm_throw(t, "java/lang/AbstractMethodError", "Receiver class %s does not define or inherit an implementation of the resolved method '%s'.",
                         class_java_name(args[0].a->clazz, buf, sizeof buf),
                         resolve_describe_method(callee, buf + 256, 256));
                THROW();
            }
            f->sp = args; /* the native frame goes above the arguments */
            if (!invoke_native(t, callee, args, &r)) THROW();
            sp = args;
            switch (callee->return_type) {
            case T_VOID: break;
            case T_LONG: case T_DOUBLE: sp[0] = r; sp += 2; break;
            default: *sp++ = r; break;
            }
            t->top = f;
            pc += call_length(*pc);
            DISPATCH();
        }
        {
            f->pc = pc;
            f->sp = args;
            frame *nf = push_frame(t, callee, args, f);
            if (!nf) THROW();
            f = nf;
            m = callee;
            cls = m->clazz;
            pc = m->code;
            sp = FRAME_STACK_BASE(f);
            locals = args;
            t->top = f;
            if (m->access & CF_ACC_SYNCHRONIZED) {
                object *lock = (m->access & CF_ACC_STATIC) ? resolve_mirror(t, cls) : locals[0].a;
                if (!lock || !monitor_enter(t, lock)) {
                    /* Not entered: unwind as if thrown by the call itself. */
                    f = f->prev;
                    t->top = f;
                    m = f->method;
                    cls = m->clazz;
                    pc = f->pc;
                    locals = f->locals;
                    sp = f->sp;
                    THROW();
                }
            }
            DISPATCH();
        }
    }

    /* ---- returns ---- */
    {
        slot ret;
        int ret_slots;
    CASE(OP_IRETURN): CASE(OP_FRETURN): CASE(OP_ARETURN): ret = sp[-1]; ret_slots = 1; goto do_return;
    CASE(OP_LRETURN): CASE(OP_DRETURN): ret = sp[-2]; ret_slots = 2; goto do_return;
    CASE(OP_RETURN): ret.raw = 0; ret_slots = 0; goto do_return;
    do_return:
        if (m->access & CF_ACC_SYNCHRONIZED) {
            object *lock = (m->access & CF_ACC_STATIC) ? resolve_mirror(t, cls) : locals[0].a;
            SYNC();
            if (!monitor_exit(t, lock)) THROW();
        }
        if (m->return_type == T_BOOLEAN) ret.i &= 1;
        else if (m->return_type == T_BYTE) ret.i = (int8_t)ret.i;
        else if (m->return_type == T_CHAR) ret.i = (uint16_t)ret.i;
        else if (m->return_type == T_SHORT) ret.i = (int16_t)ret.i;
        if (f->flags & FRAME_ENTRY) {
            *result = ret;
            t->top = f->prev;
            return true;
        }
        {
            slot *dest = f->locals; /* the caller's args base: its sp after popping them */
            f = f->prev;
            m = f->method;
            cls = m->clazz;
            locals = f->locals;
            sp = dest;
            if (ret_slots) {
                *sp = ret;
                sp += ret_slots;
            }
            pc = f->pc + call_length(*f->pc);
            t->top = f;
            DISPATCH();
        }
    }

#ifdef THREADED
    L_undefined:
#else
    default:
#endif
    {
        SYNC();
        vm_throw(t, "java/lang/VerifyError", "Bad instruction 0x%02x in method %s.%s%s at %d", *pc,
                 cls->name, m->name, m->descriptor, (int)(pc - m->code));
        THROW();
    }
#ifndef THREADED
    }
#endif

exception: {
    /* Unwind until a handler of this thread's exception is found, or the
     * entry frame is left (returning to C with the exception pending). */
    object *ex = t->exception;
    VM_ROOT(t, &ex); /* resolving a catch type can load classes and collect */
    for (;;) {
        uint32_t off = (uint32_t)(f->pc - m->code);
        const cf_code *code = m->cf;
        int32_t handler = -1;
        for (uint16_t i = 0; code && i < code->handler_count; i++) {
            const cf_handler *h = &code->handlers[i];
            if (off < h->start_pc || off >= h->end_pc) continue;
            if (h->catch_type) {
                t->exception = NULL;
                vm_class *catch_class = resolve_class(t, cls, h->catch_type);
                if (!catch_class) {
                    ex = t->exception; /* resolution failure replaces it */
                    break;
                }
                t->exception = ex;
                if (!class_assignable(ex->clazz, catch_class)) continue;
            }
            handler = h->handler_pc;
            break;
        }
        if (handler >= 0) {
            VM_UNROOT(t, 1);
            t->exception = NULL;
            sp = FRAME_STACK_BASE(f);
            (sp++)->a = ex;
            pc = m->code + handler;
            t->top = f;
            DISPATCH();
        }
        t->exception = ex;
        if (m->access & CF_ACC_SYNCHRONIZED) {
            object *lock = (m->access & CF_ACC_STATIC) ? resolve_mirror(t, cls) : locals[0].a;
            t->exception = NULL;
            if (lock) monitor_exit(t, lock);
            if (t->exception) ex = t->exception;
            t->exception = ex;
        }
        if (f->flags & FRAME_ENTRY) {
            VM_UNROOT(t, 1);
            t->top = f->prev;
            return false;
        }
        /* The dead frame's arguments sit on top of the caller's stack, and
         * its code may have stored non-references there: clear them so the
         * collector never takes them for references while we unwind. */
        memset(f->locals, 0, sizeof(slot) * m->arg_slots);
        f = f->prev;
        m = f->method;
        cls = m->clazz;
        locals = f->locals;
        t->top = f;
    }
}
}
