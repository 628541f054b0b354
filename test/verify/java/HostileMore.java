/*
 * HostileMore -- hostile classes for the differential tests against the
 * JDK (verify.java.*) that HostileGen does not write, and classes whose
 * verification needs the VM's class loading: a getfield on an object of
 * the wrong class, a String returned as an Integer, a parameter of a class
 * that does not exist (NoClassDefFoundError), and a class whose check
 * assigns one of its own subclasses to it (the subclass is loaded while
 * the class is still being linked).  Uses A and B of HostileGen's output
 * (on the class path at run time).  Built with the JDK's internal ASM.
 *   java HostileMore <out-dir>
 */
import java.nio.file.Files;
import java.nio.file.Path;

import jdk.internal.org.objectweb.asm.ClassWriter;
import jdk.internal.org.objectweb.asm.MethodVisitor;

import static jdk.internal.org.objectweb.asm.Opcodes.*;

public class HostileMore {
    interface Body {
        void emit(MethodVisitor mv);
    }

    static Path out;

    static void write(String name, byte[] b) throws Exception {
        Files.write(out.resolve(name + ".class"), b);
    }

    static ClassWriter begin(String name, String sup) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, name, null, sup, null);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, sup, "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        mv.visitCode();
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 1);
        mv.visitEnd();
        return cw;
    }

    /* class `name` extending sup, with the static method m<desc> from body */
    static byte[] cls(String name, String sup, String desc, int maxStack, int maxLocals, Body body) {
        ClassWriter cw = begin(name, sup);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "m", desc, null, null);
        mv.visitCode();
        body.emit(mv);
        mv.visitMaxs(maxStack, maxLocals);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        out = Path.of(args[0]);
        Files.createDirectories(out);
        write("H2_getfield_other", cls("H2_getfield_other", "java/lang/Object", "(LB;)I", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitFieldInsn(GETFIELD, "A", "f", "I");
            mv.visitInsn(IRETURN);
        }));
        write("H2_string_as_integer", cls("H2_string_as_integer", "java/lang/Object", "()Ljava/lang/Integer;", 1, 0,
                mv -> {
            mv.visitLdcInsn("x");
            mv.visitInsn(ARETURN);
        }));
        write("H2_missing_class", cls("H2_missing_class", "java/lang/Object", "(LH2_Gone;)LA;", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ARETURN);
        }));
        // H2_Gone is never written
        write("H2_ok_own_subclass", cls("H2_ok_own_subclass", "java/lang/Object",
                "(LH2_ok_own_subclass_D;)LH2_ok_own_subclass;", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ARETURN);
        }));
        write("H2_ok_own_subclass_D", begin("H2_ok_own_subclass_D", "H2_ok_own_subclass").toByteArray());
        write("H2_not_own_subclass", cls("H2_not_own_subclass", "java/lang/Object",
                "(LH2_not_own_subclass_D;)LH2_not_own_subclass;", 1, 1, mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ARETURN);
        }));
        write("H2_not_own_subclass_D", begin("H2_not_own_subclass_D", "A").toByteArray());
        write("H2_ok_subclass_arg", cls("H2_ok_subclass_arg", "java/lang/Object", "(LH2_not_own_subclass_D;)LA;", 1, 1,
                mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ARETURN);
        }));
    }
}
