/*
 * indy.c -- invokedynamic call sites: linking a site from its bootstrap
 * method and running it.
 *
 * Lantern implements the bootstrap methods javac 17 emits in the VM itself
 * (without method handles): StringConcatFactory.makeConcatWithConstants
 * (and makeConcat), ObjectMethods.bootstrap (records' toString, equals and
 * hashCode: record_site, record_invoke), and LambdaMetafactory's metafactory
 * and altMetafactory (linked here, built by lambda.c).  Any other bootstrap
 * method is the program's own: it runs through the library's method
 * handles (bootstrap_site) and its CallSite's target runs each time.
 *
 * Invariant: a site is linked once per constant-pool entry (cp_cache[i].u.indy,
 * published by publish_site with the entry's `resolved` flag stored last),
 * which is indistinguishable from per-instruction linking for javac's
 * bootstraps because javac gives sites that share an entry the same recipe.
 * (For a program's own bootstrap, two invokedynamic instructions naming one
 * entry share one CallSite, where the JVMS would call the bootstrap twice.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/indy.h"
#include "interp/interp.h"
#include "interp/lambda.h"
#include "interp/resolve.h"
#include "natives/natives.h"
#include "object/string.h"
#include "runtime/exception.h"

static void mark_resolved(cp_cache_entry *e)
{
    os_atomic_store32(&e->resolved, 1);
}

/* ---- invokedynamic: string concatenation --------------------------------------- */

typedef struct indy_site {
    int kind;                /* 1 = string concat, 2 = lambda (LambdaMetafactory), 3 = record method,
                                4 = the program's own bootstrap (its CallSite in entry->ldc) */
    int record_method;       /* kind 3: 't' toString, 'h' hashCode, 'e' equals */
    vm_class *record;        /* kind 3: the record class and its components in order */
    int component_count;
    vm_field **components;
    char *simple_name;       /* kind 3: for toString */
    lambda_site lambda;      /* kind 2 */
    cp_cache_entry *entry;   /* kind 2: its ldc holds a non-capturing lambda's one instance; kind 4: the CallSite */
    const char *descriptor;  /* kind 4: the site's (in the class file) */
    int return_slots;        /* kind 4 */
    char *error_class;       /* kind 4, linking failed: what every later execution throws (JVMS 5.4.3) */
    char *error_message;
    uint16_t *recipe;
    int32_t recipe_len;
    uint16_t **constants;    /* the \2 constants' characters (C memory: nothing to move) */
    int32_t *constant_lens;
    int constant_count;
    char *arg_types;         /* one descriptor letter per argument ('L' = String, 'O' = other ref) */
    int arg_count;
    int arg_slots;
} indy_site;

void indy_site_free(indy_site *site)
{
    free(site->components);
    free(site->simple_name);
    free(site->lambda.captures);
    free(site->recipe);
    for (int i = 0; site->constants && i < site->constant_count; i++) free(site->constants[i]);
    free(site->constants);
    free(site->constant_lens);
    free(site->arg_types);
    free(site->error_class);
    free(site->error_message);
    free(site);
}

/* Several threads may resolve one call site at once: each builds its own,
 * the first to publish wins, and the others free theirs and wait for the
 * winner's last store (nothing between its publish and mark_resolved can
 * block, so the wait is short).  ldc: a non-capturing lambda's instance. */
static bool publish_site(cp_cache_entry *e, indy_site *site, object *ldc)
{
    if (!os_atomic_cas_ptr((void *volatile *)&e->u.indy, NULL, site)) {
        indy_site_free(site);
        while (!os_atomic_load32(&e->resolved)) os_thread_yield();
        return true;
    }
    if (ldc) os_atomic_store_ptr((void *volatile *)&e->ldc, ldc);
    mark_resolved(e);
    return true;
}

int indy_return_slots(const indy_site *site)
{
    return site->kind == 4 ? site->return_slots : 1; /* a String, a lambda, a record method's result */
}

static uint16_t *utf8_to_chars(vm_thread *t, const char *s, int32_t *n)
{
    object *str = string_from_utf8(t, s);
    if (!str) return NULL;
    *n = string_length(str);
    uint16_t *buf = malloc(sizeof(uint16_t) * (size_t)(*n ? *n : 1));
    if (*n) memcpy(buf, string_chars(str), sizeof(uint16_t) * (size_t)*n);
    return buf;
}

typedef struct sbuf {
    uint16_t *chars;
    int32_t len, cap;
} sbuf;

