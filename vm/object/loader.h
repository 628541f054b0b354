/*
 * loader.h -- where class bytes come from: the boot class path (the class
 * library, <home>/lib/classes.jar) and the application class path
 * (java.class.path).  Boot first, as parent delegation requires.
 */
#ifndef LANTERN_LOADER_H
#define LANTERN_LOADER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { LOADER_BOOT = 0, LOADER_APP = 1 };

/* Sets up both paths; false with a message in err if the boot path is missing. */
bool loader_init(const char *boot_path, const char *app_path, char *err, size_t errlen);
/* malloc'd bytes of "<name>.class" and the loader that found them; NULL
 * with err[0] == '\0' when not found, or with a message when the class path
 * could not be read (corrupt jar). */
uint8_t *loader_read_class(const char *name, size_t *len, int *loader, char *err, size_t errlen);
/* The entries of the boot (LOADER_BOOT) or application path that hold the
 * resource name, in path order (only the first unless all), each as the
 * JDK's file URL of the entry ("file:/abs/dir/" for a directory,
 * "file:/abs/app.jar" for an archive), joined by '\n' (never part of such
 * a URL: it would be escaped).  malloc'd; NULL when there is none (or out
 * of memory, which a resource lookup reports as not found). */
char *loader_resource_bases(int loader, const char *name, bool all);
/* As loader_read_class, from the boot class path only. */
uint8_t *loader_read_boot_class(const char *name, size_t *len, char *err, size_t errlen);
/* The expanded application class path (java.class.path). */
const char *loader_app_path(void);

#endif
