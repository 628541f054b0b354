/*
 * lambda.c -- LambdaMetafactory in the VM: a proxy class per call site,
 * written as a class file and defined like any other (see lambda.h).
 *
 * The proxy's interface method, for implementation method impl:
 *
 *     [new Impl; dup]                       constructor references only
 *     aload_0; getfield arg$1 ... arg$k     the captured values
 *     xload 1 ... xload n                   the interface method's arguments,
 *       checkcast <instantiated type>         each narrowed to the call
 *       <adapt to impl's parameter type>      site's instantiated type, then
 *                                             cast / boxed / unboxed / widened
 *     invoke{static,virtual,interface,special} impl
 *     <adapt impl's result to the instantiated, then the interface's, type>
 *     xreturn
 *
 * A captured receiver counts as the first "argument" of an instance impl,
 * as it does for the metafactory.  Invariant: the generated code has no
 * branches, so it needs no StackMapTable, and its max_stack is the sum of
 * every value it pushes plus two (the largest adaptation).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/lambda.h"
#include "classfile/opcodes.h"
#include "heap/heap.h"
#include "runtime/exception.h"

/* ---- bytes ------------------------------------------------------------------ */

typedef struct buf {
    uint8_t *d;
    size_t n, cap;
} buf;

static void b_put(buf *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2 + 64;
        b->d = realloc(b->d, b->cap);
    }
    memcpy(b->d + b->n, p, n);
    b->n += n;
}

static void b_u1(buf *b, unsigned v)
{
    uint8_t x = (uint8_t)v;
    b_put(b, &x, 1);
}

static void b_u2(buf *b, unsigned v)
{
    b_u1(b, v >> 8);
    b_u1(b, v);
}

static void b_u4(buf *b, uint32_t v)
{
    b_u2(b, v >> 16);
    b_u2(b, v & 0xffff);
}

/* ---- the constant pool ------------------------------------------------------- */

typedef struct cpool {
    buf b;
    uint16_t next;        /* the next free index */
    char **keys;          /* one per entry, for sharing */
    uint16_t *index;
    int n, cap;
} cpool;

static uint16_t cp_find(cpool *cp, const char *key)
{
    for (int i = 0; i < cp->n; i++)
        if (strcmp(cp->keys[i], key) == 0) return cp->index[i];
    return 0;
}

static uint16_t cp_remember(cpool *cp, const char *key)
{
    if (cp->n == cp->cap) {
        cp->cap = cp->cap * 2 + 16;
        cp->keys = realloc(cp->keys, sizeof *cp->keys * (size_t)cp->cap);
        cp->index = realloc(cp->index, sizeof *cp->index * (size_t)cp->cap);
    }
    cp->keys[cp->n] = vm_strdup(key);
    cp->index[cp->n++] = cp->next;
    return cp->next++;
}

static uint16_t cp_utf8(cpool *cp, const char *s)
{
    char key[1024];
    snprintf(key, sizeof key, "U%s", s);
    uint16_t i = cp_find(cp, key);
    if (i) return i;
    b_u1(&cp->b, CF_UTF8);
    b_u2(&cp->b, (unsigned)strlen(s));
    b_put(&cp->b, s, strlen(s));
    return cp_remember(cp, key);
}

static uint16_t cp_class(cpool *cp, const char *name)
{
    char key[1024];
    snprintf(key, sizeof key, "C%s", name);
    uint16_t i = cp_find(cp, key);
    if (i) return i;
    uint16_t u = cp_utf8(cp, name);
    b_u1(&cp->b, CF_CLASS);
    b_u2(&cp->b, u);
    return cp_remember(cp, key);
}

static uint16_t cp_ref(cpool *cp, int tag, const char *cls, const char *name, const char *desc)
{
    char key[1024];
    snprintf(key, sizeof key, "R%d %s.%s:%s", tag, cls, name, desc);
    uint16_t i = cp_find(cp, key);
    if (i) return i;
    uint16_t c = cp_class(cp, cls), n = cp_utf8(cp, name), d = cp_utf8(cp, desc);
    char nkey[1024];
    snprintf(nkey, sizeof nkey, "N%s:%s", name, desc);
    uint16_t nat = cp_find(cp, nkey);
    if (!nat) {
        b_u1(&cp->b, CF_NAME_AND_TYPE);
        b_u2(&cp->b, n);
        b_u2(&cp->b, d);
        nat = cp_remember(cp, nkey);
    }
    b_u1(&cp->b, (unsigned)tag);
    b_u2(&cp->b, c);
    b_u2(&cp->b, nat);
    return cp_remember(cp, key);
}

