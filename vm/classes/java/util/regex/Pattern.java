/*
 * java.util.regex.Pattern: a backtracking regular-expression engine.
 *
 * compile() parses the pattern with a recursive-descent parser into a graph
 * of Nodes; each Node matches itself at position i and then asks its `next`
 * to match the rest, returning false to make the caller try its next
 * alternative.  Supported: literals and escapes, classes (ranges, negation,
 * union, && intersection, \d\w\s\h\v and negations, POSIX/java/Unicode
 * \p{..}), . ^ $ \b \B \A \G \z \Z \R, groups (capturing, (?:), (?<name>),
 * (?>), look-ahead and look-behind), quantifiers * + ? {n,m} greedy,
 * reluctant and possessive, back references (\n, \k<name>), and the flags
 * CASE_INSENSITIVE (ASCII unless UNICODE_CASE), MULTILINE, DOTALL,
 * UNIX_LINES, COMMENTS, LITERAL, inline as (?imsdux-imsdux) and (?i:X).
 * Error messages and their indexes are the JDK 17's.
 *
 * Invariants: a compiled Pattern is immutable and may be shared by threads;
 * all match state (group bounds, loop counters) lives in the Matcher, and
 * every node that changes that state restores it when it fails, so a failed
 * attempt leaves the Matcher as it found it.
 */
package java.util.regex;

import java.io.Serializable;
import java.util.function.Predicate;
import java.util.stream.Stream;

