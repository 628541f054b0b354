/*
 * AccessGen -- writes the classes of the access.* differential tests with
 * the JDK's internal ASM: library classes in package lib (the "other
 * package") and acc (the callers' package), and one class acc.<case> per
 * case whose static String run() executes one resolving instruction that
 * javac would not emit against the current classes (as if the caller had
 * been compiled against an older version of its target).  Each case's
 * name says what it does; cases.txt lists them.
 *   java --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED AccessGen <out-dir>
 */
import java.nio.file.Files;
import java.nio.file.Path;

import jdk.internal.org.objectweb.asm.ClassWriter;
import jdk.internal.org.objectweb.asm.MethodVisitor;

import static jdk.internal.org.objectweb.asm.Opcodes.*;

public class AccessGen {
    interface Code {
        void emit(MethodVisitor mv);
    }

    interface Extra {
        void add(ClassWriter cw);
    }

    static Path out;

    static void write(String name, ClassWriter cw) throws Exception {
        cw.visitEnd();
        Path p = out.resolve(name + ".class");
        Files.createDirectories(p.getParent());
        Files.write(p, cw.toByteArray());
    }

    static void method(ClassWriter cw, int access, String name, String desc, Code code) {
        MethodVisitor mv = cw.visitMethod(access, name, desc, null, null);
        if (code != null) {
            mv.visitCode();
            code.emit(mv);
            mv.visitMaxs(0, 0);
        }
        mv.visitEnd();
    }

    static void empty(ClassWriter cw, int access, String name) {
        method(cw, access, name, "()V", mv -> mv.visitInsn(RETURN));
    }

    static void field(ClassWriter cw, int access, String name, String desc) {
        cw.visitField(access, name, desc, null, null).visitEnd();
    }

