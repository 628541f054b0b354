/* Fixture for rules.platform_headers_catches_violation: a VM file that
 * breaks docs/rules.md rule 1.  Never compiled. */
#include <pthread.h>
