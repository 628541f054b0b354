/*
 * classlog.h -- JDK 17's unified-logging lines for classes, on stdout:
 *
 *   [0.012s][info][class,load] java.lang.Object source: jrt:/java.base
 *   [1.234s][info][class,unload] unloading class Foo 0x00007f3a2c001208
 *
 * -verbose:class turns both on (as in the JDK, where it means
 * -Xlog:class+load=info,class+unload=info); -Xlog selections turn on either.
 *
 * The "source:" of a load line is what HotSpot prints for the same kind of
 * definition:
 *   - the boot loader's classes: "jrt:/java.base".  Lantern's come from
 *     lib/classes.jar, but everywhere else (the module named in messages,
 *     class_module_name) they present themselves as java.base, and tools
 *     reading these lines tell the platform's classes from the program's by
 *     that text; the jar's path is what HotSpot prints for
 *     -Xbootclasspath/a classes, which these are not;
 *   - the application loader's: the file URL of the class path entry that
 *     holds the class ("file:/abs/dir/", "file:/abs/app.jar"), the code
 *     source location the JDK's application loader passes;
 *   - a user-defined loader's (ClassLoader.defineClass):
 *     "__JVM_DefineClass__", HotSpot's text for a definition without a
 *     code source location (Lantern's defineClass ignores the
 *     ProtectionDomain, so a location given there is not printed);
 *   - definitions that say where they come from (class_log_define_with):
 *     JNI DefineClass, lambda proxies (hidden classes, printed with
 *     "/0x<address>" after the name as HotSpot prints hidden classes).
 * Array and primitive classes are not logged, as in the JDK.
 */
#ifndef LANTERN_CLASSLOG_H
#define LANTERN_CLASSLOG_H

#include <stdbool.h>

#include "object/class.h"

struct vm_thread;

/* Which lines to print (the last call decides); called while the options
 * are parsed, before other threads run (the uptime counts from the first
 * call). */
void class_log_configure(bool load, bool unload);
/* Whether class,load / class,unload lines are printed. */
bool class_log_load_enabled(void);
bool class_log_unload_enabled(void);

/* The class,load line of c, just defined by thread t (nothing when off). */
void class_log_load(struct vm_thread *t, const vm_class *c);
/* The class,unload line of c, about to be unloaded (nothing when off). */
void class_log_unload(const vm_class *c);

/* A definition under way whose source the defining loader does not tell:
 * lives on the caller's stack between class_log_define_with and
 * class_log_define_done, and applies to the class `name` that thread t
 * defines in `loader` meanwhile (not to classes defined on the way, such as
 * its superclass). */
typedef struct class_log_source {
    struct vm_thread *thread; /* NULL: logging is off, nothing registered */
    const char *name;
    int loader;
    bool hidden;              /* print "/0x<address>" after the name */
    bool has_text;            /* false: HotSpot's "source is unknown", no source: */
    char text[600];
    struct class_log_source *next;
} class_log_source;
/* text NULL: the line has no "source:". */
void class_log_define_with(struct vm_thread *t, class_log_source *s, const char *name, int loader, bool hidden,
                           const char *text);
/* A hidden class (lambda proxy) defined for host: its source is host's name. */
void class_log_define_hidden(struct vm_thread *t, class_log_source *s, const char *name, const vm_class *host);
void class_log_define_done(class_log_source *s);

#endif /* LANTERN_CLASSLOG_H */