    /* A class (or interface) with a public no-argument constructor if a class. */
    static ClassWriter begin(int version, int access, String name, String sup, String... ifaces) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        boolean iface = (access & ACC_INTERFACE) != 0;
        cw.visit(version, iface ? access : access | ACC_SUPER, name, null, sup, ifaces.length == 0 ? null : ifaces);
        if (!iface)
            method(cw, ACC_PUBLIC, "<init>", "()V", mv -> {
                mv.visitVarInsn(ALOAD, 0);
                mv.visitMethodInsn(INVOKESPECIAL, sup, "<init>", "()V", false);
                mv.visitInsn(RETURN);
            });
        return cw;
    }

    static ClassWriter begin(int access, String name, String sup, String... ifaces) {
        return begin(V17, access, name, sup, ifaces);
    }

    /* acc.<name> extends sup: public static String run() { code; return "ok"; } */
    static void kase(int version, String name, String sup, Extra extra, Code code) throws Exception {
        ClassWriter cw = begin(version, ACC_PUBLIC, "acc/" + name, sup);
        method(cw, ACC_PUBLIC | ACC_STATIC, "run", "()Ljava/lang/String;", mv -> {
            code.emit(mv);
            mv.visitLdcInsn("ok");
            mv.visitInsn(ARETURN);
        });
        if (extra != null) extra.add(cw);
        write("acc/" + name, cw);
    }

    static void kase(String name, String sup, Extra extra, Code code) throws Exception {
        kase(V17, name, sup, extra, code);
    }

    static void kase(String name, Code code) throws Exception {
        kase(name, "java/lang/Object", null, code);
    }

    static void setStatic(ClassWriter cw, String owner, String name, int value) {
        method(cw, ACC_STATIC, "<clinit>", "()V", mv -> {
            mv.visitIntInsn(BIPUSH, value);
            mv.visitFieldInsn(PUTSTATIC, owner, name, "I");
            mv.visitInsn(RETURN);
        });
    }

    static Code getstatic(String owner, String name, String desc) {
        return mv -> {
            mv.visitFieldInsn(GETSTATIC, owner, name, desc);
            mv.visitInsn(desc.equals("J") || desc.equals("D") ? POP2 : POP);
        };
    }

    static Code invokestatic(String owner, String name, String desc, boolean itf) {
        return mv -> mv.visitMethodInsn(INVOKESTATIC, owner, name, desc, itf);
    }

    /* invoke<op> on a null receiver: resolution comes before the null check */
    static Code onNull(int op, String owner, String name, String desc, boolean itf) {
        return mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitMethodInsn(op, owner, name, desc, itf);
            if (desc.endsWith(")Ljava/lang/Object;")) mv.visitInsn(POP);
        };
    }

    static Code newThen(String cls, int op, String owner, String name, String desc, boolean itf) {
        return mv -> {
            mv.visitTypeInsn(NEW, cls);
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, cls, "<init>", "()V", false);
            mv.visitMethodInsn(op, owner, name, desc, itf);
        };
    }

    static void library() throws Exception {
        ClassWriter cw = begin(ACC_PUBLIC, "lib/Pub", "java/lang/Object");
        field(cw, ACC_PUBLIC | ACC_STATIC, "ps", "I");
        field(cw, ACC_PRIVATE | ACC_STATIC, "priv", "I");
        field(cw, ACC_STATIC, "pp", "I");
        field(cw, ACC_PROTECTED | ACC_STATIC, "prot", "I");
        field(cw, ACC_PUBLIC, "inst", "I");
        field(cw, ACC_PUBLIC | ACC_STATIC | ACC_FINAL, "FIN", "I");
        setStatic(cw, "lib/Pub", "FIN", 6);
        empty(cw, ACC_PUBLIC | ACC_STATIC, "sm");
        empty(cw, ACC_PRIVATE | ACC_STATIC, "privm");
        empty(cw, ACC_STATIC, "ppm");
        empty(cw, ACC_PROTECTED | ACC_STATIC, "protm");
        empty(cw, ACC_PUBLIC, "im");
        empty(cw, ACC_PRIVATE, "privim");
        empty(cw, ACC_PROTECTED, "protim");
        write("lib/Pub", cw);
        write("lib/PubSub", begin(ACC_PUBLIC, "lib/PubSub", "lib/Pub"));
        cw = begin(ACC_PUBLIC, "lib/Ctor", "java/lang/Object"); // a constructor its subclass does not have
        method(cw, ACC_PUBLIC, "<init>", "(I)V", mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(RETURN);
        });
        write("lib/Ctor", cw);
        write("lib/CtorSub", begin(ACC_PUBLIC, "lib/CtorSub", "lib/Ctor"));

        cw = begin(0, "lib/Hidden", "java/lang/Object");
        field(cw, ACC_PUBLIC | ACC_STATIC, "f", "I");
        empty(cw, ACC_PUBLIC | ACC_STATIC, "m");
        write("lib/Hidden", cw);

        // class files older than 52, which HotSpot lets each other through
        cw = begin(V1_7, ACC_PUBLIC, "lib/Old", "java/lang/Object");
        field(cw, ACC_PRIVATE | ACC_STATIC, "priv", "I");
        empty(cw, ACC_STATIC, "ppm");
        write("lib/Old", cw);
        cw = begin(V1_7, 0, "lib/OldHidden", "java/lang/Object");
        field(cw, ACC_PUBLIC | ACC_STATIC, "f", "I");
        write("lib/OldHidden", cw);

        write("lib/HiddenEx", begin(0, "lib/HiddenEx", "java/lang/RuntimeException"));
        write("lib/HiddenAbs", begin(ACC_ABSTRACT, "lib/HiddenAbs", "java/lang/Object"));
        write("lib/HiddenI", begin(ACC_INTERFACE | ACC_ABSTRACT, "lib/HiddenI", "java/lang/Object"));

        cw = begin(ACC_PUBLIC, "lib/Prot", "java/lang/Object");
        field(cw, ACC_PROTECTED, "pf", "I");
        empty(cw, ACC_PROTECTED, "pm");
        write("lib/Prot", cw);

        cw = begin(ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, "lib/I", "java/lang/Object");
        empty(cw, ACC_PUBLIC | ACC_STATIC, "s");
        empty(cw, ACC_PRIVATE, "priv");
        cw.visitField(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, "K", "I", null, 5).visitEnd();
        method(cw, ACC_PUBLIC | ACC_ABSTRACT, "a", "()V", null);
        empty(cw, ACC_PUBLIC, "d");
        write("lib/I", cw);

        write("lib/I2", begin(ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, "lib/I2", "java/lang/Object", "lib/I"));

        cw = begin(ACC_PUBLIC | ACC_ABSTRACT, "lib/Abs", "java/lang/Object");
        method(cw, ACC_PUBLIC | ACC_ABSTRACT, "a", "()V", null);
        method(cw, ACC_PROTECTED | ACC_ABSTRACT, "pa", "()V", null);
        write("lib/Abs", cw);

        // the callers' package
        cw = begin(ACC_PUBLIC, "acc/Other", "java/lang/Object");
        field(cw, ACC_PRIVATE | ACC_STATIC, "priv", "I");
        empty(cw, ACC_PRIVATE | ACC_STATIC, "privm");
        write("acc/Other", cw);
        write("acc/PkgPriv", begin(0, "acc/PkgPriv", "java/lang/Object"));
        write("acc/Sib", begin(ACC_PUBLIC, "acc/Sib", "lib/Prot"));
        write("acc/AbsMissing", begin(ACC_PUBLIC, "acc/AbsMissing", "lib/Abs"));
        cw = begin(ACC_PUBLIC | ACC_ABSTRACT, "acc/AbsMid", "lib/Abs"); // a() again, abstract
        method(cw, ACC_PUBLIC | ACC_ABSTRACT, "a", "()V", null);
        write("acc/AbsMid", cw);
        write("acc/AbsLeaf", begin(ACC_PUBLIC, "acc/AbsLeaf", "acc/AbsMid"));
        write("acc/IMissing", begin(ACC_PUBLIC, "acc/IMissing", "java/lang/Object", "lib/I"));

        cw = begin(ACC_PUBLIC, "acc/IPkg", "java/lang/Object", "lib/I"); // a() not public
        empty(cw, 0, "a");
        write("acc/IPkg", cw);
        cw = begin(ACC_PUBLIC, "acc/IPriv", "java/lang/Object", "lib/I"); // a() private: not selected
        empty(cw, ACC_PRIVATE, "a");
        write("acc/IPriv", cw);
        cw = begin(ACC_PUBLIC, "acc/IStatic", "java/lang/Object", "lib/I"); // a() static: not selected
        empty(cw, ACC_PUBLIC | ACC_STATIC, "a");
        write("acc/IStatic", cw);

        cw = begin(ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, "acc/J", "java/lang/Object");
        empty(cw, ACC_PRIVATE, "p");
        method(cw, ACC_PUBLIC, "callp", "()V", mv -> {
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKEINTERFACE, "acc/J", "p", "()V", true);
            mv.visitInsn(RETURN);
        });
        write("acc/J", cw);
        write("acc/JImpl", begin(ACC_PUBLIC, "acc/JImpl", "java/lang/Object", "acc/J"));

        // a nest: acc.Nest and the members it lists
        cw = begin(ACC_PUBLIC, "acc/Nest", "java/lang/Object");
        for (String m : new String[] {"F_nest_ok", "M_nest_ok", "NestSib", "F_nest_sibling", "F_nest_bad_target",
                                      "M_nest_virtual_ok"})
            cw.visitNestMember("acc/" + m);
        field(cw, ACC_PRIVATE | ACC_STATIC, "secret", "I");
        setStatic(cw, "acc/Nest", "secret", 7);
        empty(cw, ACC_PRIVATE | ACC_STATIC, "hidden");
        empty(cw, ACC_PRIVATE, "inst");
        write("acc/Nest", cw);
        cw = begin(ACC_PUBLIC, "acc/NestSib", "java/lang/Object");
        cw.visitNestHost("acc/Nest");
        field(cw, ACC_PRIVATE | ACC_STATIC, "y", "I");
        write("acc/NestSib", cw);
        cw = begin(ACC_PUBLIC, "acc/BadMem", "java/lang/Object"); // claims acc.Nest, not listed
        cw.visitNestHost("acc/Nest");
        field(cw, ACC_PRIVATE | ACC_STATIC, "z", "I");
        write("acc/BadMem", cw);
        cw = begin(ACC_PUBLIC, "acc/F_nest_host_Mem", "java/lang/Object");
        cw.visitNestHost("acc/F_nest_host");
        field(cw, ACC_PRIVATE | ACC_STATIC, "x", "I");
        write("acc/F_nest_host_Mem", cw);

        cw = begin(ACC_PUBLIC, "acc/F_final_inherited_Sub", "acc/F_final_inherited");
        write("acc/F_final_inherited_Sub", cw);
    }

    static void classes() throws Exception {
        kase("C_new", mv -> {
            mv.visitTypeInsn(NEW, "lib/Hidden");
            mv.visitInsn(POP);
        });
        kase("C_checkcast", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitTypeInsn(CHECKCAST, "lib/Hidden");
            mv.visitInsn(POP);
        });
        for (String k : new String[] {"lib/Hidden", "[Llib/Hidden;"}) {
            String n = k.startsWith("[") ? "array_" : "";
            kase("C_checkcast_" + n + "object", mv -> { // null skips resolution: an object
                mv.visitTypeInsn(NEW, "java/lang/Object");
                mv.visitInsn(DUP);
                mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
                mv.visitTypeInsn(CHECKCAST, k);
                mv.visitInsn(POP);
            });
        }
        kase("C_instanceof_object", mv -> {
            mv.visitTypeInsn(NEW, "java/lang/Object");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitTypeInsn(INSTANCEOF, "lib/Hidden");
            mv.visitInsn(POP);
        });
        kase("C_instanceof", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitTypeInsn(INSTANCEOF, "lib/Hidden");
            mv.visitInsn(POP);
        });
        kase("C_anewarray", mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitTypeInsn(ANEWARRAY, "lib/Hidden");
            mv.visitInsn(POP);
        });
        kase("C_ldc", mv -> {
            mv.visitLdcInsn(jdk.internal.org.objectweb.asm.Type.getObjectType("lib/Hidden"));
            mv.visitInsn(POP);
        });
        kase("C_ldc_array", mv -> {
            mv.visitLdcInsn(jdk.internal.org.objectweb.asm.Type.getObjectType("[[Llib/Hidden;"));
            mv.visitInsn(POP);
        });
        kase("C_array_checkcast", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitTypeInsn(CHECKCAST, "[Llib/Hidden;");
            mv.visitInsn(POP);
        });
        kase("C_multianewarray", mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ICONST_1);
            mv.visitMultiANewArrayInsn("[[Llib/Hidden;", 2);
            mv.visitInsn(POP);
        });
        kase("C_field_owner", getstatic("lib/Hidden", "f", "I"));
        kase("C_method_owner", invokestatic("lib/Hidden", "m", "()V", false));
        kase("C_superclass", "lib/Hidden", null, mv -> { });
        kase("C_abstract_superclass", "lib/HiddenAbs", null, mv -> { });
        ClassWriter cw = begin(ACC_PUBLIC, "acc/C_superinterface", "java/lang/Object", "lib/HiddenI");
        method(cw, ACC_PUBLIC | ACC_STATIC, "run", "()Ljava/lang/String;", mv -> {
            mv.visitLdcInsn("ok");
            mv.visitInsn(ARETURN);
        });
        write("acc/C_superinterface", cw);
        kase("C_catch_type", mv -> { // a handler for an inaccessible class, met by a thrown exception
            jdk.internal.org.objectweb.asm.Label start = new jdk.internal.org.objectweb.asm.Label();
            jdk.internal.org.objectweb.asm.Label end = new jdk.internal.org.objectweb.asm.Label();
            jdk.internal.org.objectweb.asm.Label handler = new jdk.internal.org.objectweb.asm.Label();
            mv.visitTryCatchBlock(start, end, handler, "lib/HiddenEx");
            mv.visitLabel(start);
            mv.visitTypeInsn(NEW, "java/lang/IllegalStateException");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/IllegalStateException", "<init>", "()V", false);
            mv.visitInsn(ATHROW);
            mv.visitLabel(end);
            mv.visitLabel(handler);
            mv.visitFrame(F_SAME1, 0, null, 1, new Object[] {"lib/HiddenEx"});
            mv.visitInsn(POP);
        });
        kase("C_samepkg_ok", mv -> {
            mv.visitTypeInsn(NEW, "acc/PkgPriv");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "acc/PkgPriv", "<init>", "()V", false);
            mv.visitInsn(POP);
        });
    }

    static void old() throws Exception {
        kase(V1_7, "F_private_v51", "java/lang/Object", null, getstatic("lib/Old", "priv", "I"));
        kase(V1_7, "M_package_v51", "java/lang/Object", null, invokestatic("lib/Old", "ppm", "()V", false));
        kase(V1_7, "C_hidden_v51", "java/lang/Object", null, getstatic("lib/OldHidden", "f", "I"));
        kase(V1_7, "F_private_v51_new_target", "java/lang/Object", null, getstatic("lib/Pub", "priv", "I"));
        kase("F_private_v61_old_target", getstatic("lib/Old", "priv", "I"));
        kase(V1_7, "C_hidden_v51_new_target", "java/lang/Object", null, getstatic("lib/Hidden", "f", "I"));
    }

    static void fields() throws Exception {
        kase("F_private", getstatic("lib/Pub", "priv", "I"));
        kase("F_package", getstatic("lib/Pub", "pp", "I"));
        kase("F_protected_unrelated", getstatic("lib/Pub", "prot", "I"));
        kase("F_protected_sub_ok", "lib/Pub", null, getstatic("lib/Pub", "prot", "I"));
        kase("F_protected_sibling_null", "lib/Prot", null, mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitFieldInsn(GETFIELD, "acc/Sib", "pf", "I");
            mv.visitInsn(POP);
        });
        kase("F_protected_own_null", "lib/Prot", null, mv -> { // resolved class is the caller: the NPE
            mv.visitInsn(ACONST_NULL);
            mv.visitFieldInsn(GETFIELD, "acc/F_protected_own_null", "pf", "I");
            mv.visitInsn(POP);
        });
        kase("F_private_inherited", getstatic("lib/PubSub", "priv", "I"));
        kase("F_interface_constant_via_class_ok", getstatic("acc/IMissing", "K", "I"));
        kase("F_private_samepkg", getstatic("acc/Other", "priv", "I"));
        kase("F_private_java_base", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitFieldInsn(GETFIELD, "java/lang/Integer", "value", "I");
            mv.visitInsn(POP);
        });
        kase("F_expected_static", getstatic("lib/Pub", "inst", "I"));
        kase("F_expected_static_inherited", getstatic("lib/PubSub", "inst", "I"));
        kase("F_expected_nonstatic", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitFieldInsn(GETFIELD, "lib/PubSub", "ps", "I");
            mv.visitInsn(POP);
        });
        kase("F_final_other_class", mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTSTATIC, "lib/PubSub", "FIN", "I");
        });
        Extra ownStaticFinal = cw -> field(cw, ACC_STATIC | ACC_FINAL, "X", "I");
        kase("F_final_static_outside_clinit", "java/lang/Object", ownStaticFinal, mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTSTATIC, "acc/F_final_static_outside_clinit", "X", "I");
        });
        kase("F_final_inherited", "java/lang/Object", ownStaticFinal, mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTSTATIC, "acc/F_final_inherited_Sub", "X", "I");
        });
        kase(V1_8, "F_final_static_v52_ok", "java/lang/Object", ownStaticFinal, mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTSTATIC, "acc/F_final_static_v52_ok", "X", "I");
        });
        kase("F_final_clinit_ok", "java/lang/Object", cw -> {
            field(cw, ACC_STATIC | ACC_FINAL, "X", "I");
            setStatic(cw, "acc/F_final_clinit_ok", "X", 3);
        }, getstatic("acc/F_final_clinit_ok", "X", "I"));
        kase("F_final_field_outside_init", "java/lang/Object", cw -> field(cw, ACC_FINAL, "y", "I"), mv -> {
            String self = "acc/F_final_field_outside_init";
            mv.visitTypeInsn(NEW, self);
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, self, "<init>", "()V", false);
            mv.visitInsn(ICONST_1);
            mv.visitFieldInsn(PUTFIELD, self, "y", "I");
        });
        kase("F_no_such", getstatic("lib/Pub", "nope", "I"));
        kase("F_no_such_type", getstatic("lib/Pub", "ps", "J"));
        kase("F_no_such_instance", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitFieldInsn(GETFIELD, "lib/Pub", "gone", "Ljava/lang/String;");
            mv.visitInsn(POP);
        });
    }

    static void nests() throws Exception {
        Extra inNest = cw -> cw.visitNestHost("acc/Nest");
        kase("F_nest_ok", "java/lang/Object", inNest, getstatic("acc/Nest", "secret", "I"));
        kase("M_nest_ok", "java/lang/Object", inNest, invokestatic("acc/Nest", "hidden", "()V", false));
        kase("F_nest_sibling", "java/lang/Object", inNest, getstatic("acc/NestSib", "y", "I"));
        kase("F_nest_claim", "java/lang/Object", inNest, getstatic("acc/Nest", "secret", "I"));
        kase("M_nest_virtual_ok", "java/lang/Object", inNest, newThen("acc/Nest", INVOKEVIRTUAL, "acc/Nest", "inst", "()V", false));
        kase("M_nest_virtual_claim", "java/lang/Object", inNest,
             newThen("acc/Nest", INVOKEVIRTUAL, "acc/Nest", "inst", "()V", false));
        kase("M_nest_claim", "java/lang/Object", inNest, invokestatic("acc/Nest", "hidden", "()V", false));
        kase("F_nest_bad_target", "java/lang/Object", inNest, getstatic("acc/BadMem", "z", "I"));
        kase("F_nest_other_package", "java/lang/Object", cw -> cw.visitNestHost("lib/Pub"),
             getstatic("lib/Pub", "priv", "I"));
        kase("F_nest_missing_host", "java/lang/Object", cw -> cw.visitNestHost("acc/Gone"),
             getstatic("acc/Other", "priv", "I"));
        kase("F_nest_host", "java/lang/Object", cw -> cw.visitNestMember("acc/F_nest_host_Mem"),
             getstatic("acc/F_nest_host_Mem", "x", "I"));
    }

    static void methods() throws Exception {
        kase("M_private", invokestatic("lib/Pub", "privm", "()V", false));
        kase("M_package", invokestatic("lib/Pub", "ppm", "()V", false));
        kase("M_protected_unrelated", invokestatic("lib/Pub", "protm", "()V", false));
        kase("M_protected_sub_ok", "lib/Pub", null, invokestatic("lib/Pub", "protm", "()V", false));
        kase("M_protected_sibling_null", "lib/Prot", null, onNull(INVOKEVIRTUAL, "acc/Sib", "pm", "()V", false));
        kase("M_private_virtual", onNull(INVOKEVIRTUAL, "lib/Pub", "privim", "()V", false));
        kase("M_private_inherited", onNull(INVOKEVIRTUAL, "lib/PubSub", "privim", "()V", false));
        kase("M_private_samepkg", invokestatic("acc/Other", "privm", "()V", false));
        kase("M_abstract_protected", onNull(INVOKEVIRTUAL, "lib/Abs", "pa", "()V", false));
        kase("M_clone_other_null", onNull(INVOKEVIRTUAL, "lib/Pub", "clone", "()Ljava/lang/Object;", false));
        kase("M_clone_array_ok", mv -> {
            mv.visitInsn(ICONST_1);
            mv.visitIntInsn(NEWARRAY, T_INT);
            mv.visitMethodInsn(INVOKEVIRTUAL, "[I", "clone", "()Ljava/lang/Object;", false);
            mv.visitInsn(POP);
        });
        kase("M_finalize_array_null", onNull(INVOKEVIRTUAL, "[I", "finalize", "()V", false));
        kase("M_expected_static", invokestatic("lib/Pub", "im", "()V", false));
        kase("M_expecting_nonstatic_virtual", onNull(INVOKEVIRTUAL, "lib/PubSub", "sm", "()V", false));
        kase("M_expecting_nonstatic_special", "lib/Pub", null,
             newThen("acc/M_expecting_nonstatic_special", INVOKESPECIAL, "lib/Pub", "sm", "()V", false));
        kase("M_virtual_on_interface", onNull(INVOKEVIRTUAL, "lib/I", "d", "()V", false));
        kase("M_static_methodref_interface", invokestatic("lib/I", "s", "()V", false));
        kase("M_static_ifaceref_class", invokestatic("lib/Pub", "sm", "()V", true));
        kase("M_interface_on_class", onNull(INVOKEINTERFACE, "lib/Pub", "im", "()V", true));
        kase("M_interface_static", onNull(INVOKEINTERFACE, "lib/I", "s", "()V", true));
        kase("M_interface_private_other", onNull(INVOKEINTERFACE, "lib/I", "priv", "()V", true));
        kase("M_interface_private_own", newThen("acc/JImpl", INVOKEINTERFACE, "acc/J", "callp", "()V", true));
        kase("M_interface_clone", onNull(INVOKEINTERFACE, "lib/I", "clone", "()Ljava/lang/Object;", true));
        kase("M_interface_hashcode_ok", newThen("acc/JImpl", INVOKEINTERFACE, "acc/J", "hashCode", "()I", true));
        kase("M_static_interface_via_class", invokestatic("acc/IMissing", "s", "()V", false));
        kase("M_static_interface_via_subinterface", invokestatic("lib/I2", "s", "()V", true));
        kase("M_private_interface_via_subinterface", onNull(INVOKEINTERFACE, "lib/I2", "priv", "()V", true));
        kase("M_default_via_class_ok", newThen("acc/IMissing", INVOKEVIRTUAL, "acc/IMissing", "d", "()V", false));
        kase("M_init_inherited", mv -> {
            mv.visitTypeInsn(NEW, "lib/CtorSub");
            mv.visitInsn(DUP);
            mv.visitInsn(ICONST_1);
            mv.visitMethodInsn(INVOKESPECIAL, "lib/CtorSub", "<init>", "(I)V", false);
            mv.visitInsn(POP);
        });
        kase("M_no_such", invokestatic("lib/Pub", "nope", "()V", false));
        kase("M_no_such_desc", mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(ACONST_NULL);
            mv.visitMethodInsn(INVOKESTATIC, "lib/PubSub", "sm", "(ILjava/lang/String;[J)V", false);
        });
        kase("M_no_such_interface", mv -> {
            mv.visitInsn(ACONST_NULL);
            mv.visitInsn(ACONST_NULL);
            mv.visitMethodInsn(INVOKEINTERFACE, "lib/I", "gone", "([[Ljava/lang/Object;)I", true);
            mv.visitInsn(POP);
        });
        kase("M_abstract_virtual", newThen("acc/AbsMissing", INVOKEVIRTUAL, "lib/Abs", "a", "()V", false));
        kase("M_abstract_selected", newThen("acc/AbsLeaf", INVOKEVIRTUAL, "lib/Abs", "a", "()V", false));
        kase("M_abstract_special", "lib/Abs", cw -> {
            empty(cw, ACC_PUBLIC, "a");
            empty(cw, ACC_PROTECTED, "pa");
        }, newThen("acc/M_abstract_special", INVOKESPECIAL, "lib/Abs", "a", "()V", false));
        kase("M_abstract_interface", newThen("acc/IMissing", INVOKEINTERFACE, "lib/I", "a", "()V", true));
        kase("M_interface_package_impl", newThen("acc/IPkg", INVOKEINTERFACE, "lib/I", "a", "()V", true));
        kase("M_interface_private_impl", newThen("acc/IPriv", INVOKEINTERFACE, "lib/I", "a", "()V", true));
        kase("M_interface_static_impl", newThen("acc/IStatic", INVOKEINTERFACE, "lib/I", "a", "()V", true));
        kase("M_interface_not_implemented", newThen("java/lang/Object", INVOKEINTERFACE, "lib/I", "a", "()V", true));
    }

    public static void main(String[] args) throws Exception {
        out = Path.of(args[0]);
        library();
        classes();
        fields();
        nests();
        old();
        methods();
    }
}
