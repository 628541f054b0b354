// An esoteric-language toolchain: a generator that writes a program in the
// 8-command tape language printing a given text, a bracket matcher, and an
// interpreter running it (byte cells wrap around); also a counting program.
public class Real_Brainfuck {
    static String generate(String text) {
        StringBuilder code = new StringBuilder();
        int cell = 0;
        for (char c : text.toCharArray()) {
            int diff = c - cell;
            if (Math.abs(diff) > 10) {
                int f = (int) Math.sqrt(Math.abs(diff));
                code.append(">");
                for (int i = 0; i < f; i++) code.append('+');
                code.append("[<");
                for (int i = 0; i < f; i++) code.append(diff > 0 ? '+' : '-');
                code.append(">-]<");
                diff -= (diff > 0 ? 1 : -1) * f * f;
            }
            for (int i = 0; i < Math.abs(diff); i++) code.append(diff > 0 ? '+' : '-');
            code.append('.');
            cell = c;
        }
        return code.toString();
    }

    static String run(String code, String input) {
        int[] jump = new int[code.length()];
        int[] stack = new int[code.length()];
        int sp = 0;
        for (int i = 0; i < code.length(); i++) {
            if (code.charAt(i) == '[') stack[sp++] = i;
            else if (code.charAt(i) == ']') { int j = stack[--sp]; jump[i] = j; jump[j] = i; }
        }
        byte[] tape = new byte[30000];
        int ptr = 0, in = 0;
        long steps = 0;
        StringBuilder out = new StringBuilder();
        for (int pc = 0; pc < code.length(); pc++) {
            steps++;
            switch (code.charAt(pc)) {
                case '>': ptr++; break;
                case '<': ptr--; break;
                case '+': tape[ptr]++; break;
                case '-': tape[ptr]--; break;
                case '.': out.append((char) (tape[ptr] & 0xff)); break;
                case ',': tape[ptr] = (byte) (in < input.length() ? input.charAt(in++) : 0); break;
                case '[': if (tape[ptr] == 0) pc = jump[pc]; break;
                case ']': if (tape[ptr] != 0) pc = jump[pc]; break;
                default: break;
            }
        }
        return out + " (" + steps + " steps)";
    }

    public static void main(String[] args) {
        String text = "Lantern says hello; JVMPI lives again!";
        String prog = generate(text);
        System.out.println("program length " + prog.length());
        System.out.println(prog.substring(0, 60));
        System.out.println(run(prog, ""));
        System.out.println(run(",[.,]", "echo this"));
        System.out.println(run("-[>+<-]>[-<+>]<.", "").length());
        System.out.println(run("++++++++[>++++++<-]>[>+>+<<-]>>+++<<<++++++++++[>>.+<<-]", ""));
    }
}
