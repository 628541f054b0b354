/*
 * class.h -- classes, fields and methods as the VM holds them once loaded,
 * and the loader/linker/initializer that makes them (JVMS chapter 5).
 *
 * A vm_class lives in C memory for the life of the VM, unless a
 * user-defined loader defined it: then it lives as long as that loader
 * (classloaders.h says when a loader dies).  Its Java face is the
 * java.lang.Class object `mirror`, held by the class (a root for the boot and
 * application loaders' classes).  Each class keeps its parsed class file
 * (cf_class) for its constant pool, and a constant-pool cache of the same
 * length holding what each entry resolved to.
 *
 * States only advance: LOADED -> LINKED -> INITIALIZING -> INITIALIZED, or
 * to ERROR when a static initializer failed (JVMS 5.5 step 10-12); a class in
 * ERROR answers every later initialization attempt with
 * NoClassDefFoundError "Could not initialize class X".  LOADED -> LINKED is
 * verification (class_link); a class that fails it stays LOADED and every
 * later attempt verifies it again.
 */
#ifndef LANTERN_CLASS_H
#define LANTERN_CLASS_H

#include "classfile/classfile.h"
#include "object/object.h"

struct vm_thread;
struct vm_class;

typedef struct vm_field {
    struct vm_class *clazz;
    const char *name;
    const char *descriptor;
    uint16_t access;
    basic_type type;
    uint32_t offset;       /* instance: byte offset in the object; static: slot index */
    uint16_t constant_value; /* ConstantValue index, 0 if none */
} vm_field;

struct frame;
typedef void (*vm_native_fn)(struct vm_thread *t, slot *args, slot *ret);

typedef struct vm_method {
    struct vm_class *clazz;
    const char *name;
    const char *descriptor;
    uint16_t access;
    uint16_t max_stack;
    uint16_t max_locals;
    uint16_t arg_slots;     /* including 'this' for instance methods */
    basic_type return_type;
    int32_t vtable_index;   /* -1 when not virtually dispatched */
    uint32_t code_length;
    uint8_t *code;          /* the interpreter's copy; rewritten into quick forms */
    const cf_code *cf;      /* the original: handlers, lines, stack map */
    const cf_method *cfm;
    vm_native_fn native;    /* bound on first call for native methods */
    void *jni_code;         /* the JNI function when native is jni_native_call */
    uint32_t invocations;   /* profiling: counted only while JVMPI wants it */
    struct refmap *refmap;  /* reference maps, built at the first collection that needs them */
} vm_method;

typedef enum class_state {
    CLASS_LOADED,
    CLASS_LINKED,
    CLASS_INITIALIZING,
    CLASS_INITIALIZED,
    CLASS_ERROR
} class_state;

/* One resolved constant-pool entry.  `resolved` is written last (release),
 * so a reader that sees it set sees the rest. */
typedef struct ic_pair {
    struct vm_class *receiver;
    struct vm_method *target;
    struct ic_pair *older;     /* the pair it replaced: kept reachable */
} ic_pair;
#define IC_MAX_PAIRS 8

typedef struct cp_cache_entry {
    union {
        struct vm_class *clazz;  /* Class */
        vm_field *field;         /* Fieldref */
        vm_method *method;       /* Methodref, InterfaceMethodref */
        struct indy_site *indy;  /* InvokeDynamic */
    } u;
    object *ldc;                 /* ldc of a String or Class constant (a root) */
    struct vm_class *ic_class;   /* anewarray: the array class */
    /* invokeinterface's inline cache: the last receiver class and its
     * target, published together as one immutable pair (threads may miss
     * at the same site at once; two separate words could pair one thread's
     * class with another's target).  At most IC_MAX_PAIRS are ever made
     * for a site, then it stays as it is; replaced pairs are not freed (a
     * reader may still hold one). */
    struct ic_pair *volatile ic;
    volatile int32_t ic_pairs_made; /* a cap only: counted atomically, may overshoot by a racing miss */
    volatile int32_t resolved;
} cp_cache_entry;

