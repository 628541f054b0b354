/*
 * calltrace.c -- test jvmpi.calltrace (program jvmpitest.CallTrace): at each
 * METHOD_ENTRY of CallTrace.leaf, GetCallTrace for the current thread with
 * depth 10 and with depth 2; prints the frames, top first, as
 * class.method:line (names from the CLASS_LOAD events).  The expected lines
 * come from CallTrace.java: the leaf frame at its first line, each caller at
 * the line of its call, main at the bottom.
 */
#include "agent.h"

static int calls;

static void trace(JNIEnv *env, jint depth)
{
    JVMPI_CallFrame frames[16];
    JVMPI_CallTrace t;
    char line[2048];
    jint i;
    memset(frames, 0, sizeof frames);
    t.env_id = env;
    t.num_frames = -7;
    t.frames = frames;
    jvmpi->GetCallTrace(&t, depth);
    snprintf(line, sizeof line, "leaf call %d, depth %d: %d frames:", calls, (int)depth, (int)t.num_frames);
    for (i = 0; i < t.num_frames && i < depth; i++) {
        MethodInfo *mi = method_info(frames[i].method_id);
        size_t len = strlen(line);
        if (mi)
            snprintf(line + len, sizeof line - len, " %s.%s:%d", mi->class_name, mi->name,
                     (int)frames[i].lineno);
        else
            snprintf(line + len, sizeof line - len, " (method not announced):%d", (int)frames[i].lineno);
    }
    CHECK(t.env_id == env, "GetCallTrace changed env_id");
    say("%s", line);
}

static void notify(JVMPI_Event *ev)
{
    int hit;
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        lock();
        hit = method_is(ev->u.method.method_id, "jvmpitest/CallTrace", "leaf");
        if (hit) {
            calls++;
            trace(ev->env_id, 10);
            trace(ev->env_id, 2);
        }
        unlock();
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
