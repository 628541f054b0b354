/*
 * SpinGen -- writes the loop shapes of the safepoint tests that javac never
 * emits: each class Spin_<shape> is a Runnable whose run() sets
 * Spin.started and then spins forever in a loop whose only back edge is
 * the instruction under test.  Built with the JDK's internal ASM (javac
 * and java both need --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED),
 * as class files of version 49, so that jsr/ret are allowed and no
 * StackMapTable is needed.
 *
 * A conditional branch or a switch cannot target itself in verifiable code
 * (it pops its operand, so the stack at the target could never match), so
 * those loops are the shortest that can be: the key pushed, then the switch
 * back to that push.  The last shape has no jump at all: an exception
 * handler that catches its own athrow.
 *   java SpinGen <out-dir>
 */
import java.nio.file.Files;
import java.nio.file.Path;

import jdk.internal.org.objectweb.asm.ClassWriter;
import jdk.internal.org.objectweb.asm.Label;
import jdk.internal.org.objectweb.asm.MethodVisitor;

import static jdk.internal.org.objectweb.asm.Opcodes.*;

public class SpinGen {
    interface Loop {
        void emit(MethodVisitor mv);
    }

    /* ASM keeps the wide jumps out of Opcodes; its MethodWriter takes them. */
    static final int GOTO_W = 200, JSR_W = 201;

    static void write(Path out, String shape, int maxStack, int maxLocals, Loop loop) throws Exception {
        String name = "Spin_" + shape;
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V1_5, ACC_PUBLIC | ACC_SUPER, name, null, "java/lang/Object",
                 new String[] {"java/lang/Runnable"});
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC, "run", "()V", null, null);
        mv.visitCode();
        mv.visitInsn(ICONST_1);
        mv.visitFieldInsn(PUTSTATIC, "Spin", "started", "Z");
        loop.emit(mv);
        mv.visitMaxs(Math.max(maxStack, 1), Math.max(maxLocals, 1));
        mv.visitEnd();
        cw.visitEnd();
        Files.write(out.resolve(name + ".class"), cw.toByteArray());
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        // L: goto_w L
        write(out, "goto_w_self", 1, 1, mv -> {
            Label l = new Label();
            mv.visitLabel(l);
            mv.visitJumpInsn(GOTO_W, l);
        });
        // L: iconst_0; tableswitch {0: L} default: L
        write(out, "tableswitch_back", 1, 1, mv -> {
            Label l = new Label();
            mv.visitLabel(l);
            mv.visitInsn(ICONST_0);
            mv.visitTableSwitchInsn(0, 0, l, l);
        });
        // L: iconst_0; lookupswitch {0: L, 7: L} default: L
        write(out, "lookupswitch_back", 1, 1, mv -> {
            Label l = new Label();
            mv.visitLabel(l);
            mv.visitInsn(ICONST_0);
            mv.visitLookupSwitchInsn(l, new int[] {0, 7}, new Label[] {l, l});
        });
        // jsr S; R: ret 1; S: astore_1; goto R -- the subroutine returns to
        // its own ret, which then returns to itself for ever
        write(out, "ret_self", 1, 2, mv -> {
            Label r = new Label(), s = new Label();
            mv.visitJumpInsn(JSR, s);
            mv.visitLabel(r);
            mv.visitVarInsn(RET, 1);
            mv.visitLabel(s);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(GOTO, r);
        });
        // the same through wide ret (a local above 255)
        write(out, "wide_ret_self", 1, 301, mv -> {
            Label r = new Label(), s = new Label();
            mv.visitJumpInsn(JSR, s);
            mv.visitLabel(r);
            mv.visitVarInsn(RET, 300);
            mv.visitLabel(s);
            mv.visitVarInsn(ASTORE, 300);
            mv.visitJumpInsn(GOTO, r);
        });
        // goto L; S: astore_1; L: jsr_w S; return -- a subroutine that calls
        // itself again as it falls through: the jsr is the only back edge
        write(out, "jsr_back", 1, 2, mv -> {
            Label l = new Label(), s = new Label();
            mv.visitJumpInsn(GOTO, l);
            mv.visitLabel(s);
            mv.visitVarInsn(ASTORE, 1);
            mv.visitLabel(l);
            mv.visitJumpInsn(JSR_W, s);
            mv.visitInsn(RETURN); // never reached: no ret returns here
        });
        // new Error; L: athrow, caught by a handler of [L, L+1) at L: a
        // loop with no branch, only the exception edge
        write(out, "athrow_self", 2, 1, mv -> {
            Label l = new Label(), end = new Label();
            mv.visitTypeInsn(NEW, "java/lang/Error");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Error", "<init>", "()V", false);
            mv.visitLabel(l);
            mv.visitInsn(ATHROW);
            mv.visitLabel(end);
            mv.visitTryCatchBlock(l, end, l, null);
        });
    }
}
