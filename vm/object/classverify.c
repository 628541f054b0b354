/*
 * classverify.c -- the type-checking verifier (verify/verify.h) run by the
 * linker, with the VM's class loading behind its callbacks.
 *
 * Which classes are verified is HotSpot's rule: the class library (boot
 * loader) when BytecodeVerificationLocal is on (-Xverify:all), every other
 * class when BytecodeVerificationRemote is on (the default; -Xverify:none
 * turns both off).  Class files before version 50, and version-50 files
 * whose StackMapTable does not hold, are verified by type inference.
 *
 * Invariants: the class being verified (the `self` of the context) is
 * never loaded by name (class_link runs this on a class in the table but
 * not linked yet): every callback answers for it from its vm_class, whose
 * superclasses are already linked.  Assignability loads classes as HotSpot does (only the
 * `to` and `from` of a check whose answer needs them, never initializing
 * them).  A class whose own superclass chain reaches a class this thread is
 * still defining cannot be loaded yet (it would be a ClassCircularityError
 * of the load, not of the program): its chain is then read by name from
 * the class files, without defining anything.  So is that of a class
 * another thread is defining: waiting for it could wait for a thread that
 * waits for the class being verified here.  (A wait further up a chain that
 * is loaded, for a superclass another thread is defining, remains: two
 * threads that each verify a class the other's check needs can still meet
 * there.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/classfile.h"
#include "object/loader.h"
#include "runtime/exception.h"
#include "runtime/vm.h"
#include "verify/verify.h"

typedef struct verify_ctx {
    vm_thread *t;
    vm_class *self;
    object *load_error; /* a loading failure other than "not found", rethrown as is */
    char missing[512];  /* the class that could not be loaded, for NoClassDefFoundError */
    char scratch[4][512];
    unsigned next_scratch;
    char err[4096];     /* verify_class's message */
} verify_ctx;

/* As HotSpot, the four classes the VM needs before it can report anything
 * are never verified; nor (Lantern's own rule) is the rest of the class
 * library loaded while the VM boots: an error there could not be thrown
 * (its class would need loading, and the chain back to Object is still
 * being defined). */
bool class_should_verify(const vm_class *c)
{
    /* code that would run off its end is never trusted, whatever the options */
    if (c->cf->old_code_falls_off && vm_core_ready) return true;
    if (c->loader != LOADER_BOOT) return vm_opts.verify_remote;
    if (!vm_opts.verify_local || !vm_core_ready) return false;
    static const char *const bootstrap[] = {"java/lang/Object", "java/lang/Class", "java/lang/String",
                                            "java/lang/Throwable"};
    for (size_t i = 0; i < sizeof bootstrap / sizeof bootstrap[0]; i++)
        if (strcmp(c->name, bootstrap[i]) == 0) return false;
    return true;
}

static bool is_interface_class(const vm_class *c) { return (c->access & CF_ACC_INTERFACE) != 0; }

/* A copy of name that lives as long as the verification (the verifier keeps
 * a superclass_of answer only until the next call). */
static const char *keep(verify_ctx *x, const char *name)
{
    char *s = x->scratch[x->next_scratch++ % 4];
    snprintf(s, sizeof x->scratch[0], "%s", name);
    return s;
}

/* A class already known: the one being verified, or one in the table. */
static vm_class *known(verify_ctx *x, const char *name)
{
    if (strcmp(name, x->self->name) == 0) return x->self;
    return class_lookup_for(x->self, name);
}

/* The class named `name`, loaded if need be (not initialized).  NULL when it
 * cannot be: x->missing names it, or x->load_error holds the failure of its
 * loading.  *circular is set when it, or a class of its superclass chain,
 * is being defined right now (the caller then walks names instead). */
static vm_class *load_for_check(verify_ctx *x, const char *name, bool *circular)
{
    *circular = false;
    vm_class *c = known(x, name);
    if (c) return c;
    if (class_being_defined_for(x->self, name)) {
        /* by this thread (it extends the class being verified, or one
         * further down the stack), or by another, which may itself be
         * verifying and wait for ours: no waiting, the names will do */
        *circular = true;
        return NULL;
    }
    vm_thread *t = x->t;
    bool not_found = false;
    c = class_find_for(t, x->self, name, &not_found);
    if (c) return c;
    if (!not_found && t->exception) {
        vm_class *ec = t->exception->clazz;
        if (strcmp(ec->name, "java/lang/ClassCircularityError") == 0) {
            t->exception = NULL;
            *circular = true;
            return NULL;
        }
        x->load_error = t->exception;
        t->exception = NULL;
        return NULL;
    }
    snprintf(x->missing, sizeof x->missing, "%s", name);
    return NULL;
}

/* The superclass name (malloc'd, NULL for none) and access flags of a class
 * not yet loadable, read from its class file; false with x->missing set
 * when the file is not there or does not parse. */
static bool peek_class_file(verify_ctx *x, const char *name, char **super, uint16_t *access)
{
    size_t len;
    int loader;
    char err[600];
    *super = NULL;
    uint8_t *bytes = loader_read_class(name, &len, &loader, err, sizeof err);
    cf_error cerr;
    cf_class *cf = bytes ? cf_parse(bytes, len, name, &cerr) : NULL;
    free(bytes);
    if (!cf) {
        snprintf(x->missing, sizeof x->missing, "%s", name);
        return false;
    }
    *access = cf->access;
    if (cf->super_name) *super = vm_strdup(cf->super_name);
    cf_free(cf);
    return true;
}

