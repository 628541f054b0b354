// An instance main method.
public class NonStatic {
    public void main(String[] args) { System.out.println("wrong"); }
}
