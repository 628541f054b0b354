// A small expression lexer and evaluator driven by java.util.regex: one
// alternation of named groups applied with region()+lookingAt(), then a
// report printed with printf column alignment; also log-line parsing with
// find() over a multi-line text and MULTILINE anchors.
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Regex_Lexer {
    static final Pattern TOKEN = Pattern.compile(
        "(?<ws>\\s+)|(?<num>\\d+(?:\\.\\d+)?)|(?<id>[A-Za-z_]\\w*)|(?<op>\\*\\*|[-+*/()=])|(?<bad>.)");

    public static void main(String[] args) {
        String src = "rate = 3.5 * (count + 12) ** 2 - x_1 / 4 $";
        Matcher m = TOKEN.matcher(src);
        int pos = 0;
        int n = 0;
        System.out.printf("%-4s %-6s %-8s %s%n", "#", "kind", "text", "at");
        while (pos < src.length()) {
            m.region(pos, src.length());
            if (!m.lookingAt()) {
                break;
            }
            String kind = m.group("ws") != null ? "ws" : m.group("num") != null ? "num"
                : m.group("id") != null ? "id" : m.group("op") != null ? "op" : "bad";
            if (!kind.equals("ws")) {
                System.out.printf("%-4d %-6s %-8s %d-%d%n", ++n, kind, "'" + m.group() + "'", m.start(), m.end());
            }
            pos = m.end();
        }
        String log = "2024-03-01 12:00:01 INFO  start service=web port=8080\n"
            + "2024-03-01 12:00:05 WARN  slow request path=/api/items ms=1532\n"
            + "2024-03-01 12:01:00 ERROR failed path=/api/save code=500\n"
            + "2024-03-02 08:30:00 INFO  stop service=web\n";
        Pattern line = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2}) (\\d{2}:\\d{2}):\\d{2} (\\w+)\\s+(.*)$", Pattern.MULTILINE);
        Pattern kv = Pattern.compile("(\\w+)=(\\S+)");
        Matcher lm = line.matcher(log);
        while (lm.find()) {
            StringBuilder pairs = new StringBuilder();
            Matcher km = kv.matcher(lm.group(4));
            while (km.find()) {
                pairs.append(km.group(1).toUpperCase()).append(':').append(km.group(2)).append(' ');
            }
            System.out.printf("%s %s [%5s] %-28s| %s%n", lm.group(1), lm.group(2), lm.group(3),
                lm.group(4).replaceAll("\\s*\\w+=\\S+", ""), pairs.toString().trim());
        }
        Matcher count = Pattern.compile("(?m)^.*\\b(WARN|ERROR)\\b.*$").matcher(log);
        int problems = 0;
        while (count.find()) {
            problems++;
        }
        System.out.printf("%d problems, %.1f%% of %d lines%n", problems, 100.0 * problems / log.split("\n").length,
            log.split("\n").length);
        Matcher swap = Pattern.compile("(\\w+)@(\\w+)").matcher("alice@home bob@work");
        swap.usePattern(Pattern.compile("(\\w+)@")).reset();
        System.out.println(swap.replaceAll("<$1> ") + " " + swap.pattern());
    }
}
