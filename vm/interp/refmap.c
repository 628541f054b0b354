/*
 * refmap.c -- reference maps by abstract interpretation (see refmap.h).
 *
 * The method is cut into basic blocks (leaders: pc 0, branch and switch
 * targets, handler entries, every jsr, and the instruction after any
 * instruction that does not simply fall through).  Only the abstract state
 * at block entries is stored while iterating; a worklist (a dirty bit per
 * block, swept in code order, which suits mostly-forward bytecode) runs
 * blocks until no entry state changes.  A final sweep re-runs every reached
 * block once from its fixed entry state and records the reference bits at
 * each instruction start.
 *
 * Lattice per slot: a flat one.  Two different types merge to TOP, and TOP
 * is never accepted where a value is read, so the checks done on any
 * intermediate state only fail if they would fail at the fixpoint too.
 *
 * Invariants of a state: LONG is always directly followed by LONG2 and
 * DOUBLE by DOUBLE2 (a store over either half turns the other half to
 * TOP); the stack holds depth slots, the rest are ignored.
 *
 * Uninitialized objects carry the pc of their `new`, so that
 * `new A(new B())` initializes B without initializing A.  Return addresses
 * carry the subroutine's entry pc.
 *
 * jsr/ret: in methods with subroutines, the state also carries, for each
 * subroutine S, the set of locals written since the last entry into S
 * (every store marks every subroutine's set; a jsr to S clears S's; sets
 * merge by union).  At a ret from S, the state after each jsr calling S
 * is, for each local in S's set at the ret, the local at the ret, and for
 * every other local the local just before that jsr.  So a reference the
 * subroutine never writes stays a reference after ret even though S's
 * entry merges all its callers, and paths that leave S (to a handler, or
 * by a ret of an outer subroutine from inside an inner one) are counted
 * exactly where they return.  A long or double half of the caller's that
 * a store in S breaks is turned to TOP when the states are combined.
 */
#include "interp/refmap.h"

#include "classfile/opcodes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t vt;

/* Work is bounded so that a hostile class file gets an error rather than
 * gigabytes of block states. */
#define MAX_STATE_SLOTS (16u * 1024 * 1024)

enum {
    Y_TOP = 0,
    Y_INT,
    Y_FLOAT,
    Y_LONG,
    Y_LONG2,
    Y_DOUBLE,
    Y_DOUBLE2,
    Y_REF, /* an object or null */
    Y_UNINIT_THIS,
    Y_VOID /* only as a descriptor's return type */
};
#define Y_UNINIT 0x10000u  /* + pc of the new */
#define Y_RETADDR 0x20000u /* + entry pc of the subroutine */

static bool is_uninit(vt t) { return (t & 0xffff0000u) == Y_UNINIT; }
static bool is_retaddr(vt t) { return (t & 0xffff0000u) == Y_RETADDR; }
static bool is_refish(vt t) { return t == Y_REF || t == Y_UNINIT_THIS || is_uninit(t); }
static bool is_first_half(vt t) { return t == Y_LONG || t == Y_DOUBLE; }
static bool is_second_half(vt t) { return t == Y_LONG2 || t == Y_DOUBLE2; }
static bool is_cat1(vt t) { return !is_first_half(t) && !is_second_half(t); }

struct refmap {
    uint32_t code_length;
    uint16_t max_locals, max_stack;
    uint32_t lbytes, sbytes; /* bytes of each bit vector */
    uint16_t *index;         /* per code byte: record number + 1, or 0 (at most
                              * 65535 instructions, so it fits) */
    uint16_t *depth;         /* per record */
    uint8_t *bits;           /* per record: lbytes locals, then sbytes stack */
};

/* Where run_block goes after an instruction. */
enum { K_NEXT, K_COND, K_GOTO, K_END, K_SWITCH, K_JSR, K_RET };

typedef struct an {
    const cf_class *c;
    const cf_method *m;
    const cf_code *code;
    const uint8_t *bc;
    uint32_t len;
    uint32_t nl, ns, width;
    char *err;
    size_t errlen;
    bool failed;
    vt ret_type;

    uint8_t *flags;     /* per code byte: F_START, F_LEADER */
    uint32_t *block_of; /* per code byte, valid at leaders */
    uint32_t nblocks;
    uint32_t *block_pc; /* nblocks + 1 entries, the last is len */
    vt *bstate;         /* nblocks * width */
    uint32_t *bdepth;
    uint8_t *reached, *dirty;

    /* subroutines */
    uint32_t nsubs;
    uint32_t *sub_entry;   /* entry pc */
    uint8_t *sub_written;  /* nsubs * nl: union of the written sets at its rets */
    uint32_t msz;          /* nsubs * nl: size of a state's written sets */
    uint8_t *bmask;        /* nblocks * msz */
    vt *sub_exit;          /* nsubs * width: merge of the states at its rets */
    uint32_t *sub_depth;
    uint8_t *sub_valid;
    uint32_t njsr;
    uint32_t *jsr_pc;

    /* the state being run */
    vt *loc, *stk;
    uint32_t sp;
    bool loc_changed;
    vt *tmp; /* width: scratch for jsr/ret states */
    uint8_t *mask, *mtmp; /* msz: the written sets of the state being run; scratch */
    uint32_t target;
    uint32_t ret_entry;
    uint16_t *hlist; /* handlers overlapping the current block */
    uint32_t hcount;

    refmap *out;
    uint32_t nrec;
    uint8_t *lbits; /* emit: the current locals' bits */
} an;

enum { F_START = 1, F_LEADER = 2 };

static uint32_t u2(const uint8_t *b) { return (uint32_t)b[0] << 8 | b[1]; }
static int32_t s2(const uint8_t *b) { return (int16_t)(uint16_t)u2(b); }
static int32_t s4(const uint8_t *b)
{
    return (int32_t)((uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3]);
}

static uint32_t insn_len(const uint8_t *bc, uint32_t pc)
{
    uint8_t op = bc[pc];
    if (op == OP_TABLESWITCH) {
        uint32_t p = (pc + 4) & ~3u;
        int64_t n = (int64_t)s4(bc + p + 8) - s4(bc + p + 4) + 1;
        return (uint32_t)(p + 12 + 4 * n - pc);
    }
    if (op == OP_LOOKUPSWITCH) {
        uint32_t p = (pc + 4) & ~3u;
        return (uint32_t)(p + 8 + 8 * (int64_t)s4(bc + p + 4) - pc);
    }
    if (op == OP_WIDE) return bc[pc + 1] == OP_IINC ? 6 : 4;
    return (uint32_t)op_info[op].length;
}

