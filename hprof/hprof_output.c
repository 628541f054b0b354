/*
 * hprof_output.c -- the profile's byte stream: the header line, Lantern's
 * prelude text and the separator (ASCII), then whatever the record writers
 * put.  Every byte goes through hp_write into one buffer, which a sink
 * drains: the file (file=) or a TCP connection to a front end (net=).  The
 * sink is the only thing that knows where the bytes go.  Records are
 * flushed at the end of every dump, so that a profile written on Ctrl-\ is
 * complete at its destination while the program runs on.
 *
 * A destination that fails while the program runs (disk full, the front
 * end gone) is reported once on stderr and the rest of the profile is
 * dropped: the program runs on.  (The JDK's HPROF ended the VM there; a
 * profiler that kills the program it watches loses more than the profile.)
 *
 * Binary writers use hp_u1..hp_u8 and hp_id: big-endian, as the HPROF
 * binary format has them; format=b files open with hp_bin_header instead
 * of the text header, and hp_output_patch lets the binary writer change
 * its header's version when a heap dump needs 1.0.2 segments.
 */
#include "hprof.h"
#include "hprof_binary.h"
#include "hprof_output.h"

#include <apr_network_io.h>
#include <apr_pools.h>
#include <apr_signal.h> /* SIGPIPE and SIG_IGN, where the platform has them */
#include <apr_strings.h>
#include <apr_time.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Tools made for the JDK's output (flame-graph converters, summary scripts)
 * scan the whole file for record keywords, so this text names the sections
 * in plain words and starts no line the way a record, a frame or a row
 * does (test/hprof/record_markers.cmake holds it to that). */
static const char prelude[] =
"Lantern HPROF: the profile of one run of a Java program on Lantern.\n"
"\n"
"Below the dashed line the profile follows, in the layout of the JDK's\n"
"HPROF so that tools made for that output can read it.  This introduction\n"
"only describes it: it names the parts in plain words and holds nothing\n"
"such a tool could take for data.\n"
"\n"
"Serial numbers of threads and of stack traces count from 1 in the order\n"
"the agent met them.  Object and class identifiers (the hexadecimal\n"
"numbers) are the agent's own, so they stay the same while the collector\n"
"moves objects.\n"
"\n"
"The start and the end of each thread: its java.lang.Thread object (obj),\n"
"its serial (id), its name and its thread group.\n"
"\n"
"Stack traces: a serial, then at most depth= frames, top frame first, one a\n"
"line as class.method(source file:line).  The other parts refer to traces\n"
"by their serial.  \"Unknown line\" means the method has no line table,\n"
"\"Native method\" a native frame; with thread=y a trace names the thread it\n"
"was taken in.\n"
"\n"
"Allocation sites (heap=sites or heap=all): one row per class and\n"
"stack trace, ranked by the bytes still live when the profile was\n"
"written.  The self column is the site's share of all live bytes and\n"
"accum the running total; then come the live bytes and objects, the\n"
"bytes and objects allocated since the start, the trace serial and the\n"
"class in internal form (java/lang/String, [C for char[],\n"
"[Ljava/lang/Object; for Object[]).  Rows below the cutoff= share are\n"
"left out.\n"
"\n"
"The heap dump (heap=dump or heap=all): every live object.  First the\n"
"collector's roots (their kind says which), then each class with its\n"
"non-null static references, each instance with its non-null reference\n"
"fields and each array (with the non-null elements of object arrays).  The\n"
"sz field is a size in bytes and trace the allocation trace (0 when\n"
"unknown).\n"
"\n"
"Method times (cpu=times): the time spent in each method itself,\n"
"callees excluded, measured on the thread's CPU clock at every method\n"
"entry and exit and charged to the stack trace the method was entered\n"
"with.  The count column is the number of calls, the last one the top\n"
"frame of the trace.\n"
"\n"
"Sampled stacks (cpu=samples): every interval= ms the running threads are\n"
"suspended and the stack trace of each one that used the CPU since the\n"
"previous look is counted.  The count column is the number of such samples\n"
"of a trace, the last one its top frame.\n"
"\n"
"Contended monitors (monitor=y): the wall-clock time threads spent\n"
"blocked entering a monitor another thread owned, per monitor and\n"
"stack trace of the blocked thread.  The count column is the number of\n"
"such contended entries.  A Java monitor is shown as class(object id),\n"
"an agent's raw monitor as \"name\"(id).\n"
"\n"
"The state of the monitors (monitor=y, on Ctrl-\\ only): every thread with\n"
"its stack trace and status (R runnable, MW blocked entering a monitor, CW\n"
"waiting in Object.wait, park or Thread.sleep, S| suspended, intr|\n"
"interrupted), then every monitor in use with its owner and the threads\n"
"waiting to enter it or to be notified.\n"
"\n"
"The profile is written when the VM exits (doe=y) and each time Ctrl-\\\n"
"(Ctrl-Break on Windows) is pressed; method times, sampled stacks and\n"
"contention times start again from zero after each such dump.\n";

