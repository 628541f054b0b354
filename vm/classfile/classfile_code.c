/*
 * classfile_code.c -- the structural check of a Code attribute (the list in
 * classfile.h's cf_code comment), run by cf_parse after the whole file has
 * passed the format checks, because HotSpot makes these checks in its
 * verifier, at link time.
 *
 * It runs in HotSpot's order and words its faults as HotSpot's verifiers
 * do (recorded in test/classfile/expected.tsv):
 *   class files from version 50 (the type-checking verifier): a scan of the
 *   instruction lengths ("Bad instruction"); the exception table and the
 *   LocalVariableTable must start and end on instructions (ClassFormatError
 *   "Illegal exception table start_pc 1 in method 'void C.m(int)'"); then
 *   instruction by instruction: the operands ("Bad instruction: ca",
 *   "Illegal type at constant pool entry 5 in class C", "Local variable
 *   table overflow", ...).  A branch to no instruction is reported as
 *   HotSpot reports it, "Expecting a stackmap frame at branch target N".
 *   The first line is the fault; the next lines locate it, as in HotSpot.
 *   Before version 50 (the old inference verifier): the same checks with
 *   that verifier's words, "(class: C, method: m signature: ()V) Illegal
 *   local variable number".
 * HotSpot also type-checks the code at this point; that is not done here
 * (see classfile.h), so a file with a type error and a structural error
 * later in the code may be reported differently.
 *
 * Invariant after success: decoding from pc 0 by op_info lengths (and the
 * switch/wide rules) visits instruction starts only and ends exactly at
 * code_length; no reachable instruction falls off the end, except in a
 * class file before version 50, where cf_class.old_code_falls_off says so
 * and the inference verifier reports it in its own order.
 */
#include "classfile/classfile_internal.h"
#include "classfile/opcodes.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define VE "java/lang/VerifyError"
#define CFE "java/lang/ClassFormatError"

enum { START = 1, REACHED = 2 };

/* Lengths HotSpot gives its own internal opcodes 0xcb..0xee, which its
 * verifier's first scan accepts (the instruction is then "Bad instruction:
 * cb"); 0 marks the two switch-like ones; the rest of 0xef..0xff is
 * undefined even to HotSpot. */
static const uint8_t hotspot_internal_length[0xef - 0xcb] = {
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, /* 0xcb..0xdb field access */
    1, 4, 4, 4,                                        /* 0xdc..0xdf */
    2, 3, 3, 3, 0, 0, 2, 3,                            /* 0xe0..0xe7 */
    1, 3, 3, 3, 1, 2, 1                                /* 0xe8..0xee */
};

static uint32_t get_u2(const uint8_t *b) { return (uint32_t)b[0] << 8 | b[1]; }
static int32_t get_s4(const uint8_t *b)
{
    return (int32_t)((uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3]);
}

typedef struct code_ctx {
    cf_parser *ps;
    const cf_method *m;
    const cf_code *code;
    const uint8_t *bc;
    uint32_t len;
    uint8_t *mark;
    bool old; /* before version 50: the inference verifier's messages */
} code_ctx;

static void bad(const code_ctx *x, uint32_t pc, const char *fmt, ...) CF_NORETURN CF_PRINTF(3, 4);

static void bad(const code_ctx *x, uint32_t pc, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    if (x->old)
        cfp_fail(x->ps, VE, "(class: %s, method: %s signature: %s) %s", x->ps->c->name, x->m->name, x->m->descriptor, what);
    uint8_t op = pc < x->len ? x->bc[pc] : 0;
    const char *name = pc < x->len && op < OP_BREAKPOINT ? op_info[op].name : "<illegal>";
    cfp_fail(x->ps, VE, "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s", what, x->ps->c->name, x->m->name,
             x->m->descriptor, pc, name);
}

typedef struct strbuf {
    char *s;
    size_t n, cap; /* cap > 0; s[n] is always the terminating NUL */
} strbuf;

