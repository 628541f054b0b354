/*
 * natives_annot.c -- what run-time annotations, java.lang.reflect.Parameter
 * and java.lang.reflect.Proxy need from the VM: the raw bodies of a class's
 * or member's annotation attributes (RuntimeVisibleAnnotations,
 * RuntimeVisibleParameterAnnotations, AnnotationDefault) and of
 * MethodParameters, read access to a class's constant pool, and the
 * definition of a generated proxy class in any loader.  The parsing of the
 * attributes is Java's (sun.reflect.annotation.AnnotationParser), as is the
 * writing of proxy classes (java.lang.reflect.ProxyGenerator).
 *
 * Invariants: the attribute bodies live in the class's parsed class file
 * (cf_class, an arena freed with the class when it is unloaded), so nothing
 * here owns memory; a body is copied into a fresh byte[] only after the
 * array is allocated (the allocation may collect, but the class file does
 * not move).  A member's "slot" is its vm_method* / vm_field*, kept valid by
 * the Method/Field object that holds the declaring class.  Constant-pool
 * reads check the index and the tag and throw IllegalArgumentException as
 * the JDK's ConstantPool does, so malformed annotation bytes can never read
 * outside the pool.
 */
#include <stdlib.h>
#include <string.h>

#include "heap/heap.h"
#include "interp/resolve.h"
#include "natives/natives.h"
#include "object/class.h"
#include "object/classloaders.h"
#include "object/loader.h"
#include "object/string.h"
#include "runtime/exception.h"

/* A byte[] holding a copy of b, or NULL (no exception) when b is absent. */
static object *bytes_of(vm_thread *t, cf_bytes b)
{
    if (!b.data) return NULL;
    object *arr = heap_new_primitive_array(t, T_BYTE, (int32_t)b.length);
    if (arr) memcpy(ARRAY_DATA(arr, uint8_t), b.data, b.length);
    return arr;
}

/* AnnotationSupport.classAnnotations0(Class): the class's RuntimeVisibleAnnotations. */
NATIVE(annot_classAnnotations0)
{
    vm_class *c = args[0].a ? resolve_class_of_mirror(args[0].a) : NULL;
    ret->a = NULL;
    if (!c) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    if (c->cf) ret->a = bytes_of(t, c->cf->annotations);
}

/* AnnotationSupport.fieldAttribute0(slot): the field's RuntimeVisibleAnnotations. */
NATIVE(annot_fieldAttribute0)
{
    const vm_field *f = (const vm_field *)(intptr_t)args[0].j;
    ret->a = NULL;
    const cf_class *cf = f ? f->clazz->cf : NULL;
    if (!cf) return;
    /* the VM's fields are in class-file order */
    ptrdiff_t i = f - f->clazz->fields;
    if (i >= 0 && i < cf->field_count) ret->a = bytes_of(t, cf->fields[i].annotations);
}

/* AnnotationSupport.methodAttribute0(slot, kind): kind 0 RuntimeVisibleAnnotations,
 * 1 RuntimeVisibleParameterAnnotations, 2 AnnotationDefault, 3 MethodParameters. */
NATIVE(annot_methodAttribute0)
{
    const vm_method *m = (const vm_method *)(intptr_t)args[0].j;
    int kind = args[2].i;
    ret->a = NULL;
    const cf_method *cm = m ? m->cfm : NULL;
    if (!cm) return;
    cf_bytes b = kind == 0 ? cm->annotations
               : kind == 1 ? cm->parameter_annotations
               : kind == 2 ? cm->annotation_default
               : kind == 3 ? cm->method_parameters : (cf_bytes){NULL, 0};
    ret->a = bytes_of(t, b);
}

/* ---- the constant pool (of the class a mirror stands for) ---- */

/* The entry at index with the given tag, or NULL with the JDK's exception. */
static const cf_const *pool_entry(vm_thread *t, object *mirror, int32_t index, int tag)
{
    vm_class *c = mirror ? resolve_class_of_mirror(mirror) : NULL;
    if (!c) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    const cf_class *cf = c->cf;
    if (!cf || index <= 0 || index >= cf->cp_count) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Constant pool index out of bounds");
        return NULL;
    }
    if (cf->cp[index].tag != tag) {
        vm_throw(t, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return NULL;
    }
    return &cf->cp[index];
}

NATIVE(pool_getUTF8At0)
{
    const cf_const *e = pool_entry(t, args[0].a, args[1].i, CF_UTF8);
    ret->a = e ? string_from_utf8(t, e->u.utf8.str) : NULL;
}

