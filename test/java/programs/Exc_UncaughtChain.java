// An uncaught exception with a chain of causes: stdout printed before, the
// trace on stderr ("Exception in thread "main" ...", "Caused by: ...",
// "... N more"), exit code 1.
public class Exc_UncaughtChain {
    static class Repo {
        int load(int id) {
            if (id > 2) throw new IllegalStateException("record " + id + " missing");
            return id * 10;
        }
    }
    static class Service {
        final Repo repo = new Repo();
        int fetch(int id) {
            try {
                return repo.load(id);
            } catch (IllegalStateException e) {
                throw new RuntimeException("fetch failed for " + id, e);
            }
        }
    }

    static int level(Service s, int id, int n) {
        if (n == 0) return s.fetch(id);
        return level(s, id, n - 1);
    }

    public static void main(String[] args) {
        Service s = new Service();
        for (int id = 0; id < 5; id++) {
            System.out.println("got " + level(s, id, 2));
        }
        System.out.println("not reached");
    }
}
