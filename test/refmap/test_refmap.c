/*
 * test_refmap.c -- reference maps (vm/interp/refmap.h).
 *
 * Most cases build a one-method cf_class by hand (a tiny assembler below:
 * constant pool, bytes, handlers) and compare the map at chosen pcs with a
 * written expectation "L=<bit per local> S=<bit per stack slot>", where the
 * S part has one digit per slot of the depth before the instruction.  The
 * javac and corpus cases parse real class files with cf_parse and check
 * every method against javac's own StackMapTable frames: a frame's
 * reference locals must be references in the map, its int/float/long/
 * double locals must not, and the stack must agree exactly (depth and
 * reference bits).  Frames list only the locals javac keeps in scope, so a
 * map may know more references than a frame, never fewer or others.
 */
#include "unit.h"

#include "classfile/classfile.h"
#include "classfile/opcodes.h"
#include "interp/refmap.h"

#include <time.h>

/* ---- a tiny assembler ---------------------------------------------------- */

typedef struct asmb {
    cf_const cp[256];
    uint16_t ncp;
    uint8_t code[65536];
    uint32_t len;
    cf_handler h[8];
    uint16_t nh;
    cf_code cc;
    cf_method m;
    cf_class c;
    char err[512];
} asmb;

static asmb A_storage;

static asmb *a_new(uint16_t major)
{
    asmb *A = &A_storage;
    memset(A, 0, sizeof *A);
    A->ncp = 1;
    A->c.major_version = major;
    A->c.name = "T";
    A->c.super_name = "java/lang/Object";
    return A;
}

static uint16_t k_add(asmb *A, cf_const k)
{
    A->cp[A->ncp] = k;
    return A->ncp++;
}

static uint16_t k_utf8(asmb *A, const char *s)
{
    cf_const k = {.tag = CF_UTF8};
    k.u.utf8.str = s;
    k.u.utf8.len = (uint16_t)strlen(s);
    return k_add(A, k);
}

static uint16_t k_class(asmb *A, const char *name)
{
    cf_const k = {.tag = CF_CLASS};
    k.u.name = k_utf8(A, name);
    return k_add(A, k);
}

static uint16_t k_nat(asmb *A, const char *name, const char *desc)
{
    cf_const k = {.tag = CF_NAME_AND_TYPE};
    k.u.nat.name = k_utf8(A, name);
    k.u.nat.descriptor = k_utf8(A, desc);
    return k_add(A, k);
}

static uint16_t k_ref(asmb *A, uint8_t tag, const char *cls, const char *name, const char *desc)
{
    cf_const k = {.tag = tag};
    k.u.ref.class_index = k_class(A, cls);
    k.u.ref.nat_index = k_nat(A, name, desc);
    return k_add(A, k);
}

static uint16_t k_dyn(asmb *A, uint8_t tag, const char *name, const char *desc)
{
    cf_const k = {.tag = tag};
    k.u.dyn.bsm = 0;
    k.u.dyn.nat_index = k_nat(A, name, desc);
    return k_add(A, k);
}

static uint16_t k_simple(asmb *A, uint8_t tag)
{
    cf_const k = {.tag = tag};
    uint16_t i = k_add(A, k);
    if (tag == CF_LONG || tag == CF_DOUBLE) A->ncp++; /* the unusable slot after */
    return i;
}

static void emit(asmb *A, const uint8_t *b, size_t n)
{
    memcpy(A->code + A->len, b, n);
    A->len += (uint32_t)n;
}
#define E(...) emit(A, (const uint8_t[]){__VA_ARGS__}, sizeof((const uint8_t[]){__VA_ARGS__}))
#define HI(x) (uint8_t)((x) >> 8)
#define LO(x) (uint8_t)((x)&0xff)
/* An instruction with a u2 constant-pool operand. */
#define EK(op, k) E(op, HI(k), LO(k))

/* A forward branch: emits op with a zero offset; land() fixes it to here. */
static uint32_t br(asmb *A, uint8_t op)
{
    uint32_t pc = A->len;
    E(op, 0, 0);
    return pc;
}

static void land_at(asmb *A, uint32_t from, uint32_t to)
{
    int32_t off = (int32_t)to - (int32_t)from;
    A->code[from + 1] = (uint8_t)((uint32_t)off >> 8);
    A->code[from + 2] = (uint8_t)off;
}

static void land(asmb *A, uint32_t from) { land_at(A, from, A->len); }

static void back(asmb *A, uint8_t op, uint32_t to)
{
    uint32_t pc = br(A, op);
    land_at(A, pc, to);
}

static void s4_at(asmb *A, uint32_t at, int32_t v)
{
    A->code[at] = (uint8_t)((uint32_t)v >> 24);
    A->code[at + 1] = (uint8_t)((uint32_t)v >> 16);
    A->code[at + 2] = (uint8_t)((uint32_t)v >> 8);
    A->code[at + 3] = (uint8_t)v;
}

static void handler(asmb *A, uint16_t start, uint16_t end, uint16_t hpc)
{
    A->h[A->nh++] = (cf_handler){start, end, hpc, 0};
}

static refmap *build(asmb *A, uint16_t access, const char *name, const char *desc, uint16_t max_stack,
                     uint16_t max_locals)
{
    A->cc.max_stack = max_stack;
    A->cc.max_locals = max_locals;
    A->cc.code_length = A->len;
    A->cc.code = A->code;
    A->cc.handler_count = A->nh;
    A->cc.handlers = A->h;
    A->m.access = access;
    A->m.name = name;
    A->m.descriptor = desc;
    A->m.code = &A->cc;
    A->m.arg_slots = (uint16_t)cf_descriptor_arg_slots(desc);
    A->c.cp = A->cp;
    A->c.cp_count = A->ncp;
    A->c.methods = &A->m;
    A->c.method_count = 1;
    refmap *r = refmap_build(&A->c, &A->m, A->err, sizeof A->err);
    if (!r) fprintf(stderr, "  refmap_build: %s\n", A->err);
    return r;
}

#define ST (CF_ACC_STATIC | CF_ACC_PUBLIC)

/* "L=0110 S=10" for the map at pc, or "dead". */
static const char *map_at(const refmap *r, uint32_t pc, char *buf)
{
    uint8_t lb[8192], sb[8192];
    uint16_t depth;
    memset(lb, 0xAA, sizeof lb);
    memset(sb, 0xAA, sizeof sb);
    if (!refmap_query(r, pc, &depth, lb, sb)) return strcpy(buf, "dead");
    char *p = buf;
    p += sprintf(p, "L=");
    for (uint32_t i = 0; i < refmap_max_locals(r); i++) *p++ = (char)('0' + ((lb[i >> 3] >> (i & 7)) & 1));
    p += sprintf(p, " S=");
    for (uint32_t i = 0; i < depth; i++) *p++ = (char)('0' + ((sb[i >> 3] >> (i & 7)) & 1));
    *p = 0;
    /* no bit above the depth, none past the vectors' ends */
    for (uint32_t i = depth; i < refmap_max_stack(r); i++)
        if ((sb[i >> 3] >> (i & 7)) & 1) return strcpy(buf, "bit above depth");
    if (sb[(refmap_max_stack(r) + 7) / 8] != 0xAA || lb[(refmap_max_locals(r) + 7) / 8] != 0xAA)
        return strcpy(buf, "wrote past the vectors");
    return buf;
}

#define CHECK_MAP(r, pc, want) \
    do { \
        char buf_[20000]; \
        const char *got_ = map_at(r, pc, buf_); \
        if (strcmp(got_, want) != 0) unit_fail(__FILE__, __LINE__, "pc %u: got \"%s\", want \"%s\"", (unsigned)(pc), got_, want); \
    } while (0)

/* The build must fail with a message containing both fragments. */
#define CHECK_FAILS(r, A, frag1, frag2) \
    do { \
        if (r) { \
            unit_fail(__FILE__, __LINE__, "refmap_build succeeded, expected \"%s\"", frag1); \
            refmap_free(r); \
        } else if (!strstr((A)->err, frag1) || !strstr((A)->err, frag2)) { \
            unit_fail(__FILE__, __LINE__, "message \"%s\" lacks \"%s\" / \"%s\"", (A)->err, frag1, frag2); \
        } \
    } while (0)

