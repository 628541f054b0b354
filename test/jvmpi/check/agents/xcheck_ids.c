/* -Xcheck:jvmpi check 1: unknown and stale IDs -- an address that is no
 * object, class, method or thread, and the JNIEnv of a thread that has
 * ended.  Then the same calls with good IDs, which must not warn. */
#include "xcheck.h"

static int not_an_id;

static void mistake(JNIEnv *env)
{
    void *bogus = &not_an_id;
    JVMPI_CallTrace trace;
    JVMPI_CallFrame frames[4];
    say("RequestEvent(OBJECT_ALLOC) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, bogus));
    say("RequestEvent(OBJECT_DUMP) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_DUMP, bogus));
    say("RequestEvent(THREAD_START) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_THREAD_START, bogus));
    say("RequestEvent(CLASS_LOAD) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, bogus));
    say("jobjectID2jobject: %s", jvmpi->jobjectID2jobject(bogus) ? "a reference" : "NULL");
    say("GetMethodClass: %s", jvmpi->GetMethodClass((jmethodID)bogus) ? "a class" : "NULL");
    say("GetThreadStatus(ended) = %d", (int)jvmpi->GetThreadStatus(ended_env));
    say("ThreadHasRun(ended) = %d", (int)jvmpi->ThreadHasRun(ended_env));
    say("GetThreadObject(ended): %s", jvmpi->GetThreadObject(ended_env) ? "an object" : "NULL");
    jvmpi->SetThreadLocalStorage(ended_env, bogus);
    say("GetThreadLocalStorage(ended): %s", jvmpi->GetThreadLocalStorage(ended_env) ? "a pointer" : "NULL");
    jvmpi->ResumeThread((JNIEnv *)bogus);
    trace.env_id = (JNIEnv *)bogus;
    trace.frames = frames;
    jvmpi->GetCallTrace(&trace, 4);
    say("GetCallTrace(bogus): %d frames", (int)trace.num_frames);

    say("agent: the same with good IDs");
    trace.env_id = env;
    jvmpi->GetCallTrace(&trace, 4);
    jobjectID thread = jvmpi->GetThreadObject(env);
    jobjectID cls = trace.num_frames > 0 ? jvmpi->GetMethodClass(trace.frames[0].method_id) : NULL;
    say("RequestEvent(THREAD_START) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_THREAD_START, thread));
    say("RequestEvent(OBJECT_ALLOC) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, thread));
    say("RequestEvent(CLASS_LOAD) = %d", (int)jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, cls));
    say("jobjectID2jobject: %s", jvmpi->jobjectID2jobject(thread) ? "a reference" : "NULL");
    say("GetThreadStatus(worker) = 0x%x", (unsigned)jvmpi->GetThreadStatus(worker_env));
    jvmpi->SetThreadLocalStorage(worker_env, bogus);
    say("GetThreadLocalStorage(worker): %s", jvmpi->GetThreadLocalStorage(worker_env) == bogus ? "ours" : "?");
}
