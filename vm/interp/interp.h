/*
 * interp.h -- the interpreter's quick instructions, and calling Java from
 * C (interp.c).
 *
 * The first time an instruction that names a constant-pool entry runs, it
 * resolves the entry and rewrites itself into a quick form that carries
 * what resolution found, so later executions skip resolution:
 *
 *   getfield  #cp  ->  GETFIELD_Q_<kind>  u2 byte offset     (kind by field size/sign)
 *   putfield  #cp  ->  PUTFIELD_Q_<kind>  u2 byte offset
 *   getstatic #cp  ->  GETSTATIC_Q[2]     #cp   (cp cache: field; class initialized)
 *   invokevirtual  ->  INVOKEVIRTUAL_Q    #cp   (cp cache: method, vtable index)
 *   invokespecial  ->  INVOKEDIRECT_Q     #cp   (cp cache: the exact method)
 *   invokestatic   ->  INVOKEDIRECT_Q     #cp   (after class initialization)
 *   invokeinterface->  INVOKEINTERFACE_Q  #cp n 0   (cp cache + inline cache)
 *                  or  INVOKEDIRECT5_Q    #cp n 0   (a private interface method)
 *   new            ->  NEW_Q              #cp   (class initialized)
 *   ldc/ldc_w String/Class -> LDC_Q / LDC_W_Q (cp cache: the object)
 *   checkcast/instanceof/anewarray -> *_Q #cp  (cp cache: the class)
 *
 * The operand bytes are written before the opcode byte (a release store), so
 * another thread sees either the old instruction or the whole new one.
 * Quick opcodes occupy 0xcb..0xfd, which JVMS leaves unassigned; the
 * original bytes stay in the method's cf_code for tools and analysis.
 *
 * Switch tables.  Before a method first runs (interp_prepare_code, when its
 * class is defined) every 4-byte operand of its tableswitch and
 * lookupswitch instructions is turned into host byte order in the method's
 * own copy of the code, so that a switch reads aligned native ints:
 *
 *   tableswitch  pad | default | low | high | offset[high-low+1]   (int32 each)
 *   lookupswitch pad | default | npairs | {match, offset}[npairs]
 *
 * The opcodes stay as they are; only the interpreter reads these bytes.
 */
#ifndef LANTERN_INTERP_H
#define LANTERN_INTERP_H

enum quick_opcode {
    Q_GETFIELD_B = 0xcb, /* signed byte */
    Q_GETFIELD_Z,        /* boolean: unsigned byte */
    Q_GETFIELD_C,        /* char: unsigned 16 */
    Q_GETFIELD_S,        /* short: signed 16 */
    Q_GETFIELD_I,        /* int and float: 32 bits */
    Q_GETFIELD_J,        /* long and double: 64 bits, two slots */
    Q_GETFIELD_A,        /* reference */
    Q_PUTFIELD_B,
    Q_PUTFIELD_Z,
    Q_PUTFIELD_C,
    Q_PUTFIELD_S,
    Q_PUTFIELD_I,
    Q_PUTFIELD_J,
    Q_PUTFIELD_A,
    Q_GETSTATIC,         /* one slot */
    Q_GETSTATIC2,        /* two slots */
    Q_PUTSTATIC,
    Q_PUTSTATIC2,
    Q_INVOKEVIRTUAL,
    Q_INVOKEDIRECT,
    Q_INVOKEINTERFACE,
    Q_NEW,
    Q_LDC,
    Q_LDC_W,
    Q_CHECKCAST,
    Q_INSTANCEOF,
    Q_ANEWARRAY,
    Q_INVOKEDYNAMIC,
    Q_INVOKEDIRECT5,     /* invokeinterface of a private method: direct, 5 bytes */
    Q_INVOKEVIRTUAL_ITF, /* invokevirtual of an interface method (an abstract class's
                            inherited one): selected as invokeinterface, 3 bytes */
    Q_LAST
};

#include <stdbool.h>
#include <stdint.h>

#include "runtime/vm.h"

/* Puts the switch tables of code (a method's private, verified copy) in
 * host byte order. */
void interp_prepare_code(uint8_t *code, uint32_t length);

/* ---- calling Java from C -------------------------------------------------- */
/* Calls m with args (receiver first for instance methods).  Returns false
 * with t->exception set if it threw. */
bool vm_call(vm_thread *t, vm_method *m, slot *args, slot *result);
/* Finds and calls a static or instance method by name. */
bool vm_call_static(vm_thread *t, vm_class *c, const char *name, const char *desc, slot *args, slot *result);
bool vm_call_virtual(vm_thread *t, object *receiver, const char *name, const char *desc, slot *args,
                     slot *result);

/* The method and line at a frame's pc (for traces and dumps). */
int frame_line_number(const vm_method *m, uint32_t pc);

#endif /* LANTERN_INTERP_H */
