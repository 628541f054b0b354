/*
 * natives_resource.c -- the one native behind ClassLoader.getResource and
 * its relatives: where on the boot or the application class path a
 * resource is (jdk.internal.loader.ClassPathResources.bases0).
 *
 * It answers with the base URLs of the entries that hold the resource,
 * never with its bytes: the library builds each resource's URL from them
 * and reads it only when the URL is opened (a file through
 * FileInputStream, a jar entry through ZipFile), as the JDK does.  Nothing
 * here holds an object across an allocation: the one result string is made
 * last.
 */
#include <stdlib.h>

#include "natives/natives.h"
#include "object/loader.h"
#include "object/object.h"
#include "object/string.h"
#include "runtime/exception.h"

/* bases0(boot, name, all): the bases joined by '\n', or null. */
NATIVE(resources_bases0)
{
    if (!args[1].a) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    char *name = string_to_utf8(args[1].a);
    if (!name) {
        vm_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    char *bases = loader_resource_bases(args[0].i ? LOADER_BOOT : LOADER_APP, name, args[2].i != 0);
    free(name);
    ret->a = bases ? string_from_utf8(t, bases) : NULL;
    free(bases);
}

const native_entry natives_resource_table[] = {
    {"jdk/internal/loader/ClassPathResources", "bases0", "(ZLjava/lang/String;Z)Ljava/lang/String;",
     resources_bases0},
};
const size_t natives_resource_count = sizeof natives_resource_table / sizeof natives_resource_table[0];
