// Text-block helpers: stripIndent (blank and last lines, \r\n, tabs),
// translateEscapes (all escapes, octal, line continuation, the error message),
// and a text block with formatted().
public class Strings_Escapes { public static void main(String[] a) {
  String[] ins = {"   a\n     b\n   c", "  x\n    y\n  ", "\n\n  q  \n", "  a  \r\n  b\r  c\n", "", "   ", "x", "\t\tone\n\t\ttwo\n\t"};
  for (String s : ins) System.out.println("[" + s.stripIndent().replace("\n", "|").replace("\r", "R") + "]");
  System.out.println("a\\tb\\nc\\\\d\\'e\\\"f\\101\\0\\7\\s!".translateEscapes().replace("\n", "|").replace("\0", "NUL").replace("\7", "BEL"));
  System.out.println("line\\\ncont".translateEscapes());
  try { "\\q".translateEscapes(); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
  System.out.println("a\nb\r\nc\r".lines().count() + " " + "  x\n".stripIndent().length());
  String tb = """
      Name: %s
        Age: %d
      """;
  System.out.print(tb.formatted("Ann", 30));
}}
