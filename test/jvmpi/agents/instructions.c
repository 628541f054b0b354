/*
 * instructions.c -- test jvmpi.instructions (program jvmpitest.Instructions).
 *
 * INSTRUCTION_START, enabled in JVM_OnLoad: for each call of
 * Instructions.branchy the agent prints the offsets of the instructions in
 * the order they started, each once, with what the event says at the
 * branches javac 17 puts there (offsets 4 if_icmple and 11 ifnonnull:
 * is_true; 18 tableswitch: key, low, hi; 66 lookupswitch: chosen pair
 * index / pairs total, total meaning the default).  At offset 0 it asks
 * GetCallTrace: the frames must be branchy then main (the VM wrote its
 * frame back before the event).
 */
#include "agent.h"

#define MAX_LINE 2048
static char line[MAX_LINE];
static int calls, trace_ok = -1;

static void flush_call(void)
{
    if (line[0])
        say("branchy call %d:%s", calls, line);
    line[0] = 0;
}

static void on_instruction(JVMPI_Event *ev)
{
    jint off = ev->u.instruction.offset;
    size_t n;
    lock();
    if (!method_is(ev->u.instruction.method_id, "jvmpitest/Instructions", "branchy")) {
        unlock();
        return;
    }
    if (off == 0) {
        JVMPI_CallFrame f[2];
        JVMPI_CallTrace ct;
        flush_call();
        calls++;
        ct.env_id = ev->env_id;
        ct.num_frames = 0;
        ct.frames = f;
        jvmpi->GetCallTrace(&ct, 2);
        if (trace_ok != 0)
            trace_ok = ct.num_frames == 2 && f[0].method_id == ev->u.instruction.method_id &&
                       method_is(f[1].method_id, "jvmpitest/Instructions", "main");
    }
    n = strlen(line);
    if (off == 4 || off == 11)
        snprintf(line + n, MAX_LINE - n, " %d(%s)", (int)off, ev->u.instruction.u.if_info.is_true ? "taken" : "not taken");
    else if (off == 18)
        snprintf(line + n, MAX_LINE - n, " %d(key %d in %d..%d)", (int)off,
                 (int)ev->u.instruction.u.tableswitch_info.key, (int)ev->u.instruction.u.tableswitch_info.low,
                 (int)ev->u.instruction.u.tableswitch_info.hi);
    else if (off == 66)
        snprintf(line + n, MAX_LINE - n, " %d(pair %d of %d)", (int)off,
                 (int)ev->u.instruction.u.lookupswitch_info.chosen_pair_index,
                 (int)ev->u.instruction.u.lookupswitch_info.pairs_total);
    else
        snprintf(line + n, MAX_LINE - n, " %d", (int)off);
    unlock();
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_INSTRUCTION_START: on_instruction(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        lock();
        flush_call();
        say("GetCallTrace at branchy's first instruction: %s",
            trace_ok == 1 ? "branchy, main" : trace_ok == 0 ? "WRONG" : "not asked");
        say("%s", agent_failures ? "FAILED" : "PASS");
        unlock();
        break;
    default: break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_INSTRUCTION_START);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