static void put(strbuf *b, const char *s, size_t len)
{
    for (size_t i = 0; i < len && b->n + 1 < b->cap; i++) b->s[b->n++] = s[i] == '/' ? '.' : s[i];
    b->s[b->n] = 0;
}

/* Appends the Java name of the type at *d ("int", "java.lang.String[]")
 * and advances *d past it. */
static void java_type(strbuf *b, const char **d)
{
    static const char *const prim[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean", "void"};
    static const char codes[] = "BCDFIJSZV";
    const char *s = *d;
    unsigned dims = 0;
    while (*s == '[') dims++, s++;
    if (*s == 'L') {
        const char *name = s + 1, *semi = strchr(name, ';');
        size_t len = semi ? (size_t)(semi - name) : strlen(name);
        put(b, name, len);
        s = name + len + (semi ? 1 : 0);
    } else {
        const char *c = *s ? strchr(codes, *s) : NULL;
        const char *name = c ? prim[c - codes] : "?";
        put(b, name, strlen(name));
        if (*s) s++;
    }
    while (dims--) put(b, "[]", 2);
    *d = s;
}

/* "void p.C.m(int, java.lang.String[])", as HotSpot names a method. */
static void external_method(const code_ctx *x, char *out, size_t cap)
{
    strbuf b = {out, 0, cap};
    out[0] = 0;
    const char *d = strchr(x->m->descriptor, ')');
    if (d) {
        d++;
        java_type(&b, &d);
    }
    put(&b, " ", 1);
    put(&b, x->ps->c->name, strlen(x->ps->c->name));
    put(&b, ".", 1);
    put(&b, x->m->name, strlen(x->m->name));
    put(&b, "(", 1);
    d = x->m->descriptor + 1;
    for (bool first = true; *d && *d != ')'; first = false) {
        if (!first) put(&b, ", ", 2);
        java_type(&b, &d);
    }
    put(&b, ")", 1);
}

static void bad_range(const code_ctx *x, const char *what, unsigned value)
{
    char method[400];
    external_method(x, method, sizeof method);
    cfp_fail(x->ps, CFE, "%s %u in method '%s'", what, value, method);
}

/* Length of the instruction at pc, or 0 if the first scan rejects it. */
static uint64_t scan_length(const code_ctx *x, uint32_t pc)
{
    const uint8_t *bc = x->bc;
    uint8_t op = bc[pc];
    int l = op_info[op].length;
    if (x->old && op > OP_JSR_W) return 0;
    if (op > OP_BREAKPOINT) {
        if (op >= 0xef) return 0;
        l = hotspot_internal_length[op - 0xcb];
        if (l == 0) op = OP_LOOKUPSWITCH; /* HotSpot sizes its internal switches so */
    }
    if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        uint32_t a = (pc + 4) & ~3u;
        if ((uint64_t)a + 8 > x->len) return 0;
        if (x->ps->major < 51)
            for (uint32_t i = pc + 1; i < a; i++)
                if (bc[i]) return 0;
        if (op == OP_TABLESWITCH) {
            if ((uint64_t)a + 12 > x->len) return 0;
            int32_t low = get_s4(bc + a + 4), high = get_s4(bc + a + 8);
            if (low > high) return 0;
            return a + 12 + 4 * (uint64_t)((int64_t)high - low + 1) - pc;
        }
        int32_t n = get_s4(bc + a + 4);
        if (n < 0) return 0;
        return a + 8 + 8 * (uint64_t)n - pc;
    }
    if (op == OP_WIDE) {
        if (pc + 1 >= x->len) return 0;
        uint8_t w = bc[pc + 1];
        if (w == OP_IINC) return 6;
        if ((w >= OP_ILOAD && w <= OP_ALOAD) || (w >= OP_ISTORE && w <= OP_ASTORE) || w == OP_RET) return 4;
        return 0;
    }
    return (uint64_t)l;
}

