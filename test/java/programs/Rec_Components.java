/* Records' reflection: Class.isRecord and getRecordComponents, RecordComponent's names,
 * types, generic types and signatures, accessors, annotations and toString. */
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public class Rec_Components {
    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
    @interface Tag { String value(); int weight() default 1; }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @interface OnlyMethod { }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Anywhere { }

    record Point(int x, int y) { }
    record Empty() { }
    record Named<T extends Comparable<T>>(@Tag("key") String name, @Tag(value = "v", weight = 5) @Anywhere T value,
            List<? extends Number> nums, Map<String, int[]>[] maps, long[] raw, @OnlyMethod double d) {
        public String name() { return name.toUpperCase(); }
    }
    record Inner(Point p, Empty e, Object o) { }
    static class NotARecord { int x; }
    enum Color { RED }
    interface Shape { }

    public static void main(String[] args) throws Exception {
        for (Class<?> c : new Class<?>[] {Point.class, Empty.class, Named.class, Inner.class, NotARecord.class,
                Color.class, Shape.class, Record.class, int.class, int[].class, String.class, Object.class})
            System.out.println(c.getSimpleName() + " isRecord=" + c.isRecord() + " components="
                    + (c.getRecordComponents() == null ? "null" : String.valueOf(c.getRecordComponents().length)));

        for (Class<?> c : new Class<?>[] {Point.class, Empty.class, Named.class, Inner.class}) {
            System.out.println("== " + c.getName());
            for (RecordComponent rc : c.getRecordComponents()) {
                System.out.println("  " + rc);
                System.out.println("    name=" + rc.getName() + " type=" + rc.getType().getName()
                        + " generic=" + rc.getGenericType().getTypeName() + " sig=" + rc.getGenericSignature());
                System.out.println("    accessor=" + rc.getAccessor() + " declaring=" + rc.getDeclaringRecord().getSimpleName());
                System.out.println("    annotations=" + rc.getAnnotations().length + " " + rc.getDeclaredAnnotations().length);
                Tag tag = rc.getAnnotation(Tag.class);
                if (tag != null) System.out.println("    tag=" + tag.value() + " weight=" + tag.weight());
                System.out.println("    anywhere=" + rc.isAnnotationPresent(Anywhere.class) + " onlyMethod=" + rc.isAnnotationPresent(OnlyMethod.class)
                        + " byType=" + rc.getAnnotationsByType(Tag.class).length);
            }
        }

        /* components give the values through their accessors, in declaration order */
        Named<String> n = new Named<>("abc", "val", List.of(1, 2.5), null, new long[] {7}, 0.5);
        StringBuilder sb = new StringBuilder();
        for (RecordComponent rc : Named.class.getRecordComponents()) {
            Object v = rc.getAccessor().invoke(n);
            sb.append(rc.getName()).append('=').append(v instanceof long[] ? Arrays.toString((long[]) v) : String.valueOf(v)).append(' ');
        }
        System.out.println(sb.toString().trim());
        Point p = new Point(3, 4);
        for (RecordComponent rc : Point.class.getRecordComponents())
            System.out.println(rc.getName() + " -> " + rc.getAccessor().invoke(p));
        /* a fresh array each call */
        System.out.println(Point.class.getRecordComponents() != Point.class.getRecordComponents());
        System.out.println(Point.class.getRecordComponents()[0].getAccessor().equals(Point.class.getDeclaredMethod("x")));
        try {
            Named.class.getRecordComponents()[0].getAnnotation(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