/* Is the class named `to` among the superclasses of `from` (from itself
 * included), walking names where the classes cannot be loaded yet?  -1 if
 * a class file of the chain is missing. */
static int subclass_by_name(verify_ctx *x, const char *from, const char *to)
{
    char *name = vm_strdup(from);
    for (unsigned guard = 0; name && guard < 4096; guard++) {
        vm_class *c = known(x, name);
        if (c) {
            free(name);
            for (; c; c = c->super)
                if (strcmp(c->name, to) == 0) return 1;
            return 0;
        }
        if (strcmp(name, to) == 0) {
            free(name);
            return 1;
        }
        char *up;
        uint16_t access;
        bool found = peek_class_file(x, name, &up, &access);
        free(name);
        if (!found) return -1;
        name = up;
    }
    free(name);
    return 0;
}

static int is_assignable(void *ctx, const char *to, const char *from, const char **missing)
{
    verify_ctx *x = ctx;
    if (x->load_error) return 0; /* a load already failed: the verdict is thrown away */
    bool circular;
    vm_class *tc = load_for_check(x, to, &circular);
    if (!tc && circular) {
        char *up;
        uint16_t access;
        if (peek_class_file(x, to, &up, &access)) {
            free(up);
            if (access & CF_ACC_INTERFACE) return 1;
            int r = subclass_by_name(x, from, to);
            if (r >= 0) return r;
        }
    } else if (tc) {
        if (is_interface_class(tc)) return 1;
        vm_class *fc = load_for_check(x, from, &circular);
        if (fc) return class_is_subclass_of(fc, tc) ? 1 : 0;
        if (circular) {
            int r = subclass_by_name(x, from, to);
            if (r >= 0) return r;
        }
    }
    if (x->load_error) return 0;
    *missing = x->missing;
    return -1;
}

static const char *superclass_of(void *ctx, const char *name)
{
    verify_ctx *x = ctx;
    vm_class *c = known(x, name);
    return c && c->super ? keep(x, c->super->name) : NULL;
}

/* The superclass and kind of a class, loaded as is_assignable loads it
 * (by name from its class file while it cannot be loaded yet). */
static int class_info(void *ctx, const char *name, const char **super, int *is_interface, const char **missing)
{
    verify_ctx *x = ctx;
    if (x->load_error) return -1;
    bool circular;
    vm_class *c = load_for_check(x, name, &circular);
    if (c) {
        *super = c->super ? keep(x, c->super->name) : NULL;
        *is_interface = is_interface_class(c);
        return 0;
    }
    if (circular) {
        char *up;
        uint16_t access;
        if (peek_class_file(x, name, &up, &access)) {
            *super = up ? keep(x, up) : NULL;
            free(up);
            *is_interface = (access & CF_ACC_INTERFACE) != 0;
            return 0;
        }
    }
    *missing = x->missing;
    return -1;
}

static int find_member(void *ctx, const char *cls, const char *name, const char *descriptor, int is_method,
                       const char **declaring)
{
    verify_ctx *x = ctx;
    vm_class *c = known(x, cls);
    if (!c || c == x->self) return -1;
    if (is_method) {
        vm_method *m = class_find_method(c, name, descriptor);
        if (!m) return -1;
        *declaring = keep(x, m->clazz->name);
        return m->access;
    }
    vm_field *f = class_find_field(c, name, descriptor);
    if (!f) return -1;
    *declaring = keep(x, f->clazz->name);
    return f->access;
}

bool class_verify(vm_thread *t, vm_class *c)
{
    verify_ctx *x = calloc(1, sizeof *x);
    if (!x) return vm_throw(t, "java/lang/OutOfMemoryError", "cannot verify class %s", c->name);
    x->t = t;
    x->self = c;
    VM_ROOT(t, &x->load_error);
    verify_env env = {x, is_assignable, superclass_of, find_member, class_info};
    char *err = x->err, *big = NULL;
    int rc = verify_class(c->cf, &env, err, sizeof x->err);
    if (rc == VERIFY_ERROR && !x->load_error && strlen(err) + 1 >= sizeof x->err && (big = malloc(1u << 20))) {
        /* the message did not fit (a long method's bytecode dump): the
         * same verification again, into a buffer for any method's */
        err = big;
        rc = verify_class(c->cf, &env, err, 1u << 20);
    }
    bool ok = true;
    if (x->load_error) {
        t->exception = x->load_error;
        ok = false;
    } else if (rc == VERIFY_ERROR) {
        ok = vm_throw(t, "java/lang/VerifyError", "%s", err);
    } else if (rc == VERIFY_LOAD_ERROR) {
        class_throw_not_found(t, x->missing[0] ? x->missing : err, x->missing[0] ? x->missing : err);
        ok = false;
    } else if (rc == VERIFY_FORMAT_ERROR) {
        ok = vm_throw(t, "java/lang/ClassFormatError", "%s", err);
    } else {
        OS_TRACE(VM_TRACE_CLASS, "class", "verified %s%s", c->name, c->cf->major_version < 50 ? " (by type inference)" : "");
    }
    VM_UNROOT(t, 1);
    free(big);
    free(x);
    return ok;
}
