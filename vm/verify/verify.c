/*
 * verify.c -- type checking by StackMapTable (JVMS 4.10.1), see verify.h.
 *
 * One pass per method in code order, as HotSpot's type checker makes it:
 * the current frame runs instruction by instruction; where the
 * StackMapTable records a frame, the current frame must be assignable to it
 * (unless control cannot fall in there) and is then replaced by it; every
 * branch target must have a recorded frame that the current frame is
 * assignable to; after an instruction that does not fall through (goto,
 * return, athrow, switches) the next instruction must have a frame.  So
 * no fixpoint is needed: the recorded frames are the loop invariants, and
 * the pass only checks them.
 *
 * Types: a verification type is a 32-bit value.  The two top bits say the
 * kind: 00 a primitive-like type (T_*), 01 uninitialized(offset of the
 * new), 10 a reference to a class or array whose name (internal form, or
 * the array descriptor) is interned per method in the names table, the
 * payload being its number.  So equal types are equal values.  long and
 * double take two slots, the value first and a T_*2 marker second; a store
 * over either half of a pair turns the other half to top.
 *
 * Invariants of a frame: exactly max_locals local slots (past what a
 * recorded frame names they are top) and depth <= max_stack stack slots.
 * Every fault longjmps out of the method's check to one place that frees
 * the method's arena, so no check leaves memory behind.
 *
 * Messages are built only at a fault, so the pass keeps no copies for
 * them: the current frame HotSpot prints is the frame at the fault cut to
 * the stack depth the instruction started with (mark), which is what
 * HotSpot's restored frame holds (pops leave their slots as they were).
 */
#include "verify/verify_internal.h"

#include "classfile/opcodes.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint32_t vt;

enum { T_TOP = 0, T_INT, T_FLOAT, T_LONG, T_LONG2, T_DOUBLE, T_DOUBLE2, T_NULL, T_UTHIS };
#define K_MASK 0xc0000000u
#define K_UNINIT 0x40000000u
#define K_REF 0x80000000u
#define PAYLOAD(t) ((t) & ~K_MASK)

#define FLAG_THIS_UNINIT 1u

static bool is_ref(vt t) { return (t & K_MASK) == K_REF; }
static bool is_uninit(vt t) { return (t & K_MASK) == K_UNINIT; }
/* JVMS "reference": objects, arrays, null and both uninitialized kinds. */
static bool is_refish(vt t) { return is_ref(t) || is_uninit(t) || t == T_NULL || t == T_UTHIS; }
static bool is_cat1(vt t) { return t == T_INT || t == T_FLOAT || is_refish(t); }

typedef struct frame {
    uint32_t pc;
    uint32_t depth;
    uint32_t locals_size; /* slots in use: the recorded frame's (chop and
                           * append count from it), grown by loads and
                           * stores in the current frame */
    uint8_t flags;
    vt *loc, *stk;
} frame;

typedef struct vf {
    const cf_class *c;
    const cf_method *m;
    const cf_code *code;
    const verify_env *env;
    const uint8_t *bc;
    uint32_t len, nl, ns;
    char *err;
    size_t errlen;
    jmp_buf jb;
    int result;
    verify_arena arena;

    /* names table: open addressing over interned strings */
    char **names;
    uint32_t nnames, names_cap;
    uint32_t *hash; /* hash_cap slots: name number + 1, or 0 */
    uint32_t hash_cap;

    uint8_t *start;      /* per code byte: 1 at instruction starts */
    int32_t *frame_at;   /* per code byte: index into frames, or -1 */
    frame *frames;
    uint32_t nframes;
    bool bad_uninit;     /* a StackMapTable frame names an uninitialized
                          * offset that is no `new` (reported at the
                          * end of its list of types) */

    frame cur;           /* the current frame */
    uint32_t mark;       /* the stack depth at the instruction's start
                          * (the depth of a message's current frame) */
    uint32_t pc;
    uint32_t at;         /* the pc a message's Location names (a branch
                          * target's frame mismatch is reported there) */
    vt this_type;        /* the current class */
    vt object_type, throwable_type, string_type, class_type;
    bool is_init;        /* the method is an instance <init> */
    const char *ret;     /* the descriptor's return type */
} vf;

/* ---- memory ---------------------------------------------------------- */

/* The faults: they longjmp out, and are kept out of the hot paths. */
#define VERIFY_FAULT __attribute__((noreturn, cold))
VERIFY_FAULT static void fail(vf *v, const char *first, const char *fmt, ...);
VERIFY_FAULT static void fail_cf(vf *v, const char *first, const char *fmt, ...);

static void *alloc(vf *v, size_t n)
{
    void *p = verify_arena_alloc(&v->arena, n);
    if (!p) {
        v->result = VERIFY_ERROR;
        snprintf(v->err, v->errlen, "out of memory verifying %s.%s%s", v->c->name, v->m->name, v->m->descriptor);
        longjmp(v->jb, 1);
    }
    return p;
}