static void sbuf_add(sbuf *b, const uint16_t *c, int32_t n)
{
    if (n <= 0) return;
    if (b->len + n > b->cap) {
        b->cap = (b->len + n) * 2 + 16;
        b->chars = realloc(b->chars, sizeof(uint16_t) * (size_t)b->cap);
    }
    memcpy(b->chars + b->len, c, sizeof(uint16_t) * (size_t)n);
    b->len += n;
}

static void sbuf_ascii(sbuf *b, const char *s)
{
    uint16_t tmp[64];
    int32_t n = 0;
    while (*s && n < 64) tmp[n++] = (uint8_t)*s++;
    sbuf_add(b, tmp, n);
}

static void sbuf_string(sbuf *b, object *s)
{
    if (!s)
        sbuf_ascii(b, "null");
    else
        sbuf_add(b, string_chars(s), string_length(s));
}

/* Float/Double.toString and String.valueOf(Object) come from the library. */
static object *to_string_via_java(vm_thread *t, const char *cls, const char *name, const char *desc, slot *args)
{
    vm_class *c = class_load(t, cls);
    slot r;
    if (!c || !vm_call_static(t, c, name, desc, args, &r)) return NULL;
    return r.a;
}

/* Modified UTF-8 (names from class files) into the buffer. */
static void sbuf_ascii_long(sbuf *b, const char *s)
{
    const uint8_t *p = (const uint8_t *)s;
    while (*p) {
        uint16_t c;
        if (p[0] < 0x80) {
            c = *p++;
        } else if ((p[0] & 0xe0) == 0xc0 && p[1]) {
            c = (uint16_t)(((p[0] & 0x1f) << 6) | (p[1] & 0x3f));
            p += 2;
        } else if (p[1] && p[2]) {
            c = (uint16_t)(((p[0] & 0x0f) << 12) | ((p[1] & 0x3f) << 6) | (p[2] & 0x3f));
            p += 3;
        } else {
            break;
        }
        sbuf_add(b, &c, 1);
    }
}

/* ---- invokedynamic: records' toString, hashCode and equals ----------------------
 *
 * ObjectMethods.bootstrap's static arguments: the record class, the
 * component names joined by ';', and a getter (REF_getField) per
 * component.  The methods are run here in C, with HotSpot 17's results:
 * "Name[a=1, b=x]", 31 * h + hash(component) from 0, and equals by
 * Float/Double.compare for floating components and Objects.equals for
 * references. */

static bool bad_record_site(vm_thread *t, const char *what)
{
    return vm_throw(t, "java/lang/BootstrapMethodError", "bootstrap method initialization exception: %s", what);
}

static char *record_simple_name(const vm_class *c)
{
    const char *name = c->name;
    for (uint16_t i = 0; c->cf && i < c->cf->inner_class_count; i++) {
        const cf_inner_class *ic = &c->cf->inner_classes[i];
        if (ic->inner_name && strcmp(cf_class_name_at(c->cf, ic->inner_class), c->name) == 0)
            return vm_strdup(cf_utf8(c->cf, ic->inner_name));
    }
    const char *slash = strrchr(name, '/');
    return vm_strdup(slash ? slash + 1 : name);
}

static bool record_site(vm_thread *t, vm_class *cls, cp_cache_entry *e, const cf_bootstrap *bsm, const char *method)
{
    const cf_class *cf = cls->cf;
    int which = strcmp(method, "toString") == 0 ? 't' : strcmp(method, "hashCode") == 0 ? 'h'
              : strcmp(method, "equals") == 0 ? 'e' : 0;
    if (!which) return bad_record_site(t, method);
    if (bsm->arg_count < 2 || cf->cp[bsm->args[0]].tag != CF_CLASS || cf->cp[bsm->args[1]].tag != CF_STRING)
        return bad_record_site(t, "malformed ObjectMethods arguments");
    vm_class *rc = resolve_class(t, cls, bsm->args[0]);
    if (!rc) return false;
    int n = bsm->arg_count - 2;
    vm_field **comps = calloc((size_t)n + 1, sizeof *comps);
    for (int i = 0; i < n; i++) {
        const cf_const *mh = &cf->cp[bsm->args[2 + i]];
        if (mh->tag != CF_METHOD_HANDLE || mh->u.mh.kind != CF_REF_GET_FIELD) {
            free(comps);
            return bad_record_site(t, "a record getter is not a field");
        }
        const cf_const *ref = &cf->cp[mh->u.mh.ref];
        const cf_const *fnat = &cf->cp[ref->u.ref.nat_index];
        comps[i] = class_find_field(rc, cf_utf8(cf, fnat->u.nat.name), cf_utf8(cf, fnat->u.nat.descriptor));
        if (!comps[i] || (comps[i]->access & CF_ACC_STATIC)) {
            free(comps);
            return bad_record_site(t, "a record component has no field");
        }
    }
    indy_site *site = calloc(1, sizeof *site);
    site->kind = 3;
    site->record_method = which;
    site->record = rc;
    site->component_count = n;
    site->components = comps;
    site->simple_name = record_simple_name(rc);
    return publish_site(e, site, NULL);
}