void hp_now_string(char buf[32])
{
    char s[APR_CTIME_LEN];
    if (apr_ctime(s, apr_time_now()) != APR_SUCCESS)
        strcpy(s, "(unknown time)");
    snprintf(buf, 32, "%s", s);
}

/* ---- sinks ----------------------------------------------------------------- */

/* Where the buffer drains to.  send returns 0 when all n bytes went out. */
typedef struct {
    int (*send)(const void *p, size_t n);
    void (*close)(void);
    void (*report_failure)(void);  /* once, on stderr */
} hp_sink;

static const hp_sink *sink;        /* NULL: nothing open (or after close) */

static FILE *out_file;

static int file_send(const void *p, size_t n)
{
    return fwrite(p, 1, n, out_file) == n && fflush(out_file) == 0 ? 0 : -1;
}

static void file_close(void)
{
    fclose(out_file);
    out_file = NULL;
}

static void file_failed(void)
{
    fprintf(stderr, "HPROF ERROR: cannot write the profile to '%s'\n", hp.opt.file);
}

static const hp_sink file_sink = { file_send, file_close, file_failed };

static apr_pool_t *net_pool;
static apr_socket_t *net_sock;

static int net_send(const void *p, size_t n)
{
    const char *b = p;
    while (n > 0) {
        apr_size_t k = n;
        apr_status_t st = apr_socket_send(net_sock, b, &k);
        if (st != APR_SUCCESS && k == 0)
            return -1;
        b += k;
        n -= k;
    }
    return 0;
}

static void net_close(void)
{
    /* the front end reads to end of stream: it sees the profile is whole */
    apr_socket_shutdown(net_sock, APR_SHUTDOWN_WRITE);
    apr_socket_close(net_sock);
    apr_pool_destroy(net_pool);
    net_sock = NULL;
    net_pool = NULL;
}

static void net_failed(void)
{
    fprintf(stderr, "HPROF ERROR: lost the connection to %s: the rest of the profile is dropped\n",
            hp.opt.net);
}

static const hp_sink net_sink = { net_send, net_close, net_failed };

static int file_open(void)
{
    /* binary mode: the same \n-separated text on every OS */
    out_file = fopen(hp.opt.file, "wb");
    if (!out_file) {
        fprintf(stderr, "HPROF ERROR: cannot write the profile to '%s'\n", hp.opt.file);
        return -1;
    }
    sink = &file_sink;
    return 0;
}

/* net=host:port ("[v6addr]:port" too); every address the name resolves to
 * is tried in turn. */