static uint16_t cp_string(cpool *cp, const char *s)
{
    char key[1300];
    snprintf(key, sizeof key, "S%s", s);
    uint16_t i = cp_find(cp, key);
    if (i) return i;
    uint16_t u = cp_utf8(cp, s);
    b_u1(&cp->b, CF_STRING);
    b_u2(&cp->b, u);
    return cp_remember(cp, key);
}

/* ---- descriptors ----------------------------------------------------------------- */

#define MAX_TYPES 256

/* The parameter types of a method descriptor, each as its own descriptor
 * ("I", "Ljava/lang/String;", "[I"), and the return type.  false if
 * malformed or too long. */
typedef struct sig {
    int n;
    char *params[MAX_TYPES];
    char *ret;
} sig;

static char *one_type(const char **p)
{
    const char *s = *p;
    while (**p == '[') (*p)++;
    if (**p == 'L') {
        const char *semi = strchr(*p, ';');
        if (!semi) return NULL;
        *p = semi + 1;
    } else if (**p) {
        (*p)++;
    } else {
        return NULL;
    }
    size_t len = (size_t)(*p - s);
    char *t = malloc(len + 1);
    memcpy(t, s, len);
    t[len] = '\0';
    return t;
}

static bool sig_parse(const char *desc, sig *out)
{
    memset(out, 0, sizeof *out);
    if (*desc != '(') return false;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        if (out->n == MAX_TYPES) return false;
        char *t = one_type(&p);
        if (!t) return false;
        out->params[out->n++] = t;
    }
    if (*p != ')') return false;
    p++;
    out->ret = one_type(&p);
    return out->ret != NULL;
}

static void sig_free(sig *s)
{
    for (int i = 0; i < s->n; i++) free(s->params[i]);
    free(s->ret);
}

static bool is_ref(const char *t)
{
    return t[0] == 'L' || t[0] == '[';
}

static int slots_of(const char *t)
{
    return t[0] == 'J' || t[0] == 'D' ? 2 : t[0] == 'V' ? 0 : 1;
}

/* The class name checkcast wants: "java/lang/String" or "[I". */
static const char *class_of_type(const char *t, char *buf, size_t len)
{
    if (t[0] == '[') return t;
    size_t n = strlen(t);
    snprintf(buf, len, "%.*s", (int)(n - 2), t + 1);
    return buf;
}

static const struct box {
    char prim;
    const char *cls;       /* the wrapper class */
    const char *unbox;     /* its xxxValue method */
} boxes[] = {
    {'Z', "java/lang/Boolean", "booleanValue"}, {'B', "java/lang/Byte", "byteValue"},
    {'C', "java/lang/Character", "charValue"},  {'S', "java/lang/Short", "shortValue"},
    {'I', "java/lang/Integer", "intValue"},     {'J', "java/lang/Long", "longValue"},
    {'F', "java/lang/Float", "floatValue"},     {'D', "java/lang/Double", "doubleValue"},
};

static const struct box *box_of_prim(char c)
{
    for (size_t i = 0; i < sizeof boxes / sizeof boxes[0]; i++)
        if (boxes[i].prim == c) return &boxes[i];
    return NULL;
}

static const struct box *box_of_class(const char *t)
{
    if (t[0] != 'L') return NULL;
    for (size_t i = 0; i < sizeof boxes / sizeof boxes[0]; i++) {
        size_t n = strlen(boxes[i].cls);
        if (strncmp(t + 1, boxes[i].cls, n) == 0 && t[1 + n] == ';') return &boxes[i];
    }
    return NULL;
}

/* ---- code ---------------------------------------------------------------------- */

typedef struct gen {
    cpool *cp;
    buf code;
    int depth, max;
} gen;