/* ---- hand-assembled cases ------------------------------------------------- */

TEST(merge_ref_and_int_is_top)
{
    asmb *A = a_new(61);
    E(OP_ILOAD_0);                   /* 0 */
    uint32_t j = br(A, OP_IFEQ);     /* 1 */
    E(OP_ACONST_NULL, OP_ASTORE_1);  /* 4: local 1 ref */
    E(OP_ACONST_NULL, OP_ASTORE_2);  /* 6 */
    uint32_t g = br(A, OP_GOTO);     /* 8 */
    land(A, j);
    E(OP_ICONST_0, OP_ISTORE_1);     /* 11: local 1 int */
    E(OP_ACONST_NULL, OP_ASTORE_2);  /* 13 */
    land(A, g);
    E(OP_RETURN);                    /* 15 */
    refmap *r = build(A, ST, "m", "(I)V", 2, 4);
    REQUIRE(r);
    CHECK_MAP(r, 0, "L=0000 S=");
    CHECK_MAP(r, 1, "L=0000 S=0");
    CHECK_MAP(r, 8, "L=0110 S=");
    CHECK_MAP(r, 11, "L=0000 S=");
    CHECK_MAP(r, 15, "L=0010 S="); /* local 1: ref + int = top; local 2 ref on both */
    refmap_free(r);

    /* and top may not be used as a reference afterwards */
    A->len = 15;
    E(OP_ALOAD_1, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "(I)V", 2, 4);
    CHECK_FAILS(r, A, "expected reference in local 1, found top", "pc 15");
}

TEST(long_and_double_slots)
{
    asmb *A = a_new(61);
    E(OP_ALOAD_2);                   /* 0 */
    E(OP_LLOAD_0);                   /* 1 */
    E(OP_DLOAD_3);                   /* 2 */
    E(OP_POP2, OP_POP2, OP_POP);     /* 3, 4, 5 */
    E(OP_LCONST_1, OP_LSTORE_1);     /* 6, 7: breaks the long in 0-1, overwrites the ref in 2 */
    E(OP_RETURN);                    /* 8 */
    refmap *r = build(A, ST, "m", "(JLjava/lang/Object;D)V", 6, 6);
    REQUIRE(r);
    CHECK_MAP(r, 0, "L=001000 S=");
    CHECK_MAP(r, 2, "L=001000 S=100");
    CHECK_MAP(r, 3, "L=001000 S=10000");
    CHECK_MAP(r, 5, "L=001000 S=1");
    CHECK_MAP(r, 7, "L=001000 S=00");
    CHECK_MAP(r, 8, "L=000000 S=");
    refmap_free(r);

    /* the long at 0-1 is broken now: lload_0 must fail */
    A->len = 8;
    E(OP_LLOAD_0, OP_POP2, OP_RETURN);
    r = build(A, ST, "m", "(JLjava/lang/Object;D)V", 6, 6);
    CHECK_FAILS(r, A, "expected long in local 0, found top", "pc 8");

    A = a_new(61);
    E(OP_LCONST_0, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 2, 0);
    CHECK_FAILS(r, A, "pop of half a long", "pc 1");

    A = a_new(61);
    E(OP_DCONST_0, OP_DUP, OP_RETURN);
    r = build(A, ST, "m", "()V", 4, 0);
    CHECK_FAILS(r, A, "dup of a long or double", "pc 1");

    A = a_new(61);
    E(OP_ICONST_0, OP_LCONST_0, OP_POP2, OP_LCONST_0, OP_SWAP, OP_RETURN);
    r = build(A, ST, "m", "()V", 4, 0);
    CHECK_FAILS(r, A, "swap of a long", "pc 4");

    A = a_new(61);
    E(OP_ICONST_0, OP_LCONST_0, OP_DUP_X1);
    r = build(A, ST, "m", "()V", 5, 0);
    CHECK_FAILS(r, A, "dup_x1 of a long", "pc 2");

    /* pop2 splitting an int and a long half */
    A = a_new(61);
    E(OP_LCONST_0, OP_ICONST_0, OP_POP2, OP_RETURN);
    r = build(A, ST, "m", "()V", 3, 0);
    CHECK_FAILS(r, A, "splits a long", "pc 2");

    /* a double where a long is expected */
    A = a_new(61);
    E(OP_DCONST_0, OP_LNEG, OP_POP2, OP_RETURN);
    r = build(A, ST, "m", "()V", 2, 0);
    CHECK_FAILS(r, A, "expected long, found double", "pc 1");
}

TEST(operand_stack_at_invokes)
{
    asmb *A = a_new(61);
    uint16_t f = k_ref(A, CF_METHODREF, "T", "f", "(Ljava/lang/Object;IJ)Ljava/lang/String;");
    uint16_t s = k_ref(A, CF_METHODREF, "T", "s", "(Ljava/lang/Object;)I");
    uint16_t g = k_ref(A, CF_INTERFACE_METHODREF, "I", "g", "(D)V");
    uint16_t d = k_dyn(A, CF_INVOKE_DYNAMIC, "run", "(Ljava/lang/Object;J)Ljava/lang/Runnable;");
    E(OP_ALOAD_0, OP_ALOAD_1, OP_ICONST_1, OP_LCONST_0); /* 0..3 */
    EK(OP_INVOKEVIRTUAL, f);                             /* 4 */
    E(OP_ASTORE_1, OP_ALOAD_1);                          /* 7, 8 */
    EK(OP_INVOKESTATIC, s);                              /* 9 */
    E(OP_POP, OP_ALOAD_0, OP_DCONST_0);                  /* 12, 13, 14 */
    E(OP_INVOKEINTERFACE, HI(g), LO(g), 3, 0);           /* 15 */
    E(OP_ALOAD_0, OP_LCONST_1);                          /* 20, 21 */
    E(OP_INVOKEDYNAMIC, HI(d), LO(d), 0, 0);             /* 22 */
    E(OP_POP, OP_RETURN);                                /* 27, 28 */
    refmap *r = build(A, CF_ACC_PUBLIC, "m", "(Ljava/lang/Object;)V", 5, 2);
    REQUIRE(r);
    CHECK_MAP(r, 4, "L=11 S=11000");
    CHECK_MAP(r, 7, "L=11 S=1");
    CHECK_MAP(r, 9, "L=11 S=1");
    CHECK_MAP(r, 12, "L=11 S=0");
    CHECK_MAP(r, 15, "L=11 S=100");
    CHECK_MAP(r, 20, "L=11 S=");
    CHECK_MAP(r, 22, "L=11 S=100");
    CHECK_MAP(r, 27, "L=11 S=1");
    refmap_free(r);

    /* an int where the descriptor wants a reference */
    A = a_new(61);
    s = k_ref(A, CF_METHODREF, "T", "s", "(Ljava/lang/Object;)I");
    E(OP_ICONST_0);
    EK(OP_INVOKESTATIC, s);
    E(OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "expected reference, found int", "pc 1");

    /* a receiver that is an int */
    A = a_new(61);
    f = k_ref(A, CF_METHODREF, "T", "v", "()V");
    E(OP_ICONST_0);
    EK(OP_INVOKEVIRTUAL, f);
    E(OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "expected reference, found int", "pc 1");
}

