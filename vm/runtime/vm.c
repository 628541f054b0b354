/*
 * vm.c -- the VM's life: JNI_CreateJavaVM (options, heap, the core classes,
 * the main thread, System.initPhase1), and exit.
 *
 * The JavaVM table and the other invocation functions are in
 * jni_invoke.c, the JNIEnv table in jni_env.c (RegisterNatives and
 * UnregisterNatives from jni_library.c are put in it here).  The launcher
 * (java.c) runs programs through these JNI functions only.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni.h"
#include "jni/jni_check.h"
#include "jni/jni_env.h"
#include "jni/jni_invoke.h"
#include "jni/jni_library.h"
#include "jni/jni_refs.h"
#include "jvmpi_check.h"
#include "jvmpi_impl.h"
#include "object/classlog.h"
#include "object/loader.h"
#include "interp/resolve.h"
#include "runtime/safepoint.h"
#include "runtime/threaddump.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"
#include "runtime/threads.h"

vm_options vm_opts;
vm_thread *vm_main_thread;


char *vm_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p) memcpy(p, s, n);
    return p;
}

vm_thread *thread_current(void)
{
    return os_tls_get();
}

/* ---- options ------------------------------------------------------------- */

void vm_exit_during_initialization(const char *fmt, ...)
{
    vm_printf(stdout, "Error occurred during initialization of VM\n");
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    vm_printf(stdout, "%s\n", msg);
    os_exit(1);
}

/* "<n>[kKmMgGtT]" as the JDK parses -Xmx and friends; false if malformed. */
static bool parse_size(const char *s, uint64_t *out)
{
    if (!*s) return false;
    uint64_t v = 0;
    const char *p = s;
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (uint64_t)(*p - '0');
        p++;
    }
    if (p == s) return false;
    switch (*p) {
    case 'k': case 'K': v <<= 10; p++; break;
    case 'm': case 'M': v <<= 20; p++; break;
    case 'g': case 'G': v <<= 30; p++; break;
    case 't': case 'T': v <<= 40; p++; break;
    default: break;
    }
    if (*p) return false;
    *out = v;
    return true;
}

static void add_property(const char *kv)
{
    vm_opts.properties = realloc(vm_opts.properties, sizeof(char *) * (size_t)(vm_opts.property_count + 1));
    vm_opts.properties[vm_opts.property_count++] = vm_strdup(kv);
}

static const char *property_value(const char *key)
{
    size_t n = strlen(key);
    const char *found = NULL;
    for (int i = 0; i < vm_opts.property_count; i++)
        if (strncmp(vm_opts.properties[i], key, n) == 0 && vm_opts.properties[i][n] == '=')
            found = vm_opts.properties[i] + n + 1; /* later options win */
    return found;
}

/* ---- assertions (-ea, -da, -esa, -dsa) ------------------------------------------
 * Each -ea/-da is kept in order; a class's status is decided by the last
 * option naming the class itself, else the last naming its most specific
 * package ("pkg..." covers subpackages, "..." the unnamed package), else the
 * last plain -ea/-da.  Boot classes follow -esa/-dsa only. */

typedef struct assertion_rule {
    bool enable;
    bool package;      /* "name..." */
    char *name;        /* internal form: "com/foo", "com/foo/Bar"; "" = unnamed package */
} assertion_rule;

static assertion_rule *assertion_rules;
static int assertion_rule_count;
static bool assertions_default, system_assertions;

static void add_assertion_option(const char *o)
{
    if (strcmp(o, "-esa") == 0 || strcmp(o, "-enablesystemassertions") == 0) {
        system_assertions = true;
        return;
    }
    if (strcmp(o, "-dsa") == 0 || strcmp(o, "-disablesystemassertions") == 0) {
        system_assertions = false;
        return;
    }
    bool enable = o[1] == 'e';
    const char *colon = strchr(o, ':');
    if (!colon) {
        assertions_default = enable;
        return;
    }
    const char *arg = colon + 1;
    size_t n = strlen(arg);
    assertion_rule r = {enable, false, NULL};
    if (n >= 3 && strcmp(arg + n - 3, "...") == 0) {
        r.package = true;
        n -= 3;
    }
    r.name = malloc(n + 1);
    if (!r.name) return;
    for (size_t i = 0; i < n; i++) r.name[i] = arg[i] == '.' ? '/' : arg[i];
    r.name[n] = '\0';
    assertion_rules = realloc(assertion_rules, sizeof *assertion_rules * (size_t)(assertion_rule_count + 1));
    assertion_rules[assertion_rule_count++] = r;
}

bool vm_assertion_status(const char *class_name, bool system)
{
    if (system) return system_assertions;
    const char *slash = strrchr(class_name, '/');
    size_t pkg_len = slash ? (size_t)(slash - class_name) : 0;
    int best = -1;
    size_t best_len = 0;
    for (int i = assertion_rule_count - 1; i >= 0; i--) {
        const assertion_rule *r = &assertion_rules[i];
        if (!r->package && strcmp(r->name, class_name) == 0) return r->enable;
    }
    for (int i = assertion_rule_count - 1; i >= 0; i--) {
        const assertion_rule *r = &assertion_rules[i];
        if (!r->package) continue;
        size_t n = strlen(r->name);
        bool match = n == 0 ? pkg_len == 0
                            : n <= pkg_len && strncmp(class_name, r->name, n) == 0 && (n == pkg_len || class_name[n] == '/');
        if (match && (best < 0 || n > best_len)) {
            best = i;
            best_len = n;
        }
    }
    return best >= 0 ? assertion_rules[best].enable : assertions_default;
}

