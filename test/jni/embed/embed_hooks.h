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

/* embed_start's VM with the three hooks, `extra` (if not NULL) and
 * argv[2...] as options. */
static JNIEnv *hooks_start(int argc, char **argv, char *extra)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc < 2) {
        fprintf(stderr, "usage: %s <class path>\n", argv[0]);
        exit(2);
    }
    static char cp[4096];
    snprintf(cp, sizeof cp, "-Djava.class.path=%s", argv[1]);
    static JavaVMOption opts[20];
    int n = 0;
    opts[n].optionString = "vfprintf";
    opts[n++].extraInfo = (void *)hook_vfprintf;
    opts[n].optionString = "exit";
    opts[n++].extraInfo = (void *)hook_exit;
    opts[n].optionString = "abort";
    opts[n++].extraInfo = (void *)hook_abort;
    opts[n].optionString = cp;
    opts[n++].extraInfo = NULL;
    if (extra) {
        opts[n].optionString = extra;
        opts[n++].extraInfo = NULL;
    }
    for (int i = 2; i < argc && n < 20; i++) {
        opts[n].optionString = argv[i];
        opts[n++].extraInfo = NULL;
    }
    JavaVMInitArgs args;
    args.version = JNI_VERSION_1_8;
    args.nOptions = n;
    args.options = opts;
    args.ignoreUnrecognized = JNI_FALSE;
    JNIEnv *env = NULL;
    jint rc = JNI_CreateJavaVM(&embed_vm, (void **)&env, &args);
    if (rc != JNI_OK) {
        printf("JNI_CreateJavaVM failed: %d\n", (int)rc);
        exit(1);
    }
    return env;
}

#endif
