/*
 * classlog.c -- the class,load and class,unload log lines (classlog.h says
 * what they print and why).
 *
 * Owns the two switches (set once, while the options are parsed, and only
 * read afterwards) and the definitions under way that
 * carry their own source (class_log_source records on their definers'
 * stacks, in one list guarded by source_lock).  A record matches only the
 * (thread, name, loader) it was made for, so the classes its definition
 * loads on the way (its superclass through the same loader) get their own
 * sources.  When logging is off nothing is registered and no lock is taken.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "object/classlog.h"
#include "object/loader.h"
#include "runtime/vm.h"

static bool load_on, unload_on;
static os_monitor *source_lock;
static class_log_source *sources;

void class_log_configure(bool load, bool unload)
{
    load_on = load;
    unload_on = unload;
    /* made here, before any thread but the first runs */
    if (load_on && !source_lock) source_lock = os_monitor_create("class log sources");
}

bool class_log_load_enabled(void) { return load_on; }
bool class_log_unload_enabled(void) { return unload_on; }

static double uptime(void)
{
    return vm_uptime();
}

/* The JDK's external name; a hidden class's carries its address. */
static const char *shown_name(const vm_class *c, bool hidden, char *buf, size_t len)
{
    class_java_name(c, buf, len);
    if (hidden) {
        size_t n = strlen(buf);
        if (n < len) snprintf(buf + n, len - n, "/0x%016" PRIxPTR, (uintptr_t)c);
    }
    return buf;
}

/* The record thread t made for c's definition, or NULL. */
static class_log_source *source_for(struct vm_thread *t, const vm_class *c)
{
    if (!source_lock) return NULL;
    os_monitor_enter(source_lock);
    class_log_source *s = sources;
    while (s && !(s->thread == t && s->loader == c->loader && strcmp(s->name, c->name) == 0)) s = s->next;
    os_monitor_exit(source_lock);
    return s;
}

void class_log_load(struct vm_thread *t, const vm_class *c)
{
    if (!load_on || c->component || c->is_primitive) return;
    class_log_source *s = source_for(t, c);
    char name[1024];
    shown_name(c, s && s->hidden, name, sizeof name);
    char *url = NULL;
    const char *source = NULL;
    if (s) {
        source = s->has_text ? s->text : NULL;
    } else if (c->loader == LOADER_BOOT) {
        source = "jrt:/java.base";
    } else if (c->loader == LOADER_APP) {
        /* the first entry that has it is the one it was read from */
        char res[1100];
        snprintf(res, sizeof res, "%s.class", c->name);
        url = loader_resource_bases(LOADER_APP, res, false);
        source = url;
    } else {
        source = "__JVM_DefineClass__";
    }
    if (source) vm_printf(stdout, "[%.3fs][info][class,load] %s source: %s\n", uptime(), name, source);
    else vm_printf(stdout, "[%.3fs][info][class,load] %s\n", uptime(), name);
    fflush(stdout); /* the program's own output does not go through stdio's buffer */
    free(url);
}

void class_log_unload(const vm_class *c)
{
    if (!unload_on) return;
    char name[1024];
    vm_printf(stdout, "[%.3fs][info][class,unload] unloading class %s 0x%016" PRIxPTR "\n", uptime(),
              shown_name(c, c->is_hidden, name, sizeof name), (uintptr_t)c);
    fflush(stdout);
}

void class_log_define_with(struct vm_thread *t, class_log_source *s, const char *name, int loader, bool hidden,
                           const char *text)
{
    s->thread = NULL;
    if (!load_on || !source_lock) return;
    s->name = name;
    s->loader = loader;
    s->hidden = hidden;
    s->has_text = text != NULL;
    snprintf(s->text, sizeof s->text, "%s", text ? text : "");
    s->thread = t;
    os_monitor_enter(source_lock);
    s->next = sources;
    sources = s;
    os_monitor_exit(source_lock);
}

void class_log_define_hidden(struct vm_thread *t, class_log_source *s, const char *name, const vm_class *host)
{
    s->thread = NULL;
    if (!load_on) return;
    char host_name[600];
    class_log_define_with(t, s, name, host->loader, true, class_java_name(host, host_name, sizeof host_name));
}

void class_log_define_done(class_log_source *s)
{
    if (!s->thread) return;
    os_monitor_enter(source_lock);
    class_log_source **pp = &sources;
    while (*pp && *pp != s) pp = &(*pp)->next;
    if (*pp) *pp = s->next;
    os_monitor_exit(source_lock);
    s->thread = NULL;
}
