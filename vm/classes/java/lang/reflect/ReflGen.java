/*
 * java.lang.reflect.ReflGen -- Lantern's support for generic signatures and
 * reflective access checks; not part of the Java API (public only so that
 * java.lang.Class can reach it).
 *
 * Signatures are parsed here from the Signature attribute strings the VM
 * hands out (JVMS 4.7.9.1) straight into Type objects.  A type parameter's
 * bounds are parsed only when asked for, since a bound may name its own or
 * a later parameter (T extends Comparable<T>); a type variable is looked up
 * by name through the scopes of its use site -- the method or constructor,
 * its class, then the classes and methods enclosing that -- each time, so
 * two TypeVariables for the same declaration and name are equal rather than
 * identical.  Named classes are loaded, uninitialized, by the loader of the
 * class the signature belongs to.
 */
package java.lang.reflect;

import java.util.Arrays;
import java.util.Objects;

public final class ReflGen {
    private ReflGen() {
    }

    /* (member slot, isField): the member's Signature attribute, or null. */
    static native String signature0(long slot, boolean field);

    /* The method's Exceptions attribute, as internal class names. */
    static native String[] exceptions0(long slot);

    /* The class of the first frame outside java.lang.reflect and java.lang.Class. */
    private static native Class<?> callerClass0();

    // ---- entry points ----

    public static TypeVariable<?>[] typeParameters(GenericDeclaration d, String sig) {
        if (sig == null || !sig.startsWith("<")) return new TypeVariable<?>[0];
        return new Parser(sig, d).typeParameters();
    }

    public static Type classSuperclass(Class<?> c, String sig) {
        Parser p = new Parser(sig, c);
        p.typeParameters();
        return p.classType();
    }

    public static Type[] classInterfaces(Class<?> c, String sig) {
        Parser p = new Parser(sig, c);
        p.typeParameters();
        p.classType();
        Type[] out = new Type[0];
        while (p.more()) {
            out = Arrays.copyOf(out, out.length + 1);
            out[out.length - 1] = p.classType();
        }
        return out;
    }

    /* what: 0 parameter types, 1 the return type (one element), 2 the thrown types. */
    static Type[] methodTypes(Executable e, String sig, int what) {
        Parser p = new Parser(sig, e);
        p.typeParameters();
        p.expect('(');
        Type[] params = new Type[0];
        while (p.peek() != ')') {
            params = Arrays.copyOf(params, params.length + 1);
            params[params.length - 1] = p.typeSignature();
        }
        p.expect(')');
        if (what == 0) return params;
        Type ret;
        if (p.peek() == 'V') {
            p.pos++;
            ret = void.class;
        } else {
            ret = p.typeSignature();
        }
        if (what == 1) return new Type[] { ret };
        Type[] thrown = new Type[0];
        while (p.more()) {
            p.expect('^');
            thrown = Arrays.copyOf(thrown, thrown.length + 1);
            thrown[thrown.length - 1] = p.fieldType();
        }
        return thrown;
    }

    static Type fieldType(Class<?> declaring, String sig) {
        return new Parser(sig, declaring).fieldType();
    }

    /* Executable.toGenericString's and Class.toGenericString's "<T extends A & B,U>". */
    public static String typeParameterList(TypeVariable<?>[] params) {
        if (params.length == 0) return "";
        StringBuilder sb = new StringBuilder("<");
        for (int i = 0; i < params.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(params[i].getName());
            Type[] bounds = params[i].getBounds();
            if (bounds.length == 1 && bounds[0].equals(Object.class)) continue;
            sb.append(" extends ");
            for (int j = 0; j < bounds.length; j++) {
                if (j > 0) sb.append(" & ");
                sb.append(bounds[j].getTypeName());
            }
        }
        return sb.append('>').toString();
    }

    // ---- the parser ----

    private static final class Parser {
        final String s;
        final GenericDeclaration decl;
        int pos;

        Parser(String s, GenericDeclaration decl) {
            this.s = s;
            this.decl = decl;
        }

        boolean more() {
            return pos < s.length();
        }

        char peek() {
            return pos < s.length() ? s.charAt(pos) : 0;
        }

        GenericSignatureFormatError error(String what) {
            return new GenericSignatureFormatError("Signature Parse error: " + what + "\n\tRemaining input: "
                    + s.substring(Math.min(pos, s.length())));
        }