TEST(new_dup_init)
{
    asmb *A = a_new(61);
    uint16_t obj_init = k_ref(A, CF_METHODREF, "java/lang/Object", "<init>", "()V");
    uint16_t ca = k_class(A, "A"), cb = k_class(A, "B");
    uint16_t a_init = k_ref(A, CF_METHODREF, "A", "<init>", "(LB;)V");
    uint16_t b_init = k_ref(A, CF_METHODREF, "B", "<init>", "()V");
    E(OP_ALOAD_0);                   /* 0: this, uninitialized */
    EK(OP_INVOKESPECIAL, obj_init);  /* 1 */
    EK(OP_NEW, ca);                  /* 4 */
    E(OP_DUP);                       /* 7 */
    EK(OP_NEW, cb);                  /* 8 */
    E(OP_DUP);                       /* 11 */
    EK(OP_INVOKESPECIAL, b_init);    /* 12: must initialize B only */
    EK(OP_INVOKESPECIAL, a_init);    /* 15: A is still uninitialized here */
    E(OP_ASTORE_1, OP_RETURN);       /* 18, 19 */
    refmap *r = build(A, CF_ACC_PUBLIC, "<init>", "()V", 4, 2);
    REQUIRE(r);
    CHECK_MAP(r, 0, "L=10 S=");
    CHECK_MAP(r, 1, "L=10 S=1");
    CHECK_MAP(r, 7, "L=10 S=1");
    CHECK_MAP(r, 12, "L=10 S=1111");
    CHECK_MAP(r, 15, "L=10 S=111");
    CHECK_MAP(r, 18, "L=10 S=1");
    CHECK_MAP(r, 19, "L=11 S=");
    refmap_free(r);

    /* <init> on an object that is already initialized */
    A->len = 4;
    E(OP_ALOAD_0);
    EK(OP_INVOKESPECIAL, obj_init);
    E(OP_RETURN);
    r = build(A, CF_ACC_PUBLIC, "<init>", "()V", 4, 2);
    CHECK_FAILS(r, A, "not an uninitialized object", "pc 5");

    /* an uninitialized object used as an initialized one */
    A->len = 0;
    E(OP_NOP);
    EK(OP_NEW, ca);
    E(OP_ARETURN);
    r = build(A, CF_ACC_PUBLIC, "x", "()LA;", 4, 2);
    CHECK_FAILS(r, A, "expected reference, found uninitialized (new at pc 1)", "pc 4");
}

TEST(exception_handler_entry)
{
    asmb *A = a_new(61);
    E(OP_ALOAD_0, OP_ASTORE_2);      /* 0, 1: local 2 ref before the range */
    E(OP_ALOAD_0, OP_ASTORE_1);      /* 2, 3: range [2, 6) */
    E(OP_ICONST_0, OP_ISTORE_1);     /* 4, 5 */
    E(OP_RETURN);                    /* 6 */
    E(OP_POP, OP_ALOAD_2, OP_ATHROW); /* 7: handler */
    handler(A, 2, 6, 7);
    refmap *r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 3);
    REQUIRE(r);
    CHECK_MAP(r, 7, "L=101 S=1");
    CHECK_MAP(r, 8, "L=101 S=");
    refmap_free(r);

    /* the state AFTER the last instruction of the range counts too: local 1
     * is a reference before istore_1 and an int after it */
    A->nh = 0;
    handler(A, 5, 6, 7);
    r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 3);
    REQUIRE(r);
    CHECK_MAP(r, 5, "L=111 S=0");
    CHECK_MAP(r, 7, "L=101 S=1");
    refmap_free(r);

    /* a range where local 1 stays a reference (iconst_0 only) */
    A->nh = 0;
    handler(A, 4, 5, 7);
    r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 3);
    REQUIRE(r);
    CHECK_MAP(r, 7, "L=111 S=1");
    refmap_free(r);

    /* handler code that uses the int-or-ref local as a reference */
    A = a_new(61);
    E(OP_ALOAD_0, OP_ASTORE_1, OP_ICONST_0, OP_ISTORE_1, OP_RETURN); /* 0..4 */
    E(OP_POP, OP_ALOAD_1, OP_ATHROW);                                /* 5 */
    handler(A, 0, 5, 5);
    r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 2);
    CHECK_FAILS(r, A, "expected reference in local 1, found top", "pc 6");

    /* a handler needs a stack slot for the exception */
    A = a_new(61);
    E(OP_NOP, OP_RETURN, OP_RETURN);
    handler(A, 0, 1, 2);
    r = build(A, ST, "m", "()V", 0, 0);
    CHECK_FAILS(r, A, "Operand stack overflow at exception handler 2", "pc 0");
}

TEST(switches)
{
    asmb *A = a_new(61);
    E(OP_ILOAD_0);                           /* 0 */
    uint32_t ts = A->len;
    E(OP_TABLESWITCH, 0, 0);                 /* 1, padded to 4 */
    uint32_t t0 = A->len;
    A->len += 20;                            /* default, low, high, 2 offsets */
    s4_at(A, t0 + 4, 0);
    s4_at(A, t0 + 8, 1);
    uint32_t c0 = A->len;                    /* 24: case 0 */
    E(OP_ACONST_NULL, OP_ASTORE_1);
    uint32_t g0 = br(A, OP_GOTO);
    uint32_t c1 = A->len;                    /* case 1 */
    E(OP_ALOAD_2, OP_ASTORE_1);
    uint32_t g1 = br(A, OP_GOTO);
    uint32_t dflt = A->len;                  /* default: lookupswitch */
    E(OP_ICONST_0, OP_ISTORE_1, OP_ILOAD_0);
    uint32_t ls = A->len;
    E(OP_LOOKUPSWITCH);
    while (A->len % 4) E(0);
    uint32_t l0 = A->len;
    A->len += 24;                            /* default, npairs, 2 pairs */
    s4_at(A, l0 + 4, 2);
    s4_at(A, l0 + 8, -5);
    s4_at(A, l0 + 16, 100);
    uint32_t other = A->len;
    E(OP_ACONST_NULL, OP_ARETURN);
    uint32_t join = A->len;
    E(OP_ALOAD_1, OP_ARETURN);
    s4_at(A, t0, (int32_t)(dflt - ts));
    s4_at(A, t0 + 12, (int32_t)(c0 - ts));
    s4_at(A, t0 + 16, (int32_t)(c1 - ts));
    s4_at(A, l0, (int32_t)(other - ls));
    s4_at(A, l0 + 12, (int32_t)(other - ls));
    s4_at(A, l0 + 20, (int32_t)(dflt - ls)); /* a loop back to the default */
    land_at(A, g0, join);
    land_at(A, g1, join);
    refmap *r = build(A, ST, "m", "(ILjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", 1, 3);
    REQUIRE(r);
    CHECK_MAP(r, ts, "L=011 S=0");
    CHECK_MAP(r, ts + 1, "dead");
    CHECK_MAP(r, c0, "L=011 S=");
    CHECK_MAP(r, c1, "L=011 S=");
    CHECK_MAP(r, dflt, "L=001 S=");  /* local 1 is ref on entry, int on the loop back */
    CHECK_MAP(r, ls, "L=001 S=0");
    CHECK_MAP(r, other, "L=001 S=");
    CHECK_MAP(r, join, "L=011 S=");
    refmap_free(r);
}

TEST(loop)
{
    asmb *A = a_new(61);
    E(OP_ICONST_0, OP_ISTORE_1, OP_ACONST_NULL, OP_ASTORE_2); /* 0..3 */
    uint32_t top = A->len;                                    /* 4 */
    E(OP_ILOAD_1, OP_BIPUSH, 10);                             /* 4, 5 */
    uint32_t j = br(A, OP_IF_ICMPGE);                         /* 7 */
    E(OP_ALOAD_0, OP_ASTORE_2);                               /* 10, 11 */
    E(OP_IINC, 1, 1);                                         /* 12 */
    back(A, OP_GOTO, top);                                    /* 15 */
    land(A, j);
    E(OP_ALOAD_2, OP_ARETURN);                                /* 18 */
    refmap *r = build(A, ST, "m", "(Ljava/lang/Object;)Ljava/lang/Object;", 2, 3);
    REQUIRE(r);
    CHECK_MAP(r, 4, "L=101 S=");
    CHECK_MAP(r, 7, "L=101 S=00");
    CHECK_MAP(r, 15, "L=101 S=");
    CHECK_MAP(r, 18, "L=101 S=");
    CHECK_MAP(r, 19, "L=101 S=1");
    refmap_free(r);

    /* a loop whose back edge turns a reference local into an int */
    A = a_new(61);
    E(OP_ALOAD_0, OP_ASTORE_1);      /* 0, 1 */
    top = A->len;                    /* 2 */
    E(OP_ICONST_0, OP_ISTORE_1);     /* 2, 3 */
    E(OP_ILOAD_1);                   /* 4 */
    back(A, OP_IFNE, top);           /* 5 */
    E(OP_RETURN);                    /* 8 */
    r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 2);
    REQUIRE(r);
    CHECK_MAP(r, 2, "L=10 S=");
    CHECK_MAP(r, 8, "L=10 S=");
    refmap_free(r);
}

