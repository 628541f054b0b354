/*
 * classfile_code.c -- the structural check of a Code attribute (the list in
 * classfile.h's cf_code comment), run by cf_parse after the whole file has
 * passed HotSpot's format checks, because HotSpot makes these checks in its
 * verifier, at link time, and reports them as VerifyError.
 *
 * Messages: HotSpot's verifier text where its message does not depend on
 * the StackMapTable ("Bad instruction", "Illegal type at constant pool
 * entry 5 in class X", "Local variable table overflow", ...).  Where HotSpot
 * words a fault through the stack map ("Expecting a stackmap frame at
 * branch target 16"), we say what is wrong instead: "Illegal target of jump
 * or branch" (the old verifier's words) and "Illegal exception table
 * start_pc/end_pc/handler_pc".  Like HotSpot, the first line is the fault
 * and the next lines locate it ("Exception Details: ... Location: ...").
 *
 * Invariant after success: decoding from pc 0 by op_info lengths (and the
 * switch/wide rules) visits instruction starts only and ends exactly at
 * code_length; no reachable instruction falls off the end.
 */
#include "classfile_internal.h"
#include "opcodes.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define VE "java/lang/VerifyError"

enum { START = 1, REACHED = 2 };

static uint32_t get_u2(const uint8_t *b) { return (uint32_t)b[0] << 8 | b[1]; }
static int32_t get_s4(const uint8_t *b)
{
    return (int32_t)((uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3]);
}

typedef struct code_ctx {
    cf_parser *ps;
    const cf_method *m;
    const uint8_t *bc;
    uint32_t len;
    uint8_t *mark;
} code_ctx;

static void bad(const code_ctx *x, uint32_t pc, const char *fmt, ...) CF_NORETURN CF_PRINTF(3, 4);

static void bad(const code_ctx *x, uint32_t pc, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    const char *op = pc < x->len && op_info[x->bc[pc]].name && op_info[x->bc[pc]].length >= 0 && x->bc[pc] < OP_BREAKPOINT
                         ? op_info[x->bc[pc]].name
                         : "<illegal>";
    cfp_fail(x->ps, VE, "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s", what, x->ps->c->name, x->m->name,
             x->m->descriptor, pc, op);
}

/* Length of the (already checked) instruction at pc. */
static uint32_t insn_length(const uint8_t *bc, uint32_t pc)
{
    uint8_t op = bc[pc];
    if (op == OP_TABLESWITCH) {
        uint32_t a = (pc + 4) & ~3u;
        int64_t n = (int64_t)get_s4(bc + a + 8) - get_s4(bc + a + 4) + 1;
        return (uint32_t)(a + 12 + 4 * n - pc);
    }
    if (op == OP_LOOKUPSWITCH) {
        uint32_t a = (pc + 4) & ~3u;
        return (uint32_t)(a + 8 + 8 * (int64_t)get_s4(bc + a + 4) - pc);
    }
    if (op == OP_WIDE) return bc[pc + 1] == OP_IINC ? 6 : 4;
    return (uint32_t)op_info[op].length;
}

static void check_local(const code_ctx *x, uint32_t pc, uint32_t index, bool two, bool store)
{
    uint32_t max = x->m->code->max_locals;
    if (two) {
        if (index + 1 >= max) bad(x, pc, "%s long/double overflows locals", store ? "set" : "get");
    } else if (index >= max) {
        bad(x, pc, "Local variable table overflow");
    }
}

/* The constant at index, which must have one of the tags in mask (bits
 * 1 << tag); returns it. */
static const cf_const *check_cp(const code_ctx *x, uint32_t pc, uint32_t index, uint32_t mask)
{
    const cf_parser *ps = x->ps;
    if (index >= ps->cp_count) bad(x, pc, "Illegal constant pool index %u in class %s", index, ps->cname);
    const cf_const *e = &ps->cp[index];
    if (!(mask & (1u << e->tag))) bad(x, pc, "Illegal type at constant pool entry %u in class %s", index, ps->cname);
    return e;
}

