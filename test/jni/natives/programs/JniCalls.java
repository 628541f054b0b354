/* Native methods of every primitive signature, references through and back,
 * static, instance and synchronized natives, long mixed argument lists. */
public class JniCalls {
    static {
        System.loadLibrary("jninat_calls");
    }

    static native int addInts(int a, int b);
    static native long addLongs(long a, long b);
    static native float mulFloats(float a, float b);
    static native double mulDoubles(double a, double b);
    static native boolean not(boolean b);
    static native boolean boolOf(int v);
    static native byte negByte(byte b);
    static native char nextChar(char c);
    static native short negShort(short s);
    static native int widen(byte b, char c, short s, boolean z);
    static native void nothing();
    static native int nothingCalls();
    static native Object pass(Object o);
    static native Class<?> myClass();
    static native boolean isNull(Object o);
    static native Object pick(int k, Object a, Object b, Object c);
    native JniCalls self();
    native int plus(int a, double b);
    native int[] sameArray(int[] a);
    static native int version();
    static native double mix20(int a1, long a2, float a3, double a4, Object a5, int a6, long a7, float a8,
                               double a9, Object a10, double a11, float a12, long a13, int a14, Object a15,
                               double a16, double a17, float a18, int a19, long a20);
    static native Object mixObj(int k, long a2, float a3, double a4, Object a5, int a6, long a7, float a8,
                                double a9, Object a10, double a11, float a12, long a13, int a14, Object a15,
                                double a16, double a17, float a18, int a19, Object a20);
    static native float floats12(float f1, float f2, float f3, float f4, float f5, float f6, float f7, float f8,
                                 float f9, float f10, float f11, float f12);
    static native long ints10(int i1, int i2, int i3, int i4, int i5, int i6, int i7, int i8, int i9, int i10);
    static native double posFF(float a, double b, int x);
    static native double posFI(double a, long b, float x);
    static native double posIF(int a, float b, double x);
    static synchronized native void bumpStatic();
    synchronized native void bumpInstance();
    static native int counter();

    public static void main(String[] args) throws Exception {
        System.out.println("addInts " + addInts(40, 2) + " " + addInts(Integer.MAX_VALUE, 1));
        System.out.println("addLongs " + addLongs(1L << 40, -3) + " " + addLongs(Long.MIN_VALUE, -1));
        System.out.println("mulFloats " + mulFloats(1.5f, -2.25f) + " " + mulFloats(Float.MAX_VALUE, 2f));
        System.out.println("mulDoubles " + mulDoubles(3.125, 8) + " " + mulDoubles(-0.0, 1));
        System.out.println("not " + not(true) + " " + not(false));
        System.out.println("boolOf " + boolOf(0) + " " + boolOf(1) + " " + boolOf(2) + " " + boolOf(256));
        System.out.println("negByte " + negByte((byte) 5) + " " + negByte((byte) -128));
        System.out.println("nextChar " + nextChar('a') + " " + (int) nextChar('\uffff'));
        System.out.println("negShort " + negShort((short) 300) + " " + negShort(Short.MIN_VALUE));
        System.out.println("widen " + widen((byte) -1, '\uffff', (short) -2, true));
        nothing();
        nothing();
        System.out.println("nothing " + nothingCalls());
        String s = "text";
        System.out.println("pass " + (pass(s) == s) + " " + pass(null) + " " + pass(42));
        System.out.println("myClass " + (myClass() == JniCalls.class));
        System.out.println("isNull " + isNull(null) + " " + isNull(s));
        System.out.println("pick " + pick(0, "a", "b", "c") + pick(1, "a", "b", "c") + pick(2, "a", "b", "c"));
        JniCalls o = new JniCalls();
        System.out.println("self " + (o.self() == o));
        System.out.println("plus " + o.plus(40, 2.9));
        int[] arr = {1, 2, 3};
        System.out.println("sameArray " + (o.sameArray(arr) == arr));
        System.out.println("version 0x" + Integer.toHexString(version()));
        Object x = new Object();
        System.out.println("mix20 " + mix20(1, 2L, 3.5f, 4.25, x, 6, 7L, 8.5f, 9.75, null, 11.5, 12.25f, 13L, 14,
                                             x, 16.5, 17.25, 18.5f, 19, 1L << 33));
        System.out.println("mixObj " + mixObj(5, 0, 0, 0, "five", 0, 0, 0, 0, "ten", 0, 0, 0, 0, "fifteen", 0, 0, 0, 0,
                                              "twenty")
                           + " " + mixObj(10, 0, 0, 0, "five", 0, 0, 0, 0, "ten", 0, 0, 0, 0, "fifteen", 0, 0, 0, 0,
                                          "twenty")
                           + " " + mixObj(15, 0, 0, 0, "five", 0, 0, 0, 0, "ten", 0, 0, 0, 0, "fifteen", 0, 0, 0,
                                          0, "twenty")
                           + " " + mixObj(20, 0, 0, 0, "five", 0, 0, 0, 0, "ten", 0, 0, 0, 0, "fifteen", 0, 0, 0,
                                          0, "twenty"));
        System.out.println("floats12 " + floats12(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.5f));
        System.out.println("ints10 " + ints10(1, -2, 3, -4, 5, -6, 7, -8, 9, Integer.MAX_VALUE));
        System.out.println("posFF " + posFF(1.5f, 2.25, 3));
        System.out.println("posFI " + posFI(1.5, 2L, 3.5f));
        System.out.println("posIF " + posIF(1, 2.5f, 3.25));
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 3000; k++) {
                    bumpStatic();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("synchronized static " + counter());
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 3000; k++) {
                    o.bumpInstance();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("synchronized instance " + counter());
    }
}
