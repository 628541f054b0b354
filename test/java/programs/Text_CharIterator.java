import java.text.CharacterIterator;
import java.text.StringCharacterIterator;

// StringCharacterIterator: forward and backward walks, ranges, DONE at the
// ends, setIndex bounds, clone and equality.
public class Text_CharIterator {
    static String walk(CharacterIterator it) {
        StringBuilder sb = new StringBuilder();
        for (char c = it.first(); c != CharacterIterator.DONE; c = it.next()) {
            sb.append(c);
        }
        sb.append('|').append(it.getIndex()).append('|');
        for (char c = it.last(); c != CharacterIterator.DONE; c = it.previous()) {
            sb.append(c);
        }
        sb.append('|').append(it.getIndex());
        return sb.toString();
    }

    public static void main(String[] args) {
        StringCharacterIterator it = new StringCharacterIterator("hello, world");
        System.out.println(walk(it));
        StringCharacterIterator sub = new StringCharacterIterator("hello, world", 3, 8, 5);
        System.out.println(sub.current() + " " + sub.getBeginIndex() + " " + sub.getEndIndex() + " " + walk(sub));
        StringCharacterIterator empty = new StringCharacterIterator("");
        System.out.println((int) empty.first() + " " + (int) empty.last() + " " + empty.getIndex() + " "
            + (int) empty.next() + " " + (int) empty.previous());
        System.out.println(it.setIndex(12) == CharacterIterator.DONE);
        System.out.println(it.setIndex(4) + " " + it.next() + " " + it.previous() + " " + it.previous());
        StringCharacterIterator c = (StringCharacterIterator) it.clone();
        System.out.println(c.equals(it) + " " + (c.hashCode() == it.hashCode()) + " " + c.getIndex());
        c.next();
        System.out.println(c.equals(it) + " " + c.current() + " " + it.current());
        it.setText("abc");
        System.out.println(walk(it));
        String[] bad = {"index", "range", "pos"};
        for (String b : bad) {
            try {
                switch (b) {
                    case "index":
                        it.setIndex(9);
                        break;
                    case "range":
                        new StringCharacterIterator("abc", 2, 1, 1);
                        break;
                    default:
                        new StringCharacterIterator("abc", 5);
                        break;
                }
            } catch (IllegalArgumentException e) {
                System.out.println(b + ": " + e.getMessage());
            }
        }
        int vowels = 0;
        CharacterIterator ci = new StringCharacterIterator("The quick brown fox jumps over the lazy dog");
        for (char ch = ci.first(); ch != CharacterIterator.DONE; ch = ci.next()) {
            if ("aeiou".indexOf(ch) >= 0) {
                vowels++;
            }
        }
        System.out.println("vowels " + vowels);
    }
}
