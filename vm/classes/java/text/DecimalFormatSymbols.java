/*
 * java.text.DecimalFormatSymbols: the characters DecimalFormat prints.  en-US
 * values, with the decimal comma and dot grouping of German-style locales
 * and French's comma and narrow no-break space (JDK 17's CLDR data).
 */
package java.text;

import java.util.Locale;

public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String NaN = "NaN";
    private char minusSign = '-';
    private String currencySymbol = "$";
    private String intlCurrencySymbol = "USD";
    private char monetarySeparator = '.';
    private String exponential = "E";

    public DecimalFormatSymbols() {
        this(Locale.getDefault());
    }

    public DecimalFormatSymbols(Locale locale) {
        String lang = locale.getLanguage();
        if (lang.equals("de") || lang.equals("it") || lang.equals("es") || lang.equals("nl")
            || lang.equals("pt") || lang.equals("da")) {
            decimalSeparator = ',';
            monetarySeparator = ',';
            groupingSeparator = '.';
        } else if (lang.equals("fr")) {
            decimalSeparator = ',';
            monetarySeparator = ',';
            groupingSeparator = '\u202f';
        }
        String country = locale.getCountry();
        if (!country.equals("US")) {
            currencySymbol = "\u00a4";
            intlCurrencySymbol = "XXX";
            if (country.equals("CA")) {
                currencySymbol = "$";
                intlCurrencySymbol = "CAD";
            } else if (country.equals("GB")) {
                currencySymbol = "\u00a3";
                intlCurrencySymbol = "GBP";
            } else if (country.equals("DE") || country.equals("FR") || country.equals("IT")
                       || country.equals("ES") || country.equals("NL")) {
                currencySymbol = "\u20ac";
                intlCurrencySymbol = "EUR";
            }
        }
    }

    public static final DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.US};
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char zeroDigit) {
        this.zeroDigit = zeroDigit;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char c) {
        groupingSeparator = c;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char c) {
        decimalSeparator = c;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char c) {
        perMill = c;
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char c) {
        percent = c;
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char c) {
        digit = c;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char c) {
        patternSeparator = c;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String s) {
        infinity = s;
    }

    public String getNaN() {
        return NaN;
    }

    public void setNaN(String s) {
        NaN = s;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char c) {
        minusSign = c;
    }

    public String getCurrencySymbol() {
        return currencySymbol;
    }

    public void setCurrencySymbol(String s) {
        currencySymbol = s;
    }

    public String getInternationalCurrencySymbol() {
        return intlCurrencySymbol;
    }

    public void setInternationalCurrencySymbol(String s) {
        intlCurrencySymbol = s;
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char c) {
        monetarySeparator = c;
    }

    public String getExponentSeparator() {
        return exponential;
    }

    public void setExponentSeparator(String exp) {
        if (exp == null) {
            throw new NullPointerException();
        }
        exponential = exp;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof DecimalFormatSymbols)) {
            return false;
        }
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator
            && decimalSeparator == o.decimalSeparator && percent == o.percent && perMill == o.perMill
            && digit == o.digit && minusSign == o.minusSign && patternSeparator == o.patternSeparator
            && infinity.equals(o.infinity) && NaN.equals(o.NaN) && currencySymbol.equals(o.currencySymbol)
            && intlCurrencySymbol.equals(o.intlCurrencySymbol) && monetarySeparator == o.monetarySeparator
            && exponential.equals(o.exponential);
    }

    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