static void push(gen *g, int slots)
{
    g->depth += slots;
    if (g->depth > g->max) g->max = g->depth;
}

static void emit_ref(gen *g, int op, int tag, const char *cls, const char *name, const char *desc)
{
    b_u1(&g->code, (unsigned)op);
    b_u2(&g->code, cp_ref(g->cp, tag, cls, name, desc));
}

static void emit_checkcast(gen *g, const char *type)
{
    char buf[1024];
    b_u1(&g->code, OP_CHECKCAST);
    b_u2(&g->code, cp_class(g->cp, class_of_type(type, buf, sizeof buf)));
}

/* Widening primitive conversions (JLS 5.1.2); byte/short/char to int
 * need no instruction. */
static void emit_widen(gen *g, char from, char to)
{
    int f = (from == 'B' || from == 'S' || from == 'C' || from == 'Z') ? 'I' : from;
    if (f == to) return;
    static const struct {
        char from, to;
        uint8_t op;
    } w[] = {{'I', 'J', OP_I2L}, {'I', 'F', OP_I2F}, {'I', 'D', OP_I2D},
             {'J', 'F', OP_L2F}, {'J', 'D', OP_L2D}, {'F', 'D', OP_F2D}};
    for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
        if (w[i].from == f && w[i].to == to) {
            b_u1(&g->code, w[i].op);
            push(g, slots_of((char[]){to, 0}) - slots_of((char[]){(char)f, 0}));
            return;
        }
}

/* Adapts the value on top of the stack from type `from` to type `to`. */
static void emit_convert(gen *g, const char *from, const char *to)
{
    if (strcmp(from, to) == 0 || to[0] == 'V') return;
    if (!is_ref(from) && !is_ref(to)) {
        emit_widen(g, from[0], to[0]);
    } else if (!is_ref(from)) { /* box, then the reference is what `to` wants */
        const struct box *bx = box_of_prim(from[0]);
        char desc[96], ret[64];
        snprintf(ret, sizeof ret, "L%s;", bx->cls);
        snprintf(desc, sizeof desc, "(%c)%s", from[0], ret);
        emit_ref(g, OP_INVOKESTATIC, CF_METHODREF, bx->cls, "valueOf", desc);
        push(g, 1 - slots_of(from));
        if (strcmp(to, "Ljava/lang/Object;") != 0 && strcmp(to, ret) != 0) emit_checkcast(g, to);
    } else if (!is_ref(to)) { /* unbox (its own wrapper, or to's), then widen */
        const struct box *bx = box_of_class(from);
        if (!bx) {
            bx = box_of_prim(to[0]);
            char cbuf[64];
            snprintf(cbuf, sizeof cbuf, "L%s;", bx->cls);
            emit_checkcast(g, cbuf);
        }
        char desc[16];
        snprintf(desc, sizeof desc, "()%c", bx->prim);
        emit_ref(g, OP_INVOKEVIRTUAL, CF_METHODREF, bx->cls, bx->unbox, desc);
        push(g, slots_of(desc + 2) - 1);
        emit_widen(g, bx->prim, to[0]);
    } else if (strcmp(to, "Ljava/lang/Object;") != 0) {
        emit_checkcast(g, to);
    }
}

static void emit_load(gen *g, const char *t, int local)
{
    uint8_t op = t[0] == 'J' ? OP_LLOAD : t[0] == 'F' ? OP_FLOAD : t[0] == 'D' ? OP_DLOAD : is_ref(t) ? OP_ALOAD : OP_ILOAD;
    if (local > 255) {
        b_u1(&g->code, OP_WIDE);
        b_u1(&g->code, op);
        b_u2(&g->code, (unsigned)local);
    } else {
        b_u1(&g->code, op);
        b_u1(&g->code, (unsigned)local);
    }
    push(g, slots_of(t));
}

static void emit_return(gen *g, const char *t)
{
    uint8_t op = t[0] == 'V'   ? OP_RETURN
                 : t[0] == 'J' ? OP_LRETURN
                 : t[0] == 'F' ? OP_FRETURN
                 : t[0] == 'D' ? OP_DRETURN
                 : is_ref(t)   ? OP_ARETURN
                               : OP_IRETURN;
    b_u1(&g->code, op);
}

