/*
 * npe.c -- helpful NullPointerException messages (JEP 358, on by default in
 * JDK 17): "Cannot <action> because <what> is null".
 *
 * The action comes from the instruction that met the null; <what> is found
 * by walking back from it, instruction by instruction, to the one that
 * pushed the null slot, and describing that one ("<local1>", "this",
 * "<local1>.next", "Main.field", "the return value of \"C.m()\"", an array
 * element...).  The walk is linear: it stops at the start of the method or
 * at a jump target, where more than one path could have pushed the slot,
 * and then the message has no "because" part, as HotSpot's has none when it
 * cannot tell.  It reads the original bytecode (cf_code), never the
 * interpreter's rewritten copy.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/npe.h"
#include "classfile/opcodes.h"

#define U2(p) ((uint16_t)(((p)[0] << 8) | (p)[1]))

/* Instruction starts and jump targets of a method. */
typedef struct code_map {
    const uint8_t *code;
    uint32_t len;
    uint32_t *starts;
    uint32_t count;
    uint8_t *is_target;
} code_map;

static uint32_t insn_length(const uint8_t *code, uint32_t pc, uint32_t len)
{
    uint8_t op = code[pc];
    if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        uint32_t p = (pc + 4) & ~3u;
        if (p + 12 > len) return len - pc;
        int32_t a = (int32_t)(((uint32_t)code[p + 4] << 24) | (code[p + 5] << 16) | (code[p + 6] << 8) | code[p + 7]);
        if (op == OP_TABLESWITCH) {
            int32_t b = (int32_t)(((uint32_t)code[p + 8] << 24) | (code[p + 9] << 16) | (code[p + 10] << 8) | code[p + 11]);
            return p + 12 + 4 * (uint32_t)(b - a + 1) - pc;
        }
        return p + 8 + 8 * (uint32_t)a - pc;
    }
    if (op == OP_WIDE) return code[pc + 1] == OP_IINC ? 6 : 4;
    int l = op_info[op].length;
    return l > 0 ? (uint32_t)l : 1;
}

static int32_t s4(const uint8_t *p)
{
    return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]);
}

static void mark(code_map *cm, int64_t target)
{
    if (target >= 0 && target < cm->len) cm->is_target[target] = 1;
}

static bool build_map(code_map *cm, const cf_code *code)
{
    cm->code = code->code;
    cm->len = code->code_length;
    cm->starts = malloc(sizeof(uint32_t) * (cm->len + 1));
    cm->is_target = calloc(cm->len + 1, 1);
    if (!cm->starts || !cm->is_target) return false;
    cm->count = 0;
    for (uint32_t pc = 0; pc < cm->len; pc += insn_length(cm->code, pc, cm->len)) {
        cm->starts[cm->count++] = pc;
        uint8_t op = cm->code[pc];
        if ((op >= OP_IFEQ && op <= OP_JSR) || op == OP_IFNULL || op == OP_IFNONNULL)
            mark(cm, (int64_t)pc + (int16_t)U2(cm->code + pc + 1));
        else if (op == OP_GOTO_W || op == OP_JSR_W)
            mark(cm, (int64_t)pc + s4(cm->code + pc + 1));
        else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
            uint32_t p = (pc + 4) & ~3u;
            mark(cm, (int64_t)pc + s4(cm->code + p));
            if (op == OP_TABLESWITCH) {
                int32_t lo = s4(cm->code + p + 4), hi = s4(cm->code + p + 8);
                for (int64_t k = 0; k <= (int64_t)hi - lo; k++) mark(cm, (int64_t)pc + s4(cm->code + p + 12 + 4 * k));
            } else {
                int32_t n = s4(cm->code + p + 4);
                for (int32_t k = 0; k < n; k++) mark(cm, (int64_t)pc + s4(cm->code + p + 12 + 8 * k));
            }
        }
    }
    for (uint16_t i = 0; i < code->handler_count; i++) mark(cm, code->handlers[i].handler_pc);
    return true;
}

/* ---- names as the messages print them ---- */