static int net_open(void)
{
    const char *spec = hp.opt.net;
    const char *colon = strrchr(spec, ':');
    apr_port_t port = (apr_port_t)atoi(colon + 1);
    if (apr_pool_create(&net_pool, NULL) != APR_SUCCESS)
        goto fail;
    char *host = apr_pstrndup(net_pool, spec, (apr_size_t)(colon - spec));
    size_t hl = strlen(host);
    if (hl >= 2 && host[0] == '[' && host[hl - 1] == ']') {
        host[hl - 1] = '\0';
        host++;
    }
    apr_sockaddr_t *sa = NULL;
    if (apr_sockaddr_info_get(&sa, host, APR_UNSPEC, port, 0, net_pool) != APR_SUCCESS)
        sa = NULL;
    for (; sa; sa = sa->next) {
        apr_socket_t *s;
        if (apr_socket_create(&s, sa->family, SOCK_STREAM, APR_PROTO_TCP, net_pool) != APR_SUCCESS)
            continue;
        if (apr_socket_connect(s, sa) == APR_SUCCESS) {
            net_sock = s;
            break;
        }
        apr_socket_close(s);
    }
    if (!net_sock)
        goto fail;
#ifdef SIGPIPE
    /* A front end that goes away must not kill the program: writing to the
     * dead connection then fails with EPIPE instead (HotSpot ignores
     * SIGPIPE for the same reason). */
    apr_signal(SIGPIPE, SIG_IGN);
#endif
    sink = &net_sink;
    return 0;
fail:
    /* the JDK HPROF's words */
    fprintf(stderr, "HPROF ERROR: can't connect to %s\n", spec);
    if (net_pool)
        apr_pool_destroy(net_pool);
    net_pool = NULL;
    return -1;
}

/* ---- the buffer ---------------------------------------------------------- */

static unsigned char buf[1 << 16];
static size_t buf_len;
static int write_failed;

static void drain(void)
{
    if (!buf_len || !sink)
        return;
    if (!write_failed && sink->send(buf, buf_len) != 0) {
        write_failed = 1;
        sink->report_failure();
        fflush(stderr);
    }
    buf_len = 0;
}

void hp_write(const void *p, size_t n)
{
    const unsigned char *b = p;
    if (!sink || write_failed)
        return;
    while (n > 0) {
        size_t room = sizeof buf - buf_len;
        size_t k = n < room ? n : room;
        memcpy(buf + buf_len, b, k);
        buf_len += k;
        b += k;
        n -= k;
        if (buf_len == sizeof buf)
            drain();
    }
}

void hp_u1(unsigned v)
{
    unsigned char b = (unsigned char)v;
    hp_write(&b, 1);
}

void hp_u2(unsigned v)
{
    unsigned char b[2] = {(unsigned char)(v >> 8), (unsigned char)v};
    hp_write(b, 2);
}

void hp_u4(uint32_t v)
{
    unsigned char b[4] = {(unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8),
                          (unsigned char)v};
    hp_write(b, 4);
}

void hp_u8(uint64_t v)
{
    hp_u4((uint32_t)(v >> 32));
    hp_u4((uint32_t)v);
}

void hp_id(const void *id)
{
    uint64_t v = (uint64_t)(uintptr_t)id;
    if (sizeof(void *) == 8)
        hp_u8(v);
    else
        hp_u4((uint32_t)v);
}

int hp_output_open(void)
{
    if ((hp.opt.net ? net_open() : file_open()) != 0)
        return -1;
    if (hp.opt.format_binary) {
        hp_bin_header();
        return 0;
    }
    if (hp_output_has_header()) {
        char now[32];
        hp_now_string(now);
        hp_printf("JAVA PROFILE 1.0.1, created %s\n\n", now);
        hp_write(prelude, sizeof prelude - 1);
        hp_printf("\n--------\n\n");
    }
    return 0;
}

int hp_output_has_header(void)
{
    /* cpu=old writes the JDK 1.1 -prof table, which starts the file */
    return hp.opt.cpu != HP_CPU_OLD;
}

/* Bytes already written change in place; only a file can (a connection's
 * bytes are gone). */
int hp_output_patch(long offset, const void *p, size_t n)
{
    if (sink != &file_sink || write_failed)
        return -1;
    drain();
    if (write_failed || fseek(out_file, offset, SEEK_SET) != 0)
        return -1;
    int ok = fwrite(p, 1, n, out_file) == n;
    if (fseek(out_file, 0, SEEK_END) != 0 || !ok || fflush(out_file) != 0) {
        write_failed = 1;
        sink->report_failure();
        return -1;
    }
    return 0;
}

void hp_output_close(void)
{
    if (sink) {
        drain();
        sink->close();
        sink = NULL;
    }
}

void hp_printf(const char *fmt, ...)
{
    char small[512];
    if (!sink || write_failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        hp_write(small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big)
        return;
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    hp_write(big, (size_t)n);
    free(big);
}

void hp_flush(void)
{
    drain();
}
