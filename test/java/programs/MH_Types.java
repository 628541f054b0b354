/* MethodType: factories, derived types, conversions of types, texts and descriptors. */
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.List;

public class MH_Types {
    interface Th {
        Object run() throws Throwable;
    }

    static void c(String label, Th r) {
        try {
            System.out.println(label + ": " + r.run());
        } catch (Throwable e) {
            System.out.println(label + ": " + e);
        }
    }

    static class Inner {
    }

    public static void main(String[] args) {
        MethodType mt = MethodType.methodType(int.class, String.class, long[].class);
        c("mt", () -> mt);
        c("void", () -> MethodType.methodType(void.class));
        c("one", () -> MethodType.methodType(Object.class, int.class));
        c("varargs", () -> MethodType.methodType(boolean.class, char.class, double.class, Inner.class, Inner[][].class));
        c("list", () -> MethodType.methodType(String.class, List.of(int.class, float.class)));
        c("array", () -> MethodType.methodType(String.class, new Class<?>[] {byte.class, short.class}));
        c("fromType", () -> MethodType.methodType(long.class, mt));
        c("generic", () -> MethodType.genericMethodType(3));
        c("generic2", () -> MethodType.genericMethodType(2, true));
        c("generic0", () -> MethodType.genericMethodType(0));
        c("generic-bad", () -> MethodType.genericMethodType(-1));
        c("parameterType", () -> mt.parameterType(1));
        c("parameterType5", () -> mt.parameterType(5));
        c("parameterCount", () -> mt.parameterCount());
        c("parameterList", () -> mt.parameterList());
        c("parameterArray", () -> Arrays.toString(mt.parameterArray()));
        c("lastParameterType", () -> mt.lastParameterType());
        c("lastParameterType0", () -> MethodType.methodType(int.class).lastParameterType());
        c("returnType", () -> mt.returnType());
        c("changeReturnType", () -> mt.changeReturnType(void.class));
        c("changeParameterType", () -> mt.changeParameterType(0, Object.class));
        c("changeParameterType3", () -> mt.changeParameterType(3, int.class));
        c("changeParameterTypeVoid", () -> mt.changeParameterType(0, void.class));
        c("insert", () -> mt.insertParameterTypes(1, int.class, char.class));
        c("insertList", () -> mt.insertParameterTypes(0, List.of(Integer.class)));
        c("insertBad", () -> mt.insertParameterTypes(3, int.class));
        c("append", () -> mt.appendParameterTypes(double.class));
        c("appendList", () -> mt.appendParameterTypes(List.of(Object.class, Object.class)));
        c("drop", () -> mt.dropParameterTypes(0, 1));
        c("dropAll", () -> mt.dropParameterTypes(0, 2));
        c("dropBad", () -> mt.dropParameterTypes(1, 3));
        c("dropBad2", () -> mt.dropParameterTypes(2, 1));
        c("paramVoid", () -> MethodType.methodType(int.class, void.class));
        c("nullReturn", () -> MethodType.methodType(null));
        MethodType prim = MethodType.methodType(int.class, boolean.class, Integer.class, Object.class);
        c("hasPrimitives", () -> prim.hasPrimitives() + " " + MethodType.methodType(String.class).hasPrimitives());
        c("hasWrappers", () -> prim.hasWrappers() + " " + mt.hasWrappers());
        c("wrap", () -> prim.wrap());
        c("unwrap", () -> prim.wrap().unwrap());
        c("wrapVoid", () -> MethodType.methodType(void.class, long.class).wrap());
        c("erase", () -> MethodType.methodType(String.class, int.class, List.class, int[].class).erase());
        c("generic()", () -> prim.generic());
        c("equals", () -> mt.equals(MethodType.methodType(int.class, String.class, long[].class)));
        c("equalsNot", () -> mt.equals(MethodType.methodType(int.class, String.class)));
        c("hashCodeEqual", () -> mt.hashCode() == MethodType.methodType(int.class, String.class, long[].class).hashCode());
        c("descriptor", () -> mt.toMethodDescriptorString());
        c("descriptor2", () -> MethodType.methodType(void.class, Inner.class, double[][].class, char.class).toMethodDescriptorString());
        c("descriptorString", () -> prim.descriptorString());
        ClassLoader l = MH_Types.class.getClassLoader();
        c("from", () -> MethodType.fromMethodDescriptorString("(I[Ljava/lang/String;J)V", l));
        c("fromInner", () -> MethodType.fromMethodDescriptorString("(LMH_Types$Inner;)LMH_Types$Inner;", l));
        c("fromNullLoader", () -> MethodType.fromMethodDescriptorString("()[[Z", null));
        c("fromBad", () -> MethodType.fromMethodDescriptorString("(IL)V", null));
        c("fromBad2", () -> MethodType.fromMethodDescriptorString("I", null));
        c("fromMissing", () -> MethodType.fromMethodDescriptorString("(LNoSuchClass;)V", null));
        c("roundTrip", () -> MethodType.fromMethodDescriptorString(mt.toMethodDescriptorString(), l).equals(mt));
        int slots = 0;
        Class<?>[] many = new Class<?>[128];
        Arrays.fill(many, long.class);
        c("tooMany", () -> MethodType.methodType(void.class, many));
        c("maxSlots", () -> MethodType.methodType(void.class, Arrays.copyOf(many, 127)).parameterCount());
    }
}