static void java_class_name(const char *internal, char *out, size_t len)
{
    if (strncmp(internal, "java/lang/", 10) == 0 && !strchr(internal + 10, '/')) internal += 10;
    size_t n = 0;
    for (const char *p = internal; *p && n + 1 < len; p++) out[n++] = *p == '/' ? '.' : *p;
    out[n] = '\0';
}

static const char *type_name(const char *d, char *out, size_t len)
{
    int dims = 0;
    while (*d == '[') dims++, d++;
    const char *next = d + 1;
    switch (*d) {
    case 'B': snprintf(out, len, "byte"); break;
    case 'C': snprintf(out, len, "char"); break;
    case 'D': snprintf(out, len, "double"); break;
    case 'F': snprintf(out, len, "float"); break;
    case 'I': snprintf(out, len, "int"); break;
    case 'J': snprintf(out, len, "long"); break;
    case 'S': snprintf(out, len, "short"); break;
    case 'Z': snprintf(out, len, "boolean"); break;
    case 'V': snprintf(out, len, "void"); break;
    case 'L': {
        const char *semi = strchr(d, ';');
        char tmp[512];
        size_t n = semi ? (size_t)(semi - d - 1) : 0;
        if (n >= sizeof tmp) n = sizeof tmp - 1;
        memcpy(tmp, d + 1, n);
        tmp[n] = '\0';
        java_class_name(tmp, out, len);
        next = semi ? semi + 1 : d + strlen(d);
        break;
    }
    default: snprintf(out, len, "?"); break;
    }
    for (int i = 0; i < dims; i++) strncat(out, "[]", len - strlen(out) - 1);
    return next;
}

/* "String.length()", "Main$Node.set(int, String)" */
static void method_text(const cf_class *c, uint16_t ref, char *out, size_t len)
{
    const cf_const *k = &c->cp[ref];
    const cf_const *nat = &c->cp[k->u.ref.nat_index];
    char cls[512], t[512];
    java_class_name(cf_class_name_at(c, k->u.ref.class_index), cls, sizeof cls);
    const char *desc = cf_utf8(c, nat->u.nat.descriptor);
    snprintf(out, len, "%.250s.%.200s(", cls, cf_utf8(c, nat->u.nat.name));
    bool first = true;
    for (const char *p = desc + 1; *p && *p != ')';) {
        p = type_name(p, t, sizeof t);
        if (!first) strncat(out, ", ", len - strlen(out) - 1);
        strncat(out, t, len - strlen(out) - 1);
        first = false;
    }
    strncat(out, ")", len - strlen(out) - 1);
}

/* Stack effect of one instruction (op_stack_effect, from the opcode
 * table); false for those the walk does not follow (it then gives up, and
 * the message has no "because" part).  Why a list of its own: the walk
 * must not pass dup's relatives or swap (a copied slot has two places),
 * branches, switches, returns, athrow, jsr/ret or wide (they end the
 * straight line it walks); and it has never passed long/double arithmetic,
 * most conversions, comparisons, array stores, monitors or
 * multianewarray, so following those would change messages the NPE tests
 * pin.  The counts themselves are the table's. */
