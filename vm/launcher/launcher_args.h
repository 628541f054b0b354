/*
 * launcher_args.h -- the launcher's command line as the JDK 17 launcher
 * expands it before parsing: JDK_JAVA_OPTIONS first, then the arguments
 * with @argument files expanded, up to the main class.
 */
#ifndef LANTERN_LAUNCHER_ARGS_H
#define LANTERN_LAUNCHER_ARGS_H

#include <stdbool.h>

/* The expanded argv (argv[0] kept) in *out_argc and *out_argv, malloc'd and
 * never freed (the launcher keeps it until exit).  On a bad argument file
 * or a refused JDK_JAVA_OPTIONS the JDK's message is printed on stderr and
 * false is returned (exit code 1). */
bool launcher_expand_args(int argc, char **argv, int *out_argc, char ***out_argv);

/* Splits text into arguments as an argument file is read: whitespace
 * between them, '#' at an argument's start comments out the rest of the
 * line, '...' and "..." quote (with \n \r \t \f escapes, other escaped
 * characters as themselves, and a backslash before a line end continuing
 * the quote past the next line's leading blanks); outside quotes a
 * backslash is an ordinary character.  Appends to *v (count *n, room
 * *cap); false if out of memory. */
bool launcher_split(const char *text, char ***v, int *n, int *cap);

#endif /* LANTERN_LAUNCHER_ARGS_H */
