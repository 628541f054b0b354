// A bank simulation: an account class hierarchy, interfaces for fees,
// custom checked exceptions, a transaction log in an array that grows, and
// a deterministic pseudo-random workload; balances in cents (long).
public class Real_Bank {
    static class InsufficientFunds extends Exception {
        final long missing;
        InsufficientFunds(String acct, long missing) { super(acct + " lacks " + missing); this.missing = missing; }
    }
    static class Frozen extends RuntimeException { Frozen(String m) { super(m); } }
    interface FeePolicy { long fee(long amount); }

    static abstract class Account {
        final String id; long balance; boolean frozen; int ops;
        Account(String id, long b) { this.id = id; balance = b; }
        abstract FeePolicy policy();
        long limit() { return 0; }
        void withdraw(long amount) throws InsufficientFunds {
            if (frozen) throw new Frozen(id + " is frozen");
            long total = amount + policy().fee(amount);
            if (balance - total < -limit()) throw new InsufficientFunds(id, total - balance - limit());
            balance -= total; ops++;
        }
        void deposit(long amount) { if (frozen) throw new Frozen(id + " is frozen"); balance += amount; ops++; }
        @Override public String toString() { return id + "[" + balance / 100 + "." + (Math.abs(balance) % 100 < 10 ? "0" : "") + Math.abs(balance) % 100 + "]"; }
    }
    static class Checking extends Account {
        Checking(String id, long b) { super(id, b); }
        FeePolicy policy() { return new FeePolicy() { public long fee(long a) { return 25; } }; }
        @Override long limit() { return 50000; }
    }
    static class Savings extends Account {
        Savings(String id, long b) { super(id, b); }
        FeePolicy policy() { return new FeePolicy() { public long fee(long a) { return a / 100; } }; }
        void interest(int permille) { balance += balance * permille / 1000; }
    }

    static String[] log = new String[4];
    static int logged;
    static void record(String s) {
        if (logged == log.length) { String[] g = new String[log.length * 2]; System.arraycopy(log, 0, g, 0, logged); log = g; }
        log[logged++] = s;
    }

    static long seed = 42;
    static int rnd(int n) { seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1); return (int) ((seed >>> 17) % n); }

    public static void main(String[] args) {
        Account[] accts = {new Checking("chk-1", 100000), new Savings("sav-1", 500000), new Checking("chk-2", 2500), new Savings("sav-2", 0)};
        int failures = 0;
        long missingTotal = 0;
        for (int step = 0; step < 3000; step++) {
            Account from = accts[rnd(accts.length)], to = accts[rnd(accts.length)];
            long amount = 100 + rnd(40000);
            try {
                from.withdraw(amount);
                to.deposit(amount);
                if (step % 500 == 0) record(step + ": " + from.id + " -> " + to.id + " " + amount);
            } catch (InsufficientFunds e) {
                failures++;
                missingTotal += e.missing;
                if (failures <= 3) record(step + ": failed " + e.getMessage());
            } catch (Frozen e) {
                record(step + ": " + e.getMessage());
            }
            if (step == 1500) { accts[2].frozen = true; record("froze chk-2"); }
            if (step == 2000) { accts[2].frozen = false; record("thawed chk-2"); }
            if (step % 1000 == 999) for (Account a : accts) if (a instanceof Savings) ((Savings) a).interest(5);
        }
        for (int i = 0; i < logged; i++) System.out.println(log[i]);
        long sum = 0;
        for (Account a : accts) { System.out.println(a + " ops " + a.ops); sum += a.balance; }
        System.out.println("failures " + failures + " missing " + missingTotal + " total " + sum);
    }
}
