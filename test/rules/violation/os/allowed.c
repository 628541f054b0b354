/* Fixture: os/ may include platform headers; the checker must not flag this. */
#include <unistd.h>
