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

static const char prelude[] =
"Lantern HPROF: the profile of one run of a Java program on Lantern.\n"
"\n"
"This file lists the records below.  Numbers called serials (threads,\n"
"traces) count from 1 in the order the agent met them.  Object and class\n"
"identifiers (the hexadecimal numbers) are the agent's own, so they stay\n"
"the same while the collector moves objects.\n"
"\n"
"THREAD START / THREAD END: a thread began or ended; obj is its\n"
"java.lang.Thread object, id its thread serial.\n"
"\n"
"TRACE: a stack trace, top frame first, at most depth= frames, each as\n"
"class.method(source file:line).  The other records refer to traces by\n"
"their serial.  \"Unknown line\" means the method has no line table,\n"
"\"Native method\" a native frame; with thread=y the trace names the thread\n"
"it was taken in.\n"
"\n"
"SITES BEGIN ... SITES END (heap=sites|all): allocation sites, one per\n"
"(class, stack trace), ranked by the bytes still live when the profile was\n"
"written.  self is the site's share of all live bytes, accum the running\n"
"total; then live bytes and objects, bytes and objects allocated since the\n"
"start, the trace serial and the class (internal names: java/lang/String,\n"
"[C for char[], [Ljava/lang/Object; for Object[]).  Rows below the cutoff=\n"
"share are left out.\n"
"\n"
"HEAP DUMP BEGIN ... HEAP DUMP END (heap=dump|all): every live object.\n"
"ROOT lines are the collector's roots (kind says which), CLS a class with\n"
"its non-null static references, OBJ an instance with its non-null\n"
"reference fields, ARR an array (non-null elements of object arrays).\n"
"sz is the size in bytes and trace the allocation trace (0: unknown).\n"
"\n"
"CPU TIME (ms) BEGIN ... CPU TIME (ms) END (cpu=times): time spent in\n"
"each method itself, callees excluded, measured on the thread's CPU clock\n"
"at every method entry and exit and charged to the stack trace the method\n"
"was entered with.  count is the number of calls, method the trace's top\n"
"frame.\n"
"\n"
"CPU SAMPLES BEGIN ... CPU SAMPLES END (cpu=samples): every interval= ms\n"
"the running threads are suspended and the stack trace of each one that\n"
"used the CPU since the last look is counted; count is the number of such\n"
"samples of the trace, method its top frame.\n"
"\n"
"MONITOR TIME BEGIN ... MONITOR TIME END (monitor=y): the wall-clock time\n"
"threads spent blocked entering a monitor already owned by another thread,\n"
"per monitor and stack trace of the blocked thread; count is the number of\n"
"such contended entries.  A Java monitor is shown as class(object id),\n"
"a raw (agent) monitor as \"name\"(id).\n"
"\n"
"MONITOR DUMP BEGIN ... MONITOR DUMP END (monitor=y, Ctrl-\\ only): every\n"
"thread with its stack trace and status (R runnable, MW blocked entering a\n"
"monitor, CW waiting in Object.wait or park, S| suspended, intr|\n"
"interrupted), then every monitor in use with its owner and the threads\n"
"waiting to enter it or to be notified.\n"
"\n"
"The profile is written when the VM exits (doe=y) and each time Ctrl-\\\n"
"(Ctrl-Break on Windows) is pressed; CPU times, CPU samples and monitor\n"
"times start again from zero after each such dump.\n";

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
