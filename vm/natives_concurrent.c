/*
 * natives_concurrent.c -- the natives of jdk.internal.misc.Unsafe and
 * java.util.concurrent.locks.LockSupport.  None yet.
 */
#include "natives.h"

const native_entry natives_concurrent_table[] = {{NULL, NULL, NULL, NULL}};
const size_t natives_concurrent_count = 0;