static const char *nat_part(const cf_parser *ps, uint16_t nat, bool descriptor)
{
    const cf_const *n = &ps->cp[nat];
    return ps->cp[descriptor ? n->u.nat.descriptor : n->u.nat.name].u.utf8.str;
}

static unsigned dims(const char *s)
{
    unsigned d = 0;
    while (s[d] == '[') d++;
    return d;
}

#define BIT(t) (1u << (t))

/* Pass 1: decode, mark instruction starts, check operands. */
static void decode(const code_ctx *x)
{
    cf_parser *ps = x->ps;
    const uint8_t *bc = x->bc;
    uint32_t len = x->len;
    for (uint32_t pc = 0; pc < len;) {
        x->mark[pc] = START;
        uint8_t op = bc[pc];
        int l = op_info[op].length;
        if (op == OP_BREAKPOINT || ((op == OP_JSR || op == OP_RET || op == OP_JSR_W) && ps->major >= 51))
            bad(x, pc, "Bad instruction: %02x", op);
        if (l < 0 || op > OP_BREAKPOINT) bad(x, pc, "Bad instruction");
        uint64_t ilen = (uint64_t)l;
        if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
            uint32_t a = (pc + 4) & ~3u;
            if ((uint64_t)a + 8 > len) bad(x, pc, "Bad instruction");
            if (ps->major < 51)
                for (uint32_t i = pc + 1; i < a; i++)
                    if (bc[i]) bad(x, pc, "Nonzero padding byte in lookupswitch or tableswitch");
            if (op == OP_TABLESWITCH) {
                if ((uint64_t)a + 12 > len) bad(x, pc, "Bad instruction");
                int32_t low = get_s4(bc + a + 4), high = get_s4(bc + a + 8);
                if (low > high) bad(x, pc, "Bad instruction");
                ilen = a + 12 + 4 * ((uint64_t)((int64_t)high - low + 1)) - pc;
            } else {
                int32_t n = get_s4(bc + a + 4);
                if (n < 0) bad(x, pc, "Bad instruction");
                ilen = a + 8 + 8 * (uint64_t)n - pc;
                if (pc + ilen > len) bad(x, pc, "Bad instruction");
                for (int32_t i = 1; i < n; i++)
                    if (get_s4(bc + a + 8 + 8 * i) <= get_s4(bc + a + 8 + 8 * (i - 1))) bad(x, pc, "Bad lookupswitch instruction");
            }
        } else if (op == OP_WIDE) {
            if (pc + 1 >= len) bad(x, pc, "Bad instruction");
            uint8_t w = bc[pc + 1];
            if (w == OP_IINC) ilen = 6;
            else if ((w >= OP_ILOAD && w <= OP_ALOAD) || (w >= OP_ISTORE && w <= OP_ASTORE) || (w == OP_RET && ps->major < 51)) ilen = 4;
            else bad(x, pc, "Bad instruction");
        }
        if (pc + ilen > len) bad(x, pc, "Bad instruction");
        const uint8_t *o = bc + pc + 1;
        switch (op) {
        case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: case OP_RET:
            check_local(x, pc, o[0], false, false);
            break;
        case OP_LLOAD: case OP_DLOAD:
            check_local(x, pc, o[0], true, false);
            break;
        case OP_ISTORE: case OP_FSTORE: case OP_ASTORE:
            check_local(x, pc, o[0], false, true);
            break;
        case OP_LSTORE: case OP_DSTORE:
            check_local(x, pc, o[0], true, true);
            break;
        case OP_IINC:
            check_local(x, pc, o[0], false, false);
            break;
        case OP_WIDE: {
            uint8_t w = o[0];
            uint32_t index = get_u2(o + 1);
            bool two = w == OP_LLOAD || w == OP_DLOAD || w == OP_LSTORE || w == OP_DSTORE;
            check_local(x, pc, index, two, w >= OP_ISTORE && w <= OP_ASTORE);
            break;
        }
        case OP_LDC: case OP_LDC_W: case OP_LDC2_W: {
            uint32_t index = op == OP_LDC ? o[0] : get_u2(o);
            uint32_t mask;
            if (op == OP_LDC2_W) {
                mask = BIT(CF_LONG) | BIT(CF_DOUBLE) | (ps->major >= 55 ? BIT(CF_DYNAMIC) : 0);
            } else {
                mask = BIT(CF_INTEGER) | BIT(CF_FLOAT) | BIT(CF_STRING);
                if (ps->major >= 49) mask |= BIT(CF_CLASS);
                if (ps->major >= 51) mask |= BIT(CF_METHOD_HANDLE) | BIT(CF_METHOD_TYPE);
                if (ps->major >= 55) mask |= BIT(CF_DYNAMIC);
            }
            const cf_const *e = check_cp(x, pc, index, mask);
            if (e->tag == CF_DYNAMIC) {
                char t = nat_part(ps, e->u.dyn.nat_index, true)[0];
                if ((t == 'J' || t == 'D') != (op == OP_LDC2_W))
                    bad(x, pc, "Illegal type at constant pool entry %u in class %s", index, ps->cname);
            }
            break;
        }
        case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD:
            check_cp(x, pc, get_u2(o), BIT(CF_FIELDREF));
            break;
        case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE: {
            uint32_t mask = BIT(CF_METHODREF);
            if (op == OP_INVOKEINTERFACE) mask = BIT(CF_INTERFACE_METHODREF);
            else if (op != OP_INVOKEVIRTUAL && ps->major >= 52) mask |= BIT(CF_INTERFACE_METHODREF);
            const cf_const *e = check_cp(x, pc, get_u2(o), mask);
            if (op == OP_INVOKEINTERFACE) {
                int nargs = cf_descriptor_arg_slots(nat_part(ps, e->u.ref.nat_index, true)) + 1;
                if (o[2] != nargs) bad(x, pc, "Inconsistent args count operand in invokeinterface");
                if (o[3] != 0) bad(x, pc, "Fourth operand byte of invokeinterface must be zero");
            }
            const char *name = nat_part(ps, e->u.ref.nat_index, false);
            if (name[0] == '<' && (op != OP_INVOKESPECIAL || strcmp(name, "<init>") != 0))
                bad(x, pc, "Illegal call to internal method");
            break;
        }
        case OP_INVOKEDYNAMIC:
            check_cp(x, pc, get_u2(o), BIT(CF_INVOKE_DYNAMIC));
            if (o[2] != 0 || o[3] != 0) bad(x, pc, "Third and fourth operand bytes of invokedynamic must be zero");
            break;
        case OP_NEW: case OP_ANEWARRAY: case OP_CHECKCAST: case OP_INSTANCEOF: case OP_MULTIANEWARRAY: {
            const cf_const *e = check_cp(x, pc, get_u2(o), BIT(CF_CLASS));
            const char *name = ps->cp[e->u.name].u.utf8.str;
            if (op == OP_NEW && name[0] == '[') bad(x, pc, "Illegal new instruction");
            if (op == OP_ANEWARRAY && dims(name) >= 255)
                bad(x, pc, "Illegal anewarray instruction, array has more than 255 dimensions");
            if (op == OP_MULTIANEWARRAY) {
                if (name[0] != '[') bad(x, pc, "Illegal constant pool index in multianewarray instruction");
                if (o[2] < 1 || dims(name) < o[2]) bad(x, pc, "Illegal dimension in multianewarray instruction: %d", o[2]);
            }
            break;
        }
        case OP_NEWARRAY:
            if (o[0] < T_BOOLEAN || o[0] > T_LONG) bad(x, pc, "Illegal newarray instruction");
            break;
        default:
            if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
                int g = (op - OP_ILOAD_0) / 4;
                check_local(x, pc, (uint32_t)(op - OP_ILOAD_0) % 4, g == 1 || g == 3, false);
            } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
                int g = (op - OP_ISTORE_0) / 4;
                check_local(x, pc, (uint32_t)(op - OP_ISTORE_0) % 4, g == 1 || g == 3, true);
            }
            break;
        }
        pc += (uint32_t)ilen;
    }
}

