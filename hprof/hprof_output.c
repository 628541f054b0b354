/*
 * hprof_output.c -- the profile file: header line, Lantern's prelude text,
 * the separator, then whatever the record writers print.  stdio buffers the
 * file; records are flushed at the end of every dump so that a profile
 * written on Ctrl-\ is complete on disk while the program runs on.
 */
#include "hprof.h"
#include "hprof_output.h"

#include <apr_time.h>

#include <stdarg.h>
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
"waiting in Object.wait or park, S| suspended, intr| interrupted), then\n"
"every monitor in use with its owner and the threads waiting to enter it or\n"
"to be notified.\n"
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

int hp_output_open(void)
{
    /* binary mode: the same \n-separated text on every OS */
    hp.out = fopen(hp.opt.file, "wb");
    if (!hp.out) {
        fprintf(stderr, "HPROF ERROR: cannot write the profile to '%s'\n", hp.opt.file);
        return -1;
    }
    setvbuf(hp.out, NULL, _IOFBF, 1 << 16);
    char now[32];
    hp_now_string(now);
    fprintf(hp.out, "JAVA PROFILE 1.0.1, created %s\n\n", now);
    fputs(prelude, hp.out);
    fputs("\n--------\n\n", hp.out);
    return 0;
}

void hp_output_close(void)
{
    if (hp.out) {
        fclose(hp.out);
        hp.out = NULL;
    }
}

void hp_printf(const char *fmt, ...)
{
    if (!hp.out)
        return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(hp.out, fmt, ap);
    va_end(ap);
}

void hp_flush(void)
{
    if (hp.out)
        fflush(hp.out);
}
