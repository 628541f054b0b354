/*
 * hprof_press.c -- HeapShapes.press(): Ctrl-\ (Ctrl-Break) from inside the
 * program, so that a test gets one data dump at a known point.  Test code.
 */
#include "jni.h"

#include "press.h"

JNIEXPORT void JNICALL Java_HeapShapes_press(JNIEnv *env, jclass cls)
{
    (void)env;
    (void)cls;
    press_ctrl_backslash();
}
