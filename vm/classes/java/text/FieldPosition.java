/*
 * java.text.FieldPosition: which field a format call should report, and the
 * begin/end indices it found for it in the output.
 */
package java.text;

public class FieldPosition {
    int field;
    int endIndex;
    int beginIndex;
    private Format.Field attribute;

    public FieldPosition(int field) {
        this.field = field;
    }

    public FieldPosition(Format.Field attribute) {
        this(attribute, -1);
    }

    public FieldPosition(Format.Field attribute, int fieldID) {
        this.attribute = attribute;
        this.field = fieldID;
    }

    public Format.Field getFieldAttribute() {
        return attribute;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    /** Records [begin, end) when this position asks for the field (by id or attribute). */
    void found(int fieldId, Format.Field attr, int begin, int end) {
        if ((attribute != null && attribute == attr) || (attribute == null && field == fieldId)) {
            if (beginIndex == 0 && endIndex == 0) {
                beginIndex = begin;
                endIndex = end;
            }
        }
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition)) {
            return false;
        }
        FieldPosition o = (FieldPosition) obj;
        return field == o.field && beginIndex == o.beginIndex && endIndex == o.endIndex
            && java.util.Objects.equals(attribute, o.attribute);
    }

    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=" + attribute
            + ",beginIndex=" + beginIndex + ",endIndex=" + endIndex + ']';
    }
}