        void expect(char c) {
            if (peek() != c) throw error("expected '" + c + "'");
            pos++;
        }

        String identifier() {
            int start = pos;
            while (more()) {
                char c = s.charAt(pos);
                if (c == '.' || c == ';' || c == '[' || c == '/' || c == '<' || c == '>' || c == ':') break;
                pos++;
            }
            if (pos == start) throw error("identifier expected");
            return s.substring(start, pos);
        }

        /* Reads the list (if any) and returns lazily bounded variables. */
        TypeVariable<?>[] typeParameters() {
            if (peek() != '<') return new TypeVariable<?>[0];
            pos++;
            TypeVariable<?>[] out = new TypeVariable<?>[0];
            do {
                String name = identifier();
                int[] starts = new int[0];
                if (peek() != ':') throw error("Bound expected");
                while (peek() == ':') {
                    pos++;
                    if (peek() == ':') continue; /* empty class bound */
                    starts = Arrays.copyOf(starts, starts.length + 1);
                    starts[starts.length - 1] = pos;
                    fieldTypeSkip();
                }
                out = Arrays.copyOf(out, out.length + 1);
                out[out.length - 1] = new TypeVar<>(decl, name, s, starts);
            } while (peek() != '>');
            pos++;
            return out;
        }

        /* Steps over one field type signature without loading anything. */
        void fieldTypeSkip() {
            char c = peek();
            if (c == 'T') {
                while (peek() != ';') {
                    if (!more()) throw error("';' expected");
                    pos++;
                }
                pos++;
            } else if (c == '[') {
                pos++;
                if ("BCDFIJSZ".indexOf(peek()) >= 0 && more()) {
                    pos++;
                } else {
                    fieldTypeSkip();
                }
            } else if (c == 'L') {
                pos++;
                for (;;) {
                    char d = peek();
                    if (!more()) throw error("';' expected");
                    if (d == ';') break;
                    if (d == '<') {
                        pos++;
                        while (peek() != '>') {
                            if (!more()) throw error("'>' expected");
                            if (peek() == '*') {
                                pos++;
                                continue;
                            }
                            if (peek() == '+' || peek() == '-') pos++;
                            fieldTypeSkip();
                        }
                    }
                    pos++;
                }
                pos++;
            } else {
                throw error("field type expected");
            }
        }

        Type typeSignature() {
            char c = peek();
            switch (c) {
            case 'B': pos++; return byte.class;
            case 'C': pos++; return char.class;
            case 'D': pos++; return double.class;
            case 'F': pos++; return float.class;
            case 'I': pos++; return int.class;
            case 'J': pos++; return long.class;
            case 'S': pos++; return short.class;
            case 'Z': pos++; return boolean.class;
            default: return fieldType();
            }
        }

        Type fieldType() {
            char c = peek();
            if (c == 'L') return classType();
            if (c == 'T') {
                pos++;
                String name = identifier();
                expect(';');
                return findTypeVariable(decl, name);
            }
            if (c == '[') {
                pos++;
                Type component = typeSignature();
                if (component instanceof Class) return Array.newInstance((Class<?>) component, 0).getClass();
                return new GenericArray(component);
            }
            throw error("field type expected");
        }

        Type classType() {
            expect('L');
            StringBuilder name = new StringBuilder();
            String id = identifier();
            while (peek() == '/') {
                pos++;
                name.append(id).append('.');
                id = identifier();
            }
            name.append(id);
            Type[] args = typeArguments();
            /* leading members without arguments only lengthen the raw class's name */
            while (args.length == 0 && peek() == '.') {
                pos++;
                name.append('$').append(identifier());
                args = typeArguments();
            }
            Class<?> raw = load(name.toString());
            if (args.length == 0) {
                expect(';');
                return raw;
            }
            Type result = new ParamType(raw, args, null);
            while (peek() == '.') {
                pos++;
                name.append('$').append(identifier());
                result = new ParamType(load(name.toString()), typeArguments(), result);
            }
            expect(';');
            return result;
        }

