import java.util.*;
import java.util.concurrent.*;

/* Eight threads run each of many fresh methods for the first time at the
 * same moment (a barrier before each), so that they resolve and quicken the
 * same instructions together: checkcast, instanceof, getfield/putfield,
 * getstatic/putstatic, ldc, and every kind of invoke.  A slow path that
 * decided from an instruction another thread had just quickened would
 * compute a wrong result or crash.  m0..m59 differ only in their constants:
 * each is a fresh set of instructions. */
public class Conc_QuickenRace {
    static final class Holder {
        int x;
        long y;
        Object ref;
        static String tag;
        Holder(int x) { this.x = x; }
        int twice() { return x * 2; }
        private int thrice() { return x * 3; }
        int callThrice() { return thrice(); }
    }
    interface Shape { int area(); }
    record Sq(int s) implements Shape { public int area() { return s * s; } }
    static int m0(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 0;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t0";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("0").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(0 % 7);
        r += sh.area();
        r += Math.max(r, 0);
        r += (int) (h.y % 1000);
        r += "lit0".hashCode() & 0xff;
        long big = 0L;
        r += (int) (big % 97);
        return r;
    }
    static int m1(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 1;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t1";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("1").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(1 % 7);
        r += sh.area();
        r += Math.max(r, 1);
        r += (int) (h.y % 1000);
        r += "lit1".hashCode() & 0xff;
        long big = 1000003L;
        r += (int) (big % 97);
        return r;
    }
    static int m2(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 2;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t2";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("2").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(2 % 7);
        r += sh.area();
        r += Math.max(r, 2);
        r += (int) (h.y % 1000);
        r += "lit2".hashCode() & 0xff;
        long big = 2000006L;
        r += (int) (big % 97);
        return r;
    }
    static int m3(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 3;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t3";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("3").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(3 % 7);
        r += sh.area();
        r += Math.max(r, 3);
        r += (int) (h.y % 1000);
        r += "lit3".hashCode() & 0xff;
        long big = 3000009L;
        r += (int) (big % 97);
        return r;
    }
    static int m4(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 4;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t4";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("4").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(4 % 7);
        r += sh.area();
        r += Math.max(r, 4);
        r += (int) (h.y % 1000);
        r += "lit4".hashCode() & 0xff;
        long big = 4000012L;
        r += (int) (big % 97);
        return r;
    }
    static int m5(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 5;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t5";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("5").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(5 % 7);
        r += sh.area();
        r += Math.max(r, 5);
        r += (int) (h.y % 1000);
        r += "lit5".hashCode() & 0xff;
        long big = 5000015L;
        r += (int) (big % 97);
        return r;
    }
    static int m6(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 6;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t6";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("6").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(6 % 7);
        r += sh.area();
        r += Math.max(r, 6);
        r += (int) (h.y % 1000);
        r += "lit6".hashCode() & 0xff;
        long big = 6000018L;
        r += (int) (big % 97);
        return r;
    }
    static int m7(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 7;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t7";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("7").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(7 % 7);
        r += sh.area();
        r += Math.max(r, 7);
        r += (int) (h.y % 1000);
        r += "lit7".hashCode() & 0xff;
        long big = 7000021L;
        r += (int) (big % 97);
        return r;
    }
    static int m8(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 8;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t8";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("8").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(8 % 7);
        r += sh.area();
        r += Math.max(r, 8);
        r += (int) (h.y % 1000);
        r += "lit8".hashCode() & 0xff;
        long big = 8000024L;
        r += (int) (big % 97);
        return r;
    }
    static int m9(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 9;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t9";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("9").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(9 % 7);
        r += sh.area();
        r += Math.max(r, 9);
        r += (int) (h.y % 1000);
        r += "lit9".hashCode() & 0xff;
        long big = 9000027L;
        r += (int) (big % 97);
        return r;
    }
    static int m10(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 10;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t10";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("10").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(10 % 7);
        r += sh.area();
        r += Math.max(r, 10);
        r += (int) (h.y % 1000);
        r += "lit10".hashCode() & 0xff;
        long big = 10000030L;
        r += (int) (big % 97);
        return r;
    }
    static int m11(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 11;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t11";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("11").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(11 % 7);
        r += sh.area();
        r += Math.max(r, 11);
        r += (int) (h.y % 1000);
        r += "lit11".hashCode() & 0xff;
        long big = 11000033L;
        r += (int) (big % 97);
        return r;
    }
    static int m12(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 12;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t12";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("12").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(12 % 7);
        r += sh.area();
        r += Math.max(r, 12);
        r += (int) (h.y % 1000);
        r += "lit12".hashCode() & 0xff;
        long big = 12000036L;
        r += (int) (big % 97);
        return r;
    }
    static int m13(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 13;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t13";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("13").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(13 % 7);
        r += sh.area();
        r += Math.max(r, 13);
        r += (int) (h.y % 1000);
        r += "lit13".hashCode() & 0xff;
        long big = 13000039L;
        r += (int) (big % 97);
        return r;
    }
    static int m14(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 14;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t14";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("14").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(14 % 7);
        r += sh.area();
        r += Math.max(r, 14);
        r += (int) (h.y % 1000);
        r += "lit14".hashCode() & 0xff;
        long big = 14000042L;
        r += (int) (big % 97);
        return r;
    }
    static int m15(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 15;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t15";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("15").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(15 % 7);
        r += sh.area();
        r += Math.max(r, 15);
        r += (int) (h.y % 1000);
        r += "lit15".hashCode() & 0xff;
        long big = 15000045L;
        r += (int) (big % 97);
        return r;
    }
    static int m16(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 16;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t16";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("16").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(16 % 7);
        r += sh.area();
        r += Math.max(r, 16);
        r += (int) (h.y % 1000);
        r += "lit16".hashCode() & 0xff;
        long big = 16000048L;
        r += (int) (big % 97);
        return r;
    }
    static int m17(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 17;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t17";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("17").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(17 % 7);
        r += sh.area();
        r += Math.max(r, 17);
        r += (int) (h.y % 1000);
        r += "lit17".hashCode() & 0xff;
        long big = 17000051L;
        r += (int) (big % 97);
        return r;
    }
    static int m18(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 18;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t18";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("18").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(18 % 7);
        r += sh.area();
        r += Math.max(r, 18);
        r += (int) (h.y % 1000);
        r += "lit18".hashCode() & 0xff;
        long big = 18000054L;
        r += (int) (big % 97);
        return r;
    }
    static int m19(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 19;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t19";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("19").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(19 % 7);
        r += sh.area();
        r += Math.max(r, 19);
        r += (int) (h.y % 1000);
        r += "lit19".hashCode() & 0xff;
        long big = 19000057L;
        r += (int) (big % 97);
        return r;
    }
    static int m20(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 20;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t20";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("20").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(20 % 7);
        r += sh.area();
        r += Math.max(r, 20);
        r += (int) (h.y % 1000);
        r += "lit20".hashCode() & 0xff;
        long big = 20000060L;
        r += (int) (big % 97);
        return r;
    }
    static int m21(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 21;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t21";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("21").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(21 % 7);
        r += sh.area();
        r += Math.max(r, 21);
        r += (int) (h.y % 1000);
        r += "lit21".hashCode() & 0xff;
        long big = 21000063L;
        r += (int) (big % 97);
        return r;
    }
    static int m22(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 22;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t22";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("22").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(22 % 7);
        r += sh.area();
        r += Math.max(r, 22);
        r += (int) (h.y % 1000);
        r += "lit22".hashCode() & 0xff;
        long big = 22000066L;
        r += (int) (big % 97);
        return r;
    }
    static int m23(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 23;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t23";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("23").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(23 % 7);
        r += sh.area();
        r += Math.max(r, 23);
        r += (int) (h.y % 1000);
        r += "lit23".hashCode() & 0xff;
        long big = 23000069L;
        r += (int) (big % 97);
        return r;
    }
    static int m24(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 24;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t24";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("24").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(24 % 7);
        r += sh.area();
        r += Math.max(r, 24);
        r += (int) (h.y % 1000);
        r += "lit24".hashCode() & 0xff;
        long big = 24000072L;
        r += (int) (big % 97);
        return r;
    }
    static int m25(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 25;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t25";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("25").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(25 % 7);
        r += sh.area();
        r += Math.max(r, 25);
        r += (int) (h.y % 1000);
        r += "lit25".hashCode() & 0xff;
        long big = 25000075L;
        r += (int) (big % 97);
        return r;
    }
    static int m26(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 26;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t26";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("26").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(26 % 7);
        r += sh.area();
        r += Math.max(r, 26);
        r += (int) (h.y % 1000);
        r += "lit26".hashCode() & 0xff;
        long big = 26000078L;
        r += (int) (big % 97);
        return r;
    }
    static int m27(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 27;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t27";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("27").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(27 % 7);
        r += sh.area();
        r += Math.max(r, 27);
        r += (int) (h.y % 1000);
        r += "lit27".hashCode() & 0xff;
        long big = 27000081L;
        r += (int) (big % 97);
        return r;
    }
    static int m28(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 28;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t28";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("28").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(28 % 7);
        r += sh.area();
        r += Math.max(r, 28);
        r += (int) (h.y % 1000);
        r += "lit28".hashCode() & 0xff;
        long big = 28000084L;
        r += (int) (big % 97);
        return r;
    }
    static int m29(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 29;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t29";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("29").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(29 % 7);
        r += sh.area();
        r += Math.max(r, 29);
        r += (int) (h.y % 1000);
        r += "lit29".hashCode() & 0xff;
        long big = 29000087L;
        r += (int) (big % 97);
        return r;
    }
    static int m30(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 30;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t30";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("30").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(30 % 7);
        r += sh.area();
        r += Math.max(r, 30);
        r += (int) (h.y % 1000);
        r += "lit30".hashCode() & 0xff;
        long big = 30000090L;
        r += (int) (big % 97);
        return r;
    }
    static int m31(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 31;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t31";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("31").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(31 % 7);
        r += sh.area();
        r += Math.max(r, 31);
        r += (int) (h.y % 1000);
        r += "lit31".hashCode() & 0xff;
        long big = 31000093L;
        r += (int) (big % 97);
        return r;
    }
    static int m32(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 32;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t32";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("32").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(32 % 7);
        r += sh.area();
        r += Math.max(r, 32);
        r += (int) (h.y % 1000);
        r += "lit32".hashCode() & 0xff;
        long big = 32000096L;
        r += (int) (big % 97);
        return r;
    }
    static int m33(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 33;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t33";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("33").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(33 % 7);
        r += sh.area();
        r += Math.max(r, 33);
        r += (int) (h.y % 1000);
        r += "lit33".hashCode() & 0xff;
        long big = 33000099L;
        r += (int) (big % 97);
        return r;
    }
    static int m34(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 34;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t34";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("34").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(34 % 7);
        r += sh.area();
        r += Math.max(r, 34);
        r += (int) (h.y % 1000);
        r += "lit34".hashCode() & 0xff;
        long big = 34000102L;
        r += (int) (big % 97);
        return r;
    }
    static int m35(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 35;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t35";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("35").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(35 % 7);
        r += sh.area();
        r += Math.max(r, 35);
        r += (int) (h.y % 1000);
        r += "lit35".hashCode() & 0xff;
        long big = 35000105L;
        r += (int) (big % 97);
        return r;
    }
    static int m36(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 36;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t36";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("36").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(36 % 7);
        r += sh.area();
        r += Math.max(r, 36);
        r += (int) (h.y % 1000);
        r += "lit36".hashCode() & 0xff;
        long big = 36000108L;
        r += (int) (big % 97);
        return r;
    }
    static int m37(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 37;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t37";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("37").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(37 % 7);
        r += sh.area();
        r += Math.max(r, 37);
        r += (int) (h.y % 1000);
        r += "lit37".hashCode() & 0xff;
        long big = 37000111L;
        r += (int) (big % 97);
        return r;
    }
    static int m38(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 38;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t38";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("38").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(38 % 7);
        r += sh.area();
        r += Math.max(r, 38);
        r += (int) (h.y % 1000);
        r += "lit38".hashCode() & 0xff;
        long big = 38000114L;
        r += (int) (big % 97);
        return r;
    }
    static int m39(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 39;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t39";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("39").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(39 % 7);
        r += sh.area();
        r += Math.max(r, 39);
        r += (int) (h.y % 1000);
        r += "lit39".hashCode() & 0xff;
        long big = 39000117L;
        r += (int) (big % 97);
        return r;
    }
    static int m40(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 40;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t40";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("40").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(40 % 7);
        r += sh.area();
        r += Math.max(r, 40);
        r += (int) (h.y % 1000);
        r += "lit40".hashCode() & 0xff;
        long big = 40000120L;
        r += (int) (big % 97);
        return r;
    }
    static int m41(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 41;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t41";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("41").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(41 % 7);
        r += sh.area();
        r += Math.max(r, 41);
        r += (int) (h.y % 1000);
        r += "lit41".hashCode() & 0xff;
        long big = 41000123L;
        r += (int) (big % 97);
        return r;
    }
    static int m42(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 42;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t42";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("42").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(42 % 7);
        r += sh.area();
        r += Math.max(r, 42);
        r += (int) (h.y % 1000);
        r += "lit42".hashCode() & 0xff;
        long big = 42000126L;
        r += (int) (big % 97);
        return r;
    }
    static int m43(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 43;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t43";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("43").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(43 % 7);
        r += sh.area();
        r += Math.max(r, 43);
        r += (int) (h.y % 1000);
        r += "lit43".hashCode() & 0xff;
        long big = 43000129L;
        r += (int) (big % 97);
        return r;
    }
    static int m44(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 44;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t44";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("44").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(44 % 7);
        r += sh.area();
        r += Math.max(r, 44);
        r += (int) (h.y % 1000);
        r += "lit44".hashCode() & 0xff;
        long big = 44000132L;
        r += (int) (big % 97);
        return r;
    }
    static int m45(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 45;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t45";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("45").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(45 % 7);
        r += sh.area();
        r += Math.max(r, 45);
        r += (int) (h.y % 1000);
        r += "lit45".hashCode() & 0xff;
        long big = 45000135L;
        r += (int) (big % 97);
        return r;
    }
    static int m46(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 46;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t46";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("46").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(46 % 7);
        r += sh.area();
        r += Math.max(r, 46);
        r += (int) (h.y % 1000);
        r += "lit46".hashCode() & 0xff;
        long big = 46000138L;
        r += (int) (big % 97);
        return r;
    }
    static int m47(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 47;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t47";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("47").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(47 % 7);
        r += sh.area();
        r += Math.max(r, 47);
        r += (int) (h.y % 1000);
        r += "lit47".hashCode() & 0xff;
        long big = 47000141L;
        r += (int) (big % 97);
        return r;
    }
    static int m48(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 48;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t48";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("48").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(48 % 7);
        r += sh.area();
        r += Math.max(r, 48);
        r += (int) (h.y % 1000);
        r += "lit48".hashCode() & 0xff;
        long big = 48000144L;
        r += (int) (big % 97);
        return r;
    }
    static int m49(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 49;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t49";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("49").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(49 % 7);
        r += sh.area();
        r += Math.max(r, 49);
        r += (int) (h.y % 1000);
        r += "lit49".hashCode() & 0xff;
        long big = 49000147L;
        r += (int) (big % 97);
        return r;
    }
    static int m50(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 50;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t50";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("50").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(50 % 7);
        r += sh.area();
        r += Math.max(r, 50);
        r += (int) (h.y % 1000);
        r += "lit50".hashCode() & 0xff;
        long big = 50000150L;
        r += (int) (big % 97);
        return r;
    }
    static int m51(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 51;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t51";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("51").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(51 % 7);
        r += sh.area();
        r += Math.max(r, 51);
        r += (int) (h.y % 1000);
        r += "lit51".hashCode() & 0xff;
        long big = 51000153L;
        r += (int) (big % 97);
        return r;
    }
    static int m52(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 52;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t52";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("52").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(52 % 7);
        r += sh.area();
        r += Math.max(r, 52);
        r += (int) (h.y % 1000);
        r += "lit52".hashCode() & 0xff;
        long big = 52000156L;
        r += (int) (big % 97);
        return r;
    }
    static int m53(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 53;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t53";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("53").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(53 % 7);
        r += sh.area();
        r += Math.max(r, 53);
        r += (int) (h.y % 1000);
        r += "lit53".hashCode() & 0xff;
        long big = 53000159L;
        r += (int) (big % 97);
        return r;
    }
    static int m54(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 54;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t54";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("54").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(54 % 7);
        r += sh.area();
        r += Math.max(r, 54);
        r += (int) (h.y % 1000);
        r += "lit54".hashCode() & 0xff;
        long big = 54000162L;
        r += (int) (big % 97);
        return r;
    }
    static int m55(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 55;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t55";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("55").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(55 % 7);
        r += sh.area();
        r += Math.max(r, 55);
        r += (int) (h.y % 1000);
        r += "lit55".hashCode() & 0xff;
        long big = 55000165L;
        r += (int) (big % 97);
        return r;
    }
    static int m56(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 56;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t56";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("56").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(56 % 7);
        r += sh.area();
        r += Math.max(r, 56);
        r += (int) (h.y % 1000);
        r += "lit56".hashCode() & 0xff;
        long big = 56000168L;
        r += (int) (big % 97);
        return r;
    }
    static int m57(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 57;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t57";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("57").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(57 % 7);
        r += sh.area();
        r += Math.max(r, 57);
        r += (int) (h.y % 1000);
        r += "lit57".hashCode() & 0xff;
        long big = 57000171L;
        r += (int) (big % 97);
        return r;
    }
    static int m58(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 58;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t58";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("58").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(58 % 7);
        r += sh.area();
        r += Math.max(r, 58);
        r += (int) (h.y % 1000);
        r += "lit58".hashCode() & 0xff;
        long big = 58000174L;
        r += (int) (big % 97);
        return r;
    }
    static int m59(Object o, Holder h) {
        String s = (String) o;
        int r = (o instanceof String) ? 1 : 0;
        r += (o instanceof Integer) ? 100 : 0;
        h.x += s.length() + 59;
        h.y = h.y + h.x;
        h.ref = s;
        Object q = h.ref;
        Holder.tag = "t59";
        r += Holder.tag.length();
        r += ((CharSequence) q).length();
        r += s.concat("59").length();
        r += h.twice() + h.callThrice();
        Shape sh = new Sq(59 % 7);
        r += sh.area();
        r += Math.max(r, 59);
        r += (int) (h.y % 1000);
        r += "lit59".hashCode() & 0xff;
        long big = 59000177L;
        r += (int) (big % 97);
        return r;
    }
    interface Body { int run(Object o, Holder h); }
    static final Body[] BODIES = {
        Conc_QuickenRace::m0,
        Conc_QuickenRace::m1,
        Conc_QuickenRace::m2,
        Conc_QuickenRace::m3,
        Conc_QuickenRace::m4,
        Conc_QuickenRace::m5,
        Conc_QuickenRace::m6,
        Conc_QuickenRace::m7,
        Conc_QuickenRace::m8,
        Conc_QuickenRace::m9,
        Conc_QuickenRace::m10,
        Conc_QuickenRace::m11,
        Conc_QuickenRace::m12,
        Conc_QuickenRace::m13,
        Conc_QuickenRace::m14,
        Conc_QuickenRace::m15,
        Conc_QuickenRace::m16,
        Conc_QuickenRace::m17,
        Conc_QuickenRace::m18,
        Conc_QuickenRace::m19,
        Conc_QuickenRace::m20,
        Conc_QuickenRace::m21,
        Conc_QuickenRace::m22,
        Conc_QuickenRace::m23,
        Conc_QuickenRace::m24,
        Conc_QuickenRace::m25,
        Conc_QuickenRace::m26,
        Conc_QuickenRace::m27,
        Conc_QuickenRace::m28,
        Conc_QuickenRace::m29,
        Conc_QuickenRace::m30,
        Conc_QuickenRace::m31,
        Conc_QuickenRace::m32,
        Conc_QuickenRace::m33,
        Conc_QuickenRace::m34,
        Conc_QuickenRace::m35,
        Conc_QuickenRace::m36,
        Conc_QuickenRace::m37,
        Conc_QuickenRace::m38,
        Conc_QuickenRace::m39,
        Conc_QuickenRace::m40,
        Conc_QuickenRace::m41,
        Conc_QuickenRace::m42,
        Conc_QuickenRace::m43,
        Conc_QuickenRace::m44,
        Conc_QuickenRace::m45,
        Conc_QuickenRace::m46,
        Conc_QuickenRace::m47,
        Conc_QuickenRace::m48,
        Conc_QuickenRace::m49,
        Conc_QuickenRace::m50,
        Conc_QuickenRace::m51,
        Conc_QuickenRace::m52,
        Conc_QuickenRace::m53,
        Conc_QuickenRace::m54,
        Conc_QuickenRace::m55,
        Conc_QuickenRace::m56,
        Conc_QuickenRace::m57,
        Conc_QuickenRace::m58,
        Conc_QuickenRace::m59
    };

    public static void main(String[] args) throws Exception {
        final int threads = 8;
        final CyclicBarrier barrier = new CyclicBarrier(threads);
        final int[][] results = new int[threads][BODIES.length];
        final Throwable[] failures = new Throwable[threads];
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int me = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < BODIES.length; k++) {
                        Holder h = new Holder(k);
                        barrier.await();
                        results[me][k] = BODIES[k].run("abc" + k, h) + h.x;
                    }
                } catch (Throwable e) {
                    failures[me] = e;
                    barrier.reset();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < threads; i++) {
            if (failures[i] != null) {
                System.out.println("thread " + i + " failed: " + failures[i]);
            }
        }
        long sum = 0;
        int differ = 0;
        for (int k = 0; k < BODIES.length; k++) {
            for (int i = 1; i < threads; i++) {
                if (results[i][k] != results[0][k]) differ++;
            }
            sum += results[0][k];
        }
        System.out.println("methods " + BODIES.length + ", results differing between threads: " + differ);
        System.out.println("sum " + sum);
    }
}
