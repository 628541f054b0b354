import java.util.concurrent.TimeUnit;

// TimeUnit conversions: truncation toward zero to coarser units, saturation
// at Long.MAX_VALUE/MIN_VALUE to finer ones, convert, the enum's methods.
public class Conc_TimeUnit {
    public static void main(String[] args) throws InterruptedException {
        long[] values = {0, 1, -1, 999, 1000, 1001, -1999, 86399999, 3600, Long.MAX_VALUE / 1000, Long.MAX_VALUE, Long.MIN_VALUE};
        for (TimeUnit u : TimeUnit.values()) {
            StringBuilder sb = new StringBuilder(u.name()).append(' ').append(u.ordinal());
            for (long v : values) {
                sb.append(" | ").append(u.toNanos(v)).append(',').append(u.toMicros(v)).append(',').append(u.toMillis(v))
                        .append(',').append(u.toSeconds(v)).append(',').append(u.toMinutes(v)).append(',')
                        .append(u.toHours(v)).append(',').append(u.toDays(v));
            }
            System.out.println(sb);
        }
        for (TimeUnit to : TimeUnit.values()) {
            StringBuilder sb = new StringBuilder(to.toString());
            for (TimeUnit from : TimeUnit.values()) {
                sb.append(' ').append(to.convert(90, from)).append('/').append(to.convert(-Long.MAX_VALUE / 3, from));
            }
            System.out.println(sb);
        }
        System.out.println(TimeUnit.valueOf("HOURS") + " " + TimeUnit.SECONDS.compareTo(TimeUnit.MINUTES));
        try {
            TimeUnit.valueOf("WEEKS");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        TimeUnit.MILLISECONDS.sleep(1);
        TimeUnit.NANOSECONDS.sleep(-5);
        Object mon = new Object();
        synchronized (mon) {
            TimeUnit.MICROSECONDS.timedWait(mon, 1500);
        }
        TimeUnit.SECONDS.timedJoin(Thread.currentThread(), 0);
        System.out.println("slept");
    }
}
