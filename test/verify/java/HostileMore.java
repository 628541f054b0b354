/*
 * HostileMore -- hostile classes for the differential tests against the
 * JDK (verify.java.*) that HostileGen does not write, and classes whose
 * verification needs the VM's class loading: a getfield on an object of
 * the wrong class, a String returned as an Integer, a parameter of a class
 * that does not exist (NoClassDefFoundError), and a class whose check
 * assigns one of its own subclasses to it (the subclass is loaded while
 * the class is still being linked); then the classes of the cases of
 * linking (linkTime).  Uses A and B of HostileGen's output
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

    static ClassWriter begin(String name, String sup, String... interfaces) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, name, null, sup, interfaces.length == 0 ? null : interfaces);
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
        linkTime();
    }

    /* For the cases of verification at link time: a main class whose
     * superclass is missing (its loading fails, not its linking); a class
     * whose only fault is its superclass's (H2_string_as_integer), and one
     * whose only fault is a default method of its interface (linking a
     * class links its superclasses and superinterfaces first); a valid
     * class whose static method calls the static method of a class that
     * fails verification (call()); a valid class for threads to link at
     * once. */
    static void linkTime() throws Exception {
        write("H2_super_gone", begin("H2_super_gone", "H2_Gone").toByteArray());
        write("H2_sub_of_bad", begin("H2_sub_of_bad", "H2_string_as_integer").toByteArray());
        ClassWriter iw = new ClassWriter(0);
        iw.visit(V17, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, "H2_bad_default", null, "java/lang/Object", null);
        MethodVisitor mv = iw.visitMethod(ACC_PUBLIC, "d", "()Ljava/lang/Integer;", null, null);
        mv.visitCode();
        mv.visitLdcInsn("x");
        mv.visitInsn(ARETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        iw.visitEnd();
        write("H2_bad_default", iw.toByteArray());
        write("H2_impl_bad_default", begin("H2_impl_bad_default", "java/lang/Object", "H2_bad_default").toByteArray());
        write("H2_call_bad", cls("H2_call_bad", "java/lang/Object", "()V", 1, 0, m -> {
            m.visitInsn(ACONST_NULL);
            m.visitMethodInsn(INVOKESTATIC, "H2_string_as_integer", "main", "([Ljava/lang/String;)V", false);
            m.visitInsn(RETURN);
        }));
        /* many methods, so that its verification takes long enough for
         * the threads of LinkRace to meet in it */
        ClassWriter rw = begin("H2_ok_race", "java/lang/Object");
        for (int i = 0; i < 400; i++) {
            mv = rw.visitMethod(ACC_PUBLIC | ACC_STATIC, "m" + i, "(LA;I)Ljava/lang/Object;", null, null);
            mv.visitCode();
            for (int k = 0; k < 40; k++) {
                mv.visitVarInsn(ILOAD, 1);
                mv.visitInsn(ICONST_1);
                mv.visitInsn(IADD);
                mv.visitVarInsn(ISTORE, 1);
            }
            mv.visitVarInsn(ALOAD, 0);
            mv.visitInsn(ARETURN);
            mv.visitMaxs(2, 2);
            mv.visitEnd();
        }
        rw.visitEnd();
        write("H2_ok_race", rw.toByteArray());
    }
}
