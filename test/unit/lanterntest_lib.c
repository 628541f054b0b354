/*
 * lanterntest_lib.c -- a tiny shared library that test_os loads with
 * os_dll_load to check symbol lookup and calls across the boundary.
 */
#if defined(_WIN32)
#define EXPORT __declspec(dllexport)
#else
#define EXPORT __attribute__((visibility("default")))
#endif

EXPORT int lantern_test_add(int a, int b)
{
    return a + b;
}

EXPORT const char *lantern_test_hello(void)
{
    return "hello from lanterntest";
}
