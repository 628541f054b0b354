/*
 * infer.c -- verification by type inference (JVMS 4.10.2), for class files
 * older than version 50 and for version-50 files whose StackMapTable does
 * not hold (HotSpot's fail-over), jsr/ret included.  Reached through
 * verify_class/verify_method (verify.h).
 *
 * What a program sees is HotSpot 17's old verifier: the same data-flow
 * fixpoint in the same order (instructions swept in code order, each
 * changed one re-run, exception handlers merged before the normal
 * successors), the same type lattice (interfaces count as Object; byte,
 * char, short and boolean exist only as array elements), the same rules
 * for uninitialized objects, constructors and subroutines, and so the same
 * first fault, worded as that verifier words it:
 *   (class: C, method: m signature: (I)V) Expecting to find integer on stack
 * Classes are loaded exactly where that verifier loads them: to merge or
 * assign two different classes neither of which is Object or null (the
 * target first; the value only when the target is no interface), and to
 * see whether the target of an assignment from Object is an interface.
 *
 * Structural faults (instruction boundaries, branch targets, local and
 * constant-pool indexes, handler ranges, falling off the code) were already
 * reported by cf_parse in this verifier's words, so every instruction here
 * is well formed.
 *
 * Subroutines: each frame carries a stack of masks, one per jsr entered,
 * recording which locals the subroutine has written; ret merges the
 * subroutine's locals where the mask says so and the caller's (those at the
 * jsr) elsewhere.  A subroutine may return to one jsr instruction from one
 * ret only, and may not call itself.
 *
 * Invariants: a frame's stack and locals arrays are never changed once
 * stored in an instruction (a change makes a copy), so frames may share
 * them; all memory comes from one arena per method, freed on every exit,
 * the fault's longjmp included.
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

/*
 * An inferred type, one 32-bit value, so that equal types are equal values:
 *
 *    31                 16 15             5 4        0
 *   +---------------------+----------------+----------+
 *   |        extra        |   dimensions   |   kind   |
 *   +---------------------+----------------+----------+
 *
 * extra: for K_OBJ the class number (0 is the null type), for K_NEW the
 * number of the `new` instruction, for K_RET the subroutine's first
 * instruction.  An array is its element kind with dimensions > 0; arrays of
 * references are K_OBJ with the element class.  The second slot of a long
 * or double is its kind + 1.
 */
typedef uint32_t ty;
enum {
    K_BOGUS, K_VOID, K_INT, K_FLOAT, K_DOUBLE, K_DOUBLE2, K_LONG, K_LONG2,
    K_OBJ, K_NEW, K_INIT, K_RET, K_BYTE, K_SHORT, K_CHAR, K_BOOL
};
#define TY(kind, dims, extra) ((ty)(kind) | (ty)(dims) << 5 | (ty)(extra) << 16)
#define KIND(t) ((t) & 0x1f)
#define DIMS(t) (((t) >> 5) & 0x7ff)
#define EXTRA(t) ((t) >> 16)
#define NO_EXTRA(t) ((t) & 0xffff)
#define NO_DIMS(t) ((t) & ~(ty)0xffe0)
#define NULL_TY TY(K_OBJ, 0, 0)
#define BOGUS TY(K_BOGUS, 0, 0)
#define MAX_DIMS 255
#define MAX_DEPTH 4096 /* superclass chains, against a looping class_info */

/* Flags of a frame: or_flags hold where some path has the property,
 * and_flags where every path has it. */
#define OR_REACHED 1u
#define OR_NEED_CTOR 2u /* `this` must be initialized before return */
#define OR_NO_RETURN 4u /* only athrow may leave (an <init> that failed in a try) */
#define AND_CONSTRUCTED 1u

#define OP_INVOKEINIT 0x100 /* invokespecial of <init>, told apart in the first pass */
#define UNKNOWN (-1)

typedef struct mask {
    int entry;      /* the subroutine's first instruction */
    uint32_t *mod;  /* bit per local: written inside the subroutine */
} mask;

typedef struct frame {
    int words;          /* stack height in slots, UNKNOWN before first reached */
    int nitems;         /* stack values (a long is one), bottom first */
    ty *stk;
    int nregs;          /* locals known, UNKNOWN before first reached */
    ty *regs;
    int nmasks;
    mask *masks;
    uint16_t andf, orf;
} frame;

typedef struct insn {
    uint32_t pc;
    int op;             /* canonical: short forms and wide folded in */
    int opnd;           /* local, constant-pool index, or target instruction */
    int opnd2;          /* jsr: the ret that returns to it; multianewarray: dimensions */
    ty type, type2;     /* new: uninitialized and class; invoke: the method's class;
                         * checkcast, anewarray, newarray, multianewarray: the result */
    int *succ;          /* switches and ret: count, then instructions */
    bool changed, prot;
    frame f;
} insn;

typedef struct handler {
    int start, end, target;
    ty caught;
} handler;

typedef struct infer_class {
    char *name;
    int state;          /* 0 unknown, 1 loaded */
    int super;          /* class number, 0 for none */
    bool iface;
} klass;

typedef struct ix {
    const cf_class *c;
    const cf_method *m;
    const verify_env *env;
    char *err;
    size_t errlen;
    jmp_buf jb;
    int result;
    verify_arena arena;

    klass *classes;     /* by number; 0 unused (null) */
    int nclasses, cap;
    ty object, string, throwable, cloneable, serializable, current, super;
    int *supers;        /* class numbers of the current class's superclasses, 0-terminated */

    const uint8_t *bc;
    uint32_t len;
    int *at;            /* per code byte: instruction number, or -1 */
    insn *in;
    int nin;
    handler *h;
    int nh;
    int max_stack, max_locals, mask_words;
    ty ret_type;
    ty sw[4];           /* values a pop hands over to the push that follows */
} ix;

/* ---- faults ---------------------------------------------------------- */

#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 2, 3)))
#endif
static void fault(ix *x, const char *fmt, ...);

