/*
 * java.net.URLEncoder: application/x-www-form-urlencoded.  Letters, digits
 * and ".-*_" stay, space becomes '+', every other character its bytes in
 * the charset as %XX (upper-case hex).  Charsets by name through
 * Charset.forName; the deprecated one-argument form uses UTF-8.
 */
package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class URLEncoder {
    private URLEncoder() {
    }

    @Deprecated
    public static String encode(String s) {
        return encode(s, StandardCharsets.UTF_8);
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("charsetName");
        }
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, cs);
    }

    public static String encode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length();) {
            char c = s.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || ".-*_".indexOf(c) >= 0) {
                sb.append(c);
                i++;
            } else if (c == ' ') {
                sb.append('+');
                i++;
            } else {
                int j = i + 1;
                if (Character.isHighSurrogate(c) && j < s.length() && Character.isLowSurrogate(s.charAt(j))) {
                    j++;
                }
                for (byte b : s.substring(i, j).getBytes(charset)) {
                    sb.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xf, 16)))
                      .append(Character.toUpperCase(Character.forDigit(b & 0xf, 16)));
                }
                i = j;
            }
        }
        return sb.toString();
    }
}