static int32_t record_hash(vm_thread *t, const vm_field *f, object *o, bool *ok)
{
    switch (f->type) {
    case T_BOOLEAN: return *FIELD_PTR(o, f, uint8_t) ? 1231 : 1237;
    case T_BYTE: return *FIELD_PTR(o, f, int8_t);
    case T_CHAR: return *FIELD_PTR(o, f, uint16_t);
    case T_SHORT: return *FIELD_PTR(o, f, int16_t);
    case T_INT: return *FIELD_PTR(o, f, int32_t);
    case T_LONG: {
        uint64_t v = (uint64_t)*FIELD_PTR(o, f, int64_t);
        return (int32_t)(uint32_t)(v ^ (v >> 32));
    }
    case T_FLOAT: {
        float v = *FIELD_PTR(o, f, float);
        int32_t bits;
        if (v != v) return 0x7fc00000; /* floatToIntBits: one NaN */
        memcpy(&bits, &v, 4);
        return bits;
    }
    case T_DOUBLE: {
        double v = *FIELD_PTR(o, f, double);
        uint64_t bits = 0x7ff8000000000000ull;
        if (v == v) memcpy(&bits, &v, 8);
        return (int32_t)(uint32_t)(bits ^ (bits >> 32));
    }
    default: {
        object *r = *FIELD_PTR(o, f, object *);
        if (!r) return 0;
        slot a = {.a = r}, res;
        if (!vm_call_virtual(t, r, "hashCode", "()I", &a, &res)) *ok = false;
        return res.i;
    }
    }
}

/* Float/Double.compare(a, b) == 0: NaN equals NaN, 0.0 differs from -0.0. */
static bool same_bits_float(float a, float b)
{
    if (a != a) return b != b;
    int32_t x, y;
    memcpy(&x, &a, 4);
    memcpy(&y, &b, 4);
    return x == y;
}

static bool same_bits_double(double a, double b)
{
    if (a != a) return b != b;
    int64_t x, y;
    memcpy(&x, &a, 8);
    memcpy(&y, &b, 8);
    return x == y;
}