/* The options in environment variable `var` (JAVA_TOOL_OPTIONS,
 * _JAVA_OPTIONS), announced as HotSpot does, split at blanks with '...'
 * and "..." quoting (no escapes), appended to *list; false after printing
 * HotSpot's complaint about an unmatched quote. */
static bool env_options(const char *var, JavaVMOption **list, jint *n)
{
    char *value = os_getenv(var);
    if (!value) return true;
    vm_printf(stderr, "Picked up %s: %s\n", var, value);
    bool ok = true;
    for (const char *p = value; ok;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (!*p) break;
        char *tok = malloc(strlen(p) + 1);
        JavaVMOption *l = realloc(*list, (size_t)(*n + 1) * sizeof *l);
        if (!tok || !l) {
            free(tok);
            ok = false;
            break;
        }
        *list = l;
        size_t k = 0;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r') {
            if (*p == '"' || *p == '\'') {
                char q = *p++;
                while (*p && *p != q) tok[k++] = *p++;
                if (!*p) {
                    vm_printf(stderr, "Unmatched quote in %s\n", var);
                    ok = false;
                    break;
                }
                p++;
            } else {
                tok[k++] = *p++;
            }
        }
        tok[k] = '\0';
        l[*n].optionString = tok;
        l[(*n)++].extraInfo = NULL;
    }
    free(value);
    return ok;
}

/* An option family's parser returns JNI_OK when it took the option, a JNI
 * error after printing the JDK's text when the option is malformed, or
 * OPTION_NOT_MINE to let the next family look at it. */
#define OPTION_NOT_MINE 1

/* -D<key>=<value>; -D<key> means key="". */
static jint parse_property_option(const char *o)
{
    if (strncmp(o, "-D", 2) != 0) return OPTION_NOT_MINE;
    if (strchr(o, '=')) {
        add_property(o + 2);
    } else if (o[2]) {
        char buf[1024];
        snprintf(buf, sizeof buf, "%s=", o + 2);
        add_property(buf);
    }
    return JNI_OK;
}

/* -Xmx, -Xms, -Xmn, -Xss.  -Xms is only checked against -Xmx once all
 * options are read (either may come first), so it is left in *xms. */
static jint parse_size_option(const char *o, uint64_t *xms)
{
    uint64_t v;
    if (strncmp(o, "-Xmx", 4) == 0) {
        if (!parse_size(o + 4, &v) || v == 0) {
            vm_printf(stderr, "Invalid maximum heap size: %s\n", o);
            return JNI_EINVAL;
        }
        if (v < (2u << 20)) {
            vm_exit_during_initialization("Too small maximum heap");
            return JNI_EINVAL;
        }
        vm_opts.heap_max = (size_t)v;
        return JNI_OK;
    }
    if (strncmp(o, "-Xms", 4) == 0) {
        if (!parse_size(o + 4, &v)) {
            vm_printf(stderr, "Invalid initial heap size: %s\n", o);
            return JNI_EINVAL;
        }
        *xms = v;
        return JNI_OK;
    }
    if (strncmp(o, "-Xmn", 4) == 0) {
        if (!parse_size(o + 4, &v) || v == 0) {
            vm_printf(stderr, "Invalid initial young generation size: %s\n", o);
            return JNI_EINVAL;
        }
        vm_opts.heap_young = (size_t)v;
        return JNI_OK;
    }
    if (strncmp(o, "-Xss", 4) == 0) {
        if (!parse_size(o + 4, &v)) {
            vm_printf(stderr, "Invalid thread stack size: %s\n", o);
            return JNI_EINVAL;
        }
        if (v >= (1ull << 31)) {
            vm_printf(stderr, "Invalid thread stack size: %s\nThe specified size exceeds the maximum representable size.\n", o);
            return JNI_EINVAL;
        }
        if (v < 136 * 1024) {
            vm_printf(stdout, "\nThe Java thread stack size specified is too small. Specify at least 136k\n");
            return JNI_EINVAL;
        }
        vm_opts.java_stack = (size_t)v * 2; /* our frames are denser; keep depth comparable */
        return JNI_OK;
    }
    return OPTION_NOT_MINE;
}

/* Whether one -Xlog selector ("tag[+tag...][*][=level]", n bytes) turns on
 * the info lines of the tag set `tags` (NULL-terminated).  Without '*' the
 * selector's tags must be the set exactly (in any order); with it they must
 * be among the set's.  "all" matches everything; a level below info
 * (warning, error) or "off" matches nothing. */
