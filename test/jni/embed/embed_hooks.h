/*
 * embed_hooks.h -- the invocation API's hooks (JavaVMOption "vfprintf",
 * "exit" and "abort", the function in extraInfo), shared by
 * embed_hookexit.c and embed_hookabort.c.
 *
 * The vfprintf hook receives the VM's own output (not System.out's), in
 * pieces of any size: it prints each line with a "[vfprintf out] " or
 * "[vfprintf err] " mark for the stream it was meant for, so that what is
 * compared does not depend on how the VM splits its writes.
 */
#ifndef EMBED_HOOKS_H
#define EMBED_HOOKS_H

#include <stdarg.h>

#include "embed.h"

static int hook_line_start = 1;

static jint JNICALL hook_vfprintf(FILE *f, const char *fmt, va_list ap)
{
    char buf[8192];
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    const char *which = f == stdout ? "out" : f == stderr ? "err" : "other";
    for (int i = 0; i < n && buf[i]; i++) {
        if (hook_line_start)
            printf("[vfprintf %s] ", which);
        putchar(buf[i]);
        hook_line_start = buf[i] == '\n';
    }
    return n;
}

static void JNICALL hook_exit(jint code)
{
    printf("exit hook: %d\n", (int)code);
}

static void JNICALL hook_abort(void)
{
    printf("abort hook\n");
}

/* embed_start's VM with the three hooks, then `extra` (if not NULL) and
 * argv[2...] as options. */
static JNIEnv *hooks_start(int argc, char **argv, char *extra)
{
    JavaVMOption pre[4];
    int n = 0;
    pre[n].optionString = "vfprintf";
    pre[n++].extraInfo = (void *)hook_vfprintf;
    pre[n].optionString = "exit";
    pre[n++].extraInfo = (void *)hook_exit;
    pre[n].optionString = "abort";
    pre[n++].extraInfo = (void *)hook_abort;
    if (extra) {
        pre[n].optionString = extra;
        pre[n++].extraInfo = NULL;
    }
    return embed_start_with(argc, argv, pre, n);
}

#endif
