/* Nesting through reflection: member, local and anonymous classes, their names, enclosing methods and constructors, declared and public member classes, nest mates. */
import java.util.*;

public class Reflect_NestClasses {
    public static class PubStatic {
        public class PubInner {
        }

        private class PrivInner {
        }
    }

    protected interface ProtIface {
        class InIface {
        }
    }

    private enum Color { RED, GREEN { } }

    public static class Sub extends PubStatic {
        public static class SubMember {
        }

        static class PkgMember {
        }
    }

    Object local;
    Object anonInCtor;

    Reflect_NestClasses() {
        class InCtor {
        }
        local = new InCtor();
        anonInCtor = new Object() { };
    }

    static Object init = new Object() { };

    static Object makeLocal() {
        class Local {
            class InLocal {
            }
        }
        return new Local();
    }

    static Object makeAnon() {
        return new Runnable() {
            public void run() {
            }
        };
    }

    static String name(Class<?> c) {
        return c == null ? "null" : c.getName();
    }

    static void describe(Class<?> c) {
        System.out.println(c.getName());
        System.out.println("  simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName() + " typeName="
                + c.getTypeName());
        System.out.println("  member=" + c.isMemberClass() + " local=" + c.isLocalClass() + " anonymous="
                + c.isAnonymousClass());
        System.out.println("  declaring=" + name(c.getDeclaringClass()) + " enclosing=" + name(c.getEnclosingClass()));
        System.out.println("  enclosingMethod=" + c.getEnclosingMethod() + " enclosingCtor=" + c.getEnclosingConstructor());
        System.out.println("  modifiers=" + java.lang.reflect.Modifier.toString(c.getModifiers()));
        System.out.println("  nestHost=" + name(c.getNestHost()) + " nestmateOfTop=" + c.isNestmateOf(Reflect_NestClasses.class));
    }

    static String names(Class<?>[] cs) {
        String[] out = new String[cs.length];
        for (int i = 0; i < cs.length; i++) out[i] = cs[i].getName();
        Arrays.sort(out);
        return Arrays.toString(out);
    }

    public static void main(String[] args) throws Exception {
        Reflect_NestClasses top = new Reflect_NestClasses();
        Object local = makeLocal();
        Class<?>[] classes = {
            Reflect_NestClasses.class, PubStatic.class, PubStatic.PubInner.class,
            Class.forName("Reflect_NestClasses$PubStatic$PrivInner"), ProtIface.class, ProtIface.InIface.class,
            Color.class, Color.GREEN.getClass(), Sub.class, Sub.SubMember.class, Sub.PkgMember.class,
            top.local.getClass(), top.anonInCtor.getClass(), init.getClass(), local.getClass(),
            Class.forName(local.getClass().getName() + "$InLocal"), makeAnon().getClass(),
            PubStatic.PubInner[].class, int[][].class, int.class, String.class, Map.Entry.class,
            Thread.State.class,
        };
        for (Class<?> c : classes) describe(c);
        Object lambda = (Runnable) () -> { };
        System.out.println("lambda member=" + lambda.getClass().isMemberClass() + " anonymous="
                + lambda.getClass().isAnonymousClass() + " local=" + lambda.getClass().isLocalClass()
                + " enclosing=" + lambda.getClass().getEnclosingClass() + " canonical=" + lambda.getClass().getCanonicalName());

        System.out.println("declared top: " + names(Reflect_NestClasses.class.getDeclaredClasses()));
        System.out.println("classes top: " + names(Reflect_NestClasses.class.getClasses()));
        System.out.println("declared PubStatic: " + names(PubStatic.class.getDeclaredClasses()));
        System.out.println("classes Sub: " + names(Sub.class.getClasses()));
        System.out.println("declared Sub: " + names(Sub.class.getDeclaredClasses()));
        System.out.println("declared Local: " + names(local.getClass().getDeclaredClasses()));
        System.out.println("declared int: " + names(int.class.getDeclaredClasses()) + " " + names(int[].class.getClasses()));
        System.out.println("classes Map: " + names(Map.class.getClasses()));
        System.out.println("declared Color: " + names(Color.class.getDeclaredClasses()));
        System.out.println("members top: " + names(Reflect_NestClasses.class.getNestMembers()));
        System.out.println("members Sub: " + names(Sub.class.getNestMembers()));
        System.out.println("members int[]: " + names(int[].class.getNestMembers()));
        System.out.println("nestmate PubInner/Sub: " + PubStatic.PubInner.class.isNestmateOf(Sub.class));
        System.out.println("nestmate String/top: " + String.class.isNestmateOf(Reflect_NestClasses.class));
        System.out.println("nestmate int/int: " + int.class.isNestmateOf(int.class));
    }
}
