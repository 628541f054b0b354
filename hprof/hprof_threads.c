/*
 * hprof_threads.c -- the thread table and THREAD START / THREAD END records.
 */
#include "hprof.h"
#include "hprof_threads.h"
#include "hprof_binary.h"
#include "hprof_cpuold.h"
#include "hprof_cputime.h"
#include "hprof_objects.h"
#include "hprof_output.h"

#include <stdlib.h>

static hp_table threads;
static hp_thread *all_threads;
static unsigned thread_serials;

int hp_threads_init(void)
{
    return hp_table_init(&threads, 64);
}

static hp_thread *add(JNIEnv *env)
{
    hp_thread *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->env = env;
    t->serial = ++thread_serials;
    t->node.hash = (uintptr_t)env;
    hp_table_insert(&threads, &t->node);
    t->all_next = all_threads;
    all_threads = t;
    hp.jvmpi->SetThreadLocalStorage(env, t);
    return t;
}

void hp_thread_start(const JVMPI_Event *e)
{
    JNIEnv *env = e->u.thread_start.thread_env_id;
    hp_thread *t = (hp_thread *)hp_table_find(&threads, (uintptr_t)env);
    if (t && t->started && !t->ended)
        return;                  /* a repeated answer to RequestEvent */
    if (t && t->ended) {
        /* the VM reused an ended thread's JNIEnv for a new thread */
        hp_table_remove(&threads, &t->node);
        t = NULL;
    }
    /* a thread seen working before its THREAD_START keeps its serial */
    if (!t)
        t = add(env);
    if (!t)
        return;
    t->started = 1;
    if (hp_cpuold_only())
        return;                  /* the -prof table has no thread records */
    hp_object *o = hp_object_find(e->u.thread_start.thread_id);
    if (hp.opt.format_binary) {
        hp_bin_thread_start(t->serial, o ? o->serial : 0u, e->u.thread_start.thread_name,
                            e->u.thread_start.group_name, e->u.thread_start.parent_name);
        return;
    }
    hp_printf("THREAD START (obj=%x, id = %u, name=\"%s\", group=\"%s\")\n",
              o ? o->serial : 0u, t->serial,
              e->u.thread_start.thread_name ? e->u.thread_start.thread_name : "",
              e->u.thread_start.group_name ? e->u.thread_start.group_name : "");
}

void hp_thread_end(JNIEnv *env)
{
    hp_thread *t = (hp_thread *)hp_table_find(&threads, (uintptr_t)env);
    if (!t || t->ended)
        return;
    t->ended = 1;
    if (hp.opt.format_binary)
        hp_bin_thread_end(t->serial);
    else if (!hp_cpuold_only())
        hp_printf("THREAD END (id = %u)\n", t->serial);
    /* calls still open when a thread ends are not charged to anyone */
    hp_cpu_thread_end(t);
    free(t->calls);
    t->calls = NULL;
    t->num_calls = t->cap_calls = 0;
    hp.jvmpi->SetThreadLocalStorage(env, NULL);
}

hp_thread *hp_thread_of(JNIEnv *env)
{
    hp_thread *t = (hp_thread *)hp_table_find(&threads, (uintptr_t)env);
    return t ? t : (env ? add(env) : NULL);
}

unsigned hp_thread_serial(JNIEnv *env)
{
    hp_thread *t = env ? hp_thread_of(env) : NULL;
    return t ? t->serial : 0;
}

hp_thread *hp_thread_self(JNIEnv *env)
{
    return env ? hp.jvmpi->GetThreadLocalStorage(env) : NULL;
}

void hp_threads_each(void (*f)(hp_thread *t, void *arg), void *arg)
{
    for (hp_thread *t = all_threads; t; t = t->all_next)
        f(t, arg);
}