/* Version 50: two call sites of one subroutine, local 1 a reference at the
 * first and an int at the second.  The subroutine writes local 2 (and its
 * return address into local 3) but never local 1. */
TEST(jsr_ret_keeps_untouched_locals)
{
    asmb *A = a_new(50);
    E(OP_ALOAD_0, OP_ASTORE_1);      /* 0, 1 */
    E(OP_ICONST_0, OP_ISTORE_2);     /* 2, 3 */
    uint32_t j1 = br(A, OP_JSR);     /* 4 */
    E(OP_ALOAD_1, OP_POP);           /* 7, 8: the untouched reference survived */
    E(OP_ICONST_1, OP_ISTORE_1);     /* 9, 10 */
    uint32_t j2 = br(A, OP_JSR);     /* 11 */
    E(OP_ILOAD_1, OP_POP);           /* 14, 15: and so did the int */
    E(OP_ILOAD_2, OP_POP);           /* 16, 17: written by the subroutine */
    E(OP_RETURN);                    /* 18 */
    uint32_t sub = A->len;           /* 19 */
    E(OP_ASTORE_3);                  /* 19 */
    E(OP_ICONST_5, OP_ISTORE_2);     /* 20, 21 */
    E(OP_RET, 3);                    /* 22 */
    land_at(A, j1, sub);
    land_at(A, j2, sub);
    refmap *r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 4);
    REQUIRE(r);
    CHECK_MAP(r, 4, "L=1100 S=");
    CHECK_MAP(r, 7, "L=1100 S=");
    CHECK_MAP(r, 11, "L=1000 S=");
    CHECK_MAP(r, 14, "L=1000 S=");
    CHECK_MAP(r, 19, "L=1000 S=0"); /* the return address is not a reference */
    CHECK_MAP(r, 22, "L=1000 S=");
    refmap_free(r);

    /* a subroutine that does write local 1 (an int): a reference in local 1
     * before the jsr is gone after it */
    A->code[21] = OP_ISTORE_1;
    A->code[16] = OP_ILOAD_1; /* keep the int use valid */
    r = build(A, ST, "m", "(Ljava/lang/Object;)V", 1, 4);
    CHECK_FAILS(r, A, "expected reference in local 1, found int", "pc 7");

    /* ret of a local that holds no return address */
    A = a_new(50);
    E(OP_ACONST_NULL, OP_ASTORE_0, OP_RET, 0);
    r = build(A, ST, "m", "()V", 1, 1);
    CHECK_FAILS(r, A, "not a return address", "pc 2");
}

/* A subroutine called from inside another (javac 1.3's nested finally). */
TEST(nested_subroutines)
{
    asmb *A = a_new(49);
    E(OP_ALOAD_0, OP_ASTORE_1);      /* 0, 1 */
    uint32_t j1 = br(A, OP_JSR);     /* 2: outer */
    E(OP_ALOAD_1, OP_ARETURN);       /* 5, 6 */
    uint32_t outer = A->len;         /* 7 */
    E(OP_ASTORE_2);                  /* 7 */
    uint32_t j2 = br(A, OP_JSR);     /* 8: inner */
    E(OP_RET, 2);                    /* 11 */
    uint32_t inner = A->len;         /* 13 */
    E(OP_ASTORE_3, OP_ICONST_0, OP_ISTORE, 4, OP_RET, 3); /* 13..18 */
    land_at(A, j1, outer);
    land_at(A, j2, inner);
    refmap *r = build(A, ST, "m", "(Ljava/lang/Object;)Ljava/lang/Object;", 1, 5);
    REQUIRE(r);
    CHECK_MAP(r, 5, "L=11000 S=");
    CHECK_MAP(r, 11, "L=11000 S=");
    CHECK_MAP(r, 13, "L=11000 S=0");
    refmap_free(r);
}

/* A handler covering part of a subroutine, whose code (outside the
 * subroutine, never returning into it) writes local 1: local 1 is still
 * the caller's reference after the ret.  (Old javac and ecj output.) */
TEST(jsr_with_handler_leaving_subroutine)
{
    asmb *A = a_new(49);
    E(OP_ALOAD_0, OP_ASTORE_1);      /* 0, 1 */
    uint32_t j = br(A, OP_JSR);      /* 2 */
    E(OP_ALOAD_1, OP_ARETURN);       /* 5, 6 */
    uint32_t sub = A->len;           /* 7 */
    E(OP_ASTORE_2, OP_ALOAD_0, OP_POP, OP_RET, 2); /* 7, 8, 9, 10 */
    E(OP_POP, OP_ICONST_0, OP_ISTORE_1, OP_ACONST_NULL, OP_ARETURN); /* 12: handler */
    land_at(A, j, sub);
    handler(A, 8, 10, 12);
    refmap *r = build(A, ST, "m", "(Ljava/lang/Object;)Ljava/lang/Object;", 1, 3);
    REQUIRE(r);
    CHECK_MAP(r, 5, "L=110 S=");
    CHECK_MAP(r, 10, "L=110 S=");
    CHECK_MAP(r, 12, "L=110 S=1");
    CHECK_MAP(r, 15, "L=100 S=");
    refmap_free(r);
}

/* An inner subroutine that returns from the outer one directly (ret of the
 * outer's return address, which the old verifier allowed): what the inner
 * one wrote counts at the outer's return point. */
TEST(jsr_multi_level_return)
{
    asmb *A = a_new(49);
    E(OP_ALOAD_0, OP_ASTORE_1);      /* 0, 1 */
    uint32_t j1 = br(A, OP_JSR);     /* 2: outer */
    E(OP_ILOAD_1, OP_POP, OP_ACONST_NULL, OP_ARETURN); /* 5..8 */
    uint32_t outer = A->len;         /* 9 */
    E(OP_ASTORE_2);                  /* 9 */
    uint32_t j2 = br(A, OP_JSR);     /* 10: inner */
    E(OP_ACONST_NULL, OP_ARETURN);   /* 13: dead, the inner one never returns here */
    uint32_t inner = A->len;         /* 15 */
    E(OP_ASTORE_3, OP_ICONST_0, OP_ISTORE_1, OP_RET, 2); /* 15, 16, 17, 18 */
    land_at(A, j1, outer);
    land_at(A, j2, inner);
    refmap *r = build(A, ST, "m", "(Ljava/lang/Object;)Ljava/lang/Object;", 1, 4);
    REQUIRE(r);
    CHECK_MAP(r, 2, "L=1100 S=");
    CHECK_MAP(r, 5, "L=1000 S=");
    CHECK_MAP(r, 13, "dead");
    CHECK_MAP(r, 15, "L=1100 S=0");
    CHECK_MAP(r, 18, "L=1000 S=");
    refmap_free(r);
}

