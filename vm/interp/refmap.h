/*
 * refmap.h -- reference maps: for a frame stopped at a bytecode offset, how
 * deep its operand stack is and which local and stack slots hold object
 * references.  The precise, moving collector (docs/rules.md rule 4) scans
 * interpreter frames through these maps.
 *
 * A map is computed once per method by abstract interpretation of the
 * method's original bytecode (the cf_class from cf_parse, never the
 * interpreter's rewritten copy) and is immutable afterwards, so any number
 * of threads may query it without locking.
 *
 * Slot model: the JVM's.  A frame has max_locals local slots and max_stack
 * operand-stack slots; long and double take two slots, the value in the
 * first.  Stack slot 0 is the bottom of the stack.  A slot is reported as a
 * reference when every path reaching the pc leaves a reference there: an
 * object, null, an uninitialized object from `new`, or `this` in <init>
 * before the super call.  A slot where paths disagree (reference on one,
 * int on another) is "top": not reported, and the analysis rejects any
 * later use of it, so the frame can never read it again.  Return addresses
 * (jsr) are not references.
 *
 * Guarantee to the collector: a slot reported as a reference holds a
 * reference (or null) whenever the frame is stopped at that pc; a slot not
 * reported is never read as a reference again before being overwritten.
 *
 * Not a verifier: types are kinds (int, float, long, double, reference,
 * uninitialized, return address), not classes, so assignability between
 * classes, access rules and catch types are not checked; a handler's stack
 * is one reference whatever it catches.
 */
#ifndef LANTERN_REFMAP_H
#define LANTERN_REFMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "classfile/classfile.h"

typedef struct refmap refmap;

/* Analyses m (a method of c that has code).  Returns NULL and writes a
 * VerifyError-style message naming the fault, the pc and the method into
 * err (errlen bytes, always NUL-terminated when errlen > 0) if the bytecode
 * is inconsistent: stack underflow or overflow (against max_stack),
 * different stack heights where paths merge, a non-reference used as a
 * reference or a reference as an int/float/long/double, a long or double
 * half split (pop of one half, dup of a long, a load of a broken pair), a
 * read of a local never written on some path, a return that does not match
 * the descriptor, flow falling off the end of the code, or a ret whose
 * local holds no return address.  Also NULL if m has no code or memory
 * runs out.  Thread-safe: no global state. */
refmap *refmap_build(const cf_class *c, const cf_method *m, char *err, size_t errlen);

void refmap_free(refmap *r);

/* For the instruction starting at pc: *stack_depth is the operand-stack
 * depth in slots BEFORE the instruction executes, and bit i (byte i / 8,
 * bit i % 8, least significant first) of locals_bits / stack_bits is set
 * iff local / stack slot i holds a reference.  The caller provides
 * (max_locals + 7) / 8 and (max_stack + 7) / 8 bytes; every byte is
 * written, bits of stack slots at or above the depth are 0.  Any of the
 * three pointers may be NULL when the caller does not need that part.
 * Returns false (writing nothing) if pc is not the start of an instruction
 * or no path reaches it (dead code). */
bool refmap_query(const refmap *r, uint32_t pc, uint16_t *stack_depth, uint8_t *locals_bits, uint8_t *stack_bits);

/* The frame shape the bit vectors are sized by (the Code attribute's). */
uint16_t refmap_max_locals(const refmap *r);
uint16_t refmap_max_stack(const refmap *r);

#endif /* LANTERN_REFMAP_H */