/* ---- the call site ------------------------------------------------------------- */

typedef struct site_info {
    const char *host;          /* the calling class */
    const char *iface_method;  /* the interface method's name */
    sig captured;              /* the indy descriptor: captured values -> interface */
    sig sam, inst;             /* the erased and the instantiated interface method types */
    const char *sam_desc;
    int impl_kind;             /* CF_REF_* */
    int impl_tag;              /* CF_METHODREF or CF_INTERFACE_METHODREF */
    const char *impl_class, *impl_name, *impl_desc;
    sig impl;
    const char *markers[32];
    int marker_count;
    const char *bridges[32];
    int bridge_count;
    bool serializable;
} site_info;

/* The body of one interface method (sam_desc: the erased type or a bridge). */
static bool emit_method_body(gen *g, const site_info *s, const char *proxy, const sig *sam)
{
    /* What the impl is given, in order: its receiver (instance kinds), then
     * its parameters. */
    const char *targets[MAX_TYPES + 1];
    int nt = 0;
    char recv[1024];
    bool instance = s->impl_kind == CF_REF_INVOKE_VIRTUAL || s->impl_kind == CF_REF_INVOKE_INTERFACE ||
                    s->impl_kind == CF_REF_INVOKE_SPECIAL;
    if (instance) {
        snprintf(recv, sizeof recv, "L%s;", s->impl_class);
        targets[nt++] = recv;
    }
    for (int i = 0; i < s->impl.n; i++) targets[nt++] = s->impl.params[i];
    if (nt != s->captured.n + sam->n || sam->n != s->inst.n) return false;

    if (s->impl_kind == CF_REF_NEW_INVOKE_SPECIAL) {
        b_u1(&g->code, OP_NEW);
        b_u2(&g->code, cp_class(g->cp, s->impl_class));
        b_u1(&g->code, OP_DUP);
        push(g, 2);
    }
    int ti = 0;
    for (int i = 0; i < s->captured.n; i++, ti++) {
        char fname[32];
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        b_u1(&g->code, OP_ALOAD_0);
        push(g, 1);
        emit_ref(g, OP_GETFIELD, CF_FIELDREF, proxy, fname, s->captured.params[i]);
        push(g, slots_of(s->captured.params[i]) - 1);
        emit_convert(g, s->captured.params[i], targets[ti]);
    }
    int local = 1;
    for (int i = 0; i < sam->n; i++, ti++) {
        emit_load(g, sam->params[i], local);
        local += slots_of(sam->params[i]);
        const char *inst = s->inst.params[i];
        if (is_ref(sam->params[i]) && is_ref(inst) && strcmp(inst, sam->params[i]) != 0) emit_checkcast(g, inst);
        emit_convert(g, is_ref(sam->params[i]) ? inst : sam->params[i], targets[ti]);
    }
    int arg_slots = 0;
    for (int i = 0; i < nt; i++) arg_slots += slots_of(targets[i]);
    const char *result = s->impl.ret;
    char made[1024];
    switch (s->impl_kind) {
    case CF_REF_INVOKE_STATIC:
        emit_ref(g, OP_INVOKESTATIC, s->impl_tag, s->impl_class, s->impl_name, s->impl_desc);
        break;
    case CF_REF_NEW_INVOKE_SPECIAL:
        emit_ref(g, OP_INVOKESPECIAL, CF_METHODREF, s->impl_class, "<init>", s->impl_desc);
        arg_slots += 1; /* the dup'd new object */
        snprintf(made, sizeof made, "L%s;", s->impl_class);
        result = made;
        push(g, -1);
        break;
    case CF_REF_INVOKE_INTERFACE:
        emit_ref(g, OP_INVOKEINTERFACE, CF_INTERFACE_METHODREF, s->impl_class, s->impl_name, s->impl_desc);
        b_u1(&g->code, (unsigned)arg_slots);
        b_u1(&g->code, 0);
        break;
    default: /* virtual; special on the host's own method is made virtual, as JDK 17 does */
        if (s->impl_tag == CF_INTERFACE_METHODREF) {
            emit_ref(g, OP_INVOKEINTERFACE, CF_INTERFACE_METHODREF, s->impl_class, s->impl_name, s->impl_desc);
            b_u1(&g->code, (unsigned)arg_slots);
            b_u1(&g->code, 0);
        } else {
            emit_ref(g, OP_INVOKEVIRTUAL, CF_METHODREF, s->impl_class, s->impl_name, s->impl_desc);
        }
        break;
    }
    if (s->impl_kind != CF_REF_NEW_INVOKE_SPECIAL) push(g, slots_of(result) - arg_slots);
    if (sam->ret[0] == 'V') {
        if (slots_of(result)) b_u1(&g->code, slots_of(result) == 2 ? OP_POP2 : OP_POP);
    } else {
        emit_convert(g, result, s->inst.ret);
        emit_convert(g, s->inst.ret, sam->ret);
    }
    emit_return(g, sam->ret);
    g->max += 2;
    return true;
}