TEST(errors)
{
    asmb *A;
    refmap *r;

    A = a_new(61);
    E(OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "Operand stack underflow", "pc 0 in T.m()V");

    A = a_new(61);
    E(OP_ICONST_0, OP_ICONST_0, OP_POP2, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "Operand stack overflow", "pc 1");

    A = a_new(61);
    E(OP_ILOAD_0);
    uint32_t j = br(A, OP_IFEQ);
    E(OP_ICONST_0);
    land(A, j);
    E(OP_RETURN);
    r = build(A, ST, "m", "(I)V", 1, 1);
    CHECK_FAILS(r, A, "Inconsistent stack height 1 != 0 at branch target 5", "at pc 4");

    A = a_new(61);
    E(OP_ALOAD_0, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "(I)V", 1, 1);
    CHECK_FAILS(r, A, "expected reference in local 0, found int", "pc 0");

    A = a_new(61);
    uint16_t f = k_ref(A, CF_FIELDREF, "T", "f", "I");
    E(OP_ICONST_0);
    EK(OP_GETFIELD, f);
    E(OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "expected reference, found int", "pc 1");

    A = a_new(61);
    f = k_ref(A, CF_FIELDREF, "T", "f", "J");
    E(OP_ALOAD_0, OP_ICONST_0);
    EK(OP_PUTFIELD, f);
    E(OP_RETURN);
    r = build(A, ST, "m", "(LT;)V", 2, 1);
    CHECK_FAILS(r, A, "expected long", "pc 2");

    A = a_new(61);
    E(OP_ICONST_0, OP_ARETURN);
    r = build(A, ST, "m", "()Ljava/lang/Object;", 1, 0);
    CHECK_FAILS(r, A, "expected reference, found int", "pc 1");

    A = a_new(61);
    E(OP_ACONST_NULL, OP_ARETURN);
    r = build(A, ST, "m", "()I", 1, 0);
    CHECK_FAILS(r, A, "areturn in a method returning int", "pc 1");

    A = a_new(61);
    E(OP_ACONST_NULL, OP_ICONST_0, OP_IADD, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 2, 0);
    CHECK_FAILS(r, A, "expected int, found reference", "pc 2");

    A = a_new(61);
    E(OP_ACONST_NULL, OP_FCONST_0, OP_FMUL, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 2, 0);
    CHECK_FAILS(r, A, "expected float, found reference", "pc 2");

    A = a_new(61);
    E(OP_ALOAD_0, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 1);
    CHECK_FAILS(r, A, "expected reference in local 0, found top", "pc 0");

    A = a_new(61);
    E(OP_ILOAD_1, OP_POP, OP_RETURN);
    r = build(A, ST, "m", "(I)V", 1, 2);
    CHECK_FAILS(r, A, "expected int in local 1, found top", "pc 0");

    A = a_new(61);
    E(OP_ICONST_0, OP_POP);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "Falling off the end of the code", "pc 1");

    A = a_new(61);
    E(OP_ACONST_NULL, OP_ATHROW);
    CHECK((r = build(A, ST, "m", "()V", 1, 0)) != NULL);
    refmap_free(r);
    A = a_new(61);
    E(OP_ICONST_0, OP_ATHROW);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "expected reference, found int", "pc 1");

    A = a_new(61);
    E(OP_ICONST_0, OP_MONITORENTER, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 0);
    CHECK_FAILS(r, A, "expected reference, found int", "pc 1");

    A = a_new(61);
    E(OP_ICONST_0, OP_ISTORE_0, OP_IINC, 0, 1, OP_ACONST_NULL, OP_ASTORE_0, OP_IINC, 0, 1, OP_RETURN);
    r = build(A, ST, "m", "()V", 1, 1);
    CHECK_FAILS(r, A, "expected int in local 0, found reference", "pc 7");

    A = a_new(61);
    E(OP_RETURN);
    r = build(A, ST, "m", "(JJ)V", 0, 3);
    CHECK_FAILS(r, A, "Arguments can't fit into locals", "pc 0");

    A = a_new(61);
    E(OP_RETURN);
    A->cc.code_length = 1;
    A->m.code = NULL;
    A->m.name = "n";
    A->m.descriptor = "()V";
    A->c.cp = A->cp;
    A->c.cp_count = A->ncp;
    CHECK(refmap_build(&A->c, &A->m, A->err, sizeof A->err) == NULL);
    CHECK(strstr(A->err, "no code") != NULL);

    /* a tiny or absent error buffer is fine */
    A = a_new(61);
    E(OP_POP, OP_RETURN);
    A->err[0] = 'x';
    A->cc = (cf_code){.max_stack = 1, .max_locals = 0, .code_length = A->len, .code = A->code};
    A->m = (cf_method){.access = ST, .name = "m", .descriptor = "()V", .code = &A->cc};
    A->c.cp = A->cp;
    A->c.cp_count = A->ncp;
    CHECK(refmap_build(&A->c, &A->m, NULL, 0) == NULL);
    char small[8];
    CHECK(refmap_build(&A->c, &A->m, small, sizeof small) == NULL);
    CHECK(strlen(small) == 7);
}

/* A frame of 65535 locals and 65535 stack slots with thousands of blocks
 * would need gigabytes of block states: refused with a message, no crash.
 * The same frame with a short method is fine. */
TEST(oversized_state_refused)
{
    asmb *A = a_new(61);
    for (int i = 0; i < 3000; i++) E(OP_GOTO, 0, 3);
    E(OP_RETURN);
    refmap *r = build(A, ST, "m", "()V", 65535, 65535);
    CHECK_FAILS(r, A, "Method too large to analyse", "pc 0");

    A = a_new(61);
    E(OP_ACONST_NULL, OP_ASTORE, 200, OP_ACONST_NULL, OP_RETURN);
    r = build(A, ST, "m", "()V", 65535, 65535);
    REQUIRE(r);
    uint16_t depth;
    static uint8_t lb[8192], sb[8192];
    REQUIRE(refmap_query(r, 4, &depth, lb, sb));
    CHECK(depth == 1 && sb[0] == 1 && lb[25] == 1 && lb[24] == 0 && lb[8191] == 0);
    refmap_free(r);
}

TEST(dead_code_and_non_starts)
{
    asmb *A = a_new(61);
    uint32_t g = br(A, OP_GOTO);     /* 0 */
    E(OP_ICONST_0, OP_POP);          /* 3, 4: dead */
    land(A, g);
    E(OP_SIPUSH, 1, 2, OP_POP, OP_RETURN); /* 5 */
    refmap *r = build(A, ST, "m", "()V", 1, 0);
    REQUIRE(r);
    uint16_t depth = 99;
    CHECK(refmap_query(r, 0, &depth, NULL, NULL) && depth == 0);
    CHECK(!refmap_query(r, 1, &depth, NULL, NULL));
    CHECK(!refmap_query(r, 3, &depth, NULL, NULL));
    CHECK(!refmap_query(r, 4, &depth, NULL, NULL));
    CHECK(refmap_query(r, 5, &depth, NULL, NULL) && depth == 0);
    CHECK(!refmap_query(r, 6, &depth, NULL, NULL));
    CHECK(refmap_query(r, 8, &depth, NULL, NULL) && depth == 1);
    CHECK(!refmap_query(r, 10, &depth, NULL, NULL));
    CHECK(!refmap_query(r, 100000, &depth, NULL, NULL));
    CHECK(!refmap_query(NULL, 0, &depth, NULL, NULL));
    refmap_free(r);
    refmap_free(NULL);
}

TEST(ldc_kinds)
{
    asmb *A = a_new(61);
    uint16_t ks = k_simple(A, CF_STRING), ki = k_simple(A, CF_INTEGER), kf = k_simple(A, CF_FLOAT);
    uint16_t kc = k_class(A, "T"), kmt = k_simple(A, CF_METHOD_TYPE), kmh = k_simple(A, CF_METHOD_HANDLE);
    uint16_t kdo = k_dyn(A, CF_DYNAMIC, "o", "[I"), kdi = k_dyn(A, CF_DYNAMIC, "i", "Z");
    uint16_t kdj = k_dyn(A, CF_DYNAMIC, "j", "J");
    uint16_t kl = k_simple(A, CF_LONG), kd = k_simple(A, CF_DOUBLE);
    E(OP_LDC, (uint8_t)ks, OP_POP);  /* 0, 2 */
    E(OP_LDC, (uint8_t)ki, OP_POP);  /* 3, 5 */
    E(OP_LDC, (uint8_t)kf, OP_POP);  /* 6, 8 */
    EK(OP_LDC_W, kc); E(OP_POP);     /* 9, 12 */
    E(OP_LDC, (uint8_t)kmt, OP_POP); /* 13, 15 */
    E(OP_LDC, (uint8_t)kmh, OP_POP); /* 16, 18 */
    EK(OP_LDC_W, kdo); E(OP_POP);    /* 19, 22 */
    EK(OP_LDC_W, kdi); E(OP_POP);    /* 23, 26 */
    EK(OP_LDC2_W, kdj); E(OP_POP2);  /* 27, 30 */
    EK(OP_LDC2_W, kl); E(OP_POP2);   /* 31, 34 */
    EK(OP_LDC2_W, kd); E(OP_POP2);   /* 35, 38 */
    E(OP_RETURN);                    /* 39 */
    refmap *r = build(A, ST, "m", "()V", 2, 0);
    REQUIRE(r);
    CHECK_MAP(r, 2, "L= S=1");
    CHECK_MAP(r, 5, "L= S=0");
    CHECK_MAP(r, 8, "L= S=0");
    CHECK_MAP(r, 12, "L= S=1");
    CHECK_MAP(r, 15, "L= S=1");
    CHECK_MAP(r, 18, "L= S=1");
    CHECK_MAP(r, 22, "L= S=1");
    CHECK_MAP(r, 26, "L= S=0");
    CHECK_MAP(r, 30, "L= S=00");
    CHECK_MAP(r, 34, "L= S=00");
    CHECK_MAP(r, 38, "L= S=00");
    refmap_free(r);

    A->len = 0;
    EK(OP_LDC_W, kdj);
    E(OP_POP, OP_RETURN);
    r = build(A, ST, "m", "()V", 2, 0);
    CHECK_FAILS(r, A, "ldc_w of a constant of type long", "pc 0");
}

