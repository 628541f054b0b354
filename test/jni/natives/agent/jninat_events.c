/*
 * jninat_events.c -- a JVMPI agent for test jni.natives.JniAttach.jvmpi
 * (Lantern only: the JDK 17 has no JVMPI): JniAttach runs with
 * -Xrunjninat_events and this agent prints THREAD_START (name, group,
 * parent group) and THREAD_END of every thread other than main, so the
 * Thread objects AttachCurrentThread makes and their ends show.
 */
#include <stdio.h>
#include <string.h>

#include "jni.h"
#include "jvmpi.h"

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static struct {
    JNIEnv *env;
    char name[64];
} started[32];
static int n_started;

static void notify(JVMPI_Event *ev)
{
    jvmpi->RawMonitorEnter(lock);
    if (ev->event_type == JVMPI_EVENT_THREAD_START) {
        const char *name = ev->u.thread_start.thread_name ? ev->u.thread_start.thread_name : "(null)";
        if (strcmp(name, "main") != 0) {
            printf("THREAD_START %s, group %s, parent %s\n", name,
                   ev->u.thread_start.group_name ? ev->u.thread_start.group_name : "(null)",
                   ev->u.thread_start.parent_name ? ev->u.thread_start.parent_name : "(null)");
            fflush(stdout);
            if (n_started < 32) {
                started[n_started].env = ev->u.thread_start.thread_env_id;
                snprintf(started[n_started].name, sizeof started[n_started].name, "%s", name);
                n_started++;
            }
        }
    } else if (ev->event_type == JVMPI_EVENT_THREAD_END) {
        /* the latest start on that env: envs may be reused after a detach */
        for (int i = n_started - 1; i >= 0; i--)
            if (started[i].env == ev->env_id) {
                printf("THREAD_END %s\n", started[i].name);
                fflush(stdout);
                started[i].env = NULL;
                break;
            }
    }
    jvmpi->RawMonitorExit(lock);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1_2) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate((char *)"jninat_events");
    if (jvmpi->EnableEvent(JVMPI_EVENT_THREAD_START, NULL) != JVMPI_SUCCESS ||
        jvmpi->EnableEvent(JVMPI_EVENT_THREAD_END, NULL) != JVMPI_SUCCESS)
        return JNI_ERR;
    return JNI_OK;
}
