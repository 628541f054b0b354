/*
 * embed_hookabort.c -- FatalError with the hooks: the message comes
 * through the vfprintf hook, then the abort hook is called, then the
 * process ends abnormally.
 */
#include "embed_hooks.h"

int main(int argc, char **argv)
{
    JNIEnv *env = hooks_start(argc, argv, NULL);
    printf("calling FatalError\n");
    (*env)->FatalError(env, "the embedding program gives up");
    printf("FatalError returned\n");
    return 0;
}
