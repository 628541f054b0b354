/*
 * test_classpath.c -- unit tests of vm/classpath/zip.c (zip/jar reading) and
 * vm/classpath/classpath.c (the class path, wildcards, manifests, `java -jar` checks).
 *
 * Two kinds of archives:
 *   - real jars made at build time by the JDK's `jar` tool into cpdata/
 *     (test/classpath/make_jars.cmake): deflated.jar and stored.jar hold
 *     cpdata/tree (top.txt, big.txt, p/A.class, p/empty.txt, p/q/B.txt);
 *     main.jar has Main-Class p.A and Class-Path "lib/dep.jar classes/
 *     sp%20ace/sp.jar missing.jar http://..."; nomain.jar a manifest without
 *     Main-Class; nomanifest.jar none; cyc1.jar and cyc2.jar name each other;
 *     wild/ holds one.jar, TWO.JAR, three.Jar, notes.txt and inner/one.jar.
 *     Without the jar tool (CLASSPATH_HAVE_JARS undefined) those cases say so and pass.
 *   - archives this file writes itself (zw_* below), good and then damaged
 *     on purpose: truncated, flipped bytes, bad offsets, bad compressed data,
 *     CRC mismatch.  A damaged archive must give a clean error (and no ASan
 *     report), or -- where the damage cannot matter -- the original bytes.
 * Files are written to the working directory (CTest runs a test in its build
 * directory), one name per case, so cases can run in parallel.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "classpath/classpath.h"
#include "os.h"
#include "unit.h"
#include "classpath/zip.h"

/* One os_init for the whole process, so that "--all" does not cycle the
 * layer: os_shutdown drops APR's pool but os_monitor keeps its free list of
 * monitor records whose mutexes lived in that pool (reported to the lead). */
static void shutdown_once(void) { os_shutdown(); }
static void setup(void)
{
    static bool done;
    if (done) return;
    done = true;
    os_init();
    atexit(shutdown_once);
}
static void teardown(void) {}

#define D "cpdata/"

static bool have_jars(void)
{
#if defined(CLASSPATH_HAVE_JARS)
    return true;
#else
    printf("skipped: the JDK's jar tool was not found at configure time\n");
    return false;
#endif
}

/* ---- small helpers ------------------------------------------------------ */

static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    uint8_t *b = malloc(cap);
    size_t got;
    while (b && (got = fread(b + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *nb = realloc(b, cap *= 2);
            if (!nb) {
                free(b);
                b = NULL;
            }
            b = nb;
        }
    }
    fclose(f);
    *len = n;
    return b;
}

