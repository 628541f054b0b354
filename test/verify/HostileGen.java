/*
 * HostileGen -- writes the hostile class files of test_verify: each class
 * H_<case> has a harmless main and one method whose bytecode breaks one
 * rule of the type checker (JVMS 4.10.1); A and B are the classes they
 * misuse.  Built with the JDK's internal ASM (javac and java both need
 * --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED).
 * Faults ASM cannot express (a branch into an instruction or past the end)
 * are made by patching the bytes ASM wrote.
 *   java HostileGen <out-dir>
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

    static Path out;

    static ClassWriter begin(String name, String sup) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, name, null, sup, null);
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

    static void write(String name, byte[] b) throws Exception {
        Files.write(out.resolve(name + ".class"), b);
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
    }
}