static bool record_invoke(vm_thread *t, indy_site *site, slot *args, int *popped, slot *result)
{
    /* args live on the operand stack: calls below may collect and move the
     * objects, so they are read from there again after every call. */
    bool ok = true;
    if (site->record_method == 'h') {
        uint32_t h = 0; /* Java int arithmetic wraps */
        for (int i = 0; i < site->component_count && ok; i++)
            h = h * 31u + (uint32_t)record_hash(t, site->components[i], args[0].a, &ok);
        *popped = 1;
        result->i = (int32_t)h;
        return ok;
    }
    if (site->record_method == 'e') {
        bool eq = args[1].a && args[1].a->clazz == args[0].a->clazz;
        for (int i = 0; i < site->component_count && eq && ok; i++) {
            const vm_field *f = site->components[i];
            object *a = args[0].a, *b = args[1].a;
            switch (f->type) {
            case T_BOOLEAN: case T_BYTE: eq = *FIELD_PTR(a, f, uint8_t) == *FIELD_PTR(b, f, uint8_t); break;
            case T_CHAR: case T_SHORT: eq = *FIELD_PTR(a, f, uint16_t) == *FIELD_PTR(b, f, uint16_t); break;
            case T_INT: eq = *FIELD_PTR(a, f, int32_t) == *FIELD_PTR(b, f, int32_t); break;
            case T_LONG: eq = *FIELD_PTR(a, f, int64_t) == *FIELD_PTR(b, f, int64_t); break;
            case T_FLOAT: eq = same_bits_float(*FIELD_PTR(a, f, float), *FIELD_PTR(b, f, float)); break;
            case T_DOUBLE: eq = same_bits_double(*FIELD_PTR(a, f, double), *FIELD_PTR(b, f, double)); break;
            default: {
                object *x = *FIELD_PTR(a, f, object *), *y = *FIELD_PTR(b, f, object *);
                if (x == y) break;
                if (!x || !y) {
                    eq = false;
                    break;
                }
                slot cargs[2] = {{.a = x}, {.a = y}}, r;
                if (!vm_call_virtual(t, x, "equals", "(Ljava/lang/Object;)Z", cargs, &r)) ok = false;
                eq = r.i != 0;
                break;
            }
            }
        }
        *popped = 2;
        result->i = eq;
        return ok;
    }
    sbuf b = {0};
    sbuf_ascii_long(&b, site->simple_name);
    sbuf_ascii(&b, "[");
    char num[40];
    for (int i = 0; i < site->component_count && ok; i++) {
        const vm_field *f = site->components[i];
        object *o = args[0].a;
        if (i) sbuf_ascii(&b, ", ");
        sbuf_ascii_long(&b, f->name);
        sbuf_ascii(&b, "=");
        switch (f->type) {
        case T_BOOLEAN: sbuf_ascii(&b, *FIELD_PTR(o, f, uint8_t) ? "true" : "false"); break;
        case T_BYTE: snprintf(num, sizeof num, "%d", *FIELD_PTR(o, f, int8_t)); sbuf_ascii(&b, num); break;
        case T_SHORT: snprintf(num, sizeof num, "%d", *FIELD_PTR(o, f, int16_t)); sbuf_ascii(&b, num); break;
        case T_CHAR: sbuf_add(&b, FIELD_PTR(o, f, uint16_t), 1); break;
        case T_INT: snprintf(num, sizeof num, "%d", *FIELD_PTR(o, f, int32_t)); sbuf_ascii(&b, num); break;
        case T_LONG: snprintf(num, sizeof num, "%lld", (long long)*FIELD_PTR(o, f, int64_t)); sbuf_ascii(&b, num); break;
        case T_FLOAT: case T_DOUBLE: {
            slot arg[2];
            if (f->type == T_FLOAT) arg[0].f = *FIELD_PTR(o, f, float);
            else arg[0].d = *FIELD_PTR(o, f, double);
            object *str = to_string_via_java(t, f->type == T_FLOAT ? "java/lang/Float" : "java/lang/Double", "toString",
                                             f->type == T_FLOAT ? "(F)Ljava/lang/String;" : "(D)Ljava/lang/String;", arg);
            if (!str) ok = false;
            else sbuf_string(&b, str);
            break;
        }
        default: {
            slot arg = {.a = *FIELD_PTR(o, f, object *)};
            object *str = arg.a ? to_string_via_java(t, "java/lang/String", "valueOf",
                                                     "(Ljava/lang/Object;)Ljava/lang/String;", &arg)
                                : NULL;
            if (arg.a && !str) ok = false;
            else sbuf_string(&b, str);
            break;
        }
        }
    }
    sbuf_ascii(&b, "]");
    object *str = ok ? string_from_chars(t, b.chars, b.len) : NULL;
    free(b.chars);
    if (!str) return false;
    *popped = 1;
    result->a = str;
    return true;
}

/* ---- invokedynamic: the program's own bootstrap methods --------------------------- */

/* The bootstrap runs in Java (natives_invoke_link_site); the CallSite it
 * returns is kept in the entry's ldc (a root) and its current target runs
 * at every execution.  A failed link is kept too: JVMS 5.4.3 has every
 * later execution fail with the same error, which HotSpot rethrows as a
 * new one of the same class and message, without the cause. */
static bool bootstrap_site(vm_thread *t, vm_class *cls, uint16_t index, cp_cache_entry *e, const char *desc)
{
    indy_site *site = calloc(1, sizeof *site);
    if (!site) return vm_throw(t, "java/lang/OutOfMemoryError", NULL);
    site->kind = 4;
    site->entry = e;
    site->descriptor = desc;
    site->arg_slots = (int)cf_descriptor_arg_slots(desc);
    char r = strchr(desc, ')')[1];
    site->return_slots = r == 'V' ? 0 : (r == 'J' || r == 'D') ? 2 : 1;
    object *cs = natives_invoke_link_site(t, cls, index);
    if (cs) return publish_site(e, site, cs);
    object *err = t->exception;
    if (!err) {
        indy_site_free(site);
        return false;
    }
    site->error_class = vm_strdup(err->clazz->name);
    site->error_message = exception_message_utf8(err);
    if (!site->error_class) {
        indy_site_free(site);
        return false;
    }
    publish_site(e, site, NULL);
    return false; /* the first failure itself stays pending */
}

