/* -Xcheck:jvmpi check 2: GetCallTrace of a thread that runs (here: waits
 * in Object.wait), neither the caller nor suspended; then the right way,
 * suspended, which must not warn. */
#include "xcheck.h"

static void mistake(JNIEnv *env)
{
    JVMPI_CallTrace trace;
    JVMPI_CallFrame frames[8];
    (void)env;
    trace.env_id = worker_env;
    trace.frames = frames;
    jvmpi->GetCallTrace(&trace, 8);
    say("GetCallTrace(running worker): %d frames", (int)trace.num_frames);
    jvmpi->SuspendThread(worker_env);
    jvmpi->GetCallTrace(&trace, 8);
    say("GetCallTrace(suspended worker): %s", trace.num_frames > 0 ? "frames" : "no frames");
    jvmpi->ResumeThread(worker_env);
}
