/*
 * embed_fatal.c -- FatalError from an embedding program: the JDK prints
 * the message and aborts the process (no Java frames here, so no trace).
 */
#include "embed.h"

int main(int argc, char **argv)
{
    JNIEnv *env = embed_start(argc, argv);
    printf("calling FatalError\n");
    (*env)->FatalError(env, "the embedding program gives up");
    printf("FatalError returned\n");
    return 0;
}
