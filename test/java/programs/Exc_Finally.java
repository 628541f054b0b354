// try/catch/finally: finally runs on every exit (normal, exception, return,
// break, continue); a return in finally overrides; the returned value is
// fixed before finally runs; nested finally order.
public class Exc_Finally {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int overrideReturn() {
        try { return 1; } finally { return 2; }
    }

    @SuppressWarnings("finally")
    static int swallow() {
        try { throw new IllegalStateException("lost"); } finally { return 3; }
    }

    static int valueFixed() {
        int x = 10;
        try { return x; } finally { x = 20; log.append("fin x=" + x + ";"); }
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                sb.append("a");
                throw new RuntimeException("inner");
            } finally {
                sb.append("b");
            }
        } catch (RuntimeException e) {
            sb.append("c:" + e.getMessage());
        } finally {
            sb.append("d");
        }
        return sb.toString();
    }

    static String loops() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                try {
                    if (j == 1) continue outer;
                    sb.append(i).append(j).append(' ');
                } finally {
                    sb.append('f');
                }
            }
        }
        return sb.toString();
    }

    @SuppressWarnings("finally")
    static int breakInFinally() {
        int r = 0;
        while (true) {
            try {
                r = 1;
                throw new RuntimeException("dropped by break");
            } finally {
                r += 10;
                break;
            }
        }
        return r;
    }

    static long finallyWithLong() {
        long v = 5;
        try {
            v *= 3;
            if (v > 10) throw new ArithmeticException("big");
            return v;
        } catch (ArithmeticException e) {
            v = -v;
            return v;
        } finally {
            v = 1000;
            log.append("long fin;");
        }
    }

    static int depth(int n) {
        try {
            if (n == 0) throw new UnsupportedOperationException("bottom");
            return depth(n - 1) + 1;
        } finally {
            log.append(n);
        }
    }

    public static void main(String[] args) {
        System.out.println(overrideReturn() + " " + swallow() + " " + valueFixed() + " " + log);
        System.out.println(nested());
        System.out.println(loops());
        System.out.println(breakInFinally());
        log.setLength(0);
        System.out.println(finallyWithLong() + " " + log);
        log.setLength(0);
        try {
            depth(5);
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getMessage() + " after " + log);
        }
        int count = 0;
        for (int i = 0; i < 1000; i++) {
            try {
                if (i % 7 == 0) throw new RuntimeException();
                count += 1;
            } catch (RuntimeException e) {
                count += 100;
            } finally {
                count += 10000;
            }
        }
        System.out.println("count " + count);
    }
}