static bool is_start(const code_ctx *x, int64_t t) { return t >= 0 && t < x->len && (x->mark[t] & START); }

/* Calls visit(x, pc, target, arg) for every branch target of the
 * instruction at pc; returns false if it cannot fall through. */
static bool successors(const code_ctx *x, uint32_t pc, void (*visit)(const code_ctx *, uint32_t, int64_t, void *), void *arg)
{
    const uint8_t *bc = x->bc;
    uint8_t op = bc[pc];
    if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL) {
        visit(x, pc, (int64_t)pc + (int16_t)get_u2(bc + pc + 1), arg);
        return op != OP_GOTO;
    }
    if (op == OP_GOTO_W || op == OP_JSR_W) {
        visit(x, pc, (int64_t)pc + get_s4(bc + pc + 1), arg);
        return op == OP_JSR_W;
    }
    if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        uint32_t a = (pc + 4) & ~3u;
        visit(x, pc, (int64_t)pc + get_s4(bc + a), arg);
        if (op == OP_TABLESWITCH) {
            int64_t n = (int64_t)get_s4(bc + a + 8) - get_s4(bc + a + 4) + 1;
            for (int64_t i = 0; i < n; i++) visit(x, pc, (int64_t)pc + get_s4(bc + a + 12 + 4 * i), arg);
        } else {
            int64_t n = get_s4(bc + a + 4);
            for (int64_t i = 0; i < n; i++) visit(x, pc, (int64_t)pc + get_s4(bc + a + 12 + 8 * i), arg);
        }
        return false;
    }
    if ((op >= OP_IRETURN && op <= OP_RETURN) || op == OP_ATHROW || op == OP_RET) return false;
    if (op == OP_WIDE && bc[pc + 1] == OP_RET) return false;
    return true;
}

