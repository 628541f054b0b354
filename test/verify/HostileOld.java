/*
 * HostileOld -- the hostile cases only old-generation class files (version
 * 49, no StackMapTable: checked by inference, JVMS 4.10.2) can have, or
 * that only inference has to catch by itself: jsr/ret and subroutines,
 * merges of conflicting types at a join, uninitialized objects across a
 * backward branch, exception-table ranges, wide locals beyond max_locals.
 * ok_ cases are legal (javac 1.4 style try/finally and friends): HotSpot
 * accepts them, so must Lantern.  Written by HostileGen (with its helpers)
 * into its second directory only; HotSpot 17's verdicts are in
 * hostile49.expected.
 */
import jdk.internal.org.objectweb.asm.Label;
import jdk.internal.org.objectweb.asm.MethodVisitor;

import static jdk.internal.org.objectweb.asm.Opcodes.*;

final class HostileOld {
    private HostileOld() {}

    /* ASM has no constant for it; visitJumpInsn writes the 4-byte form */
    static final int JSR_W = 201;

    static void w(String name, String desc, int maxStack, int maxLocals, HostileGen.Body body) throws Exception {
        HostileGen.write49("H_" + name, HostileGen.hostile(name, desc, maxStack, maxLocals, body));
    }

    /* A subroutine at l that stores its return address in local r and returns through it. */
    static void plainSub(MethodVisitor mv, Label l, int r) {
        mv.visitLabel(l);
        mv.visitVarInsn(ASTORE, r);
        mv.visitVarInsn(RET, r);
    }