bool indy_resolve(vm_thread *t, vm_class *cls, uint16_t index)
{
    cp_cache_entry *e = &cls->cp_cache[index];
    if (os_atomic_load32(&e->resolved)) return true;
    const cf_class *cf = cls->cf;
    const cf_const *k = &cf->cp[index];
    const cf_bootstrap *bsm = &cf->bootstraps[k->u.dyn.bsm];
    const cf_const *mh = &cf->cp[bsm->method_handle];
    const cf_const *ref = &cf->cp[mh->u.mh.ref];
    const char *bsm_class = cf_class_name_at(cf, ref->u.ref.class_index);
    const cf_const *bnat = &cf->cp[ref->u.ref.nat_index];
    const char *bsm_name = cf_utf8(cf, bnat->u.nat.name);
    const cf_const *nat = &cf->cp[k->u.dyn.nat_index];
    const char *desc = cf_utf8(cf, nat->u.nat.descriptor);

    if (strcmp(bsm_class, "java/lang/invoke/LambdaMetafactory") == 0 &&
        (strcmp(bsm_name, "metafactory") == 0 || strcmp(bsm_name, "altMetafactory") == 0)) {
        indy_site *site = calloc(1, sizeof *site);
        if (!site) return vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        site->kind = 2;
        site->entry = e;
        if (!lambda_make_site(t, cls, index, strcmp(bsm_name, "altMetafactory") == 0, &site->lambda)) {
            indy_site_free(site);
            return false;
        }
        /* A lambda that captures nothing is one object for the site (as on
         * HotSpot 17: evaluating it twice gives the same instance). */
        object *o = NULL;
        if (site->lambda.capture_count == 0) {
            o = lambda_new_instance(t, &site->lambda, NULL);
            if (!o) {
                indy_site_free(site);
                return false;
            }
        }
        return publish_site(e, site, o);
    }
    if (strcmp(bsm_class, "java/lang/runtime/ObjectMethods") == 0 && strcmp(bsm_name, "bootstrap") == 0)
        return record_site(t, cls, e, bsm, cf_utf8(cf, nat->u.nat.name));
    if (strcmp(bsm_class, "java/lang/invoke/StringConcatFactory") != 0 ||
        (strcmp(bsm_name, "makeConcatWithConstants") != 0 && strcmp(bsm_name, "makeConcat") != 0))
        return bootstrap_site(t, cls, index, e, desc);
    indy_site *site = calloc(1, sizeof *site);
    if (!site) return vm_throw(t, "java/lang/OutOfMemoryError", NULL);
    site->kind = 1;
    size_t nargs = 0;
    site->arg_types = malloc(strlen(desc) + 1);
    if (!site->arg_types) {
        indy_site_free(site);
        return vm_throw(t, "java/lang/OutOfMemoryError", NULL);
    }
    for (const char *p = desc + 1; *p && *p != ')';) {
        char c = *p;
        if (c == 'L') {
            const char *semi = strchr(p, ';');
            site->arg_types[nargs++] = (strncmp(p, "Ljava/lang/String;", 18) == 0) ? 'L' : 'O';
            site->arg_slots += 1;
            p = semi + 1;
        } else if (c == '[') {
            while (*p == '[') p++;
            p = (*p == 'L') ? strchr(p, ';') + 1 : p + 1;
            site->arg_types[nargs++] = 'O';
            site->arg_slots += 1;
        } else {
            site->arg_types[nargs++] = c;
            site->arg_slots += (c == 'J' || c == 'D') ? 2 : 1;
            p++;
        }
    }
    site->arg_count = (int)nargs;
    if (strcmp(bsm_name, "makeConcatWithConstants") == 0 && bsm->arg_count >= 1) {
        const cf_const *r = &cf->cp[bsm->args[0]];
        site->recipe = utf8_to_chars(t, cf_utf8(cf, r->u.string), &site->recipe_len);
        if (!site->recipe) {
            indy_site_free(site);
            return false;
        }
        site->constant_count = bsm->arg_count - 1;
        int nc = site->constant_count ? site->constant_count : 1;
        site->constants = calloc((size_t)nc, sizeof(uint16_t *));
        site->constant_lens = calloc((size_t)nc, sizeof(int32_t));
        for (int i = 0; i < site->constant_count; i++) {
            const cf_const *c = &cf->cp[bsm->args[i + 1]];
            char num[64];
            const char *text = num;
            switch (c->tag) {
            case CF_STRING: text = cf_utf8(cf, c->u.string); break;
            case CF_INTEGER: snprintf(num, sizeof num, "%d", (int)c->u.i); break;
            case CF_LONG: snprintf(num, sizeof num, "%lld", (long long)c->u.l); break;
            default: snprintf(num, sizeof num, "?"); break;
            }
            site->constants[i] = utf8_to_chars(t, text, &site->constant_lens[i]);
            if (!site->constants[i]) {
                indy_site_free(site);
                return false;
            }
        }
    } else {
        /* makeConcat: every argument in order, no literal text. */
        site->recipe_len = site->arg_count;
        site->recipe = malloc(sizeof(uint16_t) * (size_t)(site->arg_count ? site->arg_count : 1));
        for (int i = 0; i < site->arg_count; i++) site->recipe[i] = 1;
    }
    return publish_site(e, site, NULL);
}