        Type[] typeArguments() {
            if (peek() != '<') return new Type[0];
            pos++;
            Type[] out = new Type[0];
            do {
                Type t;
                char c = peek();
                if (c == '*') {
                    pos++;
                    t = new Wildcard(new Type[] { Object.class }, new Type[0]);
                } else if (c == '+') {
                    pos++;
                    t = new Wildcard(new Type[] { fieldType() }, new Type[0]);
                } else if (c == '-') {
                    pos++;
                    t = new Wildcard(new Type[] { Object.class }, new Type[] { fieldType() });
                } else {
                    t = fieldType();
                }
                out = Arrays.copyOf(out, out.length + 1);
                out[out.length - 1] = t;
            } while (peek() != '>');
            pos++;
            return out;
        }

        Class<?> load(String name) {
            Class<?> c = classOf(decl);
            try {
                return Class.forName(name, false, c.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new TypeNotPresentException(name, e);
            }
        }
    }

    private static Class<?> classOf(GenericDeclaration d) {
        return d instanceof Class ? (Class<?>) d : ((Executable) d).getDeclaringClass();
    }

    /* As the JDK: the use site's own parameters, then its class's, then
     * outward through enclosing methods, constructors and classes; null when
     * none declares the name. */
    private static TypeVariable<?> findTypeVariable(GenericDeclaration d, String name) {
        while (d != null) {
            for (TypeVariable<?> v : d.getTypeParameters()) {
                if (v.getName().equals(name)) return v;
            }
            if (d instanceof Executable) {
                d = ((Executable) d).getDeclaringClass();
            } else {
                Class<?> c = (Class<?>) d;
                Method m = c.getEnclosingMethod();
                if (m != null) {
                    d = m;
                } else {
                    Constructor<?> k = c.getEnclosingConstructor();
                    d = k != null ? k : c.getEnclosingClass();
                }
            }
        }
        return null;
    }

    // ---- the Type implementations ----

