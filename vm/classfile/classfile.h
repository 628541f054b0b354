/*
 * classfile.h -- a parsed and checked class file (JVMS chapter 4).
 *
 * cf_parse turns the bytes of a class file into a cf_class, or into a
 * cf_error naming the Java exception to throw and its message, worded as
 * HotSpot words it.  It is pure: no VM state, no Java objects, no globals,
 * so the loader, tools and tests can all use it, from any thread.
 *
 * Invariant: a cf_class that cf_parse returns is safe to use without further
 * bounds checks.  Every constant-pool index stored in it is in range and has
 * the tag its use requires; every name and descriptor is well-formed
 * (JVMS 4.2, 4.3); every Code attribute has passed cf's structural check of
 * the instructions (see cf_code below).  What is *not* checked here is type
 * safety of the bytecode (the verifier's job, done elsewhere).
 *
 * Memory: one cf_class owns all its memory (one arena); cf_free releases it.
 * Strings are NUL-terminated modified UTF-8 (a class file cannot contain a
 * raw NUL byte in a valid Utf8 entry, so C strings lose nothing).
 */
#ifndef LANTERN_CLASSFILE_H
#define LANTERN_CLASSFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Constant-pool tags (JVMS table 4.4-B). */
enum {
    CF_UTF8 = 1,
    CF_INTEGER = 3,
    CF_FLOAT = 4,
    CF_LONG = 5,
    CF_DOUBLE = 6,
    CF_CLASS = 7,
    CF_STRING = 8,
    CF_FIELDREF = 9,
    CF_METHODREF = 10,
    CF_INTERFACE_METHODREF = 11,
    CF_NAME_AND_TYPE = 12,
    CF_METHOD_HANDLE = 15,
    CF_METHOD_TYPE = 16,
    CF_DYNAMIC = 17,
    CF_INVOKE_DYNAMIC = 18,
    CF_MODULE = 19,
    CF_PACKAGE = 20
};

/* Method-handle reference kinds (JVMS table 5.4.3.5-A). */
enum {
    CF_REF_GET_FIELD = 1,
    CF_REF_GET_STATIC = 2,
    CF_REF_PUT_FIELD = 3,
    CF_REF_PUT_STATIC = 4,
    CF_REF_INVOKE_VIRTUAL = 5,
    CF_REF_INVOKE_STATIC = 6,
    CF_REF_INVOKE_SPECIAL = 7,
    CF_REF_NEW_INVOKE_SPECIAL = 8,
    CF_REF_INVOKE_INTERFACE = 9
};

/* Access flags (classes, fields, methods, inner classes share the values). */
enum {
    CF_ACC_PUBLIC = 0x0001,
    CF_ACC_PRIVATE = 0x0002,
    CF_ACC_PROTECTED = 0x0004,
    CF_ACC_STATIC = 0x0008,
    CF_ACC_FINAL = 0x0010,
    CF_ACC_SYNCHRONIZED = 0x0020, /* methods */
    CF_ACC_SUPER = 0x0020,        /* classes */
    CF_ACC_VOLATILE = 0x0040,     /* fields */
    CF_ACC_BRIDGE = 0x0040,       /* methods */
    CF_ACC_TRANSIENT = 0x0080,    /* fields */
    CF_ACC_VARARGS = 0x0080,      /* methods */
    CF_ACC_NATIVE = 0x0100,
    CF_ACC_INTERFACE = 0x0200,
    CF_ACC_ABSTRACT = 0x0400,
    CF_ACC_STRICT = 0x0800,
    CF_ACC_SYNTHETIC = 0x1000,
    CF_ACC_ANNOTATION = 0x2000,
    CF_ACC_ENUM = 0x4000,
    CF_ACC_MODULE = 0x8000
};

/* The raw body of an attribute kept for reflection, or {NULL, 0}. */
typedef struct cf_bytes {
    const uint8_t *data;
    uint32_t length;
} cf_bytes;

/* One constant-pool entry.  Entry 0 and the slot after a Long or Double have
 * tag 0.  Index fields are constant-pool indexes, already checked. */