static const char *tname(vt t, char *buf, size_t n)
{
    static const char *names[] = {"top", "int", "float", "long", "long (second half)", "double",
                                  "double (second half)", "reference", "uninitializedThis", "void"};
    if (is_uninit(t))
        snprintf(buf, n, "uninitialized (new at pc %u)", (unsigned)(t & 0xffff));
    else if (is_retaddr(t))
        snprintf(buf, n, "returnAddress");
    else
        snprintf(buf, n, "%s", t <= Y_VOID ? names[t] : "?");
    return buf;
}

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static bool fail(an *a, uint32_t pc, const char *fmt, ...)
{
    if (a->failed) return false;
    a->failed = true;
    if (!a->err || !a->errlen) return false;
    char what[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(a->err, a->errlen, "%s at pc %u in %s.%s%s", what, (unsigned)pc, a->c->name, a->m->name,
             a->m->descriptor);
    return false;
}

/* ---- constant-pool helpers ------------------------------------------------ */

static const char *cp_str(const an *a, uint16_t i) { return a->c->cp[i].u.utf8.str; }

static const char *member_desc(const an *a, uint16_t ref, const char **name)
{
    const cf_const *k = &a->c->cp[ref];
    uint16_t nat = k->tag == CF_INVOKE_DYNAMIC || k->tag == CF_DYNAMIC ? k->u.dyn.nat_index : k->u.ref.nat_index;
    if (name) *name = cp_str(a, a->c->cp[nat].u.nat.name);
    return cp_str(a, a->c->cp[nat].u.nat.descriptor);
}

static vt desc_type(char ch)
{
    switch (ch) {
    case 'B': case 'C': case 'I': case 'S': case 'Z': return Y_INT;
    case 'F': return Y_FLOAT;
    case 'J': return Y_LONG;
    case 'D': return Y_DOUBLE;
    case 'V': return Y_VOID;
    default: return Y_REF;
    }
}

/* Skips one field type in a descriptor. */
static const char *skip_type(const char *d)
{
    while (*d == '[') d++;
    if (*d == 'L') {
        while (*d && *d != ';') d++;
    }
    return *d ? d + 1 : d;
}

/* ---- stack and locals ----------------------------------------------------- */

static bool push(an *a, uint32_t pc, vt t)
{
    uint32_t n = is_first_half(t) ? 2 : 1;
    if (a->sp + n > a->ns) return fail(a, pc, "Operand stack overflow (max_stack %u)", (unsigned)a->ns);
    a->stk[a->sp++] = t;
    if (n == 2) a->stk[a->sp++] = t == Y_LONG ? Y_LONG2 : Y_DOUBLE2;
    return true;
}

/* Pops a value of type t (Y_REF accepts initialized references only). */
static bool pop(an *a, uint32_t pc, vt t)
{
    char b1[48], b2[48];
    if (is_first_half(t)) {
        if (a->sp < 2) return fail(a, pc, "Operand stack underflow");
        if (a->stk[a->sp - 2] != t || a->stk[a->sp - 1] != t + 1)
            return fail(a, pc, "Bad type on operand stack: expected %s, found %s", tname(t, b1, sizeof b1),
                        tname(a->stk[a->sp - 2], b2, sizeof b2));
        a->sp -= 2;
        return true;
    }
    if (a->sp < 1) return fail(a, pc, "Operand stack underflow");
    vt s = a->stk[a->sp - 1];
    if (s != t)
        return fail(a, pc, "Bad type on operand stack: expected %s, found %s", tname(t, b1, sizeof b1),
                    tname(s, b2, sizeof b2));
    a->sp--;
    return true;
}

static bool need(an *a, uint32_t pc, uint32_t n)
{
    if (a->sp < n) return fail(a, pc, "Operand stack underflow");
    return true;
}

/* A value may be split at stack position p (between slots p-1 and p) only
 * if slot p does not start the second half of a long or double. */
static bool boundary(an *a, uint32_t pc, uint32_t p)
{
    if (p < a->sp && is_second_half(a->stk[p]))
        return fail(a, pc, "Bad type on operand stack: instruction splits a long or double");
    return true;
}

static void set_local(an *a, uint32_t k, vt t)
{
    vt *l = a->loc;
    uint32_t n = is_first_half(t) ? 2 : 1;
    if (is_second_half(l[k])) l[k - 1] = Y_TOP;
    if (is_first_half(l[k + n - 1]) && k + n < a->nl) l[k + n] = Y_TOP;
    l[k] = t;
    if (n == 2) l[k + 1] = t + 1;
    a->loc_changed = true;
    for (uint32_t s = 0; s < a->msz; s += a->nl) {
        a->mask[s + k] = 1;
        if (n == 2) a->mask[s + k + 1] = 1;
    }
}

static bool load(an *a, uint32_t pc, uint32_t k, vt t)
{
    char b1[48], b2[48];
    vt l = a->loc[k];
    bool ok = t == Y_REF ? is_refish(l) : l == t && (!is_first_half(t) || a->loc[k + 1] == t + 1);
    if (!ok)
        return fail(a, pc, "Bad local variable type: expected %s in local %u, found %s", tname(t, b1, sizeof b1),
                    (unsigned)k, tname(l, b2, sizeof b2));
    if (t == Y_REF) {
        if (a->sp + 1 > a->ns) return fail(a, pc, "Operand stack overflow (max_stack %u)", (unsigned)a->ns);
        a->stk[a->sp++] = l; /* keeps an uninitialized object uninitialized */
        return true;
    }
    return push(a, pc, t);
}

static bool store(an *a, uint32_t pc, uint32_t k, vt t)
{
    if (t == Y_REF) {
        char b[48];
        if (!need(a, pc, 1)) return false;
        vt s = a->stk[a->sp - 1];
        if (!is_refish(s) && !is_retaddr(s))
            return fail(a, pc, "Bad type on operand stack: expected reference or returnAddress, found %s",
                        tname(s, b, sizeof b));
        a->sp--;
        set_local(a, k, s);
        return true;
    }
    if (!pop(a, pc, t)) return false;
    set_local(a, k, t);
    return true;
}

/* Pops a reference that may be uninitialized this (putfield in <init>). */
static bool pop_obj(an *a, uint32_t pc, bool allow_uninit_this)
{
    char b[48];
    if (!need(a, pc, 1)) return false;
    vt s = a->stk[a->sp - 1];
    if (s != Y_REF && !(allow_uninit_this && s == Y_UNINIT_THIS))
        return fail(a, pc, "Bad type on operand stack: expected reference, found %s", tname(s, b, sizeof b));
    a->sp--;
    return true;
}

/* Checks and pops a method's arguments, last first. */
static bool pop_args(an *a, uint32_t pc, const char *desc)
{
    vt args[256];
    uint32_t n = 0;
    const char *d = desc + 1;
    while (*d && *d != ')') {
        if (n >= 255) return fail(a, pc, "Too many arguments in %s", desc);
        args[n++] = desc_type(*d);
        d = skip_type(d);
    }
    while (n > 0)
        if (!pop(a, pc, args[--n])) return false;
    return true;
}

static bool push_result(an *a, uint32_t pc, const char *desc)
{
    const char *r = strchr(desc, ')');
    vt t = desc_type(r ? r[1] : 'V');
    return t == Y_VOID || push(a, pc, t);
}

/* invokespecial <init>: every copy of the object becomes initialized. */
static void initialize(an *a, vt u)
{
    for (uint32_t i = 0; i < a->nl; i++)
        if (a->loc[i] == u) {
            a->loc[i] = Y_REF;
            a->loc_changed = true;
            for (uint32_t s = 0; s < a->msz; s += a->nl) a->mask[s + i] = 1;
        }
    for (uint32_t i = 0; i < a->sp; i++)
        if (a->stk[i] == u) a->stk[i] = Y_REF;
}

static vt ldc_type(an *a, uint16_t idx)
{
    const cf_const *k = &a->c->cp[idx];
    switch (k->tag) {
    case CF_INTEGER: return Y_INT;
    case CF_FLOAT: return Y_FLOAT;
    case CF_LONG: return Y_LONG;
    case CF_DOUBLE: return Y_DOUBLE;
    case CF_DYNAMIC: return desc_type(member_desc(a, idx, NULL)[0]);
    default: return Y_REF; /* String, Class, MethodType, MethodHandle */
    }
}

/* ---- one instruction ------------------------------------------------------ */

#define X(e) \
    do { \
        if (!(e)) return -1; \
    } while (0)

/* Applies the instruction at pc to the current state; returns a K_* kind
 * (a->target set for branches, a->ret_entry for ret) or -1 on failure.
 * Not driven by the opcode table's pops/pushes: the map needs the kind of
 * every slot pushed and checks the kind of every slot popped, which slot
 * counts cannot say.  test_refmap checks over the javac samples and
 * java.base that every fall-through changes the depth as op_stack_effect
 * says, so the two cannot drift apart unnoticed. */
static int exec(an *a, uint32_t pc)
{
    const uint8_t *p = a->bc + pc;
    uint8_t op = p[0];
    char b1[48];
    switch (op) {
    case OP_NOP: return K_NEXT;
    case OP_ACONST_NULL: X(push(a, pc, Y_REF)); return K_NEXT;
    case OP_ICONST_M1: case OP_ICONST_0: case OP_ICONST_1: case OP_ICONST_2:
    case OP_ICONST_3: case OP_ICONST_4: case OP_ICONST_5: case OP_BIPUSH: case OP_SIPUSH:
        X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_LCONST_0: case OP_LCONST_1: X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_FCONST_0: case OP_FCONST_1: case OP_FCONST_2: X(push(a, pc, Y_FLOAT)); return K_NEXT;
    case OP_DCONST_0: case OP_DCONST_1: X(push(a, pc, Y_DOUBLE)); return K_NEXT;
    case OP_LDC: case OP_LDC_W: case OP_LDC2_W: {
        vt t = ldc_type(a, op == OP_LDC ? p[1] : (uint16_t)u2(p + 1));
        if ((op == OP_LDC2_W) != is_first_half(t))
            return fail(a, pc, "%s of a constant of type %s", op_info[op].name, tname(t, b1, sizeof b1)), -1;
        X(push(a, pc, t));
        return K_NEXT;
    }
    case OP_ILOAD: X(load(a, pc, p[1], Y_INT)); return K_NEXT;
    case OP_LLOAD: X(load(a, pc, p[1], Y_LONG)); return K_NEXT;
    case OP_FLOAD: X(load(a, pc, p[1], Y_FLOAT)); return K_NEXT;
    case OP_DLOAD: X(load(a, pc, p[1], Y_DOUBLE)); return K_NEXT;
    case OP_ALOAD: X(load(a, pc, p[1], Y_REF)); return K_NEXT;
    case OP_ILOAD_0: case OP_ILOAD_1: case OP_ILOAD_2: case OP_ILOAD_3:
        X(load(a, pc, op - OP_ILOAD_0, Y_INT)); return K_NEXT;
    case OP_LLOAD_0: case OP_LLOAD_1: case OP_LLOAD_2: case OP_LLOAD_3:
        X(load(a, pc, op - OP_LLOAD_0, Y_LONG)); return K_NEXT;
    case OP_FLOAD_0: case OP_FLOAD_1: case OP_FLOAD_2: case OP_FLOAD_3:
        X(load(a, pc, op - OP_FLOAD_0, Y_FLOAT)); return K_NEXT;
    case OP_DLOAD_0: case OP_DLOAD_1: case OP_DLOAD_2: case OP_DLOAD_3:
        X(load(a, pc, op - OP_DLOAD_0, Y_DOUBLE)); return K_NEXT;
    case OP_ALOAD_0: case OP_ALOAD_1: case OP_ALOAD_2: case OP_ALOAD_3:
        X(load(a, pc, op - OP_ALOAD_0, Y_REF)); return K_NEXT;
    case OP_IALOAD: case OP_BALOAD: case OP_CALOAD: case OP_SALOAD:
    case OP_LALOAD: case OP_FALOAD: case OP_DALOAD: case OP_AALOAD: {
        static const vt res[] = {Y_INT, Y_LONG, Y_FLOAT, Y_DOUBLE, Y_REF, Y_INT, Y_INT, Y_INT};
        X(pop(a, pc, Y_INT));
        X(pop_obj(a, pc, false));
        X(push(a, pc, res[op - OP_IALOAD]));
        return K_NEXT;
    }
    case OP_ISTORE: X(store(a, pc, p[1], Y_INT)); return K_NEXT;
    case OP_LSTORE: X(store(a, pc, p[1], Y_LONG)); return K_NEXT;
    case OP_FSTORE: X(store(a, pc, p[1], Y_FLOAT)); return K_NEXT;
    case OP_DSTORE: X(store(a, pc, p[1], Y_DOUBLE)); return K_NEXT;
    case OP_ASTORE: X(store(a, pc, p[1], Y_REF)); return K_NEXT;
    case OP_ISTORE_0: case OP_ISTORE_1: case OP_ISTORE_2: case OP_ISTORE_3:
        X(store(a, pc, op - OP_ISTORE_0, Y_INT)); return K_NEXT;
    case OP_LSTORE_0: case OP_LSTORE_1: case OP_LSTORE_2: case OP_LSTORE_3:
        X(store(a, pc, op - OP_LSTORE_0, Y_LONG)); return K_NEXT;
    case OP_FSTORE_0: case OP_FSTORE_1: case OP_FSTORE_2: case OP_FSTORE_3:
        X(store(a, pc, op - OP_FSTORE_0, Y_FLOAT)); return K_NEXT;
    case OP_DSTORE_0: case OP_DSTORE_1: case OP_DSTORE_2: case OP_DSTORE_3:
        X(store(a, pc, op - OP_DSTORE_0, Y_DOUBLE)); return K_NEXT;
    case OP_ASTORE_0: case OP_ASTORE_1: case OP_ASTORE_2: case OP_ASTORE_3:
        X(store(a, pc, op - OP_ASTORE_0, Y_REF)); return K_NEXT;
    case OP_IASTORE: case OP_BASTORE: case OP_CASTORE: case OP_SASTORE:
    case OP_LASTORE: case OP_FASTORE: case OP_DASTORE: case OP_AASTORE: {
        static const vt val[] = {Y_INT, Y_LONG, Y_FLOAT, Y_DOUBLE, Y_REF, Y_INT, Y_INT, Y_INT};
        X(pop(a, pc, val[op - OP_IASTORE]));
        X(pop(a, pc, Y_INT));
        X(pop_obj(a, pc, false));
        return K_NEXT;
    }
    case OP_POP:
        X(need(a, pc, 1));
        if (!is_cat1(a->stk[a->sp - 1])) return fail(a, pc, "pop of half a long or double"), -1;
        a->sp--;
        return K_NEXT;
    case OP_POP2:
        X(need(a, pc, 2));
        X(boundary(a, pc, a->sp - 2));
        a->sp -= 2;
        return K_NEXT;
    case OP_DUP: case OP_DUP_X1: case OP_DUP_X2: {
        uint32_t under = op - OP_DUP; /* slots the copy goes below */
        X(need(a, pc, 1 + under));
        if (!is_cat1(a->stk[a->sp - 1])) return fail(a, pc, "%s of a long or double", op_info[op].name), -1;
        X(boundary(a, pc, a->sp - 1 - under));
        if (a->sp + 1 > a->ns) return fail(a, pc, "Operand stack overflow (max_stack %u)", (unsigned)a->ns), -1;
        vt v = a->stk[a->sp - 1];
        memmove(a->stk + a->sp - under, a->stk + a->sp - 1 - under, (under + 1) * sizeof(vt));
        a->stk[a->sp - 1 - under] = v;
        a->sp++;
        return K_NEXT;
    }
    case OP_DUP2: case OP_DUP2_X1: case OP_DUP2_X2: {
        uint32_t under = op - OP_DUP2;
        X(need(a, pc, 2 + under));
        X(boundary(a, pc, a->sp - 2));
        X(boundary(a, pc, a->sp - 2 - under));
        if (a->sp + 2 > a->ns) return fail(a, pc, "Operand stack overflow (max_stack %u)", (unsigned)a->ns), -1;
        vt v0 = a->stk[a->sp - 2], v1 = a->stk[a->sp - 1];
        memmove(a->stk + a->sp - under, a->stk + a->sp - 2 - under, (under + 2) * sizeof(vt));
        a->stk[a->sp - 2 - under] = v0;
        a->stk[a->sp - 1 - under] = v1;
        a->sp += 2;
        return K_NEXT;
    }
    case OP_SWAP: {
        X(need(a, pc, 2));
        vt v0 = a->stk[a->sp - 2], v1 = a->stk[a->sp - 1];
        if (!is_cat1(v0) || !is_cat1(v1)) return fail(a, pc, "swap of a long or double"), -1;
        a->stk[a->sp - 2] = v1;
        a->stk[a->sp - 1] = v0;
        return K_NEXT;
    }
    case OP_IADD: case OP_ISUB: case OP_IMUL: case OP_IDIV: case OP_IREM: case OP_ISHL:
    case OP_ISHR: case OP_IUSHR: case OP_IAND: case OP_IOR: case OP_IXOR:
        X(pop(a, pc, Y_INT)); X(pop(a, pc, Y_INT)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_LADD: case OP_LSUB: case OP_LMUL: case OP_LDIV: case OP_LREM:
    case OP_LAND: case OP_LOR: case OP_LXOR:
        X(pop(a, pc, Y_LONG)); X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_LSHL: case OP_LSHR: case OP_LUSHR:
        X(pop(a, pc, Y_INT)); X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM:
        X(pop(a, pc, Y_FLOAT)); X(pop(a, pc, Y_FLOAT)); X(push(a, pc, Y_FLOAT)); return K_NEXT;
    case OP_DADD: case OP_DSUB: case OP_DMUL: case OP_DDIV: case OP_DREM:
        X(pop(a, pc, Y_DOUBLE)); X(pop(a, pc, Y_DOUBLE)); X(push(a, pc, Y_DOUBLE)); return K_NEXT;
    case OP_INEG: case OP_I2B: case OP_I2C: case OP_I2S:
        X(pop(a, pc, Y_INT)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_LNEG: X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_FNEG: X(pop(a, pc, Y_FLOAT)); X(push(a, pc, Y_FLOAT)); return K_NEXT;
    case OP_DNEG: X(pop(a, pc, Y_DOUBLE)); X(push(a, pc, Y_DOUBLE)); return K_NEXT;
    case OP_IINC: case OP_WIDE: {
        uint32_t k;
        uint8_t wop = op;
        if (op == OP_WIDE) {
            wop = p[1];
            k = u2(p + 2);
        } else {
            k = p[1];
        }
        switch (wop) {
        case OP_IINC:
            if (a->loc[k] != Y_INT)
                return fail(a, pc, "Bad local variable type: expected int in local %u, found %s", (unsigned)k,
                            tname(a->loc[k], b1, sizeof b1)), -1;
            return K_NEXT;
        case OP_ILOAD: X(load(a, pc, k, Y_INT)); return K_NEXT;
        case OP_LLOAD: X(load(a, pc, k, Y_LONG)); return K_NEXT;
        case OP_FLOAD: X(load(a, pc, k, Y_FLOAT)); return K_NEXT;
        case OP_DLOAD: X(load(a, pc, k, Y_DOUBLE)); return K_NEXT;
        case OP_ALOAD: X(load(a, pc, k, Y_REF)); return K_NEXT;
        case OP_ISTORE: X(store(a, pc, k, Y_INT)); return K_NEXT;
        case OP_LSTORE: X(store(a, pc, k, Y_LONG)); return K_NEXT;
        case OP_FSTORE: X(store(a, pc, k, Y_FLOAT)); return K_NEXT;
        case OP_DSTORE: X(store(a, pc, k, Y_DOUBLE)); return K_NEXT;
        case OP_ASTORE: X(store(a, pc, k, Y_REF)); return K_NEXT;
        case OP_RET:
            if (!is_retaddr(a->loc[k]))
                return fail(a, pc, "ret of local %u, which holds %s, not a return address", (unsigned)k,
                            tname(a->loc[k], b1, sizeof b1)), -1;
            a->ret_entry = a->loc[k] & 0xffff;
            return K_RET;
        default: return fail(a, pc, "Bad wide instruction"), -1;
        }
    }
    case OP_RET:
        if (!is_retaddr(a->loc[p[1]]))
            return fail(a, pc, "ret of local %u, which holds %s, not a return address", (unsigned)p[1],
                        tname(a->loc[p[1]], b1, sizeof b1)), -1;
        a->ret_entry = a->loc[p[1]] & 0xffff;
        return K_RET;
    case OP_I2L: X(pop(a, pc, Y_INT)); X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_I2F: X(pop(a, pc, Y_INT)); X(push(a, pc, Y_FLOAT)); return K_NEXT;
    case OP_I2D: X(pop(a, pc, Y_INT)); X(push(a, pc, Y_DOUBLE)); return K_NEXT;
    case OP_L2I: X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_L2F: X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_FLOAT)); return K_NEXT;
    case OP_L2D: X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_DOUBLE)); return K_NEXT;
    case OP_F2I: X(pop(a, pc, Y_FLOAT)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_F2L: X(pop(a, pc, Y_FLOAT)); X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_F2D: X(pop(a, pc, Y_FLOAT)); X(push(a, pc, Y_DOUBLE)); return K_NEXT;
    case OP_D2I: X(pop(a, pc, Y_DOUBLE)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_D2L: X(pop(a, pc, Y_DOUBLE)); X(push(a, pc, Y_LONG)); return K_NEXT;
    case OP_D2F: X(pop(a, pc, Y_DOUBLE)); X(push(a, pc, Y_FLOAT)); return K_NEXT;
    case OP_LCMP: X(pop(a, pc, Y_LONG)); X(pop(a, pc, Y_LONG)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_FCMPL: case OP_FCMPG:
        X(pop(a, pc, Y_FLOAT)); X(pop(a, pc, Y_FLOAT)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_DCMPL: case OP_DCMPG:
        X(pop(a, pc, Y_DOUBLE)); X(pop(a, pc, Y_DOUBLE)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
        X(pop(a, pc, Y_INT));
        a->target = pc + s2(p + 1);
        return K_COND;
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE:
    case OP_IF_ICMPGT: case OP_IF_ICMPLE:
        X(pop(a, pc, Y_INT)); X(pop(a, pc, Y_INT));
        a->target = pc + s2(p + 1);
        return K_COND;
    case OP_IF_ACMPEQ: case OP_IF_ACMPNE:
        X(pop_obj(a, pc, false)); X(pop_obj(a, pc, false));
        a->target = pc + s2(p + 1);
        return K_COND;
    case OP_IFNULL: case OP_IFNONNULL:
        X(pop_obj(a, pc, false));
        a->target = pc + s2(p + 1);
        return K_COND;
    case OP_GOTO: a->target = pc + s2(p + 1); return K_GOTO;
    case OP_GOTO_W: a->target = pc + s4(p + 1); return K_GOTO;
    case OP_JSR: case OP_JSR_W:
        a->target = pc + (op == OP_JSR ? s2(p + 1) : s4(p + 1));
        X(push(a, pc, Y_RETADDR + a->target));
        return K_JSR;
    case OP_TABLESWITCH: case OP_LOOKUPSWITCH: X(pop(a, pc, Y_INT)); return K_SWITCH;
    case OP_IRETURN: case OP_LRETURN: case OP_FRETURN: case OP_DRETURN: case OP_ARETURN: case OP_RETURN: {
        static const vt rt[] = {Y_INT, Y_LONG, Y_FLOAT, Y_DOUBLE, Y_REF, Y_VOID};
        vt t = rt[op - OP_IRETURN];
        if (t != a->ret_type)
            return fail(a, pc, "%s in a method returning %s", op_info[op].name, tname(a->ret_type, b1, sizeof b1)),
                   -1;
        if (t == Y_REF)
            X(pop_obj(a, pc, false));
        else if (t != Y_VOID)
            X(pop(a, pc, t));
        return K_END;
    }
    case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD: {
        vt t = desc_type(member_desc(a, (uint16_t)u2(p + 1), NULL)[0]);
        if (op == OP_PUTSTATIC || op == OP_PUTFIELD) {
            if (t == Y_REF)
                X(pop_obj(a, pc, false));
            else
                X(pop(a, pc, t));
        }
        if (op == OP_GETFIELD || op == OP_PUTFIELD) X(pop_obj(a, pc, true));
        if (op == OP_GETSTATIC || op == OP_GETFIELD) X(push(a, pc, t));
        return K_NEXT;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC:
    case OP_INVOKEINTERFACE: case OP_INVOKEDYNAMIC: {
        const char *name;
        const char *desc = member_desc(a, (uint16_t)u2(p + 1), &name);
        X(pop_args(a, pc, desc));
        if (op == OP_INVOKESPECIAL && strcmp(name, "<init>") == 0) {
            X(need(a, pc, 1));
            vt r = a->stk[a->sp - 1];
            if (r != Y_UNINIT_THIS && !is_uninit(r))
                return fail(a, pc, "Bad type on operand stack: <init> called on %s, not an uninitialized object",
                            tname(r, b1, sizeof b1)), -1;
            a->sp--;
            initialize(a, r);
        } else if (op != OP_INVOKESTATIC && op != OP_INVOKEDYNAMIC) {
            X(pop_obj(a, pc, false));
        }
        X(push_result(a, pc, desc));
        return K_NEXT;
    }
    case OP_NEW: X(push(a, pc, Y_UNINIT + pc)); return K_NEXT;
    case OP_NEWARRAY: case OP_ANEWARRAY: X(pop(a, pc, Y_INT)); X(push(a, pc, Y_REF)); return K_NEXT;
    case OP_ARRAYLENGTH: X(pop_obj(a, pc, false)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_ATHROW: X(pop_obj(a, pc, false)); return K_END;
    case OP_CHECKCAST: X(pop_obj(a, pc, false)); X(push(a, pc, Y_REF)); return K_NEXT;
    case OP_INSTANCEOF: X(pop_obj(a, pc, false)); X(push(a, pc, Y_INT)); return K_NEXT;
    case OP_MONITORENTER: case OP_MONITOREXIT: X(pop_obj(a, pc, false)); return K_NEXT;
    case OP_MULTIANEWARRAY:
        for (uint32_t i = 0; i < p[3]; i++) X(pop(a, pc, Y_INT));
        X(push(a, pc, Y_REF));
        return K_NEXT;
    default: return fail(a, pc, "Bad instruction 0x%02x", op), -1;
    }
}

/* ---- merging -------------------------------------------------------------- */

/* Merges a state into the entry of the block starting at target. */
static bool merge_into(an *a, uint32_t from, uint32_t target, const vt *loc, const vt *stk, uint32_t depth,
                       const uint8_t *mask)
{
    if (target >= a->len || !(a->flags[target] & F_LEADER))
        return fail(a, from, "Illegal target of jump or branch (pc %u)", (unsigned)target);
    uint32_t b = a->block_of[target];
    vt *s = a->bstate + (size_t)b * a->width;
    if (!a->reached[b]) {
        memcpy(s, loc, a->nl * sizeof(vt));
        memcpy(s + a->nl, stk, depth * sizeof(vt));
        if (a->msz) memcpy(a->bmask + (size_t)b * a->msz, mask, a->msz);
        a->bdepth[b] = depth;
        a->reached[b] = a->dirty[b] = 1;
        return true;
    }
    if (a->bdepth[b] != depth)
        return fail(a, from, "Inconsistent stack height %u != %u at branch target %u", (unsigned)depth, (unsigned)a->bdepth[b],
                    (unsigned)target);
    bool changed = false;
    for (uint32_t i = 0; i < a->nl; i++)
        if (s[i] != loc[i] && s[i] != Y_TOP) {
            s[i] = Y_TOP;
            changed = true;
        }
    for (uint32_t i = 0; i < depth; i++)
        if (s[a->nl + i] != stk[i] && s[a->nl + i] != Y_TOP) {
            s[a->nl + i] = Y_TOP;
            changed = true;
        }
    if (a->msz) {
        uint8_t *m = a->bmask + (size_t)b * a->msz;
        for (uint32_t i = 0; i < a->msz; i++)
            if (mask[i] && !m[i]) {
                m[i] = 1;
                changed = true;
            }
    }
    if (changed) a->dirty[b] = 1;
    return true;
}

static bool merge_handlers(an *a, uint32_t pc)
{
    static const vt exc[1] = {Y_REF};
    for (uint32_t i = 0; i < a->hcount; i++) {
        const cf_handler *h = &a->code->handlers[a->hlist[i]];
        if (pc < h->start_pc || pc >= h->end_pc) continue;
        if (a->ns < 1) return fail(a, pc, "Operand stack overflow at exception handler %u", (unsigned)h->handler_pc);
        if (!merge_into(a, pc, h->handler_pc, a->loc, exc, 1, a->mask)) return false;
    }
    return true;
}

static uint32_t sub_index(const an *a, uint32_t entry)
{
    uint32_t lo = 0, hi = a->nsubs;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (a->sub_entry[mid] < entry)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The state after the jsr at j once subroutine s has returned: locals s may
 * write from its exit, the others from before the jsr; the stack from the
 * exit.  Pairs left broken by the mix become TOP. */
static bool return_to(an *a, uint32_t j, uint32_t s)
{
    uint32_t b = a->block_of[j];
    if (!a->reached[b]) return true;
    const vt *before = a->bstate + (size_t)b * a->width;
    const vt *exit = a->sub_exit + (size_t)s * a->width;
    const uint8_t *written = a->sub_written + (size_t)s * a->nl;
    const uint8_t *bmask = a->bmask + (size_t)b * a->msz;
    vt *t = a->tmp;
    for (uint32_t i = 0; i < a->nl; i++) t[i] = written[i] ? exit[i] : before[i];
    /* what S wrote counts as written for every subroutine the caller is in */
    for (uint32_t i = 0; i < a->msz; i++) a->mtmp[i] = bmask[i] | written[i % a->nl];
    for (uint32_t i = 0; i < a->nl; i++) {
        if (is_first_half(t[i]) && (i + 1 >= a->nl || t[i + 1] != t[i] + 1)) t[i] = Y_TOP;
        if (is_second_half(t[i]) && (i == 0 || t[i - 1] != t[i] - 1)) t[i] = Y_TOP;
    }
    uint32_t next = j + insn_len(a->bc, j);
    if (next >= a->len) return fail(a, j, "Falling off the end of the code");
    return merge_into(a, j, next, t, exit + a->nl, a->sub_depth[s], a->mtmp);
}

/* ---- blocks --------------------------------------------------------------- */

/* The locals' bits change only at stores, so they are computed once per
 * block and again after an instruction that changed a local: methods with
 * hundreds of locals and long straight runs (array initializers) stay
 * linear. */
static void local_bits(an *a)
{
    memset(a->lbits, 0, a->out->lbytes);
    for (uint32_t i = 0; i < a->nl; i++)
        if (is_refish(a->loc[i])) a->lbits[i >> 3] |= (uint8_t)(1u << (i & 7));
}

static void record(an *a, uint32_t pc)
{
    refmap *r = a->out;
    uint32_t n = a->nrec++;
    r->index[pc] = (uint16_t)(n + 1);
    r->depth[n] = (uint16_t)a->sp;
    uint8_t *bits = r->bits + (size_t)n * (r->lbytes + r->sbytes);
    memcpy(bits, a->lbits, r->lbytes);
    bits += r->lbytes;
    for (uint32_t i = 0; i < a->sp; i++)
        if (is_refish(a->stk[i])) bits[i >> 3] |= (uint8_t)(1u << (i & 7));
}

/* Runs block b from its entry state.  With emit, only records the maps
 * (the states are final); otherwise propagates to successors. */
static bool run_block(an *a, uint32_t b, bool emit)
{
    uint32_t pc = a->block_pc[b], end = a->block_pc[b + 1];
    const vt *s = a->bstate + (size_t)b * a->width;
    memcpy(a->loc, s, a->nl * sizeof(vt));
    a->sp = a->bdepth[b];
    memcpy(a->stk, s + a->nl, a->sp * sizeof(vt));
    if (a->msz) memcpy(a->mask, a->bmask + (size_t)b * a->msz, a->msz);

    a->hcount = 0;
    if (!emit)
        for (uint32_t i = 0; i < a->code->handler_count; i++) {
            const cf_handler *h = &a->code->handlers[i];
            if (h->start_pc < end && h->end_pc > pc) a->hlist[a->hcount++] = (uint16_t)i;
        }

    if (emit) local_bits(a);
    for (;;) {
        if (emit) record(a, pc);
        if (a->hcount && !merge_handlers(a, pc)) return false;
        a->loc_changed = false;
        int k = exec(a, pc);
        if (k < 0) return false;
        if (emit) {
            if (a->loc_changed) local_bits(a);
            if (k != K_NEXT) return true;
            pc += insn_len(a->bc, pc);
            if (pc >= end) return true;
            continue;
        }
        if (a->loc_changed && a->hcount && !merge_handlers(a, pc)) return false;
        uint32_t next = pc + insn_len(a->bc, pc);
        switch (k) {
        case K_NEXT:
            if (next >= a->len) return fail(a, pc, "Falling off the end of the code");
            if (next < end) {
                pc = next;
                continue;
            }
            return merge_into(a, pc, next, a->loc, a->stk, a->sp, a->mask);
        case K_COND:
            if (!merge_into(a, pc, a->target, a->loc, a->stk, a->sp, a->mask)) return false;
            if (next >= a->len) return fail(a, pc, "Falling off the end of the code");
            return merge_into(a, pc, next, a->loc, a->stk, a->sp, a->mask);
        case K_GOTO: return merge_into(a, pc, a->target, a->loc, a->stk, a->sp, a->mask);
        case K_END: return true;
        case K_SWITCH: {
            const uint8_t *p = a->bc + ((pc + 4) & ~3u);
            if (!merge_into(a, pc, pc + s4(p), a->loc, a->stk, a->sp, a->mask)) return false;
            if (a->bc[pc] == OP_TABLESWITCH) {
                int64_t n = (int64_t)s4(p + 8) - s4(p + 4) + 1;
                for (int64_t i = 0; i < n; i++)
                    if (!merge_into(a, pc, pc + s4(p + 12 + 4 * i), a->loc, a->stk, a->sp, a->mask)) return false;
            } else {
                int64_t n = s4(p + 4);
                for (int64_t i = 0; i < n; i++)
                    if (!merge_into(a, pc, pc + s4(p + 12 + 8 * i), a->loc, a->stk, a->sp, a->mask)) return false;
            }
            return true;
        }
        case K_JSR: {
            uint32_t si = sub_index(a, a->target);
            memcpy(a->mtmp, a->mask, a->msz);
            memset(a->mtmp + (size_t)si * a->nl, 0, a->nl); /* entering S: nothing written yet */
            if (!merge_into(a, pc, a->target, a->loc, a->stk, a->sp, a->mtmp)) return false;
            return !a->sub_valid[si] || return_to(a, pc, si);
        }
        case K_RET: {
            uint32_t si = sub_index(a, a->ret_entry);
            vt *x = a->sub_exit + (size_t)si * a->width;
            bool changed = false;
            if (!a->sub_valid[si]) {
                memcpy(x, a->loc, a->nl * sizeof(vt));
                memcpy(x + a->nl, a->stk, a->sp * sizeof(vt));
                a->sub_depth[si] = a->sp;
                a->sub_valid[si] = 1;
                changed = true;
            } else {
                if (a->sub_depth[si] != a->sp)
                    return fail(a, pc, "Inconsistent stack height %u != %u at the returns of the subroutine at pc %u",
                                (unsigned)a->sp, (unsigned)a->sub_depth[si], (unsigned)a->ret_entry);
                for (uint32_t i = 0; i < a->nl + a->sp; i++) {
                    vt v = i < a->nl ? a->loc[i] : a->stk[i - a->nl];
                    if (x[i] != v && x[i] != Y_TOP) {
                        x[i] = Y_TOP;
                        changed = true;
                    }
                }
            }
            uint8_t *w = a->sub_written + (size_t)si * a->nl;
            const uint8_t *m = a->mask + (size_t)si * a->nl;
            for (uint32_t i = 0; i < a->nl; i++)
                if (m[i] && !w[i]) {
                    w[i] = 1;
                    changed = true;
                }
            if (changed)
                for (uint32_t i = 0; i < a->njsr; i++) {
                    uint32_t j = a->jsr_pc[i];
                    uint32_t off = a->bc[j] == OP_JSR ? (uint32_t)s2(a->bc + j + 1) : (uint32_t)s4(a->bc + j + 1);
                    if (j + off == a->ret_entry && !return_to(a, j, si)) return false;
                }
            return true;
        }
        }
        return true;
    }
}

/* ---- preparation ---------------------------------------------------------- */

static void mark_leader(an *a, uint32_t pc)
{
    if (pc < a->len) a->flags[pc] |= F_LEADER;
}

/* Finds instruction starts, block leaders, jsrs and subroutine entries. */
static bool scan(an *a)
{
    uint32_t pc = 0;
    a->flags[0] |= F_LEADER;
    while (pc < a->len) {
        const uint8_t *p = a->bc + pc;
        uint32_t n = insn_len(a->bc, pc);
        if (n == 0 || pc + n > a->len) return fail(a, pc, "Bad instruction");
        a->flags[pc] |= F_START;
        uint8_t op = p[0];
        if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL) {
            mark_leader(a, pc + s2(p + 1));
            mark_leader(a, pc + n);
        } else if (op == OP_GOTO_W || op == OP_JSR_W) {
            mark_leader(a, pc + s4(p + 1));
            mark_leader(a, pc + n);
        } else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
            const uint8_t *q = a->bc + ((pc + 4) & ~3u);
            mark_leader(a, pc + s4(q));
            int64_t cnt = op == OP_TABLESWITCH ? (int64_t)s4(q + 8) - s4(q + 4) + 1 : s4(q + 4);
            for (int64_t i = 0; i < cnt; i++)
                mark_leader(a, pc + s4(q + 12 + (op == OP_TABLESWITCH ? 4 : 8) * i));
            mark_leader(a, pc + n);
        } else if ((op >= OP_IRETURN && op <= OP_RETURN) || op == OP_ATHROW || op == OP_RET ||
                   (op == OP_WIDE && p[1] == OP_RET)) {
            mark_leader(a, pc + n);
        }
        if (op == OP_JSR || op == OP_JSR_W) {
            a->flags[pc] |= F_LEADER;
            a->njsr++;
        }
        pc += n;
    }
    for (uint32_t i = 0; i < a->code->handler_count; i++) mark_leader(a, a->code->handlers[i].handler_pc);
    for (pc = 0; pc < a->len; pc++)
        if ((a->flags[pc] & F_LEADER) && !(a->flags[pc] & F_START))
            return fail(a, pc, "Illegal target of jump or branch");
    return true;
}

static int cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

static bool prepare_subroutines(an *a)
{
    if (!a->njsr) return true;
    a->jsr_pc = malloc(a->njsr * sizeof *a->jsr_pc);
    a->sub_entry = malloc(a->njsr * sizeof *a->sub_entry);
    if (!a->jsr_pc || !a->sub_entry) return fail(a, 0, "Out of memory");
    uint32_t n = 0;
    for (uint32_t pc = 0; pc < a->len; pc++) {
        if (!(a->flags[pc] & F_START)) continue;
        uint8_t op = a->bc[pc];
        if (op != OP_JSR && op != OP_JSR_W) continue;
        a->jsr_pc[n] = pc;
        a->sub_entry[n++] = pc + (op == OP_JSR ? s2(a->bc + pc + 1) : s4(a->bc + pc + 1));
    }
    qsort(a->sub_entry, n, sizeof *a->sub_entry, cmp_u32);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++)
        if (m == 0 || a->sub_entry[m - 1] != a->sub_entry[i]) a->sub_entry[m++] = a->sub_entry[i];
    a->nsubs = m;
    if ((uint64_t)a->nblocks * m * a->nl > MAX_STATE_SLOTS)
        return fail(a, 0, "Method too large to analyse (%u subroutines, %u blocks)", (unsigned)m,
                    (unsigned)a->nblocks);
    a->msz = m * a->nl;
    a->sub_written = calloc((size_t)a->msz + 1, 1);
    a->sub_exit = malloc(((size_t)m * a->width + 1) * sizeof(vt));
    a->sub_depth = calloc(m, sizeof *a->sub_depth);
    a->sub_valid = calloc(m, 1);
    a->bmask = calloc((size_t)a->nblocks * a->msz + 1, 1);
    a->mask = calloc((size_t)a->msz + 1, 1);
    a->mtmp = calloc((size_t)a->msz + 1, 1);
    if (!a->sub_written || !a->sub_exit || !a->sub_depth || !a->sub_valid || !a->bmask || !a->mask || !a->mtmp)
        return fail(a, 0, "Out of memory");
    return true;
}

static bool entry_state(an *a)
{
    const char *d = a->m->descriptor;
    uint32_t k = 0;
    vt *l = a->bstate; /* block 0 starts at pc 0 */
    for (uint32_t i = 0; i < a->nl; i++) l[i] = Y_TOP;
    /* <clinit> has no receiver even without ACC_STATIC (class files before
     * 51 need not set it; later ones that do not can never be invoked). */
    if (!(a->m->access & CF_ACC_STATIC) && strcmp(a->m->name, "<clinit>") != 0) {
        if (a->nl < 1) return fail(a, 0, "Arguments can't fit into locals");
        bool ctor = strcmp(a->m->name, "<init>") == 0 && a->c->super_name != NULL;
        l[k++] = ctor ? Y_UNINIT_THIS : Y_REF;
    }
    for (d++; *d && *d != ')'; d = skip_type(d)) {
        vt t = desc_type(*d);
        uint32_t w = is_first_half(t) ? 2 : 1;
        if (k + w > a->nl) return fail(a, 0, "Arguments can't fit into locals");
        l[k] = t;
        if (w == 2) l[k + 1] = t + 1;
        k += w;
    }
    a->ret_type = desc_type(*d == ')' ? d[1] : 'V');
    a->bdepth[0] = 0;
    a->reached[0] = a->dirty[0] = 1;
    return true;
}

static void an_free(an *a)
{
    free(a->flags);
    free(a->block_of);
    free(a->block_pc);
    free(a->bstate);
    free(a->bdepth);
    free(a->reached);
    free(a->dirty);
    free(a->sub_entry);
    free(a->sub_written);
    free(a->bmask);
    free(a->mask);
    free(a->mtmp);
    free(a->sub_exit);
    free(a->sub_depth);
    free(a->sub_valid);
    free(a->jsr_pc);
    free(a->loc);
    free(a->tmp);
    free(a->hlist);
    free(a->lbits);
}


refmap *refmap_build(const cf_class *c, const cf_method *m, char *err, size_t errlen)
{
    an a;
    memset(&a, 0, sizeof a);
    a.c = c;
    a.m = m;
    a.err = err;
    a.errlen = errlen;
    if (err && errlen) err[0] = 0;
    if (!m->code) {
        fail(&a, 0, "Method has no code");
        return NULL;
    }
    a.code = m->code;
    a.bc = m->code->code;
    a.len = m->code->code_length;
    a.nl = m->code->max_locals;
    a.ns = m->code->max_stack;
    a.width = a.nl + a.ns;
    refmap *r = NULL;

    a.flags = calloc(a.len + 1, 1);
    a.block_of = malloc((a.len + 1) * sizeof *a.block_of);
    a.loc = malloc((a.width + 1) * sizeof(vt));
    a.tmp = malloc((a.nl + 1) * sizeof(vt));
    a.hlist = malloc((a.code->handler_count + 1u) * sizeof *a.hlist);
    if (!a.flags || !a.block_of || !a.loc || !a.tmp || !a.hlist) {
        fail(&a, 0, "Out of memory");
        goto out;
    }
    a.stk = a.loc + a.nl;
    if (a.len == 0) {
        fail(&a, 0, "Empty code");
        goto out;
    }
    if (!scan(&a)) goto out;

    for (uint32_t pc = 0; pc < a.len; pc++)
        if (a.flags[pc] & F_LEADER) a.nblocks++;
    if ((uint64_t)a.nblocks * a.width > MAX_STATE_SLOTS) {
        fail(&a, 0, "Method too large to analyse (%u blocks of %u slots)", (unsigned)a.nblocks, (unsigned)a.width);
        goto out;
    }
    a.block_pc = malloc((a.nblocks + 1) * sizeof *a.block_pc);
    a.bstate = malloc(((size_t)a.nblocks * a.width + 1) * sizeof(vt));
    a.bdepth = calloc(a.nblocks, sizeof *a.bdepth);
    a.reached = calloc(a.nblocks, 1);
    a.dirty = calloc(a.nblocks, 1);
    if (!a.block_pc || !a.bstate || !a.bdepth || !a.reached || !a.dirty) {
        fail(&a, 0, "Out of memory");
        goto out;
    }
    uint32_t nb = 0;
    for (uint32_t pc = 0; pc < a.len; pc++)
        if (a.flags[pc] & F_LEADER) {
            a.block_of[pc] = nb;
            a.block_pc[nb++] = pc;
        }
    a.block_pc[nb] = a.len;
    if (!prepare_subroutines(&a) || !entry_state(&a)) goto out;

    for (bool again = true; again;) {
        again = false;
        for (uint32_t b = 0; b < a.nblocks; b++) {
            if (!a.dirty[b]) continue;
            a.dirty[b] = 0;
            again = true;
            if (!run_block(&a, b, false)) goto out;
        }
    }

    /* One allocation: header, pc index, depths, bits. */
    uint32_t ninsn = 0;
    for (uint32_t b = 0; b < a.nblocks; b++)
        if (a.reached[b])
            for (uint32_t pc = a.block_pc[b]; pc < a.block_pc[b + 1]; pc += insn_len(a.bc, pc)) ninsn++;
    uint32_t lbytes = (a.nl + 7) / 8, sbytes = (a.ns + 7) / 8;
    size_t size = sizeof(refmap) + (size_t)a.len * sizeof(uint16_t) + (size_t)ninsn * sizeof(uint16_t);
    size = (size + 7) & ~(size_t)7;
    size_t bits_at = size;
    size += (size_t)ninsn * (lbytes + sbytes);
    r = calloc(1, size);
    if (!r) {
        fail(&a, 0, "Out of memory");
        goto out;
    }
    r->code_length = a.len;
    r->max_locals = (uint16_t)a.nl;
    r->max_stack = (uint16_t)a.ns;
    r->lbytes = lbytes;
    r->sbytes = sbytes;
    r->index = (uint16_t *)(r + 1);
    r->depth = (uint16_t *)(r->index + a.len);
    r->bits = (uint8_t *)r + bits_at;
    a.out = r;
    a.lbits = calloc(lbytes + 1, 1);
    if (!a.lbits) {
        fail(&a, 0, "Out of memory");
        goto out;
    }
    for (uint32_t b = 0; b < a.nblocks; b++)
        if (a.reached[b]) run_block(&a, b, true);
out:
    an_free(&a);
    if (a.failed) {
        free(r);
        return NULL;
    }
    return r;
}

void refmap_free(refmap *r) { free(r); }

bool refmap_query(const refmap *r, uint32_t pc, uint16_t *stack_depth, uint8_t *locals_bits, uint8_t *stack_bits)
{
    if (!r || pc >= r->code_length || r->index[pc] == 0) return false;
    uint32_t n = r->index[pc] - 1;
    const uint8_t *bits = r->bits + (size_t)n * (r->lbytes + r->sbytes);
    if (stack_depth) *stack_depth = r->depth[n];
    if (locals_bits) memcpy(locals_bits, bits, r->lbytes);
    if (stack_bits) memcpy(stack_bits, bits + r->lbytes, r->sbytes);
    return true;
}

uint16_t refmap_max_locals(const refmap *r) { return r->max_locals; }
uint16_t refmap_max_stack(const refmap *r) { return r->max_stack; }
