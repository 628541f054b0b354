/*
 * os_demo.c -- the main job until the VM exists: a short tour of the
 * platform layer that prints what it sees.  Two threads play ping-pong
 * through one monitor, a third burns CPU while its clock is read from
 * outside, and a data-dump request (Ctrl-\ / Ctrl-Break, or the program
 * raising one itself) reaches the dispatcher thread.
 *
 *   os_demo            run the tour
 *   os_demo --wait N   also wait N seconds for you to press Ctrl-\ / Ctrl-Break
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "os.h"

typedef struct {
    os_monitor *m;
    int turn;    /* 0: ping's turn, 1: pong's */
    int rounds;
} table;

static void player(void *arg)
{
    table *t = arg;
    int me = strcmp(os_thread_name(os_thread_current()), "pong") == 0;
    os_monitor_enter(t->m);
    for (int i = 0; i < t->rounds; i++) {
        while (t->turn != me) os_monitor_wait(t->m, 0);
        t->turn = !me;
        os_monitor_notify(t->m);
    }
    os_monitor_exit(t->m);
}

static void burner(void *arg)
{
    volatile uint64_t x = 1;
    int64_t until = os_time_nanos() + 200 * 1000000LL;
    while (os_time_nanos() < until) x = x * 6364136223846793005ull + 1;
    *(int64_t *)arg = os_current_thread_cpu_time();
}

static volatile int32_t dumps;

static void on_dump(void *arg)
{
    (void)arg;
    os_atomic_add32(&dumps, 1);
    printf("  data-dump request received on thread \"%s\"\n", os_thread_name(os_thread_current()));
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int wait_s = (argc == 3 && strcmp(argv[1], "--wait") == 0) ? atoi(argv[2]) : 0;
    if (os_init() != OS_OK) {
        fprintf(stderr, "os_demo: cannot initialise the platform layer\n");
        return 1;
    }
    os_process_args(&argc, &argv);
    char *exe = os_executable_path();
    char lib[64];
    os_dll_filename("hprof", lib, sizeof lib);
    printf("Lantern platform layer\n");
    printf("  executable        %s\n", exe ? exe : "(unknown)");
    printf("  processors        %d\n", os_processor_count());
    printf("  path separator    '%c', file separator '%c'\n", os_path_separator(), os_file_separator());
    printf("  agent file name   hprof -> %s\n", lib);
    printf("  current thread    \"%s\" (nid %llu)\n", os_thread_name(os_thread_current()),
           (unsigned long long)os_thread_native_id(os_thread_current()));
    free(exe);

    table t = {os_monitor_create("table"), 0, 20000};
    os_thread *ping, *pong;
    int64_t start = os_time_nanos();
    os_thread_create(&ping, "ping", OS_PRIORITY_NORM, 0, player, &t);
    os_thread_create(&pong, "pong", OS_PRIORITY_NORM, 0, player, &t);
    os_thread_join(ping);
    os_thread_join(pong);
    double ms = (double)(os_time_nanos() - start) / 1e6;
    printf("  monitor ping-pong %d hand-offs in %.1f ms (%.2f us each)\n", 2 * t.rounds, ms,
           ms * 1000.0 / (2 * t.rounds));
    os_monitor_destroy(t.m);

    int64_t inside = 0;
    os_thread *b;
    os_thread_create(&b, "burner", OS_PRIORITY_NORM, 0, burner, &inside);
    os_thread_sleep(100);
    int64_t outside = os_thread_cpu_time(b);
    os_thread_join(b);
    printf("  cpu clock         burner used %.0f ms (read from outside at 100 ms: %.0f ms)\n",
           (double)inside / 1e6, (double)outside / 1e6);

    os_dump_signal_install(on_dump, NULL);
    os_dump_signal_raise();
    for (int i = 0; i < 100 && os_atomic_load32(&dumps) == 0; i++) os_thread_sleep(10);
    if (wait_s > 0) {
        printf("  press Ctrl-\\ (Ctrl-Break on Windows) within %d s...\n", wait_s);
        fflush(stdout);
        os_thread_sleep((int64_t)wait_s * 1000);
    }
    os_dump_signal_uninstall();
    printf("  data-dump requests: %d\n", (int)os_atomic_load32(&dumps));
    os_shutdown();
    return 0;
}