typedef struct cf_const {
    uint8_t tag;
    union {
        struct {
            const char *str; /* NUL-terminated modified UTF-8 */
            uint16_t len;    /* bytes, without the NUL */
        } utf8;
        int32_t i;
        float f;
        int64_t l;
        double d;
        uint16_t name;       /* CF_CLASS, CF_MODULE, CF_PACKAGE: Utf8 index */
        uint16_t string;     /* CF_STRING: Utf8 index */
        uint16_t descriptor; /* CF_METHOD_TYPE: Utf8 index of a method descriptor */
        struct {
            uint16_t class_index; /* CF_CLASS */
            uint16_t nat_index;   /* CF_NAME_AND_TYPE */
        } ref;                    /* CF_FIELDREF, CF_METHODREF, CF_INTERFACE_METHODREF */
        struct {
            uint16_t name;       /* Utf8 */
            uint16_t descriptor; /* Utf8 */
        } nat;
        struct {
            uint8_t kind;        /* CF_REF_* */
            uint16_t ref;        /* Fieldref / Methodref / InterfaceMethodref, as kind requires */
        } mh;
        struct {
            uint16_t bsm;        /* index into cf_class.bootstraps (checked) */
            uint16_t nat_index;  /* CF_NAME_AND_TYPE */
        } dyn;                   /* CF_DYNAMIC, CF_INVOKE_DYNAMIC */
    } u;
} cf_const;

typedef struct cf_handler {
    uint16_t start_pc, end_pc, handler_pc;
    uint16_t catch_type; /* CF_CLASS index, or 0 for any */
} cf_handler;

typedef struct cf_line {
    uint16_t start_pc;
    uint16_t line;
} cf_line;

/* A LocalVariableTable entry: start_pc + length <= code_length, index
 * (+1 for long/double) < max_locals, name and descriptor are valid; from
 * class file version 50 on, start_pc and start_pc + length are also
 * instruction boundaries (or the code's end). */
typedef struct cf_local_var {
    uint16_t start_pc, length;
    uint16_t index;
    const char *name;
    const char *descriptor;
} cf_local_var;

/* A Code attribute.  The structural check guarantees: code_length is 1..65535;
 * every opcode is defined (jsr/ret only in class files before version 51,
 * and no breakpoint/impdep opcodes); each instruction's operands lie inside
 * the code; every branch, switch and handler target is the start of an
 * instruction (handler end_pc too, or code_length); tableswitch low <= high;
 * lookupswitch keys ascend; local indexes (including the second slot of
 * long/double) are < max_locals; constant-pool operands have the tag their
 * opcode needs (ldc: Integer, Float, String, Class, MethodType,
 * MethodHandle, Dynamic; ldc2_w: Long, Double; a Dynamic's type is one
 * slot for ldc and two for ldc2_w; get/putfield/static: Fieldref;
 * invokevirtual: Methodref; invokespecial/invokestatic: Methodref or
 * (version >= 52) InterfaceMethodref; invokeinterface: InterfaceMethodref
 * with a count that matches the descriptor and a zero fourth byte;
 * invokedynamic: InvokeDynamic with two zero bytes; only invokespecial may
 * name a method "<init>", and nothing "<clinit>";
 * new/anewarray/checkcast/instanceof/multianewarray: Class, not an array for
 * new, an array of at least that many dimensions for multianewarray);
 * multianewarray dimensions >= 1; newarray a valid type code; no reachable
 * instruction falls off the end of the code (whether an instruction is
 * reachable is judged by control flow alone, handlers counting as reached;
 * an unreachable last instruction that falls off is left to the verifier;
 * before version 50 this is only recorded, in old_code_falls_off).
 * HotSpot makes these checks in its verifier, so they fail with
 * java/lang/VerifyError (ClassFormatError for handler and local-variable
 * ranges), with the verifier's message (see classfile_code.c). */
typedef struct cf_code {
    uint16_t max_stack;
    uint16_t max_locals;
    uint32_t code_length;
    const uint8_t *code;
    uint16_t handler_count;
    const cf_handler *handlers;
    uint16_t line_count;         /* LineNumberTable entries, all tables merged */
    const cf_line *lines;
    uint16_t local_var_count;    /* LocalVariableTable entries, all tables merged */
    const cf_local_var *local_vars;
    uint32_t stack_map_length;   /* raw StackMapTable attribute body, or 0 */
    const uint8_t *stack_map;
} cf_code;

typedef struct cf_field {
    uint16_t access;
    const char *name;
    const char *descriptor;
    uint16_t constant_value; /* ConstantValue index of the right tag for the type, or 0 */
    const char *signature;   /* Signature attribute, or NULL */
    cf_bytes annotations;    /* RuntimeVisibleAnnotations, unchecked */
} cf_field;

typedef struct cf_method {
    uint16_t access;
    const char *name;
    const char *descriptor;
    const cf_code *code;       /* NULL for abstract and native methods */
    uint16_t exception_count;  /* Exceptions attribute: CF_CLASS indexes */
    const uint16_t *exceptions;
    const char *signature;
    uint16_t arg_slots;        /* parameter slots, not counting 'this' */
    cf_bytes annotations;      /* RuntimeVisibleAnnotations, unchecked */
    cf_bytes parameter_annotations; /* RuntimeVisibleParameterAnnotations, unchecked */
    cf_bytes annotation_default;    /* AnnotationDefault, unchecked */
    cf_bytes method_parameters;     /* MethodParameters (its length checked), for java.lang.reflect.Parameter */
} cf_method;