/* Pass 1: lengths, as both verifiers first scan the code. */
static void scan(const code_ctx *x)
{
    for (uint32_t pc = 0; pc < x->len;) {
        x->mark[pc] = START;
        uint64_t l = scan_length(x, pc);
        if (l == 0) {
            if (x->old) bad(x, pc, "Illegal instruction found at offset %u", pc);
            bad(x, pc, "Bad instruction");
        }
        if (pc + l > x->len) {
            if (x->old) bad(x, pc, "Code stops in the middle of instruction  starting at offset %u", pc);
            bad(x, pc, "Bad instruction");
        }
        pc += (uint32_t)l;
    }
}

static bool is_start(const code_ctx *x, int64_t t) { return t >= 0 && t < x->len && (x->mark[t] & START); }

static void check_target(const code_ctx *x, uint32_t pc, int64_t t)
{
    if (is_start(x, t)) return;
    if (x->old) bad(x, pc, "Illegal target of jump or branch");
    bad(x, pc, "Expecting a stackmap frame at branch target %lld", (long long)t);
}

static void check_local(const code_ctx *x, uint32_t pc, uint32_t index, bool two, bool store)
{
    uint32_t max = x->code->max_locals;
    if (index + (two ? 1u : 0u) < max) return;
    if (x->old) bad(x, pc, "Illegal local variable number");
    if (two && !store) bad(x, pc, "get long/double overflows locals");
    bad(x, pc, "Local variable table overflow");
}

/* The constant at index, which must have one of the tags in mask (bits
 * 1 << tag). */
