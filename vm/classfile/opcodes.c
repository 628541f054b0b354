/*
 * opcodes.c -- names, lengths and operand-stack effects of the JVM
 * instructions (see opcodes.h), and the one computation of the effects
 * that depend on operands.
 *
 * Every index of the table is initialised exactly once: the defined
 * opcodes by name, and the undefined range 0xcb..0xfd explicitly as
 * {NULL, -1, ...}, since C's default of zero would read as "variable length"
 * and "no stack effect".
 */
#include "classfile/opcodes.h"

#include <stddef.h>
#include <string.h>

#include "classfile/classfile.h"

#define U {NULL, -1, OP_STACK_VARIABLE, OP_STACK_VARIABLE}
#define U8 U, U, U, U, U, U, U, U

const struct op_info op_info[256] = {
    [OP_NOP] = {"nop", 1, 0, 0},
    [OP_ACONST_NULL] = {"aconst_null", 1, 0, 1},
    [OP_ICONST_M1] = {"iconst_m1", 1, 0, 1},
    [OP_ICONST_0] = {"iconst_0", 1, 0, 1},
    [OP_ICONST_1] = {"iconst_1", 1, 0, 1},
    [OP_ICONST_2] = {"iconst_2", 1, 0, 1},
    [OP_ICONST_3] = {"iconst_3", 1, 0, 1},
    [OP_ICONST_4] = {"iconst_4", 1, 0, 1},
    [OP_ICONST_5] = {"iconst_5", 1, 0, 1},
    [OP_LCONST_0] = {"lconst_0", 1, 0, 2},
    [OP_LCONST_1] = {"lconst_1", 1, 0, 2},
    [OP_FCONST_0] = {"fconst_0", 1, 0, 1},
    [OP_FCONST_1] = {"fconst_1", 1, 0, 1},
    [OP_FCONST_2] = {"fconst_2", 1, 0, 1},
    [OP_DCONST_0] = {"dconst_0", 1, 0, 2},
    [OP_DCONST_1] = {"dconst_1", 1, 0, 2},
    [OP_BIPUSH] = {"bipush", 2, 0, 1},
    [OP_SIPUSH] = {"sipush", 3, 0, 1},
    [OP_LDC] = {"ldc", 2, 0, 1},
    [OP_LDC_W] = {"ldc_w", 3, 0, 1},
    [OP_LDC2_W] = {"ldc2_w", 3, 0, 2},
    [OP_ILOAD] = {"iload", 2, 0, 1},
    [OP_LLOAD] = {"lload", 2, 0, 2},
    [OP_FLOAD] = {"fload", 2, 0, 1},
    [OP_DLOAD] = {"dload", 2, 0, 2},
    [OP_ALOAD] = {"aload", 2, 0, 1},
    [OP_ILOAD_0] = {"iload_0", 1, 0, 1},
    [OP_ILOAD_1] = {"iload_1", 1, 0, 1},
    [OP_ILOAD_2] = {"iload_2", 1, 0, 1},
    [OP_ILOAD_3] = {"iload_3", 1, 0, 1},
    [OP_LLOAD_0] = {"lload_0", 1, 0, 2},
    [OP_LLOAD_1] = {"lload_1", 1, 0, 2},
    [OP_LLOAD_2] = {"lload_2", 1, 0, 2},
    [OP_LLOAD_3] = {"lload_3", 1, 0, 2},
    [OP_FLOAD_0] = {"fload_0", 1, 0, 1},
    [OP_FLOAD_1] = {"fload_1", 1, 0, 1},
    [OP_FLOAD_2] = {"fload_2", 1, 0, 1},
    [OP_FLOAD_3] = {"fload_3", 1, 0, 1},
    [OP_DLOAD_0] = {"dload_0", 1, 0, 2},
    [OP_DLOAD_1] = {"dload_1", 1, 0, 2},
    [OP_DLOAD_2] = {"dload_2", 1, 0, 2},
    [OP_DLOAD_3] = {"dload_3", 1, 0, 2},
    [OP_ALOAD_0] = {"aload_0", 1, 0, 1},
    [OP_ALOAD_1] = {"aload_1", 1, 0, 1},
    [OP_ALOAD_2] = {"aload_2", 1, 0, 1},
    [OP_ALOAD_3] = {"aload_3", 1, 0, 1},
    [OP_IALOAD] = {"iaload", 1, 2, 1},
    [OP_LALOAD] = {"laload", 1, 2, 2},
    [OP_FALOAD] = {"faload", 1, 2, 1},
    [OP_DALOAD] = {"daload", 1, 2, 2},
    [OP_AALOAD] = {"aaload", 1, 2, 1},
    [OP_BALOAD] = {"baload", 1, 2, 1},
    [OP_CALOAD] = {"caload", 1, 2, 1},
    [OP_SALOAD] = {"saload", 1, 2, 1},
    [OP_ISTORE] = {"istore", 2, 1, 0},
    [OP_LSTORE] = {"lstore", 2, 2, 0},
    [OP_FSTORE] = {"fstore", 2, 1, 0},
    [OP_DSTORE] = {"dstore", 2, 2, 0},
    [OP_ASTORE] = {"astore", 2, 1, 0},
    [OP_ISTORE_0] = {"istore_0", 1, 1, 0},
    [OP_ISTORE_1] = {"istore_1", 1, 1, 0},
    [OP_ISTORE_2] = {"istore_2", 1, 1, 0},
    [OP_ISTORE_3] = {"istore_3", 1, 1, 0},
    [OP_LSTORE_0] = {"lstore_0", 1, 2, 0},
    [OP_LSTORE_1] = {"lstore_1", 1, 2, 0},
    [OP_LSTORE_2] = {"lstore_2", 1, 2, 0},
    [OP_LSTORE_3] = {"lstore_3", 1, 2, 0},
    [OP_FSTORE_0] = {"fstore_0", 1, 1, 0},
    [OP_FSTORE_1] = {"fstore_1", 1, 1, 0},
    [OP_FSTORE_2] = {"fstore_2", 1, 1, 0},
    [OP_FSTORE_3] = {"fstore_3", 1, 1, 0},
    [OP_DSTORE_0] = {"dstore_0", 1, 2, 0},
    [OP_DSTORE_1] = {"dstore_1", 1, 2, 0},
    [OP_DSTORE_2] = {"dstore_2", 1, 2, 0},
    [OP_DSTORE_3] = {"dstore_3", 1, 2, 0},
    [OP_ASTORE_0] = {"astore_0", 1, 1, 0},
    [OP_ASTORE_1] = {"astore_1", 1, 1, 0},
    [OP_ASTORE_2] = {"astore_2", 1, 1, 0},
    [OP_ASTORE_3] = {"astore_3", 1, 1, 0},
    [OP_IASTORE] = {"iastore", 1, 3, 0},
    [OP_LASTORE] = {"lastore", 1, 4, 0},
    [OP_FASTORE] = {"fastore", 1, 3, 0},
    [OP_DASTORE] = {"dastore", 1, 4, 0},
    [OP_AASTORE] = {"aastore", 1, 3, 0},
    [OP_BASTORE] = {"bastore", 1, 3, 0},
    [OP_CASTORE] = {"castore", 1, 3, 0},
    [OP_SASTORE] = {"sastore", 1, 3, 0},
    [OP_POP] = {"pop", 1, 1, 0},
    [OP_POP2] = {"pop2", 1, 2, 0},
    [OP_DUP] = {"dup", 1, 1, 2},
    [OP_DUP_X1] = {"dup_x1", 1, 2, 3},
    [OP_DUP_X2] = {"dup_x2", 1, 3, 4},
    [OP_DUP2] = {"dup2", 1, 2, 4},
    [OP_DUP2_X1] = {"dup2_x1", 1, 3, 5},
    [OP_DUP2_X2] = {"dup2_x2", 1, 4, 6},
    [OP_SWAP] = {"swap", 1, 2, 2},
    [OP_IADD] = {"iadd", 1, 2, 1},
    [OP_LADD] = {"ladd", 1, 4, 2},
    [OP_FADD] = {"fadd", 1, 2, 1},
    [OP_DADD] = {"dadd", 1, 4, 2},
    [OP_ISUB] = {"isub", 1, 2, 1},
    [OP_LSUB] = {"lsub", 1, 4, 2},
    [OP_FSUB] = {"fsub", 1, 2, 1},
    [OP_DSUB] = {"dsub", 1, 4, 2},
    [OP_IMUL] = {"imul", 1, 2, 1},
    [OP_LMUL] = {"lmul", 1, 4, 2},
    [OP_FMUL] = {"fmul", 1, 2, 1},
    [OP_DMUL] = {"dmul", 1, 4, 2},
    [OP_IDIV] = {"idiv", 1, 2, 1},
    [OP_LDIV] = {"ldiv", 1, 4, 2},
    [OP_FDIV] = {"fdiv", 1, 2, 1},
    [OP_DDIV] = {"ddiv", 1, 4, 2},
    [OP_IREM] = {"irem", 1, 2, 1},
    [OP_LREM] = {"lrem", 1, 4, 2},
    [OP_FREM] = {"frem", 1, 2, 1},
    [OP_DREM] = {"drem", 1, 4, 2},
    [OP_INEG] = {"ineg", 1, 1, 1},
    [OP_LNEG] = {"lneg", 1, 2, 2},
    [OP_FNEG] = {"fneg", 1, 1, 1},
    [OP_DNEG] = {"dneg", 1, 2, 2},
    [OP_ISHL] = {"ishl", 1, 2, 1},
    [OP_LSHL] = {"lshl", 1, 3, 2},
    [OP_ISHR] = {"ishr", 1, 2, 1},
    [OP_LSHR] = {"lshr", 1, 3, 2},
    [OP_IUSHR] = {"iushr", 1, 2, 1},
    [OP_LUSHR] = {"lushr", 1, 3, 2},
    [OP_IAND] = {"iand", 1, 2, 1},
    [OP_LAND] = {"land", 1, 4, 2},
    [OP_IOR] = {"ior", 1, 2, 1},
    [OP_LOR] = {"lor", 1, 4, 2},
    [OP_IXOR] = {"ixor", 1, 2, 1},
    [OP_LXOR] = {"lxor", 1, 4, 2},
    [OP_IINC] = {"iinc", 3, 0, 0},
    [OP_I2L] = {"i2l", 1, 1, 2},
    [OP_I2F] = {"i2f", 1, 1, 1},
    [OP_I2D] = {"i2d", 1, 1, 2},
    [OP_L2I] = {"l2i", 1, 2, 1},
    [OP_L2F] = {"l2f", 1, 2, 1},
    [OP_L2D] = {"l2d", 1, 2, 2},
    [OP_F2I] = {"f2i", 1, 1, 1},
    [OP_F2L] = {"f2l", 1, 1, 2},
    [OP_F2D] = {"f2d", 1, 1, 2},
    [OP_D2I] = {"d2i", 1, 2, 1},
    [OP_D2L] = {"d2l", 1, 2, 2},
    [OP_D2F] = {"d2f", 1, 2, 1},
    [OP_I2B] = {"i2b", 1, 1, 1},
    [OP_I2C] = {"i2c", 1, 1, 1},
    [OP_I2S] = {"i2s", 1, 1, 1},
    [OP_LCMP] = {"lcmp", 1, 4, 1},
    [OP_FCMPL] = {"fcmpl", 1, 2, 1},
    [OP_FCMPG] = {"fcmpg", 1, 2, 1},
    [OP_DCMPL] = {"dcmpl", 1, 4, 1},
    [OP_DCMPG] = {"dcmpg", 1, 4, 1},
    [OP_IFEQ] = {"ifeq", 3, 1, 0},
    [OP_IFNE] = {"ifne", 3, 1, 0},
    [OP_IFLT] = {"iflt", 3, 1, 0},
    [OP_IFGE] = {"ifge", 3, 1, 0},
    [OP_IFGT] = {"ifgt", 3, 1, 0},
    [OP_IFLE] = {"ifle", 3, 1, 0},
    [OP_IF_ICMPEQ] = {"if_icmpeq", 3, 2, 0},
    [OP_IF_ICMPNE] = {"if_icmpne", 3, 2, 0},
    [OP_IF_ICMPLT] = {"if_icmplt", 3, 2, 0},
    [OP_IF_ICMPGE] = {"if_icmpge", 3, 2, 0},
    [OP_IF_ICMPGT] = {"if_icmpgt", 3, 2, 0},
    [OP_IF_ICMPLE] = {"if_icmple", 3, 2, 0},
    [OP_IF_ACMPEQ] = {"if_acmpeq", 3, 2, 0},
    [OP_IF_ACMPNE] = {"if_acmpne", 3, 2, 0},
    [OP_GOTO] = {"goto", 3, 0, 0},
    [OP_JSR] = {"jsr", 3, 0, 1},
    [OP_RET] = {"ret", 2, 0, 0},
    [OP_TABLESWITCH] = {"tableswitch", 0, 1, 0},
    [OP_LOOKUPSWITCH] = {"lookupswitch", 0, 1, 0},
    [OP_IRETURN] = {"ireturn", 1, 1, 0},
    [OP_LRETURN] = {"lreturn", 1, 2, 0},
    [OP_FRETURN] = {"freturn", 1, 1, 0},
    [OP_DRETURN] = {"dreturn", 1, 2, 0},
    [OP_ARETURN] = {"areturn", 1, 1, 0},
    [OP_RETURN] = {"return", 1, 0, 0},
    [OP_GETSTATIC] = {"getstatic", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_PUTSTATIC] = {"putstatic", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_GETFIELD] = {"getfield", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_PUTFIELD] = {"putfield", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_INVOKEVIRTUAL] = {"invokevirtual", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_INVOKESPECIAL] = {"invokespecial", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_INVOKESTATIC] = {"invokestatic", 3, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_INVOKEINTERFACE] = {"invokeinterface", 5, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_INVOKEDYNAMIC] = {"invokedynamic", 5, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_NEW] = {"new", 3, 0, 1},
    [OP_NEWARRAY] = {"newarray", 2, 1, 1},
    [OP_ANEWARRAY] = {"anewarray", 3, 1, 1},
    [OP_ARRAYLENGTH] = {"arraylength", 1, 1, 1},
    [OP_ATHROW] = {"athrow", 1, 1, 0},
    [OP_CHECKCAST] = {"checkcast", 3, 1, 1},
    [OP_INSTANCEOF] = {"instanceof", 3, 1, 1},
    [OP_MONITORENTER] = {"monitorenter", 1, 1, 0},
    [OP_MONITOREXIT] = {"monitorexit", 1, 1, 0},
    [OP_WIDE] = {"wide", 0, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_MULTIANEWARRAY] = {"multianewarray", 4, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_IFNULL] = {"ifnull", 3, 1, 0},
    [OP_IFNONNULL] = {"ifnonnull", 3, 1, 0},
    [OP_GOTO_W] = {"goto_w", 5, 0, 0},
    [OP_JSR_W] = {"jsr_w", 5, 0, 1},
    [OP_BREAKPOINT] = {"breakpoint", 1, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_IMPDEP1] = {"impdep1", 1, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    [OP_IMPDEP2] = {"impdep2", 1, OP_STACK_VARIABLE, OP_STACK_VARIABLE},
    /* 0xcb..0xfd: 51 undefined opcodes */
    [0xcb] = U, U, U, U, U, /* 0xcb..0xcf */
    U8, U8, U8, U8, U8,      /* 0xd0..0xf7 */
    U, U, U, U, U, U,        /* 0xf8..0xfd */
};

int op_type_slots(char type)
{
    return (type == 'J' || type == 'D') ? 2 : (type == 'V' ? 0 : 1);
}

static uint16_t operand_u2(const uint8_t *p)
{
    return (uint16_t)(p[0] << 8 | p[1]);
}

/* The descriptor of the field or method a field/invoke instruction names. */
static const char *member_descriptor(const struct cf_class *c, uint8_t op, uint16_t index)
{
    const cf_const *e = &c->cp[index];
    uint16_t nat = op == OP_INVOKEDYNAMIC ? e->u.dyn.nat_index : e->u.ref.nat_index;
    return cf_utf8(c, c->cp[nat].u.nat.descriptor);
}

bool op_stack_effect(const struct cf_class *c, const uint8_t *code, uint32_t pc, int *pops, int *pushes)
{
    uint8_t op = code[pc];
    if (op_info[op].pops != OP_STACK_VARIABLE) {
        *pops = op_info[op].pops;
        *pushes = op_info[op].pushes;
        return true;
    }
    switch (op) {
    case OP_GETSTATIC: case OP_GETFIELD: {
        const char *d = member_descriptor(c, op, operand_u2(code + pc + 1));
        *pops = op == OP_GETFIELD ? 1 : 0;
        *pushes = op_type_slots(d[0]);
        return true;
    }
    case OP_PUTSTATIC: case OP_PUTFIELD: {
        const char *d = member_descriptor(c, op, operand_u2(code + pc + 1));
        *pops = op_type_slots(d[0]) + (op == OP_PUTFIELD ? 1 : 0);
        *pushes = 0;
        return true;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
    case OP_INVOKEDYNAMIC: {
        const char *d = member_descriptor(c, op, operand_u2(code + pc + 1));
        *pops = cf_descriptor_arg_slots(d) + ((op == OP_INVOKESTATIC || op == OP_INVOKEDYNAMIC) ? 0 : 1);
        const char *r = strchr(d, ')');
        *pushes = r ? op_type_slots(r[1]) : 0;
        return true;
    }
    case OP_MULTIANEWARRAY:
        *pops = code[pc + 3];
        *pushes = 1;
        return true;
    case OP_WIDE: {
        uint8_t widened = code[pc + 1];
        if (op_info[widened].pops == OP_STACK_VARIABLE) return false;
        *pops = op_info[widened].pops;
        *pushes = op_info[widened].pushes;
        return true;
    }
    default:
        return false;
    }
}