public final class Pattern implements Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private final String pattern;
    private final int flags;

    /* Compiled form. */
    transient Node root;         // matches at one start position; ends in Accept
    transient int groupCount;    // capturing groups, without group 0
    transient int localCount;    // Matcher.locals slots
    transient String[] groupNames = new String[0];
    transient int[] groupNumbers = new int[0];

    /* Parser state. */
    private transient int cursor;
    private transient int curFlags;

    private Pattern(String p, int f) {
        if ((f & ~0x1ff) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = p;
        flags = f;
        curFlags = f;
        compile();
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    @Override
    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public Predicate<String> asPredicate() {
        return new Predicate<String>() {
            @Override
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    public Predicate<String> asMatchPredicate() {
        return new Predicate<String>() {
            @Override
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    public Stream<String> splitAsStream(CharSequence input) {
        return Stream.of(split(input, 0));
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        String[] list = new String[10];
        int size = 0;
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || size < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    // a zero-width match at the beginning gives no leading empty string
                    continue;
                }
                if (size == list.length) {
                    list = grow(list);
                }
                list[size++] = input.subSequence(index, m.start()).toString();
                index = m.end();
            } else if (size == limit - 1) {
                if (size == list.length) {
                    list = grow(list);
                }
                list[size++] = input.subSequence(index, input.length()).toString();
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || size < limit) {
            if (size == list.length) {
                list = grow(list);
            }
            list[size++] = input.subSequence(index, input.length()).toString();
        }
        if (limit == 0) {
            while (size > 0 && list[size - 1].isEmpty()) {
                size--;
            }
        }
        String[] result = new String[size];
        System.arraycopy(list, 0, result, 0, size);
        return result;
    }

    private static String[] grow(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    public static String quote(String s) {
        int slashE = s.indexOf("\\E");
        if (slashE == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashE = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashE);
            current = slashE + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    int groupIndex(String name) {
        for (int i = 0; i < groupNames.length; i++) {
            if (groupNames[i].equals(name)) {
                return groupNumbers[i];
            }
        }
        return -1;
    }

    /* ================================================================== */
    /* Parser                                                              */
    /* ================================================================== */

    private PatternSyntaxException error(String desc, int index) {
        return new PatternSyntaxException(desc, pattern, index);
    }

    private boolean has(int f) {
        return (curFlags & f) != 0;
    }

    private int peek() {
        if (has(COMMENTS)) {
            skipComments();
        }
        return cursor < pattern.length() ? pattern.charAt(cursor) : -1;
    }

    private void skipComments() {
        int n = pattern.length();
        while (cursor < n) {
            char c = pattern.charAt(cursor);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B) {
                cursor++;
            } else if (c == '#') {
                while (cursor < n && pattern.charAt(cursor) != '\n' && pattern.charAt(cursor) != '\r') {
                    cursor++;
                }
            } else {
                break;
            }
        }
    }

    private void compile() {
        Node accept = new Accept();
        if ((flags & LITERAL) != 0) {
            root = literalNode(pattern, accept);
        } else {
            cursor = 0;
            Ast a = parseAlternation();
            if (cursor < pattern.length()) {
                if (pattern.charAt(cursor) == ')') {
                    throw error("Unmatched closing ')'", cursor - 1);
                }
                throw error("Unexpected internal error", cursor);
            }
            root = a.compile(this, accept);
        }
    }

    private Node literalNode(String s, Node next) {
        Node n = next;
        for (int i = s.length() - 1; i >= 0; i--) {
            n = new CharNode(single(s.charAt(i)), n);
        }
        return n;
    }

    /* ---- AST ---- */

    abstract static class Ast {
        abstract Node compile(Pattern p, Node next);

        /* Fixed width in chars, or -1; used by look-behind. */
        int maxWidth() {
            return -1;
        }
    }

    static final class Seq extends Ast {
        Ast[] items = new Ast[4];
        int n;

        void add(Ast a) {
            if (n == items.length) {
                Ast[] b = new Ast[n * 2];
                System.arraycopy(items, 0, b, 0, n);
                items = b;
            }
            items[n++] = a;
        }

        @Override
        Node compile(Pattern p, Node next) {
            Node cur = next;
            for (int i = n - 1; i >= 0; i--) {
                cur = items[i].compile(p, cur);
            }
            return cur;
        }

        @Override
        int maxWidth() {
            int w = 0;
            for (int i = 0; i < n; i++) {
                int x = items[i].maxWidth();
                if (x < 0) {
                    return -1;
                }
                w += x;
            }
            return w;
        }
    }

    static final class Alt extends Ast {
        Ast[] alts;

        Alt(Ast[] alts) {
            this.alts = alts;
        }

        @Override
        Node compile(Pattern p, Node next) {
            Node[] heads = new Node[alts.length];
            for (int i = 0; i < alts.length; i++) {
                heads[i] = alts[i].compile(p, next);
            }
            return new Branch(heads);
        }

        @Override
        int maxWidth() {
            int w = 0;
            for (Ast a : alts) {
                int x = a.maxWidth();
                if (x < 0) {
                    return -1;
                }
                w = Math.max(w, x);
            }
            return w;
        }
    }

    static final class CharAst extends Ast {
        final CharClass cc;

        CharAst(CharClass cc) {
            this.cc = cc;
        }

        @Override
        Node compile(Pattern p, Node next) {
            return new CharNode(cc, next);
        }

        @Override
        int maxWidth() {
            return 2;
        }
    }

    /* A node built directly: anchors, back references. */
    static final class Leaf extends Ast {
        final int kind;
        final int arg;
        final int fl;

        Leaf(int kind, int arg, int fl) {
            this.kind = kind;
            this.arg = arg;
            this.fl = fl;
        }

        @Override
        Node compile(Pattern p, Node next) {
            if (kind == BACKREF) {
                return new BackRef(arg, fl, next);
            }
            return new Anchor(kind, fl, next);
        }

        @Override
        int maxWidth() {
            return kind == BACKREF ? -1 : 0;
        }
    }

    static final int BEGIN = 1, CARET = 2, DOLLAR = 3, WORDB = 4, NOTWORDB = 5,
        INPUT_BEGIN = 6, INPUT_END = 7, INPUT_END_Z = 8, LAST_MATCH = 9, BACKREF = 10;

    static final class Group extends Ast {
        final Ast body;
        final int number;   // capturing number, or 0
        final int kind;     // 0 plain, 1 atomic, 2 ahead, 3 not ahead, 4 behind, 5 not behind

        Group(Ast body, int number, int kind) {
            this.body = body;
            this.number = number;
            this.kind = kind;
        }

        @Override
        Node compile(Pattern p, Node next) {
            if (kind == 0) {
                if (number == 0) {
                    return body.compile(p, next);
                }
                int local = p.localCount++;
                GroupTail tail = new GroupTail(number, local, next);
                return new GroupHead(local, body.compile(p, tail));
            }
            if (kind == 1) {
                Atomic at = new Atomic(next);
                at.body = body.compile(p, new LookEnd(at));
                return at;
            }
            if (kind == 2 || kind == 3) {
                Look lk = new Look(kind == 3, next);
                lk.body = body.compile(p, new LookEnd(lk));
                return lk;
            }
            int local = p.localCount++;
            Behind b = new Behind(kind == 5, local, body.maxWidth(), next);
            b.body = body.compile(p, new BehindEnd(local));
            return b;
        }

        @Override
        int maxWidth() {
            return kind >= 2 ? 0 : body.maxWidth();
        }
    }

    static final int GREEDY = 0, LAZY = 1, POSSESSIVE = 2;

    static final class Rep extends Ast {
        final Ast body;
        final int min;
        final int max;
        final int type;

        Rep(Ast body, int min, int max, int type) {
            this.body = body;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        @Override
        Node compile(Pattern p, Node next) {
            if (body instanceof CharAst) {
                return new CharRepeat(((CharAst) body).cc, min, max, type, next);
            }
            if (type == POSSESSIVE) {
                Atomic at = new Atomic(next);
                at.body = new Rep(body, min, max, GREEDY).compile(p, new LookEnd(at));
                return at;
            }
            Loop loop = new Loop(min, max, type == LAZY, p.localCount, next);
            p.localCount += 2;
            loop.body = body.compile(p, new LoopTail(loop));
            return loop;
        }

        @Override
        int maxWidth() {
            int w = body.maxWidth();
            if (w < 0 || max == Integer.MAX_VALUE) {
                return -1;
            }
            long t = (long) w * max;
            return t > 100000 ? -1 : (int) t;
        }
    }

    /* ---- grammar ---- */

    private Ast parseAlternation() {
        Ast first = parseSequence();
        if (peek() != '|') {
            return first;
        }
        Ast[] alts = new Ast[] {first};
        while (peek() == '|') {
            cursor++;
            Ast next = parseSequence();
            Ast[] b = new Ast[alts.length + 1];
            System.arraycopy(alts, 0, b, 0, alts.length);
            b[alts.length] = next;
            alts = b;
        }
        return new Alt(alts);
    }

    private Ast parseSequence() {
        Seq seq = new Seq();
        for (;;) {
            int ch = peek();
            if (ch == -1 || ch == '|' || ch == ')') {
                break;
            }
            Ast atom;
            int start = cursor;
            switch (ch) {
                case '(':
                    atom = parseGroup();
                    if (atom == null) {
                        continue;   // a flags-only group such as (?i)
                    }
                    break;
                case '[':
                    cursor++;
                    atom = new CharAst(parseClass(true));
                    break;
                case '\\':
                    atom = parseEscape();
                    if (atom == null) {
                        continue;   // \Q..\E already added, or \E
                    }
                    if (atom instanceof Seq) {
                        // \Q...\E: quantifiers apply to its last char only
                        Seq q = (Seq) atom;
                        for (int i = 0; i < q.n - 1; i++) {
                            seq.add(q.items[i]);
                        }
                        if (q.n == 0) {
                            continue;
                        }
                        atom = q.items[q.n - 1];
                    }
                    break;
                case '^':
                    cursor++;
                    atom = new Leaf(has(MULTILINE) ? CARET : BEGIN, 0, curFlags);
                    break;
                case '$':
                    cursor++;
                    atom = new Leaf(DOLLAR, 0, curFlags);
                    break;
                case '.':
                    cursor++;
                    atom = new CharAst(new Dot(curFlags));
                    break;
                case '*':
                case '+':
                case '?':
                    throw error("Dangling meta character '" + (char) ch + "'", cursor);
                case '{':
                    if (cursor + 1 < pattern.length() && pattern.charAt(cursor + 1) >= '0'
                            && pattern.charAt(cursor + 1) <= '9') {
                        // the JDK repeats an empty atom here, as in a{2}{3}
                        atom = new Seq();
                        break;
                    }
                    throw error("Illegal repetition", cursor + 1);
                default:
                    cursor++;
                    int cp = ch;
                    if (Character.isHighSurrogate((char) ch) && cursor < pattern.length()
                            && Character.isLowSurrogate(pattern.charAt(cursor))) {
                        cp = Character.toCodePoint((char) ch, pattern.charAt(cursor++));
                    }
                    atom = new CharAst(single(cp));
                    break;
            }
            seq.add(parseQuantifier(atom, start));
        }
        return seq.n == 1 ? seq.items[0] : seq;
    }

    private Ast parseQuantifier(Ast atom, int atomStart) {
        int ch = peek();
        int min, max;
        switch (ch) {
            case '*':
                cursor++;
                min = 0;
                max = Integer.MAX_VALUE;
                break;
            case '+':
                cursor++;
                min = 1;
                max = Integer.MAX_VALUE;
                break;
            case '?':
                cursor++;
                min = 0;
                max = 1;
                break;
            case '{': {
                int brace = cursor;
                cursor++;
                int c = cursor < pattern.length() ? pattern.charAt(cursor) : -1;
                if (c < '0' || c > '9') {
                    throw error("Illegal repetition", brace + 1);
                }
                min = readInt(brace);
                max = min;
                if (cursor < pattern.length() && pattern.charAt(cursor) == ',') {
                    cursor++;
                    if (cursor < pattern.length() && pattern.charAt(cursor) != '}') {
                        c = pattern.charAt(cursor);
                        if (c < '0' || c > '9') {
                            throw error("Unclosed counted closure", cursor);
                        }
                        max = readInt(brace);
                    } else {
                        max = Integer.MAX_VALUE;
                    }
                }
                if (cursor >= pattern.length() || pattern.charAt(cursor) != '}') {
                    throw error("Unclosed counted closure", cursor);
                }
                cursor++;
                if (max < min) {
                    throw error("Illegal repetition range", cursor - 1);
                }
                break;
            }
            default:
                return atom;
        }
        int type = GREEDY;
        if (cursor < pattern.length()) {
            char m = pattern.charAt(cursor);
            if (m == '?') {
                cursor++;
                type = LAZY;
            } else if (m == '+') {
                cursor++;
                type = POSSESSIVE;
            }
        }
        return new Rep(atom, min, max, type);
    }

    private int readInt(int at) {
        long v = 0;
        while (cursor < pattern.length()) {
            char c = pattern.charAt(cursor);
            if (c < '0' || c > '9') {
                break;
            }
            v = v * 10 + (c - '0');
            if (v > Integer.MAX_VALUE) {
                throw error("Illegal repetition range", at);
            }
            cursor++;
        }
        return (int) v;
    }

    /* At '('.  Returns null for a pure flag setting such as (?i). */
    private Ast parseGroup() {
        cursor++;
        int number = 0;
        int kind = 0;
        int savedFlags = curFlags;
        if (cursor < pattern.length() && pattern.charAt(cursor) == '?') {
            cursor++;
            int c = cursor < pattern.length() ? pattern.charAt(cursor) : -1;
            switch (c) {
                case ':':
                    cursor++;
                    break;
                case '>':
                    cursor++;
                    kind = 1;
                    break;
                case '=':
                    cursor++;
                    kind = 2;
                    break;
                case '!':
                    cursor++;
                    kind = 3;
                    break;
                case '<': {
                    cursor++;
                    int d = cursor < pattern.length() ? pattern.charAt(cursor) : -1;
                    if (d == '=') {
                        cursor++;
                        kind = 4;
                    } else if (d == '!') {
                        cursor++;
                        kind = 5;
                    } else {
                        String name = groupName();
                        if (groupIndex(name) >= 0) {
                            throw error("Named capturing group <" + name + "> is already defined", cursor - 1);
                        }
                        number = ++groupCount;
                        String[] nn = new String[groupNames.length + 1];
                        int[] ni = new int[groupNumbers.length + 1];
                        System.arraycopy(groupNames, 0, nn, 0, groupNames.length);
                        System.arraycopy(groupNumbers, 0, ni, 0, groupNumbers.length);
                        nn[groupNames.length] = name;
                        ni[groupNumbers.length] = number;
                        groupNames = nn;
                        groupNumbers = ni;
                    }
                    break;
                }
                default: {
                    // inline flags: (?idmsux-idmsux) or (?idmsux-idmsux:X)
                    boolean neg = false;
                    for (;;) {
                        int f = cursor < pattern.length() ? pattern.charAt(cursor) : -1;
                        int bit;
                        switch (f) {
                            case 'i': bit = CASE_INSENSITIVE; break;
                            case 'm': bit = MULTILINE; break;
                            case 's': bit = DOTALL; break;
                            case 'd': bit = UNIX_LINES; break;
                            case 'u': bit = UNICODE_CASE; break;
                            case 'x': bit = COMMENTS; break;
                            case 'c': bit = CANON_EQ; break;
                            case 'U': bit = UNICODE_CHARACTER_CLASS | UNICODE_CASE; break;
                            case '-':
                                neg = true;
                                cursor++;
                                continue;
                            case ')':
                                cursor++;
                                return null;
                            case ':':
                                cursor++;
                                bit = -1;
                                break;
                            default:
                                throw error("Unknown inline modifier", cursor);
                        }
                        if (bit == -1) {
                            break;
                        }
                        curFlags = neg ? curFlags & ~bit : curFlags | bit;
                        cursor++;
                    }
                    break;
                }
            }
        } else {
            number = ++groupCount;
        }
        Ast body = parseAlternation();
        if (cursor >= pattern.length() || pattern.charAt(cursor) != ')') {
            throw error("Unclosed group", pattern.length());
        }
        cursor++;
        // inline flags set inside any group end with it
        curFlags = savedFlags;
        if ((kind == 4 || kind == 5) && body.maxWidth() < 0) {
            throw error("Look-behind group does not have an obvious maximum length", cursor - 1);
        }
        return new Group(body, number, kind);
    }

    private String groupName() {
        int start = cursor;
        int c = cursor < pattern.length() ? pattern.charAt(cursor) : -1;
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
            throw error("capturing group name does not start with a Latin letter", cursor);
        }
        while (cursor < pattern.length()) {
            c = pattern.charAt(cursor);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                cursor++;
            } else {
                break;
            }
        }
        if (cursor >= pattern.length() || pattern.charAt(cursor) != '>') {
            throw error("named capturing group is missing trailing '>'", cursor);
        }
        String name = pattern.substring(start, cursor);
        cursor++;
        return name;
    }

    /* At '\\' outside a class. */
    private Ast parseEscape() {
        cursor++;
        if (cursor >= pattern.length()) {
            throw error("Unexpected internal error", cursor);
        }
        char c = pattern.charAt(cursor++);
        switch (c) {
            case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
                int ref = c - '0';
                while (cursor < pattern.length()) {
                    char d = pattern.charAt(cursor);
                    if (d < '0' || d > '9') {
                        break;
                    }
                    int nref = ref * 10 + (d - '0');
                    if (groupCount < nref) {
                        break;
                    }
                    ref = nref;
                    cursor++;
                }
                return new Leaf(BACKREF, ref, curFlags);
            }
            case 'k': {
                if (cursor >= pattern.length() || pattern.charAt(cursor) != '<') {
                    throw error("\\k is not followed by '<' for named capturing group", cursor);
                }
                cursor++;
                String name = groupName();
                int g = groupIndex(name);
                if (g < 0) {
                    throw error("named capturing group <" + name + "> does not exist", cursor - 1);
                }
                return new Leaf(BACKREF, g, curFlags);
            }
            case 'b':
                return new Leaf(WORDB, 0, curFlags);
            case 'B':
                return new Leaf(NOTWORDB, 0, curFlags);
            case 'A':
                return new Leaf(INPUT_BEGIN, 0, curFlags);
            case 'z':
                return new Leaf(INPUT_END, 0, curFlags);
            case 'Z':
                return new Leaf(INPUT_END_Z, 0, curFlags);
            case 'G':
                return new Leaf(LAST_MATCH, 0, curFlags);
            case 'R': {
                // \r\n or one line-break char, atomically
                Seq crlf = new Seq();
                crlf.add(new CharAst(single('\r')));
                crlf.add(new CharAst(single('\n')));
                CharClass lb = new Ranges(new int[] {'\n', '\r', 0x85, 0x85, 0x2028, 0x2029}, false);
                return new Group(new Alt(new Ast[] {crlf, new CharAst(lb)}), 0, 1);
            }
            case 'Q': {
                int end = pattern.indexOf("\\E", cursor);
                String lit = end < 0 ? pattern.substring(cursor) : pattern.substring(cursor, end);
                cursor = end < 0 ? pattern.length() : end + 2;
                Seq s = new Seq();
                for (int i = 0; i < lit.length(); i++) {
                    s.add(new CharAst(single(lit.charAt(i))));
                }
                return s;
            }
            case 'E':
                return null;
            default:
                cursor--;
                return new CharAst(classEscape(false));
        }
    }

    /* At the char after '\\' (inside or outside a class): a class or a literal. */
    private CharClass classEscape(boolean inClass) {
        int at = cursor;
        char c = pattern.charAt(cursor++);
        boolean uc = has(UNICODE_CHARACTER_CLASS);
        switch (c) {
            case 'd': return uc ? new Ctype(CT_UDIGIT, false) : new Ranges(new int[] {'0', '9'}, false);
            case 'D': return uc ? new Ctype(CT_UDIGIT, true) : new Ranges(new int[] {'0', '9'}, true);
            case 'w': return uc ? new Ctype(CT_UWORD, false) : new Ranges(WORD, false);
            case 'W': return uc ? new Ctype(CT_UWORD, true) : new Ranges(WORD, true);
            case 's': return uc ? new Ctype(CT_USPACE, false) : new Ranges(SPACE, false);
            case 'S': return uc ? new Ctype(CT_USPACE, true) : new Ranges(SPACE, true);
            case 'h': return new Ranges(HSPACE, false);
            case 'H': return new Ranges(HSPACE, true);
            case 'v': return new Ranges(VSPACE, false);
            case 'V': return new Ranges(VSPACE, true);
            case 'p':
            case 'P':
                return property(c == 'P');
            case 't': return single('\t');
            case 'n': return single('\n');
            case 'r': return single('\r');
            case 'f': return single('\f');
            case 'a': return single(7);
            case 'e': return single(27);
            case '0': {
                int v = 0;
                int digits = 0;
                while (digits < 3 && cursor < pattern.length()) {
                    char d = pattern.charAt(cursor);
                    if (d < '0' || d > '7' || (digits == 2 && v > 037)) {
                        break;
                    }
                    v = v * 8 + (d - '0');
                    cursor++;
                    digits++;
                }
                if (digits == 0) {
                    throw error("Illegal octal escape sequence", cursor);
                }
                return single(v);
            }
            case 'x': {
                if (cursor < pattern.length() && pattern.charAt(cursor) == '{') {
                    int close = pattern.indexOf('}', cursor);
                    if (close < 0) {
                        throw error("Unclosed hexadecimal escape sequence", cursor);
                    }
                    int v = hex(cursor + 1, close);
                    cursor = close + 1;
                    return single(v);
                }
                int v = hex(cursor, cursor + 2);
                cursor += 2;
                return single(v);
            }
            case 'u': {
                int v = hex(cursor, cursor + 4);
                cursor += 4;
                return single(v);
            }
            case 'c': {
                if (cursor >= pattern.length()) {
                    throw error("Illegal control escape sequence", cursor);
                }
                return single(pattern.charAt(cursor++) ^ 64);
            }
            default:
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9' && inClass)) {
                    throw error("Illegal/unsupported escape sequence", at);
                }
                return single(c);
        }
    }

    private int hex(int from, int to) {
        if (to > pattern.length() || from >= to) {
            throw error("Illegal hexadecimal escape sequence", Math.min(to, pattern.length()));
        }
        int v = 0;
        for (int i = from; i < to; i++) {
            int d = Character.digit(pattern.charAt(i), 16);
            if (d < 0) {
                throw error("Illegal hexadecimal escape sequence", i);
            }
            v = v * 16 + d;
            if (v > Character.MAX_CODE_POINT) {
                throw error("Hexadecimal codepoint is too big", i);
            }
        }
        return v;
    }

    private CharClass property(boolean negate) {
        String name;
        if (cursor < pattern.length() && pattern.charAt(cursor) == '{') {
            int close = pattern.indexOf('}', cursor);
            if (close < 0) {
                throw error("Unclosed character family", pattern.length());
            }
            name = pattern.substring(cursor + 1, close);
            cursor = close + 1;
        } else {
            if (cursor >= pattern.length()) {
                throw error("Illegal character family", cursor);
            }
            name = pattern.substring(cursor, cursor + 1);
            cursor++;
        }
        CharClass cc = namedClass(name);
        if (cc == null) {
            throw error("Unknown character property name {" + name + "}", cursor - 1);
        }
        return negate ? new Not(cc) : cc;
    }

    private static final int[] WORD = {'0', '9', 'A', 'Z', '_', '_', 'a', 'z'};
    private static final int[] SPACE = {'\t', '\r', ' ', ' '};
    private static final int[] HSPACE = {' ', ' ', '\t', '\t', 0xA0, 0xA0, 0x1680, 0x1680, 0x180e, 0x180e,
        0x2000, 0x200a, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000};
    private static final int[] VSPACE = {'\n', '\r', 0x85, 0x85, 0x2028, 0x2029};

    private CharClass namedClass(String name) {
        switch (name) {
            case "Lower":
                return has(CASE_INSENSITIVE) ? new Ranges(new int[] {'A', 'Z', 'a', 'z'}, false)
                    : new Ranges(new int[] {'a', 'z'}, false);
            case "Upper":
                return has(CASE_INSENSITIVE) ? new Ranges(new int[] {'A', 'Z', 'a', 'z'}, false)
                    : new Ranges(new int[] {'A', 'Z'}, false);
            case "ASCII": return new Ranges(new int[] {0, 0x7f}, false);
            case "Alpha": return new Ranges(new int[] {'A', 'Z', 'a', 'z'}, false);
            case "Digit": return new Ranges(new int[] {'0', '9'}, false);
            case "Alnum": return new Ranges(new int[] {'0', '9', 'A', 'Z', 'a', 'z'}, false);
            case "Punct": return new Ranges(new int[] {'!', '/', ':', '@', '[', '`', '{', '~'}, false);
            case "Graph": return new Ranges(new int[] {'!', '~'}, false);
            case "Print": return new Ranges(new int[] {' ', '~'}, false);
            case "Blank": return new Ranges(new int[] {'\t', '\t', ' ', ' '}, false);
            case "Cntrl": return new Ranges(new int[] {0, 0x1f, 0x7f, 0x7f}, false);
            case "XDigit": return new Ranges(new int[] {'0', '9', 'A', 'F', 'a', 'f'}, false);
            case "Space": return new Ranges(SPACE, false);
            case "javaLowerCase": case "IsLowercase": case "Ll": case "IsLl": return new Ctype(CT_LOWER, false);
            case "javaUpperCase": case "IsUppercase": case "Lu": case "IsLu": return new Ctype(CT_UPPER, false);
            case "javaWhitespace": return new Ctype(CT_JWS, false);
            case "IsWhite_Space": case "IsWhiteSpace": return new Ctype(CT_USPACE, false);
            case "javaDigit": case "Nd": case "IsDigit": case "IsNd": return new Ctype(CT_UDIGIT, false);
            case "javaLetter": case "L": case "IsL": case "IsLetter": return new Ctype(CT_LETTER, false);
            case "javaLetterOrDigit": return new Ctype(CT_LETTER_DIGIT, false);
            case "IsAlphabetic": case "javaAlphabetic": return new Ctype(CT_ALPHA, false);
            case "N": case "IsN": return new Ctype(CT_NUMBER, false);
            case "P": case "IsP": case "IsPunctuation": return new Ctype(CT_PUNCT, false);
            case "Lt": return new Ctype(CT_TITLE, false);
            case "IsLatin": return new Ctype(CT_LATIN, false);
            default: return null;
        }
    }

    /* After '['.  Parses up to and including the matching ']'. */
    private CharClass parseClass(boolean outer) {
        int open = cursor - 1;
        boolean negate = false;
        if (cursor < pattern.length() && pattern.charAt(cursor) == '^') {
            negate = true;
            cursor++;
        }
        CharClass acc = null;
        boolean empty = true;
        for (;;) {
            if (has(COMMENTS)) {
                skipComments();
            }
            if (cursor >= pattern.length()) {
                throw error("Unclosed character class", pattern.length() - 1);
            }
            char c = pattern.charAt(cursor);
            CharClass item;
            if (c == ']' && !empty) {
                cursor++;
                break;
            } else if (c == '[') {
                cursor++;
                item = parseClass(false);
            } else if (c == '&' && cursor + 1 < pattern.length() && pattern.charAt(cursor + 1) == '&') {
                cursor += 2;
                // the rest of this class is the right operand of the intersection
                CharClass right = parseClassRest();
                CharClass left = acc == null ? new Ranges(new int[0], true) : acc;
                acc = new And(left, right);
                empty = false;
                break;
            } else if (c == '\\') {
                cursor++;
                if (cursor >= pattern.length()) {
                    throw error("Unclosed character class", pattern.length() - 1);
                }
                if (pattern.charAt(cursor) == 'Q') {
                    int end = pattern.indexOf("\\E", cursor);
                    String lit = end < 0 ? pattern.substring(cursor + 1) : pattern.substring(cursor + 1, end);
                    cursor = end < 0 ? pattern.length() : end + 2;
                    int[] r = new int[lit.length() * 2];
                    for (int i = 0; i < lit.length(); i++) {
                        r[2 * i] = r[2 * i + 1] = lit.charAt(i);
                    }
                    item = ci(new Ranges(r, false));
                } else {
                    item = classEscape(true);
                    if (item instanceof Single) {
                        item = maybeRange(((Single) item).c);
                    }
                }
            } else {
                cursor++;
                int cp = c;
                if (Character.isHighSurrogate(c) && cursor < pattern.length()
                        && Character.isLowSurrogate(pattern.charAt(cursor))) {
                    cp = Character.toCodePoint(c, pattern.charAt(cursor++));
                }
                item = maybeRange(cp);
            }
            acc = acc == null ? item : new Or(acc, item);
            empty = false;
        }
        if (acc == null) {
            acc = new Ranges(new int[0], false);
        }
        return negate ? new Not(acc) : acc;
    }

    /* After "&&": the operand up to the enclosing ']' (consumed). */
    private CharClass parseClassRest() {
        CharClass acc = null;
        for (;;) {
            if (has(COMMENTS)) {
                skipComments();
            }
            if (cursor >= pattern.length()) {
                throw error("Unclosed character class", pattern.length() - 1);
            }
            char c = pattern.charAt(cursor);
            if (c == ']') {
                cursor++;
                break;
            }
            CharClass item;
            if (c == '[') {
                cursor++;
                item = parseClass(false);
            } else if (c == '&' && cursor + 1 < pattern.length() && pattern.charAt(cursor + 1) == '&') {
                cursor += 2;
                CharClass right = parseClassRest();
                return new And(acc == null ? new Ranges(new int[0], true) : acc, right);
            } else if (c == '\\') {
                cursor++;
                item = classEscape(true);
                if (item instanceof Single) {
                    item = maybeRange(((Single) item).c);
                }
            } else {
                cursor++;
                item = maybeRange(c);
            }
            acc = acc == null ? item : new Or(acc, item);
        }
        return acc == null ? new Ranges(new int[0], true) : acc;
    }

    /* Having read lo, reads "-hi" if present. */
    private CharClass maybeRange(int lo) {
        if (cursor + 1 < pattern.length() && pattern.charAt(cursor) == '-'
                && pattern.charAt(cursor + 1) != ']' && pattern.charAt(cursor + 1) != '[') {
            cursor++;
            int hiAt = cursor;
            int hi;
            char h = pattern.charAt(cursor);
            if (h == '\\') {
                cursor++;
                CharClass e = classEscape(true);
                if (!(e instanceof Single)) {
                    throw error("Illegal character range", cursor - 1);
                }
                hi = ((Single) e).c;
            } else {
                cursor++;
                hi = h;
                if (Character.isHighSurrogate(h) && cursor < pattern.length()
                        && Character.isLowSurrogate(pattern.charAt(cursor))) {
                    hi = Character.toCodePoint(h, pattern.charAt(cursor++));
                }
            }
            if (hi < lo) {
                throw error("Illegal character range", hiAt);
            }
            return ci(new Ranges(new int[] {lo, hi}, false));
        }
        return single(lo);
    }

    private CharClass single(int c) {
        if (has(CASE_INSENSITIVE)) {
            if (has(UNICODE_CASE)) {
                int u = Character.toUpperCase(c);
                int l = Character.toLowerCase(c);
                if (u != c || l != c) {
                    return new Ranges(new int[] {c, c, u, u, l, l}, false);
                }
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                return new Ranges(new int[] {c | 0x20, c | 0x20, c & ~0x20, c & ~0x20}, false);
            }
        }
        return new Single(c);
    }

    private CharClass ci(Ranges r) {
        if (!has(CASE_INSENSITIVE)) {
            return r;
        }
        return new CaseFold(r, has(UNICODE_CASE));
    }

    /* ================================================================== */
    /* Character classes                                                   */
    /* ================================================================== */

    abstract static class CharClass {
        abstract boolean is(int ch);
    }

    static final class Single extends CharClass {
        final int c;

        Single(int c) {
            this.c = c;
        }

        @Override
        boolean is(int ch) {
            return ch == c;
        }
    }

    /* Sorted or unsorted [lo, hi] pairs. */
    static final class Ranges extends CharClass {
        final int[] r;
        final boolean negate;

        Ranges(int[] r, boolean negate) {
            this.r = r;
            this.negate = negate;
        }

        @Override
        boolean is(int ch) {
            int[] a = r;
            for (int i = 0; i < a.length; i += 2) {
                if (ch >= a[i] && ch <= a[i + 1]) {
                    return !negate;
                }
            }
            return negate;
        }
    }

    static final class CaseFold extends CharClass {
        final CharClass cc;
        final boolean unicode;

        CaseFold(CharClass cc, boolean unicode) {
            this.cc = cc;
            this.unicode = unicode;
        }

        @Override
        boolean is(int ch) {
            if (cc.is(ch)) {
                return true;
            }
            if (unicode) {
                return cc.is(Character.toUpperCase(ch)) || cc.is(Character.toLowerCase(ch));
            }
            if (ch >= 'a' && ch <= 'z') {
                return cc.is(ch - 32);
            }
            if (ch >= 'A' && ch <= 'Z') {
                return cc.is(ch + 32);
            }
            return false;
        }
    }

    static final class Not extends CharClass {
        final CharClass cc;

        Not(CharClass cc) {
            this.cc = cc;
        }

        @Override
        boolean is(int ch) {
            return !cc.is(ch);
        }
    }

    static final class Or extends CharClass {
        final CharClass a, b;

        Or(CharClass a, CharClass b) {
            this.a = a;
            this.b = b;
        }

        @Override
        boolean is(int ch) {
            return a.is(ch) || b.is(ch);
        }
    }

    static final class And extends CharClass {
        final CharClass a, b;

        And(CharClass a, CharClass b) {
            this.a = a;
            this.b = b;
        }

        @Override
        boolean is(int ch) {
            return a.is(ch) && b.is(ch);
        }
    }

    static final class Dot extends CharClass {
        final int fl;

        Dot(int fl) {
            this.fl = fl;
        }

        @Override
        boolean is(int ch) {
            if ((fl & DOTALL) != 0) {
                return true;
            }
            if ((fl & UNIX_LINES) != 0) {
                return ch != '\n';
            }
            return ch != '\n' && ch != '\r' && (ch | 1) != 0x2029 && ch != 0x85;
        }
    }

    static final int CT_LOWER = 1, CT_UPPER = 2, CT_JWS = 3, CT_UDIGIT = 4, CT_LETTER = 5,
        CT_LETTER_DIGIT = 6, CT_ALPHA = 7, CT_NUMBER = 8, CT_PUNCT = 9, CT_TITLE = 10,
        CT_USPACE = 11, CT_UWORD = 12, CT_LATIN = 13;

    static final class Ctype extends CharClass {
        final int kind;
        final boolean negate;

        Ctype(int kind, boolean negate) {
            this.kind = kind;
            this.negate = negate;
        }

        @Override
        boolean is(int ch) {
            return test(ch) != negate;
        }

        private boolean test(int ch) {
            switch (kind) {
                case CT_LOWER: return Character.isLowerCase(ch);
                case CT_UPPER: return Character.isUpperCase(ch);
                case CT_JWS: return Character.isWhitespace(ch);
                case CT_UDIGIT: return Character.isDigit(ch);
                case CT_LETTER: return Character.isLetter(ch);
                case CT_LETTER_DIGIT: return Character.isLetterOrDigit(ch);
                case CT_ALPHA: return Character.isLetter(ch) || Character.getType(ch) == Character.LETTER_NUMBER;
                case CT_NUMBER: {
                    int t = Character.getType(ch);
                    return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER
                        || t == Character.OTHER_NUMBER;
                }
                case CT_PUNCT: {
                    int t = Character.getType(ch);
                    return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION
                        || t == Character.START_PUNCTUATION || t == Character.END_PUNCTUATION
                        || t == Character.OTHER_PUNCTUATION || t == Character.INITIAL_QUOTE_PUNCTUATION
                        || t == Character.FINAL_QUOTE_PUNCTUATION;
                }
                case CT_TITLE: return Character.isTitleCase(ch);
                case CT_USPACE:
                    return ch == ' ' || (ch >= '\t' && ch <= '\r') || ch == 0x85 || ch == 0xA0
                        || Character.getType(ch) == Character.SPACE_SEPARATOR
                        || ch == 0x2028 || ch == 0x2029;
                case CT_UWORD:
                    return Character.isLetterOrDigit(ch) || ch == '_'
                        || Character.getType(ch) == Character.NON_SPACING_MARK
                        || Character.getType(ch) == Character.CONNECTOR_PUNCTUATION;
                case CT_LATIN:
                    return Character.isLetter(ch) && ch < 0x250;
                default: return false;
            }
        }
    }

    /* ================================================================== */
    /* Match nodes                                                         */
    /* ================================================================== */

    abstract static class Node {
        Node next;

        abstract boolean match(Matcher m, int i, CharSequence s);
    }

    static final class Accept extends Node {
        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            if (m.acceptMode == Matcher.ENDANCHOR && i != m.to) {
                return false;
            }
            m.last = i;
            return true;
        }
    }

    static int codePointAt(CharSequence s, int i, int to) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < to) {
            char d = s.charAt(i + 1);
            if (Character.isLowSurrogate(d)) {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    static final class CharNode extends Node {
        final CharClass cc;

        CharNode(CharClass cc, Node next) {
            this.cc = cc;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            if (i < m.to) {
                int ch = codePointAt(s, i, m.to);
                return cc.is(ch) && next.match(m, i + Character.charCount(ch), s);
            }
            m.hitEnd = true;
            return false;
        }
    }

    /* X*, X+, X{n,m} of a single-char class, without recursion per char. */
    static final class CharRepeat extends Node {
        final CharClass cc;
        final int min, max, type;

        CharRepeat(CharClass cc, int min, int max, int type, Node next) {
            this.cc = cc;
            this.min = min;
            this.max = max;
            this.type = type;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int to = m.to;
            int j = i;
            int count = 0;
            while (count < min) {
                if (j >= to) {
                    m.hitEnd = true;
                    return false;
                }
                if (!cc.is(s.charAt(j))) {
                    return false;
                }
                j++;
                count++;
            }
            if (type == LAZY) {
                for (;;) {
                    if (next.match(m, j, s)) {
                        return true;
                    }
                    if (count >= max) {
                        return false;
                    }
                    if (j >= to) {
                        m.hitEnd = true;
                        return false;
                    }
                    if (!cc.is(s.charAt(j))) {
                        return false;
                    }
                    j++;
                    count++;
                }
            }
            int base = j;
            while (count < max) {
                if (j >= to) {
                    m.hitEnd = true;
                    break;
                }
                if (!cc.is(s.charAt(j))) {
                    break;
                }
                j++;
                count++;
            }
            if (type == POSSESSIVE) {
                return next.match(m, j, s);
            }
            while (j >= base) {
                if (next.match(m, j, s)) {
                    return true;
                }
                j--;
            }
            return false;
        }
    }

    static final class Branch extends Node {
        final Node[] alts;

        Branch(Node[] alts) {
            this.alts = alts;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            for (Node a : alts) {
                if (a.match(m, i, s)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final class GroupHead extends Node {
        final int local;

        GroupHead(int local, Node next) {
            this.local = local;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[local];
            m.locals[local] = i;
            boolean r = next.match(m, i, s);
            m.locals[local] = save;
            return r;
        }
    }

    static final class GroupTail extends Node {
        final int number, local;

        GroupTail(int number, int local, Node next) {
            this.number = number;
            this.local = local;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int[] g = m.groups;
            int k = number * 2;
            int s0 = g[k], e0 = g[k + 1];
            g[k] = m.locals[local];
            g[k + 1] = i;
            if (next.match(m, i, s)) {
                return true;
            }
            g[k] = s0;
            g[k + 1] = e0;
            return false;
        }
    }

    /* Generic repetition; locals[base] = iterations done, [base+1] = start of the current one. */
    static final class Loop extends Node {
        Node body;
        final int min, max, base;
        final boolean lazy;

        Loop(int min, int max, boolean lazy, int base, Node next) {
            this.min = min;
            this.max = max;
            this.lazy = lazy;
            this.base = base;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int[] l = m.locals;
            int c0 = l[base], p0 = l[base + 1];
            l[base] = 0;
            l[base + 1] = -1;
            boolean r = step(m, i, s);
            l[base] = c0;
            l[base + 1] = p0;
            return r;
        }

        boolean step(Matcher m, int i, CharSequence s) {
            int[] l = m.locals;
            int c = l[base], p = l[base + 1];
            if (c < min) {
                l[base] = c + 1;
                l[base + 1] = i;
                boolean r = body.match(m, i, s);
                l[base] = c;
                l[base + 1] = p;
                return r;
            }
            if (!lazy) {
                if (c < max) {
                    l[base] = c + 1;
                    l[base + 1] = i;
                    boolean r = body.match(m, i, s);
                    l[base] = c;
                    l[base + 1] = p;
                    if (r) {
                        return true;
                    }
                }
                return next.match(m, i, s);
            }
            if (next.match(m, i, s)) {
                return true;
            }
            if (c < max) {
                l[base] = c + 1;
                l[base + 1] = i;
                boolean r = body.match(m, i, s);
                l[base] = c;
                l[base + 1] = p;
                return r;
            }
            return false;
        }
    }

    static final class LoopTail extends Node {
        final Loop loop;

        LoopTail(Loop loop) {
            this.loop = loop;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int[] l = m.locals;
            int b = loop.base;
            if (i == l[b + 1]) {
                // an empty iteration: leave the loop rather than repeat it forever
                return loop.next.match(m, i, s);
            }
            return loop.step(m, i, s);
        }
    }

    /* Atomic group, also possessive repetition: the body's first success is final. */
    static final class Atomic extends Node {
        Node body;

        Atomic(Node next) {
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int[] saved = m.groups.clone();
            int saveEnd = m.lookEnd;
            if (!body.match(m, i, s)) {
                m.lookEnd = saveEnd;
                return false;
            }
            int j = m.lookEnd;
            m.lookEnd = saveEnd;
            if (next.match(m, j, s)) {
                return true;
            }
            System.arraycopy(saved, 0, m.groups, 0, saved.length);
            return false;
        }
    }

    static final class LookEnd extends Node {
        final Node owner;

        LookEnd(Node owner) {
            this.owner = owner;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            m.lookEnd = i;
            return true;
        }
    }

    static final class Look extends Node {
        Node body;
        final boolean negate;

        Look(boolean negate, Node next) {
            this.negate = negate;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int[] saved = m.groups.clone();
            int saveEnd = m.lookEnd;
            int saveTo = m.to;
            if (m.transparentBounds) {
                m.to = m.getTextLength();
            }
            boolean r = body.match(m, i, s);
            m.to = saveTo;
            m.lookEnd = saveEnd;
            if (negate) {
                System.arraycopy(saved, 0, m.groups, 0, saved.length);
                return !r && next.match(m, i, s);
            }
            if (r && next.match(m, i, s)) {
                return true;
            }
            System.arraycopy(saved, 0, m.groups, 0, saved.length);
            return false;
        }
    }

    static final class BehindEnd extends Node {
        final int local;

        BehindEnd(int local) {
            this.local = local;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            return i == m.locals[local];
        }
    }

    static final class Behind extends Node {
        Node body;
        final boolean negate;
        final int local;
        final int maxWidth;

        Behind(boolean negate, int local, int maxWidth, Node next) {
            this.negate = negate;
            this.local = local;
            this.maxWidth = maxWidth;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int[] saved = m.groups.clone();
            int save = m.locals[local];
            m.locals[local] = i;
            int lower = m.transparentBounds ? 0 : m.from;
            int start = Math.max(lower, i - maxWidth);
            int saveTo = m.to;
            m.to = i;
            boolean found = false;
            for (int j = i; j >= start; j--) {
                if (body.match(m, j, s)) {
                    found = true;
                    break;
                }
            }
            m.to = saveTo;
            m.locals[local] = save;
            if (negate) {
                System.arraycopy(saved, 0, m.groups, 0, saved.length);
                return !found && next.match(m, i, s);
            }
            if (found && next.match(m, i, s)) {
                return true;
            }
            System.arraycopy(saved, 0, m.groups, 0, saved.length);
            return false;
        }
    }

    static final class BackRef extends Node {
        final int group;
        final int fl;

        BackRef(int group, int fl, Node next) {
            this.group = group;
            this.fl = fl;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int k = group * 2;
            if (k + 1 >= m.groups.length) {
                return false;
            }
            int gs = m.groups[k], ge = m.groups[k + 1];
            if (gs < 0) {
                return false;
            }
            int len = ge - gs;
            if (i + len > m.to) {
                m.hitEnd = true;
                return false;
            }
            boolean ci = (fl & CASE_INSENSITIVE) != 0;
            for (int j = 0; j < len; j++) {
                char a = s.charAt(gs + j), b = s.charAt(i + j);
                if (a != b) {
                    if (!ci) {
                        return false;
                    }
                    if ((fl & UNICODE_CASE) != 0) {
                        if (Character.toUpperCase(a) != Character.toUpperCase(b)
                                && Character.toLowerCase(a) != Character.toLowerCase(b)) {
                            return false;
                        }
                    } else if (a >= 128 || b >= 128 || toLowerAscii(a) != toLowerAscii(b)) {
                        return false;
                    }
                }
            }
            return next.match(m, i + len, s);
        }
    }

    static int toLowerAscii(int c) {
        return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }

    static boolean isLineTerminator(char ch, int fl) {
        if ((fl & UNIX_LINES) != 0) {
            return ch == '\n';
        }
        return ch == '\n' || ch == '\r' || (ch | 1) == 0x2029 || ch == 0x85;
    }

    static final class Anchor extends Node {
        final int kind;
        final int fl;

        Anchor(int kind, int fl, Node next) {
            this.kind = kind;
            this.fl = fl;
            this.next = next;
        }

        @Override
        boolean match(Matcher m, int i, CharSequence s) {
            int from = m.anchoringBounds ? m.from : 0;
            int end = m.anchoringBounds ? m.to : m.getTextLength();
            switch (kind) {
                case BEGIN:
                case INPUT_BEGIN:
                    return i == from && next.match(m, i, s);
                case CARET: {
                    if (i > from) {
                        char ch = s.charAt(i - 1);
                        if (!isLineTerminator(ch, fl)) {
                            return false;
                        }
                        if (ch == '\r' && (fl & UNIX_LINES) == 0 && i < s.length() && s.charAt(i) == '\n') {
                            return false;
                        }
                    }
                    if (i == end) {
                        m.hitEnd = true;
                        return false;
                    }
                    return next.match(m, i, s);
                }
                case DOLLAR:
                case INPUT_END_Z: {
                    boolean multi = kind == DOLLAR && (fl & MULTILINE) != 0;
                    boolean unix = (fl & UNIX_LINES) != 0;
                    if (!multi) {
                        if (i < end - 2) {
                            return false;
                        }
                        if (i == end - 2) {
                            if (unix || s.charAt(i) != '\r' || s.charAt(i + 1) != '\n') {
                                return false;
                            }
                        }
                    }
                    if (i < end) {
                        char ch = s.charAt(i);
                        if (ch == '\n') {
                            if (!unix && i > 0 && s.charAt(i - 1) == '\r') {
                                return false;
                            }
                            if (multi) {
                                return next.match(m, i, s);
                            }
                        } else if (!unix && (ch == '\r' || ch == 0x85 || (ch | 1) == 0x2029)) {
                            if (multi) {
                                return next.match(m, i, s);
                            }
                        } else {
                            return false;
                        }
                    }
                    m.hitEnd = true;
                    m.requireEnd = true;
                    return next.match(m, i, s);
                }
                case INPUT_END:
                    if (i == end) {
                        m.hitEnd = true;
                        return next.match(m, i, s);
                    }
                    return false;
                case LAST_MATCH:
                    return i == m.oldLast && next.match(m, i, s);
                case WORDB:
                case NOTWORDB: {
                    int lo = m.transparentBounds ? 0 : m.from;
                    int hi = m.transparentBounds ? m.getTextLength() : m.to;
                    boolean left = i > lo && isWord(s.charAt(i - 1), fl);
                    boolean right = i < hi && isWord(s.charAt(i), fl);
                    if (i >= hi) {
                        m.hitEnd = true;
                    }
                    boolean boundary = left != right;
                    return boundary == (kind == WORDB) && next.match(m, i, s);
                }
                default:
                    return false;
            }
        }

        private static boolean isWord(char ch, int fl) {
            if ((fl & UNICODE_CHARACTER_CLASS) != 0) {
                return Character.isLetterOrDigit(ch) || ch == '_';
            }
            return ch == '_' || Character.isLetterOrDigit(ch);
        }
    }
}