typedef struct cf_bootstrap {
    uint16_t method_handle; /* CF_METHOD_HANDLE index */
    uint16_t arg_count;
    const uint16_t *args;   /* loadable constant indexes */
} cf_bootstrap;

typedef struct cf_inner_class {
    uint16_t inner_class; /* CF_CLASS */
    uint16_t outer_class; /* CF_CLASS or 0 */
    uint16_t inner_name;  /* Utf8 or 0 (anonymous) */
    uint16_t access;
} cf_inner_class;

typedef struct cf_record_component {
    const char *name;
    const char *descriptor;
    const char *signature;
    cf_bytes annotations; /* RuntimeVisibleAnnotations, unchecked */
} cf_record_component;

typedef struct cf_class {
    uint16_t minor_version, major_version;
    uint16_t cp_count;
    const cf_const *cp;
    uint16_t access;
    const char *name;        /* this_class, internal form: "java/lang/String" */
    const char *super_name;  /* NULL only for java/lang/Object */
    uint16_t interface_count;
    const char *const *interfaces;
    uint16_t field_count;
    const cf_field *fields;
    uint16_t method_count;
    const cf_method *methods;

    const char *source_file;     /* SourceFile, or NULL */
    const char *signature;       /* Signature, or NULL */
    uint16_t bootstrap_count;
    const cf_bootstrap *bootstraps;
    uint16_t inner_class_count;
    const cf_inner_class *inner_classes;
    uint16_t enclosing_class;    /* EnclosingMethod: CF_CLASS, or 0 */
    uint16_t enclosing_method;   /* EnclosingMethod: CF_NAME_AND_TYPE, or 0 */
    const char *nest_host;       /* NestHost class name, or NULL */
    uint16_t nest_member_count;
    const char *const *nest_members;
    uint16_t permitted_count;
    const char *const *permitted_subclasses;
    bool is_record;              /* has a Record attribute */
    uint16_t record_component_count;
    const cf_record_component *record_components;
    cf_bytes annotations;        /* RuntimeVisibleAnnotations, unchecked */
    bool old_code_falls_off;     /* before version 50: reachable code of some
                                  * method falls off its end, which is left to
                                  * the inference verifier (it reports it in
                                  * its own order); such a class must be
                                  * verified before it runs */
} cf_class;

/* What went wrong: the Java exception class (internal form:
 * "java/lang/ClassFormatError", "java/lang/UnsupportedClassVersionError",
 * "java/lang/NoClassDefFoundError", "java/lang/VerifyError", or
 * "java/lang/OutOfMemoryError" if memory ran out) and HotSpot's message.
 * A VerifyError message has HotSpot's first line, then lines that locate
 * the fault ("Exception Details: ..."). */
typedef struct cf_error {
    const char *exception;
    char message[512];
} cf_error;

/* Parses and checks a class file.  expected_name (internal form, may be
 * NULL) is the name the loader looked for; it is used in messages before
 * this_class is known ("<Unknown>" if NULL), and a mismatch gives
 * NoClassDefFoundError "<expected> (wrong name: <actual>)" as HotSpot does.
 * Checks are HotSpot 17's for a class that is verified (not a boot class
 * with verification relaxed), in HotSpot's order, so a file with several
 * faults is reported as HotSpot reports it; preview class files (minor
 * 65535) are refused as HotSpot refuses them without --enable-preview.
 * Access flags are stored as HotSpot keeps them: masked to the recognized
 * bits, ACC_ABSTRACT added to interfaces before version 50, <clinit>'s
 * reduced to ACC_STATIC (and ACC_STRICT before 61).  Attributes HotSpot
 * ignores for a version (e.g. Record before 60, PermittedSubclasses before
 * 61, NestHost before 55, BootstrapMethods before 51) are skipped. */
cf_class *cf_parse(const uint8_t *bytes, size_t length, const char *expected_name, cf_error *err);
void cf_free(cf_class *c);

/* Helpers the rest of the VM shares (descriptors are already valid when they
 * come from a cf_class). */

/* Number of parameter slots a method descriptor needs (long/double count 2). */
int cf_descriptor_arg_slots(const char *method_descriptor);
/* The Utf8 string at a Utf8 index, or of the name of a CF_CLASS entry. */
const char *cf_utf8(const cf_class *c, uint16_t index);
const char *cf_class_name_at(const cf_class *c, uint16_t class_index);

/* Checks modified UTF-8 (JVMS 4.4.7): no NUL byte, no byte in F0..FF,
 * sequences complete and in their shortest form except that U+0000 is C0 80. */
bool cf_valid_mutf8(const uint8_t *bytes, size_t length);

#endif /* LANTERN_CLASSFILE_H */
