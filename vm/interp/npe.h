/*
 * npe.h -- helpful NullPointerException messages (npe.c).
 */
#ifndef LANTERN_NPE_H
#define LANTERN_NPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "classfile/classfile.h"

/* The JDK 17 message for a null met by the instruction at pc of m, or
 * false if that instruction does not dereference (no message). */
bool npe_message(const cf_class *c, const cf_method *m, uint32_t pc, char *out, size_t len);

#endif
