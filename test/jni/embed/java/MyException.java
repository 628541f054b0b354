// A checked exception with only a message constructor, for ThrowNew.
public class MyException extends Exception {
    public MyException(String msg) {
        super(msg);
    }
}
