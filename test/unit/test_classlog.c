/*
 * test_classlog.c -- unit tests of the class,load / class,unload lines
 * (vm/object/classlog.c) and of the options that turn them on: each case
 * boots a VM with one option (vm_boot.h), then catches what the VM prints
 * through the vfprintf hook (vm_opts.vfprintf_hook, as an embedder's
 * "vfprintf" option would set it) while it calls the log functions itself.
 * class_log_unload is tested here only: classes are not unloaded yet, so no
 * program can make the VM print it.
 */
#include <inttypes.h>
#include <stdarg.h>

#include "vm_boot.h"
#include "unit.h"

#include "object/classlog.h"
#include "object/loader.h"

static char out[4096];

static jint JNICALL catch_output(FILE *f, const char *fmt, va_list ap)
{
    (void)f;
    size_t n = strlen(out);
    return vsnprintf(out + n, sizeof out - n, fmt, ap);
}

static vm_thread *boot_catching(const char *option)
{
    vm_thread *t = vm_boot(option);
    out[0] = '\0';
    vm_opts.vfprintf_hook = (void *)catch_output;
    return t;
}

/* "[<seconds>.<3 digits>s][info][class,<tag>] " at s; the rest, or NULL. */
static const char *after_prefix(const char *s, const char *tag)
{
    if (*s++ != '[') return NULL;
    if (*s < '0' || *s > '9') return NULL;
    while (*s >= '0' && *s <= '9') s++;
    if (*s++ != '.') return NULL;
    for (int i = 0; i < 3; i++)
        if (*s < '0' || *s++ > '9') return NULL;
    char want[64];
    snprintf(want, sizeof want, "s][info][class,%s] ", tag);
    return strncmp(s, want, strlen(want)) == 0 ? s + strlen(want) : NULL;
}

TEST(unload_line)
{
    vm_thread *t = boot_catching("-Xlog:class+unload");
    CHECK(class_log_unload_enabled());
    CHECK(!class_log_load_enabled());
    class_log_unload(cls_String);
    const char *rest = after_prefix(out, "unload");
    REQUIRE(rest != NULL);
    char want[128];
    snprintf(want, sizeof want, "unloading class java.lang.String 0x%016" PRIxPTR "\n", (uintptr_t)cls_String);
    CHECK(strcmp(rest, want) == 0);
    /* class,load is off: nothing more */
    out[0] = '\0';
    class_log_load(t, cls_String);
    CHECK(out[0] == '\0');
}

TEST(verbose_class_logs_both)
{
    vm_thread *t = boot_catching("-verbose:class");
    CHECK(class_log_load_enabled());
    CHECK(class_log_unload_enabled());
    class_log_load(t, cls_Object);
    const char *rest = after_prefix(out, "load");
    REQUIRE(rest != NULL);
    CHECK(strcmp(rest, "java.lang.Object source: jrt:/java.base\n") == 0);
    out[0] = '\0';
    class_log_unload(cls_Object);
    CHECK(after_prefix(out, "unload") != NULL);
    /* arrays are not logged, as in the JDK */
    out[0] = '\0';
    class_log_load(t, cls_char_array);
    CHECK(out[0] == '\0');
}

/* A definition that names its own source; a class defined meanwhile under
 * another name keeps its loader's. */
TEST(source_of_a_definition)
{
    vm_thread *t = boot_catching("-Xlog:class+load");
    class_log_source s;
    class_log_define_with(t, &s, "java/lang/String", LOADER_BOOT, false, "somewhere");
    class_log_load(t, cls_String);
    class_log_load(t, cls_Object);
    class_log_define_done(&s);
    class_log_load(t, cls_String);
    const char *l1 = after_prefix(out, "load");
    REQUIRE(l1 != NULL);
    CHECK(strncmp(l1, "java.lang.String source: somewhere\n", 35) == 0);
    const char *l2 = after_prefix(strchr(l1, '\n') + 1, "load");
    REQUIRE(l2 != NULL);
    CHECK(strncmp(l2, "java.lang.Object source: jrt:/java.base\n", 40) == 0);
    const char *l3 = after_prefix(strchr(l2, '\n') + 1, "load");
    REQUIRE(l3 != NULL);
    CHECK(strcmp(l3, "java.lang.String source: jrt:/java.base\n") == 0);
}

TEST(hidden_class_and_unknown_source)
{
    vm_thread *t = boot_catching("-Xlog:class+load=info");
    class_log_source s;
    class_log_define_hidden(t, &s, "java/lang/String", cls_Object);
    class_log_load(t, cls_String);
    class_log_define_done(&s);
    char want[160];
    snprintf(want, sizeof want, "java.lang.String/0x%016" PRIxPTR " source: java.lang.Object\n", (uintptr_t)cls_String);
    const char *rest = after_prefix(out, "load");
    REQUIRE(rest != NULL);
    CHECK(strcmp(rest, want) == 0);
    out[0] = '\0';
    class_log_define_with(t, &s, "java/lang/String", LOADER_BOOT, false, NULL);
    class_log_load(t, cls_String);
    class_log_define_done(&s);
    rest = after_prefix(out, "load");
    REQUIRE(rest != NULL);
    CHECK(strcmp(rest, "java.lang.String\n") == 0);
}

/* -Xlog selections, each in its own VM. */
TEST(xlog_class_star)
{
    boot_catching("-Xlog:class*");
    CHECK(class_log_load_enabled());
    CHECK(class_log_unload_enabled());
}

TEST(xlog_tags_in_any_order_with_level)
{
    boot_catching("-Xlog:load+class=debug");
    CHECK(class_log_load_enabled());
    CHECK(!class_log_unload_enabled());
}

TEST(xlog_class_alone_is_another_tag_set)
{
    boot_catching("-Xlog:class");
    CHECK(!class_log_load_enabled());
    CHECK(!class_log_unload_enabled());
}

TEST(xlog_level_off_and_warning)
{
    boot_catching("-Xlog:class+load=off,class+unload=warning");
    CHECK(!class_log_load_enabled());
    CHECK(!class_log_unload_enabled());
}

TEST(xlog_list_with_gc_and_output)
{
    boot_catching("-Xlog:gc,class+unload:stdout");
    CHECK(vm_opts.verbose_gc);
    CHECK(!class_log_load_enabled());
    CHECK(class_log_unload_enabled());
}

TEST(xlog_disable_after_all)
{
    boot_catching("-Xlog:all,disable");
    CHECK(!class_log_load_enabled());
    CHECK(!class_log_unload_enabled());
    CHECK(!vm_opts.verbose_gc);
}

static const unit_case unit_cases[] = {
#include "test_classlog_cases.inc"
};
UNIT_MAIN(NULL, NULL)
