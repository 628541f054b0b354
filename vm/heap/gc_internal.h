/*
 * gc_internal.h -- what the two collectors (scavenge.c, compact.c) share,
 * from gc.c: the roots, java.lang.ref, the weak tables, and the walk over
 * an object's reference slots.  Nothing outside vm/heap/ includes it.
 */
#ifndef LANTERN_GC_INTERNAL_H
#define LANTERN_GC_INTERNAL_H

#include "heap/gc.h"
#include "heap/spaces.h"
#include "object/class.h"

/* Every root slot, once or more (docs/rules.md rule 4; gc.c lists them). */
void gc_roots(void (*fn)(object **slot, void *arg), void *arg);
/* As gc_roots, less the classes of user-defined loaders and those loaders'
 * objects; reach gets the class of every method a frame runs.  For a full
 * collection's marking, which unloads what it does not reach. */
void gc_roots_unloading(void (*fn)(object **slot, void *arg), void (*reach)(vm_class *c, void *arg), void *arg);
/* A class's own root slots: its Class object, initialization error, loader
 * object, static references and cached ldc constants. */
void gc_class_roots(vm_class *c, void (*fn)(object **slot, void *arg), void *arg);

/* java.lang.ref.  A collector that meets a Reference whose referent it is
 * collecting notes it (gc_discover) instead of following the referent.
 * Once everything strongly reachable is kept, gc_references keeps soft
 * referents (keep: as if strongly reachable, with all they reach), unless
 * gc_clear_soft; then every noted Reference whose referent is dead
 * (survivor gives NULL) has it cleared and, if it has a queue, joins the
 * pending chain; the others get survivor's address for it. */
void gc_discover(object *r);
void gc_references(void (*keep)(object **slot), object *(*survivor)(object *o));
/* The weak tables: inflated monitors, JNI weak global references, the
 * owners of off-heap memory; each entry dead (NULL) or moved. */
void gc_weak(object *(*survivor)(object *o));
/* -Xgcverify (heapcheck.c): every object and reference slot checked, and
 * the write-barrier rule; aborts with what is wrong.  `moment` says when. */
void heap_check(const char *moment);
/* A collection has ended (gc_count). */
void gc_counted(void);

#define GC_REFERENT(r) ((object **)((char *)(r) + class_referent_offset))

/* BODY runs with `slotvar` naming each reference slot of o (a Reference's
 * referent excluded). */
#define GC_FOR_EACH_REF(o, slotvar, BODY)                                                                  \
    do {                                                                                                    \
        vm_class *c_ = (o)->clazz;                                                                          \
        if (c_->component) {                                                                                \
            if (c_->elem_type == T_OBJECT) {                                                                \
                object **e_ = ARRAY_DATA(o, object *);                                                      \
                for (int32_t i_ = 0, n_ = ARRAY_LENGTH(o); i_ < n_; i_++) {                                 \
                    object **slotvar = &e_[i_];                                                             \
                    BODY;                                                                                   \
                }                                                                                           \
            }                                                                                               \
        } else {                                                                                            \
            for (uint16_t i_ = 0; i_ < c_->ref_offset_count; i_++) {                                        \
                object **slotvar = (object **)((char *)(o) + c_->ref_offsets[i_]);                          \
                BODY;                                                                                       \
            }                                                                                               \
        }                                                                                                   \
    } while (0)

#endif