static bool xlog_selects(const char *sel, size_t n, const char *const *tags)
{
    const char *eq = memchr(sel, '=', n);
    size_t tn = eq ? (size_t)(eq - sel) : n;
    if (eq) {
        const char *lv = eq + 1;
        size_t ln = n - tn - 1;
        bool shown = (ln == 4 && strncmp(lv, "info", 4) == 0) || (ln == 5 && strncmp(lv, "debug", 5) == 0) ||
                     (ln == 5 && strncmp(lv, "trace", 5) == 0);
        if (!shown) return false;
    }
    if (tn == 3 && strncmp(sel, "all", 3) == 0) return true;
    bool wild = tn > 0 && sel[tn - 1] == '*';
    if (wild) tn--;
    unsigned seen = 0, ntags = 0;
    while (tags[ntags]) ntags++;
    for (size_t i = 0; i < tn;) {
        size_t j = i;
        while (j < tn && sel[j] != '+') j++;
        size_t len = j - i;
        unsigned k = 0;
        while (k < ntags && !(len == strlen(tags[k]) && strncmp(sel + i, tags[k], len) == 0)) k++;
        if (k == ntags) return false; /* a tag the set has not */
        seen |= 1u << k;
        i = j + 1;
    }
    return wild || seen == (1u << ntags) - 1;
}

/* -Xlog[:what[:output...]]: the selectors of `what` (comma-separated),
 * applied in order as the JDK applies them, for the tag sets Lantern logs:
 * gc, gc+heap+exit, class+load, class+unload.  "-Xlog" alone is "all=info" (the JDK's
 * default selection is warning level, which these lines are not); "disable"
 * turns everything off.  Other selections are accepted and print nothing. */
static void parse_xlog(const char *o)
{
    if (o[5] == 0) {
        vm_opts.verbose_gc = vm_opts.log_heap_exit = true;
        class_log_configure(true, true);
        return;
    }
    const char *what = o + 6, *end = strchr(what, ':');
    size_t wn = end ? (size_t)(end - what) : strlen(what);
    static const char *const gc_tags[] = {"gc", NULL}, *const load_tags[] = {"class", "load", NULL},
                             *const unload_tags[] = {"class", "unload", NULL},
                             *const heap_exit_tags[] = {"gc", "heap", "exit", NULL};
    bool gc = vm_opts.verbose_gc, load = class_log_load_enabled(), unload = class_log_unload_enabled();
    bool heap_exit = vm_opts.log_heap_exit;
    for (size_t i = 0; i < wn;) {
        size_t j = i;
        while (j < wn && what[j] != ',') j++;
        const char *sel = what + i;
        size_t n = j - i;
        if (n == 7 && strncmp(sel, "disable", 7) == 0) {
            gc = load = unload = heap_exit = false;
        } else {
            gc = gc || xlog_selects(sel, n, gc_tags);
            load = load || xlog_selects(sel, n, load_tags);
            unload = unload || xlog_selects(sel, n, unload_tags);
            heap_exit = heap_exit || xlog_selects(sel, n, heap_exit_tags);
        }
        i = j + 1;
    }
    vm_opts.verbose_gc = gc;
    vm_opts.log_heap_exit = heap_exit;
    class_log_configure(load, unload);
}

/* -verbose, -verbose:<kind>. */
static jint parse_verbose_option(const char *o)
{
    if (strcmp(o, "-verbose") == 0 || strcmp(o, "-verbose:class") == 0) {
        /* the JDK's -verbose:class is -Xlog:class+load=info,class+unload=info */
        vm_opts.verbose_class = true;
        class_log_configure(true, true);
    } else if (strcmp(o, "-verbose:gc") == 0) {
        vm_opts.verbose_gc = true;
    } else if (strcmp(o, "-Xlog") == 0 || strncmp(o, "-Xlog:", 6) == 0) {
        parse_xlog(o);
    } else if (strcmp(o, "-verbose:jni") == 0) {
        vm_opts.verbose_jni = true;
    } else if (strncmp(o, "-verbose:", 9) == 0) {
        /* unknown kinds: accepted, as the JDK does */
    } else {
        return OPTION_NOT_MINE;
    }
    return JNI_OK;
}

/* -Xtrace:<name>,<name>,...: Lantern's own flag, so a name it does not know
 * is an error (a silently ignored misspelling would look like a subsystem
 * with nothing to say); it fails the way other unrecognized -X options do. */
static jint parse_trace_option(const char *o)
{
    if (strncmp(o, "-Xtrace:", 8) != 0) return OPTION_NOT_MINE;
    const char *bad = NULL;
    size_t bad_len = 0;
    if (os_trace_parse_names(o + 8, &bad, &bad_len)) return JNI_OK;
    char names[512];
    os_trace_known_names(names, sizeof names);
    vm_printf(stderr, "Unrecognized -Xtrace subsystem '%.*s' in %s (valid names: %s)\n", (int)bad_len, bad, o, names);
    return JNI_ERR;
}

/* -Xverify[:all|:remote|:none], -noverify, and the diagnostic flags
 * -XX:[+-]BytecodeVerificationRemote/Local, which HotSpot takes only after
 * -XX:+UnlockDiagnosticVMOptions (and, as boolean flags, never as
 * -XX:<flag>=<value>).  Texts are HotSpot 17's. */
