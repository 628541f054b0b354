// Each argument's UTF-16 units in hex: how the launcher decodes the
// command line (a character beyond U+FFFF is a surrogate pair).
public class ArgChars {
    public static void main(String[] args) {
        for (String a : args) {
            StringBuilder sb = new StringBuilder().append(a.length()).append(':');
            for (int i = 0; i < a.length(); i++) sb.append(' ').append(Integer.toHexString(a.charAt(i)));
            System.out.println(sb);
        }
    }
}
