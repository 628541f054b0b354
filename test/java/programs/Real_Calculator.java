// A small language: a tokenizer, a recursive-descent parser building an AST
// of node classes, variables, an evaluator with virtual dispatch, and error
// reporting through a custom exception.
public class Real_Calculator {
    static class ParseError extends RuntimeException { ParseError(String m) { super(m); } }

    static abstract class Node { abstract long eval(long[] vars); abstract String show(); }
    static class Num extends Node { final long v; Num(long v) { this.v = v; } long eval(long[] vars) { return v; } String show() { return Long.toString(v); } }
    static class Var extends Node { final int slot; Var(int s) { slot = s; } long eval(long[] vars) { return vars[slot]; } String show() { return String.valueOf((char) ('a' + slot)); } }
    static class Neg extends Node { final Node e; Neg(Node e) { this.e = e; } long eval(long[] v) { return -e.eval(v); } String show() { return "(-" + e.show() + ")"; } }
    static class Bin extends Node {
        final char op; final Node l, r;
        Bin(char op, Node l, Node r) { this.op = op; this.l = l; this.r = r; }
        long eval(long[] v) {
            long a = l.eval(v), b = r.eval(v);
            switch (op) {
                case '+': return a + b;
                case '-': return a - b;
                case '*': return a * b;
                case '/': return a / b;
                case '%': return a % b;
                case '^': { long res = 1; for (long i = 0; i < b; i++) res *= a; return res; }
                default: throw new ParseError("bad op " + op);
            }
        }
        String show() { return "(" + l.show() + op + r.show() + ")"; }
    }
    static class Assign extends Node {
        final int slot; final Node e;
        Assign(int s, Node e) { slot = s; this.e = e; }
        long eval(long[] v) { return v[slot] = e.eval(v); }
        String show() { return (char) ('a' + slot) + "=" + e.show(); }
    }

    static class Parser {
        final String s; int p;
        Parser(String s) { this.s = s; }
        char peek() { while (p < s.length() && s.charAt(p) == ' ') p++; return p < s.length() ? s.charAt(p) : '\0'; }
        Node statement() {
            char c = peek();
            if (c >= 'a' && c <= 'z' && p + 1 < s.length() && s.charAt(p + 1) == '=') { p += 2; return new Assign(c - 'a', expr()); }
            Node n = expr();
            if (peek() != '\0') throw new ParseError("unexpected '" + peek() + "' at " + p);
            return n;
        }
        Node expr() {
            Node n = term();
            for (char c = peek(); c == '+' || c == '-'; c = peek()) { p++; n = new Bin(c, n, term()); }
            return n;
        }
        Node term() {
            Node n = factor();
            for (char c = peek(); c == '*' || c == '/' || c == '%'; c = peek()) { p++; n = new Bin(c, n, factor()); }
            return n;
        }
        Node factor() {
            Node base = unary();
            if (peek() == '^') { p++; return new Bin('^', base, factor()); }
            return base;
        }
        Node unary() {
            char c = peek();
            if (c == '-') { p++; return new Neg(unary()); }
            if (c == '(') { p++; Node n = expr(); if (peek() != ')') throw new ParseError("missing ) at " + p); p++; return n; }
            if (c >= '0' && c <= '9') { long v = 0; while (p < s.length() && Character.isDigit(s.charAt(p))) v = v * 10 + (s.charAt(p++) - '0'); return new Num(v); }
            if (c >= 'a' && c <= 'z') { p++; return new Var(c - 'a'); }
            throw new ParseError("unexpected " + (c == '\0' ? "end" : "'" + c + "'") + " at " + p);
        }
    }

    public static void main(String[] args) {
        String[] program = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "x = 10", "y = x * x - 1", "y / 7", "y % 7", "-y / 7", "-y % 7",
            "z = (x + y) * (x - y)", "z", "2 ^ 62 + (2 ^ 62 - 1) * 2 + 1", "1 / 0", "3 +", "(4", "4 4", "a = b = 3", "q * 2 + 1",
            "((((((((((1))))))))))+2*3-4/5%6"
        };
        long[] vars = new long[26];
        for (String line : program) {
            try {
                Node n = new Parser(line).statement();
                System.out.println(line + "  =>  " + n.show() + "  =  " + n.eval(vars));
            } catch (ParseError e) {
                System.out.println(line + "  !! parse error: " + e.getMessage());
            } catch (ArithmeticException e) {
                System.out.println(line + "  !! " + e);
            }
        }
        long s = 0;
        for (int i = 0; i < 300; i++) {
            vars[0] = i;
            s += new Parser("a * a - 3 * a + 7 % (a + 1)").statement().eval(vars);
        }
        System.out.println("sum " + s);
    }
}
