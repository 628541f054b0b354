/*
 * HostileGen -- writes the hostile class files of test_verify: each class
 * H_<case> has a harmless main and one method whose bytecode breaks one
 * rule of the type checker (JVMS 4.10.1); A and B are the classes they
 * misuse.  Built with the JDK's internal ASM (javac and java both need
 * --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED).
 * Faults ASM cannot express (a branch into an instruction or past the end)
 * are made by patching the bytes ASM wrote.
 * With a second directory, every class is also written there as an
 * old-generation class (ClassDowngrade: version 49, no StackMapTable), and
 * HostileOld adds the cases only that generation has (jsr/ret, merges the
 * inference verifier must catch, ...): what HotSpot 17's old verifier says
 * about each is in hostile49.expected.
 *   java HostileGen <out-dir> [<out-dir-49>]
 */
import java.nio.file.Files;
import java.nio.file.Path;

import jdk.internal.org.objectweb.asm.ClassWriter;
import jdk.internal.org.objectweb.asm.Label;
import jdk.internal.org.objectweb.asm.MethodVisitor;

import static jdk.internal.org.objectweb.asm.Opcodes.*;

public class HostileGen {
    interface Body {
        void emit(MethodVisitor mv);
    }

    static Path out, out49;
    /* the class-file version begin() writes: V17, or V1_5 (49) for the
     * cases only the old generation has */
    static int version = V17;