static const cf_const *check_cp(const code_ctx *x, uint32_t pc, uint32_t index, uint32_t mask)
{
    const cf_parser *ps = x->ps;
    if (index == 0 || index >= ps->cp_count) {
        if (x->old) bad(x, pc, "Illegal constant pool index");
        bad(x, pc, "Illegal constant pool index %u in class %s", index, ps->cname);
    }
    const cf_const *e = &ps->cp[index];
    if (!(mask & (1u << e->tag))) {
        if (x->old) bad(x, pc, "Illegal type in constant pool");
        bad(x, pc, "Illegal type at constant pool entry %u in class %s", index, ps->cname);
    }
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

/* Pass 2: each instruction's operands, in code order. */
static void operands(const code_ctx *x)
{
    cf_parser *ps = x->ps;
    const uint8_t *bc = x->bc;
    uint32_t len = x->len;
    for (uint32_t pc = 0; pc < len; pc += (uint32_t)scan_length(x, pc)) {
        uint8_t op = bc[pc];
        const uint8_t *o = bc + pc + 1;
        uint8_t real = op == OP_WIDE ? o[0] : op;
        if (op >= OP_BREAKPOINT || ((real == OP_JSR || real == OP_RET || real == OP_JSR_W) && ps->major >= 51))
            bad(x, pc, "Bad instruction: %02x", real);
        switch (op) {
        case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: case OP_RET: case OP_IINC:
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
        case OP_WIDE: {
            uint8_t w = o[0];
            bool two = w == OP_LLOAD || w == OP_DLOAD || w == OP_LSTORE || w == OP_DSTORE;
            check_local(x, pc, get_u2(o + 1), two, w >= OP_ISTORE && w <= OP_ASTORE);
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
                if (o[2] != nargs)
                    bad(x, pc, x->old ? "Inconsistent args_size for invokeinterface" : "Inconsistent args count operand in invokeinterface");
                if (o[3] != 0) bad(x, pc, "Fourth operand byte of invokeinterface must be zero");
            }
            const char *name = nat_part(ps, e->u.ref.nat_index, false);
            if (name[0] == '<' && (op != OP_INVOKESPECIAL || strcmp(name, "<init>") != 0)) {
                if (x->old && strcmp(name, "<init>") == 0) bad(x, pc, "Must call initializers using invokespecial");
                bad(x, pc, "Illegal call to internal method");
            }
            break;
        }
        case OP_INVOKEDYNAMIC:
            if (x->old) bad(x, pc, "invokedynamic bytecode is not supported in this class file version");
            check_cp(x, pc, get_u2(o), BIT(CF_INVOKE_DYNAMIC));
            if (o[2] != 0 || o[3] != 0) bad(x, pc, "Third and fourth operand bytes of invokedynamic must be zero");
            break;
        case OP_NEW: case OP_ANEWARRAY: case OP_CHECKCAST: case OP_INSTANCEOF: case OP_MULTIANEWARRAY: {
            const cf_const *e = check_cp(x, pc, get_u2(o), BIT(CF_CLASS));
            const char *name = ps->cp[e->u.name].u.utf8.str;
            if (op == OP_NEW && name[0] == '[')
                bad(x, pc, x->old ? "Illegal creation of multi-dimensional array" : "Illegal new instruction");
            if (op == OP_ANEWARRAY && dims(name) >= 255)
                bad(x, pc, "Illegal anewarray instruction, array has more than 255 dimensions");
            if (op == OP_MULTIANEWARRAY) {
                if (x->old && (o[2] < 1 || dims(name) < o[2])) bad(x, pc, "Illegal dimension argument");
                if (name[0] != '[') bad(x, pc, "Illegal constant pool index in multianewarray instruction");
                if (o[2] < 1 || dims(name) < o[2]) bad(x, pc, "Illegal dimension in multianewarray instruction: %d", o[2]);
            }
            break;
        }
        case OP_NEWARRAY:
            if (o[0] < NEWARRAY_T_BOOLEAN || o[0] > NEWARRAY_T_LONG) bad(x, pc, x->old ? "Bad type passed to newarray" : "Illegal newarray instruction");
            break;
        case OP_GOTO_W: case OP_JSR_W:
            check_target(x, pc, (int64_t)pc + get_s4(o));
            break;
        case OP_TABLESWITCH: case OP_LOOKUPSWITCH: {
            uint32_t a = (pc + 4) & ~3u;
            if (op == OP_LOOKUPSWITCH) {
                int32_t n = get_s4(bc + a + 4);
                for (int32_t i = 1; i < n; i++)
                    if (get_s4(bc + a + 8 + 8 * i) <= get_s4(bc + a + 8 + 8 * (i - 1)))
                        bad(x, pc, x->old ? "Unsorted lookup switch" : "Bad lookupswitch instruction");
            }
            check_target(x, pc, (int64_t)pc + get_s4(bc + a));
            if (op == OP_TABLESWITCH) {
                int64_t n = (int64_t)get_s4(bc + a + 8) - get_s4(bc + a + 4) + 1;
                for (int64_t i = 0; i < n; i++) check_target(x, pc, (int64_t)pc + get_s4(bc + a + 12 + 4 * i));
            } else {
                int64_t n = get_s4(bc + a + 4);
                for (int64_t i = 0; i < n; i++) check_target(x, pc, (int64_t)pc + get_s4(bc + a + 12 + 8 * i));
            }
            break;
        }
        default:
            if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL) {
                check_target(x, pc, (int64_t)pc + (int16_t)get_u2(o));
            } else if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
                int g = (op - OP_ILOAD_0) / 4;
                check_local(x, pc, (uint32_t)(op - OP_ILOAD_0) % 4, g == 1 || g == 3, false);
            } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
                int g = (op - OP_ISTORE_0) / 4;
                check_local(x, pc, (uint32_t)(op - OP_ISTORE_0) % 4, g == 1 || g == 3, true);
            }
            break;
        }
    }
}

typedef struct worklist {
    uint32_t *items;
    uint32_t n;
} worklist;

static void reach(const code_ctx *x, worklist *w, int64_t t)
{
    if (!(x->mark[t] & REACHED)) {
        x->mark[t] |= REACHED;
        w->items[w->n++] = (uint32_t)t;
    }
}

/* Pushes the branch targets of the instruction at pc; returns whether it
 * can also go on to the next instruction. */