static void write_method(buf *out, cpool *cp, const char *name, const char *desc, unsigned access, gen *g,
                         int max_locals)
{
    b_u2(out, access);
    b_u2(out, cp_utf8(cp, name));
    b_u2(out, cp_utf8(cp, desc));
    b_u2(out, 1);
    b_u2(out, cp_utf8(cp, "Code"));
    b_u4(out, (uint32_t)(12 + g->code.n));
    b_u2(out, (unsigned)g->max);
    b_u2(out, (unsigned)max_locals);
    b_u4(out, (uint32_t)g->code.n);
    b_put(out, g->code.d, g->code.n);
    b_u2(out, 0); /* exception table */
    b_u2(out, 0); /* attributes */
}

static bool build_class(const site_info *s, const char *proxy, const char *nest_host, buf *out)
{
    cpool cp = {.next = 1};
    buf body = {0};
    bool ok = true;
    uint16_t this_idx = cp_class(&cp, proxy), super_idx = cp_class(&cp, "java/lang/Object");
    char iface[1024];
    const char *ret = s->captured.ret;
    snprintf(iface, sizeof iface, "%.*s", (int)strlen(ret) - 2, ret + 1);
    const char *ifaces[40];
    int ni = 0;
    ifaces[ni++] = iface;
    for (int i = 0; i < s->marker_count; i++) ifaces[ni++] = s->markers[i];
    if (s->serializable) ifaces[ni++] = "java/io/Serializable";

    b_u2(&body, 0x0010 | 0x0020 | 0x1000); /* final, super, synthetic */
    b_u2(&body, this_idx);
    b_u2(&body, super_idx);
    b_u2(&body, (unsigned)ni);
    for (int i = 0; i < ni; i++) b_u2(&body, cp_class(&cp, ifaces[i]));
    b_u2(&body, (unsigned)s->captured.n);
    for (int i = 0; i < s->captured.n; i++) {
        char fname[32];
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        b_u2(&body, 0x0012); /* private final */
        b_u2(&body, cp_utf8(&cp, fname));
        b_u2(&body, cp_utf8(&cp, s->captured.params[i]));
        b_u2(&body, 0);
    }
    b_u2(&body, (unsigned)(1 + s->bridge_count + (s->serializable ? 1 : 0)));
    if (s->serializable) {
        /* Serializable lambdas fail clearly: Lantern has no SerializedLambda,
         * so writeReplace (which serialization calls first) refuses. */
        gen g = {.cp = &cp};
        char msg[1100];
        snprintf(msg, sizeof msg, "%s (Lantern cannot serialize lambdas)", proxy);
        for (char *q = msg; *q; q++)
            if (*q == '/') *q = '.';
        b_u1(&g.code, OP_NEW);
        b_u2(&g.code, cp_class(&cp, "java/io/NotSerializableException"));
        b_u1(&g.code, OP_DUP);
        b_u1(&g.code, OP_LDC_W);
        b_u2(&g.code, cp_string(&cp, msg));
        emit_ref(&g, OP_INVOKESPECIAL, CF_METHODREF, "java/io/NotSerializableException", "<init>", "(Ljava/lang/String;)V");
        b_u1(&g.code, OP_ATHROW);
        g.max = 3;
        write_method(&body, &cp, "writeReplace", "()Ljava/lang/Object;", 0x0002, &g, 1);
        free(g.code.d);
    }
    for (int m = 0; m <= s->bridge_count && ok; m++) {
        const char *desc = m == 0 ? s->sam_desc : s->bridges[m - 1];
        sig ms;
        gen g = {.cp = &cp};
        if (!sig_parse(desc, &ms)) {
            ok = false;
            break;
        }
        ok = emit_method_body(&g, s, proxy, &ms);
        int locals = 1;
        for (int i = 0; i < ms.n; i++) locals += slots_of(ms.params[i]);
        if (ok) write_method(&body, &cp, s->iface_method, desc, m == 0 ? 0x0001 : 0x0001 | 0x0040 | 0x1000, &g, locals);
        free(g.code.d);
        sig_free(&ms);
    }
    b_u2(&body, 1); /* attributes: NestHost, so the host's private methods are ours to call */
    b_u2(&body, cp_utf8(&cp, "NestHost"));
    b_u4(&body, 2);
    b_u2(&body, cp_class(&cp, nest_host));

    b_u4(out, 0xCAFEBABE);
    b_u2(out, 0);
    b_u2(out, 61);
    b_u2(out, cp.next);
    b_put(out, cp.b.d, cp.b.n);
    b_put(out, body.d, body.n);
    free(body.d);
    free(cp.b.d);
    for (int i = 0; i < cp.n; i++) free(cp.keys[i]);
    free(cp.keys);
    free(cp.index);
    return ok;
}