    static void generate() throws Exception {
        HostileGen.version = V1_5;

        /* --- jsr / ret --- */
        w("ret_no_retaddr", "()V", 1, 1, mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitVarInsn(RET, 0);
        });
        w("ret_int", "()V", 1, 1, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitVarInsn(RET, 0);
        });
        w("ret_uninitialized_local", "()V", 0, 1, mv -> mv.visitVarInsn(RET, 0));
        w("jsr_recursive", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitJumpInsn(JSR, l);
            mv.visitVarInsn(RET, 0);
        });
        w("jsr_recursive_indirect", "()V", 1, 2, mv -> {
            Label a = new Label(), b = new Label();
            mv.visitJumpInsn(JSR, a);
            mv.visitInsn(RETURN);
            mv.visitLabel(a);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitJumpInsn(JSR, b);
            mv.visitVarInsn(RET, 0);
            mv.visitLabel(b);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, a);
            mv.visitVarInsn(RET, 1);
        });
        /* the inner subroutine returns straight to the outer one's caller */
        w("ret_two_levels", "()V", 1, 2, mv -> {
            Label a = new Label(), b = new Label();
            mv.visitJumpInsn(JSR, a);
            mv.visitInsn(RETURN);
            mv.visitLabel(a);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitJumpInsn(JSR, b);
            mv.visitVarInsn(RET, 0);
            mv.visitLabel(b);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitVarInsn(RET, 0);
        });
        /* the inner subroutine returns through the outer's address, and
         * code after the inner's call site uses the register it set */
        w("ret_two_levels_skips", "()V", 1, 3, mv -> {
            Label a = new Label(), b = new Label();
            mv.visitJumpInsn(JSR, a);
            mv.visitVarInsn(ILOAD, 2);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
            mv.visitLabel(a);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitJumpInsn(JSR, b);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 2);
            mv.visitVarInsn(RET, 0);
            mv.visitLabel(b);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitVarInsn(RET, 0);
        });
        w("sub_overwrites_retaddr", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitVarInsn(RET, 0);
        });
        /* after the jsr returns, execution runs on into the subroutine */
        w("fall_into_sub", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(ACONST_NULL);
            plainSub(mv, l, 0);
        });
        /* straight-line code reaches the subroutine with no jsr at all */
        w("fall_into_sub_no_jsr", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitInsn(ACONST_NULL);
            plainSub(mv, l, 0);
        });
        w("retaddr_aload", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(POP);
            mv.visitVarInsn(RET, 0);
        });
        w("retaddr_areturn", "()Ljava/lang/Object;", 1, 0, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(ARETURN);
            mv.visitLabel(l);
            mv.visitInsn(ARETURN);
        });
        w("retaddr_as_receiver", "()V", 1, 0, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Object", "hashCode", "()I", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        /* a register the subroutine sets to an int, used as a reference by
         * the caller after it returns */
        w("sub_changes_caller_local", "()V", 1, 2, mv -> {
            Label l = new Label();
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, l);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitVarInsn(RET, 0);
        });
        /* two call sites that leave different types in register 1: after
         * the second, the caller uses it as the first one left it */
        w("sub_two_callers_mixed", "()V", 1, 2, mv -> {
            Label l = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, l);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
            plainSub(mv, l, 0);
        });
        w("jsr_w_ret_int", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR_W, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitInsn(POP);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitVarInsn(RET, 0);
        });
        /* ret with the stack not empty: legal (ret ignores the stack) */
        w("ok_ret_with_stack", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(RET, 0);
        });
        w("ok_jsr_w", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR_W, l);
            mv.visitInsn(RETURN);
            plainSub(mv, l, 0);
        });
        w("ok_sub_two_callers", "()V", 1, 2, mv -> {
            Label l = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(JSR, l);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(POP);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, l);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
            plainSub(mv, l, 0);
        });
        /* one jsr, two rets on two paths: HotSpot's old verifier refuses it
         * (javac never wrote it) */
        w("sub_two_rets", "(I)V", 1, 2, mv -> {
            Label l = new Label(), x = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            mv.visitLabel(l);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitVarInsn(RET, 1);
            mv.visitLabel(x);
            mv.visitVarInsn(RET, 1);
        });
        w("ok_nested_subs", "()V", 1, 2, mv -> {
            Label a = new Label(), b = new Label();
            mv.visitJumpInsn(JSR, a);
            mv.visitInsn(RETURN);
            mv.visitLabel(a);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitJumpInsn(JSR, b);
            mv.visitVarInsn(RET, 0);
            plainSub(mv, b, 1);
        });
        /* a subroutine that never returns (pops its address, leaves) */
        w("ok_sub_no_ret", "()V", 1, 0, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitLabel(l);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("ok_wide_ret", "()V", 1, 301, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(JSR, l);
            mv.visitInsn(RETURN);
            plainSub(mv, l, 300);
        });
        /* try { new A().foo(); } finally { f = 1; } as javac 1.4 wrote it */
        w("ok_try_finally", "()V", 2, 3, mv -> {
            Label s = new Label(), e = new Label(), h = new Label(), fin = new Label(), end = new Label();
            mv.visitTryCatchBlock(s, e, h, null);
            mv.visitLabel(s);
            mv.visitTypeInsn(NEW, "A");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "A", "<init>", "()V", false);
            mv.visitMethodInsn(INVOKEVIRTUAL, "A", "foo", "()V", false);
            mv.visitLabel(e);
            mv.visitJumpInsn(JSR, fin);
            mv.visitJumpInsn(GOTO, end);
            mv.visitLabel(h);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ATHROW);
            mv.visitLabel(fin);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, 2);
            mv.visitVarInsn(RET, 1);
            mv.visitLabel(end);
            mv.visitInsn(RETURN);
        });
        /* try { try { x = 1; } finally { x = 2; } } finally { x = 3; } */
        w("ok_nested_finally", "()I", 1, 6, mv -> {
            Label s1 = new Label(), e1 = new Label(), h1 = new Label(), f1 = new Label(), end1 = new Label();
            Label s2 = new Label(), e2 = new Label(), h2 = new Label(), f2 = new Label(), end2 = new Label();
            mv.visitTryCatchBlock(s2, e2, h2, null);
            mv.visitTryCatchBlock(s1, e1, h1, null);
            mv.visitLabel(s1);
            mv.visitLabel(s2);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitLabel(e2);
            mv.visitJumpInsn(JSR, f2);
            mv.visitJumpInsn(GOTO, end2);
            mv.visitLabel(h2);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, f2);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitInsn(ATHROW);
            mv.visitLabel(f2);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitInsn(ICONST_2);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitVarInsn(RET, 2);
            mv.visitLabel(end2);
            mv.visitLabel(e1);
            mv.visitJumpInsn(JSR, f1);
            mv.visitJumpInsn(GOTO, end1);
            mv.visitLabel(h1);
            mv.visitVarInsn(ASTORE, 3);
            mv.visitJumpInsn(JSR, f1);
            mv.visitVarInsn(ALOAD, 3);
            mv.visitInsn(ATHROW);
            mv.visitLabel(f1);
            mv.visitVarInsn(ASTORE, 4);
            mv.visitInsn(ICONST_3);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitVarInsn(RET, 4);
            mv.visitLabel(end1);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitInsn(IRETURN);
        });
        /* return inside try { } finally { }: the result waits in a register
         * while the subroutine runs (javac 1.4) */
        w("ok_return_in_finally", "()I", 1, 4, mv -> {
            Label s = new Label(), e = new Label(), h = new Label(), fin = new Label();
            mv.visitTryCatchBlock(s, e, h, null);
            mv.visitLabel(s);
            mv.visitInsn(ICONST_5);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitInsn(IRETURN);
            mv.visitLabel(e);
            mv.visitLabel(h);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitInsn(ATHROW);
            mv.visitLabel(fin);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 3);
            mv.visitVarInsn(RET, 2);
        });

        /* --- merges at a join the inference verifier must catch --- */
        w("merge_register", "(I)V", 1, 2, mv -> {
            Label x = new Label(), y = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(GOTO, y);
            mv.visitLabel(x);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitLabel(y);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("merge_register_unused", "(I)V", 1, 2, mv -> {
            Label x = new Label(), y = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(GOTO, y);
            mv.visitLabel(x);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitLabel(y);
            mv.visitInsn(RETURN);
        });
        w("merge_stack_types", "(I)V", 1, 1, mv -> {
            Label x = new Label(), y = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(GOTO, y);
            mv.visitLabel(x);
            mv.visitInsn(ACONST_NULL);
            mv.visitLabel(y);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("merge_stack_height", "(I)V", 1, 1, mv -> {
            Label x = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitInsn(ICONST_0);
            mv.visitLabel(x);
            mv.visitInsn(RETURN);
        });
        /* String and Integer merge to Object: fine, until used as a String */
        w("merge_refs_used", "(ILjava/lang/String;Ljava/lang/Integer;)V", 1, 4, mv -> {
            Label x = new Label(), y = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitJumpInsn(GOTO, y);
            mv.visitLabel(x);
            mv.visitVarInsn(ALOAD, 2);
            mv.visitLabel(y);
            mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("ok_merge_refs", "(ILjava/lang/String;Ljava/lang/Integer;)V", 1, 4, mv -> {
            Label x = new Label(), y = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitJumpInsn(GOTO, y);
            mv.visitLabel(x);
            mv.visitVarInsn(ALOAD, 2);
            mv.visitLabel(y);
            mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Object", "hashCode", "()I", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        /* a register a handler reads, set to an int before and a reference
         * after within the try range */
        w("merge_into_handler", "()V", 1, 2, mv -> {
            Label s = new Label(), e = new Label(), h = new Label();
            mv.visitTryCatchBlock(s, e, h, null);
            mv.visitLabel(s);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitLabel(e);
            mv.visitInsn(RETURN);
            mv.visitLabel(h);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ATHROW);
        });

        /* --- uninitialized objects --- */
        w("uninit_backward_local", "()V", 2, 1, mv -> {
            Label l = new Label();
            mv.visitTypeInsn(NEW, "A");
            mv.visitVarInsn(ASTORE, 0);
            mv.visitLabel(l);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "A", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        });
        w("uninit_backward_stack", "()V", 2, 0, mv -> {
            Label l = new Label();
            mv.visitTypeInsn(NEW, "A");
            mv.visitLabel(l);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l);
            mv.visitMethodInsn(INVOKESPECIAL, "A", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        });
        /* the same new in a loop: two objects from one instruction */
        w("uninit_new_in_loop", "()V", 2, 1, mv -> {
            Label l = new Label();
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitLabel(l);
            mv.visitTypeInsn(NEW, "A");
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(POP);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l);
            mv.visitInsn(RETURN);
        });
        HostileGen.write49("H_ctor_return_uninit_branch", HostileGen.hostile("ctor_return_uninit_branch", ACC_PUBLIC,
                "<init>", "(I)V", 1, 2, mv -> {
            Label x = new Label();
            mv.visitVarInsn(ILOAD, 1);
            mv.visitJumpInsn(IFEQ, x);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitLabel(x);
            mv.visitInsn(RETURN);
        }));

        /* --- longs and doubles split, array element types --- */
        w("swap_long", "()V", 2, 0, mv -> {
            mv.visitInsn(LCONST_0);
            mv.visitInsn(SWAP);
            mv.visitInsn(POP2);
            mv.visitInsn(RETURN);
        });
        w("pop_half_long", "()V", 2, 0, mv -> {
            mv.visitInsn(LCONST_0);
            mv.visitInsn(POP);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("dup_x1_long", "()V", 4, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitInsn(LCONST_0);
            mv.visitInsn(DUP_X1);
            mv.visitInsn(RETURN);
        });
        w("long_halves_local", "()V", 2, 2, mv -> {
            mv.visitInsn(LCONST_0);
            mv.visitVarInsn(LSTORE, 0);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("long_overwritten_half", "()V", 2, 2, mv -> {
            mv.visitInsn(LCONST_0);
            mv.visitVarInsn(LSTORE, 0);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitVarInsn(LLOAD, 0);
            mv.visitInsn(POP2);
            mv.visitInsn(RETURN);
        });
        w("aaload_int_array", "([I)V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(AALOAD);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("aastore_long_array", "([J)V", 3, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(AASTORE);
            mv.visitInsn(RETURN);
        });
        w("baload_char_array", "([C)V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(BALOAD);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("ok_baload_boolean_array", "([Z)V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(BALOAD);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("iaload_null", "()V", 2, 0, mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(IALOAD);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("aastore_string_into_integer_array", "([Ljava/lang/Integer;)V", 3, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitLdcInsn("s");
            mv.visitInsn(AASTORE);
            mv.visitInsn(RETURN);
        });

        /* --- exception tables (patched: ASM writes them as given) --- */
        /* nop; return; handler: athrow.  Table: 0 1 2 any, patched */
        String[] kinds = {"handler_empty_range", "handler_reversed_range", "handler_end_past_code",
                          "handler_pc_past_code"};
        int[][] entries = {{1, 1, 2}, {1, 0, 2}, {0, 9, 2}, {0, 1, 9}};
        for (int k = 0; k < kinds.length; k++) {
            int[] en = entries[k];
            byte[] b = HostileGen.hostile(kinds[k], "()V", 1, 0, mv -> {
                Label s = new Label(), e = new Label(), h = new Label();
                mv.visitTryCatchBlock(s, e, h, null);
                mv.visitLabel(s);
                mv.visitInsn(NOP);
                mv.visitLabel(e);
                mv.visitInsn(RETURN);
                mv.visitLabel(h);
                mv.visitInsn(ATHROW);
            });
            b = HostileGen.patch(b, HostileGen.bytes(0x00, 0xb1, 0xbf, 0x00, 0x01, 0, 0, 0, 1, 0, 2, 0, 0),
                    HostileGen.bytes(0x00, 0xb1, 0xbf, 0x00, 0x01, 0, en[0], 0, en[1], 0, en[2], 0, 0));
            HostileGen.write49("H_" + kinds[k], b);
        }
        /* sipush 0; pop; return; handler: athrow -- then the handler moved
         * into sipush, and to offset 0: an instruction's start, which the
         * inference verifier refuses as a handler all the same */
        HostileGen.Body tryAroundSipush = mv -> {
            Label s = new Label(), e = new Label(), h = new Label();
            mv.visitTryCatchBlock(s, e, h, null);
            mv.visitLabel(s);
            mv.visitIntInsn(SIPUSH, 0);
            mv.visitInsn(POP);
            mv.visitLabel(e);
            mv.visitInsn(RETURN);
            mv.visitLabel(h);
            mv.visitInsn(ATHROW);
        };
        String[] handlerCases = {"handler_pc_mid_insn", "handler_pc_zero"};
        int[] handlerPcs = {1, 0};
        for (int k = 0; k < handlerCases.length; k++) {
            byte[] b = HostileGen.hostile(handlerCases[k], "()V", 1, 0, tryAroundSipush);
            HostileGen.write49("H_" + handlerCases[k], HostileGen.patch(b,
                    HostileGen.bytes(0x57, 0xb1, 0xbf, 0x00, 0x01, 0, 0, 0, 4, 0, 5, 0, 0),
                    HostileGen.bytes(0x57, 0xb1, 0xbf, 0x00, 0x01, 0, 0, 0, 4, 0, handlerPcs[k], 0, 0)));
        }
        /* the handler's type is a class that is not Throwable */
        w("catch_not_throwable_old", "()V", 1, 0, mv -> {
            Label s = new Label(), e = new Label(), h = new Label();
            mv.visitTryCatchBlock(s, e, h, "java/lang/String");
            mv.visitLabel(s);
            mv.visitInsn(NOP);
            mv.visitLabel(e);
            mv.visitInsn(RETURN);
            mv.visitLabel(h);
            mv.visitInsn(ATHROW);
        });

        /* --- locals beyond max_locals --- */
        w("wide_iinc_past_max_locals", "()V", 0, 1, mv -> {
            mv.visitIincInsn(300, 1);
            mv.visitInsn(RETURN);
        });
        w("wide_iload_past_max_locals", "()V", 1, 1, mv -> {
            mv.visitVarInsn(ILOAD, 300);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("iinc_past_max_locals", "()V", 0, 1, mv -> {
            mv.visitIincInsn(1, 1);
            mv.visitInsn(RETURN);
        });
        w("lstore_last_local", "()V", 2, 1, mv -> {
            mv.visitInsn(LCONST_0);
            mv.visitVarInsn(LSTORE, 0);
            mv.visitInsn(RETURN);
        });
        w("iinc_on_ref", "()V", 1, 1, mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 0);
            mv.visitIincInsn(0, 1);
            mv.visitInsn(RETURN);
        });
        w("ok_wide_iinc", "()V", 1, 301, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 300);
            mv.visitIincInsn(300, 1000);
            mv.visitInsn(RETURN);
        });

        /* --- calls --- */
        w("invokespecial_unrelated_init", "()V", 2, 0, mv -> {
            mv.visitTypeInsn(NEW, "A");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("invokestatic_args", "()V", 1, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/String", "valueOf", "(J)Ljava/lang/String;", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        });
        w("putstatic_wrong", "()V", 1, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitFieldInsn(PUTSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
            mv.visitInsn(RETURN);
        });
        w("ok_null_receiver", "()V", 1, 0, mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitMethodInsn(INVOKEVIRTUAL, "A", "foo", "()V", false);
            mv.visitInsn(RETURN);
        });
    }
}
