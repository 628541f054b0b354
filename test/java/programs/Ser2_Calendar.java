/*
 * Ser2_Calendar: GregorianCalendar, SimpleTimeZone and the fixed zones
 * serialize to the JDK's bytes (length and CRC32 printed): the calendar's
 * fields, its zone's current rule in the zone field and the zone itself
 * (a sun.util.calendar.ZoneInfo) as custom data.  Zones with a transition
 * history (America/...) are left out: their tables are the JDK's own data.
 */
import java.io.*;
import java.util.*;
import java.util.zip.CRC32;

public class Ser2_Calendar {
    static String describe(Object o) {
        if (o instanceof Calendar) {
            Calendar c = (Calendar) o;
            return "Calendar " + c.getTimeInMillis() + " zone " + c.getTimeZone().getID() + " " + c.get(Calendar.YEAR) + "-"
                    + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY) + ":"
                    + c.get(Calendar.MINUTE) + " lenient " + c.isLenient() + " firstDay " + c.getFirstDayOfWeek() + " minDays "
                    + c.getMinimalDaysInFirstWeek();
        }
        if (o instanceof Date) return "Date " + ((Date) o).getTime();
        TimeZone z = (TimeZone) o;
        return "TimeZone " + z.getID() + " raw " + z.getRawOffset() + " dst " + z.useDaylightTime() + " offsets "
                + z.getOffset(1700000000000L) + " " + z.getOffset(1690000000000L) + " " + z.getOffset(-100000000000L);
    }

    static void check(String name, Object o) {
        try {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
                oo.writeObject(o);
            }
            byte[] b = bo.toByteArray();
            CRC32 c = new CRC32();
            c.update(b);
            System.out.println(name + ": " + b.length + " bytes, crc " + Long.toHexString(c.getValue()));
            Object r = new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
            String d = describe(r);
            System.out.println("  " + d);
            System.out.println("  same " + d.equals(describe(o)) + " equals " + r.equals(o));
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    static GregorianCalendar at(TimeZone z, Locale l, long millis) {
        GregorianCalendar g = new GregorianCalendar(z, l);
        g.setTimeInMillis(millis);
        return g;
    }

    public static void main(String[] args) {
        check("UTC", TimeZone.getTimeZone("UTC"));
        check("GMT", TimeZone.getTimeZone("GMT"));
        check("GMT+05:30", TimeZone.getTimeZone("GMT+05:30"));
        check("SimpleTimeZone plain", new SimpleTimeZone(-5 * 3600000, "X"));
        check("SimpleTimeZone US rules", new SimpleTimeZone(-8 * 3600000, "US_P", Calendar.MARCH, 8, -Calendar.SUNDAY, 7200000,
                Calendar.NOVEMBER, 1, -Calendar.SUNDAY, 7200000));
        check("SimpleTimeZone EU rules", new SimpleTimeZone(3600000, "EU", Calendar.MARCH, -1, Calendar.SUNDAY, 3600000,
                SimpleTimeZone.UTC_TIME, Calendar.OCTOBER, -1, Calendar.SUNDAY, 3600000, SimpleTimeZone.UTC_TIME, 3600000));
        check("SimpleTimeZone day of month", new SimpleTimeZone(0, "D", Calendar.APRIL, 10, 0, 0, Calendar.SEPTEMBER, 20, 0, 3600000));
        check("GregorianCalendar UTC", at(TimeZone.getTimeZone("UTC"), Locale.US, 1234567890123L));
        check("GregorianCalendar GMT+05:30", at(TimeZone.getTimeZone("GMT+05:30"), Locale.US, 1234567890123L));
        check("GregorianCalendar GMT-08:00", at(TimeZone.getTimeZone("GMT-08:00"), Locale.US, -1234567890123L));
        check("GregorianCalendar SimpleTimeZone UK", at(new SimpleTimeZone(3600000, "S"), Locale.UK, -1000L));
        GregorianCalendar set = at(TimeZone.getTimeZone("UTC"), Locale.US, 0L);
        set.set(Calendar.MONTH, 5);
        check("GregorianCalendar field set", set);
        set.setLenient(false);
        check("GregorianCalendar not lenient", set);
        check("Date in calendar", at(TimeZone.getTimeZone("GMT"), Locale.US, 951782400000L).getTime());
    }
}
