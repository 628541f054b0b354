/* Nesting and generic-type queries on a member class whose outer class its loader cannot load (NoClassDefFoundError, TypeNotPresentException), whose field has a malformed Signature (GenericSignatureFormatError) or whose outer class does not list it and is not generic (IncompatibleClassChangeError, MalformedParameterizedTypeException). */
import java.io.*;

public class Reflect_NestBroken {
    public static class Holder<T> {
        public static class In {
            public java.util.List<Holder<String>> list;
            public String plain;
        }
    }

    public static class Holdes {
    }

    /* Defines the Holder classes itself; mode "refuse" will not find Holder,
     * mode "swap" defines Holdes's bytes renamed as Holder. */
    static class Loader extends ClassLoader {
        final String mode;

        Loader(String mode) {
            super(Reflect_NestBroken.class.getClassLoader());
            this.mode = mode;
        }

        static byte[] read(String name) throws IOException {
            try (InputStream in = Reflect_NestBroken.class.getResourceAsStream("/" + name + ".class")) {
                return in.readAllBytes();
            }
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("Reflect_NestBroken$Hold")) return super.loadClass(name, resolve);
            synchronized (this) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                try {
                    byte[] b;
                    if (name.equals("Reflect_NestBroken$Holder")) {
                        if (mode.equals("refuse")) throw new ClassNotFoundException("refused " + name);
                        b = rename(read("Reflect_NestBroken$Holdes"), "Reflect_NestBroken$Holdes", "Reflect_NestBroken$Holder");
                    } else {
                        b = read(name);
                        if (mode.equals("badsig")) b = rename(b, "<LReflect_NestBroken$Holder<", "<XReflect_NestBroken$Holder<");
                    }
                    return defineClass(name, b, 0, b.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
        }

        static byte[] rename(byte[] b, String from, String to) {
            byte[] f = from.getBytes(), t = to.getBytes();
            for (int i = 0; i + f.length <= b.length; i++) {
                boolean hit = true;
                for (int j = 0; j < f.length && hit; j++) hit = b[i + j] == f[j];
                if (hit) System.arraycopy(t, 0, b, i, t.length);
            }
            return b;
        }
    }

    interface Query {
        Object run() throws Exception;
    }

    static void q(String what, Query q) {
        try {
            Object r = q.run();
            System.out.println(what + " = " + (r instanceof Class ? ((Class<?>) r).getName() : r));
        } catch (java.lang.reflect.GenericSignatureFormatError t) {
            System.out.println(what + " threw " + t.getClass().getName()); /* the parser's wording is its own */
        } catch (Throwable t) {
            System.out.println(what + " threw " + t.getClass().getName() + ": " + t.getMessage());
        }
    }

    static void run(String mode) throws Exception {
        System.out.println("-- " + mode);
        Class<?> in = Class.forName("Reflect_NestBroken$Holder$In", false, new Loader(mode));
        System.out.println("name " + in.getName() + " modifiers " + in.getModifiers());
        q("getSimpleName", in::getSimpleName);
        q("getCanonicalName", in::getCanonicalName);
        q("getDeclaringClass", in::getDeclaringClass);
        q("getEnclosingClass", in::getEnclosingClass);
        q("isMemberClass", in::isMemberClass);
        q("isLocalClass", in::isLocalClass);
        q("isAnonymousClass", in::isAnonymousClass);
        q("getEnclosingMethod", in::getEnclosingMethod);
        q("getNestHost", in::getNestHost);
        q("getTypeName", in::getTypeName);
        q("list generic type", () -> in.getField("list").getGenericType());
        q("plain generic type", () -> in.getField("plain").getGenericType());
    }

    public static void main(String[] args) throws Exception {
        run("refuse");
        run("swap");
        run("badsig");
    }
}