static uint32_t hash_str(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

/* The reference type named by s[0..n). */
static vt intern(vf *v, const char *s, size_t n)
{
    if (v->nnames * 2 >= v->hash_cap) {
        uint32_t cap = v->hash_cap ? v->hash_cap * 2 : 64;
        uint32_t *h = alloc(v, cap * sizeof *h);
        for (uint32_t i = 0; i < v->nnames; i++) {
            uint32_t j = hash_str(v->names[i], strlen(v->names[i])) & (cap - 1);
            while (h[j]) j = (j + 1) & (cap - 1);
            h[j] = i + 1;
        }
        v->hash = h;
        v->hash_cap = cap;
    }
    uint32_t j = hash_str(s, n) & (v->hash_cap - 1);
    while (v->hash[j]) {
        const char *x = v->names[v->hash[j] - 1];
        if (strncmp(x, s, n) == 0 && x[n] == 0) return K_REF | (v->hash[j] - 1);
        j = (j + 1) & (v->hash_cap - 1);
    }
    if (v->nnames == v->names_cap) {
        uint32_t cap = v->names_cap ? v->names_cap * 2 : 32;
        char **a = alloc(v, cap * sizeof *a);
        if (v->nnames) memcpy(a, v->names, v->nnames * sizeof *a);
        v->names = a;
        v->names_cap = cap;
    }
    char *copy = alloc(v, n + 1);
    memcpy(copy, s, n);
    v->names[v->nnames] = copy;
    v->hash[j] = v->nnames + 1;
    return K_REF | v->nnames++;
}

static vt intern_z(vf *v, const char *s) { return intern(v, s, strlen(s)); }
static const char *name_of(const vf *v, vt t) { return v->names[PAYLOAD(t)]; }

/* The type of the field descriptor at *d (advanced past it); boolean, byte,
 * char and short are int on the stack and in locals. */
static vt desc_type(vf *v, const char **d)
{
    const char *s = *d;
    switch (*s) {
    case 'B': case 'C': case 'I': case 'S': case 'Z': *d = s + 1; return T_INT;
    case 'F': *d = s + 1; return T_FLOAT;
    case 'J': *d = s + 1; return T_LONG;
    case 'D': *d = s + 1; return T_DOUBLE;
    case 'L': {
        const char *e = strchr(s, ';');
        *d = e + 1;
        return intern(v, s + 1, (size_t)(e - s - 1));
    }
    case '[': {
        const char *e = s;
        while (*e == '[') e++;
        if (*e == 'L') e = strchr(e, ';');
        *d = e + 1;
        return intern(v, s, (size_t)(e + 1 - s));
    }
    default: *d = s + 1; return T_TOP; /* V: callers check */
    }
}

/* A CONSTANT_Class name as a type: arrays by descriptor, classes by name. */
static vt class_type(vf *v, const char *name) { return intern_z(v, name); }

/* ---- messages -------------------------------------------------------- */

static void type_text(const vf *v, vt t, char *buf, size_t n)
{
    static const char *const prim[] = {"top", "integer", "float", "long", "long_2nd", "double", "double_2nd", "null",
                                       "uninitializedThis"};
    if (is_ref(t)) snprintf(buf, n, "'%s'", name_of(v, t));
    else if (is_uninit(t)) snprintf(buf, n, "uninitialized %u", (unsigned)PAYLOAD(t));
    else snprintf(buf, n, "%s", t <= T_UTHIS ? prim[t] : "?");
}

typedef struct sb {
    char *s;
    size_t n, cap;
} sb;

static void sbf(sb *b, const char *fmt, ...)
{
    if (b->cap == 0 || b->n + 1 >= b->cap) return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    if (w < 0) return;
    b->n += (size_t)w;
    if (b->n >= b->cap) b->n = b->cap - 1;
}

/* A frame as HotSpot prints one: the locals it has in use (tops between
 * included) and the stack. */
static void frame_text(const vf *v, sb *b, const frame *f)
{
    char t[300];
    sbf(b, "    bci: @%u\n    flags: {%s }\n    locals: {", f->pc, (f->flags & FLAG_THIS_UNINIT) ? " flagThisUninit" : "");
    uint32_t n = f->locals_size < v->nl ? f->locals_size : v->nl;
    for (uint32_t i = 0; i < n; i++) {
        type_text(v, f->loc[i], t, sizeof t);
        sbf(b, " %s%s", t, i + 1 < n ? "," : "");
    }
    sbf(b, " }\n    stack: {");
    for (uint32_t i = 0; i < f->depth; i++) {
        type_text(v, f->stk[i], t, sizeof t);
        sbf(b, " %s%s", t, i + 1 < f->depth ? "," : "");
    }
    sbf(b, " }\n");
}

/* The code as HotSpot dumps it: 16 bytes a line in groups of two, and a
 * line more when the length is a multiple of 16 (its loop runs to the next
 * multiple of 16 above the length, padding with blanks). */
static void bytecode_text(sb *b, const uint8_t *code, uint32_t len)
{
    uint32_t limit = (len + 16) / 16 * 16;
    for (uint32_t i = 0; i < limit; i++) {
        if (i % 16 == 0) sbf(b, "    %07x:", (unsigned)i);
        if (i % 2 == 0) sbf(b, " ");
        if (i < len) sbf(b, "%02x", code[i]);
        else sbf(b, "  ");
        if (i % 16 == 15) sbf(b, "\n");
    }
}

/* One verification_type_info of the raw table; its size. */
static uint32_t smt_type_text(sb *b, const uint8_t *p)
{
    static const char *const names[] = {"Top", "Integer", "Float", "Double", "Long", "Null", "UninitializedThis"};
    if (*p <= 6) sbf(b, "%s", names[*p]);
    else if (*p == 7) sbf(b, "Object[#%u]", (unsigned)(p[1] << 8 | p[2]));
    else if (*p == 8) sbf(b, "Uninitialized[#%u]", (unsigned)(p[1] << 8 | p[2]));
    else sbf(b, "BAD:%u", (unsigned)*p);
    return *p == 7 || *p == 8 ? 3 : 1;
}

/* Does the verification_type_info at p lie inside [.., end)? */
static bool smt_type_ok(const uint8_t *p, const uint8_t *end)
{
    return p < end && (p + 3 <= end || (*p != 7 && *p != 8));
}

/* The StackMapTable as HotSpot lists it, frame by frame with the offsets
 * it names.  A frame that runs past the attribute ends the list with its
 * kind and offset and "output truncated" (and no newline); a reserved frame
 * type ends it silently.  Where the count names more frames than there
 * are, HotSpot reads on past the attribute into what is zeros in practice
 * (its padding): one more same_frame ends the list so. */
static void stack_map_text(sb *b, const uint8_t *p, const uint8_t *end)
{
    if (end - p < 2) return;
    uint32_t count = (uint32_t)(p[0] << 8 | p[1]);
    p += 2;
    int64_t at = -1;
    for (uint32_t k = 0; k < count; k++) {
        sbf(b, "    ");
        if (p >= end) {
            sbf(b, "same_frame(@%lld)", (long long)(at + 1));
            return;
        }
        uint8_t type = *p;
        uint32_t delta = 0, ext = (uint32_t)((p + 1 < end ? p[1] : 0) << 8 | (p + 2 < end ? p[2] : 0)) + 1;
        const char *kind;
        bool ok;
        const uint8_t *q = p + 1;
        if (type < 64) {
            kind = "same_frame", delta = type + 1u, ok = true;
        } else if (type < 128) {
            kind = "same_locals_1_stack_item_frame", delta = type - 63u, ok = smt_type_ok(q, end);
        } else if (type < 247) {
            return;
        } else if (type == 247) {
            kind = "same_locals_1_stack_item_extended", delta = ext, q = p + 3;
            ok = q < end && smt_type_ok(q, end);
        } else if (type < 251) {
            kind = "chop_frame", delta = ext, ok = p + 3 <= end;
        } else if (type == 251) {
            kind = "same_frame_extended", delta = ext, ok = p + 3 <= end;
        } else if (type < 255) {
            kind = "append_frame", delta = ext, q = p + 3, ok = true;
            for (uint32_t i = 0; i < type - 251u && ok; i++) {
                if (!(ok = smt_type_ok(q, end))) break;
                q += (*q == 7 || *q == 8) ? 3 : 1;
            }
            q = p + 3;
        } else {
            kind = "full_frame", delta = ext, q = p + 5, ok = q < end;
            for (int part = 0; part < 2 && ok; part++) {
                uint32_t n = part == 0 ? (uint32_t)(p[3] << 8 | p[4]) : (uint32_t)(q[0] << 8 | q[1]);
                if (part == 1) q += 2;
                for (uint32_t i = 0; i < n && ok; i++) {
                    if (!(ok = smt_type_ok(q, end))) break;
                    q += (*q == 7 || *q == 8) ? 3 : 1;
                }
                if (part == 0 && ok) ok = q + 2 <= end;
            }
            q = p + 5;
        }
        if (!ok) {
            if (type >= 248 && type < 251) sbf(b, "%s(@%lld,%u)", kind, (long long)(at + delta), 251u - type);
            else if (type == 251) sbf(b, "%s(@%lld)", kind, (long long)(at + delta));
            else sbf(b, "%s(@%lld), output truncated, Stackmap exceeds table size.", kind, (long long)(at + delta));
            return;
        }
        sbf(b, "%s(@%lld", kind, (long long)(at + delta));
        if (type >= 64 && type <= 247) {
            sbf(b, ",");
            q += smt_type_text(b, q);
        } else if (type >= 248 && type < 251) {
            sbf(b, ",%u", 251u - type);
            q = p + 3;
        } else if (type == 251) {
            q = p + 3;
        } else if (type < 255 && type > 251) {
            sbf(b, ",");
            for (uint32_t i = 0; i < type - 251u; i++) {
                if (i) sbf(b, ",");
                q += smt_type_text(b, q);
            }
        } else if (type == 255) {
            sbf(b, ",{");
            for (int part = 0; part < 2; part++) {
                uint32_t n = part == 0 ? (uint32_t)(p[3] << 8 | p[4]) : (uint32_t)(q[0] << 8 | q[1]);
                if (part == 1) {
                    q += 2;
                    sbf(b, "},{");
                }
                for (uint32_t i = 0; i < n; i++) {
                    if (i) sbf(b, ",");
                    q += smt_type_text(b, q);
                }
            }
            sbf(b, "}");
        }
        sbf(b, ")\n");
        at += delta;
        p = type < 64 ? p + 1 : q;
    }
}

/* A VerifyError: `first` is HotSpot's first line, the reason (printf
 * format) goes under Exception Details, followed by what HotSpot prints
 * with it: the current frame cf and the recorded frame sm the fault was
 * found against (when the fault has them), the code, the handlers and the
 * StackMapTable.  The message ends with a newline, as HotSpot's does. */
VERIFY_FAULT static void vfail(vf *v, const char *first, const frame *cf, const frame *sm, const char *fmt, va_list ap)
{
    sb b = {v->err, 0, v->errlen};
    if (v->errlen) v->err[0] = 0;
    uint8_t op = v->at < v->len ? v->bc[v->at] : 0;
    const char *opname = v->at < v->len && op_info[op].name ? op_info[op].name : "<invalid>";
    sbf(&b, "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s\n  Reason:\n    ", first, v->c->name, v->m->name,
        v->m->descriptor, v->at, opname);
    if (b.n + 1 < b.cap) {
        int w = vsnprintf(b.s + b.n, b.cap - b.n, fmt, ap);
        if (w > 0) b.n += (size_t)w;
        if (b.n >= b.cap) b.n = b.cap - 1;
    }
    sbf(&b, "\n");
    if (cf) {
        sbf(&b, "  Current Frame:\n");
        frame_text(v, &b, cf);
    }
    if (sm) {
        sbf(&b, "  Stackmap Frame:\n");
        frame_text(v, &b, sm);
    }
    const cf_code *code = v->m->code;
    sbf(&b, "  Bytecode:\n");
    bytecode_text(&b, code->code, code->code_length);
    if (code->handler_count) {
        sbf(&b, "  Exception Handler Table:\n");
        for (uint16_t i = 0; i < code->handler_count; i++)
            sbf(&b, "    bci [%u, %u] => handler: %u\n", code->handlers[i].start_pc, code->handlers[i].end_pc,
                code->handlers[i].handler_pc);
    }
    if (code->stack_map_length) {
        sbf(&b, "  Stackmap Table:\n");
        stack_map_text(&b, code->stack_map, code->stack_map + code->stack_map_length);
    }
    v->result = VERIFY_ERROR;
    longjmp(v->jb, 1);
}

/* A fault HotSpot reports without a frame (a bad instruction, a missing
 * stack map frame, a bad index, a type from the constant pool). */
static void fail(vf *v, const char *first, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(v, first, NULL, NULL, fmt, ap);
    va_end(ap);
}

/* A fault with the given frames. */
VERIFY_FAULT static void fail_frames(vf *v, const char *first, const frame *cf, const frame *sm, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(v, first, cf, sm, fmt, ap);
    va_end(ap);
}

/* A fault found in the current frame: HotSpot prints it as it is at the
 * fault with the stack depth of the instruction's start (the slots popped
 * since keep their values, the ones pushed over them theirs). */
static void fail_cf(vf *v, const char *first, const char *fmt, ...)
{
    frame f = v->cur;
    f.pc = v->pc;
    f.depth = v->mark;
    va_list ap;
    va_start(ap, fmt);
    vfail(v, first, &f, NULL, fmt, ap);
    va_end(ap);
}

/* ---- assignability --------------------------------------------------- */

static bool ref_assignable(vf *v, vt to, vt from);

/* The component type of an array type (a reference: callers checked). */
static vt component(vf *v, vt arr)
{
    const char *d = name_of(v, arr) + 1;
    return desc_type(v, &d);
}

static bool ref_assignable(vf *v, vt to, vt from)
{
    if (to == from) return true;
    const char *tn = name_of(v, to), *fn = name_of(v, from);
    if (strcmp(tn, "java/lang/Object") == 0) return true;
    if (tn[0] == '[') {
        if (fn[0] != '[') return false;
        if ((tn[1] != 'L' && tn[1] != '[') || (fn[1] != 'L' && fn[1] != '[')) return false; /* primitive, unequal */
        return ref_assignable(v, component(v, to), component(v, from));
    }
    if (fn[0] == '[') return strcmp(tn, "java/lang/Cloneable") == 0 || strcmp(tn, "java/io/Serializable") == 0;
    if (!v->env || !v->env->is_assignable) return false;
    const char *missing = NULL;
    int r = v->env->is_assignable(v->env->ctx, tn, fn, &missing);
    if (r < 0) {
        v->result = VERIFY_LOAD_ERROR;
        snprintf(v->err, v->errlen, "%s", missing ? missing : tn);
        longjmp(v->jb, 1);
    }
    return r == 1;
}

/* JVMS isAssignable over verification types: top takes anything; a
 * reference type takes null and assignable references; everything else only
 * itself. */
static bool assignable(vf *v, vt to, vt from)
{
    if (to == from || to == T_TOP) return true;
    if (is_ref(to)) return from == T_NULL || (is_ref(from) && ref_assignable(v, to, from));
    return false;
}

/* ---- the current frame ----------------------------------------------- */

static void push(vf *v, vt t)
{
    uint32_t n = (t == T_LONG || t == T_DOUBLE) ? 2 : 1;
    if (v->cur.depth + n > v->ns) fail_cf(v, "Operand stack overflow", "Exceeded max stack size.");
    v->cur.stk[v->cur.depth++] = t;
    if (t == T_LONG) v->cur.stk[v->cur.depth++] = T_LONG2;
    if (t == T_DOUBLE) v->cur.stk[v->cur.depth++] = T_DOUBLE2;
}

/* push for the values HotSpot pushes a slot at a time (field values,
 * results of calls, dynamic constants): with one slot left a long or
 * double overflows after its first half is in. */
static void push_split(vf *v, vt t)
{
    if (t != T_LONG && t != T_DOUBLE) {
        push(v, t);
        return;
    }
    if (v->cur.depth >= v->ns) fail_cf(v, "Operand stack overflow", "Exceeded max stack size.");
    v->cur.stk[v->cur.depth++] = t;
    if (v->cur.depth >= v->ns) fail_cf(v, "Operand stack overflow", "Exceeded max stack size.");
    v->cur.stk[v->cur.depth++] = t + 1;
}

static vt pop_raw(vf *v)
{
    if (v->cur.depth == 0) fail_cf(v, "Operand stack underflow", "Attempt to pop empty stack.");
    return v->cur.stk[--v->cur.depth];
}

static void bad_stack(vf *v, vt got, const char *expected, const char *unused)
{
    char t[300];
    (void)unused;
    type_text(v, got, t, sizeof t);
    fail_cf(v, "Bad type on operand stack", "Type %s (current frame, stack[%u]) is not assignable to %s", t, v->cur.depth,
            expected);
}

/* The message's first line has a %s for the opcode when given one; fail
 * formats only the reason, so the opcode is put in here.  No `expected`:
 * HotSpot names only the type found ("Invalid type: ..."). */
static void bad_stack_in(vf *v, vt got, const char *expected, const char *opname)
{
    char first[80], t[300];
    snprintf(first, sizeof first, "Bad type on operand stack in %s", opname);
    type_text(v, got, t, sizeof t);
    if (!expected) fail_cf(v, first, "Invalid type: %s (current frame, stack[%u])", t, v->cur.depth);
    fail_cf(v, first, "Type %s (current frame, stack[%u]) is not assignable to %s", t, v->cur.depth, expected);
}

/* Pops a value that must be assignable to `want` (long/double: both slots,
 * the top half checked first, against the second-half type). */
static vt pop_as(vf *v, vt want)
{
    char t[300];
    if (want == T_LONG || want == T_DOUBLE) {
        vt hi = pop_raw(v);
        if (hi != want + 1) {
            type_text(v, want + 1, t, sizeof t);
            bad_stack(v, hi, t, NULL);
        }
        vt lo = pop_raw(v);
        if (lo != want) {
            type_text(v, want, t, sizeof t);
            bad_stack(v, lo, t, NULL);
        }
        return want;
    }
    vt x = pop_raw(v);
    if (!assignable(v, want, x)) {
        type_text(v, want, t, sizeof t);
        bad_stack(v, x, t, NULL);
    }
    return x;
}

/* The same for the instructions HotSpot pops a long or double from in one
 * step (arithmetic, conversions, comparisons, stores to locals and arrays).
 * When the pair is not there HotSpot pops the two slots one by one and the
 * second pop's fault, if any, replaces the first's: so the fault named is
 * an underflow with fewer than two slots, else the lower slot's type, else
 * the top's. */
static vt pop_value(vf *v, vt want)
{
    if (want != T_LONG && want != T_DOUBLE) return pop_as(v, want);
    uint32_t d = v->cur.depth;
    if (d >= 2 && v->cur.stk[d - 1] == want + 1 && v->cur.stk[d - 2] == want) {
        v->cur.depth = d - 2;
        return want;
    }
    if (d < 2) fail_cf(v, "Operand stack underflow", "Attempt to pop empty stack.");
    v->cur.depth = d - 2;
    if (v->cur.stk[d - 2] != want) bad_stack(v, v->cur.stk[d - 2], want == T_LONG ? "long" : "double", NULL);
    v->cur.depth = d - 1;
    bad_stack(v, v->cur.stk[d - 1], want == T_LONG ? "long_2nd" : "double_2nd", NULL);
    return want;
}

static vt pop_ref(vf *v)
{
    vt x = pop_raw(v);
    if (!is_refish(x)) bad_stack(v, x, "reference type", NULL);
    return x;
}

static vt pop_cat1(vf *v)
{
    vt x = pop_raw(v);
    if (!is_cat1(x)) bad_stack(v, x, "category1 type", NULL);
    return x;
}

/* want K_REF: any reference ("reference type" in the message). */
static void bad_local(vf *v, uint32_t i, vt want)
{
    char t[300], w[300];
    type_text(v, v->cur.loc[i], t, sizeof t);
    if (want == K_REF) snprintf(w, sizeof w, "reference type");
    else type_text(v, want, w, sizeof w);
    fail_cf(v, "Bad local variable type", "Type %s (current frame, locals[%u]) is not assignable to %s", t, i, w);
}

static void check_local_index(vf *v, uint32_t i, uint32_t slots)
{
    if (i + slots > v->nl) fail(v, "Local variable table overflow", "Local index %u is invalid", i);
}

static vt load(vf *v, uint32_t i, vt want)
{
    check_local_index(v, i, (want == T_LONG || want == T_DOUBLE) ? 2 : 1);
    vt x = v->cur.loc[i];
    if (want == T_LONG || want == T_DOUBLE) {
        /* HotSpot checks a pair against the slots the frame has in use
         * first (the recorded frame's, grown by stores and loads) */
        if ((int64_t)i >= (int64_t)v->cur.locals_size - 1)
            fail(v, "get long/double overflows locals", "Local index %u is invalid", i);
        if (x != want) bad_local(v, i, want);
        if (v->cur.loc[i + 1] != want + 1) bad_local(v, i + 1, want + 1);
        return x;
    } else if (want == K_REF) {
        if (!is_refish(x)) bad_local(v, i, K_REF);
    } else if (x != want) {
        bad_local(v, i, want);
    }
    if (i >= v->cur.locals_size) v->cur.locals_size = i + 1;
    return x;
}

static void set_local(vf *v, uint32_t i, vt t)
{
    check_local_index(v, i, 1);
    vt *l = v->cur.loc;
    if (l[i] == T_LONG || l[i] == T_DOUBLE) l[i + 1] = T_TOP;
    if ((l[i] == T_LONG2 || l[i] == T_DOUBLE2) && i > 0) l[i - 1] = T_TOP;
    l[i] = t;
    if (i >= v->cur.locals_size) v->cur.locals_size = i + 1;
}

static void store(vf *v, uint32_t i, vt t)
{
    if (t == T_LONG || t == T_DOUBLE) {
        check_local_index(v, i, 2);
        set_local(v, i, t);
        set_local(v, i + 1, t + 1);
    } else {
        set_local(v, i, t);
    }
}

/* Replaces every slot holding `from` by `to` (after an <init> call). */
static void replace_all(vf *v, vt from, vt to)
{
    for (uint32_t i = 0; i < v->nl; i++)
        if (v->cur.loc[i] == from) v->cur.loc[i] = to;
    for (uint32_t i = 0; i < v->cur.depth; i++)
        if (v->cur.stk[i] == from) v->cur.stk[i] = to;
}

/* ---- recorded frames ------------------------------------------------- */

/* Is frame `from` assignable to the recorded frame `to` (JVMS
 * frameIsAssignable)?  0 if so, else a short description of the first
 * mismatch into why, in HotSpot's order (stack size, locals, stack,
 * flags) and 1 when the message's Location is from's pc (a stack size
 * mismatch), 2 when it is to's. */
static int frame_assignable(vf *v, const frame *from, const frame *to, char *why, size_t n)
{
    char a[300], b[300];
    if (from->depth != to->depth) {
        snprintf(why, n, "Current frame's stack size doesn't match stackmap.");
        return 1;
    }
    for (uint32_t i = 0; i < v->nl; i++)
        if (!assignable(v, to->loc[i], from->loc[i])) {
            type_text(v, from->loc[i], a, sizeof a);
            type_text(v, to->loc[i], b, sizeof b);
            snprintf(why, n, "Type %s (current frame, locals[%u]) is not assignable to %s (stack map, locals[%u])", a, i,
                     b, i);
            return 2;
        }
    for (uint32_t i = 0; i < from->depth; i++)
        if (!assignable(v, to->stk[i], from->stk[i])) {
            type_text(v, from->stk[i], a, sizeof a);
            type_text(v, to->stk[i], b, sizeof b);
            snprintf(why, n, "Type %s (current frame, stack[%u]) is not assignable to %s (stack map, stack[%u])", a, i, b,
                     i);
            return 2;
        }
    if ((from->flags | to->flags) != to->flags) {
        snprintf(why, n, "Current frame's flags are not assignable to stack map frame's.");
        return 2;
    }
    return 0;
}

/* A frame mismatch: both frames printed, `from` as shown (the current
 * frame at its instruction's start depth, a handler's frame as built);
 * first_fmt is the first line with a %lld for n. */
static void frame_mismatch(vf *v, const char *first_fmt, long long n, const frame *from, const frame *shown,
                           const frame *to)
{
    char why[700], first[100];
    int r = frame_assignable(v, from, to, why, sizeof why);
    if (r == 0) return;
    v->at = r == 1 ? from->pc : to->pc;
    snprintf(first, sizeof first, first_fmt, n);
    fail_frames(v, first, shown, to, "%s", why);
}

static void copy_frame(vf *v, frame *dst, const frame *src)
{
    dst->pc = src->pc;
    dst->depth = src->depth;
    dst->flags = src->flags;
    dst->locals_size = src->locals_size;
    memcpy(dst->loc, src->loc, v->nl * sizeof(vt));
    memcpy(dst->stk, src->stk, src->depth * sizeof(vt));
}

static void check_target(vf *v, int64_t target)
{
    char first[80];
    if (target < 0 || target >= (int64_t)v->len || !v->start[target] || v->frame_at[target] < 0) {
        snprintf(first, sizeof first, "Expecting a stackmap frame at branch target %lld", (long long)target);
        fail(v, first, "Expected stackmap frame at this location.");
    }
    frame shown = v->cur;
    shown.pc = v->pc;
    shown.depth = v->mark;
    frame_mismatch(v, "Inconsistent stackmap frames at branch target %lld", target, &v->cur, &shown,
                   &v->frames[v->frame_at[target]]);
}

/* The frame a handler sees from the instruction at pc: the locals and
 * flags, and the caught exception alone on the stack. */
static void check_handlers(vf *v, uint8_t extra_flags)
{
    const cf_code *code = v->code;
    char first[80];
    for (uint16_t i = 0; i < code->handler_count; i++) {
        const cf_handler *h = &code->handlers[i];
        if (v->pc < h->start_pc || v->pc >= h->end_pc) continue;
        frame f = v->cur;
        vt stk[1];
        stk[0] = h->catch_type ? class_type(v, cf_class_name_at(v->c, h->catch_type)) : v->throwable_type;
        f.pc = v->pc;
        f.stk = stk;
        f.depth = 0;
        f.flags = (uint8_t)(f.flags | extra_flags);
        if (v->ns < 1) fail_frames(v, "Operand stack overflow", &f, NULL, "Exceeded max stack size.");
        f.depth = 1;
        if (v->frame_at[h->handler_pc] < 0) {
            snprintf(first, sizeof first, "Expecting a stackmap frame at branch target %u", h->handler_pc);
            fail(v, first, "Expected stackmap frame at this location.");
        }
        frame_mismatch(v, "Stack map does not match the one at exception handler %lld", h->handler_pc, &f, &f,
                       &v->frames[v->frame_at[h->handler_pc]]);
    }
}

/* ---- StackMapTable --------------------------------------------------- */

typedef struct reader {
    vf *v;
    const uint8_t *p, *end;
} reader;

/* Appends the Java name of the type at *d ("int", "java.lang.String[]"),
 * advancing *d. */
static void java_type_name(sb *b, const char **d)
{
    static const char codes[] = "BCDFIJSZV";
    static const char *const names[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean", "void"};
    const char *s = *d;
    unsigned dims = 0;
    while (*s == '[') dims++, s++;
    if (*s == 'L') {
        const char *e = strchr(s, ';');
        for (const char *q = s + 1; q < e; q++) sbf(b, "%c", *q == '/' ? '.' : *q);
        s = e + 1;
    } else {
        const char *c = *s ? strchr(codes, *s) : NULL;
        sbf(b, "%s", c ? names[c - codes] : "?");
        if (*s) s++;
    }
    while (dims--) sbf(b, "[]");
    *d = s;
}

/* A malformed StackMapTable: HotSpot throws ClassFormatError, with the
 * method named for some faults ("... in method 'void p.C.m(int)'"). */
static void smt_error_in(vf *v, const char *what, bool name_method)
{
    sb b = {v->err, 0, v->errlen};
    if (v->errlen) v->err[0] = 0;
    sbf(&b, "StackMapTable format error: %s", what);
    if (name_method) {
        const char *d = strchr(v->m->descriptor, ')') + 1;
        sbf(&b, " in method '");
        java_type_name(&b, &d);
        sbf(&b, " ");
        for (const char *q = v->c->name; *q; q++) sbf(&b, "%c", *q == '/' ? '.' : *q);
        sbf(&b, ".%s(", v->m->name);
        d = v->m->descriptor + 1;
        for (int i = 0; *d != ')'; i++) {
            if (i) sbf(&b, ", ");
            java_type_name(&b, &d);
        }
        sbf(&b, ")'");
    }
    v->result = VERIFY_FORMAT_ERROR;
    longjmp(v->jb, 1);
}

static void smt_error(vf *v, const char *what) { smt_error_in(v, what, false); }

static uint32_t rd1(reader *r)
{
    if (r->p >= r->end) smt_error(r->v, "access beyond the end of attribute");
    return *r->p++;
}

static uint32_t rd2(reader *r)
{
    uint32_t hi = rd1(r);
    return hi << 8 | rd1(r);
}

/* Reads one verification_type_info into slots at *n (advanced; long and
 * double take two).  Past limit nothing is written but *n still counts:
 * HotSpot reads a whole list before it checks the list's size
 * (list_size_check), so a bad tag later in the list is the fault named. */
static void rd_type(reader *r, vt *slots, uint32_t *n, uint32_t limit)
{
    vf *v = r->v;
    uint32_t tag = rd1(r);
    vt t;
    switch (tag) {
    case 0: t = T_TOP; break;
    case 1: t = T_INT; break;
    case 2: t = T_FLOAT; break;
    case 3: t = T_DOUBLE; break;
    case 4: t = T_LONG; break;
    case 5: t = T_NULL; break;
    case 6: t = T_UTHIS; break;
    case 7: {
        uint32_t i = rd2(r);
        if (i == 0 || i >= v->c->cp_count || v->c->cp[i].tag != CF_CLASS) smt_error(v, "bad class index");
        t = class_type(v, cf_class_name_at(v->c, (uint16_t)i));
        break;
    }
    case 8: {
        uint32_t off = rd2(r);
        /* HotSpot records this fault and reads on: a malformed byte later in
         * the frame is the one it reports */
        if (off >= v->len || !v->start[off] || v->bc[off] != OP_NEW) v->bad_uninit = true;
        t = K_UNINIT | off;
        break;
    }
    default: smt_error(v, "bad verification type"); return;
    }
    uint32_t need = (t == T_LONG || t == T_DOUBLE) ? 2 : 1;
    if (*n + need <= limit) {
        slots[*n] = t;
        if (need == 2) slots[*n + 1] = t + 1;
    }
    *n += need;
}

static void list_size_check(vf *v, uint32_t n, uint32_t limit)
{
    /* the size is checked after the list is read, so it is the later fault */
    if (n > limit) smt_error_in(v, "bad type array size", true);
    if (v->bad_uninit) smt_error_in(v, "bad offset for Uninitialized", true);
}

static void parse_stack_map(vf *v, const frame *initial)
{
    const cf_code *code = v->code;
    if (code->stack_map_length == 0) return; /* (and stack_map may be NULL: no reader over it) */
    reader r = {v, code->stack_map, code->stack_map + code->stack_map_length};
    uint32_t count = rd2(&r);
    v->frames = alloc(v, (count ? count : 1) * sizeof(frame));
    const frame *prev = initial;
    int64_t last = -1;
    for (uint32_t k = 0; k < count; k++) {
        frame *f = &v->frames[k];
        f->loc = alloc(v, (v->nl + 1) * sizeof(vt));
        f->stk = alloc(v, (v->ns + 1) * sizeof(vt));
        uint32_t type = rd1(&r), delta;
        uint32_t ls = prev->locals_size;
        memcpy(f->loc, prev->loc, v->nl * sizeof(vt));
        f->depth = 0;
        if (type < 64) {
            delta = type;
        } else if (type < 128) {
            delta = type - 64;
            rd_type(&r, f->stk, &f->depth, v->ns);
            list_size_check(v, f->depth, v->ns);
        } else if (type < 247) {
            rd2(&r); /* HotSpot reads every extended frame's delta first */
            smt_error(v, "reserved frame type");
            return;
        } else if (type == 247) {
            delta = rd2(&r);
            rd_type(&r, f->stk, &f->depth, v->ns);
            list_size_check(v, f->depth, v->ns);
        } else if (type < 251) {
            delta = rd2(&r);
            for (uint32_t i = 0; i < 251 - type; i++) {
                if (ls == 0) smt_error_in(v, "bad type array size", true);
                if (ls >= 2 && (f->loc[ls - 1] == T_LONG2 || f->loc[ls - 1] == T_DOUBLE2)) f->loc[--ls] = T_TOP;
                f->loc[--ls] = T_TOP;
            }
        } else if (type == 251) {
            delta = rd2(&r);
        } else if (type < 255) {
            delta = rd2(&r);
            for (uint32_t i = 0; i < type - 251; i++) rd_type(&r, f->loc, &ls, v->nl);
            list_size_check(v, ls, v->nl);
        } else {
            delta = rd2(&r);
            uint32_t nloc = rd2(&r);
            for (uint32_t i = 0; i < v->nl; i++) f->loc[i] = T_TOP;
            ls = 0;
            for (uint32_t i = 0; i < nloc; i++) rd_type(&r, f->loc, &ls, v->nl);
            list_size_check(v, ls, v->nl);
            uint32_t nstk = rd2(&r);
            for (uint32_t i = 0; i < nstk; i++) rd_type(&r, f->stk, &f->depth, v->ns);
            list_size_check(v, f->depth, v->ns);
        }
        f->locals_size = ls;
        int64_t pc = last < 0 ? (int64_t)delta : last + delta + 1;
        f->pc = (uint32_t)pc;
        f->flags = 0;
        for (uint32_t i = 0; i < v->nl; i++)
            if (f->loc[i] == T_UTHIS) f->flags = FLAG_THIS_UNINIT;
        if (pc >= (int64_t)v->len || !v->start[pc]) {
            /* HotSpot's Location for this one is the code's start */
            v->pc = v->at = 0;
            fail_frames(v, "StackMapTable error: bad offset", f, NULL, "Invalid stackmap specification.");
        }
        v->frame_at[pc] = (int32_t)k;
        last = pc;
        prev = f;
        v->nframes = k + 1;
    }
    if (r.p != r.end) smt_error(v, "wrong attribute size");
}

/* ---- instructions ---------------------------------------------------- */


/* Operand types of the plain arithmetic, conversion and comparison
 * instructions: popped (deepest first) and pushed, as descriptor letters. */
static const char *const simple_ops[][3] = {
    {"\x60", "II", "I"}, {"\x61", "JJ", "J"}, {"\x62", "FF", "F"}, {"\x63", "DD", "D"},
    {"\x64", "II", "I"}, {"\x65", "JJ", "J"}, {"\x66", "FF", "F"}, {"\x67", "DD", "D"},
    {"\x68", "II", "I"}, {"\x69", "JJ", "J"}, {"\x6a", "FF", "F"}, {"\x6b", "DD", "D"},
    {"\x6c", "II", "I"}, {"\x6d", "JJ", "J"}, {"\x6e", "FF", "F"}, {"\x6f", "DD", "D"},
    {"\x70", "II", "I"}, {"\x71", "JJ", "J"}, {"\x72", "FF", "F"}, {"\x73", "DD", "D"},
    {"\x74", "I", "I"},  {"\x75", "J", "J"},  {"\x76", "F", "F"},  {"\x77", "D", "D"},
    {"\x78", "II", "I"}, {"\x79", "JI", "J"}, {"\x7a", "II", "I"}, {"\x7b", "JI", "J"},
    {"\x7c", "II", "I"}, {"\x7d", "JI", "J"}, {"\x7e", "II", "I"}, {"\x7f", "JJ", "J"},
    {"\x80", "II", "I"}, {"\x81", "JJ", "J"}, {"\x82", "II", "I"}, {"\x83", "JJ", "J"},
    {"\x85", "I", "J"},  {"\x86", "I", "F"},  {"\x87", "I", "D"},  {"\x88", "J", "I"},
    {"\x89", "J", "F"},  {"\x8a", "J", "D"},  {"\x8b", "F", "I"},  {"\x8c", "F", "J"},
    {"\x8d", "F", "D"},  {"\x8e", "D", "I"},  {"\x8f", "D", "J"},  {"\x90", "D", "F"},
    {"\x91", "I", "I"},  {"\x92", "I", "I"},  {"\x93", "I", "I"},  {"\x94", "JJ", "I"},
    {"\x95", "FF", "I"}, {"\x96", "FF", "I"}, {"\x97", "DD", "I"}, {"\x98", "DD", "I"},
};

static vt letter_type(char c)
{
    switch (c) {
    case 'I': return T_INT;
    case 'J': return T_LONG;
    case 'F': return T_FLOAT;
    default: return T_DOUBLE;
    }
}

/* Array element checks: elem is the descriptor letter the instruction
 * works on ('L' for references; 'B' also takes boolean arrays). */
static bool array_matches(vf *v, vt arr, char elem)
{
    if (arr == T_NULL) return true;
    if (!is_ref(arr)) return false;
    const char *n = name_of(v, arr);
    if (n[0] != '[') return false;
    if (elem == 'L') return n[1] == 'L' || n[1] == '[';
    if (elem == 'B') return n[1] == 'B' || n[1] == 'Z';
    return n[1] == elem;
}

static void array_load(vf *v, char elem, const char *opname)
{
    pop_as(v, T_INT);
    vt arr = pop_ref(v);
    if (!array_matches(v, arr, elem)) {
        char want[8] = {'\'', '[', elem, '\'', 0};
        bad_stack_in(v, arr, elem == 'L' ? "reference type" : elem == 'B' ? NULL : want, opname);
    }
    switch (elem) {
    case 'L': push(v, arr == T_NULL ? T_NULL : component(v, arr)); break;
    case 'B': case 'C': case 'S': case 'I': push(v, T_INT); break;
    default: push(v, letter_type(elem));
    }
}

static void array_store(vf *v, char elem, const char *opname)
{
    if (elem == 'L') pop_as(v, v->object_type); /* not an uninitialized object */
    else pop_value(v, (elem == 'B' || elem == 'C' || elem == 'S') ? T_INT : letter_type(elem));
    pop_as(v, T_INT);
    vt arr = pop_ref(v);
    if (!array_matches(v, arr, elem)) {
        char want[8] = {'\'', '[', elem, '\'', 0};
        bad_stack_in(v, arr, elem == 'L' ? "reference type" : elem == 'B' ? NULL : want, opname);
    }
}


/* JVMS 4.10.1.8: a protected member of a superclass in another package is
 * only reached through an object of the current class (or a subclass). */
static void protected_check(vf *v, const char *cls, const char *name, const char *desc, int is_method, vt obj,
                            const char *opname)
{
    const verify_env *e = v->env;
    if (!e || !e->superclass_of || !e->find_member) return;
    bool in_supers = false;
    unsigned guard = 0;
    for (const char *s = e->superclass_of(e->ctx, v->c->name); s && guard < 4096; s = e->superclass_of(e->ctx, s), guard++)
        if (strcmp(s, cls) == 0) {
            in_supers = true;
            break;
        }
    if (!in_supers) return;
    const char *decl = NULL;
    int flags = e->find_member(e->ctx, cls, name, desc, is_method, &decl);
    if (flags < 0 || !(flags & CF_ACC_PROTECTED) || !decl || verify_same_package(decl, v->c->name)) return;
    if (is_method && strcmp(name, "clone") == 0 && is_ref(obj) && name_of(v, obj)[0] == '[') return;
    if (!assignable(v, v->this_type, obj)) {
        char first[80], t[300];
        snprintf(first, sizeof first, "Bad access to protected data in %s", opname);
        type_text(v, obj, t, sizeof t);
        fail_cf(v, first, "Type %s (current frame, stack[%u]) is not assignable to '%s'", t, v->cur.depth, v->c->name);
    }
}

static const cf_const *cp(const vf *v, uint32_t i) { return &v->c->cp[i]; }

static void field_insn(vf *v, uint8_t op)
{
    const cf_const *ref = cp(v, verify_u2(v->bc + v->pc + 1));
    const char *cls = cf_class_name_at(v->c, ref->u.ref.class_index);
    const cf_const *nat = cp(v, ref->u.ref.nat_index);
    const char *name = cf_utf8(v->c, nat->u.nat.name), *desc = cf_utf8(v->c, nat->u.nat.descriptor);
    const char *d = desc;
    vt ft = desc_type(v, &d);
    vt owner = class_type(v, cls);
    switch (op) {
    case OP_GETSTATIC: push_split(v, ft); break;
    case OP_PUTSTATIC: pop_as(v, ft); break;
    case OP_GETFIELD: {
        vt obj = pop_as(v, owner);
        protected_check(v, cls, name, desc, 0, obj, "getfield");
        push_split(v, ft);
        break;
    }
    default: {
        pop_as(v, ft);
        vt obj = pop_raw(v);
        if (obj == T_UTHIS && owner == v->this_type) {
            /* a constructor may set its own class's fields before super() */
            for (uint16_t i = 0; i < v->c->field_count; i++)
                if (strcmp(v->c->fields[i].name, name) == 0 && strcmp(v->c->fields[i].descriptor, desc) == 0) {
                    obj = v->this_type;
                    break;
                }
        }
        if (!assignable(v, owner, obj)) {
            char t[300];
            /* HotSpot names the Fieldref's index */
            snprintf(t, sizeof t, "'%s' (constant pool %u)", cls, (unsigned)verify_u2(v->bc + v->pc + 1));
            bad_stack_in(v, obj, t, "putfield");
        }
        protected_check(v, cls, name, desc, 0, obj, "putfield");
    }
    }
}


/* Does every path from pc end in athrow (none returns, none runs off the
 * code)?  A path that comes back to where it has been is not followed
 * again.  HotSpot requires it of the handlers covering a super() or this()
 * call, so that no handler can return a half-built object. */
static bool ends_in_athrow(vf *v, uint32_t start)
{
    uint8_t *seen = alloc(v, v->len);
    uint32_t *work = alloc(v, (v->len + 1) * sizeof(uint32_t));
    uint32_t n = 0;
    work[n++] = start;
    while (n > 0) {
        uint32_t pc = work[--n];
        for (;;) {
            if (pc >= v->len || !v->start[pc]) return false;
            if (seen[pc]) break;
            seen[pc] = 1;
            uint8_t op = v->bc[pc];
            int64_t t;
            if (op == OP_ATHROW) break;
            if ((op >= OP_IRETURN && op <= OP_RETURN) || op == OP_JSR || op == OP_JSR_W || op == OP_RET) return false;
            if (op == OP_GOTO || op == OP_GOTO_W) {
                t = (int64_t)pc + (op == OP_GOTO ? (int16_t)verify_u2(v->bc + pc + 1) : verify_s4(v->bc + pc + 1));
                if (t < 0 || t >= (int64_t)v->len) return false;
                pc = (uint32_t)t;
                continue;
            }
            if ((op >= OP_IFEQ && op <= OP_IF_ACMPNE) || op == OP_IFNULL || op == OP_IFNONNULL) {
                t = (int64_t)pc + (int16_t)verify_u2(v->bc + pc + 1);
                if (t < 0 || t >= (int64_t)v->len) return false;
                work[n++] = (uint32_t)t;
            } else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
                uint32_t a = (pc + 4) & ~3u;
                int64_t cnt = op == OP_TABLESWITCH ? (int64_t)verify_s4(v->bc + a + 8) - verify_s4(v->bc + a + 4) + 1 : verify_s4(v->bc + a + 4);
                for (int64_t i = -1; i < cnt && n < v->len; i++) {
                    uint32_t at = i < 0 ? a : op == OP_TABLESWITCH ? a + 12 + 4 * (uint32_t)i : a + 12 + 8 * (uint32_t)i;
                    t = (int64_t)pc + verify_s4(v->bc + at);
                    if (t < 0 || t >= (int64_t)v->len) return false;
                    if (!seen[t]) work[n++] = (uint32_t)t;
                }
                break;
            }
            pc += verify_insn_length(v->bc, pc);
        }
    }
    return true;
}

/* super()/this() or a new object's <init> inside a try: HotSpot checks the
 * covering handlers against the frame before the call (the super() case
 * only when every such handler ends in athrow). */
static void init_in_try(vf *v, bool this_call)
{
    bool covered = false;
    for (uint16_t i = 0; i < v->code->handler_count; i++) {
        const cf_handler *h = &v->code->handlers[i];
        if (v->pc < h->start_pc || v->pc >= h->end_pc) continue;
        covered = true;
        if (this_call && !ends_in_athrow(v, h->handler_pc))
            fail(v, "Bad <init> method call from after the start of a try block", "Error exists in the bytecode");
    }
    if (covered) check_handlers(v, this_call ? FLAG_THIS_UNINIT : 0);
}

static void invoke_insn(vf *v, uint8_t op)
{
    uint32_t index = verify_u2(v->bc + v->pc + 1);
    const cf_const *ref = cp(v, index);
    const char *name, *desc, *cls = NULL;
    if (op == OP_INVOKEDYNAMIC) {
        const cf_const *nat = cp(v, ref->u.dyn.nat_index);
        name = cf_utf8(v->c, nat->u.nat.name);
        desc = cf_utf8(v->c, nat->u.nat.descriptor);
    } else {
        cls = cf_class_name_at(v->c, ref->u.ref.class_index);
        const cf_const *nat = cp(v, ref->u.ref.nat_index);
        name = cf_utf8(v->c, nat->u.nat.name);
        desc = cf_utf8(v->c, nat->u.nat.descriptor);
    }
    bool init = strcmp(name, "<init>") == 0;
    if (op == OP_INVOKESPECIAL && !init && strcmp(cls, v->c->name) != 0) {
        if (ref->tag == CF_INTERFACE_METHODREF) {
            bool direct = false;
            for (uint16_t i = 0; i < v->c->interface_count; i++)
                if (strcmp(v->c->interfaces[i], cls) == 0) direct = true;
            if (!direct)
                fail(v, "Bad invokespecial instruction: interface method reference is in an indirect superinterface.",
                     "Error exists in the bytecode");
        } else if (!assignable(v, class_type(v, cls), v->this_type)) {
            fail(v, "Bad invokespecial instruction: current class isn't assignable to reference class.",
                 "Error exists in the bytecode");
        }
    }
    vt args[256];
    uint32_t nargs = 0;
    const char *d = desc + 1;
    while (*d != ')' && nargs < 256) args[nargs++] = desc_type(v, &d);
    const char *ret = d + 1;
    for (uint32_t i = nargs; i-- > 0;) pop_as(v, args[i]);
    if (op == OP_INVOKESPECIAL && init) {
        vt obj = pop_ref(v);
        if (obj == T_UTHIS) {
            if (strcmp(cls, v->c->name) != 0 && (!v->c->super_name || strcmp(cls, v->c->super_name) != 0))
                fail(v, "Bad <init> method call", "Type '%s' is not assignable to '%s'", cls, v->c->name);
            init_in_try(v, true);
            replace_all(v, T_UTHIS, v->this_type);
            v->cur.flags &= (uint8_t)~FLAG_THIS_UNINIT;
        } else if (is_uninit(obj)) {
            uint32_t at = PAYLOAD(obj);
            if (at >= v->len || v->bc[at] != OP_NEW) {
                v->at = at;
                fail(v, "Expecting new instruction", "Error exists in the bytecode");
            }
            uint32_t made_index = verify_u2(v->bc + at + 1);
            const char *made = cf_class_name_at(v->c, (uint16_t)made_index);
            if (strcmp(made, cls) != 0)
                fail(v, "Call to wrong <init> method", "Type '%s' (constant pool %u) is not assignable to '%s' (constant pool %u)",
                     made, made_index, cls, index);
            /* a protected constructor of a superclass in another package
             * only builds objects of the current class or its subclasses */
            const verify_env *e = v->env;
            if (e && e->superclass_of && e->find_member) {
                bool in_supers = false;
                unsigned guard = 0;
                for (const char *s = e->superclass_of(e->ctx, v->c->name); s && !in_supers && guard < 4096;
                     s = e->superclass_of(e->ctx, s), guard++)
                    in_supers = strcmp(s, cls) == 0;
                const char *decl = NULL;
                int flags = in_supers ? e->find_member(e->ctx, cls, name, desc, 1, &decl) : -1;
                if (flags >= 0 && (flags & CF_ACC_PROTECTED) && decl && !verify_same_package(decl, v->c->name) &&
                    !assignable(v, v->this_type, class_type(v, cls)))
                    fail(v, "Bad access to protected <init> method", "Type '%s' (constant pool %u) is not assignable to '%s'",
                         cls, made_index, v->c->name);
            }
            init_in_try(v, false);
            replace_all(v, obj, class_type(v, cls));
        } else {
            char t[300];
            type_text(v, obj, t, sizeof t);
            fail_cf(v, "Bad operand type when invoking <init>", "Invalid type: %s (current frame, stack[%u])", t, v->cur.depth);
        }
    } else if (op == OP_INVOKESPECIAL) {
        pop_as(v, v->this_type);
    } else if (op == OP_INVOKEVIRTUAL) {
        vt obj = pop_as(v, class_type(v, cls));
        if (obj != v->this_type) protected_check(v, cls, name, desc, 1, obj, "invokevirtual");
    } else if (op == OP_INVOKEINTERFACE) {
        pop_as(v, class_type(v, cls));
    }
    if (*ret != 'V') push_split(v, desc_type(v, &ret));
}

static void ldc_insn(vf *v, uint32_t index, bool wide2)
{
    const cf_const *k = cp(v, index);
    switch (k->tag) {
    case CF_INTEGER: push(v, T_INT); break;
    case CF_FLOAT: push(v, T_FLOAT); break;
    case CF_LONG: push(v, T_LONG); break;
    case CF_DOUBLE: push(v, T_DOUBLE); break;
    case CF_STRING: push(v, v->string_type); break;
    case CF_CLASS: push(v, v->class_type); break;
    case CF_METHOD_TYPE: push(v, intern_z(v, "java/lang/invoke/MethodType")); break;
    case CF_METHOD_HANDLE: push(v, intern_z(v, "java/lang/invoke/MethodHandle")); break;
    case CF_DYNAMIC: {
        const char *d = cf_utf8(v->c, cp(v, k->u.dyn.nat_index)->u.nat.descriptor);
        push_split(v, desc_type(v, &d));
        break;
    }
    default: fail(v, "Invalid index in ldc", "Constant pool index %u is invalid", index);
    }
    (void)wide2;
}

static void return_insn(vf *v, vt got)
{
    const char *r = v->ret;
    char a[300], b[300];
    type_text(v, got, a, sizeof a);
    if (*r == 'V')
        fail_cf(v, "Method does not expect a return value",
                "Type %s (current frame, stack[%u]) is not assignable to top (from method signature)", a, v->cur.depth);
    vt want = desc_type(v, &r);
    if (!assignable(v, want, got)) {
        /* HotSpot keeps the narrow int types of a return type apart */
        const char *narrow = *v->ret == 'Z' ? "boolean" : *v->ret == 'B' ? "byte" : *v->ret == 'C' ? "char"
                           : *v->ret == 'S' ? "short" : NULL;
        if (narrow) snprintf(b, sizeof b, "%s", narrow);
        else type_text(v, want, b, sizeof b);
        fail_cf(v, "Bad return type", "Type %s (current frame, stack[%u]) is not assignable to %s (from method signature)",
                a, v->cur.depth, b);
    }
}

/* A category-2 value's first half below a popped second half. */
static vt pop_cat2_first(vf *v)
{
    vt x = pop_raw(v);
    if (x != T_LONG && x != T_DOUBLE) bad_stack(v, x, "category2 type", NULL);
    return x;
}

/* The stack instructions pop as HotSpot pops them, one value at a time
 * (so an empty stack and a wrong type are told apart as it tells them):
 * a "form" is either two category-1 values or one long/double, the top
 * slot deciding which.  vals receives the popped slots, top first. */
static void pop_form(vf *v, vt *vals, uint32_t *n, const char *opname)
{
    vt top = pop_raw(v);
    vals[(*n)++] = top;
    if (is_cat1(top)) vals[(*n)++] = pop_cat1(v);
    else if (top == T_LONG2 || top == T_DOUBLE2) vals[(*n)++] = pop_cat2_first(v);
    else bad_stack_in(v, top, "category1 type", opname);
}

static void push_slots(vf *v, const vt *vals, uint32_t from, uint32_t to)
{
    /* vals[from..to) are slots top first: push deepest first */
    for (uint32_t i = to; i-- > from;) {
        if (v->cur.depth >= v->ns) fail_cf(v, "Operand stack overflow", "Exceeded max stack size.");
        v->cur.stk[v->cur.depth++] = vals[i];
    }
}

static void stack_insn(vf *v, uint8_t op)
{
    vt x[8];
    uint32_t n = 0;
    switch (op) {
    case OP_POP: pop_cat1(v); return;
    case OP_POP2: pop_form(v, x, &n, "pop2"); return;
    case OP_DUP:
        x[0] = pop_cat1(v);
        push_slots(v, x, 0, 1);
        push_slots(v, x, 0, 1);
        return;
    case OP_SWAP:
        x[0] = pop_cat1(v);
        x[1] = pop_cat1(v);
        push_slots(v, x, 0, 1);
        push_slots(v, x, 1, 2);
        return;
    case OP_DUP_X1:
        x[0] = pop_cat1(v);
        x[1] = pop_cat1(v);
        push_slots(v, x, 0, 1);
        push_slots(v, x, 0, 2);
        return;
    case OP_DUP_X2: {
        x[0] = pop_cat1(v);
        x[1] = pop_raw(v);
        if (is_cat1(x[1])) x[2] = pop_cat1(v);
        else if (x[1] == T_LONG2 || x[1] == T_DOUBLE2) x[2] = pop_cat2_first(v);
        else bad_stack_in(v, x[1], "category1 type", "dup_x2");
        push_slots(v, x, 0, 1);
        push_slots(v, x, 0, 3);
        return;
    }
    case OP_DUP2:
        pop_form(v, x, &n, "dup2");
        push_slots(v, x, 0, 2);
        push_slots(v, x, 0, 2);
        return;
    case OP_DUP2_X1:
        pop_form(v, x, &n, "dup2_x1");
        x[2] = pop_cat1(v);
        push_slots(v, x, 0, 2);
        push_slots(v, x, 0, 3);
        return;
    default: /* dup2_x2 */
        pop_form(v, x, &n, "dup2_x2");
        pop_form(v, x, &n, "dup2_x2");
        push_slots(v, x, 0, 2);
        push_slots(v, x, 0, 4);
        return;
    }
}

/* Runs the instruction at v->pc on the current frame.  Returns true if
 * control cannot fall through to the next instruction. */
static bool run(vf *v, bool *this_init)
{
    const uint8_t *bc = v->bc;
    uint32_t pc = v->pc;
    uint8_t op = bc[pc];
    if (op >= OP_IADD && op <= OP_DCMPG && op != OP_IINC) {
        for (size_t i = 0; i < sizeof simple_ops / sizeof simple_ops[0]; i++)
            if ((uint8_t)simple_ops[i][0][0] == op) {
                const char *in = simple_ops[i][1];
                for (size_t j = strlen(in); j-- > 0;) pop_value(v, letter_type(in[j]));
                push(v, letter_type(simple_ops[i][2][0]));
                return false;
            }
    }
    switch (op) {
    case OP_NOP: return false;
    case OP_ACONST_NULL: push(v, T_NULL); return false;
    case OP_ICONST_M1: case OP_ICONST_0: case OP_ICONST_1: case OP_ICONST_2: case OP_ICONST_3: case OP_ICONST_4:
    case OP_ICONST_5: case OP_BIPUSH: case OP_SIPUSH: push(v, T_INT); return false;
    case OP_LCONST_0: case OP_LCONST_1: push(v, T_LONG); return false;
    case OP_FCONST_0: case OP_FCONST_1: case OP_FCONST_2: push(v, T_FLOAT); return false;
    case OP_DCONST_0: case OP_DCONST_1: push(v, T_DOUBLE); return false;
    case OP_LDC: ldc_insn(v, bc[pc + 1], false); return false;
    case OP_LDC_W: ldc_insn(v, verify_u2(bc + pc + 1), false); return false;
    case OP_LDC2_W: ldc_insn(v, verify_u2(bc + pc + 1), true); return false;
    case OP_ILOAD: push(v, load(v, bc[pc + 1], T_INT)); return false;
    case OP_LLOAD: load(v, bc[pc + 1], T_LONG); push(v, T_LONG); return false;
    case OP_FLOAD: push(v, load(v, bc[pc + 1], T_FLOAT)); return false;
    case OP_DLOAD: load(v, bc[pc + 1], T_DOUBLE); push(v, T_DOUBLE); return false;
    case OP_ALOAD: push(v, load(v, bc[pc + 1], K_REF)); return false;
    case OP_ILOAD_0: case OP_ILOAD_1: case OP_ILOAD_2: case OP_ILOAD_3:
        push(v, load(v, op - OP_ILOAD_0, T_INT)); return false;
    case OP_LLOAD_0: case OP_LLOAD_1: case OP_LLOAD_2: case OP_LLOAD_3:
        load(v, op - OP_LLOAD_0, T_LONG); push(v, T_LONG); return false;
    case OP_FLOAD_0: case OP_FLOAD_1: case OP_FLOAD_2: case OP_FLOAD_3:
        push(v, load(v, op - OP_FLOAD_0, T_FLOAT)); return false;
    case OP_DLOAD_0: case OP_DLOAD_1: case OP_DLOAD_2: case OP_DLOAD_3:
        load(v, op - OP_DLOAD_0, T_DOUBLE); push(v, T_DOUBLE); return false;
    case OP_ALOAD_0: case OP_ALOAD_1: case OP_ALOAD_2: case OP_ALOAD_3:
        push(v, load(v, op - OP_ALOAD_0, K_REF)); return false;
    case OP_IALOAD: array_load(v, 'I', "iaload"); return false;
    case OP_LALOAD: array_load(v, 'J', "laload"); return false;
    case OP_FALOAD: array_load(v, 'F', "faload"); return false;
    case OP_DALOAD: array_load(v, 'D', "daload"); return false;
    case OP_AALOAD: array_load(v, 'L', "aaload"); return false;
    case OP_BALOAD: array_load(v, 'B', "baload"); return false;
    case OP_CALOAD: array_load(v, 'C', "caload"); return false;
    case OP_SALOAD: array_load(v, 'S', "saload"); return false;
    case OP_ISTORE: store(v, bc[pc + 1], pop_as(v, T_INT)); return false;
    case OP_LSTORE: store(v, bc[pc + 1], pop_value(v, T_LONG)); return false;
    case OP_FSTORE: store(v, bc[pc + 1], pop_as(v, T_FLOAT)); return false;
    case OP_DSTORE: store(v, bc[pc + 1], pop_value(v, T_DOUBLE)); return false;
    case OP_ASTORE: store(v, bc[pc + 1], pop_ref(v)); return false;
    case OP_ISTORE_0: case OP_ISTORE_1: case OP_ISTORE_2: case OP_ISTORE_3:
        store(v, op - OP_ISTORE_0, pop_as(v, T_INT)); return false;
    case OP_LSTORE_0: case OP_LSTORE_1: case OP_LSTORE_2: case OP_LSTORE_3:
        store(v, op - OP_LSTORE_0, pop_value(v, T_LONG)); return false;
    case OP_FSTORE_0: case OP_FSTORE_1: case OP_FSTORE_2: case OP_FSTORE_3:
        store(v, op - OP_FSTORE_0, pop_as(v, T_FLOAT)); return false;
    case OP_DSTORE_0: case OP_DSTORE_1: case OP_DSTORE_2: case OP_DSTORE_3:
        store(v, op - OP_DSTORE_0, pop_value(v, T_DOUBLE)); return false;
    case OP_ASTORE_0: case OP_ASTORE_1: case OP_ASTORE_2: case OP_ASTORE_3:
        store(v, op - OP_ASTORE_0, pop_ref(v)); return false;
    case OP_IASTORE: array_store(v, 'I', "iastore"); return false;
    case OP_LASTORE: array_store(v, 'J', "lastore"); return false;
    case OP_FASTORE: array_store(v, 'F', "fastore"); return false;
    case OP_DASTORE: array_store(v, 'D', "dastore"); return false;
    case OP_AASTORE: array_store(v, 'L', "aastore"); return false;
    case OP_BASTORE: array_store(v, 'B', "bastore"); return false;
    case OP_CASTORE: array_store(v, 'C', "castore"); return false;
    case OP_SASTORE: array_store(v, 'S', "sastore"); return false;
    case OP_POP: case OP_POP2: case OP_DUP: case OP_DUP_X1: case OP_DUP_X2: case OP_DUP2: case OP_DUP2_X1:
    case OP_DUP2_X2: case OP_SWAP: stack_insn(v, op); return false;
    case OP_IINC: load(v, bc[pc + 1], T_INT); return false;
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
        pop_as(v, T_INT);
        check_target(v, (int64_t)pc + (int16_t)verify_u2(bc + pc + 1));
        return false;
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT: case OP_IF_ICMPLE:
        pop_as(v, T_INT);
        pop_as(v, T_INT);
        check_target(v, (int64_t)pc + (int16_t)verify_u2(bc + pc + 1));
        return false;
    case OP_IF_ACMPEQ: case OP_IF_ACMPNE:
        pop_ref(v);
        pop_ref(v);
        check_target(v, (int64_t)pc + (int16_t)verify_u2(bc + pc + 1));
        return false;
    case OP_IFNULL: case OP_IFNONNULL:
        pop_ref(v);
        check_target(v, (int64_t)pc + (int16_t)verify_u2(bc + pc + 1));
        return false;
    case OP_GOTO: check_target(v, (int64_t)pc + (int16_t)verify_u2(bc + pc + 1)); return true;
    case OP_GOTO_W: check_target(v, (int64_t)pc + verify_s4(bc + pc + 1)); return true;
    case OP_TABLESWITCH: case OP_LOOKUPSWITCH: {
        pop_as(v, T_INT);
        uint32_t a = (pc + 4) & ~3u;
        check_target(v, (int64_t)pc + verify_s4(bc + a));
        if (op == OP_TABLESWITCH) {
            int64_t n = (int64_t)verify_s4(bc + a + 8) - verify_s4(bc + a + 4) + 1;
            for (int64_t i = 0; i < n; i++) check_target(v, (int64_t)pc + verify_s4(bc + a + 12 + 4 * i));
        } else {
            int64_t n = verify_s4(bc + a + 4);
            for (int64_t i = 0; i < n; i++) check_target(v, (int64_t)pc + verify_s4(bc + a + 12 + 8 * i));
        }
        return true;
    }
    case OP_IRETURN: return_insn(v, pop_as(v, T_INT)); return true;
    case OP_LRETURN: return_insn(v, pop_as(v, T_LONG)); return true;
    case OP_FRETURN: return_insn(v, pop_as(v, T_FLOAT)); return true;
    case OP_DRETURN: return_insn(v, pop_as(v, T_DOUBLE)); return true;
    case OP_ARETURN: return_insn(v, pop_ref(v)); return true;
    case OP_RETURN:
        if (*v->ret != 'V') fail(v, "Method expects a return value", "Error exists in the bytecode");
        if (v->is_init && (v->cur.flags & FLAG_THIS_UNINIT))
            fail(v, "Constructor must call super() or this() before return", "Error exists in the bytecode");
        return true;
    case OP_GETSTATIC: case OP_PUTSTATIC: case OP_GETFIELD: case OP_PUTFIELD: field_insn(v, op); return false;
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
    case OP_INVOKEDYNAMIC: {
        bool was_uninit = (v->cur.flags & FLAG_THIS_UNINIT) != 0;
        invoke_insn(v, op);
        if (was_uninit && !(v->cur.flags & FLAG_THIS_UNINIT)) *this_init = true;
        return false;
    }
    case OP_NEW: push(v, K_UNINIT | pc); return false;
    case OP_NEWARRAY: {
        static const char codes[] = "ZCFDBSIJ";
        char arr[3] = {'[', codes[bc[pc + 1] - NEWARRAY_T_BOOLEAN], 0};
        pop_as(v, T_INT);
        push(v, intern_z(v, arr));
        return false;
    }
    case OP_ANEWARRAY: {
        const char *comp = cf_class_name_at(v->c, (uint16_t)verify_u2(bc + pc + 1));
        size_t n = strlen(comp);
        char *arr = alloc(v, n + 4);
        if (comp[0] == '[') {
            arr[0] = '[';
            memcpy(arr + 1, comp, n + 1);
        } else {
            arr[0] = '[';
            arr[1] = 'L';
            memcpy(arr + 2, comp, n);
            arr[n + 2] = ';';
            arr[n + 3] = 0;
        }
        pop_as(v, T_INT);
        push(v, intern_z(v, arr));
        return false;
    }
    case OP_ARRAYLENGTH: {
        vt a = pop_ref(v);
        if (a != T_NULL && !(is_ref(a) && name_of(v, a)[0] == '[')) {
            bad_stack_in(v, a, NULL, "arraylength");
        }
        push(v, T_INT);
        return false;
    }
    case OP_ATHROW: pop_as(v, v->throwable_type); return true;
    case OP_CHECKCAST:
        pop_as(v, v->object_type);
        push(v, class_type(v, cf_class_name_at(v->c, (uint16_t)verify_u2(bc + pc + 1))));
        return false;
    case OP_INSTANCEOF: pop_as(v, v->object_type); push(v, T_INT); return false;
    case OP_MONITORENTER: case OP_MONITOREXIT: pop_ref(v); return false;
    case OP_WIDE: {
        uint8_t w = bc[pc + 1];
        uint32_t i = verify_u2(bc + pc + 2);
        switch (w) {
        case OP_ILOAD: push(v, load(v, i, T_INT)); break;
        case OP_LLOAD: load(v, i, T_LONG); push(v, T_LONG); break;
        case OP_FLOAD: push(v, load(v, i, T_FLOAT)); break;
        case OP_DLOAD: load(v, i, T_DOUBLE); push(v, T_DOUBLE); break;
        case OP_ALOAD: push(v, load(v, i, K_REF)); break;
        case OP_ISTORE: store(v, i, pop_as(v, T_INT)); break;
        case OP_LSTORE: store(v, i, pop_value(v, T_LONG)); break;
        case OP_FSTORE: store(v, i, pop_as(v, T_FLOAT)); break;
        case OP_DSTORE: store(v, i, pop_value(v, T_DOUBLE)); break;
        case OP_ASTORE: store(v, i, pop_ref(v)); break;
        case OP_IINC: load(v, i, T_INT); break;
        default: fail(v, "Bad instruction", "Error exists in the bytecode");
        }
        return false;
    }
    case OP_MULTIANEWARRAY: {
        for (uint32_t i = 0; i < bc[pc + 3]; i++) pop_as(v, T_INT);
        push(v, class_type(v, cf_class_name_at(v->c, (uint16_t)verify_u2(bc + pc + 1))));
        return false;
    }
    case OP_JSR: case OP_JSR_W: case OP_RET:
        fail(v, "Bad instruction", "jsr and ret are not allowed in class files verified by type checking");
        return true;
    default: fail(v, "Bad instruction", "Error exists in the bytecode"); return true;
    }
}

/* ---- methods --------------------------------------------------------- */

static void check_method(vf *v)
{
    const cf_code *code = v->code;
    v->bc = code->code;
    v->len = code->code_length;
    v->nl = code->max_locals;
    v->ns = code->max_stack;
    v->this_type = class_type(v, v->c->name);
    v->object_type = intern_z(v, "java/lang/Object");
    v->throwable_type = intern_z(v, "java/lang/Throwable");
    v->string_type = intern_z(v, "java/lang/String");
    v->class_type = intern_z(v, "java/lang/Class");
    bool is_static = (v->m->access & CF_ACC_STATIC) != 0;
    v->is_init = !is_static && strcmp(v->m->name, "<init>") == 0;

    v->start = alloc(v, v->len + 1);
    v->frame_at = alloc(v, (v->len + 1) * sizeof(int32_t));
    for (uint32_t pc = 0; pc < v->len; pc += verify_insn_length(v->bc, pc)) v->start[pc] = 1;
    for (uint32_t pc = 0; pc <= v->len; pc++) v->frame_at[pc] = -1;

    /* the initial frame from the descriptor */
    frame init = {0};
    init.loc = alloc(v, (v->nl + 1) * sizeof(vt));
    init.stk = alloc(v, (v->ns + 1) * sizeof(vt));
    uint32_t n = 0;
    if (!is_static) {
        if (n >= v->nl) fail(v, "Local variable table overflow", "Arguments can't fit into locals");
        if (v->is_init && v->c->super_name) {
            init.loc[n++] = T_UTHIS;
            init.flags = FLAG_THIS_UNINIT;
        } else {
            init.loc[n++] = v->this_type;
        }
    }
    const char *d = v->m->descriptor + 1;
    while (*d != ')') {
        vt t = desc_type(v, &d);
        uint32_t k = (t == T_LONG || t == T_DOUBLE) ? 2 : 1;
        if (n + k > v->nl) fail(v, "Local variable table overflow", "Arguments can't fit into locals");
        init.loc[n++] = t;
        if (k == 2) init.loc[n++] = t + 1;
    }
    v->ret = d + 1;
    init.locals_size = n;

    /* handler catch types must be Throwables */
    for (uint16_t i = 0; i < code->handler_count; i++) {
        const cf_handler *h = &code->handlers[i];
        if (h->catch_type) {
            vt t = class_type(v, cf_class_name_at(v->c, h->catch_type));
            if (!assignable(v, v->throwable_type, t)) {
                char first[100];
                snprintf(first, sizeof first, "Catch type is not a subclass of Throwable in exception handler %u",
                         h->handler_pc);
                v->pc = v->at = h->handler_pc;
                fail(v, first, "Type '%s' (constant pool %u) is not assignable to 'java/lang/Throwable'", name_of(v, t),
                     h->catch_type);
            }
        }
    }

    parse_stack_map(v, &init);

    v->cur.loc = alloc(v, (v->nl + 1) * sizeof(vt));
    v->cur.stk = alloc(v, (v->ns + 1) * sizeof(vt));
    copy_frame(v, &v->cur, &init);

    bool no_flow = false;
    uint32_t next;
    for (uint32_t pc = 0; pc < v->len; pc = next) {
        v->pc = v->at = pc;
        next = pc + verify_insn_length(v->bc, pc);
        v->cur.pc = pc;
        int32_t fi = v->frame_at[pc];
        if (fi >= 0) {
            const frame *f = &v->frames[fi];
            if (!no_flow) frame_mismatch(v, "Instruction type does not match stack map%.0lld", 0, &v->cur, &v->cur, f);
            copy_frame(v, &v->cur, f);
        } else if (no_flow) {
            /* with a recorded frame further on HotSpot says it is missing here */
            if (v->nframes && v->frames[v->nframes - 1].pc > pc)
                fail(v, "Expecting a stack map frame", "Expected stackmap frame at this location.");
            fail(v, "Expecting a stack map frame", "Error exists in the bytecode");
        }
        v->mark = v->cur.depth;
        /* HotSpot checks the handlers covering an instruction against the
         * frame before it for the stores to locals (so a store may change a
         * local's type inside a try), and against the frame after it for
         * everything else (so the instruction's own fault comes first); an
         * <init> call that initialized `this` keeps flagThisUninit for it. */
        uint8_t op = v->bc[pc];
        bool before_store = op >= OP_ISTORE && op <= OP_ASTORE_3;
        bool handlers = v->code->handler_count != 0;
        if (before_store && handlers) check_handlers(v, 0);
        bool this_init = false;
        no_flow = run(v, &this_init);
        if (!before_store && handlers) check_handlers(v, this_init ? FLAG_THIS_UNINIT : 0);
    }
    if (!no_flow) {
        v->pc = v->at = v->len;
        fail(v, "Control flow falls through code end", "Error exists in the bytecode");
    }
}

/* The type check of one method (version 50 and later). */
static int type_check_method(const cf_class *c, const cf_method *m, const verify_env *env, char *err, size_t errlen)
{
    vf *v = calloc(1, sizeof *v);
    if (!v) {
        snprintf(err, errlen, "out of memory");
        return VERIFY_ERROR;
    }
    v->c = c;
    v->m = m;
    v->code = m->code;
    v->env = env;
    v->err = err;
    v->errlen = errlen;
    v->result = VERIFY_OK;
    if (!setjmp(v->jb)) check_method(v);
    int result = v->result;
    verify_arena_free(&v->arena);
    free(v);
    return result;
}

/* Every method with code by type inference. */
static int infer_class(const cf_class *c, const verify_env *env, char *err, size_t errlen)
{
    verify_classes cls = {0};
    int r = VERIFY_OK;
    for (uint16_t i = 0; i < c->method_count && r == VERIFY_OK; i++)
        r = verify_infer_method(c, &c->methods[i], env, &cls, err, errlen);
    verify_classes_free(&cls);
    return r;
}

int verify_method(const cf_class *c, const cf_method *m, const verify_env *env, char *err, size_t errlen)
{
    if (errlen) err[0] = 0;
    if (!m->code) return VERIFY_OK;
    int r = VERIFY_ERROR;
    if (c->major_version >= 50) r = type_check_method(c, m, env, err, errlen);
    if (r == VERIFY_ERROR && c->major_version <= 50) {
        /* before 50 there are no stack maps; at 50 HotSpot fails over to
         * inference when they do not hold */
        verify_classes cls = {0};
        if (errlen) err[0] = 0;
        r = verify_infer_method(c, m, env, &cls, err, errlen);
        verify_classes_free(&cls);
    }
    return r;
}

int verify_class(const cf_class *c, const verify_env *env, char *err, size_t errlen)
{
    if (errlen) err[0] = 0;
    if (c->major_version < 50) return infer_class(c, env, err, errlen);
    for (uint16_t i = 0; i < c->method_count; i++) {
        if (!c->methods[i].code) continue;
        int r = type_check_method(c, &c->methods[i], env, err, errlen);
        if (r == VERIFY_ERROR && c->major_version == 50) {
            /* HotSpot's fail-over: the whole class again, by inference */
            if (errlen) err[0] = 0;
            return infer_class(c, env, err, errlen);
        }
        if (r != VERIFY_OK) return r;
    }
    return VERIFY_OK;
}