/* ---- reading the bootstrap arguments --------------------------------------------- */

static const char *method_type_at(const cf_class *cf, uint16_t i)
{
    const cf_const *k = &cf->cp[i];
    return k->tag == CF_METHOD_TYPE ? cf_utf8(cf, k->u.descriptor) : NULL;
}

static bool int_at(const cf_class *cf, uint16_t i, int32_t *v)
{
    if (cf->cp[i].tag != CF_INTEGER) return false;
    *v = cf->cp[i].u.i;
    return true;
}

static bool read_site(const cf_class *cf, uint16_t index, bool alt, site_info *s)
{
    const cf_const *k = &cf->cp[index];
    const cf_bootstrap *bsm = &cf->bootstraps[k->u.dyn.bsm];
    const cf_const *nat = &cf->cp[k->u.dyn.nat_index];
    s->iface_method = cf_utf8(cf, nat->u.nat.name);
    if (!sig_parse(cf_utf8(cf, nat->u.nat.descriptor), &s->captured) || s->captured.ret[0] != 'L') return false;
    if (bsm->arg_count < 3) return false;
    s->sam_desc = method_type_at(cf, bsm->args[0]);
    const char *inst = method_type_at(cf, bsm->args[2]);
    const cf_const *mh = &cf->cp[bsm->args[1]];
    if (!s->sam_desc || !inst || mh->tag != CF_METHOD_HANDLE) return false;
    if (!sig_parse(s->sam_desc, &s->sam) || !sig_parse(inst, &s->inst)) return false;
    const cf_const *ref = &cf->cp[mh->u.mh.ref];
    s->impl_kind = mh->u.mh.kind;
    s->impl_tag = ref->tag;
    s->impl_class = cf_class_name_at(cf, ref->u.ref.class_index);
    const cf_const *inat = &cf->cp[ref->u.ref.nat_index];
    s->impl_name = cf_utf8(cf, inat->u.nat.name);
    s->impl_desc = cf_utf8(cf, inat->u.nat.descriptor);
    if (s->impl_kind < CF_REF_INVOKE_VIRTUAL || !sig_parse(s->impl_desc, &s->impl)) return false;
    if (!alt) return true;
    int32_t flags, n;
    uint16_t a = 3;
    if (a >= bsm->arg_count || !int_at(cf, bsm->args[a++], &flags)) return false;
    s->serializable = flags & 1;
    if (flags & 2) {
        if (a >= bsm->arg_count || !int_at(cf, bsm->args[a++], &n) || n < 0 || n > 32) return false;
        for (int i = 0; i < n; i++) {
            if (a >= bsm->arg_count || cf->cp[bsm->args[a]].tag != CF_CLASS) return false;
            s->markers[s->marker_count++] = cf_class_name_at(cf, bsm->args[a++]);
        }
    }
    if (flags & 4) {
        if (a >= bsm->arg_count || !int_at(cf, bsm->args[a++], &n) || n < 0 || n > 32) return false;
        for (int i = 0; i < n; i++) {
            const char *d = a < bsm->arg_count ? method_type_at(cf, bsm->args[a++]) : NULL;
            if (!d) return false;
            if (strcmp(d, s->sam_desc) != 0) s->bridges[s->bridge_count++] = d;
        }
    }
    return true;
}

