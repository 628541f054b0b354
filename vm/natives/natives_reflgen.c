/*
 * natives_reflgen.c -- the class-file facts behind generic signatures,
 * nesting and reflective access checks: the Signature attribute of a class,
 * method or field, a method's Exceptions attribute, the InnerClasses,
 * EnclosingMethod, NestHost and NestMembers attributes, and the class of
 * the frame that called into reflection.
 *
 * Every native hands back names and signature strings exactly as the class
 * file spells them (internal form, '/'), never loaded classes: the library
 * (java.lang.Class, java.lang.reflect.ReflGen) parses them and loads what
 * they name through the class's own loader, so the loading errors the JDK
 * reports (NoClassDefFoundError, GenericSignatureFormatError...) arise in
 * Java.  A member's slot is the vm_method* or vm_field* reflect.c handed
 * out; only the package-private natives of ReflGen take one, and the
 * library passes them from its own Method/Constructor/Field objects.
 */
#include <string.h>

#include "natives/natives.h"
#include "interp/resolve.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"

/* A String[] of n entries (filled by the caller), or NULL with an exception pending. */
static object *new_string_array(vm_thread *t, int n)
{
    vm_class *sa = class_array_of(t, cls_String);
    return sa ? heap_new_array(t, sa, n) : NULL;
}

/* Stores a Java string made from s (NULL stays null) into (*arr)[i]; false
 * with an exception pending when the string cannot be made.  *arr is the
 * caller's rooted variable: making the string may move the array. */
static bool put_string(vm_thread *t, object **arr, int i, const char *s)
{
    if (!s) return true;
    object *str = string_from_utf8(t, s);
    if (!str) return false;
    ARRAY_DATA(*arr, object *)[i] = str;
    heap_write_barrier(*arr);
    return true;
}

static void return_string(vm_thread *t, slot *ret, const char *s)
{
    ret->a = s ? string_from_utf8(t, s) : NULL;
}

NATIVE(class_getGenericSignature0)
{
    const vm_class *c = resolve_class_of_mirror(args[0].a);
    return_string(t, ret, c->cf ? c->cf->signature : NULL);
}

/* InnerClasses as a flat String[]: per entry the inner class, the outer
 * class (null when 0) and the simple name (null for anonymous). */
NATIVE(class_getInnerClasses0)
{
    const vm_class *c = resolve_class_of_mirror(args[0].a);
    int n = c->cf ? c->cf->inner_class_count : 0;
    object *arr = new_string_array(t, 3 * n);
    ret->a = NULL;
    if (!arr) return;
    VM_ROOT(t, &arr);
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        const cf_inner_class *ic = &c->cf->inner_classes[i];
        ok = put_string(t, &arr, 3 * i, cf_class_name_at(c->cf, ic->inner_class)) &&
             put_string(t, &arr, 3 * i + 1, ic->outer_class ? cf_class_name_at(c->cf, ic->outer_class) : NULL) &&
             put_string(t, &arr, 3 * i + 2, ic->inner_name ? cf_utf8(c->cf, ic->inner_name) : NULL);
    }
    VM_UNROOT(t, 1);
    if (ok) ret->a = arr;
}

/* EnclosingMethod as {class, method name, method descriptor} (the last two
 * null when the class is not enclosed by a method), or null without one. */
NATIVE(class_getEnclosingMethod0)
{
    const vm_class *c = resolve_class_of_mirror(args[0].a);
    ret->a = NULL;
    if (!c->cf || !c->cf->enclosing_class) return;
    object *arr = new_string_array(t, 3);
    if (!arr) return;
    VM_ROOT(t, &arr);
    bool ok = put_string(t, &arr, 0, cf_class_name_at(c->cf, c->cf->enclosing_class));
    if (ok && c->cf->enclosing_method) {
        const cf_const *nat = &c->cf->cp[c->cf->enclosing_method];
        ok = put_string(t, &arr, 1, cf_utf8(c->cf, nat->u.nat.name)) &&
             put_string(t, &arr, 2, cf_utf8(c->cf, nat->u.nat.descriptor));
    }
    VM_UNROOT(t, 1);
    if (ok) ret->a = arr;
}

