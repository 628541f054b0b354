/*
 * java.beans.FeatureDescriptor: what every bean descriptor has -- names,
 * flags and named values -- and the JDK's toString shape
 * "Class[name=n; flag; key=value; values={k=v; ...}...]" that subclasses
 * extend through appendTo.  Values keep the order they were set in.
 */
package java.beans;

import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;

public class FeatureDescriptor {
    private String name;
    private String displayName;
    private String shortDescription;
    private boolean expert;
    private boolean hidden;
    private boolean preferred;
    private Map<String, Object> table;

    public FeatureDescriptor() {
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDisplayName() {
        return displayName == null ? getName() : displayName;
    }

    public void setDisplayName(String displayName) {
        this.displayName = displayName;
    }

    public boolean isExpert() {
        return expert;
    }

    public void setExpert(boolean expert) {
        this.expert = expert;
    }

    public boolean isHidden() {
        return hidden;
    }

    public void setHidden(boolean hidden) {
        this.hidden = hidden;
    }

    public boolean isPreferred() {
        return preferred;
    }

    public void setPreferred(boolean preferred) {
        this.preferred = preferred;
    }

    public String getShortDescription() {
        return shortDescription == null ? getDisplayName() : shortDescription;
    }

    public void setShortDescription(String text) {
        this.shortDescription = text;
    }

    public void setValue(String attributeName, Object value) {
        if (attributeName == null || value == null) {
            throw new NullPointerException();
        }
        if (table == null) {
            table = new LinkedHashMap<>();
        }
        table.put(attributeName, value);
    }

    public Object getValue(String attributeName) {
        return table == null || attributeName == null ? null : table.get(attributeName);
    }

    public Enumeration<String> attributeNames() {
        return Collections.enumeration(table == null ? Collections.<String>emptySet() : table.keySet());
    }

    static void appendTo(StringBuilder sb, String name, Object value) {
        if (value != null) {
            sb.append("; ").append(name).append("=").append(value);
        }
    }

    static void appendTo(StringBuilder sb, String name, boolean value) {
        if (value) {
            sb.append("; ").append(name);
        }
    }

    void appendTo(StringBuilder sb) {
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(getClass().getName());
        sb.append("[name=").append(name);
        appendTo(sb, "displayName", displayName);
        appendTo(sb, "shortDescription", shortDescription);
        appendTo(sb, "preferred", preferred);
        appendTo(sb, "hidden", hidden);
        appendTo(sb, "expert", expert);
        if (table != null && !table.isEmpty()) {
            sb.append("; values={");
            boolean first = true;
            for (Map.Entry<String, Object> e : table.entrySet()) {
                if (!first) {
                    sb.append("; ");
                }
                first = false;
                sb.append(e.getKey()).append("=").append(e.getValue());
            }
            sb.append("}");
        }
        appendTo(sb);
        return sb.append("]").toString();
    }
}