TEST(stack_shuffles_arrays_wide)
{
    asmb *A = a_new(61);
    uint16_t cs = k_class(A, "[[Ljava/lang/String;");
    E(OP_ACONST_NULL, OP_ICONST_0, OP_DUP_X1);   /* 0..2 */
    E(OP_POP, OP_POP, OP_POP);                   /* 3..5 */
    E(OP_LCONST_0, OP_ACONST_NULL, OP_DUP_X2);   /* 6..8 */
    E(OP_POP, OP_POP2, OP_POP);                  /* 9..11 */
    E(OP_ACONST_NULL, OP_ACONST_NULL, OP_ICONST_0, OP_DUP2_X1); /* 12..15 */
    E(OP_POP2, OP_POP2, OP_POP);                 /* 16..18 */
    E(OP_ACONST_NULL, OP_ICONST_0, OP_ICONST_0, OP_ACONST_NULL, OP_DUP2_X2); /* 19..23 */
    E(OP_POP2, OP_POP2, OP_POP2);                /* 24..26 */
    E(OP_ACONST_NULL, OP_LCONST_0, OP_DUP2_X1);  /* 27..29 */
    E(OP_POP2, OP_POP, OP_POP2);                 /* 30..32 */
    E(OP_ICONST_2, OP_ICONST_3);                 /* 33, 34 */
    E(OP_MULTIANEWARRAY, HI(cs), LO(cs), 2);     /* 35 */
    E(OP_ICONST_0, OP_AALOAD);                   /* 39, 40 */
    E(OP_WIDE, OP_ASTORE, 1, 0);                 /* 41: local 256 */
    E(OP_WIDE, OP_ALOAD, 1, 0);                  /* 45 */
    E(OP_ARRAYLENGTH, OP_NEWARRAY, NEWARRAY_T_INT);       /* 49, 50 */
    E(OP_ICONST_1, OP_IALOAD, OP_WIDE, OP_ISTORE, 1, 1); /* 52, 53, 54 */
    E(OP_WIDE, OP_IINC, 1, 1, 0x80, 0);          /* 58 */
    E(OP_WIDE, OP_ALOAD, 1, 0, OP_DUP);          /* 64, 68 */
    E(OP_MONITORENTER, OP_INSTANCEOF, HI(cs), LO(cs)); /* 69, 70 */
    E(OP_POP, OP_RETURN);                        /* 73, 74 */
    refmap *r = build(A, ST, "m", "()V", 6, 300);
    REQUIRE(r);
    char want[400];
    CHECK_MAP(r, 3, "L=" "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000" " S=010");
    /* the rest: compare only the stack part */
    struct { uint32_t pc; const char *s; } w[] = {
        {9, "1001"}, {16, "10110"}, {24, "011001"}, {30, "00100"}, {35, "00"}, {39, "1"}, {40, "10"},
        {41, "1"}, {49, "1"}, {50, "0"}, {52, "1"}, {53, "10"}, {54, "0"}, {58, ""}, {69, "11"}, {70, "1"}, {73, "0"},
    };
    for (size_t i = 0; i < sizeof w / sizeof w[0]; i++) {
        char buf[1000];
        const char *got = map_at(r, w[i].pc, buf);
        const char *s = strstr(got, " S=");
        if (!s || strcmp(s + 3, w[i].s) != 0)
            unit_fail(__FILE__, __LINE__, "pc %u: stack \"%s\", want \"%s\"", (unsigned)w[i].pc, s ? s + 3 : got, w[i].s);
    }
    /* local 256 holds the array from pc 45 on, 257 an int from 58 */
    uint8_t lb[64];
    uint16_t depth;
    REQUIRE(refmap_query(r, 45, &depth, lb, NULL));
    CHECK(lb[32] == 1 && lb[33] == 0);
    REQUIRE(refmap_query(r, 73, &depth, lb, NULL));
    CHECK(lb[32] == 1 && lb[33] == 0);
    (void)want;
    refmap_free(r);
}

/* putfield on `this` before the super call, as javac emits for captured
 * outer instances; and Object.<init> whose this is initialized. */
TEST(uninitialized_this)
{
    asmb *A = a_new(61);
    uint16_t f = k_ref(A, CF_FIELDREF, "T", "this$0", "LOuter;");
    uint16_t init = k_ref(A, CF_METHODREF, "java/lang/Object", "<init>", "()V");
    E(OP_ALOAD_0, OP_ALOAD_1);       /* 0, 1 */
    EK(OP_PUTFIELD, f);              /* 2 */
    E(OP_ALOAD_0);                   /* 5 */
    EK(OP_INVOKESPECIAL, init);      /* 6 */
    E(OP_RETURN);                    /* 9 */
    refmap *r = build(A, CF_ACC_PUBLIC, "<init>", "(LOuter;)V", 2, 2);
    REQUIRE(r);
    CHECK_MAP(r, 2, "L=11 S=11");
    CHECK_MAP(r, 9, "L=11 S=");
    refmap_free(r);

    /* a version-49 <clinit> without ACC_STATIC has no `this` */
    A = a_new(49);
    E(OP_ACONST_NULL, OP_ASTORE_0, OP_RETURN);
    r = build(A, 0, "<clinit>", "()V", 1, 1);
    REQUIRE(r);
    CHECK_MAP(r, 0, "L=0 S=");
    CHECK_MAP(r, 2, "L=1 S=");
    refmap_free(r);

    A = a_new(61);
    E(OP_RETURN);
    A->c.name = "java/lang/Object";
    A->c.super_name = NULL;
    r = build(A, CF_ACC_PUBLIC, "<init>", "()V", 0, 1);
    REQUIRE(r);
    CHECK_MAP(r, 0, "L=1 S=");
    refmap_free(r);
}

/* ---- real class files, checked against their StackMapTable --------------- */

enum { V_TOP, V_INT, V_FLOAT, V_DOUBLE, V_LONG, V_NULL, V_UTHIS, V_OBJ, V_UNINIT, V_HALF = 100 };

static bool vt_ref(int t) { return t == V_NULL || t == V_UTHIS || t == V_OBJ || t == V_UNINIT; }

typedef struct smt_reader {
    const uint8_t *p, *end;
    bool bad;
} smt_reader;

static uint32_t rd1(smt_reader *s)
{
    if (s->p >= s->end) {
        s->bad = true;
        return 0;
    }
    return *s->p++;
}
static uint32_t rd2(smt_reader *s)
{
    uint32_t h = rd1(s);
    return h << 8 | rd1(s);
}
static int rd_vt(smt_reader *s)
{
    int t = (int)rd1(s);
    if (t == V_OBJ || t == V_UNINIT) rd2(s);
    if (t > V_UNINIT) s->bad = true;
    return t;
}

/* Expands a list of verification types (long/double once) into slots. */
static uint32_t expand(const int *v, uint32_t n, int *slots, uint32_t max)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n && k < max; i++) {
        slots[k++] = v[i];
        if ((v[i] == V_LONG || v[i] == V_DOUBLE) && k < max) slots[k++] = V_HALF;
    }
    return k;
}

typedef struct corpus_stats {
    unsigned classes, methods, frames, failed, mismatches, effects;
    double seconds;
} corpus_stats;