static jint parse_verify_option(const char *o)
{
    static bool diagnostic_unlocked;
    if (strcmp(o, "-Xverify") == 0 || strcmp(o, "-Xverify:all") == 0) {
        vm_opts.verify_local = vm_opts.verify_remote = true;
    } else if (strcmp(o, "-Xverify:remote") == 0) {
        vm_opts.verify_local = false;
        vm_opts.verify_remote = true;
    } else if (strcmp(o, "-Xverify:none") == 0 || strcmp(o, "-noverify") == 0) {
        vm_opts.verify_local = vm_opts.verify_remote = false;
        vm_printf(stderr, "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated "
                          "in JDK 13 and will likely be removed in a future release.\n");
    } else if (strncmp(o, "-Xverify", 8) == 0) {
        vm_printf(stderr, "Unrecognized verification option: %s\n", o);
        return JNI_EINVAL;
    } else if (strcmp(o, "-XX:+UnlockDiagnosticVMOptions") == 0 || strcmp(o, "-XX:-UnlockDiagnosticVMOptions") == 0) {
        diagnostic_unlocked = o[4] == '+';
    } else if (strncmp(o, "-XX:", 4) == 0) {
        const char *flag = o + 4 + (o[4] == '+' || o[4] == '-');
        bool *target = NULL;
        const char *name = NULL;
        if (strncmp(flag, "BytecodeVerificationRemote", 26) == 0 && (flag[26] == '\0' || flag[26] == '=')) {
            target = &vm_opts.verify_remote;
            name = "BytecodeVerificationRemote";
        } else if (strncmp(flag, "BytecodeVerificationLocal", 25) == 0 && (flag[25] == '\0' || flag[25] == '=')) {
            target = &vm_opts.verify_local;
            name = "BytecodeVerificationLocal";
        }
        if (!target) return OPTION_NOT_MINE;
        if (!diagnostic_unlocked) {
            vm_printf(stderr, "Error: VM option '%s' is diagnostic and must be enabled via -XX:+UnlockDiagnosticVMOptions.\n"
                              "Error: The unlock option must precede '%s'.\n", name, name);
            return JNI_EINVAL;
        }
        if (o[4] != '+' && o[4] != '-') { /* a boolean flag takes no =value */
            vm_printf(stderr, "Missing +/- setting for VM option '%s'\n", flag);
            return JNI_EINVAL;
        }
        if (strchr(flag, '=')) return OPTION_NOT_MINE;
        *target = o[4] == '+';
    } else {
        return OPTION_NOT_MINE;
    }
    return JNI_OK;
}

/* The other -X options, -Xcheck:, and the -XX: options Lantern has none of. */
static jint parse_x_option(const char *o)
{
    if (strncmp(o, "-Xrun", 5) == 0) {
        jvmpi_add_agent(o);
    } else if (strcmp(o, "-Xgcstress") == 0) {
        vm_opts.gc_stress = true;
    } else if (strcmp(o, "-Xgcverify") == 0) {
        vm_opts.gc_verify = true;
    } else if (strcmp(o, "-Xcheck:jni") == 0) {
        jni_check_enabled = true; /* thread_init picks the checked JNIEnv table */
    } else if (strcmp(o, "-Xcheck:jvmpi") == 0) {
        jvmpi_check_enabled = true; /* GetEnv hands out the checked JVMPI table */
    } else if (strcmp(o, "-Xrs") == 0) {
        vm_opts.reduce_signals = true;
    } else if (strcmp(o, "-Xint") == 0 || strcmp(o, "-Xdebug") == 0 || strcmp(o, "-Xnoagent") == 0 ||
               strcmp(o, "-Xbatch") == 0 || strncmp(o, "-Xshare", 7) == 0) {
        /* accepted silently */
    } else if (strncmp(o, "-XX:", 4) == 0) {
        vm_printf(stderr, "Unrecognized VM option '%s'\n", o + 5 - (o[4] != '+' && o[4] != '-'));
        return JNI_EINVAL;
    } else {
        return parse_trace_option(o);
    }
    return JNI_OK;
}

/* -ea, -da, -esa, -dsa and their long spellings. */
static jint parse_assertion_option(const char *o)
{
    if (strncmp(o, "-ea", 3) == 0 || strncmp(o, "-da", 3) == 0 || strncmp(o, "-enableassertions", 17) == 0 ||
        strncmp(o, "-disableassertions", 18) == 0 || strcmp(o, "-esa") == 0 || strcmp(o, "-dsa") == 0 ||
        strcmp(o, "-enablesystemassertions") == 0 || strcmp(o, "-disablesystemassertions") == 0) {
        add_assertion_option(o);
        return JNI_OK;
    }
    return OPTION_NOT_MINE;
}

/* The JNI invocation hooks: vfprintf, exit, abort (function in extraInfo). */
static jint parse_hook_option(const JavaVMOption *opt)
{
    const char *o = opt->optionString;
    if (strcmp(o, "vfprintf") == 0) {
        vm_opts.vfprintf_hook = opt->extraInfo;
    } else if (strcmp(o, "exit") == 0) {
        vm_opts.exit_hook = opt->extraInfo;
    } else if (strcmp(o, "abort") == 0) {
        vm_opts.abort_hook = opt->extraInfo;
    } else {
        return OPTION_NOT_MINE;
    }
    return JNI_OK;
}

/* One option, offered to each family in turn; what none takes is ignored
 * (as JNI allows for -X and _ options with ignoreUnrecognized) or refused. */
