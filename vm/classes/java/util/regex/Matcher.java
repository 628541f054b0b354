/*
 * java.util.regex.Matcher: one Pattern applied to one input.
 *
 * State: groups[2k], groups[2k+1] are the bounds of group k of the last
 * match (-1 when it did not take part); first/last bound the last match
 * (first < 0: no current match); [from, to) is the region.  locals holds
 * the pattern's per-match scratch (group starts, loop counters); nodes
 * restore what they change, so it is all -1 between attempts.
 * Replacement strings follow the JDK: $n (greedy while the number names a
 * group), ${name}, and \ escaping the next char.
 */
package java.util.regex;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

public final class Matcher implements MatchResult {
    static final int NOANCHOR = 0, ENDANCHOR = 1;

    private Pattern parentPattern;
    private CharSequence text;
    int[] groups;
    int[] locals;
    int from, to;
    int first = -1, last = 0;
    int oldLast = -1;
    int lastAppendPosition = 0;
    int acceptMode;
    int lookEnd;
    boolean hitEnd, requireEnd;
    boolean transparentBounds = false;
    boolean anchoringBounds = true;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        allocate();
        reset();
    }

    private void allocate() {
        int g = Math.max(parentPattern.groupCount + 1, 10);
        groups = new int[g * 2];
        locals = new int[Math.max(parentPattern.localCount, 1)];
        java.util.Arrays.fill(locals, -1);
    }

    public Pattern pattern() {
        return parentPattern;
    }

    public MatchResult toMatchResult() {
        String t = first >= 0 ? text.toString() : null;
        return new Snapshot(t, first, last, groups.clone(), groupCount());
    }

    /* An immutable copy of one match. */
    private static final class Snapshot implements MatchResult {
        private final String text;
        private final int first, last, groupCount;
        private final int[] groups;

        Snapshot(String text, int first, int last, int[] groups, int groupCount) {
            this.text = text;
            this.first = first;
            this.last = last;
            this.groups = groups;
            this.groupCount = groupCount;
        }

        private void check(int group) {
            if (first < 0) {
                throw new IllegalStateException("No match found");
            }
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
        }

        @Override
        public int start() {
            return start(0);
        }

        @Override
        public int start(int group) {
            check(group);
            return groups[group * 2];
        }

        @Override
        public int end() {
            return end(0);
        }

        @Override
        public int end(int group) {
            check(group);
            return groups[group * 2 + 1];
        }

        @Override
        public String group() {
            return group(0);
        }

        @Override
        public String group(int group) {
            check(group);
            int s = groups[group * 2], e = groups[group * 2 + 1];
            return s < 0 || e < 0 ? null : text.substring(s, e);
        }

        @Override
        public int groupCount() {
            return groupCount;
        }
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        allocate();
        java.util.Arrays.fill(groups, -1);
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        java.util.Arrays.fill(groups, -1);
        java.util.Arrays.fill(locals, -1);
        lastAppendPosition = 0;
        from = 0;
        to = getTextLength();
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    int getTextLength() {
        return text.length();
    }

    private void checkMatch() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
    }

    @Override
    public int start() {
        checkMatch();
        return first;
    }

    @Override
    public int start(int group) {
        checkMatch();
        checkGroup(group);
        return groups[group * 2];
    }

    public int start(String name) {
        return start(getMatchedGroupIndex(name));
    }

    @Override
    public int end() {
        checkMatch();
        return last;
    }

    @Override
    public int end(int group) {
        checkMatch();
        checkGroup(group);
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return end(getMatchedGroupIndex(name));
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
    }

    @Override
    public String group() {
        return group(0);
    }

    @Override
    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        checkGroup(group);
        if (groups[group * 2] == -1 || groups[group * 2 + 1] == -1) {
            return null;
        }
        return text.subSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public String group(String name) {
        int g = getMatchedGroupIndex(name);
        if (groups[g * 2] == -1 || groups[g * 2 + 1] == -1) {
            return null;
        }
        return text.subSequence(groups[g * 2], groups[g * 2 + 1]).toString();
    }

    private int getMatchedGroupIndex(String name) {
        Objects.requireNonNull(name, "Group name");
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        int g = parentPattern.groupIndex(name);
        if (g < 0) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    @Override
    public int groupCount() {
        return parentPattern.groupCount;
    }

    public boolean matches() {
        return match(from, ENDANCHOR);
    }

    public boolean lookingAt() {
        return match(from, NOANCHOR);
    }

    public boolean find() {
        int next = last;
        if (next == first) {
            next++;
        }
        if (next < from) {
            next = from;
        }
        if (next > to) {
            java.util.Arrays.fill(groups, -1);
            return false;
        }
        return search(next);
    }

    public boolean find(int start) {
        int limit = getTextLength();
        if (start < 0 || start > limit) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    private boolean search(int start) {
        hitEnd = false;
        requireEnd = false;
        start = start < 0 ? 0 : start;
        acceptMode = NOANCHOR;
        java.util.Arrays.fill(groups, -1);
        oldLast = oldLast < 0 ? start : oldLast;
        boolean result = false;
        for (int i = start; i <= to; i++) {
            if (parentPattern.root.match(this, i, text)) {
                first = i;
                groups[0] = first;
                groups[1] = last;
                result = true;
                break;
            }
        }
        if (!result) {
            first = -1;
        }
        oldLast = last;
        return result;
    }

    private boolean match(int start, int mode) {
        hitEnd = false;
        requireEnd = false;
        acceptMode = mode;
        java.util.Arrays.fill(groups, -1);
        oldLast = oldLast < 0 ? start : oldLast;
        boolean result = parentPattern.root.match(this, start, text);
        if (result) {
            first = start;
            groups[0] = first;
            groups[1] = last;
        } else {
            first = -1;
        }
        oldLast = last;
        acceptMode = NOANCHOR;
        return result;
    }

    public boolean hitEnd() {
        return hitEnd;
    }

    public boolean requireEnd() {
        return requireEnd;
    }

    public Matcher region(int start, int end) {
        if (start < 0 || start > getTextLength()) {
            throw new IndexOutOfBoundsException("start");
        }
        if (end < 0 || end > getTextLength()) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') == -1 && s.indexOf('$') == -1) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        checkMatch();
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        checkMatch();
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        return this;
    }

    private void appendExpandedReplacement(String replacement, StringBuilder result) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                result.append(replacement.charAt(cursor));
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < replacement.length()) {
                        nextChar = replacement.charAt(cursor);
                        if ((nextChar >= 'a' && nextChar <= 'z') || (nextChar >= 'A' && nextChar <= 'Z')
                                || (nextChar >= '0' && nextChar <= '9')) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (gname.charAt(0) >= '0' && gname.charAt(0) <= '9') {
                        throw new IllegalArgumentException(
                            "capturing group name {" + gname + "} starts with digit character");
                    }
                    int g = parentPattern.groupIndex(gname);
                    if (g < 0) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    refNum = g;
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if (refNum < 0 || refNum > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    boolean done = false;
                    while (!done) {
                        if (cursor >= replacement.length()) {
                            break;
                        }
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if (nextDigit < 0 || nextDigit > 9) {
                            break;
                        }
                        int newRefNum = refNum * 10 + nextDigit;
                        if (groupCount() < newRefNum) {
                            done = true;
                        } else {
                            refNum = newRefNum;
                            cursor++;
                        }
                    }
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                String replacement = replacer.apply(this);
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    /* Lazy: each element is the next find(), as a snapshot. */
    public Stream<MatchResult> results() {
        return StreamSupport.stream(new Iterable<MatchResult>() {
            @Override
            public Iterator<MatchResult> iterator() {
                return new Iterator<MatchResult>() {
                    private int state = -1;   // -1 unknown, 0 done, 1 found

                    @Override
                    public boolean hasNext() {
                        if (state < 0) {
                            state = find() ? 1 : 0;
                        }
                        return state == 1;
                    }

                    @Override
                    public MatchResult next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        state = -1;
                        return toMatchResult();
                    }
                };
            }
        });
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacer.apply(this));
        appendTail(sb);
        return sb.toString();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher")
            .append("[pattern=").append(pattern())
            .append(" region=").append(regionStart()).append(',').append(regionEnd())
            .append(" lastmatch=");
        if (first >= 0 && group() != null) {
            sb.append(group());
        }
        sb.append(']');
        return sb.toString();
    }
}
