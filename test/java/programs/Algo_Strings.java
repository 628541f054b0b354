// String algorithms on char arrays: reversal (words and characters),
// palindromes, Caesar and Vigenere ciphers, run-length encoding, KMP search,
// anagram check by counting, and longest common subsequence.
public class Algo_Strings {
    static String reverse(String s) {
        char[] c = s.toCharArray();
        for (int i = 0, j = c.length - 1; i < j; i++, j--) { char t = c[i]; c[i] = c[j]; c[j] = t; }
        return new String(c);
    }
    static String reverseWords(String s) {
        StringBuilder out = new StringBuilder();
        int end = s.length();
        for (int i = s.length() - 1; i >= -1; i--) {
            if (i == -1 || s.charAt(i) == ' ') {
                if (end > i + 1) { if (out.length() > 0) out.append(' '); out.append(s, i + 1, end); }
                end = i;
            }
        }
        return out.toString();
    }
    static boolean palindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) {
            char a = s.charAt(i), b = s.charAt(j);
            if (!Character.isLetterOrDigit(a)) { i++; continue; }
            if (!Character.isLetterOrDigit(b)) { j--; continue; }
            if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            i++; j--;
        }
        return true;
    }
    static String caesar(String s, int k) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 'a' && c <= 'z') sb.append((char) ('a' + Math.floorMod(c - 'a' + k, 26)));
            else if (c >= 'A' && c <= 'Z') sb.append((char) ('A' + Math.floorMod(c - 'A' + k, 26)));
            else sb.append(c);
        }
        return sb.toString();
    }
    static String vigenere(String s, String key, int dir) {
        StringBuilder sb = new StringBuilder();
        int k = 0;
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) { sb.append((char) ('A' + Math.floorMod(c - 'A' + dir * (key.charAt(k % key.length()) - 'A'), 26))); k++; }
            else sb.append(c);
        }
        return sb.toString();
    }
    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length();) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            sb.append(j - i).append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }
    static int kmp(String text, String pat) {
        int[] fail = new int[pat.length()];
        for (int i = 1, k = 0; i < pat.length(); i++) {
            while (k > 0 && pat.charAt(i) != pat.charAt(k)) k = fail[k - 1];
            if (pat.charAt(i) == pat.charAt(k)) k++;
            fail[i] = k;
        }
        int count = 0;
        for (int i = 0, k = 0; i < text.length(); i++) {
            while (k > 0 && text.charAt(i) != pat.charAt(k)) k = fail[k - 1];
            if (text.charAt(i) == pat.charAt(k)) k++;
            if (k == pat.length()) { count++; k = fail[k - 1]; }
        }
        return count;
    }
    static boolean anagram(String a, String b) {
        int[] cnt = new int[128];
        for (char c : a.toCharArray()) if (c != ' ') cnt[Character.toLowerCase(c)]++;
        for (char c : b.toCharArray()) if (c != ' ') cnt[Character.toLowerCase(c)]--;
        for (int v : cnt) if (v != 0) return false;
        return true;
    }
    static String lcs(String a, String b) {
        int[][] t = new int[a.length() + 1][b.length() + 1];
        for (int i = a.length() - 1; i >= 0; i--)
            for (int j = b.length() - 1; j >= 0; j--)
                t[i][j] = a.charAt(i) == b.charAt(j) ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
        StringBuilder sb = new StringBuilder();
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            if (a.charAt(i) == b.charAt(j)) { sb.append(a.charAt(i)); i++; j++; }
            else if (t[i + 1][j] >= t[i][j + 1]) i++; else j++;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(reverse("Lantern runs Java") + " | " + reverseWords("  the quick  brown fox ") + "|");
        for (String s : new String[] {"A man, a plan, a canal: Panama", "Was it a car or a cat I saw?", "not one", "", "x"}) System.out.print(palindrome(s) + " ");
        System.out.println();
        String msg = "Attack at Dawn, Zebra!";
        System.out.println(caesar(msg, 3) + " | " + caesar(caesar(msg, 3), -3) + " | " + caesar(msg, -29));
        String v = vigenere("ATTACK AT DAWN", "LEMON", 1);
        System.out.println(v + " | " + vigenere(v, "LEMON", -1));
        System.out.println(rle("aaabccddddde") + " " + rle("z") + " " + rle(""));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.append(i % 7 == 0 ? "abab" : "ab");
        System.out.println("kmp " + kmp(big.toString(), "abab") + " " + kmp("aaaaaa", "aa") + " " + kmp("lantern", "tern"));
        System.out.println(anagram("Dormitory", "Dirty room") + " " + anagram("listen", "silentx"));
        System.out.println("lcs " + lcs("AGGTABQWERTY", "GXTXAYBWRT") + " " + lcs("interpreter", "interrupted"));
    }
}