static bool effect(const cf_class *c, const uint8_t *code, uint32_t pc, int *pops, int *pushes)
{
    switch (code[pc]) {
    case OP_NOP:
    case OP_ACONST_NULL: case OP_ICONST_M1: case OP_ICONST_0: case OP_ICONST_1: case OP_ICONST_2:
    case OP_ICONST_3: case OP_ICONST_4: case OP_ICONST_5: case OP_FCONST_0: case OP_FCONST_1:
    case OP_FCONST_2: case OP_BIPUSH: case OP_SIPUSH: case OP_LDC: case OP_LDC_W:
    case OP_ILOAD: case OP_FLOAD: case OP_ALOAD: case OP_ILOAD_0: case OP_ILOAD_1: case OP_ILOAD_2:
    case OP_ILOAD_3: case OP_FLOAD_0: case OP_FLOAD_1: case OP_FLOAD_2: case OP_FLOAD_3:
    case OP_ALOAD_0: case OP_ALOAD_1: case OP_ALOAD_2: case OP_ALOAD_3: case OP_NEW:
    case OP_LCONST_0: case OP_LCONST_1: case OP_DCONST_0: case OP_DCONST_1: case OP_LDC2_W:
    case OP_LLOAD: case OP_DLOAD: case OP_LLOAD_0: case OP_LLOAD_1: case OP_LLOAD_2: case OP_LLOAD_3:
    case OP_DLOAD_0: case OP_DLOAD_1: case OP_DLOAD_2: case OP_DLOAD_3:
    case OP_IALOAD: case OP_FALOAD: case OP_AALOAD: case OP_BALOAD: case OP_CALOAD: case OP_SALOAD:
    case OP_LALOAD: case OP_DALOAD:
    case OP_ISTORE: case OP_FSTORE: case OP_ASTORE: case OP_ISTORE_0: case OP_ISTORE_1: case OP_ISTORE_2:
    case OP_ISTORE_3: case OP_FSTORE_0: case OP_FSTORE_1: case OP_FSTORE_2: case OP_FSTORE_3:
    case OP_ASTORE_0: case OP_ASTORE_1: case OP_ASTORE_2: case OP_ASTORE_3: case OP_POP:
    case OP_LSTORE: case OP_DSTORE: case OP_LSTORE_0: case OP_LSTORE_1: case OP_LSTORE_2: case OP_LSTORE_3:
    case OP_DSTORE_0: case OP_DSTORE_1: case OP_DSTORE_2: case OP_DSTORE_3: case OP_POP2:
    case OP_IADD: case OP_ISUB: case OP_IMUL: case OP_IDIV: case OP_IREM: case OP_ISHL: case OP_ISHR:
    case OP_IUSHR: case OP_IAND: case OP_IOR: case OP_IXOR: case OP_FADD: case OP_FSUB: case OP_FMUL:
    case OP_FDIV: case OP_FREM: case OP_FCMPL: case OP_FCMPG:
    case OP_IINC: case OP_CHECKCAST: case OP_DUP:
    case OP_ARRAYLENGTH: case OP_INSTANCEOF: case OP_NEWARRAY: case OP_ANEWARRAY: case OP_INEG:
    case OP_FNEG: case OP_I2F: case OP_F2I: case OP_I2B: case OP_I2C: case OP_I2S:
    case OP_GETSTATIC: case OP_GETFIELD: case OP_PUTSTATIC: case OP_PUTFIELD:
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
    case OP_INVOKEDYNAMIC:
        return op_stack_effect(c, code, pc, pops, pushes);
    default:
        return false;
    }
}

static int find_index(const code_map *cm, uint32_t pc)
{
    for (uint32_t i = 0; i < cm->count; i++)
        if (cm->starts[i] == pc) return (int)i;
    return -1;
}

static bool describe(const cf_class *c, const cf_method *m, const code_map *cm, int index, int depth, char *out,
                     size_t len, bool *is_return, int budget);

/* Describes the producer of the stack slot `depth` below the top, just
 * before instruction `index`. */
static bool describe_slot(const cf_class *c, const cf_method *m, const code_map *cm, int index, int depth,
                          char *out, size_t len, bool *is_return, int budget)
{
    if (budget <= 0) return false;
    for (int i = index - 1; i >= 0; i--) {
        uint32_t pc = cm->starts[i];
        /* If control can reach the next instruction from elsewhere, the
         * producer is not certain. */
        if (cm->is_target[cm->starts[i + 1]]) return false;
        int pops, pushes;
        if (!effect(c, cm->code, pc, &pops, &pushes)) return false;
        if (depth < pushes) return describe(c, m, cm, i, depth, out, len, is_return, budget - 1);
        depth = depth - pushes + pops;
    }
    return false;
}

