/*
 * classfile_internal.h -- what classfile.c and classfile_code.c share: the
 * parser state and its failure path.  Not for use outside the parser.
 *
 * Every cfp_* function that detects a fault calls cfp_fail, which fills the
 * cf_error and longjmps back to cf_parse; so none of them returns on error.
 */
#ifndef LANTERN_CLASSFILE_INTERNAL_H
#define LANTERN_CLASSFILE_INTERNAL_H

#include "classfile/classfile.h"

#include <setjmp.h>

typedef struct cf_owned cf_owned;

typedef struct cf_parser {
    const uint8_t *p, *end;   /* cursor over the class file */
    cf_error *err;
    const char *expected;     /* name the loader asked for, or NULL */
    const char *cname;        /* class name used in messages */
    cf_owned *o;
    cf_class *c;
    cf_const *cp;
    uint16_t cp_count;
    uint16_t major;
    int max_bsm;              /* highest bootstrap index a Dynamic/InvokeDynamic uses, or -1 */
    int bad_constant;         /* Module/Package tag seen (reported after the flags) */
    bool is_interface;
    cf_local_var *lvtt;       /* LocalVariableTypeTable of the method being read */
    uint16_t lvtt_count;
    void *scratch;            /* temporary buffer, freed by cf_parse */
    size_t scratch_size;
    jmp_buf jb;
} cf_parser;

#if defined(__GNUC__)
#define CF_NORETURN __attribute__((noreturn))
#define CF_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CF_NORETURN
#define CF_PRINTF(f, a)
#endif

void cfp_fail(cf_parser *ps, const char *exception, const char *fmt, ...) CF_NORETURN CF_PRINTF(3, 4);
/* Zeroed arena memory that lives as long as the cf_class. */
void *cfp_alloc(cf_parser *ps, size_t n);
/* A temporary buffer of at least n bytes (contents undefined), reused. */
void *cfp_scratch(cf_parser *ps, size_t n);
void cfp_class_name(cf_parser *ps, const char *name);
/* The structural instruction check of one method (classfile_code.c). */
void cfp_check_code(cf_parser *ps, const cf_method *m);

#endif /* LANTERN_CLASSFILE_INTERNAL_H */
