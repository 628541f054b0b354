/*
 * java.net.URLDecoder: the inverse of URLEncoder -- '+' is a space, runs of
 * %XX are bytes decoded in the charset; the JDK's IllegalArgumentException
 * messages for a bad or incomplete escape.
 */
package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class URLDecoder {
    private URLDecoder() {
    }

    @Deprecated
    public static String decode(String s) {
        return decode(s, StandardCharsets.UTF_8);
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty()) {
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        }
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return decode(s, cs);
    }

    public static String decode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("Charset");
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length();) {
            char c = s.charAt(i);
            if (c == '+') {
                sb.append(' ');
                i++;
            } else if (c != '%') {
                sb.append(c);
                i++;
            } else {
                byte[] bytes = new byte[(s.length() - i) / 3];
                int n = 0;
                while (i + 2 < s.length() && s.charAt(i) == '%') {
                    int hi = Character.digit(s.charAt(i + 1), 16), lo = Character.digit(s.charAt(i + 2), 16);
                    if (hi < 0 || lo < 0) {
                        throw new IllegalArgumentException("URLDecoder: Illegal hex characters in escape (%) pattern - "
                            + "Error at index " + (hi < 0 ? 0 : 1) + " in: \"" + s.substring(i + 1, i + 3) + "\"");
                    }
                    bytes[n++] = (byte) (hi * 16 + lo);
                    i += 3;
                }
                if (i < s.length() && s.charAt(i) == '%') {
                    throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
                }
                sb.append(new String(bytes, 0, n, charset));
            }
        }
        return sb.toString();
    }
}