    static ClassWriter begin(String name, String sup) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(version, ACC_PUBLIC | ACC_SUPER, name, null, sup, null);
        return cw;
    }

    static void init(ClassWriter cw, String sup) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, sup, "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
    }

    static void main(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        mv.visitCode();
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 1);
        mv.visitEnd();
    }

    /* Writes the class to out and, downgraded (ClassDowngrade: version 49,
     * no StackMapTable), to out49. */
    static void write(String name, byte[] b) throws Exception {
        Files.write(out.resolve(name + ".class"), b);
        write49(name, b);
    }

    /* Writes the class to out49 only, downgraded (already version 49 when
     * it is one of HostileOld's). */
    static void write49(String name, byte[] b) throws Exception {
        if (out49 == null) return;
        Path p = out49.resolve(name + ".class");
        Files.createDirectories(p.getParent());
        Files.write(p, ClassDowngrade.downgrade(b));
    }

    /* H_<name> with main, <init> and the static method m<desc> from body. */
    static byte[] hostile(String name, int access, String mname, String desc, int maxStack, int maxLocals, Body body) {
        ClassWriter cw = begin("H_" + name, "java/lang/Object");
        if (!mname.equals("<init>")) init(cw, "java/lang/Object");
        main(cw);
        MethodVisitor mv = cw.visitMethod(access, mname, desc, null, null);
        mv.visitCode();
        body.emit(mv);
        mv.visitMaxs(maxStack, maxLocals);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /* H_<name> extending sup, with a method of its own (instance or static). */
    static byte[] sub(String name, String sup, int access, String mname, String desc, int maxStack, int maxLocals,
                      Body body) {
        ClassWriter cw = begin("H_" + name, sup);
        if (!mname.equals("<init>")) init(cw, sup);
        cw.visitField(ACC_PRIVATE, "own", "I", null, null).visitEnd();
        main(cw);
        MethodVisitor mv = cw.visitMethod(access, mname, desc, null, null);
        mv.visitCode();
        body.emit(mv);
        mv.visitMaxs(maxStack, maxLocals);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static byte[] hostile(String name, String desc, int maxStack, int maxLocals, Body body) {
        return hostile(name, ACC_PUBLIC | ACC_STATIC, "m", desc, maxStack, maxLocals, body);
    }

    /* Replaces the one occurrence of `from` in b by `to`. */
    static byte[] patch(byte[] b, byte[] from, byte[] to) {
        int found = -1;
        for (int i = 0; i + from.length <= b.length; i++) {
            boolean eq = true;
            for (int j = 0; j < from.length && eq; j++) eq = b[i + j] == from[j];
            if (eq) {
                if (found >= 0) throw new IllegalStateException("pattern occurs twice");
                found = i;
            }
        }
        if (found < 0) throw new IllegalStateException("pattern not found");
        System.arraycopy(to, 0, b, found, to.length);
        return b;
    }

    static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) b[i] = (byte) v[i];
        return b;
    }

    /* iconst_0; ifeq L; sipush 0; pop; L: return  (ifeq's offset is 7) */
    static byte[] branchy(String name) {
        return hostile(name, "()V", 1, 0, mv -> {
            Label l = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l);
            mv.visitIntInsn(SIPUSH, 0);
            mv.visitInsn(POP);
            mv.visitLabel(l);
            mv.visitFrame(F_SAME, 0, null, 0, null);
            mv.visitInsn(RETURN);
        });
    }

    public static void main(String[] args) throws Exception {
        out = Path.of(args[0]);
        Files.createDirectories(out);
        if (args.length > 1) {
            out49 = Path.of(args[1]);
            Files.createDirectories(out49);
        }

        ClassWriter a = begin("A", "java/lang/Object");
        a.visitField(ACC_PUBLIC, "f", "I", null, null).visitEnd();
        init(a, "java/lang/Object");
        MethodVisitor foo = a.visitMethod(ACC_PUBLIC, "foo", "()V", null, null);
        foo.visitCode();
        foo.visitInsn(RETURN);
        foo.visitMaxs(0, 1);
        foo.visitEnd();
        a.visitEnd();
        write("A", a.toByteArray());
        ClassWriter bw = begin("B", "java/lang/Object");
        init(bw, "java/lang/Object");
        bw.visitEnd();
        write("B", bw.toByteArray());

        write("H_aaload_long", hostile("aaload_long", "()V", 2, 0, mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitIntInsn(NEWARRAY, T_LONG);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(AALOAD);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_putfield_other", hostile("putfield_other", "(LB;)V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTFIELD, "A", "f", "I");
            mv.visitInsn(RETURN);
        }));
        write("H_iastore_nonarray", hostile("iastore_nonarray", "(Ljava/lang/String;)V", 3, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ICONST_1);
            mv.visitInsn(IASTORE);
            mv.visitInsn(RETURN);
        }));
        write("H_invokevirtual_other", hostile("invokevirtual_other", "(LB;)V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKEVIRTUAL, "A", "foo", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_athrow_object", hostile("athrow_object", "()V", 2, 0, mv -> {
            mv.visitTypeInsn(NEW, "java/lang/Object");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(ATHROW);
        }));
        write("H_ctor_no_super", hostile("ctor_no_super", ACC_PUBLIC, "<init>", "()V", 0, 1, mv -> {
            mv.visitInsn(RETURN);
        }));
        write("H_long_as_ref", hostile("long_as_ref", "(J)Ljava/lang/Object;", 2, 2, mv -> {
            mv.visitVarInsn(LLOAD, 0);
            mv.visitInsn(ARETURN);
        }));
        write("H_branch_mid_insn", patch(branchy("branch_mid_insn"),
                bytes(0x03, 0x99, 0x00, 0x07, 0x11, 0x00, 0x00, 0x57, 0xb1), bytes(0x03, 0x99, 0x00, 0x04)));
        write("H_branch_past_end", patch(branchy("branch_past_end"),
                bytes(0x03, 0x99, 0x00, 0x07, 0x11, 0x00, 0x00, 0x57, 0xb1), bytes(0x03, 0x99, 0x01, 0x00)));
        write("H_stack_overflow", hostile("stack_overflow", "()V", 1, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(POP2);
            mv.visitInsn(RETURN);
        }));
        write("H_local_overflow", hostile("local_overflow", "()V", 1, 1, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitInsn(RETURN);
        }));
        write("H_handler_frame", hostile("handler_frame", "()V", 1, 1, mv -> {
            Label s = new Label(), e = new Label(), h = new Label();
            mv.visitTryCatchBlock(s, e, h, null);
            mv.visitLabel(s);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitLabel(e);
            mv.visitInsn(RETURN);
            mv.visitLabel(h);
            mv.visitFrame(F_FULL, 1, new Object[] {INTEGER}, 1, new Object[] {"java/lang/Throwable"});
            mv.visitInsn(ATHROW);
        }));
        write("H_branch_frame", hostile("branch_frame", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l);
            mv.visitLabel(l);
            mv.visitFrame(F_FULL, 1, new Object[] {"java/lang/String"}, 0, null);
            mv.visitInsn(RETURN);
        }));
        write("H_return_type", hostile("return_type", "()Ljava/lang/String;", 2, 0, mv -> {
            mv.visitTypeInsn(NEW, "java/lang/Object");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(ARETURN);
        }));
        write("H_uninit_use", hostile("uninit_use", "()V", 1, 0, mv -> {
            mv.visitTypeInsn(NEW, "java/lang/Object");
            mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Object", "hashCode", "()I", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_baload_int", hostile("baload_int", "([I)V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(BALOAD);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_fall_off", hostile("fall_off", "()V", 1, 0, mv -> {
            mv.visitInsn(NOP);
        }));
        write("H_local_type", hostile("local_type", "(F)V", 1, 1, mv -> {
            mv.visitVarInsn(ILOAD, 0);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        ClassWriter pp = begin("p/P", "java/lang/Object");
        pp.visitField(ACC_PROTECTED, "pf", "I", null, null).visitEnd();
        init(pp, "java/lang/Object");
        MethodVisitor pm = pp.visitMethod(ACC_PROTECTED, "pm", "()V", null, null);
        pm.visitCode();
        pm.visitInsn(RETURN);
        pm.visitMaxs(0, 1);
        pm.visitEnd();
        pp.visitEnd();
        Files.createDirectories(out.resolve("p"));
        write("p/P", pp.toByteArray());

        write("H_protected_field", sub("protected_field", "p/P", ACC_PUBLIC | ACC_STATIC, "m", "(Lp/P;)V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitFieldInsn(GETFIELD, "p/P", "pf", "I");
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_protected_method", sub("protected_method", "p/P", ACC_PUBLIC | ACC_STATIC, "m", "(Lp/P;)V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKEVIRTUAL, "p/P", "pm", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_ok_protected_own", sub("ok_protected_own", "p/P", ACC_PUBLIC | ACC_STATIC, "m", "(LH_ok_protected_own;)V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitFieldInsn(GETFIELD, "p/P", "pf", "I");
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_invokespecial_other", hostile("invokespecial_other", ACC_PUBLIC, "m", "(LB;)V", 1, 2, mv -> {
            mv.visitVarInsn(ALOAD, 1);
            mv.visitMethodInsn(INVOKESPECIAL, "A", "foo", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_init_wrong_class", hostile("init_wrong_class", "()V", 2, 0, mv -> {
            mv.visitTypeInsn(NEW, "A");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "B", "<init>", "()V", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_dead_code_no_frame", hostile("dead_code_no_frame", "()V", 0, 0, mv -> {
            Label l = new Label();
            mv.visitJumpInsn(GOTO, l);
            mv.visitInsn(NOP);
            mv.visitLabel(l);
            mv.visitFrame(F_SAME, 0, null, 0, null);
            mv.visitInsn(RETURN);
        }));
        write("H_fallthrough_frame", hostile("fallthrough_frame", "()V", 1, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitFrame(F_SAME, 0, null, 0, null);
            mv.visitInsn(RETURN);
        }));
        write("H_return_missing", hostile("return_missing", "()I", 0, 0, mv -> mv.visitInsn(RETURN)));
        write("H_return_unexpected", hostile("return_unexpected", "()V", 1, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitInsn(IRETURN);
        }));
        write("H_catch_not_throwable", hostile("catch_not_throwable", "()V", 1, 0, mv -> {
            Label s = new Label(), e = new Label(), h = new Label();
            mv.visitTryCatchBlock(s, e, h, "java/lang/String");
            mv.visitLabel(s);
            mv.visitInsn(NOP);
            mv.visitLabel(e);
            mv.visitInsn(RETURN);
            mv.visitLabel(h);
            mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {"java/lang/String"});
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_dup_long", hostile("dup_long", "()V", 4, 0, mv -> {
            mv.visitInsn(LCONST_0);
            mv.visitInsn(DUP);
            mv.visitInsn(POP);
            mv.visitInsn(POP2);
            mv.visitInsn(RETURN);
        }));
        write("H_arraylength_nonarray", hostile("arraylength_nonarray", "(Ljava/lang/String;)V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ARRAYLENGTH);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_aastore_int_array", hostile("aastore_int_array", "([I)V", 3, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(AASTORE);
            mv.visitInsn(RETURN);
        }));
        write("H_stack_underflow", hostile("stack_underflow", "()V", 1, 0, mv -> {
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_ctor_inherited_field", sub("ctor_inherited_field", "A", ACC_PUBLIC, "<init>", "()V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTFIELD, "A", "f", "I");
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "A", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_ok_ctor_own_field", sub("ok_ctor_own_field", "A", ACC_PUBLIC, "<init>", "()V", 2, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTFIELD, "H_ok_ctor_own_field", "own", "I");
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "A", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_ctor_super_of_super", sub("ctor_super_of_super", "A", ACC_PUBLIC, "<init>", "()V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_interface_on_int", hostile("interface_on_int", "()V", 1, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitMethodInsn(INVOKEINTERFACE, "java/lang/Runnable", "run", "()V", true);
            mv.visitInsn(RETURN);
        }));
        write("H_uninit_stored_loop", hostile("uninit_stored_loop", "()V", 2, 1, mv -> {
            mv.visitTypeInsn(NEW, "A");
            mv.visitVarInsn(ASTORE, 0);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitFieldInsn(GETFIELD, "A", "f", "I");
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        // valid methods the test breaks in memory after cf_parse, for the
        // verifier's own copies of checks the class-file check makes first
        write("H_G_branchy", branchy("G_branchy"));
        write("H_G_local", hostile("G_local", "()V", 1, 1, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 0);
            mv.visitInsn(RETURN);
        }));
        ClassWriter qq = begin("p/Q", "java/lang/Object");
        MethodVisitor qi = qq.visitMethod(ACC_PROTECTED, "<init>", "()V", null, null);
        qi.visitCode();
        qi.visitVarInsn(ALOAD, 0);
        qi.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        qi.visitInsn(RETURN);
        qi.visitMaxs(1, 1);
        qi.visitEnd();
        qq.visitEnd();
        write("p/Q", qq.toByteArray());
        write("H_protected_init", sub("protected_init", "p/Q", ACC_PUBLIC | ACC_STATIC, "m", "()V", 2, 0, mv -> {
            mv.visitTypeInsn(NEW, "p/Q");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "p/Q", "<init>", "()V", false);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        for (boolean athrow : new boolean[] {false, true}) {
            String name = athrow ? "init_in_try_athrow" : "init_in_try";
            write("H_" + name, hostile(name, ACC_PUBLIC, "<init>", "()V", 1, 1, mv -> {
                Label s = new Label(), e = new Label(), h = new Label();
                mv.visitTryCatchBlock(s, e, h, null);
                mv.visitLabel(s);
                mv.visitVarInsn(ALOAD, 0);
                mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
                mv.visitLabel(e);
                mv.visitInsn(RETURN);
                mv.visitLabel(h);
                mv.visitFrame(F_FULL, 1, new Object[] {UNINITIALIZED_THIS}, 1, new Object[] {"java/lang/Throwable"});
                mv.visitInsn(athrow ? ATHROW : POP);
                if (!athrow) mv.visitInsn(RETURN);
            }));
        }

        /* For the whole message (hostile.details): the code dump of exactly
         * 16 and 32 bytes, every kind of StackMapTable frame and type, the
         * current frame with a long and a narrowed return type, the words
         * of a few reasons, and the current frame's stack as HotSpot shows
         * it (at the instruction's start depth, with what was popped or
         * pushed over it; a recorded frame that took over sets that depth). */
        for (int n : new int[] {16, 32}) {
            write("H_msg_code" + n, hostile("msg_code" + n, "()Ljava/lang/Object;", 1, 0, mv -> {
                for (int i = 0; i < n - 2; i++) mv.visitInsn(NOP);
                mv.visitInsn(ICONST_0);
                mv.visitInsn(ARETURN);
            }));
        }
        write("H_msg_frames", hostile("msg_frames", "(J)V", 2, 5, mv -> {
            Label l1 = new Label(), l2 = new Label(), l3 = new Label(), l4 = new Label(), l5 = new Label();
            Label l6 = new Label(), l7 = new Label(), made = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l1);
            for (int i = 0; i < 70; i++) mv.visitInsn(NOP);
            mv.visitLabel(l1);
            mv.visitFrame(F_SAME, 0, null, 0, null);
            mv.visitInsn(ACONST_NULL);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 3);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l2);
            mv.visitLabel(l2);
            mv.visitFrame(F_APPEND, 2, new Object[] {"java/lang/String", INTEGER}, 0, null);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l3);
            mv.visitLabel(l3);
            mv.visitFrame(F_CHOP, 1, null, 0, null);
            mv.visitLabel(made);
            mv.visitTypeInsn(NEW, "java/lang/Object");
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l4);
            mv.visitLabel(l4);
            mv.visitFrame(F_FULL, 2, new Object[] {LONG, "java/lang/String"}, 1, new Object[] {made});
            mv.visitInsn(POP);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l5);
            for (int i = 0; i < 66; i++) mv.visitInsn(NOP);
            mv.visitLabel(l5);
            mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {INTEGER});
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l6);
            mv.visitLabel(l6);
            mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {INTEGER});
            mv.visitInsn(POP);
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l7);
            mv.visitLabel(l7);
            mv.visitFrame(F_SAME, 0, null, 0, null);
            mv.visitVarInsn(ILOAD, 2);
            mv.visitInsn(RETURN);
        }));
        write("H_msg_flags", hostile("msg_flags", ACC_PUBLIC, "<init>", "()V", 1, 1, mv -> {
            Label l = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(IFEQ, l);
            mv.visitLabel(l);
            mv.visitFrame(F_FULL, 1, new Object[] {TOP}, 0, null);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        }));
        write("H_msg_return_boolean", hostile("msg_return_boolean", "()Z", 1, 0, mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(ARETURN);
        }));
        write("H_msg_aload_int", hostile("msg_aload_int", "(I)V", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        write("H_msg_lreturn_ints", hostile("msg_lreturn_ints", "()J", 2, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ICONST_0);
            mv.visitInsn(LRETURN);
        }));
        write("H_msg_no_frame_at_end", hostile("msg_no_frame_at_end", "()V", 0, 0, mv -> {
            mv.visitInsn(RETURN);
            mv.visitInsn(NOP);
            mv.visitInsn(RETURN);
        }));
        write("H_msg_dup_x1_overflow", hostile("msg_dup_x1_overflow", "()V", 2, 0, mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitInsn(FCONST_0);
            mv.visitInsn(DUP_X1);
            mv.visitInsn(RETURN);
        }));
        write("H_msg_blanked_stack", hostile("msg_blanked_stack", "()V", 1, 0, mv -> {
            Label l4 = new Label(), l5 = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitJumpInsn(GOTO, l5);
            mv.visitLabel(l4);
            mv.visitFrame(F_SAME, 0, null, 0, null);
            mv.visitInsn(POP);
            mv.visitLabel(l5);
            mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {INTEGER});
            mv.visitInsn(POP);
            mv.visitInsn(RETURN);
        }));
        if (out49 != null) HostileOld.generate();
    }
}
