/*
 * classloaders.h -- the user-defined class loaders the VM knows (ids >=
 * LOADER_USER_FIRST): how messages describe them, the classes each defined,
 * the loaders each depends on, and their unloading with the collector.
 *
 * A loader and everything it defined live and die together, as on the JDK.
 * During a full collection a loader is live when any of these is marked:
 * its ClassLoader object; the Class object of one of its classes; an
 * instance (or array) of one of its classes; a frame running one of its
 * methods; or a live loader that depends on it.  A loader depends on
 * another when a class it initiated was defined by the other (resolution
 * from its classes holds pointers into the other's), and on the loaders of
 * its classes' superclasses, superinterfaces and element classes.  Young
 * collections unload nothing: there every class and loader object is a
 * root, which is always safe.
 *
 * What dies with a loader: its namespace in the class table (defined and
 * initiated entries), each class's methods, constant pool and its cache,
 * statics, vtables, JNI method and field IDs (which are the vm_method and
 * vm_field) and the loader's record; inline caches elsewhere that name a
 * dead class are dropped.  The ids of dead loaders are used again.
 *
 * Locking: loaders_lock, a leaf (taken inside class_lock, never around it).
 * The collector's functions run with the world stopped and take no lock.
 */
#ifndef LANTERN_CLASSLOADERS_H
#define LANTERN_CLASSLOADERS_H

#include "object/class.h"

/* ---- while the program runs ------------------------------------------------ */

/* A new loader for the ClassLoader object obj (the caller's constructor),
 * with the JDK's descriptions of it ("'name' @hash" or "pkg.Cls @hash") and
 * of its parent; -1 when out of memory. */
int loaders_register(object *obj, const char *name_and_id, const char *parent_name_and_id);
/* "unnamed module of loader 'L' @1b6d3586", "'L' @1b6d3586", and the
 * parent's name_and_id; "?" for an id that is not a live loader.  Good as
 * long as the loader lives. */
const char *loaders_module(int id);
const char *loaders_name_and_id(int id);
const char *loaders_parent(int id);
/* The loader id a ClassLoader object carries (0 for the built-in ones). */
int loaders_id_of(const object *loader);
/* The byte offset of ClassLoader.vmLoaderId, once a loader registered. */
uint32_t loaders_id_offset(void);
/* c (c->loader a user-defined loader) joins its loader's classes, and its
 * metadata is counted; false when out of memory. */
bool loaders_add_class(vm_class *c);
/* `from` initiated a class that `to` defined (both ids; nothing happens
 * unless both are user-defined and differ). */
void loaders_add_dependency(int from, int to);
/* Whether user-defined loaders' classes have grown enough since the last
 * full collection that one should run now (the JDK's "Metadata GC
 * Threshold"). */
bool loaders_want_collection(void);
/* A class of the boot or application loader has been defined: counted in
 * the metadata (loaders_metadata), never unloaded. */
void loaders_count_builtin(const vm_class *c);
/* Bytes of C memory all classes hold (estimated; HotSpot's "Metaspace
 * used"), of which the vm_class records (its "class space"), and how many
 * classes there are. */
void loaders_metadata(size_t *bytes, size_t *class_bytes, size_t *classes);

/* ---- with the collector (world stopped) ------------------------------------ */

/* Every live loader's object slot (young collections and the update phase
 * of a full one: all loaders are roots there). */
void loaders_roots(void (*fn)(object **slot, void *arg), void *arg);
/* A full collection's marking begins: no loader is live. */
void loaders_mark_begin(void);
/* Loader id is reachable: live from now on; it is queued for its scan the
 * first time. */
void loaders_reach(int id);
/* Scans one queued loader: keep_obj for its object's slot, keep_class for
 * each class it defined; its dependencies are reached.  False when the
 * queue is empty. */
bool loaders_scan_next(void (*keep_obj)(object **slot, void *arg), void (*keep_class)(vm_class *c, void *arg),
                       void *arg);
/* After marking: every loader not reached is unloaded -- its classes get
 * JVMPI CLASS_UNLOAD and the -verbose:class line and leave the class table,
 * inline caches naming them are dropped.  Their memory is kept until
 * loaders_free_unloaded (dead objects of theirs are still in the heap). */
void loaders_unload_dead(struct vm_thread *t);
/* Frees what loaders_unload_dead took away, once no object of those classes
 * remains in the heap. */
void loaders_free_unloaded(void);

#endif
