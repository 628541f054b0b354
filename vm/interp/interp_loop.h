/*
 * interp_loop.h -- the interpreter loop itself, included twice by interp.c:
 *
 *   INTERP_FN = interpret,          INTERP_EVENTS = 0: the normal loop;
 *   INTERP_FN = interpret_events,   INTERP_EVENTS = 1: the same loop that
 *       also sends JVMPI METHOD_ENTRY / ENTRY2 / EXIT (exits by exception
 *       too) and INSTRUCTION_START before each instruction (the DISPATCH
 *       interp.c defines for this loop), chosen while an agent wants them
 *       (docs/rules.md rule 7: the normal loop pays nothing for profiling).
 *
 * The registers, macros and helpers are interp.c's; see its header.
 */

static bool INTERP_FN(vm_thread *t, frame *entry, slot *result)
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
#if INTERP_EVENTS
    jvmpi_post_method_entry(t, m, (m->access & CF_ACC_STATIC) ? NULL : locals[0].a);
#endif

#ifdef THREADED
    DISPATCH();
#else
dispatch:
#if INTERP_EVENTS
    INSTRUCTION_HOOK();
#endif
    switch (FETCH_OP(pc)) {
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
        bool narrow = ORIGINAL_OP(m, pc) == OP_LDC;
        uint16_t idx = narrow ? pc[1] : U2(pc + 1);
        int len = narrow ? 2 : 3;
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
    CASE(Q_LDC): (sp++)->a = CP_QUICK(pc[1], ldc); pc += 2; DISPATCH();
    CASE(Q_LDC_W): (sp++)->a = CP_QUICK(U2(pc + 1), ldc); pc += 3; DISPATCH();
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
        heap_write_barrier(arr);
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
    CASE(OP_GOTO): {
        int32_t off = S2(pc + 1);
        pc += off;
        POLL_BACK_EDGE(off);
        DISPATCH();
    }
    CASE(OP_GOTO_W): {
        int32_t off = S4(pc + 1);
        pc += off;
        POLL_BACK_EDGE(off);
        DISPATCH();
    }
    /* A return address is an offset into the code, never a pointer, so a
     * stale one cannot point outside the method. */
    CASE(OP_JSR): {
        int32_t off = S2(pc + 1);
        (sp++)->raw = (uintptr_t)(pc + 3 - m->code);
        pc += off;
        POLL_BACK_EDGE(off);
        DISPATCH();
    }
    CASE(OP_JSR_W): {
        int32_t off = S4(pc + 1);
        (sp++)->raw = (uintptr_t)(pc + 5 - m->code);
        pc += off;
        POLL_BACK_EDGE(off);
        DISPATCH();
    }
    /* ret goes back to after its jsr, which may be before it, or (in code
     * that was not verified) to itself. */
    CASE(OP_RET): {
        const uint8_t *to = m->code + locals[pc[1]].raw;
        int32_t off = (int32_t)(to - pc);
        pc = to;
        POLL_BACK_EDGE(off);
        DISPATCH();
    }

    /* The tables are aligned ints in host order (interp_prepare_code). */
    CASE(OP_TABLESWITCH): {
        const int32_t *p = (const int32_t *)(m->code + (((pc - m->code) + 4) & ~3));
        uint32_t idx = (uint32_t)(--sp)->i - (uint32_t)p[1];
        int32_t off = idx <= (uint32_t)p[2] - (uint32_t)p[1] ? p[3 + idx] : p[0];
        pc += off;
        POLL_BACK_EDGE(off);
        DISPATCH();
    }
    CASE(OP_LOOKUPSWITCH): {
        const int32_t *p = (const int32_t *)(m->code + (((pc - m->code) + 4) & ~3));
        int32_t n = p[1];
        int32_t key = (--sp)->i;
        /* Keys ascend (checked by the parser): binary search. */
        int32_t lo = 0, hi = n - 1, offset = p[0];
        while (lo <= hi) {
            int32_t mid = (int32_t)(((uint32_t)lo + (uint32_t)hi) >> 1);
            int32_t k = p[2 + 2 * mid];
            if (key < k)
                hi = mid - 1;
            else if (key > k)
                lo = mid + 1;
            else {
                offset = p[3 + 2 * mid];
                break;
            }
        }
        pc += offset;
        POLL_BACK_EDGE(offset);
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
        case OP_RET: {
            const uint8_t *to = m->code + locals[idx].raw;
            int32_t off = (int32_t)(to - pc);
            pc = to;
            POLL_BACK_EDGE(off);
            DISPATCH();
        }
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
        bool put = ORIGINAL_OP(m, pc) == OP_PUTFIELD;
        /* The cp index too comes from the class file's copy: another thread
         * may be quickening this instruction right now, and the quick
         * form's operand (a byte offset) is written before its opcode. */
        uint16_t cpi = U2(&ORIGINAL_OP(m, pc) + 1);
        vm_field *fld = resolve_field(t, cls, cpi, false, put, m);
        if (!fld) THROW();
        if (fld->offset > 0xffff) {
            /* Too far for the quick form's operand: should not happen
             * (65535 bytes of fields); refuse clearly. */
            vm_throw(t, "java/lang/InternalError", "field offset too large");
            THROW();
        }
        if (fld->access & CF_ACC_VOLATILE) {
            /* Volatile (JMM): never quickened; a store is fenced on both
             * sides (release, then store-load), a load is followed by one
             * (acquire).  Whole 8-byte accesses keep long/double atomic. */
            int w = (fld->type == T_LONG || fld->type == T_DOUBLE) ? 2 : 1;
            object *o = put ? sp[-1 - w].a : sp[-1].a;
            CHECK_NULL(o);
            if (put) {
                os_atomic_fence();
                interp_store_field(o, fld->offset, fld->type, &sp[-w]); /* with its barrier */
                os_atomic_fence();
                sp -= 1 + w;
            } else {
                interp_load_field((char *)o + fld->offset, fld->type, &sp[-1]);
                os_atomic_fence();
                sp += w - 1;
            }
            pc += 3;
            DISPATCH();
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
    CASE(Q_PUTFIELD_A): {
        object *o = sp[-2].a;
        CHECK_NULL(o);
        *(object **)((char *)o + U2(pc + 1)) = sp[-1].a;
        heap_write_barrier(o);
        sp -= 2;
        pc += 3;
        DISPATCH();
    }
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
        bool put = ORIGINAL_OP(m, pc) == OP_PUTSTATIC;
        uint16_t idx = U2(pc + 1);
        vm_field *fld = resolve_field(t, cls, idx, true, put, m);
        if (!fld) THROW();
        if (!class_initialize(t, fld->clazz)) THROW();
        bool wide = fld->type == T_LONG || fld->type == T_DOUBLE;
        /* Rewrite only once initialized: the quick form skips the check.
         * A class still initializing (by this thread) keeps the slow form. */
        bool vol = (fld->access & CF_ACC_VOLATILE) != 0; /* never quickened, fenced (see getfield) */
        if (fld->clazz->state == CLASS_INITIALIZED && !vol)
            resolve_rewrite(pc, put ? (wide ? Q_PUTSTATIC2 : Q_PUTSTATIC) : (wide ? Q_GETSTATIC2 : Q_GETSTATIC));
        slot *s = &fld->clazz->statics[fld->offset];
        /* No write barrier for putstatic (here or quickened): statics are roots. */
        /* A static is one whole slot: a volatile one is read and written
         * as one 64-bit atomic access. */
        if (put) {
            sp -= wide ? 2 : 1;
            slot v = sp[0];
            if (fld->type == T_BOOLEAN) v.i &= 1;
            if (vol) {
                os_atomic_fence();
                os_atomic_store64((volatile int64_t *)&s->j, v.j);
                os_atomic_fence();
            } else {
                *s = v;
            }
        } else {
            if (vol) {
                sp->j = os_atomic_load64((const volatile int64_t *)&s->j);
                os_atomic_fence();
            } else {
                *sp = *s;
            }
            sp += wide ? 2 : 1;
        }
        pc += 3;
        DISPATCH();
    }
    CASE(Q_GETSTATIC): {
        vm_field *fld = CP_QUICK(U2(pc + 1), u.field);
        *sp++ = fld->clazz->statics[fld->offset];
        pc += 3;
        DISPATCH();
    }
    CASE(Q_GETSTATIC2): {
        vm_field *fld = CP_QUICK(U2(pc + 1), u.field);
        sp[0] = fld->clazz->statics[fld->offset];
        sp += 2;
        pc += 3;
        DISPATCH();
    }
    CASE(Q_PUTSTATIC): {
        vm_field *fld = CP_QUICK(U2(pc + 1), u.field);
        slot v = *--sp; /* a reference too needs no write barrier: statics are roots */
        if (fld->type == T_BOOLEAN) v.i &= 1;
        fld->clazz->statics[fld->offset] = v;
        pc += 3;
        DISPATCH();
    }
    CASE(Q_PUTSTATIC2): {
        vm_field *fld = CP_QUICK(U2(pc + 1), u.field);
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
        object *o = heap_new_object(t, CP_QUICK(U2(pc + 1), u.clazz));
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
        os_atomic_store_ptr((void *volatile *)&cls->cp_cache[U2(pc + 1)].ic_class, ac);
        resolve_rewrite(pc, Q_ANEWARRAY);
        DISPATCH();
    }
    CASE(Q_ANEWARRAY): {
        SYNC();
        object *a = heap_new_array(t, CP_QUICK(U2(pc + 1), ic_class), sp[-1].i);
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
        if (!sp[-1].a) {
            /* As HotSpot: null passes (or is no instance) without resolving
             * the class, so an inaccessible one is not reported yet. */
            if (ORIGINAL_OP(m, pc) == OP_INSTANCEOF) sp[-1].i = 0;
            pc += 3;
            DISPATCH();
        }
        vm_class *c = resolve_class(t, cls, U2(pc + 1));
        if (!c) THROW();
        resolve_rewrite(pc, ORIGINAL_OP(m, pc) == OP_CHECKCAST ? Q_CHECKCAST : Q_INSTANCEOF);
        DISPATCH();
    }
    CASE(Q_CHECKCAST): {
        object *o = sp[-1].a;
        vm_class *c = CP_QUICK(U2(pc + 1), u.clazz);
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
        vm_class *c = CP_QUICK(U2(pc + 1), u.clazz);
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
        uint8_t op = ORIGINAL_OP(m, pc);
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
        } else if (op == OP_INVOKEINTERFACE) {
            resolve_rewrite(pc, Q_INVOKEINTERFACE);
        } else if (rm->clazz->access & CF_ACC_INTERFACE) {
            /* Same selection, but the instruction stays 3 bytes long. */
            resolve_rewrite(pc, Q_INVOKEVIRTUAL_ITF);
        } else {
            resolve_rewrite(pc, Q_INVOKEVIRTUAL);
        }
        DISPATCH();
    }
    CASE(Q_INVOKEDIRECT5):
    CASE(Q_INVOKEDIRECT): {
        callee = CP_QUICK(U2(pc + 1), u.method);
        args = sp - callee->arg_slots;
        if (!(callee->access & CF_ACC_STATIC)) CHECK_NULL(args[0].a);
        goto invoke;
    }
    CASE(Q_INVOKEVIRTUAL): {
        vm_method *rm = CP_QUICK(U2(pc + 1), u.method);
        args = sp - rm->arg_slots;
        object *recv = args[0].a;
        CHECK_NULL(recv);
        callee = recv->clazz->vtable[rm->vtable_index];
        goto invoke;
    }
    CASE(Q_INVOKEVIRTUAL_ITF):
    CASE(Q_INVOKEINTERFACE): {
        cp_cache_entry *ce = &cls->cp_cache[U2(pc + 1)];
        vm_method *rm = os_atomic_load_ptr_relaxed((void *const volatile *)&ce->u.method);
        args = sp - rm->arg_slots;
        object *recv = args[0].a;
        CHECK_NULL(recv);
        ic_pair *ic = os_atomic_load_ptr((void *const volatile *)&ce->ic);
        if (ic && ic->receiver == recv->clazz) {
            callee = ic->target;
        } else {
            SYNC();
            callee = resolve_select_interface(t, recv->clazz, rm);
            if (!callee) THROW();
            if (os_atomic_load32(&ce->ic_pairs_made) < IC_MAX_PAIRS) {
                ic_pair *np = malloc(sizeof *np);
                if (np) {
                    os_atomic_add32(&ce->ic_pairs_made, 1);
                    np->receiver = recv->clazz;
                    np->target = callee;
                    np->older = ic;
                    if (!os_atomic_cas_ptr((void *volatile *)&ce->ic, ic, np)) free(np); /* another thread's won */
                }
            }
        }
        goto invoke;
    }
    CASE(OP_INVOKEDYNAMIC): {
        SYNC();
        if (!indy_resolve(t, cls, U2(pc + 1))) THROW();
        resolve_rewrite(pc, Q_INVOKEDYNAMIC);
        DISPATCH();
    }
    CASE(Q_INVOKEDYNAMIC): {
        SYNC();
        struct indy_site *site = CP_QUICK(U2(pc + 1), u.indy);
        int popped = 0;
        slot r;
        if (!indy_invoke(t, site, sp, &popped, &r)) THROW();
        sp -= popped;
        *sp++ = r;
        if (indy_return_slots(site) == 2) sp++;
        else if (indy_return_slots(site) == 0) sp--;
        pc += 5;
        DISPATCH();
    }

    invoke:
        if (callee->access & (CF_ACC_NATIVE | CF_ACC_ABSTRACT)) {
            SYNC();
            slot r;
            if (callee->access & CF_ACC_ABSTRACT) {
                /* invokevirtual selected it (invokeinterface's selection
                 * reports its own); invokespecial of an abstract method is
                 * reported by its name alone, as HotSpot does. */
                if (ORIGINAL_OP(m, pc) == OP_INVOKESPECIAL) {
                    char buf[768];
                    vm_throw(t, "java/lang/AbstractMethodError", "'%s'", resolve_describe_method(callee, buf, sizeof buf));
                } else {
                    resolve_throw_abstract(t, args[0].a->clazz, CP_QUICK(U2(pc + 1), u.method), callee);
                }
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
            pc += call_length(ORIGINAL_OP(m, pc));
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
            if (os_atomic_load32(&safepoint_requested)) {
                SYNC();
                safepoint_block(t);
            }
#if INTERP_EVENTS
            SYNC();
            jvmpi_post_method_entry(t, m, (m->access & CF_ACC_STATIC) ? NULL : locals[0].a);
#endif
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
#if INTERP_EVENTS
        /* The agent may collect: the result is read again from the stack. */
        SYNC();
        jvmpi_post_method_exit(t, m);
        if (ret_slots) ret = sp[-ret_slots];
#endif
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
            pc = f->pc + call_length(ORIGINAL_OP(m, f->pc));
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
            /* A handler is a jump too, and one that catches what its own
             * range throws (`L: athrow` handled at L) is a loop without a
             * branch in it: the same poll, on this slow path always. */
            if (os_atomic_load32(&safepoint_requested)) {
                SYNC();
                safepoint_block(t);
            }
            DISPATCH();
        }
        t->exception = ex;
#if INTERP_EVENTS
        jvmpi_post_method_exit(t, m); /* it ends by the exception */
        ex = t->exception;
#endif
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
