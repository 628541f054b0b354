/*
 * java.net.URLConnection, the part file: and jar: URLs use: the flags a
 * caller may set before connecting, and header-style getters that a
 * subclass answers through getHeaderField.  No protocol handlers: URL
 * picks the subclass itself (URL.openConnection).  Request properties
 * are kept but go nowhere; input is the only direction.
 */
package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public abstract class URLConnection {
    protected URL url;
    protected boolean doInput = true;
    protected boolean doOutput = false;
    protected boolean allowUserInteraction = defaultAllowUserInteraction;
    protected boolean useCaches;
    protected long ifModifiedSince = 0;
    protected boolean connected = false;

    private static boolean defaultAllowUserInteraction = false;
    private static volatile boolean defaultUseCaches = true;
    private int connectTimeout;
    private int readTimeout;
    private final Map<String, List<String>> requests = new LinkedHashMap<>();

    protected URLConnection(URL url) {
        this.url = url;
        this.useCaches = defaultUseCaches;
    }

    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public void setConnectTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can not be negative");
        }
        connectTimeout = timeout;
    }

    public int getConnectTimeout() {
        return connectTimeout;
    }

    public void setReadTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can not be negative");
        }
        readTimeout = timeout;
    }

    public int getReadTimeout() {
        return readTimeout;
    }

    public int getContentLength() {
        long l = getContentLengthLong();
        return l > Integer.MAX_VALUE ? -1 : (int) l;
    }

    public long getContentLengthLong() {
        return getHeaderFieldLong("content-length", -1);
    }

    public String getContentType() {
        return getHeaderField("content-type");
    }

    public String getContentEncoding() {
        return getHeaderField("content-encoding");
    }

    public long getExpiration() {
        return 0;
    }

    public long getDate() {
        return 0;
    }

    public long getLastModified() {
        return 0;
    }

    public String getHeaderField(String name) {
        return null;
    }

    public Map<String, List<String>> getHeaderFields() {
        return Collections.emptyMap();
    }

    public int getHeaderFieldInt(String name, int dflt) {
        String v = getHeaderField(name);
        try {
            return v == null ? dflt : Integer.parseInt(v);
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

    public long getHeaderFieldLong(String name, long dflt) {
        String v = getHeaderField(name);
        try {
            return v == null ? dflt : Long.parseLong(v);
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

    public String getHeaderFieldKey(int n) {
        return null;
    }

    public String getHeaderField(int n) {
        return null;
    }

    public Object getContent() throws IOException {
        return getInputStream();
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public String toString() {
        return getClass().getName() + ":" + url;
    }

    public void setDoInput(boolean doinput) {
        checkConnected();
        doInput = doinput;
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoOutput(boolean dooutput) {
        checkConnected();
        doOutput = dooutput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    public void setAllowUserInteraction(boolean allowuserinteraction) {
        checkConnected();
        allowUserInteraction = allowuserinteraction;
    }

    public boolean getAllowUserInteraction() {
        return allowUserInteraction;
    }

    public static void setDefaultAllowUserInteraction(boolean defaultallowuserinteraction) {
        defaultAllowUserInteraction = defaultallowuserinteraction;
    }

    public static boolean getDefaultAllowUserInteraction() {
        return defaultAllowUserInteraction;
    }

    public void setUseCaches(boolean usecaches) {
        checkConnected();
        useCaches = usecaches;
    }

    public boolean getUseCaches() {
        return useCaches;
    }

    public void setIfModifiedSince(long ifmodifiedsince) {
        checkConnected();
        ifModifiedSince = ifmodifiedsince;
    }

    public long getIfModifiedSince() {
        return ifModifiedSince;
    }

    public boolean getDefaultUseCaches() {
        return defaultUseCaches;
    }

    public void setDefaultUseCaches(boolean defaultusecaches) {
        defaultUseCaches = defaultusecaches;
    }

    public static void setDefaultUseCaches(String protocol, boolean defaultVal) {
    }

    public static boolean getDefaultUseCaches(String protocol) {
        return defaultUseCaches;
    }

    public void setRequestProperty(String key, String value) {
        checkConnected();
        if (key == null) {
            throw new NullPointerException("key is null");
        }
        List<String> l = new java.util.ArrayList<>();
        l.add(value);
        requests.put(key, l);
    }

    public void addRequestProperty(String key, String value) {
        checkConnected();
        if (key == null) {
            throw new NullPointerException("key is null");
        }
        requests.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(0, value);
    }

    public String getRequestProperty(String key) {
        checkConnected();
        List<String> l = key == null ? null : requests.get(key);
        return l == null || l.isEmpty() ? null : l.get(0);
    }

    public Map<String, List<String>> getRequestProperties() {
        checkConnected();
        return Collections.unmodifiableMap(requests);
    }

    public static String guessContentTypeFromName(String fname) {
        int dot = fname.lastIndexOf('.');
        String ext = dot < 0 ? "" : fname.substring(dot + 1).toLowerCase();
        switch (ext) {
        case "txt": case "text": case "java": case "c": case "h": case "properties": case "mf":
            return "text/plain";
        case "html": case "htm":
            return "text/html";
        case "xml":
            return "application/xml";
        case "class":
            return "application/java-vm";
        case "jar":
            return "application/java-archive";
        case "zip":
            return "application/zip";
        case "gif":
            return "image/gif";
        case "png":
            return "image/png";
        case "jpg": case "jpeg":
            return "image/jpeg";
        default:
            return null;
        }
    }

    private void checkConnected() {
        if (connected) {
            throw new IllegalStateException("Already connected");
        }
    }
}
