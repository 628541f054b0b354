import java.io.*;
import java.util.Arrays;

public class Serial_Enums_Arrays {
    enum Planet {
        MERCURY(3.303e+23), EARTH(5.976e+24) {
            @Override
            String describe() {
                return "home";
            }
        };

        final double mass;
        transient int visits;

        Planet(double mass) {
            this.mass = mass;
        }

        String describe() {
            return name().toLowerCase();
        }
    }

    enum Empty { }

    record Cell(int row, int col, Planet planet, String[] tags) implements Serializable { }

    public static void main(String[] args) throws Exception {
        File f = new File(System.getProperty("java.io.tmpdir"), "lantern_serial_" + System.nanoTime() + ".ser");
        Planet.EARTH.visits = 5;
        Planet[] planets = Planet.values();
        Object[][] grid = {{Planet.EARTH, "e", 1}, {null, new int[] {4, 5}}, {}};
        String[] tags = {"a", "b"};
        try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(new FileOutputStream(f)))) {
            out.writeObject(planets);
            out.writeObject(Planet.EARTH);
            out.writeObject(grid);
            out.writeObject(new Cell(1, 2, Planet.MERCURY, tags));
            out.writeObject(new Cell(3, 4, Planet.EARTH, tags));
            out.writeObject(Planet.class);
            out.writeObject(Planet.EARTH.getClass());
            out.writeObject(new boolean[][] {{true}, {false, true}});
            out.writeObject(new Planet[0]);
            out.writeObject(new Object[] {Planet.MERCURY, Planet.MERCURY.name()});
            out.writeInt(planets.length);
        }
        System.out.println("file " + f.length());
        Planet.EARTH.visits = 6;
        try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(new FileInputStream(f)))) {
            Planet[] ps = (Planet[]) in.readObject();
            System.out.println(Arrays.toString(ps) + " " + (ps != planets) + " " + (ps[1] == Planet.EARTH) + " "
                    + ps[1].describe() + " visits " + ps[1].visits + " mass " + ps[0].mass);
            System.out.println("same enum " + (in.readObject() == ps[1]));
            Object[][] g = (Object[][]) in.readObject();
            System.out.println(Arrays.deepToString(g) + " " + g.getClass().getName() + " " + g[0][2].getClass().getName());
            Cell c1 = (Cell) in.readObject();
            Cell c2 = (Cell) in.readObject();
            System.out.println(c1.row() + "," + c1.col() + " " + c1.planet() + " " + Arrays.toString(c1.tags()) + " shared tags "
                    + (c1.tags() == c2.tags()) + " " + c2.planet().describe());
            System.out.println(in.readObject() + " " + in.readObject());
            System.out.println(Arrays.deepToString((boolean[][]) in.readObject()));
            Planet[] none = (Planet[]) in.readObject();
            System.out.println("empty " + none.length + " " + none.getClass().getSimpleName());
            Object[] pair = (Object[]) in.readObject();
            System.out.println(pair[0] + " " + pair[1] + " " + (pair[0] == Planet.MERCURY));
            System.out.println("count " + in.readInt() + " available " + in.available());
        }
        System.out.println("deleted " + f.delete());

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream oos = new ObjectOutputStream(bos);
        oos.writeObject(Empty.class);
        oos.writeObject(new Empty[0]);
        oos.writeObject(Planet.EARTH);
        oos.writeObject(Planet.MERCURY);
        oos.close();
        System.out.println("enum bytes " + bos.size());
        byte[] b = bos.toByteArray();
        // rename the constant in the stream: valueOf must fail
        String s = new String(b, "ISO-8859-1").replace("MERCURY", "MARS\u0000\u0000\u0000");
        byte[] bad = s.getBytes("ISO-8859-1");
        for (int i = 0; i + 1 < bad.length; i++) {
            if (bad[i] == 0 && bad[i + 1] == 7 && bad[i + 2] == 'M' && bad[i + 3] == 'A') bad[i + 1] = 4;
        }
        s = new String(bad, "ISO-8859-1").replace("MARS\u0000\u0000\u0000", "MARS");
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(s.getBytes("ISO-8859-1")));
        System.out.println(in.readObject() + " " + ((Object[]) in.readObject()).length + " " + in.readObject());
        try {
            in.readObject();
        } catch (InvalidObjectException e) {
            System.out.println("InvalidObjectException: " + e.getMessage() + " / " + e.getCause());
        }
    }
}