NATIVE(pool_getIntAt0)
{
    const cf_const *e = pool_entry(t, args[0].a, args[1].i, CF_INTEGER);
    ret->i = e ? e->u.i : 0;
}

NATIVE(pool_getLongAt0)
{
    const cf_const *e = pool_entry(t, args[0].a, args[1].i, CF_LONG);
    ret->j = e ? e->u.l : 0;
}

NATIVE(pool_getFloatAt0)
{
    const cf_const *e = pool_entry(t, args[0].a, args[1].i, CF_FLOAT);
    ret->f = e ? e->u.f : 0;
}

NATIVE(pool_getDoubleAt0)
{
    const cf_const *e = pool_entry(t, args[0].a, args[1].i, CF_DOUBLE);
    ret->d = e ? e->u.d : 0;
}

/* The name (internal form) of the Class entry at index. */
NATIVE(pool_getClassNameAt0)
{
    const cf_const *e = pool_entry(t, args[0].a, args[1].i, CF_CLASS);
    ret->a = NULL;
    if (e) {
        const cf_class *cf = resolve_class_of_mirror(args[0].a)->cf;
        ret->a = string_from_utf8(t, cf_utf8(cf, e->u.name));
    }
}

/* ---- Proxy.defineClass0(loader, builtin, name, bytes): a generated class, in
 * any loader; builtin is 0 (boot) or 1 (application) for the built-in
 * loaders, whose objects carry no VM id, and -1 for a user-defined loader ---- */

NATIVE(proxy_defineClass0)
{
    object *loader = args[0].a;
    int builtin = args[1].i;
    object *b = args[3].a;
    ret->a = NULL;
    if (!args[2].a || !b) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    char *name = string_to_utf8(args[2].a);
    size_t n = (size_t)ARRAY_LENGTH(b);
    /* copied out: defining runs Java code, which may move the array */
    uint8_t *bytes = malloc(n ? n : 1);
    if (!name || !bytes) {
        free(name);
        free(bytes);
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    memcpy(bytes, ARRAY_DATA(b, uint8_t), n);
    for (char *p = name; *p; p++)
        if (*p == '.') *p = '/';
    int id = builtin >= 0 || !loader ? (builtin > 0 ? LOADER_APP : 0) : loaders_id_of(loader);
    vm_class *c;
    VM_ROOT(t, &loader);
    if (id >= LOADER_USER_FIRST) c = class_define_in(t, id, &loader, name, bytes, n);
    else c = class_define(t, name, bytes, n, id);
    VM_UNROOT(t, 1);
    free(bytes);
    free(name);
    if (c) ret->a = resolve_mirror(t, c);
}

const native_entry natives_annot_table[] = {
    {"java/lang/reflect/AnnotationSupport", "classAnnotations0", "(Ljava/lang/Class;)[B", annot_classAnnotations0},
    {"java/lang/reflect/AnnotationSupport", "fieldAttribute0", "(J)[B", annot_fieldAttribute0},
    {"java/lang/reflect/AnnotationSupport", "methodAttribute0", "(JI)[B", annot_methodAttribute0},
    {"jdk/internal/reflect/ConstantPool", "getUTF8At0", "(Ljava/lang/Class;I)Ljava/lang/String;", pool_getUTF8At0},
    {"jdk/internal/reflect/ConstantPool", "getIntAt0", "(Ljava/lang/Class;I)I", pool_getIntAt0},
    {"jdk/internal/reflect/ConstantPool", "getLongAt0", "(Ljava/lang/Class;I)J", pool_getLongAt0},
    {"jdk/internal/reflect/ConstantPool", "getFloatAt0", "(Ljava/lang/Class;I)F", pool_getFloatAt0},
    {"jdk/internal/reflect/ConstantPool", "getDoubleAt0", "(Ljava/lang/Class;I)D", pool_getDoubleAt0},
    {"jdk/internal/reflect/ConstantPool", "getClassNameAt0", "(Ljava/lang/Class;I)Ljava/lang/String;",
     pool_getClassNameAt0},
    {"java/lang/reflect/Proxy", "defineClass0", "(Ljava/lang/ClassLoader;ILjava/lang/String;[B)Ljava/lang/Class;",
     proxy_defineClass0},
};
const size_t natives_annot_count = sizeof natives_annot_table / sizeof natives_annot_table[0];