/* Compares the map with the frame at pc; returns false on a mismatch. */
static bool check_frame(const cf_class *c, const cf_method *m, const refmap *r, uint32_t pc, const int *loc,
                        uint32_t nloc, const int *stk, uint32_t nstk)
{
    static int slots[70000];
    static uint8_t lb[8200], sb[8200];
    uint16_t depth;
    if (!refmap_query(r, pc, &depth, lb, sb)) {
        fprintf(stderr, "%s.%s%s: frame at pc %u, but no map there\n", c->name, m->name, m->descriptor, pc);
        return false;
    }
    uint32_t nl = expand(loc, nloc, slots, m->code->max_locals);
    for (uint32_t i = 0; i < nl; i++) {
        bool bit = (lb[i >> 3] >> (i & 7)) & 1;
        if (slots[i] == V_TOP) continue;
        if (bit != vt_ref(slots[i])) {
            fprintf(stderr, "%s.%s%s: pc %u local %u: frame type %d, map says %s\n", c->name, m->name,
                    m->descriptor, pc, i, slots[i], bit ? "reference" : "not a reference");
            return false;
        }
    }
    uint32_t ns = expand(stk, nstk, slots, m->code->max_stack + 1u);
    if (ns != depth) {
        fprintf(stderr, "%s.%s%s: pc %u: frame stack depth %u, map %u\n", c->name, m->name, m->descriptor, pc, ns,
                depth);
        return false;
    }
    for (uint32_t i = 0; i < ns; i++) {
        bool bit = (sb[i >> 3] >> (i & 7)) & 1;
        if (bit != vt_ref(slots[i])) {
            fprintf(stderr, "%s.%s%s: pc %u stack %u: frame type %d, map says %s\n", c->name, m->name,
                    m->descriptor, pc, i, slots[i], bit ? "reference" : "not a reference");
            return false;
        }
    }
    return true;
}

/* Walks the method's StackMapTable and checks the map at every frame. */
static bool check_stack_map(const cf_class *c, const cf_method *m, const refmap *r, unsigned *frames)
{
    static int loc[70000], stk[70000];
    const cf_code *code = m->code;
    uint32_t nloc = 0, nstk = 0;
    if (!(m->access & CF_ACC_STATIC))
        loc[nloc++] = strcmp(m->name, "<init>") == 0 && c->super_name ? V_UTHIS : V_OBJ;
    for (const char *d = m->descriptor + 1; *d && *d != ')';) {
        switch (*d) {
        case 'J': loc[nloc++] = V_LONG; break;
        case 'D': loc[nloc++] = V_DOUBLE; break;
        case 'F': loc[nloc++] = V_FLOAT; break;
        case 'L': case '[': loc[nloc++] = V_OBJ; break;
        default: loc[nloc++] = V_INT; break;
        }
        while (*d == '[') d++;
        if (*d == 'L')
            while (*d != ';') d++;
        d++;
    }
    if (!code->stack_map_length) return true;
    smt_reader s = {code->stack_map, code->stack_map + code->stack_map_length, false};
    uint32_t n = rd2(&s);
    int64_t pc = -1;
    for (uint32_t f = 0; f < n && !s.bad; f++) {
        uint32_t type = rd1(&s), delta;
        if (type < 64) {
            delta = type;
            nstk = 0;
        } else if (type < 128) {
            delta = type - 64;
            nstk = 0;
            stk[nstk++] = rd_vt(&s);
        } else if (type == 247) {
            delta = rd2(&s);
            nstk = 0;
            stk[nstk++] = rd_vt(&s);
        } else if (type >= 248 && type <= 250) {
            delta = rd2(&s);
            nstk = 0;
            uint32_t k = 251 - type;
            nloc = nloc >= k ? nloc - k : 0;
        } else if (type == 251) {
            delta = rd2(&s);
            nstk = 0;
        } else if (type >= 252 && type <= 254) {
            delta = rd2(&s);
            nstk = 0;
            for (uint32_t k = 0; k < type - 251; k++) loc[nloc++] = rd_vt(&s);
        } else if (type == 255) {
            delta = rd2(&s);
            nloc = rd2(&s);
            for (uint32_t k = 0; k < nloc && !s.bad; k++) loc[k] = rd_vt(&s);
            nstk = rd2(&s);
            for (uint32_t k = 0; k < nstk && !s.bad; k++) stk[k] = rd_vt(&s);
        } else {
            s.bad = true;
            break;
        }
        pc = pc < 0 ? delta : pc + delta + 1;
        (*frames)++;
        if (!check_frame(c, m, r, (uint32_t)pc, loc, nloc, stk, nstk)) return false;
    }
    if (s.bad) fprintf(stderr, "%s.%s%s: StackMapTable unreadable\n", c->name, m->name, m->descriptor);
    return !s.bad;
}

static uint32_t be4(const uint8_t *b)
{
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static uint32_t insn_length(const uint8_t *code, uint32_t pc)
{
    uint8_t op = code[pc];
    uint32_t p = (pc + 4) & ~3u;
    if (op == OP_TABLESWITCH) return p + 12 + 4 * (be4(code + p + 8) - be4(code + p + 4) + 1) - pc;
    if (op == OP_LOOKUPSWITCH) return p + 8 + 8 * be4(code + p + 4) - pc;
    if (op == OP_WIDE) return code[pc + 1] == OP_IINC ? 6 : 4;
    return (uint32_t)op_info[op].length;
}

/* The opcode table (op_stack_effect) against the reference map's typed
 * interpretation: wherever an instruction falls through to a reachable
 * next one, the depth changes by pushes - pops.  The two are written
 * separately (the map needs the types, the table only counts), so this is
 * what keeps them from drifting apart.  Returns false on a disagreement. */
static bool check_table_effects(const cf_class *c, const cf_method *m, const refmap *r, unsigned *checked)
{
    const cf_code *code = m->code;
    for (uint32_t pc = 0; pc < code->code_length; pc += insn_length(code->code, pc)) {
        uint8_t op = code->code[pc];
        switch (op) {
        case OP_GOTO: case OP_GOTO_W: case OP_JSR: case OP_JSR_W: case OP_RET: case OP_TABLESWITCH:
        case OP_LOOKUPSWITCH: case OP_IRETURN: case OP_LRETURN: case OP_FRETURN: case OP_DRETURN:
        case OP_ARETURN: case OP_RETURN: case OP_ATHROW:
            continue; /* no fall-through */
        case OP_WIDE:
            if (code->code[pc + 1] == OP_RET) continue;
            break;
        default:
            break;
        }
        uint32_t next = pc + insn_length(code->code, pc);
        uint16_t before, after;
        if (next >= code->code_length || !refmap_query(r, pc, &before, NULL, NULL) ||
            !refmap_query(r, next, &after, NULL, NULL))
            continue;
        int pops, pushes;
        if (!op_stack_effect(c, code->code, pc, &pops, &pushes)) {
            fprintf(stderr, "%s.%s%s: pc %u: no stack effect for %s\n", c->name, m->name, m->descriptor, pc,
                    op_info[op].name);
            return false;
        }
        if ((int)after != (int)before - pops + pushes) {
            fprintf(stderr, "%s.%s%s: pc %u %s: depth %u -> %u, table says -%d +%d\n", c->name, m->name,
                    m->descriptor, pc, op_info[op].name, before, after, pops, pushes);
            return false;
        }
        (*checked)++;
    }
    return true;
}

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    uint8_t *b = malloc(cap);
    for (;;) {
        if (n == cap) b = realloc(b, cap *= 2);
        size_t k = fread(b + n, 1, cap - n, f);
        if (k == 0) break;
        n += k;
    }
    fclose(f);
    *len = n;
    return b;
}

/* Runs refmap_build over every method with code of every step-th class in
 * dir/list; every build must succeed and agree with the class's frames. */