NATIVE(class_getNestHost0)
{
    const vm_class *c = resolve_class_of_mirror(args[0].a);
    return_string(t, ret, c->cf ? c->cf->nest_host : NULL);
}

/* NestMembers' class names, or null when the class has no such attribute. */
NATIVE(class_getNestMembers0)
{
    const vm_class *c = resolve_class_of_mirror(args[0].a);
    ret->a = NULL;
    if (!c->cf || !c->cf->nest_members) return;
    int n = c->cf->nest_member_count;
    object *arr = new_string_array(t, n);
    if (!arr) return;
    VM_ROOT(t, &arr);
    bool ok = true;
    for (int i = 0; i < n && ok; i++) ok = put_string(t, &arr, i, c->cf->nest_members[i]);
    VM_UNROOT(t, 1);
    if (ok) ret->a = arr;
}

/* (slot, isField): the member's Signature attribute, or null. */
NATIVE(reflgen_signature0)
{
    void *p = (void *)(intptr_t)args[0].j;
    if (args[2].i) {
        const vm_field *f = p;
        const vm_class *c = f->clazz;
        return_string(t, ret, c->cf ? c->cf->fields[f - c->fields].signature : NULL);
    } else {
        const vm_method *m = p;
        return_string(t, ret, m->cfm ? m->cfm->signature : NULL);
    }
}

/* A method's Exceptions attribute as class names (empty without one). */
NATIVE(reflgen_exceptions0)
{
    const vm_method *m = (const vm_method *)(intptr_t)args[0].j;
    const cf_class *cf = m->clazz->cf;
    int n = m->cfm && cf ? m->cfm->exception_count : 0;
    object *arr = new_string_array(t, n);
    ret->a = NULL;
    if (!arr) return;
    VM_ROOT(t, &arr);
    bool ok = true;
    for (int i = 0; i < n && ok; i++) ok = put_string(t, &arr, i, cf_class_name_at(cf, m->cfm->exceptions[i]));
    VM_UNROOT(t, 1);
    if (ok) ret->a = arr;
}

/* The class whose code called into reflection: the first frame outside the
 * classes that implement the reflective calls themselves (their frames lie
 * between the caller and the access check; Class.newInstance checks through
 * Constructor) and outside hidden classes (a lambda's proxy stands for the
 * class that wrote the lambda).  Other library classes of java.lang.reflect
 * (Proxy) are callers in their own right. */
NATIVE(reflgen_callerClass0)
{
    static const char *const skip[] = {"java/lang/Class", "java/lang/reflect/Field", "java/lang/reflect/Method",
        "java/lang/reflect/Constructor", "java/lang/reflect/Executable", "java/lang/reflect/AccessibleObject",
        "java/lang/reflect/ReflGen", NULL};
    vm_class *c = natives_caller(t, skip, true);
    ret->a = c ? resolve_mirror(t, c) : NULL;
}

const native_entry natives_reflgen_table[] = {
    {"java/lang/Class", "getGenericSignature0", "()Ljava/lang/String;", class_getGenericSignature0},
    {"java/lang/Class", "getInnerClasses0", "()[Ljava/lang/String;", class_getInnerClasses0},
    {"java/lang/Class", "getEnclosingMethod0", "()[Ljava/lang/String;", class_getEnclosingMethod0},
    {"java/lang/Class", "getNestHost0", "()Ljava/lang/String;", class_getNestHost0},
    {"java/lang/Class", "getNestMembers0", "()[Ljava/lang/String;", class_getNestMembers0},
    {"java/lang/reflect/ReflGen", "signature0", "(JZ)Ljava/lang/String;", reflgen_signature0},
    {"java/lang/reflect/ReflGen", "exceptions0", "(J)[Ljava/lang/String;", reflgen_exceptions0},
    {"java/lang/reflect/ReflGen", "callerClass0", "()Ljava/lang/Class;", reflgen_callerClass0},
};
const size_t natives_reflgen_count = sizeof natives_reflgen_table / sizeof natives_reflgen_table[0];
