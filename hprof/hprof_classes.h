/*
 * hprof_classes.h -- classes and methods as CLASS_LOAD announced them.
 *
 * A class record is found by its current class id (the java.lang.Class
 * object's jobjectID, which changes when the collector moves the class
 * object: hp_class_moved re-keys it).  Records outlive CLASS_UNLOAD, since
 * traces and sites keep pointing at them; an unloaded class is only taken
 * out of the id table.  Methods are found by jmethodID, stable for the VM's
 * life.  All functions need data_lock.
 */
#ifndef HPROF_CLASSES_H
#define HPROF_CLASSES_H

#include "hprof_table.h"
#include "jvmpi.h"

typedef struct {
    char *name;
    char *signature;
} hp_field;

typedef struct hp_class {
    hp_node node;                /* keyed by class id while loaded */
    jobjectID id;                /* NULL once unloaded */
    unsigned serial;
    char *name;                  /* internal form: java/lang/String, [I */
    char *source;                /* SourceFile, or NULL */
    int num_interfaces;
    int num_statics;
    hp_field *statics;
    int num_instances;
    hp_field *instances;
    struct hp_class *super;      /* learnt from heap dumps; NULL if unknown */
    struct hp_class *all_next;   /* every class ever loaded */
} hp_class;

typedef struct hp_method {
    hp_node node;                /* keyed by jmethodID */
    hp_class *cls;
    char *name;
    char *signature;
} hp_method;

int hp_classes_init(void);
void hp_class_load(const JVMPI_Event *e);
void hp_class_unload(jobjectID id);
/* OBJECT_MOVE of a class object; no allocation. Returns 1 if id was a class. */
int hp_class_moved(jobjectID old_id, jobjectID new_id);
hp_class *hp_class_find(jobjectID id);
/* Finds the class, asking the VM for CLASS_LOAD if it is unknown.  The
 * caller holds data_lock with GC disabled. */
hp_class *hp_class_lookup(jobjectID id);
/* Finds the method, asking the VM for its class if it is unknown; an
 * unknown method gets a placeholder record.  Same conditions as above. */
hp_method *hp_method_lookup(jmethodID mid);
hp_method *hp_method_find(jmethodID mid);
/* Calls f on every class ever loaded. */
void hp_classes_each(void (*f)(hp_class *c, void *arg), void *arg);

/* Size in bytes of a value of this field signature in a heap dump. */
int hp_sig_size(const char *sig);
int hp_sig_is_ref(const char *sig);

#endif
