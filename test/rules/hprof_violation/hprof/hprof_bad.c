/* Fixture for rules.hprof_headers_catches_violation: an HPROF file that
 * breaks each part of the rule.  Never compiled. */
#include "hprof_ok.h"
#include "vm_thread.h"
#include "../vm/jni.h"
#include "hprof_missing.h"
#include <stdatomic.h>
#include <pthread.h>
#include HEADER_MACRO

static _Thread_local int owner;
static _Atomic int flag;
