// An interface may hold main.
public interface IfaceMain {
    static void main(String[] args) { System.out.println("main in an interface, args " + args.length); }
}
