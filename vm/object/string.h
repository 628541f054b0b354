/*
 * string.h -- java.lang.String from C (string.c): making strings, the
 * intern table, and modified UTF-8.
 */
#ifndef LANTERN_STRING_H
#define LANTERN_STRING_H

#include <stddef.h>
#include <stdint.h>

#include "runtime/vm.h"

object *string_from_utf8(vm_thread *t, const char *utf8);        /* modified UTF-8 */
object *string_from_chars(vm_thread *t, const uint16_t *chars, int32_t n);
object *string_intern(vm_thread *t, object *s);
object *string_intern_utf8(vm_thread *t, const char *utf8);
/* malloc'd modified UTF-8 of a String (or NULL if s is null). */
char *string_to_utf8(object *s);
/* Modified UTF-8 of n UTF-16 units: its length in bytes, and the bytes
 * written to out (no terminator; out holds at least that length). */
size_t string_mutf8_length(const uint16_t *chars, int32_t n);
size_t string_mutf8_encode(const uint16_t *chars, int32_t n, char *out);
int32_t string_length(object *s);
const uint16_t *string_chars(object *s);
/* The intern table's slots, for the collector (a root). */
void string_intern_roots(void (*visit)(object **slot, void *arg), void *arg);

#endif /* LANTERN_STRING_H */