static jint parse_option(const JavaVMOption *opt, jboolean ignore_unrecognized, uint64_t *xms)
{
    const char *o = opt->optionString;
    jint rc = parse_property_option(o);
    if (rc == OPTION_NOT_MINE) rc = parse_size_option(o, xms);
    if (rc == OPTION_NOT_MINE) rc = parse_verbose_option(o);
    if (rc == OPTION_NOT_MINE) rc = parse_assertion_option(o);
    if (rc == OPTION_NOT_MINE) rc = parse_verify_option(o);
    if (rc == OPTION_NOT_MINE) rc = parse_x_option(o);
    if (rc == OPTION_NOT_MINE) rc = parse_hook_option(opt);
    if (rc != OPTION_NOT_MINE) return rc;
    if (ignore_unrecognized && (o[0] != '-' || o[1] == 'X' || o[1] == '_')) return JNI_OK;
    vm_printf(stderr, "Unrecognized option: %s\n", o);
    return JNI_ERR;
}

/* The given options between JAVA_TOOL_OPTIONS' and _JAVA_OPTIONS', as
 * HotSpot orders them: the given ones win over the first and the second
 * wins over them.  The list is kept until exit (option strings may be
 * referred to later). */
static jint merge_environment_options(const JavaVMInitArgs *given, JavaVMInitArgs *merged)
{
    static JavaVMOption *all;
    jint nall = 0;
    if (!env_options("JAVA_TOOL_OPTIONS", &all, &nall)) return JNI_ERR;
    for (jint i = 0; given && i < given->nOptions; i++) {
        JavaVMOption *l = realloc(all, (size_t)(nall + 1) * sizeof *l);
        if (!l) return JNI_ENOMEM;
        all = l;
        all[nall++] = given->options[i];
    }
    if (!env_options("_JAVA_OPTIONS", &all, &nall)) return JNI_ERR;
    *merged = (JavaVMInitArgs){given ? given->version : JNI_VERSION_1_8, nall, all,
                               given ? given->ignoreUnrecognized : JNI_FALSE};
    return JNI_OK;
}

/* Returns JNI_OK, or JNI_ERR / JNI_EINVAL after printing the JDK's text. */
static jint parse_options(const JavaVMInitArgs *given)
{
    vm_opts.heap_max = 0; /* not given: from physical memory, below */
    vm_opts.java_stack = 2u << 20;
    vm_opts.verify_remote = true;
    vm_opts.verify_local = false;
    uint64_t xms = 0;
    JavaVMInitArgs args;
    jint rc = merge_environment_options(given, &args);
    if (rc != JNI_OK) return rc;
    for (jint i = 0; i < args.nOptions; i++) {
        rc = parse_option(&args.options[i], args.ignoreUnrecognized, &xms);
        if (rc != JNI_OK) return rc;
    }
    /* The JDK's ergonomics: at most a quarter of physical memory, starting
     * at 1/64 of it (MaxRAMPercentage, InitialRAMPercentage), in 4 MB steps;
     * 256 MB at most when the platform will not tell. */
    uint64_t phys = os_physical_memory(), step = 4u << 20;
    if (!vm_opts.heap_max) vm_opts.heap_max = phys ? (size_t)((phys / 4 + step - 1) / step * step) : 256u << 20;
    if (xms > vm_opts.heap_max) {
        vm_exit_during_initialization("Initial heap size set to a larger value than the maximum heap size");
        return JNI_EINVAL;
    }
    if (!xms) {
        xms = phys ? (phys / 64 + step - 1) / step * step : 8u << 20;
        if (xms > vm_opts.heap_max) xms = vm_opts.heap_max;
    }
    vm_opts.heap_initial = (size_t)xms;
    if (!os_can_reserve(vm_opts.heap_max)) {
        vm_exit_during_initialization("Could not reserve enough space for %lluKB object heap",
                                      (unsigned long long)(vm_opts.heap_max >> 10));
        return JNI_EINVAL;
    }
    vm_opts.home = property_value("java.home");
    if (!vm_opts.home) vm_opts.home = os_getenv("LANTERN_HOME");
    vm_opts.class_path = property_value("java.class.path");
    if (!vm_opts.class_path) vm_opts.class_path = ".";
    return JNI_OK;
}

/* ---- threads --------------------------------------------------------------- */