static bool successors(const code_ctx *x, worklist *w, uint32_t pc)
{
    const uint8_t *bc = x->bc;
    uint8_t op = bc[pc];
    if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL) {
        reach(x, w, (int64_t)pc + (int16_t)get_u2(bc + pc + 1));
        return op != OP_GOTO;
    }
    if (op == OP_GOTO_W || op == OP_JSR_W) {
        reach(x, w, (int64_t)pc + get_s4(bc + pc + 1));
        return op == OP_JSR_W;
    }
    if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        uint32_t a = (pc + 4) & ~3u;
        reach(x, w, (int64_t)pc + get_s4(bc + a));
        if (op == OP_TABLESWITCH) {
            int64_t n = (int64_t)get_s4(bc + a + 8) - get_s4(bc + a + 4) + 1;
            for (int64_t i = 0; i < n; i++) reach(x, w, (int64_t)pc + get_s4(bc + a + 12 + 4 * i));
        } else {
            int64_t n = get_s4(bc + a + 4);
            for (int64_t i = 0; i < n; i++) reach(x, w, (int64_t)pc + get_s4(bc + a + 12 + 8 * i));
        }
        return false;
    }
    if ((op >= OP_IRETURN && op <= OP_RETURN) || op == OP_ATHROW || op == OP_RET) return false;
    if (op == OP_WIDE && bc[pc + 1] == OP_RET) return false;
    return true;
}

void cfp_check_code(cf_parser *ps, const cf_method *m)
{
    const cf_code *code = m->code;
    uint32_t len = code->code_length;
    size_t marks = ((size_t)len + 7) & ~(size_t)7;
    uint8_t *buf = cfp_scratch(ps, marks + (size_t)len * sizeof(uint32_t));
    memset(buf, 0, marks);
    code_ctx x = {ps, m, code, code->code, len, buf, ps->major < 50};

    scan(&x);
    if (!x.old) {
        for (unsigned i = 0; i < code->handler_count; i++) {
            const cf_handler *h = &code->handlers[i];
            if (!is_start(&x, h->start_pc)) bad_range(&x, "Illegal exception table start_pc", h->start_pc);
            if (h->end_pc != len && !is_start(&x, h->end_pc)) bad_range(&x, "Illegal exception table end_pc", h->end_pc);
            if (!is_start(&x, h->handler_pc)) bad_range(&x, "Illegal exception table handler_pc", h->handler_pc);
        }
        for (unsigned i = 0; i < code->local_var_count; i++) {
            const cf_local_var *v = &code->local_vars[i];
            if (!is_start(&x, v->start_pc)) bad_range(&x, "Illegal local variable table start_pc", v->start_pc);
            uint32_t end = (uint32_t)v->start_pc + v->length;
            if (end != len && !is_start(&x, end)) bad_range(&x, "Illegal local variable table length", v->length);
        }
    }
    operands(&x);
    if (x.old) {
        for (unsigned i = 0; i < code->handler_count; i++) {
            const cf_handler *h = &code->handlers[i];
            const char *what = NULL;
            if (!is_start(&x, h->start_pc) || (h->end_pc != len && !is_start(&x, h->end_pc))) what = "range";
            /* (HotSpot's inference verifier refuses a handler at offset 0,
             * though a branch may go there) */
            else if (!is_start(&x, h->handler_pc) || h->handler_pc == 0) what = "handler";
            if (what)
                cfp_fail(ps, CFE, "(class: %s, method: %s signature: %s) Illegal exception table %s", ps->c->name, m->name,
                         m->descriptor, what);
        }
    }

    /* Reachable code must not fall off the end.  Handlers count as
     * reachable: whether their ranges are is the verifier's business. */
    worklist w = {(uint32_t *)(void *)(buf + marks), 0};
    reach(&x, &w, 0);
    for (unsigned i = 0; i < code->handler_count; i++) reach(&x, &w, code->handlers[i].handler_pc);
    while (w.n) {
        uint32_t pc = w.items[--w.n];
        if (successors(&x, &w, pc)) {
            uint32_t next = pc + (uint32_t)scan_length(&x, pc);
            if (next >= len) {
                /* the inference verifier finds this in its own order,
                 * after type faults earlier in the flow */
                if (x.old) {
                    ps->c->old_code_falls_off = true;
                    return;
                }
                bad(&x, pc, "Control flow falls through code end");
            }
            reach(&x, &w, next);
        }
    }
}
