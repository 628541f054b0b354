// -ea/-da/-esa as they apply to each class (test vm.assert_*): prints whether
// an assert fires in the unnamed package, in p, in p.q and in the class p.q.R.
public class AssertStatus {
    static String fires() {
        try {
            assert false;
            return "off";
        } catch (AssertionError e) {
            return "on";
        }
    }

    public static void main(String[] args) {
        System.out.println("AssertStatus " + fires() + ", p.P " + p.P.fires() + ", p.q.Q " + p.q.Q.fires()
                + ", p.q.R " + p.q.R.fires());
    }
}
