/* java.util.zip.ZipConstants: the ZIP format's signatures, header sizes and field offsets (APPNOTE.TXT). */
package java.util.zip;

interface ZipConstants {
    long LOCSIG = 0x04034b50L;
    long EXTSIG = 0x08074b50L;
    long CENSIG = 0x02014b50L;
    long ENDSIG = 0x06054b50L;

    int LOCHDR = 30;
    int EXTHDR = 16;
    int CENHDR = 46;
    int ENDHDR = 22;

    int LOCVER = 4;
    int LOCFLG = 6;
    int LOCHOW = 8;
    int LOCTIM = 10;
    int LOCCRC = 14;
    int LOCSIZ = 18;
    int LOCLEN = 22;
    int LOCNAM = 26;
    int LOCEXT = 28;

    int EXTCRC = 4;
    int EXTSIZ = 8;
    int EXTLEN = 12;

    int CENVEM = 4;
    int CENVER = 6;
    int CENFLG = 8;
    int CENHOW = 10;
    int CENTIM = 12;
    int CENCRC = 16;
    int CENSIZ = 20;
    int CENLEN = 24;
    int CENNAM = 28;
    int CENEXT = 30;
    int CENCOM = 32;
    int CENDSK = 34;
    int CENATT = 36;
    int CENATX = 38;
    int CENOFF = 42;

    int ENDSUB = 8;
    int ENDTOT = 10;
    int ENDSIZ = 12;
    int ENDOFF = 16;
    int ENDCOM = 20;

    /* ZIP64: the end record, its locator, the 8-byte data descriptor */
    long ZIP64_ENDSIG = 0x06064b50L;
    long ZIP64_LOCSIG = 0x07064b50L;
    int ZIP64_ENDHDR = 56;
    int ZIP64_LOCHDR = 20;
    int ZIP64_EXTHDR = 24;
    int ZIP64_EXTID = 0x0001;
    int ZIP64_MAGICCOUNT = 0xFFFF;
    long ZIP64_MAGICVAL = 0xFFFFFFFFL;
    int ZIP64_ENDTOT = 32;
    int ZIP64_ENDSIZ = 40;
    int ZIP64_ENDOFF = 48;
    int ZIP64_LOCOFF = 8;
    int ZIP64_EXTCRC = 4;
    int ZIP64_EXTSIZ = 8;
    int ZIP64_EXTLEN = 16;
}