/* The name of local slot `index` as read at `pc`: from the
 * LocalVariableTable when an entry covers pc (the class library has one,
 * being compiled with -g, as the JDK's is), else as HotSpot names it
 * without: a parameter's slot by the parameter's position
 * ("<parameter1>", long and double counting once), any other slot by its
 * number ("<local4>"), slot 0 of an instance method "this". */
static void local_name(const cf_method *m, uint32_t pc, unsigned index, char *out, size_t len)
{
    for (uint16_t i = 0; m->code && i < m->code->local_var_count; i++) {
        const cf_local_var *v = &m->code->local_vars[i];
        if (v->index == index && v->start_pc <= pc && pc < (uint32_t)v->start_pc + v->length) {
            snprintf(out, len, "%s", v->name);
            return;
        }
    }
    bool is_static = (m->access & CF_ACC_STATIC) != 0;
    if (index == 0 && !is_static) {
        snprintf(out, len, "this");
        return;
    }
    unsigned slot = is_static ? 0 : 1, param = 1;
    for (const char *p = m->descriptor + 1; *p && *p != ')'; param++) {
        unsigned width = (*p == 'J' || *p == 'D') ? 2 : 1;
        if (index >= slot && index < slot + width) {
            snprintf(out, len, "<parameter%u>", param);
            return;
        }
        slot += width;
        while (*p == '[') p++;
        p = (*p == 'L') ? strchr(p, ';') + 1 : p + 1;
    }
    snprintf(out, len, "<local%u>", index);
}

static bool describe(const cf_class *c, const cf_method *m, const code_map *cm, int index, int depth, char *out,
                     size_t len, bool *is_return, int budget)
{
    (void)depth;
    const uint8_t *code = cm->code;
    uint32_t pc = cm->starts[index];
    uint8_t op = code[pc];
    char a[512], b[512];
    *is_return = false;
    switch (op) {
    case OP_ALOAD: local_name(m, pc, code[pc + 1], out, len); return true;
    case OP_ALOAD_0: case OP_ALOAD_1: case OP_ALOAD_2: case OP_ALOAD_3:
        local_name(m, pc, (unsigned)(op - OP_ALOAD_0), out, len);
        return true;
    case OP_ACONST_NULL: snprintf(out, len, "null"); return true;
    case OP_GETSTATIC: {
        const cf_const *k = &c->cp[U2(code + pc + 1)];
        java_class_name(cf_class_name_at(c, k->u.ref.class_index), a, sizeof a);
        snprintf(out, len, "%.250s.%.200s", a, cf_utf8(c, c->cp[k->u.ref.nat_index].u.nat.name));
        return true;
    }
    case OP_GETFIELD: {
        const cf_const *k = &c->cp[U2(code + pc + 1)];
        const char *fname = cf_utf8(c, c->cp[k->u.ref.nat_index].u.nat.name);
        bool ret;
        if (describe_slot(c, m, cm, index, 0, a, sizeof a, &ret, 16) && !ret)
            snprintf(out, len, "%.250s.%.200s", a, fname);
        else
            snprintf(out, len, "%s", fname);
        return true;
    }
    case OP_AALOAD: {
        bool r1, r2;
        if (!describe_slot(c, m, cm, index, 1, a, sizeof a, &r1, 16) || r1) return false;
        uint32_t ipc = index > 0 ? cm->starts[index - 1] : 0;
        uint8_t iop = code[ipc];
        if (iop >= OP_ICONST_M1 && iop <= OP_ICONST_5)
            snprintf(b, sizeof b, "%d", iop - OP_ICONST_0);
        else if (iop == OP_BIPUSH)
            snprintf(b, sizeof b, "%d", (int8_t)code[ipc + 1]);
        else if (iop >= OP_ILOAD_0 && iop <= OP_ILOAD_3)
            local_name(m, ipc, (unsigned)(iop - OP_ILOAD_0), b, sizeof b);
        else if (iop == OP_ILOAD)
            local_name(m, ipc, code[ipc + 1], b, sizeof b);
        else if (!describe_slot(c, m, cm, index, 0, b, sizeof b, &r2, 16) || r2)
            snprintf(b, sizeof b, "...");
        snprintf(out, len, "%.250s[%.200s]", a, b);
        return true;
    }
    case OP_CHECKCAST:
    case OP_DUP: /* both copies are the slot below */
        return describe_slot(c, m, cm, index, 0, out, len, is_return, budget - 1);
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKESTATIC: case OP_INVOKEINTERFACE:
        method_text(c, U2(code + pc + 1), a, sizeof a);
        snprintf(out, len, "the return value of \"%s\"", a);
        *is_return = true;
        return true;
    default:
        return false;
    }
}