bool indy_invoke(vm_thread *t, indy_site *site, slot *sp, int *popped, slot *result)
{
    if (site->kind == 4) {
        if (site->error_class)
            return vm_throw(t, site->error_class, site->error_message ? "%s" : NULL, site->error_message);
        object *cs = os_atomic_load_ptr((void *const volatile *)&site->entry->ldc);
        *popped = site->arg_slots;
        result->raw = 0;
        return natives_invoke_call_site(t, cs, site->descriptor, sp - site->arg_slots, result);
    }
    if (site->kind == 3) return record_invoke(t, site, sp - (site->record_method == 'e' ? 2 : 1), popped, result);
    if (site->kind == 2) {
        if (site->lambda.capture_count == 0) {
            *popped = 0;
            result->a = os_atomic_load_ptr((void *const volatile *)&site->entry->ldc);
            return true;
        }
        object *o = lambda_new_instance(t, &site->lambda, sp - site->lambda.capture_slots);
        if (!o) return false;
        *popped = site->lambda.capture_slots;
        result->a = o;
        return true;
    }
    slot *args = sp - site->arg_slots;
    sbuf b = {0};
    int ai = 0, ci = 0;
    slot *a = args;
    bool ok = true;
    char num[32];
    for (int32_t i = 0; i < site->recipe_len && ok; i++) {
        uint16_t ch = site->recipe[i];
        if (ch == 2 && ci < site->constant_count) {
            sbuf_add(&b, site->constants[ci], site->constant_lens[ci]);
            ci++;
            continue;
        }
        if (ch != 1 || ai >= site->arg_count) {
            sbuf_add(&b, &ch, 1);
            continue;
        }
        char type = site->arg_types[ai++];
        switch (type) {
        case 'I': case 'B': case 'S': snprintf(num, sizeof num, "%d", (int)a->i); sbuf_ascii(&b, num); a++; break;
        case 'J': snprintf(num, sizeof num, "%lld", (long long)a->j); sbuf_ascii(&b, num); a += 2; break;
        case 'Z': sbuf_ascii(&b, a->i ? "true" : "false"); a++; break;
        case 'C': { uint16_t c = (uint16_t)a->i; sbuf_add(&b, &c, 1); a++; break; }
        case 'F': case 'D': {
            slot arg[2] = {a[0], a[1]}; /* a double takes two slots */
            object *s = to_string_via_java(t, type == 'F' ? "java/lang/Float" : "java/lang/Double", "toString",
                                           type == 'F' ? "(F)Ljava/lang/String;" : "(D)Ljava/lang/String;", arg);
            if (!s) ok = false;
            else sbuf_string(&b, s);
            a += type == 'D' ? 2 : 1;
            break;
        }
        case 'L': sbuf_string(&b, a->a); a++; break;
        default: { /* any other reference: String.valueOf(Object) */
            slot arg = *a;
            object *s = arg.a ? to_string_via_java(t, "java/lang/String", "valueOf",
                                                   "(Ljava/lang/Object;)Ljava/lang/String;", &arg)
                              : NULL;
            if (arg.a && !s) ok = false;
            else sbuf_string(&b, s);
            a++;
            break;
        }
        }
    }
    object *s = ok ? string_from_chars(t, b.chars, b.len) : NULL;
    free(b.chars);
    if (!s) return false;
    *popped = site->arg_slots;
    result->a = s;
    return true;
}
