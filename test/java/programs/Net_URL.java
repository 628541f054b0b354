// java.net.URL and URI: parsing (protocol, authority, host, port, path,
// query, reference), printing, equals/hashCode, relative specs, the
// MalformedURLException and URISyntaxException messages, toURI/toURL, and
// URLEncoder/URLDecoder with UTF-8.  No host is ever resolved: hash codes
// are printed for URLs only where the host is empty or the JDK's falls
// back to the name.
import java.net.*;
public class Net_URL {
  static void p(String s) {
    try { URL u = new URL(s);
      System.out.println(s+" -> "+u+" proto="+u.getProtocol()+" host=["+u.getHost()+"] port="+u.getPort()+" def="+u.getDefaultPort()+" auth="+u.getAuthority()+" path="+u.getPath()+" file="+u.getFile()+" q="+u.getQuery()+" ref="+u.getRef()+" ui="+u.getUserInfo()+" hash="+(u.getHost().isEmpty() ? u.hashCode() : 0));
    } catch (Exception e) { System.out.println(s+" !! "+e); }
  }
  public static void main(String[] a) throws Exception {
    String[] specs = {"file:/tmp/x.txt","file:///tmp/x.txt","file://host/a/b","file:rel/x","FILE:/A/B","http://user@Example.com:8080/a/b/../c/./d?q=1#frag","http://example.com","http://example.com?x","jar:file:/tmp/a.jar!/p/q.txt","jar:file:/tmp/a.jar","xyz:/foo","foo","","  file:/trim  ","url:file:/u","http://h:abc/","file:/a/b/..","file:/a/./b/.","http://h/a#b#c","mailto:me@x.org","jar:nope!/x", "file:/a b/c%20d", "file:/a/../../b"};
    for (String s : specs) p(s);
    URL u1 = new URL("file:/tmp/x"), u2 = new URL("file:///tmp/x");
    System.out.println(u1.equals(u2)+" "+(u1.hashCode()==u2.hashCode())+" "+u1.sameFile(new URL("file:/tmp/x#r")));
    System.out.println(new URL("jar:file:/tmp/a.jar!/p/q.txt").hashCode());
    System.out.println(new URL(new URL("file:/a/b/c.txt"), "d.txt")+" "+new URL(new URL("file:/a/b/c.txt"), "/z")+" "+new URL(new URL("file:/a/b/c.txt"), "../y")+" "+new URL(new URL("jar:file:/a.jar!/p/c.txt"), "d.txt"));
    System.out.println(new URL("file", "", "/x/y") + " " + new URL("http", "h", 81, "/x?y") + " " + new URL("file", null, -1, "/x/y"));
    System.out.println(new URL("file:/tmp/x").toURI()+" "+new URL("http://h/a b").toExternalForm());
    try { new URL("http://h/a b").toURI(); } catch (Exception e) { System.out.println(e); }
    String[] us = {"http://u@h:8/p/q?x=1#f","file:/tmp/x","mailto:a@b","rel/path?q","urn:isbn:123","http://h","/abs#f","a b", "http://h/%zz", ":x", "jar:file:/a.jar!/x"};
    for (String s : us) { try { URI x = new URI(s); System.out.println(s+" => "+x+" scheme="+x.getScheme()+" ssp="+x.getSchemeSpecificPart()+" auth="+x.getAuthority()+" host="+x.getHost()+" port="+x.getPort()+" path="+x.getPath()+" q="+x.getQuery()+" f="+x.getFragment()+" abs="+x.isAbsolute()+" opaque="+x.isOpaque()+" hash="+x.hashCode()); } catch (Exception e) { System.out.println(s+" !! "+e); } }
    System.out.println(URI.create("file:/tmp/x").toURL());
    try { URI.create("rel").toURL(); } catch (Exception e) { System.out.println(e); }
    try { URI.create("a b"); } catch (Exception e) { System.out.println(e+" / "+e.getCause()); }
    System.out.println(URLEncoder.encode("a b&c=d/\u00e9~*", "UTF-8")+" "+URLDecoder.decode("a+b%26c%3Dd%2F%C3%A9", "UTF-8").replace("\u00e9", "<e-acute>"));
    try { URLDecoder.decode("%zz", "UTF-8"); } catch (Exception e) { System.out.println(e); }
    try { URLDecoder.decode("%2", "UTF-8"); } catch (Exception e) { System.out.println(e); }
  }
}