bool npe_message(const cf_class *c, const cf_method *m, uint32_t pc, char *out, size_t len)
{
    const cf_code *code = m->code;
    if (!code || pc >= code->code_length) return false;
    code_map cm = {0};
    bool ok = false;
    if (!build_map(&cm, code)) goto done;
    int index = find_index(&cm, pc);
    if (index < 0) goto done;
    const uint8_t *p = code->code + pc;
    uint8_t op = *p;
    char action[600], what[600];
    int depth = 0;
    switch (op) {
    case OP_GETFIELD: case OP_PUTFIELD: {
        const cf_const *k = &c->cp[U2(p + 1)];
        const cf_const *nat = &c->cp[k->u.ref.nat_index];
        snprintf(action, sizeof action, "Cannot %s field \"%s\"", op == OP_GETFIELD ? "read" : "assign",
                 cf_utf8(c, nat->u.nat.name));
        if (op == OP_PUTFIELD) depth = op_type_slots(cf_utf8(c, nat->u.nat.descriptor)[0]);
        break;
    }
    case OP_INVOKEVIRTUAL: case OP_INVOKESPECIAL: case OP_INVOKEINTERFACE: {
        char mt[512];
        method_text(c, U2(p + 1), mt, sizeof mt);
        snprintf(action, sizeof action, "Cannot invoke \"%s\"", mt);
        const char *desc = cf_utf8(c, c->cp[c->cp[U2(p + 1)].u.ref.nat_index].u.nat.descriptor);
        depth = cf_descriptor_arg_slots(desc);
        break;
    }
    case OP_IALOAD: case OP_LALOAD: case OP_FALOAD: case OP_DALOAD: case OP_AALOAD: case OP_BALOAD:
    case OP_CALOAD: case OP_SALOAD: {
        static const char *kinds[] = {"int", "long", "float", "double", "object", "byte/boolean", "char", "short"};
        snprintf(action, sizeof action, "Cannot load from %s array", kinds[op - OP_IALOAD]);
        depth = 1;
        break;
    }
    case OP_IASTORE: case OP_LASTORE: case OP_FASTORE: case OP_DASTORE: case OP_AASTORE: case OP_BASTORE:
    case OP_CASTORE: case OP_SASTORE: {
        static const char *kinds[] = {"int", "long", "float", "double", "object", "byte/boolean", "char", "short"};
        snprintf(action, sizeof action, "Cannot store to %s array", kinds[op - OP_IASTORE]);
        depth = (op == OP_LASTORE || op == OP_DASTORE) ? 3 : 2;
        break;
    }
    case OP_ARRAYLENGTH: snprintf(action, sizeof action, "Cannot read the array length"); break;
    case OP_ATHROW: snprintf(action, sizeof action, "Cannot throw exception"); break;
    case OP_MONITORENTER: snprintf(action, sizeof action, "Cannot enter synchronized block"); break;
    case OP_MONITOREXIT: snprintf(action, sizeof action, "Cannot exit synchronized block"); break;
    default: goto done;
    }
    bool is_return = false;
    if (describe_slot(c, m, &cm, index, depth, what, sizeof what, &is_return, 16)) {
        if (is_return)
            snprintf(out, len, "%.500s because %.480s is null", action, what);
        else
            snprintf(out, len, "%.500s because \"%.480s\" is null", action, what);
    } else {
        snprintf(out, len, "%s", action);
    }
    ok = true;
done:
    free(cm.starts);
    free(cm.is_target);
    return ok;
}