typedef struct vm_class {
    const char *name;            /* internal form: "java/lang/String", "[I" */
    uint16_t access;
    class_state state;
    struct vm_thread *init_thread; /* the thread running <clinit> */
    struct vm_thread *link_thread; /* the thread verifying it, while LOADED */
    struct vm_class *super;
    uint16_t interface_count;
    struct vm_class **interfaces; /* direct superinterfaces */
    cf_class *cf;                /* NULL for array and primitive classes */
    cp_cache_entry *cp_cache;
    const char *source_file;

    uint16_t field_count;
    vm_field *fields;
    uint16_t method_count;
    vm_method *methods;

    uint32_t instance_size;      /* bytes, header included, multiple of 8 */
    uint16_t ref_offset_count;   /* instance reference fields, inherited too */
    uint32_t *ref_offsets;
    uint16_t static_count;
    slot *statics;
    uint8_t *static_is_ref;      /* one byte per static slot */

    uint32_t vtable_length;
    vm_method **vtable;
    uint32_t itable_count;       /* every interface implemented, transitively */
    struct itable_entry *itable;

    /* arrays */
    struct vm_class *component;  /* element class, NULL if not an array */
    struct vm_class *array_class; /* the class of arrays of this class, once made */
    basic_type elem_type;        /* T_OBJECT for reference arrays */
    uint8_t dimensions;
    bool is_primitive;
    /* java.lang.ref: which kind of Reference this class's instances are
     * (inherited).  Their `referent` is not among ref_offsets: the
     * collector decides about it (gc.c). */
    uint8_t ref_kind;

    object *mirror;              /* java.lang.Class */
    /* The defining loader: 0 boot, 1 application, or the id (>= 2) of a
     * user-defined loader, whose object is then loader_obj (NULL for boot
     * and app; the loader lives as long as its classes). */
    int loader;
    object *loader_obj;
    /* What a full collection must note when it marks an object of this
     * class (CLASS_WATCH_*; 0 for almost every class, so one test per
     * object): a class of a user-defined loader (the loader is reached), a
     * ClassLoader (its loader id is), java.lang.Class (the class a mirror
     * stands for is). */
    uint8_t gc_watch;
    bool in_loader_list;         /* counted among its user-defined loader's classes (classloaders.c) */
    bool unloading;              /* its loader died: out of every table, freed after the compaction */
    vm_method *clinit;
    vm_method *finalizer;        /* a non-trivial finalize(): instances are registered (heap/finalizer.h) */
    object *init_error;          /* the exception that sent it to ERROR */
    volatile int32_t jvmpi_announced; /* a CLASS_LOAD event has named it (claimed by CAS: once per class) */
    bool is_hidden;              /* a lambda proxy: left out of exception stack traces */
} vm_class;

typedef struct itable_entry {
    vm_class *iface;
    vm_method **methods;         /* one per iface->methods[i], NULL if none */
} itable_entry;

enum { REF_NONE = 0, REF_SOFT, REF_WEAK, REF_PHANTOM };
enum { CLASS_WATCH_USER = 1, CLASS_WATCH_LOADER = 2, CLASS_WATCH_MIRROR = 4 };
/* The byte offsets of java.lang.ref.Reference's `referent`, `queue` and
 * `discovered` fields, once that class is linked (0 before). */
extern uint32_t class_referent_offset, class_ref_queue_offset, class_ref_discovered_offset;

/* ---- loading and linking ---------------------------------------------- */

/* The class named `name` (internal form, or a descriptor for arrays),
 * loaded and linked; NULL with an exception pending on failure
 * (NoClassDefFoundError, ClassFormatError, ...). */
vm_class *class_load(struct vm_thread *t, const char *name);
/* The JDK's report of a class no loader has: NoClassDefFoundError(shown)
 * caused by ClassNotFoundException(name's element class, with dots). */
void class_throw_not_found(struct vm_thread *t, const char *shown, const char *name);
/* As class_load, but NULL without an exception if it is simply not found. */
vm_class *class_find(struct vm_thread *t, const char *name, bool *not_found);
/* Defines a class from class-file bytes the VM made itself (lambda
 * proxies), for the given loader; NULL with an exception pending. */
/* Takes the identity hash of c's mirror, as HotSpot does when it links a
 * class a non-boot loader defined, lambda proxies too (class_link). */
void class_hash_linked(struct vm_thread *t, vm_class *c);
vm_class *class_define(struct vm_thread *t, const char *name, const uint8_t *bytes, size_t len, int loader);
/* As class_define, for host's loader whichever it is (lambda proxies). */
vm_class *class_define_for(struct vm_thread *t, const char *name, const uint8_t *bytes, size_t len,
                           const vm_class *host);
/* The loaded class, or NULL; never loads. */
vm_class *class_lookup(const char *name);
/* Whether a thread (this one or another) is defining the class right now. */
bool class_being_defined(const char *name);

/* ---- user-defined loaders ------------------------------------------------
 * Class identity is (name, defining loader).  The boot and application
 * loaders share one namespace, searched boot first (the fast path of every
 * class they define); each user-defined loader has its own, holding the
 * classes it defined and those it initiated (a resolution that went through
 * its loadClass), which is what ClassLoader.findLoadedClass answers from. */
enum { LOADER_USER_FIRST = 2 };
/* (Loaders are registered by classloaders.h's loaders_register.) */
/* As class_load / class_find for a symbolic reference in `from`: through
 * from's loader's loadClass when from was defined by a user-defined loader
 * (NoClassDefFoundError as the JDK words it when that fails), else as
 * class_load / class_find. */
vm_class *class_load_for(struct vm_thread *t, const vm_class *from, const char *name);
vm_class *class_find_for(struct vm_thread *t, const vm_class *from, const char *name, bool *not_found);
/* The class `name` (internal form or array descriptor) through the loader
 * `loader` (an id; *loader_obj its object, rooted by the caller): for
 * Class.forName, whose failures are ClassNotFoundException (the loader's own
 * exception passing through unchanged). */
