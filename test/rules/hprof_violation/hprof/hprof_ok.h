/* Fixture: everything here is allowed, and a comment may name
 * _Thread_local and <stdatomic.h>; the checker must not flag this file. */
#include "jni.h"
#include "jvmpi.h"
#include "hprof_ok.h"
#include <apr_atomic.h>
#include <apr_thread_proc.h>
# include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