static bool spit(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

static char sep_str[2];
/* Joins class-path entries with the platform's separator (static buffer). */
static const char *cpjoin(int n, ...)
{
    static char out[1024];
    va_list ap;
    va_start(ap, n);
    out[0] = 0;
    sep_str[0] = os_path_separator();
    for (int i = 0; i < n; i++) {
        if (i) strcat(out, sep_str);
        strcat(out, va_arg(ap, const char *));
    }
    va_end(ap);
    return out;
}

/* Reads an entry through zip_find + zip_read and compares it with a file. */
static bool entry_matches_file(zip_archive *z, const char *name, const char *file)
{
    long i = zip_find(z, name);
    if (i < 0) {
        fprintf(stderr, "no entry %s\n", name);
        return false;
    }
    uint8_t *got;
    size_t glen, wlen;
    char err[256];
    if (zip_read(z, (size_t)i, &got, &glen, err, sizeof err) != ZIP_OK) {
        fprintf(stderr, "read %s: %s\n", name, err);
        return false;
    }
    uint8_t *want = slurp(file, &wlen);
    bool ok = want && glen == wlen && memcmp(got, want, glen) == 0 && got[glen] == 0;
    free(got);
    free(want);
    return ok;
}

/* ---- a zip writer for crafted archives ---------------------------------- */

typedef struct zw_entry {
    const char *name;
    const char *data;
    size_t len;
    int method;        /* 0 or 8 */
    bool descriptor;   /* sizes and CRC after the data, zeros in the LOC header */
} zw_entry;

typedef struct zw_opts {
    size_t prefix;       /* bytes of junk in front (self-extractor style) */
    const char *comment; /* archive comment */
    bool zip64;          /* Zip64 EOCD + locator, sentinels in the EOCD */
    bool zip64_extra;    /* Zip64 extra fields in the CEN, sentinels in its fields */
} zw_opts;

typedef struct zw_layout {
    size_t loc[8], data[8], cen[8], cd_start, eocd, z64eocd, size;
    size_t clen[8];
} zw_layout;

typedef struct zbuf {
    uint8_t *p;
    size_t n, cap;
} zbuf;

static void zb_put(zbuf *b, const void *d, size_t n)
{
    if (b->n + n > b->cap) {
        while (b->n + n > b->cap) b->cap = b->cap ? b->cap * 2 : 1024;
        b->p = realloc(b->p, b->cap);
    }
    memcpy(b->p + b->n, d, n);
    b->n += n;
}
static void zb_16(zbuf *b, unsigned v)
{
    uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    zb_put(b, x, 2);
}
static void zb_32(zbuf *b, uint32_t v)
{
    zb_16(b, v & 0xFFFF);
    zb_16(b, v >> 16);
}
static void zb_64(zbuf *b, uint64_t v)
{
    zb_32(b, (uint32_t)v);
    zb_32(b, (uint32_t)(v >> 32));
}

static uint8_t *deflate_raw(const char *data, size_t len, size_t *out_len)
{
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    deflateInit2(&zs, 6, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    size_t cap = deflateBound(&zs, (uLong)len) + 16;
    uint8_t *out = malloc(cap);
    zs.next_in = (Bytef *)data;
    zs.avail_in = (uInt)len;
    zs.next_out = out;
    zs.avail_out = (uInt)cap;
    deflate(&zs, Z_FINISH);
    *out_len = zs.total_out;
    deflateEnd(&zs);
    return out;
}

/* Builds an archive in memory; *lay tells where each part went. */
static uint8_t *zw_build(const zw_entry *e, int n, const zw_opts *o, zw_layout *lay, size_t *len)
{
    zbuf b = {0};
    memset(lay, 0, sizeof *lay);
    for (size_t i = 0; i < o->prefix; i++) zb_put(&b, "#", 1);
    uint32_t crc[8];
    for (int i = 0; i < n; i++) {
        crc[i] = (uint32_t)crc32(0, (const Bytef *)e[i].data, (uInt)e[i].len);
        size_t clen = e[i].len;
        uint8_t *comp = NULL;
        if (e[i].method == 8) comp = deflate_raw(e[i].data, e[i].len, &clen);
        lay->clen[i] = clen;
        lay->loc[i] = b.n;
        zb_32(&b, 0x04034b50);
        zb_16(&b, 20);
        zb_16(&b, e[i].descriptor ? 8 : 0);
        zb_16(&b, (unsigned)e[i].method);
        zb_16(&b, 0);
        zb_16(&b, 0x21);
        zb_32(&b, e[i].descriptor ? 0 : crc[i]);
        zb_32(&b, e[i].descriptor ? 0 : (uint32_t)clen);
        zb_32(&b, e[i].descriptor ? 0 : (uint32_t)e[i].len);
        zb_16(&b, (unsigned)strlen(e[i].name));
        zb_16(&b, 0);
        zb_put(&b, e[i].name, strlen(e[i].name));
        lay->data[i] = b.n;
        zb_put(&b, comp ? (const char *)comp : e[i].data, clen);
        free(comp);
        if (e[i].descriptor) {
            zb_32(&b, 0x08074b50);
            zb_32(&b, crc[i]);
            zb_32(&b, (uint32_t)clen);
            zb_32(&b, (uint32_t)e[i].len);
        }
    }
    lay->cd_start = b.n;
    for (int i = 0; i < n; i++) {
        lay->cen[i] = b.n;
        bool x = o->zip64_extra;
        zb_32(&b, 0x02014b50);
        zb_16(&b, 45);
        zb_16(&b, 20);
        zb_16(&b, e[i].descriptor ? 8 : 0);
        zb_16(&b, (unsigned)e[i].method);
        zb_16(&b, 0);
        zb_16(&b, 0x21);
        zb_32(&b, crc[i]);
        zb_32(&b, x ? 0xFFFFFFFFu : (uint32_t)lay->clen[i]);
        zb_32(&b, x ? 0xFFFFFFFFu : (uint32_t)e[i].len);
        zb_16(&b, (unsigned)strlen(e[i].name));
        zb_16(&b, x ? 4 + 24 : 0);
        zb_16(&b, 0);
        zb_16(&b, 0);
        zb_16(&b, 0);
        zb_32(&b, 0);
        zb_32(&b, x ? 0xFFFFFFFFu : (uint32_t)(lay->loc[i] - o->prefix));
        zb_put(&b, e[i].name, strlen(e[i].name));
        if (x) {
            zb_16(&b, 1);
            zb_16(&b, 24);
            zb_64(&b, e[i].len);
            zb_64(&b, lay->clen[i]);
            zb_64(&b, lay->loc[i] - o->prefix);
        }
    }
    size_t cd_size = b.n - lay->cd_start;
    if (o->zip64) {
        lay->z64eocd = b.n;
        zb_32(&b, 0x06064b50);
        zb_64(&b, 44);
        zb_16(&b, 45);
        zb_16(&b, 45);
        zb_32(&b, 0);
        zb_32(&b, 0);
        zb_64(&b, (uint64_t)n);
        zb_64(&b, (uint64_t)n);
        zb_64(&b, cd_size);
        zb_64(&b, lay->cd_start - o->prefix);
        zb_32(&b, 0x07064b50);
        zb_32(&b, 0);
        zb_64(&b, lay->z64eocd);
        zb_32(&b, 1);
    }
    lay->eocd = b.n;
    zb_32(&b, 0x06054b50);
    zb_16(&b, 0);
    zb_16(&b, 0);
    zb_16(&b, o->zip64 ? 0xFFFF : (unsigned)n);
    zb_16(&b, o->zip64 ? 0xFFFF : (unsigned)n);
    zb_32(&b, o->zip64 ? 0xFFFFFFFFu : (uint32_t)cd_size);
    zb_32(&b, o->zip64 ? 0xFFFFFFFFu : (uint32_t)(lay->cd_start - o->prefix));
    size_t clen = o->comment ? strlen(o->comment) : 0;
    zb_16(&b, (unsigned)clen);
    if (clen) zb_put(&b, o->comment, clen);
    lay->size = b.n;
    *len = b.n;
    return b.p;
}

static const char text_a[] = "The first entry, stored as it is.\n";
static char text_b[20000]; /* compressible, filled by sample_entries */
static const char text_c[] = "third: written with a data descriptor, deflated\n";

static int sample_entries(zw_entry *e)
{
    for (size_t i = 0; i < sizeof text_b - 1; i++) text_b[i] = (char)('a' + (i * 7 + i / 13) % 26);
    text_b[sizeof text_b - 1] = 0;
    e[0] = (zw_entry){"a.txt", text_a, sizeof text_a - 1, 0, false};
    e[1] = (zw_entry){"dir/b.bin", text_b, sizeof text_b - 1, 8, false};
    e[2] = (zw_entry){"dir/sub/c.txt", text_c, sizeof text_c - 1, 8, true};
    e[3] = (zw_entry){"empty", "", 0, 0, false};
    return 4;
}

/* Opens path and reads every entry of the sample set; true when all of
 * them come back intact. */
static bool sample_reads_back(const char *path)
{
    zw_entry e[4];
    int n = sample_entries(e);
    zip_archive *z;
    char err[256];
    if (zip_open(path, &z, err, sizeof err) != ZIP_OK) {
        fprintf(stderr, "open %s: %s\n", path, err);
        return false;
    }
    bool ok = zip_count(z) == (size_t)n;
    for (int i = 0; i < n && ok; i++) {
        long k = zip_find(z, e[i].name);
        uint8_t *b;
        size_t len;
        ok = k == i && zip_read(z, (size_t)k, &b, &len, err, sizeof err) == ZIP_OK;
        if (!ok) {
            fprintf(stderr, "entry %s: %s\n", e[i].name, k < 0 ? "not found" : err);
            break;
        }
        ok = len == e[i].len && memcmp(b, e[i].data, len) == 0;
        free(b);
    }
    zip_close(z);
    return ok;
}

/* Opens a damaged archive and reads every entry.  Returns the number of
 * failures (open counts as one); any entry that does read must be
 * byte-identical to the sample's entry of that name (or have a name the
 * sample does not have, when the damage hit a name). */
static int damaged_failures(const char *path, bool *wrong_bytes)
{
    zw_entry e[4];
    int n = sample_entries(e);
    zip_archive *z;
    char err[256];
    err[0] = 0;
    zip_status st = zip_open(path, &z, err, sizeof err);
    if (st != ZIP_OK) {
        if (!err[0] || !strstr(err, path)) *wrong_bytes = true; /* an error must say what and where */
        return 1;
    }
    int fails = 0;
    for (size_t i = 0; i < zip_count(z); i++) {
        uint8_t *b;
        size_t len, nlen;
        const char *name = zip_entry_name(z, i, &nlen);
        err[0] = 0;
        if (zip_read(z, i, &b, &len, err, sizeof err) != ZIP_OK) {
            if (!err[0]) *wrong_bytes = true;
            fails++;
            continue;
        }
        for (int k = 0; k < n; k++)
            if (strlen(e[k].name) == nlen && memcmp(e[k].name, name, nlen) == 0 &&
                (len != e[k].len || memcmp(b, e[k].data, len) != 0))
                *wrong_bytes = true;
        free(b);
    }
    zip_close(z);
    return fails;
}

static uint8_t *sample_archive(const zw_opts *o, zw_layout *lay, size_t *len)
{
    zw_entry e[4];
    int n = sample_entries(e);
    return zw_build(e, n, o, lay, len);
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}
static void put16(uint8_t *p, unsigned v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

/* Writes a modified copy of an archive and expects zip_read (or zip_open)
 * to fail with a message containing want. */
static bool expect_error(const char *path, const uint8_t *a, size_t len, const char *want)
{
    if (!spit(path, a, len)) return false;
    zip_archive *z;
    char err[256] = "";
    if (zip_open(path, &z, err, sizeof err) != ZIP_OK) {
        if (strstr(err, want)) return true;
        fprintf(stderr, "%s: open failed with \"%s\", wanted \"%s\"\n", path, err, want);
        return false;
    }
    bool saw = false;
    for (size_t i = 0; i < zip_count(z); i++) {
        uint8_t *b;
        size_t n;
        err[0] = 0;
        if (zip_read(z, i, &b, &n, err, sizeof err) == ZIP_OK) {
            free(b);
            continue;
        }
        if (strstr(err, want)) saw = true;
        else fprintf(stderr, "%s: read failed with \"%s\", wanted \"%s\"\n", path, err, want);
    }
    zip_close(z);
    if (!saw) fprintf(stderr, "%s: no error \"%s\"\n", path, want);
    return saw;
}

/* ---- zip: real jars ------------------------------------------------------ */

static void check_tree_jar(const char *jar, int method_of_big)
{
    zip_archive *z;
    char err[256];
    REQUIRE(zip_open(jar, &z, err, sizeof err) == ZIP_OK);
    CHECK(strcmp(zip_path(z), jar) == 0);
    CHECK(entry_matches_file(z, "top.txt", D "tree/top.txt"));
    CHECK(entry_matches_file(z, "big.txt", D "tree/big.txt"));
    CHECK(entry_matches_file(z, "p/A.class", D "tree/p/A.class"));
    CHECK(entry_matches_file(z, "p/q/B.txt", D "tree/p/q/B.txt"));
    CHECK(entry_matches_file(z, "p/empty.txt", D "tree/p/empty.txt"));
    long big = zip_find(z, "big.txt");
    REQUIRE(big >= 0);
    CHECK_EQ(zip_entry_method(z, (size_t)big), method_of_big);
    CHECK(zip_entry_size(z, (size_t)big) > 200000);
    if (method_of_big == 8) CHECK(zip_entry_csize(z, (size_t)big) < zip_entry_size(z, (size_t)big) / 3);
    CHECK(zip_find(z, "META-INF/MANIFEST.MF") >= 0);
    CHECK(zip_find(z, "p/q/") >= 0);      /* directory entries are entries */
    CHECK(zip_find(z, "p/q") < 0);
    CHECK(zip_find(z, "P/A.class") < 0);  /* names are case-sensitive */
    CHECK(zip_find(z, "") < 0);
    CHECK(zip_find(z, "nothing.txt") < 0);
    CHECK(zip_find_n(z, "top.txtXYZ", 7) >= 0);
    zip_close(z);
}

TEST(zip_reads_deflated_jar)
{
    if (!have_jars()) return;
    check_tree_jar(D "deflated.jar", 8);
}

TEST(zip_reads_stored_jar)
{
    if (!have_jars()) return;
    check_tree_jar(D "stored.jar", 0);
}

TEST(zip_lists_every_entry_once)
{
    if (!have_jars()) return;
    zip_archive *z;
    REQUIRE(zip_open(D "deflated.jar", &z, NULL, 0) == ZIP_OK);
    /* META-INF/, MANIFEST.MF, top.txt, big.txt, p/, p/A.class, p/empty.txt, p/q/, p/q/B.txt */
    CHECK_EQ(zip_count(z), 9);
    for (size_t i = 0; i < zip_count(z); i++) {
        size_t len;
        const char *name = zip_entry_name(z, i, &len);
        CHECK_EQ(zip_find_n(z, name, len), (long)i);
    }
    zip_close(z);
}

TEST(zip_open_errors_say_why)
{
    zip_archive *z = (zip_archive *)1;
    char err[256];
    CHECK_EQ(zip_open("cptmp_no_such.jar", &z, err, sizeof err), ZIP_NO_FILE);
    CHECK(z == NULL);
    CHECK(strstr(err, "cptmp_no_such.jar") != NULL);
    REQUIRE(spit("cptmp_empty.jar", "", 0));
    CHECK_EQ(zip_open("cptmp_empty.jar", &z, err, sizeof err), ZIP_CORRUPT);
    CHECK(strstr(err, "zip END header not found") != NULL);
    REQUIRE(spit("cptmp_text.jar", "just some text, longer than an END header\n", 42));
    CHECK_EQ(zip_open("cptmp_text.jar", &z, err, sizeof err), ZIP_CORRUPT);
    CHECK(strstr(err, "zip END header not found") != NULL);
    CHECK_EQ(zip_open(".", &z, err, sizeof err), ZIP_CORRUPT);
    CHECK(strstr(err, "directory") != NULL);
    /* an archive with no entries is valid */
    uint8_t eocd[22] = {0x50, 0x4b, 5, 6};
    REQUIRE(spit("cptmp_none.jar", eocd, sizeof eocd));
    REQUIRE(zip_open("cptmp_none.jar", &z, err, sizeof err) == ZIP_OK);
    CHECK_EQ(zip_count(z), 0);
    CHECK(zip_find(z, "a") < 0);
    uint8_t *b;
    size_t n;
    CHECK_EQ(zip_read(z, 0, &b, &n, err, sizeof err), ZIP_NOT_FOUND);
    zip_close(z);
}

/* ---- zip: crafted archives ------------------------------------------------ */

TEST(zip_crafted_variants_read_back)
{
    zw_layout lay;
    size_t len;
    const zw_opts variants[] = {
        {0, NULL, false, false},
        {0, "an archive comment", false, false},
        {300, NULL, false, false},           /* data in front: offsets are biased */
        {0, NULL, true, false},              /* Zip64 END */
        {0, NULL, true, true},               /* ... and Zip64 extra fields */
        {17, "comment", true, true},
    };
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        uint8_t *a = sample_archive(&variants[v], &lay, &len);
        char path[64];
        snprintf(path, sizeof path, "cptmp_variant%zu.zip", v);
        REQUIRE(spit(path, a, len));
        if (!sample_reads_back(path)) unit_fail(__FILE__, __LINE__, "variant %zu does not read back", v);
        free(a);
    }
}

TEST(zip_comment_holding_a_fake_end_record)
{
    /* An END signature inside the comment must not be taken for the record. */
    zw_layout lay;
    size_t len;
    char comment[40];
    memset(comment, 'x', sizeof comment - 1);
    comment[sizeof comment - 1] = 0;
    memcpy(comment + 4, "PK\5\6", 4);
    zw_opts o = {0, comment, false, false};
    uint8_t *a = sample_archive(&o, &lay, &len);
    REQUIRE(spit("cptmp_fake_end.zip", a, len));
    CHECK(sample_reads_back("cptmp_fake_end.zip"));
    free(a);
}

TEST(zip_truncated_at_every_length)
{
    zw_layout lay;
    size_t len;
    zw_opts o = {0, "c", false, false};
    uint8_t *a = sample_archive(&o, &lay, &len);
    int opened = 0;
    for (size_t cut = 0; cut < len; cut++) {
        REQUIRE(spit("cptmp_trunc.zip", a, cut));
        bool wrong = false;
        int fails = damaged_failures("cptmp_trunc.zip", &wrong);
        if (wrong) unit_fail(__FILE__, __LINE__, "cut at %zu: bad error or wrong bytes", cut);
        if (fails == 0) opened++;
    }
    /* Even cutting only the one-byte comment fails: its length then reaches
     * past the end of the file. */
    CHECK_EQ(opened, 0);
    free(a);
}

TEST(zip_truncated_real_jar)
{
    if (!have_jars()) return;
    size_t len;
    uint8_t *a = slurp(D "main.jar", &len);
    REQUIRE(a && len > 100);
    zip_archive *z;
    char err[256];
    for (size_t cut = 0; cut < len; cut++) {
        REQUIRE(spit("cptmp_trunc_real.jar", a, cut));
        err[0] = 0;
        if (zip_open("cptmp_trunc_real.jar", &z, err, sizeof err) == ZIP_OK) {
            unit_fail(__FILE__, __LINE__, "cut at %zu opened", cut);
            zip_close(z);
        } else if (!err[0]) {
            unit_fail(__FILE__, __LINE__, "cut at %zu: no message", cut);
        }
    }
    free(a);
}

/* Rewrites one byte of a file in place (cheaper than writing it again). */
static bool poke(const char *path, size_t pos, uint8_t v)
{
    FILE *f = fopen(path, "r+b");
    if (!f) return false;
    bool ok = fseek(f, (long)pos, SEEK_SET) == 0 && fputc(v, f) == v;
    return fclose(f) == 0 && ok;
}

TEST(zip_flipped_bytes_everywhere)
{
    zw_layout lay;
    size_t len;
    const zw_opts variants[] = {{0, NULL, false, false}, {5, "cm", true, true}};
    for (size_t v = 0; v < 2; v++) {
        uint8_t *a = sample_archive(&variants[v], &lay, &len);
        REQUIRE(spit("cptmp_flip.zip", a, len));
        int detected = 0;
        for (size_t pos = 0; pos < len; pos++) {
            static const uint8_t masks[] = {0xFF, 0x01};
            for (size_t m = 0; m < sizeof masks; m++) {
                REQUIRE(poke("cptmp_flip.zip", pos, a[pos] ^ masks[m]));
                bool wrong = false;
                int fails = damaged_failures("cptmp_flip.zip", &wrong);
                if (wrong) unit_fail(__FILE__, __LINE__, "variant %zu, byte %zu ^ 0x%02x: bad error or wrong bytes",
                                     v, pos, masks[m]);
                if (fails) detected++;
            }
            REQUIRE(poke("cptmp_flip.zip", pos, a[pos]));
        }
        /* signatures, sizes, offsets and data are all guarded */
        CHECK(detected > (int)len);
        free(a);
    }
}

TEST(zip_damaged_headers_give_clear_messages)
{
    zw_layout lay;
    size_t len;
    zw_opts o = {0, NULL, false, false};
    uint8_t *a = sample_archive(&o, &lay, &len);
    uint8_t *c = malloc(len);
#define DAMAGE(what, want)                                           \
    do {                                                             \
        memcpy(c, a, len);                                           \
        what;                                                        \
        CHECK(expect_error("cptmp_damaged.zip", c, len, want));      \
    } while (0)
    DAMAGE(c[lay.loc[1]] = 'X', "invalid LOC header (bad signature)");
    DAMAGE(c[lay.cen[2]] = 'X', "invalid CEN header (bad signature)");
    DAMAGE(put32(c + lay.cen[1] + 42, (uint32_t)len + 5), "bad local header offset");
    DAMAGE(put32(c + lay.cen[1] + 42, (uint32_t)lay.loc[2]), "");           /* wrong entry: CRC or size */
    DAMAGE(put32(c + lay.eocd + 16, (uint32_t)len), "bad central directory offset");
    DAMAGE(put32(c + lay.eocd + 12, 0x7FFFFFFF), "bad central directory offset");
    DAMAGE(put16(c + lay.eocd + 10, 3), "bad entry count");
    DAMAGE(put16(c + lay.cen[3] + 28, 0xFFFF), "bad header size");           /* name runs past the CD */
    DAMAGE(put16(c + lay.cen[0] + 30, 9), "");                              /* extra field eats the next header */
    DAMAGE(put32(c + lay.cen[0] + 16, 0x12345678), "invalid entry CRC");
    DAMAGE(c[lay.data[0]] ^= 0x20, "invalid entry CRC");
    DAMAGE(put32(c + lay.cen[0] + 24, 3), "invalid entry size");            /* stored: sizes differ */
    DAMAGE(put32(c + lay.cen[1] + 24, 19000), "invalid entry size");        /* deflated: data longer */
    DAMAGE(put32(c + lay.cen[1] + 24, 0xF0000000u), "invalid entry size");  /* absurd: refused before malloc */
    DAMAGE(put32(c + lay.cen[1] + 20, (uint32_t)lay.clen[1] - 40), "Unexpected end of ZLIB input stream");
    DAMAGE(memset(c + lay.data[1], 0xFF, 8), "invalid compressed data");
    DAMAGE(put16(c + lay.cen[1] + 10, 12), "unsupported compression method 12");
    DAMAGE(put16(c + lay.cen[0] + 8, 1), "encrypted");
    DAMAGE(put32(c + lay.cen[2] + 20, (uint32_t)len), "beyond the end of the file");
    DAMAGE(put16(c + lay.loc[0] + 26, 0xFFFF), "");                         /* LOC name length */
#undef DAMAGE
    free(c);
    free(a);
}

/* An allocation limit for the case below, so that a reader that believes a
 * header and asks for gigabytes fails (NULL, ZIP_NOMEM) instead of quietly
 * getting address space.  Under ASan the test's environment sets
 * max_allocation_size_mb and allocator_may_return_null instead (ASan
 * reserves terabytes of address space, so no rlimit fits); elsewhere
 * (Windows) the statuses alone are checked. */
#if defined(__SANITIZE_ADDRESS__)
#define CP_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CP_UNDER_ASAN 1
#endif
#endif
#if defined(__linux__) && !defined(CP_UNDER_ASAN)
#include <sys/resource.h>
static void limit_allocations(void)
{
    /* RLIMIT_DATA covers malloc's heap and its private mmaps (Linux 4.7+). */
    struct rlimit r = {256u << 20, 256u << 20};
    if (setrlimit(RLIMIT_DATA, &r) != 0) printf("note: RLIMIT_DATA not set, statuses only\n");
}
#else
static void limit_allocations(void) {}
#endif

/* Writes a and expects entry i to fail with status want and a message
 * containing msg (zip_open itself must succeed: the lie is in one entry). */
static bool expect_read_status(const char *path, const uint8_t *a, size_t len, size_t i, zip_status want,
                               const char *msg)
{
    if (!spit(path, a, len)) return false;
    zip_archive *z;
    char err[256] = "";
    if (zip_open(path, &z, err, sizeof err) != ZIP_OK) {
        fprintf(stderr, "%s: open failed: %s\n", path, err);
        return false;
    }
    uint8_t *b = NULL;
    size_t n = 0;
    err[0] = 0;
    zip_status st = zip_read(z, i, &b, &n, err, sizeof err);
    zip_close(z);
    bool ok = st == want && b == NULL && strstr(err, msg) != NULL;
    if (!ok) fprintf(stderr, "%s: entry %zu: status %d \"%s\", wanted %d \"%s\"\n", path, i, st, err, want, msg);
    free(b);
    return ok;
}

TEST(zip_huge_size_claims_fail_cleanly)
{
    /* A few hundred bytes of archive whose central directory claims entries
     * of up to 2 GB: each must come back ZIP_CORRUPT, as any other corrupt
     * entry does, without the reader first allocating what was claimed. */
    limit_allocations();
    zw_layout lay;
    size_t len;
    zw_opts o = {0, NULL, false, false};
    uint8_t *a = sample_archive(&o, &lay, &len);
    CHECK(len < 4096 + sizeof text_b);
    uint8_t *c = malloc(len);
    const uint32_t huge = 0x7FFFFFF0u; /* below the 2 GB - 1 entry limit */
    /* stored, both sizes agreeing on 2 GB */
    memcpy(c, a, len);
    put32(c + lay.cen[0] + 20, huge);
    put32(c + lay.cen[0] + 24, huge);
    CHECK(expect_read_status("cptmp_huge.zip", c, len, 0, ZIP_CORRUPT, "beyond the end of the file"));
    /* deflated, a compressed size of 2 GB makes 2 GB plausible */
    memcpy(c, a, len);
    put32(c + lay.cen[1] + 20, huge);
    put32(c + lay.cen[1] + 24, huge);
    CHECK(expect_read_status("cptmp_huge.zip", c, len, 1, ZIP_CORRUPT, "beyond the end of the file"));
    /* deflated, real compressed size, the most the deflate ratio allows:
     * the stream ends long before, and the buffer grows only with it */
    memcpy(c, a, len);
    put32(c + lay.cen[1] + 24, (uint32_t)(lay.clen[1] * 1032 + 1000));
    CHECK(expect_read_status("cptmp_huge.zip", c, len, 1, ZIP_CORRUPT, "invalid entry size"));
    /* the empty stored entry said to be huge, its local header at the very end */
    memcpy(c, a, len);
    put32(c + lay.cen[3] + 20, huge - 1);
    put32(c + lay.cen[3] + 24, huge - 1);
    CHECK(expect_read_status("cptmp_huge.zip", c, len, 3, ZIP_CORRUPT, "beyond the end of the file"));
    /* and the untouched entries of such archives still read */
    CHECK(spit("cptmp_huge.zip", a, len) && sample_reads_back("cptmp_huge.zip"));
    free(c);
    free(a);
}

TEST(zip_open_memory_reads_as_from_a_file)
{
    zw_layout lay;
    size_t len;
    zw_opts o = {7, "a comment", true, true};
    uint8_t *a = sample_archive(&o, &lay, &len);
    zw_entry e[4];
    int n = sample_entries(e);
    zip_archive *z;
    char err[256] = "";
    REQUIRE(zip_open_memory("in-memory.jar", a, len, &z, err, sizeof err) == ZIP_OK);
    CHECK(strcmp(zip_path(z), "in-memory.jar") == 0);
    CHECK_EQ(zip_count(z), (size_t)n);
    for (int i = 0; i < n; i++) {
        uint8_t *b;
        size_t blen;
        long k = zip_find(z, e[i].name);
        REQUIRE(k == i);
        REQUIRE(zip_read(z, (size_t)k, &b, &blen, err, sizeof err) == ZIP_OK);
        CHECK(blen == e[i].len && memcmp(b, e[i].data, blen) == 0 && b[blen] == 0);
        free(b);
    }
    zip_close(z);
    /* Every truncation, from an exactly-sized copy: a clean error that
     * names the archive, or (cut inside the trailing comment) entries that
     * read back or fail with a message. */
    for (size_t cut = 0; cut < len; cut += cut < 64 || len - cut < 64 ? 1 : 97) {
        uint8_t *c = malloc(cut ? cut : 1);
        memcpy(c, a, cut);
        err[0] = 0;
        zip_status st = zip_open_memory("cut.jar", c, cut, &z, err, sizeof err);
        if (st != ZIP_OK) {
            CHECK(st == ZIP_CORRUPT && strstr(err, "cut.jar") != NULL);
        } else {
            for (size_t i = 0; i < zip_count(z); i++) {
                uint8_t *b;
                size_t blen;
                err[0] = 0;
                if (zip_read(z, i, &b, &blen, err, sizeof err) == ZIP_OK) free(b);
                else CHECK(err[0] != 0);
            }
            zip_close(z);
        }
        free(c);
    }
    CHECK(zip_open_memory("empty.jar", NULL, 0, &z, err, sizeof err) == ZIP_CORRUPT);
    CHECK(strstr(err, "zip END header not found") != NULL);
    free(a);
}

TEST(zip_damaged_zip64_records)
{
    zw_layout lay;
    size_t len;
    zw_opts o = {0, NULL, true, true};
    uint8_t *a = sample_archive(&o, &lay, &len);
    uint8_t *c = malloc(len);
    memcpy(c, a, len);
    c[lay.z64eocd] = 'X'; /* Zip64 END gone, END has only sentinels */
    CHECK(expect_error("cptmp_z64.zip", c, len, "invalid zip64 END header"));
    memcpy(c, a, len);
    put32(c + lay.z64eocd + 56 + 8, (uint32_t)len); /* locator points past the end */
    CHECK(expect_error("cptmp_z64.zip", c, len, "invalid zip64 END header"));
    memcpy(c, a, len);
    put16(c + lay.cen[1] + 46 + strlen("dir/b.bin") + 2, 16); /* zip64 field too short */
    CHECK(expect_error("cptmp_z64.zip", c, len, ""));
    free(c);
    free(a);
}

/* A small deterministic generator, so that a failure can be replayed. */
static uint32_t rnd_state = 12345;
static uint32_t rnd(void)
{
    rnd_state = rnd_state * 1103515245u + 12345u;
    return rnd_state >> 8;
}

TEST(zip_random_splices_never_crash)
{
    /* Archives spliced from pieces of a good one and random bytes: every
     * outcome is fine except a crash, an ASan report, or an error with no
     * message. */
    zw_layout lay;
    size_t len;
    zw_opts o = {0, NULL, true, true};
    uint8_t *a = sample_archive(&o, &lay, &len);
    uint8_t *c = malloc(len * 2);
    for (int round = 0; round < 400; round++) {
        size_t n = 0, pieces = 1 + rnd() % 5;
        for (size_t p = 0; p < pieces; p++) {
            size_t from = rnd() % len, cnt = rnd() % (len - from + 1);
            if (n + cnt > len * 2) cnt = len * 2 - n;
            if (rnd() % 3 == 0)
                for (size_t k = 0; k < cnt; k++) c[n + k] = (uint8_t)rnd();
            else
                memcpy(c + n, a + from, cnt);
            n += cnt;
        }
        /* always end with the real END records, so that the central
         * directory gets parsed against the spliced body */
        size_t tail = len - lay.z64eocd;
        if (n + tail > len * 2) n = len * 2 - tail;
        memcpy(c + n, a + lay.z64eocd, tail);
        n += tail;
        REQUIRE(spit("cptmp_splice.zip", c, n));
        bool wrong = false;
        damaged_failures("cptmp_splice.zip", &wrong);
        if (wrong) unit_fail(__FILE__, __LINE__, "round %d: bad error or wrong bytes", round);
    }
    free(c);
    free(a);
}

TEST(manifest_random_text_never_crashes)
{
    static const char alphabet[] = "Main-Class: P\r\n \tName:x\0Class-Path";
    char text[700];
    for (int round = 0; round < 20000; round++) {
        size_t n = rnd() % sizeof text;
        for (size_t i = 0; i < n; i++) text[i] = alphabet[rnd() % (sizeof alphabet - 1)];
        classpath_manifest m;
        char err[100] = "";
        classpath_manifest_status st = classpath_manifest_parse(text, n, &m, err, sizeof err);
        if (st == CLASSPATH_MF_OK) {
            if (m.main_class) CHECK(strlen(m.main_class) < n);
            classpath_manifest_free(&m);
        } else {
            CHECK(err[0] != 0);
            CHECK(m.main_class == NULL && m.class_path == NULL);
        }
    }
}

typedef struct reader_arg {
    zip_archive *z;
    int id;
    int bad;
} reader_arg;

static void reader_main(void *p)
{
    reader_arg *r = p;
    zw_entry e[4];
    int n = sample_entries(e);
    for (int round = 0; round < 300; round++) {
        int k = (round * 7 + r->id) % n;
        long i = zip_find(r->z, e[k].name);
        uint8_t *b;
        size_t len;
        if (i != k || zip_read(r->z, (size_t)i, &b, &len, NULL, 0) != ZIP_OK) {
            r->bad++;
            continue;
        }
        if (len != e[k].len || memcmp(b, e[k].data, len) != 0) r->bad++;
        free(b);
    }
}

TEST(zip_reads_from_several_threads)
{
    zw_layout lay;
    size_t len;
    zw_opts o = {0, NULL, false, false};
    uint8_t *a = sample_archive(&o, &lay, &len);
    REQUIRE(spit("cptmp_threads.zip", a, len));
    free(a);
    zip_archive *z;
    REQUIRE(zip_open("cptmp_threads.zip", &z, NULL, 0) == ZIP_OK);
    os_thread *t[4];
    reader_arg r[4];
    for (int i = 0; i < 4; i++) {
        r[i] = (reader_arg){z, i, 0};
        REQUIRE(os_thread_create(&t[i], "zip-reader", OS_PRIORITY_NORM, 0, reader_main, &r[i]) == OS_OK);
    }
    for (int i = 0; i < 4; i++) {
        os_thread_join(t[i]);
        CHECK_EQ(r[i].bad, 0);
    }
    zip_close(z);
}

TEST(zip_many_entries_hash_lookup)
{
    enum { N = 3000 };
    static char names[N][32];
    /* zw_build's layout holds 8 entries; this archive is written here */
    zbuf cd = {0}, body = {0};
    for (int i = 0; i < N; i++) {
        snprintf(names[i], sizeof names[i], "pkg%d/Class%d.class", i % 37, i);
        uint32_t crc = (uint32_t)crc32(0, (const Bytef *)names[i], (uInt)strlen(names[i]));
        size_t off = body.n, nl = strlen(names[i]);
        zb_32(&body, 0x04034b50); zb_16(&body, 10); zb_16(&body, 0); zb_16(&body, 0);
        zb_32(&body, 0); zb_32(&body, crc); zb_32(&body, (uint32_t)nl); zb_32(&body, (uint32_t)nl);
        zb_16(&body, (unsigned)nl); zb_16(&body, 0); zb_put(&body, names[i], nl); zb_put(&body, names[i], nl);
        zb_32(&cd, 0x02014b50); zb_16(&cd, 10); zb_16(&cd, 10); zb_16(&cd, 0); zb_16(&cd, 0);
        zb_32(&cd, 0); zb_32(&cd, crc); zb_32(&cd, (uint32_t)nl); zb_32(&cd, (uint32_t)nl);
        zb_16(&cd, (unsigned)nl); zb_16(&cd, 0); zb_16(&cd, 0); zb_16(&cd, 0); zb_16(&cd, 0);
        zb_32(&cd, 0); zb_32(&cd, (uint32_t)off); zb_put(&cd, names[i], nl);
    }
    size_t cd_off = body.n;
    zb_put(&body, cd.p, cd.n);
    zb_32(&body, 0x06054b50); zb_16(&body, 0); zb_16(&body, 0); zb_16(&body, N); zb_16(&body, N);
    zb_32(&body, (uint32_t)cd.n); zb_32(&body, (uint32_t)cd_off); zb_16(&body, 0);
    REQUIRE(spit("cptmp_many.zip", body.p, body.n));
    free(cd.p);
    free(body.p);
    zip_archive *z;
    REQUIRE(zip_open("cptmp_many.zip", &z, NULL, 0) == ZIP_OK);
    CHECK_EQ(zip_count(z), N);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        long k = zip_find(z, names[i]);
        uint8_t *b;
        size_t n;
        if (k != i || zip_read(z, (size_t)k, &b, &n, NULL, 0) != ZIP_OK) {
            bad++;
            continue;
        }
        if (n != strlen(names[i]) || memcmp(b, names[i], n) != 0) bad++;
        free(b);
    }
    CHECK_EQ(bad, 0);
    CHECK(zip_find(z, "pkg0/Class1.class") < 0);
    zip_close(z);
}

/* ---- class path ------------------------------------------------------------ */

TEST(classpath_string_keeps_entries_and_empties)
{
    const char *spec = cpjoin(4, "a", "", "b", "");
    classpath *cp = classpath_create(spec);
    REQUIRE(cp);
    CHECK(strcmp(classpath_string(cp), spec) == 0);
    CHECK_EQ(classpath_entry_count(cp), 4);
    CHECK(strcmp(classpath_entry_path(cp, 1), "") == 0);
    CHECK(classpath_entry_path(cp, 4) == NULL);
    classpath_free(cp);
    cp = classpath_create("");
    REQUIRE(cp);
    CHECK(strcmp(classpath_string(cp), "") == 0);
    CHECK_EQ(classpath_entry_count(cp), 1);
    classpath_free(cp);
}

TEST(classpath_null_is_a_path_without_entries)
{
    /* a boot class path is built as classpath_create(NULL) + classpath_append(library):
     * it must not search the current directory */
    REQUIRE(spit("cptmp_cwd_only.txt", "x", 1));
    classpath *paths[2] = {classpath_create(NULL), classpath_create_literal(NULL)};
    for (int i = 0; i < 2; i++) {
        REQUIRE(paths[i]);
        CHECK(strcmp(classpath_string(paths[i]), "") == 0);
        CHECK_EQ(classpath_entry_count(paths[i]), 0);
        classpath_resource r;
        CHECK_EQ(classpath_find(paths[i], "cptmp_cwd_only.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
        REQUIRE(classpath_append(paths[i], "", CLASSPATH_KIND_AUTO) == CLASSPATH_OK);
        REQUIRE(classpath_find(paths[i], "cptmp_cwd_only.txt", &r, NULL, 0) == CLASSPATH_OK);
        free(r.bytes);
        classpath_free(paths[i]);
    }
}

TEST(classpath_empty_entry_is_the_current_directory)
{
    REQUIRE(spit("cptmp_cwd_resource.txt", "here\n", 5));
    const char *specs[] = {"", NULL, NULL};
    char s1[64], s2[64];
    snprintf(s1, sizeof s1, "cptmp_nowhere%c", os_path_separator());
    snprintf(s2, sizeof s2, "%ccptmp_nowhere", os_path_separator());
    specs[1] = s1;
    specs[2] = s2;
    for (int i = 0; i < 3; i++) {
        classpath *cp = classpath_create(specs[i]);
        REQUIRE(cp);
        classpath_resource r;
        REQUIRE(classpath_find(cp, "cptmp_cwd_resource.txt", &r, NULL, 0) == CLASSPATH_OK);
        CHECK(r.len == 5 && memcmp(r.bytes, "here\n", 5) == 0 && r.bytes[5] == 0);
        CHECK(strcmp(r.source, "") == 0);
        CHECK(!r.source_is_archive);
        free(r.bytes);
        classpath_free(cp);
    }
    classpath *cp = classpath_create("cptmp_nowhere");
    classpath_resource r;
    CHECK_EQ(classpath_find(cp, "cptmp_cwd_resource.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    CHECK(r.bytes == NULL);
    classpath_free(cp);
}

TEST(classpath_finds_in_directories_and_jars_in_order)
{
    if (!have_jars()) return;
    classpath *cp =
        classpath_create(cpjoin(5, D "nonexist.jar", D "classes", D "stored.jar", D "deflated.jar", D "tree"));
    REQUIRE(cp);
    classpath_resource r;
    char err[256];
    REQUIRE(classpath_find(cp, "c/C.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "classes") == 0 && !r.source_is_archive);
    CHECK(r.len == strlen("from the classes/ directory\n"));
    free(r.bytes);
    REQUIRE(classpath_find(cp, "p/q/B.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "stored.jar") == 0 && r.source_is_archive);
    CHECK(r.len == 9 && memcmp(r.bytes, "nested B\n", 9) == 0);
    free(r.bytes);
    REQUIRE(classpath_find(cp, "p/empty.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(r.len == 0 && r.bytes != NULL);
    free(r.bytes);
    CHECK_EQ(classpath_find(cp, "p/q/Missing.class", &r, err, sizeof err), CLASSPATH_NOT_FOUND);
    CHECK_EQ(classpath_find(cp, "p", &r, err, sizeof err), CLASSPATH_NOT_FOUND); /* a directory is no resource */
    classpath_free(cp);
}

/* getResources' view: every entry that has the name, in order, nothing read. */
TEST(classpath_locate_lists_every_entry_that_has_a_name)
{
    if (!have_jars()) return;
    classpath *cp =
        classpath_create(cpjoin(5, D "nonexist.jar", D "classes", D "stored.jar", D "deflated.jar", D "tree"));
    REQUIRE(cp);
    const char *want[] = {D "stored.jar", D "deflated.jar", D "tree"};
    const char *src;
    bool archive;
    size_t i = 0;
    int n = 0;
    for (; classpath_locate(cp, "p/q/B.txt", &i, &src, &archive); i++, n++) {
        REQUIRE(n < 3);
        CHECK(strcmp(src, want[n]) == 0);
        CHECK(archive == (n < 2));
    }
    CHECK_EQ(n, 3);
    /* a directory under a directory entry is found (the JDK gives it a URL) */
    i = 0;
    REQUIRE(classpath_locate(cp, "p/q", &i, &src, &archive));
    CHECK(strcmp(src, D "tree") == 0 && !archive);
    i = 0;
    CHECK(!classpath_locate(cp, "p/q/Missing.class", &i, &src, &archive));
    i = 0;
    CHECK(!classpath_locate(cp, "../top.txt", &i, &src, &archive));
    classpath_free(cp);
}

TEST(classpath_refuses_names_that_leave_a_directory)
{
    if (!have_jars()) return;
    classpath *cp = classpath_create(D "tree/p");
    REQUIRE(cp);
    classpath_resource r;
    CHECK_EQ(classpath_find(cp, "q/B.txt", &r, NULL, 0), CLASSPATH_OK);
    free(r.bytes);
    CHECK_EQ(classpath_find(cp, "../top.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    CHECK_EQ(classpath_find(cp, "q/../../top.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    CHECK_EQ(classpath_find(cp, "/etc/passwd", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    CHECK_EQ(classpath_find(cp, "q\\B.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    CHECK_EQ(classpath_find(cp, "", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    classpath_free(cp);
}

typedef struct names {
    char list[16][64];
    int n;
} names;

static bool collect_jar(const char *name, void *arg)
{
    names *x = arg;
    size_t n = strlen(name);
    if (n >= 4 && name[n - 4] == '.' && (strcmp(name + n - 3, "jar") == 0 || strcmp(name + n - 3, "JAR") == 0) &&
        x->n < 16)
        snprintf(x->list[x->n++], 64, D "wild/%s", name);
    return true;
}

TEST(classpath_wildcard_expands_jars_in_directory_order)
{
    if (!have_jars()) return;
    names want = {0};
    REQUIRE(os_dir_list(D "wild", collect_jar, &want) == OS_OK);
    CHECK_EQ(want.n, 2); /* one.jar and TWO.JAR; not three.Jar, notes.txt, inner/ */
    char expect[512] = "a";
    for (int i = 0; i < want.n; i++) {
        size_t l = strlen(expect);
        expect[l] = os_path_separator();
        expect[l + 1] = 0;
        strcat(expect, want.list[i]);
    }
    size_t l = strlen(expect);
    expect[l] = os_path_separator();
    strcpy(expect + l + 1, "b");
    classpath *cp = classpath_create(cpjoin(3, "a", D "wild/*", "b"));
    REQUIRE(cp);
    CHECK(strcmp(classpath_string(cp), expect) == 0);
    if (strcmp(classpath_string(cp), expect) != 0) fprintf(stderr, "got %s\nwant %s\n", classpath_string(cp), expect);
    CHECK_EQ(classpath_entry_count(cp), 4);
    classpath_resource r;
    REQUIRE(classpath_find(cp, "dep/D.txt", &r, NULL, 0) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "wild/one.jar") == 0);
    free(r.bytes);
    classpath_free(cp);
}

TEST(classpath_wildcard_without_jars_stays_as_written)
{
    if (!have_jars()) return;
    const char *kept[] = {D "wildempty/*", D "nonexist/*", D "wild/*.jar", D "wild*", D "wild/inner*"};
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
        classpath *cp = classpath_create(cpjoin(2, kept[i], "z"));
        REQUIRE(cp);
        CHECK(strcmp(classpath_string(cp), cpjoin(2, kept[i], "z")) == 0);
        classpath_free(cp);
    }
    /* a doubled separator before the star stays, as the launcher does */
    classpath *cp = classpath_create(D "wild/inner//*");
    REQUIRE(cp);
    CHECK(strcmp(classpath_string(cp), D "wild/inner//one.jar") == 0);
    classpath_free(cp);
}

TEST(classpath_literal_does_not_expand)
{
    if (!have_jars()) return;
    /* java -Djava.class.path=<dir>/<star> Main does not expand (checked with the JDK) */
    classpath *cp = classpath_create_literal(D "wild/*");
    REQUIRE(cp);
    CHECK(strcmp(classpath_string(cp), D "wild/*") == 0);
    CHECK_EQ(classpath_entry_count(cp), 1);
    classpath_resource r;
    CHECK_EQ(classpath_find(cp, "dep/D.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    classpath_free(cp);
    char *x = classpath_expand_wildcards(cpjoin(2, "", D "wild/inner/*"));
    REQUIRE(x);
    CHECK(strcmp(x, cpjoin(2, "", D "wild/inner/one.jar")) == 0);
    free(x);
    x = classpath_expand_wildcards(NULL);
    CHECK(x && strcmp(x, "") == 0);
    free(x);
}

TEST(classpath_follows_manifest_class_path)
{
    if (!have_jars()) return;
    classpath *cp = classpath_create(cpjoin(2, D "main.jar", D "deflated.jar"));
    REQUIRE(cp);
    classpath_resource r;
    char err[256];
    REQUIRE(classpath_find(cp, "p/A.class", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "main.jar") == 0);
    free(r.bytes);
    /* main.jar opened: its Class-Path went in right after it */
    CHECK_EQ(classpath_entry_count(cp), 6);
    CHECK(strcmp(classpath_entry_path(cp, 1), D "lib/dep.jar") == 0);
    CHECK(strcmp(classpath_entry_path(cp, 2), D "classes/") == 0);
    CHECK(strcmp(classpath_entry_path(cp, 3), D "sp ace/sp.jar") == 0);
    CHECK(strcmp(classpath_entry_path(cp, 4), D "missing.jar") == 0);
    CHECK(strcmp(classpath_entry_path(cp, 5), D "deflated.jar") == 0);
    REQUIRE(classpath_find(cp, "dep/D.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "lib/dep.jar") == 0);
    free(r.bytes);
    REQUIRE(classpath_find(cp, "c/C.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "classes/") == 0);
    free(r.bytes);
    /* top.txt is in sp ace/sp.jar and in deflated.jar: the manifest's wins */
    REQUIRE(classpath_find(cp, "top.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "sp ace/sp.jar") == 0);
    free(r.bytes);
    REQUIRE(classpath_find(cp, "big.txt", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "deflated.jar") == 0);
    free(r.bytes);
    CHECK(strcmp(classpath_string(cp), cpjoin(2, D "main.jar", D "deflated.jar")) == 0);
    classpath_free(cp);
}

TEST(classpath_manifest_cycles_end)
{
    if (!have_jars()) return;
    classpath *cp = classpath_create(D "cyc1.jar");
    REQUIRE(cp);
    classpath_resource r;
    REQUIRE(classpath_find(cp, "dep/D.txt", &r, NULL, 0) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "cyc2.jar") == 0);
    free(r.bytes);
    CHECK_EQ(classpath_find(cp, "nothing/here", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    /* cyc1 -> cyc2 -> (cyc1, cyc1, ./cyc2): every repeat is skipped */
    CHECK(classpath_entry_count(cp) <= 5);
    classpath_free(cp);
}

TEST(classpath_corrupt_archives_skipped_corrupt_entries_reported)
{
    zw_layout lay;
    size_t len;
    zw_opts o = {0, NULL, false, false};
    uint8_t *a = sample_archive(&o, &lay, &len);
    REQUIRE(spit("cptmp_cp_good.zip", a, len));
    REQUIRE(spit("cptmp_cp_trunc.zip", a, len - 3));
    a[lay.data[0] + 2] ^= 1;
    REQUIRE(spit("cptmp_cp_badcrc.zip", a, len));
    free(a);
    classpath *cp = classpath_create(cpjoin(3, "cptmp_cp_trunc.zip", "cptmp_cp_badcrc.zip", "cptmp_cp_good.zip"));
    REQUIRE(cp);
    classpath_resource r;
    char err[256] = "";
    /* the truncated archive is skipped as the JDK skips it */
    REQUIRE(classpath_find(cp, "dir/b.bin", &r, err, sizeof err) == CLASSPATH_OK);
    CHECK(strcmp(r.source, "cptmp_cp_badcrc.zip") == 0);
    free(r.bytes);
    /* a.txt is damaged in the first archive that has it: an error, no fallback */
    CHECK_EQ(classpath_find(cp, "a.txt", &r, err, sizeof err), CLASSPATH_ERROR);
    CHECK(strstr(err, "cptmp_cp_badcrc.zip") && strstr(err, "a.txt") && strstr(err, "CRC"));
    CHECK(r.bytes == NULL);
    classpath_free(cp);
}

TEST(classpath_appended_entries)
{
    if (!have_jars()) return;
    classpath *cp = classpath_create("cptmp_nothing_here");
    REQUIRE(cp);
    classpath_resource r;
    CHECK_EQ(classpath_find(cp, "top.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    /* a directory, wanted as archive */
    REQUIRE(classpath_append(cp, D "tree", CLASSPATH_KIND_ARCHIVE) == CLASSPATH_OK);
    CHECK_EQ(classpath_find(cp, "top.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    REQUIRE(classpath_append(cp, D "stored.jar", CLASSPATH_KIND_DIR) == CLASSPATH_OK); /* a jar, wanted as directory */
    CHECK_EQ(classpath_find(cp, "top.txt", &r, NULL, 0), CLASSPATH_NOT_FOUND);
    REQUIRE(classpath_append(cp, D "tree/", CLASSPATH_KIND_DIR) == CLASSPATH_OK);
    REQUIRE(classpath_find(cp, "top.txt", &r, NULL, 0) == CLASSPATH_OK);
    CHECK(strcmp(r.source, D "tree/") == 0);
    free(r.bytes);
    CHECK(strcmp(classpath_string(cp), "cptmp_nothing_here") == 0);
    classpath_free(cp);
}

typedef struct finder_arg {
    classpath *cp;
    int id, bad;
} finder_arg;

static void finder_main(void *p)
{
    finder_arg *f = p;
    static const char *const want[][2] = {
        {"dep/D.txt", D "lib/dep.jar"}, {"c/C.txt", D "classes/"}, {"top.txt", D "sp ace/sp.jar"},
        {"p/q/B.txt", D "main.jar"},    {"big.txt", D "deflated.jar"},
    };
    for (int i = 0; i < 200; i++) {
        int k = (i + f->id) % 5;
        classpath_resource r;
        if (classpath_find(f->cp, want[k][0], &r, NULL, 0) != CLASSPATH_OK) {
            f->bad++;
            continue;
        }
        if (strcmp(r.source, want[k][1]) != 0) f->bad++;
        free(r.bytes);
        if (classpath_find(f->cp, "no/Such.class", &r, NULL, 0) != CLASSPATH_NOT_FOUND) f->bad++;
    }
}

TEST(classpath_find_from_several_threads_while_opening)
{
    if (!have_jars()) return;
    for (int round = 0; round < 3; round++) {
        classpath *cp = classpath_create(cpjoin(2, D "main.jar", D "deflated.jar"));
        REQUIRE(cp);
        os_thread *t[4];
        finder_arg f[4];
        for (int i = 0; i < 4; i++) {
            f[i] = (finder_arg){cp, i, 0};
            REQUIRE(os_thread_create(&t[i], "cp-finder", OS_PRIORITY_NORM, 0, finder_main, &f[i]) == OS_OK);
        }
        for (int i = 0; i < 4; i++) {
            os_thread_join(t[i]);
            CHECK_EQ(f[i].bad, 0);
        }
        classpath_free(cp);
    }
}

TEST(classpath_source_urls_as_verbose_class_prints_them)
{
    /* each expectation is what java -verbose:class printed for the same path */
    static const char *const cases[][4] = {
        {"/tmp/jj", "good.jar", "a", "file:/tmp/jj/good.jar"},
        {"/tmp/jj", "", "d", "file:/tmp/jj/"},
        {"/tmp/jj", "dot", "d", "file:/tmp/jj/dot/"},
        {"/tmp/jj", "sp ace/good.jar", "a", "file:/tmp/jj/sp%20ace/good.jar"},
        {"/tmp/jj", "sp ace/d#x", "d", "file:/tmp/jj/sp%20ace/d%23x/"},
        {"/tmp/jj", "\xc3\xbc/good.jar", "a", "file:/tmp/jj/%c3%bc/good.jar"},
        {"/tmp/jj", "./sp ace/../good.jar", "a", "file:/tmp/jj/good.jar"},
        {"/tmp/jj", "/tmp/jj//good.jar", "a", "file:/tmp/jj/good.jar"},
        {"/tmp/jj", "c!$&'(+,@~*_-d", "d", "file:/tmp/jj/c!$&'(+,@~*_-d/"},
        {"/tmp/jj", "c;=%[{^`|\"?<d", "d", "file:/tmp/jj/c%3b%3d%25%5b%7b%5e%60%7c%22%3f%3cd/"},
        {"/tmp/jj", "classes/", "d", "file:/tmp/jj/classes/"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *u = classpath_source_url(cases[i][0], cases[i][1], cases[i][2][0] == 'a');
        REQUIRE(u);
        if (strcmp(u, cases[i][3]) != 0)
            unit_fail(__FILE__, __LINE__, "case %zu: [%s], wanted [%s]", i, u, cases[i][3]);
        free(u);
    }
}

/* ---- manifests ------------------------------------------------------------- */

typedef struct mf_case {
    const char *text;
    size_t len; /* 0: strlen */
    classpath_manifest_status st;
    const char *main_class; /* expected when st == OK; NULL: absent */
    const char *class_path;
} mf_case;

/* Each line was checked with `java -jar` of JDK 17 on a jar holding that
 * manifest: OK ran (or reported the class), LAUNCHER "Invalid or corrupt
 * jarfile", JAVA "An unexpected error occurred while trying to open file". */
static const mf_case mf_cases[] = {
    {"Main-Class: P\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"main-class: P\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: P", 0, CLASSPATH_MF_OK, NULL, NULL},                  /* unterminated last line ignored */
    {"Manifest-Version: 1.0\rMain-Class: P\r", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Manifest-Version: 1.0\r\nMain-Class: P\r\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: \n P\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: \n  P\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Cl\n ass: P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class: P   \n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class:  P\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: \n", 0, CLASSPATH_MF_OK, "", NULL},
    {"Main-Class:P\n", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Main-Class:\tP\n", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Manifest-Version: 1.0\n\nName: foo\nMain-Class: P\n", 0, CLASSPATH_MF_OK, NULL, NULL},
    {"\nMain-Class: P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class: Q\nMain-Class: P\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class P\n", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Foo:\nMain-Class: P\n", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {": x\nMain-Class: P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Ma in: x\nMain-Class: P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {" foo\nMain-Class: P\n", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Main-Class: P\n\ngarbage\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Manifest-Version: 1.0\n\n\nMain-Class: P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class: P\r\r\nFoo: x\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"X\0y: z\nMain-Class: P\n", 21, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Main-Class: P\n\nName: x\nFoo\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class\t: P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class : P\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Foo: x\n\tbar\nMain-Class: P\n", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Foo: x\nMain-Class P", 0, CLASSPATH_MF_LAUNCHER_REJECTS, NULL, NULL},
    {"Main-Class: P\n\nname: x\nFoo: y\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: P\n\nName: x\n\n\nName: y\nA: b\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: P\r\n\r\nName: x\r\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: P\nFoo: x\n\0garbage", 29, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: P\n\nName:x\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class: P\n\n Name: x\n", 0, CLASSPATH_MF_JAVA_REJECTS, NULL, NULL},
    {"Main-Class: P\n\nName: x\n foo\nA: b\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Main-Class: P\nFoo: x\n\n", 0, CLASSPATH_MF_OK, "P", NULL},
    {"Manifest-Version: 1.0\r\nClass-Path: a.jar b\r\n /c.jar\r\nMain-Class: p.Q\r\n\r\n", 0, CLASSPATH_MF_OK, "p.Q",
     "a.jar b/c.jar"},
    {"CLASS-PATH: x.jar\nclass-path: y.jar\n", 0, CLASSPATH_MF_OK, NULL, "y.jar"},
};

TEST(manifest_parse_matches_the_jdk)
{
    for (size_t i = 0; i < sizeof mf_cases / sizeof mf_cases[0]; i++) {
        const mf_case *c = &mf_cases[i];
        classpath_manifest m;
        char err[200] = "";
        classpath_manifest_status st =
            classpath_manifest_parse(c->text, c->len ? c->len : strlen(c->text), &m, err, sizeof err);
        if (st != c->st) {
            unit_fail(__FILE__, __LINE__, "case %zu: status %d, wanted %d (%s)", i, st, c->st, err);
            continue;
        }
        if (st != CLASSPATH_MF_OK) {
            if (!err[0]) unit_fail(__FILE__, __LINE__, "case %zu: no message", i);
            continue;
        }
        bool mc_ok = c->main_class ? m.main_class && strcmp(m.main_class, c->main_class) == 0 : !m.main_class;
        bool cpth_ok = c->class_path ? m.class_path && strcmp(m.class_path, c->class_path) == 0 : !m.class_path;
        if (!mc_ok || !cpth_ok)
            unit_fail(__FILE__, __LINE__, "case %zu: Main-Class [%s] Class-Path [%s]", i,
                      m.main_class ? m.main_class : "(none)", m.class_path ? m.class_path : "(none)");
        classpath_manifest_free(&m);
    }
}

/* Parses text from a heap buffer of exactly its length -- no NUL, no
 * newline after it -- so that ASan sees any read past the end. */
static classpath_manifest_status parse_exact(const char *text, size_t len, classpath_manifest *m, char *err,
                                             size_t errlen)
{
    char *b = malloc(len ? len : 1);
    memcpy(b, text, len);
    classpath_manifest_status st = classpath_manifest_parse(b, len, m, err, errlen);
    free(b);
    return st;
}

TEST(manifest_honours_its_length)
{
    /* No terminator at all: the unterminated last line is dropped, the rest
     * gives its values. */
    static const char ok[] = "Manifest-Version: 1.0\r\nMain-Class:  p.Main \nClass-Path: a.jar\n b.jar\n"
                             "X-Last: dropped";
    classpath_manifest m;
    char err[200] = "";
    REQUIRE(parse_exact(ok, sizeof ok - 1, &m, err, sizeof err) == CLASSPATH_MF_OK);
    CHECK(m.main_class && strcmp(m.main_class, "p.Main") == 0);
    CHECK(m.class_path && strcmp(m.class_path, "a.jarb.jar") == 0);
    classpath_manifest_free(&m);
    /* A bad line in a later section, ending exactly at the end of the
     * buffer: the message quotes that line and nothing after it. */
    static const char bad[] = "Main-Class: p.A\n\nName: x\nbad\r";
    err[0] = 0;
    CHECK_EQ(parse_exact(bad, sizeof bad - 1, &m, err, sizeof err), CLASSPATH_MF_JAVA_REJECTS);
    CHECK(strstr(err, "invalid header field: bad") != NULL);
    CHECK(!m.main_class && !m.class_path);
    /* Every prefix of both, with and without a message buffer. */
    for (int k = 0; k < 2; k++) {
        const char *t = k ? bad : ok;
        for (size_t n = 0; n <= strlen(t); n++) {
            classpath_manifest_status st = parse_exact(t, n, &m, err, sizeof err);
            if (st == CLASSPATH_MF_OK) classpath_manifest_free(&m);
            st = parse_exact(t, n, &m, NULL, 0);
            if (st == CLASSPATH_MF_OK) classpath_manifest_free(&m);
        }
    }
    CHECK_EQ(parse_exact("", 0, &m, err, sizeof err), CLASSPATH_MF_OK);
    CHECK(!m.main_class && !m.class_path);
}

TEST(manifest_line_length_limit)
{
    /* java.util.jar.Manifest: a line of 512 bytes with its LF is fine, 513 is not */
    char text[1200];
    for (int line = 510; line <= 514; line++) {
        /* "X-Long: aaa...a" of line bytes, then LF */
        memcpy(text, "X-Long: ", 8);
        memset(text + 8, 'a', (size_t)line - 8);
        strcpy(text + line, "\nMain-Class: P\n");
        classpath_manifest m;
        classpath_manifest_status st = classpath_manifest_parse(text, strlen(text), &m, NULL, 0);
        if (line + 1 <= 512) {
            CHECK_EQ(st, CLASSPATH_MF_OK);
            CHECK(m.main_class && strcmp(m.main_class, "P") == 0);
            classpath_manifest_free(&m);
        } else {
            CHECK_EQ(st, CLASSPATH_MF_JAVA_REJECTS);
        }
    }
    /* a name of 70 characters is the longest allowed */
    classpath_manifest m;
    memset(text, 'N', 70);
    strcpy(text + 70, ": v\nMain-Class: P\n");
    CHECK_EQ(classpath_manifest_parse(text, strlen(text), &m, NULL, 0), CLASSPATH_MF_OK);
    classpath_manifest_free(&m);
    memset(text, 'N', 71);
    strcpy(text + 71, ": v\nMain-Class: P\n");
    CHECK_EQ(classpath_manifest_parse(text, strlen(text), &m, NULL, 0), CLASSPATH_MF_JAVA_REJECTS);
}

typedef struct urls {
    char out[16][128];
    classpath_kind kind[16];
    int n;
} urls;

static bool collect_url(const char *path, classpath_kind kind, void *arg)
{
    urls *u = arg;
    if (u->n < 16) {
        snprintf(u->out[u->n], 128, "%s", path);
        u->kind[u->n++] = kind;
    }
    return true;
}

TEST(manifest_class_path_urls)
{
    urls u = {0};
    classpath_manifest_class_path("dir/app.jar",
                           "a.jar  lib/  my%20lib/q.jar file:/abs/c.jar file:///abs/d.jar file:rel.jar\t"
                           "http://x/y.jar bad%2 bad%zz.jar %41.jar /abs/e.jar file://host/f.jar "
                           "file://localhost/g.jar ../up.jar nul%00.jar",
                           collect_url, &u);
    static const char *want[] = {"dir/a.jar", "dir/lib/", "dir/my lib/q.jar", "/abs/c.jar", "/abs/d.jar",
                                 "dir/rel.jar", "dir/A.jar", "/abs/e.jar", "/g.jar", "dir/../up.jar"};
    CHECK_EQ(u.n, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < u.n && i < (int)(sizeof want / sizeof want[0]); i++) {
        if (strcmp(u.out[i], want[i]) != 0)
            unit_fail(__FILE__, __LINE__, "entry %d: [%s], wanted [%s]", i, u.out[i], want[i]);
        CHECK_EQ(u.kind[i], i == 1 ? CLASSPATH_KIND_DIR : CLASSPATH_KIND_ARCHIVE);
    }
    urls v = {0};
    classpath_manifest_class_path("app.jar", "x.jar", collect_url, &v);
    CHECK(v.n == 1 && strcmp(v.out[0], "x.jar") == 0);
    urls w = {0};
    classpath_manifest_class_path("app.jar", "   ", collect_url, &w);
    classpath_manifest_class_path("app.jar", NULL, collect_url, &w);
    CHECK_EQ(w.n, 0);
}

/* ---- java -jar ------------------------------------------------------------- */

static void write_jar_with_manifest(const char *path, const char *mf_name, const char *mf)
{
    zw_entry e[2] = {{mf_name, mf, strlen(mf), 8, true}, {"P.class", "not really", 10, 0, false}};
    zw_opts o = {0, NULL, false, false};
    zw_layout lay;
    size_t len;
    uint8_t *a = zw_build(e, 2, &o, &lay, &len);
    spit(path, a, len);
    free(a);
}

TEST(jar_main_class_and_messages)
{
    char msg[300];
    char *mc = (char *)1;
    CHECK_EQ(classpath_jar_main_class("cptmp_nonexist.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_NO_ACCESS);
    CHECK(mc == NULL);
    CHECK(strcmp(msg, "Error: Unable to access jarfile cptmp_nonexist.jar") == 0);
    CHECK_EQ(classpath_jar_main_class(".", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
    CHECK(strcmp(msg, "Error: Invalid or corrupt jarfile .") == 0);
    REQUIRE(spit("cptmp_text.jar", "hello\n", 6));
    CHECK_EQ(classpath_jar_main_class("cptmp_text.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
    CHECK(strcmp(msg, "Error: Invalid or corrupt jarfile cptmp_text.jar") == 0);

    write_jar_with_manifest("cptmp_ok.jar", "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nMain-Class: a.B \n");
    REQUIRE(classpath_jar_main_class("cptmp_ok.jar", &mc, msg, sizeof msg) == CLASSPATH_JAR_OK);
    CHECK(strcmp(mc, "a.B") == 0);
    free(mc);
    write_jar_with_manifest("cptmp_lc.jar", "meta-inf/manifest.mf", "Main-Class: P\n");
    CHECK_EQ(classpath_jar_main_class("cptmp_lc.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
    write_jar_with_manifest("cptmp_nomain.jar", "META-INF/MANIFEST.MF", "Foo: bar\n");
    CHECK_EQ(classpath_jar_main_class("cptmp_nomain.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_NO_MAIN);
    CHECK(strcmp(msg, "no main manifest attribute, in cptmp_nomain.jar") == 0);
    write_jar_with_manifest("cptmp_nospace.jar", "META-INF/MANIFEST.MF", "Main-Class:P\n");
    CHECK_EQ(classpath_jar_main_class("cptmp_nospace.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
    write_jar_with_manifest("cptmp_badname.jar", "META-INF/MANIFEST.MF", "Main Class: P\n");
    CHECK_EQ(classpath_jar_main_class("cptmp_badname.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_BAD_MANIFEST);
    CHECK(strcmp(msg, "Error: An unexpected error occurred while trying to open file cptmp_badname.jar") == 0);

    /* a manifest whose bytes are damaged makes the jar corrupt */
    size_t len;
    uint8_t *a = slurp("cptmp_ok.jar", &len);
    REQUIRE(a);
    a[30 + strlen("META-INF/MANIFEST.MF") + 1] ^= 0x55;
    REQUIRE(spit("cptmp_badmf.jar", a, len));
    free(a);
    CHECK_EQ(classpath_jar_main_class("cptmp_badmf.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
    CHECK(mc == NULL);
}

TEST(jar_main_class_of_real_jars)
{
    if (!have_jars()) return;
    char msg[300];
    char *mc;
    REQUIRE(classpath_jar_main_class(D "main.jar", &mc, msg, sizeof msg) == CLASSPATH_JAR_OK);
    CHECK(strcmp(mc, "p.A") == 0);
    free(mc);
    CHECK_EQ(classpath_jar_main_class(D "nomain.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_NO_MAIN);
    CHECK(strcmp(msg, "no main manifest attribute, in " D "nomain.jar") == 0);
    /* no manifest at all: the launcher calls that corrupt */
    CHECK_EQ(classpath_jar_main_class(D "nomanifest.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
    CHECK(strcmp(msg, "Error: Invalid or corrupt jarfile " D "nomanifest.jar") == 0);
    size_t len;
    uint8_t *a = slurp(D "main.jar", &len);
    REQUIRE(a);
    REQUIRE(spit("cptmp_trunc_main.jar", a, len / 2));
    free(a);
    CHECK_EQ(classpath_jar_main_class("cptmp_trunc_main.jar", &mc, msg, sizeof msg), CLASSPATH_JAR_CORRUPT);
}

static const unit_case unit_cases[] = {
#include "test_classpath_cases.inc"
};
UNIT_MAIN(setup, teardown)