    private static String joinNames(Type[] types, String sep) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < types.length; i++) {
            if (i > 0) sb.append(sep);
            sb.append(types[i].getTypeName());
        }
        return sb.toString();
    }

    private static final class TypeVar<D extends GenericDeclaration> implements TypeVariable<D> {
        private final D decl;
        private final String name;
        private final String sig;
        private final int[] boundStarts;

        TypeVar(D decl, String name, String sig, int[] boundStarts) {
            this.decl = decl;
            this.name = name;
            this.sig = sig;
            this.boundStarts = boundStarts;
        }

        public Type[] getBounds() {
            if (boundStarts.length == 0) return new Type[] { Object.class };
            Type[] out = new Type[boundStarts.length];
            for (int i = 0; i < out.length; i++) {
                Parser p = new Parser(sig, decl);
                p.pos = boundStarts[i];
                out[i] = p.fieldType();
            }
            return out;
        }

        public D getGenericDeclaration() {
            return decl;
        }

        public String getName() {
            return name;
        }

        public String toString() {
            return name;
        }

        public boolean equals(Object o) {
            if (!(o instanceof TypeVariable) || o.getClass() != TypeVar.class) return false;
            TypeVariable<?> v = (TypeVariable<?>) o;
            return decl.equals(v.getGenericDeclaration()) && name.equals(v.getName());
        }

        public int hashCode() {
            return decl.hashCode() ^ name.hashCode();
        }
    }

    private static final class ParamType implements ParameterizedType {
        private final Class<?> raw;
        private final Type[] args;
        private final Type owner;

        ParamType(Class<?> raw, Type[] args, Type owner) {
            /* the owner first: its errors come before a count mismatch, as in the JDK */
            this.owner = owner != null ? owner : raw.getDeclaringClass();
            int formals = raw.getTypeParameters().length;
            if (formals != args.length) {
                throw new MalformedParameterizedTypeException(String.format(
                        "Mismatch of count of formal and actual type arguments in constructor of %s: %d formal argument(s) %d actual argument(s)",
                        raw.getName(), formals, args.length));
            }
            this.raw = raw;
            this.args = args;
        }

        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        public Type getRawType() {
            return raw;
        }

        public Type getOwnerType() {
            return owner;
        }

        public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType)) return false;
            ParameterizedType p = (ParameterizedType) o;
            return this == p || (Objects.equals(owner, p.getOwnerType()) && Objects.equals(raw, p.getRawType())
                    && Arrays.equals(args, p.getActualTypeArguments()));
        }

        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ Objects.hashCode(raw);
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (owner == null) {
                sb.append(raw.getName());
            } else {
                sb.append(owner.getTypeName()).append('$');
                if (owner instanceof ParamType) {
                    /* the raw name past the owner's, so the owner's arguments stay in place */
                    String ownerName = ((ParamType) owner).raw.getName() + "$";
                    sb.append(raw.getName().replace(ownerName, ""));
                } else {
                    sb.append(raw.getSimpleName());
                }
            }
            if (args.length > 0) sb.append('<').append(joinNames(args, ", ")).append('>');
            return sb.toString();
        }
    }

    private static final class Wildcard implements WildcardType {
        private final Type[] upper;
        private final Type[] lower;

        Wildcard(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        public boolean equals(Object o) {
            if (!(o instanceof WildcardType)) return false;
            WildcardType w = (WildcardType) o;
            return Arrays.equals(lower, w.getLowerBounds()) && Arrays.equals(upper, w.getUpperBounds());
        }

        public int hashCode() {
            return Arrays.hashCode(lower) ^ Arrays.hashCode(upper);
        }

        public String toString() {
            if (lower.length > 0) return "? super " + joinNames(lower, " & ");
            if (upper.length > 0 && !upper[0].equals(Object.class)) return "? extends " + joinNames(upper, " & ");
            return "?";
        }
    }

    private static final class GenericArray implements GenericArrayType {
        private final Type component;

        GenericArray(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        public boolean equals(Object o) {
            return o instanceof GenericArrayType && Objects.equals(component, ((GenericArrayType) o).getGenericComponentType());
        }

        public int hashCode() {
            return Objects.hashCode(component);
        }

        public String toString() {
            return component.getTypeName() + "[]";
        }
    }

    // ---- access checks ----

    /* Throws the JDK's IllegalAccessException unless the calling class may use
     * a member of memberClass with these modifiers on an instance of
     * targetClass (null for static members).  The class library itself
     * (boot loader classes) is trusted, as it reflects where the JDK's would
     * have called setAccessible first. */
    public static void checkAccess(Class<?> memberClass, Class<?> targetClass, int modifiers)
            throws IllegalAccessException {
        if (Modifier.isPublic(modifiers) && Modifier.isPublic(memberClass.getModifiers())) return;
        Class<?> caller = callerClass0();
        if (caller == null || caller.getClassLoader() == null || verify(caller, memberClass, targetClass, modifiers)) return;
        throw new IllegalAccessException(caller + moduleSuffix(caller) + " cannot access a member of " + memberClass
                + moduleSuffix(memberClass) + " with modifiers \"" + Modifier.toString(modifiers) + "\"");
    }

    /* AccessibleObject.canAccess: the same rule, answered rather than thrown. */
    static boolean canAccess(Class<?> memberClass, Class<?> targetClass, int modifiers) {
        if (Modifier.isPublic(modifiers) && Modifier.isPublic(memberClass.getModifiers())) return true;
        Class<?> caller = callerClass0();
        return caller == null || caller.getClassLoader() == null || verify(caller, memberClass, targetClass, modifiers);
    }

    private static String moduleSuffix(Class<?> c) {
        while (c.isArray()) c = c.getComponentType();
        return c.getClassLoader() == null && !c.isPrimitive() ? " (in module java.base)" : "";
    }

    /* The class's own access flags are public (a member class's are public for
     * a public or protected member). */
    private static boolean classIsPublic(Class<?> c) {
        return (c.getModifiers() & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0;
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getClassLoader() == b.getClassLoader() && a.getPackageName().equals(b.getPackageName());
    }

    private static boolean isSubclassOf(Class<?> c, Class<?> of) {
        for (; c != null; c = c.getSuperclass()) {
            if (c == of) return true;
        }
        return false;
    }

    private static boolean verify(Class<?> caller, Class<?> memberClass, Class<?> targetClass, int modifiers) {
        if (caller == memberClass) return true;
        boolean same = samePackage(caller, memberClass);
        if (!classIsPublic(memberClass) && !same) return false;
        if (Modifier.isPublic(modifiers)) return true;
        if (Modifier.isPrivate(modifiers)) return caller.getNestHost() == memberClass.getNestHost();
        boolean ok = Modifier.isProtected(modifiers) && isSubclassOf(caller, memberClass);
        if (!ok) ok = same;
        if (!ok) return false;
        /* a protected instance member or constructor reached from another package: only through the caller's own kind */
        if (targetClass != null && Modifier.isProtected(modifiers) && targetClass != caller && !same) {
            return isSubclassOf(targetClass, caller);
        }
        return true;
    }
}