static void fault(ix *x, const char *fmt, ...)
{
    int n = snprintf(x->err, x->errlen, "(class: %s, method: %s signature: %s) ", x->c->name, x->m->name,
                     x->m->descriptor);
    if (n >= 0 && (size_t)n < x->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(x->err + n, x->errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    x->result = VERIFY_ERROR;
    longjmp(x->jb, 1);
}

static void *alloc(ix *x, size_t n)
{
    void *p = verify_arena_alloc(&x->arena, n);
    if (!p) {
        snprintf(x->err, x->errlen, "out of memory verifying %s.%s%s", x->c->name, x->m->name, x->m->descriptor);
        x->result = VERIFY_ERROR;
        longjmp(x->jb, 1);
    }
    return p;
}

/* ---- classes --------------------------------------------------------- */

/* The number of a class name (n bytes at s), added if new.  The table lives
 * in malloc'd memory, not the arena: it serves every method of the class. */
static int class_number(ix *x, const char *s, size_t n)
{
    for (int i = 1; i < x->nclasses; i++)
        if (strncmp(x->classes[i].name, s, n) == 0 && x->classes[i].name[n] == 0) return i;
    if (x->nclasses >= 0xffff) fault(x, "Exceeded verifier's limit of 65535 referred classes");
    if (x->nclasses >= x->cap) {
        int cap = x->cap ? x->cap * 2 : 64;
        klass *k = realloc(x->classes, (size_t)cap * sizeof *k);
        if (!k) fault(x, "out of memory");
        x->classes = k;
        x->cap = cap;
    }
    char *name = malloc(n + 1);
    if (!name) fault(x, "out of memory");
    memcpy(name, s, n);
    name[n] = 0;
    x->classes[x->nclasses] = (klass){name, 0, 0, false};
    return x->nclasses++;
}

static ty class_ty(ix *x, const char *name) { return TY(K_OBJ, 0, class_number(x, name, strlen(name))); }

/* Loads the class of number k (once); a class that cannot be loaded ends
 * the verification with VERIFY_LOAD_ERROR, as HotSpot's pending
 * NoClassDefFoundError does. */
static klass *load(ix *x, int k)
{
    klass *kl = &x->classes[k];
    if (kl->state == 0) {
        const char *super = NULL, *missing = NULL;
        int iface = 0;
        int r = x->env->class_info(x->env->ctx, kl->name, &super, &iface, &missing);
        if (r < 0) {
            snprintf(x->err, x->errlen, "%s", missing ? missing : kl->name);
            x->result = VERIFY_LOAD_ERROR;
            longjmp(x->jb, 1);
        }
        int s = super ? class_number(x, super, strlen(super)) : 0;
        kl = &x->classes[k]; /* class_number may have moved the table */
        kl->state = 1;
        kl->super = s;
        kl->iface = iface != 0;
    }
    return kl;
}

/* ---- descriptors ----------------------------------------------------- */

/* The type of the field descriptor at *d, advanced past it, and its letter
 * for the operand patterns: I F D J (long) A, or 0 if malformed.  Outside
 * arrays, boolean, byte, char and short are int. */
static char field_type(ix *x, const char **d, ty *t)
{
    const char *p = *d;
    int dims = 0;
    while (*p == '[') {
        dims++;
        p++;
    }
    ty base;
    char letter;
    switch (*p) {
    case 'Z': base = TY(dims ? K_BOOL : K_INT, 0, 0); letter = 'I'; break;
    case 'B': base = TY(dims ? K_BYTE : K_INT, 0, 0); letter = 'I'; break;
    case 'C': base = TY(dims ? K_CHAR : K_INT, 0, 0); letter = 'I'; break;
    case 'S': base = TY(dims ? K_SHORT : K_INT, 0, 0); letter = 'I'; break;
    case 'I': base = TY(K_INT, 0, 0); letter = 'I'; break;
    case 'F': base = TY(K_FLOAT, 0, 0); letter = 'F'; break;
    case 'D': base = TY(K_DOUBLE, 0, 0); letter = 'D'; break;
    case 'J': base = TY(K_LONG, 0, 0); letter = 'J'; break;
    case 'L': {
        const char *e = strchr(p, ';');
        if (!e) {
            *d = p + strlen(p);
            *t = BOGUS;
            return 0;
        }
        base = TY(K_OBJ, 0, class_number(x, p + 1, (size_t)(e - p - 1)));
        letter = 'A';
        p = e;
        break;
    }
    default:
        *d = *p ? p + 1 : p;
        *t = BOGUS;
        return 0;
    }
    *d = p + 1;
    if (dims == 0) {
        *t = base;
        return letter;
    }
    if (dims > MAX_DIMS) fault(x, "Array with too many dimensions");
    *t = TY(KIND(base), dims, EXTRA(base));
    return 'A';
}

/* A CONSTANT_Class name as a type: an array by its descriptor. */
static ty named_type(ix *x, const char *name)
{
    if (name[0] != '[') return class_ty(x, name);
    ty t;
    field_type(x, &name, &t);
    return t;
}

static const cf_const *cp(const ix *x, int i) { return &x->c->cp[i]; }
static const char *ref_class(const ix *x, int i) { return cf_class_name_at(x->c, cp(x, i)->u.ref.class_index); }
static const char *ref_name(const ix *x, int i)
{
    return cf_utf8(x->c, cp(x, cp(x, i)->u.ref.nat_index)->u.nat.name);
}
static const char *ref_desc(const ix *x, int i)
{
    return cf_utf8(x->c, cp(x, cp(x, i)->u.ref.nat_index)->u.nat.descriptor);
}

/* ---- the lattice ----------------------------------------------------- */

/* The least common type of two (for_assign: whether `value` may be stored
 * where `target` is expected, which then is the answer exactly when it
 * returns target).  Interfaces count as Object. */
static ty merge(ix *x, ty value, ty target, bool for_assign)
{
    if (value == target) return value;
    if (DIMS(value) == 0 && KIND(value) != K_OBJ) return BOGUS;
    if (DIMS(target) == 0 && KIND(target) != K_OBJ) return BOGUS;
    if (value == NULL_TY) return target;
    if (target == NULL_TY) return value;
    if (target == x->object) return target;
    if (value == x->object) {
        if (for_assign && DIMS(target) == 0 && load(x, EXTRA(target))->iface) return target;
        return value;
    }
    if (DIMS(value) > 0 || DIMS(target) > 0) {
        if (target == x->cloneable || target == x->serializable) return target;
        if (value == x->cloneable || value == x->serializable) return value;
        int dv = DIMS(value), dt = DIMS(target);
        /* an array of primitives is an Object one dimension down */
        if (KIND(value) != K_OBJ) {
            if (dv == 0) return BOGUS;
            value = TY(K_OBJ, --dv, EXTRA(x->object));
        }
        if (KIND(target) != K_OBJ) {
            if (dt == 0) return BOGUS;
            target = TY(K_OBJ, --dt, EXTRA(x->object));
        }
        ty vb = NO_DIMS(value), tb = NO_DIMS(target);
        if (dv == dt) {
            ty b = merge(x, vb, tb, for_assign);
            return b == BOGUS ? BOGUS : TY(K_OBJ, dv, EXTRA(b));
        }
        if (dv < dt) return vb == x->cloneable || vb == x->serializable ? value : TY(K_OBJ, dv, EXTRA(x->object));
        return tb == x->cloneable || tb == x->serializable ? target : TY(K_OBJ, dt, EXTRA(x->object));
    }
    /* two classes, neither Object nor null */
    if (load(x, EXTRA(target))->iface) return for_assign ? target : x->object;
    if (load(x, EXTRA(value))->iface) return x->object;
    int t = EXTRA(target), guard = 0;
    if (for_assign) {
        for (int s = load(x, EXTRA(value))->super; s && guard < MAX_DEPTH; s = load(x, s)->super, guard++)
            if (s == t) return target;
        return x->object;
    }
    /* the deepest class both extend */
    for (int a = EXTRA(value); a && guard < MAX_DEPTH; a = load(x, a)->super, guard++)
        for (int b = t, g = 0; b && g < MAX_DEPTH; b = load(x, b)->super, g++)
            if (a == b) return TY(K_OBJ, 0, a);
    return x->object;
}

static bool assignable(ix *x, ty from, ty to) { return merge(x, from, to, true) == to; }

static ty element_of(ty arr)
{
    if (arr == NULL_TY) return NULL_TY;
    int k = KIND(arr), d = DIMS(arr) - 1;
    if (d == 0 && (k == K_SHORT || k == K_BYTE || k == K_BOOL || k == K_CHAR)) k = K_INT;
    return TY(k, d, EXTRA(arr));
}

/* ---- first pass: instructions and their operands --------------------- */


static bool is_superclass(const ix *x, int k)
{
    for (const int *s = x->supers; *s; s++)
        if (*s == k) return true;
    return false;
}


/* A member of a superclass that is protected and declared in another
 * package: its receiver must then be the current class or a subclass. */
static void mark_protected(ix *x, insn *in, int index, bool is_method)
{
    const char *cls = ref_class(x, index);
    if (cls[0] == '[' || !is_superclass(x, class_number(x, cls, strlen(cls))) || !x->env->find_member) return;
    const char *declaring = NULL;
    int acc = x->env->find_member(x->env->ctx, cls, ref_name(x, index), ref_desc(x, index), is_method, &declaring);
    if (acc >= 0 && (acc & CF_ACC_PROTECTED) && declaring && !verify_same_package(declaring, x->c->name)) in->prot = true;
}

static void first_pass(ix *x, insn *in, int n)
{
    const uint8_t *o = x->bc + in->pc;
    int op = o[0];
    in->op = op;
    in->opnd2 = UNKNOWN;
    switch (op) {
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT:
    case OP_IF_ICMPLE: case OP_IF_ACMPEQ: case OP_IF_ACMPNE: case OP_IFNULL: case OP_IFNONNULL:
    case OP_GOTO: case OP_JSR:
        in->opnd = x->at[in->pc + (int16_t)verify_u2(o + 1)];
        break;
    case OP_GOTO_W: case OP_JSR_W:
        in->opnd = x->at[in->pc + verify_s4(o + 1)];
        break;
    case OP_TABLESWITCH: case OP_LOOKUPSWITCH: {
        uint32_t a = (in->pc + 4) & ~3u;
        if (x->c->major_version < 51)
            for (uint32_t p = in->pc + 1; p < a; p++)
                if (x->bc[p]) fault(x, "Non zero padding bytes in switch");
        const uint8_t *t = x->bc + a;
        int keys = op == OP_TABLESWITCH ? verify_s4(t + 8) - verify_s4(t + 4) + 1 : verify_s4(t + 4);
        int *s = alloc(x, (size_t)(keys + 2) * sizeof *s);
        s[0] = keys + 1;
        s[keys + 1] = x->at[in->pc + verify_s4(t)];
        for (int k = 0; k < keys; k++)
            s[keys - k] = x->at[in->pc + verify_s4(op == OP_TABLESWITCH ? t + 12 + 4 * k : t + 12 + 8 * k)];
        in->succ = s;
        break;
    }
    case OP_LDC: in->opnd = o[1]; break;
    case OP_LDC_W: case OP_LDC2_W: in->opnd = (int)verify_u2(o + 1); break;
    case OP_GETFIELD: case OP_PUTFIELD: case OP_GETSTATIC: case OP_PUTSTATIC:
        in->opnd = (int)verify_u2(o + 1);
        if (op == OP_GETFIELD || op == OP_PUTFIELD) mark_protected(x, in, in->opnd, false);
        break;
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE: {
        int k = (int)verify_u2(o + 1);
        in->opnd = k;
        in->type2 = named_type(x, ref_class(x, k));
        if (strcmp(ref_name(x, k), "<init>") == 0) {
            in->op = OP_INVOKEINIT;
        } else if (op == OP_INVOKESPECIAL && in->type2 != x->current && in->type2 != x->super &&
                   !(KIND(in->type2) == K_OBJ && DIMS(in->type2) == 0 && is_superclass(x, EXTRA(in->type2)))) {
            fault(x, "Illegal use of nonvirtual function call");
        }
        if (op == OP_INVOKEVIRTUAL || op == OP_INVOKESPECIAL) mark_protected(x, in, k, true);
        break;
    }
    case OP_INVOKEDYNAMIC:
        fault(x, "invokedynamic bytecode is not supported in this class file version");
        break;
    case OP_NEW: case OP_CHECKCAST: case OP_INSTANCEOF: case OP_ANEWARRAY: case OP_MULTIANEWARRAY: {
        ty t = named_type(x, cf_class_name_at(x->c, (uint16_t)verify_u2(o + 1)));
        if (KIND(t) == K_BOGUS) fault(x, "Illegal type");
        if (op == OP_ANEWARRAY) {
            if (DIMS(t) >= MAX_DIMS) fault(x, "Array with too many dimensions");
            in->type = TY(KIND(t), DIMS(t) + 1, EXTRA(t));
        } else if (op == OP_NEW) {
            in->type = TY(K_NEW, 0, n);
            in->type2 = t;
        } else {
            in->type = t;
            if (op == OP_MULTIANEWARRAY) in->opnd2 = o[3];
        }
        break;
    }
    case OP_NEWARRAY: {
        static const uint8_t kinds[] = {K_BOOL, K_CHAR, K_FLOAT, K_DOUBLE, K_BYTE, K_SHORT, K_INT, K_LONG};
        in->type = TY(kinds[o[1] - 4], 1, 0);
        break;
    }
    case OP_WIDE:
        in->op = o[1];
        in->opnd = (int)verify_u2(o + 2);
        break;
    case OP_ILOAD: case OP_LLOAD: case OP_FLOAD: case OP_DLOAD: case OP_ALOAD:
    case OP_ISTORE: case OP_LSTORE: case OP_FSTORE: case OP_DSTORE: case OP_ASTORE:
    case OP_IINC: case OP_RET:
        in->opnd = o[1];
        break;
    default:
        if (op >= OP_ILOAD_0 && op <= OP_ALOAD_3) {
            in->op = OP_ILOAD + (op - OP_ILOAD_0) / 4;
            in->opnd = (op - OP_ILOAD_0) % 4;
        } else if (op >= OP_ISTORE_0 && op <= OP_ASTORE_3) {
            in->op = OP_ISTORE + (op - OP_ISTORE_0) / 4;
            in->opnd = (op - OP_ISTORE_0) % 4;
        }
        break;
    }
}

/* ---- operand patterns ------------------------------------------------ */

/* What an instruction pops and pushes, bottom first, one letter per value:
 * I F D J(long) A(reference or array) O(reference, no array) @(uninitialized)
 * R(return address); [x] an array of x (? any); digits are the values of a
 * stack shuffle (1 the top), '+' joining the two halves a long or double
 * may fill.  "?" is computed from the constant pool. */
static void pattern(int op, const char **pop, const char **push)
{
    static const char *const arith[][2] = {
        {"II", "I"}, {"JJ", "J"}, {"FF", "F"}, {"DD", "D"}, /* add sub mul div rem */
    };
    /* i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s */
    static const char *const conv_pop[] = {"I", "I", "I", "J", "J", "J", "F", "F", "F", "D", "D", "D", "I", "I", "I"};
    static const char *const conv_push[] = {"J", "F", "D", "I", "F", "D", "I", "J", "D", "I", "J", "F", "I", "I", "I"};
    static const char *const stack_ops[][2] = {
        {"1", ""}, {"2+1", ""}, {"1", "11"}, {"21", "121"}, {"3+21", "1321"}, {"2+1", "2121"},
        {"32+1", "21321"}, {"4+32+1", "214321"}, {"21", "12"},
    };
    static const char *const aloads[][2] = {{"[I]I", "I"}, {"[J]I", "J"}, {"[F]I", "F"}, {"[D]I", "D"},
                                            {"[A]I", "A"}, {"[B]I", "I"}, {"[C]I", "I"}, {"[S]I", "I"}};
    static const char *const astores[] = {"[I]II", "[J]IJ", "[F]IF", "[D]ID", "[A]IA", "[B]II", "[C]II", "[S]II"};
    static const char *const one[] = {"I", "J", "F", "D", "A"}; /* the order of iload..aload, ineg..dneg, ... */
    *pop = "";
    *push = "";
    if (op >= OP_IADD && op <= OP_DREM) {
        *pop = arith[(op - OP_IADD) % 4][0];
        *push = arith[(op - OP_IADD) % 4][1];
    } else if (op >= OP_INEG && op <= OP_DNEG) {
        *pop = *push = one[op - OP_INEG];
    } else if (op >= OP_ISHL && op <= OP_LUSHR) {
        *pop = (op - OP_ISHL) % 2 ? "JI" : "II";
        *push = (op - OP_ISHL) % 2 ? "J" : "I";
    } else if (op >= OP_IAND && op <= OP_LXOR) {
        *pop = (op - OP_IAND) % 2 ? "JJ" : "II";
        *push = (op - OP_IAND) % 2 ? "J" : "I";
    } else if (op >= OP_I2L && op <= OP_I2S) {
        *pop = conv_pop[op - OP_I2L];
        *push = conv_push[op - OP_I2L];
    } else if (op >= OP_IALOAD && op <= OP_SALOAD) {
        *pop = aloads[op - OP_IALOAD][0];
        *push = aloads[op - OP_IALOAD][1];
    } else if (op >= OP_IASTORE && op <= OP_SASTORE) {
        *pop = astores[op - OP_IASTORE];
    } else if (op >= OP_POP && op <= OP_SWAP) {
        *pop = stack_ops[op - OP_POP][0];
        *push = stack_ops[op - OP_POP][1];
    } else if (op >= OP_ILOAD && op <= OP_ALOAD) {
        *push = one[op - OP_ILOAD];
    } else if (op >= OP_ISTORE && op <= OP_ASTORE) {
        *pop = one[op - OP_ISTORE];
    } else if (op >= OP_IRETURN && op <= OP_ARETURN) {
        *pop = one[op - OP_IRETURN];
    } else {
        switch (op) {
        case OP_ACONST_NULL: *push = "A"; break;
        case OP_ICONST_M1: case OP_ICONST_0: case OP_ICONST_1: case OP_ICONST_2: case OP_ICONST_3:
        case OP_ICONST_4: case OP_ICONST_5: case OP_BIPUSH: case OP_SIPUSH: *push = "I"; break;
        case OP_LCONST_0: case OP_LCONST_1: *push = "J"; break;
        case OP_FCONST_0: case OP_FCONST_1: case OP_FCONST_2: *push = "F"; break;
        case OP_DCONST_0: case OP_DCONST_1: *push = "D"; break;
        case OP_LCMP: *pop = "JJ"; *push = "I"; break;
        case OP_FCMPL: case OP_FCMPG: *pop = "FF"; *push = "I"; break;
        case OP_DCMPL: case OP_DCMPG: *pop = "DD"; *push = "I"; break;
        case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
        case OP_TABLESWITCH: case OP_LOOKUPSWITCH: *pop = "I"; break;
        case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT:
        case OP_IF_ICMPLE: *pop = "II"; break;
        case OP_IF_ACMPEQ: case OP_IF_ACMPNE: *pop = "AA"; break;
        case OP_JSR: case OP_JSR_W: *push = "R"; break;
        case OP_NEW: case OP_MULTIANEWARRAY: *push = "A"; break;
        case OP_NEWARRAY: case OP_ANEWARRAY: *pop = "I"; *push = "A"; break;
        case OP_ARRAYLENGTH: *pop = "[?]"; *push = "I"; break;
        case OP_ATHROW: *pop = "O"; break;
        case OP_CHECKCAST: *pop = "A"; *push = "A"; break;
        case OP_INSTANCEOF: *pop = "A"; *push = "I"; break;
        case OP_MONITORENTER: case OP_MONITOREXIT: case OP_IFNULL: case OP_IFNONNULL: *pop = "A"; break;
        case OP_GETFIELD: *pop = "A"; break;
        default: break;
        }
    }
}

/* ---- one instruction ------------------------------------------------- */

/* The locals check before an instruction runs. */
static void check_locals(ix *x, const insn *in)
{
    int want;
    bool pair = false;
    switch (in->op) {
    case OP_ILOAD: case OP_IINC: want = K_INT; break;
    case OP_FLOAD: want = K_FLOAT; break;
    case OP_ALOAD: want = K_OBJ; break;
    case OP_RET: want = K_RET; break;
    case OP_LLOAD: want = K_LONG; pair = true; break;
    case OP_DLOAD: want = K_DOUBLE; pair = true; break;
    default: return;
    }
    int i = in->opnd, n = in->f.nregs;
    const ty *r = in->f.regs;
    if (!pair) {
        if (i >= n) fault(x, "Accessing value from uninitialized register %d", i);
        ty t = r[i];
        if (NO_EXTRA(t) == TY(want, 0, 0)) return;
        if (DIMS(t) > 0 && want == K_OBJ) return;
        if (KIND(t) == K_RET) fault(x, "Cannot load return address from register %d", i);
        if (t == TY(K_INIT, 0, 0) && want == K_OBJ) return;
        if (NO_EXTRA(t) == TY(K_NEW, 0, 0) && want == K_OBJ) return;
        fault(x, "Register %d contains wrong type", i);
    }
    if (i + 1 >= n) fault(x, "Accessing value from uninitialized register pair %d/%d", i, i + 1);
    if (r[i] != TY(want, 0, 0) || r[i + 1] != TY(want + 1, 0, 0))
        fault(x, "Register pair %d/%d contains wrong type", i, i + 1);
}

static void check_flags(ix *x, const insn *in)
{
    switch (in->op) {
    case OP_RETURN:
        if ((in->f.orf & OR_NEED_CTOR) && !(in->f.andf & AND_CONSTRUCTED))
            fault(x, "Constructor must call super() or this()");
        /* fall through */
    case OP_IRETURN: case OP_LRETURN: case OP_FRETURN: case OP_DRETURN: case OP_ARETURN:
        if (in->f.orf & OR_NO_RETURN) fault(x, "Cannot return normally");
        break;
    default: break;
    }
}

/* Does the current class declare the field a putfield names? */
static bool own_field(const ix *x, int index)
{
    const char *name = ref_name(x, index), *desc = ref_desc(x, index);
    for (uint16_t i = 0; i < x->c->field_count; i++)
        if (strcmp(x->c->fields[i].name, name) == 0 && strcmp(x->c->fields[i].descriptor, desc) == 0) return true;
    return false;
}

/* A pattern letter for each value of a method descriptor's parameters,
 * with the receiver's first. */
static const char *invoke_pattern(ix *x, const insn *in, char *buf, size_t cap)
{
    const char *sig = ref_desc(x, in->opnd);
    size_t n = 0;
    if (in->op != OP_INVOKESTATIC) buf[n++] = in->op == OP_INVOKEINIT ? '@' : 'A';
    ty t;
    for (const char *p = sig + 1; *p && *p != ')';) {
        buf[n++] = field_type(x, &p, &t);
        if (n >= cap - 1) fault(x, "Signature %s has too many arguments", sig);
    }
    buf[n] = 0;
    return buf;
}

/* Pops what the instruction takes, checking each value from the top down,
 * then the checks that need the values together (on the popped values,
 * deepest first); returns the new stack height in values, *words in slots,
 * and a putfield/putstatic's field type in *put_type. */
static int pop_operands(ix *x, insn *in, ty *stk, int nitems, int *words, ty *put_type)
{
    const char *pat = NULL, *unused;
    char buf[260];
    int op = in->op;
    switch (op) {
    case OP_PUTSTATIC: case OP_PUTFIELD: {
        const char *sig = ref_desc(x, in->opnd);
        size_t n = 0;
        if (op == OP_PUTFIELD) buf[n++] = 'A';
        buf[n++] = field_type(x, &sig, put_type);
        buf[n] = 0;
        pat = buf;
        break;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKEINIT: case OP_INVOKESTATIC:
    case OP_INVOKEINTERFACE:
        pat = invoke_pattern(x, in, buf, sizeof buf);
        break;
    case OP_MULTIANEWARRAY:
        memset(buf, 'I', (size_t)in->opnd2);
        buf[in->opnd2] = 0;
        pat = buf;
        break;
    default:
        pattern(op, &pat, &unused);
        break;
    }

    ty vals[260];
    int top = nitems; /* values stk[top..nitems) are popped */
    size_t plen = strlen(pat);
    ty *got = vals + sizeof vals / sizeof vals[0]; /* filled backwards: deepest ends first */
    for (const char *p = pat + plen; p > pat;) {
        int c = *--p;
        ty t = top > 0 ? stk[top - 1] : 0;
        int size = (c == 'D' || c == 'J') ? 2 : 1;
        *--got = t;
        if (top == 0) fault(x, "Unable to pop operand off an empty stack");
        switch (c) {
        case 'I': if (t != TY(K_INT, 0, 0)) fault(x, "Expecting to find integer on stack"); break;
        case 'F': if (t != TY(K_FLOAT, 0, 0)) fault(x, "Expecting to find float on stack"); break;
        case 'D': if (t != TY(K_DOUBLE, 0, 0)) fault(x, "Expecting to find double on stack"); break;
        case 'J': if (t != TY(K_LONG, 0, 0)) fault(x, "Expecting to find long on stack"); break;
        case 'A':
            if (KIND(t) != K_OBJ && DIMS(t) == 0) {
                if (NO_EXTRA(t) == TY(K_RET, 0, 0) && op == OP_ASTORE) break;
                if ((KIND(t) == K_NEW || KIND(t) == K_INIT) &&
                    (op == OP_ASTORE || op == OP_ALOAD || op == OP_IFNULL || op == OP_IFNONNULL))
                    break;
                /* a constructor may set its own class's fields before super() */
                if (KIND(t) == K_INIT && op == OP_PUTFIELD && own_field(x, in->opnd)) {
                    const char *cls = ref_class(x, in->opnd);
                    if (named_type(x, cls) == x->current) {
                        *got = x->current;
                        break;
                    }
                }
                fault(x, "Expecting to find object/array on stack");
            }
            break;
        case '@':
            if (KIND(t) != K_NEW && KIND(t) != K_INIT) fault(x, "Expecting to find unitialized object on stack");
            break;
        case 'O':
            if (NO_EXTRA(t) != TY(K_OBJ, 0, 0)) fault(x, "Expecting to find object on stack");
            break;
        case ']':
            if (t != NULL_TY) {
                switch (p[-1]) {
                case 'I': if (t != TY(K_INT, 1, 0)) fault(x, "Expecting to find array of ints on stack"); break;
                case 'J': if (t != TY(K_LONG, 1, 0)) fault(x, "Expecting to find array of longs on stack"); break;
                case 'F': if (t != TY(K_FLOAT, 1, 0)) fault(x, "Expecting to find array of floats on stack"); break;
                case 'D': if (t != TY(K_DOUBLE, 1, 0)) fault(x, "Expecting to find array of doubles on stack"); break;
                case 'A':
                    if (DIMS(t) == 0 || (DIMS(t) == 1 && KIND(t) != K_OBJ))
                        fault(x, "Expecting to find array of objects or arrays on stack");
                    break;
                case 'B':
                    if (t != TY(K_BYTE, 1, 0) && t != TY(K_BOOL, 1, 0))
                        fault(x, "Expecting to find array of bytes or Booleans on stack");
                    break;
                case 'C': if (t != TY(K_CHAR, 1, 0)) fault(x, "Expecting to find array of chars on stack"); break;
                case 'S': if (t != TY(K_SHORT, 1, 0)) fault(x, "Expecting to find array of shorts on stack"); break;
                default: if (DIMS(t) == 0) fault(x, "Expecting to find array on stack"); break;
                }
            }
            p -= 2;
            break;
        case '1': case '2': case '3': case '4':
            if (t == TY(K_DOUBLE, 0, 0) || t == TY(K_LONG, 0, 0)) {
                if (p > pat && p[-1] == '+') {
                    x->sw[c - '1'] = t + 1;
                    x->sw[p[-2] - '1'] = t;
                    size = 2;
                    p -= 2;
                } else {
                    fault(x, "Attempt to split long or double on the stack");
                }
            } else {
                x->sw[c - '1'] = t;
                if (p > pat && p[-1] == '+') p--;
            }
            break;
        default:
            fault(x, "Internal error #2");
        }
        *words -= size;
        top--;
    }
    const ty *v = got; /* the popped values, deepest first */

    switch (op) {
    case OP_AASTORE: {
        ty elem = element_of(v[0]);
        if (KIND(v[2]) != K_OBJ && DIMS(v[2]) == 0) fault(x, "Expecting reference type on operand stack in aastore");
        if (KIND(elem) != K_OBJ && DIMS(elem) == 0)
            fault(x, "Component type of the array must be reference type in aastore");
        break;
    }
    case OP_PUTFIELD: case OP_GETFIELD: case OP_PUTSTATIC:
        if (op != OP_PUTSTATIC) {
            if (!assignable(x, v[0], named_type(x, ref_class(x, in->opnd))))
                fault(x, "Incompatible type for getting or setting field");
            if (in->prot && !assignable(x, v[0], x->current)) fault(x, "Bad access to protected data");
        }
        if (op != OP_GETFIELD && !assignable(x, v[op == OP_PUTFIELD ? 1 : 0], *put_type))
            fault(x, "Bad type in putfield/putstatic");
        break;
    case OP_ATHROW:
        if (!assignable(x, v[0], x->throwable)) fault(x, "Can only throw Throwable objects");
        break;
    case OP_AALOAD:
        x->sw[0] = element_of(v[0]);
        break;
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKEINIT: case OP_INVOKEINTERFACE:
    case OP_INVOKESTATIC: {
        int item = 1;
        if (op == OP_INVOKESTATIC) {
            item = 0;
        } else if (op == OP_INVOKEINIT) {
            x->sw[0] = v[0];
            if (KIND(v[0]) == K_NEW) {
                ty made = x->in[EXTRA(v[0])].type2;
                x->sw[1] = made;
                if (made != in->type2) fault(x, "Call to wrong initialization method");
                if (in->prot && !assignable(x, v[0], x->current)) fault(x, "Bad access to protected data");
            } else {
                if (in->type2 != x->super && in->type2 != x->current) fault(x, "Call to wrong initialization method");
                x->sw[1] = x->current;
            }
        } else {
            if (!assignable(x, v[0], in->type2)) fault(x, "Incompatible object argument for function call");
            if (op == OP_INVOKESPECIAL && !assignable(x, v[0], x->current))
                fault(x, "Incompatible object argument for invokespecial");
            if (in->prot && !assignable(x, v[0], x->current)) {
                /* arrays answer clone() as if it were public */
                bool array_clone = in->type2 == x->object && DIMS(v[0]) > 0 &&
                                   strcmp(ref_name(x, in->opnd), "clone") == 0;
                if (!array_clone) fault(x, "Bad access to protected data");
            }
        }
        const char *sig = ref_desc(x, in->opnd);
        ty t;
        for (const char *p = sig + 1; *p && *p != ')'; item++)
            if (field_type(x, &p, &t) == 'A' && !assignable(x, v[item], t))
                fault(x, "Incompatible argument to function");
        break;
    }
    case OP_RETURN:
        if (x->ret_type != TY(K_VOID, 0, 0)) fault(x, "Wrong return type in function");
        break;
    case OP_IRETURN: case OP_LRETURN: case OP_FRETURN: case OP_DRETURN: case OP_ARETURN:
        if (!assignable(x, v[0], x->ret_type)) fault(x, "Wrong return type in function");
        break;
    case OP_NEW:
        for (int i = 0; i < top; i++)
            if (stk[i] == in->type) fault(x, "Uninitialized object on stack at creating point");
        x->sw[0] = in->type;
        x->sw[1] = BOGUS;
        break;
    default: break;
    }
    return top;
}

static void set_bit(uint32_t *m, int i) { m[i / 32] |= 1u << (i % 32); }
static bool bit(const uint32_t *m, int i) { return (m[i / 32] >> (i % 32)) & 1u; }

static mask *copy_masks(ix *x, const mask *m, int n, int extra)
{
    mask *r = alloc(x, (size_t)(n + extra) * sizeof *r);
    uint32_t *bits = alloc(x, (size_t)(n + extra) * (size_t)x->mask_words * sizeof *bits);
    for (int i = 0; i < n + extra; i++) {
        r[i].mod = bits + (size_t)i * (size_t)x->mask_words;
        if (i < n) {
            r[i].entry = m[i].entry;
            memcpy(r[i].mod, m[i].mod, (size_t)x->mask_words * sizeof *bits);
        }
    }
    return r;
}

/* The locals after the instruction (stk is the stack before its pops). */
static void update_locals(ix *x, const insn *in, const ty *stk, int nitems, frame *out)
{
    const frame *f = &in->f;
    out->nregs = f->nregs;
    out->regs = f->regs;
    out->nmasks = f->nmasks;
    out->masks = f->masks;
    int i = in->opnd;
    int access = 0; /* slots the instruction reads or writes */
    switch (in->op) {
    case OP_ISTORE: case OP_FSTORE: case OP_ASTORE: case OP_LSTORE: case OP_DSTORE: {
        bool two = in->op == OP_LSTORE || in->op == OP_DSTORE;
        access = two ? 2 : 1;
        ty t = stk[nitems - 1];
        int hi = i + (two ? 1 : 0);
        if (hi < f->nregs && f->regs[i] == t && (!two || f->regs[i + 1] == t + 1)) break;
        int n = hi + 1 > f->nregs ? hi + 1 : f->nregs;
        ty *r = alloc(x, (size_t)n * sizeof *r);
        for (int k = 0; k < n; k++) r[k] = k < f->nregs ? f->regs[k] : BOGUS;
        r[i] = t;
        if (two) r[i + 1] = t + 1;
        out->nregs = n;
        out->regs = r;
        break;
    }
    case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: case OP_IINC: case OP_RET:
        access = 1;
        break;
    case OP_LLOAD: case OP_DLOAD:
        access = 2;
        break;
    case OP_JSR: case OP_JSR_W:
        for (int k = 0; k < f->nmasks; k++)
            if (f->masks[k].entry == in->opnd) fault(x, "Recursive call to jsr entry");
        out->masks = copy_masks(x, f->masks, f->nmasks, 1);
        out->masks[f->nmasks].entry = in->opnd;
        out->nmasks = f->nmasks + 1;
        break;
    case OP_INVOKEINIT: case OP_NEW: {
        /* initialized (or, at a new, made stale): every copy of the value */
        ty from = x->sw[0], to = x->sw[1];
        int k = 0;
        while (k < f->nregs && f->regs[k] != from) k++;
        if (k == f->nregs) break;
        ty *r = alloc(x, (size_t)f->nregs * sizeof *r);
        memcpy(r, f->regs, (size_t)f->nregs * sizeof *r);
        bool copied = false;
        for (; k < f->nregs; k++) {
            if (r[k] != from) continue;
            r[k] = to;
            for (int j = 0; j < out->nmasks; j++)
                if (!bit(out->masks[j].mod, k)) {
                    if (!copied) {
                        out->masks = copy_masks(x, out->masks, out->nmasks, 0);
                        copied = true;
                    }
                    set_bit(out->masks[j].mod, k);
                }
        }
        out->regs = r;
        break;
    }
    default: break;
    }
    if (access && out->nmasks > 0) {
        for (int k = 0; k < out->nmasks; k++) {
            const uint32_t *m = out->masks[k].mod;
            if (!bit(m, i) || (access == 2 && !bit(m, i + 1))) {
                out->masks = copy_masks(x, out->masks, out->nmasks, 0);
                for (int j = k; j < out->nmasks; j++) {
                    set_bit(out->masks[j].mod, i);
                    if (access == 2) set_bit(out->masks[j].mod, i + 1);
                }
                break;
            }
        }
    }
}

/* Pushes the instruction's results on stk (values [0, top) after the
 * pops); returns the new number of values, *words the new height. */
static int push_results(ix *x, const insn *in, ty *stk, int top, int *words)
{
    const char *push, *unused;
    char buf[4] = {0};
    ty full = 0;
    int op = in->op;
    pattern(op, &unused, &push);
    switch (op) {
    case OP_LDC: case OP_LDC_W: case OP_LDC2_W:
        switch (cp(x, in->opnd)->tag) {
        case CF_INTEGER: push = "I"; break;
        case CF_FLOAT: push = "F"; break;
        case CF_DOUBLE: push = "D"; break;
        case CF_LONG: push = "J"; break;
        case CF_STRING: push = "A"; full = x->string; break;
        case CF_CLASS:
            if (x->c->major_version < 49) fault(x, "Internal error #3");
            push = "A";
            full = class_ty(x, "java/lang/Class");
            break;
        case CF_METHOD_TYPE: case CF_METHOD_HANDLE:
            if (x->c->major_version < 51) fault(x, "Internal error #3");
            push = "A";
            full = class_ty(x, cp(x, in->opnd)->tag == CF_METHOD_TYPE ? "java/lang/invoke/MethodType"
                                                                     : "java/lang/invoke/MethodHandle");
            break;
        default: fault(x, "Internal error #3");
        }
        break;
    case OP_GETSTATIC: case OP_GETFIELD: {
        const char *sig = ref_desc(x, in->opnd);
        buf[0] = field_type(x, &sig, &full);
        push = buf;
        break;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKEINIT: case OP_INVOKESTATIC:
    case OP_INVOKEINTERFACE: {
        const char *sig = strchr(ref_desc(x, in->opnd), ')');
        if (!sig) fault(x, "Illegal signature %s", ref_desc(x, in->opnd));
        sig++;
        if (*sig == 'V') {
            push = "";
        } else {
            buf[0] = field_type(x, &sig, &full);
            push = buf;
        }
        break;
    }
    case OP_ACONST_NULL: full = NULL_TY; break;
    case OP_NEW: case OP_CHECKCAST: case OP_NEWARRAY: case OP_ANEWARRAY: case OP_MULTIANEWARRAY:
        full = in->type;
        break;
    case OP_AALOAD: full = x->sw[0]; break;
    case OP_ALOAD: full = in->f.regs[in->opnd]; break;
    default: break;
    }
    for (const char *p = push; *p; p++) {
        ty t;
        switch (*p) {
        case 'I': t = TY(K_INT, 0, 0); break;
        case 'F': t = TY(K_FLOAT, 0, 0); break;
        case 'D': t = TY(K_DOUBLE, 0, 0); (*words)++; break;
        case 'J': t = TY(K_LONG, 0, 0); (*words)++; break;
        case 'R': t = TY(K_RET, 0, in->opnd); break;
        case 'A': t = full; break;
        case '1': case '2': case '3': case '4':
            t = x->sw[*p - '1'];
            if (t == TY(K_LONG, 0, 0) || t == TY(K_DOUBLE, 0, 0)) {
                (*words)++;
                p++;
            }
            break;
        default: fault(x, "Internal error #4");
        }
        stk[top++] = t;
        (*words)++;
    }
    if (op == OP_INVOKEINIT)
        for (int k = 0; k < top; k++)
            if (stk[k] == x->sw[0]) stk[k] = x->sw[1];
    return top;
}

/* ---- merging into successors ----------------------------------------- */

static ty *copy_types(ix *x, const ty *t, int n)
{
    ty *r = alloc(x, (size_t)(n ? n : 1) * sizeof *r);
    if (n) memcpy(r, t, (size_t)n * sizeof *r);
    return r;
}

static void merge_stack(ix *x, insn *to, const ty *stk, int n, int words)
{
    frame *f = &to->f;
    if (f->words == UNKNOWN) {
        f->words = words;
        f->nitems = n;
        f->stk = copy_types(x, stk, n);
        to->changed = true;
        return;
    }
    if (words != f->words) fault(x, "Inconsistent stack height %d != %d", words, f->words);
    bool change = false;
    for (int k = 1; k <= f->nitems; k++)
        if (k > n || !assignable(x, stk[n - k], f->stk[f->nitems - k])) {
            change = true;
            break;
        }
    if (!change) return;
    ty *m = copy_types(x, f->stk, f->nitems);
    int k = 1;
    for (; k <= f->nitems && k <= n; k++) {
        m[f->nitems - k] = merge(x, m[f->nitems - k], stk[n - k], false);
        if (KIND(m[f->nitems - k]) == K_BOGUS) fault(x, "Mismatched stack types");
    }
    if (f->nitems != n) fault(x, "Mismatched stack types");
    f->stk = m;
    to->changed = true;
}

static void merge_locals(ix *x, insn *to, const frame *nf)
{
    frame *f = &to->f;
    if (f->nregs == UNKNOWN) {
        f->nregs = nf->nregs;
        f->regs = nf->regs;
        f->nmasks = nf->nmasks;
        f->masks = nf->masks;
        to->changed = true;
        return;
    }
    if (f->nregs > nf->nregs) {
        f->nregs = nf->nregs;
        to->changed = true;
    }
    int i = 0;
    while (i < f->nregs && assignable(x, nf->regs[i], f->regs[i])) i++;
    if (i < f->nregs) {
        int n = f->nregs;
        ty *r = copy_types(x, f->regs, n);
        for (int j = i; j < n; j++) r[j] = merge(x, nf->regs[j], f->regs[j], false);
        while (n > 0 && KIND(r[n - 1]) == K_BOGUS) n--;
        f->nregs = n;
        f->regs = r;
        to->changed = true;
    }
    if (f->nmasks == 0) return;
    /* keep the subroutines both paths are in, in order, with the writes of either */
    int matches = 0, last = -1;
    bool wider = false;
    for (int a = 0; a < f->nmasks; a++)
        for (int b = last + 1; b < nf->nmasks; b++)
            if (nf->masks[b].entry == f->masks[a].entry) {
                for (int w = 0; w < x->mask_words && !wider; w++)
                    if (~f->masks[a].mod[w] & nf->masks[b].mod[w]) wider = true;
                matches++;
                last = b;
                break;
            }
    if (matches == f->nmasks && !wider) return;
    mask *m = copy_masks(x, NULL, 0, matches);
    int out = 0;
    last = -1;
    for (int a = 0; a < f->nmasks; a++)
        for (int b = last + 1; b < nf->nmasks; b++)
            if (nf->masks[b].entry == f->masks[a].entry) {
                m[out].entry = f->masks[a].entry;
                for (int w = 0; w < x->mask_words; w++) m[out].mod[w] = f->masks[a].mod[w] | nf->masks[b].mod[w];
                out++;
                last = b;
                break;
            }
    f->masks = m;
    f->nmasks = matches;
    to->changed = true;
}

static void merge_flags(insn *to, uint16_t andf, uint16_t orf)
{
    uint16_t a = to->f.andf & andf, o = to->f.orf | orf;
    if (a != to->f.andf || o != to->f.orf) {
        to->f.andf = a;
        to->f.orf = o;
        to->changed = true;
    }
}

/* Merges a frame that leaves instruction `from` into instruction `to`. */
static void merge_into(ix *x, int from, int to, const frame *nf, const ty *stk, int n, int words, uint16_t andf,
                       uint16_t orf, bool exceptional)
{
    const insn *src = &x->in[from];
    insn *dst = &x->in[to];
    frame regs = *nf;
    /* uninitialized objects do not enter or leave subroutines */
    if (src->op == OP_RET || src->op == OP_JSR || src->op == OP_JSR_W) {
        bool any = false;
        for (int k = 0; k < n && !any; k++) any = KIND(stk[k]) == K_NEW;
        if (any) {
            ty *s = copy_types(x, stk, n);
            for (int k = 0; k < n; k++)
                if (KIND(s[k]) == K_NEW) s[k] = BOGUS;
            stk = s;
        }
        any = false;
        for (int k = 0; k < regs.nregs && !any; k++) any = KIND(regs.regs[k]) == K_NEW;
        if (any) {
            ty *r = copy_types(x, regs.regs, regs.nregs);
            for (int k = 0; k < regs.nregs; k++)
                if (KIND(r[k]) == K_NEW) r[k] = BOGUS;
            regs.regs = r;
        }
    }
    if (src->op == OP_RET && !exceptional) {
        /* back after the jsr: the subroutine's locals where it wrote them,
         * the caller's elsewhere */
        int entry = EXTRA(regs.regs[src->opnd]);
        insn *jsr = &x->in[to - 1];
        if (jsr->opnd2 != from) {
            if (jsr->opnd2 != UNKNOWN) fault(x, "Multiple returns to single jsr");
            jsr->opnd2 = from;
        }
        if (jsr->f.nregs == UNKNOWN) return; /* the jsr will wake this ret when it runs */
        int k = regs.nmasks - 1;
        while (k >= 0 && regs.masks[k].entry != entry) k--;
        if (k < 0) fault(x, "Illegal return from subroutine");
        const uint32_t *written = regs.masks[k].mod;
        int nr = regs.nregs > jsr->f.nregs ? regs.nregs : jsr->f.nregs;
        ty *r = alloc(x, (size_t)(nr ? nr : 1) * sizeof *r);
        for (int i = 0; i < nr; i++)
            r[i] = bit(written, i) ? (i < regs.nregs ? regs.regs[i] : BOGUS)
                                   : (i < jsr->f.nregs ? jsr->f.regs[i] : BOGUS);
        frame back = {0};
        back.nregs = nr;
        back.regs = r;
        back.nmasks = k;
        back.masks = regs.masks;
        merge_stack(x, dst, stk, n, words);
        merge_locals(x, dst, &back);
        merge_flags(dst, andf, orf);
        return;
    }
    merge_stack(x, dst, stk, n, words);
    merge_locals(x, dst, &regs);
    merge_flags(dst, andf, orf);
}

static void merge_successors(ix *x, int i, const frame *nf, const ty *stk, int n, int words)
{
    insn *in = &x->in[i];
    int one[2];
    const int *succ = one;
    int count;
    switch (in->op) {
    case OP_IFEQ: case OP_IFNE: case OP_IFLT: case OP_IFGE: case OP_IFGT: case OP_IFLE:
    case OP_IF_ICMPEQ: case OP_IF_ICMPNE: case OP_IF_ICMPLT: case OP_IF_ICMPGE: case OP_IF_ICMPGT:
    case OP_IF_ICMPLE: case OP_IF_ACMPEQ: case OP_IF_ACMPNE: case OP_IFNULL: case OP_IFNONNULL:
        count = 2;
        one[0] = i + 1;
        one[1] = in->opnd;
        break;
    case OP_JSR: case OP_JSR_W:
        if (in->opnd2 != UNKNOWN) x->in[in->opnd2].changed = true;
        /* fall through */
    case OP_GOTO: case OP_GOTO_W:
        count = 1;
        one[0] = in->opnd;
        break;
    case OP_IRETURN: case OP_LRETURN: case OP_FRETURN: case OP_DRETURN: case OP_ARETURN: case OP_RETURN:
    case OP_ATHROW:
        count = 0;
        break;
    case OP_RET:
        if (!in->succ) {
            /* after every jsr to the subroutine this ret leaves */
            int entry = EXTRA(in->f.regs[in->opnd]), c = 0;
            for (int k = x->nin - 1; k >= 0; k--)
                if ((x->in[k].op == OP_JSR || x->in[k].op == OP_JSR_W) && x->in[k].opnd == entry) c++;
            int *s = alloc(x, (size_t)(c + 1) * sizeof *s);
            s[0] = c;
            c = 1;
            for (int k = x->nin - 1; k >= 0; k--)
                if ((x->in[k].op == OP_JSR || x->in[k].op == OP_JSR_W) && x->in[k].opnd == entry) s[c++] = k + 1;
            in->succ = s;
        }
        succ = in->succ + 1;
        count = in->succ[0];
        break;
    case OP_TABLESWITCH: case OP_LOOKUPSWITCH:
        succ = in->succ + 1;
        count = in->succ[0];
        break;
    default:
        count = 1;
        one[0] = i + 1;
        break;
    }
    for (int k = 0; k < x->nh; k++) {
        const handler *h = &x->h[k];
        if (h->start > i || h->end <= i) continue;
        ty caught = h->caught;
        if (in->op != OP_INVOKEINIT) {
            merge_into(x, i, h->target, &in->f, &caught, 1, 1, nf->andf & in->f.andf, nf->orf | in->f.orf, true);
        } else {
            /* the exception may come before or after `this` is initialized */
            uint16_t orf = nf->orf;
            if (x->sw[0] == TY(K_INIT, 0, 0)) orf |= OR_NO_RETURN;
            merge_into(x, i, h->target, &in->f, &caught, 1, 1, in->f.andf, in->f.orf, true);
            merge_into(x, i, h->target, nf, &caught, 1, 1, nf->andf, orf, true);
        }
    }
    for (int k = 0; k < count; k++) {
        if (succ[k] >= x->nin) fault(x, "Falling off the end of the code");
        merge_into(x, i, succ[k], nf, stk, n, words, nf->andf, nf->orf, false);
    }
}

/* ---- a method -------------------------------------------------------- */

static void initial_frame(ix *x)
{
    const cf_method *m = x->m;
    int n = 0, cap = m->arg_slots + 1;
    ty *r = alloc(x, (size_t)cap * sizeof *r);
    frame *f = &x->in[0].f;
    f->andf = 0;
    f->orf = OR_REACHED;
    if (!(m->access & CF_ACC_STATIC)) {
        if (strcmp(m->name, "<init>") == 0 && x->current != x->object) {
            r[n++] = TY(K_INIT, 0, 0);
            f->orf |= OR_NEED_CTOR;
        } else {
            r[n++] = x->current;
        }
    }
    const char *p = m->descriptor + 1;
    while (*p && *p != ')' && n < cap) {
        ty t;
        char c = field_type(x, &p, &t);
        r[n++] = t;
        if ((c == 'D' || c == 'J') && n < cap) r[n++] = t + 1;
    }
    if (*p == ')') p++;
    if (*p == 'V') {
        x->ret_type = TY(K_VOID, 0, 0);
    } else {
        field_type(x, &p, &x->ret_type);
    }
    f->words = 0;
    f->nitems = 0;
    f->stk = NULL;
    f->nregs = n;
    f->regs = r;
    x->in[0].changed = true;
}

static void check_method(ix *x)
{
    const cf_code *code = x->m->code;
    x->bc = code->code;
    x->len = code->code_length;
    x->max_stack = code->max_stack;
    x->max_locals = code->max_locals;
    x->mask_words = (x->max_locals + 31) / 32;
    if (x->mask_words == 0) x->mask_words = 1;

    x->at = alloc(x, (x->len + 1) * sizeof *x->at);
    int n = 0;
    for (uint32_t pc = 0; pc < x->len;) {
        uint32_t next = pc + verify_insn_length(x->bc, pc);
        x->at[pc] = n++;
        while (++pc < next) x->at[pc] = -1;
    }
    x->at[x->len] = n;
    x->nin = n;
    x->in = alloc(x, (size_t)n * sizeof *x->in);
    uint32_t pc = 0;
    for (int i = 0; i < n; i++) {
        insn *in = &x->in[i];
        in->pc = pc;
        in->f.words = UNKNOWN;
        in->f.nregs = UNKNOWN;
        in->f.andf = 0xffff;
        first_pass(x, in, i);
        pc += verify_insn_length(x->bc, pc);
    }

    /* handlers, last entry first as HotSpot keeps them */
    x->nh = code->handler_count;
    x->h = alloc(x, (size_t)(x->nh ? x->nh : 1) * sizeof *x->h);
    if (x->max_stack < 1 && x->nh > 0) fault(x, "Stack size too large");
    for (int k = 0; k < x->nh; k++) {
        const cf_handler *e = &code->handlers[x->nh - 1 - k];
        handler *h = &x->h[k];
        h->start = x->at[e->start_pc];
        h->end = e->end_pc == x->len ? n : x->at[e->end_pc];
        h->target = x->at[e->handler_pc];
        if (e->catch_type) {
            h->caught = class_ty(x, cf_class_name_at(x->c, e->catch_type));
            if (!assignable(x, h->caught, x->throwable)) fault(x, "catch_type not a subclass of Throwable");
        } else {
            h->caught = x->throwable;
        }
    }

    initial_frame(x);

    ty *stk = alloc(x, (size_t)(x->max_stack + 8) * sizeof *stk);
    for (bool work = true; work;) {
        work = false;
        for (int i = 0; i < n; i++) {
            insn *in = &x->in[i];
            if (!in->changed) continue;
            in->changed = false;
            work = true;
            check_locals(x, in);
            check_flags(x, in);
            int nitems = in->f.nitems, words = in->f.words;
            if (nitems > 0) memcpy(stk, in->f.stk, (size_t)nitems * sizeof *stk);
            ty put_type = BOGUS;
            int top = pop_operands(x, in, stk, nitems, &words, &put_type);
            frame nf = {0};
            update_locals(x, in, stk, nitems, &nf);
            nf.andf = in->f.andf;
            nf.orf = in->f.orf;
            if (in->op == OP_INVOKEINIT && x->sw[0] == TY(K_INIT, 0, 0)) nf.andf |= AND_CONSTRUCTED;
            top = push_results(x, in, stk, top, &words);
            if (words > x->max_stack) fault(x, "Stack size too large");
            merge_successors(x, i, &nf, stk, top, words);
        }
    }
}

int verify_infer_method(const cf_class *c, const cf_method *m, const verify_env *env, verify_classes *cls, char *err,
                        size_t errlen)
{
    if (!m->code || (m->access & (CF_ACC_NATIVE | CF_ACC_ABSTRACT))) return VERIFY_OK;
    ix *x = calloc(1, sizeof *x);
    if (!x) {
        snprintf(err, errlen, "out of memory");
        return VERIFY_ERROR;
    }
    x->c = c;
    x->m = m;
    x->env = env;
    x->err = err;
    x->errlen = errlen;
    x->result = VERIFY_OK;
    x->classes = cls->classes;
    x->nclasses = cls->n;
    x->cap = cls->cap;
    if (!setjmp(x->jb)) {
        if (x->nclasses == 0) x->nclasses = 1; /* number 0 is null */
        x->object = class_ty(x, "java/lang/Object");
        x->string = class_ty(x, "java/lang/String");
        x->throwable = class_ty(x, "java/lang/Throwable");
        x->cloneable = class_ty(x, "java/lang/Cloneable");
        x->serializable = class_ty(x, "java/io/Serializable");
        x->current = class_ty(x, c->name);
        x->super = c->super_name ? class_ty(x, c->super_name) : 0;
        x->supers = alloc(x, (MAX_DEPTH + 1) * sizeof *x->supers);
        int ns = 0;
        for (const char *s = c->super_name; s && ns < MAX_DEPTH;
             s = env->superclass_of ? env->superclass_of(env->ctx, s) : NULL)
            x->supers[ns++] = class_number(x, s, strlen(s));
        check_method(x);
    }
    int result = x->result;
    cls->classes = x->classes;
    cls->n = x->nclasses;
    cls->cap = x->cap;
    verify_arena_free(&x->arena);
    free(x);
    return result;
}

void verify_classes_free(verify_classes *cls)
{
    klass *k = cls->classes;
    for (int i = 1; i < cls->n; i++) free(k[i].name);
    free(k);
    cls->classes = NULL;
    cls->n = cls->cap = 0;
}
