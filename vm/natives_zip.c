/*
 * natives_zip.c -- the natives of java.util.zip (Deflater, Inflater) over
 * zlib.  None yet.
 */
#include "natives.h"

const native_entry natives_zip_table[] = {{NULL, NULL, NULL, NULL}};
const size_t natives_zip_count = 0;
