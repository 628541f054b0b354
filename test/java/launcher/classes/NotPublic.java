// A class that is not public, with a proper main: runs.
class NotPublic {
    public static void main(String[] args) { System.out.println("not public is fine"); }
}