vm_class *class_for_name_in(struct vm_thread *t, int loader, object **loader_obj, const char *name);
/* ClassLoader.defineClass for the user-defined loader `loader` (object
 * *loader_obj, rooted by the caller); name may be NULL.  NULL with the JDK's
 * exception pending (LinkageError on a duplicate, NoClassDefFoundError for a
 * wrong name, ClassFormatError, SecurityException for java.*). */
vm_class *class_define_in(struct vm_thread *t, int loader, object **loader_obj, const char *name,
                          const uint8_t *bytes, size_t len);
/* The class `loader` defined or initiated under `name`, or NULL. */
vm_class *class_loaded_in(int loader, const char *name);
/* As from's loader sees the table (class_lookup and class_being_defined for
 * the boot and app loaders). */
vm_class *class_lookup_for(const vm_class *from, const char *name);
bool class_being_defined_for(const vm_class *from, const char *name);
/* The boot loader's class `name`, loaded if need be; NULL without an
 * exception when it has none (ClassLoader.findBootstrapClassOrNull). */
vm_class *class_find_boot(struct vm_thread *t, const char *name);
vm_class *class_array_of(struct vm_thread *t, vm_class *component);
vm_class *class_primitive(basic_type type);
/* Links c (JVMS 5.4): its superclasses and superinterfaces, then the
 * verification of its own code, once; false with the error pending
 * (VerifyError, NoClassDefFoundError...), c then staying LOADED.  What
 * HotSpot links, Lantern links: initialization (class_initialize does it
 * first), reflection on the members, and vm_call as a net. */
bool class_link(struct vm_thread *t, vm_class *c);
/* Runs JVMS 5.5 initialization, linking first; false with an exception
 * pending on failure. */
bool class_initialize(struct vm_thread *t, vm_class *c);
static inline bool class_needs_init(const vm_class *c) { return c->state != CLASS_INITIALIZED; }

/* classverify.c: whether the options ask for c to be verified, and the
 * type check itself (false with VerifyError, NoClassDefFoundError or
 * ClassFormatError pending).  Called by class_link only. */
bool class_should_verify(const vm_class *c);
bool class_verify(struct vm_thread *t, vm_class *c);

bool class_is_subclass_of(const vm_class *c, const vm_class *super);
bool class_implements(const vm_class *c, const vm_class *iface);
/* instanceof / checkcast / array store rule (JVMS 6.5 checkcast). */
bool class_assignable(const vm_class *from, const vm_class *to);

vm_field *class_find_field(vm_class *c, const char *name, const char *descriptor);
/* Method resolution (JVMS 5.4.3.3/4): class, superclasses, then superinterfaces. */
vm_method *class_find_method(vm_class *c, const char *name, const char *descriptor);
vm_method *class_find_declared_method(vm_class *c, const char *name, const char *descriptor);
/* Selection for invokeinterface and invokevirtual of an interface method. */
vm_method *class_select_interface_method(vm_class *receiver, vm_method *imethod);

/* "java/lang/String" -> "java.lang.String", into buf. */
const char *binary_name(const char *internal, char *buf, size_t len);
/* The Java name of a class ("java.lang.String", "int[]"... as Class.getName:
 * "[I", "[Ljava.lang.String;"); writes into buf. */
const char *class_java_name(const vm_class *c, char *buf, size_t len);
/* The module the JDK's messages name for c (an array: its element's):
 * "unnamed module of loader 'app'", or java.base's for the boot loader
 * (Lantern has no modules). */
const char *class_module_name(const vm_class *c);
/* The JDK's name of c's defining loader: "'bootstrap'", "'app'", or a
 * user-defined loader's "'name' @hash" / "pkg.Cls @hash". */
const char *class_loader_name_and_id(const vm_class *c);
/* The JDK's name of loader id `loader` ("'app'", "'a' @hash"...) and, for
 * a user-defined loader, its parent's in *parent (else NULL; parent may be
 * NULL). */
const char *class_loader_describe(int loader, const char **parent);
/* The parenthesis that closes the JDK's access and cast messages:
 * "A and B are in M" for one module, "A is in M; B is in N" for two. */
const char *class_where_both(const vm_class *a, const vm_class *b, char *buf, size_t len);

void class_system_init(void);
/* Well-known classes, loaded at startup. */
extern vm_class *cls_Object, *cls_String, *cls_Class, *cls_Throwable, *cls_Cloneable,
    *cls_Serializable, *cls_char_array, *cls_Thread, *cls_ThreadGroup, *cls_StackTraceElement,
    *cls_System;

/* Every class defined so far (a root walker for the collector, and JVMPI's walk). */
void class_for_each(void (*fn)(vm_class *c, void *arg), void *arg);
/* Class unloading (classloaders.c, with the world stopped): every class
 * marked `unloading` leaves the class table, and the inline caches of the
 * others forget them; later each one's memory is freed. */
void class_forget_unloaded(void);
void class_free_unloaded(vm_class *c);

#endif /* LANTERN_CLASS_H */
