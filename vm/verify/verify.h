/*
 * verify.h -- the bytecode verifier: type checking by StackMapTable
 * (JVMS 4.10.1, verify.c) for class files of version 50 and later, type
 * inference (JVMS 4.10.2, infer.c) for older ones and for version-50 files
 * the type checker rejects (HotSpot's fail-over rule).
 *
 * Pure C over a parsed class file (cf_parse): no VM state.  Whatever needs
 * other classes (the class hierarchy for assignability, protected members)
 * is asked of the caller through verify_env's callbacks, so the same code
 * serves the VM's linker, tools and tests.  Thread-safe: no globals.
 *
 * Messages are HotSpot 17's type checker's, whole: the reason on the
 * first line ("Bad type on operand stack", "Inconsistent stackmap frames at
 * branch target 12", ...), then "Exception Details:" with Location, Reason,
 * the frames the fault was found in (Current Frame; Stackmap Frame, the
 * recorded frame a mismatch was found against) where HotSpot prints them,
 * Bytecode (the code dumped as HotSpot dumps it), Exception Handler Table
 * and Stackmap Table (the attribute decoded frame by frame), ending with a
 * newline.  Checked against the JDK on the hostile classes and on seeded
 * mutants (test/verify: hostile.details, the differential cases).
 *
 * Fault order is HotSpot's within a method (checked by a differential test
 * against HotSpot 17, test/verify).  Known differences: methods are checked
 * in class-file order (HotSpot's own order is its method array's, so a
 * class with faults in two methods may be reported by the other one);
 * cf_parse makes the structural checks (branch targets, local indexes,
 * falling off the end, constant-pool operands) before this runs, where
 * HotSpot makes them instruction by instruction between the type checks,
 * so for those faults the message is cf_parse's (first line and Location
 * as HotSpot's, no more); runtime packages are compared by name (one loader
 * assumed); an invokespecial of an interface method is checked against the
 * direct superinterfaces by name; the handler paths after a super() call
 * inside a try are followed once each (loops count as ending in athrow).
 * jsr/ret are left to the inference verifier (version 50 fails over to it,
 * later versions cannot contain them).  A message longer than the caller's
 * buffer is cut there (the VM's holds 4 KiB: the code dump of a method of
 * more than about a kilobyte of code does not fit).
 *
 * The inference verifier's messages are HotSpot's old verifier's, one line:
 * "(class: C, method: m signature: ()V) Register 1 contains wrong type".
 */
#ifndef LANTERN_VERIFY_H
#define LANTERN_VERIFY_H

#include <stddef.h>

#include "classfile/classfile.h"

typedef struct verify_env {
    void *ctx;
    /* Called with two distinct class names in internal form, never arrays
     * and never to == "java/lang/Object" (the verifier decides those).
     * 1 if a value of class `from` may be assigned to `to`: `to` is an
     * interface (the type checker treats interfaces as Object) or `from`
     * is `to` or a subclass of it; 0 if not; -1 if a class could not be
     * loaded (verify_class then fails with VERIFY_LOAD_ERROR and a message
     * naming `missing`, written by the callback into *missing). */
    int (*is_assignable)(void *ctx, const char *to, const char *from, const char **missing);
    /* The superclass of a class, or NULL (Object, or not loadable).  Used by
     * the protected-access check, which only walks names.  May be NULL: no
     * protected checks then. */
    const char *(*superclass_of)(void *ctx, const char *name);
    /* The access flags of the field (is_method 0) or method found by
     * resolution of name/descriptor from class cls up its superclasses,
     * and the declaring class in *declaring; -1 if none is found.  May be
     * NULL: no protected checks then. */
    int (*find_member)(void *ctx, const char *cls, const char *name, const char *descriptor, int is_method,
                       const char **declaring);
    /* The type inference verifier's view of a class: its superclass name
     * (*super, NULL for Object) and whether it is an interface, loading it
     * if need be (not initializing it).  0 when known; -1 when it cannot be
     * loaded (verification then fails with VERIFY_LOAD_ERROR naming
     * *missing, or the class itself).  *super must stay valid until the
     * next call. */
    int (*class_info)(void *ctx, const char *name, const char **super, int *is_interface, const char **missing);
} verify_env;

enum {
    VERIFY_OK = 0,
    VERIFY_ERROR = -1,            /* java/lang/VerifyError, message in err */
    VERIFY_LOAD_ERROR = -2,       /* a class the check needed could not be loaded
                                   * (HotSpot: NoClassDefFoundError); err names it */
    VERIFY_FORMAT_ERROR = -3      /* a malformed StackMapTable: java/lang/ClassFormatError
                                   * ("StackMapTable format error: ...") */
};

/* Verifies every method of c that has code.  Returns a VERIFY_* code;
 * err (errlen bytes, NUL-terminated when errlen > 0) holds the message of
 * the first fault in method order. */
int verify_class(const cf_class *c, const verify_env *env, char *err, size_t errlen);

/* Verifies one method (m must belong to c). */
int verify_method(const cf_class *c, const cf_method *m, const verify_env *env, char *err, size_t errlen);

#endif /* LANTERN_VERIFY_H */
