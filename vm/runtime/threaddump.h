/*
 * threaddump.h -- the JDK-format thread dump and deadlock report printed
 * on Ctrl-\ / Ctrl-Break (threaddump.c).  Call with the world stopped.
 */
#ifndef LANTERN_THREADDUMP_H
#define LANTERN_THREADDUMP_H

void thread_dump_print(void);

#endif
