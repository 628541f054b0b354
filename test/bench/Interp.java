// Benchmark: a small language's interpreter.  Source text is tokenized,
// parsed by recursive descent into an AST, compiled to a stack-machine
// bytecode (locals in frame slots, calls with a frame stack), and run in a
// dispatch loop.  The program counts primes, computes Fibonacci
// recursively, and runs a nested-loop checksum; `print` lines are the output.
import java.util.*;

public class Interp {
    static final int DEFAULT_N = 40000;

    static final String SOURCE = String.join("\n",
        "fn fib(n) { if (n < 2) { return n; } return fib(n - 1) + fib(n - 2); }",
        "fn isprime(n) {",
        "  if (n < 2) { return 0; }",
        "  var d = 2;",
        "  while (d * d <= n) { if (n % d == 0) { return 0; } d = d + 1; }",
        "  return 1;",
        "}",
        "fn gcd(a, b) { while (b != 0) { var t = a % b; a = b; b = t; } return a; }",
        "fn main(limit) {",
        "  var count = 0; var i = 0;",
        "  while (i < limit) { count = count + isprime(i); i = i + 1; }",
        "  print count;",
        "  print fib(15 + limit / 4000);",
        "  var s = 0; var j = 1;",
        "  while (j < limit) { var k = 0; while (k < 8) { s = (s * 31 + j * k + gcd(j, k + 1)) % 1000003; k = k + 1; } j = j + 1; }",
        "  print s;",
        "  if (!(s == 0) && (count > 10 || 0)) { print -1 - -count; } else { print 0; }",
        "  return count + s;",
        "}");

