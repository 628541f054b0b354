/* ldc of CONSTANT_MethodType and CONSTANT_MethodHandle, from a class written here byte by byte (javac emits neither). */
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

public class MH_Constants {
    public static int counter = 41;

    public static int twice(int x) {
        return 2 * x;
    }

    /* A minimal class file writer: a constant pool and static no-argument methods that ldc one constant. */
    static final class ClassWriter {
        final ByteArrayOutputStream pool = new ByteArrayOutputStream();
        final DataOutputStream cp = new DataOutputStream(pool);
        int count = 1;
        final List<String[]> methods = new ArrayList<>();
        final List<Integer> constants = new ArrayList<>();

        int utf8(String s) throws IOException {
            cp.writeByte(1);
            cp.writeUTF(s);
            return count++;
        }

        int clazz(String name) throws IOException {
            int n = utf8(name);
            cp.writeByte(7);
            cp.writeShort(n);
            return count++;
        }

        int nat(String name, String desc) throws IOException {
            int n = utf8(name), d = utf8(desc);
            cp.writeByte(12);
            cp.writeShort(n);
            cp.writeShort(d);
            return count++;
        }

        int ref(int tag, String owner, String name, String desc) throws IOException {
            int c = clazz(owner), nt = nat(name, desc);
            cp.writeByte(tag);
            cp.writeShort(c);
            cp.writeShort(nt);
            return count++;
        }

        int methodType(String desc) throws IOException {
            int d = utf8(desc);
            cp.writeByte(16);
            cp.writeShort(d);
            return count++;
        }

        int methodHandle(int kind, int tag, String owner, String name, String desc) throws IOException {
            int r = ref(tag, owner, name, desc);
            cp.writeByte(15);
            cp.writeByte(kind);
            cp.writeShort(r);
            return count++;
        }

        void ldcMethod(String name, int constant) {
            methods.add(new String[] {name});
            constants.add(constant);
        }

        byte[] finish(String className) throws IOException {
            int self = clazz(className), sup = clazz("java/lang/Object"), code = utf8("Code"), desc = utf8("()Ljava/lang/Object;");
            int[] names = new int[methods.size()];
            for (int i = 0; i < names.length; i++) names[i] = utf8(methods.get(i)[0]);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(0xCAFEBABE);
            out.writeShort(0);
            out.writeShort(52);
            out.writeShort(count);
            cp.flush();
            out.write(pool.toByteArray());
            out.writeShort(0x21);
            out.writeShort(self);
            out.writeShort(sup);
            out.writeShort(0);
            out.writeShort(0);
            out.writeShort(names.length);
            for (int i = 0; i < names.length; i++) {
                out.writeShort(0x9);
                out.writeShort(names[i]);
                out.writeShort(desc);
                out.writeShort(1);
                out.writeShort(code);
                out.writeInt(12 + 4);
                out.writeShort(1);
                out.writeShort(0);
                out.writeInt(4);
                out.writeByte(0x13); /* ldc_w */
                out.writeShort(constants.get(i));
                out.writeByte(0xb0); /* areturn */
                out.writeShort(0);
                out.writeShort(0);
            }
            out.writeShort(0);
            return bytes.toByteArray();
        }
    }

    static final class Loader extends ClassLoader {
        Loader() {
            super(MH_Constants.class.getClassLoader());
        }

        Class<?> define(String name, byte[] b) {
            return defineClass(name, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        ClassWriter w = new ClassWriter();
        w.ldcMethod("type", w.methodType("(ILjava/lang/String;[J)V"));
        w.ldcMethod("typeUser", w.methodType("(LMH_Constants;)LMH_Constants;"));
        w.ldcMethod("typeMissing", w.methodType("(LNoSuchClassHere;)V"));
        w.ldcMethod("invokeStatic", w.methodHandle(6, 10, "MH_Constants", "twice", "(I)I"));
        w.ldcMethod("invokeVirtual", w.methodHandle(5, 10, "java/lang/String", "concat", "(Ljava/lang/String;)Ljava/lang/String;"));
        w.ldcMethod("invokeInterface", w.methodHandle(9, 11, "java/util/List", "size", "()I"));
        w.ldcMethod("newInvokeSpecial", w.methodHandle(8, 10, "java/lang/StringBuilder", "<init>", "(Ljava/lang/String;)V"));
        w.ldcMethod("getStatic", w.methodHandle(2, 9, "MH_Constants", "counter", "I"));
        w.ldcMethod("putStatic", w.methodHandle(4, 9, "MH_Constants", "counter", "I"));
        w.ldcMethod("missingMethod", w.methodHandle(6, 10, "MH_Constants", "nope", "()V"));
        w.ldcMethod("missingClass", w.methodHandle(6, 10, "NoSuchClassHere", "nope", "()V"));
        Class<?> gen = new Loader().define("MH_Generated", w.finish("MH_Generated"));
        for (Method m : gen.getDeclaredMethods()) {
            if (!m.getName().equals("type")) continue;
        }
        String[] order = {"type", "typeUser", "typeMissing", "invokeStatic", "invokeVirtual", "invokeInterface", "newInvokeSpecial",
                          "getStatic", "putStatic", "missingMethod", "missingClass"};
        for (String name : order) {
            Method m = gen.getDeclaredMethod(name);
            try {
                Object first = m.invoke(null);
                Object again = m.invoke(null);
                System.out.println(name + ": " + first + " same=" + (first == again));
            } catch (java.lang.reflect.InvocationTargetException e) {
                System.out.println(name + ": " + e.getCause());
            }
        }
        MethodHandle twice = (MethodHandle) gen.getDeclaredMethod("invokeStatic").invoke(null);
        System.out.println("twice: " + (int) twice.invokeExact(21));
        MethodHandle concat = (MethodHandle) gen.getDeclaredMethod("invokeVirtual").invoke(null);
        System.out.println("concat: " + (String) concat.invokeExact("a", "b"));
        MethodHandle size = (MethodHandle) gen.getDeclaredMethod("invokeInterface").invoke(null);
        System.out.println("size: " + size.invoke(List.of(1, 2)));
        MethodHandle sb = (MethodHandle) gen.getDeclaredMethod("newInvokeSpecial").invoke(null);
        System.out.println("sb: " + sb.invoke("made"));
        MethodHandle put = (MethodHandle) gen.getDeclaredMethod("putStatic").invoke(null);
        put.invokeExact(7);
        MethodHandle get = (MethodHandle) gen.getDeclaredMethod("getStatic").invoke(null);
        System.out.println("counter: " + (int) get.invokeExact());
    }
}