bool lambda_make_site(vm_thread *t, vm_class *cls, uint16_t index, bool alt, lambda_site *out)
{
    static volatile int32_t counter;
    site_info s;
    memset(&s, 0, sizeof s);
    s.host = cls->name;
    bool ok = read_site(cls->cf, index, alt, &s);
    buf bytes = {0};
    char proxy[1024];
    snprintf(proxy, sizeof proxy, "%s$$Lambda$%d", cls->name, (int)os_atomic_add32(&counter, 1) + 1);
    /* the calling class itself: the proxy joins whatever nest it is in
     * (resolve.c's nest_host), which only the caller's loader can tell */
    if (ok) ok = build_class(&s, proxy, cls->name, &bytes);
    vm_class *pc = NULL;
    if (!ok) {
        vm_throw(t, "java/lang/BootstrapMethodError", "bootstrap method initialization exception: cannot adapt %s.%s%s to %s",
                 s.impl_class ? s.impl_class : "?", s.impl_name ? s.impl_name : "?", s.impl_desc ? s.impl_desc : "",
                 s.sam_desc ? s.sam_desc : "?");
    } else {
        OS_TRACE(VM_TRACE_CLASS, "class", "lambda proxy %s for %s.%s%s", proxy, s.impl_class, s.impl_name, s.impl_desc);
        pc = class_define_for(t, proxy, bytes.d, bytes.n, cls);
        if (pc) pc->is_hidden = true; /* HotSpot's proxies are hidden classes */
        if (pc && !class_initialize(t, pc)) pc = NULL;
    }
    free(bytes.d);
    if (pc) {
        out->proxy = pc;
        out->capture_count = s.captured.n;
        out->capture_slots = 0;
        out->captures = calloc((size_t)s.captured.n + 1, sizeof *out->captures);
        for (int i = 0; i < s.captured.n; i++) {
            char fname[32];
            snprintf(fname, sizeof fname, "arg$%d", i + 1);
            out->captures[i] = class_find_field(pc, fname, s.captured.params[i]);
            out->capture_slots += slots_of(s.captured.params[i]);
        }
    }
    sig_free(&s.captured);
    sig_free(&s.sam);
    sig_free(&s.inst);
    sig_free(&s.impl);
    return pc != NULL;
}

object *lambda_new_instance(vm_thread *t, const lambda_site *site, slot *args)
{
    /* args are operand-stack slots: the collector updates them if the
     * allocation moves what they refer to, so they are read afterwards. */
    object *o = heap_new_object(t, site->proxy);
    if (!o) return NULL;
    slot *a = args;
    for (int i = 0; i < site->capture_count; i++) {
        vm_field *f = site->captures[i];
        switch (f->type) {
        case T_BOOLEAN: case T_BYTE: *FIELD_PTR(o, f, int8_t) = (int8_t)a->i; break;
        case T_CHAR: case T_SHORT: *FIELD_PTR(o, f, int16_t) = (int16_t)a->i; break;
        case T_INT: *FIELD_PTR(o, f, int32_t) = a->i; break;
        case T_FLOAT: *FIELD_PTR(o, f, float) = a->f; break;
        case T_LONG: *FIELD_PTR(o, f, int64_t) = a->j; break;
        case T_DOUBLE: *FIELD_PTR(o, f, double) = a->d; break;
        default: *FIELD_PTR(o, f, object *) = a->a; break;
        }
        a += (f->type == T_LONG || f->type == T_DOUBLE) ? 2 : 1;
    }
    /* one barrier for every captured reference: nothing above allocates */
    if (site->capture_count) heap_write_barrier(o);
    return o;
}