static void run_corpus(const char *dir, const char *list, unsigned step, corpus_stats *st)
{
    char path[4096], line[2048];
    snprintf(path, sizeof path, "%s/%s", dir, list);
    FILE *lf = fopen(path, "r");
    if (!lf) {
        unit_fail(__FILE__, __LINE__, "cannot open %s", path);
        return;
    }
    clock_t t0 = clock();
    unsigned idx = 0;
    while (fgets(line, sizeof line, lf)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || idx++ % step) continue;
        snprintf(path, sizeof path, "%s/%s", dir, line);
        size_t len;
        uint8_t *bytes = read_file(path, &len);
        if (!bytes) {
            unit_fail(__FILE__, __LINE__, "cannot read %s", path);
            continue;
        }
        cf_error ce;
        cf_class *c = cf_parse(bytes, len, NULL, &ce);
        if (!c) {
            unit_fail(__FILE__, __LINE__, "%s: %s", path, ce.message);
            free(bytes);
            continue;
        }
        st->classes++;
        for (uint16_t i = 0; i < c->method_count; i++) {
            const cf_method *m = &c->methods[i];
            if (!m->code) continue;
            char err[600];
            st->methods++;
            refmap *r = refmap_build(c, m, err, sizeof err);
            if (!r) {
                st->failed++;
                unit_fail(__FILE__, __LINE__, "%s: %s", line, err);
                continue;
            }
            if (!check_stack_map(c, m, r, &st->frames)) {
                st->mismatches++;
                unit_fail(__FILE__, __LINE__, "%s: map disagrees with the StackMapTable", line);
            }
            if (!check_table_effects(c, m, r, &st->effects)) {
                st->mismatches++;
                unit_fail(__FILE__, __LINE__, "%s: map disagrees with the opcode table's stack effects", line);
            }
            refmap_free(r);
        }
        cf_free(c);
        free(bytes);
    }
    fclose(lf);
    st->seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
}

static void report(const char *what, const corpus_stats *st)
{
    printf("%s: %u classes, %u methods, %u frames and %u stack effects checked, %u failed, %u mismatches, %.3f s "
           "(%.1f us/method incl. parsing and checking)\n",
           what, st->classes, st->methods, st->frames, st->effects, st->failed, st->mismatches, st->seconds,
           st->methods ? st->seconds * 1e6 / st->methods : 0.0);
}

TEST(javac_samples_match_stack_maps)
{
#ifndef RM_DATA_DIR
    printf("no javac: skipped\n");
    exit(77);
#else
    corpus_stats st = {0};
    run_corpus(RM_DATA_DIR, "samples.txt", 1, &st);
    report("samples", &st);
    CHECK(st.methods > 40);
    CHECK(st.frames > 60);
    CHECK(st.effects > 500);
#endif
}

/* A bounded sample of java.base (every 8th class; LANTERN_REFMAP_STEP=1
 * for all of it). */
TEST(jdk_corpus_sample)
{
#ifndef RM_DATA_DIR
    printf("no javac: skipped\n");
    exit(77);
#else
    char path[4096];
    snprintf(path, sizeof path, "%s/corpus.txt", RM_DATA_DIR);
    FILE *f = fopen(path, "r");
    int ch = f ? fgetc(f) : EOF;
    if (f) fclose(f);
    if (ch == EOF || ch == '\n') {
        printf("no java.base.jmod: skipped\n");
        exit(77);
    }
    unsigned step = 8;
    const char *e = getenv("LANTERN_REFMAP_STEP");
    if (e && atoi(e) > 0) step = (unsigned)atoi(e);
    corpus_stats st = {0};
    run_corpus(RM_DATA_DIR, "corpus.txt", step, &st);
    report("java.base", &st);
    CHECK(st.methods > 1000);
#endif
}

/* Mutated javac samples: whatever cf_parse accepts, refmap_build must
 * handle (a map or an error, never a crash; the sanitizer build checks the
 * memory accesses).  Mutations: a one-byte instruction swapped for another
 * one-byte instruction (keeps the structure valid, so most mutants reach
 * the analysis), or a random byte anywhere in the code. */
static uint32_t rng_state = 12345;
static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static uint32_t test_insn_len(const uint8_t *bc, uint32_t pc)
{
    uint8_t op = bc[pc];
    if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        uint32_t q = (pc + 4) & ~3u;
        const uint8_t *b = bc + q;
        int32_t x = (int32_t)((uint32_t)b[4] << 24 | (uint32_t)b[5] << 16 | (uint32_t)b[6] << 8 | b[7]);
        int32_t y = (int32_t)((uint32_t)b[8] << 24 | (uint32_t)b[9] << 16 | (uint32_t)b[10] << 8 | b[11]);
        return op == OP_TABLESWITCH ? q + 12 + 4 * (uint32_t)(y - x + 1) - pc : q + 8 + 8 * (uint32_t)x - pc;
    }
    if (op == OP_WIDE) return bc[pc + 1] == OP_IINC ? 6 : 4;
    return (uint32_t)op_info[op].length;
}

TEST(fuzz_mutated_samples)
{
#ifndef RM_DATA_DIR
    printf("no javac: skipped\n");
    exit(77);
#else
    uint8_t one_byte[256];
    unsigned n1 = 0;
    for (unsigned op = 0; op < OP_BREAKPOINT; op++)
        if (op_info[op].length == 1) one_byte[n1++] = (uint8_t)op;
    char path[4096], line[2048];
    snprintf(path, sizeof path, "%s/samples.txt", RM_DATA_DIR);
    FILE *lf = fopen(path, "r");
    REQUIRE(lf);
    unsigned mutants = 0, parsed = 0, built = 0, refused = 0;
    int iters = 60; /* per method; LANTERN_REFMAP_FUZZ=n for longer runs by hand */
    const char *e = getenv("LANTERN_REFMAP_FUZZ");
    if (e && atoi(e) > 0) iters = atoi(e);
    while (fgets(line, sizeof line, lf)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0]) continue;
        snprintf(path, sizeof path, "%s/%s", RM_DATA_DIR, line);
        size_t len;
        uint8_t *bytes = read_file(path, &len);
        REQUIRE(bytes);
        cf_error ce;
        cf_class *c = cf_parse(bytes, len, NULL, &ce);
        REQUIRE(c);
        uint8_t *copy = malloc(len);
        for (uint16_t i = 0; i < c->method_count; i++) {
            const cf_code *code = c->methods[i].code;
            if (!code || code->code_length < 4) continue;
            size_t off = 0;
            bool found = false;
            for (; off + code->code_length <= len; off++)
                if (memcmp(bytes + off, code->code, code->code_length) == 0) {
                    found = true;
                    break;
                }
            if (!found) continue;
            uint32_t starts[4096], ns = 0;
            for (uint32_t pc = 0; pc < code->code_length && ns < 4096; pc += test_insn_len(code->code, pc))
                if (test_insn_len(code->code, pc) == 1) starts[ns++] = pc;
            for (int k = 0; k < iters; k++) {
                memcpy(copy, bytes, len);
                int changes = 1 + (int)(rng() % 3);
                for (int ch = 0; ch < changes; ch++) {
                    if (ns && rng() % 4) {
                        copy[off + starts[rng() % ns]] = one_byte[rng() % n1];
                    } else {
                        copy[off + rng() % code->code_length] = (uint8_t)rng();
                    }
                }
                mutants++;
                cf_class *mc = cf_parse(copy, len, NULL, &ce);
                if (!mc) continue;
                parsed++;
                for (uint16_t j = 0; j < mc->method_count; j++) {
                    if (!mc->methods[j].code) continue;
                    char err[600];
                    refmap *r = refmap_build(mc, &mc->methods[j], err, sizeof err);
                    if (r) {
                        built++;
                        uint16_t depth;
                        uint8_t lb[8192], sb[8192];
                        for (uint32_t pc = 0; pc <= mc->methods[j].code->code_length; pc++)
                            refmap_query(r, pc, &depth, lb, sb);
                        refmap_free(r);
                    } else {
                        refused++;
                        CHECK(strstr(err, " at pc ") != NULL);
                    }
                }
                cf_free(mc);
            }
        }
        free(copy);
        cf_free(c);
        free(bytes);
    }
    fclose(lf);
    printf("fuzz: %u mutants, %u parsed, %u maps built, %u methods refused\n", mutants, parsed, built, refused);
    CHECK(parsed > 100);
    CHECK(refused > 100);
#endif
}

static const unit_case unit_cases[] = {
#include "test_refmap_cases.inc"
};
UNIT_MAIN(NULL, NULL)
