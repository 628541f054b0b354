/*
 * XmlWellFormed <file>: parses the file with the JDK's XML parser (no
 * validation, no external entities or DTDs fetched) and prints the root
 * element's name and how many <g class="f"> frames it holds; exit 1 with
 * the parser's message if it is not well-formed.  Run on the host JDK as a
 * source file (java XmlWellFormed.java flame.svg) by the flame-graph test,
 * so that the check does not rest on the SVG's own writer.
 */
import java.io.File;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

public class XmlWellFormed {
    public static void main(String[] args) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document d;
        try {
            d = f.newDocumentBuilder().parse(new File(args[0]));
        } catch (org.xml.sax.SAXParseException e) {
            System.out.println("not well-formed: line " + e.getLineNumber() + ", column "
                    + e.getColumnNumber() + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        Element root = d.getDocumentElement();
        NodeList gs = d.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
        int frames = 0;
        for (int i = 0; i < gs.getLength(); i++)
            if ("f".equals(((Element) gs.item(i)).getAttribute("class")))
                frames++;
        System.out.println("well-formed: root " + root.getNamespaceURI() + " " + root.getLocalName()
                + ", " + frames + " frames");
    }
}