static void check_target(const code_ctx *x, uint32_t pc, int64_t t, void *arg)
{
    (void)arg;
    if (!is_start(x, t)) bad(x, pc, "Illegal target of jump or branch");
}

typedef struct worklist {
    uint32_t *items;
    uint32_t n;
} worklist;

static void reach(const code_ctx *x, uint32_t pc, int64_t t, void *arg)
{
    (void)pc;
    worklist *w = arg;
    if (!(x->mark[t] & REACHED)) {
        x->mark[t] |= REACHED;
        w->items[w->n++] = (uint32_t)t;
    }
}

void cfp_check_code(cf_parser *ps, const cf_method *m)
{
    const cf_code *code = m->code;
    uint32_t len = code->code_length;
    size_t marks = ((size_t)len + 7) & ~(size_t)7;
    uint8_t *buf = cfp_scratch(ps, marks + (size_t)len * sizeof(uint32_t));
    memset(buf, 0, marks);
    code_ctx x = {ps, m, code->code, len, buf};
    decode(&x);

    /* branch targets, then handlers */
    for (uint32_t pc = 0; pc < len; pc += insn_length(x.bc, pc)) successors(&x, pc, check_target, NULL);
    for (unsigned i = 0; i < code->handler_count; i++) {
        const cf_handler *h = &code->handlers[i];
        if (!is_start(&x, h->start_pc)) bad(&x, h->start_pc, "Illegal exception table start_pc %u", h->start_pc);
        if (h->end_pc != len && !is_start(&x, h->end_pc)) bad(&x, h->start_pc, "Illegal exception table end_pc %u", h->end_pc);
        if (!is_start(&x, h->handler_pc)) bad(&x, h->start_pc, "Illegal exception table handler_pc %u", h->handler_pc);
    }

    /* Reachable code must not fall off the end.  Handlers count as
     * reachable: finding out whether their ranges are is the verifier's
     * business. */
    worklist w = {(uint32_t *)(void *)(buf + marks), 0};
    reach(&x, 0, 0, &w);
    for (unsigned i = 0; i < code->handler_count; i++) reach(&x, 0, code->handlers[i].handler_pc, &w);
    while (w.n) {
        uint32_t pc = w.items[--w.n];
        if (successors(&x, pc, reach, &w)) {
            uint32_t next = pc + insn_length(x.bc, pc);
            if (next >= len) bad(&x, pc, "Control flow falls through code end");
            reach(&x, pc, next, &w);
        }
    }
}