/* Makes the "system" and "main" thread groups and the main Thread. */
static bool make_main_thread_object(vm_thread *t)
{
    if (!class_initialize(t, cls_ThreadGroup) || !class_initialize(t, cls_Thread)) return false;
    object *system = heap_new_object(t, cls_ThreadGroup);
    if (!system) return false;
    VM_ROOT(t, &system);
    slot a1[1] = {{.a = system}};
    vm_method *ctor0 = class_find_declared_method(cls_ThreadGroup, "<init>", "()V");
    if (!ctor0 || !vm_call(t, ctor0, a1, NULL)) {
        VM_UNROOT(t, 1);
        return t->exception ? false : vm_throw(t, "java/lang/InternalError", "ThreadGroup()");
    }
    object *main_group = heap_new_object(t, cls_ThreadGroup);
    object *name = NULL;
    VM_ROOT(t, &main_group);
    VM_ROOT(t, &name);
    name = string_intern_utf8(t, "main");
    vm_method *ctor2 = class_find_declared_method(cls_ThreadGroup, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
    slot a2[3] = {{.a = main_group}, {.a = system}, {.a = name}};
    bool ok = main_group && name && ctor2 && vm_call(t, ctor2, a2, NULL);
    if (ok) {
        object *thread = heap_new_object(t, cls_Thread);
        VM_ROOT(t, &thread);
        vm_method *tctor = class_find_declared_method(cls_Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;IZ)V");
        slot a3[5] = {{.a = thread}, {.a = main_group}, {.a = name}, {.i = OS_PRIORITY_NORM}, {.i = 0}};
        /* The Thread exists for currentThread() before its constructor runs. */
        t->java_thread = thread;
        vm_field *eetop = class_find_field(cls_Thread, "eetop", "J");
        if (thread && eetop) *FIELD_PTR(thread, eetop, int64_t) = (int64_t)(intptr_t)t;
        ok = thread && tctor && vm_call(t, tctor, a3, NULL);
        VM_UNROOT(t, 1);
    }
    VM_UNROOT(t, 3);
    if (!ok && !t->exception) vm_throw(t, "java/lang/InternalError", "cannot make the main thread");
    return ok;
}

static bool load_core_classes(vm_thread *t)
{
    static const struct {
        vm_class **slot;
        const char *name;
    } core[] = {
        {&cls_Object, "java/lang/Object"},
        {&cls_Cloneable, "java/lang/Cloneable"},
        {&cls_Serializable, "java/io/Serializable"},
        {&cls_String, "java/lang/String"},
        {&cls_Class, "java/lang/Class"},
        {&cls_Throwable, "java/lang/Throwable"},
        {&cls_StackTraceElement, "java/lang/StackTraceElement"},
        {&cls_ThreadGroup, "java/lang/ThreadGroup"},
        {&cls_Thread, "java/lang/Thread"},
        {&cls_System, "java/lang/System"},
    };
    for (size_t i = 0; i < sizeof core / sizeof core[0]; i++) {
        *core[i].slot = class_load(t, core[i].name);
        if (!*core[i].slot) return false;
    }
    cls_char_array = class_array_of(t, class_primitive(T_CHAR));
    return cls_char_array != NULL;
}

/* "<prefix>java.lang.X: message" on stderr. */
static void print_exception_line(object *ex, const char *prefix)
{
    char name[512];
    vm_printf(stderr, "%s%s", prefix, class_java_name(ex->clazz, name, sizeof name));
    vm_field *mf = class_find_field(cls_Throwable, "detailMessage", "Ljava/lang/String;");
    object *msg = mf ? *FIELD_PTR(ex, mf, object *) : NULL;
    if (msg) {
        char *s = string_to_utf8(msg);
        vm_printf(stderr, ": %s", s);
        free(s);
    }
    vm_printf(stderr, "\n");
}

static void report_startup_failure(vm_thread *t, const char *what)
{
    vm_printf(stderr, "Error occurred during initialization of VM\n%s%s", what, t && t->exception ? "" : "\n");
    if (t && t->exception) print_exception_line(t->exception, ": ");
}

/* What needs no class yet: the heap, the class table and the class path.
 * Done before the agents' JVM_OnLoad, so that JNI can work there. */
static int vm_prepare(void)
{
    if (!heap_init(vm_opts.heap_max, vm_opts.heap_initial)) {
        vm_exit_during_initialization("Could not reserve enough space for object heap");
        return JNI_ENOMEM;
    }
    class_system_init();
    char boot[4096], err[512];
    snprintf(boot, sizeof boot, "%s%clib%cclasses.jar", vm_opts.home ? vm_opts.home : ".", os_file_separator(),
             os_file_separator());
    if (!loader_init(boot, vm_opts.class_path, err, sizeof err)) {
        report_startup_failure(NULL, err);
        return JNI_ERR;
    }
    return JNI_OK;
}

/* The core classes, once: from vm_create, or earlier when an agent's
 * JVM_OnLoad asks GetEnv for a JNIEnv (JCov does, then calls FindClass).  Only the main thread runs before the VM is
 * created, so no lock is needed.  A failure ends the VM as it would in
 * vm_create: an agent's JNI call cannot be answered without these. */
volatile bool vm_core_ready;
static bool core_failed;

bool vm_boot_core(vm_thread *t)
{
    if (vm_core_ready) return true;
    if (core_failed) return false;
    /* Arenas first: an allocation event names its arena. */
    heap_announce_arenas(t);
    if (!load_core_classes(t)) {
        core_failed = true;
        report_startup_failure(t, "cannot load the core classes");
        return false;
    }
    vm_core_ready = true;
    /* Classes loaded before java.lang.Class could give them an ID. */
    jvmpi_announce_loaded_classes(t);
    return true;
}

int vm_create(vm_thread *t)
{
    if (!vm_boot_core(t)) return JNI_ERR;
    /* The main Thread first, as HotSpot does: an agent hears THREAD_START
     * for main before any Java code runs on it. */
    if (!make_main_thread_object(t)) {
        report_startup_failure(t, "cannot create the main thread");
        return JNI_ERR;
    }
    if (JVMPI_ON(JVMPI_EVENT_THREAD_START)) jvmpi_post_thread_start(t, t, false);
    if (!class_initialize(t, cls_System) || !vm_call_static(t, cls_System, "initPhase1", "()V", NULL, NULL)) {
        report_startup_failure(t, "java.lang.System failed to initialize");
        return JNI_ERR;
    }
    return JNI_OK;
}

/* Ctrl-\ / Ctrl-Break, on the Signal Dispatcher thread: the Java threads
 * stop at a safepoint for the thread dump (threaddump.c); then, with the
 * world running again, the agent is asked to dump and then to reset its
 * data, and the program runs on.  The requests come after the restart so
 * that the agent's handler may take its own locks: its sampler thread may
 * hold one while it suspends a thread, which needs a safepoint of its own
 * (Sun's HPROF with cpu=samples deadlocked a stopped world that way).  The
 * handler runs in native state, as agent code does on the agent's own
 * threads. */
static bool dump_signal_installed;
static vm_thread *volatile dump_thread;

static void on_dump_signal(void *arg)
{
    (void)arg;
    vm_thread *self = thread_attach_internal();
    if (!self) return;
    dump_thread = self;
    safepoint_begin(self);
    thread_dump_print();
    safepoint_end(self);
    jvmpi_post_data_dump(self);
}

/* ---- properties for System.initPhase1 -------------------------------------- */

/* java.library.path when no -D gives it, as the JDK 17 computes it
 * (HotSpot's os::init_system_properties_values): POSIX $LD_LIBRARY_PATH
 * then the fixed directories; Windows the launcher's directory, the system directories,
 * %PATH% and ".". */
static char *concat(const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
    char *r = malloc(n);
    if (r) snprintf(r, n, "%s%s%s", a, b, c);
    return r;
}

static char *default_library_path(void)
{
    if (os_path_separator() == ';') {
        char *windir = os_getenv("WINDIR"), *path = os_getenv("PATH");
        const char *w = windir ? windir : "C:\\Windows";
        const char *home = vm_opts.home ? vm_opts.home : ".";
        size_t n = strlen(home) + 3 * strlen(w) + (path ? strlen(path) : 0) + 64;
        char *r = malloc(n);
        if (r)
            snprintf(r, n, "%s\\bin;%s\\Sun\\Java\\bin;%s\\system32;%s;%s%s.", home, w, w, w, path ? path : "",
                     path ? ";" : "");
        free(windir);
        free(path);
        return r;
    }
    char *ld = os_getenv("LD_LIBRARY_PATH");
    char *r = concat(ld ? ld : "", ld ? ":" : "", "/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib");
    free(ld);
    return r;
}

/* The directory of the image's own libraries: lib/ (bin\ on Windows). */
static char *boot_library_path(void)
{
    const char *home = vm_opts.home ? vm_opts.home : ".";
    return concat(home, os_path_separator() == ';' ? "\\" : "/", os_path_separator() == ';' ? "bin" : "lib");
}

void vm_system_properties(void (*put)(void *arg, const char *key, const char *value), void *arg)
{
    char *cwd = os_current_dir();
    char *home = os_getenv(os_path_separator() == ';' ? "USERPROFILE" : "HOME");
    char *user = os_getenv(os_path_separator() == ';' ? "USERNAME" : "USER");
    char sep[2] = {os_file_separator(), 0}, psep[2] = {os_path_separator(), 0};
    put(arg, "java.version", "17");
    put(arg, "java.version.date", "2021-09-14");
    put(arg, "java.vendor", "Lantern");
    put(arg, "java.specification.version", "17");
    put(arg, "java.specification.name", "Java Platform API Specification");
    put(arg, "java.vm.specification.version", "17");
    put(arg, "java.vm.name", "Lantern VM");
    put(arg, "java.vm.vendor", "Lantern");
    put(arg, "java.vm.version", "0.1");
    put(arg, "java.runtime.name", "Lantern Runtime Environment");
    put(arg, "java.runtime.version", "17-lantern");
    put(arg, "java.class.version", "61.0");
    put(arg, "java.home", vm_opts.home ? vm_opts.home : "");
    put(arg, "java.class.path", loader_app_path());
    char *libpath = default_library_path();
    put(arg, "java.library.path", libpath ? libpath : "");
    free(libpath);
    char *bootpath = boot_library_path();
    put(arg, "sun.boot.library.path", bootpath ? bootpath : "");
    free(bootpath);
    put(arg, "java.io.tmpdir", os_path_separator() == ';' ? "C:\\Windows\\Temp" : "/tmp");
    put(arg, "file.separator", sep);
    put(arg, "path.separator", psep);
    put(arg, "line.separator", os_path_separator() == ';' ? "\r\n" : "\n");
    put(arg, "file.encoding", "UTF-8");
    put(arg, "native.encoding", "UTF-8");
    put(arg, "sun.jnu.encoding", "UTF-8");
    put(arg, "stdout.encoding", "UTF-8");
    put(arg, "stderr.encoding", "UTF-8");
    put(arg, "os.name", os_path_separator() == ';' ? "Windows 10" : "Linux");
    put(arg, "os.arch", sizeof(void *) == 8 ? "amd64" : "x86");
    put(arg, "os.version", "");
    put(arg, "user.dir", cwd ? cwd : "");
    put(arg, "user.home", home ? home : "");
    put(arg, "user.name", user ? user : "");
    for (int i = 0; i < vm_opts.property_count; i++) {
        char *kv = vm_strdup(vm_opts.properties[i]);
        char *eq = strchr(kv, '=');
        if (eq) {
            *eq = '\0';
            if (strcmp(kv, "java.class.path") != 0 && strcmp(kv, "java.home") != 0) put(arg, kv, eq + 1);
        }
        free(kv);
    }
    free(cwd);
    free(home);
    free(user);
}

static void stop_dump_signal(void);

typedef jint(JNICALL *vfprintf_hook_fn)(FILE *f, const char *fmt, va_list ap);
typedef void(JNICALL *exit_hook_fn)(jint code);
typedef void(JNICALL *abort_hook_fn)(void);

void vm_exit(int code)
{
    heap_log_exit();
    jvmpi_shutdown(thread_current());
    stop_dump_signal();
    thread_reap(true);
    /* As HotSpot: the embedder's hook is expected to end the process; if
     * it returns, the VM does. */
    if (vm_opts.exit_hook) {
        fflush(stdout);
        fflush(stderr);
        ((exit_hook_fn)vm_opts.exit_hook)(code);
    }
    /* System.out/err flush themselves (autoflush); stdio is flushed here. */
    os_exit(code);
}

static int64_t start_nanos;

double vm_uptime(void)
{
    return (double)(os_time_nanos() - start_nanos) / 1e9;
}

void vm_printf(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (vm_opts.vfprintf_hook) ((vfprintf_hook_fn)vm_opts.vfprintf_hook)(f, fmt, ap);
    else vfprintf(f, fmt, ap);
    va_end(ap);
}

void vm_abort(void)
{
    fflush(stdout);
    fflush(stderr);
    if (vm_opts.abort_hook) ((abort_hook_fn)vm_opts.abort_hook)();
    os_abort();
}

/* At exit the Signal Dispatcher is stopped and joined (a thread left
 * blocked would outlive the VM's data), unless it is the one exiting.  The
 * exiting thread counts as stopped for a dump already in progress. */
static void stop_dump_signal(void)
{
    vm_thread *t = thread_current();
    if (!dump_signal_installed || (t && t == dump_thread)) return;
    if (t) thread_to_native(t);
    os_dump_signal_uninstall();
    dump_signal_installed = false;
}

/* ---- the VM's end (DestroyJavaVM, jni_invoke.c) ---------------------------------- */

void vm_shutdown(vm_thread *t)
{
    heap_log_exit();
    jvmpi_shutdown(t);
    stop_dump_signal();
    thread_reap(true);
    fflush(stdout);
    fflush(stderr);
}

/* ---- JNI_CreateJavaVM ------------------------------------------------------------ */

JNIEXPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args)
{
    jint may = jni_invoke_may_create();
    if (may != JNI_OK) return may;
    /* 1_1 and unknown versions: JNI_EVERSION, and a later call may still
     * create the VM (as on the JDK 17). */
    if (!args || !jni_version_supported(((JavaVMInitArgs *)args)->version)) return JNI_EVERSION;
    if (os_init() != OS_OK) return JNI_ERR;
    start_nanos = os_time_nanos();
    os_trace_define("class", VM_TRACE_CLASS);
    os_trace_define("interp", VM_TRACE_INTERP);
    os_trace_define("gc", VM_TRACE_GC);
    os_trace_define("init", VM_TRACE_INIT);
    os_trace_define("exception", VM_TRACE_EXCEPTION);
    os_trace_define("native", VM_TRACE_NATIVE);
    os_trace_define("jvmpi", VM_TRACE_JVMPI);
    os_trace_define("safepoint", VM_TRACE_SAFEPOINT);
    os_trace_define("monitor", VM_TRACE_MONITOR);
    os_trace_define("thread", VM_TRACE_THREAD);
    /* os_init parsed LANTERN_TRACE before these names existed. */
    char *trace = os_getenv("LANTERN_TRACE");
    if (trace) {
        os_trace_parse(trace);
        free(trace);
    }
    jint rc = parse_options(args);
    if (rc != JNI_OK) return rc;
    jni_invoke_init();
    struct JNINativeInterface_ *env_table = jni_env_table_mutable();
    env_table->RegisterNatives = jni_RegisterNatives;
    env_table->UnregisterNatives = jni_UnregisterNatives;
    jni_refs_init();
    jni_library_init();
    thread_init(jni_env_functions());
    monitor_init();
    safepoint_init();
    /* The main thread exists first: agents' JVM_OnLoad runs on it and may
     * already ask GetEnv for the interface. */
    vm_thread *t = thread_new_current();
    if (!t) return JNI_ENOMEM;
    t->is_java = true; /* main: not counted among the non-daemon threads it waits for */
    vm_main_thread = t;
    rc = vm_prepare();
    if (rc != JNI_OK) return rc;
    rc = jvmpi_load_agents(&vm_the_vm);
    if (rc != JNI_OK) return rc;
    rc = vm_create(t);
    if (rc != JNI_OK) return rc;
    if (!vm_opts.reduce_signals) dump_signal_installed = os_dump_signal_install(on_dump_signal, NULL) == OS_OK;
    /* From here the main thread's identity hashes are the ones HotSpot's
     * main thread gives a program (heap.c). */
    heap_hash_seed(t, HEAP_HASH_MAIN);
    jni_invoke_created();
    *pvm = &vm_the_vm;
    *penv = t;
    jvmpi_init_done = true;
    if (JVMPI_ON(JVMPI_EVENT_JVM_INIT_DONE)) jvmpi_post_simple(t, JVMPI_EVENT_JVM_INIT_DONE);
    /* Back to the embedding program: native code, where the collector need
     * not wait for it (the JNI functions switch in and out). */
    thread_to_native(t);
    return JNI_OK;
}
