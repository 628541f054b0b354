package p.q;

public class R {
    public static String fires() {
        try {
            assert false;
            return "off";
        } catch (AssertionError e) {
            return "on";
        }
    }
}