    // ---- lexer ----
    static List<String> tokenize(String src) {
        List<String> toks = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            int j = i + 1;
            if (Character.isLetter(c)) { while (j < src.length() && Character.isLetterOrDigit(src.charAt(j))) j++; }
            else if (Character.isDigit(c)) { while (j < src.length() && Character.isDigit(src.charAt(j))) j++; }
            else if (j < src.length() && "<=>=!===&&||".contains(src.substring(i, j + 1)) && "=&|".indexOf(src.charAt(j)) >= 0) j++;
            toks.add(src.substring(i, j));
            i = j;
        }
        return toks;
    }

    // ---- AST ----
    interface Node {}
    record Num(int v) implements Node {}
    record Var(String name) implements Node {}
    record Bin(String op, Node l, Node r) implements Node {}
    record Un(String op, Node e) implements Node {}
    record Call(String fn, List<Node> args) implements Node {}
    record Assign(String name, Node e, boolean decl) implements Node {}
    record If(Node cond, List<Node> then, List<Node> els) implements Node {}
    record While(Node cond, List<Node> body) implements Node {}
    record Return(Node e) implements Node {}
    record Print(Node e) implements Node {}
    record Fn(String name, List<String> params, List<Node> body) {}

    static final class Parser {
        final List<String> t; int p;
        Parser(List<String> t) { this.t = t; }
        String peek() { return p < t.size() ? t.get(p) : ""; }
        boolean eat(String s) { if (peek().equals(s)) { p++; return true; } return false; }
        void expect(String s) { if (!eat(s)) throw new IllegalStateException("expected " + s + " at token " + p + " got " + peek()); }
        List<Fn> program() { List<Fn> fns = new ArrayList<>(); while (p < t.size()) fns.add(fn()); return fns; }
        Fn fn() {
            expect("fn");
            String name = t.get(p++);
            expect("(");
            List<String> ps = new ArrayList<>();
            while (!eat(")")) { ps.add(t.get(p++)); eat(","); }
            return new Fn(name, ps, block());
        }
        List<Node> block() { expect("{"); List<Node> body = new ArrayList<>(); while (!eat("}")) body.add(stmt()); return body; }
        Node stmt() {
            if (eat("var")) { String n = t.get(p++); expect("="); Node e = expr(); expect(";"); return new Assign(n, e, true); }
            if (eat("if")) { expect("("); Node c = expr(); expect(")"); List<Node> th = block(); List<Node> el = eat("else") ? block() : List.of(); return new If(c, th, el); }
            if (eat("while")) { expect("("); Node c = expr(); expect(")"); return new While(c, block()); }
            if (eat("return")) { Node e = expr(); expect(";"); return new Return(e); }
            if (eat("print")) { Node e = expr(); expect(";"); return new Print(e); }
            String n = t.get(p++); expect("="); Node e = expr(); expect(";");
            return new Assign(n, e, false);
        }
        static final String[][] LEVELS = {{"||"}, {"&&"}, {"==", "!="}, {"<", "<=", ">", ">="}, {"+", "-"}, {"*", "/", "%"}};
        Node expr() { return level(0); }
        Node level(int k) {
            if (k == LEVELS.length) return unary();
            Node l = level(k + 1);
            outer:
            for (;;) {
                for (String op : LEVELS[k]) if (eat(op)) { l = new Bin(op, l, level(k + 1)); continue outer; }
                return l;
            }
        }
        Node unary() {
            if (eat("-")) return new Un("-", unary());
            if (eat("!")) return new Un("!", unary());
            if (eat("(")) { Node e = expr(); expect(")"); return e; }
            String tok = t.get(p++);
            if (Character.isDigit(tok.charAt(0))) return new Num(Integer.parseInt(tok));
            if (eat("(")) { List<Node> args = new ArrayList<>(); while (!eat(")")) { args.add(expr()); eat(","); } return new Call(tok, args); }
            return new Var(tok);
        }
    }

    // ---- compiler to stack code ----
    static final int PUSH = 0, LOAD = 1, STORE = 2, ADD = 3, SUB = 4, MUL = 5, DIV = 6, MOD = 7, LT = 8, LE = 9, GT = 10, GE = 11, EQ = 12, NE = 13,
        NEG = 14, NOT = 15, JMP = 16, JZ = 17, CALL = 18, RET = 19, PRINT = 20, POP = 21, JNZK = 22, JZK = 23;

    static final class Compiler {
        int[] code = new int[256]; int n;
        final Map<String, Integer> entry = new HashMap<>();
        final Map<String, Integer> nlocals = new HashMap<>();
        final List<int[]> fixups = new ArrayList<>();
        final Map<Integer, String> callNames = new HashMap<>();
        Map<String, Integer> slots;
        void emit(int... xs) { for (int x : xs) { if (n == code.length) code = Arrays.copyOf(code, n * 2); code[n++] = x; } }
        void fn(Fn f) {
            entry.put(f.name(), n);
            slots = new HashMap<>();
            for (String p : f.params()) slots.put(p, slots.size());
            for (Node s : f.body()) stmt(s);
            emit(PUSH, 0, RET);
            nlocals.put(f.name(), slots.size());
        }
        void stmt(Node s) {
            if (s instanceof Assign a) {
                expr(a.e());
                Integer slot = slots.get(a.name());
                if (slot == null) { if (!a.decl()) throw new IllegalStateException("undeclared " + a.name()); slot = slots.size(); slots.put(a.name(), slot); }
                emit(STORE, slot);
            } else if (s instanceof If i) {
                expr(i.cond()); emit(JZ, 0); int jz = n - 1;
                for (Node x : i.then()) stmt(x);
                emit(JMP, 0); int jmp = n - 1;
                code[jz] = n;
                for (Node x : i.els()) stmt(x);
                code[jmp] = n;
            } else if (s instanceof While w) {
                int top = n; expr(w.cond()); emit(JZ, 0); int jz = n - 1;
                for (Node x : w.body()) stmt(x);
                emit(JMP, top); code[jz] = n;
            } else if (s instanceof Return r) { expr(r.e()); emit(RET); }
            else if (s instanceof Print p) { expr(p.e()); emit(PRINT); }
            else throw new IllegalStateException("stmt " + s);
        }
        void expr(Node e) {
            if (e instanceof Num num) emit(PUSH, num.v());
            else if (e instanceof Var v) {
                Integer slot = slots.get(v.name());
                if (slot == null) throw new IllegalStateException("unknown variable " + v.name());
                emit(LOAD, slot);
            } else if (e instanceof Un u) { expr(u.e()); emit(u.op().equals("-") ? NEG : NOT); }
            else if (e instanceof Bin b && (b.op().equals("&&") || b.op().equals("||"))) {
                // short circuit: leaves 0/1
                expr(b.l()); emit(b.op().equals("&&") ? JZK : JNZK, 0); int j = n - 1;
                emit(POP); expr(b.r()); emit(NOT, NOT);
                code[j] = n;
            } else if (e instanceof Bin b) {
                expr(b.l()); expr(b.r());
                emit(switch (b.op()) {
                    case "+" -> ADD; case "-" -> SUB; case "*" -> MUL; case "/" -> DIV; case "%" -> MOD;
                    case "<" -> LT; case "<=" -> LE; case ">" -> GT; case ">=" -> GE; case "==" -> EQ; default -> NE;
                });
            } else if (e instanceof Call c) {
                for (Node a : c.args()) expr(a);
                emit(CALL, 0, c.args().size());
                fixups.add(new int[] {n - 2});
                callNames.put(n - 2, c.fn());
            } else throw new IllegalStateException("expr " + e);
        }
        void link() { for (int[] f : fixups) code[f[0]] = entry.get(callNames.get(f[0])); }
    }

    // ---- the machine ----
    static long run(Compiler c, String main, int arg, StringBuilder out) {
        int[] code = c.code;
        int[] stack = new int[1 << 16];
        int[] frames = new int[1 << 14];
        int sp = 0, fp = 0, fsp = 0;
        long steps = 0;
        Map<Integer, Integer> localsAt = new HashMap<>();
        for (Map.Entry<String, Integer> e : c.entry.entrySet()) localsAt.put(e.getValue(), c.nlocals.get(e.getKey()));
        int[] nloc = new int[code.length];
        for (Map.Entry<Integer, Integer> e : localsAt.entrySet()) nloc[e.getKey()] = e.getValue();
        int pc = c.entry.get(main);
        stack[sp++] = arg;
        fp = 0;
        sp = fp + nloc[pc];
        frames[fsp++] = -1; frames[fsp++] = 0;
        for (;;) {
            steps++;
            int op = code[pc++];
            switch (op) {
                case PUSH: stack[sp++] = code[pc++]; break;
                case LOAD: stack[sp++] = stack[fp + code[pc++]]; break;
                case STORE: stack[fp + code[pc++]] = stack[--sp]; break;
                case ADD: sp--; stack[sp - 1] += stack[sp]; break;
                case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
                case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
                case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
                case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
                case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp] ? 1 : 0; break;
                case LE: sp--; stack[sp - 1] = stack[sp - 1] <= stack[sp] ? 1 : 0; break;
                case GT: sp--; stack[sp - 1] = stack[sp - 1] > stack[sp] ? 1 : 0; break;
                case GE: sp--; stack[sp - 1] = stack[sp - 1] >= stack[sp] ? 1 : 0; break;
                case EQ: sp--; stack[sp - 1] = stack[sp - 1] == stack[sp] ? 1 : 0; break;
                case NE: sp--; stack[sp - 1] = stack[sp - 1] != stack[sp] ? 1 : 0; break;
                case NEG: stack[sp - 1] = -stack[sp - 1]; break;
                case NOT: stack[sp - 1] = stack[sp - 1] == 0 ? 1 : 0; break;
                case JMP: pc = code[pc]; break;
                case JZ: pc = stack[--sp] == 0 ? code[pc] : pc + 1; break;
                case JZK: if (stack[sp - 1] == 0) pc = code[pc]; else pc++; break;
                case JNZK: if (stack[sp - 1] != 0) { stack[sp - 1] = 1; pc = code[pc]; } else pc++; break;
                case POP: sp--; break;
                case CALL: {
                    int target = code[pc], argc = code[pc + 1];
                    frames[fsp++] = pc + 2; frames[fsp++] = fp;
                    fp = sp - argc;
                    sp = fp + nloc[target];
                    pc = target;
                    break;
                }
                case RET: {
                    int result = stack[sp - 1];
                    int oldFp = frames[--fsp], ret = frames[--fsp];
                    sp = fp;
                    fp = oldFp;
                    if (ret < 0) { out.append("result ").append(result).append('\n'); return steps; }
                    stack[sp++] = result;
                    pc = ret;
                    break;
                }
                case PRINT: out.append(stack[--sp]).append('\n'); break;
                default: throw new IllegalStateException("bad op " + op + " at " + (pc - 1));
            }
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_N;
        List<String> toks = tokenize(SOURCE);
        List<Fn> fns = new Parser(toks).program();
        Compiler c = new Compiler();
        for (Fn f : fns) c.fn(f);
        c.link();
        StringBuilder out = new StringBuilder();
        long steps = run(c, "main", n, out);
        System.out.print(out);
        System.out.println("tokens=" + toks.size() + " functions=" + fns.size() + " code=" + c.n + " steps=" + steps);
    }
}
