// A main method returning int.
public class RetInt {
    public static int main(String[] args) { return 3; }
}
